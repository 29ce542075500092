"""The New game dialog and the Rules dialog.

New game: the game (Vint or Whist), how many play (two or three with dummies: Vint §4.1,
W-VAR-2P, W-VAR-3P), a name and a computer level for each seat, which seat the human plays
(or none, to watch the computers with all hands open), the game's ruleset preset with its
options, and an optional seed.  A dummy sits opposite the human (or South, when nobody
plays); with two players the other one sits at his left, opposite the second dummy.  The
Rules dialog offers every option of the game that the window plays, in the rulebook's
words (Whist's dummy passing on each rubber or each deal only when three play, Vint's
dummy options only when dummies sit: a table of four plays their defaults); the others
(the draw, the cut, named players: :class:`~wint.core.options.Scope`) are not
shown, nor is a preset that sets one of them, since the game would refuse it (an option
never lies).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

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
from wint.core.options import apply_options, for_players, option_info
from wint.core.seats import SEATS, Seat
from wint.games.registry import DEFAULT_GAME, game
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP, Retranslating
from wint.gui.platform.settings import Settings, player_counts
from wint.gui.texts import game_text, names_problem, seat_text
from wint.session.model import AnySetup, PlayerConfig, seated

__all__ = [
    "NewGameDialog",
    "RulesDialog",
    "default_setup",
    "dummy_seats",
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
    "musor": QT_TRANSLATE_NOOP("NewGame", "Vint with rubbish"),
    "prikupka": QT_TRANSLATE_NOOP("NewGame", "Vint with a purchase"),
    "siberian": QT_TRANSLATE_NOOP("NewGame", "Siberian whist (historical)"),
}

# Each option of Vint as the rulebook's heading names it (§6).
_VINT_OPTIONS = {
    "deal_variant": QT_TRANSLATE_NOOP("NewGame", "The deal"),
    "auction_form": QT_TRANSLATE_NOOP("NewGame", "Who declares"),
    "allow_blind_bids": QT_TRANSLATE_NOOP("NewGame", "Blind bids (three or more, before looking)"),
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
    "dummy_exposed": QT_TRANSLATE_NOOP("NewGame", "The dummy's hand is laid face up"),
    "dummy_auction": QT_TRANSLATE_NOOP("NewGame", "The auction of two players"),
}

# The values of each option in the rulebook's words (§6); an option without words of its
# own shows numbers as they are and yes / no.
_VINT_VALUES: dict[str, dict[object, str]] = {
    "auction_form": {
        "vint": QT_TRANSLATE_NOOP("NewGame", "Vint: everyone bids"),
        "siberian": QT_TRANSLATE_NOOP(
            "NewGame", "Siberian whist: the dealer, and his partner may raise once"
        ),
    },
    "deal_variant": {
        "classic": QT_TRANSLATE_NOOP("NewGame", "classic: 13 cards each"),
        "musor": QT_TRANSLATE_NOOP(
            "NewGame", "with rubbish: the others pass the dealer 4 cards each"
        ),
        "prikupka": QT_TRANSLATE_NOOP("NewGame", "with a purchase: a talon of 4 for the declarer"),
    },
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
    "dummy_exposed": {
        "after_opening_lead": QT_TRANSLATE_NOOP("NewGame", "after the opening lead"),
        "after_deal": QT_TRANSLATE_NOOP("NewGame", "as soon as the deal is complete"),
    },
    "dummy_auction": {
        "full": QT_TRANSLATE_NOOP("NewGame", "a full auction, each calling for his dummy too"),
        "single_declaration": QT_TRANSLATE_NOOP(
            "NewGame", "one declaration each: the dealer first, the other has the last word"
        ),
    },
}

# Whist's options that the window plays (Part A.5, with W-VAR-NT, W-PLAY-7 and the
# dummies' W-VAR-3P and WC-10), as the rulebook names them; who pays a revoke when the
# partner asked (W-IRR-4) concerns named players' money only, so it is not offered.
_WHIST_OPTIONS = {
    "no_trump": QT_TRANSLATE_NOOP("NewGame", "Whist without trumps"),
    "trump_card_visible": QT_TRANSLATE_NOOP("NewGame", "The turned trump card lies on the table"),
    "enforce_follow_suit": QT_TRANSLATE_NOOP("NewGame", "A card that fails to follow suit"),
    "dummy_exposed": QT_TRANSLATE_NOOP("NewGame", "The dummy's hand is laid face up"),
    "dummy_rotation": QT_TRANSLATE_NOOP(
        "NewGame", "When the dummy passes to another player (whist for three)"
    ),
    "revoke_blocks_game": QT_TRANSLATE_NOOP("NewGame", "A revoking side and the partiya"),
    "double_revoke": QT_TRANSLATE_NOOP("NewGame", "Revokes by both sides in one deal"),
    "honours_basis": QT_TRANSLATE_NOOP("NewGame", "Honours (оперы) counted"),
    "honour_values": QT_TRANSLATE_NOOP("NewGame", "Three, four, five honours score"),
    "coronet_table": QT_TRANSLATE_NOOP("NewGame", "Coronet values"),
    "nt_aces_22": QT_TRANSLATE_NOOP("NewGame", "Aces split two and two without trumps"),
    "rubber_bonus_mode": QT_TRANSLATE_NOOP("NewGame", "The rubber's premium"),
}
_WHIST_VALUES: dict[str, dict[object, str]] = {
    "no_trump": {
        False: QT_TRANSLATE_NOOP("NewGame", "no: the dealer's last card is turned for trumps"),
        True: QT_TRANSLATE_NOOP("NewGame", "yes: no card is turned, the aces are the honours"),
    },
    "trump_card_visible": {
        "until_dealer_plays": QT_TRANSLATE_NOOP(
            "NewGame", "until the dealer plays to the first trick"
        ),
        "first_trick_end": QT_TRANSLATE_NOOP("NewGame", "until the first trick is quitted"),
    },
    "enforce_follow_suit": {
        True: QT_TRANSLATE_NOOP("NewGame", "is refused: suit must be followed"),
        False: QT_TRANSLATE_NOOP("NewGame", "table rules: revokes allowed and penalised"),
    },
    "dummy_exposed": {
        "after_deal": QT_TRANSLATE_NOOP("NewGame", "as soon as the deal is complete"),
        "after_opening_lead": QT_TRANSLATE_NOOP("NewGame", "after the opening lead"),
    },
    "dummy_rotation": {
        "rubber": QT_TRANSLATE_NOOP("NewGame", "after each rubber"),
        "deal": QT_TRANSLATE_NOOP("NewGame", "after each deal"),
    },
    "revoke_blocks_game": {
        True: QT_TRANSLATE_NOOP("NewGame", "cannot win it in that deal: at most 8 below"),
        False: QT_TRANSLATE_NOOP("NewGame", "may win it in that deal"),
    },
    "double_revoke": {
        "redeal": QT_TRANSLATE_NOOP("NewGame", "the deal is void and dealt again"),
        "both_penalised": QT_TRANSLATE_NOOP("NewGame", "both sides are penalised"),
    },
    "honours_basis": {
        "held": QT_TRANSLATE_NOOP("NewGame", "as held"),
        "captured": QT_TRANSLATE_NOOP("NewGame", "as captured in tricks"),
    },
    "honour_values": {
        "s004": QT_TRANSLATE_NOOP("NewGame", "2, 4 and 5"),
        "samouch": QT_TRANSLATE_NOOP("NewGame", "2, 4 and 6 (as the «Самоучитель»)"),
    },
    "coronet_table": {
        "R1": QT_TRANSLATE_NOOP("NewGame", "5, 10, 15, 20 … (5 for each card over two)"),
        "R2": QT_TRANSLATE_NOOP("NewGame", "5, 10, 20, 25 … (the figures as printed)"),
    },
    "nt_aces_22": {
        "nothing": QT_TRANSLATE_NOOP("NewGame", "nothing"),
        "side_with_odd_trick": QT_TRANSLATE_NOOP(
            "NewGame", "2 to the side that took the odd tricks"
        ),
    },
    "rubber_bonus_mode": {
        "additive": QT_TRANSLATE_NOOP("NewGame", "10 besides the partiya's 5"),
        "replaces_partiya_bonus": QT_TRANSLATE_NOOP("NewGame", "10 instead of the partiya's 5"),
    },
}
_YES_NO: dict[object, str] = {
    True: QT_TRANSLATE_NOOP("NewGame", "yes"),
    False: QT_TRANSLATE_NOOP("NewGame", "no"),
}

# Options offered only when so many play: the three players' dummy (WC-10).
_PLAYERS_OF = {"dummy_rotation": len(SEATS) - 1}

# Each game's options in words and values in words.
_WORDS: dict[str, tuple[dict[str, str], dict[str, dict[object, str]]]] = {
    "vint": (_VINT_OPTIONS, _VINT_VALUES),
    "whist": (_WHIST_OPTIONS, _WHIST_VALUES),
}
# The games the dialog offers.
GAMES = tuple(_WORDS)


def _translated(text: str) -> str:
    return QCoreApplication.translate("NewGame", text)


def level_text(level: str) -> str:
    """A computer level in words."""
    return _translated(_LEVELS[level]) if level in _LEVELS else level


def preset_text(preset: str) -> str:
    """A preset's name in words (the file's name when it has none)."""
    return _translated(_PRESETS[preset]) if preset in _PRESETS else preset


def option_text(key: str, game_id: str = DEFAULT_GAME) -> str:
    """An option of the game's ruleset in words."""
    options = _WORDS[game_id][0]
    return _translated(options[key]) if key in options else key


