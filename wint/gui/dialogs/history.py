"""Game › History: the sessions saved in the data folder, and statistics over them.

:class:`HistoryWindow` lists every session file of a folder (date, players, rubbers or the
pulya's target, deals, «our» result and the game), newest first and sortable by any column;
a file that cannot be read is listed greyed with the reason.  "Open read-only" shows a
session's score sheet (a game with one: :func:`wint.session.sheet.has_sheet`) in a
:class:`SheetViewer`, to read, print or export: the file is only read, and the game being
played is left alone.  The Statistics tab adds one game's sessions up per player and
overall (:func:`wint.session.history.statistics`).

The files are replayed a few at a time between events, so the window opens at once and
fills as they are read; the scan cache remembers them for the next opening.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, Qt, QTime, QTimer
from PySide6.QtGui import QFont, QFontDatabase, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wint.core.seats import SEATS
from wint.core.sheet import Sheet
from wint.games.registry import DEFAULT_GAME, game
from wint.gui.platform.i18n import Retranslating
from wint.gui.sheet.output import SheetOutput
from wint.gui.sheet.text import render_text
from wint.gui.texts import game_text, named_player, pair_names, player_name
from wint.session.history import (
    PlayerStats,
    Problem,
    ScanCache,
    SessionSummary,
    Statistics,
    scan,
    statistics,
)
from wint.session.io import SessionError, load_session
from wint.session.model import Session
from wint.session.sheet import has_sheet, session_sheet

if TYPE_CHECKING:
    from wint.gui.teaching.review_window import ReviewWindow

__all__ = ["Column", "HistoryWindow", "SheetViewer", "show_history"]

# How long one turn of the event loop may spend reading files, in seconds.
READ_BUDGET = 0.04


def _date_text(date: datetime) -> str:
    moment = QDateTime(QDate(date.year, date.month, date.day), QTime(date.hour, date.minute))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def _points(points: int) -> str:
    """Signed points with the locale's digit grouping: +2 350, −700, 0."""
    figure = QLocale().toString(abs(points))
    return f"+{figure}" if points > 0 else f"−{figure}" if points < 0 else figure


class Column:
    """The columns of the sessions list."""

    DATE, PLAYERS, RUBBERS, DEALS, RESULT, GAME = range(6)


