"""Preferans's ruleset: every option of table B.9 of ``rules/whist-preferans.md`` as one frozen
value (Sochi's column the defaults), the presets ``sochi``, ``leningrad``, ``rostov`` and
``classic1971`` (B.8.1) and their loader.  The number of players and the pulya's target are
not options here: a record names them (``players``, ``pulya``), a session seats them.

>>> resolve_rules({"preset": "leningrad"}).whist_rate_factor
2
>>> resolve_rules({"preset": "classic1971"}).misere_rank.value
'msu'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from wint.core.options import OptionInfo, Presets, option, option_info, options_dict

__all__ = [
    "VARIANTS",
    "Concede",
    "Consolation",
    "DealerKeeps",
    "Duty810",
    "EndCondition",
    "ExitLadder",
    "ExitRequires",
    "HelpOrder",
    "LightExpose",
    "MisereExpose",
    "MisereRank",
    "PrefRules",
    "RaspasPrikup",
    "RaspasProgression",
    "RaspasScoring",
    "Responsibility",
    "RostovTie",
    "TenGame",
    "WhistStyle",
    "nearest_variant",
    "preset_names",
    "resolve_rules",
    "rule_options",
]


class Consolation(StrEnum):
    """What a failed contract pays each other player per undertrick (P-SC): the whist
    value, double, a flat 10, or nothing."""

    VALUE = "value"
    DOUBLE = "double"
    FLAT10 = "flat10"
    NONE = "none"


class WhistStyle(StrEnum):
    """Greedy whists (each whister writes what he took) or gentleman's (shared)."""

    GREEDY = "greedy"
    GENTLEMAN = "gentleman"


class Responsibility(StrEnum):
    """A whister's responsibility for the defenders' obligation: full, or half."""

    FULL = "full"
    HALF = "half"


class Duty810(StrEnum):
    """Who pays when both whisted an 8–10 and fell short: the second whister, or both (PC-10)."""

    SECOND_WHISTER = "second_whister"
    BOTH = "both"


class TenGame(StrEnum):
    """A ten-level contract is whisted, or checked (not whisted, PC-2)."""

    WHISTED = "whisted"
    CHECKED = "checked"


class LightExpose(StrEnum):
    """When a light (open) whist lays the whisters' hands down (PC-11); no effect in records."""

    AFTER_OPENING_LEAD = "after_opening_lead"
    BEFORE_PLAY = "before_play"


class MisereRank(StrEnum):
    """What beats misère: any 9 (``below_9``) or only a 10 (``msu``, P-BID-5, PC-18)."""

    BELOW_9 = "below_9"
    MSU = "msu"


class MisereExpose(StrEnum):
    """When the catchers lay their hands down on a misère (PC-12); no effect in records."""

    KODEKS = "kodeks"
    AFTER_FIRST_TRICK = "after_first_trick"


class RaspasScoring(StrEnum):
    """All-pass deals scored into the gora, or as Rostov's whists (P-RASP)."""

    GORA = "gora"
    ROSTOV_WHISTS = "rostov_whists"


class RaspasProgression(StrEnum):
    """The all-pass trick price across consecutive all-pass deals (P-RASP)."""

    NONE = "none"
    ARITHMETIC = "arithmetic"
    GEOMETRIC = "geometric"


class RaspasPrikup(StrEnum):
    """The prikup's role on an all-pass deal: its cards lead the first two tricks, it is
    unused, or the MSU dealer plays it (P-MSU-4, PC-19)."""

    LEADS_TWO_TRICKS = "leads_two_tricks"
    IGNORED = "ignored"
    MSU_DEALER_PLAYS = "msu_dealer_plays"


class RostovTie(StrEnum):
    """Rostov's all-pass: players tied for the fewest tricks split the bonus, or each has
    it whole (PC-8)."""

    SPLIT = "split"
    EACH_FULL = "each_full"


class ExitLadder(StrEnum):
    """The lowest contract after one, two, three all-pass deals in a row."""

    E666 = "6-6-6"
    E677 = "6-7-7"
    E678 = "6-7-8"


class ExitRequires(StrEnum):
    """What ends a run of all-pass deals: any contract, or a whisted contract made."""

    ANY_CONTRACT = "any_contract"
    WHISTED_MADE_CONTRACT = "whisted_made_contract"


class HelpOrder(StrEnum):
    """Who gets a closed pulya's overflow first (help): the closest player, or the player's
    choice (refused in records: a record carries no choice)."""

    CLOSEST_FIRST = "closest_first"
    PLAYER_CHOICE = "player_choice"


class EndCondition(StrEnum):
    """The pulya ends when every player's pulya is closed, or when their sum reaches the
    target times the players (P-SET-6)."""

    ALL_CLOSED = "all_closed"
    SUM_REACHED = "sum_reached"


class Concede(StrEnum):
    """A declarer conceding before play: not allowed, or for three or two undertricks
    (refused in records: their scoring is not defined)."""

    NONE = "none"
    MINUS3 = "minus3"
    MINUS2 = "minus2"


class DealerKeeps(StrEnum):
    """The dealer keeps the deal after an all-pass deal or a caught misère: never, or as
    the MSU rules of 1971 say (P-MSU-1, PC-17)."""

    NEVER = "never"
    MSU = "msu"


