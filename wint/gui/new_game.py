"""The New game dialog and the Rules dialog.

New game: a name and a computer level for each seat, which seat the human plays (or none, to
watch four computers with all hands open), the ruleset preset with its options, and an
optional seed.  The Rules dialog offers every option the engine can play; the options the
rulebook declares for later variants (the draw, five players …) are not shown.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wint.ai.levels import LEVELS
from wint.core.rules import RuleSet, apply_options, load_preset, option_info, preset_names
from wint.core.seats import SEATS, Seat
from wint.gui.settings import Settings
from wint.gui.texts import seat_text
from wint.session.model import SeatConfig, SessionSetup

__all__ = ["NewGameDialog", "RulesDialog", "default_setup", "level_text", "option_text"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewGame", text)


def level_text(level: str) -> str:
    """A computer level in words."""
    return {
        "random": _tr("random"),
        "beginner": _tr("beginner"),
        "basic": _tr("basic"),
        "strong": _tr("strong"),
        "expert": _tr("expert"),
    }.get(level, level)


def option_text(key: str) -> str:
    """An option of the ruleset in words, with its rule id."""
    texts = {
        "auction_close_passes": _tr("Passes that close the auction"),
        "allow_lead_question": _tr("The question «can we lead?»"),
        "dealer_must_bid": _tr("The dealer must bid"),
        "opening_leader": _tr("Opening lead"),
        "review_tricks": _tr("Quitted tricks one may look at"),
        "allow_revokes": _tr("Table rules: revokes are possible"),
        "honours_basis": _tr("Honours counted"),
        "honours_netting": _tr("Honours and aces of both sides"),
        "aces_require_leve": _tr("Aces need леве"),
        "aces_coronet_values": _tr("Three or four aces in one hand"),
        "undertrick_unit": _tr("Undertrick penalty per level"),
        "slam_premiums_cumulative": _tr("Declared and taken slam premiums add up"),
        "taken_slam_bonus": _tr("Slam taken scores for"),
        "rubber_bonus_mode": _tr("Rubber bonus"),
        "game_tie_rule": _tr("Both sides reach 500 in one deal"),
        "failed_contract_can_win_game": _tr("A failed contract can win the game"),
        "session_rubbers": _tr("Rubbers in a session"),
        "passed_out": _tr("All passed"),
        "cross_values": _tr("Crosses"),
        "redeal_by": _tr("After all passed, the deal goes to"),
        "revoke_missing_trick_unit": _tr("Revoke: each missing trick costs"),
        "revoke_slam_premium": _tr("Revoke: slam premium"),
    }
    return texts.get(key, key)


def _value_text(value: object) -> str:
    texts = {
        "declarer_lho": _tr("declarer's left-hand opponent"),
        "dealer_lho": _tr("dealer's left-hand opponent"),
        "vint": _tr("last two, one once a card is led"),
        "whist": _tr("always the last two"),
        "held": _tr("as held"),
        "captured": _tr("as captured in tricks"),
        "net": _tr("set against each other"),
        "separate": _tr("each side writes its own"),
        "split_only": _tr("only when split 2–2"),
        "always": _tr("always"),
        "by_contract": _tr("by contract"),
        "always_high": _tr("always the high values"),
        "always_low": _tr("always the low values"),
        "any_side": _tr("any side"),
        "declarer_if_made": _tr("the declarers, if made"),
        "additive": _tr("2000 as well as the game"),
        "replaces_game_bonus": _tr("2000 instead of the game"),
        "higher_total": _tr("the higher total wins"),
        "declarer_side": _tr("the declarers win"),
        "crosses": _tr("a cross"),
        "raspasovka": _tr("played out (распасовка)"),
        "redeal_only": _tr("redeal only"),
        "flat": _tr("500 each"),
        "winding": _tr("500, 1000, 1500 …"),
        "next": _tr("the next dealer"),
        "same": _tr("the same dealer"),
        "undertrick": _tr("an undertrick"),
        "trick_value": _tr("a trick's value"),
        "taken": _tr("1000 / 2000"),
        "declared": _tr("5000 / 10000"),
    }
    if isinstance(value, bool):
        return _tr("yes") if value else _tr("no")
    return texts.get(str(value), str(value))


class RulesDialog(QDialog):
    """Every playable option of a ruleset, with its rule id."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self._combos: dict[str, QComboBox] = {}
        body = QWidget()
        form = QFormLayout(body)
        current = rules.as_dict()
        for info in option_info():
            if info.declared:
                continue
            combo = QComboBox()
            choices = info.choices if len(info.choices) <= 12 else (info.default,)
            for choice in choices:
                combo.addItem(_value_text(choice), choice)
            index = combo.findData(current[info.key])
            if index < 0:
                combo.addItem(_value_text(current[info.key]), current[info.key])
                index = combo.count() - 1
            combo.setCurrentIndex(index)
            combo.setToolTip(info.rule + (f" — {info.note}" if info.note else ""))
            form.addRow(f"{option_text(info.key)} ({info.rule})", combo)
            self._combos[info.key] = combo
        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(buttons)
        self.resize(620, 560)

    def options(self) -> Mapping[str, object]:
        """The chosen value of every option shown."""
        return {key: combo.currentData() for key, combo in self._combos.items()}

    def rules(self, base: RuleSet) -> RuleSet:
        """``base`` with the chosen options."""
        return apply_options(base, self.options())


