"""The robber's score sheet for print: a layout model, as plain text and set in type (V-SHEET).

:func:`build_sheet` turns a :class:`~wint.games.vint.ledger.Ledger` into a :class:`Sheet`: for
each rubber the rows people write, top to bottom — the entries above the line (each side's
column read from the line upwards in order of play, V-SHEET-2), the line with the crosses
(V-SHEET-5), the running totals of each game below it with a rule under every finished game,
its winner marked and each side's subtotal (V-SHEET-3, -4), and the totals and the result
at the end (V-SHEET-6); with several rubbers, each player's running plus or minus after
every rubber (the individual ledger, V-SHEET-7).  Every string in it is already in the
user's language, so the two renderers only place them:

- :func:`render_text` writes a monospace sheet (deterministic: the same sheet gives the
  same text), like the example printout of the rulebook;
- :func:`paint_sheet` draws it onto a printer or a PDF writer, page after page, with the
  header repeated on every page; :func:`paint_page` draws one page of a :class:`SheetLayout`
  (:func:`lay_out`: the pages and the measures, found once for the whole sheet) onto any
  paint device.

:func:`export_pdf` and :func:`export_text` write files.  Geometry is in points (1/72 inch)
and fonts are sized with ``setPixelSize`` in those units, so a 1200 dpi PDF and a 96 dpi
preview look alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from wint.core.cards import Card, Rank
from wint.core.seats import SEATS, Side
from wint.core.settlement import settle
from wint.games.vint.ledger import Ledger, Rubber
from wint.games.vint.record import Record, ledger_of
from wint.games.vint.scoring import Entry, EntryKind
from wint.gui.texts import Texts, card_text, entry_label, player_name, seat_text
from wint.session.model import Session
from wint.session.writing import write_file

__all__ = [
    "PAGE_SIZES",
    "Cell",
    "PlayerLedger",
    "Row",
    "RowKind",
    "RubberSheet",
    "Sheet",
    "SheetLayout",
    "build_sheet",
    "default_page_size",
    "export_pdf",
    "export_text",
    "format_date",
    "lay_out",
    "page_layout",
    "paginate",
    "paint_page",
    "paint_sheet",
    "record_sheet",
    "render_text",
    "session_sheet",
]

# The page sizes offered for export: portrait, 15 mm margins.
PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}

MINUS = "−"  # U+2212, as a printed sheet writes it


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


@dataclass(frozen=True, slots=True)
class Cell:
    """One column's part of a row: a label, a figure and a note (all text)."""

    label: str = ""
    value: str = ""
    note: str = ""
    rule: str = ""  # the rule that wrote an entry above the line

    @property
    def is_empty(self) -> bool:
        """True when nothing is written in it."""
        return not (self.label or self.value or self.note)


EMPTY = Cell()


@dataclass(frozen=True, slots=True)
class Row:
    """A row across both columns, left («Мы») then right («Они»)."""

    kind: RowKind
    cells: tuple[Cell, Cell] = (EMPTY, EMPTY)
    crosses: int = 0  # on the line


@dataclass(frozen=True, slots=True)
class RubberSheet:
    """One rubber's sheet: its heading and its rows from top to bottom."""

    title: str
    rows: tuple[Row, ...]
    finished: bool
    names: tuple[str, str] | None = None  # the pairs, when they differ from the sheet's


@dataclass(frozen=True, slots=True)
class PlayerLedger:
    """The individual ledger (V-SHEET-7): the players, and after every finished rubber each
    one's running plus or minus in points (the figures of a row sum to zero)."""

    title: str
    players: tuple[str, ...]
    rows: tuple[tuple[str, tuple[str, ...]], ...]  # a rubber's label, each player's figure


@dataclass(frozen=True, slots=True)
class Sheet:
    """The whole sheet of a ledger, in one language; ``sides`` are the left and right
    columns' sides (the left one is «Мы»)."""

    title: str
    date: str
    headings: tuple[str, str]
    names: tuple[str, str]
    sides: tuple[Side, Side]
    rubbers: tuple[RubberSheet, ...]
    summary: RubberSheet | None  # all rubbers together, when there are several
    empty_text: str
    players: PlayerLedger | None = None  # with several rubbers (V-SHEET-7)

    def blocks(self) -> tuple[RubberSheet, ...]:
        """The rubbers, then the summary of all rubbers if there is one."""
        return (*self.rubbers, self.summary) if self.summary is not None else self.rubbers

    def header_names(self) -> str:
        """The names line of the page header: «Мы: … · Они: …», or the four players when
        partners change between rubbers."""
        if self.players is not None and any(r.names for r in self.rubbers):
            return ",  ".join(self.players.players)
        return f"{self.headings[0]}: {self.names[0]}    ·    {self.headings[1]}: {self.names[1]}"

    def names_of(self, rubber: RubberSheet) -> tuple[str, str]:
        """The pairs written under «Мы» and «Они» for ``rubber``."""
        return rubber.names if rubber.names is not None else self.names


