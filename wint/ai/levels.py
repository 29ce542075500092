"""What every game's levels share: the names, the layouts the Monte Carlo levels solve, the
beginner's slip rate, when a decision must stop, and the fallback without a solver.

Each game's players by level are its own (:mod:`wint.ai.vint.levels`,
:mod:`wint.ai.whist.levels`): ``random``, ``beginner`` (the conventions with slips), ``basic``
(the conventions), ``strong`` and ``expert`` (Perfect-Information Monte Carlo over
:data:`SAMPLES` layouts solved double dummy).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from wint.ai.advice import Advice, AdviceReason, Situation
from wint.core.levels import Level
from wint.core.quoting import quoted

__all__ = [
    "BEGINNER_CARD_SLIP",
    "LEVELS",
    "SAMPLES",
    "RandomPlayer",
    "by_level",
    "fallback_notice",
    "stopper",
]

PlayerT = TypeVar("PlayerT")

#: The levels' names, weakest first (:class:`~wint.core.levels.Level`).
LEVELS = tuple(level.value for level in Level)
#: The layouts a Monte Carlo level solves for each card.
SAMPLES: dict[str, int] = {Level.STRONG: 16, Level.EXPERT: 48}
#: How often the beginner plays a random legal card instead of the conventional one.
BEGINNER_CARD_SLIP = 0.15


def stopper(time_cap: float | None, interrupt: threading.Event) -> Callable[[], bool]:
    """Whether a decision begun now must stop: ``time_cap`` seconds have passed, or
    ``interrupt`` was set (the decision is no longer wanted)."""
    deadline = None if time_cap is None else time.monotonic() + time_cap

    def stop() -> bool:
        late = deadline is not None and time.monotonic() > deadline
        return late or interrupt.is_set()

    return stop


def fallback_notice(level: str) -> str | None:
    """Why ``level`` plays as ``basic`` here, or ``None`` when it plays as itself."""
    if level not in SAMPLES:
        return None
    from wint.ai.solver import endplay_available  # the solver: loaded when first needed

    return None if endplay_available() else "no_solver"


class _Choosing(Protocol):
    """A seat's view of any game, as the random player reads it."""

    @property
    def legal_actions(self) -> Sequence[Any]: ...


class RandomPlayer:
    """Uniform over the legal actions of any game's view (for tests and benchmarks), seeded.

    >>> class View:
    ...     legal_actions = ("SA", "HK")
    >>> RandomPlayer(7).decide(View(), Situation()).action in View.legal_actions
    True
    """

    def __init__(self, seed: int | str = 0) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: _Choosing, situation: Situation) -> Advice[Any]:
        """A legal action chosen uniformly at random."""
        return Advice(self._rng.choice(view.legal_actions), "", AdviceReason.RANDOM)


def by_level(
    level: Level | str,
    seed: int | str,
    time_cap: float | None,
    *,
    beginner: Callable[[int | str], PlayerT],
    basic: Callable[[], PlayerT],
    monte_carlo: Callable[[int, int | str, float | None], PlayerT],
) -> PlayerT | RandomPlayer:
    """A game's player of ``level``: random, its ``beginner``, its ``basic``, or its
    ``monte_carlo`` player over :data:`SAMPLES` layouts (``basic`` without the solver).

    :raises ValueError: unknown level.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown player level {quoted(level)}")
    if level == Level.RANDOM:
        return RandomPlayer(seed)
    if level == Level.BEGINNER:
        return beginner(seed)
    if level in SAMPLES and fallback_notice(level) is None:
        return monte_carlo(SAMPLES[level], seed, time_cap)
    return basic()