class _Row(QTreeWidgetItem):
    """A session or a problem file in the list; sorts by its column's figure, with the
    problem files always last."""

    def __init__(self, entry: SessionSummary | Problem) -> None:
        super().__init__()
        self.entry = entry
        for column in (Column.RUBBERS, Column.DEALS, Column.RESULT):
            self.setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
        if isinstance(entry, Problem):
            grey = QApplication.palette().brush(
                QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text
            )
            for column in range(6):
                self.setForeground(column, grey)
            icon = QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            self.setIcon(Column.DATE, icon)
        self.set_texts()

    def set_texts(self) -> None:
        """Write the row in the user's language."""
        entry = self.entry
        self.setText(Column.DATE, _date_text(entry.date))
        self.setToolTip(Column.DATE, str(entry.path))
        if isinstance(entry, Problem):
            text = QCoreApplication.translate("HistoryWindow", "%1 cannot be read: %2").replace(
                "%1", entry.path.name
            )
            self.setText(Column.PLAYERS, text.replace("%2", entry.reason))
            self.setToolTip(Column.PLAYERS, f"{entry.path}\n{entry.reason}")
            return
        setup = entry.setup
        pulya = setup.game.ledger_sheet is not None  # one sheet: every player for himself
        if pulya:
            players = " – ".join(player_name(setup, seat) for seat in setup.game.seats)
        else:
            sides = (setup.our_side, setup.our_side.other)
            pairs = [pair_names(setup, side.seats) for side in sides]
            players = (
                QCoreApplication.translate("HistoryWindow", "%1 vs %2")
                .replace("%1", pairs[0])
                .replace("%2", pairs[1])
            )
        self.setText(Column.PLAYERS, players)
        rubbers = str(entry.rubbers)
        if pulya:  # one pulya, no rubbers: its target, and whether it is over (P-SET-6)
            rubbers = (
                QCoreApplication.translate("HistoryWindow", "pulya to %1")
                if entry.complete
                else QCoreApplication.translate("HistoryWindow", "pulya to %1, unfinished")
            ).replace("%1", str(setup.rules.pulya))
        elif entry.planned is not None:
            rubbers = (
                QCoreApplication.translate("HistoryWindow", "%1 of %2")
                .replace("%1", rubbers)
                .replace("%2", str(entry.planned))
            )
        self.setText(Column.RUBBERS, rubbers)
        self.setText(Column.DEALS, str(entry.deals))
        scored = entry.rubbers or (pulya and entry.complete)  # Preferans: the whists at the end
        self.setText(Column.RESULT, _points(entry.our_result) if scored else "—")
        self.setText(Column.GAME, game_text(entry.game))

    def key(self, column: int) -> tuple[str | float, float]:
        """What the row sorts by in ``column``, then its date."""
        entry = self.entry
        date = entry.date.timestamp()
        if isinstance(entry, Problem) or column == Column.DATE:
            return (date, date)
        figures: dict[int, str | float] = {
            Column.PLAYERS: self.text(Column.PLAYERS).casefold(),
            Column.GAME: self.text(Column.GAME).casefold(),
            Column.RUBBERS: entry.rubbers or int(entry.complete),  # a pulya over counts one
            Column.DEALS: entry.deals,
            Column.RESULT: entry.our_result if entry.rubbers else -math.inf,
        }
        return (figures[column], date)

    def __lt__(self, other: QTreeWidgetItem) -> bool:
        tree = self.treeWidget()
        if tree is None or not isinstance(other, _Row):
            return super().__lt__(other)
        mine, theirs = isinstance(self.entry, Problem), isinstance(other.entry, Problem)
        if mine != theirs:  # problems last, whichever the order
            return theirs != (tree.header().sortIndicatorOrder() is Qt.SortOrder.DescendingOrder)
        column = tree.sortColumn()
        return self.key(column) < other.key(column)


