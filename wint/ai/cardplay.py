"""Card arithmetic every trick-taking game's conventions share: which card beats which, and
the highest and lowest of a set."""

from __future__ import annotations

from wint.core.cards import Card, CardSet, Suit

__all__ = ["beats", "highest_of", "lowest_of"]


def beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """True if ``card`` beats ``best``, the card winning the trick so far: higher in its
    suit, or a trump over a plain card."""
    if card.suit is best.suit:
        return card.rank > best.rank
    return card.suit is trump


def highest_of(cards: CardSet) -> Card:
    return max(cards, key=lambda c: c.rank)


def lowest_of(cards: CardSet) -> Card:
    return min(cards, key=lambda c: c.rank)
