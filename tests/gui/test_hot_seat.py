"""Several humans at one screen (hot-seat, issue 17): between two humans' turns a hand-over
screen covers the table and every hand is face down until the next player clicks or presses
a key; then only his hands (his own, his dummy's), the exposed dummies and the played cards
are face up.  Asserted on the scene's card items at every change of the table, through
whole deals of Vint (two humans with basic computers, four humans) and of Whist (two humans,
one with a dummy); undo and the hints are each human's own.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.gui.test_whist_window import double_click
from wint.ai.vint.base import BasicPlayer
from wint.ai.vint.claims import check_claim
from wint.core.cards import Card
from wint.core.seats import SEATS, Seat
from wint.games.registry import game
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import Phase
from wint.games.whist.rules import DummyRotation, WhistRules
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.new_game import dummy_seats
from wint.gui.shell.main_window import MainWindow
from wint.session.model import AnySession, GameSession, PlayerConfig, fixed_seats, seated

N, E, S, W = SEATS
ADVISOR = BasicPlayer()
NAMES = {N: "Толстой", E: "Анна", S: "Кити", W: "Фёдор"}


def vint_session(humans: Sequence[Seat], seed: int = 11) -> AnySession:
    """Vint with ``humans`` at one screen, basic computers in the other seats."""
    seats = tuple(PlayerConfig(NAMES[seat], human=seat in humans) for seat in SEATS)
    return GameSession.start(fixed_seats(RuleSet(), seats, seed))


def whist_session(seed: int = 3) -> AnySession:
    """Two-player Whist, both humans, each with his dummy opposite (W-VAR-2P): Кити in the
    South and Фёдор at her left, in the West."""
    dummies = dummy_seats(2, S)
    seats = [None if seat in dummies else PlayerConfig(NAMES[seat], human=True) for seat in SEATS]
    return GameSession.start(seated(game("whist"), WhistRules(), seats, seed))


class Watch:
    """Checks the table at each of its changes: what is face up, and the hand-over screen."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.covers = 0  # the changes seen under the hand-over screen
        self.seen: dict[Seat, int] = dict.fromkeys(SEATS, 0)  # changes seen by each human
        window.controller.changed.connect(self.check)  # after the scene's own sync

    def mine(self, seated: Seat) -> set[Seat]:
        """The seats the human in ``seated`` holds: his own and his dummy's."""
        session = self.window.controller.session
        dummies = session.setup.dummies_of(session.turn)
        return {seated, *(seat for seat in dummies if seat.partner is seated)}

    def exposed(self) -> set[Seat]:
        """The dummies exposed to everyone (Whist's, once the first card is led)."""
        state = self.window.controller.session.state
        dummies = getattr(state, "dummies", None)
        if dummies is None:
            return set()
        led = bool(state.played)
        return {d.seat for d in dummies.dummies if d.exposed(led=led)}

    def check(self) -> None:
        controller, scene = self.window.controller, self.window.scene
        deal = controller.table()
        # the cards lying face up apart from a hand, for all: the dealer's turned card
        # (W-DEAL-4), Vint's exposed cards (V-IRR-1)
        apart = {seat: deal.apart_of(seat) for seat in deal.seats}
        hands = {seat: [c for c in deal.hands[seat] if c not in apart[seat]] for seat in deal.seats}
        up = {seat: {scene._cards[card].face_up for card in cards} for seat, cards in hands.items()}
        if controller.handing_over is not None:
            assert scene.handing_over
            cover = scene._hand_over
            assert cover.sceneBoundingRect().contains(scene.sceneRect())
            others = [item for item in scene.items() if item is not cover]
            assert all(cover.zValue() > item.zValue() for item in others)
            assert not any(True in faces for faces in up.values()), "a hand shows under the cover"
            self.covers += 1
            return
        assert not scene.handing_over
        seated = controller.human
        if seated is not None:
            self.seen[seated] += 1
        shown = set() if seated is None else self.mine(seated) | self.exposed()
        for seat, faces in up.items():
            if hands[seat]:
                assert faces == {deal.is_over or seat in shown}, (seat, seated, faces)
        assert all(scene._cards[card].face_up for _, card in deal.trick)  # played cards
        assert all(scene._cards[card].face_up for cards in apart.values() for card in cards)


def window_on(qtbot: QtBot, session: AnySession) -> tuple[MainWindow, Watch]:
    controller = GameController(session, Pace("instant"), games=window_games())
    window = MainWindow(controller)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    watch = Watch(window)
    controller.start()
    return window, watch


def settled(qtbot: QtBot, controller: GameController) -> None:
    """Until a human is to act (or the screen passes to one), or the deal is over."""
    qtbot.waitUntil(
        lambda: (
            controller.waiting_for_human
            or controller.handing_over is not None
            or controller.session.state.is_over
        ),
        timeout=10_000,
    )