# -- the model -------------------------------------------------------------------------------


def format_date(date: QDate) -> str:
    """A date as a printed sheet gives it, in the current locale: «31 января 2025»."""
    return QLocale().toString(date, "d MMMM yyyy")


def session_sheet(session: Session, date: str = "") -> Sheet:
    """The sheet of a session: all its rubbers, «Мы» the human's side, the players' names."""
    setup = session.setup
    seating = tuple(player_name(setup, seat) for seat in SEATS)
    return build_sheet(
        session.ledger, setup.our_side, date=date, seatings=[seating] * len(session.ledger.rubbers)
    )


def record_sheet(record: Record, date: str = "") -> Sheet:
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


def _pairs(seating: Sequence[str]) -> tuple[str, str]:
    """Each side's two names from the names of N, E, S and W, indexed by :class:`Side`."""
    return (
        " – ".join(seating[seat] for seat in Side.NS.seats),
        " – ".join(seating[seat] for seat in Side.EW.seats),
    )


def build_sheet(
    ledger: Ledger,
    our_side: Side = Side.NS,
    names: tuple[str, str] | None = None,
    *,
    date: str = "",
    seatings: Sequence[Sequence[str]] | None = None,
    players: Sequence[str] = (),
    unit: int = 1,
) -> Sheet:
    """The sheet of every rubber of ``ledger``.

    ``seatings[i]`` names who sat N, E, S and W in rubber ``i`` (the last one goes on for
    rubbers beyond the list); otherwise ``names`` are each side's pair, indexed by
    :class:`Side` (the seats' names when neither is given).  When partners change between
    rubbers (V-PART-9) each rubber is headed with its own pairs and the sides are not
    added up across rubbers: the individual ledger settles them (V-SHEET-7), its figures
    in units of ``unit`` points.  Named ``players`` have their ledger from the first rubber
    finished, in their draw order (others in the order they first sat N, E, S, W).
    """
    sides = (our_side, our_side.other)
    count = len(ledger.rubbers)
    if seatings:
        per_rubber = [seatings[min(i, len(seatings) - 1)] for i in range(max(1, count))]
    else:
        per_rubber = [[seat_text(seat) for seat in SEATS]] * max(1, count)
    pair = names if names is not None and not seatings else _pairs(per_rubber[0])
    same = all(list(s) == list(per_rubber[0]) for s in per_rubber)
    rubbers = []
    for number, rubber in enumerate(ledger.rubbers, 1):
        own = _pairs(per_rubber[number - 1])
        rubbers.append(
            _rubber_sheet(rubber, number, sides, None if same else (own[sides[0]], own[sides[1]]))
        )
    summary = None
    if count > 1 and same:
        balance = [0, 0]
        for rubber in ledger.rubbers:
            side, points = rubber.result()
            if rubber.is_over and side is not None:
                balance[side] += points
                balance[side.other] -= points
        label = QCoreApplication.translate("Sheet", "Result")
        row = Row(
            RowKind.RESULT,
            (Cell(label, _signed(balance[sides[0]])), Cell("", _signed(balance[sides[1]]))),
        )
        summary = RubberSheet(QCoreApplication.translate("Sheet", "All rubbers"), (row,), True)
    # the individual ledger: for named players, else once partners change or rubbers add up
    ledgered = bool(players) or count > 1 or not same
    accounts = _player_ledger(ledger.rubbers, per_rubber, players, unit) if ledgered else None
    return Sheet(
        title=QCoreApplication.translate("Sheet", "Vint score sheet"),
        date=date,
        headings=(
            QCoreApplication.translate("Sheet", "We"),
            QCoreApplication.translate("Sheet", "They"),
        ),
        names=(pair[sides[0]], pair[sides[1]]),
        sides=sides,
        rubbers=tuple(rubbers),
        summary=summary,
        empty_text=QCoreApplication.translate("Sheet", "No deal has been scored yet."),
        players=accounts,
    )


