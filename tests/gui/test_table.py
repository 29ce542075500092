"""The desktop table with pytest-qt, offscreen: controller, scene, bidding box, a whole deal."""

from __future__ import annotations

import itertools
import re
import threading
import time

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_controller, make_session, shown_window
from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.vint.base import BasicPlayer
from wint.core.cards import Card
from wint.core.seats import SEATS, Seat
from wint.games.vint.calls import Call
from wint.games.vint.state import Phase
from wint.games.vint.view import SeatView
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.shell.main_window import MainWindow
from wint.gui.table.scene import TableScene

ADVISOR = BasicPlayer()


class FirstLegal:
    """A fake computer player: always the first legal action."""

    def __init__(self) -> None:
        self.views: list[SeatView] = []

    def decide(self, view: SeatView, situation: Situation) -> Advice:
        self.views.append(view)
        return Advice(view.legal_actions[0], "", AdviceReason.RANDOM)


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    controller = make_controller()
    return shown_window(qtbot, controller)


def human_turn(qtbot: QtBot, controller: GameController) -> None:
    qtbot.waitUntil(
        lambda: controller.waiting_for_human or controller.session.state.is_over, timeout=5000
    )


def play_to_the_humans_card(qtbot: QtBot, window: MainWindow) -> None:
    """Let the human call conventionally through the bidding box until the play starts."""
    controller = window.controller
    while True:
        human_turn(qtbot, controller)
        state = controller.session.state
        if state.is_over:
            controller.next_deal()
            continue
        if state.phase is Phase.PLAY:
            return
        advice = ADVISOR.decide(state.view(Seat.S), controller.situation())
        window.bidding.buttons[advice.action].click()  # type: ignore[index]


def test_controller_gives_players_only_their_view(qtbot: QtBot) -> None:
    fakes = {seat: FirstLegal() for seat in SEATS if seat is not Seat.S}
    controller = GameController(
        make_session(human=Seat.S), Pace("instant"), fakes, games=window_games()
    )
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=5000)
    asked = [view for fake in fakes.values() for view in fake.views]
    assert asked, "a computer was asked"
    for view in asked:
        assert isinstance(view, SeatView)
        assert view.legal_actions  # it was that seat's turn


def test_refused_action_signals_the_reason(qtbot: QtBot) -> None:
    controller = make_controller()
    controller.start()
    human_turn(qtbot, controller)
    with qtbot.waitSignal(controller.rejected) as blocker:
        assert not controller.play_card(Card.parse("SA"))  # during the auction
    assert blocker.args[0] == "AUCTION_NOT_CLOSED"
    before = controller.session
    with qtbot.waitSignal(controller.rejected):
        controller.make_call(Call.parse("Q"))  # no bid yet: not allowed
    assert controller.session is before  # nothing changed


