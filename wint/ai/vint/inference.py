"""What a Vint seat infers of the cards it cannot see, from its view: voids, the auction's promises.

:func:`knowledge` turns a :class:`~wint.games.vint.view.SeatView` into a
:class:`~wint.ai.layouts.Knowledge`: the unseen cards, how many each seat still holds, the
suits each seat has shown out of in the play, and the auction's inferences as
:class:`~wint.ai.layouts.Bound` s on each seat's *remaining* cards.  The sampler
(:mod:`wint.ai.sampling`) deals layouts consistent with it.

Voids are facts (a seat that did not follow suit holds none of the suit led), except in
table-rules mode, where a failure to follow may be a revoke: a "void" seat that later
plays the suit is taken to have revoked and its void is forgotten, and if the voids left
cannot all be true together (Hall's condition on the unseen cards and the hand sizes fails)
they are all dropped.

An exposed card (table-rules mode, V-IRR-1) lies face up in front of its owner: it is a fact,
a :class:`~wint.ai.layouts.Bound` (``exposed``) that puts it in its owner's hand in every
layout, and a "void" its owner holds exposed cards of was a revoke.

The auction's inferences are *soft*: they hold when the bidder follows the conventions the
computer players use (:mod:`wint.ai.vint.bidding`, rules/vint.md §5), which a human at the
table need not do.  Read from ``advise_call``, a bid promises, in the bidder's hand as dealt:

- a suit: five cards of it (H-BID-1, H-BID-8: ``named_suit``), or four if the bidder's
  partner had named that suit before (H-BID-8: ``support``);
- no-trump: one ace if partner had bid no-trump before (``support_no_trump``); otherwise
  three aces when it is the very first call of the auction (H-BID-2: ``aces_for_no_trump``;
  H-BID-3 allows two aces only after a pass or a named suit), else two aces
  (H-BID-2/3: ``two_aces_no_trump``).  Note that a seat's *first turn* is not enough for
  three: after a pass or a suit bid the conventions bid no-trump with exactly two aces.

Each promise becomes a bound on the seat's remaining cards: the cards of the set it has
already played are subtracted (never below zero) and the set is cut down to what is still
unseen.  A bound that the cards already seen make impossible is dropped: it means the
bidder did not follow the conventions (a human may bid anything).  First each bound alone
(more cards than the seat can still hold of the set, given its hand size and its voids, or
than the set has left once earlier promises on it are counted), then all of them together:
if no layout of the unseen cards meets them all (counted exactly by
:func:`wint.ai.layouts.count_layouts`, a fraction of a millisecond), the promises are
taken in the order they were made and each is kept only if a layout still meets it and the
ones kept before it.  So the knowledge returned always admits a layout, and
:class:`~wint.ai.layouts.NoLayoutError` is left for hand-made knowledge (a caller may still
retry with ``use_auction=False``).  Bounds that say nothing (``low`` 0) are left out.

>>> from wint.core.deal import Deal
>>> from wint.games.vint.state import DealState
>>> from wint.core.seats import Seat
>>> pbn = "N:A432.A32.A32.432 KQJ5.KQJ4.54.765 T98.T98.KQJ9.KQJ 76.765.T876.AT98"
>>> state = DealState.new(Deal.parse_pbn(pbn), Seat.N).apply_code("1NT")
>>> known = knowledge(state.view(Seat.E))
>>> [(b.seat.name, b.low, b.reason) for b in known.bounds]
[('N', 3, 'aces_for_no_trump')]
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from wint.ai.layouts import Bound, Knowledge, count_layouts
from wint.ai.voids import read_trick, voids_feasible
from wint.core.cards import FULL_DECK, SUIT_MASKS
from wint.core.honours import ACES_MASK
from wint.core.seats import SEATS, Seat
from wint.games.vint.calls import Strain
from wint.games.vint.view import SeatView

__all__ = ["knowledge"]

_SUIT_BITS: Final = (1, 2, 4, 8)


def knowledge(view: SeatView, use_auction: bool = True) -> Knowledge:
    """What ``view.seat`` knows of the unseen cards: computed from the view alone.

    ``use_auction=False`` leaves out the auction's (soft) inferences: the voids and the
    hand sizes are then all that is used.
    """
    observer = view.seat
    played = 0  # every card played, by anyone
    voids = [0, 0, 0, 0]
    for trick in view.tricks:
        played |= read_trick(trick.leader, trick.cards, voids)
    current = view.current_trick
    if current:
        played |= read_trick(current[0][0], tuple(card for _, card in current), voids)
    sizes = [13 - len(view.tricks)] * 4  # one card a trick from each seat (V-PLAY-5)
    for seat, _ in current:
        sizes[seat] -= 1
    counts = (sizes[0], sizes[1], sizes[2], sizes[3])
    own = view.hand.mask
    # A dummy's hand it sees (its own dummy's, or one exposed, §4.1) is known, not sampled.
    exposed = tuple((seat, cards.mask) for seat, cards in view.shown)
    unseen = FULL_DECK & ~view.dealt.mask & ~played
    for _seat, cards in exposed:
        unseen &= ~cards
    # The observer knows its own holding: a "void" it still holds cards of was a revoke.
    voids[observer] &= ~sum(_SUIT_BITS[s] for s in range(4) if own & SUIT_MASKS[s])
    revokes = view.rules.allow_revokes  # else a failure to follow is always a void
    shown = {seat for seat, _ in exposed}
    for seat, cards in exposed:  # a "void" a shown hand holds cards of was a revoke
        voids[seat] &= ~sum(_SUIT_BITS[s] for s in range(4) if cards & SUIT_MASKS[s])
    facts = _exposed_cards(view, unseen) if view.exposed else ()
    for fact in facts:  # and so was one in the suit of an exposed card (V-IRR-1)
        voids[fact.seat] &= ~sum(_SUIT_BITS[s] for s in range(4) if fact.cards & SUIT_MASKS[s])
    hidden = [seat for seat in SEATS if seat is not observer and seat not in shown]
    known = Knowledge(
        seat=observer,
        unseen=unseen,
        counts=counts,
        voids=(voids[0], voids[1], voids[2], voids[3]),
        bounds=facts,
        exposed=exposed,
    )
    if revokes and not (
        voids_feasible(unseen, counts, voids, hidden) and (not facts or count_layouts(known, own))
    ):
        for seat in hidden:  # undetected revokes (table-rules mode): trust no void
            voids[seat] = 0
        known = replace(known, voids=(voids[0], voids[1], voids[2], voids[3]))
    if not use_auction:
        return known
    bounds = _auction_bounds(view, unseen, counts, voids)
    if not bounds:
        return known
    candidate = replace(known, bounds=(*facts, *bounds))
    if count_layouts(candidate, own):
        return candidate
    # Together they are impossible: keep each promise, in the order made, that fits with
    # the exposed cards and the ones kept before it.
    kept = facts
    for bound in bounds:
        if count_layouts(replace(known, bounds=(*kept, bound)), own):
            kept = (*kept, bound)
    return replace(known, bounds=kept)


def _exposed_cards(view: SeatView, unseen: int) -> tuple[Bound, ...]:
    """The exposed cards among the ``unseen`` ones, as a bound on each owner that he holds
    them all (V-IRR-1): face up, they are facts, not inferences."""
    held = [0, 0, 0, 0]
    for seat, card in view.exposed:
        held[seat] |= card.bit & unseen
    return tuple(
        Bound(seat, cards, n, n, "exposed")
        for seat, cards in zip(SEATS, held, strict=True)
        if (n := cards.bit_count())
    )


def _auction_bounds(
    view: SeatView,
    unseen: int,
    counts: tuple[int, ...],
    voids: list[int],
) -> tuple[Bound, ...]:
    """The conventions' promises, as bounds on the remaining cards (see the module doc)."""
    promises: list[tuple[Seat, int, int, str]] = []  # seat, set of cards, at least, reason
    strains: list[list[Strain]] = [[], [], [], []]
    for position, (caller, call) in enumerate(view.calls):
        strain = call.strain
        if not call.is_bid or strain is None:
            continue
        partner = strains[caller.partner]
        if strain is Strain.NT:
            if Strain.NT in partner:
                promises.append((caller, ACES_MASK, 1, "support_no_trump"))
            elif position == 0:
                promises.append((caller, ACES_MASK, 3, "aces_for_no_trump"))
            else:
                promises.append((caller, ACES_MASK, 2, "two_aces_no_trump"))
        elif strain in partner:
            promises.append((caller, SUIT_MASKS[strain], 4, "support"))
        else:
            promises.append((caller, SUIT_MASKS[strain], 5, "named_suit"))
        strains[caller].append(strain)
    merged: dict[tuple[Seat, int], tuple[int, str]] = {}
    for seat, cards, low, reason in promises:
        if seat is view.seat or view.hand_of(seat) is not None:
            continue  # the observer knows its own hand and the hands it sees
        if seat in view.dummies or seat.partner in view.dummies:
            continue  # a dummy's owner bids from two hands, not by the conventions (§4.1)
        known = merged.get((seat, cards))
        if known is None or low > known[0]:
            merged[seat, cards] = (low, reason)
    bounds: list[Bound] = []
    taken: dict[int, int] = {}  # lows promised so far, by set of cards
    held: list[int] = [0, 0, 0, 0]  # lows promised so far in suits, by seat (disjoint sets)
    for (seat, cards), (promised, reason) in merged.items():
        low = max(0, promised - (view.played_by(seat).mask & cards).bit_count())
        remaining = cards & unseen
        open_suits = sum(SUIT_MASKS[s] for s in range(4) if not voids[seat] >> s & 1)
        most = min(counts[seat], (remaining & open_suits).bit_count())
        high = min(counts[seat], remaining.bit_count())
        if low == 0:
            continue  # nothing left to say
        if low > most or taken.get(remaining, 0) + low > remaining.bit_count():
            continue  # impossible: the bidder did not follow the conventions
        suit_set = cards != ACES_MASK
        if suit_set and held[seat] + low > counts[seat]:
            continue
        taken[remaining] = taken.get(remaining, 0) + low
        if suit_set:
            held[seat] += low
        bounds.append(Bound(seat, remaining, low, high, reason))
    return tuple(bounds)