def _player_ledger(
    rubbers: Sequence[Rubber], seatings: Sequence[Sequence[str]], named: Sequence[str], unit: int
) -> PlayerLedger | None:
    """Each player's running plus or minus after every finished rubber (V-SHEET-7), in
    units of ``unit`` points, the ``named`` players in their order (else in the order they
    first sat N, E, S, W); ``None`` before a rubber is finished."""
    players: list[str] = list(named)
    for seating in seatings:
        players.extend(name for name in seating if name not in players)
    finished = [(r, s) for r, s in zip(rubbers, seatings, strict=False) if r.is_over]
    if not finished:
        return None
    account = settle(players, [r for r, _ in finished], [s for _, s in finished], unit)
    numbers = [n for n, rubber in enumerate(rubbers, 1) if rubber.is_over]
    rows = tuple(
        (
            QCoreApplication.translate("Sheet", "After rubber %1").replace("%1", str(number)),
            tuple(_signed(points) for points in figures),
        )
        for number, figures in zip(numbers, account.after_rubber, strict=True)
    )
    title = QCoreApplication.translate("Sheet", "Players' accounts")
    if unit != 1:
        title = Texts().accounts_in_units(unit)
    return PlayerLedger(title, tuple(players), rows)


def _signed(points: int) -> str:
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{MINUS}{-points}"
    return "0"


def _cells(sides: tuple[Side, Side], by_side: dict[Side, Cell]) -> tuple[Cell, Cell]:
    return (by_side.get(sides[0], EMPTY), by_side.get(sides[1], EMPTY))


def _rubber_sheet(
    rubber: Rubber, number: int, sides: tuple[Side, Side], names: tuple[str, str] | None
) -> RubberSheet:
    rows: list[Row] = []
    # Above the line: each side's entries in order of play, the first nearest the line.
    written: dict[Side, list[Cell]] = {Side.NS: [], Side.EW: []}
    for deal in rubber.deals:
        for entry in deal.above:
            written[entry.side].append(_above_cell(entry, deal.index + 1))
    height = max(len(cells) for cells in written.values())
    for level in range(height - 1, -1, -1):
        rows.append(
            Row(
                RowKind.ABOVE,
                _cells(
                    sides,
                    {s: written[s][level] for s in Side if level < len(written[s])},
                ),
            )
        )
    rows.append(Row(RowKind.LINE, crosses=rubber.crosses))
    # Below the line: the running totals of each game, a rule and subtotals after it.
    game = 1
    first = True
    above = [0, 0]
    below = [rubber.start[0], rubber.start[1]]
    if rubber.start != (0, 0):
        start = QCoreApplication.translate("Sheet", "(start)")
        rows.append(
            Row(
                RowKind.BELOW,
                _cells(
                    sides,
                    {
                        sides[0]: Cell(_game_label(game), str(rubber.start[sides[0]]), start),
                        sides[1]: Cell("", str(rubber.start[sides[1]]), start),
                    },
                ),
            )
        )
        first = False
    last = rubber.deals[-1] if rubber.deals else None
    for deal in rubber.deals:
        for entry in deal.above:
            above[entry.side] += entry.points
        below[0] += deal.below[0]
        below[1] += deal.below[1]
        if deal.result.passed_out:
            continue
        decisive = deal is last and rubber.is_over
        by_side: dict[Side, Cell] = {}
        for index, side in enumerate(sides):
            label = _game_label(game) if first and index == 0 else ""
            value = str(deal.running[side]) if deal.below[side] else ""
            note = ""
            if deal.game_won_by is side:
                note = (
                    QCoreApplication.translate("Sheet", "(game, rubber)")
                    if decisive
                    else QCoreApplication.translate("Sheet", "(game)")
                )
            by_side[side] = Cell(label, value, note)
        rows.append(Row(RowKind.BELOW, _cells(sides, by_side)))
        first = False
        if deal.game_won_by is None or decisive:
            continue
        rows.append(Row(RowKind.GAME_RULE))
        label = QCoreApplication.translate("Sheet", "Subtotal")
        rows.append(
            Row(
                RowKind.SUBTOTAL,
                _cells(
                    sides,
                    {
                        side: Cell(
                            label if index == 0 else "",
                            str(above[side] + below[side]),
                            f"({above[side]} + {below[side]})",
                        )
                        for index, side in enumerate(sides)
                    },
                ),
            )
        )
        game += 1
        first = True
    # The totals (V-SHEET-6) and, once the rubber is over, the result.
    rows.append(Row(RowKind.TOTALS_RULE))
    totals = rubber.totals()
    for label, values in (
        (QCoreApplication.translate("Sheet", "Above"), [t.above for t in totals]),
        (QCoreApplication.translate("Sheet", "Below"), [t.below for t in totals]),
        (QCoreApplication.translate("Sheet", "Total"), [t.total for t in totals]),
    ):
        rows.append(
            Row(
                RowKind.TOTAL,
                (Cell(label, str(values[sides[0]])), Cell("", str(values[sides[1]]))),
            )
        )
    if rubber.is_over:
        winner, points = rubber.result()
        signs = {side: 0 for side in Side}
        if winner is not None:
            signs = {winner: points, winner.other: -points}
        label = QCoreApplication.translate("Sheet", "Result")
        rows.append(
            Row(
                RowKind.RESULT,
                (Cell(label, _signed(signs[sides[0]])), Cell("", _signed(signs[sides[1]]))),
            )
        )
        title = QCoreApplication.translate("Sheet", "Rubber %1").replace("%1", str(number))
    else:
        title = QCoreApplication.translate("Sheet", "Rubber %1 (in progress)").replace(
            "%1", str(number)
        )
    return RubberSheet(title, tuple(rows), rubber.is_over, names)