def value_text(key: str, value: object, game_id: str = DEFAULT_GAME) -> str:
    """A value of the game's option ``key`` in words."""
    values = _WORDS[game_id][1]
    words: dict[object, str] = values.get(key, _YES_NO if isinstance(value, bool) else {})
    return _translated(words[value]) if value in words else str(value)


def load_preset(game_id: str, name: str) -> Any:
    """The ruleset of the game's preset ``name``.

    :raises RulesError: unknown preset.
    """
    return game(game_id).preset(name)


def _game_of(rules: object) -> str:
    """The game whose ruleset ``rules`` is."""
    return next(g for g in GAMES if type(game(g).read_rules({}, "rules")) is type(rules))


class RulesDialog(Retranslating, QDialog):
    """Every option of a ruleset the window plays, with its rule id; those for a number of
    players only when ``players`` play."""

    def __init__(
        self, rules: Any, parent: QWidget | None = None, players: int | None = None
    ) -> None:
        super().__init__(parent)
        self.game = _game_of(rules)
        self._combos: dict[str, QComboBox] = {}
        self._labels: dict[str, tuple[QLabel, str]] = {}
        body = QWidget()
        form = QFormLayout(body)
        current = rules.as_dict()
        worded = _WORDS[self.game][0]
        rules_type: type = type(rules)
        for info in option_info(rules_type):
            if info.declared or info.key not in worded:
                continue
            if _PLAYERS_OF.get(info.key, players) != players:
                continue
            if info.players and players not in info.players:
                continue  # a dummy's option, offered only when the dummies sit (§4.1)
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
            label.setText(f"{option_text(key, self.game)} ({rule})")
            for index in range(combo.count()):
                combo.setItemText(index, value_text(key, combo.itemData(index), self.game))

    def options(self) -> Mapping[str, object]:
        """The chosen value of every option shown."""
        return {key: combo.currentData() for key, combo in self._combos.items()}

    def rules(self, base: Any) -> Any:
        """``base`` with the chosen options."""
        return apply_options(base, self.options())