@dataclass(frozen=True, slots=True)
class PrefRules:
    """All options of Preferans; the defaults are Sochi's column of B.9."""

    # The gora and the whists (P-SC).
    whist_rate_factor: int = option(1, "P-SC-3", "Leningrad doubles the whists", choices=(1, 2))
    remiz_factor: int = option(1, "PC-1", "Leningrad doubles the remiz in the gora", choices=(1, 2))
    consolation: Consolation = option(Consolation.VALUE, "PC-6")
    consolation_to_dealer: bool = option(
        True, "PC-14", "the four-handed dealer receives consolation too"
    )
    whist_style: WhistStyle = option(WhistStyle.GREEDY, "B.9")
    responsibility: Responsibility = option(Responsibility.FULL, "B.9")
    duty_8_10: Duty810 = option(Duty810.SECOND_WHISTER, "PC-10")
    half_whist: bool = option(True, "P-WH", "«пополам»: the second defender may half-whist")
    ten_game: TenGame = option(TenGame.WHISTED, "PC-2")
    stalingrad: bool = option(False, "P-WH", "6♠ must be whisted by both defenders")
    light_expose: LightExpose = option(LightExpose.AFTER_OPENING_LEAD, "PC-11")
    # Misère.
    misere_kabala: bool = option(True, "B.9", "a caught misère with no trick taken is a kabala")
    misere_rank: MisereRank = option(MisereRank.BELOW_9, "PC-18")
    misere_expose: MisereExpose = option(MisereExpose.KODEKS, "PC-12")
    misere_set_factor: int = option(
        10, "B.9", "gora per trick on a caught misère", choices=(10, 20)
    )
    # All-pass deals (P-RASP).
    raspas_scoring: RaspasScoring = option(RaspasScoring.GORA, "P-RASP")
    raspas_base: int = option(1, "PC-3", "the all-pass trick price", choices=(1, 2))
    raspas_progression: RaspasProgression = option(RaspasProgression.NONE, "P-RASP")
    raspas_zero_bonus: bool = option(
        True, "PC-16", "no trick on an all-pass deal: the price to the pulya"
    )
    raspas_prikup: RaspasPrikup = option(RaspasPrikup.LEADS_TWO_TRICKS, "PC-19")
    rostov_tie: RostovTie = option(RostovTie.SPLIT, "PC-8")
    exit_ladder: ExitLadder = option(ExitLadder.E666, "PC-4")
    exit_requires: ExitRequires = option(ExitRequires.ANY_CONTRACT, "B.9")
    # The pulya and its end (P-SET).
    help: bool = option(True, "B.9", "a closed pulya's overflow helps the others'")
    help_order: HelpOrder = option(HelpOrder.CLOSEST_FIRST, "B.9")
    pulya_point_whists: int = option(10, "B.9", "whists a pulya point is worth", choices=(10, 20))
    end_condition: EndCondition = option(EndCondition.ALL_CLOSED, "PC-5")
    # The auction.
    allow_zdes: bool = option(False, "P-BID", "«здесь»: the first hand may hold a bid")
    games_without_prikup: bool = option(False, "B.9", "refused in records")
    concede: Concede = option(Concede.NONE, "B.9")
    # The MSU rules of 1971 (B.8.1, P-MSU).
    paid_prikup: bool = option(False, "PC-20")
    dealer_keeps: DealerKeeps = option(DealerKeeps.NEVER, "PC-17")
    msu_bid_words: bool = option(False, "P-MSU-2", "the bids as S003 §5 words them")

    def as_dict(self) -> dict[str, bool | int | str]:
        """Every option by key, with plain JSON/TOML values (enum members as strings)."""
        return options_dict(self)


_PRESETS = Presets("wint.games.preferans", PrefRules, default="sochi")

#: The variants a table chooses from, Sochi first (the default, B.4-B.8.1).
VARIANTS: tuple[str, ...] = ("sochi", "leningrad", "rostov", "classic1971")


def preset_names() -> tuple[str, ...]:
    """Names of Preferans's presets: ``sochi`` (the default), ``leningrad``, ``rostov``,
    ``classic1971``."""
    return _PRESETS.names()


def resolve_rules(spec: object, path: str = "rules") -> PrefRules:
    """The ruleset of a ``{"preset": name, "options": {...}}`` table (both keys optional;
    the preset ``sochi`` by default).

    :raises RulesError: naming the key path of the first fault.
    """
    rules: PrefRules = _PRESETS.resolve(spec, path)
    return rules


def nearest_variant(rules: PrefRules) -> tuple[str, int]:
    """The variant ``rules`` are played on: the preset differing from them in the fewest
    options (the earlier of :data:`VARIANTS` on a tie), and how many options differ.

    >>> nearest_variant(resolve_rules({"preset": "rostov"}))
    ('rostov', 0)
    >>> nearest_variant(resolve_rules({"options": {"whist_rate_factor": 2}}))
    ('sochi', 1)
    """
    values = rules.as_dict()

    def differing(name: str) -> int:
        preset = _PRESETS.load(name).as_dict()
        return sum(values[key] != preset[key] for key in values)

    counts = [(differing(name), index) for index, name in enumerate(VARIANTS)]
    count, index = min(counts)
    return VARIANTS[index], count


def rule_options() -> tuple[OptionInfo, ...]:
    """Every option of :class:`PrefRules`, in declaration order."""
    return option_info(PrefRules)
