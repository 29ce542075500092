"""Whist with dummies and in table-rules mode in the window (issue 16): three players with
a dummy played by the human through the table (W-VAR-3P), two players with two dummies
(W-VAR-2P), the dummy exposed as ``dummy_exposed`` says, the dummy passed on each rubber
with the computers seated again, a dummy session saved and resumed; a human's revoke asked
first («нет такой масти?») and penalised by the computers, and a human victim's choice of
the penalty in its dialog, with the revoke's entries on the sheet (W-IRR-1, W-IRR-3,
W-IRR-10).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.helpers import shown_window, wait_for_human
from tests.gui.test_accelerators import window_clashes
from tests.gui.test_i18n import english_left
from tests.gui.test_table_games import face_up
from tests.gui.test_whist_window import RandomWhist, double_click
from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.whist.levels import make_player
from wint.core.cards import Card
from wint.core.dummies import Exposure
from wint.core.seats import SEATS, Seat, Side
from wint.core.timeline import DealTimeline
from wint.games.registry import game
from wint.games.whist.actions import Phase
from wint.games.whist.deal import WhistDeal
from wint.games.whist.result import Penalty
from wint.games.whist.rules import DummyRotation, WhistRules
from wint.games.whist.scoring import EntryKind
from wint.games.whist.state import DealState
from wint.games.whist.view import SeatView
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace, Player
from wint.gui.dialogs.new_game import NewGameDialog, RulesDialog, default_setup, dummy_seats
from wint.gui.dialogs.revokes import PenaltyDialog, RevokeQuestion
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.sheet.words import pair_text
from wint.gui.shell.main_window import MainWindow
from wint.gui.shell.resume import resumable
from wint.session.io import load_session
from wint.session.model import AnySession, GameSession, PlayerConfig, seated
from wint.session.sheet import current_sheet

N, E, S, W = SEATS
WHIST = game("whist")


def dummy_session(
    count: int, seed: int, rules: WhistRules | None = None, human: Seat | None = S
) -> AnySession:
    """A Whist session of ``count`` players, the dummies where New game puts them."""
    dummies = dummy_seats(count, human)
    seats = [
        None if seat in dummies else PlayerConfig("", human=seat is human, level="random")
        for seat in SEATS
    ]
    return GameSession.start(seated(WHIST, rules or WhistRules(), seats, seed))


def window_on(
    qtbot: QtBot,
    session: AnySession,
    players: dict[Seat, Player] | None = None,
    settings: Settings | None = None,
) -> MainWindow:
    """The window on ``session``; the computers are ``players`` (by their own seats), by
    default random ones."""
    if players is None:
        setup = session.setup
        own = [seat for seat in SEATS if seat not in setup.dummies_of(0)]
        players = {seat: RandomWhist(seat.name) for seat in own if seat is not setup.human}
    controller = GameController(session, Pace("instant"), players, games=window_games())
    return shown_window(qtbot, controller, settings)


def lowest(state: DealState) -> Card:
    """The lowest legal card, a card of a plain suit first when the seat cannot follow."""
    legal = [a for a in state.legal_actions() if isinstance(a, Card)]
    return min(legal, key=lambda card: (card.suit is state.trump, card.rank))


def play_by_clicks(
    qtbot: QtBot, window: MainWindow, check: Callable[[DealState], None] = lambda _: None
) -> dict[Seat, int]:
    """The human plays his cards and his dummy's by double clicks until the play is over;
    ``check`` looks at each position he is to play in first.  How many cards each seat of
    his played."""
    controller = window.controller
    clicked = {seat: 0 for seat in SEATS}
    while True:
        wait_for_human(qtbot, window, 10_000)
        state = controller.session.state
        if state.phase is not Phase.PLAY:
            return clicked
        check(state)
        card, seat = lowest(state), state.to_act
        assert seat is not None and window.scene._cards[card].playable
        double_click(qtbot, window, card)
        assert card in controller.session.state.played
        clicked[seat] += 1


def refuses_an_opponents_card(qtbot: QtBot, window: MainWindow) -> Callable[[DealState], None]:
    """A check for :func:`play_by_clicks`: when the human plays his dummy's card, a click on
    an opponent's card is refused (it does not respond, and the controller says why)."""
    controller = window.controller
    tried: list[Card] = []

    def check(state: DealState) -> None:
        if state.to_act is controller.human or tried:
            return
        opponent = next(seat for seat in SEATS if seat.side is not state.to_act.side)  # type: ignore[union-attr]
        card = next(iter(state.hand(opponent)))
        tried.append(card)
        assert not window.scene._cards[card].playable
        double_click(qtbot, window, card)
        assert controller.session.state is state  # nothing played
        with qtbot.waitSignal(controller.rejected) as refused:
            assert not controller.play_card(card)
        assert refused.args[0] in {"NOT_YOUR_TURN", "CARD_NOT_IN_HAND"}
        assert controller.session.state is state

    return check


