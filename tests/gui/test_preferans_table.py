"""Preferans in the window (issue 19): a pulya of three or four computers played to its end,
autosaved, its live sheet settling as the pulya of its deals does; a human who takes the
prikup, discards two cards (clicked or dragged to the prikup's place) by the button, names
the contract in the box of words and plays his cards on the table, never shown a hand he may
not see; with four the dealer's plate without a hand (P-TAB-1).

The window's Preferans players are ``wint.ai.preferans``'s at the seats' levels; the tests
that need the human to win the auction seat players who always pass (P-BID-4).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QPushButton
from pytestqt.qtbot import QtBot

from tests.gui.helpers import run_wint, shown_window, started
from tests.gui.test_i18n import english_left
from tests.gui.test_table_games import face_up
from wint.ai.advice import Advice, AdviceReason, Situation
from wint.core.cards import Card
from wint.core.seats import Seat
from wint.games.preferans.actions import PASS, Call, Discard, Name, Phase, WhistCall
from wint.games.preferans.ledger import Records
from wint.games.preferans.pulya import score_pulya
from wint.games.preferans.result import Contract, WhistWord
from wint.games.preferans.settlement import settle
from wint.games.preferans.view import PrefView
from wint.games.registry import game
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.history import Column, show_history
from wint.gui.dialogs.new_game import NewGameDialog, RulesDialog, default_setup
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.sheet.pulya_paint import placed
from wint.gui.shell.main_window import MainWindow
from wint.gui.shell.resume import resumable
from wint.session.history import SessionSummary
from wint.session.io import load_session, save_session
from wint.session.model import AnySession, GameSession, PlayerConfig, keeping_seats
from wint.session.sheet import whole_sheet

PREFERANS = game("preferans")
WHIST = WhistCall(WhistWord.WHIST)


class Passer:
    """A test's computer player: it passes in the auction and whists, else a legal action at
    random."""

    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: PrefView, situation: Situation) -> Advice[object]:
        legal = view.legal_actions
        action = next((a for a in (PASS, WHIST) if a in legal), None) or self._rng.choice(legal)
        return Advice(action, "", AdviceReason.RANDOM)


def pref_session(
    seed: int, players: int = 3, pulya: int = 10, human: Seat | None = Seat.S
) -> AnySession:
    rules = PREFERANS.read_rules({"players": players, "pulya": pulya}, "rules")
    seats = PREFERANS.at_table(rules).seats
    configs = [PlayerConfig("", human=seat is human, level="basic") for seat in seats]
    return GameSession.start(keeping_seats(PREFERANS, rules, configs, seed))


def hidden_shown(window: MainWindow, seat: Seat) -> set[Card]:
    """The cards face up on the table that ``seat``'s view does not see."""
    view = window.controller.session.state.view(seat)
    scene = window.scene
    return {
        card
        for card, item in scene._cards.items()
        if item.isVisible() and face_up(scene, card) and card not in view.seen
    }


def click(qtbot: QtBot, window: MainWindow, card: Card, double: bool = False) -> None:
    """A click (or a double click) on the part of ``card`` that shows, its left edge."""
    rect = window.scene._cards[card].sceneBoundingRect()
    point = window.view.mapFromScene(QPointF(rect.left() + 6, rect.center().y()))
    viewport, left = window.view.viewport(), Qt.MouseButton.LeftButton
    qtbot.mouseClick(viewport, left, pos=point)
    if double:
        qtbot.mouseDClick(viewport, left, pos=point)
        qtbot.mouseRelease(viewport, left, pos=point)


def drag(qtbot: QtBot, window: MainWindow, card: Card, to: QPointF) -> None:
    """Take ``card`` by the part of it that shows, move it in steps over the table and let
    it go with its centre at ``to`` (scene pixels)."""
    view, viewport = window.view, window.view.viewport()
    rect = window.scene._cards[card].sceneBoundingRect()
    grip = QPointF(rect.left() + 6, rect.center().y())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=view.mapFromScene(grip))
    moved = to - rect.center()
    for step in range(1, 6):
        qtbot.mouseMove(viewport, view.mapFromScene(grip + moved * (step / 5)))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view.mapFromScene(grip + moved))


