"""The pulya sheet's records (P-SC-1): each player's pulya and gora and the whists each
writes on each other, the entries a deal adds to them, and the end of the pulya (P-SET-6).

>>> sheet = Records.empty(3)
>>> sheet.add(Entry(PrefSeat.A, Kind.PULYA, None, Fraction(2)))
>>> sheet.pulya[PrefSeat.A], sheet.finished(10, EndCondition.ALL_CLOSED)
(Fraction(2, 1), False)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from wint.games.preferans.result import PrefSeat
from wint.games.preferans.rules import EndCondition

__all__ = ["Entry", "Kind", "Records", "seats_of"]


def seats_of(players: int) -> tuple[PrefSeat, ...]:
    """The seats of a table of ``players`` (3 or 4), clockwise from ``A``."""
    return tuple(PrefSeat)[:players]


class Kind(StrEnum):
    """Where an entry is written: the pulya, the gora, or whists on another player."""

    PULYA = "pulya"
    GORA = "gora"
    WHISTS = "whists"


@dataclass(frozen=True, slots=True)
class Entry:
    """``seat`` writes ``points`` into his pulya or gora, or whists ``on`` another seat."""

    seat: PrefSeat
    kind: Kind
    on: PrefSeat | None
    points: Fraction


@dataclass(slots=True)
class Records:
    """Each player's pulya ``P``, gora ``G`` and whists ``W[i][j]`` (P-SC-1), every seat of
    the table (the four-handed dealer's too)."""

    seats: tuple[PrefSeat, ...]
    pulya: dict[PrefSeat, Fraction] = field(default_factory=dict)
    gora: dict[PrefSeat, Fraction] = field(default_factory=dict)
    whists: dict[tuple[PrefSeat, PrefSeat], Fraction] = field(default_factory=dict)

    @classmethod
    def empty(cls, players: int) -> Records:
        """A clean sheet for ``players``."""
        seats = seats_of(players)
        zero = Fraction(0)
        return cls(
            seats,
            {s: zero for s in seats},
            {s: zero for s in seats},
            {(i, j): zero for i in seats for j in seats if i != j},
        )

    def copy(self) -> Records:
        return Records(self.seats, dict(self.pulya), dict(self.gora), dict(self.whists))

    def add(self, entry: Entry) -> None:
        """Write ``entry`` on the sheet."""
        if entry.kind is Kind.PULYA:
            self.pulya[entry.seat] += entry.points
        elif entry.kind is Kind.GORA:
            self.gora[entry.seat] += entry.points
        else:
            assert entry.on is not None
            self.whists[entry.seat, entry.on] += entry.points

    def add_all(self, entries: Iterable[Entry]) -> None:
        for entry in entries:
            self.add(entry)

    def finished(self, target: int, end: EndCondition) -> bool:
        """P-SET-6: every pulya closed (``all_closed``), or the pulyas' sum reaching the
        players times the target (``sum_reached``)."""
        if end is EndCondition.ALL_CLOSED:
            return all(points >= target for points in self.pulya.values())
        return sum(self.pulya.values()) >= len(self.seats) * target
