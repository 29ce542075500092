"""The strong players: honest, reproducible, better than basic in the endgame, within their time
budget; the bidding corpus; the suggestion API; the fallback without a solver."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

import pytest

from wint.ai.advice import Situation
from wint.ai.montecarlo import BATCH, CardChoice
from wint.ai.solver import Position, solve
from wint.ai.vint import montecarlo
from wint.ai.vint.base import BasicPlayer
from wint.ai.vint.bidding import advise_call
from wint.ai.vint.levels import BeginnerPlayer, MonteCarloPlayer, fallback_notice, make_player
from wint.ai.vint.positions import position_of
from wint.ai.vint.suggest import suggest
from wint.core.cards import CardSet
from wint.core.deal import Deal, deal_from_seed
from wint.core.seats import SEATS, Seat
from wint.games.vint.calls import Call
from wint.games.vint.state import DealState, Phase

pytest.importorskip("endplay")
CORPUS = json.loads((Path(__file__).parents[2] / "data" / "bidding_corpus.json").read_text())


def play(state: DealState, player: object, until_cards_left: int) -> DealState:
    while not state.is_over and not (
        state.phase is Phase.PLAY
        and len(state.hand(state.to_act)) <= until_cards_left  # type: ignore[arg-type]
        and not state.current_trick
    ):
        seat = state.to_act
        assert seat is not None
        state = state.apply(player.decide(state.view(seat), Situation()).action, seat)  # type: ignore[attr-defined]
    return state


def test_a_player_sees_only_its_view() -> None:
    """Re-dealing the cards it cannot see changes nothing in its decision (honesty)."""
    rng = random.Random(5)
    player = MonteCarloPlayer(8, seed=3)
    for number in range(4):
        deal = deal_from_seed(77, number)
        state = DealState.new(deal, Seat.N)
        for code in ["1S", "P", "P", "P", "P", "P", "P", "P", "P"]:
            state = state.apply_code(code)
        leader = state.to_act
        assert leader is Seat.E
        others = [s for s in SEATS if s is not leader]
        cards = [c for s in others for c in deal.hands[s]]
        rng.shuffle(cards)
        hands = list(deal.hands)
        for index, seat in enumerate(others):
            hands[seat] = CardSet.of(cards[index * 13 : (index + 1) * 13])
        redealt = DealState.new(Deal(tuple(hands)), Seat.N)  # type: ignore[arg-type]
        for code in ["1S", "P", "P", "P", "P", "P", "P", "P", "P"]:
            redealt = redealt.apply_code(code)
        first = player.decide(state.view(leader), Situation()).action
        second = player.decide(redealt.view(leader), Situation()).action
        assert first == second


def test_decisions_are_reproducible_for_a_seed() -> None:
    state = play(DealState.new(deal_from_seed(3, 3), Seat.S), BasicPlayer(), 9)
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    picks = {MonteCarloPlayer(12, seed=9).decide(view, Situation()).action for _ in range(3)}
    assert len(picks) == 1


def test_strong_loses_fewer_tricks_than_basic_in_small_endgames() -> None:
    """Three cards each: strong finds the double-dummy best card far more often."""
    strong, basic = MonteCarloPlayer(24, seed=1), BasicPlayer()
    losses = {"strong": 0, "basic": 0}
    best = 0
    positions = 0
    for number in range(40):
        state = play(DealState.new(deal_from_seed(11, number), SEATS[number % 4]), basic, 3)
        if state.is_over or state.phase is not Phase.PLAY:
            continue
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        if len(legal) < 2:
            continue
        values = solve(position_of(state))
        top = max(values.values())
        for name, player in (("strong", strong), ("basic", basic)):
            card = player.decide(state.view(seat), Situation()).action
            losses[name] += top - values[card]  # type: ignore[index]
            best += name == "strong" and values[card] == top  # type: ignore[index]
        positions += 1
    assert positions >= 25
    assert losses["strong"] < losses["basic"]
    assert best >= 0.8 * positions


@pytest.mark.parametrize("level", ["beginner", "basic", "strong"])
def test_each_level_plays_a_deal_within_its_budget(level: str) -> None:
    players = {seat: make_player(level, f"budget:{seat.name}") for seat in SEATS}
    began = time.perf_counter()
    state = DealState.new(deal_from_seed(5, 1), Seat.E)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state = state.apply(players[seat].decide(state.view(seat), Situation()).action, seat)
    assert time.perf_counter() - began < 120  # a guard against hangs, not a timing


@pytest.mark.parametrize("position", CORPUS["positions"], ids=lambda p: p["name"])
def test_bidding_corpus(position: dict[str, object]) -> None:
    state = DealState.new(Deal.parse_pbn(str(position["deal"])), Seat[str(position["dealer"])])
    for code in position["calls"]:  # type: ignore[attr-defined]
        state = state.apply_code(code)
    seat = state.to_act
    assert seat is not None
    running = tuple(position.get("running", (0, 0)))  # type: ignore[arg-type]
    advice = advise_call(state.view(seat), Situation(running))  # type: ignore[arg-type]
    if "expect" in position:
        assert advice.action is Call.parse(str(position["expect"]))
    else:
        assert advice.action.strain.name == position["expect_strain"]  # type: ignore[union-attr]
    assert advice.rule == position["rule"]


def test_suggestions_rank_the_alternatives() -> None:
    state = play(DealState.new(deal_from_seed(8, 2), Seat.W), BasicPlayer(), 8)
    seat = state.to_act
    assert seat is not None
    hint = suggest(state.view(seat), Situation(), "strong", seed=1)
    scores = [score for _, score in hint.alternatives]
    assert scores == sorted(scores, reverse=True)
    assert {action for action, _ in hint.alternatives} == set(state.legal_actions())
    assert hint.advice.action in state.legal_actions() and hint.advice.reason
    auction = DealState.new(deal_from_seed(8, 3), Seat.N)
    call_hint = suggest(auction.view(Seat.N), Situation())
    assert call_hint.alternatives == () and call_hint.advice.rule.startswith(("H-", "V-"))


def test_without_a_solver_strong_levels_play_as_basic(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("wint.ai.solver.endplay_available", lambda: False)
    assert fallback_notice("strong") == "no_solver" and fallback_notice("basic") is None
    assert isinstance(make_player("expert", 1), BasicPlayer)
    assert isinstance(make_player("beginner", 1), BeginnerPlayer)


def test_beginner_slips_at_about_the_documented_rate() -> None:
    beginner, basic = BeginnerPlayer(seed=4), BasicPlayer()
    differ = total = 0
    for number in range(30):
        state = DealState.new(deal_from_seed(31, number), Seat.N)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            ours = beginner.decide(view, Situation()).action
            if state.phase is Phase.PLAY and len(view.legal_actions) > 2:
                total += 1
                differ += ours != basic.decide(view, Situation()).action
            state = state.apply(ours, seat)
    assert total > 200
    assert 0.05 < differ / total < 0.2  # 15 % random slips, some land on the same card


class Clock:
    """A stand-in for the ``time`` module whose clock moves a second on at each reading."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        self.now += 1.0
        return self.now