def box_buttons(window: MainWindow) -> dict[str, QPushButton]:
    """The box of words' buttons shown now, by their words."""
    box = window.call_boxes["preferans"]
    return {b.text(): b for b in box.findChildren(QPushButton) if b.isVisible()}


def test_an_all_computer_pulya_of_three_and_of_four_plays_to_its_end(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for players in (3, 4):
        settings = Settings()
        controller = GameController(
            pref_session(3, players, pulya=5, human=None),
            Pace("instant"),
            games=window_games(),
        )
        controller.auto_next_deal = True
        window = shown_window(qtbot, controller, settings)
        assert len(window.scene._plates) == players
        assert window.bidding_dock.isVisible() and window.sheet_dock.widget() is window.pulya
        qtbot.waitUntil(lambda c=controller: c.session.is_complete, timeout=60_000)
        controller.pause(True)
        controller.wait_idle()
        session = controller.session
        path = window.files.path
        assert path is not None
        assert json.loads(path.read_text("utf-8"))["rules"]["players"] == players
        saved = load_session(path)
        assert saved.is_complete and len(saved.finished) == len(session.finished)
        table = session.setup.rules.table
        results = [state.result() for state in session.finished]
        pulya = score_pulya(table, Records.empty(players), results)
        drawn = window.pulya.sheet
        assert drawn is not None and drawn.finished and drawn.deals == len(results)
        assert {s.seat: s.balance for s in drawn.sectors} == settle(pulya.sheet, 10)
        assert "The pulya is over" in window.scene._message.text
        assert window.menus.export_text_action.isEnabled()  # the pulya, on paper
        assert window.menus.charts_action.isEnabled()  # the pulya's chart
        for suffix, export in (
            (".txt", window.output.export_text),
            (".pdf", window.output.export_pdf),
        ):
            target = tmp_path / f"pulya{players}{suffix}"
            monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, t=target: (str(t), ""))
            assert export() == target
        text = (tmp_path / f"pulya{players}.txt").read_text("utf-8")
        assert text.startswith("Preferans, Sochi: a pulya to 5") and "North" in text
        assert (tmp_path / f"pulya{players}.pdf").read_bytes().startswith(b"%PDF")
        window.close()


def test_with_four_the_dealer_s_plate_shows_no_hand(qtbot: QtBot) -> None:
    session = pref_session(2, players=4, human=Seat.S)
    controller = GameController(session, Pace("instant"), games=window_games())
    controller.pause(True)
    window = shown_window(qtbot, controller)
    dealer = session.state.dealer
    assert dealer is Seat.N and not controller.table().hands[dealer]
    assert window.scene._plates[dealer].isVisible()
    assert "sits out" in controller.table().status[dealer]
    assert not hidden_shown(window, Seat.S)
    # the pulya in the dock is drawn as the table sits: South at the bottom, then West
    # on the left, North at the top, East on the right (clockwise, P-TAB-5)
    sides = {
        side: sector.seat.seat
        for side, sector in placed(window.pulya.sheet, window.pulya.drawing.bottom)
    }
    assert sides == {"bottom": Seat.S, "left": Seat.W, "top": Seat.N, "right": Seat.E}


