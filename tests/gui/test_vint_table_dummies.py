"""Vint's table rules with a dummy through the window (§4.1 with V-REV): the human, three
players' South, revokes with his dummy's card after the table's confirmation; nobody asks
«не по ошибке ли?» (the dummy's partner is its owner); the computer opponents claim the
revoke after the deal and the penalty goes on the sheet."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui.test_vint_dummies import ADVISOR, dummy_session, window_on
from tests.gui.test_vint_table_rules import answering
from wint.core.cards import Card
from wint.core.seats import SEATS
from wint.games.vint.actions import TableAction, Verb
from wint.games.vint.ledger import Ledger
from wint.games.vint.result import Revoke
from wint.games.vint.rules import load_preset
from wint.games.vint.state import DealState, Phase
from wint.gui.shell.main_window import MainWindow

N, E, S, W = SEATS


def dummy_revoke(state: DealState) -> Card | None:
    """A card of the dummy North's that would be a revoke now, if any."""
    if state.to_act is not N or not state.current_trick:
        return None
    led = state.current_trick[0][1].suit
    hand = state.hand(N)
    if not any(card.suit is led for card in hand):
        return None
    return next((card for card in hand if card.suit is not led), None)


def play_deal(qtbot: QtBot, window: MainWindow, revoked: list[Card]) -> DealState:
    """South calls as the basic player does and plays the first legal cards for both his
    seats, once revoking with the dummy's card by a double click's signal; the computers and
    the dialogs do the rest."""
    controller = window.controller
    for _ in range(400):
        if controller.session.state.is_over:
            break
        qtbot.waitUntil(
            lambda: controller.waiting_for_human or controller.session.state.is_over, timeout=20000
        )
        state = controller.session.state
        if state.is_over or state.waiting is not None:
            qtbot.wait(5)
            continue
        assert state.actor is S
        card = None if revoked else dummy_revoke(state)
        if card is not None:
            revoked.append(card)
            window.scene.card_activated.emit(card)  # as a double-click on the dummy's card
            assert card in controller.session.state.played
        elif state.phase is Phase.AUCTION:
            action: Any = ADVISOR.decide(state.view(S), controller.situation()).action
            controller.make_call(action)
        else:
            controller.play_card(next(a for a in state.legal_actions() if isinstance(a, Card)))
    return controller.session.state


def test_the_human_revokes_with_his_dummys_card_and_the_computers_claim_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answering(monkeypatch, "Yes")  # plays the revoke
    informed: list[str] = []
    answer = QMessageBox.exec

    def exec_(box: QMessageBox) -> int:
        informed.append(box.informativeText())
        return answer(box)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    revoked: list[Card] = []
    for seed in range(1, 12):
        window = window_on(qtbot, dummy_session(3, seed, load_preset("table")))
        state = play_deal(qtbot, window, revoked)
        if revoked:
            break
        window.close()
    assert revoked, "no deal gave the dummy a chance to revoke"
    assert any("does not follow suit" in text for text in asked)  # the confirmation
    assert not any("Not by mistake?" in text for text in asked)  # nobody asks (§4.1)
    assert any("Nobody asks «Not by mistake?»" in text for text in informed)  # and it says so
    history = state.history()
    assert not any(isinstance(a, TableAction) and a.verb is Verb.ASK for a in history)
    claims = [a for a in history if isinstance(a, TableAction) and a.verb is Verb.REVOKE]
    assert claims[0].value.startswith("N:")  # a computer opponent claimed it (V-REV-4)
    assert state.result().revokes == (Revoke(N),)
    controller = window.controller
    with qtbot.waitSignal(controller.deal_finished):
        window.menus.next_deal_action.trigger()
    assert controller.session.ledger.count == 1
    scored = controller.session.ledger.rubbers[0].deals[0]
    rules = controller.session.setup.rules
    plain = Ledger(rules).add(replace(state.result(), revokes=())).rubbers[0].deals[0]
    assert (scored.below, scored.above) != (plain.below, plain.above)  # the penalty, V-REV-5
    window.close()
