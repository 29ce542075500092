"""The seed's estimates (B.12): the tricks of a suit holding, the misère ladder's catch rates."""

from __future__ import annotations

import pytest

from wint.ai.preferans.estimates import catch_rate, misere_risk, strain_tricks, suit_tricks
from wint.core.cards import CardSet
from wint.games.preferans.result import Strain


def spades(ranks: str) -> CardSet:
    return CardSet.parse(" ".join(f"S{rank}" for rank in ranks))


@pytest.mark.parametrize(
    ("ranks", "tricks"),
    [
        ("A", 1),
        ("AK", 2),
        ("AKQ", 3),
        ("AKQJ", 4),
        ("AKQJ87", 6),
        ("AK87", 3),
        ("AK987", 4.5),
        ("AKT987", 6),
        ("AQ", 1),
        ("AQJ8", 2.5),
        ("AQJ87", 3.5),
        ("AJ8", 1),
        ("AJ98", 2),
        ("AJT98", 4.5),
        ("A98", 1),
        ("AT98", 1.5),
        ("K", 0),
        ("KQJ8", 3),
        ("KQ98", 3),
        ("KQT98", 4),
        ("KJ8", 0),
        ("KJT98", 2.5),
        ("QJ", 0),
        ("QJT98", 3),
        ("J98", 0),
        ("T987", 1),
    ],
)
def test_the_seeds_estimates_of_a_suit(ranks: str, tricks: float) -> None:
    assert suit_tricks(spades(ranks)) == tricks


def test_a_suit_takes_no_more_tricks_than_its_cards() -> None:
    assert suit_tricks(spades("AQJ987")) == 6  # the seed's 6.5 for A Q J + 3 small, capped
    assert suit_tricks(CardSet()) == 0


def test_a_strains_estimate_counts_short_trumps_and_unstopped_suits_against_it() -> None:
    hand = CardSet.parse("SA SK SQ SJ S9 HA HK DA D8 D7")
    assert strain_tricks(hand, Strain.S) == 4 + 1 + 2 + 1 + 0.5  # a void with five trumps
    assert strain_tricks(hand, Strain.H) == 2 - 2 + 2 + 1  # two trumps: two short of four
    assert strain_tricks(hand, Strain.NT) == 5 + 2 + 1 - 1.5  # no club stopper


@pytest.mark.parametrize(
    ("ranks", "own_lead", "rate"),
    [
        ("7T", False, 0.5),
        ("79", False, 0.0),
        ("7J", False, 0.8),
        ("7Q", False, 0.95),
        ("8", True, 0.05),
        ("8", False, 0.3),
        ("89", False, 0.8),
        ("9", True, 0.15),
        ("9", False, 0.85),
        ("78Q", False, 0.2),
        ("79K", False, 0.7),
        ("78A", False, 1.0),
        ("78TA", False, 0.1),
        ("79JKA", False, 0.0),
        ("78", False, 0.0),
        ("8T", False, 1.0),
    ],
)
def test_the_ladders_catch_rates(ranks: str, own_lead: bool, rate: float) -> None:
    assert catch_rate(spades(ranks), own_lead) == rate


def test_a_misere_risk_sums_the_suits() -> None:
    hand = CardSet.parse("S7 ST H7 H9 HJ D7 D8 C7 C8 C9")
    assert misere_risk(hand, own_lead=False) == 0.5
