"""Gentle warnings (issue 7 §2): a warning needs a convention broken *and* the analysis
preferring another action; the recommended play and the analysis's own choice never warn."""

from __future__ import annotations

from wint.ai.advice import Advice, AdviceReason
from wint.ai.vint.suggest import WARN_POINTS, Suggestion, deviation
from wint.core.cards import Card
from wint.games.vint.calls import Call


def card(code: str) -> Card:
    return Card.parse(code)


FINESSE = Suggestion(  # at «четыре» the rule says: no finesse, play the ace (H-FIN-1)
    Advice(card("SA"), "H-FIN-1", AdviceReason.NO_FINESSE_ABOVE_THREE),
    ((card("SA"), 540.0), (card("S2"), 520.0), (card("SQ"), 100.0)),
    "strong",
)
THIRTEENTH = Suggestion(  # the analysis prefers a trump; the rule forbids the 13th card
    Advice(card("HK"), "PIMC", AdviceReason.BEST_EXPECTED_SCORE),
    ((card("HK"), 300.0), (card("D2"), 260.0), (card("C9"), -700.0)),
    "strong",
    convention=Advice(card("D2"), "H-LEAD-9", AdviceReason.NO_THIRTEENTH_CARD),
)


def test_a_broken_convention_the_analysis_agrees_with_is_warned() -> None:
    found = deviation(FINESSE, card("SQ"))  # the finesse at «четыре»
    assert found is not None
    assert found.convention.rule == "H-FIN-1" and found.best == card("SA")
    assert found.cost == 440.0


def test_the_recommended_card_is_never_warned() -> None:
    assert deviation(FINESSE, card("SA")) is None
    assert deviation(THIRTEENTH, card("D2")) is None  # the convention's card


def test_the_analysis_s_own_choice_is_not_warned_even_against_a_convention() -> None:
    assert deviation(THIRTEENTH, card("HK")) is None


def test_a_small_difference_is_not_worth_a_warning() -> None:
    assert deviation(FINESSE, card("S2")) is None  # 20 points: within WARN_POINTS
    assert deviation(FINESSE, card("S2"), threshold=10.0) is not None
    assert WARN_POINTS > 20.0


def test_leading_the_thirteenth_card_with_trumps_out_is_warned() -> None:
    found = deviation(THIRTEENTH, card("C9"))
    assert found is not None and found.convention.rule == "H-LEAD-9"
    assert found.best == card("HK") and found.cost == 1000.0


def test_a_call_against_the_conventions_is_warned_without_a_cost() -> None:
    suggestion = Suggestion(
        Advice(Call.parse("1NT"), "H-BID-2", AdviceReason.ACES_FOR_NO_TRUMP), (), "basic"
    )
    found = deviation(suggestion, Call.parse("1S"))
    assert found is not None and found.cost is None and found.convention.rule == "H-BID-2"
    assert deviation(suggestion, Call.parse("1NT")) is None