class NewGameDialog(Retranslating, QDialog):
    """The game, seats, names, levels, rules and seed of a new session; ``games`` are the
    games offered (the window's)."""

    def __init__(
        self, settings: Settings, parent: QWidget | None = None, games: Sequence[str] = GAMES
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        layout = QVBoxLayout(self)
        self.game_box = QComboBox()
        for game_id in games:
            self.game_box.addItem("", game_id)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(settings.game)))
        self.game_label = QLabel()
        self.count_box = QComboBox()
        self.count_label = QLabel()
        chooser = QFormLayout()
        chooser.addRow(self.game_label, self.game_box)
        chooser.addRow(self.count_label, self.count_box)
        layout.addLayout(chooser)
        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.headers = [QLabel() for _ in range(4)]
        for column, header in enumerate(self.headers):
            grid.addWidget(header, 0, column)
        self.names: dict[Seat, QLineEdit] = {}
        self.levels: dict[Seat, QComboBox] = {}
        self.seat_labels: dict[Seat, QLabel] = {}
        self.dummy_labels: dict[Seat, QLabel] = {}
        self.human = QButtonGroup(self)
        human = settings.human_seat
        for row, seat in enumerate(SEATS, start=1):
            self.seat_labels[seat] = QLabel()
            grid.addWidget(self.seat_labels[seat], row, 0)
            self.dummy_labels[seat] = QLabel()
            grid.addWidget(self.dummy_labels[seat], row, 1, 1, 2)
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
        self._rules: Any = None
        self._fill_presets()
        self.preset.currentIndexChanged.connect(lambda _index: self._reset_rules())
        self.game_box.currentIndexChanged.connect(lambda _index: self._fill_presets())
        self.count_box.currentIndexChanged.connect(lambda _index: self._show_dummies())
        self.human.idToggled.connect(lambda _id, _on: self._show_dummies())
        self.retranslate()

    def game(self) -> str:
        """The id of the game chosen."""
        return str(self.game_box.currentData())

    def count(self) -> int:
        """How many players sit down (fewer than the seats: dummies fill the others)."""
        return int(self.count_box.currentData())

    def dummies(self) -> tuple[Seat, ...]:
        """The seats of the dummies in the first rubber, by the players chosen."""
        return dummy_seats(self.count(), self.human_seat())

    def _fill_presets(self) -> None:
        """The chosen game's presets, the remembered one chosen with its options, and how
        many may play it, the remembered count chosen."""
        game_id = self.game()
        self.preset.blockSignals(True)
        self.preset.clear()
        for preset in game_presets(game_id):
            self.preset.addItem(preset_text(preset), preset)
        self.preset.setCurrentIndex(max(0, self.preset.findData(self.settings.preset_of(game_id))))
        self.preset.blockSignals(False)
        self._rules = _remembered_rules(self.settings, game_id)
        self.count_box.blockSignals(True)
        self.count_box.clear()
        for count in player_counts(game_id):
            self.count_box.addItem(_count_text(count), count)
        remembered = self.count_box.findData(self.settings.player_count(game_id))
        self.count_box.setCurrentIndex(max(0, remembered))
        self.count_box.blockSignals(False)
        for widget in (self.count_box, self.count_label):
            widget.setVisible(self.count_box.count() > 1)
        self._show_dummies()

    def _show_dummies(self) -> None:
        """Each dummy's row says whose it is, in place of a name and a level."""
        dummies = self.dummies()
        for seat in SEATS:
            dummy = seat in dummies
            self.dummy_labels[seat].setVisible(dummy)
            self.names[seat].setVisible(not dummy)
            self.levels[seat].setVisible(not dummy)
            self.human.button(int(seat)).setEnabled(not dummy)
            self.dummy_labels[seat].setText(
                self.tr("dummy, played by %1").replace("%1", seat_text(seat.partner))
            )

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game"))
        for index in range(self.game_box.count()):
            self.game_box.setItemText(index, game_text(str(self.game_box.itemData(index))))
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
        self.count_label.setText(self.tr("Number of players"))
        for index in range(self.count_box.count()):
            self.count_box.setItemText(index, _count_text(int(self.count_box.itemData(index))))
        self._show_dummies()
        self.watch.setText(self.tr("Nobody: watch the computers"))
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
        dummies = self.dummies()
        problem = names_problem({seat: self._name(seat) for seat in SEATS if seat not in dummies})
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
        dialog = RulesDialog(self.rules(), self, self.count())
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._rules = dialog.rules(self.rules())

    def rules(self) -> Any:
        """The chosen ruleset of the chosen game: the preset with any options changed."""
        if self._rules is not None:
            return self._rules
        return load_preset(self.game(), str(self.preset.currentData()))

    def human_seat(self) -> Seat | None:
        """The seat chosen for the human, ``None`` to watch."""
        chosen = self.human.checkedId()
        return SEATS[chosen] if 0 <= chosen < 4 else None

    def setup(self) -> AnySetup:
        """The session these choices describe."""
        human = self.human_seat()
        dummies = self.dummies()
        seats = tuple(
            None
            if seat in dummies
            else PlayerConfig(
                self._name(seat),
                human=seat is human,
                level=Level(str(self.levels[seat].currentData())),
            )
            for seat in SEATS
        )
        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else random.SystemRandom().randrange(1 << 31)
        rules = for_players(self.rules(), len(SEATS) - len(dummies))
        return seated(game(self.game()), rules, seats, seed)

    def remember(self) -> None:
        """Keep the choices for the next new game."""
        for seat in SEATS:
            self.settings.set_name(seat, self._name(seat))
            self.settings.set_level(seat, str(self.levels[seat].currentData()))
        self.settings.human_seat = self.human_seat()
        self.settings.hints = self.hints.isChecked()
        game_id = self.game()
        self.settings.game = game_id
        self.settings.set_player_count(game_id, self.count())
        preset_name = str(self.preset.currentData())
        self.settings.set_preset_of(game_id, preset_name)
        preset = load_preset(game_id, preset_name).as_dict()
        chosen = self.rules().as_dict()
        changed = {k: v for k, v in chosen.items() if preset[k] != v}
        self.settings.set_rule_options(changed, game_id)
        self.settings.sync()


