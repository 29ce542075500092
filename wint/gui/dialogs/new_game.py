"""The New game dialog and the Rules dialog.

New game: a name and a computer level for each seat, which seat the human plays (or none, to
watch four computers with all hands open), the ruleset preset with its options, and an
optional seed.  The Rules dialog offers every option the game plays; the others (the draw,
the cut, blind bids, named players: :class:`~wint.games.vint.rules.Scope`) are not shown, nor is
a preset that sets one of them, since the game would refuse it (an option never lies).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
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
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wint.core.errors import RulesError
from wint.core.levels import Level
from wint.core.names import MAX_NAME_LENGTH
from wint.core.seats import SEATS, Seat
from wint.games.registry import game
from wint.games.vint.rules import (
    RuleSet,
    apply_options,
    load_preset,
    refuse_unplayed,
    rule_options,
)
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP, Retranslating
from wint.gui.platform.settings import Settings
from wint.gui.texts import names_problem, seat_text
from wint.session.model import PlayerConfig, SessionSetup, fixed_seats

__all__ = [
    "NewGameDialog",
    "RulesDialog",
    "default_setup",
    "game_presets",
    "level_text",
    "option_text",
    "preset_text",
    "value_text",
]


# Words for the codes the dialogs show, translated on lookup.
_LEVELS: dict[str, str] = {
    Level.RANDOM: QT_TRANSLATE_NOOP("NewGame", "random"),
    Level.BEGINNER: QT_TRANSLATE_NOOP("NewGame", "beginner"),
    Level.BASIC: QT_TRANSLATE_NOOP("NewGame", "basic"),
    Level.STRONG: QT_TRANSLATE_NOOP("NewGame", "strong"),
    Level.EXPERT: QT_TRANSLATE_NOOP("NewGame", "expert"),
}

# The presets as the rulebook names them (§6).
_PRESETS = {
    "classic": QT_TRANSLATE_NOOP("NewGame", "classic"),
    "table": QT_TRANSLATE_NOOP("NewGame", "live table (revokes)"),
    "pagat1886": QT_TRANSLATE_NOOP("NewGame", "the 1886 rules"),
}

# Each option as the rulebook's heading names it (§6).
_OPTIONS = {
    "auction_close_passes": QT_TRANSLATE_NOOP("NewGame", "Passes that close the auction"),
    "allow_lead_question": QT_TRANSLATE_NOOP("NewGame", "The question «can we lead?»"),
    "dealer_must_bid": QT_TRANSLATE_NOOP("NewGame", "Must the dealer bid?"),
    "opening_leader": QT_TRANSLATE_NOOP("NewGame", "Who leads first"),
    "review_tricks": QT_TRANSLATE_NOOP("NewGame", "Looking at quitted tricks"),
    "allow_revokes": QT_TRANSLATE_NOOP("NewGame", "Live table rules: revokes are possible"),
    "honours_basis": QT_TRANSLATE_NOOP("NewGame", "Honours counted"),
    "honours_netting": QT_TRANSLATE_NOOP("NewGame", "Honours and aces on different sides"),
    "aces_require_leve": QT_TRANSLATE_NOOP("NewGame", "Aces and леве"),
    "aces_coronet_values": QT_TRANSLATE_NOOP("NewGame", "Three or four aces in one hand"),
    "undertrick_unit": QT_TRANSLATE_NOOP("NewGame", "Penalty per trick short (× the level)"),
    "slam_premiums_cumulative": QT_TRANSLATE_NOOP("NewGame", "Declared and taken slam premiums"),
    "taken_slam_bonus": QT_TRANSLATE_NOOP("NewGame", "Who scores a slam taken (1000 / 2000)"),
    "rubber_bonus_mode": QT_TRANSLATE_NOOP("NewGame", "The rubber bonus"),
    "game_tie_rule": QT_TRANSLATE_NOOP("NewGame", "Both sides reach 500 in one deal"),
    "failed_contract_can_win_game": QT_TRANSLATE_NOOP(
        "NewGame", "Can a failed contract win the game?"
    ),
    "session_rubbers": QT_TRANSLATE_NOOP("NewGame", "Rubbers in a session"),
    "passed_out": QT_TRANSLATE_NOOP("NewGame", "Passed-out deals"),
    "cross_values": QT_TRANSLATE_NOOP("NewGame", "The value of crosses"),
    "redeal_by": QT_TRANSLATE_NOOP("NewGame", "Who deals after a passed-out deal"),
    "revoke_missing_trick_unit": QT_TRANSLATE_NOOP("NewGame", "Revoke: each missing trick costs"),
    "revoke_slam_premium": QT_TRANSLATE_NOOP("NewGame", "Slam after a revoke transfer"),
}

# The values of each option in the rulebook's words (§6); an option without words of its
# own shows numbers as they are and yes / no.
_VALUES: dict[str, dict[object, str]] = {
    "allow_lead_question": {
        True: QT_TRANSLATE_NOOP("NewGame", "allowed"),
        False: QT_TRANSLATE_NOOP("NewGame", "switched off"),
    },
    "opening_leader": {
        "declarer_lho": QT_TRANSLATE_NOOP("NewGame", "the declarer's left-hand opponent"),
        "dealer_lho": QT_TRANSLATE_NOOP("NewGame", "the dealer's left-hand opponent"),
    },
    "review_tricks": {
        "vint": QT_TRANSLATE_NOOP("NewGame", "as in vint: the last two, one once a card is led"),
        "whist": QT_TRANSLATE_NOOP("NewGame", "as in whist: always the last two"),
    },
    "honours_basis": {
        "held": QT_TRANSLATE_NOOP("NewGame", "as held"),
        "captured": QT_TRANSLATE_NOOP("NewGame", "as captured in tricks"),
    },
    "honours_netting": {
        "net": QT_TRANSLATE_NOOP("NewGame", "net: one set against the other"),
        "separate": QT_TRANSLATE_NOOP("NewGame", "separate: each side writes its own"),
    },
    "aces_require_leve": {
        "split_only": QT_TRANSLATE_NOOP("NewGame", "only when split 2–2"),
        "always": QT_TRANSLATE_NOOP("NewGame", "always"),
    },
    "aces_coronet_values": {
        "by_contract": QT_TRANSLATE_NOOP("NewGame", "by contract"),
        "always_high": QT_TRANSLATE_NOOP("NewGame", "always high"),
        "always_low": QT_TRANSLATE_NOOP("NewGame", "always low"),
    },
    "slam_premiums_cumulative": {
        True: QT_TRANSLATE_NOOP("NewGame", "cumulative"),
        False: QT_TRANSLATE_NOOP("NewGame", "declared only"),
    },
    "taken_slam_bonus": {
        "any_side": QT_TRANSLATE_NOOP("NewGame", "any side"),
        "declarer_if_made": QT_TRANSLATE_NOOP("NewGame", "declarers only, if made"),
    },
    "rubber_bonus_mode": {
        "additive": QT_TRANSLATE_NOOP("NewGame", "additive: 2000 and 1000 for the game"),
        "replaces_game_bonus": QT_TRANSLATE_NOOP(
            "NewGame", "replaces: 2000 instead of 1000 for the game"
        ),
    },
    "game_tie_rule": {
        "higher_total": QT_TRANSLATE_NOOP("NewGame", "the higher total wins"),
        "declarer_side": QT_TRANSLATE_NOOP("NewGame", "the declaring side wins"),
    },
    "passed_out": {
        "crosses": QT_TRANSLATE_NOOP("NewGame", "a cross"),
        "raspasovka": QT_TRANSLATE_NOOP("NewGame", "played out (распасовка)"),
        "redeal_only": QT_TRANSLATE_NOOP("NewGame", "redeal only"),
    },
    "cross_values": {
        "flat": QT_TRANSLATE_NOOP("NewGame", "flat: 500 each"),
        "winding": QT_TRANSLATE_NOOP("NewGame", "winding: 500, 1000, 1500 …"),
    },
    "redeal_by": {
        "next": QT_TRANSLATE_NOOP("NewGame", "the next player"),
        "same": QT_TRANSLATE_NOOP("NewGame", "the same dealer"),
    },
    "revoke_missing_trick_unit": {
        "undertrick": QT_TRANSLATE_NOOP("NewGame", "an undertrick"),
        "trick_value": QT_TRANSLATE_NOOP("NewGame", "a trick's value"),
    },
    "revoke_slam_premium": {
        "taken": QT_TRANSLATE_NOOP("NewGame", "as a slam taken, 1000 / 2000"),
        "declared": QT_TRANSLATE_NOOP("NewGame", "as a declared slam, 5000 / 10000"),
    },
}
_YES_NO: dict[object, str] = {
    True: QT_TRANSLATE_NOOP("NewGame", "yes"),
    False: QT_TRANSLATE_NOOP("NewGame", "no"),
}


def _translated(text: str) -> str:
    return QCoreApplication.translate("NewGame", text)


def level_text(level: str) -> str:
    """A computer level in words."""
    return _translated(_LEVELS[level]) if level in _LEVELS else level


def preset_text(preset: str) -> str:
    """A preset's name in words (the file's name when it has none)."""
    return _translated(_PRESETS[preset]) if preset in _PRESETS else preset


def option_text(key: str) -> str:
    """An option of the ruleset in words."""
    return _translated(_OPTIONS[key]) if key in _OPTIONS else key


def value_text(key: str, value: object) -> str:
    """A value of option ``key`` in words."""
    words: dict[object, str] = _VALUES.get(key, _YES_NO if isinstance(value, bool) else {})
    return _translated(words[value]) if value in words else str(value)


class RulesDialog(Retranslating, QDialog):
    """Every playable option of a ruleset, with its rule id."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._combos: dict[str, QComboBox] = {}
        self._labels: dict[str, tuple[QLabel, str]] = {}
        body = QWidget()
        form = QFormLayout(body)
        current = rules.as_dict()
        for info in rule_options():
            if info.declared:
                continue
            combo = QComboBox()
            choices = info.choices if len(info.choices) <= 12 else (info.default,)
            for choice in choices:
                combo.addItem("", choice)
            index = combo.findData(current[info.key])
            if index < 0:
                combo.addItem("", current[info.key])
                index = combo.count() - 1
            combo.setCurrentIndex(index)
            combo.setToolTip(info.rule)  # the rulebook (F1) explains it
            label = QLabel()
            form.addRow(label, combo)
            self._combos[info.key] = combo
            self._labels[info.key] = (label, info.rule)
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
        self.resize(760, 600)  # the longest values (C-18, C-13) shown whole
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("Rules"))
        for key, combo in self._combos.items():
            label, rule = self._labels[key]
            label.setText(f"{option_text(key)} ({rule})")
            for index in range(combo.count()):
                combo.setItemText(index, value_text(key, combo.itemData(index)))

    def options(self) -> Mapping[str, object]:
        """The chosen value of every option shown."""
        return {key: combo.currentData() for key, combo in self._combos.items()}

    def rules(self, base: RuleSet) -> RuleSet:
        """``base`` with the chosen options."""
        return apply_options(base, self.options())


