"""The line above the table that says who sits out and why (V-PART-9, §4.2): in a session
of players who change seats by the tables, the rubber in progress of the session's, who
sits it out, and that the human watches when it is he.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.session.model import AnySetup
from wint.session.sheet import rotates

__all__ = ["SeatingLine"]


class SeatingLine(Retranslating, QLabel):
    """Who sits out the rubber in progress and why; hidden when the players keep their
    seats."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWordWrap(True)
        self.setMargin(6)
        controller.changed.connect(self.retranslate)
        self.retranslate()

    def _name(self, setup: AnySetup, index: int) -> str:
        return setup.players[index].name or self.tr("player %1").replace("%1", str(index + 1))

    def retranslate(self) -> None:
        """Say who sits out, in the user's language."""
        session = self.controller.session
        setup = session.setup
        if not rotates(setup):
            self.setText("")
            self.hide()
            return
        planned = setup.game.session_rubbers
        rubbers = planned(setup.rules) if planned is not None else session.rubber + 1
        rubber = min(session.rubber + 1, rubbers)
        human = setup.human_player
        out = [index for index in setup.sitting_out(session.turn) if index != human]
        names = [self._name(setup, index) for index in out]
        if len(names) > 1:  # six players: two sit out
            why = self.tr("%1 and %2 sit out").replace("%1", names[0]).replace("%2", names[1])
        elif names:
            why = self.tr("%1 sits out").replace("%1", names[0])
        elif self.controller.sitting_out:
            why = self.tr("you sit out")
        else:
            why = self.tr("partners change each rubber")
        text = (
            self.tr("Rubber %1 of %2 by the rotation table: %3")
            .replace("%1", str(rubber))
            .replace("%2", str(rubbers))
            .replace("%3", why)
        )
        if self.controller.sitting_out:
            text += "\n" + self.tr("You sit this rubber out and watch: the hands stay hidden.")
        self.setText(text)
        self.show()
