"""Whist's conventions when following: second and third hand, ruffing and discarding, each
convention W-H-… on a hand where it applies.

Trumps are hearts; N deals, E leads, S plays second, W (E's partner) third, N fourth.
"""

from __future__ import annotations

import pytest

from tests.ai.whist.helpers import position
from tests.ai.whist.test_leads import advice_for
from wint.ai.advice import AdviceReason
from wint.core.seats import Seat

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N


@pytest.mark.parametrize(
    ("east", "south", "plays", "card", "rule", "reason"),
    [
        # W-H-SECOND-1: ace and queen without the king: the queen on a low card …
        ("AKQJ.765.K5.AKQJ", "5432.J98.AQ7.876", "D5", "DQ", "W-H-SECOND-1",
         AdviceReason.SECOND_HAND_QUEEN),
        # … and the ace on the king
        ("AKQJ.765.K5.AKQJ", "5432.J98.AQ7.876", "DK", "DA", "W-H-SECOND-1",
         AdviceReason.TAKE_KING_WITH_ACE),
        # no rule of the old text: second hand plays its lowest card
        ("AKQJ.765.Q5.AKQJ", "5432.J98.K93.876", "D5", "D3", "", AdviceReason.SECOND_HAND_LOW),
    ],
)  # fmt: skip
def test_second_hand(
    east: str, south: str, plays: str, card: str, rule: str, reason: AdviceReason
) -> None:
    state = position({E: east, S: south}, plays)
    assert state.to_act is S
    assert advice_for(state) == (card, rule, reason)


@pytest.mark.parametrize(
    ("east", "south", "west", "plays", "card", "rule", "reason"),
    [
        # W-H-THIRD-1: third hand high
        ("AKQJ.765.95.AKQJ", "5432.J98.J42.876", "T98.T43.K83.T943", "D5 D2", "DK",
         "W-H-THIRD-1", AdviceReason.THIRD_HAND_HIGH),
        # W-H-THIRD-1: the trick lost to W (the ace played before it): the lowest
        ("AKQJ.765.95.AKQJ", "5432.J98.AJ4.876", "T98.T43.K83.T943", "D5 DA", "D3",
         "W-H-THIRD-1", AdviceReason.CANNOT_WIN),
        # W-H-THIRD-1: partner's card the highest outstanding: the lowest
        ("AKQJ.765.A5.AKQJ", "5432.J98.J42.876", "T98.T43.K83.T943", "DA D2", "D3",
         "W-H-THIRD-1", AdviceReason.PARTNER_WINS),
        # W-H-FOLLOW-1: the highest is the king, from K Q the queen
        ("AKQJ.765.95.AKQJ", "5432.J98.J42.876", "T98.T43.KQ3.T943", "D5 D2", "DQ",
         "W-H-FOLLOW-1", AdviceReason.QUEEN_FROM_KING_QUEEN),
        # W-H-FOLLOW-1: from Q J T the ten
        ("AKQJ.765.95.AKQJ", "5432.J98.842.876", "T98.T4.QJT3.T943", "D5 D2", "DT",
         "W-H-FOLLOW-1", AdviceReason.LOWEST_OF_SEQUENCE),
        # W-H-THIRD-2: partner led the king, W holds the ace: small
        ("AKQJ.765.K5.AKQJ", "5432.J98.J42.876", "T98.T43.A83.T943", "DK D2", "D3",
         "W-H-THIRD-2", AdviceReason.DUCK_PARTNERS_KING),
        # W-H-THIRD-3: partner led the queen early, W holds the ace without the king: small …
        ("AKQJ.765.Q5.AKQJ", "5432.J98.J42.876", "T98.T43.A83.T943", "DQ D2", "D3",
         "W-H-THIRD-3", AdviceReason.DUCK_PARTNERS_QUEEN),
        # … but the ace on the king
        ("AKQJ.765.Q5.AKQJ", "5432.J98.K42.876", "T98.T43.A83.T943", "DQ DK", "DA",
         "W-H-THIRD-3", AdviceReason.TAKE_KING_WITH_ACE),
        # W-H-THIRD-4: A Q under partner's low card: the queen …
        ("AKQJ.765.95.AKQJ", "5432.J98.J42.876", "T98.T43.AQ3.T943", "D5 D2", "DQ",
         "W-H-THIRD-4", AdviceReason.THIRD_HAND_QUEEN),
        # … and the ace on the king
        ("AKQJ.765.95.AKQJ", "5432.J98.K42.876", "T98.T43.AQ3.T943", "D5 DK", "DA",
         "W-H-THIRD-4", AdviceReason.TAKE_KING_WITH_ACE),
    ],
)  # fmt: skip
def test_third_hand(
    east: str, south: str, west: str, plays: str, card: str, rule: str, reason: AdviceReason
) -> None:
    state = position({E: east, S: south, W: west}, plays)
    assert state.to_act is W
    assert advice_for(state) == (card, rule, reason)


