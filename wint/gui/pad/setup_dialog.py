"""The players of a score pad: their names as they sit for the first rubber, whether
partners change after each rubber (V-PART-9), the first dealer and, for a new pad, the rules.
All of it goes into the pad's file (contracts/record-players.md)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wint.core.names import MAX_NAME_LENGTH
from wint.core.seats import SEATS
from wint.games.vint.rules import load_preset, preset_names
from wint.gui.dialogs.new_game import RulesDialog, preset_text
from wint.gui.pad.deal_form import seat_items, seat_of, select_seat
from wint.gui.platform.i18n import Retranslating
from wint.gui.texts import names_problem, seat_text
from wint.session.pad import ScorePad, players_fault

__all__ = ["PadSetupDialog"]


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
            edit.setMaxLength(MAX_NAME_LENGTH)
            label.setBuddy(edit)
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
            self.seat_labels.append(label)
            self.names.append(edit)
            edit.setProperty("seat", int(seat))
        self.rotate = QCheckBox()
        self.rotate.setChecked(pad.rotate)
        grid.addWidget(self.rotate, 4, 0, 1, 2)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        grid.addWidget(self.problem, 5, 0, 1, 2)
        layout.addWidget(self.players_box)
        form = QFormLayout()
        self.first_dealer = QComboBox()
        seat_items(self.first_dealer, names)
        select_seat(self.first_dealer, pad.first_dealer)
        self.first_dealer.setEnabled(new)
        self.first_dealer_label = QLabel()
        form.addRow(self.first_dealer_label, self.first_dealer)
        self.preset = QComboBox()
        for preset in preset_names():
            self.preset.addItem("", preset)
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
        for index in range(self.preset.count()):
            self.preset.setItemText(index, preset_text(str(self.preset.itemData(index))))
        self.options.setText(self.tr("Options…"))

    def accept(self) -> None:
        """Close with these choices, unless a name is no player's name, or the names are
        neither four different ones nor none (the file could not name the players)."""
        problem = names_problem(dict(zip(SEATS, self.player_names(), strict=True)))
        if not problem and players_fault(self.player_names()):
            problem = self.tr("Give all four names, each a different one, or none.")
        self.problem.setText(problem)
        if problem:
            self.adjustSize()  # room for the wrapped line
            return
        super().accept()

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
        dealer = seat_of(self.first_dealer) or pad.first_dealer
        chosen = replace(pad, rules=self._rules, first_dealer=dealer)
        return chosen.with_players(self.player_names(), self.rotate.isChecked())
