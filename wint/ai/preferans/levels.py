"""Preferans's players by level name, for the command line (and the table to come):

- ``random``: uniform over the legal actions, seeded;
- ``beginner``: simple but not absurd (:mod:`wint.ai.preferans.beginner`);
- ``basic``: the seed's estimates (B.12) for the auction, the talon and the whist, and sound
  card play (:mod:`wint.ai.preferans.bidding`, :mod:`~wint.ai.preferans.whisting`,
  :mod:`~wint.ai.preferans.play`).

- ``strong``: basic's auction, talon and whist; each card of a contract's play by
  Perfect-Information Monte Carlo over 16 layouts solved double dummy
  (:mod:`wint.ai.preferans.montecarlo`), the one layout there is when the seat sees every
  hand (the misère player, P-PLAY-4); an all-pass deal's cards as basic plays them (its play,
  P-RASP, is not solved double dummy);
- ``expert``: the same over 48 layouts.

Every player decides from the :class:`PrefView` of the seat that acts alone; the Monte Carlo
levels' decisions are reproducible: each is seeded from the level's seed and the view.
"""

from __future__ import annotations

import random
import threading
from typing import Protocol

from wint.ai.advice import Advice, Situation
from wint.ai.levels import LEVELS, SAMPLES, RandomPlayer, stopper
from wint.ai.preferans.beginner import beginner_action
from wint.ai.preferans.bidding import advise_call, advise_contract, advise_discard
from wint.ai.preferans.play import advise_card
from wint.ai.preferans.whisting import advise_light, advise_whist
from wint.core.levels import Level
from wint.core.quoting import quoted
from wint.games.preferans.actions import Action, Phase
from wint.games.preferans.view import PrefView

__all__ = [
    "BasicPlayer",
    "BeginnerPlayer",
    "MonteCarloPlayer",
    "Player",
    "make_player",
]


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


class MonteCarloPlayer(BasicPlayer):
    """Basic's auction, talon and whist; a contract's cards by Perfect-Information Monte Carlo
    over ``samples`` layouts.

    ``time_cap`` (seconds, the window's only) ends the sampling early; ``interrupt`` set from
    another thread stops a decision no longer wanted (an undo, a new deal).  Tests and
    benchmarks use neither, so a decision depends on the seed and the view alone.
    """

    def __init__(self, samples: int, seed: int | str = 0, time_cap: float | None = None) -> None:
        self.samples = samples
        self.seed = seed
        self.time_cap = time_cap
        self.interrupt = threading.Event()

    def decide(self, view: PrefView, situation: Situation) -> Advice[Action]:
        """The action for the phase on turn: a contract's card by Monte Carlo."""
        if view.phase is not Phase.PLAY or view.declarer is None:
            return super().decide(view, situation)
        ply = 3 * len(view.tricks) + len(view.current_trick)
        rng = random.Random(f"{self.seed}:{view.seat}:{view.to_act}:{view.hand.mask}:{ply}")
        stop = stopper(self.time_cap, self.interrupt)
        from wint.ai.preferans.montecarlo import choose_card  # the solver: loaded when needed

        return choose_card(view, self.samples, rng, stop)


def make_player(level: Level | str, seed: int | str, time_cap: float | None = None) -> Player:
    """A Preferans player of ``level`` seeded with ``seed`` (``time_cap``: the window's limit
    per card for strong and expert).

    :raises ValueError: an unknown level.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown player level {quoted(level)}")
    if level == Level.RANDOM:
        return RandomPlayer(seed)
    if level == Level.BEGINNER:
        return BeginnerPlayer()
    if level == Level.BASIC:
        return BasicPlayer()
    return MonteCarloPlayer(SAMPLES[level], seed, time_cap)
