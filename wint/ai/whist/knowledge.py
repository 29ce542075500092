"""What a Whist seat knows of the cards it cannot see, from its view: the layouts' knowledge.

:func:`knowledge` turns a :class:`~wint.games.whist.view.SeatView` into a
:class:`~wint.ai.layouts.Knowledge` for the sampler (:mod:`wint.ai.sampling`): the unseen
cards; how many each seat still holds; the hands it sees (its own, and the dummies: W-VAR-2P,
W-VAR-3P); the suits each seat has shown a void in; and the turned card, which the dealer holds
until he plays it (W-DEAL-3), as a :class:`~wint.ai.layouts.Bound` on the dealer's hand.
Nothing else: there is no auction, and the conventions' hints about partner's cards
(W-H-SIGNAL-1 … 3, W-H-READ-1, 2) are not applied, for the players at a table need not follow
them.

In table-rules mode (``enforce_follow_suit`` off) a failure to follow may be a revoke: a seat
seen to hold a suit it "showed out of" revoked, and if the voids left cannot all be true
together none of them is trusted (as Vint's players do).

>>> from wint.core.cards import Card
>>> from wint.core.seats import Seat
>>> from wint.games.whist.deal import WhistDeal
>>> from wint.games.whist.state import DealState
>>> state = DealState.new(WhistDeal.from_seed(1, 1, Seat.N))
>>> known = knowledge(state.view(Seat.E))
>>> [(bound.seat, str(Card.from_index(bound.cards.bit_length() - 1))) for bound in known.bounds]
[(<Seat.N: 0>, 'D9')]
"""

from __future__ import annotations

from wint.ai.layouts import Bound, Knowledge
from wint.ai.voids import read_trick, voids_feasible
from wint.core.cards import FULL_DECK
from wint.core.seats import SEATS
from wint.games.whist.view import SeatView

__all__ = ["knowledge"]


def knowledge(view: SeatView) -> Knowledge:
    """What ``view.seat`` knows of the unseen cards, from the view alone."""
    voids = [0, 0, 0, 0]
    played = 0
    for trick in view.tricks:
        played |= read_trick(trick.leader, trick.cards, voids)
    current = view.current_trick
    if current:
        played |= read_trick(current[0][0], tuple(card for _, card in current), voids)
    sizes = [13 - len(view.tricks)] * 4  # one card a trick from each seat (W-PLAY-1)
    for seat, _ in current:
        sizes[seat] -= 1
    seen = 0
    shown: list[tuple[int, int]] = []
    for seat in SEATS:
        hand = view.hands[seat]
        if hand is not None:
            seen |= hand.mask
            voids[seat] = 0  # a seen hand needs no voids (one it breaks was a revoke)
            if seat is not view.seat:
                shown.append((seat, hand.mask))
    hidden = [seat for seat in SEATS if view.hands[seat] is None]
    unseen = FULL_DECK & ~played & ~seen
    bounds: tuple[Bound, ...] = ()
    turned = view.turned
    if turned is not None and view.hands[view.dealer] is None and not turned.bit & played:
        bounds = (Bound(view.dealer, turned.bit, 1, 1, "turned_card"),)
        voids[view.dealer] &= ~(1 << turned.suit)  # he holds a trump: a void was a revoke
    counts = (sizes[0], sizes[1], sizes[2], sizes[3])
    strict = view.rules.enforce_follow_suit  # else a failure to follow may be a revoke
    if not strict and not voids_feasible(unseen, counts, voids, hidden):
        voids = [0, 0, 0, 0]
    return Knowledge(
        seat=view.seat,
        unseen=unseen,
        counts=counts,
        voids=(voids[0], voids[1], voids[2], voids[3]),
        bounds=bounds,
        exposed=tuple(shown),
    )
