"""The players of a score pad: their names as they sit for the first rubber, whether
partners change after each rubber (V-PART-9, W-SEAT-5), the first dealer and, for a new pad,
the game (Vint or Whist) and its rules: Vint's preset and options, Whist's options that
change the sheet (:mod:`wint.gui.pad.whist_options`).  All of it goes into the pad's file
(contracts/record-players.md, record-whist.md)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wint.core.names import MAX_NAME_LENGTH
from wint.core.seats import SEATS
from wint.games.vint.rules import RuleSet, load_preset, preset_names
from wint.gui.dialogs.new_game import RulesDialog, preset_text
from wint.gui.pad.deal_form import seat_items, seat_of, select_seat
from wint.gui.platform.i18n import Retranslating
from wint.gui.texts import names_problem, seat_text
from wint.session.pad import PAD_GAMES, ScorePad, pad_game, players_fault

if TYPE_CHECKING:
    from wint.gui.pad.whist_options import WhistOptionsBox

__all__ = ["PadSetupDialog"]


class PadSetupDialog(Retranslating, QDialog):
    """The players of a score pad (as they sit for the first rubber), whether partners
    change after each rubber, who deals first, and — for a new pad — the game and its
    rules."""

    def __init__(
        self,
        pad: ScorePad[Any, Any],
        names: tuple[str, str, str, str],
        new: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._rules = pad.rules
        self._vint_rules = pad.rules if pad.game.id == "vint" else RuleSet()
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox()
        for game in PAD_GAMES:
            self.game.addItem("", game)
        self.game.setCurrentIndex(self.game.findData(pad.game.id))
        self.game.setEnabled(new)
        self.game_label = QLabel()
        top.addRow(self.game_label, self.game)
        layout.addLayout(top)
        self.count = QComboBox()
        for count in PAD_COUNTS:
            self.count.addItem(str(count), count)
        drawn = len(pad.players) > len(SEATS)  # five or six, in draw order
        self.count.setCurrentIndex(self.count.findData(len(pad.players) if drawn else 4))
        self.count.setEnabled(new)
        self.count_label = QLabel()
        top.addRow(self.count_label, self.count)
        self.top = top
        self.players_box = QGroupBox()
        grid = QGridLayout(self.players_box)
        self.seat_labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        rows = pad.players if drawn else names
        for row in range(max(PAD_COUNTS)):
            label, edit = QLabel(), QLineEdit(rows[row] if row < len(rows) else "")
            edit.setMaxLength(MAX_NAME_LENGTH)
            label.setBuddy(edit)
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
            self.seat_labels.append(label)
            self.names.append(edit)
            if row < len(SEATS):
                edit.setProperty("seat", row)
        self.rotate = QCheckBox()
        self.rotate.setChecked(pad.rotate)
        grid.addWidget(self.rotate, 6, 0, 1, 2)
        self.lot_label = QLabel()
        self.lot = (QComboBox(), QComboBox())
        lots = QHBoxLayout()
        for box, chosen in zip(self.lot, _lot_numbers(pad), strict=True):
            for number in range(1, len(SEATS) + 1):
                box.addItem(str(number), number)
            box.setCurrentIndex(chosen - 1)
            lots.addWidget(box)
        grid.addWidget(self.lot_label, 7, 0)
        grid.addLayout(lots, 7, 1)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        grid.addWidget(self.problem, 8, 0, 1, 2)
        self.count.currentIndexChanged.connect(lambda _index: self.retranslate())
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
        self.form = form
        self.new = new
        self.whist_options: WhistOptionsBox | None = None
        self.game.currentIndexChanged.connect(self._choose_game)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        self._show_game()
        self.retranslate()

    def chosen_game(self) -> str:
        """The id of the game chosen."""
        return str(self.game.currentData())

    def _choose_game(self) -> None:
        """Another game: its rules are its defaults (Vint's as chosen last)."""
        if self.chosen_game() == "vint":
            self._rules = self._vint_rules
        else:
            self._rules = pad_game(self.chosen_game()).rules_type()
        self._show_game()
        self.retranslate()

    def _show_game(self) -> None:
        """Vint's preset and options button, or Whist's options (made when first shown:
        a Vint pad never loads Whist)."""
        whist = self.chosen_game() == "whist"
        self.top.setRowVisible(self.count, not whist)  # Whist's pad: four players
        self.form.setRowVisible(self.preset, not whist)
        self.form.setRowVisible(self.options, not whist)
        if whist and self.whist_options is None:
            from wint.gui.pad.whist_options import WhistOptionsBox  # only for Whist

            self.whist_options = WhistOptionsBox(self._rules, self)
            self.whist_options.setEnabled(self.new)
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(layout.indexOf(self.buttons), self.whist_options)
        if self.whist_options is not None:
            self.whist_options.setVisible(whist)
        self.adjustSize()

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("Score pad: players"))
        self.game_label.setText(self.tr("Game"))
        for index, name in enumerate((self.tr("Vint"), self.tr("Whist"))):
            self.game.setItemText(index, name)
        count, drawn = self.player_count(), self.player_count() > len(SEATS)
        if drawn:
            self.players_box.setTitle(
                self.tr("Players, in the order they drew (the tables seat them)")
            )
        else:
            self.players_box.setTitle(self.tr("Players, as they sit for the first rubber"))
        self.count_label.setText(self.tr("Players"))
        for row, (label, edit) in enumerate(zip(self.seat_labels, self.names, strict=True)):
            shown = row < count
            label.setVisible(shown)
            edit.setVisible(shown)
            text = self.tr("Player %1").replace("%1", str(row + 1))
            if not drawn and row < len(SEATS):
                text = seat_text(SEATS[row])
            label.setText(text)
            edit.setPlaceholderText(text)
        self.rotate.setVisible(not drawn)
        for widget in (self.lot_label, *self.lot):
            widget.setVisible(count == 6)
        self.lot_label.setText(self.tr("Rubber 8: players drawn by lot"))
        if self.chosen_game() == "whist":
            self.rotate.setText(self.tr("Change partners after each rubber (W-SEAT-5)"))
        else:
            self.rotate.setText(self.tr("Change partners after each rubber (V-PART-9)"))
        self.first_dealer_label.setText(self.tr("First dealer"))
        self.preset_label.setText(self.tr("Rules"))
        for index in range(self.preset.count()):
            self.preset.setItemText(index, preset_text(str(self.preset.itemData(index))))
        self.options.setText(self.tr("Options…"))

    def player_count(self) -> int:
        """How many play: four, or five or six sitting out in turn (§4.2; Vint's only)."""
        return int(self.count.currentData()) if self.chosen_game() == "vint" else len(SEATS)

    def accept(self) -> None:
        """Close with these choices, unless a name is no player's name, or the names are
        neither four different ones nor none (five or six: all of them, each different; the
        file could not name the players), or six players' lot is not two players."""
        count = self.player_count()
        drawn = self.drawn_names()
        names = self.player_names() if count == len(SEATS) else drawn
        labels = [label.text() for label in self.seat_labels]
        problem = names_problem(dict(zip(labels, names, strict=False)))
        if not problem and count == len(SEATS) and players_fault(names):
            problem = self.tr("Give all four names, each a different one, or none.")
        elif not problem and count > len(SEATS) and (not all(names) or players_fault(names)):
            problem = self.tr("Give every player's name, each a different one.")
        elif not problem and count == 6 and len(set(self.lot_numbers())) != 2:
            problem = self.tr("Rubber 8 is played by two different players drawn by lot.")
        self.problem.setText(problem)
        if problem:
            self.adjustSize()  # room for the wrapped line
            return
        super().accept()

    def _choose_preset(self) -> None:
        self._rules = self._vint_rules = load_preset(str(self.preset.currentData()))

    def _edit_rules(self) -> None:
        dialog = RulesDialog(self._rules, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._rules = self._vint_rules = dialog.rules(self._rules)

    def player_names(self) -> tuple[str, str, str, str]:
        """The four names, N, E, S, W (blank where none was given)."""
        n, e, s, w = (edit.text().strip() for edit in self.names[: len(SEATS)])
        return (n, e, s, w)

    def drawn_names(self) -> tuple[str, ...]:
        """Five or six players' names, in the order they drew."""
        return tuple(edit.text().strip() for edit in self.names[: self.player_count()])

    def lot_numbers(self) -> tuple[int, ...]:
        """The numbers (1–4) of the two who play six players' rubber 8 (§4.2)."""
        return tuple(int(box.currentData()) for box in self.lot)

    def rules(self) -> Any:
        """The rules chosen: of the game chosen, with its options."""
        if self.whist_options is not None and self.chosen_game() == "whist":
            return self.whist_options.rules(self._rules)
        return self._rules

    def pad(self, pad: ScorePad[Any, Any]) -> ScorePad[Any, Any]:
        """``pad`` with these choices (another game's rules only for a pad without deals)."""
        dealer = seat_of(self.first_dealer) or pad.first_dealer
        rules = self.rules() if not pad.results else pad.rules
        chosen = replace(pad, rules=rules, first_dealer=dealer)
        if self.player_count() == len(SEATS):
            return chosen.with_players(self.player_names(), self.rotate.isChecked())
        names = self.drawn_names()
        return chosen.with_drawn(names, [names[number - 1] for number in self.lot_numbers()])


#: How many players a score pad of Vint names: four, five or six (§4.2).
PAD_COUNTS = (4, 5, 6)


def _lot_numbers(pad: ScorePad[Any, Any]) -> tuple[int, int]:
    """The numbers of six players' lot (1 and 2 until one is drawn)."""
    if len(pad.lot) != 2:
        return (1, 2)
    first, second = (pad.players.index(name) + 1 for name in pad.lot)
    return (first, second)
