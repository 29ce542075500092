"""Vint's table-rules mode in the window (V-PLAY-11, V-REV, V-IRR): the confirmations before
the human revokes or leads out of turn, his answers and choices when the play waits for
them, his claims of revokes after the play, and everyone's table-rules actions in words.
Loaded only when a Vint table under table rules asks.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from wint.core.cards import Card
from wint.core.seats import Seat
from wint.games.vint.actions import (
    ANSWER_NO,
    ANSWER_YES,
    CORRECT_HIGH,
    CORRECT_LOW,
    EXPOSED_LEAVE,
    LEAD_BACK,
    LEAD_KEEP,
    REVOKE_DONE,
    Action,
    TableAction,
    Verb,
    claim_revoke,
)
from wint.games.vint.state import DealState
from wint.gui.table.deal import TableDeal
from wint.gui.texts import card_text, seat_text
from wint.session.model import AnySession

__all__ = [
    "ClaimDialog",
    "action_words",
    "announce",
    "choose_table_action",
    "confirm_out_of_turn",
    "confirm_revoke",
    "show_outs",
]

_SUITS = "♠♣♦♥"


def confirm_revoke(parent: QWidget, deal: TableDeal, card: Card) -> bool:
    """Whether the human plays ``card``; asked only when it fails to follow the suit led
    although he holds it: a revoke, which table rules accept (V-REV-1)."""
    seat = deal.to_act
    if not deal.trick or seat is None:
        return True
    led = deal.trick[0][1].suit
    if card.suit is led or not any(c.suit is led for c in deal.hands[seat]):
        return True  # not a revoke: the rules say why if the card is refused
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("VintTableRules", "Revoke"))
    box.setText(
        QCoreApplication.translate("VintTableRules", "You have %1: %2 does not follow suit.")
        .replace("%1", _SUITS[led])
        .replace("%2", card_text(card))
    )
    if seat in deal.dummies or seat.partner in deal.dummies:  # nobody asks (§4.1)
        text = QCoreApplication.translate(
            "VintTableRules",
            "Table rules accept it as a revoke. Nobody asks «Not by mistake?» in a pair with "
            "a dummy; the opponents may claim it after the deal, and three of your side's "
            "tricks go to them (V-REV-1…5). Play it?",
        )
    else:
        text = QCoreApplication.translate(
            "VintTableRules",
            "Table rules accept it as a revoke. Your partner may ask «Not by mistake?»; "
            "unless you correct it, the opponents may claim it after the deal, and three "
            "of your side's tricks go to them (V-REV-1…5). Play it?",
        )
    box.setInformativeText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def confirm_out_of_turn(parent: QWidget, card: Card) -> bool:
    """Whether the human leads ``card`` although it is not his lead (V-IRR-2)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("VintTableRules", "Lead out of turn"))
    box.setText(
        QCoreApplication.translate(
            "VintTableRules", "It is not your lead. Lead %1 all the same?"
        ).replace("%1", card_text(card))
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "VintTableRules",
            "The opponents may keep it face up on the table as an exposed card, to be played "
            "when they call it (V-IRR-1, V-IRR-2).",
        )
    )
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def choose_table_action(parent: QWidget, session: AnySession) -> Action | None:
    """The human's answer, choice or claim the play waits for; ``None`` when none is due."""
    state: DealState = session.state
    verb = state.waiting
    legal = state.legal_actions()
    if verb is None:
        return None
    if verb is Verb.REVOKE:
        dialog = ClaimDialog(state, parent)
        dialog.exec()
        return dialog.choice
    if verb is Verb.ANSWER and legal == (ANSWER_NO,):
        return ANSWER_NO  # his card followed the rules: «no» needs no dialog
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    options = _options(box, state, verb, legal)
    box.exec()
    return next((action for button, action in options if box.clickedButton() is button), None)


