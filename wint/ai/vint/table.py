"""What the seat on turn knows of a Vint deal in play, and the card arithmetic of the conventions.

:class:`Table` is read once from the seat's :class:`~wint.games.vint.view.SeatView` (the
contract, the suits each seat has shown out of by :func:`wint.ai.vint.inference.knowledge`
without the auction's soft inferences, the discards, the leads and the bids); the following
(:mod:`wint.ai.vint.play`) and the leads (:mod:`wint.ai.vint.leads`) decide from it.
"""

from __future__ import annotations

from dataclasses import dataclass

from wint.ai.cardplay import beats, highest_of, lowest_of
from wint.ai.vint.inference import knowledge
from wint.core.cards import SUIT_MASKS, Card, CardSet, Rank, Suit
from wint.core.seats import Seat
from wint.games.vint.calls import Strain
from wint.games.vint.contract import Contract
from wint.games.vint.view import SeatView

__all__ = [
    "Table",
    "beats",
    "highest_of",
    "is_thirteenth",
    "is_top",
    "lowest_of",
    "masters_in",
    "ranks_of",
    "read_table",
    "sequence_bottom",
]


@dataclass(frozen=True, slots=True)
class Table:
    """What the seat on turn knows of the deal, read once from its view."""

    view: SeatView
    contract: Contract | None
    trump: Suit | None
    declaring: bool
    voids: tuple[int, ...]  # per seat: bitmask over suits shown out of
    discards: tuple[tuple[Card, ...], ...]  # per seat, in order: cards thrown off-suit
    leads: tuple[tuple[Seat, Card], ...]  # every trick's lead, in order (current included)
    bids: tuple[tuple[Seat, Strain, bool], ...]  # each bid: seat, strain, a jump?

    @property
    def hand(self) -> CardSet:
        return self.view.hand

    @property
    def seat(self) -> Seat:
        return self.view.seat

    @property
    def level(self) -> int:
        return self.contract.level if self.contract is not None else 0

    def void(self, seat: Seat, suit: Suit) -> bool:
        return bool(self.voids[seat] >> suit & 1)

    def opponents_void(self, suit: Suit) -> bool:
        return self.void(self.seat.lho, suit) and self.void(self.seat.rho, suit)

    def trumps_out(self) -> bool:
        """Trumps the opponents may still hold: unseen, and not both shown out of them."""
        trump = self.trump
        if trump is None or not self.view.unseen.suit(trump):
            return False
        return not self.opponents_void(trump)

    def strains_bid(self, seat: Seat) -> list[Strain]:
        return [strain for s, strain, _ in self.bids if s is seat]

    def rounds(self, suit: Suit) -> int:
        """Completed tricks led in ``suit``."""
        return sum(1 for trick in self.view.tricks if trick.cards[0].suit is suit)

    def finesse_allowed(self) -> bool:
        """H-FIN-1, H-SLAM-1: finesse only at «раз», «два», «три»."""
        return self.level <= 3


def read_table(view: SeatView) -> Table:
    """What the seat on turn knows of the deal, read once from its view."""
    contract = view.contract
    trump = contract.trump if contract is not None else None
    discards: list[list[Card]] = [[], [], [], []]
    leads: list[tuple[Seat, Card]] = []
    plays = [trick.plays() for trick in view.tricks]
    if view.current_trick:
        plays.append(view.current_trick)
    for trick in plays:
        leads.append(trick[0])
        led = trick[0][1].suit
        for seat, card in trick[1:]:
            if card.suit is not led and card.suit is not trump:
                discards[seat].append(card)
    bids: list[tuple[Seat, Strain, bool]] = []
    high = -1
    for seat, call in view.calls:
        if call.is_bid and call.strain is not None:
            cheapest = next(lv for lv in range(1, 8) if (lv - 1) * 5 + call.strain > high)
            bids.append((seat, call.strain, call.level > cheapest))
            high = call.rank
    return Table(
        view=view,
        contract=contract,
        trump=trump,
        declaring=contract is not None and contract.side is view.side,
        voids=knowledge(view, use_auction=False).voids,
        discards=tuple(tuple(d) for d in discards),
        leads=tuple(leads),
        bids=tuple(bids),
    )


# -- card arithmetic -------------------------------------------------------------------------


def is_top(card: Card, view: SeatView) -> bool:
    """True if no unplayed card of the suit outside this hand beats ``card``."""
    higher = view.unseen.mask & SUIT_MASKS[card.suit] & ~((card.bit << 1) - 1)
    return higher == 0


def is_thirteenth(card: Card, view: SeatView) -> bool:
    """True if nobody else holds a card of ``card``'s suit: a "thirteenth card" (H-LEAD-9)."""
    return not view.unseen.suit(card.suit)


def ranks_of(cards: CardSet, suit: Suit) -> set[Rank]:
    return {card.rank for card in cards.suit(suit)}


def masters_in(view: SeatView, suit: Suit) -> int:
    """Sure tricks held in ``suit`` now: the cards above every card of it still unseen."""
    unseen = view.unseen.suit(suit)
    highest = max((c.rank for c in unseen), default=-1)
    return sum(1 for c in view.hand.suit(suit) if c.rank > highest)


def sequence_bottom(card: Card, view: SeatView) -> Card:
    """The lowest card of this hand equivalent to ``card``: no unseen card between them."""
    low = card
    for rank in range(card.rank - 1, -1, -1):
        other = Card(card.suit, Rank(rank))
        if other in view.hand:
            low = other
        elif other in view.unseen:
            break
    return low
