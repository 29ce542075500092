"""The hints' suggestion for a Vint seat: a level's action, its reason and the alternatives.

What a level would do for a seat, the alternatives with their expected scores, and the reason
(for the teaching mode).

A card the analysis ranks first together with the conventions' card is given with the
convention's reason and rule (§5); when the analysis prefers another card, the suggestion
keeps what the convention says, so the hint can tell where and why the best play breaks a
rule of thumb."""

from __future__ import annotations

import random
from dataclasses import dataclass

from wint.ai.advice import Advice, Situation
from wint.ai.levels import SAMPLES, fallback_notice
from wint.ai.vint.advise import advise
from wint.games.vint.state import Action, Phase
from wint.games.vint.view import SeatView

__all__ = ["WARN_POINTS", "Deviation", "Suggestion", "deviation", "suggest"]

#: A card that loses more than this expected score (points) against the analysis's best,
#: against a convention too, earns a gentle warning.
WARN_POINTS = 100.0


@dataclass(frozen=True, slots=True)
class Suggestion:
    """The recommended action with its reason, and every alternative the player weighed
    with its expected score for the side (best first; empty for calls, which follow the
    conventions)."""

    advice: Advice[Action]
    alternatives: tuple[tuple[Action, float], ...]
    level: str
    convention: Advice[Action] | None = None  # what the conventions (§5) say, when it differs


def suggest(
    view: SeatView, situation: Situation, level: str = "strong", seed: int | str = 0
) -> Suggestion:
    """What ``level`` recommends for the seat on turn.

    :raises ValueError: the seat is not on turn.
    """
    if not view.legal_actions:
        raise ValueError("not this seat's turn")
    samples = SAMPLES.get(level)
    if view.phase is Phase.PLAY and samples is not None and fallback_notice(level) is None:
        rng = random.Random(f"{seed}:suggest:{view.seat.name}:{view.dealt.mask}")
        from wint.ai.vint.montecarlo import choose_card  # the solver: loaded when first needed

        choice = choose_card(view, situation, samples, rng)
        ranked = sorted(choice.expected.items(), key=lambda item: -item[1])
        convention = advise(view, situation)
        best: dict[Action, float] = dict(ranked)
        if best.get(convention.action) == ranked[0][1]:
            # the rule of thumb's card is as good as any: the hint gives it, with its reason
            return Suggestion(convention, tuple(ranked), level)
        return Suggestion(choice.advice, tuple(ranked), level, convention)
    return Suggestion(advise(view, situation), (), level if samples is None else "basic")


@dataclass(frozen=True, slots=True)
class Deviation:
    """The learner's ``action`` went against the ``convention`` and the analysis prefers
    ``best``; ``cost`` is the expected score given up (``None`` for a call, where the
    conventions are the analysis)."""

    action: Action
    convention: Advice[Action]
    best: Action
    cost: float | None


def deviation(
    suggestion: Suggestion, action: Action, threshold: float = WARN_POINTS
) -> Deviation | None:
    """The gentle warning for ``action`` taken where ``suggestion`` was due, or ``None``:
    a warning needs both a convention broken and the analysis preferring another action
    by more than ``threshold`` points (the conventions are rules of thumb)."""
    convention = suggestion.convention or suggestion.advice
    if action == convention.action:
        return None
    if not suggestion.alternatives:
        return Deviation(action, convention, suggestion.advice.action, None)
    values = dict(suggestion.alternatives)
    best, top = suggestion.alternatives[0]
    cost = top - values.get(action, top)
    if action == best or cost <= threshold:
        return None
    return Deviation(action, convention, best, cost)
