"""Small builders for Whist's engine tests."""

from __future__ import annotations

from collections.abc import Callable

from wint.core.seats import Seat
from wint.games.whist.actions import Action, Phase
from wint.games.whist.deal import WhistDeal
from wint.games.whist.state import DealState

#: Seed 1, deal 1, N deals and turns the nine of diamonds; E leads.
#: N AQJ84.T96.93.A97   E K765.J8.T5.J8652   S T9.AK42.AKQJ2.K3   W 32.Q753.8764.QT4
DEAL = WhistDeal.from_seed(1, 1, Seat.N)


def play(state: DealState, codes: str) -> DealState:
    """Apply space-separated action codes."""
    for code in codes.split():
        state = state.apply_code(code)
    return state


def play_out(
    state: DealState, choose: Callable[[tuple[Action, ...]], Action] = lambda legal: legal[0]
) -> DealState:
    """Play the cards on to the last trick, each chosen from the legal ones."""
    while state.phase is Phase.PLAY:
        state = state.apply(choose(state.legal_actions()))
    return state
