"""Whist's players by level name (random, beginner, basic, strong, expert), for the CLI and the GUI.

- ``random``: uniform over the legal actions (for tests and benchmarks);
- ``beginner``: the conventions with human-like slips: a random legal card in 15 % of the card
  decisions;
- ``basic``: Whist's conventions of play (W-H-…, :mod:`wint.ai.whist.play`), no look-ahead;
- ``strong``: each card by Monte Carlo over 16 layouts solved double dummy, maximising the
  expected worth on the sheet (:mod:`wint.ai.whist.montecarlo`);
- ``expert``: the same over 48 layouts.

Each player decides from the view of the player who acts, for its own seat or for the dummy
it plays (W-VAR-2P, W-VAR-3P); a revoke's penalty (table-rules mode) is chosen by what it
writes on the sheet.  Decisions are reproducible: each one is seeded from the level's seed and
the position.  Without a double-dummy solver ``strong`` and ``expert`` play as ``basic``
(:func:`wint.ai.levels.fallback_notice` says so).
"""

from __future__ import annotations

import random
import threading
from typing import Protocol

from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.levels import BEGINNER_CARD_SLIP, RandomPlayer, by_level, stopper
from wint.ai.whist.advise import advise, advise_penalty
from wint.core.levels import Level
from wint.games.whist.actions import Action, Phase
from wint.games.whist.view import SeatView

__all__ = [
    "BasicPlayer",
    "BeginnerPlayer",
    "MonteCarloPlayer",
    "Player",
    "RandomPlayer",
    "make_player",
]


class Player(Protocol):
    """Anything that chooses a card (or a penalty) from a :class:`SeatView` and the score."""

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """The action to make (``view.legal_actions`` is not empty), with its reason."""
        ...


def _position_rng(seed: int | str, view: SeatView) -> random.Random:
    ply = len(view.tricks) * 4 + len(view.current_trick) + len(view.penalties)
    to_act = view.to_act.name if view.to_act is not None else ""
    return random.Random(f"{seed}:{view.seat.name}:{to_act}:{view.dealt.mask}:{ply}")


class BasicPlayer:
    """The basic level: Whist's conventions (W-H-…), with no look-ahead."""

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """The conventional card or penalty, with the rule it follows."""
        return advise(view, situation)


class BeginnerPlayer:
    """The conventions with a slip, a random legal card, in 15 % of the card decisions."""

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """Mostly the conventional action, sometimes a slip."""
        rng = _position_rng(self.seed, view)
        advice = advise(view, situation)
        if view.phase is Phase.PLAY and rng.random() < BEGINNER_CARD_SLIP:
            return Advice(rng.choice(view.legal_actions), "", AdviceReason.BEGINNER_SLIP)
        return advice


class MonteCarloPlayer:
    """Cards by Perfect-Information Monte Carlo over ``samples`` layouts.

    ``time_cap`` (seconds, the GUI's only) ends the sampling early; ``interrupt`` set from
    another thread stops a decision that is no longer wanted (an undo, a new deal).  Tests
    and benchmarks use neither, so a decision depends on the seed and the position alone.
    """

    def __init__(self, samples: int, seed: int | str = 0, time_cap: float | None = None) -> None:
        self.samples = samples
        self.seed = seed
        self.time_cap = time_cap
        self.interrupt = threading.Event()

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """The card (or penalty) to choose, with its reason."""
        if view.phase is Phase.PENALTY:
            return advise_penalty(view, situation)
        stop = stopper(self.time_cap, self.interrupt)  # this decision's event
        rng = _position_rng(self.seed, view)
        from wint.ai.whist.montecarlo import choose_card  # the solver: loaded when first needed

        return choose_card(view, situation, self.samples, rng, stop).advice


def make_player(level: Level | str, seed: int | str, time_cap: float | None = None) -> Player:
    """A Whist player of ``level`` seeded with ``seed`` (``time_cap``: the GUI's limit per
    card).

    :raises ValueError: unknown level.
    """
    return by_level(
        level,
        seed,
        time_cap,
        beginner=BeginnerPlayer,
        basic=BasicPlayer,
        monte_carlo=MonteCarloPlayer,
    )
