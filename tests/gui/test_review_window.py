"""The deal review window (issue 7.5): every step listed, exactly the known mistake marked
and reached by «next mistake», the hands as they stood, the double-dummy table, the keys,
and a window closed before its analysis ends."""

from __future__ import annotations

from datetime import datetime
from functools import cache
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from tests.ai.vint.helpers import first_cards, needs_endplay, opening, play_with_one_mistake
from tests.gui.helpers import make_session
from wint.ai import solver
from wint.ai.vint.review import PYTHON_CARDS, dd_table
from wint.core.cards import Card, Suit
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.calls import Strain
from wint.games.vint.state import Claim, DealState
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.history import SheetViewer
from wint.gui.shell.main_window import MainWindow
from wint.gui.teaching.review_window import (
    Column,
    ReviewWindow,
    deal_caption,
    show_review,
)
from wint.gui.texts import card_text
from wint.session.io import load_session, save_session

TIMEOUT_MS = 30_000


@cache
def with_mistake() -> tuple[DealState, Card, int]:
    """2NT by N played double dummy but for one card from trick 3 on (solved once)."""
    return play_with_one_mistake(opening(), from_trick=3)


def reviewed(qtbot: QtBot, state: DealState) -> ReviewWindow:
    window = show_review(None, state, ["Ivan", "", "Anna", "Boris"])
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.analysing, timeout=TIMEOUT_MS)
    assert window.error == ""
    return window


def cell(window: ReviewWindow, row: int, column: int) -> str:
    item = window.steps.item(row, column)
    assert item is not None
    return item.text()


def marked_rows(window: ReviewWindow) -> list[int]:
    return [row for row in range(window.steps.rowCount()) if "✗" in cell(window, row, Column.LOST)]


def shown_hand(window: ReviewWindow, seat: Seat) -> dict[Suit, list[str]]:
    """The ranks shown for each suit in ``seat``'s hand (a dash for a void)."""
    document = QTextDocument()
    document.setHtml(window.hands[seat].text())
    lines = document.toPlainText().splitlines()[1:]
    return {suit: line.split()[1:] for suit, line in zip(Suit, lines, strict=True)}


def ranks(cards: tuple[Card, ...]) -> list[str]:
    return [card_text(card)[:-1] for card in cards] or ["—"]


@needs_endplay
def test_every_step_is_listed_and_exactly_the_mistake_is_marked(qtbot: QtBot) -> None:
    final, card, lost = with_mistake()
    window = reviewed(qtbot, final)
    history = final.history()
    assert window.steps.rowCount() == len(history)
    (row,) = marked_rows(window)
    assert history[row] == card and cell(window, row, Column.ACTION) == card_text(card)
    assert cell(window, row, Column.LOST) == f"{lost} ✗"
    item = window.steps.item(row, Column.ACTION)
    assert item is not None and item.font().bold()
    chosen, best = map(int, cell(window, row, Column.VALUE).split(" / "))
    assert best - chosen == lost
    assert window.review is not None
    side = window.review.steps[row].seat.side
    sides = {side.NS: "N–S", side.EW: "E–W"}
    tricks = "trick" if lost == 1 else "tricks"
    assert f"{sides[side]}: {lost} {tricks} lost, mistakes: 1" in window.summary.text()
    assert f"{sides[side.other]}: 0 tricks lost, mistakes: 0" in window.summary.text()
    assert window.mistake_button.isEnabled()


@needs_endplay
def test_next_mistake_jumps_to_it_and_shows_every_legal_card(qtbot: QtBot) -> None:
    final, card, _ = with_mistake()
    window = reviewed(qtbot, final)
    (row,) = marked_rows(window)
    assert window.position == 0
    qtbot.keyClick(window.steps, Qt.Key.Key_N)
    assert window.position == row and window.steps.currentRow() == row
    assert "✗" in window.detail.text()
    legal = window.states[row].legal_actions()
    plain = QTextDocument()
    plain.setHtml(window.detail.text())
    assert all(
        card_text(other) in plain.toPlainText() for other in legal if isinstance(other, Card)
    )
    window.next_mistake()  # the only one: stays there
    assert window.position == row
    assert window.review is not None
    played = window.trick_cards[window.review.steps[row].seat].text()
    assert card_text(card)[:-1] in played and "♠♣♦♥"[card.suit] in played


@needs_endplay
def test_hands_shown_are_the_cards_still_held(qtbot: QtBot) -> None:
    final, _, _ = with_mistake()
    window = reviewed(qtbot, final)
    states = final.states()
    for row in (0, len(states) - 20, len(states) - 2):
        window.go_to(row)
        for seat in SEATS:
            held = states[row].hand(seat)
            assert shown_hand(window, seat) == {s: ranks(held.suit(s).cards()) for s in Suit}
    first_card = next(i for i, s in enumerate(states) if s.tricks)
    window.go_to(first_card)
    for seat, card in final.tricks[0].plays():
        assert card_text(card)[:-1] not in shown_hand(window, seat)[card.suit]