def test_a_time_cap_or_an_interrupt_ends_the_sampling_early(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each stops the sampling after the first batch of layouts (``stop`` is asked between
    batches); a free player solves all it was asked for."""
    state = DealState.new(deal_from_seed(4, 4), Seat.N)
    for code in ["1S", "P", "P", "P", "P", "P", "P", "P", "P"]:
        state = state.apply_code(code)
    view = state.view(Seat.E)  # the opening lead
    solved: list[int] = []
    choose_card = montecarlo.choose_card

    def counted(*args: Any) -> CardChoice:
        choice = choose_card(*args)
        solved.append(choice.samples)
        return choice

    monkeypatch.setattr(montecarlo, "choose_card", counted)
    monkeypatch.setattr("wint.ai.levels.time", Clock())  # the cap of 50 ms is over at once
    wanted = 3 * BATCH
    capped = MonteCarloPlayer(wanted, seed=1, time_cap=0.05)
    stopped = MonteCarloPlayer(wanted, seed=1)
    stopped.interrupt.set()
    free = MonteCarloPlayer(wanted, seed=1)
    for player in (capped, stopped, free):
        assert player.decide(view, Situation()).action in state.legal_actions()
    assert solved == [BATCH, BATCH, wanted]


def test_batch_solving_matches_one_by_one() -> None:
    from wint.ai.solver import solve_many
    from wint.core.cards import Suit

    positions = [
        Position(tuple(h.mask for h in deal_from_seed(9, n).hands), Suit.H, Seat.W)  # type: ignore[arg-type]
        for n in range(4)
    ]
    assert solve_many(positions) == [solve(p) for p in positions]
