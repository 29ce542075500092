"""Whist's teaching in the window (issue 16 §5): the hint with its W-H rule as a link into the
rulebook, a gentle warning after a card against a convention that the analysis rates more
than half a trick worse (sheet points), claims checked by the solver through the Claim
dialog, the review of a deal with every card's double-dummy value, Help › Rules at the Whist
chapter; in English and Russian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QTextBrowser
from pytestqt.qtbot import QtBot

from tests.gui.test_i18n import english_left
from tests.gui.test_whist_window import human_turn, whist_session, whist_window
from wint.ai.suggest import Deviation, Suggestion
from wint.ai.whist.claims import check_claim
from wint.ai.whist.suggest import WARN_POINTS
from wint.core.cards import Card
from wint.core.seats import Seat, Side
from wint.games.whist.actions import PENALTY_CHOICES
from wint.gui.controller import GameController
from wint.gui.shell.main_window import MainWindow
from wint.gui.teaching.review_window import Column, ReviewWindow, deal_caption
from wint.gui.texts import NB_HYPHEN

pytest.importorskip("endplay")

TIMEOUT_MS = 60_000


def opening_lead(qtbot: QtBot, seed: int = 5) -> MainWindow:
    """A Whist window where South, the human, leads to the first trick (East deals)."""
    window = whist_window(qtbot, whist_session(seed, dealer=Seat.E))
    human_turn(qtbot, window)
    assert window.controller.waiting_for_human
    return window


def hint(qtbot: QtBot, controller: GameController) -> Suggestion[object]:
    with qtbot.waitSignal(controller.hint_ready, timeout=TIMEOUT_MS) as caught:
        assert controller.request_hint()
    suggestion = caught.args[0]
    assert isinstance(suggestion, Suggestion)
    return suggestion


def visible_text(browser: QTextBrowser) -> str:
    """The text the rulebook's window shows, block by block from its top."""
    viewport = browser.viewport()
    cursor = browser.cursorForPosition(QPoint(4, 4))
    block, lines = cursor.block(), []
    bottom = browser.cursorForPosition(QPoint(4, viewport.height() - 4)).block().blockNumber()
    while block.isValid() and block.blockNumber() <= bottom:
        lines.append(block.text())
        block = block.next()
    return "\n".join(lines)


def test_a_hint_cites_a_whist_convention_and_links_it_into_the_rulebook(qtbot: QtBot) -> None:
    window = opening_lead(qtbot)
    controller = window.controller
    window.ask_hint()
    suggestion = hint(qtbot, controller)
    state = controller.session.state
    assert suggestion.advice.action in state.legal_actions() and suggestion.decimals == 1
    assert window.hint.headline.text().startswith("Suggested: ")
    said = suggestion.convention or suggestion.advice  # the rule of thumb, cited either way
    assert said.rule.startswith("W-H-")
    label: QLabel = window.hint.alternatives if suggestion.convention else window.hint.reason
    shown = said.rule.replace("-", NB_HYPHEN)
    assert f'<a href="{said.rule}">{shown}</a>' in label.text()
    figures = window.hint.alternatives.text().rsplit(": ", 1)[1]
    assert all("." in figure for figure in figures.split(", "))  # sheet points, to a tenth
    label.linkActivated.emit(said.rule)  # a click on the rule
    browser = window._rules_browser
    assert browser is not None and browser.isVisible()
    assert said.rule in visible_text(browser.browser)
    controller.pause(True)
    controller.wait_idle()


def worst_card(suggestion: Suggestion[object]) -> tuple[Card, Deviation[object]]:
    """The card the gentle warning is about: against the convention, the most lost."""
    from wint.ai.whist.suggest import deviation

    for card, _ in reversed(suggestion.alternatives):
        found = deviation(suggestion, card)
        if found is not None:
            assert isinstance(card, Card)
            return card, found
    raise AssertionError("no card of this lead earns a warning: choose another seed")


def test_a_card_against_a_convention_that_loses_gets_a_gentle_warning(qtbot: QtBot) -> None:
    window = opening_lead(qtbot)
    controller = window.controller
    controller.warnings = True
    suggestion = hint(qtbot, controller)
    card, expected = worst_card(suggestion)
    assert expected.cost is not None and expected.cost > WARN_POINTS
    with qtbot.waitSignal(controller.warned, timeout=TIMEOUT_MS) as caught:
        assert controller.play_card(card)
    found = caught.args[0]
    assert found == expected
    text = window.hint.warning.text()
    convention = found.convention
    assert "You played" in text and f'href="{convention.rule}"' in text
    assert f"{round(found.cost)} point" in text and window.hint_dock.isVisible()
    window.set_language("ru")
    assert "Вы сыграли" in window.hint.warning.text()
    assert english_left(window.hint) == []
    controller.pause(True)
    controller.undo()  # the offer: the card back, the note gone
    assert controller.warning is None and controller.session.state.to_act is Seat.S
    controller.wait_idle()


def claim_position(qtbot: QtBot, window: MainWindow) -> None:
    """Play the first legal cards until South is to play after the opening lead."""
    controller = window.controller
    while True:
        human_turn(qtbot, window)
        state = controller.session.state
        assert not state.is_over
        if state.played and not window.menus.claim_action.isEnabled():
            raise AssertionError("the claim is not offered in the play")
        if state.played:
            return
        controller.play_card(state.legal_actions()[0])


