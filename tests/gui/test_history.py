"""The History window: the saved sessions listed, problem files greyed and left untouched,
a session's sheet opened read-only, the statistics, and the Russian interface."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_controller
from wint.ai.advice import Situation
from wint.ai.vint.base import BasicPlayer
from wint.ai.vint.simulation import play_deal
from wint.core.seats import SEATS, Seat
from wint.games.vint.rules import RuleSet
from wint.games.vint.scoring import EntryKind
from wint.gui.dialogs import history as window_module
from wint.gui.dialogs.history import Column, HistoryWindow, SheetViewer, show_history
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.sheet.text import render_text
from wint.gui.shell.main_window import MainWindow
from wint.gui.texts import named_player
from wint.session.history import ScanCache, SessionSummary, scan, statistics
from wint.session.io import save_session
from wint.session.model import PlayerConfig, Session, SessionSetup, fixed_seats

CYRILLIC = re.compile("[а-яА-ЯёЁ]")
PLAYER = BasicPlayer()


def play(setup: SessionSetup, rubbers: int, extra: int) -> Session:
    """A session played until ``rubbers`` rubbers are over, then ``extra`` deals more."""
    session = Session.start(setup)
    while extra:
        if sum(r.is_over for r in session.ledger.rubbers) >= rubbers:
            extra -= 1
        final = play_deal(session.state, dict.fromkeys(SEATS, PLAYER))
        for action in final.history():
            session = session.apply(action)
        session = session.next_deal()
    return session


def begun(setup: SessionSetup) -> Session:
    """A session in which the human has made the first call, and no more (an empty one is
    not listed)."""
    session = Session.start(setup)
    while True:
        state = session.state
        seat = state.to_act
        assert seat is not None
        session = session.apply(PLAYER.decide(state.view(seat), Situation()).action)
        if seat is setup.human:
            return session


def make_setup(names: tuple[str, str, str, str], human: Seat | None, seed: int) -> SessionSetup:
    n, e, s, w = (
        PlayerConfig(x, human=seat is human) for seat, x in zip(SEATS, names, strict=True)
    )
    return fixed_seats(RuleSet(), (n, e, s, w), seed)


# Played once: the sessions are immutable values.
SESSIONS = {
    "2026-11-28_101500.wint": play(make_setup(("Anna", "Boris", "Vera", "Gleb"), Seat.S, 4), 1, 1),
    "2026-11-30_090000.wint": play(make_setup(("", "", "", ""), None, 5), 0, 3),
    "2026-12-01_080000.wint": begun(make_setup(("Anna", "Dima", "Vera", "Gleb"), Seat.N, 6)),
}
FIRST = "2026-11-28_101500.wint"
BROKEN = "2026-12-02_120000.wint"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "sessions"
    for name, session in SESSIONS.items():
        save_session(session, folder / name)
    (folder / BROKEN).write_text('{"format": "wint-session", "deals": [', "utf-8")
    return folder


@pytest.fixture
def english(qtbot: QtBot) -> None:
    Translations().install("en")


@pytest.fixture
def russian(qtbot: QtBot) -> Iterator[Translations]:
    translations = Translations()
    translations.install("ru")
    yield translations
    translations.install("en")


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


def open_window(qtbot: QtBot, folder: Path, parent: QWidget | None = None) -> HistoryWindow:
    window = HistoryWindow(folder, parent, ScanCache())
    if parent is None:
        qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: not window.loading)
    return window


def plain(text: str) -> str:
    """``text`` with the narrow spaces of Qt's English times made plain."""
    return text.replace("\u202f", " ")


def rows(window: HistoryWindow) -> list[list[str]]:
    tree = window.sessions
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    return [[plain(item.text(c)) for c in range(5)] for item in items if item is not None]


def signed(points: int) -> str:
    """Points as the window writes them: +2 350, −700, with the locale's grouping."""
    figure = QLocale().toString(abs(points))
    return f"+{figure}" if points > 0 else f"−{figure}" if points < 0 else figure


def headings(table: QTableWidget) -> tuple[list[str], list[str]]:
    """The statistics table's column and row headings."""
    columns = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    rows = [table.verticalHeaderItem(r) for r in range(table.rowCount())]
    return [c.text() for c in columns if c], [r.text() for r in rows if r]


