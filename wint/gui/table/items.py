"""The items the card table is drawn with: a card, a seat's name plate and a text banner.

The scene (:mod:`wint.gui.table.scene`) decides where each goes; the items size themselves from the
font metrics of the text they show, so a longer translation makes a wider plate or banner
instead of text that runs over the edge.
"""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from wint.core.cards import Card
from wint.gui.table.card_art import CardArt, height_for

__all__ = ["BANNER_FLAGS", "Banner", "CardItem", "CardTable", "Plate", "padding"]

PLATE_COLOUR = QColor(12, 40, 26, 200)
GOLD = QColor(236, 196, 92)
TEXT_COLOUR = QColor(240, 240, 232)
BANNER_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap  # a banner's text


def padding(font: QFont) -> QPointF:
    """The room left around text on a plate or banner in ``font``: side, top and bottom."""
    return QPointF(font.pixelSize() * 0.8, font.pixelSize() * 0.4)


def _line_height(font: QFont) -> float:
    """The distance between the lines of a plate."""
    return QFontMetricsF(font).lineSpacing() * 1.15


class CardTable(Protocol):
    """What a card asks of the table it lies on (the scene)."""

    @property
    def art(self) -> CardArt: ...

    @property
    def animating(self) -> bool: ...

    def finish_animations(self) -> None: ...

    def select(self, card: Card | None) -> None: ...

    def drop(self, item: CardItem, where: QPointF) -> None: ...


