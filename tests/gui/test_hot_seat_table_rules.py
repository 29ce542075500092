"""Two humans at one screen under Vint's table rules (issue 17, V-REV, V-IRR).  South revokes;
his partner North, seated after the hand-over, asks «не по ошибке ли?» with the button, and
South, seated again, answers in the dialog; or, with West the other human, a computer North
asks, South answers «by mistake» and West chooses the card of the correction at his own seat
(V-REV-2), the card then lying exposed (V-IRR-3).  The question, every dialog and the table
serve the human at the screen only: no other human's hand is face up at any step (asserted on
the scene's card items, as tests/gui/test_hot_seat.py does), and nobody acts for another human.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui.test_hot_seat import NAMES, Watch, act, settled, take_seat, vint_choice
from wint.core.cards import Card, Suit
from wint.core.seats import SEATS, Seat
from wint.games.vint.actions import ANSWER_NO, ANSWER_YES, TableAction, Verb, ask
from wint.games.vint.calls import Call
from wint.games.vint.rules import load_preset
from wint.games.vint.state import DealState
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.vint_table_rules import ClaimDialog
from wint.gui.shell.main_window import MainWindow
from wint.session.model import GameSession, PlayerConfig, fixed_seats

N, E, S, W = SEATS


def hot_seat_window(qtbot: QtBot, humans: tuple[Seat, ...], seed: int) -> tuple[MainWindow, Watch]:
    seats = tuple(PlayerConfig(NAMES[seat], human=seat in humans, level="basic") for seat in SEATS)
    session = GameSession.start(fixed_seats(load_preset("table"), seats, seed))
    controller = GameController(session, Pace("instant"), games=window_games())
    window = MainWindow(controller)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    watch = Watch(window)
    controller.start()
    return window, watch


def souths_revoke(state: DealState, held: int, before: Seat | None) -> Card | None:
    """A card of South's that fails to follow suit though he holds ``held`` or more cards of
    the suit led, ``before`` (if any) still to play to the trick; ``None`` if there is none."""
    trick = state.current_trick
    if state.to_act is not S or not trick or any(seat is before for seat, _ in trick):
        return None
    led = trick[0][1].suit
    hand = state.hand(S)
    if sum(card.suit is led for card in hand) < held:
        return None
    return next((card for card in hand if card.suit is not led), None)


@dataclass
class Table:
    """A deal played at one screen through the window; what happened in it."""

    window: MainWindow
    watch: Watch
    dialogs: list[tuple[str, Seat]] = field(default_factory=list)  # each with its human
    revoked: list[Card] = field(default_factory=list)
    asked: list[Seat] = field(default_factory=list)  # the humans who asked, with the button
    exposed: int = 0  # the humans' decisions with an exposed card on the table (V-IRR-1)


def play_at_one_screen(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    humans: tuple[Seat, ...],
    revoke: Callable[[DealState], Card | None],
    answers: tuple[str, ...],
) -> Table:
    """Deals until one in which South revoked and his partner asked, played out through the
    window: each human takes his seat on the hand-over screen, asks with the button when he
    may, and answers every dialog with the first of its buttons named in ``answers``; every
    dialog is checked to open for the human at the screen, whose decision it is."""
    table: Table | None = None

    def seated_check(name: str) -> None:
        assert table is not None
        controller = table.window.controller
        human = controller.human
        assert human is not None and controller.handing_over is None
        assert controller.session.state.actor is human, (name, human)
        table.watch.check()  # the table behind the dialog: his hand, no other
        table.dialogs.append((name, human))

    def message(box: QMessageBox) -> int:
        seated_check(box.text())
        named = {b.text().replace("&", ""): b for b in box.buttons()}
        button = named[next(wanted for wanted in answers if wanted in named)]
        button.click()
        return int(box.standardButton(button).value)

    def claim(dialog: ClaimDialog) -> None:
        seated_check("claim")
        dialog.reject()  # no claim

    monkeypatch.setattr(QMessageBox, "exec", message)
    monkeypatch.setattr(ClaimDialog, "exec", claim)
    for seed in range(1, 30):
        table = Table(*hot_seat_window(qtbot, humans, seed))
        window, controller = table.window, table.window.controller
        while True:
            settled(qtbot, controller)
            state = controller.session.state
            if state.is_over:
                break
            if controller.handing_over is not None:
                assert not window.question_button.isVisible()  # nobody acts meanwhile
                take_seat(qtbot, window, by_key=False)
                continue
            if state.waiting is not None:  # the dialog is on its way
                qtbot.waitUntil(lambda c=controller, s=state: c.session.state is not s)
                continue
            table.exposed += bool(state.exposed)
            human = controller.human
            question = controller.question()
            assert window.question_button.isVisible() == (question is not None)
            if table.revoked and not table.asked and question == ask(S):
                window.question_button.click()  # «не по ошибке ли?» (V-REV-3)
                assert human is not None
                table.asked.append(human)
                continue
            card = revoke(state) if not table.revoked else None
            if card is not None:
                table.revoked.append(card)
                act(qtbot, window, card)  # confirmed in the dialog: a revoke (V-REV-1)
                continue
            act(qtbot, window, vint_choice(window))
        if ask(S) in state.history():
            return table
        window.close()
    raise AssertionError("no deal let South's partner ask him")


def test_partners_at_one_screen_ask_and_answer_each_at_his_own_seat(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = play_at_one_screen(
        qtbot, monkeypatch, (N, S), lambda state: souths_revoke(state, 1, N), ("Yes", "No")
    )
    assert table.revoked and table.asked == [N]  # North, at his seat, with the button
    history = table.window.controller.session.state.history()
    index = history.index(ask(S))
    assert history[index + 1] == ANSWER_NO
    assert ("Your partner asks: «Not by mistake?» (V-REV-3)", S) in table.dialogs  # his own
    assert table.watch.covers and table.watch.seen[N] and table.watch.seen[S]
    table.window.close()


def test_a_human_opponent_chooses_the_correction_at_his_own_seat(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = ("Yes", "By mistake", "The lowest", "Leave it", "No")
    table = play_at_one_screen(
        qtbot, monkeypatch, (S, W), lambda state: souths_revoke(state, 2, None), answers
    )
    assert table.revoked and table.asked == []  # the computer North asked
    history = table.window.controller.session.state.history()
    index = history.index(ask(S))
    assert history[index + 1 : index + 3] == (ANSWER_YES, TableAction(Verb.CORRECT, "low"))
    names = [(text.split(" (")[0], seat) for text, seat in table.dialogs]
    assert ("Your partner asks: «Not by mistake?»", S) in names
    assert ("South corrects the revoke and plays a card of the suit led", W) in names
    assert table.exposed  # South's card lay face up for both humans, their hands hidden
    assert table.watch.covers and table.watch.seen[S] and table.watch.seen[W]
    table.window.close()


def lowest(cards: list[Card]) -> Card:
    return min(cards, key=lambda card: card.rank)


def south_ruffs_north_last() -> GameSession:
    """A deal in which East led, South ruffed though he held the suit led (a revoke), West
    and North played low: North, the last to play, is to act (1S by North; table rules)."""
    for seed in range(1, 40):
        seats = tuple(PlayerConfig(NAMES[seat], human=seat in (N, S)) for seat in SEATS)
        session = GameSession.start(fixed_seats(load_preset("table"), seats, seed))
        for code in ("1S", *("P",) * 8):
            session = session.apply(Call.parse(code))
        if session.state.to_act is not E:
            continue
        lead = lowest([c for c in session.state.hand(E) if c.suit is not Suit.S])
        session = session.apply(lead, E)
        hand = session.state.hand(S)
        trumps = [c for c in hand if c.suit is Suit.S]
        if not trumps or not any(c.suit is lead.suit for c in hand):
            continue
        session = session.apply(max(trumps, key=lambda c: c.rank), S)  # the revoke (V-REV-1)
        legal = [c for c in session.state.legal_actions() if isinstance(c, Card)]
        follow = [c for c in legal if c.suit is lead.suit]
        session = session.apply(lowest(follow or [c for c in legal if c.suit is not Suit.S]), W)
        if session.state.to_act is N:
            return session
    raise AssertionError("no deal found")


def test_nobody_asks_or_leads_while_the_screen_passes_to_another_human(qtbot: QtBot) -> None:
    controller = GameController(south_ruffs_north_last(), Pace("instant"), games=window_games())
    controller.pause(True)
    assert controller.take_seat() and controller.human is N
    assert controller.question() == ask(S)  # at his seat North may ask (V-REV-3) …
    legal = [c for c in controller.session.state.legal_actions() if isinstance(c, Card)]
    assert controller.play_card(lowest(legal))  # … he plays instead
    state = controller.session.state
    assert state.to_act is S and controller.handing_over is S  # South's ruff won the trick
    assert controller.human is N  # still at the screen, the table covered
    assert controller.question() is None  # nobody acts until South takes his seat
    before = controller.session
    assert not controller.play_card(lowest(list(state.hand(N))))  # no lead out of turn either
    assert controller.session is before
    assert controller.take_seat() and controller.human is S and controller.question() is None