def take_seat(qtbot: QtBot, window: MainWindow, by_key: bool) -> Seat:
    """The next player clicks on the hand-over screen (or presses a key): he is seated."""
    controller = window.controller
    next_human = controller.handing_over
    assert next_human is not None and window.scene.handing_over
    if by_key:  # where the keyboard's focus is (the table's, whatever had it before)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    else:
        centre = window.view.viewport().rect().center()
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre))
    assert controller.human is next_human and not window.scene.handing_over
    return next_human


def vint_choice(window: MainWindow) -> Any:
    controller = window.controller
    state = controller.session.state
    return ADVISOR.decide(state.view(state.actor), controller.situation()).action


def whist_choice(window: MainWindow) -> Any:
    """The lowest legal card (a plain suit's first when the seat cannot follow)."""
    state = window.controller.session.state
    legal = [a for a in state.legal_actions() if isinstance(a, Card)]
    return min(legal, key=lambda card: (card.suit is state.trump, card.rank))


def act(qtbot: QtBot, window: MainWindow, action: Any) -> None:
    """The human at the screen acts through the window: a card by double click, a call in
    the bidding box."""
    before = window.controller.session
    if isinstance(action, Card):
        assert window.scene._cards[action].playable
        double_click(qtbot, window, action)
    else:  # the button takes the keyboard's focus, as a click does
        qtbot.mouseClick(window.bidding.buttons[action], Qt.MouseButton.LeftButton)
    assert window.controller.session is not before


def play_deal(
    qtbot: QtBot, window: MainWindow, choose: Callable[[MainWindow], Any]
) -> tuple[list[Seat], list[tuple[Seat, Seat]]]:
    """The humans play a whole deal through the window, each taking his seat on the
    hand-over screen (by click and by key in turn): the humans seated, in order, and each
    human's action with the seat he acted for."""
    controller = window.controller
    seated: list[Seat] = []
    acted: list[tuple[Seat, Seat]] = []
    while True:
        settled(qtbot, controller)
        state = controller.session.state
        if state.is_over:
            return seated, acted
        if controller.handing_over is not None:
            seated.append(take_seat(qtbot, window, by_key=len(seated) % 2 == 1))
            continue
        assert state.actor is controller.human
        acted.append((state.actor, state.to_act))
        act(qtbot, window, choose(window))


def turns(acted: list[tuple[Seat, Seat]], before: Seat | None = None) -> int:
    """How many times the screen passed to a human: each time a decision is another human's
    than the last, ``before`` at the screen first."""
    humans = [before, *(actor for actor, _ in acted)]
    return sum(a is not b for a, b in itertools.pairwise(humans))


def test_two_humans_play_a_vint_deal_never_seeing_each_others_hand(qtbot: QtBot) -> None:
    window, watch = window_on(qtbot, vint_session((E, S)))
    controller = window.controller
    assert controller.humans == (E, S) and controller.human is None  # nobody sat yet
    seated, acted = play_deal(qtbot, window, vint_choice)
    assert controller.session.state.is_over
    assert seated[0] is E  # East calls first (the dealer's left, V-DEAL-6): the screen passes
    assert len(seated) == turns(acted) >= 4  # a hand-over whenever the other human acts
    assert set(seated) == {E, S} and watch.covers >= len(seated)
    assert watch.seen[E] and watch.seen[S]
    # the sheet's «Мы» is the first human's side
    assert controller.session.setup.our_side is E.side
    controller.next_deal()  # the last human keeps the screen into the next deal
    settled(qtbot, controller)
    actor = controller.session.state.actor
    assert controller.human is seated[-1]
    assert controller.handing_over is (None if actor is seated[-1] else actor)


def test_four_humans_play_a_vint_deal_as_at_a_card_table(qtbot: QtBot) -> None:
    window, watch = window_on(qtbot, vint_session(SEATS, seed=5))
    thinking: list[object] = []
    window.controller.thinking.connect(lambda seat: seat is not None and thinking.append(seat))
    seated, acted = play_deal(qtbot, window, vint_choice)
    assert not thinking  # no computer at the table
    assert set(seated) == set(SEATS)
    assert len(seated) == turns(acted) > 40  # before every call and card but a trick's
    assert watch.covers >= len(seated)  # winner leading again after his own last card


def test_two_humans_play_a_whist_deal_each_with_his_dummy(qtbot: QtBot) -> None:
    window, watch = window_on(qtbot, whist_session())
    controller = window.controller
    assert controller.humans == (S, W) and controller.session.setup.dummies_of(0) == (N, E)
    seated, acted = play_deal(qtbot, window, whist_choice)
    assert set(seated) == {S, W} and len(seated) == turns(acted)
    assert watch.seen[S] and watch.seen[W] and watch.covers >= len(seated)
    assert {seat for actor, seat in acted if actor is S} == {N, S}  # her dummy's cards too
    assert {seat for actor, seat in acted if actor is W} == {E, W}


