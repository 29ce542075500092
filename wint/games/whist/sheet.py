"""Whist's score sheet as players write it (S004 r.73–78; W-SC), in the kernel's rows and
cells of keys and numbers (:mod:`wint.core.sheet`).

:func:`rubber_sheet` writes a :class:`~wint.games.whist.ledger.Rubber` top to bottom.  Above
the line, partiya by partiya from the line upwards, each side's entries in order of play
(honours, coronets, slams, revoke penalties and the excess over the revoke cap, the
partiya's 5 and the rubber's 10), and over a finished partiya its netting: what each side
keeps (:class:`Carried`: the difference of the two totals for the side ahead, 0 for the
other, W-SC-7), which the next netting counts again.  Below the line, each partiya's
totals after every deal with the odd tricks (леве) it wrote, 2 a trick (W-SC-1), a rule
under every finished partiya and its winner marked (W-SC-6); then the rubber's totals and
its result, which may favour the side that lost the rubber (W-SC-8, W-EX7).
:func:`build_sheet` puts a ledger's rubbers together, with named players their
individual ledger (W-SC-10).

W-EX2: E–W take a small slam with four honours from nothing and carry 31:

>>> from wint.core.cards import Suit
>>> from wint.core.seats import Seat
>>> from wint.games.whist.ledger import Ledger
>>> from wint.games.whist.result import DealResult, Holdings
>>> from wint.games.whist.rules import WhistRules
>>> ledger = Ledger(WhistRules()).add(DealResult(Seat.N, Suit.D, 1, Holdings((1, 4))))
>>> rows = build_sheet(ledger).rubbers[0].rows
>>> [row.kind.value for row in rows][:5]
['carried', 'above', 'above', 'above', 'line']
>>> [(cell.value, cell.entry.rule) for cell in rows[0].cells]
[(0, 'W-SC-7'), (31, 'W-SC-7')]
>>> rows[5].cells[1].value, rows[5].cells[1].odd_tricks, rows[5].cells[1].note
(12, 6, <Note.GAME: 'game'>)
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from enum import StrEnum

from wint.core.cards import Suit
from wint.core.seats import Seat, Side
from wint.core.sheet import (
    Cell,
    Label,
    Note,
    Pair,
    Row,
    RowKind,
    RubberSheet,
    Sheet,
)
from wint.core.sheet_builder import (
    build_record_sheet,
    cells_of,
    closing_rows,
    game_sheet,
    stacked,
    start_row,
)
from wint.games.whist.ledger import Rubber
from wint.games.whist.liability import rubber_transfers
from wint.games.whist.record import Record, ledger_of

__all__ = ["Carried", "SheetKind", "build_sheet", "record_sheet", "rubber_sheet"]


class SheetKind(StrEnum):
    """What an entry the sheet writes itself is for (the ledger's own entries are
    :class:`~wint.games.whist.scoring.EntryKind`)."""

    CARRIED = "carried"  # W-SC-7


@dataclass(frozen=True, slots=True)
class Carried:
    """What ``side`` keeps above the line after partiya ``count`` of its rubber (W-SC-7):
    the difference of the two totals for the side ahead, 0 for the other (and for both
    when equal); ``totals`` are the side's own total T and the other side's."""

    side: Side
    points: int
    count: int
    totals: tuple[int, int]
    kind: SheetKind = SheetKind.CARRIED
    rule: str = "W-SC-7"
    seat: Seat | None = None
    suit: Suit | None = None


def record_sheet(record: Record, date: datetime.date | None = None) -> Sheet:
    """The sheet of a Whist ``wint-record``; with named players each rubber is headed with
    its pairs and the players' ledger counts in ``ledger_unit`` (W-SC-10), as ``wint score``
    gives it."""
    ledger = ledger_of(record.rules, record.start, record.results)
    return build_record_sheet("whist", ledger, rubber_sheet, record.named, record.rules, date)


def rubber_sheet(
    rubber: Rubber, number: int, sides: tuple[Side, Side], names: tuple[Pair, Pair] | None = None
) -> RubberSheet:
    """The sheet of ``rubber``, the ``number``-th (from 1), ``sides`` in the left and right
    columns, headed with ``names`` when its pairs differ from the sheet's, with what its
    offenders owe their partners for asked revokes (W-IRR-4)."""
    rows = _above(rubber, sides)
    rows.append(Row(RowKind.LINE))
    rows.extend(_below(rubber, sides))
    rows.extend(closing_rows(rubber, sides))
    return RubberSheet(number, tuple(rows), rubber.is_over, names, rubber_transfers(rubber))


def _above(rubber: Rubber, sides: tuple[Side, Side]) -> list[Row]:
    """Above the line, top to bottom: the partiya in progress, then each finished one under
    its netting, the first partiya nearest the line."""
    rows: list[Row] = []
    written: dict[Side, list[Cell]] = {Side.NS: [], Side.EW: []}
    totals = [rubber.start[0], rubber.start[1]]  # each side's T since the last netting
    partiya = 1
    for deal in rubber.deals:
        for entry in deal.above:
            written[entry.side].append(Cell(entry.points, entry=entry, deal=deal.index + 1))
            totals[entry.side] += entry.points
        for side in Side:
            totals[side] += deal.below[side]
        if deal.carried is None:
            continue
        kept = {
            side: Cell(
                deal.carried[side],
                entry=Carried(
                    side, deal.carried[side], partiya, (totals[side], totals[side.other])
                ),
                game=partiya,
                deal=deal.index + 1,
            )
            for side in Side
        }
        rows[:0] = [Row(RowKind.CARRIED, cells_of(sides, kept)), *stacked(written, sides)]
        written = {Side.NS: [], Side.EW: []}
        totals = [deal.carried[0], deal.carried[1]]
        partiya += 1
    rows[:0] = stacked(written, sides)
    return rows


def _below(rubber: Rubber, sides: tuple[Side, Side]) -> list[Row]:
    """Below the line: each partiya's totals after every deal that wrote there, with the
    odd tricks it wrote (a void deal writes nothing, W-IRR-11), a rule under every finished
    partiya and its winner marked."""
    rows: list[Row] = []
    game = 1
    first = True
    if rubber.start != (0, 0):
        rows.append(start_row(rubber.start, sides))
        first = False
    last = rubber.deals[-1] if rubber.deals else None
    for deal in rubber.deals:
        if deal.below == (0, 0):
            continue
        decisive = deal is last and rubber.is_over
        by_side = {}
        for index, side in enumerate(sides):
            note = None
            if deal.game_won_by is side:
                note = Note.GAME_AND_RUBBER if decisive else Note.GAME
            value = deal.partiya[side] if deal.below[side] else None
            labelled = first and index == 0
            by_side[side] = Cell(
                value,
                Label.GAME if labelled else None,
                game if labelled else 0,
                note,
                odd_tricks=deal.below[side] // 2,
            )
        running = (deal.partiya[sides[0]], deal.partiya[sides[1]])
        rows.append(Row(RowKind.BELOW, cells_of(sides, by_side), running=running))
        first = False
        if deal.game_won_by is not None and not decisive:
            rows.append(Row(RowKind.GAME_RULE))
            game += 1
            first = True
    return rows


#: The sheet of every rubber of a Whist ledger (:func:`~wint.core.sheet_builder.build_sheet`).
build_sheet = game_sheet("whist", rubber_sheet)
