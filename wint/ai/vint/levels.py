"""Vint's players by level name (random, beginner, basic, strong, expert), for the CLI and the GUI.

- ``random``: uniform over the legal actions (for tests and benchmarks);
- ``beginner``: the conventions, with human-like slips on purpose: a random legal card in
  15 % of card decisions and a pass instead of the conventional bid in 10 % of calls;
- ``basic``: the rulebook's conventions (§5), no look-ahead;
- ``strong``: conventional bidding, cards by Monte Carlo over 16 sampled layouts solved
  double dummy, maximising the expected Vint score;
- ``expert``: the same over 48 layouts.

A level's decisions are reproducible: each one is seeded from the level's seed and the
position (the seat's dealt hand and the number of actions so far).  Without a double-dummy
solver (``endplay`` has no wheel for the running Python) ``strong`` and ``expert`` fall back
to ``basic`` and say so (:func:`fallback_notice`).
"""

from __future__ import annotations

import random
import threading

from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.levels import BEGINNER_CARD_SLIP, LEVELS, by_level, fallback_notice, stopper
from wint.ai.vint.base import BasicPlayer, Player
from wint.ai.vint.bidding import advise_call
from wint.ai.vint.irregular import advise_table
from wint.ai.vint.passing import advise_give
from wint.core.cards import Card
from wint.core.levels import Level
from wint.games.vint.calls import PASS
from wint.games.vint.state import Action, Phase
from wint.games.vint.view import SeatView

__all__ = [
    "LEVELS",
    "BeginnerPlayer",
    "MonteCarloPlayer",
    "fallback_notice",
    "make_player",
]

BEGINNER_CALL_SLIP = 0.10


def _position_rng(seed: int | str, view: SeatView) -> random.Random:
    ply = len(view.calls) + len(view.tricks) * 4 + len(view.current_trick)
    return random.Random(f"{seed}:{view.seat.name}:{view.dealt.mask}:{ply}")


class MonteCarloPlayer:
    """Conventional calls; cards by Perfect-Information Monte Carlo over ``samples`` layouts.

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
        """The call or card to make, with its reason."""
        view = view.acting()  # a dummy's owner decides from the dummy's seat (§4.1)
        if view.phase is Phase.AUCTION:
            return advise_call(view, situation)
        if view.phase is Phase.EXCHANGE:
            return advise_give(view)  # the old deals' passing (§4.4, §4.6)
        table = advise_table(view)  # a table-rules choice (V-REV, V-IRR)
        if table is not None:
            return table
        stop = stopper(self.time_cap, self.interrupt)  # this decision's event
        rng = _position_rng(self.seed, view)
        from wint.ai.vint.montecarlo import choose_card  # the solver: loaded when first needed

        return choose_card(view, situation, self.samples, rng, stop).advice


class BeginnerPlayer:
    """The conventions with slips at the documented rates."""

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed
        self._basic = BasicPlayer()

    def decide(self, view: SeatView, situation: Situation) -> Advice[Action]:
        """Mostly the conventional action, sometimes a slip."""
        rng = _position_rng(self.seed, view)
        advice = self._basic.decide(view, situation)
        if view.phase is Phase.AUCTION:
            slip = advice.action is not PASS and PASS in view.legal_actions
            if slip and rng.random() < BEGINNER_CALL_SLIP:
                return Advice(PASS, "", AdviceReason.BEGINNER_SLIP)
            return advice
        if rng.random() < BEGINNER_CARD_SLIP and isinstance(advice.action, Card):
            return Advice(rng.choice(view.legal_actions), "", AdviceReason.BEGINNER_SLIP)
        return advice


def make_player(level: Level | str, seed: int | str, time_cap: float | None = None) -> Player:
    """A player of ``level`` seeded with ``seed`` (``time_cap``: the GUI's limit per card).

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