def test_undo_is_each_humans_own_and_stops_at_another_humans_action(qtbot: QtBot) -> None:
    window, _ = window_on(qtbot, vint_session((E, S)))
    controller, undo = window.controller, window.menus.undo_action
    settled(qtbot, controller)
    take_seat(qtbot, window, by_key=False)  # East calls first
    before_east = controller.session
    act(qtbot, window, vint_choice(window))
    settled(qtbot, controller)
    assert controller.handing_over is S  # South next: the screen is to pass
    assert undo.isEnabled()  # East, still at the screen, may take his call back
    undo.trigger()
    assert controller.session.state == before_east.state and controller.human is E
    assert not window.scene.handing_over
    act(qtbot, window, vint_choice(window))
    settled(qtbot, controller)
    take_seat(qtbot, window, by_key=True)
    assert not undo.isEnabled()  # South has made no decision yet
    before_south = controller.session
    act(qtbot, window, vint_choice(window))  # then West and North, computers, and East
    settled(qtbot, controller)
    assert controller.handing_over is E and undo.isEnabled()
    undo.trigger()  # South takes back his call and the computers' after it
    assert controller.session.state == before_south.state and controller.human is S
    act(qtbot, window, vint_choice(window))
    settled(qtbot, controller)
    take_seat(qtbot, window, by_key=False)
    assert controller.human is E and not undo.isEnabled()  # South acted after East's call
    session = controller.session
    controller.undo()
    assert controller.session is session  # South's hand is never shown to East again


def test_hints_are_each_humans_own(qtbot: QtBot) -> None:
    window, _ = window_on(qtbot, vint_session((E, S)))
    controller, hints = window.controller, window.menus.hints_action
    settled(qtbot, controller)
    take_seat(qtbot, window, by_key=False)
    assert controller.human is E and not hints.isChecked()
    hints.setChecked(True)  # East asks for hints
    qtbot.waitUntil(lambda: controller.hint is not None, timeout=10_000)
    act(qtbot, window, vint_choice(window))
    settled(qtbot, controller)
    take_seat(qtbot, window, by_key=False)
    assert controller.human is S
    assert not controller.hints and not hints.isChecked()  # South did not
    assert controller.hint is None and window.hint.suggestion is None
    act(qtbot, window, vint_choice(window))
    settled(qtbot, controller)
    take_seat(qtbot, window, by_key=False)
    assert controller.human is E and controller.hints and hints.isChecked()


def test_a_warning_waits_for_its_human_and_never_shows_to_another(qtbot: QtBot) -> None:
    window, _ = window_on(qtbot, vint_session((E, S)))
    controller, panel = window.controller, window.hint
    settled(qtbot, controller)
    take_seat(qtbot, window, by_key=False)
    window.menus.warnings_action.setChecked(True)  # East's own choice
    advised = vint_choice(window)
    state = controller.session.state
    bids = [call for call in state.legal_actions() if call.is_bid and call != advised]
    act(qtbot, window, bids[-1])  # the highest bid: against the conventions
    settled(qtbot, controller)
    assert controller.handing_over is S
    qtbot.waitUntil(lambda: controller.warning is not None, timeout=10_000)
    assert not panel.warning.text()  # under the hand-over screen: not shown
    take_seat(qtbot, window, by_key=True)
    assert controller.warning is None and not panel.warning.text()
    assert not controller.warnings and not window.menus.warnings_action.isChecked()
    while controller.handing_over is not E:  # South plays on until East's turn
        assert controller.human is S and not controller.session.state.is_over
        act(qtbot, window, vint_choice(window))
        settled(qtbot, controller)
    with qtbot.waitSignal(controller.warned):
        take_seat(qtbot, window, by_key=False)
    assert controller.warning is not None and panel.warning.text()  # East's, for East


def test_a_resumed_hot_seat_session_begins_with_a_hand_over(qtbot: QtBot) -> None:
    """Nobody is at the screen when a session is opened: the first human to act takes his
    seat on the hand-over screen, and until then no human's hand shows."""
    window, watch = window_on(qtbot, vint_session((E, S)))
    controller = window.controller
    settled(qtbot, controller)
    take_seat(qtbot, window, by_key=False)
    act(qtbot, window, vint_choice(window))
    settled(qtbot, controller)
    if controller.handing_over is not None:
        take_seat(qtbot, window, by_key=True)
    seated, covers = controller.human, watch.covers
    window.activateWindow()
    window.hint.button.setFocus()  # the keyboard's focus away from the table
    qtbot.waitUntil(window.hint.button.hasFocus)
    controller.set_session(controller.session)  # as opening its file
    assert window.view.hasFocus()  # a key now seats the next player
    assert controller.human is None and controller.handing_over is seated
    assert window.scene.handing_over and watch.covers > covers
    assert take_seat(qtbot, window, by_key=True) is seated