@needs_endplay
def test_double_dummy_table_shows_the_solver_numbers(qtbot: QtBot) -> None:
    final, _, _ = with_mistake()
    window = reviewed(qtbot, final)
    table = dd_table(final.deal)
    assert table is not None
    for seat, strain in ((Seat.N, Strain.NT), (Seat.E, Strain.D), (Seat.S, Strain.H)):
        item = window.dd_grid.item(seat, strain)
        assert item is not None
        level = table.level(seat, strain)
        tricks = table.tricks_for(seat, strain)
        assert item.text() == (f"{tricks} ({level})" if level else str(tricks))
    contract_cell = window.dd_grid.item(Seat.N, Strain.NT)
    assert contract_cell is not None and contract_cell.font().bold()
    assert final.contract is not None
    made = "yes" if table.makes(final.contract) else "no"
    tricks = table.tricks_for(Seat.N, Strain.NT)
    assert window.verdict.text() == f"The contract makes double dummy: {made} (tricks: {tricks})."


@needs_endplay
def test_navigation_keys(qtbot: QtBot) -> None:
    final, _, _ = with_mistake()
    window = reviewed(qtbot, final)
    window.activateWindow()
    window.steps.setFocus()
    last = len(final.history()) - 1
    for key, expected in (
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Right, 2),
        (Qt.Key.Key_Left, 1),
        (Qt.Key.Key_End, last),
        (Qt.Key.Key_Right, last),
        (Qt.Key.Key_Home, 0),
        (Qt.Key.Key_Left, 0),
    ):
        qtbot.keyClick(window.steps, key)
        assert window.position == expected, key
    window.steps.setCurrentCell(5, 0)  # a click on a row
    assert window.position == 5


def test_closing_before_the_analysis_ends_is_safe(qtbot: QtBot) -> None:
    final = first_cards(opening(seed=5), 13)
    window = ReviewWindow(final)
    assert window.analysing and window.summary.text() == "Analysing…"
    window.close()  # deleted on close, before the worker is done
    qtbot.waitUntil(lambda: not shiboken6.isValid(window), timeout=TIMEOUT_MS)
    QThreadPool.globalInstance().waitForDone()
    qtbot.wait(50)  # the result, if any, is delivered to nobody


def test_without_endplay_the_ending_is_measured_and_the_window_says_so(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver, "endplay_available", lambda: False)
    start = first_cards(opening(seed=11, number=4, bid="1H"), 13 - PYTHON_CARDS)
    final, card, _ = play_with_one_mistake(start, from_trick=14 - PYTHON_CARDS)
    window = reviewed(qtbot, final)
    (row,) = marked_rows(window)
    assert final.history()[row] == card
    assert "endplay" in window.verdict.text() and "endplay" in window.summary.text()
    item = window.dd_grid.item(Seat.N, Strain.S)
    assert item is not None and item.text() == ""
    assert "not measured" in [cell(window, r, Column.VALUE) for r in range(row)]


def test_the_played_deals_are_the_final_states_in_order() -> None:
    session = make_session()
    while not session.state.is_over:
        session = session.apply(session.state.legal_actions()[0])
    assert session.played() == (session.state,)
    played = session.state
    session = session.next_deal()
    assert session.played() == (played,)


def test_a_claim_is_shown_for_the_claimer_side(qtbot: QtBot) -> None:
    """Whoever is on turn concedes N–S (the declaring side) two of the last three tricks."""
    before = first_cards(opening(seed=5), 10)
    seat = before.to_act
    assert seat is not None
    final = before.apply(Claim(2), seat)
    window = reviewed(qtbot, final)
    own = 2 if seat.side is Side.NS else 1
    row = window.steps.rowCount() - 1
    assert cell(window, row, Column.ACTION) == f"claims {own}"
    window.last()
    assert f"claims {own} of the 3 tricks left" in window.detail.text()


def test_the_main_window_and_a_saved_session_open_the_review(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    session = make_session()
    while not session.state.is_over:
        session = session.apply(session.state.legal_actions()[0])
    played = session.state
    session = session.next_deal()
    window = MainWindow(GameController(session, Pace("instant"), games=window_games()))
    qtbot.addWidget(window)
    window.controller.pause(True)
    assert window.menus.review_action in window.menus.game_menu.actions()
    opened = window.review_deal()
    assert opened is not None and opened.state is played
    qtbot.addWidget(opened)
    path = tmp_path / "saved.wint"
    save_session(session, path)
    viewer = SheetViewer(load_session(path), path, datetime(2026, 11, 30), None)
    qtbot.addWidget(viewer)
    captions: list[str] = []

    def choose(*args: object) -> tuple[str, bool]:
        items = args[3]
        assert isinstance(items, list)
        captions.extend(items)
        return items[0], True

    monkeypatch.setattr("wint.gui.dialogs.history.QInputDialog.getItem", choose)
    again = viewer.review_deal()
    assert again is not None and again.state.history() == played.history()
    assert captions == [deal_caption(1, played)] and captions[0].startswith("Deal 1: ")
    qtbot.addWidget(again)
