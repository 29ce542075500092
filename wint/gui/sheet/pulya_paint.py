"""The pulya sheet drawn as players draw it (P-SC-1): a rectangle cut into one sector per
player meeting at the centre, where the pulya's target stands in a circle; in each sector
the whists by the outer edge (a cell per other player), the pulya in the middle band and
the gora towards the centre, each written as a run of figures with the earlier ones
struck through.  Three players: the sectors left, top and right (lines from the centre to
the upper corners and down to the bottom edge); four: one on each side.  Below the drawing
the settlement table and who pays whom (P-SET).

Geometry is in points with fonts sized in those units, as in :mod:`wint.gui.sheet.paint`.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
)

from wint.games.preferans.result import PrefSeat
from wint.games.preferans.sheet import PulyaSheet, Sector
from wint.gui.sheet.paint import SERIF, page_layout
from wint.gui.sheet.pulya_words import (
    MOUNTAIN,
    PULYA,
    figure,
    payment_line,
    payments_heading,
    pulya_state,
    pulya_title,
    settlement_heading,
    table_heading,
    table_row,
    whists_on,
    word,
)
from wint.session.writing import write_file

__all__ = ["export_pulya_pdf", "paint_pulya", "paint_pulya_sheet", "placed"]

_TOP, _LEFT, _RIGHT, _BOTTOM = "top", "left", "right", "bottom"
#: Each sector's side of the rectangle, clockwise from seat A (P-TAB-5).
_SIDES = {3: (_LEFT, _TOP, _RIGHT), 4: (_BOTTOM, _LEFT, _TOP, _RIGHT)}
_INK = QColor(20, 30, 90)  # the figures, in pen
_GREY = QColor(110, 110, 110)


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont(SERIF)
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def _strip(side: str, outer: QRectF, inner: QRectF) -> QRectF:
    """The part of the band between ``outer`` and ``inner`` along ``side`` (as long as the
    inner edge of its trapezoid)."""
    if side == _TOP:
        return QRectF(inner.left(), outer.top(), inner.width(), inner.top() - outer.top())
    if side == _BOTTOM:
        return QRectF(inner.left(), inner.bottom(), inner.width(), outer.bottom() - inner.bottom())
    if side == _LEFT:
        return QRectF(outer.left(), inner.top(), inner.left() - outer.left(), inner.height())
    return QRectF(inner.right(), inner.top(), outer.right() - inner.right(), inner.height())


def _turn(painter: QPainter, side: str, rect: QRectF) -> QRectF:
    """Turn the painter so that ``rect`` on ``side`` reads along its side, the writing's
    top towards the centre on the left and right (as the player there sees it); returns
    the rect in the turned coordinates."""
    if side == _LEFT:
        painter.translate(rect.right(), rect.top())
        painter.rotate(90)
        return QRectF(0, 0, rect.height(), rect.width())
    if side == _RIGHT:
        painter.translate(rect.left(), rect.bottom())
        painter.rotate(-90)
        return QRectF(0, 0, rect.height(), rect.width())
    painter.translate(rect.left(), rect.top())
    return QRectF(0, 0, rect.width(), rect.height())


def _fit(texts: Sequence[str], width: float, height: float) -> tuple[QFont, list[list[str]]]:
    """The largest font (11 down to 4 points) in which ``texts`` fit ``width`` × ``height``
    line after line, and the lines."""
    size = 11.0
    while True:
        font = _font(size)
        metrics = QFontMetricsF(font)
        gap = metrics.horizontalAdvance("  ")
        lines: list[list[str]] = [[]]
        used = 0.0
        for text in texts:
            advance = metrics.horizontalAdvance(text)
            if lines[-1] and used + gap + advance > width:
                lines.append([])
                used = 0.0
            used += (gap if lines[-1] else 0.0) + advance
            lines[-1].append(text)
        if len(lines) * metrics.lineSpacing() <= height or size <= 4:
            return font, lines
        size -= 0.5


def _write_run(painter: QPainter, rect: QRectF, label: str, figures: tuple[Fraction, ...]) -> None:
    """A cell: its label small in the corner, then the run of figures, all but the last
    struck through with a line as players do."""
    painter.setFont(_font(7))
    painter.setPen(_GREY)
    label_height = QFontMetricsF(painter.font()).height()
    painter.drawText(
        rect.adjusted(2, 0.5, -2, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, label
    )
    body = rect.adjusted(3, label_height, -3, -1)
    texts = [figure(f) for f in figures]
    font, lines = _fit(texts, body.width(), body.height())
    metrics = QFontMetricsF(font)
    painter.setFont(font)
    y = body.top() + metrics.ascent()
    count = 0
    for line in lines:
        x = body.left()
        for text in line:
            advance = metrics.horizontalAdvance(text)
            painter.setPen(_INK)
            painter.drawText(QPointF(x, y), text)
            count += 1
            if count < len(texts):
                painter.setPen(QPen(_INK, 0.7))
                middle = y - metrics.xHeight() / 2
                painter.drawLine(QLineF(x - 1, middle + 1, x + advance + 1, middle - 1))
            x += advance + metrics.horizontalAdvance("  ")
        y += metrics.lineSpacing()


def _write_sector(
    painter: QPainter, sheet: PulyaSheet, sector: Sector, side: str, strips: list[QRectF]
) -> None:
    """A player's three bands on ``side``: whists outermost (a cell per other player),
    the pulya, the gora."""
    whists, pulya, gora = strips
    painter.save()
    local = _turn(painter, side, whists)
    cell = local.width() / len(sector.whists)
    for k, (on, run) in enumerate(sector.whists):
        box = QRectF(local.left() + k * cell, local.top(), cell, local.height())
        if k:
            painter.setPen(QPen(Qt.GlobalColor.black, 0.6))
            painter.drawLine(QLineF(box.topLeft(), box.bottomLeft()))
        _write_run(painter, box, whists_on(sheet, on), run)
    painter.restore()
    for strip, label, run in (
        (pulya, word(PULYA), sector.pulya),
        (gora, word(MOUNTAIN), sector.gora),
    ):
        painter.save()
        _write_run(painter, _turn(painter, side, strip), label, run)
        painter.restore()


def _write_name(painter: QPainter, side: str, frame: QRectF, name: str, margin: float) -> None:
    """The player's name outside the frame on his side."""
    outside = {
        _TOP: QRectF(frame.left(), frame.top() - margin, frame.width(), margin),
        _BOTTOM: QRectF(frame.left(), frame.bottom(), frame.width(), margin),
        _LEFT: QRectF(frame.left() - margin, frame.top(), margin, frame.height()),
        _RIGHT: QRectF(frame.right(), frame.top(), margin, frame.height()),
    }[side]
    painter.save()
    local = _turn(painter, side, outside)
    painter.setFont(_font(10, True))
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(local, Qt.AlignmentFlag.AlignCenter, name)
    painter.restore()


