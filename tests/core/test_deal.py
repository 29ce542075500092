"""Deals: the pinned seeded shuffle, dealing from the dealer's left, PBN deals (V-DEAL)."""

from __future__ import annotations

import pytest
from endplay.types import Deal as EndplayDeal
from endplay.types import Player as EndplayPlayer
from hypothesis import assume, given
from hypothesis import strategies as st

from wint.core.cards import Card, CardSet, Suit
from wint.core.deal import Deal, Dealing, deal_from_seed, shuffled_deck
from wint.core.deck import DECK_32, DECK_52, Deck
from wint.core.errors import NotationError
from wint.core.seats import FOUR_SEATS, Partnership, Seat, SeatRing

# Recorded hands: deal_from_seed must give exactly these on every Python version.
GOLDEN = {
    (1, 1): "N:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QT4",
    (1, 2): "N:53.KQ764.976.A52 KQJ982.952.K.KJ4 74.AT.A832.QT763 AT6.J83.QJT54.98",
    (42, 7): "N:AT632.Q853.K7.97 98.A64.QJ82.AKQ4 5.KT72.AT6543.J3 KQJ74.J9.9.T8652",
    (2026, 0): "N:KJT.843.J9.KJT73 Q9743.QT92.T5.64 2.KJ7.AQ632.9852 A865.A65.K874.AQ",
}
# Voids in every place a suit can be: first, in the middle, last, and a hand of one suit.
VOIDS = "N:.AKQJT98765.432. AKQJT9876...5432 5432.432.AKQJT9. ..8765.AKQJT9876"
# The same deal as wint wrote it before issue 14.
DASHED = "N:-.AKQJT98765.432.- AKQJT9876.-.-.5432 5432.432.AKQJT9.- -.-.8765.AKQJT9876"


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


