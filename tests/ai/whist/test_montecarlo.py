"""Whist's Monte Carlo card play and what a deal is worth on the sheet."""

from __future__ import annotations

import random

import pytest

from wint.ai.advice import AdviceReason, Situation
from wint.ai.montecarlo import BATCH
from wint.ai.solver import solve
from wint.ai.whist.levels import BasicPlayer, MonteCarloPlayer
from wint.ai.whist.montecarlo import choose_card
from wint.ai.whist.positions import position_of
from wint.ai.whist.values import deal_values, situation_of
from wint.core.cards import Suit
from wint.core.seats import SEATS, Seat, Side
from wint.games.whist.deal import WhistDeal
from wint.games.whist.ledger import Ledger
from wint.games.whist.result import DealResult
from wint.games.whist.rules import WhistRules
from wint.games.whist.state import DealState

pytest.importorskip("endplay")


def play(state: DealState, until_cards_left: int) -> DealState:
    """Basic play until every hand holds ``until_cards_left`` cards, at a trick's start."""
    basic = BasicPlayer()
    while not (len(state.tricks) == 13 - until_cards_left and not state.current_trick):
        actor = state.actor
        assert actor is not None
        state = state.apply(basic.decide(state.view(actor), Situation()).action, actor)
    return state


def test_strong_loses_fewer_tricks_than_basic_in_small_endgames() -> None:
    """Three cards each: strong finds the double-dummy best card far more often."""
    strong, basic = MonteCarloPlayer(24, seed=1), BasicPlayer()
    losses = {"strong": 0, "basic": 0}
    best = positions = 0
    for number in range(40):
        state = play(DealState.new(WhistDeal.from_seed(11, number, SEATS[number % 4])), 3)
        actor = state.actor
        assert actor is not None
        if len(state.legal_actions()) < 2:
            continue
        values = solve(position_of(state))
        top = max(values.values())
        for name, player in (("strong", strong), ("basic", basic)):
            card = player.decide(state.view(actor), Situation()).action
            losses[name] += top - values[card]  # type: ignore[index]
            best += name == "strong" and values[card] == top  # type: ignore[index]
        positions += 1
    assert positions >= 30
    assert losses["strong"] < losses["basic"]
    assert best >= 0.8 * positions


def test_a_deal_is_worth_its_points_on_the_sheet() -> None:
    """W-SC-1: two a trick over six; W-SC-4: the slams; W-SC-6, W-SC-8: the partiya's 5 and
    the rubber's 10 when the deal wins them."""
    rules = WhistRules()
    fresh = deal_values(rules, Situation(), Side.NS, Seat.N, Suit.H)
    assert fresh[6:9] == (-2.0, 2.0, 4.0)
    assert fresh[11] == 10 + 5  # five odd tricks: 10 below, the partiya
    assert fresh[12] == 12 + 10 + 5 and fresh[13] == 14 + 20 + 5
    assert deal_values(rules, Situation(), Side.EW, Seat.N, Suit.H) == tuple(-v for v in fresh)
    eight = deal_values(rules, Situation((8, 0)), Side.NS, Seat.N, Suit.H)
    assert eight[7] == 2 + 5
    rubber = deal_values(rules, Situation((8, 0), (1, 0)), Side.NS, Seat.N, Suit.H)
    assert rubber[7] == 2 + 5 + 10


def test_the_table_score_before_a_deal() -> None:
    rules = WhistRules()
    ledger = Ledger(rules)
    assert situation_of(ledger) == Situation()
    ledger = ledger.add(DealResult(Seat.N, Suit.H, 9))  # N–S 6 below
    assert situation_of(ledger) == Situation((6, 0), (0, 0))
    ledger = ledger.add(DealResult(Seat.E, Suit.H, 9))  # N–S 12: the partiya
    assert situation_of(ledger) == Situation((0, 0), (1, 0))


def test_the_choice_weighs_every_legal_card() -> None:
    state = play(DealState.new(WhistDeal.from_seed(5, 2, Seat.W)), 6)
    actor = state.actor
    assert actor is not None
    choice = choose_card(state.view(actor), Situation(), 2 * BATCH, random.Random(1))
    assert set(choice.expected) == set(state.legal_actions())
    assert choice.samples == 2 * BATCH
    assert choice.advice.action in choice.expected
    stopped = choose_card(state.view(actor), Situation(), 2 * BATCH, random.Random(1), lambda: True)
    assert stopped.samples == BATCH


def test_a_forced_card_needs_no_layouts() -> None:
    state = DealState.new(WhistDeal.from_seed(5, 2, Seat.W))
    while len(state.legal_actions()) != 1:
        state = state.apply(state.legal_actions()[0])
    actor = state.actor
    assert actor is not None
    choice = choose_card(state.view(actor), Situation(), 16, random.Random(1))
    assert (choice.samples, choice.advice.reason) == (0, AdviceReason.ONLY_CARD)


def test_not_on_turn_is_refused() -> None:
    state = DealState.new(WhistDeal.from_seed(5, 2, Seat.W))
    with pytest.raises(ValueError, match="not this seat's card"):
        choose_card(state.view(Seat.S), Situation(), 8, random.Random(1))