# -- three and two players with dummies -------------------------------------------------------


def test_three_players_the_human_plays_his_dummys_cards_through_the_table(qtbot: QtBot) -> None:
    """W-VAR-3P: South has the dummy opposite, face up from the deal; when its seat is on
    turn he clicks its cards, never an opponent's; the deal is played out."""
    window = window_on(qtbot, dummy_session(3, 21))
    controller, scene = window.controller, window.scene
    state = controller.session.state
    assert [d.seat for d in state.dummies.dummies] == [N] and state.dummies.actor(N) is S
    deal = controller.table()
    assert deal.names[N] == "South" and deal.status[N] == "dummy"
    assert all(face_up(scene, card) for card in state.hand(N))
    assert not any(face_up(scene, card) for card in state.hand(E) | state.hand(W))
    clicked = play_by_clicks(qtbot, window, refuses_an_opponents_card(qtbot, window))
    assert clicked[N] == clicked[S] == 13
    state = controller.session.state
    assert state.is_over and len(state.tricks) == 13
    with qtbot.waitSignal(controller.deal_finished):
        window.menus.next_deal_action.trigger()
    assert controller.session.ledger.count == 1
    rubber = window.sheet.sheet.rubber()
    assert rubber is not None  # the deal on the sheet
    assert shown_pairs(controller.session) == ("South – dummy", "East – West")


def test_two_players_each_with_a_dummy(qtbot: QtBot) -> None:
    """W-VAR-2P: South plays his hand and North's; West the computer plays his and East's;
    both dummies face up; the human clicks his dummy's cards, the computer plays its own."""
    window = window_on(qtbot, dummy_session(2, 5))
    controller, scene = window.controller, window.scene
    state = controller.session.state
    assert [(d.seat, d.partner) for d in state.dummies.dummies] == [(N, S), (E, W)]
    assert set(controller._players) == {W}  # West plays East's dummy too
    deal = controller.table()
    assert deal.names[E] == deal.names[W] == "West" and deal.status[E] == "dummy"
    assert all(face_up(scene, card) for card in state.hand(N) | state.hand(E))
    assert not any(face_up(scene, card) for card in state.hand(W))
    clicked = play_by_clicks(qtbot, window, refuses_an_opponents_card(qtbot, window))
    state = controller.session.state
    assert clicked[N] == clicked[S] == 13 and state.is_over
    assert sum(1 for trick in state.tricks for seat, _ in trick.plays() if seat is E) == 13
    with qtbot.waitSignal(controller.deal_finished):
        window.menus.next_deal_action.trigger()
    assert shown_pairs(controller.session) == ("South – dummy", "West – dummy")


@pytest.mark.parametrize("exposure", list(Exposure))
def test_the_opponents_dummy_is_face_up_as_the_option_says(
    qtbot: QtBot, exposure: Exposure
) -> None:
    """``dummy_exposed``: the opponents' dummy is shown after the deal, or once the opening
    lead is made; the human's own dummy he sees from the deal either way."""
    rules = WhistRules(dummy_exposed=exposure)
    window = window_on(qtbot, dummy_session(2, 8, rules))
    controller, scene = window.controller, window.scene
    controller.pause(True)
    state = controller.session.state
    assert state.last_action is None  # before the opening lead
    assert all(face_up(scene, card) for card in state.hand(N))
    before = all(face_up(scene, card) for card in state.hand(E))
    assert before is (exposure is Exposure.AFTER_DEAL)
    controller.set_session(controller.session.apply(state.legal_actions()[0]))
    controller.pause(True)
    assert all(face_up(scene, card) for card in controller.session.state.hand(E))


def shown_pairs(session: AnySession) -> tuple[str, ...]:
    """The pairs the sheet's dock heads its columns with."""
    return tuple(pair_text(pair) for pair in current_sheet(session).names)