def test_a_human_takes_the_prikup_discards_names_the_contract_and_plays(qtbot: QtBot) -> None:
    session = pref_session(9)
    players = {seat: Passer(seat.name) for seat in (Seat.N, Seat.E)}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller)
    scene = window.scene

    def my_turn() -> None:
        qtbot.waitUntil(
            lambda: controller.waiting_for_human or controller.session.state.is_over,
            timeout=10_000,
        )
        assert not hidden_shown(window, Seat.S)

    my_turn()
    state = controller.session.state
    prikup = state.deal.prikup
    assert all(scene._cards[c].isVisible() and not face_up(scene, c) for c in prikup)
    words = box_buttons(window)
    legal = [a for a in state.legal_actions() if isinstance(a, Call)]
    assert len(words) == len(legal) and "pass" in words and "misère" in words
    words["6♠"].click()  # the others pass: South wins the auction
    my_turn()
    state = controller.session.state
    assert state.phase is Phase.DISCARD and state.declarer is Seat.S
    assert all(face_up(scene, c) for c in prikup)  # turned for everybody (P-CON-1)
    assert not box_buttons(window)  # the discard is chosen on the table
    button = scene.give_button
    assert scene._give_proxy.isVisible() and button.text() == "Discard"
    assert not button.isEnabled()
    low = sorted(state.hand(Seat.S), key=lambda c: c.rank)[:2]
    for card in low:
        click(qtbot, window, card)
    assert button.isEnabled()
    button.click()
    my_turn()
    state = controller.session.state
    assert state.phase is Phase.CONTRACT and all(c not in state.hand(Seat.S) for c in low)
    names = box_buttons(window)
    assert len(names) == len(state.legal_actions())
    assert "misère" not in names  # not after a trick bid (P-CON-2)
    names["7♠"].click()
    assert str(controller.session.state.contract) == "7S"
    played = 0
    while True:
        my_turn()
        state = controller.session.state
        if state.is_over:
            break
        legal_cards = [a for a in state.legal_actions() if isinstance(a, Card)]
        click(qtbot, window, legal_cards[0], double=True)
        played += 1
    assert played == 10 and state.whisters == (Seat.N, Seat.E)
    message = scene._message.text
    assert "7♠, declarer South" in message
    # each entry explained: its reason, its arithmetic and its rule (P-SC-…)
    lines = [x for x in message.splitlines()[1:] if "mountain" in x or "whists" in x]
    assert lines and all(
        re.search(r"\d+\s×\s\d+\s=\s\d+ \(P\u2011[A-Z]+\u2011\d+\)", x) for x in lines
    )
    assert not hidden_shown(window, Seat.S)


def test_the_declarer_drags_his_two_discards_onto_the_prikup_s_place(qtbot: QtBot) -> None:
    """P-CON-1 by the mouse: the prikup's place in the middle shows two slots under «the
    discard» while the human discards; a card dropped there is chosen and lies in a slot, one
    dragged back to the hand or let go elsewhere returns, as one clicked there does; the
    button discards the two."""
    session = pref_session(9)
    players = {seat: Passer(seat.name) for seat in (Seat.N, Seat.E)}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller)
    scene = window.scene
    place = scene._drop_place
    assert not place.isVisible()  # no drop target in the auction
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    box_buttons(window)["6♠"].click()  # the others pass: South takes the prikup
    qtbot.waitUntil(lambda: controller.session.state.phase is Phase.DISCARD, timeout=10_000)
    assert place.isVisible() and place.word == "The discard" and len(place.slots) == 2
    slots = place.slots
    hand = sorted(controller.session.state.hand(Seat.S), key=lambda c: c.rank)
    first, second, third = hand[0], hand[1], hand[-1]
    button = scene.give_button

    def lies_in(card: Card, slot: int) -> bool:
        return scene._cards[card].sceneBoundingRect() == slots[slot]

    drag(qtbot, window, first, slots[0].center())
    assert lies_in(first, 0) and not button.isEnabled()
    home = scene._cards[third].pos()
    drag(qtbot, window, third, QPointF(scene.width() * 0.1, scene.height() * 0.1))
    assert scene._cards[third].pos() == home  # let go elsewhere: back in the hand
    drag(qtbot, window, third, slots[1].center())
    assert lies_in(third, 1) and button.isEnabled()
    drag(qtbot, window, third, QPointF(home.x(), home.y() + 40))  # taken back into the hand
    assert not lies_in(third, 1) and not button.isEnabled()
    drag(qtbot, window, second, slots[1].center() + QPointF(20, -15))  # near enough
    assert lies_in(first, 0) and lies_in(second, 1) and button.isEnabled()
    click(qtbot, window, first)  # a click on a card in the discard takes it back
    assert not lies_in(first, 0) and lies_in(second, 0) and not button.isEnabled()
    click(qtbot, window, first)  # and a click in the hand lays it there again
    assert lies_in(second, 0) and lies_in(first, 1) and button.isEnabled()
    assert not hidden_shown(window, Seat.S)
    button.click()
    qtbot.waitUntil(lambda: controller.session.state.phase is not Phase.DISCARD, timeout=10_000)
    state = controller.session.state
    assert state.view(Seat.S).discard == (second, first)
    assert not place.isVisible() and not hidden_shown(window, Seat.S)
    assert not any(scene._cards[card].isVisible() for card in (first, second))


