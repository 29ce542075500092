"""Cards, suits and sets of cards over an ``int`` bitmask (V-DECK).

A card's index is ``suit * 13 + rank`` with suits in Vint's bidding order
(spades, clubs, diamonds, hearts; V-DECK-3) and ranks from two (0) to ace (12)
(V-DECK-2).  A :class:`CardSet` is a set of cards stored in one integer, bit
``index`` standing for the card.  The index is the same in every game's pack: a smaller
pack, such as Preferans's 32 cards, is a subset mask (:mod:`wint.core.deck`).

>>> Card.parse("HT")
Card('HT')
>>> CardSet.parse_pbn("AK...2")
CardSet('AK...2')
>>> len(CardSet.parse_pbn("AKQJT98765432..."))
13
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import ClassVar, Final

from wint.core.errors import NotationError
from wint.core.quoting import quoted

__all__ = [
    "ALL_CARDS",
    "CARDS",
    "CARDS_BY_SUIT_MASK",
    "FULL_DECK",
    "SUIT_MASKS",
    "Card",
    "CardSet",
    "Rank",
    "Suit",
]


class Suit(IntEnum):
    """A suit, valued in Vint's bidding order: S < C < D < H (V-DECK-3)."""

    S = 0
    C = 1
    D = 2
    H = 3

    @property
    def letter(self) -> str:
        """Notation letter: ``S``, ``C``, ``D`` or ``H``."""
        return self.name

    @property
    def symbol(self) -> str:
        """The suit symbol ♠ ♣ ♦ ♥."""
        return "♠♣♦♥"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse a suit letter.

        :raises NotationError: not one of S, C, D, H.
        """
        try:
            return cls[text]
        except KeyError:
            raise NotationError(f"unknown suit {quoted(text)}") from None


#: Suits in PBN's hand order (spades, hearts, diamonds, clubs).
PBN_SUIT_ORDER: Final = (Suit.S, Suit.H, Suit.D, Suit.C)


class Rank(IntEnum):
    """A rank, from two (0) to ace (12) (V-DECK-2)."""

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def letter(self) -> str:
        """Notation character: ``2`` … ``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return RANK_LETTERS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Parse a rank character.

        :raises NotationError: not a rank character.
        """
        index = RANK_LETTERS.find(text) if len(text) == 1 else -1
        if index < 0:
            raise NotationError(f"unknown rank {quoted(text)}")
        return cls(index)


RANK_LETTERS: Final = "23456789TJQKA"
SUIT_MASKS: Final = tuple(0x1FFF << (13 * suit) for suit in Suit)
FULL_DECK: Final = (1 << 52) - 1


class Card:
    """One of the 52 cards; instances are interned, so ``is`` and ``==`` agree.

    >>> Card(Suit.H, Rank.ACE) is Card.parse("HA")
    True
    >>> Card.parse("SA").index, Card.parse("C2").index
    (12, 13)
    """

    __slots__ = ("bit", "code", "index", "rank", "suit", "suit_mask")
    _interned: ClassVar[list[Card]] = []

    index: int
    suit: Suit
    rank: Rank
    bit: int
    suit_mask: int
    code: str

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return cls._interned[suit * 13 + rank]

    @classmethod
    def _build(cls) -> None:
        cards = []
        for suit in Suit:
            for rank in Rank:
                card = object.__new__(cls)
                card.index = suit * 13 + rank
                card.suit = suit
                card.rank = rank
                card.bit = 1 << card.index
                card.suit_mask = 0x1FFF << (13 * suit)
                card.code = suit.letter + rank.letter
                cards.append(card)
        cls._interned.extend(cards)

    @staticmethod
    def from_index(index: int) -> Card:
        """The card with bit index ``index`` (0–51)."""
        return CARDS[index]

    @staticmethod
    def parse(text: str) -> Card:
        """Parse a card code such as ``SA``, ``HT`` or ``D2``.

        :raises NotationError: not a card code.
        """
        card = _BY_CODE.get(text)
        if card is None:
            raise NotationError(f"unknown card {quoted(text)}")
        return card

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))


Card._build()
CARDS: Final[tuple[Card, ...]] = tuple(Card._interned)
ALL_CARDS: Final = CARDS
_BY_CODE: Final = {card.code: card for card in CARDS}


def _suit_patterns(suit: int) -> tuple[tuple[Card, ...], ...]:
    """The cards of each 13-bit pattern of ``suit``, highest first: each pattern is its top
    card followed by the pattern without it.
    """
    patterns: list[tuple[Card, ...]] = [()]
    for pattern in range(1, 8192):
        top = pattern.bit_length() - 1
        patterns.append((CARDS[suit * 13 + top], *patterns[pattern ^ (1 << top)]))
    return tuple(patterns)


# The cards of every 13-bit pattern of every suit, built on first use (a few tens of
# milliseconds that start-up and the score sheet need not pay).
_PATTERNS: tuple[tuple[tuple[Card, ...], ...], ...] = ()
_P0: tuple[tuple[Card, ...], ...] = ()
_P1: tuple[tuple[Card, ...], ...] = ()
_P2: tuple[tuple[Card, ...], ...] = ()
_P3: tuple[tuple[Card, ...], ...] = ()
#: The cards of a one-suit mask (unshifted), highest first; filled with the patterns.
CARDS_BY_SUIT_MASK: Final[dict[int, tuple[Card, ...]]] = {}


def build_patterns() -> None:
    """Build the pattern tables now (the engine calls it when a deal starts)."""
    global _PATTERNS, _P0, _P1, _P2, _P3  # noqa: PLW0603 - a cache filled once
    if _PATTERNS:
        return
    patterns = tuple(_suit_patterns(suit) for suit in range(4))
    for suit, table in enumerate(patterns):
        for pattern, cards in enumerate(table):
            CARDS_BY_SUIT_MASK[pattern << (13 * suit)] = cards
    _P0, _P1, _P2, _P3 = _PATTERNS = patterns


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, spades first and high cards first within a suit."""
    if not _PATTERNS:
        build_patterns()
    return (
        _P0[mask & 0x1FFF]
        + _P1[mask >> 13 & 0x1FFF]
        + _P2[mask >> 26 & 0x1FFF]
        + _P3[mask >> 39 & 0x1FFF]
    )


