"""The New game dialog and the Rules dialog.

New game: the game (Vint, Whist or Preferans), how many play (two or three with dummies:
Vint §4.1, W-VAR-2P, W-VAR-3P; Vint also four, five or six, §4.2; Preferans three or four,
the dealer sitting out each deal, P-TAB-1, a row a player), a row per player with a name, a box
ticked for each one at this screen (none: watch the computers with all hands open; several:
they pass the screen on) and a computer level, the game's ruleset preset with its options,
the price of a whist for a game settled in money too (Preferans, P-SET-4), and an optional
seed.  While the players keep their seats the rows are the seats N, E, S, W;
a dummy sits opposite the human (or South, when nobody plays), and with two players the other
one sits at his left, opposite the second dummy.  Five or six, or four who ask for rotation,
draw for seats (the order drawn is shown) and are seated by the tables (:func:`table_setup`),
their ledger counted in the unit chosen.  The Rules dialog offers every option of the game
that the window plays, in the rulebook's words (Whist's dummy passing on each rubber or each
deal only when three play, Vint's dummy options only when dummies sit: a table of four plays
their defaults); the others (the draw, the cut; the named players', which New game sets
itself: :class:`~wint.core.options.Scope`) are not shown, nor is a preset that sets one of
the first, since the game would refuse it (an option never lies).
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
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wint.core.errors import RulesError
from wint.core.levels import Level
from wint.core.names import MAX_NAME_LENGTH
from wint.core.options import apply_options, for_players, option_info
from wint.core.seating import cycle_length
from wint.core.seats import SEATS, Seat
from wint.games.registry import DEFAULT_GAME, game
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP, Retranslating
from wint.gui.platform.settings import Settings, player_counts
from wint.gui.texts import game_text, names_problem, seat_text
from wint.session.model import AnySetup, PlayerConfig, SetupError, keeping_seats, seated
from wint.session.rotation import draw, rotating

__all__ = [
    "NewGameDialog",
    "RulesDialog",
    "default_setup",
    "dummy_seats",
    "game_presets",
    "level_text",
    "option_text",
    "preset_text",
    "table_setup",
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
    "sochi": QT_TRANSLATE_NOOP("NewGame", "Sochi"),
    "leningrad": QT_TRANSLATE_NOOP("NewGame", "Leningrad"),
    "rostov": QT_TRANSLATE_NOOP("NewGame", "Rostov"),
    "classic1971": QT_TRANSLATE_NOOP("NewGame", "the 1971 classic"),
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
# Preferans's options that the window plays (B.9), as the rulebook names them; the players
# are New game's count, the options of money and of the sheet's arithmetic are the preset's.
_PREF_OPTIONS = {
    "pulya": QT_TRANSLATE_NOOP("NewGame", "The pulya's target"),
    "whist_style": QT_TRANSLATE_NOOP("NewGame", "The whists when the other defender passes"),
    "responsibility": QT_TRANSLATE_NOOP("NewGame", "A whister's responsibility"),
    "half_whist": QT_TRANSLATE_NOOP("NewGame", "Half-whist on six and seven"),
    "allow_zdes": QT_TRANSLATE_NOOP("NewGame", "“Here”: the senior hand may hold a bid"),
    "stalingrad": QT_TRANSLATE_NOOP("NewGame", "Stalingrad: six spades whisted by both"),
    "ten_game": QT_TRANSLATE_NOOP("NewGame", "A ten-trick game"),
    "misere_rank": QT_TRANSLATE_NOOP("NewGame", "What beats misère"),
    "light_expose": QT_TRANSLATE_NOOP("NewGame", "An open whist lays the hands down"),
    "misere_expose": QT_TRANSLATE_NOOP("NewGame", "Misère: the catchers lay their hands down"),
    "raspas_prikup": QT_TRANSLATE_NOOP("NewGame", "The prikup on an all-pass deal"),
    "exit_ladder": QT_TRANSLATE_NOOP("NewGame", "The lowest game after all-pass deals"),
}
_PREF_VALUES: dict[str, dict[object, str]] = {
    "whist_style": {
        "greedy": QT_TRANSLATE_NOOP("NewGame", "greedy: the whister writes all he took"),
        "gentleman": QT_TRANSLATE_NOOP("NewGame", "gentleman's: shared with the passer"),
    },
    "responsibility": {
        "full": QT_TRANSLATE_NOOP("NewGame", "full"),
        "half": QT_TRANSLATE_NOOP("NewGame", "half"),
    },
    "ten_game": {
        "whisted": QT_TRANSLATE_NOOP("NewGame", "is whisted"),
        "checked": QT_TRANSLATE_NOOP("NewGame", "is checked, without whists"),
    },
    "misere_rank": {
        "below_9": QT_TRANSLATE_NOOP("NewGame", "any nine"),
        "msu": QT_TRANSLATE_NOOP("NewGame", "only a ten"),
    },
    "light_expose": {
        "after_opening_lead": QT_TRANSLATE_NOOP("NewGame", "after the opening lead"),
        "before_play": QT_TRANSLATE_NOOP("NewGame", "before the play"),
    },
    "misere_expose": {
        "kodeks": QT_TRANSLATE_NOOP("NewGame", "before the play (after the first card)"),
        "after_first_trick": QT_TRANSLATE_NOOP("NewGame", "after the first trick"),
    },
    "raspas_prikup": {
        "leads_two_tricks": QT_TRANSLATE_NOOP("NewGame", "turned, it leads the first two tricks"),
        "ignored": QT_TRANSLATE_NOOP("NewGame", "not used"),
        "msu_dealer_plays": QT_TRANSLATE_NOOP("NewGame", "it leads and takes for the dealer"),
    },
}
_YES_NO: dict[object, str] = {
    True: QT_TRANSLATE_NOOP("NewGame", "yes"),
    False: QT_TRANSLATE_NOOP("NewGame", "no"),
}

#: The rows of players New game offers: up to six (Vint's five and six, §4.2).
MAX_ROWS = 6
#: The units the players' accounts may count in (V-SHEET-7), the rulebook's first.
LEDGER_UNITS = (100, 1000, 10, 1)

# Preferans's price of a whist in hundredths (P-SET-4): New game's own box, not a rule's.
_PRICE = "whist_price"

# Options offered only when so many play: the three players' dummy (WC-10).
_PLAYERS_OF = {"dummy_rotation": len(SEATS) - 1}

# Each game's options in words and values in words.
_WORDS: dict[str, tuple[dict[str, str], dict[str, dict[object, str]]]] = {
    "vint": (_VINT_OPTIONS, _VINT_VALUES),
    "whist": (_WHIST_OPTIONS, _WHIST_VALUES),
    "preferans": (_PREF_OPTIONS, _PREF_VALUES),
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
        # a row per player: the seats N, E, S, W while they keep them, else in the order
        # entered (the draw seats them)
        self.names: dict[int, QLineEdit] = {}
        self.levels: dict[int, QComboBox] = {}
        self.seat_labels: dict[int, QLabel] = {}
        self.dummy_labels: dict[int, QLabel] = {}
        self.human = QButtonGroup(self)
        self.human.setExclusive(False)  # a box for each player who sits at this screen
        humans = settings.human_rows
        for row in range(MAX_ROWS):
            line = row + 1
            self.seat_labels[row] = QLabel()
            grid.addWidget(self.seat_labels[row], line, 0)
            self.dummy_labels[row] = QLabel()
            grid.addWidget(self.dummy_labels[row], line, 1, 1, 2)
            name = QLineEdit(settings.name(row))
            name.setMaxLength(MAX_NAME_LENGTH)
            grid.addWidget(name, line, 1)
            level = QComboBox()
            for choice in Level:
                level.addItem("", choice)
            level.setCurrentIndex(max(0, level.findData(settings.level(row))))
            grid.addWidget(level, line, 2)
            box = QCheckBox()
            box.setChecked(row in humans)
            self.human.addButton(box, row)
            grid.addWidget(box, line, 3)
            self.names[row], self.levels[row] = name, level
        self.watch = QLabel()
        self.watch.setWordWrap(True)
        grid.addWidget(self.watch, MAX_ROWS + 1, 0, 1, 4)
        seating = QFormLayout()
        self.rotate = QCheckBox()
        self.rotate.setChecked(settings.rotate_four)
        seating.addRow("", self.rotate)
        self.unit = QComboBox()
        for unit in LEDGER_UNITS:
            self.unit.addItem("", unit)
        self.unit_label = QLabel()
        seating.addRow(self.unit_label, self.unit)
        self.draw_button = QPushButton()
        self.draw_button.clicked.connect(self.draw_seats)
        self.drawn_label = QLabel()
        self.drawn_label.setWordWrap(True)
        seating.addRow("", self.draw_button)
        seating.addRow(self.drawn_label)
        grid.addLayout(seating, MAX_ROWS + 2, 0, 1, 4)
        self._drawn: tuple[int, int] | None = None  # the seed and the count drawn for
        self._setup: AnySetup | None = None  # the session accepted
        layout.addWidget(self.seats_box)
        self.rules_box = QGroupBox()
        form = QFormLayout(self.rules_box)
        self.preset = QComboBox()
        self.preset_label = QLabel()
        form.addRow(self.preset_label, self.preset)
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(self._edit_rules)
        form.addRow("", self.rules_button)
        self.price = QDoubleSpinBox()
        self.price.setDecimals(2)
        self.price_label = QLabel()
        form.addRow(self.price_label, self.price)
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
        self.count_box.currentIndexChanged.connect(lambda _index: self._show_rows())
        self.human.idToggled.connect(lambda _id, _on: self._show_rows())
        self.rotate.toggled.connect(lambda _on: self._show_rows())
        self.seed.textChanged.connect(lambda _text: self._forget_draw())
        self.unit.setCurrentIndex(max(0, self.unit.findData(self._rules_unit())))
        self.retranslate()

    def game(self) -> str:
        """The id of the game chosen."""
        return str(self.game_box.currentData())

    def count(self) -> int:
        """How many players sit down (fewer than the seats: dummies fill the others)."""
        return int(self.count_box.currentData())

    def dummies(self) -> tuple[Seat, ...]:
        """The seats of the dummies in the first rubber, by the players chosen (none in a
        game without dummies)."""
        if game(self.game()).with_dummies is None:
            return ()
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
            self.count_box.addItem(_count_text(count, game_id), count)
        remembered = self.count_box.findData(self.settings.player_count(game_id))
        self.count_box.setCurrentIndex(max(0, remembered))
        self.count_box.blockSignals(False)
        for widget in (self.count_box, self.count_label):
            widget.setVisible(self.count_box.count() > 1)
        self._show_price()
        self._show_rows()

    def _show_price(self) -> None:
        """The price of a whist, remembered, for a game settled in money too (P-SET-4)."""
        rules_type: type = type(self.rules())
        info = next((i for i in option_info(rules_type) if i.key == _PRICE), None)
        for widget in (self.price, self.price_label):
            widget.setVisible(info is not None)
        if info is not None:
            self.price.setRange(0, int(info.choices[-1]) / 100)
            self.price.setValue(getattr(self.rules(), _PRICE) / 100)

    def price_cents(self) -> int:
        """The price of a whist typed, in hundredths (0: none)."""
        return round(self.price.value() * 100)

    def rotating(self) -> bool:
        """True when the players change seats by the tables (§4.2, V-PART-9): five or six,
        or four who asked for it, in a game that plays it."""
        if not _rotates(self.game()):
            return False
        return self.count() > len(SEATS) or (self.count() == len(SEATS) and self.rotate.isChecked())

    def _show_rows(self) -> None:
        """A row for each player: his seat while the players keep theirs (each dummy's row
        says whose it is, in place of a name and a level), else his number; the rotation's
        choices where the game plays it."""
        dummies = self.dummies()
        count, rotating = self.count(), self.rotating()
        for row in range(MAX_ROWS):
            shown = row < _rows_of(self.game(), count)
            dummy = row < len(SEATS) and SEATS[row] in dummies
            self.seat_labels[row].setVisible(shown)
            self.dummy_labels[row].setVisible(shown and dummy)
            self.names[row].setVisible(shown and not dummy)
            self.levels[row].setVisible(shown and not dummy)
            self.human.button(row).setVisible(shown)
            self.human.button(row).setEnabled(not dummy)
            if row < len(SEATS) and not rotating:
                seat = SEATS[row]
                self.seat_labels[row].setText(seat_text(seat))
                self.names[row].setPlaceholderText(seat_text(seat))
                self.dummy_labels[row].setText(
                    self.tr("dummy, played by %1").replace("%1", seat_text(seat.partner))
                )
            else:
                self.seat_labels[row].setText(_player_text(row))
                self.names[row].setPlaceholderText(_player_text(row))
        self.headers[0].setText("" if rotating else self.tr("Seat"))  # the rows say «Player 3»
        four = _rotates(self.game()) and count == len(SEATS)
        self.rotate.setVisible(four)
        for widget in (self.unit, self.unit_label, self.draw_button, self.drawn_label):
            widget.setVisible(rotating)
        self._show_draw()

    def _rules_unit(self) -> int:
        return int(getattr(self.rules(), "ledger_unit", LEDGER_UNITS[0]))

    def _forget_draw(self) -> None:
        self._drawn = None
        self._show_draw()

    def draw_seats(self) -> tuple[int, ...]:
        """Draw for seats (V-SEAT-2) with the seed given, else a new one written in the
        Seed box: the order drawn is shown, and the session takes it."""
        text = self.seed.text().strip()
        if not text.isdigit():
            self.seed.blockSignals(True)
            self.seed.setText(str(random.SystemRandom().randrange(1 << 31)))
            self.seed.blockSignals(False)
        self._drawn = (int(self.seed.text()), self.count())
        self._show_draw()
        return draw(self.count(), self._drawn[0])

    def _show_draw(self) -> None:
        drawn = self._drawn
        if drawn is None or drawn[1] != self.count():
            self.drawn_label.setText(self.tr("The seats are drawn when the game starts."))
            return
        names = [self._name(index) or _player_text(index) for index in draw(drawn[1], drawn[0])]
        order = ", ".join(f"{number}. {name}" for number, name in enumerate(names, 1))
        self.drawn_label.setText(self.tr("Order drawn: %1").replace("%1", order))

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
        for combo in self.levels.values():
            for index in range(combo.count()):
                combo.setItemText(index, level_text(str(combo.itemData(index))))
        self.count_label.setText(self.tr("Number of players"))
        for index in range(self.count_box.count()):
            self.count_box.setItemText(
                index, _count_text(int(self.count_box.itemData(index)), self.game())
            )
        self.watch.setText(self.tr("Nobody ticked: watch the computers"))
        self.rotate.setText(self.tr("Partners change each rubber (rotation table)"))
        self.unit_label.setText(self.tr("Players' accounts counted in"))
        for index in range(self.unit.count()):
            self.unit.setItemText(index, _unit_text(int(self.unit.itemData(index))))
        self.draw_button.setText(self.tr("Draw for seats"))
        self._show_rows()
        self.rules_box.setTitle(self.tr("Rules"))
        self.preset_label.setText(self.tr("Preset"))
        for index in range(self.preset.count()):
            self.preset.setItemText(index, preset_text(str(self.preset.itemData(index))))
        self.rules_button.setText(self.tr("Options…"))
        self.price_label.setText(self.tr("Price of a whist"))
        self.price.setSpecialValueText(self.tr("no money"))
        self.seed_label.setText(self.tr("Seed"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.hints.setText(self.tr("Show hints before each of my decisions (teaching)"))

    def accept(self) -> None:
        """Close with these choices, unless a name typed is no player's name or the game
        does not play them (the dialog says why and stays open)."""
        labels = self.seat_labels
        problem = names_problem({labels[row].text(): self._name(row) for row in self._rows()})
        typed = [self._name(row) for row in self._rows() if self._name(row)]
        if not problem and self.rotating() and len(set(typed)) < len(typed):
            problem = self.tr("Each player needs a name of his own: they change seats.")
        if not problem:
            try:
                self._setup = self._build()
            except (RulesError, SetupError) as exc:
                problem = str(exc)
        self.problem.setText(problem)
        if problem:
            self.adjustSize()  # room for the wrapped line
            return
        super().accept()

    def _rows(self) -> list[int]:
        """The rows of the players who sit down (not the dummies')."""
        dummies = self.dummies()
        rows = range(_rows_of(self.game(), self.count()))
        return [row for row in rows if row >= len(SEATS) or SEATS[row] not in dummies]

    def _name(self, row: int) -> str:
        return self.names[row].text().strip()

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
        """The seat of the first player ticked at this screen while the players keep their
        seats, ``None`` to watch (a dummy sits opposite him)."""
        rows = [row for row in self.human_rows() if row < len(SEATS)]
        return SEATS[rows[0]] if rows else None

    def human_rows(self) -> tuple[int, ...]:
        """The rows ticked as played at this screen."""
        return tuple(row for row in range(MAX_ROWS) if self.human.button(row).isChecked())

    def _player(self, row: int) -> PlayerConfig:
        level = Level(str(self.levels[row].currentData()))
        return PlayerConfig(self._name(row), self.human.button(row).isChecked(), level)

    def setup(self) -> AnySetup:
        """The session these choices describe (the one accepted, once accepted).

        :raises RulesError, SetupError: the game does not play them.
        """
        if self._setup is None or self.result() != QDialog.DialogCode.Accepted:
            return self._build()
        return self._setup

    def _build(self) -> AnySetup:
        count, seed = self.count(), self._seed()
        if self.rotating() and self._drawn != (seed, count):
            self._drawn = (seed, count)
            self._show_draw()
        rows = [self._player(row) for row in range(MAX_ROWS)]
        unit = int(self.unit.currentData())
        rules = self.rules()
        if hasattr(rules, _PRICE):
            rules = apply_options(rules, {_PRICE: self.price_cents()})
        return table_setup(self.game(), rules, rows, count, self.rotate.isChecked(), unit, seed)

    def _seed(self) -> int:
        """The seed typed, else the one drawn for, else a new one (written in the box)."""
        text = self.seed.text().strip()
        if text.isdigit():
            return int(text)
        if self._drawn is not None:
            return self._drawn[0]
        seed = random.SystemRandom().randrange(1 << 31)
        self.seed.blockSignals(True)
        self.seed.setText(str(seed))
        self.seed.blockSignals(False)
        return seed

    def remember(self) -> None:
        """Keep the choices for the next new game."""
        for row in range(MAX_ROWS):
            self.settings.set_name(row, self._name(row))
            self.settings.set_level(row, str(self.levels[row].currentData()))
        self.settings.human_rows = self.human_rows()
        self.settings.rotate_four = self.rotate.isChecked()
        self.settings.hints = self.hints.isChecked()
        game_id = self.game()
        self.settings.game = game_id
        self.settings.set_player_count(game_id, self.count())
        preset_name = str(self.preset.currentData())
        self.settings.set_preset_of(game_id, preset_name)
        preset = load_preset(game_id, preset_name).as_dict()
        chosen = self.rules().as_dict()
        if _rotates(game_id):
            chosen["ledger_unit"] = int(self.unit.currentData())
        if _PRICE in chosen:
            chosen[_PRICE] = self.price_cents()
        changed = {k: v for k, v in chosen.items() if preset[k] != v}
        self.settings.set_rule_options(changed, game_id)
        self.settings.sync()


def default_setup(
    settings: Settings, seed: int | None = None, game_id: str | None = None
) -> AnySetup:
    """A new session of the remembered game (or ``game_id``) with the remembered players,
    levels, humans, preset, options and rotation."""
    game_id = game_id or settings.game
    humans = settings.human_rows
    rows = [
        PlayerConfig(settings.name(row), human=row in humans, level=settings.level(row))
        for row in range(MAX_ROWS)
    ]
    rules = _remembered_rules(settings, game_id) or game(game_id).read_rules({}, "rules")
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    count = settings.player_count(game_id)
    unit = int(getattr(rules, "ledger_unit", 1))
    return table_setup(game_id, rules, rows, count, settings.rotate_four, unit, seed)


def table_setup(
    game_id: str,
    rules: Any,
    rows: Sequence[PlayerConfig],
    count: int,
    rotate: bool,
    unit: int,
    seed: int,
) -> AnySetup:
    """The session of ``count`` players of ``rows`` (a player per row of New game): while
    they keep their seats the first four rows are N, E, S, W (dummies opposite the first
    human, W-VAR-2P, W-VAR-3P); five or six, or four who ``rotate``, are seated in the
    order drawn (V-SEAT-2) by the tables (§4.2, V-PART-9) for one round of them (3, 5 or 8
    rubbers), their accounts counted in ``unit`` points (V-SHEET-7).  A player without a name
    who changes seats is called by his row («Player 3»), so that who sits out is told.

    :raises RulesError, SetupError: the game does not play them.
    """
    spec = game(game_id)
    if spec.table_seats is not None:  # a seat for each player (Preferans, P-TAB-1)
        rules = apply_options(rules, {"players": count})
        return keeping_seats(spec, rules, rows[: len(spec.at_table(rules).seats)], seed)
    seats = len(SEATS)
    rules = for_players(rules, count)  # a dummy's options only where dummies sit (§4.1)
    if not _rotates(game_id) or (count == seats and not rotate) or count < seats:
        if _rotates(game_id):  # players who keep their seats
            rules = apply_options(rules, {"partner_rotation": "none"})
        human = next((seat for seat in SEATS if rows[seat].human), None)
        dummies = dummy_seats(count, human)
        return seated(
            spec, rules, [None if seat in dummies else rows[seat] for seat in SEATS], seed
        )
    options: dict[str, object] = {
        "players": count,
        "partner_rotation": "each_rubber",
        "ledger_unit": unit,
        "session_rubbers": cycle_length(count),  # one round of the tables
    }
    named = [
        PlayerConfig(p.name or _player_text(row), p.human, p.level)
        for row, p in enumerate(rows[:count])
    ]
    players = [named[row] for row in draw(count, seed)]
    return rotating(spec, apply_options(rules, options), players, seed)


def dummy_seats(count: int, human: Seat | None) -> tuple[Seat, ...]:
    """Where the dummies sit in the first rubber of ``count`` players: opposite the human
    (South when nobody plays) with three; with two also opposite the other player, who
    sits at the human's left (W-VAR-2P, W-VAR-3P)."""
    first = human if human is not None else Seat.S
    return tuple(sorted((first.partner, first.lho.partner)[: max(0, len(SEATS) - count)]))


def _rotates(game_id: str) -> bool:
    """True when the game seats more players than seats, who change seats by the tables
    (Vint, §4.2; not a game whose table has a seat for each, Preferans)."""
    spec = game(game_id)
    return spec.table_seats is None and max(spec.played) > len(spec.seats)


def _rows_of(game_id: str, count: int) -> int:
    """The rows New game shows for ``count`` players: one a player at a game whose table has
    a seat for each (Preferans's three or four, P-TAB-1), else a row for each of the four
    seats (a dummy's too) and for each player beyond them."""
    return count if game(game_id).table_seats is not None else max(count, len(SEATS))


def _player_text(row: int) -> str:
    """A player by his row: «Player 3»."""
    return QCoreApplication.translate("NewGame", "Player %1").replace("%1", str(row + 1))


def _unit_text(unit: int) -> str:
    """The unit of the players' accounts (V-SHEET-7): «hundreds»."""
    words = {
        1: QT_TRANSLATE_NOOP("NewGame", "points"),
        10: QT_TRANSLATE_NOOP("NewGame", "tens"),
        100: QT_TRANSLATE_NOOP("NewGame", "hundreds"),
        1000: QT_TRANSLATE_NOOP("NewGame", "thousands"),
    }
    return _translated(words[unit]) if unit in words else str(unit)


def _count_text(count: int, game_id: str) -> str:
    """How many play, and their dummies where the game has them: «3, with a dummy»."""
    if game(game_id).with_dummies is None:
        return str(count)
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
    if not set(options) <= set(_WORDS[game_id][0]) | {"ledger_unit", _PRICE}:
        return None
    try:
        base = load_preset(game_id, settings.preset_of(game_id))
        rules = apply_options(base, options)
        spec.check_rules(rules, "rules")
    except ValueError:
        return None
    return rules
