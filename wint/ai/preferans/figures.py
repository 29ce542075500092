"""The figures behind a Preferans hint, as data the window words (the engine makes no prose):
what a hand is worth by the seed's estimates (B.12) in each strain with the talon's
expectation, a misère's holes and their catch rates, a defender's expected tricks against
the defence's obligation (P-WH-2), and a card's tricks double dummy.

>>> from wint.core.cards import CardSet
>>> pattern(CardSet.parse("SA SK S9 S8 S7"))
'AKxxx'
"""

from __future__ import annotations

from dataclasses import dataclass

from wint.ai.preferans.bidding import MISERE_RISK, expected
from wint.ai.preferans.estimates import catch_rate, defence_tricks, strain_tricks, suit_tricks
from wint.ai.preferans.reading import Role
from wint.core.cards import Card, CardSet, Rank, Suit
from wint.games.preferans.result import Contract, Strain, WhistWord
from wint.games.preferans.scoring import OBLIGATION, value

__all__ = [
    "DefenceWorth",
    "HandWorth",
    "MisereWorth",
    "PlayWorth",
    "SuitWorth",
    "defence_worth",
    "hand_worth",
    "misere_worth",
    "pattern",
]

#: The lowest contract level (P-BID-2).
_SIX = 6
_HONOURS = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}


def pattern(holding: CardSet) -> str:
    """A suit holding as B.12 writes it: its honours (A K Q J) from the top, ``x`` for each
    smaller card."""
    ranks = sorted((card.rank for card in holding), reverse=True)
    return "".join(_HONOURS.get(rank, "x") for rank in ranks)


@dataclass(frozen=True, slots=True)
class SuitWorth:
    """A suit of the hand: its B.12 ``pattern`` and the tricks B.12 gives it."""

    suit: Suit
    pattern: str
    tricks: float


@dataclass(frozen=True, slots=True)
class HandWorth:
    """A hand's worth in ``strain`` by B.12: its suits (the trumps first), the tricks the
    hand expects (``tricks``), what the talon is expected to add (``talon``, 0 once taken)
    and the contract level that reaches to (``level``, 0: none); ``strains`` is every
    strain's estimate with the talon's (best first), for the alternatives."""

    strain: Strain
    suits: tuple[SuitWorth, ...]
    tricks: float
    talon: float
    level: int
    strains: tuple[tuple[Strain, float], ...]
    #: The hand's misère catch rates summed (B.12), in the auction; else ``None``.
    risk: float | None = None
    #: The sure tricks the hand keeps through the discard (a run from the ace).
    keep: tuple[Card, ...] = ()

    def estimate(self, strain: Strain | None) -> float:
        """The tricks expected in ``strain`` with the talon's (0 for none)."""
        return dict(self.strains).get(strain, 0.0) if strain is not None else 0.0

    @property
    def total(self) -> float:
        """The tricks expected with the talon's."""
        return self.tricks + self.talon


def hand_worth(
    hand: CardSet,
    strain: Strain,
    estimates: dict[Strain, float],
    risk: float | None = None,
    keep: tuple[Card, ...] = (),
) -> HandWorth:
    """``hand`` in ``strain`` by B.12, ``estimates`` each strain's tricks with the talon's
    (the hand's own after the talon); ``risk`` and ``keep`` as :class:`HandWorth` has them."""
    trump = strain.trump
    suits = sorted(
        (suit for suit in Suit if hand.suit(suit)),
        key=lambda suit: (suit is not trump, -len(hand.suit(suit))),
    )
    worth = tuple(SuitWorth(s, pattern(hand.suit(s)), suit_tricks(hand.suit(s))) for s in suits)
    tricks = strain_tricks(hand, strain)
    total = estimates[strain]
    level = expected(total)
    return HandWorth(
        strain,
        worth,
        tricks,
        max(0.0, total - tricks),
        level if level >= _SIX else 0,
        tuple(sorted(estimates.items(), key=lambda item: -item[1])),
        risk,
        keep,
    )


@dataclass(frozen=True, slots=True)
class MisereWorth:
    """A misère hand by B.12's ladder: each suit with a hole and its catch rate, their sum
    (``risk``) and the most the seed declares with (``limit``)."""

    holes: tuple[tuple[Suit, float], ...]
    risk: float
    limit: float = MISERE_RISK


def misere_worth(hand: CardSet, own_lead: bool) -> MisereWorth:
    """``hand``'s holes and catch rates (B.12), ``own_lead`` as the seed reads a lone eight
    or nine."""
    holes = tuple(
        (suit, rate) for suit in Suit if (rate := catch_rate(hand.suit(suit), own_lead)) > 0
    )
    return MisereWorth(holes, sum(rate for _, rate in holes))


@dataclass(frozen=True, slots=True)
class DefenceWorth:
    """A defender against ``contract``: the tricks he expects (``expected``), the share he
    wants to whist (``share``; alone more), the defence's obligation (``duty``, P-WH-2) and
    the game value V (P-CON-4), a trick's whists at the plain rate (P-SC-3)."""

    contract: Contract
    expected: float
    share: float
    duty: int
    value: int
    #: Each legal word's expected whists at that price (best first), where weighed.
    whists: tuple[tuple[WhistWord, float], ...] = ()


def defence_worth(hand: CardSet, contract: Contract, share: float) -> DefenceWorth:
    """The defender's figures with ``hand`` against ``contract``."""
    return DefenceWorth(
        contract,
        defence_tricks(hand, contract),
        share,
        OBLIGATION[contract.level],
        value(contract),
    )


@dataclass(frozen=True, slots=True)
class PlayWorth:
    """With every hand in sight, double dummy from here on with the best card: the tricks the
    declarer takes (``role`` the declarer or the misère player), his defenders take, or the
    catchers force on the misère player."""

    tricks: int
    role: Role
    #: Each legal card with the same count after it, best first.
    cards: tuple[tuple[Card, int], ...] = ()