def cards_of_suit(mask: int, suit: int) -> tuple[Card, ...]:
    """The cards of ``suit`` in a bitmask, highest first."""
    if not _PATTERNS:
        build_patterns()
    return _PATTERNS[suit][mask >> (13 * suit) & 0x1FFF]


class CardSet:
    """An immutable set of cards over a 52-bit mask (python-chess's ``SquareSet``).

    >>> hand = CardSet.parse_pbn("AKQ.JT9.876.5432")
    >>> Card.parse("SK") in hand, len(hand), len(hand.suit(Suit.C))
    (True, 13, 4)
    >>> str(hand - CardSet.of([Card.parse("SK")]))
    'AQ.JT9.876.5432'
    """

    __slots__ = ("mask",)

    mask: int

    def __init__(self, mask: int = 0) -> None:
        if mask < 0 or mask > FULL_DECK:
            raise ValueError(f"card mask out of range: {mask:#x}")
        self.mask = mask

    @classmethod
    def of(cls, cards: Iterable[Card]) -> CardSet:
        """The set of the given cards."""
        mask = 0
        for card in cards:
            mask |= card.bit
        return cls(mask)

    @classmethod
    def parse(cls, text: str) -> CardSet:
        """Parse space-separated card codes (``"SA HK D2"``).

        :raises NotationError: an unknown or repeated card.
        """
        mask = 0
        for code in text.split():
            card = Card.parse(code)
            if mask & card.bit:
                raise NotationError(f"card {code} given twice")
            mask |= card.bit
        return cls(mask)

    @classmethod
    def parse_pbn(cls, text: str) -> CardSet:
        """Parse a PBN hand, ``spades.hearts.diamonds.clubs``, a void empty (``AKQ..JT9.8``).

        Read leniently, as PBN readers do: ranks in either case, and ``-`` for a void (what
        wint wrote before it wrote PBN's empty suit).

        :raises NotationError: wrong shape, unknown rank or a rank repeated.
        """
        parts = text.split(".")
        if len(parts) != 4:
            raise NotationError(f"hand {quoted(text)} must have 4 suits separated by '.'")
        mask = 0
        for suit, part in zip(PBN_SUIT_ORDER, parts, strict=True):
            if part == "-":
                continue
            for char in part.upper():
                bit = 1 << (suit * 13 + Rank.parse(char))
                if mask & bit:
                    raise NotationError(f"hand {quoted(text)} repeats {suit.letter}{char}")
                mask |= bit
        return cls(mask)

    def pbn(self) -> str:
        """This set as a PBN hand, ``spades.hearts.diamonds.clubs``, a void empty
        (``AKQ..JT9.8``): the one formatter of every hand wint writes."""
        return ".".join(
            "".join(card.rank.letter for card in cards_of_suit(self.mask, suit))
            for suit in PBN_SUIT_ORDER
        )

    def suit(self, suit: Suit) -> CardSet:
        """The cards of one suit."""
        return CardSet(self.mask & SUIT_MASKS[suit])

    def by_suit(self) -> dict[Suit, CardSet]:
        """The cards split by suit, in bidding order."""
        return {suit: self.suit(suit) for suit in Suit}

    def cards(self) -> tuple[Card, ...]:
        """The cards, spades first, high cards first within a suit."""
        return cards_of_mask(self.mask)

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_of_mask(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.bit)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __xor__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask ^ other.mask)

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def __repr__(self) -> str:
        return f"CardSet({self.pbn()!r})"

    def __str__(self) -> str:
        return self.pbn()
