"""The test game Trio, built on the core's ring, pack, dealing and tricks: the proof that they
serve a table of three seats."""

from __future__ import annotations

import random

import pytest

from tests.games.trio.state import DECK, RING, SEATS, TrioState
from wint.core.cards import CardSet
from wint.core.errors import IllegalActionError, NotationError, Reason
from wint.core.seats import Seat

HANDS = (CardSet.parse("SA SK HA HK"), CardSet.parse("SQ SJ HQ HJ"), CardSet.parse("ST S9 HT H9"))


@pytest.mark.parametrize("number", range(30))
def test_a_seeded_deal_gives_three_hands_of_the_pack(number: int) -> None:
    dealer = SEATS[number % 3]
    state = TrioState.from_seed(7, number, dealer)
    assert [len(hand) for hand in state.hands] == [4, 4, 4]
    assert CardSet.of(card for hand in state.hands for card in hand).mask == DECK.mask
    assert state.to_act is RING.next(dealer)


def test_play_goes_round_three_seats_and_the_winner_leads() -> None:
    state = TrioState.new(HANDS, Seat.S)  # S deals: N, on his left in a ring of three, leads
    assert state.to_act is Seat.N
    for code in ("HK", "HJ", "HT"):
        state = state.apply_code(code)
    trick = state.tricks[0]
    assert [(seat, card.code) for seat, card in trick.plays()] == [
        (Seat.N, "HK"),
        (Seat.E, "HJ"),
        (Seat.S, "HT"),
    ]
    assert trick.winner is Seat.N and state.to_act is Seat.N
    assert state.plays == trick.plays()


def test_random_deals_play_out_by_the_rules() -> None:
    rng = random.Random(4)
    for number in range(40):
        state = TrioState.from_seed(2, number, SEATS[number % 3])
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            hand = state.hand(seat)
            legal = state.legal_actions()
            if state.current and hand.suit(state.current[0].suit):
                assert set(legal) == set(hand.suit(state.current[0].suit))
            else:
                assert set(legal) == set(hand)
            state = state.apply(rng.choice(legal))
        assert sum(state.result()) == 4
        assert len(state.history()) == 12


def test_a_card_out_of_turn_or_not_following_suit_is_refused() -> None:
    state = TrioState.new(HANDS, Seat.N).apply_code("SQ")  # E leads
    with pytest.raises(IllegalActionError) as info:
        state.apply_code("HT")
    assert info.value.reason is Reason.MUST_FOLLOW_SUIT
    with pytest.raises(IllegalActionError) as info:
        state.apply_code("ST", Seat.N)
    assert info.value.reason is Reason.NOT_YOUR_TURN


@pytest.mark.parametrize(
    "hands",
    [
        (CardSet.parse("SA SK HA H2"), HANDS[1], HANDS[2]),  # H2 is not in Trio's pack
        (HANDS[0], HANDS[0], HANDS[2]),  # a card dealt twice
        (CardSet.parse("SA SK HA"), HANDS[1], HANDS[2]),  # three cards
    ],
)
def test_impossible_hands_are_refused(hands: tuple[CardSet, CardSet, CardSet]) -> None:
    with pytest.raises(NotationError, match="4 cards of the pack"):
        TrioState.new(hands, Seat.N)
