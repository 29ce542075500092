"""The Monte Carlo card play's pieces: the score it maximises counts every trick, and the
layouts it solves explain the auction the conventions would have bid."""

from __future__ import annotations

import random
from itertools import pairwise

from wint.ai.advice import Situation
from wint.ai.vint.base import BasicPlayer
from wint.ai.vint.montecarlo import (
    _auction_checks,
    _bid_as_dealt,
    _layouts,
    deal_values,
)
from wint.core.deal import deal_from_seed
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.contract import Contract
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState, Phase


def test_every_trick_is_worth_points_to_both_sides() -> None:
    """Both sides score their tricks below the line: one more trick for N-S is always
    better for N-S and worse for E-W, overtricks and undertricks alike."""
    for code in ("1S", "2NT", "4H", "7C"):
        for declarer in (Seat.S, Seat.E):
            contract = Contract.parse(code, declarer.name)
            ns = deal_values(RuleSet(), contract, Situation(), Side.NS)
            ew = deal_values(RuleSet(), contract, Situation(), Side.EW)
            assert all(a < b for a, b in pairwise(ns)), (code, declarer)
            assert all(a > b for a, b in pairwise(ew)), (code, declarer)


def _first_play_state(number: int) -> DealState:
    state = DealState.new(deal_from_seed(7, number, Seat.N), Seat.N)
    player = BasicPlayer()
    while state.phase is Phase.AUCTION:
        seat = state.to_act
        assert seat is not None
        state = state.apply(player.decide(state.view(seat), Situation()).action, seat)
    return state


def test_sampled_layouts_explain_the_auction() -> None:
    """Every layout solved is one in which the conventions make the other seats' calls,
    when such layouts are found; there are always as many layouts as asked for."""
    checked = 0
    for number in range(12):
        state = _first_play_state(number)
        if state.to_act is None:
            continue  # passed out
        view = state.view(state.to_act)
        checks = _auction_checks(view.calls, view.dealer, view.rules, view.seat)
        played = tuple(view.played_by(seat).mask for seat in SEATS)
        layouts = _layouts(view, Situation(), 8, random.Random(number), played)
        assert len(layouts) == 8
        explained = [_bid_as_dealt(checks, layout, played, Situation()) for layout in layouts]
        real = tuple(state.hand(seat).mask for seat in SEATS)
        assert _bid_as_dealt(checks, real, played, Situation())  # the true deal explains it
        if checks:
            checked += 1
            assert explained[0]  # the first layouts are the explaining ones
            assert explained == sorted(explained, reverse=True)
    assert checked
