"""What the seat on turn knows of a Whist deal in play, read once from its view, in the words of
the conventions (the rulebook's Whist chapter, "Words of this section").

The seat on turn is ``view.to_act``: the player's own seat, or the dummy it plays for
(W-VAR-2P, W-VAR-3P), whose hand it sees.  *Outstanding* cards are those not yet played;
``others`` are the outstanding cards this seat does not hold (the other players', partner's
included), so a card is the *highest outstanding* when no card of ``others`` in its suit
beats it, and two cards of this hand are a *sequence* when no card of ``others`` lies between
them (played cards leave no gap).
"""

from __future__ import annotations

from dataclasses import dataclass

from wint.ai.voids import read_trick
from wint.core.cards import FULL_DECK, SUIT_MASKS, Card, CardSet, Rank, Suit
from wint.core.seats import SEATS, Seat
from wint.games.whist.view import SeatView

__all__ = ["Reading", "read"]

#: The honours of the trump suit: ace, king, queen, jack and ten (W-SC-2).
HONOURS = frozenset({Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN})


@dataclass(frozen=True, slots=True)
class Reading:
    """What the seat on turn knows of the deal, read once from its view."""

    view: SeatView
    seat: Seat  # the seat on turn
    hand: CardSet  # its cards
    trump: Suit | None
    others: int  # the outstanding cards this seat does not hold (mask)
    voids: tuple[int, ...]  # per seat: bitmask over the suits it has shown a void in
    leads: tuple[tuple[Seat, Card], ...]  # every trick's lead, in order (the current one too)
    first_discards: tuple[Card | None, ...]  # per seat: its first discard of the deal

    @property
    def partner(self) -> Seat:
        return self.seat.partner

    @property
    def trick_number(self) -> int:
        """The trick being played, 1 … 13 ("early in the deal" is tricks 1–6)."""
        return len(self.view.tricks) + 1

    def void(self, seat: Seat, suit: Suit) -> bool:
        return bool(self.voids[seat] >> suit & 1)

    def opponents_void(self, suit: Suit) -> bool:
        """Both opponents have shown a void in ``suit``."""
        return self.void(self.seat.lho, suit) and self.void(self.seat.rho, suit)

    def holding(self, suit: Suit) -> CardSet:
        return self.hand.suit(suit)

    def ranks(self, suit: Suit) -> set[Rank]:
        return {card.rank for card in self.hand.suit(suit)}

    def plain(self, suit: Suit) -> bool:
        return suit is not self.trump

    def is_top(self, card: Card) -> bool:
        """``card`` is higher than every outstanding card of its suit held by the others."""
        return not self.others & SUIT_MASKS[card.suit] & ~((card.bit << 1) - 1)

    def sequence_bottom(self, card: Card) -> Card:
        """The lowest card of this hand in a sequence with ``card``."""
        low = card
        for rank in range(card.rank - 1, -1, -1):
            other = Card(card.suit, Rank(rank))
            if other in self.hand:
                low = other
            elif other.bit & self.others:
                break
        return low

    def head_sequence(self, suit: Suit) -> int:
        """How many cards of the sequence that heads this hand's ``suit``."""
        cards = sorted(self.hand.suit(suit), key=lambda c: c.rank, reverse=True)
        if not cards:
            return 0
        bottom = self.sequence_bottom(cards[0])
        return sum(1 for card in cards if card.rank >= bottom.rank)

    def trumps_out(self) -> bool:
        """Some trump not this seat's is still to be played."""
        return self.trump is not None and bool(self.others & SUIT_MASKS[self.trump])

    def first_leader(self, suit: Suit) -> Seat | None:
        """The seat that led ``suit`` first in this deal."""
        return next((seat for seat, card in self.leads if card.suit is suit), None)

    @property
    def partner_suit(self) -> Suit | None:
        """Partner's suit: the plain suit partner led first in this deal."""
        for seat, card in self.leads:
            suit = card.suit
            if seat is self.partner and self.plain(suit) and self.first_leader(suit) is seat:
                return suit
        return None

    def opponents_suit(self, suit: Suit) -> bool:
        """``suit`` is plain and an opponent led it first in this deal."""
        leader = self.first_leader(suit)
        return self.plain(suit) and leader is not None and leader.side is not self.seat.side

    def led_trumps(self, seat: Seat) -> bool:
        return self.trump is not None and any(
            s is seat and card.suit is self.trump for s, card in self.leads
        )

    @property
    def partner_wants_trumps(self) -> bool:
        """Partner has led trumps in this deal (W-H-SIGNAL-4)."""
        return self.led_trumps(self.partner)

    def led_before(self, suit: Suit) -> bool:
        """This seat has led ``suit`` before in this deal."""
        return any(s is self.seat and card.suit is suit for s, card in self.leads)

    def is_thirteenth(self, suit: Suit) -> bool:
        """This seat holds a thirteenth card of ``suit``: the other twelve are played."""
        return len(self.hand.suit(suit)) == 1 and not self.others & SUIT_MASKS[suit]

    def strong(self, suit: Suit) -> bool:
        """A strong suit: plain, four cards or more, with the two highest outstanding."""
        cards = sorted(self.hand.suit(suit), key=lambda c: c.rank, reverse=True)
        return (
            self.plain(suit)
            and len(cards) >= 4
            and self.is_top(cards[0])
            and (not self.others & SUIT_MASKS[suit] & ~((cards[1].bit << 1) - 1))
        )

    def partner_ruffs(self) -> list[Suit]:
        """The plain suits partner has shown a void in while not in trumps (a trump deal)."""
        trump = self.trump
        if trump is None or self.void(self.partner, trump):
            return []
        return [suit for suit in Suit if suit is not trump and self.void(self.partner, suit)]


def weakest(reading: Reading, suits: list[Suit]) -> Suit:
    """The weak suit among ``suits``: its highest card the lowest; if equal, fewer cards."""

    def strength(suit: Suit) -> tuple[int, int]:
        cards = reading.hand.suit(suit)
        return max(card.rank for card in cards), len(cards)

    return min(suits, key=strength)


def read(view: SeatView) -> Reading:
    """What the seat on turn knows, read once from its view.

    :raises ValueError: nobody is on turn in the play.
    """
    seat = view.to_act
    hand = view.hands[seat] if seat is not None else None
    if seat is None or hand is None:
        raise ValueError("not this seat's card")
    voids = [0, 0, 0, 0]
    trump = view.trump
    firsts: list[Card | None] = [None, None, None, None]
    leads: list[tuple[Seat, Card]] = []
    tricks = [(trick.leader, trick.cards) for trick in view.tricks]
    if view.current_trick:
        tricks.append((view.current_trick[0][0], tuple(c for _, c in view.current_trick)))
    for leader, cards in tricks:
        read_trick(leader, cards, voids)
        leads.append((leader, cards[0]))
        led = cards[0].suit
        for position, card in enumerate(cards[1:], 1):
            player = leader.after(position)
            if card.suit is not led and card.suit is not trump and firsts[player] is None:
                firsts[player] = card
    for other in SEATS:  # a seen hand that holds a suit it "showed out of" revoked
        shown = view.hands[other]
        if shown is not None:
            voids[other] &= ~sum(1 << s for s in Suit if shown.suit(s))
    return Reading(
        view=view,
        seat=seat,
        hand=hand,
        trump=trump,
        others=FULL_DECK & ~view.played.mask & ~hand.mask,
        voids=tuple(voids),
        leads=tuple(leads),
        first_discards=tuple(firsts),
    )
