"""The old deals of Vint in the window (rules §4.6, §4.4): the human chooses the cards he passes
by clicks and passes them with the button — four to the dealer in винт с мусором; as the
declarer of винт с прикупкой, the talon shown in the middle, one card to each of the others —
and the deal goes on to its play; the review names the cards passed, and New game offers the
variants' presets in both languages."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from tests.gui.helpers import shown_window
from tests.gui.test_review_window import cell, reviewed
from tests.gui.test_table_games import face_up
from tests.gui.test_whist_dummies import wait_for_human
from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.vint.base import BasicPlayer
from wint.ai.vint.passing import weakest_card
from wint.core.cards import Card, CardSet
from wint.core.seats import SEATS, Seat
from wint.games.vint.actions import Action, Give, Phase
from wint.games.vint.calls import PASS, Call
from wint.games.vint.rules import DealVariant, load_preset
from wint.games.vint.view import SeatView
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace, Player
from wint.gui.dialogs.new_game import NewGameDialog
from wint.gui.platform.settings import Settings
from wint.gui.shell.main_window import MainWindow
from wint.gui.teaching.review_window import Column
from wint.gui.texts import card_text
from wint.session.model import PlayerConfig, Session, fixed_seats

N, E, S, W = SEATS


class Quiet:
    """A computer that passes in every auction and otherwise plays the basic conventions."""

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        if view.phase is Phase.AUCTION:
            return Advice(PASS, "", AdviceReason.RANDOM)
        return BasicPlayer().decide(view, situation)


def window_on(
    qtbot: QtBot, preset: str, players: dict[Seat, Player] | None = None, blind: bool = False
) -> MainWindow:
    """The window on a new session of ``preset`` (with blind bids when ``blind``), N dealing
    first, the human in the South."""
    seats = tuple(PlayerConfig(f"P{seat.name}", human=seat is S, level="basic") for seat in SEATS)
    rules = replace(load_preset(preset), allow_blind_bids=blind)
    session = Session.start(fixed_seats(rules, seats, 5))
    controller = GameController(session, Pace("instant"), players, games=window_games())
    return shown_window(qtbot, controller)


def click(qtbot: QtBot, window: MainWindow, card: Card) -> None:
    """A click on the part of ``card`` that shows (its left edge, its top when lifted)."""
    rect = window.scene._cards[card].sceneBoundingRect()
    point = window.view.mapFromScene(QPointF(rect.left() + 6, rect.top() + 12))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def pass_by_clicks(qtbot: QtBot, window: MainWindow, cards: list[Card]) -> None:
    """The human chooses ``cards`` by clicks (the button waits for all of them), then passes
    them with the button."""
    button = window.scene.give_button
    assert window.scene._give_proxy.isVisible()
    for index, card in enumerate(cards):
        assert not button.isEnabled(), index
        click(qtbot, window, card)
        assert window.scene._cards[card].selected
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_musor_the_human_passes_four_cards_to_the_dealer(qtbot: QtBot) -> None:
    window = window_on(qtbot, "musor")
    controller = window.controller
    wait_for_human(qtbot, window)
    state = controller.session.state
    assert state.phase is Phase.EXCHANGE and state.to_act is S and state.dealer is N
    assert len(state.hand(N)) == 5  # his one card and the four East passed him
    assert controller.table().passing == 4 and controller.table().pass_to is N
    assert "4 cards" in window.scene.give_button.text()
    hand = state.hand(S)
    chosen = sorted(hand, key=lambda card: card.rank)[:5]
    click(qtbot, window, chosen[0])
    click(qtbot, window, chosen[0])  # a second click puts it back
    assert not window.scene._cards[chosen[0]].selected
    pass_by_clicks(qtbot, window, chosen[1:5])
    wait_for_human(qtbot, window)
    state = controller.session.state
    assert state.hand(S) == hand - CardSet.of(chosen[1:5])
    assert all(card in state.hand(N) or card in state.played for card in chosen[1:5])
    assert state.phase in (Phase.AUCTION, Phase.PLAY) and len(state.hand(S)) == 13
    assert not window.scene._give_proxy.isVisible()
    assert [str(a) for a in state.history()[4:8]] == [f"give:{c.code}" for c in chosen[1:5]]


def test_prikupka_the_human_declarer_takes_the_talon_and_passes_one_card_to_each(
    qtbot: QtBot,
) -> None:
    quiet: dict[Seat, Player] = {seat: Quiet() for seat in (N, E, W)}
    window = window_on(qtbot, "prikupka", quiet)
    controller = window.controller
    wait_for_human(qtbot, window)
    table = controller.table()
    assert len(table.talon) == 4 and not table.talon_up
    assert not any(face_up(window.scene, card) for card in table.talon)  # face down
    talon = set(table.talon)
    assert controller.make_call(Call.parse("1NT"))
    while controller.session.state.phase is Phase.AUCTION:
        wait_for_human(qtbot, window)
        if controller.session.state.phase is Phase.AUCTION:
            assert controller.make_call(PASS)
    wait_for_human(qtbot, window)
    state = controller.session.state
    assert state.phase is Phase.EXCHANGE and state.to_act is S and len(state.hand(S)) == 16
    table = controller.table()
    assert set(table.talon) == talon and table.talon_up  # shown to the table
    assert all(face_up(window.scene, card) for card in talon)
    receivers = []
    for _ in range(3):
        state = controller.session.state
        table = controller.table()
        assert table.passing == 1 and table.pass_to is not None
        receivers.append(table.pass_to)
        card = weakest_card(state.hand(S))
        pass_by_clicks(qtbot, window, [card])
        assert card in controller.session.state.hand(table.pass_to)
    assert receivers == [W, N, E]  # left-hand opponent, partner, right-hand opponent
    state = controller.session.state
    assert state.phase is Phase.PLAY and not controller.table().talon
    assert not window.scene._give_proxy.isVisible()
    assert all(len(state.dealt(seat)) == 13 for seat in SEATS)
    contract = state.contract
    assert contract is not None and contract.declarer is S


def test_the_review_of_a_prikupka_deal_names_the_cards_given(qtbot: QtBot) -> None:
    """Game › Review: the declarer's passes are steps of the deal, in words."""
    seats = tuple(PlayerConfig(f"P{seat.name}", level="basic") for seat in SEATS)
    session = Session.start(fixed_seats(load_preset("prikupka"), seats, 5))
    player = BasicPlayer()
    while not session.state.is_over:
        seat = session.state.to_act
        assert seat is not None
        session = session.apply(player.decide(session.state.view(seat), Situation()).action, seat)
    state = session.state
    gives = [(i, a) for i, a in enumerate(state.history()) if isinstance(a, Give)]
    assert len(gives) == 3
    window = reviewed(qtbot, state)
    for row, give in gives:
        assert cell(window, row, Column.ACTION) == f"give {card_text(give.card)}"


def test_new_game_offers_the_variants_in_both_languages(qtbot: QtBot, translations: Any) -> None:
    """New game › Preset: the old deals and Siberian whist, each setting up its session."""
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    offered = {
        str(dialog.preset.itemData(i)): dialog.preset.itemText(i)
        for i in range(dialog.preset.count())
    }
    assert {"musor", "prikupka", "siberian"} <= set(offered)
    assert offered["musor"] == "Vint with rubbish"
    dialog.preset.setCurrentIndex(dialog.preset.findData("prikupka"))
    setup = dialog.setup()
    assert setup.rules.deal_variant is DealVariant.PRIKUPKA
    assert len(Session.start(setup).state.hand(S)) == 12
    translations.install("ru")
    dialog.retranslate()
    names = [dialog.preset.itemText(i) for i in range(dialog.preset.count())]
    assert {"винт с мусором", "винт с прикупкой", "сибирский вист (старинный)"} <= set(names)