def _options(
    box: QMessageBox, state: DealState, verb: Verb, legal: tuple[Action, ...]
) -> list[tuple[QPushButton, Action]]:
    """The message and the buttons of a decision, each with its action."""
    role = QMessageBox.ButtonRole.AcceptRole
    options: list[tuple[str, Action]]
    if verb is Verb.ANSWER:
        box.setWindowTitle(QCoreApplication.translate("VintTableRules", "Not by mistake?"))
        box.setText(
            QCoreApplication.translate(
                "VintTableRules", "Your partner asks: «Not by mistake?» (V-REV-3)"
            )
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "VintTableRules",
                "«By mistake»: you take the card back, it lies face up as an exposed card, "
                "and you play a card of the suit led (V-REV-2). «No»: if the revoke is "
                "claimed, its penalty is yours alone.",
            )
        )
        options = [
            (QCoreApplication.translate("VintTableRules", "By &mistake"), ANSWER_YES),
            (QCoreApplication.translate("VintTableRules", "&No"), ANSWER_NO),
        ]
    elif verb is Verb.CORRECT:
        offender = _about(state)
        box.setWindowTitle(QCoreApplication.translate("VintTableRules", "Revoke corrected"))
        box.setText(
            QCoreApplication.translate(
                "VintTableRules",
                "%1 corrects the revoke and plays a card of the suit led (V-REV-2).",
            ).replace("%1", seat_text(offender))
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "VintTableRules", "Your side chooses which: his highest or his lowest."
            )
        )
        options = [
            (QCoreApplication.translate("VintTableRules", "The &highest"), CORRECT_HIGH),
            (QCoreApplication.translate("VintTableRules", "The &lowest"), CORRECT_LOW),
        ]
    elif verb is Verb.LEAD:
        seat, card = state.exposed[-1]
        box.setWindowTitle(QCoreApplication.translate("VintTableRules", "Lead out of turn"))
        box.setText(
            QCoreApplication.translate("VintTableRules", "%1 led %2 out of turn (V-IRR-2).")
            .replace("%1", seat_text(seat))
            .replace("%2", card_text(card))
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "VintTableRules", "Keep it face up as an exposed card, or let him take it back?"
            )
        )
        options = [
            (QCoreApplication.translate("VintTableRules", "&Keep it exposed"), LEAD_KEEP),
            (QCoreApplication.translate("VintTableRules", "Let him take it &back"), LEAD_BACK),
        ]
    else:
        owner = _about(state)
        box.setWindowTitle(QCoreApplication.translate("VintTableRules", "Exposed card"))
        box.setText(
            QCoreApplication.translate(
                "VintTableRules", "%1 is to play to this trick and holds an exposed card (V-IRR-1)."
            ).replace("%1", seat_text(owner))
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "VintTableRules", "Call it, and he must play it now, or leave it?"
            )
        )
        calls = [a for a in legal if a != EXPOSED_LEAVE and isinstance(a, TableAction)]
        options = [
            (
                QCoreApplication.translate("VintTableRules", "Call %1").replace(
                    "%1", card_text(Card.parse(a.value))
                ),
                a,
            )
            for a in calls
        ]
        options.append((QCoreApplication.translate("VintTableRules", "&Leave it"), EXPOSED_LEAVE))
    return [(box.addButton(text, role), action) for text, action in options]


def _about(state: DealState) -> Seat:
    """The seat the decision is about: the offender (his left-hand opponent corrects his
    revoke) or the exposed card's owner (his right-hand opponent calls it)."""
    chooser = state.to_act
    assert chooser is not None
    return chooser.rho if state.waiting is Verb.CORRECT else chooser.lho


def show_outs(state: DealState, claimer: Seat) -> list[tuple[Seat, int, Card]]:
    """The cards ``claimer``'s opponents played not of the suit led, each with its seat and
    trick (from 0), the ones already claimed left out: what he may claim as revokes."""
    claimed = {
        action.value
        for action in state.history()
        if isinstance(action, TableAction) and action.verb is Verb.REVOKE
    }
    plays = [trick.plays() for trick in state.tricks]
    if state.current_trick:
        plays.append(state.current_trick)
    return [
        (seat, index, card)
        for index, trick in enumerate(plays)
        for seat, card in trick[1:]
        if card.suit is not trick[0][1].suit
        and seat.side is not claimer.side
        and claim_revoke(seat, index).value not in claimed
    ]


