"""The printed score sheet on screen: its pages, one under the other, scaled to the width.

What the score pad shows live, so the players see the sheet exactly as it will print.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPageLayout, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QScrollArea, QWidget

from wint.core.sheet import Sheet
from wint.gui.sheet.paint import SheetLayout, default_page_size, lay_out, page_layout, paint_page

__all__ = ["SheetPages", "sheet_area"]

_MARGIN = 12.0  # pixels around and between the pages


class SheetPages(QWidget):
    """The pages of a :class:`Sheet` as white paper, scaled to the widget's width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet_layout: SheetLayout | None = None
        rect = page_layout(default_page_size()).paintRect(QPageLayout.Unit.Point)
        self.page_width, self.page_height = rect.width(), rect.height()
        self.pages = 1
        self.setMinimumWidth(260)

    def set_sheet(self, sheet: Sheet) -> None:
        """Show ``sheet``, laid out as on paper once (a repaint draws only the pages in
        sight)."""
        self.sheet_layout = lay_out(sheet, self.page_width, self.page_height)
        self.pages = len(self.sheet_layout.pages)
        self._fit()
        self.update()

    def _scale(self) -> float:
        return max(0.1, (self.width() - 2 * _MARGIN) / (self.page_width + 2 * 24))

    def _fit(self) -> None:
        paper = (self.page_height + 2 * 24) * self._scale()
        self.setMinimumHeight(int(_MARGIN + self.pages * (paper + _MARGIN)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        self._fit()
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().mid())
        if self.sheet_layout is None:
            return
        scale = self._scale()
        paper_w, paper_h = (self.page_width + 48) * scale, (self.page_height + 48) * scale
        shown = event.rect()
        for number in range(self.pages):
            top = _MARGIN + number * (paper_h + _MARGIN)
            if top > shown.bottom() or top + paper_h < shown.top():
                continue  # only the pages in sight are drawn
            painter.fillRect(QRectF(_MARGIN + 3, top + 3, paper_w, paper_h), QColor(0, 0, 0, 60))
            painter.fillRect(QRectF(_MARGIN, top, paper_w, paper_h), Qt.GlobalColor.white)
            painter.save()
            painter.translate(_MARGIN + 24 * scale, top + 24 * scale)
            painter.scale(scale, scale)
            paint_page(painter, self.sheet_layout, number)
            painter.restore()


def sheet_area(pages: SheetPages) -> QScrollArea:
    """``pages`` in a scroll area that keeps them as wide as it is."""
    area = QScrollArea()
    area.setWidget(pages)
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area