def test_partners_queen_late_in_the_deal_is_covered() -> None:
    """W-H-THIRD-3: from the seventh trick, partner's queen is covered with the ace."""
    hands = {
        E: "AKQ.98765.QJ.AKQ",
        W: "543.AKQJ.A83.543",
        S: "876.T43.972.8762",
    }
    plays = "SA S6 S3 S2  SK S7 S4 S9  SQ S8 S5 ST  CA C2 C3 C9  CK C6 C4 CT  CQ C7 C5 CJ  DQ D2"
    state = position(hands, plays)
    assert len(state.tricks) == 6 and state.to_act is W
    assert advice_for(state) == ("DA", "W-H-THIRD-3", AdviceReason.COVER_PARTNERS_QUEEN)


@pytest.mark.parametrize(
    ("west", "card", "rule", "reason"),
    [
        # W-H-TRUMP-6: four trumps, partner's ace wins: no ruff, a discard from the weak suit
        ("T98.QT43..T97432", "S8", "W-H-TRUMP-6", AdviceReason.LET_PARTNER_WIN),
        # W-H-TRUMP-7: two small trumps: ruff partner's winner with the lowest
        ("T9876.43..T97432", "H3", "W-H-TRUMP-7", AdviceReason.RUFF_WITH_SMALL_TRUMP),
    ],
)
def test_void_under_partners_winner(west: str, card: str, rule: str, reason: AdviceReason) -> None:
    east, south = "AKQJ.765.A5.AKQJ", "5432.J98.J42.865"
    state = position({E: east, S: south, W: west}, "DA D2")
    assert state.to_act is W
    assert advice_for(state) == (card, rule, reason)


def test_no_ruff_of_a_thirteenth_card_but_last() -> None:
    """W-H-TRUMP-8: S leads the thirteenth club; W, second, discards instead of ruffing."""
    hands = {
        N: "AKQJ.AKQ.AKQ.KQJ",
        E: "T4.JT96.JT87.T98",
        S: "98765.84.96.A432",
    }
    plays = "CK C8 C2 C5  CQ C9 C3 C6  CJ CT CA C7  C4"
    state = position(hands, plays, dealer=W, turned="H3")
    assert state.to_act is W
    assert advice_for(state) == ("S2", "W-H-TRUMP-8", AdviceReason.NO_RUFF_OF_THIRTEENTH)


def test_first_discard_from_the_weak_suit() -> None:
    """W-H-DISCARD-1: W cannot follow and has no trump: the lowest club, its weak suit."""
    hands = {
        E: "AQJ.765.965.AKQJ",
        S: "T98.J98.AJ42.876",
        W: "K765432...T95432",
    }
    state = position(hands, "D5 DA")
    assert advice_for(state) == ("C2", "W-H-DISCARD-1", AdviceReason.FIRST_DISCARD_WEAK_SUIT)


def test_an_opponents_winner_is_ruffed_cheaply() -> None:
    """No rule of the old text: W ruffs S's ace with its lowest trump."""
    hands = {
        E: "AQJ.765.965.AKQJ",
        S: "T98.J98.AJ42.876",
        W: "K7654.Q43..T9543",
    }
    state = position(hands, "D5 DA")
    assert advice_for(state) == ("H3", "", AdviceReason.WIN_CHEAPLY)


def test_fourth_hand_wins_cheaply_or_plays_low() -> None:
    hands = {
        E: "AKQJ.765.95.AKQJ",
        S: "5432.J98.J42.876",
        W: "T98.T43.K83.T943",
    }
    state = position({**hands, N: "76.AKQ2.AQT76.52"}, "D5 D2 D3")
    assert advice_for(state) == ("D6", "", AdviceReason.WIN_CHEAPLY)
    state = position({**hands, N: "76.AKQ2.AQT76.52"}, "D5 D2 DK")
    assert advice_for(state) == ("DA", "", AdviceReason.WIN_CHEAPLY)
