"""The score pad for a real Preferans table: the pulya's setup (preset, 3 or 4 players
and their names, the target), each deal entered as the table says it (the dealer, a
contract with its declarer and the defenders' whisting words, or all-pass, and the tricks
per active seat), refused with the rule's words when the record reader refuses it, any
deal correctable (select it, change it, write it: the later ones are re-scored), the pulya
sheet drawn live beside the form (:func:`~wint.gui.sheet.pulya_paint.paint_pulya_page`),
saved as a Preferans ``wint-record`` and printed or exported as PDF."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from wint.core.fields import RecordError
from wint.core.jsonfile import read_regular
from wint.games.preferans.result import Contract, WhistWord
from wint.games.preferans.rules import VARIANTS
from wint.games.vint.record import MAX_RECORD_BYTES, decode_json
from wint.gui.pad.menus import fill_menu
from wint.gui.pad.pref_options import PrefOptionsDialog, option_label, value_label
from wint.gui.pad.pref_refusals import refusal_text
from wint.gui.sheet.pulya_paint import export_pulya_pdf, paint_pulya_sheet
from wint.gui.sheet.pulya_view import PulyaView
from wint.gui.sheet.pulya_words import render_pulya_text
from wint.gui.shell.saves import may_discard, report_write_failure
from wint.gui.table.pref_table import bid_text, whist_text
from wint.session.pref_pad import PrefPad, refused_deal
from wint.session.writing import write_file

__all__ = ["PrefPadWindow", "PulyaView"]

_SEATS = ("A", "B", "C", "D")
_CONTRACTS = (*(f"{k}{s}" for k in range(6, 11) for s in ("S", "C", "D", "H", "NT")), "misere")
_WORDS = ("", "whist", "pass", "half")


class PrefPadWindow(QMainWindow):
    """The Preferans score pad: setup and the deal form on the left, the deals below it,
    the pulya sheet on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pad = PrefPad()
        # the pad as last saved or opened: the window is modified when it differs
        self.saved_pad = PrefPad()
        self.undo_stack: list[PrefPad] = []
        self.redo_stack: list[PrefPad] = []
        # whether the last change was to a name (typing a name is one step to undo)
        self._naming = False
        self.editing: int | None = None
        self.path: Path | None = None
        left = QWidget()
        column = QVBoxLayout(left)
        setup = QFormLayout()
        self.preset = QComboBox()
        for preset, text in zip(VARIANTS, self._preset_names(), strict=True):
            self.preset.addItem(text, preset)
        self.players = QSpinBox()
        self.players.setRange(3, 4)
        self.target = QSpinBox()
        self.target.setRange(1, 200)
        self.target.setValue(10)
        self.names = [QLineEdit() for _ in _SEATS]
        self.options_button = QPushButton(self.tr("&Options…"))
        self.options_button.clicked.connect(self.edit_options)
        rules = QHBoxLayout()
        rules.addWidget(self.preset, 1)
        rules.addWidget(self.options_button)
        rules_label = self._buddy(self.tr("&Rules:"), self.preset)
        setup.addRow(rules_label, rules)
        self.options_text = QLabel()
        self.options_text.setWordWrap(True)
        setup.addRow("", self.options_text)
        setup.addRow(self.tr("&Players:"), self.players)
        setup.addRow(self.tr("Pulya &target:"), self.target)
        for seat, edit in zip(_SEATS, self.names, strict=True):
            setup.addRow(self.tr("Name of %1:").replace("%1", seat), edit)
        column.addLayout(setup)
        self.preset.currentIndexChanged.connect(self._setup_changed)
        self.players.valueChanged.connect(self._setup_changed)
        self.target.valueChanged.connect(self._setup_changed)
        for edit in self.names:
            edit.textChanged.connect(self._names_changed)
        form = QGridLayout()
        self.dealer = QComboBox()
        self.allpass = QCheckBox(self.tr("All pa&ss"))
        self.contract = QComboBox()
        for text in _CONTRACTS:
            self.contract.addItem(self._contract_text(text), text)
        self.declarer = QComboBox()
        self.whist = [QComboBox() for _ in range(3)]
        for words_box in self.whist:
            for word in _WORDS:
                words_box.addItem(self._word_text(word), word)
        self.open = QCheckBox(self.tr("Open w&hist"))
        self.prikup = QLineEdit()
        self.prikup.setPlaceholderText(self.tr("e.g. D7 HK, when it is paid"))
        self.tricks = [QSpinBox() for _ in _SEATS]
        for count in self.tricks:
            count.setRange(0, 10)
        self.played = QCheckBox(self.tr("Cards pla&yed"))
        self.played.setChecked(True)
        form.addWidget(self._buddy(self.tr("&Dealer:"), self.dealer), 0, 0)
        form.addWidget(self.dealer, 0, 1)
        form.addWidget(self.allpass, 0, 2)
        form.addWidget(self._buddy(self.tr("&Contract:"), self.contract), 1, 0)
        form.addWidget(self.contract, 1, 1)
        form.addWidget(self._buddy(self.tr("Decl&arer:"), self.declarer), 2, 0)
        form.addWidget(self.declarer, 2, 1)
        form.addWidget(self._buddy(self.tr("&Whisting words:"), self.whist[0]), 3, 0)
        words = QHBoxLayout()
        for words_box in self.whist:
            words.addWidget(words_box)
        form.addLayout(words, 3, 1, 1, 2)
        form.addWidget(self.open, 4, 1)
        form.addWidget(self._buddy(self.tr("Talo&n (prikup):"), self.prikup), 7, 0)
        form.addWidget(self.prikup, 7, 1, 1, 2)
        form.addWidget(self._buddy(self.tr("Tric&ks:"), self.tricks[0]), 5, 0)
        tricks = QHBoxLayout()
        self.trick_labels = [QLabel(seat) for seat in _SEATS]
        for label, box in zip(self.trick_labels, self.tricks, strict=True):
            tricks.addWidget(label)
            tricks.addWidget(box)
        form.addLayout(tricks, 5, 1, 1, 2)
        form.addWidget(self.played, 6, 1)
        column.addLayout(form)
        buttons = QHBoxLayout()
        self.write = QPushButton(self.tr("Wr&ite the deal"))
        self.fresh = QPushButton(self.tr("New dea&l"))
        self.remove = QPushButton(self.tr("Re&move the deal"))
        for button in (self.write, self.fresh, self.remove):
            buttons.addWidget(button)
        buttons.addStretch(1)
        column.addLayout(buttons)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), left)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.submit)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a00000")
        column.addWidget(self.error)
        self.list = QListWidget()
        column.addWidget(self.list, 1)
        self.view = PulyaView()
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.view)
        split.setStretchFactor(1, 1)
        self.setCentralWidget(split)
        self.write.clicked.connect(self.submit)
        self.fresh.clicked.connect(self.new_deal)
        self.remove.clicked.connect(self.delete_deal)
        self.list.currentRowChanged.connect(self._selected)
        self.allpass.toggled.connect(self._enable)
        self.played.toggled.connect(self._enable)
        self._make_menus()
        self._show_pad()
        self.resize(1200, 820)

    # -- menus ----------------------------------------------------------------------------

    def _action(
        self, text: str, slot: object, shortcut: QKeySequence | QKeySequence.StandardKey
    ) -> QAction:
        action = QAction(text, self)
        action.setShortcut(shortcut)
        action.triggered.connect(slot)
        return action

    def _make_menus(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New pulya"), self.new_pulya, key.New)
        self.open_action = self._action(self.tr("&Open…"), self.open_chosen, key.Open)
        self.save_action = self._action(self.tr("&Save"), self.save, key.Save)
        self.save_as_action = self._action(self.tr("Save &as…"), self.save_as, key.SaveAs)
        self.options_action = self._action(
            self.tr("&Rule options…"), self.edit_options, QKeySequence("Ctrl+Shift+O")
        )
        self.print_action = self._action(self.tr("&Print the sheet…"), self.print_sheet, key.Print)
        self.preview_action = self._action(
            self.tr("Print pre&view…"), self.print_preview, QKeySequence("Ctrl+Shift+P")
        )
        self.export_pdf_action = self._action(
            self.tr("Export the sheet as P&DF…"),
            lambda: self.export_pdf(None),
            QKeySequence("Ctrl+E"),
        )
        self.export_text_action = self._action(
            self.tr("Export the sheet as &text…"),
            lambda: self.export_text(None),
            QKeySequence("Ctrl+Shift+E"),
        )
        self.close_action = self._action(self.tr("&Close"), self.close, key.Close)
        self.undo_action = self._action(self.tr("&Undo"), self.undo, key.Undo)
        self.redo_action = self._action(self.tr("&Redo"), self.redo, key.Redo)
        self.delete_action = self._action(self.tr("&Delete the deal"), self.delete_deal, key.Delete)
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.list.addAction(self.delete_action)
        self.file_menu = fill_menu(
            self.menuBar().addMenu(self.tr("&File")),
            (self.new_action, self.open_action, self.save_action, self.save_as_action),
            (self.options_action,),
            (
                self.print_action,
                self.preview_action,
                self.export_pdf_action,
                self.export_text_action,
            ),
            (self.close_action,),
        )
        self.edit_menu = fill_menu(
            self.menuBar().addMenu(self.tr("&Edit")),
            (self.undo_action, self.redo_action, self.delete_action),
        )

    @staticmethod
    def _buddy(text: str, widget: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(widget)
        return label

    def _preset_names(self) -> tuple[str, ...]:
        return (self.tr("Sochi"), self.tr("Leningrad"), self.tr("Rostov"), self.tr("Classic 1971"))

    @staticmethod
    def _contract_text(contract: str) -> str:
        """A contract as the record writes it (``7NT``), in the table's words."""
        return bid_text(Contract.parse(contract))

    @staticmethod
    def _word_text(word: str) -> str:
        """A whisting word as the record writes it (``half``), in the table's words."""
        return whist_text(WhistWord(word)) if word else "\u2014"

    # -- the setup and the form --------------------------------------------------------------

    def _setup_changed(self) -> None:
        """The preset, the players or the target changed: refused, with the reason, when
        a written deal no longer stands under it."""
        self._change_setup(
            preset=str(self.preset.currentData()),
            players=self.players.value(),
            pulya=self.target.value(),
        )

    def _names_changed(self) -> None:
        named = zip(_SEATS[: self.pad.players], self.names, strict=False)
        names = {seat: edit.text().strip() for seat, edit in named}
        self._change_setup(merge=self._naming, names=names)
        self._naming = True

    def _change_setup(self, merge: bool = False, **setup: object) -> None:
        try:
            pad = self.pad.changed(**setup)
        except RecordError as error:
            self._refuse(error)
            self._show_pad()
            return
        if pad != self.pad:
            self.set_pad(pad, merge)

    def edit_options(self) -> None:
        """The rule options over the preset (B.9); refused, with the reason, when a written
        deal no longer stands under them."""
        dialog = PrefOptionsDialog(self.pad.preset, self.pad.options, self)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        options = dialog.options()
        dialog.deleteLater()
        if accepted:
            self._change_setup(options=options)

    def set_pad(self, pad: PrefPad, merge: bool = False) -> None:
        """Show ``pad`` after a change that Undo takes back (``merge``: with the last one)."""
        if not merge:
            self.undo_stack.append(self.pad)
        self.redo_stack.clear()
        self._naming = False
        self.pad = pad
        self.error.clear()
        self._show_pad()

    def undo(self) -> None:
        """Bring back the pad before the last change."""
        if self.undo_stack:
            self.redo_stack.append(self.pad)
            self._restore(self.undo_stack.pop())

    def redo(self) -> None:
        """Make the change undone last again."""
        if self.redo_stack:
            self.undo_stack.append(self.pad)
            self._restore(self.redo_stack.pop())

    def _restore(self, pad: PrefPad) -> None:
        self.pad = pad
        self._naming = False
        self.editing = None
        self.error.clear()
        self._show_pad()

    def _show_pad(self) -> None:
        """The setup, the deals, the sheet and the title as the pad stands."""
        pad = self.pad
        setup = (self.preset, self.players, self.target, *self.names)
        blockers = [QSignalBlocker(widget) for widget in setup]
        self.preset.setCurrentIndex(VARIANTS.index(pad.preset))
        self.players.setValue(pad.players)
        self.target.setValue(pad.pulya)
        for i, (seat, edit) in enumerate(zip(_SEATS, self.names, strict=True)):
            if edit.text().strip() != pad.names.get(seat, ""):
                edit.setText(pad.names.get(seat, ""))
            edit.setEnabled(i < pad.players)
        del blockers
        self.options_text.setText(
            "; ".join(f"{option_label(k)}: {value_label(k, v)}" for k, v in pad.options.items())
        )
        self.options_text.setVisible(bool(pad.options))
        self._fill_seats()
        self._refresh()
        stem = self.path.name if self.path is not None else self.tr("new pulya")
        self.setWindowTitle(self.tr("Preferans score pad") + f" — {stem}[*]")
        self.setWindowModified(pad != self.saved_pad)
        self.undo_action.setEnabled(bool(self.undo_stack))
        self.redo_action.setEnabled(bool(self.redo_stack))
        self.save_action.setEnabled(self.isWindowModified() or self.path is None)

    def _fill_seats(self) -> None:
        seats = _SEATS[: self.pad.players]
        for box in (self.dealer, self.declarer):
            keep = box.currentData()
            box.clear()
            for seat in seats:
                name = self.pad.names.get(seat)
                box.addItem(f"{seat} {name}" if name else seat, seat)
            if keep in seats:
                box.setCurrentIndex(seats.index(keep))
        for i, (label, count) in enumerate(zip(self.trick_labels, self.tricks, strict=True)):
            label.setVisible(i < self.pad.players)
            count.setVisible(i < self.pad.players)
        self._enable()

    def _enable(self) -> None:
        allpass = self.allpass.isChecked()
        for widget in (self.contract, self.declarer, self.open, self.prikup, *self.whist):
            widget.setEnabled(not allpass)
        for count in self.tricks:
            count.setEnabled(self.played.isChecked())

    def deal(self) -> dict[str, object]:
        """The deal the form says, as the record's ``score`` deal."""
        dealer = str(self.dealer.currentData())
        deal: dict[str, object] = {"dealer": dealer}
        if self.allpass.isChecked():
            deal["allpass"] = True
        else:
            deal["contract"] = self.contract.currentData()
            deal["declarer"] = self.declarer.currentData()
            words = [b.currentData() for b in self.whist if b.currentData()]
            if words:
                deal["whist"] = words
            if self.open.isChecked():
                deal["open"] = True
            if self.prikup.text().split():
                deal["prikup"] = self.prikup.text().upper().split()
        if self.played.isChecked():
            active = [
                s for s in _SEATS[: self.pad.players] if not (self.pad.players == 4 and s == dealer)
            ]
            deal["tricks"] = {s: self.tricks[_SEATS.index(s)].value() for s in active}
        return deal

    def show_deal(self, deal: dict[str, object]) -> None:
        """Fill the form with ``deal``."""
        self.dealer.setCurrentIndex(_SEATS.index(str(deal["dealer"])))
        self.allpass.setChecked(bool(deal.get("allpass")))
        if "contract" in deal:
            self.contract.setCurrentIndex(_CONTRACTS.index(str(deal["contract"])))
            self.declarer.setCurrentIndex(_SEATS.index(str(deal["declarer"])))
        words = list(deal.get("whist", []))  # type: ignore[call-overload]
        for i, box in enumerate(self.whist):
            box.setCurrentIndex(_WORDS.index(words[i]) if i < len(words) else 0)
        self.open.setChecked(bool(deal.get("open")))
        prikup = deal.get("prikup")
        self.prikup.setText(" ".join(prikup) if isinstance(prikup, list) else "")
        tricks = deal.get("tricks")
        self.played.setChecked(tricks is not None)
        if isinstance(tricks, dict):
            for seat, n in tricks.items():
                self.tricks[_SEATS.index(seat)].setValue(n)

    # -- writing ------------------------------------------------------------------------------

    def submit(self) -> bool:
        """Write the form's deal (in place of the selected one when correcting); refused
        with the rule's words when the record reader refuses it."""
        pad = copy.deepcopy(self.pad)
        try:
            pad.put(self.deal(), self.editing)
        except RecordError as error:
            self._refuse(error)
            return False
        self.editing = None
        self.set_pad(pad)
        return True

    def delete_deal(self) -> None:
        """Strike out the selected deal (refused if a later one no longer stands)."""
        if self.editing is None:
            return
        pad = copy.deepcopy(self.pad)
        try:
            pad.delete(self.editing)
        except RecordError as error:
            self._refuse(error)
            return
        self.editing = None
        self.set_pad(pad)

    def _refuse(self, error: RecordError) -> None:
        """Show why the reader refused: the deal and the rule's words."""
        deal = refused_deal(error)
        reason = refusal_text(error.message)
        if deal is None:
            self.error.setText(f"{error.path}: {reason}")
        else:
            self.error.setText(
                self.tr("Deal %1 refused: %2").replace("%1", str(deal + 1)).replace("%2", reason)
            )

    def new_deal(self) -> None:
        """Stop correcting: the next deal written goes after the last."""
        self.editing = None
        self.list.clearSelection()
        self.list.setCurrentRow(-1)
        self.error.clear()
        self._refresh()

    def _selected(self, row: int) -> None:
        if 0 <= row < len(self.pad.deals):
            self.editing = row
            self.show_deal(self.pad.deals[row])

    def _deal_text(self, deal: dict[str, object]) -> str:
        """A deal in the list: who dealt, the contract, its declarer and the words, the
        tricks."""
        if deal.get("allpass"):
            what = self.tr("all pass")
        else:
            contract = self._contract_text(str(deal["contract"]))
            what = self.tr("%1 by %2").replace("%1", contract).replace("%2", str(deal["declarer"]))
            words = deal.get("whist")
            if isinstance(words, list) and words:
                what += " (" + ", ".join(self._word_text(str(w)) for w in words) + ")"
        tricks = deal.get("tricks")
        if isinstance(tricks, dict):
            what += "; " + " ".join(f"{s}:{n}" for s, n in tricks.items())
        return self.tr("%1 deals: %2").replace("%1", str(deal["dealer"])).replace("%2", what)

    def _refresh(self) -> None:
        """The deals' list, the next dealer (P-TAB-5) and the sheet, redrawn."""
        self.list.blockSignals(True)
        self.list.clear()
        for i, deal in enumerate(self.pad.deals):
            self.list.addItem(f"{i + 1}. {self._deal_text(deal)}")
        self.list.blockSignals(False)
        following = self.pad.next_dealer()
        if following is not None and self.editing is None:
            self.dealer.setCurrentIndex(_SEATS.index(following))
        self.view.show_sheet(self.pad.sheet())

    # -- files --------------------------------------------------------------------------------

    def _may_discard(self) -> bool:
        """Ask to save changes; ``False`` when the user cancels."""
        title, question = self.tr("Preferans score pad"), self.tr("Save the changes to the pulya?")
        return may_discard(self, self.isWindowModified(), title, question, self.save)

    def new_pulya(self) -> None:
        """A new pulya with the same rules, players and names (after asking to save)."""
        if not self._may_discard():
            return
        pad = PrefPad(
            self.pad.preset, self.pad.players, self.pad.pulya, dict(self.pad.names)
        ).changed(options=dict(self.pad.options))
        self._opened(pad, None)

    def open_chosen(self) -> bool:
        """File › Open: a Preferans record chosen by the user; one that cannot be read is
        refused with the place of its fault and the pad is left as it was."""
        if not self._may_discard():
            return False
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a pulya"), str(Path.home()), self._filters()
        )
        if not name:
            return False
        path = Path(name)
        try:
            self.open_file(path)
        except (OSError, RecordError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            QMessageBox.warning(
                self,
                self.tr("Cannot open"),
                self.tr("%1 cannot be opened:\n%2").replace("%1", path.name).replace("%2", reason),
            )
            return False
        return True

    def open_file(self, path: Path) -> None:
        """Show the Preferans ``score`` record at ``path`` on the pad.

        :raises OSError, RecordError: it cannot be read.
        """
        doc = decode_json(read_regular(path, MAX_RECORD_BYTES), path.name)
        self._opened(PrefPad.opened(doc), path)

    def _opened(self, pad: PrefPad, path: Path | None) -> None:
        self.pad = self.saved_pad = pad
        self.path = path
        self.undo_stack.clear()
        self.redo_stack.clear()
        self.new_deal()
        self._restore(pad)

    def _filters(self) -> str:
        return self.tr("Score records (*.json *.wint-record);;All files (*)")

    def save(self) -> bool:
        """Save to the pad's file (asking for one the first time)."""
        return self.save_to(self.path) if self.path is not None else self.save_as()

    def save_as(self) -> bool:
        """Save under a new name."""
        default = str(self.path or Path.home() / "pulya.json")
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the pulya"), default, self._filters()
        )
        if not name:
            return False
        path = Path(name)
        return self.save_to(path if path.suffix else path.with_suffix(".json"))

    def save_to(self, path: Path) -> bool:
        """Save the pad as a Preferans ``wint-record`` at ``path``."""
        text = json.dumps(self.pad.document(), ensure_ascii=False, indent=1) + "\n"
        try:
            write_file(path, text, backup=True)
        except OSError as exc:
            report_write_failure(self, self.tr("Cannot write"), self.tr("The pulya"), exc)
            return False
        self.path = path
        self.saved_pad = self.pad
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)))
        self._show_pad()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        if self._may_discard():
            event.accept()
        else:
            event.ignore()

    # -- output -------------------------------------------------------------------------------

    def _export_path(self, title: str, name: str, filters: str) -> Path | None:
        """The file to export to, beside the pad's file (``None``: cancelled)."""
        folder = self.path.parent if self.path is not None else Path.home()
        stem = self.path.stem if self.path is not None else "pulya"
        chosen, _ = QFileDialog.getSaveFileName(
            self, title, str(folder / f"{stem}.{name}"), filters
        )
        return Path(chosen) if chosen else None

    def export_pdf(self, path: Path | None) -> bool:
        """The pulya sheet as a PDF file."""
        path = path or self._export_path(self.tr("Export PDF"), "pdf", "PDF (*.pdf)")
        if path is None:
            return False
        export_pulya_pdf(path, self.pad.sheet())
        return True

    def export_text(self, path: Path | None) -> bool:
        """The pulya sheet as text, as ``wint sheet`` writes it."""
        path = path or self._export_path(
            self.tr("Export the sheet as text"), "txt", self.tr("Text (*.txt)")
        )
        if path is None:
            return False
        try:
            write_file(path, render_pulya_text(self.pad.sheet()))
        except OSError as exc:
            report_write_failure(self, self.tr("Cannot write"), self.tr("The pulya"), exc)
            return False
        return True

    def print_preview(self) -> None:
        """The pulya sheet as it will be printed."""
        preview = QPrintPreviewDialog(QPrinter(QPrinter.PrinterMode.HighResolution), self)
        preview.paintRequested.connect(lambda printer: paint_pulya_sheet(printer, self.pad.sheet()))
        preview.exec()

    def print_sheet(self) -> None:
        """Print the pulya sheet."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec():
            paint_pulya_sheet(printer, self.pad.sheet())
