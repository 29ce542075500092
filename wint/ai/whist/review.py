"""The review of a Whist deal with every hand open: each card's double-dummy value for the side
that played it, each claim's verdict, the mistakes (:mod:`wint.ai.review`).

Whist has no contract: besides the steps the review gives the deal's double-dummy value, the
tricks N–S take from the opening lead on with best play by all four in the turned suit
(W-PLAY-1, W-PLAY-4).  In table-rules mode a revoke (W-IRR-1) is not measured, nor is any
card played while the trick in progress holds one; the other cards are.
"""

from __future__ import annotations

from dataclasses import dataclass

from wint.ai.review import PlayReview, review_play
from wint.ai.whist.claims import claimer_tricks
from wint.ai.whist.positions import sound_position
from wint.core.seats import Side
from wint.games.whist.state import DealState

__all__ = ["WhistReview", "review_deal"]


@dataclass(frozen=True, slots=True)
class WhistReview(PlayReview[object]):
    """The review of a Whist deal (:class:`~wint.ai.review.PlayReview`) and ``par``: the
    tricks N–S take double dummy from the deal as dealt (``None`` if not measured)."""

    par: int | None = None

    def par_tricks(self, side: Side) -> int | None:
        """The tricks ``side`` takes double dummy from the deal as dealt."""
        if self.par is None:
            return None
        return self.par if side is Side.NS else 13 - self.par


def review_deal(state: DealState) -> WhistReview:
    """Review the deal up to ``state`` (finished or not), all hands open."""
    steps = review_play(state.states(), sound_position, claimer_tricks)
    lead = steps[0].best if steps else None  # the opening lead's: the whole deal's value
    par = None if lead is None else lead if steps[0].seat.side is Side.NS else 13 - lead
    return WhistReview(steps, par)
