"""The ruleset: every option of ``rules/vint.md`` as one frozen value (§2, C-1 … C-23).

Each field's metadata names the rule it implements, where the rulebook leaves the
algorithm open how this engine reads it, and where the option is played (:class:`Scope`):
an option is never accepted where it would be ignored (issue 13, "options never lie").

>>> RuleSet().auction_close_passes
8
>>> RuleSet(cross_values=CrossValues.WINDING).cross_values.value
'winding'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from wint.core.dummies import Exposure
from wint.core.options import OptionInfo, Scope, options_dict
from wint.core.options import option as _opt
from wint.core.seating import FivePlayerSchedule, PartnerRotation

__all__ = [
    "AcesCoronetValues",
    "AcesRequireLeve",
    "AuctionForm",
    "CrossValues",
    "DealVariant",
    "DummyAuction",
    "Exposure",
    "FirstDealer",
    "FivePlayerSchedule",
    "GameTieRule",
    "HonoursBasis",
    "HonoursNetting",
    "OpeningLeader",
    "OptionInfo",
    "PartnerRotation",
    "PassedOut",
    "RedealBy",
    "ReviewTricks",
    "RevokeMissingTrickUnit",
    "RevokeSlamPremium",
    "RubberBonusMode",
    "RuleSet",
    "Scope",
    "TakenSlamBonus",
]


class FirstDealer(StrEnum):
    """C-1: who deals first after the draw."""

    LOWEST = "lowest"
    HIGHEST = "highest"


class AuctionForm(StrEnum):
    """Rules §4.3: Vint's auction, or the historical Siberian whist's."""

    VINT = "vint"
    SIBERIAN = "siberian"  # сибирский вист, its later form


class DealVariant(StrEnum):
    """Rules §4.4, §4.6: the old deals, whose cards are passed before the play."""

    CLASSIC = "classic"
    MUSOR = "musor"  # винт с мусором (§4.6)
    PRIKUPKA = "prikupka"  # винт с прикупкой (§4.4)


class OpeningLeader(StrEnum):
    """C-5: who leads to the first trick."""

    DECLARER_LHO = "declarer_lho"
    DEALER_LHO = "dealer_lho"


class HonoursBasis(StrEnum):
    """C-6: honours and aces counted as held, or as captured in tricks."""

    HELD = "held"
    CAPTURED = "captured"


class HonoursNetting(StrEnum):
    """C-7: honours and aces on different sides netted, or each written separately."""

    NET = "net"
    SEPARATE = "separate"


class AcesRequireLeve(StrEnum):
    """C-8: whether aces need леве (the majority of tricks) only in a 2–2 split, or always."""

    SPLIT_ONLY = "split_only"
    ALWAYS = "always"


class AcesCoronetValues(StrEnum):
    """C-9: value of three/four aces in one hand."""

    BY_CONTRACT = "by_contract"
    ALWAYS_HIGH = "always_high"
    ALWAYS_LOW = "always_low"


class TakenSlamBonus(StrEnum):
    """C-12: who scores the 1000/2000 for twelve/thirteen tricks taken."""

    ANY_SIDE = "any_side"
    DECLARER_IF_MADE = "declarer_if_made"


class RubberBonusMode(StrEnum):
    """C-13: the rubber's 2000 added to the deciding game's 1000, or replacing it."""

    ADDITIVE = "additive"
    REPLACES_GAME_BONUS = "replaces_game_bonus"


class GameTieRule(StrEnum):
    """C-14: who wins the game when both sides reach 500 in one deal."""

    HIGHER_TOTAL = "higher_total"
    DECLARER_SIDE = "declarer_side"


class PassedOut(StrEnum):
    """C-15: what a passed-out deal scores."""

    CROSSES = "crosses"
    RASPASOVKA = "raspasovka"
    REDEAL_ONLY = "redeal_only"


class CrossValues(StrEnum):
    """C-15: crosses flat (500 each) or winding (500, 1000, 1500, …)."""

    FLAT = "flat"
    WINDING = "winding"


class RedealBy(StrEnum):
    """C-16: who deals after a passed-out deal."""

    NEXT = "next"
    SAME = "same"


class RevokeMissingTrickUnit(StrEnum):
    """C-17: the penalty per trick a revoking side cannot hand over."""

    UNDERTRICK = "undertrick"
    TRICK_VALUE = "trick_value"


class ReviewTricks(StrEnum):
    """C-18: which quitted tricks may be looked at."""

    VINT = "vint"
    WHIST = "whist"


class RevokeSlamPremium(StrEnum):
    """C-23: the slam premium of a side reaching 12/13 tricks by a revoke transfer."""

    TAKEN = "taken"
    DECLARED = "declared"


class DummyAuction(StrEnum):
    """§4.1: two players with dummies hold a full auction, or make one declaration each."""

    FULL = "full"
    SINGLE_DECLARATION = "single_declaration"


# The old deals, the Siberian auction and blind bids are four-handed: not with a dummy.
_FOUR_OR_MORE = (4, 5, 6)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """All options of the game; the defaults are the rulebook's classical Vint (§1, §2)."""

    # The draw and the cut (V-SEAT, V-DEAL-2): what a real table does before the deals.
    first_dealer: FirstDealer = _opt(FirstDealer.LOWEST, "C-1", scope=Scope.TABLE)
    draw_ace_low: bool = _opt(False, "C-2", scope=Scope.TABLE)
    min_cut_packet: int = _opt(5, "C-3", scope=Scope.TABLE, choices=(5, 4))
    deal_variant: DealVariant = _opt(
        DealVariant.CLASSIC,
        "§4.4, §4.6",
        "musor: the dealer deals 17 cards to each other player, one at a time from his left,"
        " and to himself the 26th card of the pack; before the auction his left-hand opponent,"
        " his partner and his right-hand opponent each pass him 4 cards face down. prikupka:"
        " 12 cards each and the last 4 of the pack face down; once a bid closes the auction"
        " the declarer takes and shows them, then passes one card face down to his left-hand"
        " opponent, his partner and his right-hand opponent in turn (all passed out: nobody"
        " takes them; not with passed_out = raspasovka). Honours and coronets are counted on"
        " the hands after the passing; a record scores them as written",
        players=_FOUR_OR_MORE,
    )
    # Auction.
    auction_close_passes: int = _opt(
        8,
        "C-4",
        "consecutive passes after the last bid that close the auction (V-BID-7)",
        choices=(3, 4, 8, 12),
    )
    allow_lead_question: bool = _opt(True, "C-4", "the «можно ли ходить?» question (V-BID-8)")
    auction_form: AuctionForm = _opt(
        AuctionForm.VINT,
        "§4.3",
        "siberian, the later form of сибирский вист: only the dealer declares (his first call, a"
        " bid, whatever dealer_must_bid says), his partner may raise him once in his first call"
        " (any higher bid) or pass, the opponents and everyone after the first round only pass"
        " (no «можно ли ходить?»); auction_close_passes closes it as ever (3 in the siberian"
        " preset); undertricks as V-PEN. Not with blind bids or the old deals; a record scores"
        " as written",
        players=_FOUR_OR_MORE,
    )
    dealer_must_bid: bool = _opt(
        False, "C-19", "read as: the dealer's first call must be a bid, so no deal is passed out"
    )
    allow_blind_bids: bool = _opt(
        False,
        "V-BID-12",
        "a bid of three or more written blind:3NT, taken as a player's first call of the"
        " auction (before it he may not have looked); it scores as the bid (the bidder's sole"
        " responsibility is the players' money, which the ledger's liability flags do not"
        " change yet, rules §4.2); the partner never exposes his hand for the blind bidder."
        " Not played with the old deals",
        players=_FOUR_OR_MORE,
    )
    # Play.
    opening_leader: OpeningLeader = _opt(OpeningLeader.DECLARER_LHO, "C-5")
    review_tricks: ReviewTricks = _opt(ReviewTricks.VINT, "C-18")
    allow_revokes: bool = _opt(
        False,
        "V-PLAY-11",
        "table-rules mode: a card that fails to follow suit is accepted and recorded as a revoke;"
        " «не по ошибке ли?», corrections, leads out of turn and exposed cards are played, and the"
        " revokes claimed after the play are penalised in the order played (V-REV, V-IRR). With a"
        " dummy its owner plays them for it; nobody asks a dummy, nor a dummy its owner, and a"
        " dummy's owner claims for his side (§4.1)",
    )
    # Honours, aces, coronets.
    honours_basis: HonoursBasis = _opt(HonoursBasis.HELD, "C-6")
    honours_netting: HonoursNetting = _opt(
        HonoursNetting.NET,
        "C-7",
        "separate: the honours majority and the aces majority are each written to their own"
        " side, one entry per side (one entry when both are the same side)",
    )
    aces_require_leve: AcesRequireLeve = _opt(
        AcesRequireLeve.SPLIT_ONLY,
        "C-8",
        "always: a side's aces count only if that side took леве (7 or more tricks)",
    )
    aces_coronet_values: AcesCoronetValues = _opt(AcesCoronetValues.BY_CONTRACT, "C-9")
    # Penalties and premiums.
    undertrick_unit: int = _opt(
        1000,
        "C-10",
        "per trick short, multiplied by the level",
        choices=tuple(range(100, 10001, 100)),
    )
    slam_premiums_cumulative: bool = _opt(
        True,
        "C-11",
        "false: declarers who make a declared slam score only the declared premium",
    )
    taken_slam_bonus: TakenSlamBonus = _opt(TakenSlamBonus.ANY_SIDE, "C-12")
    # Games and rubbers.
    rubber_bonus_mode: RubberBonusMode = _opt(RubberBonusMode.ADDITIVE, "C-13")
    game_tie_rule: GameTieRule = _opt(GameTieRule.HIGHER_TOTAL, "C-14")
    failed_contract_can_win_game: bool = _opt(
        True,
        "C-21",
        "false: declarers who fail their contract are capped at 490 below in that deal like a"
        " revoking side (V-REV-8), the excess written above",
    )
    session_rubbers: int = _opt(3, "V-PART-9", choices=tuple(range(1, 100)))
    # Passed-out deals.
    passed_out: PassedOut = _opt(PassedOut.CROSSES, "C-15")
    cross_values: CrossValues = _opt(CrossValues.FLAT, "C-15")
    redeal_by: RedealBy = _opt(RedealBy.NEXT, "C-16")
    # Revokes (table-rules mode and the score pad).
    revoke_missing_trick_unit: RevokeMissingTrickUnit = _opt(
        RevokeMissingTrickUnit.UNDERTRICK, "C-17"
    )
    revoke_slam_premium: RevokeSlamPremium = _opt(RevokeSlamPremium.TAKEN, "C-23")
    # Two or three players with dummies (rules §4.1): played only with dummies.
    dummy_exposed: Exposure = _opt(
        Exposure.AFTER_OPENING_LEAD,
        "§4.1",
        "the dummy's owner sees it from the deal; everyone else once it is exposed",
        players=(2, 3),
    )
    dummy_auction: DummyAuction = _opt(
        DummyAuction.FULL,
        "§4.1",
        "single_declaration (ECOSMAK): one call for each side, the dealer's seat first, then"
        " the seat on its left, whose call closes the auction",
        players=(2,),
    )
    # Named players (rules §4.2, contracts/record-players.md): who sits where in each rubber
    # and each player's account.
    players: int = _opt(
        4,
        "V-SEAT-5",
        "4-6 named players; five and six sit out in turn",
        scope=Scope.PLAYERS,
        choices=(4, 5, 6),
    )
    five_player_schedule: FivePlayerSchedule = _opt(
        FivePlayerSchedule.TABLE,
        "C-20",
        "draw_rotation has no exact schedule: five players then need their seating written",
        scope=Scope.PLAYERS,
    )
    partner_rotation: PartnerRotation = _opt(
        PartnerRotation.EACH_RUBBER,
        "V-PART-9",
        "four players: 1+2 v 3+4, 1+3 v 2+4, 1+4 v 2+3 in turn; none: rubber 1's seating"
        " throughout (five and six follow the tables of §4.2)",
        scope=Scope.PLAYERS,
    )
    ledger_unit: int = _opt(
        100,
        "V-SHEET-7",
        "the individual ledger counts each rubber's result in these units, rounded half up",
        scope=Scope.PLAYERS,
        choices=(100, 1, 10, 1000),
    )

    def as_dict(self) -> dict[str, bool | int | str]:
        """Every option by key, with plain JSON/TOML values (enum members as strings)."""
        return options_dict(self)
