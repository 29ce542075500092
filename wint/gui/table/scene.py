"""The card table: a QGraphicsScene laid out in view pixels, redrawn from the controller.

The scene holds no rules.  :meth:`TableScene.sync` places every card from the controller's
session; cards slide to their places with one animator that can be skipped with a click or
made instant.  The human's cards are played by double-click, by dragging them onto the
table, or with the keyboard (arrows and Enter): all three go through ``card_activated``.
Layout is recomputed on every resize in the view's own pixels, and card pixmaps are
rendered for the exact size and pixel ratio, so the table stays crisp at any size.

The table is laid out in bands so that nothing overlaps at any size the view allows: along
the top the top seat's plate (left corner), its hand and the contract (right corner); down
each side a plate with its hand below it; along the bottom the viewer's plate, hand and the
tricks the viewer's side has won.  The other side's tricks lie beside the right-hand plate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QWidget,
)

from wint.core.cards import CARDS, Card
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.calls import ALL_BIDS, INVITE, PASS, QUESTION, Call
from wint.games.vint.state import DealState, Phase
from wint.gui.controller import GameController
from wint.gui.table.card_art import CARD_ASPECT, CardArt, height_for, index_depth, index_reach
from wint.gui.table.items import TEXT_COLOUR, Banner, CardItem, Plate
from wint.gui.texts import (
    call_text,
    card_text,
    player_name,
    reason_rule,
    reason_text,
    seat_text,
    strain_text,
)

__all__ = ["TableScene", "TableView"]

_FELT = QColor(28, 92, 58)
_FELT_EDGE = QColor(14, 58, 36)
_DISPLAY_SUITS = (0, 2, 3, 1)  # the place of ♠ ♣ ♦ ♥ in a hand on screen: ♠ ♥ ♣ ♦
_STATUS_CALLS = (*ALL_BIDS, PASS, QUESTION, INVITE)  # every call a plate may show
# The step between fanned cards, in card widths: face up as much as looks generous, face
# down close; a face-up hand never steps less than its corner index needs.
_FACE_UP_STEP = 0.58
_BACK_STEP = 0.3
_COLUMN_BACK_STEP = 0.22
_INDEX_CLEARANCE = 0.04
_PILE_SCALE = 0.7  # a won trick's cards, to the others' card width
_PILE_STEP = 0.14  # each trick in a pile lies this much (of its width) right of the last
# Type of a card's target: place, stacking order, face up, width, rotation.
_Target = tuple[QPointF, float, bool, int, float]


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

    @property
    def margin(self) -> float:
        """The felt left bare along the view's edges."""
        return max(6.0, round(min(self.width, self.height) * 0.015))

    @property
    def gap(self) -> float:
        """The felt left bare between neighbours."""
        return max(4.0, round(self.margin * 0.6))

    @property
    def pile_card(self) -> int:
        """The width of a card in a pile of won tricks."""
        return round(self.small * _PILE_SCALE)

    @property
    def pile_size(self) -> QSizeF:
        """The room a pile of all thirteen tricks takes."""
        card = self.pile_card
        return QSizeF(card * (1 + 12 * _PILE_STEP), height_for(card))


