"""Whist in the window (issue 16 §3): no bidding box, the turned trump card face up at the
dealer's place until he plays to the first trick (W-DEAL-4), trumps and each side's tricks
in the table's box, cards played by click and keyboard, an illegal card refused with its
reason (W-PLAY-2), the last two tricks to look at (W-PLAY-5), the deal's summary with each
entry's rule (W-SC), a rubber of four computers saved and resumed, and New game switching
between Vint and Whist.

Whist's computer players land beside this: these tests seat small random players of their
own (:class:`RandomWhist`) through the window's player interface.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.gui.helpers import run_wint, shown_window, started
from tests.gui.test_i18n import english_left
from tests.gui.test_table_games import face_up
from wint.ai.advice import Advice, AdviceReason, Situation
from wint.core.cards import Card
from wint.core.seats import SEATS, Seat
from wint.core.sheet import RowKind
from wint.games.registry import game
from wint.games.whist.rules import CoronetTable, DummyRotation, TrumpCardVisible, WhistRules
from wint.games.whist.view import SeatView
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.new_game import NewGameDialog, RulesDialog, default_setup
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.shell.main_window import MainWindow
from wint.gui.shell.resume import resumable
from wint.session.io import load_session
from wint.session.model import AnySession, GameSession, PlayerConfig, keeping_seats

WHIST = game("whist")


class RandomWhist:
    """A test's computer player: a legal card at random, seeded."""

    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: SeatView, situation: Situation) -> Advice[Card]:
        legal = [card for card in view.legal_actions if isinstance(card, Card)]
        return Advice(self._rng.choice(legal), "", AdviceReason.RANDOM)


def whist_session(
    seed: int, human: Seat | None = Seat.S, dealer: Seat = Seat.N, rules: WhistRules | None = None
) -> AnySession:
    seats = tuple(PlayerConfig("", human=seat is human, level="random") for seat in SEATS)
    setup = keeping_seats(WHIST, rules or WhistRules(), seats, seed, dealer)
    return GameSession.start(setup)


def whist_window(
    qtbot: QtBot, session: AnySession, settings: Settings | None = None, start: bool = True
) -> MainWindow:
    """The window on ``session``, the computers random; they wait unless ``start``."""
    human = session.setup.human
    players = {seat: RandomWhist(seat.name) for seat in SEATS if seat is not human}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    controller.pause(not start)
    return shown_window(qtbot, controller, settings)


