"""Preferans's players by level name, for the command line (and the table to come):

- ``random``: uniform over the legal actions, seeded;
- ``beginner``: simple but not absurd (:mod:`wint.ai.preferans.beginner`);
- ``basic``: the seed's estimates (B.12) for the auction, the talon and the whist, and sound
  card play (:mod:`wint.ai.preferans.bidding`, :mod:`~wint.ai.preferans.whisting`,
  :mod:`~wint.ai.preferans.play`).

``strong`` and ``expert`` need the double-dummy solver of Preferans and are refused until it
comes.  Every player decides from the :class:`PrefView` of the seat that acts alone.
"""

from __future__ import annotations

from typing import Final, Protocol

from wint.ai.advice import Advice, Situation
from wint.ai.levels import LEVELS, RandomPlayer
from wint.ai.preferans.beginner import beginner_action
from wint.ai.preferans.bidding import advise_call, advise_contract, advise_discard
from wint.ai.preferans.play import advise_card
from wint.ai.preferans.whisting import advise_light, advise_whist
from wint.core.levels import Level
from wint.core.quoting import quoted
from wint.games.preferans.actions import Action, Phase
from wint.games.preferans.view import PrefView

__all__ = ["PLAYED_LEVELS", "BasicPlayer", "BeginnerPlayer", "Player", "make_player"]

#: The levels that play Preferans now.
PLAYED_LEVELS: Final = (Level.RANDOM, Level.BEGINNER, Level.BASIC)


class Player(Protocol):
    """Anything that chooses an action from a :class:`PrefView`."""

    def decide(self, view: PrefView, situation: Situation) -> Advice[Action]:
        """The action to take (``view.legal_actions`` is not empty), with its reason."""
        ...


class BasicPlayer:
    """The basic level: the seed's estimates and sound card play, no look-ahead."""

    def decide(self, view: PrefView, situation: Situation) -> Advice[Action]:
        """The action for the phase on turn."""
        phase = view.phase
        if phase is Phase.AUCTION:
            return advise_call(view)
        if phase is Phase.DISCARD:
            return advise_discard(view)
        if phase is Phase.CONTRACT:
            return advise_contract(view)
        if phase is Phase.WHIST:
            return advise_whist(view)
        if phase is Phase.LIGHT:
            return advise_light(view)
        return advise_card(view)


class BeginnerPlayer:
    """The beginner: a crude count for the auction and the whist, high cards and cheap
    follows in the play."""

    def decide(self, view: PrefView, situation: Situation) -> Advice[Action]:
        """The beginner's action."""
        return beginner_action(view)


def make_player(level: Level | str, seed: int | str) -> Player:
    """A Preferans player of ``level`` seeded with ``seed``.

    :raises ValueError: an unknown level, or ``strong``/``expert`` (they come with Preferans's
        double-dummy solver).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown player level {quoted(level)}")
    if level == Level.RANDOM:
        return RandomPlayer(seed)
    if level == Level.BEGINNER:
        return BeginnerPlayer()
    if level == Level.BASIC:
        return BasicPlayer()
    raise ValueError(
        f"{level} does not play Preferans yet: it comes with Preferans's double-dummy solver "
        f"(levels: {', '.join(PLAYED_LEVELS)})"
    )
