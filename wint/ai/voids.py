"""The suits each seat has shown out of, read from the tricks: the same for every game of four
hands that follows suit (Vint, Whist).

A seat that did not follow suit holds none of the suit led: a void, a fact while every card
must follow suit.  In table-rules mode a failure to follow may be a revoke: a "void" seat that
later plays the suit is taken to have revoked and its void is forgotten (:func:`read_trick`),
and :func:`voids_feasible` says whether the voids left can all be true together.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from wint.core.cards import SUIT_MASKS, Card
from wint.core.seats import Seat

__all__ = ["read_trick", "voids_feasible"]


def read_trick(leader: Seat, cards: tuple[Card, ...], voids: list[int]) -> int:
    """Record the suits shown out of in one trick, in order of play (``voids``: per seat, a
    bitmask over suits); its cards (mask)."""
    led = cards[0].index // 13
    mask = 0
    for position, card in enumerate(cards):
        seat = (leader + position) & 3
        index = card.index
        suit = index // 13
        mask |= 1 << index
        if voids[seat] >> suit & 1:
            voids[seat] &= ~(1 << suit)  # the suit after showing out: that was a revoke
        if suit != led:
            voids[seat] |= 1 << led
    return mask


def voids_feasible(
    unseen: int, counts: Sequence[int], voids: Sequence[int], hidden: Iterable[int]
) -> bool:
    """Hall's condition: every set of suits of the ``unseen`` cards fits in the ``hidden``
    hands not void in all of them (sufficient and necessary for some layout to respect the
    voids and the hand sizes ``counts``).
    """
    others = list(hidden)
    supply = [(unseen & SUIT_MASKS[s]).bit_count() for s in range(4)]
    for subset in range(1, 16):
        need = sum(supply[s] for s in range(4) if subset >> s & 1)
        room = sum(counts[seat] for seat in others if subset & ~voids[seat])
        if need > room:
            return False
    return True