def play_rubber(session: AnySession, seed: int) -> AnySession:
    """``session`` played on with random cards until its rubber in progress is over."""
    rubber = session.rubber
    player = RandomWhist(seed)
    while session.rubber == rubber:
        while not session.state.is_over:
            state = session.state
            view = state.view(state.actor)
            session = session.apply(player.decide(view, Situation()).action, state.actor)
        session = session.next_deal()
    return session


def test_the_dummy_passes_on_each_rubber_and_the_computers_follow(qtbot: QtBot) -> None:
    """W-VAR-3P, ``dummy_rotation = rubber``: South has the dummy in the first rubber, West
    in the second (East's player sits North), East in the third (West's sits North); the
    human keeps his seat and the computers play their new seats, a dummy its partner's."""
    session = play_rubber(dummy_session(3, 33), 1)
    assert session.rubber == 1
    setup = session.setup
    assert [setup.dummies_of(r) for r in range(3)] == [(N,), (E,), (W,)]
    window = window_on(qtbot, session, players={})  # the window's own computers
    controller = window.controller
    assert set(controller._players) == {N, W}
    deal = controller.table()
    assert deal.names[N] == "East" and deal.names[E] == "West" and deal.status[E] == "dummy"
    assert controller.session.state.dummies.actor(E) is W
    clicked = play_by_clicks(qtbot, window)
    assert clicked[S] > 0 and clicked[N] == 0  # the human plays only his own hand now
    while controller.session.rubber == 1:
        wait_for_human(qtbot, window, 10_000)
        if controller.session.state.is_over:
            controller.next_deal()
        else:
            play_by_clicks(qtbot, window)
    assert controller.session.state.dummies.actor(W) is E
    assert set(controller._players) == {N, E}
    assert controller.table().names[N] == "West" and controller.human is S
    rubbers = controller.session.ledger.rubbers
    dealt = iter(controller.session.finished)
    for number, rubber in enumerate(rubbers):
        for _ in rubber.deals:  # each deal had its rubber's dummy
            assert [d.seat for d in next(dealt).dummies.dummies] == list(setup.dummies_of(number))


def test_a_dummy_session_is_saved_and_resumed(qtbot: QtBot) -> None:
    settings = Settings()
    window = window_on(qtbot, dummy_session(3, 44), settings=settings)
    controller = window.controller
    wait_for_human(qtbot, window, 10_000)
    for _ in range(6):  # a few cards, the dummy's among them
        wait_for_human(qtbot, window, 10_000)
        controller.play_card(lowest(controller.session.state))
    controller.pause(True)
    controller.wait_idle()
    path = window.files.path
    assert path is not None
    doc = json.loads(path.read_text("utf-8"))
    assert len(doc["players"]) == 3
    assert doc["seating"][0] == {"N": 1, "E": 0, "S": 1, "W": 2, "dummies": ["N"]}
    assert [entry["dummies"] for entry in doc["seating"]] == [["N"], ["E"], ["W"]]
    saved = load_session(path)
    assert saved.setup == controller.session.setup
    assert saved.state == controller.session.state and saved.state.dummies.actor(N) is S
    found = resumable(settings)
    assert isinstance(found, tuple)
    again = window_on(qtbot, found[0])
    again.controller.pause(True)
    resumed = again.controller.session.state
    assert resumed == controller.session.state and again.controller.human is S
    deal = again.controller.table()
    assert deal.status[N] == "dummy" and N in deal.exposed
    assert all(face_up(again.scene, card) for card in resumed.hand(N))


def test_new_game_seats_three_players_with_a_dummy_opposite_the_human(qtbot: QtBot) -> None:
    settings = Settings()
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    counts = [dialog.count_box.itemText(i) for i in range(dialog.count_box.count())]
    # Vint: four, five and six (§4.2), three and two with dummies (§4.1)
    assert counts == ["4", "5", "6", "3, with a dummy", "2, each with a dummy"]
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("whist"))
    assert not dialog.count_box.isHidden()
    counts = [dialog.count_box.itemText(i) for i in range(dialog.count_box.count())]
    assert counts == ["4", "3, with a dummy", "2, each with a dummy"]
    dialog.count_box.setCurrentIndex(1)
    assert dialog.dummies() == (N,) and dialog.dummy_labels[N].text() == "dummy, played by South"
    assert dialog.names[N].isHidden() and not dialog.human.button(int(N)).isEnabled()
    dialog.human.button(int(S)).setChecked(False)
    dialog.human.button(int(W)).setChecked(True)  # the dummy moves opposite the human
    assert dialog.dummies() == (E,) and not dialog.names[N].isHidden()
    setup = dialog.setup()
    assert len(setup.players) == 3 and setup.human is W and setup.dummies_of(0) == (E,)
    dialog.count_box.setCurrentIndex(2)
    assert dialog.dummies() == (E, S)  # West and North play, each with his dummy
    dialog.remember()
    assert Settings().player_count("whist") == 2
    again = default_setup(Settings(), seed=1)
    assert len(again.players) == 2 and again.dummies_of(0) == (E, S)


