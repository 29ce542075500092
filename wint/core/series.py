"""The figures of the score's charts, any game's: each side's total deal by deal in a rubber,
with its games and the rubber marked, and the settlement rubber by rubber (V-SHEET, V-PART,
W-SC).

A game's ledger is read through the protocols here (:class:`ScoreLedger`): the rubbers, each
with its starting totals below the line, its deals (what each wrote above and below the
line, and the game it won) and its result.  Vint's and Whist's ledgers both are one.

>>> series = Series((1, 2), ((10, 12), (0, 7)))
>>> series.of(Side.EW), len(series)
((0, 7), 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Protocol, TypeVar, runtime_checkable

from wint.core.seats import Side
from wint.core.settlement import RubberOutcome

__all__ = [
    "Marker",
    "MarkerKind",
    "ScoreLedger",
    "ScoredRubber",
    "Series",
    "rubber_series",
    "session_series",
]


class _Written(Protocol):
    """An entry above the line: whose it is and its points."""

    @property
    def side(self) -> Side: ...

    @property
    def points(self) -> int: ...


class _Deal(Protocol):
    """A deal on the sheet: its entries above, each side's points below, the game it won."""

    @property
    def above(self) -> Sequence[_Written]: ...

    @property
    def below(self) -> tuple[int, int]: ...

    @property
    def game_won_by(self) -> Side | None: ...


class ScoredRubber(RubberOutcome, Protocol):
    """A rubber as the charts read it: the first game's totals below before its first deal,
    its deals and the side that won it (``None`` while it goes on)."""

    @property
    def start(self) -> tuple[int, int]: ...

    @property
    def deals(self) -> Sequence[_Deal]: ...

    @property
    def winner(self) -> Side | None: ...


RubberT_co = TypeVar("RubberT_co", bound=ScoredRubber, covariant=True)


@runtime_checkable
class ScoreLedger(Protocol[RubberT_co]):
    """A game's ledger: its rubbers in order."""

    @property
    def rubbers(self) -> Sequence[RubberT_co]: ...


class MarkerKind(Enum):
    """What a marker on the chart stands for."""

    GAME = "game"  # a game (partiya) won (V-PART-4, W-SC-6)
    RUBBER = "rubber"  # the rubber won: the second game of a side (V-PART-6, W-SC-8)


@dataclass(frozen=True, slots=True)
class Marker:
    """A game or the rubber won by ``side`` at point ``number`` of a series (1-based)."""

    number: int
    side: Side
    kind: MarkerKind


@dataclass(frozen=True, slots=True)
class Series:
    """One chart's figures: at each of ``numbers`` (deals of a rubber or rubbers of a
    session, 1-based) each side's points, ``points`` indexed by :class:`Side`."""

    numbers: tuple[int, ...]
    points: tuple[tuple[int, ...], tuple[int, ...]]
    markers: tuple[Marker, ...] = ()

    def __len__(self) -> int:
        return len(self.numbers)

    def of(self, side: Side) -> tuple[int, ...]:
        """The points of ``side``, one per number."""
        return self.points[side]

    def at(self, marker: Marker) -> int:
        """The points of the marker's side at its number: where the marker is drawn."""
        return self.of(marker.side)[self.numbers.index(marker.number)]

    @property
    def games(self) -> tuple[Marker, ...]:
        """The games won, in order (the one that decided the rubber included)."""
        return tuple(m for m in self.markers if m.kind is MarkerKind.GAME)

    @property
    def rubbers(self) -> tuple[Marker, ...]:
        """The rubbers won: the last deal of a finished rubber, or each finished rubber of a
        session."""
        return tuple(m for m in self.markers if m.kind is MarkerKind.RUBBER)


def rubber_series(rubber: ScoredRubber) -> Series:
    """Each side's total after every deal of ``rubber``, as the sheet would add it up if the
    rubber ended there: Σ above + Σ below the line of all its games so far, from the
    rubber's starting totals (V-SHEET-4, V-SHEET-6, V-PART-8; Whist's netting, W-SC-7,
    leaves the difference unchanged and is not drawn).  Every deal is a point (a Vint deal
    passed out too: its cross is written only when the rubber is won, V-PASS-2), and the
    last one is the rubber's totals."""
    points: tuple[list[int], list[int]] = ([], [])
    markers: list[Marker] = []
    above = [0, 0]
    below = [rubber.start[0], rubber.start[1]]
    for number, deal in enumerate(rubber.deals, 1):
        for entry in deal.above:
            above[entry.side] += entry.points
        for side in Side:
            below[side] += deal.below[side]
            points[side].append(above[side] + below[side])
        if deal.game_won_by is not None:
            markers.append(Marker(number, deal.game_won_by, MarkerKind.GAME))
    if rubber.winner is not None:
        markers.append(Marker(len(rubber.deals), rubber.winner, MarkerKind.RUBBER))
    numbers = tuple(range(1, len(rubber.deals) + 1))
    return Series(numbers, (tuple(points[0]), tuple(points[1])), tuple(markers))


def session_series(ledger: ScoreLedger[ScoredRubber]) -> Series:
    """Each side's settlement after every finished rubber of ``ledger``: the running sum of
    each rubber's result (+ for the side with the larger total, − for the other, V-PART-8,
    W-SC-8), one point per finished rubber, numbered as the rubbers are, with the rubber's
    winner marked; the rubber in progress is not settled yet and not shown."""
    balance = [0, 0]
    points: tuple[list[int], list[int]] = ([], [])
    markers: list[Marker] = []
    numbers: list[int] = []
    for number, rubber in enumerate(ledger.rubbers, 1):
        if rubber.winner is None:
            continue
        side, amount = rubber.result()
        if side is not None:
            balance[side] += amount
            balance[side.other] -= amount
        markers.append(Marker(number, rubber.winner, MarkerKind.RUBBER))
        numbers.append(number)
        for each in Side:
            points[each].append(balance[each])
    return Series(tuple(numbers), (tuple(points[0]), tuple(points[1])), tuple(markers))
