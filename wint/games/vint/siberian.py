"""Siberian whist (сибирский вист, rules §4.3), Vint's ancestor, as a historical mode.

The later form: only the dealer declares, a denomination and a level (his first call is a bid,
whatever ``dealer_must_bid`` says); his partner may raise him once, in his first call, to any
higher bid, or pass; the opponents do not bid (their only call is a pass), nor does anyone
after the first round, so the «можно ли ходить?» question never arises.  The passes of
``auction_close_passes`` close the auction as ever (the ``siberian`` preset takes 3: the
round after the declaration, or after the raise); the declarer is whoever made the last bid
(V-BID-9).  Undertricks are penalised as V-PEN, the
later form's, and the score is otherwise Vint's.  (The earliest form, with no raise and no
undertrick penalty, is not played.)  The auction is this module's subclass of the ordinary
one, so the ordinary path is unchanged.

>>> from wint.core.deal import deal_from_seed
>>> from wint.games.vint.auctions import new_deal
>>> from wint.games.vint.rules import load_preset
>>> state = new_deal(deal_from_seed(1, 1), Seat.N, load_preset("siberian")).apply_code("2H")
>>> state.legal_actions()
(Call('P'),)
"""

from __future__ import annotations

from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import Seat
from wint.games.vint.actions import Action
from wint.games.vint.calls import PASS, Call
from wint.games.vint.state import DealState, _AuctionState

__all__ = ["SiberianAuction"]


class SiberianAuction(_AuctionState):
    """The auction of Siberian whist: the dealer declares, his partner may raise once."""

    __slots__ = ()

    def legal_actions(self) -> tuple[Action, ...]:
        seat = self.to_act
        if seat is None:
            return ()
        dealer = self._setup.dealer
        if self._ncalls >= 4 or seat is dealer.lho or seat is dealer.rho:
            return (PASS,)  # the opponents, and everyone after the first round
        calls = super().legal_actions()
        if seat is dealer:  # he declares: a bid, never a pass
            return tuple(call for call in calls if isinstance(call, Call) and call.is_bid)
        return tuple(
            call for call in calls if call is PASS or (isinstance(call, Call) and call.is_bid)
        )

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        if (
            isinstance(action, Call)
            and self.to_act is not None
            and action not in self.legal_actions()
        ):
            if action.is_bid or action is PASS:
                raise IllegalActionError(Reason.ONLY_DEALER_DECLARES, action.code)  # §4.3
            raise IllegalActionError(Reason.QUESTION_NOT_ALLOWED, action.code)
        return super().apply(action, seat)
