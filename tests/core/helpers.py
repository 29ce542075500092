"""Small builders for engine tests."""

from __future__ import annotations

from wint.core.deal import Deal, deal_from_seed
from wint.core.seats import Seat
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState

DEAL = deal_from_seed(1, 1)


def start(dealer: Seat = Seat.N, rules: RuleSet | None = None, deal: Deal = DEAL) -> DealState:
    """A fresh deal."""
    return DealState.new(deal, dealer, rules)


def calls(state: DealState, text: str) -> DealState:
    """Apply space-separated action codes."""
    for code in text.split():
        state = state.apply_code(code)
    return state
