"""Vint with dummies in the window (rules/vint.md §4.1): three players, the human calling for
his dummy's seat in the bidding box and playing its cards on the table against basic
computers; two players finishing a deal; the dummy face up for its owner from the deal and
for everyone as ``dummy_exposed`` says; hints for the dummy's decisions; New game offering
two and three players with the dummy's options.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.helpers import shown_window, wait_for_human
from tests.gui.test_table_games import face_up
from tests.gui.test_whist_window import double_click
from wint.ai.vint.base import BasicPlayer
from wint.ai.vint.levels import make_player
from wint.core.cards import Card
from wint.core.dummies import Exposure
from wint.core.seats import SEATS, Seat
from wint.games.registry import game
from wint.games.vint.rules import DummyAuction, RuleSet
from wint.games.vint.state import Phase
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace, Player
from wint.gui.dialogs.new_game import NewGameDialog, RulesDialog, dummy_seats
from wint.gui.platform.settings import Settings
from wint.gui.shell.main_window import MainWindow
from wint.session.model import AnySession, GameSession, PlayerConfig, seated

N, E, S, W = SEATS
VINT = game("vint")
ADVISOR = BasicPlayer()


def dummy_session(count: int, seed: int, rules: RuleSet | None = None) -> AnySession:
    """A Vint session of ``count`` players, South the human, the dummies where New game
    puts them."""
    dummies = dummy_seats(count, S)
    seats = [None if seat in dummies else PlayerConfig("", human=seat is S) for seat in SEATS]
    return GameSession.start(seated(VINT, rules or RuleSet(), seats, seed))


def window_on(qtbot: QtBot, session: AnySession) -> MainWindow:
    """The window on ``session``, basic computers in the other players' own seats."""
    setup = session.setup
    own = [seat for seat in SEATS if seat not in setup.dummies_of(0) and seat is not S]
    players: dict[Seat, Player] = {seat: make_player("basic", seat.name) for seat in own}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    return shown_window(qtbot, controller)


def play_deal_through_the_window(qtbot: QtBot, window: MainWindow) -> dict[Seat, int]:
    """The human calls in the bidding box and plays cards by double clicks, for his seat
    and his dummy's, until the deal is over; how many calls and cards each seat of his
    made."""
    controller = window.controller
    made = {seat: 0 for seat in SEATS}
    while True:
        wait_for_human(qtbot, window)
        state = controller.session.state
        if state.is_over:
            return made
        seat = state.to_act
        assert seat is not None and state.actor is S
        if state.phase is Phase.AUCTION:
            enabled = {c for c, b in window.bidding.buttons.items() if b.isEnabled()}
            assert enabled == set(state.legal_actions())
            advice = ADVISOR.decide(state.view(S), controller.situation())
            window.bidding.buttons[advice.action].click()  # type: ignore[index]
        else:
            card = min(
                (a for a in state.legal_actions() if isinstance(a, Card)), key=lambda c: c.rank
            )
            assert window.scene._cards[card].playable
            double_click(qtbot, window, card)
            assert card in controller.session.state.played
        made[seat] += 1


def test_three_players_the_human_calls_and_plays_for_his_dummy(qtbot: QtBot) -> None:
    """§4.1: South owns the dummy North, sees it from the deal while the opponents' hands
    stay hidden, calls for its seat in the bidding box and plays its cards; the deal goes
    on the sheet."""
    window = window_on(qtbot, dummy_session(3, 4))
    controller, scene = window.controller, window.scene
    state = controller.session.state
    assert [(d.seat, d.partner) for d in state.dummies.dummies] == [(N, S)]
    deal = controller.table()
    assert deal.names[N] == deal.names[S] == "South" and deal.status[N].startswith("dummy")
    assert all(face_up(scene, card) for card in state.hand(N))
    assert not any(face_up(scene, card) for card in state.hand(E) | state.hand(W))
    made = {seat: 0 for seat in SEATS}
    for _ in range(3):  # a few deals, until the human has called and played for both
        for seat, count in play_deal_through_the_window(qtbot, window).items():
            made[seat] += count
        with qtbot.waitSignal(controller.deal_finished):
            window.menus.next_deal_action.trigger()
        if made[N] > 13 and made[S] > 13:
            break
    assert made[N] > 13 and made[S] > 13  # calls and cards of both seats
    assert controller.session.ledger.count >= 1
    assert window.sheet.sheet.rubber() is not None


