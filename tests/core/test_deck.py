"""Packs: Vint's and Whist's 52 cards, Preferans's 32, as subsets of the universal indices
(V-DECK-1, W-DECK-1, P-TAB-2, P-TAB-3)."""

from __future__ import annotations

import pytest

from wint.core.cards import CARDS, FULL_DECK, SUIT_MASKS, Card, CardSet, Rank, Suit
from wint.core.deck import DECK_32, DECK_52, Deck


def test_the_full_pack_is_every_card_in_index_order() -> None:
    assert DECK_52.cards == CARDS
    assert DECK_52.mask == FULL_DECK
    assert DECK_52.suits == (Suit.S, Suit.C, Suit.D, Suit.H)  # V-DECK-3
    assert all(DECK_52.suit_mask(suit) == SUIT_MASKS[suit] for suit in Suit)


def test_preferans_pack_holds_seven_to_ace_of_each_suit() -> None:
    """P-TAB-2: A K Q J 10 9 8 7 in each suit; P-TAB-3: the same suit order as Vint's."""
    assert len(DECK_32) == 32
    assert DECK_32.suits == DECK_52.suits
    for suit in Suit:
        held = CardSet(DECK_32.suit_mask(suit))
        assert [card.rank for card in held] == [
            Rank.ACE,
            Rank.KING,
            Rank.QUEEN,
            Rank.JACK,
            Rank.TEN,
            Rank.NINE,
            Rank.EIGHT,
            Rank.SEVEN,
        ]
    assert Card.parse("D6") not in DECK_32 and Card.parse("D7") in DECK_32
    assert DECK_32.mask | DECK_52.mask == DECK_52.mask  # a subset mask of the full pack
    assert list(DECK_32.cards) == sorted(DECK_32.cards)  # index order


def test_a_pack_knows_which_card_sets_it_holds() -> None:
    assert DECK_32.holds(CardSet.parse("SA H7 C9"))
    assert not DECK_32.holds(CardSet.parse("SA H6"))
    assert DECK_52.holds(CardSet(FULL_DECK))


def test_a_pack_of_some_suits_lacks_the_others() -> None:
    pack = Deck((Suit.H, Suit.S), (Rank.QUEEN, Rank.KING, Rank.ACE))
    assert [card.code for card in pack.cards] == ["SQ", "SK", "SA", "HQ", "HK", "HA"]
    assert pack.suit_mask(Suit.C) == 0
    assert pack.suits == (Suit.H, Suit.S)  # the game's order, kept as given


@pytest.mark.parametrize(
    ("suits", "ranks", "message"),
    [
        ((), (Rank.ACE,), "distinct suits"),
        ((Suit.S, Suit.S), (Rank.ACE,), "distinct suits"),
        ((Suit.S,), (Rank.ACE, Rank.KING), "low to high"),
        ((Suit.S,), (Rank.KING, Rank.KING), "low to high"),
        ((Suit.S,), (), "low to high"),
    ],
)
def test_impossible_packs_are_refused(
    suits: tuple[Suit, ...], ranks: tuple[Rank, ...], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Deck(suits, ranks)