def test_claims_are_checked_by_the_solver_through_the_claim_dialog(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = opening_lead(qtbot, seed=8)
    controller = window.controller
    claim_position(qtbot, window)
    state = controller.session.state
    best = check_claim(state, Seat.S, 0).value
    remaining = state.tricks_left
    assert best < remaining, "a side that takes every trick cannot be refused: another seed"
    asked: list[int] = []
    told: list[tuple[str, str]] = []

    def get_int(_parent: object, _title: str, label: str, *args: object) -> tuple[int, bool]:
        asked.append(int(str(args[2])))  # the most one may claim
        assert str(remaining) in label
        return best + 1, True

    monkeypatch.setattr("wint.gui.shell.main_window.QInputDialog.getInt", get_int)
    monkeypatch.setattr(
        "wint.gui.shell.main_window.QMessageBox.information",
        lambda _parent, title, text: told.append((title, text)),
    )
    window.menus.claim_action.trigger()  # too many: refused, with the defeating line
    assert asked == [remaining] and told and told[0][0] == "Claim refused"
    text = told[0][1]
    assert f"takes {best} of the {remaining} tricks left, not {best + 1}" in text
    assert text.count("Trick ") == remaining
    assert controller.session.state is state  # nothing was played

    def claim_best(*_args: object) -> tuple[int, bool]:
        return best, True

    monkeypatch.setattr("wint.gui.shell.main_window.QInputDialog.getInt", claim_best)
    window.menus.claim_action.trigger()  # what the side takes double dummy: accepted
    ended = controller.session.state
    assert ended.is_over and len(told) == 1
    assert ended.tricks_won(Side.NS) == state.tricks_won(Side.NS) + best
    assert ended.tricks_won(Side.EW) == state.tricks_won(Side.EW) + remaining - best
    controller.pause(True)
    controller.wait_idle()


def test_the_review_lists_every_card_with_its_double_dummy_value(qtbot: QtBot) -> None:
    window = opening_lead(qtbot, seed=3)
    controller = window.controller
    while not controller.session.state.is_over:
        human_turn(qtbot, window)
        state = controller.session.state
        if not state.is_over:
            controller.play_card(state.legal_actions()[0])
    assert window.menus.review_action.isEnabled()
    final = controller.session.state
    review = window.review_deal()
    assert isinstance(review, ReviewWindow)
    qtbot.waitUntil(lambda: not review.analysing, timeout=TIMEOUT_MS)
    assert review.error == "" and review.review is not None
    assert review.steps.rowCount() == 52
    states = final.states()
    for row in range(52):
        value = review.steps.item(row, Column.VALUE)
        assert value is not None
        if len(states[row].legal_actions()) > 1:
            card, best = (int(n) for n in value.text().split(" / "))
            assert card <= best
        else:
            assert value.text() == "only card"
    steps = review.review.steps
    assert sum(bool(step.values) for step in steps) >= 30
    assert "trumps " + "♠♣♦♥"[final.trump] in review.heading.text()
    assert review.verdict.text().startswith("With best play by all four")
    assert deal_caption(1, final).startswith("Deal 1: trumps ")
    window.set_language("ru")
    assert english_left(review) == []
    assert review.verdict.text().startswith("Если все четверо")
    review.close()


def test_help_rules_opens_the_rulebook_at_the_whist_chapter(qtbot: QtBot) -> None:
    window = whist_window(qtbot, whist_session(2), start=False)
    assert window.menus.rules_action.text().startswith("&Rules of Whist")
    window.menus.rules_action.trigger()
    browser = window._rules_browser
    assert browser is not None and browser.isVisible()
    assert browser.windowTitle() == "Rules of Whist"
    assert visible_text(browser.browser).startswith("8. Whist")
    window.set_language("ru")
    assert browser.windowTitle() == "Правила виста"
    assert window.menus.rules_action.text().startswith("&Правила виста")


def test_help_offers_the_preferans_chapter_beside_the_game_s_own(qtbot: QtBot) -> None:
    """Preferans is not played in the window yet: Help offers its chapter whatever the game."""
    window = whist_window(qtbot, whist_session(2), start=False)
    help_items = window.menus.help_menu.actions()
    assert window.menus.preferans_rules_action in help_items
    assert window.menus.preferans_rules_action.text() == "Rules of &Preferans"
    window.menus.preferans_rules_action.trigger()
    browser = window._rules_browser
    assert browser is not None and browser.isVisible()
    assert browser.windowTitle() == "Rules of Preferans"
    assert visible_text(browser.browser).startswith("9. Preferans")
    window.set_language("ru")
    assert browser.windowTitle() == "Правила преферанса"  # still the chapter it shows
    assert window.menus.preferans_rules_action.text() == "Правила пре&феранса"
    window.menus.preferans_rules_action.trigger()
    assert visible_text(browser.browser).startswith("9. Преферанс")
    window.menus.rules_action.trigger()  # the game's own chapter is still the Rules item
    assert browser.windowTitle() == "Правила виста"


def test_a_revoke_s_penalty_is_said_in_words(qtbot: QtBot) -> None:
    """W-IRR-3: the hint and the review say the victims' choice, not its notation."""
    window = whist_window(qtbot, whist_session(2), start=False)
    points, tricks = PENALTY_CHOICES
    assert window.hint._words(points) == "5 points above the line"
    assert window.hint._words(tricks) == "three tricks from the offenders"
    window.set_language("ru")
    assert window.hint._words(points) == "5 очков над чертой"
