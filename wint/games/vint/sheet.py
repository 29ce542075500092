"""Vint's score sheet of a ledger (V-SHEET), as the kernel's rows and cells of keys and
numbers (:mod:`wint.core.sheet`).

:func:`rubber_sheet` writes a :class:`~wint.games.vint.ledger.Rubber` as people write it,
top to bottom: the entries above the line (each side's column read from the line upwards
in order of play, V-SHEET-2), the line with the crosses (V-SHEET-5), the running totals of
each game below it with a rule under every finished game, its winner marked and each
side's subtotal (V-SHEET-3, -4), and the totals and the result at the end (V-SHEET-6);
:func:`build_sheet` puts a ledger's rubbers together, with several rubbers each player's
running plus or minus after every rubber (the individual ledger, V-SHEET-7), and beside it
what the revoker of an asked revoke owes his partner (V-REV-3,
:mod:`~wint.games.vint.liability`).  The figures are the ledger's own: the subtotals and
totals are
:meth:`~wint.games.vint.ledger.Rubber.running_totals` and
:meth:`~wint.games.vint.ledger.Rubber.totals`.

>>> from wint.games.vint.contract import Contract
>>> from wint.games.vint.ledger import Ledger
>>> from wint.games.vint.result import DealResult
>>> sheet = build_sheet(Ledger().add(DealResult(Contract.parse("5H", "S"), 11)))
>>> [row.kind.value for row in sheet.rubbers[0].rows]
['above', 'line', 'below', 'game_rule', 'subtotal', 'totals_rule', 'total', 'total', 'total']
>>> subtotal = sheet.rubbers[0].rows[4].cells[0]
>>> subtotal.label, subtotal.value, subtotal.parts
(<Label.SUBTOTAL: 'subtotal'>, 1550, (1000, 550))
>>> sheet.names
((<Seat.N: 0>, <Seat.S: 2>), (<Seat.E: 1>, <Seat.W: 3>))
"""

from __future__ import annotations

import datetime

from wint.core.seats import Side
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
from wint.games.vint.ledger import Rubber
from wint.games.vint.liability import rubber_transfers
from wint.games.vint.record import Record, ledger_of

__all__ = ["build_sheet", "record_sheet", "rubber_sheet"]


def record_sheet(record: Record, date: datetime.date | None = None) -> Sheet:
    """The sheet of a ``wint-record``; with named players (record-players.md) each rubber is
    headed with its pairs and the players' ledger counts in ``ledger_unit``, as ``wint
    score`` gives it."""
    ledger = ledger_of(record.rules, record.start, record.results)
    return build_record_sheet("vint", ledger, rubber_sheet, record.named, record.rules, date)


def rubber_sheet(
    rubber: Rubber, number: int, sides: tuple[Side, Side], names: tuple[Pair, Pair] | None = None
) -> RubberSheet:
    """The sheet of ``rubber``, the ``number``-th (from 1), ``sides`` in the left and right
    columns, headed with ``names`` when its pairs differ from the sheet's."""
    # Above the line: each side's entries in order of play, the first nearest the line.
    written: dict[Side, list[Cell]] = {Side.NS: [], Side.EW: []}
    for deal in rubber.deals:
        for entry in deal.above:
            written[entry.side].append(Cell(entry.points, entry=entry, deal=deal.index + 1))
    rows = stacked(written, sides)
    rows.append(Row(RowKind.LINE, crosses=rubber.crosses))
    # Below the line: the running totals of each game, a rule and subtotals after it.
    game = 1
    first = True
    if rubber.start != (0, 0):
        rows.append(start_row(rubber.start, sides))
        first = False
    last = rubber.deals[-1] if rubber.deals else None
    for deal, so_far in zip(rubber.deals, rubber.running_totals(), strict=True):
        if deal.result.passed_out:
            continue
        decisive = deal is last and rubber.is_over
        by_side = {}
        for index, side in enumerate(sides):
            note = None
            if deal.game_won_by is side:
                note = Note.GAME_AND_RUBBER if decisive else Note.GAME
            value = deal.running[side] if deal.below[side] else None
            labelled = first and index == 0
            by_side[side] = Cell(
                value, Label.GAME if labelled else None, game if labelled else 0, note
            )
        running = (deal.running[sides[0]], deal.running[sides[1]])
        rows.append(Row(RowKind.BELOW, cells_of(sides, by_side), running=running))
        first = False
        if deal.game_won_by is None or decisive:
            continue
        rows.append(Row(RowKind.GAME_RULE))
        subtotals = tuple(
            Cell(
                so_far[side].total,
                Label.SUBTOTAL if index == 0 else None,
                parts=(so_far[side].above, so_far[side].below),
            )
            for index, side in enumerate(sides)
        )
        rows.append(Row(RowKind.SUBTOTAL, (subtotals[0], subtotals[1])))
        game += 1
        first = True
    # The totals (V-SHEET-6) and, once the rubber is over, the result.
    rows.extend(closing_rows(rubber, sides))
    return RubberSheet(number, tuple(rows), rubber.is_over, names, rubber_transfers(rubber))


#: The sheet of every rubber of a Vint ledger (:func:`~wint.core.sheet_builder.build_sheet`).
build_sheet = game_sheet("vint", rubber_sheet)
