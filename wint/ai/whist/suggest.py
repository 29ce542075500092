"""The hints' suggestion for a Whist seat: a level's card, its reason and the alternatives; and
the gentle warning about a card played against it (:mod:`wint.ai.suggest`).

The strong level's card comes with its expected worth on Whist's sheet for every legal card
(:mod:`wint.ai.whist.montecarlo`), the conventions' card (W-H-…) given with its rule when it
is among the best; a revoke's penalty follows the sheet (W-IRR-3).  The warning's unit is the
same sheet points the hint shows, not tricks: a trick is worth 2 points below the line
(W-SC-1), the seventh 4 (it takes the odd trick from the other side), one that wins the
partiya or the rubber its premiums too (W-SC-6, W-SC-8), so the points weigh a trick by what
it writes.  A card earns a warning when it breaks a convention and gives up more than
:data:`WARN_POINTS` on average: half an odd trick, that is a trick lost in at least every
other layout the analysis imagined.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from wint.ai import suggest as hints
from wint.ai.advice import Situation
from wint.ai.suggest import Deviation, Suggestion
from wint.ai.whist.advise import advise
from wint.games.whist.actions import Action, Phase
from wint.games.whist.view import SeatView

if TYPE_CHECKING:
    from wint.ai.montecarlo import CardChoice  # the solver's: loaded when first needed

__all__ = ["WARN_POINTS", "Deviation", "Suggestion", "deviation", "suggest"]

#: A card that loses more than this expected worth on the sheet (points) against the
#: analysis's best, against a convention too, earns a gentle warning.
WARN_POINTS: Final = 1.0


def suggest(
    view: SeatView, situation: Situation, level: str = "strong", seed: int | str = 0
) -> Suggestion[Action]:
    """What ``level`` recommends for the seat on turn (or the dummy its player plays).

    :raises ValueError: the seat is not on turn.
    """
    if not view.legal_actions:
        raise ValueError("not this seat's turn")

    def choose(samples: int, rng: random.Random) -> CardChoice:
        from wint.ai.whist.montecarlo import choose_card  # the solver: loaded when first needed

        return choose_card(view, situation, samples, rng)

    return hints.suggest_action(
        lambda: advise(view, situation),
        choose if view.phase is Phase.PLAY else None,
        level,
        f"{seed}:suggest:{view.seat.name}:{view.dealt.mask}",
        decimals=1,
    )


def deviation(
    suggestion: Suggestion[Action], action: Action, threshold: float = WARN_POINTS
) -> Deviation[Action] | None:
    """The gentle warning for ``action`` taken where ``suggestion`` was due, or ``None``
    (:func:`wint.ai.suggest.deviation`, ``threshold`` in sheet points)."""
    return hints.deviation(suggestion, action, threshold)