def test_new_game_offers_preferans_with_its_variant_players_and_target(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings()
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("preferans"))
    presets = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    assert presets == ["sochi", "leningrad", "rostov", "classic1971"]
    assert dialog.preset.currentData() == "sochi"  # the default (B.4)
    counts = [dialog.count_box.itemText(i) for i in range(dialog.count_box.count())]
    assert counts == ["3", "4"]
    dialog.count_box.setCurrentIndex(dialog.count_box.findData(4))
    assert [row for row in range(6) if not dialog.names[row].isHidden()] == [0, 1, 2, 3]
    dialog.count_box.setCurrentIndex(dialog.count_box.findData(3))
    assert [row for row in range(6) if not dialog.names[row].isHidden()] == [0, 1, 2]
    dialog.preset.setCurrentIndex(dialog.preset.findData("leningrad"))
    rules = RulesDialog(dialog.rules(), dialog)
    qtbot.addWidget(rules)
    shown = set(rules._combos)
    assert {"pulya", "half_whist", "allow_zdes", "ten_game", "raspas_prikup"} <= shown
    assert "players" not in shown
    rules._combos["pulya"].setCurrentIndex(rules._combos["pulya"].findData(20))
    dialog._rules = rules.rules(dialog.rules())
    dialog.count_box.setCurrentIndex(dialog.count_box.findData(4))
    dialog.human.button(1).setChecked(True)
    setup = dialog.setup()
    assert setup.game.id == "preferans" and len(setup.game.seats) == 4
    assert setup.rules.players == 4 and setup.rules.table.target == 20
    assert setup.rules.whist_rate_factor == 2  # Leningrad's
    assert setup.human is Seat.E
    dialog.remember()
    again = default_setup(Settings(), seed=1)
    assert again.game.id == "preferans" and again.rules == setup.rules
    # through the window: Vint's table becomes Preferans's
    vint = GameSession.start(default_setup(Settings(), seed=1, game_id="vint"))
    window = MainWindow(GameController(vint, Pace("instant"), games=window_games()), settings)
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(NewGameDialog, "exec", lambda _self: QDialog.DialogCode.Accepted)
    window.new_game()
    assert window.controller.session.setup.game.id == "preferans"
    assert window.windowTitle() == "wint — Preferans" and window.bidding_dock.isVisible()
    assert window.bidding_dock.widget() is window.call_boxes["preferans"]
    assert window.sheet_dock.widget() is window.pulya
    assert not window.menus.claim_action.isEnabled()  # in the auction
    assert window.menus.hint_action.isEnabled()  # Preferans's hints


def test_the_russian_table_of_preferans(qtbot: QtBot, translations: Translations) -> None:
    translations.install("ru")
    session = pref_session(9)
    players = {seat: Passer(seat.name) for seat in (Seat.N, Seat.E)}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller, Settings())
    window.set_language("ru")
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    assert english_left(window) == []
    words = box_buttons(window)
    assert {"пас", "мизер", "6♠", "6 БК"} <= set(words)
    words["6♠"].click()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    assert window.scene.give_button.text() == "Снести"
    assert window.scene._drop_place.word == "Снос"
    assert window.scene._contract.text.startswith("Юг берёт прикуп")
    settings = Settings()
    settings.game = "preferans"
    for dialog in (NewGameDialog(settings, window), RulesDialog(session.setup.rules, window)):
        qtbot.addWidget(dialog)
        assert english_left(dialog) == [], type(dialog).__name__
    assert window.windowTitle() == "wint\u00a0— Преферанс"


