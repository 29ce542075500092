"""Vint's player protocol and its simplest players, random and basic, who see one seat's view."""

from __future__ import annotations

import random
from typing import Protocol

from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.vint.advise import advise
from wint.games.vint.state import Action
from wint.games.vint.view import SeatView

__all__ = ["BasicPlayer", "Player", "RandomPlayer"]


class Player(Protocol):
    """Anything that chooses a call or a card from a :class:`SeatView` and the score."""

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """The action to make (``view.legal_actions`` is not empty), with its reason."""
        ...


class RandomPlayer:
    """Uniform over the legal actions (for tests and benchmarks), seeded.

    >>> from wint.core.deal import deal_from_seed
    >>> from wint.core.seats import Seat
    >>> from wint.games.vint.state import DealState
    >>> state = DealState.new(deal_from_seed(1, 1), Seat.N)
    >>> RandomPlayer(7).decide(state.view(Seat.N), Situation()).action in state.legal_actions()
    True
    """

    def __init__(self, seed: int | str = 0) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """A legal action chosen uniformly at random."""
        return Advice(self._rng.choice(view.legal_actions), "", AdviceReason.RANDOM)


class BasicPlayer:
    """The basic level: the rulebook's conventions (§5), with no look-ahead."""

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """The conventional call or card, with the rule it follows."""
        return advise(view, situation)
