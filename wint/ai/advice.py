"""The advice types every player shares: an action with its rule and reason, the score's situation.

A player's decision is an :class:`Advice`: the action, the rulebook id of the rule it follows and
an :class:`AdviceReason`, a code the GUI turns into words (``wint.gui.texts.advice_text``); the
engine produces no prose.  :class:`Advice` is generic in the game's action (Vint's calls, cards
and claims), so the players of every game share it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Generic, TypeVar

__all__ = ["Advice", "AdviceReason", "Situation"]

ActionT_co = TypeVar("ActionT_co", covariant=True)


class AdviceReason(StrEnum):
    """Why a player chose an action: one code for each piece of advice, whatever its rule.

    The values are the codes the GUI's text table and the hint corpus key on; a new game's
    conventions add their codes here (the card play's are mostly those of any trick-taking game).
    """

    # The players themselves.
    RANDOM = "random"
    BEGINNER_SLIP = "beginner_slip"
    ONLY_CARD = "only_card"
    BEST_EXPECTED_SCORE = "best_expected_score"
    # The dealer who must declare (C-19), Siberian whist's opponents (§4.3).
    DEALER_MUST_DECLARE = "dealer_must_declare"
    SIBERIAN_ONLY_PASS = "siberian_only_pass"
    # The old deals' passing (rules §4.4, §4.6).
    PASS_WEAKEST_CARD = "pass_weakest_card"
    # The auction (H-BID, V-BID-8).
    ACES_FOR_NO_TRUMP = "aces_for_no_trump"
    TWO_ACES_NO_TRUMP = "two_aces_no_trump"
    SUPPORT_PARTNER = "support_partner"
    BID_TO_FINISH_GAME = "bid_to_finish_game"
    FINISH_GAME_LOW = "finish_game_low"
    STRONG_OPENING = "strong_opening"
    EIGHT_SURE_TRICKS = "eight_sure_tricks"
    JUMP_WITH_SOLID_TRUMPS = "jump_with_solid_trumps"
    MORE_HONOURS = "more_honours"
    LONGEST_STRONGEST_SUIT = "longest_strongest_suit"
    CONTENT_INVITE_LEAD = "content_invite_lead"
    NO_FURTHER_BID_ASK = "no_further_bid_ask"
    NOT_ENOUGH_TRICKS = "not_enough_tricks"
    ASKED_MAY_ONLY_PASS = "asked_may_only_pass"
    SIDE_HANDS = "side_hands"  # a dummy's owner bids for the side from both hands (Vint §4.1)
    # Leads (H-SLAM-2, H-TRUMP, H-DIS-4/7, H-LEAD, H-NT).
    SLAM_SINGLETON_HONOUR = "slam_singleton_honour"
    SLAM_CASH_FOR_PARTNER = "slam_cash_for_partner"
    DRAW_TRUMPS = "draw_trumps"
    ACE_THEN_QUEEN_OF_TRUMPS = "ace_then_queen_of_trumps"
    SUPPORTER_LEADS_HIGH_TRUMP = "supporter_leads_high_trump"
    DRAW_TRUMPS_FOR_SIDE_SUIT = "draw_trumps_for_side_suit"
    TRUMPS_AGAINST_RUFFS = "trumps_against_ruffs"
    LEAD_TRUMPS = "lead_trumps"
    PARTNERS_DISCARDS_SHOW_SUIT = "partners_discards_show_suit"
    SINGLETON_FOR_CROSS_RUFF = "singleton_for_cross_ruff"
    LEAD_RHO_DISCARD_SUIT = "lead_rho_discard_suit"
    LEAD_FOR_PARTNERS_RUFF = "lead_for_partners_ruff"
    ACE_THEN_QUEEN_TO_PARTNERS_KING = "ace_then_queen_to_partners_king"
    SMALL_FROM_ACE = "small_from_ace"
    SMALL_UNDER_SHOWN_KING = "small_under_shown_king"
    QUEEN_THROUGH_SHOWN_KING = "queen_through_shown_king"
    RUN_CORONET = "run_coronet"
    CASH_WINNER = "cash_winner"
    QUEEN_FROM_ACE_KING_QUEEN = "queen_from_ace_king_queen"
    KING_FROM_ACE_KING = "king_from_ace_king"
    RETURN_PARTNERS_SUIT = "return_partners_suit"
    KING_FROM_KING_QUEEN = "king_from_king_queen"
    TOP_OF_SEQUENCE = "top_of_sequence"
    SMALL_FROM_KING = "small_from_king"
    SMALL_FROM_LONG_SUIT = "small_from_long_suit"
    # The prohibitions on leads.
    NO_THIRTEENTH_CARD = "no_thirteenth_card"
    NOT_THEIR_SUIT = "not_their_suit"
    SWITCH_KEEP_ENTRY = "switch_keep_entry"
    WAIT_WITH_ACE_QUEEN = "wait_with_ace_queen"
    NOT_FROM_KING_DOUBLETON = "not_from_king_doubleton"
    NO_SINGLETON_LEAD = "no_singleton_lead"
    NOT_PARTNERS_DISCARD = "not_partners_discard"
    # Following and discarding (H-PLAY, H-DIS).
    PARTNER_WINS = "partner_wins"
    CANNOT_WIN = "cannot_win"
    SECOND_HAND_LOW = "second_hand_low"
    WIN_CHEAPLY = "win_cheaply"
    NO_RUFF_OF_THIRTEENTH = "no_ruff_of_thirteenth"
    LET_PARTNER_WIN = "let_partner_win"
    RUFF_WITH_SMALL_TRUMP = "ruff_with_small_trump"
    DISCARD_TO_MAKE_VOID = "discard_to_make_void"
    KEEP_THE_SURE_SUIT = "keep_the_sure_suit"
    DISCARD_THE_THIRD_SUIT = "discard_the_third_suit"
    DISCARD_IN_TURN = "discard_in_turn"
    # Finesses (H-FIN, H-LEAD-11, H-SLAM-1).
    DUCK_PARTNERS_JACK = "duck_partners_jack"
    THIRD_HAND_QUEEN = "third_hand_queen"
    TRUMP_FINESSE_THIRD_HAND = "trump_finesse_third_hand"
    FINESSE_TEN_OVER_BIDDER = "finesse_ten_over_bidder"
    FINESSE_JACK_SECOND_ROUND = "finesse_jack_second_round"
    FINESSE_TEN_AGAIN = "finesse_ten_again"
    QUEEN_FROM_KING_QUEEN = "queen_from_king_queen"
    NO_FINESSE_IN_SLAM = "no_finesse_in_slam"
    NO_FINESSE_ABOVE_THREE = "no_finesse_above_three"
    NO_FINESSE_PARTNER_SUPPORTED = "no_finesse_partner_supported"
    # Table-rules mode (V-REV, V-IRR).
    NOT_BY_MISTAKE = "not_by_mistake"
    CLAIM_REVOKE = "claim_revoke"
    NO_REVOKE_TO_CLAIM = "no_revoke_to_claim"
    OPPONENTS_CHOICE = "opponents_choice"
    # Whist's conventions (W-H), where the codes above do not say it.
    PARTNER_WANTS_TRUMPS = "partner_wants_trumps"
    KEEP_TRUMPS_FOR_RUFFING = "keep_trumps_for_ruffing"
    NOT_FROM_QUEEN_THIRD = "not_from_queen_third"
    SINGLETON_SHOWS_WEAKNESS = "singleton_shows_weakness"
    STRONG_SUIT_FIRST = "strong_suit_first"
    SECOND_HAND_QUEEN = "second_hand_queen"
    THIRD_HAND_HIGH = "third_hand_high"
    TAKE_KING_WITH_ACE = "take_king_with_ace"
    DUCK_PARTNERS_KING = "duck_partners_king"
    DUCK_PARTNERS_QUEEN = "duck_partners_queen"
    COVER_PARTNERS_QUEEN = "cover_partners_queen"
    LOWEST_OF_SEQUENCE = "lowest_of_sequence"
    FIRST_DISCARD_WEAK_SUIT = "first_discard_weak_suit"
    BEST_PENALTY = "best_penalty"
    # Preferans's hints (P-BID, P-CON, P-WH, P-PLAY, P-RASP; the seed's estimates, B.12).
    PREF_BID = "pref_bid"
    PREF_HERE = "pref_here"
    PREF_MISERE = "pref_misere"
    PREF_PASS = "pref_pass"
    PREF_DISCARD = "pref_discard"
    PREF_DISCARD_MISERE = "pref_discard_misere"
    PREF_CONTRACT = "pref_contract"
    PREF_CONTRACT_SHORT = "pref_contract_short"
    PREF_WHIST = "pref_whist"
    PREF_HALF_WHIST = "pref_half_whist"
    PREF_NO_WHIST = "pref_no_whist"
    PREF_STALINGRAD = "pref_stalingrad"
    PREF_OPEN = "pref_open"
    PREF_CLOSED = "pref_closed"
    PREF_THROUGH_DECLARER = "pref_through_declarer"
    PREF_SHORT_SUIT = "pref_short_suit"
    PREF_FEWEST_TRICKS = "pref_fewest_tricks"
    PREF_CATCH_MISERE = "pref_catch_misere"
    PREF_DOUBLE_DUMMY = "pref_double_dummy"


@dataclass(frozen=True, slots=True)
class Advice(Generic[ActionT_co]):
    """An action with the convention behind it: ``rule`` is a rulebook id (``H-BID-2``) and
    ``reason`` the code the GUI turns into words (:attr:`AdviceReason.ACES_FOR_NO_TRUMP`).
    """

    action: ActionT_co
    rule: str
    reason: AdviceReason


@dataclass(frozen=True, slots=True)
class Situation:
    """The score as everyone at the table sees it: the current game's below-the-line totals
    and the games each side has won in the rubber, indexed by :class:`~wint.core.seats.Side`.
    """

    running: tuple[int, int] = (0, 0)
    games: tuple[int, int] = (0, 0)
