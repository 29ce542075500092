"""Whist's options that change the score sheet (Part A.5: ``no_trump``, ``honours_basis``,
``coronet_table``, ``honour_values``, ``nt_aces_22``, ``revoke_blocks_game``,
``double_revoke``, ``rubber_bonus_mode``), in the words of the rulebook's Whist options
(its WC-… paragraphs); each default marked ★ as there.  Loaded only when Whist is chosen."""

from __future__ import annotations

from typing import Final

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from wint.core.options import apply_options, option_info
from wint.games.whist.rules import WhistRules
from wint.gui.platform.i18n import Retranslating

__all__ = ["SHEET_OPTIONS", "WhistOptionsBox"]

# The options that change the sheet, with the rulebook's paragraph of each.
SHEET_OPTIONS: Final = {
    "no_trump": "W-VAR-NT",
    "honours_basis": "WC-2",
    "coronet_table": "WC-3",
    "honour_values": "WC-4",
    "nt_aces_22": "WC-8",
    "revoke_blocks_game": "WC-6",
    "double_revoke": "WC-7",
    "rubber_bonus_mode": "WC-12",
}


class WhistOptionsBox(Retranslating, QGroupBox):
    """A combo box for each of Whist's options that change the sheet; :meth:`rules` reads
    them."""

    def __init__(self, rules: WhistRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.labels: dict[str, QLabel] = {}
        self.combos: dict[str, QComboBox] = {}
        current = rules.as_dict()
        infos = {info.key: info for info in option_info(WhistRules)}
        for key in SHEET_OPTIONS:
            combo = QComboBox()
            default = infos[key].default
            others = [choice for choice in infos[key].choices if choice != default]
            for choice in (default, *others):  # the default first
                combo.addItem("", choice)
            combo.setCurrentIndex(combo.findData(current[key]))
            self.labels[key] = QLabel()
            form.addRow(self.labels[key], combo)
            self.combos[key] = combo
        self.defaults = {key: infos[key].default for key in SHEET_OPTIONS}
        self.combos["no_trump"].currentIndexChanged.connect(self._aces)
        self._aces()
        self.retranslate()

    def _aces(self) -> None:
        """The aces split two and two matter only without trumps (WC-8)."""
        self.combos["nt_aces_22"].setEnabled(bool(self.combos["no_trump"].currentData()))

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setTitle(self.tr("Whist options that change the sheet"))
        names = {
            "no_trump": self.tr("No-trump whist"),
            "honours_basis": self.tr("Honours held or captured"),
            "coronet_table": self.tr("The coronet table"),
            "honour_values": self.tr("Honour values"),
            "nt_aces_22": self.tr("Aces split two and two at no trumps"),
            "revoke_blocks_game": self.tr("May the revoking side end the game"),
            "double_revoke": self.tr("Revokes by both sides in one deal"),
            "rubber_bonus_mode": self.tr("The rubber premium"),
        }
        values: dict[str, dict[object, str]] = {
            "no_trump": {False: self.tr("off"), True: self.tr("on: every deal without trumps")},
            "honours_basis": {
                "held": self.tr("held in the hands as dealt"),
                "captured": self.tr("captured: in the side's tricks"),
            },
            "coronet_table": {
                "R1": "R1: 5, 10, 15, 20, 25 … 55",
                "R2": "R2: 5, 10, 20, 25, 30 … 60",
            },
            "honour_values": {
                "s004": self.tr("the old text: 5, 4, 2"),
                "samouch": self.tr("the «Самоучитель»: 6, 4, 2"),
            },
            "nt_aces_22": {
                "nothing": self.tr("nobody"),
                "side_with_odd_trick": self.tr("2 to the side with an odd trick"),
            },
            "revoke_blocks_game": {
                True: self.tr("no: its record below the line stops at 8"),
                False: self.tr("yes"),
            },
            "double_revoke": {
                "redeal": self.tr("redeal"),
                "both_penalised": self.tr("both penalised"),
            },
            "rubber_bonus_mode": {
                "additive": self.tr("in addition to the 5 for the last game"),
                "replaces_partiya_bonus": self.tr("instead of the 5 for the last game"),
            },
        }
        for key, rule in SHEET_OPTIONS.items():
            self.labels[key].setText(f"{names[key]} ({rule})")
            combo = self.combos[key]
            for index in range(combo.count()):
                value = combo.itemData(index)
                star = " ★" if value == self.defaults[key] else ""
                combo.setItemText(index, values[key][value] + star)

    def rules(self, base: WhistRules) -> WhistRules:
        """``base`` with the chosen options."""
        return apply_options(base, {key: combo.currentData() for key, combo in self.combos.items()})
