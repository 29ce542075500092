"""The robber's score sheet set in type: printed, as a PDF, and as pages on screen (V-SHEET,
W-SC).

:func:`paint_sheet` draws a :class:`~wint.core.sheet.Sheet` of any game onto a printer or a
PDF writer, page after page, with the header repeated on every page; :func:`paint_page` draws
one page of a :class:`SheetLayout` (:func:`lay_out`: the sheet in words, its pages and the
measures, found once for the whole sheet) onto any paint device; :func:`export_pdf` writes
a file.  Geometry is in points (1/72 inch) and fonts are sized with ``setPixelSize`` in
those units, so a 1200 dpi PDF and a 96 dpi preview look alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QMarginsF, QPointF, QRectF, Qt
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

from wint.core.sheet import RowKind, Sheet
from wint.gui.sheet.words import CellText, LedgerText, RowText, SheetText, sheet_text, sheet_title
from wint.session.writing import write_file

__all__ = [
    "PAGE_SIZES",
    "SheetLayout",
    "default_page_size",
    "export_pdf",
    "lay_out",
    "page_layout",
    "paginate",
    "paint_page",
    "paint_sheet",
]

# The page sizes offered for export: portrait, 15 mm margins.
PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}

SERIF = "DejaVu Serif"
HEADER_HEIGHT = 46.0  # title, names, rule and a gap
FOOTER_HEIGHT = 18.0
RUBBER_GAP = 20.0
_ROW_HEIGHTS = {
    RowKind.ABOVE: 15.0,
    RowKind.CARRIED: 18.0,
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
    row: RowText | None = None
    continued: bool = False


@dataclass(frozen=True, slots=True)
class _Columns:
    """Where the figures go in each column: the label's left edge and the value's right edge
    (from the column's left edge), and the notes' left edge."""

    label: float
    value: float
    note: float


def _columns(text: SheetText, fonts: _Fonts) -> _Columns:
    cells: list[CellText] = [c for block in text.blocks for row in block.rows for c in row.cells]
    body, bold = QFontMetricsF(fonts.body), QFontMetricsF(fonts.bold)
    label = max([0.0, *(bold.horizontalAdvance(text) for text in {c.label for c in cells})])
    value = max([0.0, *(bold.horizontalAdvance(text) for text in {c.value for c in cells})])
    value = max(value, body.horizontalAdvance("00000"))
    left = 14.0
    return _Columns(left, left + label + 14 + value, left + label + 14 + value + 8)


def paginate(text: SheetText, height: float) -> list[list[_Item]]:
    """The sheet's items laid out on pages of ``height`` points (the paintable height):
    a rubber that does not fit goes on with its heading repeated, «continued»."""
    body = height - HEADER_HEIGHT - FOOTER_HEIGHT
    pages: list[list[_Item]] = [[]]
    y = 0.0

    def new_page() -> None:
        nonlocal y
        pages.append([])
        y = 0.0

    for index, rubber in enumerate(text.blocks):
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
    if text.empty_text:
        pages[-1].append(_Item("empty", 0.0, _HEAD_HEIGHT))
    if text.players is not None:
        needed = _ledger_height(text.players)
        if y > 0 and y + RUBBER_GAP + needed > body:
            new_page()
        elif y > 0:
            y += RUBBER_GAP
        pages[-1].append(_Item("players", y, needed))
    return pages


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """A sheet laid out on pages of ``width`` × ``height`` points (the paintable area), once
    for the whole sheet: the sheet in words, the items of each page, the fonts, where the
    figures go (measured from every cell) and the header's names line.  A page then costs
    only its own items to paint, however long the sheet."""

    text: SheetText
    width: float
    height: float
    pages: tuple[tuple[_Item, ...], ...]
    fonts: _Fonts
    columns: _Columns
    names: str


def lay_out(sheet: Sheet, width: float, height: float) -> SheetLayout:
    """``sheet``, written in the language installed, laid out on pages of ``width`` ×
    ``height`` points (:class:`SheetLayout`)."""
    text = sheet_text(sheet)
    fonts = _Fonts.make()
    names = QFontMetricsF(fonts.small).elidedText(text.header, Qt.TextElideMode.ElideRight, width)
    pages = tuple(tuple(items) for items in paginate(text, height))
    columns = _columns(text, fonts)
    return SheetLayout(text, width, height, pages, fonts, columns, names)


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
    text, fonts, columns = layout.text, layout.fonts, layout.columns
    width, height, count = layout.width, layout.height, len(layout.pages)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    black = Qt.GlobalColor.black
    painter.setPen(QPen(black, 0.6))
    # The header, on every page: title and date, the names, a rule.
    left_top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
    right_bottom = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom
    painter.setFont(fonts.title)
    painter.drawText(QRectF(0, 0, width, 20), left_top, text.title)
    painter.setFont(fonts.small)
    if text.date:
        painter.drawText(QRectF(0, 0, width, 18), right_bottom, text.date)
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
                text.empty_text,
            )
        elif item.kind == "players" and text.players is not None:
            _paint_player_ledger(painter, text.players, item.top, width, fonts)
        elif item.row is not None:
            _paint_row(painter, item, width, fonts, columns)
    painter.restore()


def _ledger_height(ledger: LedgerText) -> float:
    """The height of the individual ledger: its title, its table (when a rubber is
    finished) and the lines beside it."""
    table = _LEDGER_HEAD - 18 + _LEDGER_ROW * len(ledger.rows) if ledger.rows else 0.0
    return 18 + table + _LEDGER_ROW * len(ledger.transfers)


def _paint_player_ledger(
    painter: QPainter, ledger: LedgerText, top: float, width: float, fonts: _Fonts
) -> None:
    """The individual ledger (V-SHEET-7) as it is kept by hand: a column per player and the
    figures rewritten after every rubber, the old ones struck through; under it what one
    player owes another (W-IRR-4)."""
    black = Qt.GlobalColor.black
    painter.setPen(QPen(black, 0.6))
    painter.setFont(fonts.head)
    vcentre = Qt.AlignmentFlag.AlignVCenter
    painter.drawText(QRectF(0, top, width, 18), Qt.AlignmentFlag.AlignLeft | vcentre, ledger.title)
    y = top + 18
    if ledger.rows:
        y = _paint_ledger_table(painter, ledger, top, width, fonts)
    painter.setPen(QPen(black, 0.6))
    for line in ledger.transfers:
        font = QFont(fonts.small)
        advance = QFontMetricsF(font).horizontalAdvance(line)
        if advance > width - 14:  # long names: the line is made smaller to fit
            font.setPixelSize(max(5, int(font.pixelSize() * (width - 14) / advance)))
        painter.setFont(font)
        painter.drawText(
            QRectF(14, y, width - 14, _LEDGER_ROW), Qt.AlignmentFlag.AlignLeft | vcentre, line
        )
        y += _LEDGER_ROW


def _paint_ledger_table(
    painter: QPainter, ledger: LedgerText, top: float, width: float, fonts: _Fonts
) -> float:
    """The ledger's table under its title; where it ends."""
    black = Qt.GlobalColor.black
    vcentre = Qt.AlignmentFlag.AlignVCenter
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
    return y


def _paint_head(painter: QPainter, layout: SheetLayout, item: _Item) -> None:
    text, width, fonts = layout.text, layout.width, layout.fonts
    rubber = text.blocks[item.rubber]
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
        painter.drawText(QRectF(x, top + 20, half, 16), centre, text.headings[index].upper())
        painter.setFont(fonts.small)
        name = small.elidedText(rubber.names[index], Qt.TextElideMode.ElideRight, half - 24)
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
    if row.kind in (RowKind.SUBTOTAL, RowKind.CARRIED):  # a little room under it
        height = _ROW_HEIGHTS[RowKind.BELOW]
    if row.kind is RowKind.CARRIED:  # the netting, ruled off from what it sums up
        painter.setPen(QPen(black, 0.6))
        rule = top + height + 1.5
        for x in (0.0, half):
            painter.drawLine(QPointF(x + 8, rule), QPointF(x + half - 8, rule))
    strong = row.kind in (RowKind.TOTAL, RowKind.RESULT, RowKind.SUBTOTAL)
    label_font = fonts.bold if strong else fonts.body
    bold_values = (RowKind.RESULT, RowKind.SUBTOTAL, RowKind.CARRIED)
    value_font = fonts.bold if row.kind in bold_values else fonts.body
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
    writer.setTitle(sheet_title(sheet))
    writer.setCreator("wint")
    pages = paint_sheet(writer, sheet)
    buffer.close()
    write_file(path, bytes(data.data()))
    return pages
