"""The hand-over screen of a hot-seat game (issue 17): when another human is to act, it covers
the whole table, opaque, and names the player the screen passes to, until he clicks or
presses a key (the scene hears both and asks its controller to seat him)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from wint.gui.table.items import GOLD, TEXT_COLOUR

__all__ = ["HandOverScreen", "hand_over_text"]

_COVER = QColor(10, 34, 22)  # opaque: nothing of the table shows through
_WRAP = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap


def hand_over_text(name: str, seat: str) -> tuple[str, str]:
    """The screen's title and its line: whom to pass the screen to (``name``, the seat's
    words ``seat`` beside it unless they are his name) and how to go on."""
    who = name if name == seat else f"{name} ({seat})"
    title = QCoreApplication.translate("TableScene", "Pass to %1").replace("%1", who)
    line = QCoreApplication.translate(
        "TableScene", "Every hand is hidden. Click or press a key when ready."
    )
    return title, line


class HandOverScreen(QGraphicsItem):
    """An opaque cover of the table with the hand-over's words in the middle."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 1280, 800)
        self.title = ""
        self.line = ""
        self.font = QFont()
        self.setZValue(1000)  # above every card, plate and message
        self.setVisible(False)

    def show_for(self, rect: QRectF, title: str, line: str, font: QFont) -> None:
        """Cover ``rect`` (the whole table) and say ``title`` and ``line``."""
        self.prepareGeometryChange()
        self.rect, self.title, self.line, self.font = QRectF(rect), title, line, font
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.fillRect(self.rect, _COVER)
        big = QFont(self.font)
        big.setPixelSize(round(self.font.pixelSize() * 1.8))
        big.setBold(True)
        middle = self.rect.center().y()
        width = self.rect.width() * 0.8
        left = self.rect.left() + self.rect.width() * 0.1
        painter.setFont(big)
        painter.setPen(GOLD)
        top = QRectF(left, middle - big.pixelSize() * 3, width, big.pixelSize() * 2.6)
        painter.drawText(top, _WRAP | Qt.AlignmentFlag.AlignBottom, self.title)
        painter.setFont(self.font)
        painter.setPen(TEXT_COLOUR)
        below = QRectF(left, middle, width, self.font.pixelSize() * 4)
        painter.drawText(below, _WRAP | Qt.AlignmentFlag.AlignTop, self.line)
