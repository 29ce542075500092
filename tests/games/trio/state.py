"""Trio's deal: three hands of four cards, play only (the game protocol of wint.core.game)."""

from __future__ import annotations

from dataclasses import dataclass

from wint.core.cards import Card, CardSet
from wint.core.errors import IllegalActionError, NotationError, Reason
from wint.core.seats import Seat

SEATS = (Seat.N, Seat.E, Seat.S)
TRICKS = 4


def next_seat(seat: Seat) -> Seat:
    """The seat on ``seat``'s left in a ring of three."""
    return SEATS[(SEATS.index(seat) + 1) % len(SEATS)]


@dataclass(frozen=True, slots=True)
class TrioView:
    """What a seat sees: its own cards and every card played."""

    seat: Seat
    hand: CardSet
    played: tuple[tuple[Seat, Card], ...]


@dataclass(frozen=True, slots=True)
class TrioState:
    """A position of a Trio deal."""

    hands: tuple[CardSet, CardSet, CardSet]
    dealer: Seat
    plays: tuple[tuple[Seat, Card], ...] = ()

    @staticmethod
    def new(hands: tuple[CardSet, CardSet, CardSet], dealer: Seat) -> TrioState:
        """The deal before its first card."""
        if any(len(hand) != TRICKS for hand in hands):
            raise NotationError(f"each of three hands holds {TRICKS} cards")
        return TrioState(hands, dealer)

    @property
    def is_over(self) -> bool:
        return len(self.plays) == TRICKS * len(SEATS)

    @property
    def to_act(self) -> Seat | None:
        if self.is_over:
            return None
        if len(self.plays) % len(SEATS):
            return next_seat(self.plays[-1][0])
        if not self.plays:
            return next_seat(self.dealer)
        return self._winner(self.plays[-len(SEATS) :])

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
        hand = self.hand(seat)
        led = len(self.plays) % len(SEATS)
        if led:
            follow = hand.suit(self.plays[-led][1].suit)
            if follow:
                return follow.cards()
        return hand.cards()

    def apply(self, action: Card, seat: Seat | None = None) -> TrioState:
        actor = self.to_act
        if actor is None or (seat is not None and seat is not actor):
            raise IllegalActionError(Reason.NOT_YOUR_TURN, str(action))
        if action not in self.hand(actor):
            raise IllegalActionError(Reason.CARD_NOT_IN_HAND, str(action))
        if action not in self.legal_actions():
            raise IllegalActionError(Reason.MUST_FOLLOW_SUIT, str(action))
        return TrioState(self.hands, self.dealer, (*self.plays, (actor, action)))

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
        won = [0, 0, 0]
        for start in range(0, len(self.plays), len(SEATS)):
            won[SEATS.index(self._winner(self.plays[start : start + len(SEATS)]))] += 1
        return (won[0], won[1], won[2])

    @staticmethod
    def _winner(trick: tuple[tuple[Seat, Card], ...]) -> Seat:
        led = trick[0][1].suit
        return max((play for play in trick if play[1].suit is led), key=lambda p: p[1].rank)[0]