def our_result(session: Session) -> int:
    """«Our» points over the finished rubbers, from the rubbers' totals (V-PART-8)."""
    ours = session.setup.our_side
    points = 0
    for rubber in session.ledger.rubbers:
        if rubber.is_over:
            totals = rubber.totals()
            points += totals[ours].total - totals[ours.other].total
    return points


def select(window: HistoryWindow, name: str) -> None:
    tree = window.sessions
    for index in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(index)
        if item is not None and item.toolTip(Column.DATE) == str(window.folder / name):
            tree.setCurrentItem(item)
            return
    raise AssertionError(name)


def test_the_window_lists_the_sessions_and_a_problem_row(
    qtbot: QtBot, folder: Path, english: None
) -> None:
    before = snapshot(folder)
    window = open_window(qtbot, folder)
    first = SESSIONS[FIRST]
    assert rows(window) == [
        ["12/1/26 8:00 AM", "Anna – Vera vs Dima – Gleb", "0 of 3", "0", "—"],
        ["11/30/26 9:00 AM", "North – South vs East – West", "0 of 3", "3", "—"],
        [
            "11/28/26 10:15 AM",
            "Anna – Vera vs Boris – Gleb",
            "1 of 3",
            str(len(first.finished)),
            signed(our_result(first)),
        ],
        ["12/2/26 12:00 PM", f"{BROKEN} cannot be read: line 1 column 38: Expecting value"]
        + [""] * 3,
    ]
    problem = window.sessions.topLevelItem(3)
    assert problem is not None
    grey = QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    assert problem.foreground(Column.PLAYERS).color() == grey
    assert window.status.text() == "Sessions: 3. Files that cannot be read: 1."
    assert snapshot(folder) == before  # nothing written, the broken file included


def test_sorting_by_a_column_keeps_the_problem_files_last(
    qtbot: QtBot, folder: Path, english: None
) -> None:
    window = open_window(qtbot, folder)
    header = window.sessions.header()
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        window.sessions.sortByColumn(Column.DEALS, order)
        deals = [row[Column.DEALS] for row in rows(window)]
        numbers = [int(d) for d in deals[:3]]
        assert numbers == sorted(numbers, reverse=order is Qt.SortOrder.DescendingOrder)
        assert deals[3] == "" and header.sortIndicatorSection() == Column.DEALS
    window.sessions.sortByColumn(Column.DATE, Qt.SortOrder.AscendingOrder)
    assert [row[Column.DEALS] for row in rows(window)] == [
        str(len(SESSIONS[FIRST].finished)),
        "3",
        "0",
        "",
    ]


def test_the_folder_is_read_a_few_files_at_a_time(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_module, "READ_BUDGET", 0.0)
    window = HistoryWindow(folder, cache=ScanCache())
    qtbot.addWidget(window)
    assert window.loading and len(window.entries) == 1 and window.stats is None
    qtbot.waitUntil(lambda: not window.loading)
    assert len(window.entries) == 4 and window.stats is not None