def default_setup(
    settings: Settings, seed: int | None = None, game_id: str | None = None
) -> AnySetup:
    """A new session of the remembered game (or ``game_id``) with the remembered names,
    levels, seat, preset and options."""
    game_id = game_id or settings.game
    human = settings.human_seat
    dummies = dummy_seats(settings.player_count(game_id), human)
    seats = tuple(
        None
        if seat in dummies
        else PlayerConfig(settings.name(seat), human=seat is human, level=settings.level(seat))
        for seat in SEATS
    )
    spec = game(game_id)
    rules = _remembered_rules(settings, game_id) or spec.read_rules({}, "rules")
    rules = for_players(rules, len(SEATS) - len(dummies))
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    return seated(spec, rules, seats, seed)


def dummy_seats(count: int, human: Seat | None) -> tuple[Seat, ...]:
    """Where the dummies sit in the first rubber of ``count`` players: opposite the human
    (South when nobody plays) with three; with two also opposite the other player, who
    sits at the human's left (W-VAR-2P, W-VAR-3P)."""
    first = human if human is not None else Seat.S
    return tuple(sorted((first.partner, first.lho.partner)[: len(SEATS) - count]))


def _count_text(count: int) -> str:
    """How many play, and their dummies: «3, with a dummy»."""
    if count == len(SEATS) - 1:
        return QCoreApplication.translate("NewGame", "3, with a dummy")
    if count == len(SEATS) - 2:
        return QCoreApplication.translate("NewGame", "2, each with a dummy")
    return str(count)


def game_presets(game_id: str = DEFAULT_GAME) -> list[str]:
    """The presets the game plays (a preset setting an option it does not play is left out)."""
    spec = game(game_id)
    names = []
    for name in spec.presets():
        try:
            spec.check_rules(load_preset(game_id, name), f"presets/{name}.toml:options")
        except RulesError:
            continue
        names.append(name)
    return names


def _remembered_rules(settings: Settings, game_id: str) -> Any:
    """The game's preset and options chosen last time (``None`` if they no longer load, or
    set an option the window does not play)."""
    spec = game(game_id)
    options = settings.rule_options(game_id)
    if not set(options) <= set(_WORDS[game_id][0]):
        return None
    try:
        base = load_preset(game_id, settings.preset_of(game_id))
        rules = apply_options(base, options)
        spec.check_rules(rules, "rules")
    except ValueError:
        return None
    return rules
