"""The double-dummy position of a Vint deal in play, every hand open (for claims, reviews, benches).

Never for a player, who sees only its seat's view.
"""

from __future__ import annotations

from functools import cache

from wint.ai.solver import Position
from wint.core.seats import SEATS, Seat
from wint.games.vint.state import DealState

__all__ = ["position_of"]


@cache
def position_of(state: DealState) -> Position:
    """The double-dummy position of a deal in play, every hand open: for measuring the
    players and reviewing a deal — never for a player, who sees only its seat's view."""
    contract = state.contract
    trump = contract.trump if contract is not None else None
    hands = tuple(state.hand(seat).mask for seat in SEATS)
    leader = state.leader if state.leader is not None else Seat.N
    trick = tuple(card for _, card in state.current_trick)
    return Position(hands, trump, leader, trick)