class NewGameDialog(Retranslating, QDialog):
    """Seats, names, levels, rules and seed of a new session."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        layout = QVBoxLayout(self)
        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.headers = [QLabel() for _ in range(4)]
        for column, header in enumerate(self.headers):
            grid.addWidget(header, 0, column)
        self.names: dict[Seat, QLineEdit] = {}
        self.levels: dict[Seat, QComboBox] = {}
        self.seat_labels: dict[Seat, QLabel] = {}
        self.human = QButtonGroup(self)
        human = settings.human_seat
        for row, seat in enumerate(SEATS, start=1):
            self.seat_labels[seat] = QLabel()
            grid.addWidget(self.seat_labels[seat], row, 0)
            name = QLineEdit(settings.name(seat))
            name.setMaxLength(MAX_NAME_LENGTH)
            grid.addWidget(name, row, 1)
            level = QComboBox()
            for choice in Level:
                level.addItem("", choice)
            level.setCurrentIndex(max(0, level.findData(settings.level(seat))))
            grid.addWidget(level, row, 2)
            radio = QRadioButton()
            radio.setChecked(seat is human)
            self.human.addButton(radio, int(seat))
            grid.addWidget(radio, row, 3)
            self.names[seat], self.levels[seat] = name, level
        self.watch = QRadioButton()
        self.watch.setChecked(human is None)
        self.human.addButton(self.watch, 4)
        grid.addWidget(self.watch, len(SEATS) + 1, 0, 1, 4)
        layout.addWidget(self.seats_box)
        self.rules_box = QGroupBox()
        form = QFormLayout(self.rules_box)
        self.preset = QComboBox()
        for preset in game_presets():
            self.preset.addItem("", preset)
        self.preset.setCurrentIndex(max(0, self.preset.findData(settings.preset)))
        self.preset_label = QLabel()
        form.addRow(self.preset_label, self.preset)
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(self._edit_rules)
        form.addRow("", self.rules_button)
        self.seed = QLineEdit()
        self.seed_label = QLabel()
        form.addRow(self.seed_label, self.seed)
        self.hints = QCheckBox()
        self.hints.setChecked(settings.hints)
        form.addRow("", self.hints)
        layout.addWidget(self.rules_box)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._rules: RuleSet | None = _remembered_rules(settings)
        self.preset.currentIndexChanged.connect(lambda _index: self._reset_rules())
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("New game"))
        self.seats_box.setTitle(self.tr("Players"))
        for header, text in zip(
            self.headers,
            (self.tr("Seat"), self.tr("Name"), self.tr("Computer level"), self.tr("You play")),
            strict=True,
        ):
            header.setText(text)
        for seat in SEATS:
            self.seat_labels[seat].setText(seat_text(seat))
            self.names[seat].setPlaceholderText(seat_text(seat))
            combo = self.levels[seat]
            for index in range(combo.count()):
                combo.setItemText(index, level_text(str(combo.itemData(index))))
        self.watch.setText(self.tr("Nobody: watch four computers"))
        self.rules_box.setTitle(self.tr("Rules"))
        self.preset_label.setText(self.tr("Preset"))
        for index in range(self.preset.count()):
            self.preset.setItemText(index, preset_text(str(self.preset.itemData(index))))
        self.rules_button.setText(self.tr("Options…"))
        self.seed_label.setText(self.tr("Seed"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.hints.setText(self.tr("Show hints before each of my decisions (teaching)"))

    def accept(self) -> None:
        """Close with these choices, unless a name typed is no player's name (the dialog
        says why and stays open)."""
        problem = names_problem({seat: self._name(seat) for seat in SEATS})
        self.problem.setText(problem)
        if problem:
            self.adjustSize()  # room for the wrapped line
            return
        super().accept()

    def _name(self, seat: Seat) -> str:
        return self.names[seat].text().strip()

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
            PlayerConfig(
                self._name(seat),
                human=seat is human,
                level=Level(str(self.levels[seat].currentData())),
            )
            for seat in SEATS
        )
        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else random.SystemRandom().randrange(1 << 31)
        return fixed_seats(self.rules(), seats, seed)

    def remember(self) -> None:
        """Keep the choices for the next new game."""
        for seat in SEATS:
            self.settings.set_name(seat, self._name(seat))
            self.settings.set_level(seat, str(self.levels[seat].currentData()))
        self.settings.human_seat = self.human_seat()
        self.settings.hints = self.hints.isChecked()
        self.settings.preset = str(self.preset.currentData())
        preset = load_preset(self.settings.preset).as_dict()
        chosen = self.rules().as_dict()
        self.settings.set_rule_options({k: v for k, v in chosen.items() if preset[k] != v})
        self.settings.sync()


def default_setup(settings: Settings, seed: int | None = None) -> SessionSetup:
    """A new session with the remembered names, levels, seat and preset."""
    human = settings.human_seat
    seats = tuple(
        PlayerConfig(settings.name(seat), human=seat is human, level=settings.level(seat))
        for seat in SEATS
    )
    rules = _remembered_rules(settings) or RuleSet()
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    return fixed_seats(rules, seats, seed)


def game_presets() -> list[str]:
    """The presets the game plays (a preset setting an option it does not play is left out)."""
    names = []
    for name in game("vint").presets():
        try:
            refuse_unplayed(load_preset(name), f"presets/{name}.toml:options")
        except RulesError:
            continue
        names.append(name)
    return names


def _remembered_rules(settings: Settings) -> RuleSet | None:
    """The preset and options chosen last time (``None`` if they no longer load, or set an
    option the game does not play)."""
    try:
        return refuse_unplayed(apply_options(load_preset(settings.preset), settings.rule_options()))
    except ValueError:
        return None
