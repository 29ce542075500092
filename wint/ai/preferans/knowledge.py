"""What a Preferans seat knows of the cards it cannot see in a contract's play, from its view:
the layouts' knowledge (:class:`~wint.ai.layouts.Knowledge`) for the sampler.

The hands are numbered as the deal's active seats (0, 1, 2 from the first hand), and a fourth
"hand", the *talon*, holds the cards out of play: the declarer's discard (P-CON-1), which
only he has seen.  What the view tells:

- the cards seen: the seat's own hand, the hands lying open (an open whist, P-WH-6; a
  misère's catchers, P-PLAY-4), the cards played, its own discard;
- how many cards each hand still holds: ten less those it played (the declarer's are ten
  after his discard);
- the voids shown: a hand that did not follow holds none of the suit led, and one that
  neither followed nor trumped holds no trump either (P-PLAY-2);
- the prikup turned face up (P-CON-1): its cards not yet played lie in the declarer's hand or
  his discard, never in a defender's;
- the bidding, cheaply: the declarer of a trump contract held at least four trumps (the seed's
  estimates bid no suit with fewer: B.12), unless that cannot be true.
"""

from __future__ import annotations

from dataclasses import replace

from wint.ai.layouts import Bound, Knowledge
from wint.ai.preferans.estimates import PACK
from wint.core.cards import SUIT_MASKS
from wint.games.preferans.view import PrefView

__all__ = ["TALON", "knowledge", "relaxed"]

#: The talon's place among the layouts' hands, after the three active seats.
TALON = 3
#: The trumps the declarer of a trump contract is taken to have held (B.12).
_TRUMPS = 4


def knowledge(view: PrefView) -> Knowledge:
    """What ``view.seat`` knows of the unseen cards in a contract's play, from the view alone.

    :raises ValueError: not a contract's play, or the seat is not active.
    """
    active, declarer, contract = view.active, view.declarer, view.contract
    if declarer is None or contract is None or view.seat not in active:
        raise ValueError("a layout's knowledge is for an active seat in a contract's play")
    trump = None if contract.strain is None else contract.strain.trump
    voids = [0, 0, 0, 0]
    played = [0, 0, 0]
    tricks = [trick.plays for trick in view.tricks]
    for plays in (*tricks, view.current_trick):
        led = plays[0][1].suit if plays else None
        for seat, card in plays:
            place = active.index(seat)
            played[place] |= card.bit
            if led is not None and card.suit is not led:
                voids[place] |= 1 << led
                if trump is not None and card.suit is not trump:
                    voids[place] |= 1 << trump
    gone = played[0] | played[1] | played[2]
    seen = gone | sum(card.bit for card in view.discard)
    counts = [10 - mask.bit_count() for mask in played]
    shown: list[tuple[int, int]] = []
    for place, seat in enumerate(active):
        hand = view.hands[seat]
        if hand is not None:
            seen |= hand.mask
            counts[place] = len(hand)
            voids[place] = 0
            if seat != view.seat:
                shown.append((place, hand.mask))
    unseen = PACK.mask & ~seen
    hidden = [place for place, seat in enumerate(active) if view.hands[seat] is None]
    talon = unseen.bit_count() - sum(counts[place] for place in hidden)
    bounds: list[Bound] = []
    prikup = sum(card.bit for card in view.prikup) & unseen
    where = active.index(declarer)
    for place in hidden:
        if prikup and place != where:
            bounds.append(Bound(place, prikup, 0, 0, "prikup_to_declarer"))
    if trump is not None and where in hidden:
        trumps = unseen & SUIT_MASKS[trump]
        held = (played[where] & SUIT_MASKS[trump]).bit_count()
        low = min(max(0, _TRUMPS - held), counts[where], trumps.bit_count())
        if low:
            bounds.append(Bound(where, trumps, low, counts[where], "trump_contract"))
    return Knowledge(
        seat=active.index(view.seat),
        unseen=unseen,
        counts=(counts[0], counts[1], counts[2], talon),
        voids=(voids[0], voids[1], voids[2], 0),
        bounds=tuple(bounds),
        exposed=tuple(shown),
    )


def relaxed(known: Knowledge) -> Knowledge:
    """The knowledge without the bidding's inference (when no layout meets it)."""
    return replace(
        known, bounds=tuple(bound for bound in known.bounds if bound.reason != "trump_contract")
    )
