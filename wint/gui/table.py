"""The card table: a QGraphicsScene laid out in view pixels, redrawn from the controller.

The scene holds no rules.  :meth:`TableScene.sync` places every card from the controller's
session; cards slide to their places with one animator that can be skipped with a click or
made instant.  The human's cards are played by double-click, by dragging them onto the
table, or with the keyboard (arrows and Enter): all three go through ``card_activated``.
Layout is recomputed on every resize in the view's own pixels, and card pixmaps are
rendered for the exact size and pixel ratio, so the table stays crisp at any size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from wint.core.calls import Call
from wint.core.cards import CARDS, Card
from wint.core.seats import SEATS, Seat, Side
from wint.core.state import DealState, Phase
from wint.gui.card_art import CardArt, height_for
from wint.gui.controller import GameController
from wint.gui.texts import (
    call_text,
    card_text,
    player_name,
    reason_rule,
    reason_text,
    seat_text,
    strain_text,
)

__all__ = ["CardItem", "TableScene", "TableView"]

_FELT = QColor(28, 92, 58)
_FELT_EDGE = QColor(14, 58, 36)
_PLATE = QColor(12, 40, 26, 200)
_GOLD = QColor(236, 196, 92)
_TEXT = QColor(240, 240, 232)
_DISPLAY_SUITS = (0, 2, 3, 1)  # the place of ♠ ♣ ♦ ♥ in a hand on screen: ♠ ♥ ♣ ♦


class CardItem(QGraphicsObject):
    """One card on the table; its face, size and place are set by the scene."""

    activated = Signal(object)  # the card, on double-click or a drop on the table

    def __init__(self, card: Card, scene: TableScene) -> None:
        super().__init__()
        self.card = card
        self._table = scene
        self._pixmap_key: tuple[bool, int, float] | None = None
        self._pixmap: QPixmap | None = None
        self._width = 60.0
        self._rect = QRectF(0, 0, 60.0, height_for(60))
        self._face_up = False
        self.legal = True
        self.highlight = False  # a legal card while others are not (following suit)
        self.selected = False
        self.playable = False  # the human's card, may be dragged or activated
        self.home = QPointF()
        self._drag_from: QPointF | None = None
        self.setAcceptHoverEvents(True)

    def show_as(self, face_up: bool, width: int, dpr: float, angle: float = 0.0) -> None:
        """Set the face (or back), the size and the rotation."""
        key = (face_up, width, dpr)
        if key != self._pixmap_key:
            self.prepareGeometryChange()
            self._pixmap = self._table.art.pixmap(self.card if face_up else None, width, dpr)
            self._pixmap_key = key
            self._width = width
            self._rect = QRectF(0, 0, width, height_for(width))
        self._face_up = face_up
        if self.rotation() != angle:
            self.setTransformOriginPoint(self._rect.center())
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
        if self.playable and not self.legal:
            painter.fillPath(_rounded(rect), QColor(40, 40, 40, 95))  # dimmed, still responds
        elif self.playable and self.highlight:
            painter.setPen(QPen(QColor(255, 236, 160), max(1.5, rect.width() * 0.025)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(_rounded(rect.adjusted(1, 1, -1, -1)))
        if self.selected:
            painter.setPen(QPen(_GOLD, max(2.0, rect.width() * 0.04)))
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


class _Plate(QGraphicsItem):
    """A seat's name plate: name, dealer chip, tricks won, whose turn, the last call."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.active = False
        self.dealer = False
        self.size = QRectF(0, 0, 160, 44)
        self.font = QFont()

    def set_text(self, lines: list[str], active: bool, dealer: bool, font: QFont) -> None:
        if (lines, active, dealer, font) == (self.lines, self.active, self.dealer, self.font):
            return
        self.prepareGeometryChange()
        self.lines, self.active, self.dealer, self.font = lines, active, dealer, font
        metrics_height = font.pixelSize() * 1.35
        widest = max((len(line) for line in lines), default=4)
        self.size = QRectF(
            0, 0, max(120, widest * font.pixelSize() * 0.62 + 36), metrics_height * len(lines) + 12
        )
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
        pen = QPen(_GOLD, 2.5) if self.active else QPen(QColor(255, 255, 255, 40), 1)
        painter.setPen(pen)
        painter.setBrush(_PLATE)
        painter.drawRoundedRect(self.size, 9, 9)
        painter.setFont(self.font)
        painter.setPen(_TEXT)
        line_height = self.font.pixelSize() * 1.35
        y = 6.0
        for index, line in enumerate(self.lines):
            rect = QRectF(12, y, self.size.width() - 24, line_height)
            if index == 0 and self.dealer:
                # a round chip, or a pill as wide as a longer word (Russian «Сд»)
                dealer = QCoreApplication.translate("TableScene", "D", "dealer chip")
                chip_font = QFont(self.font)
                chip_font.setPixelSize(max(8, round(self.font.pixelSize() * 0.7)))
                chip_font.setBold(True)
                side = line_height - 4
                width = max(side, QFontMetricsF(chip_font).horizontalAdvance(dealer) + side / 2)
                chip = QRectF(rect.right() - width + 2, y + 2, width, side)
                painter.setBrush(_GOLD)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(chip, side / 2, side / 2)
                painter.setPen(QColor(40, 30, 10))
                painter.setFont(chip_font)
                painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, dealer)
                painter.setFont(self.font)
                painter.setPen(_TEXT)
                rect.setRight(chip.left() - 4)
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            y += line_height