class NewGameDialog(QDialog):
    """Seats, names, levels, rules and seed of a new session."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        seats_box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(seats_box)
        grid.addWidget(QLabel(self.tr("Seat")), 0, 0)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Computer level")), 0, 2)
        grid.addWidget(QLabel(self.tr("You play")), 0, 3)
        self.names: dict[Seat, QLineEdit] = {}
        self.levels: dict[Seat, QComboBox] = {}
        self.human = QButtonGroup(self)
        human = settings.human_seat
        for row, seat in enumerate(SEATS, start=1):
            grid.addWidget(QLabel(seat_text(seat)), row, 0)
            name = QLineEdit(settings.name(seat))
            name.setMaxLength(40)
            name.setPlaceholderText(seat_text(seat))
            grid.addWidget(name, row, 1)
            level = QComboBox()
            for choice in LEVELS:
                level.addItem(level_text(choice), choice)
            level.setCurrentIndex(max(0, level.findData(settings.level(seat))))
            grid.addWidget(level, row, 2)
            radio = QRadioButton()
            radio.setChecked(seat is human)
            self.human.addButton(radio, int(seat))
            grid.addWidget(radio, row, 3)
            self.names[seat], self.levels[seat] = name, level
        watch = QRadioButton(self.tr("Nobody: watch four computers"))
        watch.setChecked(human is None)
        self.human.addButton(watch, 4)
        grid.addWidget(watch, len(SEATS) + 1, 0, 1, 4)
        layout.addWidget(seats_box)
        rules_box = QGroupBox(self.tr("Rules"))
        form = QFormLayout(rules_box)
        self.preset = QComboBox()
        for preset in preset_names():
            self.preset.addItem(preset, preset)
        self.preset.setCurrentIndex(max(0, self.preset.findData(settings.preset)))
        form.addRow(self.tr("Preset"), self.preset)
        self.rules_button = QPushButton(self.tr("Options…"))
        self.rules_button.clicked.connect(self._edit_rules)
        form.addRow("", self.rules_button)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        form.addRow(self.tr("Seed"), self.seed)
        layout.addWidget(rules_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._rules: RuleSet | None = _remembered_rules(settings)
        self.preset.currentIndexChanged.connect(lambda _index: self._reset_rules())

    def _reset_rules(self) -> None:
        self._rules = None

    def _edit_rules(self) -> None:
        dialog = RulesDialog(self.rules(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._rules = dialog.rules(self.rules())

    def rules(self) -> RuleSet:
        """The chosen ruleset: the preset with any options changed."""
        if self._rules is not None:
            return self._rules
        return load_preset(str(self.preset.currentData()))

    def human_seat(self) -> Seat | None:
        """The seat chosen for the human, ``None`` to watch."""
        chosen = self.human.checkedId()
        return SEATS[chosen] if 0 <= chosen < 4 else None

    def setup(self) -> SessionSetup:
        """The session these choices describe."""
        human = self.human_seat()
        seats = tuple(
            SeatConfig(
                self.names[seat].text().strip(),
                human=seat is human,
                level=str(self.levels[seat].currentData()),
            )
            for seat in SEATS
        )
        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else random.SystemRandom().randrange(1 << 31)
        return SessionSetup(self.rules(), seats, seed)  # type: ignore[arg-type]

    def remember(self) -> None:
        """Keep the choices for the next new game."""
        for seat in SEATS:
            self.settings.set_name(seat, self.names[seat].text().strip())
            self.settings.set_level(seat, str(self.levels[seat].currentData()))
        self.settings.human_seat = self.human_seat()
        self.settings.preset = str(self.preset.currentData())
        preset = load_preset(self.settings.preset).as_dict()
        chosen = self.rules().as_dict()
        self.settings.set_rule_options({k: v for k, v in chosen.items() if preset[k] != v})
        self.settings.sync()


def default_setup(settings: Settings, seed: int | None = None) -> SessionSetup:
    """A new session with the remembered names, levels, seat and preset."""
    human = settings.human_seat
    seats = tuple(
        SeatConfig(settings.name(seat), human=seat is human, level=settings.level(seat))
        for seat in SEATS
    )
    rules = _remembered_rules(settings) or RuleSet()
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    return SessionSetup(rules, seats, seed)  # type: ignore[arg-type]


def _remembered_rules(settings: Settings) -> RuleSet | None:
    """The preset and options chosen last time (``None`` if they no longer load)."""
    try:
        return apply_options(load_preset(settings.preset), settings.rule_options())
    except ValueError:
        return None
