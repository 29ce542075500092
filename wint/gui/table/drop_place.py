"""The place in the middle of the table where the declarer drops the cards he discards
(Preferans's prikup place, P-CON-1): a slot for each card, outlined, under its word."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from wint.gui.table.items import GOLD, TEXT_COLOUR

__all__ = ["DropPlace"]

_SLOT_FILL = QColor(255, 255, 255, 28)


class DropPlace(QGraphicsItem):
    """The slots a dragged card is dropped on, with their word above them."""

    def __init__(self) -> None:
        super().__init__()
        self.slots: tuple[QRectF, ...] = ()
        self.word = ""
        self.font = QFont()
        self._label = QRectF()

    def show_at(self, slots: tuple[QRectF, ...], word: str, font: QFont) -> None:
        """Outline ``slots`` (in scene pixels) under ``word``."""
        self.prepareGeometryChange()
        self.slots, self.word, self.font = slots, word, font
        height = QFontMetricsF(font).height()
        area = self.area()
        self._label = QRectF(area.left(), area.top() - height * 1.3, area.width(), height)
        self.setVisible(True)
        self.update()

    def area(self) -> QRectF:
        """The slots together: a card let go over it is dropped there."""
        united = QRectF()
        for slot in self.slots:
            united = united.united(slot)
        return united

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        width = QFontMetricsF(self.font).horizontalAdvance(self.word)
        label = self._label.adjusted(-width / 2, 0, width / 2, 0)
        return self.area().united(label).adjusted(-4, -4, 4, 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(GOLD, 2.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(_SLOT_FILL)
        for slot in self.slots:
            radius = slot.width() * 0.06
            painter.drawRoundedRect(slot, radius, radius)
        painter.setFont(self.font)
        painter.setPen(TEXT_COLOUR)
        label = self.boundingRect()
        label.setTop(self._label.top())
        label.setBottom(self._label.bottom())
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, self.word)
