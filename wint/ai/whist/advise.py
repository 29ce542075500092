"""Whist's conventions for the seat on turn: the card of W-H-…, or the penalty for a revoke.

The facade of the conventions: :func:`advise` hands the play to :mod:`wint.ai.whist.play`
and, in table-rules mode, chooses each revoke's penalty (W-IRR-3) by what it writes on the
sheet.  :data:`UNCHECKABLE` lists the conventions that choose no card.
"""

from __future__ import annotations

from typing import Final

from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.whist.play import advise_card
from wint.ai.whist.values import sheet_points
from wint.games.whist.actions import PENALTY_CHOICES, Action, PenaltyChoice, Phase
from wint.games.whist.result import DealResult, Revoke
from wint.games.whist.view import SeatView

__all__ = ["UNCHECKABLE", "advise", "advise_penalty"]

#: The conventions (W-H-…) that choose no card, each with the reason.  Every other W-H rule
#: names some :class:`~wint.ai.advice.Advice` of the play.
UNCHECKABLE: Final[dict[str, str]] = {
    "W-H-SIGNAL-1": "a way of placing partner's cards after his lead of a king, not a card",
    "W-H-SIGNAL-2": "a way of placing partner's cards after his lead of a queen, not a card",
    "W-H-SIGNAL-3": "a way of placing partner's cards after a singleton lead, not a card",
    "W-H-SIGNAL-5": "playing clearly is playing by the other rules; the rule chooses no card",
    "W-H-READ-1": "a way of placing partner's cards in the weak suit, not a card",
    "W-H-READ-2": "a way of weighing where the highest card lies, not a card",
}


def advise_penalty(view: SeatView, situation: Situation | None = None) -> Advice[PenaltyChoice]:
    """The penalty for the next established revoke that writes more for the victims' side:
    5 points or three tricks (W-IRR-3), the table's score being ``situation``.

    :raises ValueError: no penalty is to be chosen.
    """
    seat = view.to_act
    if view.phase is not Phase.PENALTY or seat is None:
        raise ValueError("no penalty to choose")
    situation = situation or Situation()
    chosen = view.penalties

    def worth(choice: PenaltyChoice) -> float:
        penalties = (*chosen, choice.penalty)
        revokes = tuple(Revoke(r.by, p) for r, p in zip(view.revokes, penalties, strict=False))
        result = DealResult(view.dealer, view.trump, view.tricks_won[0], revokes=revokes)
        return sheet_points(view.rules, situation, result, seat.side)

    best = max(PENALTY_CHOICES, key=worth)  # the first of equals: the 5 points
    return Advice(best, "W-IRR-3", AdviceReason.BEST_PENALTY)


def advise(view: SeatView, situation: Situation | None = None) -> Advice[Action]:
    """The conventional action for the seat on turn: a card, or a revoke's penalty.

    :raises ValueError: this view's player is not on turn.
    """
    if view.phase is Phase.PENALTY:
        return advise_penalty(view, situation)
    return advise_card(view)
