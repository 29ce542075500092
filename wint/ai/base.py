"""The player protocol: a computer player decides from its seat's view alone."""

from __future__ import annotations

import random
from typing import Protocol

from wint.core.state import Action
from wint.core.view import SeatView

__all__ = ["Player", "RandomPlayer"]


class Player(Protocol):
    """Anything that chooses a call or a card from a :class:`SeatView`."""

    def choose(self, view: SeatView) -> Action:
        """The action to make; ``view.legal_actions`` is not empty."""
        ...


class RandomPlayer:
    """Uniform over the legal actions (for tests and benchmarks), seeded.

    >>> from wint.core.deal import deal_from_seed
    >>> from wint.core.seats import Seat
    >>> from wint.core.state import DealState
    >>> from wint.core.view import view
    >>> state = DealState.new(deal_from_seed(1, 1), Seat.N)
    >>> RandomPlayer(7).choose(view(state, Seat.N)) in state.legal_actions()
    True
    """

    def __init__(self, seed: int | str = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        """A legal action chosen uniformly at random."""
        return self._rng.choice(view.legal_actions)