def test_two_players_finish_a_deal_with_one_declaration_each(qtbot: QtBot) -> None:
    rules = RuleSet(dummy_auction=DummyAuction.SINGLE_DECLARATION)
    window = window_on(qtbot, dummy_session(2, 6, rules))
    controller = window.controller
    state = controller.session.state
    assert [(d.seat, d.partner) for d in state.dummies.dummies] == [(N, S), (E, W)]
    assert set(controller._players) == {W}
    play_deal_through_the_window(qtbot, window)
    state = controller.session.state
    assert state.is_over and len(state.calls()) == 2
    with qtbot.waitSignal(controller.deal_finished):
        window.menus.next_deal_action.trigger()
    assert controller.session.ledger.count == 1


@pytest.mark.parametrize("exposure", list(Exposure))
def test_the_opponents_dummy_is_face_up_as_the_option_says(
    qtbot: QtBot, exposure: Exposure
) -> None:
    """Two players: West's dummy East is hidden from South in the auction, unless exposed
    after the deal; face up once the opening lead is made; South's own from the deal."""
    window = window_on(qtbot, dummy_session(2, 8, RuleSet(dummy_exposed=exposure)))
    controller, scene = window.controller, window.scene
    controller.pause(True)
    state = controller.session.state
    assert state.phase is Phase.AUCTION
    assert all(face_up(scene, card) for card in state.hand(N))
    assert all(face_up(scene, card) for card in state.hand(E)) is (exposure is Exposure.AFTER_DEAL)
    assert not any(face_up(scene, card) for card in state.hand(W))
    session = controller.session
    for code in ("1S" + " P" * 8).split():  # North (South's dummy) declares
        session = session.apply(VINT.parse_action(code), session.state.actor)
    state = session.state
    session = session.apply(state.legal_actions()[0], state.actor)  # East leads
    controller.set_session(session)
    controller.pause(True)
    state = controller.session.state
    assert all(face_up(scene, card) for card in state.hand(E))
    assert not any(face_up(scene, card) for card in state.hand(W))


def test_a_hint_for_the_dummys_call_counts_both_hands(qtbot: QtBot) -> None:
    """Teaching: the hint at the dummy's turn is the owner's call for the side (§4.1)."""
    window = window_on(qtbot, dummy_session(3, 4))
    controller = window.controller
    controller.pause(True)
    state = controller.session.state
    assert state.to_act is N and state.actor is S  # North deals: South calls for it
    with qtbot.waitSignal(controller.hint_ready, timeout=20_000) as ready:
        assert controller.request_hint()
    suggestion = ready.args[0]
    assert suggestion.advice.rule == "§4.1"
    assert suggestion.advice.action in state.legal_actions()


def test_new_game_offers_two_and_three_players_of_vint_with_the_dummys_options(
    qtbot: QtBot,
) -> None:
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("vint"))
    counts = [dialog.count_box.itemData(i) for i in range(dialog.count_box.count())]
    assert counts == [4, 5, 6, 3, 2]  # from the seats up (§4.2), then down (§4.1)
    for count, keys in (
        (4, set()),
        (3, {"dummy_exposed"}),
        (2, {"dummy_exposed", "dummy_auction"}),
    ):
        dialog.count_box.setCurrentIndex(counts.index(count))
        rules = RulesDialog(dialog.rules(), dialog, dialog.count())
        assert {"dummy_exposed", "dummy_auction"} & set(rules.options()) == keys
        assert "allow_revokes" in rules.options()  # the table rules, with a dummy too
    dialog._rules = RuleSet(dummy_auction=DummyAuction.SINGLE_DECLARATION)
    dialog.count_box.setCurrentIndex(counts.index(3))  # a three's table plays the default
    setup = dialog.setup()
    assert setup.dummies_of(0) == (N,) and setup.rules.dummy_auction is DummyAuction.FULL
