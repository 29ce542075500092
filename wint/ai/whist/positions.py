"""The double-dummy position of a Whist deal in play, every hand open (for benches and reviews).

Never for a player, who sees only its seat's view.
"""

from __future__ import annotations

from wint.ai.solver import Position
from wint.core.seats import SEATS
from wint.games.whist.state import DealState

__all__ = ["position_of"]


def position_of(state: DealState) -> Position:
    """The double-dummy position of a deal in play, every hand open: the turned suit or no
    trump, the trick in progress from its leader (W-PLAY-1, W-PLAY-4)."""
    hands = tuple(state.hand(seat).mask for seat in SEATS)
    trick = tuple(card for _, card in state.current_trick)
    return Position(hands, state.trump, state.leader, trick)