# -- table-rules mode ---------------------------------------------------------------------------


TABLE_RULES = WhistRules(enforce_follow_suit=False)


def answer(qtbot: QtBot, kind: type[QWidget], act: Callable[[Any], None]) -> list[Any]:
    """Answer the next modal dialog of ``kind`` with ``act`` once it shows; the dialogs seen."""
    seen: list[Any] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, look)
            return
        seen.append(dialog)
        act(dialog)

    QTimer.singleShot(0, look)
    return seen


def revoking_card(state: DealState) -> Card | None:
    """A card of the seat on turn that fails to follow suit although it holds the suit."""
    legal = state.legal_actions()
    if not state.current_trick or len(legal) == len(state.hand(state.to_act)):  # type: ignore[arg-type]
        return None
    return next(card for card in state.hand(state.to_act) if card not in legal)  # type: ignore[arg-type]


def test_a_human_revoke_is_asked_first_and_penalised_by_the_computers(qtbot: QtBot) -> None:
    """W-PLAY-7 table rules: the human's card that fails to follow suit is asked about
    («No cards of that suit?»), refused with No, played with Yes (W-IRR-1); the computers
    (the window's own, which never revoke) choose the penalty after the deal (W-IRR-3), and
    the deal's summary and the sheet say it."""
    session = dummy_session(4, 3, TABLE_RULES)
    players: dict[Seat, Player] = {seat: make_player("basic", seat.name) for seat in (N, E, W)}
    window = window_on(qtbot, session, players=players)
    controller = window.controller
    while True:
        wait_for_human(qtbot, window, 10_000)
        state = controller.session.state
        assert not state.is_over
        card = revoking_card(state)
        if card is not None:
            break
        controller.play_card(lowest(state))
    led = "♠♣♦♥"[state.current_trick[0][1].suit]

    def no(box: QMessageBox) -> None:
        box.button(QMessageBox.StandardButton.No).click()

    asked = answer(qtbot, RevokeQuestion, no)
    double_click(qtbot, window, card)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked[0].windowTitle() == "No cards of that suit?"
    assert (
        asked[0].text().startswith(f"You have {led}: ") and "W-IRR-1" in asked[0].informativeText()
    )
    assert controller.session.state is state  # not played

    def yes(box: QMessageBox) -> None:
        box.button(QMessageBox.StandardButton.Yes).click()

    asked = answer(qtbot, RevokeQuestion, yes)
    double_click(qtbot, window, card)
    qtbot.waitUntil(lambda: bool(asked))
    assert card in controller.session.state.played
    play_by_clicks(qtbot, window)
    qtbot.waitUntil(lambda: controller.session.state.is_over, timeout=10_000)
    state = controller.session.state
    assert [revoke.by for revoke in state.revokes] == [S]  # the computers never revoke
    (penalty,) = state.penalties
    assert "South revoked (W-IRR-1); the penalty: " in window.scene._message.text
    with qtbot.waitSignal(controller.deal_finished):
        window.menus.next_deal_action.trigger()
    penalties = [e for e in written(window) if e[0] == EntryKind.REVOKE_PENALTY]
    scored = controller.session.ledger.rubbers[0].deals[0]
    ours, theirs = state.tricks_won(Side.NS), state.tricks_won(Side.EW)
    if penalty is Penalty.POINTS:
        assert penalties == [(EntryKind.REVOKE_PENALTY, Side.EW, 5, "W-IRR-3")]
        assert scored.score.tricks == (ours, theirs)
    else:  # three of South's side's tricks go to East–West
        assert not penalties
        assert scored.score.tricks == (ours - min(3, ours), theirs + min(3, ours))


