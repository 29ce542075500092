"""The review of a finished deal, every hand open (issue 7.5): step through its actions,
each card with its double-dummy value against the best one, each claim with the solver's
verdict, the mistakes marked, and what the game adds (Vint's double-dummy table, Whist's
value of the deal).

:class:`ReviewWindow` is every game's window; what is a game's own (how its deal is analysed,
its heading, its other actions) is its :class:`ReviewGame` (:mod:`wint.gui.teaching.vint_review`,
:mod:`wint.gui.teaching.whist_review`).  The analysis runs on the worker pool; a window closed
before it ends simply never hears of it.  Without endplay only the last
:data:`~wint.ai.review.PYTHON_CARDS` tricks are measured: the window says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wint.ai import solver
from wint.ai.review import PlayReview
from wint.core.cards import Card, CardSet, Suit
from wint.core.claims import Claim
from wint.core.seats import SEATS, Seat, Side
from wint.gui.platform.i18n import Retranslating
from wint.gui.teaching.review_game import RED, ReviewGame
from wint.gui.texts import NBSP, card_text, seat_text

__all__ = ["ReviewWindow", "card_html", "deal_caption", "show_review"]

_MARK = "✗"
_CHOSEN = "background-color:#ffe082;"
_RED_SUITS = (Suit.D, Suit.H)
# where each seat sits in the 3 × 3 diagram: N top, W left, E right, S bottom
_PLACES = {Seat.N: (0, 1), Seat.W: (1, 0), Seat.E: (1, 2), Seat.S: (2, 1)}


def deal_caption(number: int, state: Any) -> str:
    """«Deal 3: 2♥ by North, 9 tricks», to choose a deal of its game to review."""
    return (
        QCoreApplication.translate("ReviewWindow", "Deal %1: %2")
        .replace("%1", str(number))
        .replace("%2", _review_game(state).caption(state))
    )


def _suit_html(suit: Suit) -> str:
    symbol = "♠♣♦♥"[suit]
    return f'<span style="color:{RED}">{symbol}</span>' if suit in _RED_SUITS else symbol


def card_html(card: Card) -> str:
    """A card as rich text, the suit symbol red for ♦ and ♥."""
    text = escape(card_text(card))
    return text[:-1] + _suit_html(card.suit)


class _Signals(QObject):
    reviewed = Signal(object)  # PlayReview
    failed = Signal(str)


class _Analysis(QRunnable):
    """A game's analysis of a deal on the worker pool; touches no widget."""

    def __init__(self, analyse: Callable[[], PlayReview[object]], signals: _Signals) -> None:
        super().__init__()
        self._analyse = analyse
        self._signals = signals

    def run(self) -> None:
        try:
            review = self._analyse()
        except Exception as error:  # the window shows it instead of the review
            self._signals.failed.emit(str(error))
        else:
            self._signals.reviewed.emit(review)


class Column:
    """The columns of the list of steps."""

    TRICK, SEAT, ACTION, VALUE, LOST = range(5)