def test_bidding_box_offers_exactly_the_legal_calls(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    checked = 0
    while controller.session.state.phase is Phase.AUCTION and checked < 6:
        human_turn(qtbot, controller)
        state = controller.session.state
        if state.phase is not Phase.AUCTION:
            break
        enabled = {call for call, b in window.bidding.buttons.items() if b.isEnabled()}
        assert enabled == set(state.legal_actions())
        checked += 1
        advice = ADVISOR.decide(state.view(Seat.S), controller.situation())
        window.bidding.buttons[advice.action].click()  # type: ignore[index]
    assert checked >= 1


def test_cards_are_played_by_double_click_drop_and_keyboard(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    scene = window.scene
    ways = ["double-click", "drop", "keyboard"]
    used: list[str] = []
    play_to_the_humans_card(qtbot, window)
    while ways:
        human_turn(qtbot, controller)
        state = controller.session.state
        if state.phase is not Phase.PLAY:
            break
        card = state.legal_actions()[0]
        assert isinstance(card, Card)
        item = scene._cards[card]
        assert item.playable and item.legal
        way = ways.pop(0)
        before = len(state.played)
        if way == "double-click":
            item.activated.emit(card)  # what mouseDoubleClickEvent emits
        elif way == "drop":
            scene.drop(item, QPointF(scene.sceneRect().center()))
        else:
            scene.select(None)
            cards = [c for c, i in scene._cards.items() if i.playable and i.isVisible()]
            ordered = sorted(cards, key=lambda c: scene._cards[c].pos().x())
            for _ in range(ordered.index(card) + 1):
                qtbot.keyClick(window.view, Qt.Key.Key_Right)
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
        assert len(controller.session.state.played) > before or controller.session.state.is_over
        used.append(way)
    assert used == ["double-click", "drop", "keyboard"]


def test_a_drop_off_the_table_returns_the_card(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    play_to_the_humans_card(qtbot, window)
    human_turn(qtbot, controller)
    state = controller.session.state
    card = state.legal_actions()[0]
    item = window.scene._cards[card]  # type: ignore[index]
    home = QPointF(item.pos())
    window.scene.drop(item, QPointF(5, 5))
    assert controller.session.state is state
    assert item.pos() == home


def test_an_illegal_card_is_dimmed_and_refused_with_the_reason(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    play_to_the_humans_card(qtbot, window)
    for _ in range(60):
        human_turn(qtbot, controller)
        state = controller.session.state
        if state.phase is not Phase.PLAY:
            pytest.skip("the deal ended before the human had to follow suit")
        illegal = [c for c in state.hand(Seat.S) if c not in state.legal_actions()]
        if illegal:
            item = window.scene._cards[illegal[0]]
            assert item.playable and not item.legal  # dimmed, still responds
            with qtbot.waitSignal(controller.rejected) as blocker:
                item.activated.emit(illegal[0])
            assert blocker.args[0] == "MUST_FOLLOW_SUIT"
            assert window.scene._message.isVisible()
            assert "follow suit" in window.scene._message.text
            return
        controller.play_card(state.legal_actions()[0])  # type: ignore[arg-type]
    pytest.fail("no position with an illegal card was reached")


def test_a_whole_deal_with_computers_and_undo_redo(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    play_to_the_humans_card(qtbot, window)
    human_turn(qtbot, controller)
    state_before = controller.session.state
    first = state_before.legal_actions()[0]
    controller.play_card(first)  # type: ignore[arg-type]
    human_turn(qtbot, controller)
    window.menus.undo_action.trigger()
    assert controller.session.state == state_before
    window.menus.redo_action.trigger()
    assert controller.session.state.played.mask & first.bit  # type: ignore[union-attr]
    while not controller.session.state.is_over:
        human_turn(qtbot, controller)
        state = controller.session.state
        if state.is_over:
            break
        advice = ADVISOR.decide(state.view(Seat.S), controller.situation())
        controller.play_card(advice.action)  # type: ignore[arg-type]
    assert controller.session.state.is_over
    with qtbot.waitSignal(controller.deal_finished):
        window.menus.next_deal_action.trigger()
    assert len(controller.session.ledger.deals()) >= 1
    assert window.sheet.sheet.rubber() is not None


def computers_playing(qtbot: QtBot, players: dict[Seat, Watched] | None = None) -> MainWindow:
    """The window of a session of four computers at the fast pace, not started yet."""
    controller = GameController(
        make_session(seed=3, human=None), Pace("fast"), players, games=window_games()
    )
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    controller.auto_next_deal = True
    return window


def heartbeat(beats: list[float]) -> QTimer:
    """A 10 ms timer on the GUI thread appending the time of each beat to ``beats``."""
    timer = QTimer()
    timer.timeout.connect(lambda: beats.append(time.perf_counter()))
    timer.start(10)
    return timer


class Watched:
    """A basic computer that notes the thread it decides on, and thinks until the GUI
    thread's heartbeat has beaten three times (which it cannot do if the GUI thread waits)."""

    def __init__(self, beats: list[float]) -> None:
        self.beats = beats
        self.player = BasicPlayer()
        self.threads: list[int] = []
        self.beats_while_thinking: list[int] = []

    def decide(self, view: SeatView, situation: Situation) -> Advice:
        self.threads.append(threading.get_ident())
        before = len(self.beats)
        guard = time.monotonic() + 10  # against a hang: three beats take 30 ms
        while len(self.beats) < before + 3 and time.monotonic() < guard:
            time.sleep(0.002)
        self.beats_while_thinking.append(len(self.beats) - before)
        return self.player.decide(view, situation)


def test_computers_think_off_the_gui_thread_while_it_runs_on(qtbot: QtBot) -> None:
    """Every decision is made on the worker, and the window's heartbeat goes on during each
    (the longest gap in milliseconds is the perf test below)."""
    beats: list[float] = []
    players = {seat: Watched(beats) for seat in SEATS}
    window = computers_playing(qtbot, players)
    controller = window.controller
    played: list[Seat] = []
    controller.applied.connect(lambda seat, _action: played.append(seat))
    timer = heartbeat(beats)
    controller.start()
    qtbot.waitUntil(lambda: len(played) >= 12, timeout=40_000)  # a guard: about 4 s
    timer.stop()
    controller.pause(True)
    assert controller.wait_idle()
    threads = {thread for player in players.values() for thread in player.threads}
    assert threads and threading.get_ident() not in threads
    thought = [n for player in players.values() for n in player.beats_while_thinking]
    assert len(thought) >= 12 and min(thought) >= 3


@pytest.mark.perf
def test_the_window_never_stalls_while_computers_play(qtbot: QtBot) -> None:
    """A 10 ms heartbeat never waits 50 ms while computers play (wall clock: ``-m perf``)."""
    beats: list[float] = []
    window = computers_playing(qtbot)
    controller = window.controller
    timer = heartbeat(beats)
    controller.start()
    qtbot.wait(2500)
    timer.stop()
    controller.pause(True)
    assert len(controller.session.state.history()) + len(controller.session.finished) > 5
    gaps = [later - earlier for earlier, later in itertools.pairwise(beats)]
    assert max(gaps) < 0.05, f"longest gap {max(gaps) * 1000:.0f} ms"


def test_confirm_before_play_and_the_last_trick(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    play_to_the_humans_card(qtbot, window)
    human_turn(qtbot, controller)
    state = controller.session.state
    card = state.legal_actions()[0]
    window.scene.confirm = lambda _card: False
    window.scene.card_activated.emit(card)
    assert controller.session.state is state  # declined: nothing played
    window.scene.confirm = lambda _card: True
    window.scene.card_activated.emit(card)
    assert controller.session.state.played.mask & card.bit  # type: ignore[union-attr]
    qtbot.waitUntil(
        lambda: len(controller.session.state.tricks) >= 1 or controller.session.state.is_over
    )
    window.menus.last_trick_action.trigger()
    assert window.scene._message.isVisible()
    assert "→" in window.scene._message.text  # the trick and its winner (V-PLAY-8)


def test_a_forced_single_card_plays_itself(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    window.menus.auto_single_action.setChecked(True)
    forced_seen = 0
    for _ in range(6):  # deals
        play_to_the_humans_card(qtbot, window)
        while True:
            human_turn(qtbot, controller)
            state = controller.session.state
            if state.is_over:
                break
            legal = state.legal_actions()
            assert len(legal) > 1, "the human was left to play a forced card"
            controller.play_card(legal[-1])  # type: ignore[arg-type]
        forced_seen += sum(
            1
            for past in state.states()
            if past.to_act is Seat.S and past.phase is Phase.PLAY and len(past.legal_actions()) == 1
        )
        if forced_seen:
            return
        controller.next_deal()
    pytest.fail("no forced card came up in six deals")


def test_a_click_skips_the_animation(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    play_to_the_humans_card(qtbot, window)
    human_turn(qtbot, controller)
    window.set_speed("slow")
    card = controller.session.state.legal_actions()[0]
    controller.play_card(card)  # type: ignore[arg-type]
    assert window.scene.animating  # the card slides to the trick
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert not window.scene.animating
    item = window.scene._cards[card]  # type: ignore[index]
    assert item.pos() == item.home  # already in its place


def test_bench_gui_reports_its_figures() -> None:
    from wint.bench import bench_gui

    figures = bench_gui(runs=1, deals=1, seed=2)
    assert 0 < figures["startup_s_median"] < 30
    assert figures["demo_deals"] == 1 and figures["seconds_per_deal"] > 0
    assert 0 < figures["longest_ui_stall_ms"] < 10_000
    assert figures["peak_memory_mib"] > 10


def test_computer_calls_carry_their_meaning(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    for _ in range(40):
        human_turn(qtbot, controller)
        state = controller.session.state
        history = window.bidding.history
        tips = [
            history.item(row, column).toolTip()
            for row in range(history.rowCount())
            for column in range(4)
            if history.item(row, column) is not None
        ]
        if any(tips):
            assert any(re.search(r"\(H-BID-\d+|\(V-BID-8", tip) for tip in tips), tips
            return
        if state.is_over:
            controller.next_deal()
            continue
        if state.phase is Phase.AUCTION:
            advice = ADVISOR.decide(state.view(Seat.S), controller.situation())
            controller.make_call(advice.action)  # type: ignore[arg-type]
        else:
            controller.play_card(state.legal_actions()[0])  # type: ignore[arg-type]
    pytest.fail("no computer call with a meaning was seen")


class SlowThinker:
    """A fake computer that thinks until interrupted (or 3 s), then plays its first option."""

    def __init__(self) -> None:
        self.interrupt = threading.Event()
        self.started = 0
        self.stopped = 0

    def decide(self, view: SeatView, situation: Situation) -> Advice:
        interrupt = self.interrupt
        self.started += 1
        if interrupt.wait(3.0):
            self.stopped += 1
        return Advice(view.legal_actions[0], "", AdviceReason.RANDOM)


def test_undo_cancels_a_computer_that_is_thinking(qtbot: QtBot) -> None:
    slow = SlowThinker()
    fakes = {
        seat: (slow if seat is Seat.W else FirstLegal()) for seat in SEATS if seat is not Seat.S
    }
    controller = GameController(
        make_session(human=Seat.S), Pace("instant"), fakes, games=window_games()
    )
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=5000)
    state = controller.session.state
    asked = slow.started
    advice = ADVISOR.decide(state.view(Seat.S), controller.situation())
    controller.make_call(advice.action)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: slow.started == asked + 1, timeout=5000)  # W is thinking now
    controller.undo()
    qtbot.waitUntil(lambda: slow.stopped == 1)  # interrupted, not after its 3 s
    assert controller.wait_idle()  # its late answer is sent
    QCoreApplication.processEvents()  # and delivered
    assert controller.session.state == state  # and dropped


@pytest.mark.parametrize("human", [Seat.N, Seat.E, Seat.S, Seat.W])
def test_the_humans_seat_is_at_the_bottom(qtbot: QtBot, human: Seat) -> None:
    """Whichever seat the human takes — North, seat 0, too — the table turns to put it at
    the bottom; with four computers it looks from South."""
    scene = TableScene(make_controller(human=human))
    assert scene.bottom is human
    assert TableScene(make_controller(human=None)).bottom is Seat.S
