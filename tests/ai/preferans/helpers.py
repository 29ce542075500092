"""Hand-made Preferans deals for the players' tests, written from the first hand A (C deals to
three), and a deal's unseen cards dealt anew for the honesty tests."""

from __future__ import annotations

import random

from wint.core.cards import SUIT_MASKS, CardSet
from wint.core.seats import Seat
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.state import PrefState

#: A: ♠AKQJT ♥AK ♦AK ♣7;  B: ♠98 ♦QJT9 ♣AKQJ;  C: ♠7 ♥QJT98 ♦8 ♣T98;  the prikup ♥7 ♦7.
STRONG = "A:AKQJT.AK.AK.7 98..QJT9.AKQJ 7.QJT98.8.T98 H7 D7"
#: B's misère has one hole (♠7 T, 50 %); A holds the spades to catch it, C none.
MISERE = "A:AKQJ98.JT.JT. T7.987.987.87 .AKQ.AKQ.QJT9 CK CA"


def redealt(state: PrefState, observer: Seat, rng: random.Random) -> PrefState:
    """The same deal and actions with the cards ``observer`` cannot see dealt anew among the
    hands (and the prikup) it cannot see, consistently with its view: each keeps the cards it
    played or discarded and how many of each suit it still holds."""
    view = state.view(observer)
    deal = state.deal
    hands = [hand.mask for hand in deal.hands]
    prikup = [card.bit for card in deal.prikup]
    movable = [
        (hands, seat.place, state.hand(seat.seat).mask & hands[seat.place])
        for seat in deal.active
        if view.hands[seat.seat] is None
    ]
    movable += [(prikup, i, bit) for i, bit in enumerate(prikup) if not bit & view.seen.mask]
    for suit_mask in SUIT_MASKS:
        pool = [card.bit for _, _, mask in movable for card in CardSet(mask & suit_mask)]
        rng.shuffle(pool)
        for where, index, mask in movable:
            where[index] &= ~(mask & suit_mask)
        for where, index, mask in movable:
            for _ in range((mask & suit_mask).bit_count()):
                where[index] |= pool.pop()
    first, second = (CardSet(bit).cards()[0] for bit in prikup)
    new = PrefDeal(deal.dealer, deal.players, tuple(CardSet(m) for m in hands), (first, second))
    again = PrefState.new(new, state.rules)
    for action in state.history():
        again = again.apply(action)
    return again
