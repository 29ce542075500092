"""The double-dummy position of a Whist deal in play, every hand open (for claims, reviews,
benches).

Never for a player, who sees only its seat's view.
"""

from __future__ import annotations

from wint.ai.solver import Position
from wint.core.seats import SEATS
from wint.games.whist.state import DealState

__all__ = ["position_of", "sound_position"]


def position_of(state: DealState) -> Position:
    """The double-dummy position of a deal in play, every hand open: the turned suit or no
    trump, the trick in progress from its leader (W-PLAY-1, W-PLAY-4).

    :raises ValueError: a revoke in the trick in progress (table-rules mode, W-IRR-1).
    """
    hands = tuple(state.hand(seat).mask for seat in SEATS)
    trick = tuple(card for _, card in state.current_trick)
    return Position(hands, state.trump, state.leader, trick)


def sound_position(state: DealState) -> Position | None:
    """:func:`position_of`, ``None`` when the trick in progress holds a revoke (a card of
    another suit from a seat that still holds the suit led, W-IRR-1): no position of the
    solver, who follows suit, holds one."""
    trick = state.current_trick
    if trick:
        led = trick[0][1].suit_mask
        for seat, card in trick[1:]:
            if not card.bit & led and state.hand(seat).mask & led:
                return None
    return position_of(state)
