"""Vint's table-rules mode through the window (V-REV, V-IRR): a human revokes after the
table's question, his computer partner asks «не по ошибке ли?», the computer opponents
claim the revoke after the deal, the penalty is on the sheet and in the printed text sheet,
and ``wint replay`` of the same deal scores it the same; a lead out of turn leaves an
exposed card face up at its owner's place, seen by everyone."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.gui.test_table_games import face_up
from wint.ai.advice import Situation
from wint.ai.vint.advise import advise
from wint.core.cards import Card
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import SEATS, Seat
from wint.games.vint.actions import REVOKE_DONE, TableAction, Verb, claim_revoke
from wint.games.vint.calls import PASS, Call
from wint.games.vint.record import ledger_of, read_record
from wint.games.vint.result import Revoke
from wint.games.vint.rules import load_preset
from wint.games.vint.sheet import record_sheet
from wint.games.vint.state import DealState, Phase
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.vint_table_rules import ClaimDialog, show_outs
from wint.gui.platform.i18n import Translations
from wint.gui.sheet.text import render_text
from wint.gui.shell.main_window import MainWindow
from wint.gui.texts import card_text
from wint.session.model import PlayerConfig, Session, fixed_seats

TABLE = load_preset("table")


def table_window(qtbot: QtBot, seed: int) -> MainWindow:
    seats = tuple(PlayerConfig("", human=seat is Seat.S, level="basic") for seat in SEATS)
    session = Session.start(fixed_seats(TABLE, seats, seed))
    controller = GameController(session, Pace("instant"), games=window_games())
    window = MainWindow(controller)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    controller.start()
    return window


def answering(monkeypatch: pytest.MonkeyPatch, *answers: str) -> list[str]:
    """Every message box answered by the first of its buttons named in ``answers``; the
    boxes' texts, in order."""
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        for wanted in answers:
            for button in box.buttons():
                if button.text().replace("&", "") == wanted:
                    button.click()
                    return int(box.standardButton(button).value)
        raise AssertionError(f"no button of {answers} in {box.text()!r}")

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    monkeypatch.setattr(ClaimDialog, "exec", lambda dialog: dialog.reject())  # no claim
    return asked


def revoke_in_hand(state: DealState) -> Card | None:
    """A card of South's that would be a revoke now, if any."""
    if state.to_act is not Seat.S or not state.current_trick:
        return None
    led = state.current_trick[0][1].suit
    hand = state.hand(Seat.S)
    if not any(card.suit is led for card in hand):
        return None
    return next((card for card in hand if card.suit is not led), None)


def play_deal(qtbot: QtBot, window: MainWindow, choose: Callable[[DealState], Any]) -> DealState:
    """South's calls and cards as ``choose`` says (``None``: pass or the first legal card)
    until the deal is over; the computers and the dialogs do the rest."""
    controller = window.controller
    for _ in range(400):
        if controller.session.state.is_over:
            break
        qtbot.waitUntil(
            lambda: controller.waiting_for_human or controller.session.state.is_over, timeout=20000
        )
        state = controller.session.state
        if state.is_over or state.waiting is not None:
            qtbot.wait(5)
            continue
        action = choose(state)
        if isinstance(action, Card):
            window.scene.card_activated.emit(action)  # as a double-click on it
        elif state.phase is Phase.AUCTION:
            controller.make_call(PASS)
        else:
            controller.play_card(next(a for a in state.legal_actions() if isinstance(a, Card)))
    return controller.session.state


