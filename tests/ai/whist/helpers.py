"""Whist positions for the players' tests: deals from the hands that matter, the cards played."""

from __future__ import annotations

from collections.abc import Iterable

from wint.core.cards import FULL_DECK, CardSet
from wint.core.seats import SEATS, Seat
from wint.games.whist.deal import WhistDeal
from wint.games.whist.rules import WhistRules
from wint.games.whist.state import DealState


def deal(hands: dict[Seat, str], dealer: Seat = Seat.N, turned: str = "H2") -> WhistDeal:
    """A deal from PBN hands (``S.H.D.C``): the seats not given share the cards left in the
    order of the seats, lowest cards first, the turned card going to the dealer."""
    masks = {seat: CardSet.parse_pbn(text).mask for seat, text in hands.items()}
    masks.setdefault(dealer, CardSet.parse(turned).mask)
    left = FULL_DECK
    for mask in masks.values():
        left &= ~mask
    for seat in SEATS:
        if seat in hands:
            continue
        mask = masks.get(seat, 0)
        while mask.bit_count() < 13:
            low = left & -left
            mask |= low
            left ^= low
        masks[seat] = mask
    pbn = " ".join(CardSet(masks[seat]).pbn() for seat in SEATS)
    return WhistDeal.parse(f"N:{pbn} {turned}", dealer)


def position(
    hands: dict[Seat, str],
    plays: str = "",
    dealer: Seat = Seat.N,
    turned: str = "H2",
    rules: WhistRules | None = None,
    dummies: Iterable[Seat] = (),
) -> DealState:
    """The state after ``plays`` (space-separated cards) of a deal made by :func:`deal`."""
    state = DealState.new(deal(hands, dealer, turned), rules, dummies)
    for code in plays.split():
        state = state.apply_code(code)
    return state
