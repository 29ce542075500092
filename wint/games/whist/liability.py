"""Who answers for a revoke his partner asked about (W-IRR-4, S004 r.20): asked «не
ошибается ли он?», the partner clears himself and the offender alone bears the penalty.
Under ``revoke_liability = offender_if_asked`` the offender owes his partner the partner's
share of the penalty's point value, beside the individual ledger (W-SC-10), whose figures,
like the sheet's, stay as they are: 5 for a penalty in points (W-IRR-3 a), 2 a trick moved
for one in tricks (W-IRR-3 b, the odd trick's value of W-SC-1), at most 6.

>>> from wint.core.cards import Suit
>>> from wint.core.seats import Seat
>>> from wint.games.whist.ledger import Ledger
>>> from wint.games.whist.result import DealResult, Penalty, Revoke
>>> from wint.games.whist.rules import WhistRules
>>> asked = (Revoke(Seat.E, Penalty.TRICKS, asked=True),)
>>> ledger = Ledger(WhistRules()).add(DealResult(Seat.N, Suit.H, 11, revokes=asked))
>>> [(t.payer.name, t.payee.name, t.points, t.tricks) for t in rubber_transfers(ledger.rubbers[0])]
[('E', 'W', 4, 2)]
"""

from __future__ import annotations

from wint.core.seats import Side
from wint.core.sheet import Transfer
from wint.games.whist.ledger import Rubber, ScoredDeal
from wint.games.whist.result import Penalty
from wint.games.whist.rules import RevokeLiability

__all__ = ["deal_transfers", "rubber_transfers"]

#: The point value of a penalty in points, and of each trick a penalty in tricks moves.
_POINTS = 5
_PER_TRICK = 2


def deal_transfers(deal: ScoredDeal) -> tuple[Transfer, ...]:
    """What each asked revoke of ``deal`` makes its offender owe his partner, by seat (none
    in a void deal, W-IRR-11).  A side's trick penalties move three tricks each, in order,
    until its tricks won in play run out (W-IRR-3 b)."""
    if deal.score.void:
        return ()
    left = {side: deal.result.tricks(side) for side in Side}
    owed = []
    for revoke in deal.result.revokes:
        tricks = 0
        if revoke.penalty is Penalty.TRICKS:
            side = revoke.by.side
            tricks = min(3, left[side])
            left[side] -= tricks
        if revoke.asked:
            points = _PER_TRICK * tricks if revoke.penalty is Penalty.TRICKS else _POINTS
            owed.append(
                Transfer(deal.index + 1, revoke.by, revoke.by.partner, points, "W-IRR-4", tricks)
            )
    return tuple(owed)


def rubber_transfers(rubber: Rubber) -> tuple[Transfer, ...]:
    """Every deal's :func:`deal_transfers` under ``revoke_liability = offender_if_asked``;
    none under ``side`` (WC-11)."""
    if rubber.rules.revoke_liability is not RevokeLiability.OFFENDER_IF_ASKED:
        return ()
    return tuple(transfer for deal in rubber.deals for transfer in deal_transfers(deal))