def _game_label(game: int) -> str:
    return QCoreApplication.translate("Sheet", "Game %1:").replace("%1", str(game))


def _above_cell(entry: Entry, deal_number: int) -> Cell:
    """An entry above the line: its short label, its points, and where it came from."""
    where = QCoreApplication.translate("Sheet", "deal %1").replace("%1", str(deal_number))
    detail = _detail(entry)
    note = f"[{where}, {detail}]" if detail else f"[{where}]"
    return Cell(entry_label(entry.kind), str(entry.points), note, entry.rule)


def _detail(entry: Entry) -> str:
    """The arithmetic of an entry: 6×300, ♣AKQ, 3 aces, 1 cross."""
    count = entry.count
    if entry.kind is EntryKind.CROSSES and count is not None:
        return Texts().crosses(count)
    if entry.kind is EntryKind.CORONET and count is not None:
        if entry.suit is None:  # three or four aces: «3 туза», «4 туза»
            return Texts().aces(count)
        ranks = [Rank(Rank.ACE - k) for k in range(min(count, 13))]
        return "♠♣♦♥"[entry.suit] + "".join(card_text(Card(entry.suit, r))[:-1] for r in ranks)
    if count is not None and entry.unit is not None:
        return f"{count}×{entry.unit}"
    return ""


# -- plain text ------------------------------------------------------------------------------


def _all_cells(sheet: Sheet) -> list[Cell]:
    rows = [row for rubber in sheet.blocks() for row in rubber.rows]
    return [cell for row in rows for cell in row.cells]


def render_text(sheet: Sheet) -> str:
    """The sheet in monospace text, both columns side by side; ends with a newline."""
    cells = _all_cells(sheet)
    label_width = max((len(c.label) for c in cells), default=0)
    value_width = max((len(c.value) for c in cells), default=0)

    def cell_text(cell: Cell) -> str:
        if cell.is_empty:
            return ""
        text = f" {cell.label:<{label_width}} {cell.value:>{value_width}}"
        return f"{text}  {cell.note}" if cell.note else text

    width = max([33, *(len(cell_text(c)) + 1 for c in cells)])
    indent = "  "

    def rule(char: str, crosses: int = 0) -> str:
        line = char * width + "+" + char * width
        if crosses:
            marks = " " + " ".join("x" for _ in range(crosses)) + " "
            start = width - len(marks) // 2
            line = line[:start] + marks + line[start + len(marks) :]
        return indent + line

    def pair(left: str, right: str) -> str:
        return (indent + left.ljust(width) + "|" + right).rstrip()

    title = sheet.title + (f" — {sheet.date}" if sheet.date else "")
    lines = [title, ""]
    if not sheet.rubbers:
        lines.append(sheet.empty_text)
    for number, rubber in enumerate(sheet.blocks()):
        if number:
            lines.append("")
        lines.append(rubber.title)
        lines.append(
            pair(
                sheet.headings[0].upper().center(width),
                sheet.headings[1].upper().center(width),
            )
        )
        names = sheet.names_of(rubber)
        lines.append(pair(names[0].center(width), names[1].center(width)))
        lines.append(rule("-"))
        for row in rubber.rows:
            if row.kind is RowKind.LINE:
                lines.append(rule("=", row.crosses))
            elif row.kind in (RowKind.GAME_RULE, RowKind.TOTALS_RULE):
                lines.append(rule("-"))
            else:
                lines.append(pair(cell_text(row.cells[0]), cell_text(row.cells[1])))
                if row.kind is RowKind.SUBTOTAL:
                    lines.append(pair("", ""))  # a little room before the next game
    if sheet.players is not None:
        lines += ["", *_player_ledger_text(sheet.players, indent)]
    return "\n".join(lines) + "\n"


