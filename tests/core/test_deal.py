"""Deals: the pinned seeded shuffle, dealing from the dealer's left, PBN deals (V-DEAL)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wint.core.deal import Deal, deal_from_seed
from wint.core.errors import NotationError
from wint.core.seats import Seat

# Recorded hands: deal_from_seed must give exactly these on every Python version.
GOLDEN = {
    (1, 1): "N:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QT4",
    (1, 2): "N:53.KQ764.976.A52 KQJ982.952.K.KJ4 74.AT.A832.QT763 AT6.J83.QJT54.98",
    (42, 7): "N:AT632.Q853.K7.97 98.A64.QJ82.AKQ4 5.KT72.AT6543.J3 KQJ74.J9.9.T8652",
    (2026, 0): "N:KJT.843.J9.KJT73 Q9743.QT92.T5.64 2.KJ7.AQ632.9852 A865.A65.K874.AQ",
}


@pytest.mark.parametrize(("seed", "number"), list(GOLDEN))
def test_pinned_shuffle_gives_recorded_hands(seed: int, number: int) -> None:
    assert deal_from_seed(seed, number).pbn() == GOLDEN[(seed, number)]


def test_dealing_starts_on_the_dealers_left() -> None:
    """V-DEAL-3: the same pack dealt by E gives N what W received when N dealt."""
    by_north = deal_from_seed(1, 1, Seat.N)
    by_east = deal_from_seed(1, 1, Seat.E)
    for seat in Seat:
        assert by_east.hands[seat.lho] == by_north.hands[seat]


@given(st.integers(min_value=0, max_value=2**64), st.integers(min_value=0, max_value=10**6))
def test_seeded_deals_are_full_and_round_trip(seed: int, number: int) -> None:
    deal = deal_from_seed(seed, number)
    assert sorted(len(h) for h in deal.hands) == [13, 13, 13, 13]
    for first in Seat:
        assert Deal.parse_pbn(deal.pbn(first)) == deal


def test_different_seeds_give_different_deals() -> None:
    deals = {deal_from_seed(7, n).pbn() for n in range(50)}
    assert len(deals) == 50


def test_pbn_deal_may_start_with_any_seat() -> None:
    deal = Deal.parse_pbn(GOLDEN[(1, 1)])
    east_first = deal.pbn(Seat.E)
    assert east_first.startswith("E:K765.J8.T5.J8652 ")
    assert Deal.parse_pbn(east_first) == deal
    assert deal.holder(deal.hands[Seat.S].cards()[0]) is Seat.S


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("N:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QT", "12 cards"),
        ("N:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QTA", "twice"),
        ("X:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QT4", "seat"),
        ("N AQJ84.T96.93.A97", "first seat"),
        ("N:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3", "4 hands"),
        ("N:AQJ84.T96.93 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QT4", "4 suits"),
    ],
)
def test_bad_pbn_deals_are_refused(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        Deal.parse_pbn(text)