def test_a_refused_claim_never_shows_another_humans_cards(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The defeating line of a refused claim would show the other human's cards: at a
    shared screen the refusal says only what the best defence leaves (V-PLAY-7)."""
    window, _ = window_on(qtbot, vint_session((E, S), seed=3))
    controller = window.controller
    while True:  # the humans call and play until one of them leads or follows
        settled(qtbot, controller)
        state = controller.session.state
        assert not state.is_over, "the deal passed out: another seed"
        if controller.handing_over is not None:
            take_seat(qtbot, window, by_key=False)
        elif state.phase is Phase.PLAY:
            break
        else:
            act(qtbot, window, vint_choice(window))
    human = controller.human
    assert human is not None
    best, remaining = check_claim(state, human, 0).value, state.tricks_left
    assert best < remaining, "a side that takes every trick cannot be refused: another seed"
    told: list[str] = []
    monkeypatch.setattr(
        "wint.gui.shell.main_window.QInputDialog.getInt", lambda *_args: (best + 1, True)
    )
    monkeypatch.setattr(
        "wint.gui.shell.main_window.QMessageBox.information",
        lambda _parent, _title, text: told.append(text),
    )
    window.menus.claim_action.trigger()
    assert told and f"takes {best} of the {remaining} tricks left" in told[0]
    assert "Trick " not in told[0] and controller.session.state is state


def test_two_humans_of_three_change_seats_as_the_dummy_passes_on(qtbot: QtBot) -> None:
    """Three players, the dummy passing on every deal (WC-10): Анна (West) and Фёдор
    (East) are humans, a computer in the South; when the dummy passes, one of them moves
    to the empty seat, and the screen follows each by who he is, not by his seat."""
    dummies = dummy_seats(3, S)
    seats = [
        None if seat in dummies else PlayerConfig(NAMES[seat], human=seat in (E, W))
        for seat in SEATS
    ]
    rules = WhistRules(dummy_rotation=DummyRotation.DEAL)
    session = GameSession.start(seated(game("whist"), rules, seats, 5))
    window, watch = window_on(qtbot, session)
    controller = window.controller
    setup = controller.session.setup
    homes = []
    for _ in range(3):  # each player's turn with the dummy
        homes.append(controller.humans)
        before = controller.human
        taken, acted = play_deal(qtbot, window, whist_choice)
        assert len(taken) == turns(acted, before) and set(taken) <= set(controller.humans)
        last = controller.human
        assert last is not None
        player = setup.seating_of(controller.session.turn)[last]
        controller.next_deal()
        settled(qtbot, controller)
        assert controller.human == setup.seat_of(player, controller.session.turn)  # the same one
    assert len(set(homes)) > 1  # a human changed seats
    assert watch.covers and all(watch.seen[seat] for seat in {s for h in homes for s in h})


def test_a_double_click_on_the_hand_over_screen_plays_nothing(qtbot: QtBot) -> None:
    """The next player's hand lies under the hand-over screen: a double click that seats
    him does not play the card where he clicked."""
    window, _ = window_on(qtbot, vint_session((E, S)))
    controller = window.controller
    while True:  # to the play, the screen passing to a human
        settled(qtbot, controller)
        state = controller.session.state
        assert not state.is_over, "the deal passed out: another seed"
        if controller.handing_over is not None and state.phase is Phase.PLAY:
            break
        if controller.handing_over is not None:
            take_seat(qtbot, window, by_key=True)
        else:
            act(qtbot, window, vint_choice(window))
    next_human = controller.handing_over
    assert controller.viewer is next_human  # under the screen, at the bottom: his hand
    middle = QRectF()
    for card in state.hand(next_human):
        middle = middle.united(window.scene._cards[card].sceneBoundingRect())
    point = window.view.mapFromScene(middle.center())
    refused: list[object] = []
    controller.rejected.connect(lambda *args: refused.append(args))
    viewport, left = window.view.viewport(), Qt.MouseButton.LeftButton
    qtbot.mouseClick(viewport, left, pos=point)
    qtbot.mouseDClick(viewport, left, pos=point)  # his hand is face up there by now
    qtbot.mouseRelease(viewport, left, pos=point)
    assert controller.human is next_human and controller.session.state is state
    assert not refused  # no card was tried
    card = min(state.legal_actions())
    double_click(qtbot, window, card)  # once seated, a double click plays
    assert card in controller.session.state.played
