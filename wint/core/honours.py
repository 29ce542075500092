"""Honours and coronets held in the hands as dealt, as Vint and Whist count them.

The honours are the A K Q J 10 of trumps (V-HON-2, W-SC-2); the four aces are counted as
well (V-HON-2) or in their place at no trump (V-HON-3, W-VAR-NT).  A coronet is an unbroken
run from the ace of one suit, at least A K Q, in one hand (V-CORO-1, W-SC-3); Vint also counts
three or four aces in one hand as a coronet (V-CORO-1), Whist does not (rulebook A.4).

>>> hand = CardSet.parse_pbn("AKQJ.A..A")
>>> [(coronet.suit, coronet.length) for coronet in coronets_of_hand(Seat.N, hand)]
[(<Suit.S: 0>, 4), (None, 3)]
>>> [(coronet.suit, coronet.length) for coronet in coronets_of_hand(Seat.N, hand, aces=False)]
[(<Suit.S: 0>, 4)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from wint.core.cards import CardSet, Rank, Suit
from wint.core.seats import Seat

__all__ = ["ACES_MASK", "Coronet", "coronets_of_hand", "held", "honours_mask"]

#: The four aces.
ACES_MASK: Final = sum(1 << (suit * 13 + Rank.ACE) for suit in Suit)
_HONOUR_RANKS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def honours_mask(trump: Suit) -> int:
    """The five trump honours A K Q J 10 (V-HON-2, W-SC-2)."""
    return sum(1 << (trump * 13 + rank) for rank in _HONOUR_RANKS)


def held(hands: Sequence[CardSet], teams: Sequence[Sequence[Seat]], mask: int) -> tuple[int, ...]:
    """How many cards of ``mask`` each team's hands hold together (``hands`` indexed by
    :class:`Seat`, ``teams`` as :meth:`~wint.core.seats.SeatRing.teams` gives them)."""
    counts = []
    for team in teams:
        together = 0
        for seat in team:
            together |= hands[seat].mask
        counts.append((together & mask).bit_count())
    return tuple(counts)


@dataclass(frozen=True, slots=True)
class Coronet:
    """A coronet in one hand (V-CORO-1): a run of ``length`` cards from the ace of ``suit``,
    or, with ``suit`` None, ``length`` (3 or 4) aces.
    """

    seat: Seat
    suit: Suit | None
    length: int

    @property
    def is_aces(self) -> bool:
        """True for three or four aces in one hand."""
        return self.suit is None


def coronets_of_hand(seat: Seat, hand: CardSet, aces: bool = True) -> tuple[Coronet, ...]:
    """Every coronet of one hand as dealt: the runs of 3 or more from the ace, suit by suit,
    then, with ``aces``, three or four aces."""
    found = []
    for suit in Suit:
        pattern = hand.mask >> (13 * suit) & 0x1FFF
        length = 0
        while length < 13 and pattern >> (12 - length) & 1:
            length += 1
        if length >= 3:
            found.append(Coronet(seat, suit, length))
    count = (hand.mask & ACES_MASK).bit_count()
    if aces and count >= 3:
        found.append(Coronet(seat, None, count))
    return tuple(found)