class ClaimDialog(QDialog):
    """The claims of revokes after the play (V-REV-4): each card the opponents played not
    of the suit led, to claim as a revoke (the tricks are checked), or no claim."""

    def __init__(self, state: DealState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        claimer = state.to_act
        if claimer is None or state.waiting is not Verb.REVOKE:
            raise ValueError("no claim of a revoke is due")
        self.choice: Action | None = None
        self.setWindowTitle(QCoreApplication.translate("VintTableRules", "Claim a revoke"))
        layout = QVBoxLayout(self)
        head = QLabel(
            QCoreApplication.translate(
                "VintTableRules",
                "Did the opponents revoke? A claim is checked against the tricks; an "
                "established revoke costs their side three tricks (V-REV-4, V-REV-5).",
            )
        )
        head.setWordWrap(True)
        layout.addWidget(head)
        for seat, trick, card in show_outs(state, claimer):
            text = (
                QCoreApplication.translate("VintTableRules", "Revoke: %1, trick %2 (%3)")
                .replace("%1", seat_text(seat))
                .replace("%2", str(trick + 1))
                .replace("%3", card_text(card))
            )
            button = QPushButton(text)
            claim = claim_revoke(seat, trick)
            button.clicked.connect(lambda _=False, a=claim: self._choose(a))
            layout.addWidget(button)
        done = QPushButton(QCoreApplication.translate("VintTableRules", "&No claim"))
        done.clicked.connect(lambda _=False: self._choose(REVOKE_DONE))
        layout.addWidget(done)
        self.setMinimumWidth(480)

    def _choose(self, action: Action) -> None:
        self.choice = action
        self.accept()

    def reject(self) -> None:
        """Closed without a choice: no claim (V-REV-4)."""
        self._choose(REVOKE_DONE)


def announce(seat: Seat, action: object) -> str:
    """A table-rules action in words for the table: «North: “Not by mistake?”»; '' for any
    other action."""
    if not isinstance(action, TableAction):
        return ""
    who = seat_text(seat)
    if action.verb is Verb.ASK:
        return QCoreApplication.translate("VintTableRules", "%1: «Not by mistake?»").replace(
            "%1", who
        )
    if action.verb is Verb.REVOKE:
        if action == REVOKE_DONE:
            return ""
        by, _, trick = action.value.partition(":")
        return (
            QCoreApplication.translate("VintTableRules", "%1 claims a revoke: %2, trick %3")
            .replace("%1", who)
            .replace("%2", seat_text(Seat.parse(by)))
            .replace("%3", trick)
        )
    texts = {
        ANSWER_YES: QCoreApplication.translate(
            "VintTableRules", "%1: by mistake, the revoke is corrected"
        ),
        ANSWER_NO: QCoreApplication.translate("VintTableRules", "%1: no"),
        CORRECT_HIGH: QCoreApplication.translate("VintTableRules", "%1 chooses the highest card"),
        CORRECT_LOW: QCoreApplication.translate("VintTableRules", "%1 chooses the lowest card"),
        LEAD_KEEP: QCoreApplication.translate(
            "VintTableRules", "%1 keeps the card led out of turn exposed"
        ),
        LEAD_BACK: QCoreApplication.translate(
            "VintTableRules", "%1 lets the card led out of turn go back"
        ),
        EXPOSED_LEAVE: QCoreApplication.translate("VintTableRules", "%1 leaves the exposed card"),
    }
    if action in texts:
        return texts[action].replace("%1", who)
    return (
        QCoreApplication.translate("VintTableRules", "%1 calls the exposed %2")
        .replace("%1", who)
        .replace("%2", card_text(Card.parse(action.value)))
    )


def action_words(action: object) -> str:
    """A table-rules choice in words, as its button says it (for the hints); '' for any
    other action."""
    if not isinstance(action, TableAction):
        return ""
    words = {
        ANSWER_YES: QCoreApplication.translate("VintTableRules", "By &mistake"),
        ANSWER_NO: QCoreApplication.translate("VintTableRules", "&No"),
        CORRECT_HIGH: QCoreApplication.translate("VintTableRules", "The &highest"),
        CORRECT_LOW: QCoreApplication.translate("VintTableRules", "The &lowest"),
        LEAD_KEEP: QCoreApplication.translate("VintTableRules", "&Keep it exposed"),
        LEAD_BACK: QCoreApplication.translate("VintTableRules", "Let him take it &back"),
        EXPOSED_LEAVE: QCoreApplication.translate("VintTableRules", "&Leave it"),
        REVOKE_DONE: QCoreApplication.translate("VintTableRules", "&No claim"),
    }
    if action in words:
        return words[action].replace("&", "")
    if action.verb is Verb.EXPOSED:
        called = card_text(Card.parse(action.value))
        return QCoreApplication.translate("VintTableRules", "Call %1").replace("%1", called)
    if action.verb is Verb.REVOKE:
        by, _, trick = action.value.partition(":")
        return (
            QCoreApplication.translate("VintTableRules", "%1 claims a revoke: %2, trick %3")
            .replace("%1 ", "")
            .replace("%2", seat_text(Seat.parse(by)))
            .replace("%3", trick)
        )
    return str(action)
