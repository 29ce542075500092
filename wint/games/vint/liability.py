"""Who answers for a revoke his partner asked about (V-REV-3, S000 r.150): asked «не по
ошибке ли?» and told no, the partner clears himself and the revoker alone bears the penalty;
not asked, both partners are liable and nothing is owed.

The sides' sheet and the individual ledger (V-SHEET-7) stay as they are (record-players.md:
``revoke.asked`` does not change the ledger), and a line beside the ledger says what the
revoker owes his partner.  [DEF] The figure: the points the revoke cost its side in the
deal, the deal's own figures (:func:`~wint.games.vint.scoring.score_deal`, at the running
totals the deal began with, no game, rubber or crosses) scored with the revokes played
before it and with this one too (V-REV-10's order), the side's margin (its points above and
below the line less the other side's) falling by that much.  The ledger writes a side's
result to each of its two players in full, so the partner's share is the whole of it,
counted in the ledger's unit, half up, where the ledger is shown.

>>> from wint.core.seats import Seat
>>> from wint.games.vint.contract import Contract
>>> from wint.games.vint.ledger import Ledger
>>> from wint.games.vint.result import DealResult, Revoke
>>> asked = (Revoke(Seat.E, asked=True),)  # three tricks at «раз»: E–W 30 less, N–S 30 more
>>> ledger = Ledger().add(DealResult(Contract.parse("1C", "N"), 7, revokes=asked))
>>> [(t.payer.name, t.payee.name, t.points) for t in rubber_transfers(ledger.rubbers[0])]
[('E', 'W', 60)]
"""

from __future__ import annotations

from dataclasses import replace

from wint.core.seats import Side
from wint.core.sheet import Transfer
from wint.games.vint.ledger import Rubber, ScoredDeal
from wint.games.vint.rules import RuleSet
from wint.games.vint.scoring import DealScore, score_deal

__all__ = ["deal_transfers", "rubber_transfers"]


def _margin(score: DealScore, side: Side) -> int:
    """What ``side`` wrote in a deal less what the other side wrote, above and below."""
    points = [score.below[0], score.below[1]]
    for entry in score.above:
        points[entry.side] += entry.points
    return points[side] - points[side.other]


def deal_transfers(rules: RuleSet, deal: ScoredDeal) -> tuple[Transfer, ...]:
    """What each asked revoke of ``deal`` makes its revoker owe his partner (V-REV-3),
    in points, by seat: the [DEF] of the module; none for a revoke that cost nothing."""
    result = deal.result
    before = (deal.running[0] - deal.below[0], deal.running[1] - deal.below[1])
    owed = []
    for index, revoke in enumerate(result.revokes):
        if not revoke.asked:
            continue
        side = revoke.by.side
        without = score_deal(rules, replace(result, revokes=result.revokes[:index]), before)
        with_it = score_deal(rules, replace(result, revokes=result.revokes[: index + 1]), before)
        cost = _margin(without, side) - _margin(with_it, side)
        if cost > 0:
            owed.append(Transfer(deal.index + 1, revoke.by, revoke.by.partner, cost, "V-REV-3"))
    return tuple(owed)


def rubber_transfers(rubber: Rubber) -> tuple[Transfer, ...]:
    """Every deal's :func:`deal_transfers`."""
    return tuple(
        t
        for deal in rubber.deals
        if deal.result.revokes
        for t in deal_transfers(rubber.rules, deal)
    )
