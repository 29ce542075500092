"""The first state of a Vint deal with the auction its rules play: the ordinary one (V-BID), with
blind bids (V-BID-12, :mod:`wint.games.vint.blind`) or Siberian whist's (§4.3,
:mod:`wint.games.vint.siberian`).  Each is a subclass of the ordinary auction with the same
slots, so a deal starts as the ordinary one and takes its class."""

from __future__ import annotations

from wint.core.deal import Deal
from wint.core.seats import Seat
from wint.games.vint.blind import BlindAuction
from wint.games.vint.rules import AuctionForm, RuleSet
from wint.games.vint.siberian import SiberianAuction
from wint.games.vint.state import DealState

__all__ = ["new_deal"]


def new_deal(deal: Deal, dealer: Seat, rules: RuleSet) -> DealState:
    """The state before the first call of ``deal``, dealt by ``dealer`` under ``rules``."""
    state = DealState.new(deal, dealer, rules)
    if rules.allow_blind_bids:
        state.__class__ = BlindAuction
    elif rules.auction_form is AuctionForm.SIBERIAN:
        state.__class__ = SiberianAuction
    return state
