"""Preferans's teaching in words (issue 19 §5): the hints' figures (the seed's estimates B.12,
the whisting obligation P-WH-2, double dummy), the pulya sheet's entries explained with
their arithmetic and rule, the review window on a Preferans deal, and the guided first pulya
deal's stages; in English and Russian."""

from __future__ import annotations

import html
import re
from dataclasses import replace

from pytestqt.qtbot import QtBot

from tests.ai.preferans.helpers import MISERE, STRONG
from tests.ai.preferans.test_decisions import BASIC, played, start
from tests.games.preferans.examples import deal
from tests.games.preferans.test_worked_examples import S3
from tests.gui.helpers import make_controller
from wint.ai.advice import Situation
from wint.ai.preferans.review import PrefReview
from wint.ai.preferans.solver import PrefPosition, solve
from wint.ai.preferans.suggest import suggest
from wint.core.seats import Seat
from wint.games.preferans.actions import Phase, parse_action
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.ledger import Records
from wint.games.preferans.pulya import Pulya
from wint.games.preferans.result import PrefSeat, WhistWord
from wint.games.preferans.rules import PrefRules
from wint.games.preferans.state import PrefState
from wint.gui.controller import Hints
from wint.gui.platform.i18n import Translations
from wint.gui.sheet.pulya_explain import deal_explained
from wint.gui.teaching.first_game import LessonPanel
from wint.gui.teaching.hint_panel import HintPanel
from wint.gui.teaching.pref_first_game import (
    PREF_FIRST_DEALER,
    PREF_FIRST_GAME_SEED,
    PREF_NEWCOMER,
    PREF_STAGES,
    PrefLesson,
    pref_stage_of,
)
from wint.gui.teaching.pref_hints import pref_words
from wint.gui.teaching.review_window import ReviewWindow, deal_caption, show_review
from wint.gui.texts import NB_HYPHEN, NBSP

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
TIMEOUT_MS = 30_000


def plain(text: str) -> str:
    return text.replace(NBSP, " ").replace(NB_HYPHEN, "-")


def detail(state: PrefState) -> str:
    actor = state.actor
    assert actor is not None
    suggestion = suggest(state.view(actor), Situation())
    return plain(pref_words(suggestion.detail))


def finish(state: PrefState) -> PrefState:
    while not state.is_over:
        actor = state.actor
        assert actor is not None
        state = state.apply(BASIC.decide(state.view(actor), Situation()).action)
    return state


def test_the_hints_figures_in_both_languages(translations: Translations) -> None:
    bid = detail(start(STRONG))
    assert "By the estimates of the 1971 rules (B.12): ♠ A K Q J x — 5 tricks" in bid
    assert (
        "In ♠ the hand expects 9 tricks, with the talon's 0.4 expected: 9.4 tricks in all." in bid
    )
    misere = detail(played(start(MISERE), "6S"))
    assert "♠ caught 50 %" in misere and "80 %" in misere
    whist = played(start(STRONG), "6S P P discard:C7,D7 contract:9S")
    assert "Against 9♠ you expect 2.5 tricks (B.12)" in detail(whist)
    seen = played(whist, "whist pass open SA S8 S7")
    assert (
        "you take 8 tricks more. After each card: 7♥ 10♠ J♠ Q♠ K♠ K♦ A♦ — 8; K♥ A♥ — 7."
        in detail(seen)
    )
    assert "Expected whists: whist 20, pass 0." in detail(whist)
    translations.install("ru")
    bid = detail(start(STRONG))
    assert "По оценкам правил 1971 года (B.12): ♠ Т К Д В х — 5 взяток" in bid
    assert "прикуп в среднем добавит 0,4 — всего 9,4 взятки" in bid
    assert "обязательство вистующих — 1 взятка (P-WH-2)" in detail(whist)
    assert "вы возьмёте ещё 8 взяток" in detail(seen)
    assert detail(played(start(MISERE), "6S")).startswith("Мизер по «лесенке» (B.12): дыры — ♠")