class HistoryWindow(Retranslating, QDialog):
    """The sessions of ``folder`` and their statistics; a non-modal window."""

    def __init__(
        self, folder: Path, parent: QWidget | None = None, cache: ScanCache | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.folder = folder
        self.cache = cache
        self.entries: list[SessionSummary | Problem] = []
        self.stats: Statistics | None = None
        self._pending: Iterator[SessionSummary | Problem] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._read_some)

        self.folder_label = QLabel(self)
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.sessions = QTreeWidget(self)
        self.sessions.setColumnCount(6)
        self.sessions.setRootIsDecorated(False)
        self.sessions.setUniformRowHeights(True)
        self.sessions.setAlternatingRowColors(True)
        self.sessions.setSortingEnabled(True)
        self.sessions.sortByColumn(Column.DATE, Qt.SortOrder.DescendingOrder)
        header = self.sessions.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(Column.PLAYERS, QHeaderView.ResizeMode.Stretch)
        self.sessions.itemActivated.connect(lambda _item, _column: self.open_selected())
        self.sessions.itemSelectionChanged.connect(self._selection_changed)
        self.status = QLabel(self)
        self.refresh_button = QPushButton(self)
        self.refresh_button.clicked.connect(self.refresh)
        self.open_button = QPushButton(self)
        self.open_button.setEnabled(False)
        self.open_button.clicked.connect(self.open_selected)
        sessions_tab = QWidget(self)
        bar = QHBoxLayout()
        bar.addWidget(self.status, 1)
        bar.addWidget(self.refresh_button)
        bar.addWidget(self.open_button)
        box = QVBoxLayout(sessions_tab)
        box.addWidget(self.sessions, 1)
        box.addLayout(bar)

        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for heading in (self.table.horizontalHeader(), self.table.verticalHeader()):
            heading.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.game = QComboBox(self)  # the game counted, when sessions of several are saved
        self.game.currentIndexChanged.connect(lambda _index: self._count())
        self.game_label = QLabel(self)
        chooser = QHBoxLayout()
        chooser.addWidget(self.game_label)
        chooser.addWidget(self.game)
        chooser.addStretch(1)
        stats_tab = QWidget(self)
        box = QVBoxLayout(stats_tab)
        box.addLayout(chooser)
        box.addWidget(self.table, 1)
        box.addWidget(self.note)

        self.tabs = QTabWidget(self)
        self.tabs.addTab(sessions_tab, "")
        self.tabs.addTab(stats_tab, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.folder_label)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(860, 560)
        self.retranslate()
        self.refresh()

    # -- reading the folder ----------------------------------------------------------------

    @property
    def loading(self) -> bool:
        """True while files are still being read."""
        return self._pending is not None

    def refresh(self) -> None:
        """Read the folder again (only new and changed files are replayed)."""
        self.entries = []
        self.sessions.clear()
        self._pending = scan(self.folder, self.cache)
        self._read_some()

    def _read_some(self) -> None:
        pending = self._pending
        if pending is None:
            return
        deadline = time.monotonic() + READ_BUDGET
        rows = []
        for entry in pending:
            self.entries.append(entry)
            rows.append(_Row(entry))
            if time.monotonic() > deadline:
                self._timer.start(0)
                break
        else:
            self._pending = None
            self._offer_games()
            self._count()
        self.sessions.addTopLevelItems(rows)
        first = self.sessions.topLevelItem(0)
        if self.sessions.currentItem() is None and first is not None:
            self.sessions.setCurrentItem(first)
        self._show_status()
        if not self.loading:
            self._fill_statistics()

    def summaries(self) -> list[SessionSummary]:
        """The sessions read so far, newest first."""
        return [e for e in self.entries if isinstance(e, SessionSummary)]

    def _offer_games(self) -> None:
        """The games the statistics may count: those of the sessions read (the newest's
        first), offered when there are several."""
        games = list(dict.fromkeys(s.game for s in self.summaries())) or [DEFAULT_GAME]
        chosen = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        for game_id in games:
            self.game.addItem(game_text(game_id), game_id)
        self.game.setCurrentIndex(max(0, self.game.findData(chosen)))
        self.game.blockSignals(False)
        for widget in (self.game, self.game_label):
            widget.setVisible(len(games) > 1)

    def _count(self) -> None:
        """Add up the chosen game's sessions (unnamed players are called by their seat, in
        the user's language)."""
        game_id = str(self.game.currentData() or DEFAULT_GAME)
        self.stats = statistics(self.summaries(), named_player, game_id)
        self._fill_statistics()
        self._write_note()

    def _write_note(self) -> None:
        """What the statistics count (contracts: Vint's)."""
        note = self.overall_note()
        if self.stats is None or self.stats.game == DEFAULT_GAME:
            note = self.tr("Contracts count for the player who declared them.") + " " + note
        self.note.setText(note)

    def problems(self) -> list[Problem]:
        """The files that cannot be read, newest first."""
        return [e for e in self.entries if isinstance(e, Problem)]

    def _show_status(self) -> None:
        if self.loading:
            text = self.tr("Reading the sessions… %1").replace("%1", str(len(self.entries)))
        elif not self.entries:
            text = self.tr("No session has been saved yet.")
        else:
            text = self.tr("Sessions: %1.").replace("%1", str(len(self.summaries())))
            if self.problems():
                text += " " + self.tr("Files that cannot be read: %1.").replace(
                    "%1", str(len(self.problems()))
                )
        self.status.setText(text)

    def _fill_statistics(self) -> None:
        stats = self.stats
        if stats is None:
            return
        columns = [stats.overall, *stats.players]
        figures = self.figures()
        self.table.clear()
        self.table.setRowCount(len(figures))
        self.table.setColumnCount(len(columns))
        self.table.setVerticalHeaderLabels([label for label, _ in figures])
        self.table.setHorizontalHeaderLabels([self.tr("Overall"), *(p.name for p in columns[1:])])
        overall = self.table.horizontalHeaderItem(0)
        if overall is not None:
            overall.setToolTip(self.overall_note())
        bold = QFont(self.table.font())
        bold.setBold(True)
        for row, (_, write) in enumerate(figures):
            for column, player in enumerate(columns):
                item = QTableWidgetItem(write(player))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if player is stats.overall:
                    item.setFont(bold)
                self.table.setItem(row, column, item)

    def figures(self) -> list[tuple[str, Callable[[PlayerStats], str]]]:
        """The rows of the statistics: a label, and how to write a player's figure."""

        def pair(counts: tuple[int, int]) -> str:
            return f"{counts[0]} / {counts[1]}" if counts[0] else "—"

        def level(number: int) -> tuple[str, Callable[[PlayerStats], str]]:
            label = self.tr("Level %1 declared / made").replace("%1", str(number))
            return (label, lambda s: pair(s.level(number)))

        def average(stats: PlayerStats) -> str:
            return "—" if stats.average is None else _points(round(stats.average))

        rubbers = [
            (self.tr("Sessions"), lambda s: str(s.sessions)),
            (self.tr("Deals"), lambda s: str(s.deals)),
            (self.tr("Rubbers played"), lambda s: str(s.rubbers)),
            (self.tr("Rubbers won"), lambda s: str(s.rubbers_won)),
            (self.tr("Result, points"), lambda s: _points(s.points)),
            (self.tr("Average per rubber"), average),
        ]
        revokes = (self.tr("Revokes"), lambda s: str(s.revokes))
        if self._pulya():  # no rubbers and no revokes (P-PLAY-5): the balance in whists
            return [*rubbers[:2], (self.tr("Result, whists"), lambda s: _points(s.points))]
        if self.stats is not None and self.stats.game != DEFAULT_GAME:
            return [*rubbers, revokes]  # no contracts: Vint's alone are declared
        return [
            *rubbers,
            (self.tr("Contracts declared / made"), lambda s: pair(s.contracts)),
            *(level(number) for number in range(1, 6)),
            (self.tr("Small slams declared / made"), lambda s: pair(s.small_slams)),
            (self.tr("Grand slams declared / made"), lambda s: pair(s.grand_slams)),
            (self.tr("Undertricks"), lambda s: str(s.undertricks)),
            (self.tr("Penalty points conceded"), lambda s: QLocale().toString(s.penalty)),
            revokes,
        ]

    def _pulya(self) -> bool:
        """True when the statistics are of a game of one pulya a session (Preferans)."""
        return self.stats is not None and game(self.stats.game).ledger_sheet is not None

    def overall_note(self) -> str:
        """What the overall column counts."""
        if self._pulya():
            return self.tr(
                "Overall: every session; the result is yours, each pulya's balance in whists "
                "(North's when you watched)."
            )
        return self.tr(
            "Overall: every session; rubbers won and the result are those of «We», your side "
            "(North–South when you watched)."
        )

    # -- opening a session -------------------------------------------------------------------

    def selected(self) -> SessionSummary | None:
        """The session selected in the list (``None`` for a problem file or none)."""
        item = self.sessions.currentItem()
        if isinstance(item, _Row) and isinstance(item.entry, SessionSummary):
            return item.entry
        return None

    def _selection_changed(self) -> None:
        selected = self.selected()
        self.open_button.setEnabled(selected is not None and has_sheet(selected.setup))

    def open_selected(self) -> SheetViewer | None:
        """Show the selected session's sheet, read-only; returns its window."""
        summary = self.selected()
        if summary is None or not has_sheet(summary.setup):
            return None
        try:
            session = load_session(summary.path)
        except SessionError as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot open"),
                self.tr("%1 cannot be opened:\n%2")
                .replace("%1", summary.path.name)
                .replace("%2", str(exc)),
            )
            return None
        viewer = SheetViewer(session, summary.path, summary.date, self)
        viewer.show()
        return viewer

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("History"))
        self.folder_label.setText(self.tr("Sessions saved in %1").replace("%1", str(self.folder)))
        self.tabs.setTabText(0, self.tr("Sessions"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.sessions.setHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Players"),
                self.tr("Rubbers"),
                self.tr("Deals"),
                self.tr("Our result"),
                self.tr("Game"),
            ]
        )
        result = self.sessions.headerItem()
        result.setToolTip(
            Column.RESULT,
            self.tr("Points of «We», your side, over the finished rubbers (V-PART-8)."),
        )
        self.refresh_button.setText(self.tr("&Refresh"))
        self.open_button.setText(self.tr("&Open read-only"))
        self.game_label.setText(self.tr("Game"))
        for index in range(self.game.count()):
            self.game.setItemText(index, game_text(str(self.game.itemData(index))))
        self._write_note()
        for index in range(self.sessions.topLevelItemCount()):
            item = self.sessions.topLevelItem(index)
            if isinstance(item, _Row):
                item.set_texts()
        self._show_status()
        if self.stats is not None:  # unnamed players are called by their seat, translated
            self._count()


