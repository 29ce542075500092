"""The Whist deal: the pinned shuffle dealt from the dealer's left, the turned card
(W-DEAL-2, W-DEAL-3), no-trump whist (W-VAR-NT), and the deal's text form."""

from __future__ import annotations

import pytest

from wint.core.cards import Card, Suit
from wint.core.deal import Deal, deal_from_seed
from wint.core.errors import NotationError
from wint.core.seats import Seat
from wint.games.whist.deal import WhistDeal

PBN = "N:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QT4"


@pytest.mark.parametrize(
    ("seed", "number", "dealer", "text"),
    [
        (1, 1, Seat.N, PBN + " D9"),
        (
            5,
            2,
            Seat.S,
            "N:AQ.AKQJ4.QT.T965 65.T973.J96543.J KT92.86.8.KQ8732 J8743.52.AK72.A4 C2",
        ),
        (
            2026,
            12,
            Seat.E,
            "N:AQJ43.96.AK.T973 952.AQ83.Q4.Q642 876.KJT742.T98.5 KT.5.J76532.AKJ8 HQ",
        ),
    ],
)
def test_a_seed_gives_a_pinned_deal_and_turned_card(
    seed: int, number: int, dealer: Seat, text: str
) -> None:
    deal = WhistDeal.from_seed(seed, number, dealer)
    assert deal.text() == text
    assert deal.dealer is dealer
    assert deal.turned is not None and deal.turned in deal.hand(dealer)  # W-DEAL-3
    assert deal.trump is deal.turned.suit


@pytest.mark.parametrize("dealer", list(Seat))
def test_the_hands_are_dealt_one_at_a_time_from_the_dealers_left(dealer: Seat) -> None:
    """W-DEAL-2: the same hands as every 52-card game of the family deals."""
    assert WhistDeal.from_seed(3, 4, dealer).deal == deal_from_seed(3, 4, dealer)


def test_the_turned_card_is_the_last_card_of_the_pack_the_dealers() -> None:
    """The 52nd card goes to the dealer whoever deals: over many deals the turned card is
    always his, and it is every card of the pack about equally often."""
    seen = set()
    for number in range(400):
        dealer = Seat(number % 4)
        deal = WhistDeal.from_seed(8, number, dealer)
        assert deal.turned in deal.hand(dealer)
        seen.add(deal.turned)
    assert len(seen) > 45


def test_no_trump_whist_turns_no_card() -> None:
    deal = WhistDeal.from_seed(1, 1, Seat.N, no_trump=True)  # W-VAR-NT
    assert deal.trump is None and deal.turned is None
    assert deal.deal == WhistDeal.from_seed(1, 1, Seat.N).deal
    assert deal.text() == PBN


@pytest.mark.parametrize(
    ("turned", "expected"),
    [("D9", Card.parse("D9")), ("D", None), ("", None)],
)
def test_the_text_form_round_trips(turned: str, expected: Card | None) -> None:
    text = f"{PBN} {turned}".strip()
    deal = WhistDeal.parse(text, Seat.N)
    assert deal.turned == expected
    assert deal.trump == (Suit.D if turned else None)
    assert deal.text() == text
    assert WhistDeal.parse(deal.text(), Seat.N) == deal


def test_a_record_gives_only_the_trump_suit_which_the_dealer_must_hold() -> None:
    hands = Deal.parse_pbn(PBN)
    assert WhistDeal(hands, Seat.S, Suit.D).turned is None
    with pytest.raises(NotationError, match="holds no card of the trump suit"):
        WhistDeal(
            Deal.parse_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"),
            Seat.N,
            Suit.H,
        )


@pytest.mark.parametrize(
    ("text", "dealer", "message"),
    [
        (PBN + " S2", Seat.N, "not the dealer's"),  # W holds the two of spades
        (PBN + " X9", Seat.N, "not a turned card"),
        (PBN + " NT", Seat.N, "not a turned card"),
        (PBN + " Q", Seat.N, "unknown suit"),
        (PBN + " D9 D3", Seat.N, "PBN deal, then the turned card"),
        ("N:AQJ84.T96.93.A97 K765.J8.T5.J8652 D9", Seat.N, "PBN deal, then the turned card"),
        (PBN.replace("AQJ84", "AQJ8"), Seat.N, "12 cards"),
        (PBN + " D9", Seat.E, "not the dealer's"),
    ],
)
def test_bad_text_is_a_notation_error(text: str, dealer: Seat, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        WhistDeal.parse(text, dealer)


def test_a_turned_card_must_be_a_trump() -> None:
    with pytest.raises(NotationError, match="not a trump"):
        WhistDeal(Deal.parse_pbn(PBN), Seat.N, Suit.H, Card.parse("D9"))