def test_the_decisions_in_words(translations: Translations) -> None:
    codes = ("P", "6NT", "misere", "discard:D7,HT", "contract:7H", "half", "open", "closed")
    english = [pref_words(parse_action(code)) for code in codes]
    assert [plain(text) for text in english] == [
        "pass",
        "6 NT",
        "misère",
        "discard: 7♦ 10♥",
        "play 7♥",
        "half-whist",
        "open whist",
        "closed whist",
    ]
    translations.install("ru")
    russian = [plain(pref_words(parse_action(code))) for code in codes]
    assert russian == [
        "пас",
        "6 БК",
        "мизер",
        "снос: 7♦ 10♥",
        "игра: 7♥",
        "полвиста",
        "вист в открытую",
        "вист втёмную",
    ]


def test_the_hint_panel_shows_the_figures_in_the_games_words(
    qtbot: QtBot, translations: Translations
) -> None:
    controller = make_controller()
    vint = controller.game
    preferans_words = replace(
        vint, hints=Hints(vint.hints.suggest, vint.hints.deviation, pref_words)
    )
    controller.window_game = lambda _game: preferans_words  # type: ignore[method-assign]
    panel = HintPanel(controller)
    qtbot.addWidget(panel)
    state = start(STRONG)
    actor = state.actor
    assert actor is not None
    controller.hint = suggest(state.view(actor), Situation())
    panel.show_suggestion(controller.hint)
    assert plain(panel.headline.text()) == "Suggested: 6♠"
    assert "bids no higher than the hand is worth" in panel.reason.text()
    assert "P-BID-2" in plain(panel.reason.text())
    assert "(B.12): ♠ A K Q J x — 5 tricks" in plain(panel.alternatives.text())
    controller.pause(True)


def test_every_entry_of_a_deal_explained_with_its_arithmetic_and_rule(
    translations: Translations,
) -> None:
    pulya = Pulya(S3, Records.empty(3))
    pulya.add(deal("7H", "5 3 2", "whist pass"))  # S-EX2
    lines = [plain(line) for line in deal_explained(pulya.deals[0], pulya.reasons[0])]
    assert lines == [
        "A's mountain: the contract set: the game's value per trick short, 4 × 2 = 8 (P-SC-5)",
        "B's whists on A: consolation: the game's value per trick the declarer fell short, "
        "4 × 2 = 8 (P-SC-5)",
        "C's whists on A: consolation: the game's value per trick the declarer fell short, "
        "4 × 2 = 8 (P-SC-5)",
        "B's whists on A: the lone whister: a trick's price for both defenders' tricks, "
        "4 × 5 = 20 (P-SC-6)",
    ]
    translations.install("ru")
    names = {PrefSeat.A: "Аня", PrefSeat.B: "Борис", PrefSeat.C: "Вера"}
    lines = [plain(line) for line in deal_explained(pulya.deals[0], pulya.reasons[0], names)]
    assert (
        lines[0]
        == "гора Аня: недобор: стоимость игры за каждую недобранную взятку, 4 × 2 = 8 (P-SC-5)"
    )
    assert lines[3].startswith(
        "висты Борис на Аня: вистует один: пишет за взятки обоих, 4 × 5 = 20"
    )


def test_help_is_explained_as_the_part_that_fits(translations: Translations) -> None:
    start_sheet = Records.empty(3)
    start_sheet.pulya.update({PrefSeat.A: 8, PrefSeat.B: 6, PrefSeat.C: 10})
    pulya = Pulya(S3, start_sheet)
    pulya.add(deal("7S", None, "pass pass"))  # S-EX20
    lines = [plain(line) for line in deal_explained(pulya.deals[0], pulya.reasons[0])]
    assert lines == [
        "A's pulya: not played out: the game's value without play, 2 of 4 (P-SC-8)",
        "B's pulya: help: points a closed pulya could not take, 2 (P-SET-5)",
        "A's whists on B: help: the helper's whists per point given, 2 × 10 = 20 (P-SET-5)",
    ]


