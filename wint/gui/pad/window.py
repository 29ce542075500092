"""The score pad for a real table: four friends play Vint or Whist with real cards and write
each deal here.

Each deal is entered as it would be written down in the game's form (Vint's
:class:`~wint.gui.pad.deal_form.DealForm`: the dealer, the contract and its declarer or all
passed, the tricks, the honours and aces per side, the coronets by seat, a revoke; Whist's
:class:`~wint.gui.pad.whist_form.WhistDealForm`: the dealer, trumps, the tricks, the honours,
the coronets, the revokes), and the sheet beside it is the printed sheet in the game's form,
recomputed after every change.  Any earlier
deal can be corrected or deleted; the pad is saved as a ``wint-record`` (the ``holdings``
form) with its players and whether partners change (contracts/record-players.md), so a
copied or moved pad keeps them.  Impossible values are refused with the reason.  Any record
``wint score`` or ``wint replay`` reads opens; one that gives the cards (hands, calls and
play), which the pad does not keep, opens as a new pad, the window saying so, and stays as
it was.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wint.core.jsonfile import read_regular
from wint.core.seats import Side
from wint.core.sheet import Sheet
from wint.games.vint.record import MAX_RECORD_BYTES, RecordError, decode_json
from wint.games.vint.rules import RuleSet
from wint.gui.pad.deal_form import DealForm, shown_names
from wint.gui.pad.menus import fill_menu
from wint.gui.pad.setup_dialog import PadSetupDialog
from wint.gui.platform.i18n import Retranslating
from wint.gui.platform.settings import Settings
from wint.gui.sheet.charts import ChartWindow, show_charts
from wint.gui.sheet.output import SheetOutput
from wint.gui.sheet.pages import SheetPages, sheet_area
from wint.gui.shell.saves import may_discard, report_write_failure
from wint.session.pad import UNNAMED, OpenedRecord, PadError, ScorePad, open_record, players_fault
from wint.session.writing import write_file

if TYPE_CHECKING:
    from wint.gui.pad.whist_form import WhistDealForm

__all__ = ["OPEN_ERRORS", "ScorePadWindow"]

# What reading a pad's file can raise: each names the place of the fault.
OPEN_ERRORS = (OSError, RecordError, PadError)


class ScorePadWindow(Retranslating, QMainWindow):
    """The score pad: the deal form and the list of deals on the left, the sheet on the right."""

    COLUMNS = 9

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings = settings
        names = settings.pad_names() if settings is not None else UNNAMED
        first = UNNAMED if players_fault(names) else names  # the names typed last, if usable
        self.pad: ScorePad[Any, Any] = ScorePad(RuleSet()).with_players(first, True)
        self.path: Path | None = None
        # a record opened with cards the pad does not keep: saved elsewhere, never over it
        self.source: Path | None = None
        self.saved_pad: ScorePad[Any, Any] = self.pad
        self.undo_stack: list[ScorePad[Any, Any]] = []
        self.redo_stack: list[ScorePad[Any, Any]] = []
        self.editing: int | None = None
        self.charts: ChartWindow | None = None
        self.form: DealForm | WhistDealForm = DealForm()
        self.fault = QLabel()
        self.fault.setWordWrap(True)
        self.fault.setStyleSheet("color: #b00020; font-weight: bold")
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(
            "background: #fff4c2; color: #3a3000; border: 1px solid #d8b640; padding: 6px"
        )
        self.notice.hide()
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.submit)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel_edit)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_deal)
        self.form_box = QGroupBox()
        box = QVBoxLayout(self.form_box)
        box.addWidget(self.form)
        box.addWidget(self.fault)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)
        box.addLayout(buttons)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self.form_box)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.submit)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.form_box)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self.cancel_edit)
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selected)
        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self.form_box)
        left.addWidget(self.table)
        noticed = QWidget()
        column = QVBoxLayout(noticed)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.notice)
        column.addWidget(left, 1)
        self.pages = SheetPages()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(noticed)
        splitter.addWidget(sheet_area(self.pages))
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([700, 500])
        self.setCentralWidget(splitter)
        self.output = SheetOutput(self, self.sheet, self._stem)
        self.output.saved.connect(
            lambda path: self.statusBar().showMessage(self.tr("Saved %1").replace("%1", path))
        )
        self._make_menus()
        self.resize(1200, 780)
        self.retranslate()

    # -- menus ----------------------------------------------------------------------------

    def _action(
        self,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _make_menus(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action(self.new_pad, key.New)
        self.open_action = self._action(self.open_file, key.Open)
        self.save_action = self._action(self.save, key.Save)
        self.save_as_action = self._action(self.save_as, key.SaveAs)
        self.players_action = self._action(self.edit_players, QKeySequence("Ctrl+Shift+N"))
        self.print_action = self._action(self.output.print_sheet, key.Print)
        self.preview_action = self._action(self.output.print_preview, QKeySequence("Ctrl+Shift+P"))
        self.export_pdf_action = self._action(self.output.export_pdf, QKeySequence("Ctrl+E"))
        self.export_text_action = self._action(
            self.output.export_text, QKeySequence("Ctrl+Shift+E")
        )
        self.close_action = self._action(self.close, key.Close)
        self.undo_action = self._action(self.undo, key.Undo)
        self.redo_action = self._action(self.redo, key.Redo)
        self.charts_action = self._action(self.show_charts, QKeySequence("Ctrl+G"))
        self.delete_action = self._action(self.delete_deal, key.Delete)
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.table.addAction(self.delete_action)
        self.file_menu = fill_menu(
            self.menuBar().addMenu(""),
            (self.new_action, self.open_action, self.save_action, self.save_as_action),
            (self.players_action,),
            (
                self.print_action,
                self.preview_action,
                self.export_pdf_action,
                self.export_text_action,
            ),
            (self.close_action,),
        )
        self.edit_menu = fill_menu(
            self.menuBar().addMenu(""), (self.undo_action, self.redo_action, self.delete_action)
        )
        self.view_menu = fill_menu(self.menuBar().addMenu(""), (self.charts_action,))

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.charts_action.setText(self.tr("Score &charts…"))
        self.new_action.setText(self.tr("&New score pad…"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.players_action.setText(self.tr("P&layers…"))
        self.print_action.setText(self.tr("&Print the sheet…"))
        self.preview_action.setText(self.tr("Print pre&view…"))
        self.export_pdf_action.setText(self.tr("Export the sheet as P&DF…"))
        self.export_text_action.setText(self.tr("Export the sheet as &text…"))
        self.close_action.setText(self.tr("&Close"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.delete_action.setText(self.tr("&Delete the deal"))
        self.cancel_button.setText(self.tr("New deal"))
        self.delete_button.setText(self.tr("Delete the deal"))
        self._refresh()

    # -- the pad --------------------------------------------------------------------------

    def names(self, rubber: int | None = None) -> tuple[str, str, str, str]:
        """Who sits N, E, S, W in ``rubber`` (the next deal's when ``None``), blanks named."""
        number = rubber if rubber is not None else self.pad.rubber_of(len(self.pad.results))
        return shown_names(self.pad.seating(number))

    def sheet(self) -> Sheet:
        """The pad's sheet in its game's form, dated today
        (:meth:`~wint.session.pad.ScorePad.sheet`)."""
        return self.pad.sheet(datetime.date.today())

    def show_charts(self) -> ChartWindow:
        """View › Score charts: each side's score deal by deal, kept up to date."""
        self.charts = show_charts(self, self.pad.ledger(), Side.NS)
        return self.charts

    def _stem(self) -> str:
        named = self.path or self.source
        return named.stem if named is not None else "score-pad"

    @property
    def modified(self) -> bool:
        """Changed since it was opened or saved."""
        return self.pad != self.saved_pad

    def set_pad(self, pad: ScorePad[Any, Any], undoable: bool = True) -> None:
        """Show ``pad``; with ``undoable`` the previous one can be brought back."""
        if undoable and pad != self.pad:
            self.undo_stack.append(self.pad)
            self.redo_stack.clear()
        self.pad = pad
        self._refresh()

    def _match_form(self) -> None:
        """Put the form of the pad's game in place of another game's, ready for the next
        deal (Whist's is loaded only for a Whist pad)."""
        if self.pad.game.id == self.form.game:
            return
        if self.pad.game.id == "whist":
            from wint.gui.pad.whist_form import WhistDealForm  # only for a Whist pad

            form: DealForm | WhistDealForm = WhistDealForm()
        else:
            form = DealForm()
        layout = self.form_box.layout()
        assert layout is not None
        layout.replaceWidget(self.form, form)
        self.form.hide()
        self.form.setParent(None)  # out of the window at once: its labels share Alt+letter
        self.form.deleteLater()
        self.form = form
        form.show()  # a widget put in a shown window is shown by hand
        self.editing = None
        form.set_rules(self.pad.rules)
        form.clear(self.pad.next_dealer())

    def _refresh(self) -> None:
        self._match_form()
        self.form.set_rules(self.pad.rules)
        number = (
            self.pad.rubber_of(self.editing)
            if self.editing is not None
            else self.pad.rubber_of(len(self.pad.results))
        )
        self.form.set_players(self.names(number))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("No."),
                self.tr("Rubber"),
                self.tr("Dealer"),
                *self.form.headers(),
                self.tr("We"),
                self.tr("They"),
            ]
        )
        self._fill_table()
        self.pages.set_sheet(self.sheet())
        if self.charts is not None:
            self.charts.set_ledger(self.pad.ledger(), Side.NS)
        editing = self.editing is not None
        shown = str((self.editing if self.editing is not None else len(self.pad.results)) + 1)
        self.add_button.setText(
            self.tr("&Update deal %1").replace("%1", shown)
            if editing
            else self.tr("&Write the deal")
        )
        title = self.tr("Deal %1").replace("%1", shown)
        out = self.pad.sits_out(number)  # five or six: who watches this rubber (§4.2)
        if out:
            title += " — " + (
                self.tr("rubber %1, sitting out: %2")
                .replace("%1", str(number))
                .replace("%2", ", ".join(out))
            )
        self.form_box.setTitle(title)
        self.delete_button.setEnabled(editing)
        self.delete_action.setEnabled(editing)
        self.undo_action.setEnabled(bool(self.undo_stack))
        self.redo_action.setEnabled(bool(self.redo_stack))
        title = self.path.name if self.path is not None else self.tr("untitled")
        self.setWindowTitle(self.tr("Score pad — %1").replace("%1", title) + "[*]")
        self.setWindowModified(self.modified)
        self.notice.setVisible(self.source is not None)
        if self.source is not None:
            self.notice.setText(
                self.tr(
                    "%1 also gives the cards of its deals (the hands, or the calls and play), "
                    "which the score pad does not keep: the deals are shown as they are "
                    "scored. Save writes a new file; %1 stays as it is."
                ).replace("%1", self.source.name)
            )

    def _fill_table(self) -> None:
        rubbers = self.pad.ledger().rubbers
        header = self.table.horizontalHeader()
        # sized once at the end: sizing to the contents on every new item is quadratic
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        with QSignalBlocker(self.table):
            self.table.setRowCount(len(self.pad.results))
            for rubber, deal in ((n, d) for n, r in enumerate(rubbers, 1) for d in r.deals):
                for column, text in enumerate(self._row_texts(deal, rubber)):
                    item = QTableWidgetItem(text)
                    if column in (0, 1, 4, 7, 8):
                        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    self.table.setItem(deal.index, column, item)
            if self.editing is not None:
                self.table.selectRow(self.editing)
            else:
                self.table.clearSelection()
                self.table.scrollToBottom()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)

    def _row_texts(self, deal: Any, rubber: int) -> list[str]:
        """A scored deal of the game's ledger in the deal list."""
        result = deal.result
        names = self.names(rubber)
        dealer = names[result.dealer] if result.dealer is not None else ""
        points = list(deal.below)
        for entry in deal.above:
            points[entry.side] += entry.points
        return [
            str(deal.index + 1),
            str(rubber),
            dealer,
            *self.form.describe(result, names),
            str(points[Side.NS]) if points[Side.NS] else "",
            str(points[Side.EW]) if points[Side.EW] else "",
        ]

    # -- entering deals -------------------------------------------------------------------

    def submit(self) -> None:
        """Add the deal in the form (or put it in place of the one being corrected)."""
        result = self.form.result()
        if isinstance(result, str):
            self._refuse(result)
            return
        fault = self.pad.game.fault(self.pad.rules, result)
        if fault is not None:
            self._refuse(self._fault_message(fault))
            return
        self.fault.clear()
        index = self.editing
        self.editing = None
        self.set_pad(self.pad.put(result, index))
        self.form.clear(self.pad.next_dealer())
        self.form.focus_first()
        done = len(self.pad.results) if index is None else index + 1
        self.statusBar().showMessage(
            (
                self.tr("Deal %1 written.") if index is None else self.tr("Deal %1 corrected.")
            ).replace("%1", str(done))
        )

    def _fault_message(self, fault: PadError) -> str:
        text = self.form.fault_text(fault.code)
        if fault.coronet is not None:
            text = (
                self.tr("Coronet %1: %2").replace("%1", str(fault.coronet + 1)).replace("%2", text)
            )
        return text

    def _refuse(self, message: str) -> None:
        self.fault.setText(message)
        self.statusBar().showMessage(message)

    def _selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        self.editing = rows[0].row()
        self.fault.clear()
        self.form.load(self.pad.results[self.editing])
        self._refresh()

    def cancel_edit(self) -> None:
        """Leave the deal being corrected; the form is ready for the next deal."""
        self.editing = None
        self.fault.clear()
        self.form.clear(self.pad.next_dealer())
        self._refresh()
        self.form.focus_first()

    def delete_deal(self) -> None:
        """Delete the deal being corrected; the sheet is recomputed."""
        if self.editing is None:
            return
        index, self.editing = self.editing, None
        self.set_pad(self.pad.remove(index))
        self.form.clear(self.pad.next_dealer())
        self.statusBar().showMessage(self.tr("Deal %1 deleted.").replace("%1", str(index + 1)))

    def undo(self) -> None:
        """Bring back the pad before the last change."""
        if self.undo_stack:
            self.redo_stack.append(self.pad)
            self.editing = None
            self.pad = self.undo_stack.pop()
            self.form.clear(self.pad.next_dealer())
            self._refresh()

    def redo(self) -> None:
        """Make the change undone last again."""
        if self.redo_stack:
            self.undo_stack.append(self.pad)
            self.editing = None
            self.pad = self.redo_stack.pop()
            self.form.clear(self.pad.next_dealer())
            self._refresh()

    def edit_players(self, new: bool = False) -> bool:
        """The players dialog; returns whether it was accepted."""
        dialog = PadSetupDialog(self.pad, self.pad.seating(1), new or not self.pad.results, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        self.set_pad(dialog.pad(self.pad))
        self._remember_players()
        if not self.pad.results:
            self.form.clear(self.pad.next_dealer())
        return True

    def _remember_players(self) -> None:
        """Offer these names for the next new pad (only names: the file keeps the rest)."""
        if self.settings is None:
            return
        if self.pad.players:
            self.settings.set_pad_names(self.pad.seating(1))
        self.settings.sync()

    # -- files ----------------------------------------------------------------------------

    def _may_discard(self) -> bool:
        """Ask to save changes; ``False`` when the user cancels."""
        question = self.tr("Save the changes to the score pad?")
        return may_discard(self, self.modified, self.tr("Score pad"), question, self.save)

    def new_pad(self) -> None:
        """Start an empty pad (after asking to save this one)."""
        if not self._may_discard():
            return
        rules = self.pad.game.rules_type()  # the game of this pad, to begin with
        blank: ScorePad[Any, Any] = ScorePad(rules).with_players(
            self.pad.seating(1), self.pad.rotate
        )
        dialog = PadSetupDialog(blank, blank.seating(1), True, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.path = self.source = None
        self.pad = self.saved_pad = dialog.pad(blank)
        self.undo_stack.clear()
        self.redo_stack.clear()
        self.editing = None
        self._remember_players()
        self.form.clear(self.pad.next_dealer())
        self._refresh()

    def open_file(self, path: Path | None = None) -> bool:
        """Open a ``wint-record``; a file that cannot be read is refused with the place of
        the fault and the pad is left as it was."""
        if not self._may_discard():
            return False
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open a score pad"), str(Path.home()), self._filters()
            )
            if not name:
                return False
            path = Path(name)
        try:
            opened = self.read(path)
        except OPEN_ERRORS as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            QMessageBox.warning(
                self,
                self.tr("Cannot open"),
                self.tr("%1 cannot be opened:\n%2").replace("%1", path.name).replace("%2", reason),
            )
            return False
        self.show_opened(path, opened)
        return True

    def show_opened(self, path: Path, opened: OpenedRecord) -> None:
        """Show the pad of the record read from ``path``, as saved; a record with cards the
        pad does not keep is not the pad's file (Save asks for a new one)."""
        self.path, self.source = (None, path) if opened.cards else (path, None)
        self.pad = self.saved_pad = opened.pad
        self.undo_stack.clear()
        self.redo_stack.clear()
        self.editing = None
        self.form.clear(self.pad.next_dealer())
        self._refresh()

    def read(self, path: Path) -> OpenedRecord:
        """The pad of the ``wint-record`` at ``path`` (:func:`~wint.session.pad.open_record`).
        A file without players takes the names and the rotation an older wint kept for it in
        the settings; they go into the file when it is next saved.

        :raises OSError, RecordError, PadError: (:data:`OPEN_ERRORS`) it cannot be read (a
            FIFO, a device or a directory is refused unread).
        """
        opened = open_record(decode_json(read_regular(path, MAX_RECORD_BYTES), path.name))
        legacy = self.settings.legacy_pad(path) if self.settings is not None else None
        if opened.record.named is None and legacy is not None:
            return replace(opened, pad=opened.pad.migrated(*legacy))
        return opened

    def _filters(self) -> str:
        return self.tr("Score records (*.json *.wint-record);;All files (*)")

    def save(self) -> bool:
        """Save to the pad's file (asking for one the first time)."""
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        """Save under a new name."""
        beside = self.source.with_name(f"{self.source.stem}-pad.json") if self.source else None
        default = str(self.path or beside or Path.home() / "score-pad.json")
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the score pad"), default, self._filters()
        )
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(".json")
        return self._write(path)

    def _write(self, path: Path) -> bool:
        text = json.dumps(self.pad.record(), ensure_ascii=False, indent=1) + "\n"
        try:
            write_file(path, text, backup=True)
        except OSError as exc:
            report_write_failure(self, self.tr("Cannot write"), self.tr("The score pad"), exc)
            return False
        self.path, self.source = path, None
        self.saved_pad = self.pad
        if self.settings is not None:
            self.settings.forget_pad(path)  # an older wint's entry: the file has it all now
        self._remember_players()
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)))
        self._refresh()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        if self._may_discard():
            event.accept()
        else:
            event.ignore()
