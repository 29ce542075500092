"""The score pad for a real table: four friends play with real cards and write each deal here.

Each deal is entered as it would be written down — the dealer, the contract and its declarer
(or all passed), the tricks, the honours and aces per side, the coronets by seat, a revoke —
and the sheet beside it is the printed sheet, recomputed after every change.  Any earlier
deal can be corrected or deleted; the pad is saved as a ``wint-record`` (the ``holdings``
form), the players' names in the settings.  Impossible values are refused with the reason.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDate, QSignalBlocker, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wint.core.calls import Strain
from wint.core.cards import Suit
from wint.core.contract import Contract
from wint.core.ledger import ScoredDeal
from wint.core.result import Coronet, DealResult, Holdings, Revoke
from wint.core.rules import HonoursBasis, PassedOut, RuleSet, load_preset, preset_names
from wint.core.seats import SEATS, Seat, Side
from wint.gui.charts import ChartWindow, show_charts
from wint.gui.i18n import Retranslating
from wint.gui.new_game import RulesDialog
from wint.gui.settings import Settings
from wint.gui.sheet import Sheet, build_sheet, format_date
from wint.gui.sheet_output import SheetOutput
from wint.gui.sheet_pages import SheetPages, sheet_area
from wint.gui.texts import pad_fault_text, seat_text, strain_text
from wint.session.jsonfile import write_atomic
from wint.session.pad import PadError, ScorePad, deal_fault, parse_contract
from wint.session.record import MAX_RECORD_BYTES, RecordError, decode_json, read_record

__all__ = ["OPEN_ERRORS", "DealForm", "PadSetupDialog", "ScorePadWindow"]

# What reading a pad's file can raise: each names the place of the fault.
OPEN_ERRORS = (OSError, RecordError, PadError)

_SUITS = "♠♣♦♥"


def _names(names: tuple[str, str, str, str]) -> tuple[str, str, str, str]:
    """Blank names shown as the seats' names."""
    shown = [name or seat_text(seat) for seat, name in zip(SEATS, names, strict=True)]
    return (shown[0], shown[1], shown[2], shown[3])


def _seat_items(combo: QComboBox, names: tuple[str, str, str, str], first: str = "") -> None:
    """Fill ``combo`` with the four seats («N · Ivan»), after ``first`` when given."""
    current = combo.currentIndex()
    with QSignalBlocker(combo):
        combo.clear()
        if first:
            combo.addItem(first, None)
        for seat, name in zip(SEATS, _names(names), strict=True):
            combo.addItem(f"{seat_text(seat)[0]} · {name}", int(seat))
        combo.setCurrentIndex(max(0, current))


def _seat_of(combo: QComboBox) -> Seat | None:
    data = combo.currentData()
    return SEATS[int(data)] if data is not None else None


def _select_seat(combo: QComboBox, seat: Seat | None) -> None:
    combo.setCurrentIndex(max(0, combo.findData(int(seat) if seat is not None else None)))


class _CoronetRow:
    """One coronet in the form: the seat, the suit or «aces», the length."""

    def __init__(self, table: QTableWidget, row: int) -> None:
        self.seat = QComboBox()
        self.kind = QComboBox()
        for index, symbol in enumerate(_SUITS):
            self.kind.addItem(symbol, index)
        self.kind.addItem("", None)  # aces; its text is set by retranslate
        self.length = QSpinBox()
        self.length.setRange(3, 13)
        self.kind.currentIndexChanged.connect(self._limit)
        table.setCellWidget(row, 0, self.seat)
        table.setCellWidget(row, 1, self.kind)
        table.setCellWidget(row, 2, self.length)

    def _limit(self) -> None:
        self.length.setMaximum(4 if self.kind.currentData() is None else 13)

    def coronet(self) -> Coronet:
        seat = _seat_of(self.seat) or Seat.N
        data = self.kind.currentData()
        return Coronet(seat, None if data is None else Suit(int(data)), self.length.value())

    def load(self, coronet: Coronet) -> None:
        _select_seat(self.seat, coronet.seat)
        index = self.kind.findData(None if coronet.suit is None else int(coronet.suit))
        self.kind.setCurrentIndex(index)
        self.length.setValue(coronet.length)