class _Banner(QGraphicsItem):
    """Centred text on a dark rounded plate: the contract, messages, refusals."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = QFont()
        self.size = QRectF()
        self.colour = _TEXT
        self.rule = ""

    def set_text(self, text: str, font: QFont, colour: QColor = _TEXT) -> None:
        self.prepareGeometryChange()
        self.text, self.font, self.colour = text, font, colour
        lines = text.split("\n") if text else []
        width = max((len(line) for line in lines), default=0) * font.pixelSize() * 0.58 + 28
        self.size = QRectF(0, 0, width, len(lines) * font.pixelSize() * 1.4 + 14)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.size

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_PLATE)
        painter.drawRoundedRect(self.size, 10, 10)
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self.size, Qt.AlignmentFlag.AlignCenter, self.text)


@dataclass(slots=True)
class _Layout:
    """Sizes and places for the current view size."""

    width: float
    height: float
    card: int  # the human's card width
    small: int  # the others' card width
    font_px: int

    @property
    def centre(self) -> QPointF:
        return QPointF(self.width / 2, self.height * 0.45)


class TableScene(QGraphicsScene):
    """The card table, drawn from a :class:`GameController`."""

    card_activated = Signal(object)  # a Card the human chose (double-click, drop, Enter)
    rule_requested = Signal(str)  # "why?": a click on a message that cites a rule

    def __init__(self, controller: GameController, art: CardArt | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.art = art or CardArt()
        self.dpr = 1.0
        self.open_hands = False  # show every hand face up (watching, or after the deal)
        self.animate = True
        self.confirm: Callable[[Card], bool] | None = None  # "are you sure?" before a card
        self._layout = _Layout(1280, 800, 80, 56, 15)
        self._cards = {card: CardItem(card, self) for card in CARDS}
        for item in self._cards.values():
            item.setVisible(False)
            item.activated.connect(self.card_activated)
            self.addItem(item)
        self._plates = {seat: _Plate() for seat in SEATS}
        for plate in self._plates.values():
            plate.setZValue(300)
            self.addItem(plate)
        self._contract = _Banner()
        self._contract.setZValue(300)
        self.addItem(self._contract)
        self._message = _Banner()
        self._message.setZValue(600)
        self.addItem(self._message)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(lambda: self._message.setVisible(False))
        self._selected: Card | None = None
        self._animations = QParallelAnimationGroup(self)
        self._gathered = 0  # quitted tricks already moved off the centre
        self._thinking: Seat | None = None
        self._gather_timer = QTimer(self)
        self._gather_timer.setSingleShot(True)
        self._gather_timer.timeout.connect(self._gather)
        controller.changed.connect(self.sync)
        controller.rejected.connect(self._on_rejected)
        controller.thinking.connect(self._on_thinking)
        self.card_activated.connect(self._play)

    # -- the viewer's seat -------------------------------------------------------------------

    @property
    def bottom(self) -> Seat:
        """The seat shown at the bottom: the human's, South when watching."""
        return self.controller.human or Seat.S

    def _screen_seat(self, seat: Seat) -> int:
        """0 bottom, 1 left, 2 top, 3 right: seats turn so the viewer sits at the bottom."""
        return (seat - self.bottom) & 3

    # -- layout ------------------------------------------------------------------------------

    def resize_to(self, width: float, height: float, dpr: float) -> None:
        """Lay the table out for a view of ``width`` × ``height`` pixels."""
        self.dpr = dpr
        card = round(max(46, min(width * 0.075, height * 0.135)))
        small = round(card * 0.72)
        font_px = round(max(12, min(20, height * 0.02)))
        self._layout = _Layout(width, height, card, small, font_px)
        self.setSceneRect(0, 0, width, height)
        self._warm_cache()
        self.sync(animate=False)

    def _warm_cache(self) -> None:
        """Render every card at this layout's sizes now, not in the middle of play."""
        layout = self._layout
        for width in {layout.card, layout.small}:
            self.art.pixmap(None, width, self.dpr)
            for card in CARDS:
                self.art.pixmap(card, width, self.dpr)
        self.art.pixmap(None, round(layout.small * 0.7), self.dpr)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        layout = self._layout
        gradient = QRadialGradient(layout.centre, max(layout.width, layout.height) * 0.75)
        gradient.setColorAt(0.0, _FELT.lighter(112))
        gradient.setColorAt(1.0, _FELT_EDGE)
        painter.fillRect(rect, QBrush(gradient))

    def _font(self, scale: float = 1.0, bold: bool = False) -> QFont:
        font = QFont()
        font.setPixelSize(max(10, round(self._layout.font_px * scale)))
        font.setBold(bold)
        return font

    # -- drawing from the session ----------------------------------------------------------

    def sync(self, animate: bool | None = None) -> None:
        """Place every card and label from the controller's session."""
        animate = self.animate if animate is None else animate
        self.finish_animations()
        state = self.controller.session.state
        targets: dict[Card, tuple[QPointF, float, bool, int, float]] = {}
        human = self.controller.human
        legal = set(state.legal_actions()) if state.to_act is human else set()
        partly_legal = human is not None and 0 < len(legal) < len(state.hand(human))
        reveal = self.open_hands or human is None or state.is_over
        for seat in SEATS:
            face_up = seat is human or reveal
            self._place_hand(state, seat, face_up, targets)
        self._place_trick(state, targets)
        self._place_won(state, targets)
        group = QParallelAnimationGroup(self)
        for card, item in self._cards.items():
            target = targets.get(card)
            if target is None:
                item.setVisible(False)
                continue
            pos, z, face_up, width, angle = target
            item.playable = (
                human is not None and card in state.hand(human) and state.to_act is human
            )
            item.legal = card in legal
            item.highlight = item.legal and partly_legal
            item.selected = card is self._selected and item.playable
            item.show_as(face_up, width, self.dpr, angle)
            item.setZValue(z)
            item.home = pos
            if animate and item.isVisible() and (item.pos() - pos).manhattanLength() > 2:
                animation = QPropertyAnimation(item, b"pos", group)
                animation.setStartValue(item.pos())
                animation.setEndValue(pos)
                animation.setDuration(max(80, self.controller.pace.step_ms // 2))
                animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            else:
                item.setPos(pos)
            item.setVisible(True)
            item.update()
        self._animations = group
        if group.animationCount():
            group.start()
        self._place_plates(state)
        self._place_contract(state)

    def _place_hand(
        self,
        state: DealState,
        seat: Seat,
        face_up: bool,
        targets: dict[Card, tuple[QPointF, float, bool, int, float]],
    ) -> None:
        layout = self._layout
        # shown ♠ ♥ ♣ ♦, so that the colours alternate; high cards first in each suit
        cards = sorted(state.hand(seat), key=lambda c: (_DISPLAY_SUITS[c.suit], -c.rank))
        if not cards:
            return
        where = self._screen_seat(seat)
        big = where == 0
        width = layout.card if big or (face_up and where == 2) else layout.small
        height = height_for(width)
        count = len(cards)
        if where in (0, 2):
            if face_up:
                step = min(width * 0.58, (layout.width * 0.62 - width) / max(1, count - 1))
            else:
                step = min(width * 0.3, (layout.width * 0.4 - width) / max(1, count - 1))
            span = step * (count - 1) + width
            x = (layout.width - span) / 2
            y = (
                layout.height - height - layout.height * 0.025
                if where == 0
                else layout.height * 0.025
            )
            for index, card in enumerate(cards):
                lift = -height * 0.12 if where == 0 and card is self._selected else 0
                targets[card] = (
                    QPointF(x + index * step, y + lift),
                    10 + index,
                    face_up,
                    width,
                    0.0,
                )
        elif face_up:
            # an open side hand: a column of upright cards, each index showing
            step = min(height * 0.24, (layout.height * 0.62 - height) / max(1, count - 1))
            span = step * (count - 1) + height
            y0 = layout.centre.y() - span / 2
            x = layout.width * 0.03 if where == 1 else layout.width * 0.97 - width
            for index, card in enumerate(cards):
                targets[card] = (QPointF(x, y0 + index * step), 10 + index, True, width, 0.0)
        else:
            step = min(width * 0.22, (layout.height * 0.5 - width) / max(1, count - 1))
            span = step * (count - 1) + width
            y0 = layout.centre.y() - span / 2
            x = layout.width * 0.03 if where == 1 else layout.width * 0.97 - height
            for index, card in enumerate(cards):
                # backs turned a quarter about the card's centre
                cx = x + height / 2
                cy = y0 + index * step + width / 2
                pos = QPointF(cx - width / 2, cy - height / 2)
                targets[card] = (pos, 10 + index, False, width, 90.0)

    def _trick_slot(self, seat: Seat) -> QPointF:
        layout = self._layout
        width = layout.card
        height = height_for(width)
        centre = layout.centre
        offsets = {
            0: QPointF(0, height * 0.56),
            1: QPointF(-width * 1.05, 0),
            2: QPointF(0, -height * 0.56),
            3: QPointF(width * 1.05, 0),
        }
        offset = offsets[self._screen_seat(seat)]
        return QPointF(centre.x() + offset.x() - width / 2, centre.y() + offset.y() - height / 2)

    def _place_trick(
        self, state: DealState, targets: dict[Card, tuple[QPointF, float, bool, int, float]]
    ) -> None:
        plays = list(state.current_trick)
        tricks = state.tricks
        if not plays and tricks and len(tricks) > self._gathered:
            plays = list(tricks[-1].plays())  # a full trick stays until it is gathered
            if not self._gather_timer.isActive():
                delay = self.controller.pace.trick_ms if self.animate else 0
                self._gather_timer.start(max(1, delay))
        elif plays:
            self._gathered = len(tricks)
        if not tricks:
            self._gathered = 0
        for order, (seat, card) in enumerate(plays):
            targets[card] = (self._trick_slot(seat), 200 + order, True, self._layout.card, 0.0)

    def _gather(self) -> None:
        state = self.controller.session.state
        self._gathered = len(state.tricks)
        self.sync()

    def _place_won(
        self, state: DealState, targets: dict[Card, tuple[QPointF, float, bool, int, float]]
    ) -> None:
        """Quitted tricks lie face down in a small pile by the winner's side."""
        layout = self._layout
        width = round(layout.small * 0.7)
        piles = {Side.NS: 0, Side.EW: 0}
        for number, trick in enumerate(state.tricks[: self._gathered]):
            side = trick.winner.side
            count = piles[side]
            piles[side] += 1
            ours = side is self.bottom.side
            x = layout.width * 0.80 + count * width * 0.14
            y = layout.height - height_for(layout.card) * 0.8 if ours else layout.height * 0.16
            for card in trick.cards:
                targets[card] = (QPointF(x, y), 50 + number, False, width, 0.0)

    def _place_plates(self, state: DealState) -> None:
        layout = self._layout
        session = self.controller.session
        last_calls: dict[Seat, Call] = {}
        if state.phase is Phase.AUCTION:
            for seat, call in state.calls():
                last_calls[seat] = call
        for seat in SEATS:
            plate = self._plates[seat]
            name = player_name(session.setup, seat)
            lines = [name]
            status = ""
            if seat is self._thinking:
                status = self.tr("thinking…")
            elif seat in last_calls:
                status = call_text(last_calls[seat])
            elif (
                state.phase is not Phase.AUCTION
                and state.contract is not None
                and seat is state.contract.declarer
            ):
                status = self.tr("declarer")
            hidden = seat is not self.controller.human and not (
                self.open_hands or self.controller.human is None or state.is_over
            )
            count = len(state.hand(seat))
            if status:
                lines.append(status)
            elif hidden and count:
                lines.append(self.tr("%n card(s)", "", count))
            elif name != seat_text(seat):
                lines.append(seat_text(seat))
            active = state.to_act is seat
            plate.set_text(lines, active, seat is state.dealer, self._font())
            where = self._screen_seat(seat)
            size = plate.size
            card_h = height_for(layout.card)
            # the viewer's plate stands left of the hand (which spans at most the middle
            # 62 %), or above its left end when the window is too narrow for that
            left = layout.width * 0.19 - size.width() - layout.width * 0.008
            hand_top = layout.height - card_h - layout.height * 0.025
            positions = {
                0: QPointF(left, layout.height - card_h * 0.55 - size.height())
                if left >= layout.width * 0.005
                else QPointF(layout.width * 0.19, hand_top - size.height() - card_h * 0.15),
                1: QPointF(
                    layout.width * 0.03, layout.centre.y() - layout.height * 0.27 - size.height()
                ),
                2: QPointF(layout.width * 0.2 - size.width() / 2, layout.height * 0.03),
                3: QPointF(
                    layout.width * 0.97 - size.width(),
                    layout.centre.y() - layout.height * 0.27 - size.height(),
                ),
            }
            plate.setPos(positions[where])

    def _place_contract(self, state: DealState) -> None:
        layout = self._layout
        contract = state.contract
        ours = self.bottom.side
        won = (state.tricks_won(ours), state.tricks_won(ours.other))
        if state.phase is Phase.AUCTION:
            text = (
                self.tr("Auction")
                + " · "
                + self.tr("dealer: %1").replace("%1", seat_text(state.dealer))
            )
        elif contract is None and state.phase is Phase.PASSED_OUT:
            text = self.tr("All passed")
        elif contract is None:
            text = (
                self.tr("Raspasovka")
                + "\n"
                + self.tr("Tricks: we %1 · they %2")
                .replace("%1", str(won[0]))
                .replace("%2", str(won[1]))
            )
        else:
            text = (
                self.tr("Contract: %1 by %2")
                .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
                .replace("%2", seat_text(contract.declarer))
                + "\n"
                + self.tr("Tricks: we %1 · they %2")
                .replace("%1", str(won[0]))
                .replace("%2", str(won[1]))
            )
        self._contract.set_text(text, self._font(1.05, bold=True))
        self._contract.setPos(
            layout.width * 0.98 - self._contract.size.width(), layout.height * 0.03
        )

    # -- interaction -------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """True while cards are moving."""
        return self._animations.state() == QParallelAnimationGroup.State.Running

    def finish_animations(self) -> None:
        """Skip to the end of every running animation."""
        if self.animating:
            self._animations.setCurrentTime(self._animations.totalDuration())
            self._animations.stop()

    def select(self, card: Card | None) -> None:
        """Mark ``card`` as the keyboard's choice."""
        self._selected = card
        self.sync(animate=False)

    def drop(self, item: CardItem, where: QPointF) -> None:
        """A dragged card was let go: on the table it is played, elsewhere it returns."""
        layout = self._layout
        centre = layout.centre
        near = (
            abs(where.x() - centre.x()) < layout.width * 0.28
            and abs(where.y() - centre.y()) < layout.height * 0.26
        )
        if near:
            self.card_activated.emit(item.card)
        self.sync(animate=False)  # played cards go to the trick, refused ones back home

    def _play(self, card: Card) -> None:
        if self.confirm is not None and not self.confirm(card):
            self.sync(animate=False)
            return
        self._selected = None
        self.controller.play_card(card)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        """A click anywhere skips the animations in progress; a click on a message that
        cites a rule opens the rulebook there."""
        if self.animating:
            self.finish_animations()
        message = self._message
        if (
            message.isVisible()
            and message.rule
            and message.sceneBoundingRect().contains(event.scenePos())
        ):
            self.rule_requested.emit(message.rule)
            event.accept()
            return
        super().mousePressEvent(event)

    def show_last_tricks(self) -> None:
        """Show the quitted tricks one may look at now (V-PLAY-8, C-18)."""
        state = self.controller.session.state
        tricks = state.reviewable_tricks()
        if not tricks:
            self.show_message(self.tr("No trick may be looked at now."))
            return
        lines = []
        for trick in tricks:
            plays = "  ".join(
                f"{seat_text(seat)}: {card_text(card)}" for seat, card in trick.plays()
            )
            lines.append(plays + "  → " + seat_text(trick.winner))
        self.show_message("\n".join(lines), msecs=5000)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        human = self.controller.human
        state = self.controller.session.state
        if human is None or state.phase is not Phase.PLAY:
            super().keyPressEvent(event)
            return
        cards = sorted(state.hand(human), key=lambda c: (_DISPLAY_SUITS[c.suit], -c.rank))
        if not cards:
            return
        key = event.key()
        index = cards.index(self._selected) if self._selected in cards else -1
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            index = (
                (index + step) % len(cards) if index >= 0 else (0 if step > 0 else len(cards) - 1)
            )
            self.select(cards[index])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and index >= 0:
            self.card_activated.emit(cards[index])
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def show_message(
        self, text: str, warning: bool = False, msecs: int = 3500, rule: str = ""
    ) -> None:
        """A short message over the table (a refusal, the deal's end); with ``rule`` a click
        on it opens the rulebook there."""
        colour = QColor(255, 210, 120) if warning else _TEXT
        if rule:
            text += "\n" + self.tr("Why? Click here (%1)").replace("%1", rule)
        self._message.rule = rule
        self._message.set_text(text, self._font(1.1, bold=True), colour)
        layout = self._layout
        self._message.setPos(
            layout.width / 2 - self._message.size.width() / 2, layout.height * 0.62
        )
        if msecs:
            self._message_timer.start(msecs)

    def _on_rejected(self, reason: str, action: str) -> None:
        self.show_message(reason_text(reason), warning=True, rule=reason_rule(reason))
        self.sync(animate=False)

    def _on_thinking(self, seat: Seat | None) -> None:
        self._thinking = seat
        self._place_plates(self.controller.session.state)


class TableView(QGraphicsView):
    """The view of the table: no scroll bars; the scene is laid out for its size."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._scene = scene  # keep a reference: a view does not own its scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt is drawn once
        self.setMinimumSize(640, 420)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        size = self.viewport().size()
        self._scene.resize_to(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(0, 0, size.width(), size.height())
        self.resetCachedContent()
