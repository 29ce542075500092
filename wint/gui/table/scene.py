"""The card table: a QGraphicsScene laid out in view pixels, redrawn from the controller.

The scene holds no rules and knows no game.  :meth:`TableScene.sync` places every card of
the :class:`~wint.gui.table.deal.TableDeal` its controller reads, for a game of three seats
or four (:mod:`wint.gui.table.layout` places them); cards slide to their places with one
animator that can be skipped with a click or made instant.  The human's cards are played by
double-click, by dragging them onto the table, or with the keyboard (arrows and Enter): all
three go through ``card_activated``.  The cards the human passes are chosen by clicks, or,
where the game has a place for them (Preferans's discard), dropped on it in the middle.
Layout is recomputed on every resize in the view's own pixels, and card pixmaps are
rendered for the exact size and pixel ratio, so the table stays crisp at any size.  When
several humans share the screen (hot-seat) the human at it sees his own hands; while the
screen passes to another, every hand is face down under the hand-over screen
(:mod:`wint.gui.table.handover`) until a click or a key seats the next player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QPushButton,
    QWidget,
)

from wint.core.cards import CARDS, Card
from wint.core.seats import Seat
from wint.gui.table.card_art import CARD_ASPECT, CardArt, height_for, index_depth, index_reach
from wint.gui.table.deal import TableDeal, TableSource
from wint.gui.table.drop_place import DropPlace
from wint.gui.table.handover import HandOverScreen, hand_over_text
from wint.gui.table.items import TEXT_COLOUR, Banner, CardItem, Plate
from wint.gui.table.layout import (
    PILE_STEP,
    Frame,
    Layout,
    Place,
    make_frame,
    places,
    row,
    row_length,
    trick_slot,
)
from wint.gui.texts import card_text, reason_text, seat_text

__all__ = ["TableScene", "TableView"]

_FELT = QColor(28, 92, 58)
_FELT_EDGE = QColor(14, 58, 36)
_DISPLAY_SUITS = (0, 2, 3, 1)  # the place of ♠ ♣ ♦ ♥ in a hand on screen: ♠ ♥ ♣ ♦
# The step between the backs of a side hand, in card widths; a face-up hand never steps
# less than its corner index needs.
_COLUMN_BACK_STEP = 0.22
_INDEX_CLEARANCE = 0.04
# The felt between a hand and the card lying apart from it (the turned card), in card widths.
_APART_GAP = 0.3
# Type of a card's target: place, stacking order, face up, width, rotation.
_Target = tuple[QPointF, float, bool, int, float]


class TableScene(QGraphicsScene):
    """The card table, drawn from a :class:`~wint.gui.table.deal.TableSource`."""

    card_activated = Signal(object)  # a Card the human chose (double-click, drop, Enter)
    rule_requested = Signal(str)  # "why?": a click on a message that cites a rule

    def __init__(self, controller: TableSource, art: CardArt | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.art = art or CardArt()
        self.dpr = 1.0
        self.open_hands = False  # show every hand face up (watching, or after the deal)
        self.animate = True
        self.confirm: Callable[[Card], bool] | None = None  # "are you sure?" before a card
        # asked before a card that would be a revoke where the rules accept one (W-IRR-1)
        self.confirm_revoke: Callable[[Card], bool] | None = None
        # asked before the human leads out of turn where the rules accept it (V-IRR-2)
        self.confirm_out_of_turn: Callable[[Card], bool] | None = None
        self._layout = Layout(1280, 800, 80, 56, 15)
        self._cards = {card: CardItem(card, self) for card in CARDS}
        for item in self._cards.values():
            item.setVisible(False)
            item.activated.connect(self.card_activated)
            self.addItem(item)
        deal = self._deal = controller.table()  # as the last sync drew it
        self._plates: dict[Seat, Plate] = {}
        self._seat(deal.seats)
        self._contract = Banner()
        self._contract.setZValue(300)
        self.addItem(self._contract)
        self._message = Banner()
        self._message.setZValue(600)
        self.addItem(self._message)
        self._hand_over = HandOverScreen()
        self.addItem(self._hand_over)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(lambda: self._message.setVisible(False))
        self._selected: Card | None = None
        # the cards the human has chosen to pass (Vint's old deals), and the button that
        # passes them once there are as many as are due
        self._chosen: list[Card] = []
        self.give_button = QPushButton()
        self.give_button.clicked.connect(self._give)
        self._give_proxy = self.addWidget(self.give_button)
        self._give_proxy.setZValue(650)
        self._give_proxy.setVisible(False)
        self._drop_place = DropPlace()  # where the chosen cards lie, when the game has one
        self._drop_place.setZValue(140)
        self._drop_place.setVisible(False)
        self.addItem(self._drop_place)
        self._animations = QParallelAnimationGroup(self)
        self._gathered = 0  # quitted tricks already moved off the centre
        self._thinking: Seat | None = None
        self._frame = Frame()
        self._places: dict[Seat, Place] = {}
        self._plate = self._plate_size(deal)  # measured again on each sync (names, language)
        self._gather_timer = QTimer(self)
        self._gather_timer.setSingleShot(True)
        self._gather_timer.timeout.connect(self._gather)
        controller.changed.connect(self.sync)
        controller.rejected.connect(self._on_rejected)
        controller.thinking.connect(self._on_thinking)
        self.card_activated.connect(self._play)

    # -- the seats ---------------------------------------------------------------------------

    @property
    def bottom(self) -> Seat:
        """The seat shown at the bottom (the human's, or the one a watcher looks from)."""
        return self.controller.viewer

    def _seat(self, seats: tuple[Seat, ...]) -> None:
        """A plate for each of the game's ``seats`` (the same plates while they stay)."""
        if tuple(self._plates) == seats:
            return
        for plate in self._plates.values():
            self.removeItem(plate)
        self._plates = {seat: Plate() for seat in seats}
        for plate in self._plates.values():
            plate.setZValue(300)
            self.addItem(plate)

    def _acting(self, deal: TableDeal) -> Seat | None:
        """The seat whose card the human is to play now (his own, or his dummy's)."""
        human = self.controller.human
        if human is None or not deal.playing or deal.actor is not human:
            return None
        return deal.to_act

    def _passer(self, deal: TableDeal) -> Seat | None:
        """The human's seat when he is to pass cards now (Vint's old deals), else ``None``."""
        human = self.controller.human
        if human is None or not deal.passing or deal.actor is not human:
            return None
        return deal.to_act

    def _dropping(self, deal: TableDeal) -> bool:
        """True while the human passes cards by dropping them in the middle (Preferans's
        discard, P-CON-1): the cards chosen lie there, not in his hand."""
        return bool(deal.drop_words) and self._passer(deal) is not None

    def _face_up(self, deal: TableDeal, seat: Seat) -> bool:
        """Whether ``seat``'s hand is shown: every hand while watching, with open hands or
        once the deal is over; else none while the screen passes to another human, and the
        hands of the human at the screen (his own, his dummy's, unless he has not looked at
        them yet: a blind bid, V-BID-12) and the exposed ones."""
        controller = self.controller
        if controller.watching or self.open_hands or (deal.is_over and deal.shown_at_end):
            return True
        human = controller.human
        if controller.handing_over is not None or human is None:
            return False  # nobody's hands show before the next player takes his seat
        return (seat is human and seat not in deal.hidden) or seat in deal.exposed

    @property
    def handing_over(self) -> bool:
        """True while the hand-over screen covers the table."""
        return self._hand_over.isVisible()

    def _cover(self, deal: TableDeal) -> None:
        """The hand-over screen over the whole table while the screen passes to another
        human, naming him."""
        seat = self.controller.handing_over
        if seat is None:
            self._hand_over.setVisible(False)
            return
        title, line = hand_over_text(deal.names[seat], seat_text(seat))
        self._hand_over.show_for(self.sceneRect(), title, line, self._font(1.1))
        self._message.setVisible(False)  # the last human's message is his own

    # -- layout ------------------------------------------------------------------------------

    def resize_to(self, width: float, height: float, dpr: float) -> None:
        """Lay the table out for a view of ``width`` × ``height`` pixels."""
        self.dpr = dpr
        self._layout = Layout.fit(width, height)
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

    # -- drawing the deal --------------------------------------------------------------------

    def sync(self, animate: bool | None = None) -> None:
        """Place every card and label from the controller's deal."""
        animate = self.animate if animate is None else animate
        self.finish_animations()
        deal = self._deal = self.controller.table()
        self._seat(deal.seats)
        self._places = places(deal.seats, self.bottom)
        self._plate = self._plate_size(deal)
        self._label_plates(deal)
        self._contract.set_text(
            deal.banner, self._font(1.05, bold=True), max_width=self._layout.width * 0.4
        )
        self._frame = make_frame(
            self._layout, self._plate, self._contract.size.size(), deal.hand_size
        )
        self._place_labels()
        self._cover(deal)
        # the cards of the seat the human plays for now respond (his own or his dummy's),
        # only when a card is due from them, not while calling
        playing = self._acting(deal)
        playable = set(deal.hands[playing]) if playing is not None else set()
        legal = deal.legal if playing is not None else frozenset()
        passer = self._passer(deal)
        if passer is not None:  # every card he holds may be passed, the talon's too
            playable = set(deal.hands[passer]) | (set(deal.talon) if deal.talon_up else set())
            legal = frozenset(playable)
        self._chosen = [card for card in self._chosen if card in playable and passer]
        partly_legal = 0 < len(legal) < len(playable)
        targets: dict[Card, _Target] = {}
        for seat in deal.seats:
            self._place_hand(deal, seat, targets)
        self._place_trick(deal, targets)
        self._place_won(deal, targets)
        self._place_talon(deal, targets)
        self._place_dropped(deal, targets)
        self._show_give(deal, passer)
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
            item.selected = (card is self._selected or card in self._chosen) and item.playable
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

    def _plate_size(self, deal: TableDeal) -> QSizeF:
        """The room of every plate: wide enough for each name (up to a fifth of the table,
        longer names are cut short) and for every status a plate may show, two lines high,
        so that no hand moves when a plate's text changes."""
        font = self._font()
        statuses = [
            self.tr("thinking…"),
            *deal.statuses,
            *(self.tr("%n card(s)", "", count) for count in range(1, deal.hand_size + 1)),
            *(seat_text(seat) for seat in deal.seats),
        ]
        widest = max(Plate.text_width(font, ["", status]) for status in statuses)
        names = max(Plate.text_width(font, [deal.names[seat]]) for seat in deal.seats)
        width = max(widest, min(names, self._layout.width * 0.2))
        return QSizeF(width, Plate.height_for(font, 2))

    def _place_labels(self) -> None:
        frame = self._frame
        for seat, plate in self._plates.items():
            plate.setPos(frame.plates[self._places[seat]])
        self._contract.setPos(frame.contract)

    def _hand_order(self, deal: TableDeal, seat: Seat) -> list[Card]:
        """``seat``'s cards as shown, ♠ ♥ ♣ ♦ so that the colours alternate, high cards first
        in each suit; the cards lying apart (the dealer's turned card, exposed cards) last."""
        apart = deal.apart_of(seat)
        return sorted(deal.hands[seat], key=lambda c: (c in apart, _DISPLAY_SUITS[c.suit], -c.rank))

    def _place_hand(self, deal: TableDeal, seat: Seat, targets: dict[Card, _Target]) -> None:
        cards = self._hand_order(deal, seat)
        if self._dropping(deal) and seat is deal.to_act:  # the chosen lie in the middle
            cards = [card for card in cards if card not in self._chosen]
        if not cards:
            return
        apart = [card for card in cards if card in deal.apart_of(seat)]
        face_up = self._face_up(deal, seat)
        if len(apart) < len(cards):
            del cards[len(cards) - len(apart) :]
        else:  # every card left lies face up apart: the hand is these
            apart, face_up = [], True
        where = self._places[seat]
        if where in (Place.BOTTOM, Place.TOP):
            self._place_row(cards, where, face_up, targets, apart)
        elif face_up:
            self._place_open_column(cards, where, targets, apart)
        else:
            self._place_back_column(cards, where, targets, apart)

    def _place_row(
        self,
        cards: list[Card],
        where: Place,
        face_up: bool,
        targets: dict[Card, _Target],
        apart: Sequence[Card] = (),
    ) -> None:
        """The bottom or top hand, fanned left to right, centred where there is room; the
        cards ``apart``, face up, a little to the right of it."""
        layout = self._layout
        room = self._frame.rooms[where]
        count = len(cards)
        bottom = where is Place.BOTTOM
        width = layout.card if bottom or face_up else layout.small
        length = row_length(layout, room, where, face_up)
        gap = width * _APART_GAP
        reserve = (width + gap) * len(apart)
        least = index_reach(width) + width * _INDEX_CLEARANCE
        if face_up and least * (count - 1) + width + reserve > length:  # smaller, to fit
            ratio = (index_reach(1) + _INDEX_CLEARANCE) * (count - 1) + 1
            ratio += (1 + _APART_GAP) * len(apart)
            width = max(16, int(length / ratio))
            gap = width * _APART_GAP
            reserve = (width + gap) * len(apart)
        step, span = row(count, width, face_up, length - reserve)
        height = height_for(width)
        whole = span + reserve
        x = min(max(layout.width / 2 - whole / 2, room.left()), room.right() - whole)
        y = room.bottom() - height if bottom else room.top()
        for index, card in enumerate([*cards, *apart]):
            chosen = card is self._selected or card in self._chosen
            lift = -height * 0.12 if bottom and chosen else 0
            beyond = index - count  # the cards apart: 0, 1, … to the right of the hand
            left = x + index * step if beyond < 0 else x + span + gap + beyond * (width + gap)
            up = face_up or beyond >= 0
            targets[card] = (QPointF(left, y + lift), 10 + index, up, width, 0.0)

    def _column_top(self, room: QRectF, span: float) -> float:
        """The top of a side hand ``span`` long: centred on the table, kept in its room."""
        top = self._layout.centre.y() - span / 2
        return max(room.top(), min(top, room.bottom() - span))

    def _place_apart(
        self,
        cards: Sequence[Card],
        where: Place,
        top: float,
        width: int,
        targets: dict[Card, _Target],
    ) -> None:
        """The cards lying apart below a side hand, face up and upright, one below the
        other, ``top`` the first one's top."""
        room = self._frame.rooms[where]
        x = room.left() if where is Place.LEFT else room.right() - width
        step = height_for(width) + _APART_GAP * width
        for index, card in enumerate(cards):
            targets[card] = (QPointF(x, top + index * step), 30 + index, True, width, 0.0)

    def _place_open_column(
        self,
        cards: list[Card],
        where: Place,
        targets: dict[Card, _Target],
        apart: Sequence[Card] = (),
    ) -> None:
        """A side hand face up: a column of upright cards, each showing its rank and suit;
        the cards ``apart`` a little below it."""
        room = self._frame.rooms[where]
        count = len(cards)
        ratio = index_depth(1) + _INDEX_CLEARANCE  # the step, in card widths
        extra = (_APART_GAP + CARD_ASPECT) * len(apart)  # in card widths
        width = self._layout.small
        if (ratio * (count - 1) + CARD_ASPECT + extra) * width > room.height():  # smaller
            width = max(16, int(room.height() / (ratio * (count - 1) + CARD_ASPECT + extra)))
        step = ratio * width
        span = step * (count - 1) + height_for(width)
        y0 = self._column_top(room, span + extra * width)
        x = room.left() if where is Place.LEFT else room.right() - width
        for index, card in enumerate(cards):
            targets[card] = (QPointF(x, y0 + index * step), 10 + index, True, width, 0.0)
        self._place_apart(apart, where, y0 + span + _APART_GAP * width, width, targets)

    def _place_back_column(
        self,
        cards: list[Card],
        where: Place,
        targets: dict[Card, _Target],
        apart: Sequence[Card] = (),
    ) -> None:
        """A side hand face down: backs turned a quarter, close together; the cards
        ``apart`` face up and upright a little below them."""
        room = self._frame.rooms[where]
        count = len(cards)
        width = self._layout.small
        height = height_for(width)
        reserve = (_APART_GAP * width + height) * len(apart)
        free = max(0.0, room.height() - reserve - width)
        step = min(width * _COLUMN_BACK_STEP, free / max(1, count - 1))
        span = step * (count - 1) + width
        y0 = self._column_top(room, span + reserve)
        x = room.left() if where is Place.LEFT else room.right() - height
        for index, card in enumerate(cards):
            # turned about the card's centre, so the turned card fills (x, y) to (x + h, y + w)
            centre = QPointF(x + height / 2, y0 + index * step + width / 2)
            pos = centre - QPointF(width / 2, height / 2)
            targets[card] = (pos, 10 + index, False, width, 90.0)
        self._place_apart(apart, where, y0 + span + _APART_GAP * width, width, targets)

    def _place_trick(self, deal: TableDeal, targets: dict[Card, _Target]) -> None:
        plays = list(deal.trick)
        tricks = deal.tricks
        if not plays and tricks and len(tricks) > self._gathered:
            plays = list(tricks[-1].plays())  # a full trick stays until it is gathered
            if not self._gather_timer.isActive():
                delay = self.controller.pace.trick_ms if self.animate else 0
                self._gather_timer.start(max(1, delay))
        elif plays:
            self._gathered = len(tricks)
        if not tricks:
            self._gathered = 0
        width = self._layout.card
        for order, (seat, card) in enumerate(plays):
            slot = trick_slot(self._layout, self._places[seat])
            targets[card] = (slot, 200 + order, True, width, 0.0)

    def _place_talon(self, deal: TableDeal, targets: dict[Card, _Target]) -> None:
        """The talon in the middle of the table, face down or shown (Vint's §4.4); while
        cards are played (Preferans's all-pass deal, P-RASP-2) smaller, above and left of
        the trick, out of its way."""
        count = len(deal.talon)
        if not count:
            return
        layout = self._layout
        width = layout.card
        height = height_for(width)
        gap = width * 0.15
        left = layout.centre.x() - (count * width + (count - 1) * gap) / 2
        top = layout.centre.y() - height / 2
        if deal.playing:  # beside the trick: left of the left card, level with the top one
            right = trick_slot(layout, Place.LEFT).x() - gap
            width = layout.small
            gap = width * 0.15
            left = right - count * (width + gap)
            top = trick_slot(layout, Place.TOP).y()
        lift = height * 0.12
        for index, card in enumerate(deal.talon):
            y = top - (lift if card in self._chosen else 0)
            targets[card] = (
                QPointF(left + index * (width + gap), y),
                150 + index,
                deal.talon_up or card in deal.talon_open,
                width,
                0.0,
            )

    def _place_dropped(self, deal: TableDeal, targets: dict[Card, _Target]) -> None:
        """While the human drops the cards he passes in the middle: a slot for each where
        the talon lay, under the game's word, the cards chosen lying in them face up to
        him (P-CON-1)."""
        place = self._drop_place
        passer = self._passer(deal)
        if passer is None or not self._dropping(deal):
            place.setVisible(False)
            return
        layout = self._layout
        width = layout.card
        height = height_for(width)
        gap = width * 0.15
        left = layout.centre.x() - (deal.passing * width + (deal.passing - 1) * gap) / 2
        top = layout.centre.y() - height / 2
        slots = tuple(
            QRectF(left + index * (width + gap), top, width, height)
            for index in range(deal.passing)
        )
        place.show_at(slots, deal.drop_words, self._font(1.05, bold=True))
        face_up = self._face_up(deal, passer)
        for index, card in enumerate(self._chosen):
            targets[card] = (slots[index].topLeft(), 160 + index, face_up, width, 0.0)

    def _show_give(self, deal: TableDeal, passer: Seat | None) -> None:
        """The button that passes the chosen cards: shown while the human is to pass, usable
        once he has chosen as many as are due."""
        proxy = self._give_proxy
        proxy.setVisible(passer is not None)
        if passer is None:
            return
        button = self.give_button
        button.setText(deal.pass_words or self.tr("Give %n card(s)", "", deal.passing))
        button.setEnabled(len(self._chosen) == deal.passing)
        button.setFont(self._font(1.05, bold=True))
        button.adjustSize()
        room = self._frame.rooms[Place.BOTTOM]
        size = proxy.size()
        lifted = height_for(self._layout.card) * 0.12  # above the cards chosen
        proxy.setPos(
            self._layout.centre.x() - size.width() / 2,
            room.top() - lifted - size.height() - self._layout.margin * 0.5,
        )

    def _give(self) -> None:
        cards = tuple(self._chosen)
        self._chosen = []
        self.controller.give_cards(cards)
        self.sync(animate=False)

    def _gather(self) -> None:
        self._gathered = len(self._deal.tricks)
        self.sync()

    def _place_won(self, deal: TableDeal, targets: dict[Card, _Target]) -> None:
        """Quitted tricks lie face down in a small pile for each side: the viewer's in the
        bottom right corner, the other side's beside the right-hand plate."""
        width = self._layout.pile_card
        ours = deal.teams[self.bottom]
        piles = {True: 0, False: 0}
        for number, trick in enumerate(deal.tricks[: self._gathered]):
            pile = deal.teams[trick.winner] == ours
            origin = self._frame.piles[pile]
            x = origin.x() + piles[pile] * width * PILE_STEP
            piles[pile] += 1
            for card in trick.cards:
                targets[card] = (QPointF(x, origin.y()), 50 + number, False, width, 0.0)

    def _label_plates(self, deal: TableDeal) -> None:
        """Each plate's name and status (the game's word, the cards left, the seat)."""
        width = self._plate.width()
        for seat, plate in self._plates.items():
            name = deal.names[seat]
            lines = [name]
            status = self.tr("thinking…") if seat is self._thinking else deal.status.get(seat, "")
            count = len(deal.hands[seat])
            if status:
                lines.append(status)
            elif count and not self._face_up(deal, seat):
                lines.append(self.tr("%n card(s)", "", count))
            elif name != seat_text(seat):
                lines.append(seat_text(seat))
            active = deal.to_act is seat
            plate.set_text(lines, active, seat is deal.dealer, self._font(), width)

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
        """Mark ``card`` as the keyboard's choice; while the human is to pass cards, a click
        chooses ``card`` to pass, or puts it back (where he may drop them in the middle, once
        the mouse is let go: :meth:`drop`)."""
        deal = self._deal
        if card is not None and self._passer(deal) is not None:
            if self._dropping(deal):
                return  # a click or a drag: known when the card is let go
            self._choose(card, card not in self._chosen)
        else:
            self._selected = card
        self.sync(animate=False)

    def _choose(self, card: Card, chosen: bool) -> None:
        """Choose ``card`` to pass (while fewer than are due are chosen), or put it back."""
        if not chosen and card in self._chosen:
            self._chosen.remove(card)
        elif chosen and card not in self._chosen and len(self._chosen) < self._deal.passing:
            self._chosen.append(card)

    def drop(self, item: CardItem, where: QPointF) -> None:
        """A dragged card was let go: on the table it is played, elsewhere it returns; while
        the human drops the cards he passes in the middle, dropped there it is chosen,
        elsewhere it returns to his hand, and let go where it lay it was clicked."""
        if self._dropping(self._deal):
            card = item.card
            if (item.pos() - item.home).manhattanLength() < QApplication.startDragDistance():
                self._choose(card, card not in self._chosen)
            else:
                area = self._drop_place.area()  # or near it: half a card around
                reach = area.height() / 2
                self._choose(card, area.adjusted(-reach, -reach, reach, reach).contains(where))
            self.sync(animate=False)
            return
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
        deal = self._deal
        if self._passer(deal) is not None:
            return  # the cards to pass are chosen by clicks and passed by the button
        seat = self._acting(deal)
        revoke = seat is not None and deal.revokes and card in deal.hands[seat]
        ask = self.confirm_revoke if revoke and card not in deal.legal else self.confirm
        human = self.controller.human
        if seat is None and deal.out_of_turn and human is not None and card in deal.hands[human]:
            ask = self.confirm_out_of_turn  # a lead out of turn (V-IRR-2)
        if ask is not None and not ask(card):
            self.sync(animate=False)
            return
        self._selected = None
        self.controller.play_card(card)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        """A click anywhere skips the animations in progress; a click on a message that
        cites a rule opens the rulebook there; a click on the hand-over screen seats the
        next player."""
        if self.handing_over:  # no card takes the press: nor the double click after it
            self.controller.take_seat()
            event.accept()
            return
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
        """Show the quitted tricks the game lets a player look at now (Vint's V-PLAY-8,
        C-18; Whist's last two, W-PLAY-5)."""
        tricks = self.controller.table().reviewable
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
        if self.handing_over:  # any key seats the next player
            self.controller.take_seat()
            event.accept()
            return
        human = self.controller.human
        deal = self.controller.table()
        if human is None or not deal.playing:
            super().keyPressEvent(event)
            return
        acting = self._acting(deal)
        cards = self._hand_order(deal, acting if acting is not None else human)
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
        rule = self.controller.refusal_rule(reason)
        self.show_message(reason_text(reason), warning=True, rule=rule)
        self.sync(animate=False)

    def _on_thinking(self, seat: Seat | None) -> None:
        self._thinking = seat
        self._label_plates(self._deal)


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