class ReviewWindow(Retranslating, QDialog):
    """A finished deal step by step with every hand shown; a non-modal window.

    ``position`` is the step shown (an index into :attr:`review`'s steps; ``-1`` while the
    analysis runs); :attr:`game` says what is the deal's game's own.
    """

    def __init__(
        self,
        state: Any,
        names: Sequence[str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.state = state
        self.game = _review_game(state)(self, self)
        self.states: tuple[Any, ...] = state.states()
        self.names = tuple(names) if names is not None else ("",) * 4
        self.review: PlayReview[object] | None = None
        self.error = ""
        self.position = -1

        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.hands: dict[Seat, QLabel] = {}
        self.trick_cards: dict[Seat, QLabel] = {}
        self.trick_title = QLabel(self)
        self.trick_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        diagram = QGroupBox(self)
        self.diagram = diagram
        grid = QGridLayout(diagram)
        centre = QGridLayout()
        centre.addWidget(self.trick_title, 1, 1)
        hand_font = QFont(self.font())
        hand_font.setPointSizeF(hand_font.pointSizeF() * 1.25)
        for seat, (row, column) in _PLACES.items():
            hand = QLabel(diagram)
            hand.setTextFormat(Qt.TextFormat.RichText)
            hand.setFont(hand_font)
            hand.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            hand.setMinimumWidth(hand.fontMetrics().horizontalAdvance("♠ A K Q J 10 9 8 7 6"))
            self.hands[seat] = hand
            grid.addWidget(hand, row, column)
            played = QLabel(diagram)
            played.setTextFormat(Qt.TextFormat.RichText)
            played.setFont(hand_font)
            played.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.trick_cards[seat] = played
            centre.addWidget(played, row, column)
        grid.addLayout(centre, 1, 1)
        for place in range(3):
            grid.setColumnStretch(place, 1)

        self.detail = QLabel(self)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)

        self.table_box = QGroupBox(self)
        self.dd_grid = QTableWidget(4, 5, self.table_box)
        self.dd_grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.dd_grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.dd_grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for heading in (self.dd_grid.horizontalHeader(), self.dd_grid.verticalHeader()):
            heading.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.dd_grid.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.dd_grid.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows = self.dd_grid.verticalHeader().defaultSectionSize() * 5
        self.dd_grid.setFixedHeight(rows + 4)
        self.verdict = QLabel(self.table_box)
        self.verdict.setWordWrap(True)
        box = QVBoxLayout(self.table_box)
        box.addWidget(self.dd_grid)
        box.addWidget(self.verdict)

        self.steps = QTableWidget(0, 5, self)
        self.steps.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.steps.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.steps.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.steps.verticalHeader().setVisible(False)
        self.steps.setAlternatingRowColors(True)
        self.steps.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.steps.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.steps.currentCellChanged.connect(lambda row, *_: self.go_to(row))

        self.first_button = self._nav_button("|◀", Qt.Key.Key_Home, self.first)
        self.previous_button = self._nav_button("◀", Qt.Key.Key_Left, self.previous)
        self.next_button = self._nav_button("▶", Qt.Key.Key_Right, self.next)
        self.last_button = self._nav_button("▶|", Qt.Key.Key_End, self.last)
        self.mistake_button = self._nav_button("", Qt.Key.Key_N, self.next_mistake)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        bar = QHBoxLayout()
        for button in (self.first_button, self.previous_button, self.next_button):
            bar.addWidget(button)
        bar.addWidget(self.last_button)
        bar.addWidget(self.mistake_button)
        bar.addStretch(1)
        bar.addWidget(self.close_button)

        left = QWidget(self)
        side = QVBoxLayout(left)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(diagram)
        side.addWidget(self.detail)
        side.addWidget(self.table_box)
        side.addStretch(1)
        right = QWidget(self)
        side = QVBoxLayout(right)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.steps, 1)
        side.addWidget(self.summary)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setSizes([560, 540])
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(splitter, 1)
        layout.addLayout(bar)
        self.resize(1100, 720)

        self._signals = _Signals()
        self._signals.reviewed.connect(self._on_reviewed)
        self._signals.failed.connect(self._on_failed)
        self.retranslate()
        QThreadPool.globalInstance().start(
            _Analysis(partial(self.game.analyse, state), self._signals)
        )

    def _nav_button(self, text: str, key: Qt.Key, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, self)
        button.setAutoDefault(False)
        button.setEnabled(False)
        button.clicked.connect(slot)
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.activated.connect(slot)
        return button

    # -- the analysis ----------------------------------------------------------------------

    @property
    def analysing(self) -> bool:
        """True until the review (or its failure) has arrived."""
        return self.review is None and not self.error

    def _on_reviewed(self, review: PlayReview[object]) -> None:
        self.review = review
        self._fill_steps()
        self.game.fill_table()
        for button in (self.first_button, self.previous_button, self.next_button):
            button.setEnabled(True)
        self.last_button.setEnabled(True)
        self.mistake_button.setEnabled(bool(review.mistakes()))
        self.retranslate()
        self.go_to(0)

    def _on_failed(self, message: str) -> None:
        self.error = message
        self.retranslate()

    # -- navigation ------------------------------------------------------------------------

    def go_to(self, index: int) -> None:
        """Show step ``index`` (clamped to the steps)."""
        if self.review is None or not self.review.steps:
            return
        index = max(0, min(index, len(self.review.steps) - 1))
        self.position = index
        if self.steps.currentRow() != index:
            self.steps.setCurrentCell(index, Column.ACTION)
        item = self.steps.item(index, 0)
        if item is not None:
            self.steps.scrollToItem(item)
        self._show_position()

    def first(self) -> None:
        """The first call."""
        self.go_to(0)

    def previous(self) -> None:
        """One step back."""
        self.go_to(self.position - 1)

    def next(self) -> None:
        """One step on."""
        self.go_to(self.position + 1)

    def last(self) -> None:
        """The last card."""
        if self.review is not None:
            self.go_to(len(self.review.steps) - 1)

    def next_mistake(self) -> None:
        """The next mistake after the step shown, from the start again after the last."""
        if self.review is None:
            return
        marked = [i for i, step in enumerate(self.review.steps) if step.mistake]
        if marked:
            self.go_to(next((i for i in marked if i > self.position), marked[0]))

    # -- texts -----------------------------------------------------------------------------

    def _seat_name(self, seat: Seat) -> str:
        name = self.names[seat]
        return (
            seat_text(seat)
            if not name or name == seat_text(seat)
            else f"{seat_text(seat)} · {name}"
        )

    def _side_text(self, side: Side) -> str:
        return self.tr("N–S") if side is Side.NS else self.tr("E–W")

    def _claimed(self, index: int, claim: Claim) -> int:
        """The tricks the claim of step ``index`` gives the claimer's side."""
        assert self.review is not None
        return self.game.claimed(self.states[index], self.review.steps[index].seat, claim)

    def action_text(self, index: int) -> str:
        """The action of step ``index`` (a card, a claim, a call …) as plain text."""
        assert self.review is not None
        action = self.review.steps[index].action
        if isinstance(action, Card):
            return card_text(action)
        if isinstance(action, Claim):
            return self.tr("claims %1").replace("%1", str(self._claimed(index, action)))
        return self.game.other_text(action)

    def value_text(self, index: int) -> str:
        """The DD column: the side's tricks after this card / after the best one."""
        assert self.review is not None
        step = self.review.steps[index]
        if step.claim is not None:
            return f"{step.won + step.claim.tricks} / {step.won + step.claim.value}"
        if not isinstance(step.action, Card):
            return ""
        if step.best is None:
            if len(self.states[index].legal_actions()) == 1:
                return self.tr("only card")
            return self.tr("not measured")
        return f"{step.won + step.values[step.action]} / {step.won + step.best}"

    def _summary_text(self) -> str:
        review = self.review
        if review is None:
            return ""
        lines = [self.tr("Tricks lost double dummy, and mistakes:")]
        lines.extend(self.game.loss_lines() or self._side_lines(review))
        note = self.game.solver_note()
        if note and not solver.endplay_available():
            lines.append(note)
        return "\n".join(lines)

    def _side_lines(self, review: PlayReview[object]) -> list[str]:
        """The tricks each side lost double dummy, and its mistakes."""
        lines = []
        for side in Side:
            count = sum(1 for step in review.mistakes() if step.seat.side is side)
            lines.append(
                self.tr("%1: %n trick(s) lost, mistakes: %2", "", review.lost(side))
                .replace("%1", self._side_text(side))
                .replace("%2", str(count))
            )
        return lines

    def _detail_html(self, index: int) -> str:
        """What happened at step ``index`` and, for a card, every legal card's value."""
        assert self.review is not None
        step = self.review.steps[index]
        who = escape(seat_text(step.seat))
        action = step.action
        if not isinstance(action, (Card, Claim)):
            return self.game.other_detail(index)
        if isinstance(action, Claim):
            remaining = self.states[index].tricks_left
            text = escape(self.tr("%1 claims %2 of the %n trick(s) left", "", remaining))
            claimed = str(self._claimed(index, action))
            text = text.replace("%1", who).replace("%2", claimed)
            if step.claim is not None:
                text += "<br>" + escape(
                    self.tr(
                        "Double dummy the side takes %1: %n trick(s) conceded.",
                        "",
                        step.claim.conceded,
                    ).replace("%1", str(step.claim.value))
                )
            return text
        text = (
            escape(self.tr("Trick %1: %2 plays %3"))
            .replace("%1", str(step.trick))
            .replace("%2", who)
            .replace("%3", card_html(action))
        )
        if not step.values:
            return text + f"{NBSP}— " + escape(self.value_text(index))
        if step.mistake:
            text += (
                f' <b style="color:{RED}">{_MARK} '
                + escape(self.tr("%n trick(s) lost", "", step.lost))
                + "</b>"
            )
        values = sorted(step.values.items(), key=lambda item: (-item[1], item[0]))
        cards = " · ".join(
            f"{card_html(card)} {step.won + value}"
            if card != action
            else f'<span style="{_CHOSEN}">{card_html(card)} {step.won + value}</span>'
            for card, value in values
        )
        return (
            text
            + "<br>"
            + escape(
                self.game.values_text()
                or self.tr("The side's tricks after each card (double dummy):")
            )
            + "<br>"
            + cards
        )

    def hand_html(
        self, seat: Seat, hand: CardSet, chosen: Card | None = None, to_act: bool = False
    ) -> str:
        """A hand as rich text: the seat, then a line a suit, ♠ ♣ ♦ ♥, high cards first."""
        name = escape(self._seat_name(seat))
        lines = [f"<b>▶ {name}</b>" if to_act else f"<b>{name}</b>"]
        for suit in Suit:
            ranks = []
            for card in hand.suit(suit).cards():
                rank = escape(card_text(card)[:-1])
                ranks.append(
                    f'<span style="{_CHOSEN}"><u>{rank}</u></span>' if card == chosen else rank
                )
            lines.append(f"{_suit_html(suit)} {' '.join(ranks) if ranks else '—'}")
        return "<br>".join(lines)

    # -- filling -----------------------------------------------------------------------------

    def _fill_steps(self) -> None:
        review = self.review
        assert review is not None
        self.steps.setRowCount(len(review.steps))
        bold = QFont(self.steps.font())
        bold.setBold(True)
        red = QBrush(QColor(RED))
        for row, step in enumerate(review.steps):
            trick = str(step.trick) if step.trick else ""
            cells = (trick, "", "", "", "")
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if step.mistake:
                    item.setFont(bold)
                if column in (Column.VALUE, Column.LOST) and step.mistake:
                    item.setForeground(red)
                self.steps.setItem(row, column, item)

    def _retranslate_steps(self) -> None:
        review = self.review
        if review is None:
            return
        for row, step in enumerate(review.steps):
            texts = {
                Column.SEAT: seat_text(step.seat),
                Column.ACTION: self.action_text(row),
                Column.VALUE: self.value_text(row),
                Column.LOST: f"{step.lost} {_MARK}" if step.mistake else "",
            }
            for column, text in texts.items():
                item = self.steps.item(row, column)
                if item is not None:
                    item.setText(text)

    def _show_position(self) -> None:
        """The hands and the trick as they stood when step :attr:`position` was made (the
        hands as dealt while the analysis runs)."""
        review = self.review
        if review is None or self.position < 0:
            for seat in SEATS:
                self.hands[seat].setText(self.hand_html(seat, self.states[0].hand(seat)))
            return
        index = self.position
        step = review.steps[index]
        before = self.states[index]
        chosen = step.action if isinstance(step.action, Card) else None
        for seat in SEATS:
            self.hands[seat].setText(
                self.hand_html(seat, before.hand(seat), chosen, seat is step.seat)
            )
        shown: dict[Seat, str] = {}
        if not isinstance(step.action, (Card, Claim)):
            shown, title = self.game.other_position(index)
            self.trick_title.setText(title)
        else:
            for seat, card in before.current_trick:
                shown[seat] = card_html(card)
            if chosen is not None:
                shown[step.seat] = f'<span style="{_CHOSEN}">{card_html(chosen)}</span>'
            self.trick_title.setText(self.tr("Trick %1").replace("%1", str(step.trick)))
        for seat, label in self.trick_cards.items():
            label.setText(shown.get(seat, ""))
        self.detail.setText(self._detail_html(index))

    # -- language --------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("Deal review"))
        self.heading.setText(self.game.heading_text())
        self.diagram.setTitle(self.tr("All hands"))
        self.table_box.setTitle(self.game.table_title())
        self.game.retranslate_table()
        self.steps.setHorizontalHeaderLabels(
            [
                self.tr("Trick"),
                self.tr("Seat"),
                self.game.action_header(),
                self.tr("Tricks: card / best"),
                self.tr("Lost"),
            ]
        )
        header_tip = self.tr(
            "The side's tricks in the deal, double dummy, after the card played and after "
            "the best card"
        )
        value_header = self.steps.horizontalHeaderItem(Column.VALUE)
        if value_header is not None:
            value_header.setToolTip(header_tip)
        self.first_button.setToolTip(self.tr("First step (Home)"))
        self.previous_button.setToolTip(self.tr("Previous step (←)"))
        self.next_button.setToolTip(self.tr("Next step (→)"))
        self.last_button.setToolTip(self.tr("Last step (End)"))
        self.mistake_button.setText(self.tr("Next mistake (N)"))
        self.close_button.setText(self.tr("Close"))
        if self.error:
            self.summary.setText(self.tr("The analysis failed: %1").replace("%1", self.error))
        elif self.review is None:
            self.summary.setText(self.tr("Analysing…"))
            self.trick_title.setText(self.tr("Analysing…"))
        else:
            self.summary.setText(self._summary_text())
        self.verdict.setText(self.game.verdict_text() if self.review is not None else "")
        self._retranslate_steps()
        self._show_position()


def show_review(
    parent: QWidget | None, state: Any, names: Sequence[str] | None = None
) -> ReviewWindow:
    """Open the review of the deal ending in ``state`` over ``parent`` (non-modal; the
    analysis starts at once).  ``names`` are the players by seat, N E S W.  Keep the window
    returned when ``parent`` is ``None``."""
    window = ReviewWindow(state, names, parent)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def _review_game(state: Any) -> type[ReviewGame]:
    """The review's pieces of the game whose deal ``state`` is (each loaded when first
    reviewed)."""
    from wint.games.preferans.state import PrefState
    from wint.games.vint.state import DealState as VintState

    if isinstance(state, VintState):
        from wint.gui.teaching.vint_review import VintReviewGame

        return VintReviewGame
    if isinstance(state, PrefState):
        from wint.gui.teaching.pref_review import PrefReviewGame

        return PrefReviewGame
    from wint.gui.teaching.whist_review import WhistReviewGame

    return WhistReviewGame
