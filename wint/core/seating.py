"""Who sits where in each rubber of named players, four to six (V-SEAT-2, V-PART-9, §4.2).

The one place that seats named players: the record reader, the score pad and their sheets
all ask here.  Players are numbered in draw order (1 drew the highest card); rubber r takes
row r of a repeating cycle — four players 1+2 v 3+4 (V-SEAT-2), 1+3 v 2+4, 1+4 v 2+3
(V-PART-9), five and six the tables of §4.2 (five: player r sits out rubber r; six, rubber 8:
5+6 against two of 1–4 drawn by lot, the same lot every cycle).  A row's first pair sits
N–S, its second E–W, and in each pair the player drawn earlier sits N (E).

>>> seating(("T", "A", "K", "F"), 0, TableRules())  # 1+2 v 3+4: N, E, S, W
('T', 'K', 'A', 'F')
>>> seating(("T", "A", "K", "F"), 1, TableRules())  # 1+3 v 2+4
('T', 'A', 'K', 'F')
>>> seating(("H", "T", "K", "F", "A"), 0, TableRules())  # H sits out (E24)
('T', 'K', 'A', 'F')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

__all__ = [
    "FivePlayerSchedule",
    "PartnerRotation",
    "Seating",
    "SeatingRules",
    "TableRules",
    "cycle_length",
    "draw_order",
    "needs_lot",
    "seating",
    "seatings",
    "sits_out",
]

#: The names of N, E, S and W (indexed by :class:`~wint.core.seats.Seat`).
Seating = tuple[str, str, str, str]

_Row = tuple[tuple[int, int], tuple[int, int]]  # the "x" pair (N–S) and the "–" pair (E–W)

_FOUR: tuple[_Row, ...] = (((1, 2), (3, 4)), ((1, 3), (2, 4)), ((1, 4), (2, 3)))
_FIVE: tuple[_Row, ...] = (
    ((2, 5), (3, 4)),
    ((1, 3), (4, 5)),
    ((2, 4), (1, 5)),
    ((3, 5), (1, 2)),
    ((1, 4), (2, 3)),
)
_SIX: tuple[_Row, ...] = (
    ((1, 2), (3, 4)),
    ((1, 3), (2, 5)),
    ((1, 6), (2, 3)),
    ((1, 5), (2, 4)),
    ((1, 4), (3, 6)),
    ((2, 6), (4, 5)),
    ((3, 5), (4, 6)),
)
_LOT_ROW = 7  # six players' rubber 8: 5 + 6 against the lot


class FivePlayerSchedule(StrEnum):
    """C-20: how five players rotate."""

    TABLE = "table"
    DRAW_ROTATION = "draw_rotation"


class PartnerRotation(StrEnum):
    """V-PART-9: whether four named players change partners after each rubber."""

    EACH_RUBBER = "each_rubber"
    NONE = "none"


class SeatingRules(Protocol):
    """The options of a game's rules that seat named players."""

    @property
    def partner_rotation(self) -> PartnerRotation: ...

    @property
    def five_player_schedule(self) -> FivePlayerSchedule: ...


@dataclass(frozen=True, slots=True)
class TableRules:
    """Seating options by the tables: partners change each rubber, five play the table."""

    partner_rotation: PartnerRotation = PartnerRotation.EACH_RUBBER
    five_player_schedule: FivePlayerSchedule = FivePlayerSchedule.TABLE


def cycle_length(count: int) -> int:
    """Rubbers in one round of the tables: 3, 5 or 8 for four, five or six players."""
    return {4: len(_FOUR), 5: len(_FIVE), 6: len(_SIX) + 1}[count]


def needs_lot(count: int, index: int) -> bool:
    """Whether rubber ``index`` (from 0) of ``count`` players is six players' rubber 8."""
    return count == 6 and index % cycle_length(6) == _LOT_ROW


def seating(
    players: Sequence[str], index: int, rules: SeatingRules, lot: Sequence[str] = ()
) -> Seating:
    """Who sits N, E, S and W in rubber ``index`` (from 0) by the tables; ``lot`` names the
    two of players 1–4 drawn to play six players' rubber 8.

    :raises ValueError: not 4–6 players; five players under ``draw_rotation`` (it has no
        exact schedule); six players' rubber 8 without the lot.
    """
    count = len(players)
    if count == 4:
        rotate = rules.partner_rotation is PartnerRotation.EACH_RUBBER
        row = _FOUR[index % 3 if rotate else 0]
    elif count == 5:
        if rules.five_player_schedule is not FivePlayerSchedule.TABLE:
            raise ValueError("draw_rotation has no exact schedule: the seating must be given")
        row = _FIVE[index % len(_FIVE)]
    elif count == 6:
        if needs_lot(count, index):
            if len(lot) != 2:
                raise ValueError("six players' rubber 8 needs the two drawn by lot")
            drawn = sorted(players.index(name) + 1 for name in lot)
            row = ((5, 6), (drawn[0], drawn[1]))
        else:
            row = _SIX[index % cycle_length(6)]
    else:
        raise ValueError("named players are four to six")
    (n, s), (e, w) = (sorted(pair) for pair in row)
    return (players[n - 1], players[e - 1], players[s - 1], players[w - 1])


def seatings(
    players: Sequence[str],
    rules: SeatingRules,
    count: int,
    given: Sequence[Seating] = (),
    lot: Sequence[str] = (),
) -> tuple[Seating, ...]:
    """The seating of the first ``count`` rubbers: those ``given`` (the table sat
    otherwise), then the tables (:func:`seating`)."""
    return tuple(
        given[index] if index < len(given) else seating(players, index, rules, lot)
        for index in range(count)
    )


def sits_out(players: Sequence[str], seats: Seating) -> tuple[str, ...]:
    """The players not at the table in a rubber, in draw order."""
    return tuple(name for name in players if name not in seats)


def draw_order(first: Seating) -> tuple[str, str, str, str]:
    """Four players numbered so that the tables seat them as ``first`` (N, E, S, W) in the
    first rubber.

    >>> draw_order(("Anna", "Boris", "Vera", "Gleb"))
    ('Anna', 'Vera', 'Boris', 'Gleb')
    """
    numbers = seating(("1", "2", "3", "4"), 0, TableRules())
    order = ["", "", "", ""]
    for number, name in zip(numbers, first, strict=True):
        order[int(number) - 1] = name
    return (order[0], order[1], order[2], order[3])