def _player_ledger_text(ledger: PlayerLedger, indent: str) -> list[str]:
    """The individual ledger as a table: a column per player, a row per finished rubber."""
    label_width = max(len(label) for label, _ in ledger.rows)
    widths = [
        max(len(name), *(len(figures[i]) for _, figures in ledger.rows)) + 2
        for i, name in enumerate(ledger.players)
    ]
    head = " " * label_width + "".join(
        name.rjust(w) for name, w in zip(ledger.players, widths, strict=True)
    )
    body = [
        label.ljust(label_width) + "".join(f.rjust(w) for f, w in zip(figures, widths, strict=True))
        for label, figures in ledger.rows
    ]
    return [ledger.title, indent + head, *(indent + line for line in body)]


def export_text(path: Path, sheet: Sheet) -> None:
    """Write the text sheet to ``path`` (UTF-8).

    :raises WriteError: it cannot be written; a file that was there is unchanged.
    """
    write_file(path, render_text(sheet))


# -- set in type -----------------------------------------------------------------------------

SERIF = "DejaVu Serif"
HEADER_HEIGHT = 46.0  # title, names, rule and a gap
FOOTER_HEIGHT = 18.0
RUBBER_GAP = 20.0
_ROW_HEIGHTS = {
    RowKind.ABOVE: 15.0,
    RowKind.LINE: 16.0,
    RowKind.BELOW: 15.0,
    RowKind.GAME_RULE: 7.0,
    RowKind.SUBTOTAL: 21.0,
    RowKind.TOTALS_RULE: 9.0,
    RowKind.TOTAL: 15.0,
    RowKind.RESULT: 18.0,
}
_HEAD_HEIGHT = 52.0  # a rubber's title and the column headings
_LEDGER_HEAD = 40.0  # the individual ledger's title and the players' names
_LEDGER_ROW = 15.0


def _font(size: int, bold: bool = False) -> QFont:
    font = QFont(SERIF)
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(size)  # logical units, i.e. points (see the module's docstring)
    font.setBold(bold)
    return font


@dataclass(frozen=True, slots=True)
class _Fonts:
    title: QFont
    head: QFont
    small: QFont
    body: QFont
    bold: QFont
    note: QFont

    @classmethod
    def make(cls) -> _Fonts:
        return cls(_font(16, True), _font(12, True), _font(9), _font(10), _font(10, True), _font(8))


@dataclass(frozen=True, slots=True)
class _Item:
    """Something placed on a page: a rubber's heading, a row, or the empty sheet's words."""

    kind: str  # "head", "row", "empty"
    top: float
    height: float
    rubber: int = -1
    row: Row | None = None
    continued: bool = False


@dataclass(frozen=True, slots=True)
class _Columns:
    """Where the figures go in each column: the label's left edge and the value's right edge
    (from the column's left edge), and the notes' left edge."""

    label: float
    value: float
    note: float


def _columns(sheet: Sheet, fonts: _Fonts) -> _Columns:
    cells = _all_cells(sheet)
    body, bold = QFontMetricsF(fonts.body), QFontMetricsF(fonts.bold)
    label = max([0.0, *(bold.horizontalAdvance(text) for text in {c.label for c in cells})])
    value = max([0.0, *(bold.horizontalAdvance(text) for text in {c.value for c in cells})])
    value = max(value, body.horizontalAdvance("00000"))
    left = 14.0
    return _Columns(left, left + label + 14 + value, left + label + 14 + value + 8)


