"""Whist's table-rules mode in the window (W-PLAY-7, W-IRR): the question before the human
plays a card that fails to follow suit («нет такой масти?», W-IRR-1, W-IRR-4), and the
victims' choice of each established revoke's penalty after the deal (W-IRR-3), with what
each choice writes on the sheet.  Loaded only when a Whist table asks.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wint.core.cards import Card
from wint.core.seats import Side
from wint.games.whist.actions import PENALTY_CHOICES, PenaltyChoice, Phase
from wint.games.whist.ledger import ScoredDeal
from wint.games.whist.result import Penalty
from wint.games.whist.state import DealState
from wint.gui.platform.i18n import Retranslating
from wint.gui.table.deal import TableDeal
from wint.gui.texts import card_text, seat_text
from wint.session.model import AnySession

__all__ = ["PenaltyDialog", "ask_penalty", "confirm_revoke", "preview"]

_SUITS: Final = "♠♣♦♥"


def confirm_revoke(parent: QWidget, deal: TableDeal, card: Card) -> bool:
    """Whether the human plays ``card``, which fails to follow the suit led although the
    hand he plays it from (his own or his dummy's) holds it: a revoke, which table rules
    accept and penalise after the deal (W-IRR-1, W-IRR-3)."""
    question = RevokeQuestion(parent, deal, card)
    return question.exec() == QMessageBox.StandardButton.Yes


class RevokeQuestion(QMessageBox):
    """«No cards of that suit?»: a confirmation before a card that fails to follow suit, which
    table rules accept as a revoke (W-IRR-1, W-PLAY-7)."""

    def __init__(self, parent: QWidget, deal: TableDeal, card: Card) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("No cards of that suit?"))
        led = _SUITS[deal.trick[0][1].suit] if deal.trick else ""
        if deal.to_act is deal.actor:
            held = self.tr("You have %1: %2 does not follow suit.")
        else:
            held = self.tr("The dummy has %1: %2 does not follow suit.")
        self.setText(held.replace("%1", led).replace("%2", card_text(card)))
        self.setInformativeText(
            self.tr(
                "Table rules accept it as a revoke. After the deal the opponents choose its "
                "penalty: 5 points above the line for them, or three of your side's tricks "
                "(W-IRR-1, W-IRR-3). Play it?"
            )
        )
        self.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        self.setDefaultButton(QMessageBox.StandardButton.No)


def preview(session: AnySession, choice: PenaltyChoice) -> ScoredDeal:
    """The deal as the sheet would write it with ``choice`` for the revoke now chosen and
    the choices already made (the revokes still to choose left out)."""
    state: DealState = session.state
    chosen = len(state.penalties) + 1
    final = state.apply(choice)
    while not final.is_over:  # the others for the moment, left out below
        final = final.apply(PENALTY_CHOICES[0])
    result = final.result()
    result = replace(result, revokes=result.revokes[:chosen])
    scored: ScoredDeal = session.ledger.add(result).rubbers[-1].deals[-1]
    return scored


def ask_penalty(parent: QWidget, session: AnySession) -> PenaltyChoice | None:
    """The human's choice of the penalty for the next established revoke (W-IRR-3);
    ``None`` when none is his to choose now."""
    state: DealState = session.state
    if state.phase is not Phase.PENALTY:
        return None
    dialog = PenaltyDialog(session, parent)
    dialog.exec()
    return dialog.choice


class PenaltyDialog(Retranslating, QDialog):
    """The two penalties of an established revoke, each with what it writes on the sheet;
    the choice is due, so the dialog closes only with one (W-IRR-3)."""

    def __init__(self, session: AnySession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        state: DealState = session.state
        if state.to_act is None or state.phase is not Phase.PENALTY:
            raise ValueError("no penalty to choose")
        self.ours = state.to_act.side
        self.revoke = state.revokes[len(state.penalties)]
        self.left = len(state.revokes) - len(state.penalties) - 1
        self.choice: PenaltyChoice | None = None
        self.head = QLabel()
        self.head.setWordWrap(True)
        grid = QGridLayout()
        self.buttons: dict[Penalty, QPushButton] = {}
        self.effects: dict[Penalty, QLabel] = {}
        for row, choice in enumerate(PENALTY_CHOICES):
            button = QPushButton()
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
            effect = QLabel()
            effect.setWordWrap(True)
            grid.addWidget(button, row, 0)
            grid.addWidget(effect, row, 1)
            self.buttons[choice.penalty] = button
            self.effects[choice.penalty] = effect
        grid.setColumnStretch(1, 1)
        self.more = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.head)
        layout.addLayout(grid)
        layout.addWidget(self.more)
        self.more.setVisible(self.left > 0)
        self.retranslate()
        self.setMinimumWidth(600)

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("Revoke penalty"))
        revoke = self.revoke
        self.head.setText(
            self.tr("%1 revoked in trick %2 (W-IRR-1).\nYour side chooses the penalty (W-IRR-3):")
            .replace("%1", seat_text(revoke.by))
            .replace("%2", str(revoke.trick + 1))
        )
        self.buttons[Penalty.POINTS].setText(self.tr("&5 points above the line"))
        self.buttons[Penalty.TRICKS].setText(self.tr("&Three of their tricks"))
        for choice in PENALTY_CHOICES:
            self.effects[choice.penalty].setText(self.effect(preview(self.session, choice)))
        self.more.setText(self.tr("%n more revoke(s) to choose after this one.", "", self.left))

    def effect(self, deal: ScoredDeal) -> str:
        """What the deal writes on the sheet with a choice: the tricks after any transfer,
        below and above the line for each side, and the partiya when it ends."""
        ours, theirs = self.ours, self.ours.other
        tricks = deal.score.tricks or (0, 0)
        above = [sum(e.points for e in deal.above if e.side is side) for side in Side]
        text = (
            self.tr(
                "Tricks: we %1, they %2.\nBelow the line: we %3, they %4.\n"
                "Above the line: we %5, they %6."
            )
            .replace("%1", str(tricks[ours]))
            .replace("%2", str(tricks[theirs]))
            .replace("%3", str(deal.below[ours]))
            .replace("%4", str(deal.below[theirs]))
            .replace("%5", str(above[ours]))
            .replace("%6", str(above[theirs]))
        )
        if deal.game_won_by is ours:
            text += "\n" + self.tr("We win the partiya.")
        elif deal.game_won_by is theirs:
            text += "\n" + self.tr("They win the partiya.")
        return text

    def _choose(self, choice: PenaltyChoice) -> None:
        self.choice = choice
        self.accept()

    def reject(self) -> None:
        """Not closed without a choice: the penalty is due (W-IRR-3)."""