def test_open_read_only_shows_the_sheet_and_leaves_file_and_game_alone(
    qtbot: QtBot, folder: Path, tmp_path: Path, english: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    main = MainWindow(make_controller(), Settings())
    qtbot.addWidget(main)
    game = main.controller.session
    before = snapshot(folder)
    window = show_history(main, folder)
    qtbot.waitUntil(lambda: not window.loading)
    select(window, FIRST)
    assert window.open_button.isEnabled()
    window.open_button.click()
    viewer = window.findChild(SheetViewer)
    assert viewer is not None and viewer.isVisible() and viewer.text.isReadOnly()
    session = SESSIONS[FIRST]
    text = viewer.text.toPlainText()
    assert text == render_text(viewer.sheet())
    assert text.startswith("Vint score sheet — 28 November 2026\n")
    assert "Anna – Vera" in text and "Boris – Gleb" in text
    rubber = session.ledger.rubbers[0]
    ours = session.setup.our_side
    totals = rubber.totals()
    total_line = re.search(r"Total\s+(\d+)\s+\|\s+(\d+)", text)
    assert total_line is not None
    assert total_line.groups() == (str(totals[ours].total), str(totals[ours.other].total))
    assert plain(viewer.windowTitle()) == "Score sheet of 11/28/26 10:15 AM (read-only)"
    # exported as text: the same sheet
    target = tmp_path / "sheet"
    monkeypatch.setattr(
        "wint.gui.sheet.output.QFileDialog.getSaveFileName", lambda *args: (str(target), "")
    )
    viewer.text_button.click()
    assert (tmp_path / "sheet.txt").read_text("utf-8") == text
    assert viewer.saved.text() == f"Saved {tmp_path / 'sheet.txt'}"
    # a double click opens another
    item = window.sessions.currentItem()
    assert item is not None
    rect = window.sessions.visualItemRect(item)
    viewport = window.sessions.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # as a real one
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # begins
    assert len(window.findChildren(SheetViewer)) == 2
    assert snapshot(folder) == before
    assert main.controller.session is game


def test_a_problem_file_cannot_be_opened(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, folder)
    select(window, BROKEN)
    assert not window.open_button.isEnabled() and window.open_selected() is None
    warnings: list[str] = []
    monkeypatch.setattr(
        "wint.gui.dialogs.history.QMessageBox.warning",
        lambda _parent, _title, text: warnings.append(text),
    )
    select(window, FIRST)
    (folder / FIRST).write_text("broken since the list was read", "utf-8")
    assert window.open_selected() is None and window.findChild(SheetViewer) is None
    assert warnings and warnings[0].startswith(f"{FIRST} cannot be opened:\n")


def test_the_statistics_shown_are_the_computed_ones(
    qtbot: QtBot, folder: Path, english: None
) -> None:
    window = open_window(qtbot, folder)
    window.tabs.setCurrentIndex(1)
    players, labels = headings(window.table)
    names = ["Anna", "Boris", "Dima", "East", "Gleb", "North", "South", "Vera", "West"]
    assert players == ["Overall", *names]  # unnamed seats by their seat, sorted with the rest
    levels = [f"Level {n} declared / made" for n in range(1, 6)]
    assert labels == [
        "Sessions",
        "Deals",
        "Rubbers played",
        "Rubbers won",
        "Result, points",
        "Average per rubber",
        "Contracts declared / made",
        *levels,
        "Small slams declared / made",
        "Grand slams declared / made",
        "Undertricks",
        "Penalty points conceded",
        "Revokes",
    ]

    def column(name: str) -> dict[str, str]:
        index = players.index(name)
        items = [window.table.item(r, index) for r in range(len(labels))]
        return {label: item.text() for label, item in zip(labels, items, strict=True) if item}

    # Anna sits North in the first session, with the human as partner, and in the third.
    first = SESSIONS[FIRST]
    anna = column("Anna")
    won = sum(r.winner is Seat.N.side for r in first.ledger.rubbers)
    assert (anna["Sessions"], anna["Rubbers played"], anna["Rubbers won"]) == ("2", "1", str(won))
    assert anna["Result, points"] == anna["Average per rubber"] == signed(our_result(first))
    overall = column("Overall")
    deals = [d for session in SESSIONS.values() for d in session.ledger.deals()]
    played = [d for d in deals if d.result.contract is not None]
    made = [d for d in played if not any(e.kind is EntryKind.PENALTY for e in d.above)]
    assert (overall["Sessions"], overall["Deals"]) == ("3", str(len(deals)))
    assert overall["Contracts declared / made"] == f"{len(played)} / {len(made)}"
    # every figure as the statistics compute them
    summaries = [e for e in scan(folder, ScanCache()) if isinstance(e, SessionSummary)]
    stats = statistics(summaries, named_player)
    for player in (stats.overall, *stats.players):
        shown = column("Overall" if player is stats.overall else player.name)
        assert shown["Rubbers won"] == str(player.rubbers_won)
        assert shown["Undertricks"] == str(player.undertricks)
        assert shown["Revokes"] == str(player.revokes)
        assert shown["Penalty points conceded"] == QLocale().toString(player.penalty)
        for level, label in enumerate(levels, 1):
            bid, made_ = player.level(level)
            assert shown[label] == (f"{bid} / {made_}" if bid else "—")
    assert "«We»" in window.note.text()


def test_an_empty_folder(qtbot: QtBot, tmp_path: Path, english: None) -> None:
    window = open_window(qtbot, tmp_path / "never saved")
    assert rows(window) == [] and window.status.text() == "No session has been saved yet."
    assert window.table.columnCount() == 1 and not window.open_button.isEnabled()


def test_show_history_raises_the_open_window_and_reads_again(qtbot: QtBot, folder: Path) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    window = show_history(parent, folder)
    qtbot.waitUntil(lambda: not window.loading)
    assert window.isVisible() and not window.isModal() and len(window.entries) == 4
    save_session(SESSIONS[FIRST], folder / "2026-12-03_000000.wint")
    assert show_history(parent, folder) is window
    qtbot.waitUntil(lambda: not window.loading)
    assert len(window.entries) == 5


def test_the_window_speaks_russian(qtbot: QtBot, folder: Path, russian: Translations) -> None:
    window = open_window(qtbot, folder)
    select(window, FIRST)
    viewer = window.open_selected()
    assert viewer is not None
    texts = [
        window.windowTitle(),
        window.folder_label.text(),
        window.tabs.tabText(0),
        window.tabs.tabText(1),
        window.status.text(),
        window.note.text(),
        window.open_button.text(),
        window.refresh_button.text(),
        viewer.windowTitle(),
        viewer.print_button.text(),
        viewer.text_button.text(),
    ]
    header = window.sessions.headerItem()
    players, labels = headings(window.table)
    texts += [header.text(c) for c in range(5)] + labels
    assert [t for t in texts if not CYRILLIC.search(t)] == []
    assert rows(window)[1][Column.PLAYERS] == "Север – Юг\u00a0— Восток – Запад"
    assert rows(window)[2][Column.RUBBERS] == "1 из 3"
    assert rows(window)[3][Column.PLAYERS].startswith(f"Не удаётся прочитать {BROKEN}: ")
    assert "МЫ" in viewer.text.toPlainText()
    assert players[:3] == ["Всего", "Anna", "Boris"] and "Север" in players
    russian.install("en")  # back, live
    assert window.tabs.tabText(1) == "Statistics" and "WE" in viewer.text.toPlainText()
    assert rows(window)[1][Column.PLAYERS] == "North – South vs East – West"


def test_whist_sessions_are_listed_with_their_game_and_counted_apart(
    qtbot: QtBot, tmp_path: Path, english: None
) -> None:
    from tests.gui.test_whist_window import whist_session

    folder = tmp_path / "sessions"
    save_session(SESSIONS[FIRST], folder / FIRST)
    whist = whist_session(3)
    while not whist.state.is_over:
        whist = whist.apply(whist.state.legal_actions()[0])
    save_session(whist.next_deal(), folder / "2026-12-04_100000.wint")
    window = open_window(qtbot, folder)
    listed = {row[Column.DATE]: row for row in rows(window)}
    tree = window.sessions
    games = [tree.topLevelItem(i).text(Column.GAME) for i in range(tree.topLevelItemCount())]  # type: ignore[union-attr]
    assert games == ["Whist", "Vint"]
    assert listed["12/4/26 10:00 AM"][Column.RUBBERS] == "0 of 3"
    select(window, "2026-12-04_100000.wint")
    assert window.open_button.isEnabled()  # Whist's sheet, read-only
    viewer = window.open_selected()
    assert viewer is not None and "WE" in viewer.text.toPlainText()
    select(window, FIRST)
    assert window.open_button.isEnabled()
    assert not window.game.isHidden() and window.game.count() == 2
    _, labels = headings(window.table)  # the newest session's game first
    assert window.stats is not None and window.stats.game == "whist"
    assert window.stats.overall.deals == 1 and window.stats.overall.sessions == 1
    assert "Contracts declared / made" not in labels and "Revokes" in labels
    assert "Contracts" not in window.note.text()
    window.game.setCurrentIndex(window.game.findData("vint"))
    _, labels = headings(window.table)
    assert window.stats.game == "vint" and window.stats.overall.sessions == 1
    assert "Contracts declared / made" in labels and "Contracts" in window.note.text()