def placed(sheet: PulyaSheet, bottom: PrefSeat | None = None) -> list[tuple[str, Sector]]:
    """Each side of the drawing (``"left"``, ``"top"``, …) with the sector written there:
    three players left, top and right from ``A``; four clockwise from ``bottom``'s sector at
    the bottom edge (``A``'s by default)."""
    sectors = list(sheet.sectors)
    if bottom is not None and sheet.table.players == len(_SIDES[4]):
        first = next(k for k, sector in enumerate(sectors) if sector.seat is bottom)
        sectors = sectors[first:] + sectors[:first]
    return list(zip(_SIDES[sheet.table.players], sectors, strict=True))


def paint_pulya(
    painter: QPainter, sheet: PulyaSheet, frame: QRectF, bottom: PrefSeat | None = None
) -> None:
    """The drawing of the pulya in ``frame`` (the names outside it, 16 points around); with
    four the sectors run clockwise from ``bottom``'s at the bottom edge (the seat of the one
    who looks at it, as the table seats him; ``A`` on paper)."""
    band = min(frame.width(), frame.height()) * 0.13
    rects = [frame.adjusted(k * band, k * band, -k * band, -k * band) for k in range(4)]
    inner = rects[3]
    painter.setPen(QPen(Qt.GlobalColor.black, 1.2))
    painter.drawRect(frame)
    painter.setPen(QPen(Qt.GlobalColor.black, 0.8))
    for rect in rects[1:]:
        painter.drawRect(rect)
    sides = _SIDES[sheet.table.players]
    corners = {
        _TOP: (frame.topLeft(), inner.topLeft(), frame.topRight(), inner.topRight()),
        _BOTTOM: (frame.bottomLeft(), inner.bottomLeft(), frame.bottomRight(), inner.bottomRight()),
    }
    lines = [QLineF(*corners[_TOP][:2]), QLineF(*corners[_TOP][2:])]
    if _BOTTOM in sides:
        lines += [QLineF(*corners[_BOTTOM][:2]), QLineF(*corners[_BOTTOM][2:])]
    else:  # three: the bottom edge cut in the middle
        centre = frame.center().x()
        lines.append(QLineF(centre, inner.bottom(), centre, frame.bottom()))
    painter.setPen(QPen(Qt.GlobalColor.black, 1.0))
    for line in lines:
        painter.drawLine(line)
    radius = min(inner.width(), inner.height()) * 0.3
    painter.drawEllipse(inner.center(), radius, radius)
    painter.setFont(_font(radius * 0.9, True))
    painter.drawText(
        QRectF(inner.center().x() - radius, inner.center().y() - radius, 2 * radius, 2 * radius),
        Qt.AlignmentFlag.AlignCenter,
        str(sheet.table.target),
    )
    for side, sector in placed(sheet, bottom):
        strips = [_strip(side, rects[k], rects[k + 1]) for k in range(3)]
        _write_sector(painter, sheet, sector, side, strips)
        _write_name(painter, side, frame, sector.name, 16)