def paginate(sheet: Sheet, height: float) -> list[list[_Item]]:
    """The sheet's items laid out on pages of ``height`` points (the paintable height):
    a rubber that does not fit goes on with its heading repeated, «continued»."""
    body = height - HEADER_HEIGHT - FOOTER_HEIGHT
    pages: list[list[_Item]] = [[]]
    y = 0.0

    def new_page() -> None:
        nonlocal y
        pages.append([])
        y = 0.0

    for index, rubber in enumerate(sheet.blocks()):
        if y > 0:
            y += RUBBER_GAP
        whole = _HEAD_HEIGHT + sum(_ROW_HEIGHTS[r.kind] for r in rubber.rows)
        first_rows = sum(_ROW_HEIGHTS[r.kind] for r in rubber.rows[:3])
        if y > 0 and ((y + whole > body and whole <= body) or y + _HEAD_HEIGHT + first_rows > body):
            new_page()  # a rubber that fits on a page is not split
        pages[-1].append(_Item("head", y, _HEAD_HEIGHT, index))
        y += _HEAD_HEIGHT
        for row in rubber.rows:
            row_height = _ROW_HEIGHTS[row.kind]
            if y + row_height > body:
                new_page()
                pages[-1].append(_Item("head", y, _HEAD_HEIGHT, index, continued=True))
                y += _HEAD_HEIGHT
            pages[-1].append(_Item("row", y, row_height, index, row))
            y += row_height
    if not sheet.rubbers:
        pages[-1].append(_Item("empty", 0.0, _HEAD_HEIGHT))
    if sheet.players is not None:
        needed = _LEDGER_HEAD + _LEDGER_ROW * len(sheet.players.rows)
        if y > 0 and y + RUBBER_GAP + needed > body:
            new_page()
        elif y > 0:
            y += RUBBER_GAP
        pages[-1].append(_Item("players", y, needed))
    return pages


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """A sheet laid out on pages of ``width`` × ``height`` points (the paintable area), once
    for the whole sheet: the items of each page, the fonts, where the figures go (measured
    from every cell) and the header's names line.  A page then costs only its own items to
    paint, however long the sheet."""

    sheet: Sheet
    width: float
    height: float
    pages: tuple[tuple[_Item, ...], ...]
    fonts: _Fonts
    columns: _Columns
    names: str
    blocks: tuple[RubberSheet, ...]


def lay_out(sheet: Sheet, width: float, height: float) -> SheetLayout:
    """``sheet`` laid out on pages of ``width`` × ``height`` points (:class:`SheetLayout`)."""
    fonts = _Fonts.make()
    names = QFontMetricsF(fonts.small).elidedText(
        sheet.header_names(), Qt.TextElideMode.ElideRight, width
    )
    pages = tuple(tuple(items) for items in paginate(sheet, height))
    columns = _columns(sheet, fonts)
    return SheetLayout(sheet, width, height, pages, fonts, columns, names, sheet.blocks())


def page_layout(page_size: str = "A4") -> QPageLayout:
    """A portrait page of ``page_size`` (a key of :data:`PAGE_SIZES`) with 15 mm margins."""
    return QPageLayout(
        QPageSize(PAGE_SIZES[page_size]),
        QPageLayout.Orientation.Portrait,
        QMarginsF(15, 15, 15, 15),
        QPageLayout.Unit.Millimeter,
    )


def default_page_size() -> str:
    """Letter where the system's locale uses it (the United States, Canada), else A4."""
    letter = (QLocale.Country.UnitedStates, QLocale.Country.Canada)
    return "Letter" if QLocale.system().territory() in letter else "A4"


def paint_sheet(device: QPagedPaintDevice, sheet: Sheet) -> int:
    """Draw the sheet onto a printer or PDF writer, a new page where one is full; returns
    the number of pages.

    :raises OSError: painting cannot begin on the device (e.g. an unwritable file).
    """
    rect = device.pageLayout().paintRect(QPageLayout.Unit.Point)
    layout = lay_out(sheet, rect.width(), rect.height())
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot paint on the device")
    try:
        scale = device.logicalDpiX() / 72.0
        for number in range(len(layout.pages)):
            if number:
                device.newPage()
            painter.save()
            painter.scale(scale, device.logicalDpiY() / 72.0)
            paint_page(painter, layout, number)
            painter.restore()
    finally:
        painter.end()
    return len(layout.pages)


