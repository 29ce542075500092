"""A Preferans deal (P-DEAL): the 32-card pack (P-TAB-2) dealt in packets of two clockwise
from the dealer's left to the three active players, ten each, the prikup of two set aside
after the first round (P-DEAL-2); with four players the dealer sits out (P-TAB-1).

The text form is PBN-like with the record's seats: the first active seat, the hands
clockwise (``-`` for the dealer sitting out), then the two prikup cards in deal order:

>>> deal = PrefDeal.from_seed(1, 1, PrefSeat.C, 3)
>>> deal.text()
'A:Q97.KQT98.T8. JT.J7.A7.AKJ8 AK8.A.QJ9.T97 DK CQ'
>>> PrefDeal.parse(deal.text(), PrefSeat.C, 3) == deal
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from wint.core.cards import Card, CardSet
from wint.core.deal import Dealing, shuffled_deck
from wint.core.deck import DECK_32
from wint.core.errors import NotationError
from wint.core.quoting import quoted
from wint.games.preferans.result import PrefSeat

__all__ = ["PrefDeal"]

_TALON_AFTER: Final = 6
_DEALING: Final = Dealing(
    DECK_32, hands=3, hand_size=10, packet=2, talon=2, talon_after=_TALON_AFTER
)


def active_seats(dealer: PrefSeat, players: int) -> tuple[PrefSeat, ...]:
    """The active seats from the first hand, the dealer's left (P-TAB-1, P-BID-1): with
    four players the dealer sits out."""
    seats = tuple(dealer.after(step, players) for step in range(1, players + 1))
    return seats[:3]


@dataclass(frozen=True, slots=True)
class PrefDeal:
    """The dealer, the number of players (3 or 4), each active seat's ten cards (indexed by
    seat, an empty set for the dealer sitting out) and the prikup in deal order.

    :raises NotationError: not three disjoint hands of ten cards of the 32-card pack and a
        prikup of two more.
    """

    dealer: PrefSeat
    players: int
    hands: tuple[CardSet, ...]
    prikup: tuple[Card, Card]

    def __post_init__(self) -> None:
        if self.players not in (3, 4) or len(self.hands) != self.players:
            raise NotationError("a Preferans deal has three or four seats")
        union = 0
        for seat in PrefSeat:
            if seat.place >= self.players:
                break
            hand = self.hands[seat.place]
            size = 10 if seat in self.active else 0
            if len(hand) != size:
                raise NotationError(f"{seat} holds {len(hand)} cards, not {size}")
            if union & hand.mask:
                raise NotationError(f"{CardSet(union & hand.mask).cards()[0]} is dealt twice")
            union |= hand.mask
        for card in self.prikup:
            if union & card.bit:
                raise NotationError(f"{card} is dealt twice")
            union |= card.bit
        if union != DECK_32.mask:
            raise NotationError("the hands and the prikup are not the 32-card pack")

    @property
    def active(self) -> tuple[PrefSeat, ...]:
        """The three active seats from the first hand."""
        return active_seats(self.dealer, self.players)

    def hand(self, seat: PrefSeat) -> CardSet:
        """The ten cards ``seat`` was dealt (none for the dealer sitting out)."""
        return self.hands[seat.place]

    @classmethod
    def from_seed(cls, seed: int, number: int, dealer: PrefSeat, players: int) -> PrefDeal:
        """Deal ``number`` of a session seeded ``seed``: the pinned shuffle of the 32-card
        pack dealt by P-DEAL-2 (the prikup after the first round of packets)."""
        pack = shuffled_deck(seed, number, DECK_32)
        receivers = tuple(seat.seat for seat in active_seats(dealer, players))
        masks, _ = _DEALING.deal(pack, receivers)
        hands = tuple(CardSet(masks[place]) for place in range(players))
        prikup = pack[_TALON_AFTER], pack[_TALON_AFTER + 1]
        return cls(dealer, players, hands, prikup)

    @classmethod
    def parse(cls, text: str, dealer: PrefSeat, players: int) -> PrefDeal:
        """Read :meth:`text`.

        :raises NotationError: not a deal in that form.
        """
        parts = text.split() if isinstance(text, str) else []
        if len(parts) != players + 2 or len(parts[0]) < 2 or parts[0][1] != ":":
            raise NotationError(f"a deal is {players} hands and the two prikup cards")
        first = PrefSeat.parse(parts[0][0])
        if first.place >= players:
            raise NotationError(f"no seat {first} at {players} players")
        hands = [CardSet()] * players
        for step, hand in enumerate((parts[0][2:], *parts[1:players])):
            if hand != "-":
                hands[first.after(step, players).place] = CardSet.parse_pbn(hand)
        try:
            prikup = Card.parse(parts[players]), Card.parse(parts[players + 1])
        except NotationError:
            raise NotationError(f"{quoted(' '.join(parts[players:]))} is not a prikup") from None
        return cls(dealer, players, tuple(hands), prikup)

    def text(self) -> str:
        """The deal as :meth:`parse` reads it, from the first hand."""
        first = self.active[0]
        hands = (self.hand(first.after(step, self.players)) for step in range(self.players))
        written = " ".join(hand.pbn() if hand else "-" for hand in hands)
        return f"{first}:{written} {self.prikup[0]} {self.prikup[1]}"
