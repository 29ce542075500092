"""What every game's levels share: the names, the layouts the Monte Carlo levels solve, the
beginner's slip rate, when a decision must stop, and the fallback without a solver.

Each game's players by level are its own (:mod:`wint.ai.vint.levels`,
:mod:`wint.ai.whist.levels`): ``random``, ``beginner`` (the conventions with slips), ``basic``
(the conventions), ``strong`` and ``expert`` (Perfect-Information Monte Carlo over
:data:`SAMPLES` layouts solved double dummy).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from wint.core.levels import Level

__all__ = ["BEGINNER_CARD_SLIP", "LEVELS", "SAMPLES", "fallback_notice", "stopper"]

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
