"""Claims at the Preferans table (wint.ai.preferans.claims): Game › Claim is offered in a
contract's play only, never on an all-pass deal (P-RASP-1); the human declarer's claim of
more than he takes is refused with the defeating line, his claim of what he takes ends the
play with the tricks as claimed."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.ai.preferans.test_claims import SIX_SPADES
from tests.games.preferans.helpers import play, start
from tests.gui.helpers import shown_window
from tests.gui.test_preferans_table import Passer, box_buttons, click, pref_session
from wint.ai.preferans.claims import check_claim
from wint.core.cards import Card
from wint.core.seats import Seat
from wint.games.preferans.actions import Phase
from wint.games.preferans.result import PrefSeat
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.platform.i18n import Translations
from wint.gui.shell.main_window import MainWindow
from wint.gui.shell.pref_messages import PrefMessages


def _window(qtbot: QtBot) -> MainWindow:
    players = {seat: Passer(seat.name) for seat in (Seat.N, Seat.E)}
    controller = GameController(pref_session(9), Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller)
    window.set_language("en")
    return window


def _my_turn(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=10_000)


def test_a_human_declarer_claims_the_rest_through_the_window(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot)
    controller, claim = window.controller, window.menus.claim_action
    _my_turn(qtbot, window)
    box_buttons(window)["6♠"].click()  # the others pass: South declares
    _my_turn(qtbot, window)
    assert not claim.isEnabled()  # the discard: no play yet
    state = controller.session.state
    low = sorted(state.hand(Seat.S), key=lambda c: c.rank)[:2]
    for card in low:
        click(qtbot, window, card)
    window.scene.give_button.click()
    _my_turn(qtbot, window)
    box_buttons(window)["6♠"].click()
    _my_turn(qtbot, window)  # the computers whist; East leads, then South plays
    state = controller.session.state
    assert state.phase is Phase.PLAY and state.to_act is Seat.S
    assert claim.isEnabled()
    best, remaining = check_claim(state, Seat.S, 0).value, state.tricks_left
    assert best < remaining, "a declarer who takes every trick cannot be refused: another seed"
    asked: list[str] = []
    told: list[str] = []

    def answer(tricks: int):  # type: ignore[no-untyped-def]
        def get_int(_parent: object, _title: str, question: str, *_rest: object):  # type: ignore[no-untyped-def]
            asked.append(question)
            return tricks, True

        return get_int

    monkeypatch.setattr(
        "wint.gui.shell.main_window.QMessageBox.information",
        lambda _parent, _title, text: told.append(text),
    )
    monkeypatch.setattr("wint.gui.shell.main_window.QInputDialog.getInt", answer(best + 1))
    claim.trigger()
    assert asked == [f"How many of the {remaining} remaining tricks will you take?"]
    assert told and told[0].startswith(
        f"With best play by the others you take {best} of the {remaining} tricks left, "
        f"not {best + 1}."
    )
    assert told[0].count("Trick ") == remaining and controller.session.state is state
    monkeypatch.setattr("wint.gui.shell.main_window.QInputDialog.getInt", answer(best))
    won = state.won(Seat.S)
    claim.trigger()
    qtbot.waitUntil(lambda: controller.session.state.is_over, timeout=10_000)
    result = controller.session.state.result()
    assert result.tricks is not None and result.tricks[PrefSeat.C] == won + best
    assert len(told) == 1 and not claim.isEnabled()
    assert "6♠, declarer South" in window.scene._message.text


def test_no_claim_on_an_all_pass_deal(qtbot: QtBot) -> None:
    window = _window(qtbot)
    controller = window.controller
    _my_turn(qtbot, window)
    box_buttons(window)["pass"].click()  # all three pass (P-RASP-1)
    _my_turn(qtbot, window)
    state = controller.session.state
    assert state.phase is Phase.PLAY and state.allpass and state.tricks_left
    assert not window.menus.claim_action.isEnabled()
    assert not controller.can_claim and controller.claim(0) is None
    card = next(a for a in state.legal_actions() if isinstance(a, Card))
    assert controller.play_card(card)


def test_a_misere_player_is_offered_to_claim_none_of_the_rest(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """P-PLAY-4: on a misère fewer is better, so the claim offered is «the rest are yours»;
    the solver accepts it only when the catchers cannot force a trick on him."""
    window = _window(qtbot)
    controller = window.controller
    _my_turn(qtbot, window)
    box_buttons(window)["misère"].click()
    _my_turn(qtbot, window)
    state = controller.session.state
    high = sorted(state.hand(Seat.S), key=lambda c: c.rank)[-2:]
    assert controller.give_cards(tuple(high))
    _my_turn(qtbot, window)
    box_buttons(window)["misère"].click()
    _my_turn(qtbot, window)
    state = controller.session.state
    assert state.phase is Phase.PLAY and str(state.contract) == "misere"
    offered: list[object] = []

    def get_int(*args: object) -> tuple[object, bool]:
        offered.append(args[3])
        return args[3], True

    monkeypatch.setattr("wint.gui.shell.main_window.QInputDialog.getInt", get_int)
    monkeypatch.setattr("wint.gui.shell.main_window.QMessageBox.information", lambda *_a: None)
    clean = check_claim(state, Seat.S, 0).accepted
    window.menus.claim_action.trigger()
    assert offered == [0]
    assert controller.session.state.is_over is clean
    if clean:
        result = controller.session.state.result()
        assert result.tricks is not None and result.tricks[PrefSeat.C] == state.won(Seat.S)


def test_a_defender_is_asked_for_both_defenders_tricks(translations: Translations) -> None:
    """A defender claims for the defence together: asked and refused in those words, in
    English and in Russian."""
    state = play(start(), [*SIX_SPADES, "SA", "S8", "S7"])
    words = PrefMessages()
    question = "How many of the 9 remaining tricks will you and your partner take together?"
    assert words.claim_question(state, Seat.E) == question
    refused = check_claim(state, Seat.E, 2)
    assert words.claim_refused(refused, state) == (
        "With best play by the declarer you and your partner take 1 of the 9 tricks left, not 2."
    )
    translations.install("ru")
    assert words.claim_question(state, Seat.N) == "Сколько из 9 оставшихся взяток вы возьмёте?"
    assert words.claim_refused(refused, state).startswith(
        "При лучшей игре играющего вы с партнёром берёте 1 из 9 оставшихся взяток, а не 2."
    )
