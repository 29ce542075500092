"""The seed's estimates of a Preferans hand (B.12, S003 §5, non-normative): the tricks a suit
holding takes, a hand's tricks in each strain, what the talon is expected to add, the tricks a
defender expects to take against a contract, and the misère "ladder" with its catch rates.

>>> from wint.core.cards import CardSet
>>> suit_tricks(CardSet.parse("SA SK S9 S8 S7"))
4.5
>>> strain_tricks(CardSet.parse("SA SK SQ SJ S9 S8 HA HK DA C7"), Strain.S)
9.0
>>> catch_rate(CardSet.parse("S7 ST"), own_lead=False)
0.5
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from wint.core.cards import Card, CardSet, Rank, Suit
from wint.core.deck import DECK_32
from wint.games.preferans.result import Contract, Strain

__all__ = [
    "catch_rate",
    "defence_tricks",
    "misere_risk",
    "strain_tricks",
    "suit_tricks",
    "talon_gain",
]

_A, _K, _Q, _J = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK
#: B.12's estimates by the honours on top and the count of smaller cards (index), the seed's
#: ranges at their middle; where the seed is silent the value lies between its neighbours.
_TABLE: Final[tuple[tuple[frozenset[Rank], tuple[float, ...]], ...]] = (
    (frozenset((_A, _K, _Q, _J)), (4, 5, 6, 7, 8)),
    (frozenset((_A, _K, _Q)), (3, 3.7, 4.7, 6, 7)),
    (frozenset((_A, _K)), (2, 2.5, 3, 4.5, 6)),
    (frozenset((_A, _Q, _J)), (1, 2.5, 3.5, 6, 7)),
    (frozenset((_A, _Q)), (1, 1.5, 2, 3, 4.5)),
    (frozenset((_A, _J)), (1, 1, 2, 4.5, 5.5)),
    (frozenset((_A,)), (1, 1, 1, 1.5, 2.5)),
    (frozenset((_K, _Q, _J)), (1.75, 3, 4, 5, 6)),
    (frozenset((_K, _Q)), (0.85, 1.5, 3, 4, 5)),
    (frozenset((_K, _J)), (0, 0, 1.25, 2.5, 4.5)),
    (frozenset((_K,)), (0, 0.5, 0.7, 1, 2)),
    (frozenset((_Q, _J)), (0, 0.15, 1, 3, 4.5)),
    (frozenset((_Q,)), (0, 0, 0.3, 1, 2)),
    (frozenset((_J,)), (0, 0, 0, 0.5, 1)),
    (frozenset(), (0, 0, 0, 0, 1)),
)
#: A side suit in a trump contract takes at most two rounds before somebody ruffs.
_SIDE_CAP: Final = 2.0
#: Trumps fewer than four lose a trick each to the defenders' ruffs and long trumps.
_SHORT_TRUMPS: Final = 4
#: No trump without a stopper in a suit: the defenders run it.
_UNSTOPPED: Final = 1.5


def suit_tricks(holding: CardSet) -> float:
    """B.12: the tricks a suit holding takes as trumps or in a long suit, at most its length."""
    ranks = {card.rank for card in holding}
    length = len(holding)
    if not length:
        return 0.0
    top = max(ranks)
    for honours, values in _TABLE:
        if honours <= ranks and (not honours or max(honours) == top or top < _J):
            small = length - len(honours)
            extra = max(0, small - len(values) + 1)
            return float(min(length, values[min(small, len(values) - 1)] + extra))
    raise AssertionError("the empty set of honours matches every holding")


def _stopped(holding: CardSet) -> bool:
    ranks = {card.rank for card in holding}
    length = len(holding)
    return _A in ranks or (_K in ranks and length >= 2) or (_Q in ranks and length >= 3)


def strain_tricks(hand: CardSet, strain: Strain) -> float:
    """The tricks ``hand`` expects in ``strain``: the trump suit as B.12 counts it less a trick
    for each trump short of four, each side suit at most two, half a trick for each void with
    five trumps; at no trump each suit as B.12 counts it, less for each suit without a
    stopper."""
    trump = strain.trump
    total = 0.0 if trump is None else -float(max(0, _SHORT_TRUMPS - len(hand.suit(trump))))
    for suit in Suit:
        holding = hand.suit(suit)
        tricks = suit_tricks(holding)
        if trump is None:
            total += tricks if _stopped(holding) else tricks - _UNSTOPPED
        elif suit is trump:
            total += tricks
        else:
            total += min(tricks, _SIDE_CAP)
            if not holding and len(hand.suit(trump)) >= 5:
                total += 0.5
    return total


def talon_gain(hand: CardSet, strain: Strain, unseen: CardSet) -> float:
    """The tricks the two talon cards are expected to add in ``strain``: twice the mean gain
    of one card drawn from ``unseen`` (the discard that follows costs nothing the estimate
    counts: it throws losers)."""
    base = strain_tricks(hand, strain)
    cards = unseen.cards()
    if not cards:
        return 0.0
    gain = sum(max(0.0, strain_tricks(hand | CardSet(card.bit), strain) - base) for card in cards)
    return 2 * gain / len(cards)


def defence_tricks(hand: CardSet, contract: Contract) -> float:
    """The tricks a defender expects to take against ``contract`` with ``hand``: his sure
    side tricks (aces, kings guarded, the rest of a top sequence), his trump tricks (the ace,
    a guarded king, a long holding) and a ruff for a short side suit held with trumps."""
    trump = contract.strain.trump if contract.strain is not None else None
    total = 0.0
    for suit in Suit:
        holding = hand.suit(suit)
        ranks = sorted((card.rank for card in holding), reverse=True)
        if suit is trump:
            total += (_A in ranks) + 0.5 * (_K in ranks and len(ranks) >= 2)
            total += 0.5 * (_Q in ranks and len(ranks) >= 3) + 0.5 * max(0, len(ranks) - 3)
            continue
        total += _top_tricks(ranks)
        if trump is not None and len(ranks) <= 1 and len(hand.suit(trump)) >= 1:
            total += 0.5
    return total


def _top_tricks(ranks: list[Rank]) -> float:
    """Sure tricks at the top of a side suit (at most two rounds), a guarded king half one."""
    tricks = 0.0
    for place, rank in enumerate(ranks[:2]):
        if rank != _A - place:
            break
        tricks += 1
    if not tricks and _K in ranks and len(ranks) >= 2:
        tricks = 0.5
    return tricks


# The misère ladder (B.12): the rungs the lowest, second, … cards of a suit must stand on.
_RUNGS: Final = (Rank.SEVEN, Rank.NINE, _J, _K, _A)
#: B.12's catch rates of a suit by its first hole: the place (0 the lowest card) and the card.
_HOLES: Final[dict[tuple[int, Rank], float]] = {
    (1, Rank.TEN): 0.5,
    (1, _J): 0.8,
    (1, _Q): 0.95,
    (2, _Q): 0.2,
    (2, _K): 0.7,
    (3, _A): 0.1,
}


def catch_rate(holding: CardSet, own_lead: bool) -> float:
    """B.12: the chance the catchers catch a misère player holding ``holding`` in a suit: none
    for a suit covered by the ladder (7; 8 or 9; 10 or J; Q or K; A); else the seed's rate of
    its first hole (a lone 8 or 9 by who leads; no 7 under other cards: caught)."""
    ranks = sorted(card.rank for card in holding)
    if not ranks:
        return 0.0
    if ranks[0] > Rank.SEVEN:
        if len(ranks) == 1 and ranks[0] <= Rank.NINE:
            lone = {Rank.EIGHT: (0.05, 0.3), Rank.NINE: (0.15, 0.85)}[ranks[0]]
            return lone[0] if own_lead else lone[1]
        return 0.8 if ranks == [Rank.EIGHT, Rank.NINE] else 1.0
    for place, rank in enumerate(ranks[: len(_RUNGS)]):
        if rank > _RUNGS[place]:
            return _HOLES.get((place, rank), 1.0)
    return 0.0


def misere_risk(hand: Iterable[Card], own_lead: bool) -> float:
    """The catch rates of the suits of ``hand`` summed (B.12: declare misère at 80 % at most)."""
    cards = CardSet.of(hand)
    return sum(catch_rate(cards.suit(suit), own_lead) for suit in Suit)


#: The 32 cards (P-TAB-2), for the unseen cards of a view.
PACK: Final = CardSet(DECK_32.mask)