def written(window: MainWindow) -> list[tuple[str, Side, int, str]]:
    """The entries above the line of the rubber the sheet's dock shows."""
    rubber = window.sheet.sheet.rubber()
    assert rubber is not None
    found = [w.cell.entry for w in rubber.entries() if w.cell.entry is not None]
    return [(e.kind, e.side, e.points, e.rule) for e in found]


# A deal where East and West hold every card from the nine up (and the spade and heart
# eights); North deals and turns the eight of diamonds.  West holds a spade.
STACKED = "N:765432.765432.8. AKQJT9.8.AKQJT9. ..765432.8765432 8.AKQJT9..AKQJT9 D8"


class HighCards:
    """A test's computer: the highest legal card; one that revokes does it once, at the
    first trick where it holds the suit led and has another."""

    def __init__(self, revoke: bool = False) -> None:
        self.revoke = revoke

    def decide(self, view: SeatView, situation: Situation) -> Advice[Card]:
        legal = [a for a in view.legal_actions if isinstance(a, Card)]
        hand = view.hands[view.to_act] if view.to_act is not None else None
        assert hand is not None
        if self.revoke and view.current_trick and len(legal) < len(hand):
            self.revoke = False
            return Advice(next(c for c in hand if c not in legal), "", AdviceReason.RANDOM)
        return Advice(max(legal, key=lambda card: card.rank), "", AdviceReason.RANDOM)


def stacked_session() -> AnySession:
    """Three players in table-rules mode, South with the dummy North, dealt :data:`STACKED`."""
    session = dummy_session(3, 1, TABLE_RULES)
    first = DealState.new(WhistDeal.parse(STACKED, N), TABLE_RULES, (N,))
    return GameSession(session.setup, (), DealTimeline.start(first), session.ledger)


def revoked_session() -> AnySession:
    """:func:`stacked_session` played out as the window plays it: West revokes once, the
    victims' choice of the penalty due."""
    session = stacked_session()
    state = session.state
    players = {E: HighCards(), W: HighCards(revoke=True)}
    while state.phase is Phase.PLAY:
        actor = state.actor
        assert actor is not None
        if actor is S:
            card = lowest(state)
        else:
            card = players[actor].decide(state.view(actor), Situation()).action
        state = state.apply(card, actor)
    return GameSession(session.setup, (), DealTimeline.start(state), session.ledger)


def choices_shown(dialog: PenaltyDialog) -> Iterator[tuple[str, str]]:
    for penalty in Penalty:
        yield dialog.buttons[penalty].text(), dialog.effects[penalty].text()


def test_a_human_victim_chooses_the_penalty_in_its_dialog_and_the_sheet_writes_it(
    qtbot: QtBot,
) -> None:
    """W-IRR-3: West revokes in the first trick; after the deal the victims' seat on his
    left, North (South's dummy), chooses: the dialog shows both penalties with what each
    writes on the sheet; 5 points go above the line for N–S, and E–W, who would write 14
    below, write 8 and the rest above (W-IRR-10)."""
    players: dict[Seat, Player] = {E: HighCards(), W: HighCards(revoke=True)}
    window = window_on(qtbot, stacked_session(), players=players)
    controller = window.controller
    shown: list[list[tuple[str, str]]] = []

    def points(dialog: PenaltyDialog) -> None:
        shown.append(list(choices_shown(dialog)))
        dialog.buttons[Penalty.POINTS].click()

    asked = answer(qtbot, PenaltyDialog, points)
    play_by_clicks(qtbot, window)
    qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
    (revoke,) = controller.session.state.revokes
    assert (revoke.by, revoke.trick) == (W, 0)
    dialog = asked[0]
    assert dialog.windowTitle() == "Revoke penalty"
    assert dialog.head.text() == (
        "West revoked in trick 1 (W-IRR-1).\nYour side chooses the penalty (W-IRR-3):"
    )
    (five, five_writes), (three, three_writes) = shown[0]
    assert (five, three) == ("&5 points above the line", "&Three of their tricks")
    assert five_writes.startswith("Tricks: we 0, they 13.\nBelow the line: we 0, they 8.\n")
    assert three_writes.startswith("Tricks: we 3, they 10.\nBelow the line: we 0, they 8.\n")
    state = controller.session.state
    assert state.is_over and state.penalties == (Penalty.POINTS,)
    with qtbot.waitSignal(controller.deal_finished):
        window.menus.next_deal_action.trigger()
    entries = written(window)
    assert (EntryKind.REVOKE_PENALTY, Side.NS, 5, "W-IRR-3") in entries
    assert (EntryKind.REVOKE_EXCESS, Side.EW, 6, "W-IRR-10") in entries


