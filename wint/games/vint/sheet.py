"""The robber's score sheet of a ledger, as rows and cells of keys and numbers (V-SHEET).

:func:`build_sheet` turns a :class:`~wint.games.vint.ledger.Ledger` into a :class:`Sheet`:
for each rubber the rows people write, top to bottom — the entries above the line (each
side's column read from the line upwards in order of play, V-SHEET-2), the line with the
crosses (V-SHEET-5), the running totals of each game below it with a rule under every
finished game, its winner marked and each side's subtotal (V-SHEET-3, -4), and the totals
and the result at the end (V-SHEET-6); with several rubbers, each player's running plus or
minus after every rubber (the individual ledger, V-SHEET-7).

Nothing in it is prose: a cell holds numbers, a :class:`Label` and a :class:`Note` (keys),
or the :class:`~wint.games.vint.scoring.Entry` it writes, and a player without a name is
the :class:`~wint.core.seats.Seat` he sits in.  Its renderers (the live dock, the printed
pages, the text) write it in the user's language.  The figures are the ledger's own: the
subtotals and totals are :meth:`~wint.games.vint.ledger.Rubber.running_totals` and
:meth:`~wint.games.vint.ledger.Rubber.totals`.

>>> from wint.games.vint.contract import Contract
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
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from wint.core.seats import SEATS, Seat, Side
from wint.core.settlement import settle
from wint.games.vint.ledger import Ledger, Rubber
from wint.games.vint.record import Record, ledger_of
from wint.games.vint.scoring import Entry

__all__ = [
    "Cell",
    "Label",
    "Name",
    "Note",
    "Pair",
    "PlayerLedger",
    "Row",
    "RowKind",
    "RubberSheet",
    "Sheet",
    "build_sheet",
    "record_sheet",
    "rubber_sheet",
    "seat_names",
]

#: A player on the sheet: a name, or the seat of a player who has none (written as the seat).
Name = str | Seat
#: A side's two players, in the order of their seats (N, S or E, W).
Pair = tuple[Name, Name]


class RowKind(Enum):
    """What a row of the sheet is."""

    ABOVE = "above"  # one entry above the line in each column (or none)
    LINE = "line"  # the line (черта), with the crosses on it
    BELOW = "below"  # the running totals after a deal
    GAME_RULE = "game_rule"  # the short rule under a finished game
    SUBTOTAL = "subtotal"  # each side's subtotal after a game (above + below so far)
    TOTALS_RULE = "totals_rule"  # the rule before the totals
    TOTAL = "total"  # above, below, total
    RESULT = "result"  # the difference, to the side with the larger total


class Label(Enum):
    """The word left of a figure, in the first column."""

    GAME = "game"  # «Game 1:» on a game's first row below the line (:attr:`Cell.game`)
    SUBTOTAL = "subtotal"
    ABOVE = "above"
    BELOW = "below"
    TOTAL = "total"
    RESULT = "result"


class Note(Enum):
    """The note right of a figure below the line."""

    START = "start"  # the first game's totals the sheet began with
    GAME = "game"  # this deal won the game
    GAME_AND_RUBBER = "game_and_rubber"  # this deal won the game and the rubber


class Cell(NamedTuple):
    """One column's part of a row: its figure (``None``: nothing written), its label and
    note; ``game`` is the number :attr:`Label.GAME` shows.  A subtotal's ``parts`` are its
    sums above and below the line; an entry above the line is its ``entry`` (labelled by
    its kind, explained by its arithmetic) and the ``deal`` that wrote it (from 1).  (Cells
    and rows are named tuples: a long sheet makes them by the thousand.)"""

    value: int | None = None
    label: Label | None = None
    game: int = 0
    note: Note | None = None
    parts: tuple[int, int] | None = None
    entry: Entry | None = None
    deal: int = 0

    @property
    def is_empty(self) -> bool:
        """True when nothing is written in it."""
        return self.value is None and self.label is None and self.note is None


EMPTY = Cell()


class Row(NamedTuple):
    """A row across both columns, left («Мы») then right («Они»).  A deal's row below the
    line also has both columns' ``running`` totals (a column writes its own only when the
    deal wrote below the line for it)."""

    kind: RowKind
    cells: tuple[Cell, Cell] = (EMPTY, EMPTY)
    crosses: int = 0  # on the line
    running: tuple[int, int] | None = None

    @property
    def ends_game(self) -> bool:
        """True on the row of the deal that won a game."""
        return any(cell.note in (Note.GAME, Note.GAME_AND_RUBBER) for cell in self.cells)


@dataclass(frozen=True, slots=True)
class RubberSheet:
    """One rubber's sheet: its ``number`` (from 1; 0 for all rubbers together), its rows
    from top to bottom, and its pairs when they differ from the sheet's."""

    number: int
    rows: tuple[Row, ...]
    finished: bool
    names: tuple[Pair, Pair] | None = None

    @property
    def crosses(self) -> int:
        """The crosses on the line (V-SHEET-5)."""
        return next((row.crosses for row in self.rows if row.kind is RowKind.LINE), 0)

    def entries(self) -> tuple[tuple[int, Cell], ...]:
        """The entries above the line in order of play, each with its column (0: left):
        deal by deal, the left column's first."""
        written = [
            (column, cell)
            for row in reversed(self.rows)
            if row.kind is RowKind.ABOVE
            for column, cell in enumerate(row.cells)
            if cell.entry is not None
        ]
        return tuple(sorted(written, key=lambda item: (item[1].deal, item[0])))


