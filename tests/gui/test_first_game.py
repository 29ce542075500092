"""A first game for a newcomer (issue 7 §7): one guided deal, each stage explained with its
rules, the hints on; the computers wait while the deal is explained; both languages."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_controller
from wint.ai.vint.claims import check_claim
from wint.core.cards import Card
from wint.core.seats import Seat
from wint.games.vint.state import Phase
from wint.gui.platform.settings import Settings
from wint.gui.shell.main_window import MainWindow
from wint.gui.teaching.first_game import FIRST_GAME_SEED, stage_of
from wint.gui.teaching.pref_first_game import PREF_FIRST_GAME_SEED, PREF_NEWCOMER


def test_the_first_game_walks_through_deal_auction_play_and_score(qtbot: QtBot) -> None:
    window = MainWindow(make_controller(), Settings())
    qtbot.addWidget(window)
    window.set_language("en")
    assert window.menus.first_game_action in window.menus.help_menu.actions()
    lesson = window.start_first_game()
    controller = window.controller
    assert controller.session.setup.seed == FIRST_GAME_SEED
    assert controller.human is Seat.S and controller.hints
    assert lesson.title.text() == "1. The deal" and lesson.next_button.isVisibleTo(lesson)
    assert 'href="V-DEAL-3"' in lesson.body.text()
    qtbot.wait(200)
    assert controller.session.state.calls() == ()  # the computers wait for the newcomer
    lesson.next_button.click()
    assert lesson.title.text() == "2. The auction" and not lesson.next_button.isVisibleTo(lesson)
    while controller.session.state.phase is Phase.AUCTION:  # the newcomer follows the hints
        qtbot.waitUntil(lambda: controller.hint is not None, timeout=20000)
        hint = controller.hint
        assert hint is not None
        assert controller.make_call(hint.advice.action)
        qtbot.waitUntil(
            lambda: controller.waiting_for_human or controller.session.state.phase is Phase.PLAY,
            timeout=20000,
        )
    state = controller.session.state
    assert state.contract is not None and state.contract.code == "1H"
    assert state.contract.declarer is Seat.S  # the newcomer declares (FIRST_GAME_SEED)
    qtbot.waitUntil(lambda: lesson.title.text() == "3. The play", timeout=5000)
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=20000)
    best = check_claim(controller.session.state, Seat.S, 0).value
    verdict = controller.claim(best)
    assert verdict is not None and verdict.accepted
    assert lesson.title.text() == "4. The score"
    assert "V-SCORE-2" in lesson.body.text()
    window.set_language("ru")
    assert lesson.title.text() == "4. Счёт"
    window.set_language("en")
    controller.pause(True)
    controller.wait_idle()


def test_the_stage_follows_the_deal() -> None:
    controller = make_controller()
    state = controller.session.state
    assert stage_of(state, started=False) == "deal"
    assert stage_of(state, started=True) == "auction"


def test_the_first_preferans_deal_walks_through_every_stage(qtbot: QtBot) -> None:
    """Help › First Preferans deal: the guided deal of PREF_FIRST_GAME_SEED, the newcomer
    South following the hints at every decision, the lesson's stage following the deal."""
    window = MainWindow(make_controller(), Settings())
    qtbot.addWidget(window)
    window.set_language("en")
    assert window.menus.first_pulya_action in window.menus.help_menu.actions()
    lesson = window.start_first_game(preferans=True)
    assert lesson is not None
    controller = window.controller
    setup = controller.session.setup
    assert setup.game.id == "preferans" and setup.seed == PREF_FIRST_GAME_SEED
    assert controller.human is PREF_NEWCOMER and controller.hints
    assert lesson.title.text() == "1. The deal" and 'href="P-TAB-1"' in lesson.body.text()
    lesson.next_button.click()
    assert lesson.title.text() == "2. The auction"
    titles = {lesson.title.text()}
    while not controller.session.state.is_over:
        qtbot.waitUntil(
            lambda: (
                controller.session.state.is_over
                or (controller.waiting_for_human and controller.hint is not None)
            ),
            timeout=20000,
        )
        if controller.session.state.is_over:
            break
        titles.add(lesson.title.text())  # the stage of the decision due
        hint = controller.hint
        assert hint is not None
        action = hint.advice.action
        done = controller.play_card(action) if isinstance(action, Card) else None
        assert done if done is not None else controller.make_call(action)
    state = controller.session.state
    assert state.declarer is PREF_NEWCOMER and str(state.contract) == "6S"
    qtbot.waitUntil(lambda: lesson.title.text() == "7. The pulya", timeout=5000)
    assert {"3. The prikup and the discard", "4. Naming the contract", "6. The play"} <= titles
    assert lesson.title.text() == "7. The pulya" and "P-" in lesson.body.text()
    window.set_language("ru")
    assert lesson.title.text() == "7. Пуля"
    window.set_language("en")
    controller.pause(True)
    controller.wait_idle()
