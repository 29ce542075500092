"""The score pad for a real Preferans table: the pulya's setup (preset, 3 or 4 players
and their names, the target), each deal entered as the table says it (the dealer, a
contract with its declarer and the defenders' whisting words, or all-pass, and the tricks
per active seat), refused with the rule's words when the record reader refuses it, any
deal correctable (select it, change it, write it: the later ones are re-scored), the pulya
sheet drawn live beside the form (:func:`~wint.gui.sheet.pulya_paint.paint_pulya_page`),
saved as a Preferans ``wint-record`` and printed or exported as PDF."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QSignalBlocker
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from wint.core.fields import RecordError
from wint.core.jsonfile import read_regular
from wint.games.vint.record import MAX_RECORD_BYTES, decode_json
from wint.gui.pad.pref_refusals import refusal_text
from wint.gui.sheet.pulya_paint import export_pulya_pdf, paint_pulya_sheet
from wint.gui.sheet.pulya_view import PulyaView
from wint.session.pref_pad import PRESETS, PrefPad, refused_deal
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
        self.editing: int | None = None
        self.path: Path | None = None
        self.setWindowTitle(self.tr("Preferans score pad"))
        left = QWidget()
        column = QVBoxLayout(left)
        setup = QFormLayout()
        self.preset = QComboBox()
        for preset, text in zip(PRESETS, self._preset_names(), strict=True):
            self.preset.addItem(text, preset)
        self.players = QSpinBox()
        self.players.setRange(3, 4)
        self.target = QSpinBox()
        self.target.setRange(1, 200)
        self.target.setValue(10)
        self.names = [QLineEdit() for _ in _SEATS]
        setup.addRow(self.tr("&Rules:"), self.preset)
        setup.addRow(self.tr("&Players:"), self.players)
        setup.addRow(self.tr("Pulya &target:"), self.target)
        for seat, edit in zip(_SEATS, self.names, strict=True):
            setup.addRow(self.tr("Name of %1:").replace("%1", seat), edit)
        column.addLayout(setup)
        self.preset.currentIndexChanged.connect(self._setup_changed)
        self.players.valueChanged.connect(self._setup_changed)
        self.target.valueChanged.connect(self._setup_changed)
        for edit in self.names:
            edit.textChanged.connect(self._setup_changed)
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
        self.prikup.setPlaceholderText(self.tr("two cards, e.g. D7 HK (only when it is paid)"))
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
        form.addWidget(self._buddy(self.tr("Tal&on (prikup):"), self.prikup), 7, 0)
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
        self.remove = QPushButton(self.tr("Del&ete"))
        self.save = QPushButton(self.tr("Sa&ve…"))
        self.print_ = QPushButton(self.tr("Pri&nt…"))
        self.pdf = QPushButton(self.tr("PD&F…"))
        for button in (self.write, self.fresh, self.remove, self.save, self.print_, self.pdf):
            buttons.addWidget(button)
        column.addLayout(buttons)
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
        self.save.clicked.connect(lambda: self.save_to(None))
        self.print_.clicked.connect(self.print_sheet)
        self.pdf.clicked.connect(lambda: self.export_pdf(None))
        self.list.currentRowChanged.connect(self._selected)
        self.allpass.toggled.connect(self._enable)
        self.played.toggled.connect(self._enable)
        self._setup_changed()
        self.resize(1200, 820)

    @staticmethod
    def _buddy(text: str, widget: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(widget)
        return label

    def _preset_names(self) -> tuple[str, ...]:
        return (self.tr("Sochi"), self.tr("Leningrad"), self.tr("Rostov"), self.tr("Classic 1971"))

    def _contract_text(self, contract: str) -> str:
        if contract == "misere":
            return self.tr("misère")
        level, strain = contract[0] if contract[0] != "1" else "10", contract.lstrip("0123456789")
        symbols = {"S": "♠", "C": "♣", "D": "♦", "H": "♥", "NT": self.tr("NT")}
        return f"{level}{symbols[strain]}"

    def _word_text(self, word: str) -> str:
        names = {
            "": "—",
            "whist": self.tr("whist"),
            "pass": self.tr("pass"),
            "half": self.tr("half"),
        }
        return names[word]

    # -- the setup and the form --------------------------------------------------------------

    def _setup_changed(self) -> None:
        """The pulya's setup changed: allowed while no deal is written."""
        players = self.players.value()
        for i, edit in enumerate(self.names):
            edit.setEnabled(i < players)
        if not self.pad.deals:
            self.pad.preset = str(self.preset.currentData())
            self.pad.players = players
            self.pad.pulya = self.target.value()
        named = zip(_SEATS[:players], self.names, strict=False)
        self.pad.names = {seat: edit.text().strip() for seat, edit in named}
        for widget in (self.preset, self.players, self.target):
            widget.setEnabled(not self.pad.deals)
        self._fill_seats()
        self._refresh()

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
        try:
            self.pad.put(self.deal(), self.editing)
        except RecordError as error:
            self._refuse(error)
            return False
        self.error.clear()
        self.editing = None
        self._setup_changed()
        return True

    def delete_deal(self) -> None:
        """Strike out the selected deal (refused if a later one no longer stands)."""
        if self.editing is None:
            return
        try:
            self.pad.delete(self.editing)
        except RecordError as error:
            self._refuse(error)
            return
        self.editing = None
        self._setup_changed()

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

    def open_file(self, path: Path) -> None:
        """Show the Preferans ``score`` record at ``path`` on the pad.

        :raises OSError, RecordError: it cannot be read.
        """
        doc = decode_json(read_regular(path, MAX_RECORD_BYTES), path.name)
        self.pad = PrefPad.opened(doc)
        self.path = path
        setup = (self.preset, self.players, self.target, *self.names)
        blockers = [QSignalBlocker(widget) for widget in setup]
        self.preset.setCurrentIndex(PRESETS.index(self.pad.preset))
        self.players.setValue(self.pad.players)
        self.target.setValue(self.pad.pulya)
        for seat, edit in zip(_SEATS, self.names, strict=True):
            edit.setText(self.pad.names.get(seat, ""))
        del blockers
        self.editing = None
        self._setup_changed()

    # -- output -------------------------------------------------------------------------------

    def save_to(self, path: Path | None) -> bool:
        """Save the pad as a Preferans ``wint-record``."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the pulya"), str(Path.home() / "pulya.json"), "JSON (*.json)"
            )
            if not chosen:
                return False
            path = Path(chosen)
        text = json.dumps(self.pad.document(), ensure_ascii=False, indent=1) + "\n"
        write_file(path, text.encode("utf-8"))
        self.path = path
        return True

    def export_pdf(self, path: Path | None) -> bool:
        """The pulya sheet as a PDF file."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export PDF"), str(Path.home() / "pulya.pdf"), "PDF (*.pdf)"
            )
            if not chosen:
                return False
            path = Path(chosen)
        export_pulya_pdf(path, self.pad.sheet())
        return True

    def print_sheet(self) -> None:
        """Print the pulya sheet."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec():
            paint_pulya_sheet(printer, self.pad.sheet())