class DealForm(Retranslating, QWidget):
    """The fields of one deal; :meth:`result` reads them as a :class:`DealResult`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = RuleSet()
        self.names: tuple[str, str, str, str] = ("", "", "", "")
        self._tricks_touched = False
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.labels: dict[str, QLabel] = {}

        def row(key: str, field: QWidget) -> None:
            self.labels[key] = QLabel()
            self.labels[key].setBuddy(field)
            layout.addRow(self.labels[key], field)

        self.dealer = QComboBox()
        row("dealer", self.dealer)
        self.passed = QCheckBox()
        row("passed", self.passed)
        self.contract = QLineEdit()
        self.contract.setMaxLength(6)
        self.contract_shown = QLabel()
        line = QHBoxLayout()
        line.addWidget(self.contract, 1)
        line.addWidget(self.contract_shown)
        holder = QWidget()
        holder.setLayout(line)
        line.setContentsMargins(0, 0, 0, 0)
        row("contract", holder)
        self.labels["contract"].setBuddy(self.contract)
        self.declarer = QComboBox()
        row("declarer", self.declarer)
        self.tricks = QSpinBox()
        self.tricks.setRange(0, 13)
        row("tricks", self.tricks)
        self.tricks_ns = QSpinBox()
        self.tricks_ns.setRange(0, 13)
        row("tricks_ns", self.tricks_ns)
        self.honours, self.honours_ew = self._per_side("honours", 5, row)
        self.aces, self.aces_ew = self._per_side("aces", 4, row)
        self.won_honours, self.won_honours_ew = self._per_side("won_honours", 5, row)
        self.won_aces, self.won_aces_ew = self._per_side("won_aces", 4, row)
        self.coronet_table = QTableWidget(0, 3)
        self.coronet_table.verticalHeader().hide()
        self.coronet_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.coronet_table.setMaximumHeight(110)
        self.coronet_rows: list[_CoronetRow] = []
        self.add_coronet = QPushButton()
        self.add_coronet.clicked.connect(lambda: self._add_coronet())  # noqa: PLW0108 - not `checked`
        self.remove_coronet = QPushButton()
        self.remove_coronet.clicked.connect(self._remove_coronet)
        box = QVBoxLayout()
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.coronet_table)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_coronet)
        buttons.addWidget(self.remove_coronet)
        buttons.addStretch(1)
        box.addLayout(buttons)
        coronets = QWidget()
        coronets.setLayout(box)
        row("coronets", coronets)
        self.labels["coronets"].setBuddy(self.add_coronet)
        self.revoke = QComboBox()
        self.asked = QCheckBox()
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.revoke, 1)
        line.addWidget(self.asked)
        holder = QWidget()
        holder.setLayout(line)
        row("revoke", holder)
        self.labels["revoke"].setBuddy(self.revoke)
        self.passed.toggled.connect(self._update)
        self.contract.textChanged.connect(self._contract_changed)
        self.tricks.valueChanged.connect(self._touch_tricks)
        self.revoke.currentIndexChanged.connect(self._update)
        self.retranslate()
        self.clear(Seat.N)

    def _per_side(
        self, key: str, total: int, row: Callable[[str, QWidget], None]
    ) -> tuple[QSpinBox, QLabel]:
        """A row of a spin box for N–S and a label for what that leaves E–W."""
        spin = QSpinBox()
        spin.setRange(0, total)
        other = QLabel()
        spin.valueChanged.connect(lambda value: self._show_other(other, total - value))
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(spin)
        line.addWidget(other, 1)
        holder = QWidget()
        holder.setLayout(line)
        row(key, holder)
        self.labels[key].setBuddy(spin)
        return spin, other

    def _show_other(self, label: QLabel, value: int) -> None:
        label.setText(self.tr("E–W: %1").replace("%1", str(value)))

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        texts = {
            "dealer": self.tr("&Dealer"),
            "passed": self.tr("All &passed"),
            "contract": self.tr("&Contract"),
            "declarer": self.tr("D&eclarer"),
            "tricks": self.tr("&Tricks taken by the declarers"),
            "tricks_ns": self.tr("Tricks taken by &N–S"),
            "honours": self.tr("Trump &honours held by N–S"),
            "aces": self.tr("&Aces held by N–S"),
            "won_honours": self.tr("Honours won in tricks by N–S"),
            "won_aces": self.tr("Aces won in tricks by N–S"),
            "coronets": self.tr("C&oronets"),
            "revoke": self.tr("&Revoke"),
        }
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.passed.setText(self.tr("nobody bid"))
        self.contract.setPlaceholderText(self.tr("4H, 3NT, 2♠, 5ч, 3бк"))
        self.contract.setToolTip(
            self.tr(
                "A level 1–7 and a strain: S ♠ П, C ♣ Т, D ♦ Б, H ♥ Ч, NT БК "
                "(spades, clubs, diamonds, hearts, no trump)."
            )
        )
        self.asked.setText(self.tr("partner asked «не по ошибке ли?»"))
        self.asked.setToolTip(self.tr("Then the revoker alone pays (V-REV-3)."))
        self.coronet_table.setHorizontalHeaderLabels(
            [self.tr("Hand"), self.tr("Suit"), self.tr("Cards")]
        )
        self.add_coronet.setText(self.tr("Add co&ronet"))
        self.remove_coronet.setText(self.tr("Remove"))
        self.set_players(self.names)
        for spin, label, total in (
            (self.honours, self.honours_ew, 5),
            (self.aces, self.aces_ew, 4),
            (self.won_honours, self.won_honours_ew, 5),
            (self.won_aces, self.won_aces_ew, 4),
        ):
            self._show_other(label, total - spin.value())
        self._contract_changed()

    def set_rules(self, rules: RuleSet) -> None:
        """Show the fields these rules need (a распасовка's tricks, the cards won)."""
        self.rules = rules
        self._update()

    def set_players(self, names: tuple[str, str, str, str]) -> None:
        """Name the seats in every seat list."""
        self.names = names
        _seat_items(self.dealer, names)
        _seat_items(self.declarer, names)
        _seat_items(self.revoke, names, self.tr("none"))
        for coronet in self.coronet_rows:
            _seat_items(coronet.seat, names)
            coronet.kind.setItemText(4, self.tr("aces"))

    def _add_coronet(self, coronet: Coronet | None = None) -> None:
        row = self.coronet_table.rowCount()
        self.coronet_table.insertRow(row)
        item = _CoronetRow(self.coronet_table, row)
        self.coronet_rows.append(item)
        _seat_items(item.seat, self.names)
        item.kind.setItemText(4, self.tr("aces"))
        if coronet is not None:
            item.load(coronet)
        else:
            item.seat.setFocus()

    def _remove_coronet(self) -> None:
        row = self.coronet_table.currentRow()
        if row < 0:
            row = self.coronet_table.rowCount() - 1
        if row >= 0:
            self.coronet_table.removeRow(row)
            del self.coronet_rows[row]

    def _touch_tricks(self) -> None:
        self._tricks_touched = True

    def _contract_changed(self) -> None:
        parsed = parse_contract(self.contract.text())
        if parsed is None:
            self.contract_shown.setText("")
            return
        level, strain = parsed
        self.contract_shown.setText(f"{level}{strain_text(strain)}")
        if not self._tricks_touched:
            with QSignalBlocker(self.tricks):
                self.tricks.setValue(6 + level)
        self._update()

    def _update(self) -> None:
        passed = self.passed.isChecked()
        parsed = parse_contract(self.contract.text())
        no_trump = parsed is not None and parsed[1] is Strain.NT
        captured = self.rules.honours_basis is HonoursBasis.CAPTURED
        raspasovka = self.rules.passed_out is PassedOut.RASPASOVKA
        shown = {
            "contract": not passed,
            "declarer": not passed,
            "tricks": not passed,
            "tricks_ns": passed and raspasovka,
            "honours": not passed and not no_trump,
            "aces": not passed,
            "won_honours": not passed and captured and not no_trump,
            "won_aces": not passed and captured,
            "coronets": not passed,
            "revoke": not passed,
        }
        layout = self.layout()
        assert isinstance(layout, QFormLayout)
        for key, visible in shown.items():
            layout.setRowVisible(self.labels[key], visible)
        self.asked.setEnabled(self.revoke.currentData() is not None)

    def clear(self, dealer: Seat) -> None:
        """An empty form for the next deal, dealt by ``dealer``."""
        _select_seat(self.dealer, dealer)
        self.passed.setChecked(False)
        self.contract.clear()
        _select_seat(self.declarer, dealer.lho)
        self.tricks.setValue(0)
        self.tricks_ns.setValue(0)
        self.honours.setValue(0)
        self.aces.setValue(2)
        self.won_honours.setValue(0)
        self.won_aces.setValue(2)
        self.coronet_table.setRowCount(0)
        self.coronet_rows.clear()
        _select_seat(self.revoke, None)
        self.asked.setChecked(False)
        self._tricks_touched = False
        self._update()

    def load(self, result: DealResult) -> None:
        """Show a deal written earlier, to correct it."""
        self.clear(result.dealer or Seat.N)
        contract = result.contract
        if contract is None:
            self.passed.setChecked(True)
            self.tricks_ns.setValue(result.tricks_ns or 0)
            return
        self.contract.setText(contract.code)
        _select_seat(self.declarer, contract.declarer)
        self.tricks.setValue(result.declarer_tricks)
        held = result.holdings
        if held is not None:
            self.honours.setValue(held.honours[Side.NS] if held.honours else 0)
            self.aces.setValue(held.aces[Side.NS])
            for coronet in held.coronets:
                self._add_coronet(coronet)
        won = result.captured
        if won is not None:
            self.won_honours.setValue(won.honours[Side.NS] if won.honours else 0)
            self.won_aces.setValue(won.aces[Side.NS])
        if result.revoke is not None:
            _select_seat(self.revoke, result.revoke.by)
            self.asked.setChecked(result.revoke.asked)
        self._update()

    def result(self) -> DealResult | str:
        """The deal the fields describe, or why they do not describe one (a message)."""
        dealer = _seat_of(self.dealer)
        if self.passed.isChecked():
            raspasovka = self.rules.passed_out is PassedOut.RASPASOVKA
            return DealResult(None, self.tricks_ns.value() if raspasovka else None, dealer=dealer)
        parsed = parse_contract(self.contract.text())
        declarer = _seat_of(self.declarer)
        if parsed is None or declarer is None:
            return self.tr("Write the contract as a level 1–7 and a strain: 4H, 3NT (or 4ч, 3бк).")
        contract = Contract(parsed[0], parsed[1], declarer)
        trump = contract.trump is not None

        def both(spin: QSpinBox, total: int) -> tuple[int, int]:
            return spin.value(), total - spin.value()

        held = Holdings(
            both(self.honours, 5) if trump else None,
            both(self.aces, 4),
            tuple(row.coronet() for row in self.coronet_rows),
        )
        captured = None
        if self.rules.honours_basis is HonoursBasis.CAPTURED:
            captured = Holdings(
                both(self.won_honours, 5) if trump else None, both(self.won_aces, 4)
            )
        tricks = self.tricks.value()
        tricks_ns = tricks if contract.side is Side.NS else 13 - tricks
        by = _seat_of(self.revoke)
        revoke = Revoke(by, self.asked.isChecked()) if by is not None else None
        return DealResult(contract, tricks_ns, held, captured, revoke, dealer)


class PadSetupDialog(Retranslating, QDialog):
    """The players of a score pad (as they sit for the first rubber), whether partners
    change after each rubber, who deals first, and — for a new pad — the rules."""

    def __init__(
        self,
        pad: ScorePad,
        names: tuple[str, str, str, str],
        new: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._rules = pad.rules
        layout = QVBoxLayout(self)
        self.players_box = QGroupBox()
        grid = QGridLayout(self.players_box)
        self.seat_labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        for row, (seat, name) in enumerate(zip(SEATS, names, strict=True)):
            label, edit = QLabel(), QLineEdit(name)
            edit.setMaxLength(40)
            label.setBuddy(edit)
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
            self.seat_labels.append(label)
            self.names.append(edit)
            edit.setProperty("seat", int(seat))
        self.rotate = QCheckBox()
        self.rotate.setChecked(pad.rotate)
        grid.addWidget(self.rotate, 4, 0, 1, 2)
        layout.addWidget(self.players_box)
        form = QFormLayout()
        self.first_dealer = QComboBox()
        _seat_items(self.first_dealer, names)
        _select_seat(self.first_dealer, pad.first_dealer)
        self.first_dealer.setEnabled(new)
        self.first_dealer_label = QLabel()
        form.addRow(self.first_dealer_label, self.first_dealer)
        self.preset = QComboBox()
        for preset in preset_names():
            self.preset.addItem(preset, preset)
        self.preset.setEnabled(new)
        self.preset.currentIndexChanged.connect(self._choose_preset)
        self.preset_label = QLabel()
        form.addRow(self.preset_label, self.preset)
        self.options = QPushButton()
        self.options.setEnabled(new)
        self.options.clicked.connect(self._edit_rules)
        form.addRow("", self.options)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("Score pad: players"))
        self.players_box.setTitle(self.tr("Players, as they sit for the first rubber"))
        for seat, label, edit in zip(SEATS, self.seat_labels, self.names, strict=True):
            label.setText(seat_text(seat))
            edit.setPlaceholderText(seat_text(seat))
        self.rotate.setText(self.tr("Change partners after each rubber (V-PART-9)"))
        self.first_dealer_label.setText(self.tr("First dealer"))
        self.preset_label.setText(self.tr("Rules"))
        self.options.setText(self.tr("Options…"))

    def _choose_preset(self) -> None:
        self._rules = load_preset(str(self.preset.currentData()))

    def _edit_rules(self) -> None:
        dialog = RulesDialog(self._rules, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._rules = dialog.rules(self._rules)

    def player_names(self) -> tuple[str, str, str, str]:
        """The four names, N, E, S, W (blank where none was given)."""
        n, e, s, w = (edit.text().strip() for edit in self.names)
        return (n, e, s, w)

    def pad(self, pad: ScorePad) -> ScorePad:
        """``pad`` with these choices."""
        dealer = _seat_of(self.first_dealer) or pad.first_dealer
        return ScorePad(
            self._rules,
            self.player_names(),
            self.rotate.isChecked(),
            pad.results,
            pad.start,
            dealer,
        )


class ScorePadWindow(Retranslating, QMainWindow):
    """The score pad: the deal form and the list of deals on the left, the sheet on the right."""

    COLUMNS = 9

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings = settings
        names, rotate = settings.pad_players() if settings is not None else (["", "", "", ""], True)
        self.pad = ScorePad(RuleSet(), (names[0], names[1], names[2], names[3]), rotate)
        self.path: Path | None = None
        self.saved_pad = self.pad
        self.undo_stack: list[ScorePad] = []
        self.redo_stack: list[ScorePad] = []
        self.editing: int | None = None
        self.charts: ChartWindow | None = None
        self.form = DealForm()
        self.fault = QLabel()
        self.fault.setWordWrap(True)
        self.fault.setStyleSheet("color: #b00020; font-weight: bold")
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
        self.pages = SheetPages()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
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
        self.file_menu = self.menuBar().addMenu("")
        for action in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.players_action)
        self.file_menu.addSeparator()
        for action in (
            self.print_action,
            self.preview_action,
            self.export_pdf_action,
            self.export_text_action,
        ):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.edit_menu = self.menuBar().addMenu("")
        for action in (self.undo_action, self.redo_action, self.delete_action):
            self.edit_menu.addAction(action)
        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.addAction(self.charts_action)

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
        self.players_action.setText(self.tr("&Players…"))
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
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("No."),
                self.tr("Rubber"),
                self.tr("Dealer"),
                self.tr("Contract"),
                self.tr("Tricks"),
                self.tr("Honours, aces"),
                self.tr("Coronets, revoke"),
                self.tr("We"),
                self.tr("They"),
            ]
        )
        self._refresh()

    # -- the pad --------------------------------------------------------------------------

    def names(self, rubber: int | None = None) -> tuple[str, str, str, str]:
        """Who sits N, E, S, W in ``rubber`` (the next deal's when ``None``), blanks named."""
        number = rubber if rubber is not None else self.pad.rubber_of(len(self.pad.results))
        return _names(self.pad.seating(number))

    def sheet(self) -> Sheet:
        """The pad's sheet, dated today."""
        seatings = [_names(seating) for seating in self.pad.seatings()]
        return build_sheet(
            self.pad.ledger(), Side.NS, date=format_date(QDate.currentDate()), seatings=seatings
        )

    def show_charts(self) -> ChartWindow:
        """View › Score charts: each side's score deal by deal, kept up to date."""
        self.charts = show_charts(self, self.pad.ledger(), Side.NS)
        return self.charts

    def _stem(self) -> str:
        return self.path.stem if self.path is not None else "score-pad"

    @property
    def modified(self) -> bool:
        """Changed since it was opened or saved."""
        return self.pad != self.saved_pad

    def set_pad(self, pad: ScorePad, undoable: bool = True) -> None:
        """Show ``pad``; with ``undoable`` the previous one can be brought back."""
        if undoable and pad != self.pad:
            self.undo_stack.append(self.pad)
            self.redo_stack.clear()
        self.pad = pad
        self._refresh()

    def _refresh(self) -> None:
        self.form.set_rules(self.pad.rules)
        number = (
            self.pad.rubber_of(self.editing)
            if self.editing is not None
            else self.pad.rubber_of(len(self.pad.results))
        )
        self.form.set_players(self.names(number))
        self._fill_table()
        self.pages.set_sheet(self.sheet())
        if self.charts is not None:
            self.charts.set_ledger(self.pad.ledger(), Side.NS)
        editing = self.editing is not None
        shown = str((self.editing if self.editing is not None else len(self.pad.results)) + 1)
        self.add_button.setText(
            self.tr("&Update deal %1").replace("%1", shown) if editing else self.tr("&Add the deal")
        )
        self.form_box.setTitle(self.tr("Deal %1").replace("%1", shown))
        self.delete_button.setEnabled(editing)
        self.delete_action.setEnabled(editing)
        self.undo_action.setEnabled(bool(self.undo_stack))
        self.redo_action.setEnabled(bool(self.redo_stack))
        title = self.path.name if self.path is not None else self.tr("untitled")
        self.setWindowTitle(self.tr("Score pad — %1").replace("%1", title) + "[*]")
        self.setWindowModified(self.modified)

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

    def _row_texts(self, deal: ScoredDeal, rubber: int) -> list[str]:
        result = deal.result
        names = self.names(rubber)
        dealer = names[result.dealer] if result.dealer is not None else ""
        points = list(deal.below)
        for entry in deal.above:
            points[entry.side] += entry.points
        contract = result.contract
        if contract is None:
            what = self.tr("all passed")
            tricks = (
                "" if result.tricks_ns is None else f"{result.tricks_ns}:{13 - result.tricks_ns}"
            )
            held = extra = ""
        else:
            what = f"{contract.level}{strain_text(contract.strain)} {names[contract.declarer]}"
            tricks = str(result.declarer_tricks)
            held, extra = self._holdings_texts(result, names)
        return [
            str(deal.index + 1),
            str(rubber),
            dealer,
            what,
            tricks,
            held,
            extra,
            str(points[Side.NS]) if points[Side.NS] else "",
            str(points[Side.EW]) if points[Side.EW] else "",
        ]

    def _holdings_texts(
        self, result: DealResult, names: tuple[str, str, str, str]
    ) -> tuple[str, str]:
        held = result.holdings
        if held is None:
            return "", ""
        parts = []
        if held.honours is not None:
            parts.append(
                self.tr("hon. %1:%2")
                .replace("%1", str(held.honours[0]))
                .replace("%2", str(held.honours[1]))
            )
        parts.append(
            self.tr("aces %1:%2").replace("%1", str(held.aces[0])).replace("%2", str(held.aces[1]))
        )
        extra = [
            f"{names[c.seat]} "
            + (
                self.tr("%1 aces").replace("%1", str(c.length))
                if c.suit is None
                else f"{c.length}{_SUITS[c.suit]}"
            )
            for c in held.coronets
        ]
        if result.revoke is not None:
            extra.append(self.tr("revoke: %1").replace("%1", names[result.revoke.by]))
        return ", ".join(parts), ", ".join(extra)

    # -- entering deals -------------------------------------------------------------------

    def submit(self) -> None:
        """Add the deal in the form (or put it in place of the one being corrected)."""
        result = self.form.result()
        if isinstance(result, str):
            self._refuse(result)
            return
        fault = deal_fault(self.pad.rules, result)
        if fault is not None:
            self._refuse(self._fault_message(fault))
            return
        self.fault.clear()
        index = self.editing
        self.editing = None
        self.set_pad(self.pad.put(result, index))
        self.form.clear(self.pad.next_dealer())
        self.form.contract.setFocus()
        done = len(self.pad.results) if index is None else index + 1
        self.statusBar().showMessage(
            (
                self.tr("Deal %1 written.") if index is None else self.tr("Deal %1 corrected.")
            ).replace("%1", str(done))
        )

    def _fault_message(self, fault: PadError) -> str:
        text = pad_fault_text(fault.code)
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
        self.form.contract.setFocus()

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
        dialog = PadSetupDialog(self.pad, self.pad.players, new or not self.pad.results, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        self.set_pad(dialog.pad(self.pad))
        self._remember_players()
        if not self.pad.results:
            self.form.clear(self.pad.next_dealer())
        return True

    def _remember_players(self) -> None:
        if self.settings is not None:
            self.settings.set_pad_players(self.path, list(self.pad.players), self.pad.rotate)
            self.settings.sync()

    # -- files ----------------------------------------------------------------------------

    def _may_discard(self) -> bool:
        """Ask to save changes; ``False`` when the user cancels."""
        if not self.modified:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Score pad"),
            self.tr("Save the changes to the score pad?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_pad(self) -> None:
        """Start an empty pad (after asking to save this one)."""
        if not self._may_discard():
            return
        blank = ScorePad(RuleSet(), self.pad.players, self.pad.rotate)
        dialog = PadSetupDialog(blank, self.pad.players, True, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.path = None
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
            pad = self.read(path)
        except OPEN_ERRORS as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot open"),
                self.tr("%1 cannot be opened:\n%2")
                .replace("%1", path.name)
                .replace("%2", str(exc)),
            )
            return False
        self.show_opened(path, pad)
        return True

    def show_opened(self, path: Path, pad: ScorePad) -> None:
        """Show ``pad``, read from ``path``, as saved."""
        self.path = path
        self.pad = self.saved_pad = pad
        self.undo_stack.clear()
        self.redo_stack.clear()
        self.editing = None
        self.form.clear(self.pad.next_dealer())
        self._refresh()

    def read(self, path: Path) -> ScorePad:
        """The pad of the ``wint-record`` at ``path``, with the names the settings keep.

        :raises OSError, RecordError, PadError: (:data:`OPEN_ERRORS`) it cannot be read.
        """
        with path.open("rb") as handle:
            data = handle.read(MAX_RECORD_BYTES + 1)
        doc = decode_json(data, path.name)
        deals = doc.get("deals") if isinstance(doc, dict) else None
        replay = isinstance(deals, list) and any(
            isinstance(d, dict) and "calls" in d for d in deals
        )
        record = read_record(doc, replay=replay)
        names, rotate = (
            self.settings.pad_players(path)
            if self.settings is not None
            else (list(self.pad.players), self.pad.rotate)
        )
        return ScorePad.from_record(record, names, rotate)

    def _filters(self) -> str:
        return self.tr("Score records (*.json *.wint-record);;All files (*)")

    def save(self) -> bool:
        """Save to the pad's file (asking for one the first time)."""
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        """Save under a new name."""
        default = str(self.path or Path.home() / "score-pad.json")
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
            write_atomic(path, text)
        except OSError as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot write"),
                self.tr("The score pad cannot be saved:\n%1").replace("%1", str(exc)),
            )
            return False
        self.path = path
        self.saved_pad = self.pad
        self._remember_players()
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)))
        self._refresh()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        if self._may_discard():
            event.accept()
        else:
            event.ignore()
