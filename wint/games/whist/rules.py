"""Whist's ruleset: every option of Part A.5 of ``rules/whist-preferans.md`` as one frozen
value, its ``classic`` preset and their loader.

>>> WhistRules().coronet_table.value
'R1'
>>> resolve_rules({"options": {"no_trump": True}}).no_trump
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from wint.core.dummies import Exposure
from wint.core.options import OptionInfo, Presets, Scope, option, option_info, options_dict
from wint.core.seating import FivePlayerSchedule, PartnerRotation

__all__ = [
    "CoronetTable",
    "DoubleRevoke",
    "DummyRotation",
    "HonourValues",
    "HonoursBasis",
    "NtAcesSplit",
    "RevokeLiability",
    "RubberBonusMode",
    "TrumpCardVisible",
    "WhistRules",
    "preset_names",
    "resolve_rules",
    "rule_options",
]


class HonoursBasis(StrEnum):
    """WC-2: honours counted as held, or as captured in tricks (W-PLAY-6)."""

    HELD = "held"
    CAPTURED = "captured"


class CoronetTable(StrEnum):
    """WC-3: the coronet values, R1 = 5 × (n − 2), R2 = 5, 10, then 5 × (n − 1) (W-SC-3)."""

    R1 = "R1"
    R2 = "R2"


class HonourValues(StrEnum):
    """WC-4: 3, 4, 5 honours score 2, 4, 5 (S004) or 2, 4, 6 (SAMOUCH)."""

    S004 = "s004"
    SAMOUCH = "samouch"


class NtAcesSplit(StrEnum):
    """WC-8: at no trump, aces split 2–2 score nothing, or 2 to the side with леве."""

    NOTHING = "nothing"
    SIDE_WITH_ODD_TRICK = "side_with_odd_trick"


class DoubleRevoke(StrEnum):
    """WC-7: revokes by both sides void the deal, or are both penalised (W-IRR-11)."""

    REDEAL = "redeal"
    BOTH_PENALISED = "both_penalised"


class RubberBonusMode(StrEnum):
    """WC-12: the rubber's 10 in addition to the deciding partiya's 5, or in its place."""

    ADDITIVE = "additive"
    REPLACES_PARTIYA_BONUS = "replaces_partiya_bonus"


class TrumpCardVisible(StrEnum):
    """WC-5: the turned card stays on the table until the dealer plays to the first trick,
    or until that trick ends (W-DEAL-4)."""

    UNTIL_DEALER_PLAYS = "until_dealer_plays"
    FIRST_TRICK_END = "first_trick_end"


class DummyRotation(StrEnum):
    """WC-10: three players: the dummy's partner changes each rubber, or each deal."""

    RUBBER = "rubber"
    DEAL = "deal"


class RevokeLiability(StrEnum):
    """WC-11: who pays for a revoke in the individual ledger when the partner asked."""

    OFFENDER_IF_ASKED = "offender_if_asked"
    SIDE = "side"


@dataclass(frozen=True, slots=True)
class WhistRules:
    """All options of Whist; the defaults are Part A.2 with the choices of A.5."""

    # The table before the deals.
    draw_ace_low: bool = option(False, "W-SEAT-4", scope=Scope.TABLE)
    # The deal and the play.
    no_trump: bool = option(False, "W-VAR-NT", "every deal of the game is played without trumps")
    trump_card_visible: TrumpCardVisible = option(TrumpCardVisible.UNTIL_DEALER_PLAYS, "W-DEAL-4")
    enforce_follow_suit: bool = option(
        True, "W-PLAY-7", "false: table-rules mode, a revoke is accepted and penalised (W-IRR)"
    )
    dummy_exposed: Exposure = option(Exposure.AFTER_DEAL, "W-VAR-3P")
    dummy_rotation: DummyRotation = option(DummyRotation.RUBBER, "W-VAR-3P")
    # The score sheet.
    honours_basis: HonoursBasis = option(HonoursBasis.HELD, "W-PLAY-6")
    honour_values: HonourValues = option(HonourValues.S004, "W-SC-2")
    coronet_table: CoronetTable = option(CoronetTable.R1, "W-SC-3")
    nt_aces_22: NtAcesSplit = option(NtAcesSplit.NOTHING, "W-VAR-NT")
    revoke_blocks_game: bool = option(
        True, "W-IRR-10", "a revoking side writes at most 8 below in its partiya, the rest above"
    )
    double_revoke: DoubleRevoke = option(DoubleRevoke.REDEAL, "W-IRR-11")
    rubber_bonus_mode: RubberBonusMode = option(RubberBonusMode.ADDITIVE, "W-SC-8")
    revoke_liability: RevokeLiability = option(RevokeLiability.OFFENDER_IF_ASKED, "W-IRR-4")
    # Named players (contracts/record-whist.md, record-players.md).
    players: int = option(
        4,
        "W-SEAT-6",
        "4-6 named players; five and six sit out in turn as in Vint",
        scope=Scope.PLAYERS,
        choices=(4, 5, 6),
    )
    five_player_schedule: FivePlayerSchedule = option(
        FivePlayerSchedule.TABLE, "W-SEAT-6", scope=Scope.PLAYERS
    )
    partner_rotation: PartnerRotation = option(
        PartnerRotation.EACH_RUBBER,
        "W-SEAT-5",
        "partners change after every rubber; none: rubber 1's seating throughout",
        scope=Scope.PLAYERS,
    )
    ledger_unit: int = option(
        1,
        "W-SC-10",
        "the individual ledger counts each rubber's result in these units, rounded half up",
        scope=Scope.PLAYERS,
        choices=(1, 10, 100, 1000),
    )

    def as_dict(self) -> dict[str, bool | int | str]:
        """Every option by key, with plain JSON/TOML values (enum members as strings)."""
        return options_dict(self)


_PRESETS = Presets("wint.games.whist", WhistRules)


def preset_names() -> tuple[str, ...]:
    """Names of Whist's presets."""
    return _PRESETS.names()


def resolve_rules(spec: object, path: str = "rules") -> WhistRules:
    """The ruleset of a ``{"preset": name, "options": {...}}`` table (both keys optional).

    :raises RulesError: naming the key path of the first fault.
    """
    rules: WhistRules = _PRESETS.resolve(spec, path)
    return rules


def rule_options() -> tuple[OptionInfo, ...]:
    """Every option of :class:`WhistRules`, in declaration order."""
    return option_info(WhistRules)
