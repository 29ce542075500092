"""Deals for the review and claim tests: a fixed opening lead, played out by double-dummy
best cards, with one known mistake, or by the first legal cards."""

from __future__ import annotations

from functools import cache

import pytest

from wint.ai.solver import endplay_available, solve
from wint.ai.vint.claims import best_card, best_line
from wint.ai.vint.positions import position_of
from wint.core.cards import Card
from wint.core.deal import deal_from_seed
from wint.core.seats import Seat
from wint.games.vint.calls import PASS, Call
from wint.games.vint.state import DealState, Phase

needs_endplay = pytest.mark.skipif(
    not endplay_available(), reason="whole deals need the endplay solver"
)


def opening(seed: int = 7, number: int = 1, bid: str = "2NT") -> DealState:
    """The opening lead of a fixed deal: N bids, everybody passes."""
    state = DealState.new(deal_from_seed(seed, number), Seat.N).apply(Call.parse(bid))
    while state.phase is Phase.AUCTION:
        state = state.apply(PASS)
    return state


@cache
def best_played() -> DealState:
    """The fixed deal played out by double-dummy best cards (solved once for the tests)."""
    start = opening()
    return play_line(start, best_line(start))


def play_line(state: DealState, cards: tuple[tuple[Seat, Card], ...]) -> DealState:
    for seat, card in cards:
        state = state.apply(card, seat)
    return state


def play_with_one_mistake(state: DealState, from_trick: int) -> tuple[DealState, Card, int]:
    """Play best cards, except the first card from trick ``from_trick`` on that loses a
    trick: the worst card there.  Returns the final state, that card and the tricks lost."""
    mistake: tuple[Card, int] | None = None
    while state.to_act is not None:
        legal = state.legal_actions()
        if len(legal) == 1:
            card = legal[0]
        else:
            values = solve(position_of(state))
            card = best_card(values)
            if mistake is None and len(state.tricks) + 1 >= from_trick:
                worst = min(values, key=lambda c: (values[c], c.rank, c.suit))
                if values[worst] < values[card]:
                    card = worst
                    mistake = (worst, max(values.values()) - values[worst])
        assert isinstance(card, Card)
        state = state.apply(card)
    assert mistake is not None
    return state, *mistake


def first_cards(state: DealState, tricks: int) -> DealState:
    """Play the first legal card until ``tricks`` tricks are quitted (no solver needed)."""
    while len(state.tricks) < tricks:
        state = state.apply(state.legal_actions()[0])
    return state
