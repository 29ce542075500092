"""Hints (issue 7 §1): before the human's decision, the strong player's call or card with
the reason in words and its rule; on demand with H in any mode; never stale."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_controller
from tests.rulebook import RULEBOOK_IDS
from wint.ai.advice import Situation
from wint.ai.vint.advise import advise
from wint.ai.vint.claims import check_claim
from wint.ai.vint.suggest import Suggestion
from wint.games.vint.state import Phase
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.shell.main_window import MainWindow
from wint.gui.teaching.hint_panel import HintPanel, _rule_link, action_text
from wint.gui.texts import NB_HYPHEN


def human_turn(qtbot: QtBot, controller: GameController) -> None:
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10000)


def next_hint(qtbot: QtBot, controller: GameController) -> Suggestion:
    with qtbot.waitSignal(controller.hint_ready, timeout=20000) as caught:
        assert controller.request_hint()
    suggestion = caught.args[0]
    assert isinstance(suggestion, Suggestion)
    return suggestion


def test_a_hint_is_a_legal_action_with_its_reason_and_rule(
    qtbot: QtBot, translations: Translations
) -> None:
    controller = make_controller()
    panel = HintPanel(controller)
    qtbot.addWidget(panel)
    human_turn(qtbot, controller)
    suggestion = next_hint(qtbot, controller)
    state = controller.session.state
    assert suggestion.advice.action in state.legal_actions()
    assert panel.headline.text() == f"Suggested: {action_text(suggestion.advice.action)}"
    if suggestion.advice.rule:
        assert f'href="{suggestion.advice.rule}"' in panel.reason.text()
    with qtbot.waitSignal(panel.rule_requested) as link:
        panel.reason.linkActivated.emit(suggestion.advice.rule or "H-BID-1")
    assert link.args[0] == (suggestion.advice.rule or "H-BID-1")
    # the decision made, the hint goes: it never speaks of a position that has passed
    assert controller.make_call(suggestion.advice.action) or controller.play_card(
        suggestion.advice.action
    )
    assert controller.hint is None and panel.headline.text() == ""
    controller.pause(True)
    controller.wait_idle()


def test_with_hints_on_every_decision_gets_one_and_play_cards_are_ranked(
    qtbot: QtBot, translations: Translations
) -> None:
    controller = make_controller(seed=4)
    controller.hints = True
    seen: list[Suggestion] = []
    controller.hint_ready.connect(seen.append)
    controller.start()
    for _ in range(8):  # through the auction into the play
        qtbot.waitUntil(lambda: controller.session.state.is_over or bool(seen), timeout=30000)
        if controller.session.state.is_over:
            break
        suggestion = seen.pop()
        state = controller.session.state
        assert suggestion.advice.action in state.legal_actions()
        if state.phase is Phase.PLAY and len(state.legal_actions()) > 1:
            values = [v for _, v in suggestion.alternatives]
            assert values == sorted(values, reverse=True)
            assert {a for a, _ in suggestion.alternatives} <= set(state.legal_actions())
        action = suggestion.advice.action
        assert (
            controller.make_call(action)
            if state.phase is Phase.AUCTION
            else (controller.play_card(action))
        )
    controller.pause(True)
    controller.wait_idle()


def test_a_hint_that_arrives_after_the_decision_is_dropped(qtbot: QtBot) -> None:
    controller = make_controller()
    human_turn(qtbot, controller)
    emitted: list[Suggestion] = []
    controller.hint_ready.connect(emitted.append)
    assert controller.request_hint()  # being worked out on the pool...
    action = controller.session.state.legal_actions()[0]
    assert controller.make_call(action)  # ...when the human decides without waiting
    controller.pause(True)
    assert controller.wait_idle(30000)
    qtbot.wait(100)  # the late result's signal is delivered, and ignored
    assert emitted == [] and controller.hint is None


def test_the_main_window_offers_the_hint_and_the_switch(
    qtbot: QtBot, translations: Translations
) -> None:
    settings = Settings()
    window = MainWindow(make_controller(), settings)
    qtbot.addWidget(window)
    window.set_language("en")
    assert window.menus.hint_action in window.menus.game_menu.actions()
    assert window.menus.hints_action in window.menus.game_menu.actions()
    assert window.menus.hint_action.shortcut().toString() == "H"
    human_turn(qtbot, window.controller)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=20000):
        window.menus.hint_action.trigger()
    assert window.hint_dock.isVisibleTo(window)
    assert window.hint.headline.text().startswith("Suggested: ")
    window.menus.hints_action.setChecked(True)
    assert window.controller.hints and Settings().hints
    assert window.menus.warnings_action.isChecked() and window.controller.warnings  # the default
    window.set_language("ru")
    assert window.hint.headline.text().startswith("Совет: ")
    assert window.menus.hints_action.text() == "Показывать подсказки перед ка&ждым ходом"
    window.set_language("en")  # the window's translators are the application's
    window.controller.pause(True)
    window.controller.wait_idle()


def test_a_call_against_the_conventions_gets_a_gentle_warning_and_an_undo(
    qtbot: QtBot, translations: Translations
) -> None:
    controller = make_controller()
    controller.warnings = True
    panel = HintPanel(controller)
    qtbot.addWidget(panel)
    human_turn(qtbot, controller)
    state = controller.session.state
    assert state.phase is Phase.AUCTION
    convention = advise(state.view(state.to_act), controller.situation()).action
    other = next(a for a in state.legal_actions() if a != convention)
    with qtbot.waitSignal(controller.warned, timeout=20000) as caught:
        assert controller.make_call(other)
    found = caught.args[0]
    assert found.action == other and found.convention.action == convention
    assert "You called" in panel.warning.text()
    controller.pause(True)
    controller.undo()  # the offer: back to the decision, the note gone
    assert controller.warning is None and panel.warning.text() == ""
    assert controller.session.state.to_act is controller.human
    assert len(controller.session.state.calls()) == len(state.calls())
    # the recommended call draws no warning
    controller.pause(False)
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10000)
    quiet: list[object] = []
    controller.warned.connect(quiet.append)
    assert controller.make_call(convention)
    controller.pause(True)
    assert controller.wait_idle(20000)
    qtbot.wait(100)
    assert quiet == []


def play_phase(qtbot: QtBot, controller: GameController) -> None:
    """Call by the conventions until the human is to play a card."""
    controller.start()
    while True:
        qtbot.waitUntil(
            lambda: controller.waiting_for_human or controller.session.state.is_over,
            timeout=20000,
        )
        state = controller.session.state
        assert not state.is_over, "a deal passed out: choose another seed"
        if state.phase is Phase.PLAY:
            return
        assert controller.make_call(advise(state.view(state.to_act), Situation()).action)


def test_a_claim_is_checked_by_the_solver(qtbot: QtBot, translations: Translations) -> None:
    window = MainWindow(make_controller(seed=3), Settings())
    qtbot.addWidget(window)
    window.set_language("en")
    controller = window.controller
    controller.warnings = False
    play_phase(qtbot, controller)
    assert window.menus.claim_action.isEnabled()
    state = controller.session.state
    human = controller.human
    assert human is not None
    best = check_claim(state, human, 0).value
    remaining = state.tricks_left
    if best < remaining:  # more than the side can take: refused, with the defeating line
        verdict = controller.claim(best + 1)
        assert verdict is not None and not verdict.accepted
        text = window.messages.claim_refusal(verdict, state)
        assert f"takes {best} of the {remaining} tricks left, not {best + 1}" in text
        assert text.count("Trick ") == remaining
        assert controller.session.state is state  # nothing was played
    verdict = controller.claim(best)  # what the side can take: accepted, the play ends
    assert verdict is not None and verdict.accepted
    assert controller.session.state.is_over
    controller.pause(True)
    controller.wait_idle()


@pytest.mark.parametrize("rule", ["V-PLAY-4", "H-LEAD-9", "C-16", "W-VAR-NT", "W-VAR-3P", "W-EX5"])
def test_every_kind_of_rule_id_links_into_the_rulebook(rule: str) -> None:
    assert rule in RULEBOOK_IDS
    shown = rule.replace("-", NB_HYPHEN)  # never broken at a hyphen
    assert _rule_link(rule).endswith(f'<a href="{rule}">{shown}</a>')


def test_a_reason_that_is_no_rule_id_has_no_link() -> None:
    assert _rule_link("not a rule") == ""