def test_the_history_lists_a_pulya_with_each_player_s_whists(qtbot: QtBot, tmp_path: Path) -> None:
    session = pref_session(4, players=4, pulya=5, human=Seat.E)
    while not session.is_complete:  # the pulya played through the session's own moves
        state = session.state
        if state.is_over:
            session = session.next_deal()
            continue
        legal = state.legal_actions()
        session = session.apply(random.Random(len(session.finished)).choice(legal))
    folder = tmp_path / "sessions"
    save_session(session, folder / "2026-12-02_070000.wint")
    window = show_history(None, folder)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.loading)
    (summary,) = [e for e in window.entries if isinstance(e, SessionSummary)]
    sheet = whole_sheet(session)
    assert summary.results == tuple(sector.rounded for sector in sheet.sectors)
    assert summary.deals == len(session.finished) and summary.complete
    row = window.sessions.topLevelItem(0)
    assert row.text(Column.PLAYERS) == "North – East – South – West"
    assert row.text(Column.GAME) == "Preferans"
    assert row.text(Column.RUBBERS) == "pulya to 5"  # no rubbers: the pulya, over
    east = summary.results[1]
    assert row.text(Column.RESULT).replace("−", "-").lstrip("+").replace(",", "") == str(east)
    assert window.stats is not None and window.stats.game == "preferans"
    assert window.stats.overall.points == east
    assert not window.open_button.isEnabled()  # the pulya's sheet is printed by wint sheet


def test_undo_redo_and_the_keyboard_work_for_preferans(qtbot: QtBot) -> None:
    session = pref_session(9)
    players = {seat: Passer(seat.name) for seat in (Seat.N, Seat.E)}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller)

    def my_turn() -> None:
        qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)

    my_turn()
    box_buttons(window)["6♠"].click()
    my_turn()
    assert controller.session.state.phase is Phase.DISCARD and controller.can_undo
    window.menus.undo_action.trigger()
    my_turn()
    assert controller.session.state.phase is Phase.AUCTION
    assert "6♠" in box_buttons(window)
    window.menus.redo_action.trigger()
    my_turn()
    state = controller.session.state
    assert state.phase is Phase.DISCARD
    controller.give_cards(tuple(sorted(state.hand(Seat.S), key=lambda c: c.rank)[:2]))
    my_turn()
    box_buttons(window)["6♠"].click()
    my_turn()  # both whist (P-WH), East leads; South plays by the keyboard
    state = controller.session.state
    assert state.phase is Phase.PLAY and state.to_act is Seat.S
    scene = window.scene
    order = scene._hand_order(controller.table(), Seat.S)
    legal = [card for card in order if card in state.legal_actions()]
    scene.select(None)
    for _ in range(order.index(legal[0]) + 1):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert legal[0] not in controller.session.state.hand(Seat.S)


class Declarer(Passer):
    """A test's computer player who bids ``bid`` first, discards his two lowest cards and
    names the bid (P-BID, P-CON); else as :class:`Passer`, whisting only if ``whists``."""

    def __init__(self, seed: int | str, bid: str = "", whists: bool = True) -> None:
        super().__init__(seed)
        self.bid = Call(Contract.parse(bid)) if bid else None
        self.whists = whists

    def decide(self, view: PrefView, situation: Situation) -> Advice[object]:
        legal = view.legal_actions
        if self.bid is not None and self.bid in legal:
            return Advice(self.bid, "", AdviceReason.RANDOM)
        if view.phase is Phase.DISCARD:
            low = sorted(view.hand, key=lambda c: c.rank)[:2]
            return Advice(Discard((low[0], low[1])), "", AdviceReason.RANDOM)
        if view.phase is Phase.CONTRACT and self.bid is not None and self.bid.bid is not None:
            return Advice(Name(self.bid.bid), "", AdviceReason.RANDOM)
        if not self.whists and WhistCall(WhistWord.PASS) in legal:
            return Advice(WhistCall(WhistWord.PASS), "", AdviceReason.RANDOM)
        return super().decide(view, situation)


