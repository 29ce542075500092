"""Blind bids (V-BID-12, ``allow_blind_bids``): a bid of «три» or higher made without looking at
one's cards.

The engine cannot see whether a player has looked; it takes a blind bid (``blind:3NT``) as a
seat's first call of the auction, the only call a player can make before looking, and ranks
it as the bid it names.  The bidder alone answers for the result: a matter of the players'
money, which the individual ledger's liability flags do not change yet (rules §4.2), so the
score is the plain bid's.  His partner's option to expose his hand for the blind bidder to
play is never taken: it would make the partner a dummy, which the four-handed game has not,
and keeping one's hand is always within the rule.  The auction of such a deal is this module's
subclass of the ordinary one (:func:`wint.games.vint.auctions.new_deal` starts it), so the
ordinary path is unchanged.

>>> from wint.core.deal import deal_from_seed
>>> from wint.games.vint.auctions import new_deal
>>> from wint.games.vint.rules import RuleSet
>>> state = new_deal(deal_from_seed(1, 1), Seat.N, RuleSet(allow_blind_bids=True))
>>> state.apply_code("blind:3NT").calls()
((<Seat.N: 0>, BlindBid('3NT')),)
"""

from __future__ import annotations

from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import Seat
from wint.games.vint.actions import Action
from wint.games.vint.calls import BLIND_BIDS, BlindBid
from wint.games.vint.state import DealState, _AuctionState

__all__ = ["BlindAuction"]


class BlindAuction(_AuctionState):
    """The auction with blind bids: in his first call a player may bid «три» or higher blind."""

    __slots__ = ()

    def _blind_allowed(self) -> bool:
        """The seat on turn has made no call yet (every seat calls once in the first round)."""
        return self.to_act is not None and self._ncalls < 4

    def legal_actions(self) -> tuple[Action, ...]:
        legal = super().legal_actions()
        if not self._blind_allowed():
            return legal
        return legal + tuple(b for b in BLIND_BIDS if b.plain in legal)

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        if not isinstance(action, BlindBid):
            return super().apply(action, seat)
        if not self._blind_allowed():
            raise IllegalActionError(Reason.BLIND_BID_NOT_ALLOWED, action.code)  # V-BID-12
        state = super().apply(action.plain, seat)
        state._action = action  # the bid as made: blind
        return state