def human_turn(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    qtbot.waitUntil(
        lambda: controller.waiting_for_human or controller.session.state.is_over, timeout=5000
    )


def double_click(qtbot: QtBot, window: MainWindow, card: Card) -> None:
    """A double click on the part of ``card`` that shows (its left edge), as the mouse
    sends it: press, release, double click, release."""
    rect = window.scene._cards[card].sceneBoundingRect()
    point = window.view.mapFromScene(QPointF(rect.left() + 6, rect.center().y()))
    viewport, left = window.view.viewport(), Qt.MouseButton.LeftButton
    qtbot.mouseClick(viewport, left, pos=point)
    qtbot.mouseDClick(viewport, left, pos=point)
    qtbot.mouseRelease(viewport, left, pos=point)


def test_the_window_of_whist_has_no_bidding_box_and_says_trumps(qtbot: QtBot) -> None:
    window = whist_window(qtbot, whist_session(4, dealer=Seat.E))
    state = window.controller.session.state
    assert not window.bidding_dock.isVisible()
    assert not window.bidding_dock.toggleViewAction().isEnabled()
    assert window.windowTitle() == "wint — Whist"
    suit = "♠♣♦♥"[state.trump]
    assert window.scene._contract.text.startswith(f"Trumps: {suit} · dealer: East")
    assert "Tricks: we 0 · they 0" in window.scene._contract.text
    assert window.menus.last_trick_action.text() == "Show the last two &tricks"
    assert window.menus.print_action.isEnabled()  # Whist's sheet, printed
    assert window.sheet_dock.widget() is window.sheet


@pytest.mark.parametrize("visible", list(TrumpCardVisible))
def test_the_turned_card_lies_face_up_at_the_dealer_until_it_goes_into_his_hand(
    qtbot: QtBot, visible: TrumpCardVisible
) -> None:
    """W-DEAL-3, W-DEAL-4: West deals and plays last to the first trick; the turned card
    lies apart, face up, until he plays (or, by the option, until the trick is quitted)."""
    session = whist_session(6, dealer=Seat.W, rules=WhistRules(trump_card_visible=visible))
    turned = session.state.deal.turned
    assert turned is not None
    window = whist_window(qtbot, session, start=False)
    controller, scene = window.controller, window.scene
    item = scene._cards[turned]
    west = [scene._cards[c] for c in session.state.hand(Seat.W) if c != turned]
    assert controller.table().turned == turned
    assert item.isVisible() and face_up(scene, turned)
    assert not any(face_up(scene, other.card) for other in west)  # his hand stays hidden
    assert item.sceneBoundingRect().top() > max(o.sceneBoundingRect().bottom() for o in west)
    assert item.sceneBoundingRect().right() < scene.sceneRect().width() / 3  # West's place
    for _ in range(4):  # North leads, East, South and West follow; West keeps the card
        state = session.state
        legal = [card for card in state.legal_actions() if card != turned]
        session = session.apply(legal[0])
        controller.set_session(session)
        shown = controller.table().turned == turned
        assert shown == (state.to_act is not Seat.W or visible is TrumpCardVisible.FIRST_TRICK_END)
        assert face_up(scene, turned) == shown
    session = session.apply(session.state.legal_actions()[0])  # the lead to the second trick
    controller.set_session(session)
    assert controller.table().turned is None
    assert item.isVisible() and not face_up(scene, turned)  # back in West's hidden hand
    assert scene._contract.text.startswith("Trumps: ")  # the suit stays said


def test_a_card_is_played_by_click_and_keyboard_and_an_illegal_one_is_refused(
    qtbot: QtBot,
) -> None:
    window = whist_window(qtbot, whist_session(2))
    controller, scene = window.controller, window.scene
    ways = ["click", "keyboard"]
    refused = False
    for _ in range(13):
        human_turn(qtbot, window)
        state = controller.session.state
        if state.is_over:
            break
        legal = state.legal_actions()
        illegal = [c for c in state.hand(Seat.S) if c not in legal]
        if illegal and not refused:
            item = scene._cards[illegal[0]]
            assert item.playable and not item.legal
            with qtbot.waitSignal(controller.rejected) as blocker:
                double_click(qtbot, window, illegal[0])
            assert blocker.args[0] == "MUST_FOLLOW_SUIT"
            assert "follow suit" in scene._message.text and "W-PLAY-2" in scene._message.text
            assert "W-PLAY-2" in window.statusBar().currentMessage()
            assert controller.session.state is state
            refused = True
        card = legal[-1]
        assert isinstance(card, Card)
        way = ways.pop(0) if ways else "click"
        if way == "click":
            double_click(qtbot, window, card)
        else:
            scene.select(None)
            order = scene._hand_order(controller.table(), Seat.S)
            for _ in range(order.index(card) + 1):
                qtbot.keyClick(window.view, Qt.Key.Key_Right)
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
        assert card in controller.session.state.played or controller.session.state.is_over
    assert refused and not ways


def test_the_last_two_tricks_may_be_looked_at(qtbot: QtBot) -> None:
    """W-PLAY-5."""
    window = whist_window(qtbot, whist_session(3))
    controller = window.controller
    while len(controller.session.state.tricks) < 3:
        human_turn(qtbot, window)
        controller.play_card(controller.session.state.legal_actions()[0])
    window.menus.last_trick_action.trigger()
    lines = window.scene._message.text.split("\n")
    tricks = controller.session.state.tricks
    assert len(lines) == 2 and all("→" in line for line in lines)
    assert [line.rsplit("→ ", 1)[1] for line in lines] == [
        {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}[t.winner]
        for t in tricks[-2:]
    ]


def play_out(qtbot: QtBot, window: MainWindow) -> None:
    """The human plays the first legal card until the deal is over."""
    controller = window.controller
    while not controller.session.state.is_over:
        human_turn(qtbot, window)
        if not controller.session.state.is_over:
            controller.play_card(controller.session.state.legal_actions()[0])


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_deal_summary_writes_each_entry_with_its_rule(
    qtbot: QtBot, translations: Translations, language: str
) -> None:
    translations.install(language)
    window = whist_window(qtbot, whist_session(5))
    window.set_language(language)
    controller = window.controller
    play_out(qtbot, window)
    session = controller.session
    preview = session.ledger.add(session.state.result()).rubbers[-1].deals[-1]
    text = window.scene._message.text
    odd = "Odd tricks (W-SC-1)" if language == "en" else "Леве (W-SC-1)"
    nothing = "Nothing below" if language == "en" else "Под чертой ничего"
    assert odd in text or nothing in text
    assert all(f"({entry.rule})" in text for entry in preview.above)
    assert preview.above[0].rule in window.scene._message.text  # the "why?" link's rule
    assert preview.score.tricks is not None
    ours = preview.score.tricks[session.setup.our_side]
    took = "we took" if language == "en" else "мы взяли"
    assert f"{took} {ours} " in text
    with qtbot.waitSignal(controller.deal_finished):
        window.menus.next_deal_action.trigger()
    rubber = window.sheet.sheet.rubber()  # the dock draws Whist's sheet
    assert window.sheet_dock.widget() is window.sheet and rubber is not None
    assert any(row.kind is RowKind.BELOW for row in rubber.rows)


def test_four_computers_play_a_rubber_autosaved_and_resumed(qtbot: QtBot) -> None:
    settings = Settings()
    window = whist_window(qtbot, whist_session(8, human=None), settings)
    controller = window.controller
    controller.auto_next_deal = True
    qtbot.waitUntil(
        lambda: any(r.is_over for r in controller.session.ledger.rubbers), timeout=120_000
    )
    controller.pause(True)
    controller.wait_idle()
    path = window.files.path
    assert path is not None and settings.current_session == path
    doc = json.loads(path.read_text("utf-8"))
    assert doc["game"] == "whist" and doc["rules"]["trump_card_visible"] == "until_dealer_plays"
    deal = doc["deals"][0]
    assert len(deal["deal"].split()) == 5  # the hands and the turned card
    assert len(deal["actions"]) == 52 and all(len(code) == 2 for code in deal["actions"])
    saved = load_session(path)
    assert saved.setup.game is WHIST
    assert saved.ledger.rubbers[0] == controller.session.ledger.rubbers[0]
    assert saved.state == controller.session.state
    found = resumable(settings)
    assert isinstance(found, tuple)
    session, where = found
    assert where == path and session.setup.game is WHIST and not session.is_complete
    again = MainWindow(GameController(session, Pace("instant"), games=window_games()), settings)
    qtbot.addWidget(again)
    again.show()
    assert again.windowTitle() == "wint — Whist" and not again.bidding_dock.isVisible()
    assert again.sheet.sheet.rubber() is not None


def test_new_game_switches_between_vint_and_whist(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings()
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.game() == "vint" and dialog.preset.count() >= 1
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("whist"))
    assert [dialog.preset.itemData(i) for i in range(dialog.preset.count())] == ["classic"]
    rules = RulesDialog(dialog.rules(), dialog)
    qtbot.addWidget(rules)
    shown = set(rules._combos)
    assert {"no_trump", "trump_card_visible", "coronet_table", "honour_values"} <= shown
    assert {"enforce_follow_suit", "dummy_exposed", "revoke_blocks_game"} <= shown
    assert not shown & {"dummy_rotation", "revoke_liability", "players", "draw_ace_low"}
    combo = rules._combos["no_trump"]
    assert combo.itemText(combo.findData(True)).startswith("yes: no card is turned")
    combo.setCurrentIndex(combo.findData(True))
    dialog._rules = rules.rules(dialog.rules())
    assert dialog.setup().game is WHIST and dialog.setup().rules.no_trump
    dialog.remember()
    assert settings.game == "whist" and settings.rule_options("whist") == {"no_trump": True}
    assert default_setup(Settings(), seed=1).rules == WhistRules(no_trump=True)
    # through the window: Vint's table becomes Whist's, and back
    vint = GameSession.start(default_setup(Settings(), seed=1, game_id="vint"))
    window = MainWindow(GameController(vint, Pace("instant"), games=window_games()), settings)
    qtbot.addWidget(window)
    window.show()
    assert window.bidding_dock.isVisible() and window.windowTitle() == "wint — Vint"
    chosen = {"game": "whist"}

    def run(self: NewGameDialog) -> int:
        self.game_box.setCurrentIndex(self.game_box.findData(chosen["game"]))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", run)
    window.new_game()
    assert window.controller.session.setup.game is WHIST
    assert window.windowTitle() == "wint — Whist" and not window.bidding_dock.isVisible()
    assert window.scene._contract.text.startswith("No trumps")  # the option remembered
    assert window.sheet_dock.widget() is window.sheet
    chosen["game"] = "vint"
    window.new_game()
    assert window.controller.session.setup.game.id == "vint"
    assert window.bidding_dock.isVisible() and window.sheet_dock.widget() is window.sheet
    assert Settings().game == "vint"


def test_the_russian_table_of_whist(qtbot: QtBot, translations: Translations) -> None:
    translations.install("ru")
    window = whist_window(qtbot, whist_session(4), Settings())
    window.set_language("ru")
    human_turn(qtbot, window)
    assert english_left(window) == []
    settings = Settings()
    settings.game = "whist"
    for dialog in (NewGameDialog(settings, window), RulesDialog(WhistRules(), window)):
        qtbot.addWidget(dialog)
        assert english_left(dialog) == [], type(dialog).__name__
    assert window.windowTitle() == "wint\u00a0— Вист"
    assert window.scene._contract.text.startswith("Козырь: ")
    assert "Взятки: мы 0 · они 0" in window.scene._contract.text
    assert window.menus.last_trick_action.text() == "Показать две &последние взятки"


def test_wint_game_whist_starts_a_whist_game(qtbot: QtBot) -> None:
    (shown,) = started("--game", "whist", "--lang", "en")
    assert shown["title"] == "wint — Whist"


def test_the_demo_plays_whist(tmp_path: Path) -> None:
    shot = tmp_path / "whist.png"
    ran = run_wint(tmp_path, "--game", "whist", "--autoplay", "2", "--screenshot", str(shot))
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert shot.read_bytes().startswith(b"\x89PNG")


def test_a_remembered_option_the_window_does_not_play_gives_the_preset(qapp: object) -> None:
    """Who pays a revoke when the partner asked (W-IRR-4) is for named players' money; the
    three players' dummy passed on every deal (WC-10) is played."""
    settings = Settings()
    settings.game = "whist"
    settings.set_rule_options({"revoke_liability": "side"}, "whist")
    assert default_setup(settings, seed=1).rules == WhistRules()
    settings.set_rule_options({"dummy_rotation": "deal"}, "whist")
    assert default_setup(settings, seed=1).rules == WhistRules(dummy_rotation=DummyRotation.DEAL)
    settings.set_rule_options({"enforce_follow_suit": False}, "whist")
    assert default_setup(settings, seed=1).rules == WhistRules(enforce_follow_suit=False)
    settings.set_rule_options({"coronet_table": "R2"}, "whist")
    assert default_setup(settings, seed=1).rules == WhistRules(coronet_table=CoronetTable.R2)


def test_undo_takes_back_the_humans_card_and_the_computers_after_it(qtbot: QtBot) -> None:
    window = whist_window(qtbot, whist_session(7, dealer=Seat.W))  # North leads: S is third
    controller = window.controller
    human_turn(qtbot, window)
    before = controller.session.state
    assert controller.table().turned is not None  # West has not played yet
    controller.play_card(before.legal_actions()[0])
    human_turn(qtbot, window)
    assert len(controller.session.state.history()) > len(before.history()) + 1
    assert controller.table().turned is None
    window.menus.undo_action.trigger()
    assert controller.session.state == before
    assert controller.table().turned is not None and face_up(window.scene, before.deal.turned)
    window.menus.redo_action.trigger()
    assert before.legal_actions()[0] in controller.session.state.played
