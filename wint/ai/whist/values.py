"""What a Whist deal is worth to a side on the sheet, from the score the table sees.

The players weigh a number of tricks by the points it writes (W-SC-1, W-SC-4, W-SC-6, W-SC-8):
two a trick over six below the line, the slams, and the partiya's 5 and the rubber's 10 that
the deal may win, given the partiya's totals below and the partii won
(:class:`~wint.ai.advice.Situation`).  Honours and coronets are the hands' (W-PLAY-6): the same
whatever the play, so they are left out.
"""

from __future__ import annotations

from functools import lru_cache

from wint.ai.advice import Situation
from wint.core.cards import Suit
from wint.core.seats import SIDES, Seat, Side
from wint.games.whist.ledger import Ledger, Rubber
from wint.games.whist.result import DealResult
from wint.games.whist.rules import WhistRules

__all__ = ["deal_values", "sheet_points", "situation_of"]


def situation_of(ledger: Ledger) -> Situation:
    """The score the table sees before the next deal: the partiya's totals below and the
    partii each side has won in the rubber in progress (nothing after a finished rubber)."""
    rubber = ledger.current
    if rubber is None:
        return Situation()
    won = rubber.games_won
    return Situation(rubber.partiya, (won.count(Side.NS), won.count(Side.EW)))


def sheet_points(rules: WhistRules, situation: Situation, result: DealResult, side: Side) -> float:
    """The points ``result`` writes for ``side`` minus the other side's, above and below the
    line, the premiums it wins included, the table's score being ``situation``."""
    games = tuple(s for s in SIDES for _ in range(situation.games[s]))
    deal = Rubber(rules, situation.running, games_won=games).add(0, result).deals[-1]
    points = [deal.below[0], deal.below[1]]
    for entry in deal.above:
        points[entry.side] += entry.points
    return float(points[side] - points[side.other])


@lru_cache(maxsize=1024)
def deal_values(
    rules: WhistRules, situation: Situation, side: Side, dealer: Seat, trump: Suit | None
) -> tuple[float, ...]:
    """The deal's worth to ``side`` for every number of tricks N–S may take, 0 … 13."""
    return tuple(
        sheet_points(rules, situation, DealResult(dealer, trump, tricks), side)
        for tricks in range(14)
    )