def paint_page(painter: QPainter, layout: SheetLayout, number: int) -> None:
    """Draw page ``number`` (from 0) of ``layout`` in the painter's current coordinates, in
    points (for any paint device)."""
    sheet, fonts, columns = layout.sheet, layout.fonts, layout.columns
    width, height, count = layout.width, layout.height, len(layout.pages)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    black = Qt.GlobalColor.black
    painter.setPen(QPen(black, 0.6))
    # The header, on every page: title and date, the names, a rule.
    left_top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
    right_bottom = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom
    painter.setFont(fonts.title)
    painter.drawText(QRectF(0, 0, width, 20), left_top, sheet.title)
    painter.setFont(fonts.small)
    if sheet.date:
        painter.drawText(QRectF(0, 0, width, 18), right_bottom, sheet.date)
    painter.drawText(QRectF(0, 20, width, 14), left_top, layout.names)
    painter.setPen(QPen(black, 0.8))
    painter.drawLine(QPointF(0, 36), QPointF(width, 36))
    # The footer: the page number.
    painter.setFont(fonts.small)
    page = (
        QCoreApplication.translate("Sheet", "Page %1 of %2")
        .replace("%1", str(number + 1))
        .replace("%2", str(count))
    )
    painter.drawText(
        QRectF(0, height - 12, width, 12),
        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
        page,
    )
    painter.save()
    painter.translate(0, HEADER_HEIGHT)
    for item in layout.pages[number]:
        if item.kind == "head":
            _paint_head(painter, layout, item)
        elif item.kind == "empty":
            painter.setFont(fonts.body)
            painter.drawText(
                QRectF(0, item.top, width, item.height),
                Qt.AlignmentFlag.AlignCenter,
                sheet.empty_text,
            )
        elif item.kind == "players" and sheet.players is not None:
            _paint_player_ledger(painter, sheet.players, item.top, width, fonts)
        elif item.row is not None:
            _paint_row(painter, item, width, fonts, columns)
    painter.restore()


def _paint_player_ledger(
    painter: QPainter, ledger: PlayerLedger, top: float, width: float, fonts: _Fonts
) -> None:
    """The individual ledger (V-SHEET-7) as it is kept by hand: a column per player and the
    figures rewritten after every rubber, the old ones struck through."""
    black = Qt.GlobalColor.black
    painter.setPen(QPen(black, 0.6))
    painter.setFont(fonts.head)
    vcentre = Qt.AlignmentFlag.AlignVCenter
    painter.drawText(QRectF(0, top, width, 18), Qt.AlignmentFlag.AlignLeft | vcentre, ledger.title)
    label = 14 + max(QFontMetricsF(fonts.body).horizontalAdvance(t) for t, _ in ledger.rows)
    column = min(96.0, (width - label - 14) / max(1, len(ledger.players)))
    right = Qt.AlignmentFlag.AlignRight | vcentre
    names = QFontMetricsF(fonts.bold)
    y = top + 22
    painter.setFont(fonts.bold)
    for index, name in enumerate(ledger.players):
        shown = names.elidedText(name, Qt.TextElideMode.ElideRight, column - 8)
        painter.drawText(QRectF(label + index * column, y, column, 14), right, shown)
    painter.setPen(QPen(black, 0.8))
    end = label + column * len(ledger.players)
    painter.drawLine(QPointF(0, y + 16), QPointF(end, y + 16))
    y = top + _LEDGER_HEAD
    for number, (text, figures) in enumerate(ledger.rows):
        last = number == len(ledger.rows) - 1
        painter.setPen(QPen(black, 0.6))
        painter.setFont(fonts.body)
        painter.drawText(
            QRectF(14, y, label, _LEDGER_ROW), Qt.AlignmentFlag.AlignLeft | vcentre, text
        )
        font = QFont(fonts.bold if last else fonts.body)
        font.setStrikeOut(not last)
        painter.setFont(font)
        for index, figure in enumerate(figures):
            painter.drawText(QRectF(label + index * column, y, column, _LEDGER_ROW), right, figure)
        y += _LEDGER_ROW


def _paint_head(painter: QPainter, layout: SheetLayout, item: _Item) -> None:
    sheet, width, fonts = layout.sheet, layout.width, layout.fonts
    rubber = layout.blocks[item.rubber]
    title = rubber.title
    if item.continued:
        title += " " + QCoreApplication.translate("Sheet", "(continued)")
    top = item.top
    painter.setPen(QPen(Qt.GlobalColor.black, 0.6))
    painter.setFont(fonts.head)
    painter.drawText(
        QRectF(0, top, width, 18),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        title,
    )
    half = width / 2
    centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
    small = QFontMetricsF(fonts.small)
    for index in (0, 1):
        x = index * half
        painter.setFont(fonts.head)
        painter.drawText(QRectF(x, top + 20, half, 16), centre, sheet.headings[index].upper())
        painter.setFont(fonts.small)
        name = small.elidedText(
            sheet.names_of(rubber)[index], Qt.TextElideMode.ElideRight, half - 24
        )
        painter.drawText(QRectF(x, top + 35, half, 13), centre, name)
    painter.setPen(QPen(Qt.GlobalColor.black, 0.8))
    painter.drawLine(QPointF(half, top + 20), QPointF(half, top + item.height))
    painter.drawLine(QPointF(0, top + item.height - 1), QPointF(width, top + item.height - 1))