@st.composite
def deals_with_voids(draw: st.DrawFn) -> tuple[Deal, Seat]:
    """A deal with at least one void (the first cards of a shuffled pack sorted by suit, so
    that the hands dealt in blocks of 13 often miss a suit), and the seat written first."""
    rng = draw(st.randoms(use_true_random=False))
    deck = list(range(52))
    rng.shuffle(deck)
    cut = draw(st.integers(min_value=13, max_value=52))
    deck[:cut] = sorted(deck[:cut], key=lambda index: index // 13)
    masks = [sum(1 << index for index in deck[13 * seat : 13 * seat + 13]) for seat in range(4)]
    deal = Deal.from_masks(masks)
    assume(any(not hand.suit(suit) for hand in deal.hands for suit in Suit))
    return deal, draw(st.sampled_from(list(Seat)))


@given(deals_with_voids())
def test_deals_with_voids_round_trip_through_endplays_pbn_parser(
    drawn: tuple[Deal, Seat],
) -> None:
    """Issue 14 §11: a void is PBN's empty suit (``AKQ..J``), which endplay reads; the ``-``
    wint wrote before is not PBN, and endplay refuses it."""
    deal, first = drawn
    text = deal.pbn(first)
    assert "-" not in text
    theirs = EndplayDeal(text)
    for seat in Seat:
        assert str(theirs[EndplayPlayer(int(seat))]) == deal.hands[seat].pbn()
    assert Deal.parse_pbn(theirs.to_pbn()) == deal


def test_a_void_is_written_empty_and_read_either_way() -> None:
    """PBN's empty suit is written; the ``-`` of older files (sessions, records) is still read."""
    deal = Deal.parse_pbn(VOIDS)
    assert deal.pbn() == VOIDS
    assert Deal.parse_pbn(DASHED) == deal
    assert CardSet.parse_pbn("-.-.-.-") == CardSet.parse_pbn("...") == CardSet()


def test_lowercase_seats_and_ranks_are_read_as_lenient_pbn_readers_do() -> None:
    upper = GOLDEN[(1, 1)]
    assert Deal.parse_pbn(upper.lower()) == Deal.parse_pbn(upper)
    assert Deal.parse_pbn("w" + upper[1:]) == Deal.parse_pbn("W" + upper[1:])
    assert Deal.parse_pbn(VOIDS.lower()).pbn() == VOIDS
    with pytest.raises(NotationError, match="seat"):
        Deal.parse_pbn("x" + upper[1:])


# Preferans with four players (P-TAB-1, P-DEAL-2): the dealer sits out, three hands of ten in
# packets of two, the talon of two set aside after the first round (neither first nor last).
PREFERANS = Dealing(DECK_32, hands=3, hand_size=10, packet=2, talon=2, talon_after=6)


@given(st.integers(min_value=0, max_value=2**32), st.sampled_from([DECK_52, DECK_32]))
def test_the_pinned_shuffle_of_any_pack_is_a_permutation_of_it(seed: int, deck: Deck) -> None:
    pack = shuffled_deck(seed, 3, deck)
    assert sorted(pack) == list(deck.cards)
    assert shuffled_deck(seed, 3, deck) == pack


def test_the_full_pack_shuffles_as_it_always_did() -> None:
    """The pack of the recorded deals: dealt one at a time from N's left, card k to seat k+1."""
    pack = shuffled_deck(1, 1)
    hands = Deal.parse_pbn(GOLDEN[(1, 1)]).hands
    assert all(pack[k] in hands[(k + 1) % 4] for k in range(52))
    assert shuffled_deck(1, 1, DECK_52) == pack


def test_packets_go_round_the_receivers_and_the_talon_is_set_aside_between_them() -> None:
    """P-DEAL-2: packets of two clockwise from the dealer's left; the talon after six cards."""
    pack = shuffled_deck(5, 2, DECK_32)
    ring = SeatRing((Seat.N, Seat.E, Seat.S), Partnership.ONE_AGAINST_TWO)
    receivers = ring.cycle(ring.next(Seat.W))  # W deals and sits out
    assert receivers == (Seat.N, Seat.E, Seat.S)
    masks, talon = PREFERANS.deal(pack, receivers)
    assert masks[Seat.W] == 0
    assert [len(CardSet(masks[seat])) for seat in receivers] == [10, 10, 10]
    assert CardSet(talon) == CardSet.of(pack[6:8])
    expected = {
        Seat.N: pack[0:2] + pack[8:10],  # the first packet, and the first after the talon
        Seat.E: pack[2:4] + pack[10:12],
        Seat.S: pack[4:6] + pack[12:14] + pack[30:32],  # the last packet
    }
    for seat, cards in expected.items():
        assert CardSet.of(cards) <= CardSet(masks[seat])
    assert masks[0] | masks[1] | masks[2] | masks[3] | talon == DECK_32.mask


def test_whists_trump_card_is_the_dealers_last_card() -> None:
    """W-DEAL-2, W-DEAL-3: dealt one at a time from the dealer's left, the 52nd card, turned
    for trumps, is the dealer's."""
    whist = Dealing(DECK_52, hands=4, hand_size=13)
    for dealer in Seat:
        pack = shuffled_deck(8, 1)
        masks, talon = whist.deal(pack, FOUR_SEATS.cycle(dealer.lho))
        assert talon == 0
        assert masks[dealer] & pack[-1].bit
        assert Deal.from_masks(masks) == deal_from_seed(8, 1, dealer)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"hands": 3, "hand_size": 10}, "do not hold the pack"),
        ({"hands": 5, "hand_size": 6, "talon": 2}, "one to four hands"),
        ({"hands": 3, "hand_size": 9, "packet": 2, "talon": 5}, "whole packets"),
        ({"hands": 3, "hand_size": 10, "packet": 2, "talon": 2, "talon_after": 7}, "between"),
        ({"hands": 3, "hand_size": 10, "packet": 2, "talon": 2, "talon_after": 32}, "between"),
    ],
)
def test_impossible_dealings_are_refused(arguments: dict[str, int], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Dealing(DECK_32, **arguments)


def test_a_dealing_deals_its_own_pack_to_its_number_of_seats() -> None:
    with pytest.raises(ValueError, match="deal 32 cards to 3 seats"):
        PREFERANS.deal(shuffled_deck(1, 1), (Seat.N, Seat.E, Seat.S))
    with pytest.raises(ValueError, match="deal 32 cards to 3 seats"):
        PREFERANS.deal(shuffled_deck(1, 1, DECK_32), FOUR_SEATS.seats)
    with pytest.raises(ValueError, match="deal 32 cards to 3 seats"):
        PREFERANS.deal(shuffled_deck(1, 1, DECK_32), (Seat.N, Seat.E, Seat.N))
    assert Card.parse("S2") not in shuffled_deck(1, 1, DECK_32)
