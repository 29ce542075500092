"""The review of a finished deal, every hand open (issue 7.5): step through the calls and
cards, each card with its double-dummy value against the best one, the mistakes marked, and
the double-dummy table of the deal.

The analysis (:func:`wint.ai.vint.review.review_deal`) runs on the worker pool; a window closed
before it ends simply never hears of it.  Without endplay only the last
:data:`~wint.ai.vint.review.PYTHON_CARDS` tricks are measured and there is no table: the window
says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

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
from wint.ai.vint.claims import claimer_tricks
from wint.ai.vint.review import PYTHON_CARDS, DealReview, review_deal
from wint.core.cards import Card, CardSet, Suit
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.calls import Call, Strain
from wint.games.vint.state import Claim, DealState, Phase
from wint.gui.platform.i18n import Retranslating
from wint.gui.texts import NBSP, Texts, call_text, card_text, seat_text, strain_text

__all__ = ["ReviewWindow", "deal_caption", "show_review"]

_RED = "#c62828"
_MARK = "✗"
_CHOSEN = "background-color:#ffe082;"
_RED_SUITS = (Suit.D, Suit.H)
# where each seat sits in the 3 × 3 diagram: N top, W left, E right, S bottom
_PLACES = {Seat.N: (0, 1), Seat.W: (1, 0), Seat.E: (1, 2), Seat.S: (2, 1)}


def deal_caption(number: int, state: DealState) -> str:
    """«Deal 3: 2♥ by North, 9 tricks» (or all passed), to choose a deal to review."""
    contract = state.contract
    if contract is None:
        what = QCoreApplication.translate("ReviewWindow", "all passed")
    else:
        what = (
            QCoreApplication.translate("ReviewWindow", "%1 by %2, %3")
            .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
            .replace("%2", seat_text(contract.declarer))
            .replace("%3", Texts().tricks(state.tricks_won(contract.side)))
        )
    return (
        QCoreApplication.translate("ReviewWindow", "Deal %1: %2")
        .replace("%1", str(number))
        .replace("%2", what)
    )


def _suit_html(suit: Suit) -> str:
    symbol = "♠♣♦♥"[suit]
    return f'<span style="color:{_RED}">{symbol}</span>' if suit in _RED_SUITS else symbol


def _card_html(card: Card) -> str:
    """A card as rich text, the suit symbol red for ♦ and ♥."""
    text = escape(card_text(card))
    return text[:-1] + _suit_html(card.suit)


class _Signals(QObject):
    reviewed = Signal(object)  # DealReview
    failed = Signal(str)


class _Analysis(QRunnable):
    """:func:`review_deal` on the worker pool; touches no widget."""

    def __init__(self, state: DealState, signals: _Signals) -> None:
        super().__init__()
        self._state = state
        self._signals = signals

    def run(self) -> None:
        try:
            review = review_deal(self._state)
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
    analysis runs).
    """

    def __init__(
        self,
        state: DealState,
        names: Sequence[str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.state = state
        self.states = state.states()
        self.names = tuple(names) if names is not None else ("",) * 4
        self.review: DealReview | None = None
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
        QThreadPool.globalInstance().start(_Analysis(state, self._signals))

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

    def _on_reviewed(self, review: DealReview) -> None:
        self.review = review
        self._fill_steps()
        self._fill_table()
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
        return claimer_tricks(self.states[index], self.review.steps[index].seat, claim)

    def action_text(self, index: int) -> str:
        """The call, card or claim of step ``index`` as plain text."""
        assert self.review is not None
        action = self.review.steps[index].action
        if isinstance(action, Card):
            return card_text(action)
        if isinstance(action, Call):
            return call_text(action)
        return self.tr("claims %1").replace("%1", str(self._claimed(index, action)))

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

    def _heading_text(self) -> str:
        state = self.state
        parts = [self.tr("Dealer: %1").replace("%1", seat_text(state.dealer))]
        contract = state.contract
        if state.phase is Phase.PASSED_OUT:
            return " · ".join([*parts, self.tr("all passed, not played")])
        if contract is None:
            parts.append(self.tr("raspasovka"))
        else:
            parts.append(
                self.tr("contract %1 by %2")
                .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
                .replace("%2", seat_text(contract.declarer))
            )
        parts.append(
            self.tr("tricks: N–S %1, E–W %2")
            .replace("%1", str(state.tricks_won(Side.NS)))
            .replace("%2", str(state.tricks_won(Side.EW)))
        )
        if contract is not None and state.is_over:
            result = state.result()
            short = str(result.undertricks)
            parts.append(
                self.tr("made") if result.made else self.tr("down %1").replace("%1", short)
            )
        return " · ".join(parts)

    def _summary_text(self) -> str:
        review = self.review
        if review is None:
            return ""
        lines = [self.tr("Tricks lost double dummy, and mistakes:")]
        for side in Side:
            count = sum(1 for step in review.mistakes() if step.seat.side is side)
            lines.append(
                self.tr("%1: %n trick(s) lost, mistakes: %2", "", review.lost(side))
                .replace("%1", self._side_text(side))
                .replace("%2", str(count))
            )
        if not solver.endplay_available():
            lines.append(
                self.tr(
                    "Without the endplay solver only the last %n trick(s) are measured "
                    "and there is no double-dummy table.",
                    "",
                    PYTHON_CARDS,
                )
            )
        return "\n".join(lines)

    def _verdict_text(self) -> str:
        review = self.review
        if review is None:
            return ""
        if review.table is None:
            return self.tr("No double-dummy table: it needs the endplay solver.")
        contract, tricks = review.contract, review.contract_tricks
        if contract is None or tricks is None:
            return self.tr("Tricks each declarer takes double dummy (highest level that makes).")
        made = review.table.makes(contract)
        return (
            self.tr("The contract makes double dummy: %1 (tricks: %2).")
            .replace("%1", self.tr("yes") if made else self.tr("no"))
            .replace("%2", str(tricks))
        )

    def _detail_html(self, index: int) -> str:
        """What happened at step ``index`` and, for a card, every legal card's value."""
        assert self.review is not None
        step = self.review.steps[index]
        who = escape(seat_text(step.seat))
        action = step.action
        if isinstance(action, Call):
            return escape(self.tr("%1 calls %2").replace("%2", call_text(action))).replace(
                "%1", who
            )
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
            .replace("%3", _card_html(action))
        )
        if not step.values:
            return text + f"{NBSP}— " + escape(self.value_text(index))
        if step.mistake:
            text += (
                f' <b style="color:{_RED}">{_MARK} '
                + escape(self.tr("%n trick(s) lost", "", step.lost))
                + "</b>"
            )
        values = sorted(step.values.items(), key=lambda item: (-item[1], item[0]))
        cards = " · ".join(
            f"{_card_html(card)} {step.won + value}"
            if card != action
            else f'<span style="{_CHOSEN}">{_card_html(card)} {step.won + value}</span>'
            for card, value in values
        )
        return (
            text
            + "<br>"
            + escape(self.tr("The side's tricks after each card (double dummy):"))
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
        red = QBrush(QColor(_RED))
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

    def _fill_table(self) -> None:
        review = self.review
        assert review is not None
        table, contract = review.table, review.contract
        self.dd_grid.setVisible(table is not None)
        for seat in SEATS:
            for strain in Strain:
                text = ""
                if table is not None:
                    level = table.level(seat, strain)
                    tricks = table.tricks_for(seat, strain)
                    text = f"{tricks} ({level})" if level else str(tricks)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if contract is not None and (seat, strain) == (contract.declarer, contract.strain):
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QBrush(QColor("#ffe082")))
                    item.setForeground(QBrush(QColor("black")))
                self.dd_grid.setItem(seat, strain, item)

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
        if isinstance(step.action, Call):  # each seat's last call so far
            for earlier in review.steps[: index + 1]:
                if isinstance(earlier.action, Call):
                    shown[earlier.seat] = escape(call_text(earlier.action))
            self.trick_title.setText(self.tr("Auction"))
        else:
            for seat, card in before.current_trick:
                shown[seat] = _card_html(card)
            if chosen is not None:
                shown[step.seat] = f'<span style="{_CHOSEN}">{_card_html(chosen)}</span>'
            self.trick_title.setText(self.tr("Trick %1").replace("%1", str(step.trick)))
        for seat, label in self.trick_cards.items():
            label.setText(shown.get(seat, ""))
        self.detail.setText(self._detail_html(index))

    # -- language --------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("Deal review"))
        self.heading.setText(self._heading_text())
        self.diagram.setTitle(self.tr("All hands"))
        self.table_box.setTitle(self.tr("Double-dummy table: tricks (highest level that makes)"))
        self.dd_grid.setHorizontalHeaderLabels([strain_text(strain) for strain in Strain])
        for strain in (Strain.D, Strain.H):
            item = self.dd_grid.horizontalHeaderItem(strain)
            if item is not None:
                item.setForeground(QBrush(QColor(_RED)))
        self.dd_grid.setVerticalHeaderLabels([seat_text(seat) for seat in SEATS])
        self.steps.setHorizontalHeaderLabels(
            [
                self.tr("Trick"),
                self.tr("Seat"),
                self.tr("Call or card"),
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
        self.verdict.setText(self._verdict_text())
        self._retranslate_steps()
        self._show_position()


def show_review(
    parent: QWidget | None, state: DealState, names: Sequence[str] | None = None
) -> ReviewWindow:
    """Open the review of the deal ending in ``state`` over ``parent`` (non-modal; the
    analysis starts at once).  ``names`` are the players by seat, N E S W.  Keep the window
    returned when ``parent`` is ``None``."""
    window = ReviewWindow(state, names, parent)
    window.show()
    window.raise_()
    window.activateWindow()
    return window