@dataclass(frozen=True, slots=True)
class PlayerLedger:
    """The individual ledger (V-SHEET-7): the players, and after every finished rubber (its
    number) each one's running plus or minus in units of ``unit`` points (a row sums to 0)."""

    players: tuple[Name, ...]
    rows: tuple[tuple[int, tuple[int, ...]], ...]
    unit: int = 1


@dataclass(frozen=True, slots=True)
class Sheet:
    """The whole sheet of a ledger; ``sides`` are the left and right columns' sides (the
    left one is «Мы»), ``names`` their pairs."""

    names: tuple[Pair, Pair]
    sides: tuple[Side, Side]
    rubbers: tuple[RubberSheet, ...]
    summary: RubberSheet | None  # all rubbers together, when there are several
    players: PlayerLedger | None = None  # with several rubbers (V-SHEET-7)
    date: datetime.date | None = None

    def blocks(self) -> tuple[RubberSheet, ...]:
        """The rubbers, then the summary of all rubbers if there is one."""
        return (*self.rubbers, self.summary) if self.summary is not None else self.rubbers

    def names_of(self, rubber: RubberSheet) -> tuple[Pair, Pair]:
        """The pairs written under «Мы» and «Они» for ``rubber``."""
        return rubber.names if rubber.names is not None else self.names

    def header_players(self) -> tuple[Name, ...] | None:
        """The players a page's header names when partners change between rubbers (each
        rubber then names its own pairs); ``None``: the header names the sheet's pairs."""
        if self.players is not None and any(r.names for r in self.rubbers):
            return self.players.players
        return None


def seat_names(names: Sequence[str]) -> tuple[Name, ...]:
    """The players of N, E, S and W from their names, a blank one standing for its seat.

    >>> seat_names(("Anna", "", "Vera", ""))
    ('Anna', <Seat.E: 1>, 'Vera', <Seat.W: 3>)
    """
    return tuple(name or seat for seat, name in zip(SEATS, names, strict=True))


def record_sheet(record: Record, date: datetime.date | None = None) -> Sheet:
    """The sheet of a ``wint-record``; with named players (record-players.md) each rubber is
    headed with its pairs and the players' ledger counts in ``ledger_unit``, as ``wint
    score`` gives it."""
    ledger = ledger_of(record.rules, record.start, record.results)
    named = record.named
    if named is None:
        return build_sheet(ledger, date=date)
    return build_sheet(
        ledger,
        date=date,
        seatings=named.seatings(record.rules, len(ledger.rubbers)),
        players=named.players,
        unit=record.rules.ledger_unit,
    )


def _pairs(seating: Sequence[Name]) -> tuple[Pair, Pair]:
    """Each side's two players from the players of N, E, S and W, indexed by :class:`Side`."""
    return (seating[Seat.N], seating[Seat.S]), (seating[Seat.E], seating[Seat.W])


