"""Preferans's words in the auction's dock: the calls so far by player, and a button for
exactly each legal decision of the human that is not a card: the bids of the variant with
misère and «здесь» where allowed and pass (P-BID), the contract named after the discard
(P-CON-2), the whisting words (whist, pass, half-whist: P-WH) and the lone whister's open
or closed play (P-WH-6).  The discard itself is chosen on the table (two cards, then its
button).  Whatever ``PrefState.legal_actions`` offers is offered, in words, and nothing else.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
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

from wint.core.cards import Card
from wint.games.preferans.actions import Action, Discard, Phase
from wint.games.preferans.state import PrefState
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.gui.table.pref_table import action_text, bid_text, call_text, whist_text
from wint.gui.texts import player_name

__all__ = ["PrefCallBox"]

#: Buttons in a row of the box (the bids: five strains a level).
_COLUMNS = 5


class PrefCallBox(Retranslating, QWidget):
    """The auction so far and the human's words."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 6, 6, 6)
        self.history = QTableWidget(0, 2, self)
        self.history.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.history.verticalHeader().setVisible(False)
        self.history.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.history.setMinimumHeight(120)
        column.addWidget(self.history, 1)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        column.addWidget(self.prompt)
        self.grid = QGridLayout()
        self.grid.setSpacing(3)
        column.addLayout(self.grid)
        #: The buttons shown now, each with its action.
        self.buttons: dict[Action, QPushButton] = {}
        self.setMinimumWidth(300)
        controller.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.history.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Said")])
        self.refresh()

    def _state(self) -> PrefState | None:
        state = self.controller.session.state
        return state if isinstance(state, PrefState) else None

    def refresh(self) -> None:
        """The words said so far, and a button for each of the human's legal words now."""
        state = self._state()
        if state is None:
            return
        self._fill_history(state)
        human = self.controller.human
        mine = human is not None and state.actor is human and state.phase < Phase.PLAY
        legal: list[Action] = [
            action
            for action in (state.legal_actions() if mine else ())
            if not isinstance(action, Card | Discard)
        ]
        self._fill_buttons(state, legal)
        self.prompt.setText(self._prompt(state, mine))

    def _fill_history(self, state: PrefState) -> None:
        """Every call and every whisting word, with who said it."""
        session = self.controller.session
        setup, turn = session.setup, session.turn
        said = [
            (seat, call_text(call, state.calls[:index]))
            for index, (seat, call) in enumerate(state.calls)
        ]
        if state.contract is not None and state.declarer is not None:
            said.append((state.declarer, bid_text(state.contract)))
        order = list(state.defenders) + list(state.defenders[:1])
        said += [(seat, whist_text(word)) for seat, word in zip(order, state.whist, strict=False)]
        self.history.setRowCount(len(said))
        for row, (seat, words) in enumerate(said):
            for col, text in enumerate((player_name(setup, seat, turn), words)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.history.setItem(row, col, item)
        self.history.scrollToBottom()

    def _fill_buttons(self, state: PrefState, legal: list[Action]) -> None:
        for button in self.buttons.values():
            self.grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = {}
        for index, action in enumerate(legal):
            button = QPushButton(action_text(action, state), self)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, a=action: self.controller.make_call(a))
            self.grid.addWidget(button, index // _COLUMNS, index % _COLUMNS)
            button.show()
            self.buttons[action] = button

    def _prompt(self, state: PrefState, mine: bool) -> str:
        phase = state.phase
        if not mine:
            if phase is Phase.AUCTION and state.to_act is not None:
                session = self.controller.session
                name = player_name(session.setup, state.to_act, session.turn)
                return self.tr("%1 is to call.").replace("%1", name)
            return ""
        prompts = {
            Phase.AUCTION: self.tr("Your call."),
            Phase.DISCARD: self.tr("Choose two cards to discard on the table, then “Discard”."),
            Phase.CONTRACT: self.tr("Name your contract."),
            Phase.WHIST: self.tr("Whist or pass?"),
            Phase.LIGHT: self.tr("You whist alone: open or closed?"),
        }
        return prompts.get(phase, "")