@dataclass(slots=True)
class _Frame:
    """Where the plates, the contract and the won tricks stand, and the room each hand may
    take, by place on screen (0 bottom, 1 left, 2 top, 3 right)."""

    plates: dict[int, QPointF] = field(default_factory=dict)
    rooms: dict[int, QRectF] = field(default_factory=dict)
    piles: dict[bool, QPointF] = field(default_factory=dict)  # True: the viewer's side
    contract: QPointF = field(default_factory=QPointF)


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
        self._plates = {seat: Plate() for seat in SEATS}
        for plate in self._plates.values():
            plate.setZValue(300)
            self.addItem(plate)
        self._contract = Banner()
        self._contract.setZValue(300)
        self.addItem(self._contract)
        self._message = Banner()
        self._message.setZValue(600)
        self.addItem(self._message)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(lambda: self._message.setVisible(False))
        self._selected: Card | None = None
        self._animations = QParallelAnimationGroup(self)
        self._gathered = 0  # quitted tricks already moved off the centre
        self._thinking: Seat | None = None
        self._frame = _Frame()
        self._plate = self._plate_size()  # measured again on each sync (names, language, font)
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
        self._place_message()

    def _warm_cache(self) -> None:
        """Render every card at this layout's sizes now, not in the middle of play."""
        layout = self._layout
        for width in {layout.card, layout.small}:
            self.art.pixmap(None, width, self.dpr)
            for card in CARDS:
                self.art.pixmap(card, width, self.dpr)
        self.art.pixmap(None, layout.pile_card, self.dpr)

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
        human = self.controller.human
        self._plate = self._plate_size()
        self._label_plates(state)
        self._label_contract(state)
        self._frame = self._make_frame()
        self._place_labels()
        # the human's cards respond only when a card is due from them, not while calling
        playing = human if state.phase is Phase.PLAY and state.to_act is human else None
        playable = set(state.hand(playing)) if playing is not None else set()
        legal = set(state.legal_actions()) if playing is not None else set()
        partly_legal = 0 < len(legal) < len(playable)
        targets: dict[Card, _Target] = {}
        reveal = self.open_hands or human is None or state.is_over
        for seat in SEATS:
            self._place_hand(state, seat, seat is human or reveal, targets)
        self._place_trick(state, targets)
        self._place_won(state, targets)
        group = QParallelAnimationGroup(self)
        for card, item in self._cards.items():
            target = targets.get(card)
            if target is None:
                item.setVisible(False)
                continue
            pos, z, face_up, width, angle = target
            item.playable = card in playable
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

    def _plate_size(self) -> QSizeF:
        """The room of every plate: wide enough for each name (up to a fifth of the table,
        longer names are cut short) and for every status a plate may show, two lines high,
        so that no hand moves when a plate's text changes."""
        font = self._font()
        setup = self.controller.session.setup
        statuses = [
            self.tr("thinking…"),
            self.tr("declarer"),
            *(self.tr("%n card(s)", "", count) for count in range(1, 14)),
            *(seat_text(seat) for seat in SEATS),
            *(call_text(call) for call in _STATUS_CALLS),
        ]
        widest = max(Plate.text_width(font, ["", status]) for status in statuses)
        names = max(Plate.text_width(font, [player_name(setup, seat)]) for seat in SEATS)
        width = max(widest, min(names, self._layout.width * 0.2))
        return QSizeF(width, Plate.height_for(font, 2))

    def _make_frame(self) -> _Frame:
        """Lay out the bands: the plates, the contract, the piles and each hand's room."""
        layout = self._layout
        margin, gap = layout.margin, layout.gap
        width, height = layout.width, layout.height
        plate = self._plate
        banner = self._contract.size.size()
        pile = layout.pile_size
        tall = height_for(layout.card)  # the tallest a hand is
        frame = _Frame()
        # the top band: the plate in the left corner, the contract in the right, the hand between
        frame.plates[2] = QPointF(margin, margin)
        frame.contract = QPointF(width - margin - banner.width(), margin)
        frame.rooms[2] = QRectF(
            QPointF(margin + plate.width() + gap, margin),
            QPointF(frame.contract.x() - gap, margin + tall),
        )
        below_top = margin + max(plate.height(), banner.height(), tall) + gap
        # the bottom band: the hand in the middle with our tricks in the right corner; the
        # plate left of the longest hand, or above its left end when there is no room
        hand_top = height - margin - tall
        frame.rooms[0] = QRectF(
            QPointF(margin + pile.width() + gap, hand_top),
            QPointF(width - margin - pile.width() - gap, height - margin),
        )
        frame.piles[True] = QPointF(width - margin - pile.width(), height - margin - pile.height())
        _, longest = self._row(13, layout.card, True, self._row_length(frame.rooms[0], 0, True))
        hand_left = (width - longest) / 2
        if hand_left - gap - plate.width() >= margin:
            frame.plates[0] = QPointF(
                hand_left - gap - plate.width(), height - margin - (tall + plate.height()) / 2
            )
        else:
            frame.plates[0] = QPointF(hand_left, hand_top - gap - plate.height())
        # the sides: a plate under the top band and the hand under it; the other side's tricks
        # beside the right-hand plate
        frame.plates[1] = QPointF(margin, below_top)
        frame.plates[3] = QPointF(width - margin - plate.width(), below_top)
        frame.piles[False] = QPointF(frame.plates[3].x() - gap - pile.width(), below_top)
        column_top = below_top + max(plate.height(), pile.height()) + gap
        column = height_for(layout.small)  # the widest a side hand is (backs lie turned)
        low = min(hand_top, frame.plates[0].y()) - gap
        frame.rooms[1] = QRectF(margin, column_top, column, low - column_top)
        frame.rooms[3] = QRectF(width - margin - column, column_top, column, low - column_top)
        return frame

    def _place_labels(self) -> None:
        frame = self._frame
        for seat, plate in self._plates.items():
            plate.setPos(frame.plates[self._screen_seat(seat)])
        self._contract.setPos(frame.contract)

    def _row_length(self, room: QRectF, where: int, face_up: bool) -> float:
        """The longest the bottom (0) or top (2) hand may be in ``room``."""
        share = 0.62 if face_up or where == 0 else 0.4
        return max(0.0, min(room.width(), self._layout.width * share))

    @staticmethod
    def _row(count: int, width: int, face_up: bool, length: float) -> tuple[float, float]:
        """The step and the span of ``count`` cards ``width`` wide fanned in a row at most
        ``length`` long (a face-up row keeps to its preferred step if there is room)."""
        preferred = width * (_FACE_UP_STEP if face_up else _BACK_STEP)
        step = min(preferred, max(0.0, length - width) / max(1, count - 1))
        return step, step * (count - 1) + width

    def _place_hand(
        self, state: DealState, seat: Seat, face_up: bool, targets: dict[Card, _Target]
    ) -> None:
        # shown ♠ ♥ ♣ ♦, so that the colours alternate; high cards first in each suit
        cards = sorted(state.hand(seat), key=lambda c: (_DISPLAY_SUITS[c.suit], -c.rank))
        if not cards:
            return
        where = self._screen_seat(seat)
        if where in (0, 2):
            self._place_row(cards, where, face_up, targets)
        elif face_up:
            self._place_open_column(cards, where, targets)
        else:
            self._place_back_column(cards, where, targets)

    def _place_row(
        self, cards: list[Card], where: int, face_up: bool, targets: dict[Card, _Target]
    ) -> None:
        """The bottom or top hand, fanned left to right, centred where there is room."""
        layout = self._layout
        room = self._frame.rooms[where]
        count = len(cards)
        width = layout.card if where == 0 or face_up else layout.small
        length = self._row_length(room, where, face_up)
        least = index_reach(width) + width * _INDEX_CLEARANCE
        if face_up and least * (count - 1) + width > length:  # smaller, to show every index
            ratio = (index_reach(1) + _INDEX_CLEARANCE) * (count - 1) + 1
            width = max(16, int(length / ratio))
        step, span = self._row(count, width, face_up, length)
        height = height_for(width)
        x = min(max(layout.width / 2 - span / 2, room.left()), room.right() - span)
        y = room.bottom() - height if where == 0 else room.top()
        for index, card in enumerate(cards):
            lift = -height * 0.12 if where == 0 and card is self._selected else 0
            targets[card] = (QPointF(x + index * step, y + lift), 10 + index, face_up, width, 0.0)

    def _column_top(self, room: QRectF, span: float) -> float:
        """The top of a side hand ``span`` long: centred on the table, kept in its room."""
        top = self._layout.centre.y() - span / 2
        return max(room.top(), min(top, room.bottom() - span))

    def _place_open_column(
        self, cards: list[Card], where: int, targets: dict[Card, _Target]
    ) -> None:
        """A side hand face up: a column of upright cards, each showing its rank and suit."""
        room = self._frame.rooms[where]
        count = len(cards)
        ratio = index_depth(1) + _INDEX_CLEARANCE  # the step, in card widths
        width = self._layout.small
        if ratio * width * (count - 1) + height_for(width) > room.height():  # smaller, to fit
            width = max(16, int(room.height() / (ratio * (count - 1) + CARD_ASPECT)))
        step = ratio * width
        span = step * (count - 1) + height_for(width)
        y0 = self._column_top(room, span)
        x = room.left() if where == 1 else room.right() - width
        for index, card in enumerate(cards):
            targets[card] = (QPointF(x, y0 + index * step), 10 + index, True, width, 0.0)

    def _place_back_column(
        self, cards: list[Card], where: int, targets: dict[Card, _Target]
    ) -> None:
        """A side hand face down: backs turned a quarter, close together."""
        room = self._frame.rooms[where]
        count = len(cards)
        width = self._layout.small
        height = height_for(width)
        step = min(width * _COLUMN_BACK_STEP, max(0.0, room.height() - width) / max(1, count - 1))
        span = step * (count - 1) + width
        y0 = self._column_top(room, span)
        x = room.left() if where == 1 else room.right() - height
        for index, card in enumerate(cards):
            # turned about the card's centre, so the turned card fills (x, y) to (x + h, y + w)
            centre = QPointF(x + height / 2, y0 + index * step + width / 2)
            pos = centre - QPointF(width / 2, height / 2)
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

    def _place_trick(self, state: DealState, targets: dict[Card, _Target]) -> None:
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

    def _place_won(self, state: DealState, targets: dict[Card, _Target]) -> None:
        """Quitted tricks lie face down in a small pile for each side: the viewer's in the
        bottom right corner, the other side's beside the right-hand plate."""
        layout = self._layout
        width = layout.pile_card
        piles = {Side.NS: 0, Side.EW: 0}
        for number, trick in enumerate(state.tricks[: self._gathered]):
            side = trick.winner.side
            origin = self._frame.piles[side is self.bottom.side]
            x = origin.x() + piles[side] * width * _PILE_STEP
            piles[side] += 1
            for card in trick.cards:
                targets[card] = (QPointF(x, origin.y()), 50 + number, False, width, 0.0)

    def _label_plates(self, state: DealState) -> None:
        """Each plate's name and status (the last call, the declarer, the cards left)."""
        session = self.controller.session
        width = self._plate.width()
        last_calls: dict[Seat, Call] = {}
        if state.phase is Phase.AUCTION:
            for seat, call in state.calls():
                last_calls[seat] = call
        for seat in SEATS:
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
            self._plates[seat].set_text(lines, active, seat is state.dealer, self._font(), width)

    def _label_contract(self, state: DealState) -> None:
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
        layout = self._layout
        self._contract.set_text(text, self._font(1.05, bold=True), max_width=layout.width * 0.4)

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
        colour = QColor(255, 210, 120) if warning else TEXT_COLOUR
        if rule:
            text += "\n" + self.tr("Why? Click here (%1)").replace("%1", rule)
        self._message.rule = rule
        self._message.set_text(text, self._font(1.1, bold=True), colour)
        self._place_message()
        if msecs:
            self._message_timer.start(msecs)

    def _place_message(self) -> None:
        """The message below the trick, as wide as the table allows (longer lines wrap)."""
        layout = self._layout
        message = self._message
        message.set_text(
            message.text, message.font, message.colour, layout.width - 2 * layout.margin
        )
        size = message.size
        top = min(layout.height * 0.62, layout.height - layout.margin - size.height())
        message.setPos((layout.width - size.width()) / 2, max(layout.margin, top))

    def _on_rejected(self, reason: str, action: str) -> None:
        self.show_message(reason_text(reason), warning=True, rule=reason_rule(reason))
        self.sync(animate=False)

    def _on_thinking(self, seat: Seat | None) -> None:
        self._thinking = seat
        self._label_plates(self.controller.session.state)


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