def test_the_russian_dummy_table_and_revoke_dialogs(
    qtbot: QtBot, translations: Translations
) -> None:
    """Both languages: the dummy's plate, New game with three players, the revoke question
    and the penalty dialog speak Russian (болван, ренонс, штраф, «Нет такой масти?»), with
    no accelerator letter given twice."""
    translations.install("ru")
    window = window_on(qtbot, stacked_session(), players={E: HighCards(), W: HighCards()})
    window.set_language("ru")
    deal = window.controller.table()
    assert deal.status[N] == "болван" and deal.names[N] == "Юг"
    settings = Settings()
    settings.game = "whist"
    settings.set_player_count("whist", 3)
    dialog = NewGameDialog(settings, window)
    qtbot.addWidget(dialog)
    assert dialog.dummy_labels[N].text() == "болван, за него играет Юг"
    window.controller.pause(True)
    session = window.controller.session
    for code in ("SA", "C2", "S8"):  # East leads, South discards, West follows
        session = session.apply(Card.parse(code))
    window.controller.set_session(session)
    window.controller.pause(True)
    assert window.controller.session.state.to_act is N  # the dummy, which holds spades
    question = RevokeQuestion(window, window.controller.table(), Card.parse("H7"))
    qtbot.addWidget(question)
    assert question.windowTitle() == "Нет такой масти?"
    assert question.text() == "У болвана есть ♠: 7♥ — не в масть."
    assert "ренонс" in question.informativeText() and "штраф" in question.informativeText()
    penalty = PenaltyDialog(revoked_session(), window)
    qtbot.addWidget(penalty)
    assert penalty.windowTitle() == "Штраф за ренонс"
    assert penalty.head.text().startswith("Запад сделал ренонс во взятке 1 (W-IRR-1).")
    assert penalty.effects[Penalty.POINTS].text().startswith("Взятки: мы 0, они 13.\n")
    for widget in (window, dialog, question, penalty):
        assert english_left(widget) == [], type(widget).__name__
        assert window_clashes(widget, "ru") == [], type(widget).__name__


def test_the_dummy_passes_on_every_deal_and_the_table_follows(qtbot: QtBot) -> None:
    """WC-10 ``dummy_rotation = deal``: the dummy passes on each deal in the rubbers' order
    (South's, West's, East's); the table names and marks it, and the window's computers
    take their new seats; the human plays his dummy's cards when it is his."""
    rules = WhistRules(dummy_rotation=DummyRotation.DEAL)
    window = window_on(qtbot, dummy_session(3, 55, rules), players={})
    controller = window.controller
    turns = ((N, S, "South"), (E, W, "West"), (W, E, "East"))
    for number in range(4):
        wait_for_human(qtbot, window, 10_000)
        dummy, partner, name = turns[number % 3]
        state = controller.session.state
        assert state.dummies.actor(dummy) is partner and controller.human is S
        deal = controller.table()
        assert deal.status == {dummy: "dummy"} and deal.names[dummy] == name
        assert partner is S or partner in controller._players
        clicked = play_by_clicks(qtbot, window)
        assert (clicked[N] > 0) is (dummy is N)  # South plays North only when it is his
        with qtbot.waitSignal(controller.deal_finished):
            controller.next_deal()
    assert controller.session.number == 4


def test_new_game_offers_the_dummys_rotation_to_three_players(qtbot: QtBot) -> None:
    """WC-10 in the rulebook's words, for three players only."""
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    for count, offered in ((3, True), (4, False), (2, False)):
        rules = RulesDialog(WhistRules(), dialog, count)
        qtbot.addWidget(rules)
        assert ("dummy_rotation" in rules._combos) is offered
    rules = RulesDialog(WhistRules(), dialog, 3)
    qtbot.addWidget(rules)
    combo = rules._combos["dummy_rotation"]
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert texts == ["after each rubber", "after each deal"]
    combo.setCurrentIndex(1)
    assert rules.rules(WhistRules()).dummy_rotation is DummyRotation.DEAL
