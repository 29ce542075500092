"""The basic player's auction, talon and contract (P-BID, P-CON) from the seed's estimates
(B.12, :mod:`wint.ai.preferans.estimates`):

- a call: misère when the hand fits the ladder (its catch rates sum to at most 80 %) and no
  eight is in sight; else the cheapest legal bid not above the highest contract it expects to
  make, its estimate in a strain plus what the talon is expected to add; else pass;
- the discard: after misère the two cards whose loss leaves the lowest catch rate; after a
  trick bid never a sure trick (a run from the ace), the two that leave the most tricks to
  spare over the lowest contract it may name, then those that void or shorten a suit, then
  the lowest;
- the contract: the highest level it expects to make, in the strain with most to spare, not
  below its bid (the legal names); when none is expected, the name with the least shortfall.
"""

from __future__ import annotations

import math
from typing import Final

from wint.ai.advice import Advice, AdviceReason
from wint.ai.preferans.estimates import PACK, misere_risk, strain_tricks, talon_gain
from wint.core.cards import Card, CardSet, Rank, Suit
from wint.games.preferans.actions import PASS, Action, Call, Discard, Name
from wint.games.preferans.result import Contract, Strain
from wint.games.preferans.view import PrefView

__all__ = [
    "MISERE_RISK",
    "advise_call",
    "advise_contract",
    "advise_discard",
    "expected",
    "own_lead",
    "strain_estimates",
    "sure_cards",
]

#: B.12: declare misère with holes whose catch rates sum to at most 80 %.
MISERE_RISK: Final = 0.8
#: The auction bids a level its estimate (with the talon's) reaches to within a quarter trick.
_ROUNDING: Final = 0.25
#: Misère only while no contract of eight is in sight.
_EIGHT: Final = 8


def expected(tricks: float) -> int:
    """The level an estimate of ``tricks`` (the talon's expectation in it) bids to."""
    return math.floor(tricks + _ROUNDING)


def _rank(bid: Contract) -> tuple[int, int]:
    assert bid.strain is not None
    return bid.level, bid.strain.order


def own_lead(view: PrefView) -> bool:
    """Whether the seat leads to the first trick (the first hand, P-PLAY-1)."""
    return view.seat == view.active[0]


def strain_estimates(view: PrefView) -> dict[Strain, float]:
    """The tricks the seat's hand expects in each strain with the talon's expectation."""
    hand = view.hand
    unseen = CardSet(PACK.mask & ~view.seen.mask)
    return {s: strain_tricks(hand, s) + talon_gain(hand, s, unseen) for s in Strain}


def advise_call(view: PrefView) -> Advice[Action]:
    """The call for the seat on turn in the auction."""
    calls = [action for action in view.legal_actions if isinstance(action, Call)]
    estimates = strain_estimates(view)
    fits = (
        max(estimates.values()) < _EIGHT and misere_risk(view.hand, own_lead(view)) <= MISERE_RISK
    )
    for call in calls:
        if fits and call.bid is not None and call.bid.misere:
            return Advice(call, "B.12", AdviceReason.BEST_EXPECTED_SCORE)
    reach = max((Contract(expected(e), s) for s, e in estimates.items()), key=_rank)
    bids = [c for c in calls if c.bid is not None and not c.bid.misere]
    affordable = [c for c in bids if c.bid is not None and _rank(c.bid) <= _rank(reach)]
    if affordable:
        return Advice(affordable[0], "B.12", AdviceReason.LONGEST_STRONGEST_SUIT)
    return Advice(PASS, "B.12", AdviceReason.NOT_ENOUGH_TRICKS)


def _my_bid(view: PrefView) -> Contract:
    """The declarer's winning bid."""
    bids = [c.bid for seat, c in view.calls if seat == view.seat and c.bid is not None]
    return bids[-1]


def sure_cards(hand: CardSet) -> int:
    """The cards of ``hand`` that win the first rounds of their suits: a run from the ace."""
    mask = 0
    for suit in Suit:
        rank = Rank.ACE
        while rank >= Rank.SEVEN and Card(suit, rank) in hand:
            mask |= Card(suit, rank).bit
            rank = Rank(rank - 1)
    return mask


def _spare(hand: CardSet, bid: Contract) -> float:
    """The tricks ``hand`` expects beyond the lowest contract it may name in its best
    strain after winning with ``bid`` (P-CON-2: not below the bid)."""
    assert bid.strain is not None
    return max(strain_tricks(hand, s) - bid.level - (s.order < bid.strain.order) for s in Strain)


def advise_discard(view: PrefView) -> Advice[Action]:
    """The declarer's two discards (P-CON-1)."""
    discards = [action for action in view.legal_actions if isinstance(action, Discard)]
    hand = view.hand
    bid = _my_bid(view)
    if bid.misere:

        def risk(discard: Discard) -> tuple[float, int]:
            rest = CardSet(hand.mask & ~(discard.cards[0].bit | discard.cards[1].bit))
            return misere_risk(rest, own_lead(view)), -sum(c.rank for c in discard.cards)

        return Advice(min(discards, key=risk), "B.12", AdviceReason.PASS_WEAKEST_CARD)
    sure = sure_cards(hand)
    keep = [d for d in discards if not sure & (d.cards[0].bit | d.cards[1].bit)] or discards

    def cost(discard: Discard) -> tuple[float, int, int]:
        rest = CardSet(hand.mask & ~(discard.cards[0].bit | discard.cards[1].bit))
        short = sum(len(rest.suit(suit)) <= 1 for suit in Suit)
        return -_spare(rest, bid), -short, sum(c.rank for c in discard.cards)

    return Advice(min(keep, key=cost), "P-CON-1", AdviceReason.PASS_WEAKEST_CARD)


def advise_contract(view: PrefView) -> Advice[Action]:
    """The contract the declarer names (P-CON-2)."""
    names = [action for action in view.legal_actions if isinstance(action, Name)]
    tricks = [n for n in names if not n.contract.misere]
    if _my_bid(view).misere or not tricks:
        return Advice(names[0], "P-CON-2", AdviceReason.ONLY_CARD)
    hand = view.hand
    spare = {
        n: strain_tricks(hand, n.contract.strain) - n.contract.level
        for n in tricks
        if n.contract.strain is not None
    }
    made = [n for n in tricks if spare[n] >= 0]
    if made:
        name = max(made, key=lambda n: (n.contract.level, spare[n]))
        return Advice(name, "P-CON-2", AdviceReason.LONGEST_STRONGEST_SUIT)
    name = max(tricks, key=lambda n: (spare[n], -n.contract.level))
    return Advice(name, "P-CON-2", AdviceReason.NOT_ENOUGH_TRICKS)
