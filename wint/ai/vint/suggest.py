"""The hints' suggestion for a Vint seat: a level's action, its reason and the alternatives.

What a level would do for a seat, the alternatives with their expected scores, and the reason
(for the teaching mode), as every game's hints are made (:mod:`wint.ai.suggest`): a card the
analysis ranks first together with the conventions' card is given with the convention's
reason and rule (§5); the calls follow the conventions.  A gentle warning's unit is Vint's
expected score in points.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from wint.ai import suggest as hints
from wint.ai.advice import Situation
from wint.ai.suggest import Deviation, Suggestion
from wint.ai.vint.advise import advise
from wint.ai.vint.irregular import advise_table
from wint.games.vint.actions import Give
from wint.games.vint.state import Action, Phase
from wint.games.vint.view import SeatView

if TYPE_CHECKING:
    from wint.ai.montecarlo import CardChoice  # the solver's: loaded when first needed

__all__ = ["WARN_POINTS", "Deviation", "Suggestion", "deviation", "suggest"]

#: A card that loses more than this expected score (points) against the analysis's best,
#: against a convention too, earns a gentle warning.
WARN_POINTS = 100.0


def suggest(
    view: SeatView, situation: Situation, level: str = "strong", seed: int | str = 0
) -> Suggestion[Action]:
    """What ``level`` recommends for the seat on turn.

    :raises ValueError: the seat is not on turn.
    """
    if not view.legal_actions:
        raise ValueError("not this seat's turn")
    view = view.acting()  # a dummy's owner decides from the dummy's seat (§4.1)

    def choose(samples: int, rng: random.Random) -> CardChoice:
        from wint.ai.vint.montecarlo import choose_card  # the solver: loaded when first needed

        return choose_card(view, situation, samples, rng)

    return hints.suggest_action(
        lambda: advise(view, situation),
        choose if view.phase is Phase.PLAY and advise_table(view) is None else None,
        level,
        f"{seed}:suggest:{view.seat.name}:{view.dealt.mask}",
    )


def deviation(
    suggestion: Suggestion[Action], action: Action, threshold: float = WARN_POINTS
) -> Deviation[Action] | None:
    """The gentle warning for ``action`` taken where ``suggestion`` was due, or ``None``
    (:func:`wint.ai.suggest.deviation`, ``threshold`` in points).  A card passed (§4.4,
    §4.6) is never warned: the passing's heuristic is only a rule of thumb."""
    if isinstance(action, Give):
        return None
    return hints.deviation(suggestion, action, threshold)