class SheetViewer(Retranslating, QDialog):
    """A saved session's score sheet as text, read-only, to print or export."""

    def __init__(
        self, session: Session, path: Path, date: datetime, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.session = session
        self.path = path
        self.date = date
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.output = SheetOutput(self, self.sheet, lambda: self.path.stem)
        self.saved = QLabel(self)
        self.output.saved.connect(
            lambda name: self.saved.setText(self.tr("Saved %1").replace("%1", name))
        )
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        self.print_button = self._button(self.output.print_sheet)
        self.preview_button = self._button(self.output.print_preview)
        self.pdf_button = self._button(self.output.export_pdf)
        self.text_button = self._button(self.output.export_text)
        self.review_button = self._button(self.review_deal)
        self.review_button.setEnabled(bool(session.played()))
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.saved)
        layout.addWidget(self.buttons)
        self.retranslate()
        lines = self.text.toPlainText().splitlines()
        width = max(self.text.fontMetrics().horizontalAdvance(line) for line in lines)
        self.resize(min(width + 80, 1100), 720)

    def _button(self, slot: Callable[[], object]) -> QPushButton:
        button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        button.clicked.connect(slot)
        return button

    def review_deal(self) -> ReviewWindow | None:
        """Review a deal of the session chosen from a list: every call and card with all
        hands shown and the double-dummy analysis."""
        from wint.gui.teaching.review_window import (  # the solver: on demand
            deal_caption,
            show_review,
        )

        session = self.session
        states = session.played()
        items = [deal_caption(number, state) for number, state in enumerate(states, 1)]
        chosen, ok = QInputDialog.getItem(
            self, self.tr("Review a deal"), self.tr("Deal"), items, len(items) - 1, False
        )
        if not ok or chosen not in items:
            return None
        number = items.index(chosen)
        turn = session.turn_of(number)  # the seats of its rubber (§4.2)
        names = [player_name(session.setup, seat, turn) for seat in SEATS]
        return show_review(self, states[number], names)

    def sheet(self) -> Sheet:
        """The session's sheet in the user's language, dated the day it was begun."""
        return session_sheet(self.session, self.date.date())

    def retranslate(self) -> None:
        """Set every text in the user's language (the sheet too)."""
        self.setWindowTitle(
            self.tr("Score sheet of %1 (read-only)").replace("%1", _date_text(self.date))
        )
        self.text.setPlainText(render_text(self.sheet()))
        self.print_button.setText(self.tr("&Print…"))
        self.preview_button.setText(self.tr("Print pre&view…"))
        self.pdf_button.setText(self.tr("Export P&DF…"))
        self.text_button.setText(self.tr("Export &text…"))
        self.review_button.setText(self.tr("&Review a deal…"))


def show_history(parent: QWidget | None, folder: Path) -> HistoryWindow:
    """Show the history of ``folder`` over ``parent`` (the window already open, read again
    and raised, or a new one).  Keep the window returned when ``parent`` is ``None``."""
    window = parent.findChild(HistoryWindow) if parent is not None else None
    if window is None or window.folder != folder:
        window = HistoryWindow(folder, parent)
    elif not window.loading:
        window.refresh()
    window.show()
    window.raise_()
    window.activateWindow()
    return window
