"""Vint's player protocol and its simplest players, random (any game's) and basic, who see
one seat's view."""

from __future__ import annotations

from typing import Protocol

from wint.ai.advice import Advice, Situation
from wint.ai.levels import RandomPlayer
from wint.ai.vint.advise import advise
from wint.games.vint.state import Action
from wint.games.vint.view import SeatView

__all__ = ["BasicPlayer", "Player", "RandomPlayer"]


class Player(Protocol):
    """Anything that chooses a call or a card from a :class:`SeatView` and the score."""

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """The action to make (``view.legal_actions`` is not empty), with its reason."""
        ...


class BasicPlayer:
    """The basic level: the rulebook's conventions (§5), with no look-ahead."""

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """The conventional call or card, with the rule it follows."""
        return advise(view, situation)
