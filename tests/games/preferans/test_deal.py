"""The Preferans deal (P-TAB-1, P-TAB-2, P-DEAL-2): 32 cards, three active hands of ten, the
prikup of two, seeded; its PBN-like text."""

from __future__ import annotations

import pytest

from wint.core.cards import CardSet
from wint.core.deal import shuffled_deck
from wint.core.deck import DECK_32
from wint.core.errors import NotationError
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.result import PrefSeat


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("dealer", ["A", "B", "C"])
def test_p_deal_2_three_hands_of_ten_and_a_prikup_of_two_make_the_pack(
    players: int, dealer: str
) -> None:
    deal = PrefDeal.from_seed(7, 3, PrefSeat.parse(dealer), players)
    held = CardSet()
    for seat in deal.active:
        assert len(deal.hand(seat)) == 10
        held = held | deal.hand(seat)
    held = held | CardSet.of(deal.prikup)
    assert held == CardSet(DECK_32.mask)


def test_p_tab_1_with_four_the_dealer_sits_out_and_the_first_hand_is_his_left() -> None:
    deal = PrefDeal.from_seed(2, 1, PrefSeat.D, 4)
    assert deal.active == (PrefSeat.A, PrefSeat.B, PrefSeat.C)
    assert not deal.hand(PrefSeat.D)
    assert PrefDeal.from_seed(2, 1, PrefSeat.B, 4).active == (PrefSeat.C, PrefSeat.D, PrefSeat.A)
    assert PrefDeal.from_seed(2, 1, PrefSeat.B, 3).active == (PrefSeat.C, PrefSeat.A, PrefSeat.B)


def test_p_deal_2_packets_of_two_from_the_left_prikup_after_the_first_round() -> None:
    pack = shuffled_deck(5, 9, DECK_32)
    deal = PrefDeal.from_seed(5, 9, PrefSeat.A, 3)
    first, second, third = deal.active
    assert set(pack[0:2]) <= set(deal.hand(first))
    assert set(pack[2:4]) <= set(deal.hand(second))
    assert set(pack[4:6]) <= set(deal.hand(third))
    assert deal.prikup == (pack[6], pack[7])
    assert set(pack[8:10]) <= set(deal.hand(first))


def test_the_same_seed_deals_the_same_cards_and_another_number_others() -> None:
    assert PrefDeal.from_seed(1, 4, PrefSeat.A, 3) == PrefDeal.from_seed(1, 4, PrefSeat.A, 3)
    assert PrefDeal.from_seed(1, 4, PrefSeat.A, 3) != PrefDeal.from_seed(1, 5, PrefSeat.A, 3)


@pytest.mark.parametrize("players", [3, 4])
def test_the_text_reads_back(players: int) -> None:
    for number in range(1, 6):
        deal = PrefDeal.from_seed(3, number, PrefSeat.B, players)
        assert PrefDeal.parse(deal.text(), PrefSeat.B, players) == deal
    four = PrefDeal.from_seed(3, 1, PrefSeat.B, 4).text()
    assert four.startswith("C:") and " - " in four


@pytest.mark.parametrize(
    "text",
    [
        "A:Q97.KQT98.T8. JT.J7.A7.AKJ8 AK8.A.QJ9.T97 DK",  # no second prikup card
        "A:Q97.KQT98.T8. JT.J7.A7.AKJ8 AK8.A.QJ9.T97 DK DK",  # a card twice
        "A:Q97.KQT98.T8. JT.J7.A7.AKJ8 AK8.A.QJ9.T96 DK CQ",  # a six
        "A:Q97.KQT98.T8.7 JT.J7.A7.AKJ8 AK8.A.QJ9.T9 DK CQ",  # eleven and nine
        "E:Q97.KQT98.T8. JT.J7.A7.AKJ8 AK8.A.QJ9.T97 DK CQ",  # no such seat
        "Q97.KQT98.T8. JT.J7.A7.AKJ8 AK8.A.QJ9.T97 DK CQ",  # no first seat
        "A:Q97.KQT98.T8. JT.J7.A7.AKJ8 AK8.A.QJ9.T97 DK X9",  # not a card
    ],
)
def test_a_deal_that_is_not_the_pack_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        PrefDeal.parse(text, PrefSeat.C, 3)
