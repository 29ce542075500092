"""Two humans at one screen under Vint's table rules (issue 17, V-REV, V-IRR): South revokes,
his partner North, seated after the hand-over, asks «не по ошибке ли?» with the button, and
South, seated again, answers in the dialog.  The question, every dialog and the table serve
the human at the screen only: no other human's hand is face up at any step (asserted on the
scene's card items, as tests/gui/test_hot_seat.py does), and nobody acts for another human.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui.test_hot_seat import NAMES, Watch, act, settled, take_seat, vint_choice
from wint.core.cards import Card, Suit
from wint.core.seats import SEATS, Seat
from wint.games.vint.actions import ANSWER_NO, TableAction, Verb, ask
from wint.games.vint.calls import Call
from wint.games.vint.result import Revoke
from wint.games.vint.rules import load_preset
from wint.games.vint.state import DealState
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.vint_table_rules import ClaimDialog
from wint.gui.shell.main_window import MainWindow
from wint.session.model import GameSession, PlayerConfig, fixed_seats

N, E, S, W = SEATS


def hot_seat_window(qtbot: QtBot, seed: int) -> tuple[MainWindow, Watch]:
    seats = tuple(PlayerConfig(NAMES[seat], human=seat in (N, S), level="basic") for seat in SEATS)
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


def revoke_for_north_to_ask(state: DealState) -> Card | None:
    """A card of South's that fails to follow suit while North is still to play to the
    trick (he may then ask, V-REV-3), if any."""
    trick = state.current_trick
    if state.to_act is not S or not trick or any(seat is N for seat, _ in trick):
        return None
    led = trick[0][1].suit
    hand = state.hand(S)
    if not any(card.suit is led for card in hand):
        return None
    return next((card for card in hand if card.suit is not led), None)


def test_partners_at_one_screen_ask_and_answer_each_at_his_own_seat(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialogs: list[tuple[str, Seat]] = []
    window: MainWindow | None = None

    def seated_check(name: str) -> None:
        """A dialog opens for the human at the screen, whose decision it is, the table
        behind it showing only his hand."""
        assert window is not None
        controller = window.controller
        human = controller.human
        assert human is not None and controller.handing_over is None
        assert controller.session.state.actor is human, (name, human)
        watch.check()
        dialogs.append((name, human))

    def message(box: QMessageBox) -> int:
        seated_check(box.text())
        wanted = "Yes" if "does not follow suit" in box.text() else "No"  # play it; «no»
        button = next(b for b in box.buttons() if b.text().replace("&", "") == wanted)
        button.click()
        return int(box.standardButton(button).value)

    def claim(dialog: ClaimDialog) -> None:
        seated_check("claim")
        dialog.reject()  # no claim

    monkeypatch.setattr(QMessageBox, "exec", message)
    monkeypatch.setattr(ClaimDialog, "exec", claim)
    revoked: list[Card] = []
    asked: list[Seat] = []
    for seed in range(1, 16):
        window, watch = hot_seat_window(qtbot, seed)
        controller = window.controller
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
                qtbot.waitUntil(
                    lambda c=controller, s=state: c.session.state is not s, timeout=5000
                )
                continue
            human = controller.human
            question = controller.question()
            if revoked and not asked and question is not None:
                assert human is N and question == ask(S)
                assert window.question_button.isVisible()
                window.question_button.click()  # «не по ошибке ли?» (V-REV-3)
                asked.append(human)
                continue
            card = revoke_for_north_to_ask(state) if not revoked else None
            if card is not None:
                revoked.append(card)
                act(qtbot, window, card)  # confirmed in the dialog: a revoke (V-REV-1)
                continue
            act(qtbot, window, vint_choice(window))
        if asked:
            break
        window.close()
    assert revoked and asked == [N], "no deal let North ask South at one screen"
    history = state.history()
    index = history.index(ask(S))
    assert history[index + 1] == ANSWER_NO
    assert ("Your partner asks: «Not by mistake?» (V-REV-3)", S) in dialogs  # South's own
    assert all(name != "claim" or seat in (N, S) for name, seat in dialogs)
    assert state.result().revokes[:1] in ((), (Revoke(S, asked=True),))
    assert watch.covers and watch.seen[N] and watch.seen[S]
    assert not any(isinstance(a, TableAction) and a.verb is Verb.ASK for a in history[:index])
    window.close()


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
