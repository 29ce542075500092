"""Five players through the window (rules §4.2, V-SHEET-7): they change seats rubber by
rubber by the table, the one sitting out is named above the table, the human plays from the
bottom in each rubber he plays and watches the one he sits out with the hands hidden, and
the players' ledger beside the table is `wint score`'s."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from tests.gui.helpers import shown_window
from tests.gui.test_table_games import face_up
from wint.ai.advice import Situation
from wint.ai.vint.base import BasicPlayer
from wint.core.cards import Card
from wint.core.players import NamedPlayers
from wint.games.vint.game import VINT
from wint.games.vint.record import dump_record, read_record, score_record
from wint.games.vint.rules import RuleSet
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.platform.i18n import Translations
from wint.gui.shell.main_window import MainWindow
from wint.session.model import GameSession, PlayerConfig
from wint.session.rotation import rotating

NAMES = ("Анна", "Борис", "Вера", "Глеб", "Дима")
HUMAN = 1  # Борис, the second drawn: he sits out rubber 2 (§4.2)


def five_window(qtbot: QtBot) -> MainWindow:
    """Five players of whom Борис is the human, basic computers, three rubbers."""
    players = [PlayerConfig(name, human=i == HUMAN, level="basic") for i, name in enumerate(NAMES)]
    setup = rotating(VINT, RuleSet(players=5, session_rubbers=3), players, 5)
    controller = GameController(GameSession.start(setup), Pace("instant"), games=window_games())
    return shown_window(qtbot, controller)


def test_five_players_play_three_rubbers_the_human_watching_the_one_he_sits_out(
    qtbot: QtBot,
) -> None:
    window = five_window(qtbot)
    controller, scene = window.controller, window.scene
    human_player = BasicPlayer()
    seats_played: dict[int, object] = {}
    watched = False
    while not controller.session.is_complete:
        qtbot.waitUntil(
            lambda: controller.waiting_for_human or controller.session.state.is_over,
            timeout=60_000,
        )
        session = controller.session
        rubber = session.rubber
        line = window.seating_line.text()
        assert not window.seating_line.isHidden()
        assert f"Rubber {rubber + 1} of 3 by the rotation table" in line
        out = NAMES[session.setup.sitting_out(rubber)[0]]
        if rubber == 1:  # Борис sits out and watches
            assert controller.human is None and controller.sitting_out
            assert "you sit out" in line and "watch" in line
        else:
            assert controller.human is not None and scene.bottom is controller.human
            assert f"{out} sits out" in line
            seats_played[rubber] = controller.human
        if session.state.is_over:
            controller.next_deal()
            if controller.sitting_out:  # a new deal he watches: no hand shown face up
                controller.pause(True)
                scene.finish_animations()
                deal = controller.table()
                for seat in deal.seats:
                    assert not any(face_up(scene, card) for card in deal.hands[seat]), seat
                watched = True
                controller.pause(False)
            continue
        assert session.state.actor is controller.human  # his turn: the test decides for him
        seat = controller.human
        assert seat is not None
        action = human_player.decide(session.state.view(seat), Situation()).action
        done = (
            controller.play_card(action)
            if isinstance(action, Card)
            else controller.make_call(action)
        )
        assert done
    assert watched and set(seats_played) == {0, 2}
    said = window.statusBar().currentMessage()  # the last rubber's pair by name, the accounts
    last = controller.session.setup.seating_of(2)
    winners = controller.session.ledger.rubbers[2].result()[0]
    assert winners is not None
    pair = " – ".join(NAMES[last[seat]] for seat in winners.seats)
    assert f"The rubber is over: {pair} win by" in said
    assert all(name in said for name in NAMES)
    setup = controller.session.setup
    partners = [setup.seating_of(r)[seats_played[r].partner] for r in (0, 2)]  # type: ignore[attr-defined]
    assert partners == [4, 3]  # 2 + 5, then 2 + 4 (§4.2): his partner changed
    # the players' ledger beside the table, in hundreds, is what `wint score` gives the
    # deals written as a record of the five named players
    session = controller.session
    view = window.sheet.ledger
    assert not view.isHidden() and view.title.text() == "Players' accounts, in hundreds of points"
    results = [replace(state.result(), captured=None) for state in session.played()]
    doc = dump_record(session.setup.rules, results, named=NamedPlayers(NAMES))
    scored = score_record(read_record(doc))
    assert len(scored["ledger"]) == 3
    assert view.players() == list(NAMES)
    assert view.rows() == [
        [_signed(row["figures"][name]) for name in NAMES] for row in scored["ledger"]
    ]


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def test_six_players_two_sit_out_and_the_line_says_so_in_both_languages(
    qtbot: QtBot, translations: Translations
) -> None:
    """§4.2: six players' first rubber seats 1 + 2 against 3 + 4; 5 and 6 sit it out, the
    human (player 1) plays from the bottom."""
    names = (*NAMES, "Зоя")
    players = [PlayerConfig(name, human=i == 0) for i, name in enumerate(names)]
    setup = rotating(VINT, RuleSet(players=6, session_rubbers=8), players, 9)
    controller = GameController(GameSession.start(setup), Pace("instant"), games=window_games())
    controller.pause(True)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    assert window.seating_line.text() == (
        "Rubber 1 of 8 by the rotation table: Дима and Зоя sit out"
    )
    assert window.scene.bottom is controller.human is not None
    translations.install("ru")
    window.set_language("ru")
    assert window.seating_line.text() == (
        "Роббер 1 из 8 по таблице очерёдности: не играют Дима и Зоя"
    )
    assert window.sheet.ledger.isHidden()  # no rubber finished yet
