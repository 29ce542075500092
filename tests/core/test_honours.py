"""Honours and coronets held in the hands as dealt (V-HON-2, V-HON-3, V-CORO-1, W-SC-2, W-SC-3)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wint.core.cards import Card, CardSet, Rank, Suit
from wint.core.deal import Deal, deal_from_seed
from wint.core.honours import ACES_MASK, Coronet, coronets_of_hand, held, honours_mask
from wint.core.seats import FOUR_SEATS, SEATS, Partnership, SeatRing

N, E, S, W = SEATS


def test_the_honours_are_the_five_top_trumps_and_the_aces_are_four() -> None:
    assert CardSet(honours_mask(Suit.D)) == CardSet.parse("DA DK DQ DJ DT")  # V-HON-2, W-SC-2
    assert CardSet(ACES_MASK) == CardSet.parse("SA CA DA HA")


@pytest.mark.parametrize(
    ("hand", "found"),
    [
        ("AKQ.AKQJT98765432..", [(Suit.S, 3), (Suit.H, 13)]),
        ("AKJ.AK.AQ.A", [(None, 4)]),  # no run of three: four aces
        ("AKQ..A.A", [(Suit.S, 3), (None, 3)]),
        ("KQJT98.AK.AJ.", []),  # a run must start at the ace
    ],
)
def test_coronets_of_a_hand(hand: str, found: list[tuple[Suit | None, int]]) -> None:
    """V-CORO-1: runs of three or more from the ace, suit by suit, then three or four aces."""
    coronets = coronets_of_hand(E, CardSet.parse_pbn(hand))
    assert [(coronet.suit, coronet.length) for coronet in coronets] == found
    assert all(coronet.seat is E for coronet in coronets)


def test_whist_counts_no_coronet_of_aces() -> None:
    """Rulebook A.4: Whist's coronets are suit runs only."""
    hand = CardSet.parse_pbn("AKQ..A.A")
    assert coronets_of_hand(N, hand, aces=False) == (Coronet(N, Suit.S, 3),)


def test_a_run_in_the_short_pack_ends_at_the_seven() -> None:
    """The 32-card pack has no six: a run from the ace to the seven is its longest."""
    hand = CardSet.parse_pbn("AKQJT987...")
    assert coronets_of_hand(S, hand) == (Coronet(S, Suit.S, 8),)


@given(st.integers(min_value=0, max_value=(1 << 52) - 1))
def test_coronet_runs_match_an_independent_count(mask: int) -> None:
    hand = CardSet(mask)
    runs = {c.suit: c.length for c in coronets_of_hand(W, hand) if not c.is_aces}
    for suit in Suit:
        length = 0
        for rank in reversed(Rank):
            if Card(suit, rank) not in hand:
                break
            length += 1
        assert runs.get(suit, 0) == (length if length >= 3 else 0)


def test_teams_hold_what_their_hands_hold_together() -> None:
    """V-HON-1, W-SC-2: partners' hands count together; with no partners each hand alone."""
    deal = Deal.parse_pbn("N:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QT4")
    assert held(deal.hands, FOUR_SEATS.teams(), honours_mask(Suit.H)) == (3, 2)
    assert held(deal.hands, FOUR_SEATS.teams(), ACES_MASK) == (4, 0)
    alone = SeatRing(SEATS, Partnership.NONE).teams()
    assert held(deal.hands, alone, ACES_MASK) == (2, 0, 2, 0)


@given(st.integers(min_value=0, max_value=10**6))
def test_the_honours_of_a_deal_add_up(number: int) -> None:
    hands = deal_from_seed(3, number).hands
    for trump in Suit:
        assert sum(held(hands, FOUR_SEATS.teams(), honours_mask(trump))) == 5
    assert sum(held(hands, FOUR_SEATS.teams(), ACES_MASK)) == 4