def _paint_table(painter: QPainter, sheet: PulyaSheet, top: float, width: float) -> None:
    """The settlement table and the payments from ``top`` down."""
    rows = [table_heading(sheet), *(table_row(sheet, s) for s in sheet.sectors)]
    body, bold = _font(10), _font(10, True)
    metrics = QFontMetricsF(bold)
    step = metrics.lineSpacing() + 3
    painter.setPen(Qt.GlobalColor.black)
    painter.setFont(_font(12, True))
    painter.drawText(QPointF(0, top), settlement_heading(sheet))
    y = top + step + 4
    first = max(metrics.horizontalAdvance(row[0]) for row in rows) + 16
    column = (width - first) / (len(rows[0]) - 1)
    for n, row in enumerate(rows):
        painter.setFont(bold if n == 0 else body)
        painter.drawText(QPointF(0, y), row[0])
        for k, cell in enumerate(row[1:]):
            right = first + (k + 1) * column
            painter.drawText(
                QRectF(right - column, y - metrics.ascent(), column, step),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                cell,
            )
        if n == 0:
            painter.drawLine(QLineF(0, y + 4, width, y + 4))
        y += step
    y += step
    painter.setFont(_font(12, True))
    painter.drawText(QPointF(0, y), payments_heading(sheet))
    painter.setFont(body)
    for k in range(len(sheet.payments)):
        y += step
        who, whists, *cash = payment_line(sheet, k)
        painter.drawText(QPointF(0, y), who)
        painter.drawText(QPointF(first + column, y), whists)
        for text in cash:  # the money under the table's money column (P-SET-4)
            painter.drawText(
                QRectF(width - column, y - metrics.ascent(), column, step),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                text,
            )


def paint_pulya_page(painter: QPainter, sheet: PulyaSheet, width: float, height: float) -> None:
    """The whole sheet on one page of ``width`` × ``height`` points: the title, the drawing
    and the settlement."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setPen(Qt.GlobalColor.black)
    painter.setFont(_font(16, True))
    painter.drawText(QPointF(0, 16), pulya_title(sheet))
    painter.setFont(_font(10))
    painter.drawText(QPointF(0, 32), pulya_state(sheet))
    rows = len(sheet.sectors) + len(sheet.payments) + 5
    below = rows * 17.0 + 20
    side = min(width - 36, height - 60 - below - 36)
    frame = QRectF((width - side) / 2, 60 + 18, side, side)
    paint_pulya(painter, sheet, frame)
    _paint_table(painter, sheet, frame.bottom() + 40, width)


def paint_pulya_sheet(device: QPagedPaintDevice, sheet: PulyaSheet) -> int:
    """Draw the sheet onto a printer or PDF writer; returns the number of pages (one).

    :raises OSError: painting cannot begin on the device.
    """
    from PySide6.QtGui import QPageLayout

    rect = device.pageLayout().paintRect(QPageLayout.Unit.Point)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot paint on the device")
    try:
        painter.scale(device.logicalDpiX() / 72.0, device.logicalDpiY() / 72.0)
        paint_pulya_page(painter, sheet, rect.width(), rect.height())
    finally:
        painter.end()
    return 1


def export_pulya_pdf(path: Path, sheet: PulyaSheet, page_size: str = "A4") -> int:
    """Write the pulya sheet as a PDF of ``page_size`` pages; returns the number of pages.

    :raises WriteError: the file cannot be written; a file that was there is unchanged.
    """
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(page_layout(page_size))
    writer.setResolution(300)
    writer.setTitle(pulya_title(sheet))
    writer.setCreator("wint")
    pages = paint_pulya_sheet(writer, sheet)
    buffer.close()
    write_file(path, bytes(data.data()))
    return pages
