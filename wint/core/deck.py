"""Packs of cards: which cards a game deals, in its suit order and rank order.

Every pack is a subset of the 52 cards of :mod:`wint.core.cards`: a card keeps its universal
index ``suit * 13 + rank`` in any pack, so a smaller pack is a subset mask, and the fast
masks of the engine (:class:`~wint.core.cards.CardSet`, the 13-bit suit patterns, a suit's
mask) serve every game unchanged.  Every game of the family ranks the ace high and the rest
in their natural order (V-DECK-2, W-DECK-1, P-TAB-2): a pack names which ranks it holds, and
comparing :class:`~wint.core.cards.Rank` values ranks its cards.

>>> len(DECK_52), len(DECK_32)
(52, 32)
>>> Card.parse("S7") in DECK_32, Card.parse("S6") in DECK_32
(True, False)
>>> DECK_32.mask & ~DECK_52.mask
0
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from wint.core.cards import SUIT_MASKS, Card, CardSet, Rank, Suit

__all__ = ["DECK_32", "DECK_52", "Deck"]


@dataclass(frozen=True, slots=True)
class Deck:
    """A pack: its suits in the game's suit order, and its ranks, both from low to high.

    The suit order is the game's order for bidding and for ties in the draw (V-DECK-3,
    P-TAB-3); in play all plain suits are equal.
    """

    suits: tuple[Suit, ...]
    ranks: tuple[Rank, ...]
    #: The pack's cards as a mask of universal indices.
    mask: int = field(init=False, repr=False, compare=False)
    #: The pack's cards in index order (suit by suit, each from its lowest rank): the order
    #: the pinned shuffle starts from (:func:`wint.core.deal.shuffled_deck`).
    cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.suits or len(set(self.suits)) != len(self.suits):
            raise ValueError("a pack has distinct suits")
        if not self.ranks or list(self.ranks) != sorted(set(self.ranks)):
            raise ValueError("a pack's ranks are distinct, from low to high")
        cards = tuple(Card(suit, rank) for suit in sorted(self.suits) for rank in self.ranks)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "mask", CardSet.of(cards).mask)

    def suit_mask(self, suit: Suit) -> int:
        """The mask of the pack's cards of ``suit`` (0 for a suit the pack lacks)."""
        return self.mask & SUIT_MASKS[suit]

    def holds(self, cards: CardSet) -> bool:
        """True if every card of ``cards`` belongs to the pack."""
        return cards.mask & ~self.mask == 0

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.bit)


#: Vint's and Whist's pack: 52 cards, two to ace in spades, clubs, diamonds, hearts
#: (V-DECK-1, V-DECK-3, W-DECK-1).
DECK_52: Final = Deck(tuple(Suit), tuple(Rank))
#: Preferans's pack: 32 cards, seven to ace, in the same suit order (P-TAB-2, P-TAB-3).
DECK_32: Final = Deck(tuple(Suit), tuple(Rank)[Rank.SEVEN :])