def test_the_review_window_measures_a_preferans_deal(
    qtbot: QtBot, translations: Translations
) -> None:
    state = finish(played(start(STRONG), "6S P P discard:C7,D7 contract:9S whist pass closed"))
    names = ("North", "East", "South")
    tricks = ", ".join(
        f"{n} {state.won(seat)}" for n, seat in zip(names, state.active, strict=True)
    )
    assert plain(deal_caption(1, state)) == f"Deal 1: 9♠ by North: {tricks}"
    window = show_review(None, state, ["Ivan", "Anna", "Boris", ""])
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.review is not None, timeout=TIMEOUT_MS)
    assert window.error == ""
    assert isinstance(window, ReviewWindow)
    assert window.steps.rowCount() == len(state.states()) - 1
    review = window.review
    assert isinstance(review, PrefReview)
    first = next(s for s in state.states() if s.phase is Phase.PLAY)
    assert review.par == solve(PrefPosition.from_state(first))
    summary = window.summary.text()
    lost = review.lost_by(Seat.N)
    assert f"North: {lost} trick" in summary and "N–S" not in summary
    assert f"the declarer takes {review.par} tricks" in window.verdict.text()
    window.go_to(0)
    assert "North: 6♠" in window.detail.text()
    card = next(i for i, step in enumerate(review.steps) if step.values)
    window.go_to(card)
    shown = html.unescape(window.detail.text())
    assert "the declarer's tricks for him, the defence's for a defender" in shown
    translations.install("ru")
    window.retranslate()
    assert f"играющий берёт {review.par} взят" in window.verdict.text()


def test_the_first_pulya_deal_walks_through_every_stage(
    qtbot: QtBot, translations: Translations
) -> None:
    state = PrefState.new(
        PrefDeal.from_seed(PREF_FIRST_GAME_SEED, 0, PrefSeat.of(PREF_FIRST_DEALER), 3),
        PrefRules(),
    )
    stages = [pref_stage_of(state, started=False)]
    while not state.is_over:  # every seat follows the hints, the newcomer too
        actor = state.actor
        assert actor is not None
        state = state.apply(suggest(state.view(actor), Situation()).advice.action)
        stage = pref_stage_of(state, started=True)
        if stage != stages[-1]:
            stages.append(stage)
    assert tuple(stages) == PREF_STAGES
    assert state.declarer is PREF_NEWCOMER and state.contract is not None
    assert state.won(PREF_NEWCOMER) >= state.contract.level  # made, and both whisted
    assert state.whist == (WhistWord.WHIST, WhistWord.WHIST)
    lesson = PrefLesson()
    for stage in PREF_STAGES:
        assert re.search(r"\bP-[A-Z]+-\d+", lesson.body(stage)), stage
        assert not CYRILLIC.search(lesson.title(stage) + lesson.body(stage))
    translations.install("ru")
    assert lesson.title("score") == "7. Пуля"
    for stage in PREF_STAGES:
        assert CYRILLIC.search(lesson.body(stage)) and "P-" in lesson.body(stage)


def test_the_lesson_panel_shows_preferans_stages_with_rule_links(
    qtbot: QtBot, translations: Translations
) -> None:
    controller = make_controller()
    panel = LessonPanel(controller, lesson=PrefLesson())
    qtbot.addWidget(panel)
    assert panel.title.text() == "1. The deal" and panel.next_button.isVisibleTo(panel)
    assert 'href="P-TAB-1"' in panel.body.text() and 'href="P-DEAL-2"' in panel.body.text()
    assert panel.next_button.text() == "&Next: the auction"
    translations.install("ru")
    panel.retranslate()
    assert panel.title.text() == "1. Сдача" and "прикуп" in panel.body.text()
    controller.pause(True)
