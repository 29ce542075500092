"""The bidding box: the auction so far by seat, and buttons for exactly the legal calls.

Bids are laid out as the classic box, levels in rows and strains ♠ ♣ ♦ ♥ NT in columns;
Pass, the question «можно ли ходить?» and the invitation to lead (V-BID-8) sit below.  A
button is shown only when its call is legal for the human now; everything else is hidden
or disabled, so an illegal call cannot be made from here.

The box is as wide as the calls' texts need in the current language (from the font's
metrics): every button shows its whole text and every call in the auction fits its column in
at most two lines.  Its width does not depend on which buttons are shown, so the panel does
not widen and narrow between the auction and the play.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wint.core.seats import SEATS
from wint.games.vint.calls import ALL_BIDS, BLIND_BIDS, INVITE, PASS, QUESTION, Call, Strain
from wint.games.vint.state import Phase
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.gui.texts import advice_text, call_text, seat_text, strain_text

__all__ = ["BiddingBox", "two_line_width"]

_RED_STRAINS = (Strain.D, Strain.H)
_SPECIAL = (PASS, QUESTION, INVITE)


def two_line_width(metrics: QFontMetricsF, text: str) -> float:
    """The narrowest width that shows ``text`` in at most two lines broken at a space."""
    words = text.split(" ")
    halves = ((" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words)))
    return min(
        [
            metrics.horizontalAdvance(text),
            *(max(map(metrics.horizontalAdvance, pair)) for pair in halves),
        ]
    )


class BiddingBox(Retranslating, QWidget):
    """The auction history and the human's call buttons."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.history = QTableWidget(0, 4, self)
        self.history.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.history.verticalHeader().setVisible(False)
        self.history.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.history.setMinimumHeight(120)
        layout.addWidget(self.history, 1)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        self.grid = QGridLayout()
        self.grid.setSpacing(3)
        self.buttons: dict[Call, QPushButton] = {}
        for call in ALL_BIDS:
            button = self._button(call)
            strain = call.strain
            if strain is None:  # pragma: no cover - bids have a strain
                continue
            self.grid.addWidget(button, call.level - 1, int(strain))
        layout.addLayout(self.grid)
        self.row = QHBoxLayout()
        self.row.setSpacing(self.grid.spacing())
        for call in _SPECIAL:
            button = self._button(call)
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)  # Pass keeps its place when alone
            button.setSizePolicy(policy)
            self.row.addWidget(button, 1)
        layout.addLayout(self.row)
        # V-BID-12: the human's cards lie face down until he looks (or calls)
        self.look_button = QPushButton(self)
        self.look_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.look_button.clicked.connect(controller.look)
        self.look_button.setVisible(False)
        layout.addWidget(self.look_button)
        controller.changed.connect(self.refresh)
        self.retranslate()

    def _button(self, call: Call) -> QPushButton:
        button = QPushButton(self)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False, c=call: self._call(c))
        if call.strain in _RED_STRAINS:
            palette = button.palette()
            palette.setColor(button.foregroundRole(), QColor(196, 18, 40))
            button.setPalette(palette)
        font = QFont(button.font())
        font.setBold(call.is_bid)
        button.setFont(font)
        # as wide as its text needs (set by _fit), not the style's least width for a button
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.buttons[call] = button
        return button

    def _call(self, call: Call) -> None:
        """The human's call: blind when he has not looked at his cards and the bid may be
        (V-BID-12: «три» or higher); any call means he looks at them now."""
        controller = self.controller
        blind = next((b for b in BLIND_BIDS if b.plain is call), None)
        if controller.hand_hidden and blind is not None:
            call = blind
        if controller.make_call(call):
            controller.look()

    def _fit(self) -> None:
        """Size the buttons and the auction's columns for the texts of this language."""
        style = self.style()
        pad = 2 * (
            style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin)
            + style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
        )
        for button in self.buttons.values():
            advance = QFontMetricsF(button.font()).horizontalAdvance(button.text())
            button.setMinimumWidth(math.ceil(advance + pad))
        bid = max(self.buttons[call].minimumWidth() for call in ALL_BIDS)
        for button in (self.buttons[call] for call in ALL_BIDS):
            button.setMinimumWidth(bid)
        spacing = self.grid.spacing()
        grid = 5 * bid + 4 * spacing
        row = sum(self.buttons[call].minimumWidth() for call in _SPECIAL) + 2 * spacing
        self.history.setMinimumWidth(math.ceil(self._history_width()))
        margins = self.column.contentsMargins()
        needed = max(grid, row, self.history.minimumWidth())
        self.setMinimumWidth(needed + margins.left() + margins.right())

    def _history_width(self) -> float:
        """The auction's width that holds every call in at most two lines in each of its four
        columns, the seats' names above them and a scroll bar beside."""
        style = self.style()
        cell = QFontMetricsF(self.history.font())
        header = QFontMetricsF(self.history.horizontalHeader().font())
        cell_pad = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 1
        header_pad = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 1
        column = max(
            *(two_line_width(cell, call_text(call)) + cell_pad for call in (*_SPECIAL, *ALL_BIDS)),
            *(header.horizontalAdvance(seat_text(seat)) + header_pad for seat in SEATS),
        )
        frame = 2 * self.history.frameWidth()
        return (
            4 * math.ceil(column) + frame + style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        )

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        for call, button in self.buttons.items():
            button.setText(call_text(call))
        self.buttons[QUESTION].setToolTip(
            self.tr("Ask «can we lead?»: after this you may only pass (V-BID-8).")
        )
        self.buttons[INVITE].setToolTip(
            self.tr("Invite the opponents to lead: the auction ends now (V-BID-8).")
        )
        self.look_button.setText(self.tr("Look at your cards"))
        self._fit()
        self.refresh()

    def refresh(self) -> None:
        """Show the auction so far and offer exactly the legal calls (a game without Vint's
        auction leaves the box as it is: its dock is not shown)."""
        if not self.controller.game.bidding:
            return
        state = self.controller.session.state
        dealer = state.dealer
        order = [dealer.after(i) for i in range(4)]
        self.history.setHorizontalHeaderLabels([seat_text(seat) for seat in order])
        calls = state.calls()
        rows = (len(calls) + 3) // 4
        self.history.setRowCount(max(rows, 1))
        self.history.clearContents()
        number = self.controller.session.number
        for index, (_, call) in enumerate(calls):
            item = QTableWidgetItem(call_text(call))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            advice = self.controller.advice_log.get((number, index))
            if advice is not None and advice_text(advice.reason):
                rule = f" ({advice.rule})" if advice.rule else ""
                item.setToolTip(advice_text(advice.reason) + rule)
            if call.strain in _RED_STRAINS:
                item.setForeground(QColor(196, 18, 40))
            self.history.setItem(index // 4, index % 4, item)
        self.history.resizeRowsToContents()
        self.history.scrollToBottom()
        human = self.controller.human
        # the human calls for his own seat and for his dummy's (§4.1)
        mine = state.phase is Phase.AUCTION and state.actor is human and human is not None
        self.look_button.setVisible(self.controller.hand_hidden)
        legal = set(state.legal_actions()) if mine else set()
        for call, button in self.buttons.items():
            button.setVisible(call in legal or (call.is_bid and mine))
            button.setEnabled(call in legal)
        if state.phase is Phase.EXCHANGE and state.contract is None:  # §4.6
            self.prompt.setText(self.tr("The auction begins once the dealer has his cards."))
        elif state.phase is not Phase.AUCTION:
            contract = state.contract
            if contract is None:
                self.prompt.setText(self.tr("All passed."))
            else:
                self.prompt.setText(
                    self.tr("Contract: %1 by %2")
                    .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
                    .replace("%2", seat_text(contract.declarer))
                )
        elif mine and state.to_act is not human and state.to_act is not None:
            self.prompt.setText(
                self.tr("Your call for your dummy (%1).").replace("%1", seat_text(state.to_act))
            )
        elif mine and self.controller.hand_hidden:
            self.prompt.setText(
                self.tr("Your cards lie face down: a bid of three or more made now is blind.")
            )
        elif mine:
            self.prompt.setText(self.tr("Your call."))
        elif state.to_act is not None:
            self.prompt.setText(self.tr("%1 is to call.").replace("%1", seat_text(state.to_act)))
