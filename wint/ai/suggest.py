"""The hints' suggestion for a seat in any game: a level's action, its reason and the
alternatives; and the gentle warning about a decision made against it.

A card the analysis ranks first together with the conventions' card is given with the
convention's reason and rule; when the analysis prefers another card, the suggestion keeps
what the convention says, so the hint can tell where and why the best play breaks a rule of
thumb.  A warning needs both a convention broken and the analysis preferring another action
by more than a threshold in the game's unit (the conventions are rules of thumb).  Each
game's hints are its own (:mod:`wint.ai.vint.suggest`, :mod:`wint.ai.whist.suggest`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from wint.ai.advice import Advice
from wint.ai.levels import SAMPLES, fallback_notice
from wint.core.cards import Card
from wint.core.claims import Claim

if TYPE_CHECKING:
    from wint.ai.montecarlo import CardChoice  # the solver's: loaded when first needed

__all__ = ["Deviation", "Suggestion", "deviation", "suggest_action"]

A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Suggestion(Generic[A]):
    """The recommended action with its reason, and every alternative the player weighed
    with its expected score for the side (best first; empty where the conventions decide
    alone, as for Vint's calls).  ``decimals``: the figures worth showing after the point
    in the game's unit."""

    advice: Advice[A]
    alternatives: tuple[tuple[A, float], ...]
    level: str
    convention: Advice[A] | None = None  # what the conventions say, when it differs
    decimals: int = 0
    #: A game's own account of the figures behind the advice (its words are the game's
    #: ``Hints.words``), ``None`` where the reason says it all.
    detail: object = None


@dataclass(frozen=True, slots=True)
class Deviation(Generic[A]):
    """The learner's ``action`` went against the ``convention`` and the analysis prefers
    ``best``; ``cost`` is the expected score given up (``None`` where the conventions are
    the analysis)."""

    action: A
    convention: Advice[A]
    best: A
    cost: float | None


def suggest_action(
    advise: Callable[[], Advice[A]],
    choose: Callable[[int, random.Random], CardChoice] | None,
    level: str,
    key: str,
    decimals: int = 0,
) -> Suggestion[A | Card]:
    """What ``level`` recommends: the conventions' action (``advise``), or for a card
    (``choose`` given: the level's Monte Carlo over its layouts, seeded by ``key``) the
    analysis's ranking with the convention's card among the best."""
    samples = SAMPLES.get(level)
    if choose is not None and samples is not None and fallback_notice(level) is None:
        choice = choose(samples, random.Random(key))
        ranked = tuple(sorted(choice.expected.items(), key=lambda item: -item[1]))
        convention = advise()
        top = ranked[0][1]
        if any(card == convention.action and value == top for card, value in ranked):
            # the rule of thumb's card is as good as any: the hint gives it, with its reason
            return Suggestion(convention, ranked, level, decimals=decimals)
        return Suggestion(choice.advice, ranked, level, convention, decimals)
    return Suggestion(advise(), (), level if samples is None else "basic", decimals=decimals)


def deviation(suggestion: Suggestion[A], action: A, threshold: float) -> Deviation[A] | None:
    """The gentle warning for ``action`` taken where ``suggestion`` was due, or ``None``:
    a warning needs both a convention broken and the analysis preferring another action
    by more than ``threshold`` (the conventions are rules of thumb); where the conventions
    decide alone (Vint's calls) breaking one is enough, but a card is never warned without
    the analysis.  A claim is the solver's to judge, never the conventions'."""
    convention = suggestion.convention or suggestion.advice
    if action == convention.action or isinstance(action, Claim):
        return None
    if not suggestion.alternatives:  # the conventions alone decide: a call, not a card
        if isinstance(action, Card):
            return None  # no analysis (no solver): a card against a rule of thumb may be best
        return Deviation(action, convention, suggestion.advice.action, None)
    values = dict(suggestion.alternatives)
    best, top = suggestion.alternatives[0]
    cost = top - values.get(action, top)
    if action == best or cost <= threshold:
        return None
    return Deviation(action, convention, best, cost)
