"""The bidding box: the auction so far by seat, and buttons for exactly the legal calls.

Bids are laid out as the classic box, levels in rows and strains ♠ ♣ ♦ ♥ NT in columns;
Pass, the question «можно ли ходить?» and the invitation to lead (V-BID-8) sit below.  A
button is shown only when its call is legal for the human now; everything else is hidden
or disabled, so an illegal call cannot be made from here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wint.core.calls import ALL_BIDS, INVITE, PASS, QUESTION, Call, Strain
from wint.core.state import Phase
from wint.gui.controller import GameController
from wint.gui.i18n import Retranslating
from wint.gui.texts import advice_text, call_text, seat_text, strain_text

__all__ = ["BiddingBox"]

_RED_STRAINS = (Strain.D, Strain.H)


class BiddingBox(Retranslating, QWidget):
    """The auction history and the human's call buttons."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
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
        grid = QGridLayout()
        grid.setSpacing(3)
        self.buttons: dict[Call, QPushButton] = {}
        for call in ALL_BIDS:
            button = self._button(call)
            strain = call.strain
            if strain is None:  # pragma: no cover - bids have a strain
                continue
            grid.addWidget(button, call.level - 1, int(strain))
        for column, call in enumerate((PASS, QUESTION, INVITE)):
            button = self._button(call)
            grid.addWidget(button, 7, column * 5 // 3, 1, 2 if column < 2 else 1)
        layout.addLayout(grid)
        controller.changed.connect(self.refresh)
        self.retranslate()

    def _button(self, call: Call) -> QPushButton:
        button = QPushButton(self)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False, c=call: self.controller.make_call(c))
        if call.strain in _RED_STRAINS:
            palette = button.palette()
            palette.setColor(button.foregroundRole(), QColor(196, 18, 40))
            button.setPalette(palette)
        font = QFont(button.font())
        font.setBold(call.is_bid)
        button.setFont(font)
        self.buttons[call] = button
        return button

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
        self.refresh()

    def refresh(self) -> None:
        """Show the auction so far and offer exactly the legal calls."""
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
        mine = state.phase is Phase.AUCTION and state.to_act is human and human is not None
        legal = set(state.legal_actions()) if mine else set()
        for call, button in self.buttons.items():
            button.setVisible(call in legal or (call.is_bid and mine))
            button.setEnabled(call in legal)
        if state.phase is not Phase.AUCTION:
            contract = state.contract
            if contract is None:
                self.prompt.setText(self.tr("All passed."))
            else:
                self.prompt.setText(
                    self.tr("Contract: %1 by %2")
                    .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
                    .replace("%2", seat_text(contract.declarer))
                )
        elif mine:
            self.prompt.setText(self.tr("Your call."))
        elif state.to_act is not None:
            self.prompt.setText(self.tr("%1 is to call.").replace("%1", seat_text(state.to_act)))
