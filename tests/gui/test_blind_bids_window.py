"""The auction's variants in the window: blind bids (V-BID-12) — with ``allow_blind_bids`` the
human's cards lie face down until he looks or makes his first call, a bid of three or more
made before looking is blind, and any call shows him his cards; Siberian whist (§4.3) — the
bidding box offers the dealer's partner a raise or a pass."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.helpers import wait_for_human
from tests.gui.test_old_deals_window import Quiet, window_on
from tests.gui.test_table_games import face_up
from wint.core.seats import SEATS
from wint.games.vint.actions import Phase
from wint.games.vint.calls import BLIND_BIDS, PASS, BlindBid, Call
from wint.gui.shell.main_window import MainWindow

N, E, S, W = SEATS


def own_cards_shown(window: MainWindow) -> bool:
    return all(face_up(window.scene, card) for card in window.controller.session.state.hand(S))


def hidden_at_the_first_call(qtbot: QtBot) -> MainWindow:
    window = window_on(qtbot, "classic", {seat: Quiet() for seat in (N, E, W)}, blind=True)
    wait_for_human(qtbot, window)
    controller = window.controller
    assert controller.session.state.to_act is S and controller.hand_hidden
    assert not any(face_up(window.scene, card) for card in controller.session.state.hand(S))
    assert window.bidding.look_button.isVisible()
    return window


def test_a_bid_made_before_looking_is_blind_and_shows_the_cards(qtbot: QtBot) -> None:
    window = hidden_at_the_first_call(qtbot)
    qtbot.mouseClick(window.bidding.buttons[Call.parse("3NT")], Qt.MouseButton.LeftButton)
    state = window.controller.session.state
    (_, call), *_ = (pair for pair in state.calls() if pair[0] is S)
    assert isinstance(call, BlindBid) and call is BLIND_BIDS[4]
    assert not window.controller.hand_hidden and own_cards_shown(window)
    assert not window.bidding.look_button.isVisible()
    assert window.bidding.history.findItems("3NT blind", Qt.MatchFlag.MatchExactly)


def test_looking_first_makes_the_same_bid_plain(qtbot: QtBot) -> None:
    window = hidden_at_the_first_call(qtbot)
    qtbot.mouseClick(window.bidding.look_button, Qt.MouseButton.LeftButton)
    assert own_cards_shown(window) and not window.bidding.look_button.isVisible()
    qtbot.mouseClick(window.bidding.buttons[Call.parse("3NT")], Qt.MouseButton.LeftButton)
    state = window.controller.session.state
    assert (S, Call.parse("3NT")) in state.calls()


def test_no_hint_reads_the_cards_of_a_player_who_has_not_looked(qtbot: QtBot) -> None:
    """V-BID-12: a hint before looking would read the cards for him (and make a blind bid
    not blind); Game › Hint says to look first, and hints once he has looked."""
    window = hidden_at_the_first_call(qtbot)
    controller = window.controller
    assert not controller.request_hint()
    window.ask_hint()
    assert window.statusBar().currentMessage() == "Look at your cards first: a hint reads them."
    controller.look()
    assert controller.request_hint()


def test_siberian_whist_the_dealers_partner_may_raise_or_pass(qtbot: QtBot) -> None:
    """§4.3: the human, the dealer's partner, may raise the declaration once or pass; after
    the round the auction is over."""
    window = window_on(qtbot, "siberian")
    wait_for_human(qtbot, window)
    state = window.controller.session.state
    assert state.to_act is S and [seat for seat, _ in state.calls()] == [N, E]
    declared = state.calls()[0][1]
    buttons = window.bidding.buttons
    assert buttons[PASS].isEnabled()
    assert all(b.isEnabled() is (c.rank > declared.rank) for c, b in buttons.items() if c.is_bid)
    qtbot.mouseClick(buttons[PASS], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.session.state.phase is not Phase.AUCTION)
    contract = window.controller.session.state.contract
    assert contract is not None and contract.declarer is N