def build_sheet(
    ledger: Ledger,
    our_side: Side = Side.NS,
    *,
    date: datetime.date | None = None,
    seatings: Sequence[Sequence[Name]] | None = None,
    players: Sequence[Name] = (),
    unit: int = 1,
) -> Sheet:
    """The sheet of every rubber of ``ledger``.

    ``seatings[i]`` are who sat N, E, S and W in rubber ``i`` (the last one goes on for
    rubbers beyond the list); without them the players are the seats.  When partners
    change between rubbers (V-PART-9) each rubber is headed with its own pairs and the
    sides are not added up across rubbers: the individual ledger settles them (V-SHEET-7),
    its figures in units of ``unit`` points.  Named ``players`` have their ledger from the
    first rubber finished, in their draw order (others in the order they first sat N, E,
    S, W).
    """
    sides = (our_side, our_side.other)
    count = len(ledger.rubbers)
    if seatings:
        per_rubber = [tuple(seatings[min(i, len(seatings) - 1)]) for i in range(max(1, count))]
    else:
        per_rubber = [SEATS] * max(1, count)
    pair = _pairs(per_rubber[0])
    same = all(seating == per_rubber[0] for seating in per_rubber)
    rubbers = []
    for number, rubber in enumerate(ledger.rubbers, 1):
        own = _pairs(per_rubber[number - 1])
        names = None if same else (own[sides[0]], own[sides[1]])
        rubbers.append(rubber_sheet(rubber, number, sides, names))
    summary = None
    if count > 1 and same:
        balance = [0, 0]
        for rubber in ledger.rubbers:
            side, points = rubber.result()
            if rubber.is_over and side is not None:
                balance[side] += points
                balance[side.other] -= points
        row = Row(
            RowKind.RESULT,
            (Cell(balance[sides[0]], Label.RESULT), Cell(balance[sides[1]])),
        )
        summary = RubberSheet(0, (row,), True)
    # the individual ledger: for named players, else once partners change or rubbers add up
    ledgered = bool(players) or count > 1 or not same
    accounts = _player_ledger(ledger.rubbers, per_rubber, players, unit) if ledgered else None
    return Sheet(
        names=(pair[sides[0]], pair[sides[1]]),
        sides=sides,
        rubbers=tuple(rubbers),
        summary=summary,
        players=accounts,
        date=date,
    )


def _player_ledger(
    rubbers: Sequence[Rubber], seatings: Sequence[Sequence[Name]], named: Sequence[Name], unit: int
) -> PlayerLedger | None:
    """Each player's running plus or minus after every finished rubber (V-SHEET-7), in
    units of ``unit`` points, the ``named`` players in their order (else in the order they
    first sat N, E, S, W); ``None`` before a rubber is finished."""
    players: list[Name] = list(named)
    for seating in seatings:
        players.extend(name for name in seating if name not in players)
    finished = [(r, s) for r, s in zip(rubbers, seatings, strict=False) if r.is_over]
    if not finished:
        return None
    account = settle(players, [r for r, _ in finished], [s for _, s in finished], unit)
    numbers = [n for n, rubber in enumerate(rubbers, 1) if rubber.is_over]
    rows = tuple(zip(numbers, account.after_rubber, strict=True))
    return PlayerLedger(tuple(players), rows, unit)


def _cells(sides: tuple[Side, Side], by_side: dict[Side, Cell]) -> tuple[Cell, Cell]:
    return (by_side.get(sides[0], EMPTY), by_side.get(sides[1], EMPTY))


def rubber_sheet(
    rubber: Rubber, number: int, sides: tuple[Side, Side], names: tuple[Pair, Pair] | None = None
) -> RubberSheet:
    """The sheet of ``rubber``, the ``number``-th (from 1), ``sides`` in the left and right
    columns, headed with ``names`` when its pairs differ from the sheet's."""
    rows: list[Row] = []
    # Above the line: each side's entries in order of play, the first nearest the line.
    written: dict[Side, list[Cell]] = {Side.NS: [], Side.EW: []}
    for deal in rubber.deals:
        for entry in deal.above:
            written[entry.side].append(Cell(entry.points, entry=entry, deal=deal.index + 1))
    height = max(len(cells) for cells in written.values())
    for level in range(height - 1, -1, -1):
        by_side = {s: written[s][level] for s in Side if level < len(written[s])}
        rows.append(Row(RowKind.ABOVE, _cells(sides, by_side)))
    rows.append(Row(RowKind.LINE, crosses=rubber.crosses))
    # Below the line: the running totals of each game, a rule and subtotals after it.
    game = 1
    first = True
    if rubber.start != (0, 0):
        start = rubber.start
        by_side = {
            sides[0]: Cell(start[sides[0]], Label.GAME, game, Note.START),
            sides[1]: Cell(start[sides[1]], note=Note.START),
        }
        rows.append(Row(RowKind.BELOW, _cells(sides, by_side)))
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
        rows.append(Row(RowKind.BELOW, _cells(sides, by_side), running=running))
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
    rows.append(Row(RowKind.TOTALS_RULE))
    totals = rubber.totals()
    for label, values in (
        (Label.ABOVE, [t.above for t in totals]),
        (Label.BELOW, [t.below for t in totals]),
        (Label.TOTAL, [t.total for t in totals]),
    ):
        rows.append(Row(RowKind.TOTAL, (Cell(values[sides[0]], label), Cell(values[sides[1]]))))
    if rubber.is_over:
        winner, points = rubber.result()
        signs = {side: 0 for side in Side}
        if winner is not None:
            signs = {winner: points, winner.other: -points}
        cells = (Cell(signs[sides[0]], Label.RESULT), Cell(signs[sides[1]]))
        rows.append(Row(RowKind.RESULT, cells))
    return RubberSheet(number, tuple(rows), rubber.is_over, names)