def _play_out(qtbot: QtBot, window: MainWindow, check: object) -> int:
    """The human plays the first legal card whenever he is to act, until the deal is over
    (his own by a double click on the table); ``check()`` after each of his turns; how many
    cards he played."""
    controller = window.controller
    for played in range(40):
        qtbot.waitUntil(
            lambda: controller.waiting_for_human or controller.session.state.is_over,
            timeout=10_000,
        )
        assert callable(check)
        check()
        state = controller.session.state
        if state.is_over:
            return played
        legal = [a for a in state.legal_actions() if isinstance(a, Card)]
        if state.to_act is Seat.S:
            click(qtbot, window, legal[0], double=True)
        else:  # the open hand's cards overlap in its column: played through the controller
            assert controller.play_card(legal[0])
        assert controller.session.state is not state
    raise AssertionError("the deal did not end")


def test_a_lone_whister_asks_for_open_play_and_plays_the_passer_s_hand(qtbot: QtBot) -> None:
    """P-WH-6: East plays 6♠, South whists, North passes; South plays open («в светлую»):
    North's hand lies face up for all, and South plays its cards."""
    session = pref_session(9)
    players = {Seat.N: Declarer("N", whists=False), Seat.E: Declarer("E", "6S")}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller)
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    box_buttons(window)["pass"].click()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    assert set(box_buttons(window)) == {"whist", "pass"}  # no half-whist for the first
    box_buttons(window)["whist"].click()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    assert set(box_buttons(window)) == {"open", "closed"}
    box_buttons(window)["open"].click()
    north = [0]

    def check() -> None:
        state = controller.session.state
        assert not hidden_shown(window, Seat.S)
        if state.phase is Phase.PLAY and len(state.tricks) + len(state.current_trick) > 0:
            assert Seat.N in controller.table().exposed
            assert all(face_up(window.scene, c) for c in state.hand(Seat.N))
            assert not any(face_up(window.scene, c) for c in state.hand(Seat.E))
        if state.to_act is Seat.N and not state.is_over:
            assert state.actor is Seat.S and controller.waiting_for_human
            north[0] += 1

    played = _play_out(qtbot, window, check)
    assert north[0] >= 1 and played >= 10 + north[0] - 1
    assert "open whist" in window.scene._contract.text


def test_a_human_catches_a_misere_with_his_partner_s_hand_open(qtbot: QtBot) -> None:
    """P-PLAY-4: East plays misère; South and North catch it, their hands laid open once
    the misère player has led, his own hand closed."""
    session = pref_session(11)
    players = {Seat.N: Declarer("N"), Seat.E: Declarer("E", "misere")}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller)
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    box_buttons(window)["pass"].click()

    def check() -> None:
        state = controller.session.state
        assert not hidden_shown(window, Seat.S)
        assert not any(face_up(window.scene, c) for c in state.hand(Seat.E))
        if state.phase is Phase.PLAY and (state.tricks or state.current_trick):
            assert all(face_up(window.scene, c) for c in state.hand(Seat.N))

    assert _play_out(qtbot, window, check) == 10
    assert str(controller.session.state.contract) == "misere"
    assert "misère, declarer East" in window.scene._message.text


@pytest.mark.parametrize("players", ["3", "4"])
def test_the_demo_plays_preferans(tmp_path: Path, players: str) -> None:
    shot = tmp_path / "preferans.png"
    ran = run_wint(
        tmp_path, "--game", "preferans", "--players", players,
        "--autoplay", "2", "--screenshot", str(shot),
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert shot.read_bytes().startswith(b"\x89PNG")


def test_wint_game_preferans_starts_a_preferans_game(qtbot: QtBot) -> None:
    (shown,) = started("--game", "preferans", "--lang", "en")
    assert shown["title"] == "wint — Preferans"


def test_a_pulya_in_progress_is_autosaved_and_resumed(qtbot: QtBot) -> None:
    settings = Settings()
    session = pref_session(9, players=4, human=Seat.E)
    players = {seat: Passer(seat.name) for seat in (Seat.N, Seat.S, Seat.W)}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller, settings)
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    box_buttons(window)["6♠"].click()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    assert controller.session.state.phase is Phase.DISCARD
    found = resumable(settings)
    assert isinstance(found, tuple)
    resumed, where = found
    state = controller.session.state
    assert where == window.files.path and resumed.state.deal == state.deal
    assert resumed.state.history() == state.history()
    assert len(resumed.setup.game.seats) == 4 and resumed.human is Seat.E
    again = MainWindow(GameController(resumed, Pace("instant"), games=window_games()), settings)
    qtbot.addWidget(again)
    again.show()
    assert again.windowTitle() == "wint — Preferans"
    assert again.sheet_dock.widget() is again.pulya and again.bidding_dock.isVisible()
    assert again.controller.table().passing == 2