class CardItem(QGraphicsObject):
    """One card on the table; its face, size and place are set by the scene."""

    activated = Signal(object)  # the card, on double-click or a drop on the table

    def __init__(self, card: Card, scene: CardTable) -> None:
        super().__init__()
        self.card = card
        self._table = scene
        self._pixmap_key: tuple[object, ...] | None = None
        self._pixmap: QPixmap | None = None
        self._rect = QRectF(0, 0, 60.0, height_for(60))
        self.legal = True
        self.highlight = False  # a legal card while others are not (following suit)
        self.selected = False
        self.playable = False  # the human's card in the play, may be dragged or activated
        self.home = QPointF()
        self._drag_from: QPointF | None = None
        self.setAcceptHoverEvents(True)

    @property
    def pixmap(self) -> QPixmap | None:
        """The face (or back) drawn now."""
        return self._pixmap

    @property
    def face_up(self) -> bool:
        """True when the card's face is shown, not its back."""
        return self._pixmap_key is not None and bool(self._pixmap_key[0])

    @property
    def dimmed(self) -> bool:
        """Greyed: the human's card that may not be played to this trick."""
        return self.playable and not self.legal

    def show_as(self, face_up: bool, width: int, dpr: float, angle: float = 0.0) -> None:
        """Set the face (or back), the size and the rotation (about the card's centre)."""
        art = self._table.art
        key = (face_up, width, dpr, art.style)
        if key != self._pixmap_key:
            self.prepareGeometryChange()
            self._pixmap = art.pixmap(self.card if face_up else None, width, dpr)
            self._pixmap_key = key
            self._rect = QRectF(0, 0, width, height_for(width))
            self.setTransformOriginPoint(self._rect.center())
        if self.rotation() != angle:
            self.setRotation(angle)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self._pixmap is None:
            return
        painter.drawPixmap(QPointF(0, 0), self._pixmap)
        rect = self.boundingRect()
        if self.dimmed:
            painter.fillPath(_rounded(rect), QColor(40, 40, 40, 95))  # still responds
        elif self.playable and self.highlight:
            painter.setPen(QPen(QColor(255, 236, 160), max(1.5, rect.width() * 0.025)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(_rounded(rect.adjusted(1, 1, -1, -1)))
        if self.selected:
            painter.setPen(QPen(GOLD, max(2.0, rect.width() * 0.04)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(_rounded(rect.adjusted(1, 1, -1, -1)))

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.playable:
            self.activated.emit(self.card)
        event.accept()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._table.animating:
            self._table.finish_animations()
        if self.playable and event.button() == Qt.MouseButton.LeftButton:
            self._drag_from = event.scenePos() - self.pos()
            self.setZValue(500)
            self._table.select(self.card)
            event.accept()
            return
        event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._drag_from is not None:
            self.setPos(event.scenePos() - self._drag_from)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._drag_from is None:
            return
        self._drag_from = None
        self._table.drop(self, self.sceneBoundingRect().center())


def _rounded(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
    return path


class Plate(QGraphicsItem):
    """A seat's name plate: the name with the dealer's chip, then the seat's status (its last
    call, "declarer", the cards left, "thinking…"); a gold rim for the seat to act."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.active = False
        self.dealer = False
        self.font = QFont()
        self.size = QRectF(0, 0, 120, 44)

    @staticmethod
    def height_for(font: QFont, lines: int) -> float:
        """The height of a plate of ``lines`` lines in ``font``."""
        return _line_height(font) * lines + 2 * padding(font).y()

    @staticmethod
    def text_width(font: QFont, lines: list[str]) -> float:
        """The width ``lines`` need on a plate: the first line also holds the dealer's chip."""
        metrics = QFontMetricsF(font)
        chip = _dealer_chip(font)[1].width() + 4
        widths = [metrics.horizontalAdvance(line) for line in lines]
        return max([widths[0] + chip, *widths[1:]], default=0.0) + 2 * padding(font).x()

    def set_text(
        self, lines: list[str], active: bool, dealer: bool, font: QFont, width: float
    ) -> None:
        """Show ``lines`` on a plate ``width`` wide (a longer name is cut short with …)."""
        height = self.height_for(font, len(lines))
        if (lines, active, dealer, font, width, height) == (
            self.lines,
            self.active,
            self.dealer,
            self.font,
            self.size.width(),
            self.size.height(),
        ):
            return
        self.prepareGeometryChange()
        self.lines, self.active, self.dealer, self.font = lines, active, dealer, font
        self.size = QRectF(0, 0, width, height)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.size.adjusted(-3, -3, 3, 3)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(GOLD, 2.5) if self.active else QPen(QColor(255, 255, 255, 40), 1)
        painter.setPen(pen)
        painter.setBrush(PLATE_COLOUR)
        painter.drawRoundedRect(self.size, 9, 9)
        painter.setFont(self.font)
        painter.setPen(TEXT_COLOUR)
        metrics = QFontMetricsF(self.font)
        line_height = _line_height(self.font)
        pad = padding(self.font)
        y = pad.y()
        for index, line in enumerate(self.lines):
            rect = QRectF(pad.x(), y, self.size.width() - 2 * pad.x(), line_height)
            if index == 0 and self.dealer:
                letter, chip = _dealer_chip(self.font)
                chip.translate(rect.right() - chip.width() + 1, y + 1)
                painter.setBrush(GOLD)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
                painter.setPen(QColor(40, 30, 10))
                painter.setFont(letter)
                painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, _dealer_letter())
                painter.setFont(self.font)
                painter.setPen(TEXT_COLOUR)
                rect.setRight(chip.left() - 4)
            shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width() + 0.5)
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown
            )
            y += line_height


def _dealer_letter() -> str:
    return QCoreApplication.translate("TableScene", "D", "dealer chip")


def _dealer_chip(font: QFont) -> tuple[QFont, QRectF]:
    """The dealer chip's lettering and its rectangle at the origin: a round chip, or a pill
    as wide as a longer word (Russian «Сд»)."""
    side = _line_height(font) - 2
    letter = QFont(font)
    letter.setPixelSize(max(6, round(side * 0.66)))
    letter.setBold(True)
    width = max(side, QFontMetricsF(letter).horizontalAdvance(_dealer_letter()) + side / 2)
    return letter, QRectF(0, 0, width, side)


class Banner(QGraphicsItem):
    """Centred text on a dark rounded plate: the contract, messages, refusals.  Lines longer
    than the width allowed are wrapped at spaces, never cut."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = QFont()
        self.size = QRectF()
        self.colour = TEXT_COLOUR
        self.rule = ""

    def set_text(
        self, text: str, font: QFont, colour: QColor = TEXT_COLOUR, max_width: float = 1e6
    ) -> None:
        """Show ``text`` (lines split by newlines) on a banner at most ``max_width`` wide."""
        self.prepareGeometryChange()
        self.text, self.font, self.colour = text, font, colour
        pad = padding(font)
        room = QRectF(0, 0, max(1.0, max_width - 2 * pad.x()), 1e6)
        box = QFontMetricsF(font).boundingRect(room, BANNER_FLAGS, text)
        width = math.ceil(box.width() + 2 * pad.x()) + 1
        self.size = QRectF(0, 0, width, math.ceil(box.height() + 2 * pad.y()))
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.size

    def text_rect(self) -> QRectF:
        """Where the text is drawn, inside the padding."""
        pad = padding(self.font)
        return self.size.adjusted(pad.x(), pad.y(), -pad.x(), -pad.y())

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE_COLOUR)
        painter.drawRoundedRect(self.size, 10, 10)
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self.text_rect(), BANNER_FLAGS, self.text)