def test_a_humans_revoke_is_claimed_penalised_printed_and_replayed(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answering(monkeypatch, "Yes", "No")  # plays the revoke; «no» to the partner
    revoked: list[Card] = []

    def south(state: DealState) -> Any:
        card = revoke_in_hand(state) if not revoked else None
        if card is not None:
            revoked.append(card)
        return card

    for seed in range(1, 12):
        window = table_window(qtbot, seed)
        state = play_deal(qtbot, window, south)
        if revoked:
            break
        window.close()
    assert revoked, "no deal gave South a chance to revoke"
    assert any("does not follow suit" in text for text in asked)  # the confirmation
    assert any("Not by mistake?" in text for text in asked)  # the partner asked (V-REV-3)
    history = state.history()
    assert TableAction(Verb.ASK, "S") in history
    claims = [a for a in history if isinstance(a, TableAction) and a.verb is Verb.REVOKE]
    assert claims[0].value.startswith("S:")  # a computer opponent claimed it (V-REV-4)
    assert state.result().revokes == (Revoke(Seat.S, asked=True),)

    controller = window.controller
    controller.next_deal()
    scored = controller.session.ledger.rubbers[0].deals[0]
    # the same deal replayed: calls, the play with the table's actions, the claims
    calls = [str(a) for a in history if isinstance(a, Call)]
    play = [
        str(a)
        for a in history
        if isinstance(a, Card) or (isinstance(a, TableAction) and a.verb is not Verb.REVOKE)
    ]
    doc = {
        "format": "wint-record",
        "version": 1,
        "rules": {"preset": "table"},
        "deals": [
            {
                "deal": state.deal.pbn(),
                "dealer": state.dealer.name,
                "calls": calls,
                "play": play,
                "revoke_claims": [c.value for c in claims if c.value != "done"],
            }
        ],
    }
    record = read_record(doc, replay=True)
    replayed = ledger_of(record.rules, record.start, record.results).rubbers[0].deals[0]
    assert (replayed.below, replayed.above) == (scored.below, scored.above)
    result = state.result()
    plain = ledger_of(record.rules, record.start, (replace(result, revokes=()),))
    assert plain.rubbers[0].deals[0].below != scored.below  # the penalty tells (V-REV-5)
    sheet = window.current_sheet()  # the printed text sheet: the replay's, to the letter
    assert render_text(sheet) == render_text(record_sheet(record, sheet.date))
    window.close()


def exposed_session(seed: int) -> Session | None:
    """A deal of ``seed`` in which West led out of turn and North kept the card exposed
    (V-IRR-2), or ``None`` when the computers passed it out."""
    seats = tuple(PlayerConfig("", human=seat is Seat.S, level="basic") for seat in SEATS)
    session = Session.start(fixed_seats(TABLE, seats, seed))
    calls = ("1S", *("P",) * 8)
    for code in calls:
        session = session.apply(Call.parse(code))
    state = session.state
    if state.to_act is Seat.W:
        return None
    card = max(state.hand(Seat.W), key=lambda c: c.rank)  # an honour, face up
    return session.apply(card, Seat.W).apply(TableAction(Verb.LEAD, "keep"))


def test_an_exposed_card_lies_face_up_at_its_owners_place(qtbot: QtBot) -> None:
    session = exposed_session(3)
    assert session is not None
    state = session.state
    ((owner, card),) = state.exposed
    assert owner is Seat.W and card in state.hand(Seat.W)
    controller = GameController(session, Pace("instant"), games=window_games())
    controller.pause(True)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    controller.start()
    scene = window.scene
    scene.finish_animations()
    assert face_up(scene, card)  # shown to all (V-IRR-1)
    hidden = [c for c in state.hand(Seat.W) if c is not card]
    assert hidden and not any(face_up(scene, c) for c in hidden)  # the rest stays hidden
    apart = scene._cards[card].sceneBoundingRect()
    column = [scene._cards[c].sceneBoundingRect() for c in hidden]
    assert apart.top() > max(r.bottom() for r in column) - 1  # below West's hand, apart
    assert abs(apart.center().x() - column[0].center().x()) < column[0].width()  # his place
    window.close()


def test_a_corrected_revoke_leaves_the_card_exposed_beside_the_hand(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The human answers «by mistake» (V-REV-2): the card comes back face up apart from his
    hand (V-IRR-3), the opponents chose his card, and no revoke is left to claim."""
    answering(monkeypatch, "Yes", "By mistake")
    revoked: list[Card] = []
    seen: list[tuple[Card, bool]] = []

    def south(state: DealState) -> Any:
        if state.exposed and not seen:  # the first decision after the correction
            ((owner, card),) = state.exposed
            deal = window.controller.table()
            seen.append((card, owner is Seat.S and card in deal.apart_of(Seat.S)))
            assert len(state.legal_actions()) == 1  # high or low, as the opponents chose
        card = revoke_in_hand(state) if not revoked else None
        if card is not None:
            revoked.append(card)
        return card

    for seed in range(1, 12):
        window = table_window(qtbot, seed)
        state = play_deal(qtbot, window, south)
        if seen:
            break
        window.close()
    assert seen and seen[0] == (revoked[0], True)
    history = state.history()
    assert TableAction(Verb.ANSWER, "yes") in history
    assert any(isinstance(a, TableAction) and a.verb is Verb.CORRECT for a in history)
    assert state.result().revokes == ()
    window.close()


def test_the_human_asks_his_partner_with_the_button(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    answering(monkeypatch, "No")  # no claim after the play
    asked: list[bool] = []

    def south(state: DealState) -> Any:
        button = window.question_button
        if window.controller.question() is not None and not asked:
            assert button.isVisible() and "Not by mistake?" in button.text()
            button.click()  # «не по ошибке ли?» to North (V-REV-3)
            asked.append(True)
        return None

    for seed in range(1, 12):
        window = table_window(qtbot, seed)
        state = play_deal(qtbot, window, south)
        if asked:
            break
        window.close()
    history = state.history()
    index = history.index(TableAction(Verb.ASK, "N"))
    assert history[index + 1] == TableAction(Verb.ANSWER, "no")  # a computer never revokes
    window.close()


def claim_due(seed: int) -> Session:
    """A deal of ``seed`` in which West revoked once, played on by the conventions until
    South is to claim (V-REV-4)."""
    session = Session.start(
        fixed_seats(TABLE, tuple(PlayerConfig("", level="basic") for _ in SEATS), seed)
    )
    revoked = False
    while not (session.state.waiting is Verb.REVOKE and session.state.to_act is Seat.S):
        state = session.state
        seat = state.to_act
        assert seat is not None, "the deal ended without South's claim"
        hand = state.hand(seat)
        if seat is Seat.W and not revoked and state.current_trick and state.waiting is None:
            led = state.current_trick[0][1].suit
            other = [c for c in hand if c.suit is not led]
            if other and len(other) < len(hand):
                session, revoked = session.apply(other[0], seat), True
                continue
        session = session.apply(advise(state.view(seat), Situation()).action, seat)
    return session


def test_the_human_claims_from_the_opponents_show_outs(qtbot: QtBot) -> None:
    state = claim_due(1).state
    outs = show_outs(state, Seat.S)
    assert outs and all(seat in (Seat.E, Seat.W) for seat, _, _ in outs)
    dialog = ClaimDialog(state)
    qtbot.addWidget(dialog)
    buttons = dialog.findChildren(QPushButton)
    assert [b.text() for b in buttons[:-1]] == [
        f"Revoke: {'East' if seat is Seat.E else 'West'}, trick {trick + 1} ({card_text(card)})"
        for seat, trick, card in outs
    ]
    refused = [
        claim_revoke(seat, trick)
        for seat, trick, _ in outs
        if claim_revoke(seat, trick) not in state.legal_actions()
    ]
    assert refused  # a show-out that was no revoke: the tricks disprove the claim
    with pytest.raises(IllegalActionError) as info:
        state.apply(refused[0], Seat.S)
    assert info.value.reason is Reason.NO_SUCH_REVOKE
    buttons[-1].click()
    assert dialog.choice == REVOKE_DONE


def test_the_hints_say_a_table_rules_choice_in_words(translations: Translations) -> None:
    hints = window_games()["vint"]().hints
    assert hints.words(TableAction(Verb.CORRECT, "low")) == "The lowest"
    assert hints.words(claim_revoke(Seat.W, 4)) == "claims a revoke: West, trick 5"
    assert hints.words(Card.parse("SA")) == ""
    translations.install("ru")
    assert hints.words(TableAction(Verb.EXPOSED, "leave")) == "Оставить"
    assert hints.words(REVOKE_DONE) == "Ренонса не было"