def test_here_is_offered_to_the_senior_hand_only_where_the_table_agreed_it(
    qtbot: QtBot,
) -> None:
    """P-BID-7: with «здесь» agreed, East (the first hand) may hold South's 6♣; the box
    says «here» for it; without the option it is not offered."""
    for agreed in (True, False):
        rules = PREFERANS.read_rules({"allow_zdes": agreed}, "rules")
        configs = [PlayerConfig("", human=seat is Seat.E) for seat in PREFERANS.seats]
        session = GameSession.start(keeping_seats(PREFERANS, rules, configs, 9))
        players = {Seat.S: Declarer("S", "6C"), Seat.N: Declarer("N")}
        controller = GameController(session, Pace("instant"), players, games=window_games())
        window = shown_window(qtbot, controller)
        qtbot.waitUntil(lambda c=controller: c.waiting_for_human, timeout=10_000)
        box_buttons(window)["6♠"].click()
        qtbot.waitUntil(lambda c=controller: c.waiting_for_human, timeout=10_000)
        words = box_buttons(window)
        assert ("here" in words) is agreed and "6♣" not in words
        if agreed:
            words["here"].click()
            assert str(controller.session.state.calls[-1][1]) == "6C"
            assert controller.table().status[Seat.E] == "here"
        window.close()


def test_two_humans_at_one_screen_pass_it_on_at_the_preferans_table(qtbot: QtBot) -> None:
    """Hot-seat: East and South share the screen; between their turns no hand shows."""
    rules = PREFERANS.read_rules({}, "rules")
    configs = [PlayerConfig("", human=seat in (Seat.E, Seat.S)) for seat in PREFERANS.seats]
    session = GameSession.start(keeping_seats(PREFERANS, rules, configs, 9))
    players = {Seat.N: Declarer("N")}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller)
    scene = window.scene

    def shown() -> set[Card]:
        return {c for c, item in scene._cards.items() if item.isVisible() and face_up(scene, c)}

    assert controller.handing_over is Seat.E and not shown()
    assert controller.take_seat()
    assert shown() == set(controller.session.state.hand(Seat.E))
    box_buttons(window)["pass"].click()
    qtbot.waitUntil(lambda: controller.handing_over is Seat.S, timeout=10_000)
    assert not shown() and scene.handing_over
    assert controller.take_seat()
    assert shown() == set(controller.session.state.hand(Seat.S))
    assert "pass" in box_buttons(window)


def test_on_an_all_pass_deal_each_prikup_card_leads_its_trick_face_up(qtbot: QtBot) -> None:
    """P-RASP-2 (Sochi): the prikup's first card turned leads the first trick, the second
    the second; the others stay face down until then."""
    session = pref_session(13)
    players = {seat: Passer(seat.name) for seat in (Seat.N, Seat.E)}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    window = shown_window(qtbot, controller)
    scene = window.scene
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    box_buttons(window)["pass"].click()
    prikup = controller.session.state.deal.prikup
    seen: list[tuple[int, bool, bool]] = []

    def check() -> None:
        state = controller.session.state
        assert not hidden_shown(window, Seat.S)
        deal = controller.table()
        if len(state.tricks) < 2 and not state.is_over:
            lead = prikup[len(state.tricks)]
            assert deal.talon_open == {lead} and face_up(scene, lead)
            assert scene._cards[lead].isVisible()
            seen.append((len(state.tricks), face_up(scene, prikup[0]), face_up(scene, prikup[1])))
        else:
            assert deal.talon == ()

    assert _play_out(qtbot, window, check) == 10
    assert controller.session.state.allpass
    assert (0, True, False) in seen
    assert "All pass" in scene._message.text
