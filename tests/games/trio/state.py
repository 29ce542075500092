"""Trio's deal: three hands of four cards, play only (the game protocol of wint.core.game),
built on the core's ring of seats, pack, dealing and tricks."""

from __future__ import annotations

from dataclasses import dataclass

from wint.core.cards import Card, CardSet, Rank, Suit, cards_of_mask
from wint.core.deal import Dealing, shuffled_deck
from wint.core.deck import Deck
from wint.core.errors import IllegalActionError, NotationError, Reason
from wint.core.seats import Partnership, Seat, SeatRing
from wint.core.tricks import Trick, Trumping, legal_mask, trick_winner

#: Three seats, each for himself.
RING = SeatRing((Seat.N, Seat.E, Seat.S), Partnership.NONE)
SEATS = RING.seats
TRICKS = 4
#: Twelve cards: nine to ace of spades and hearts.
DECK = Deck((Suit.S, Suit.H), tuple(Rank)[Rank.NINE :])
DEALING = Dealing(DECK, hands=len(SEATS), hand_size=TRICKS)


@dataclass(frozen=True, slots=True)
class TrioView:
    """What a seat sees: its own cards and every card played."""

    seat: Seat
    hand: CardSet
    played: tuple[tuple[Seat, Card], ...]


@dataclass(frozen=True, slots=True)
class TrioState:
    """A position of a Trio deal: the hands as dealt, the quitted tricks, the trick in play."""

    hands: tuple[CardSet, CardSet, CardSet]
    dealer: Seat
    tricks: tuple[Trick, ...] = ()
    current: tuple[Card, ...] = ()

    @staticmethod
    def new(hands: tuple[CardSet, CardSet, CardSet], dealer: Seat) -> TrioState:
        """The deal before its first card.

        :raises NotationError: not three hands of four different cards of Trio's pack.
        """
        union = CardSet()
        for hand in hands:
            if len(hand) != TRICKS or hand & union or not DECK.holds(hand):
                raise NotationError(f"each of three hands holds {TRICKS} cards of the pack")
            union |= hand
        return TrioState(hands, dealer)

    @staticmethod
    def from_seed(seed: int, number: int, dealer: Seat) -> TrioState:
        """Deal ``number`` of a session seeded ``seed``: the pinned shuffle of Trio's pack,
        dealt from the dealer's left."""
        masks, _ = DEALING.deal(shuffled_deck(seed, number, DECK), RING.cycle(RING.next(dealer)))
        north, east, south = (CardSet(masks[seat]) for seat in SEATS)
        return TrioState((north, east, south), dealer)

    @property
    def is_over(self) -> bool:
        return len(self.tricks) == TRICKS

    @property
    def leader(self) -> Seat:
        """The seat that led, or is to lead, the trick in play."""
        return self.tricks[-1].winner if self.tricks else RING.next(self.dealer)

    @property
    def to_act(self) -> Seat | None:
        if self.is_over:
            return None
        return RING.after(self.leader, len(self.current))

    @property
    def actor(self) -> Seat | None:
        """Who acts for the seat on turn: the seat itself (no dummies)."""
        return self.to_act

    @property
    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """Every card played, with its seat, in order."""
        quitted = tuple(play for trick in self.tricks for play in trick.plays())
        return quitted + tuple(zip(RING.cycle(self.leader), self.current, strict=False))

    @property
    def last_action(self) -> Card | None:
        return self.plays[-1][1] if self.plays else None

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` still holds."""
        played = CardSet.of(card for who, card in self.plays if who is seat)
        return self.hands[SEATS.index(seat)] - played

    def legal_actions(self) -> tuple[Card, ...]:
        seat = self.to_act
        if seat is None:
            return ()
        led = self.current[0].suit if self.current else None
        return cards_of_mask(legal_mask(self.hand(seat).mask, led, None, Trumping.OPTIONAL))

    def apply(self, action: Card, seat: Seat | None = None) -> TrioState:
        actor = self.to_act
        if actor is None or (seat is not None and seat is not actor):
            raise IllegalActionError(Reason.NOT_YOUR_TURN, str(action))
        if action not in self.hand(actor):
            raise IllegalActionError(Reason.CARD_NOT_IN_HAND, str(action))
        if action not in self.legal_actions():
            raise IllegalActionError(Reason.MUST_FOLLOW_SUIT, str(action))
        cards = (*self.current, action)
        if len(cards) < len(SEATS):
            return TrioState(self.hands, self.dealer, self.tricks, cards)
        winner = trick_winner(RING, self.leader, cards, None)
        trick = Trick(self.leader, cards, winner, RING)
        return TrioState(self.hands, self.dealer, (*self.tricks, trick))

    def apply_code(self, code: str, seat: Seat | None = None) -> TrioState:
        try:
            card = Card.parse(code)
        except NotationError:
            raise IllegalActionError(Reason.BAD_NOTATION, code) from None
        return self.apply(card, seat)

    def history(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)

    def view(self, seat: Seat) -> TrioView:
        return TrioView(seat, self.hand(seat), self.plays)

    def result(self) -> tuple[int, int, int]:
        """Tricks won by N, E and S."""
        if not self.is_over:
            raise ValueError("the deal is not over")
        won = [sum(1 for trick in self.tricks if trick.winner is seat) for seat in SEATS]
        return (won[0], won[1], won[2])