def _paint_row(
    painter: QPainter, item: _Item, width: float, fonts: _Fonts, columns: _Columns
) -> None:
    row = item.row
    assert row is not None
    top, height = item.top, item.height
    half = width / 2
    black = Qt.GlobalColor.black
    middle = top + height / 2
    painter.setPen(QPen(black, 0.8))
    painter.drawLine(QPointF(half, top), QPointF(half, top + height))  # the vertical rule
    if row.kind is RowKind.LINE:
        painter.setPen(QPen(black, 1.8))
        painter.drawLine(QPointF(0, middle), QPointF(width, middle))
        if row.crosses:
            marks = " ".join("x" for _ in range(row.crosses))
            painter.setFont(fonts.head)
            box_width = QFontMetricsF(fonts.head).horizontalAdvance(marks) + 12
            box = QRectF(half - box_width / 2, top, box_width, height)
            painter.fillRect(box, Qt.GlobalColor.white)
            painter.setPen(QPen(black, 0.8))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, marks)
        return
    if row.kind is RowKind.GAME_RULE:
        painter.setPen(QPen(black, 0.6))
        for x in (0.0, half):
            painter.drawLine(QPointF(x + 8, middle), QPointF(x + half - 8, middle))
        return
    if row.kind is RowKind.TOTALS_RULE:
        painter.setPen(QPen(black, 1.0))
        painter.drawLine(QPointF(0, middle), QPointF(width, middle))
        return
    if row.kind is RowKind.SUBTOTAL:  # a little room before the next game
        height = _ROW_HEIGHTS[RowKind.BELOW]
    strong = row.kind in (RowKind.TOTAL, RowKind.RESULT, RowKind.SUBTOTAL)
    label_font = fonts.bold if strong else fonts.body
    value_font = fonts.bold if row.kind in (RowKind.RESULT, RowKind.SUBTOTAL) else fonts.body
    vcentre = Qt.AlignmentFlag.AlignVCenter
    note_metrics = QFontMetricsF(fonts.note)
    painter.setPen(QPen(black, 0.6))
    for index, cell in enumerate(row.cells):
        x = index * half
        if cell.label:
            painter.setFont(label_font)
            painter.drawText(
                QRectF(x + columns.label, top, columns.value, height),
                Qt.AlignmentFlag.AlignLeft | vcentre,
                cell.label,
            )
        if cell.value:
            painter.setFont(value_font)
            painter.drawText(
                QRectF(x, top, columns.value, height),
                Qt.AlignmentFlag.AlignRight | vcentre,
                cell.value,
            )
        if cell.note:
            painter.setFont(fonts.note)
            room = half - columns.note - 6
            note = note_metrics.elidedText(cell.note, Qt.TextElideMode.ElideRight, room)
            painter.drawText(
                QRectF(x + columns.note, top, room, height),
                Qt.AlignmentFlag.AlignLeft | vcentre,
                note,
            )
    if row.kind is RowKind.RESULT:  # a double rule under the result, as under a sum
        painter.setPen(QPen(black, 0.6))
        value_metrics = QFontMetricsF(value_font)
        for index, cell in enumerate(row.cells):
            right = index * half + columns.value
            left = right - value_metrics.horizontalAdvance(cell.value) - 2
            for dy in (2.0, 4.0):
                y = top + height - dy
                painter.drawLine(QPointF(left, y), QPointF(right + 2, y))


def export_pdf(path: Path, sheet: Sheet, page_size: str = "A4") -> int:
    """Write the sheet as a PDF of ``page_size`` pages; returns the number of pages.

    The PDF is made in memory and written by :func:`write_file` (Qt's own file writing does
    not report a full disk).

    :raises WriteError: the file cannot be written; a file that was there is unchanged.
    """
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(page_layout(page_size))
    writer.setResolution(300)
    writer.setTitle(sheet.title)
    writer.setCreator("wint")
    pages = paint_sheet(writer, sheet)
    buffer.close()
    write_file(path, bytes(data.data()))
    return pages
