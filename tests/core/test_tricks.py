"""Tricks of any ring: the winner with trumps, following suit, trumping optional or compulsory
(V-PLAY-4, V-PLAY-5, W-PLAY-2..4, P-PLAY-2, P-PLAY-3)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wint.core.cards import CARDS, SUIT_MASKS, Card, CardSet, Suit
from wint.core.seats import FOUR_SEATS, Partnership, Seat, SeatRing
from wint.core.tricks import Trick, Trumping, legal_mask, trick_winner, winning_position

THREE = SeatRing((Seat.E, Seat.S, Seat.W), Partnership.ONE_AGAINST_TWO)
TRUMPS = st.sampled_from([None, *Suit])


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


@pytest.mark.parametrize(
    ("codes", "trump", "winner"),
    [
        ("H2 HK S2 HA", Suit.S, 2),  # a trump beats the suit led
        ("H2 HK S2 HA", None, 3),  # at no-trump the highest heart
        ("H2 S3 S9 HA", Suit.S, 2),  # the higher of two trumps
        ("D5 C9 CA D6", Suit.H, 3),  # discards never win
        ("SA SK SQ SJ", Suit.S, 0),
        ("H7 HA S7", Suit.S, 2),  # three cards: a trump
        ("H7 HA S7", None, 1),
        ("DK C8 D9", Suit.H, 0),
    ],
)
def test_winning_position(codes: str, trump: Suit | None, winner: int) -> None:
    assert winning_position(cards(codes), trump) == winner  # V-PLAY-5, P-PLAY-3


@given(st.lists(st.sampled_from(CARDS), min_size=3, max_size=4, unique=True), TRUMPS)
def test_the_winner_is_the_highest_trump_else_the_highest_of_the_suit_led(
    played: list[Card], trump: Suit | None
) -> None:
    """W-PLAY-4 stated independently: for tricks of three and of four cards."""
    trumps = [card for card in played if card.suit is trump]
    pool = trumps or [card for card in played if card.suit is played[0].suit]
    assert played[winning_position(played, trump)] is max(pool, key=lambda card: card.rank)


def test_a_trick_round_three_seats_knows_who_played_and_who_won() -> None:
    played = cards("CQ CA H7")  # W leads round E, S, W: W, E, S
    winner = trick_winner(THREE, Seat.W, played, Suit.H)
    assert winner is Seat.S
    trick = Trick(Seat.W, played, winner, THREE)
    assert trick.plays() == ((Seat.W, played[0]), (Seat.E, played[1]), (Seat.S, played[2]))
    assert trick_winner(THREE, Seat.W, played, None) is Seat.E


def test_a_trick_of_vint_goes_round_the_four_seats_by_default() -> None:
    played = cards("SA S2 S3 S4")
    trick = Trick(Seat.S, played, Seat.S)
    assert trick.ring == FOUR_SEATS
    assert [seat for seat, _ in trick.plays()] == [Seat.S, Seat.W, Seat.N, Seat.E]


HAND = CardSet.parse("SA SK H7 D9").mask


@pytest.mark.parametrize(
    ("led", "trump", "trumping", "legal"),
    [
        (None, Suit.H, Trumping.COMPULSORY, "SA SK H7 D9"),  # the leader plays any card
        (Suit.S, Suit.H, Trumping.COMPULSORY, "SA SK"),  # follow suit (V-PLAY-4, P-PLAY-2)
        (Suit.C, Suit.H, Trumping.OPTIONAL, "SA SK H7 D9"),  # void: any card (W-PLAY-3)
        (Suit.C, Suit.H, Trumping.COMPULSORY, "H7"),  # void: must trump (P-PLAY-2)
        (Suit.C, None, Trumping.COMPULSORY, "SA SK H7 D9"),  # no trumps: any card
        (Suit.C, Suit.C, Trumping.COMPULSORY, "SA SK H7 D9"),  # void in trumps led
    ],
)
def test_legal_cards(led: Suit | None, trump: Suit | None, trumping: Trumping, legal: str) -> None:
    assert CardSet(legal_mask(HAND, led, trump, trumping)) == CardSet.parse(legal)


def test_a_player_void_in_the_suit_led_and_in_trumps_discards() -> None:
    """P-PLAY-2: only a player with neither the suit led nor a trump may discard."""
    hand = CardSet.parse("SA D9").mask
    assert legal_mask(hand, Suit.C, Suit.H, Trumping.COMPULSORY) == hand


@given(
    st.integers(min_value=1, max_value=(1 << 52) - 1),
    st.sampled_from([None, *Suit]),
    TRUMPS,
    st.sampled_from(list(Trumping)),
)
def test_legal_cards_are_never_empty_and_always_held(
    hand: int, led: Suit | None, trump: Suit | None, trumping: Trumping
) -> None:
    legal = legal_mask(hand, led, trump, trumping)
    assert legal and legal & ~hand == 0
    if led is not None and hand & SUIT_MASKS[led]:
        assert legal == hand & SUIT_MASKS[led]
    compulsory = trumping is Trumping.COMPULSORY and trump is not None
    if led is not None and not hand & SUIT_MASKS[led] and not compulsory:
        assert legal == hand
