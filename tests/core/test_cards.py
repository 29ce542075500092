"""Cards, card sets, calls and their notation (V-DECK)."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wint.core.cards import CARDS, Card, CardSet, Rank, Suit
from wint.core.errors import NotationError
from wint.core.seats import Seat, Side
from wint.games.vint.calls import ALL_BIDS, INVITE, PASS, QUESTION, Call, Strain, bid
from wint.games.vint.contract import Contract
from wint.games.vint.state import Claim, parse_action

card_sets = st.integers(min_value=0, max_value=(1 << 52) - 1).map(CardSet)


def test_deck_has_52_interned_cards_in_vint_suit_order() -> None:
    assert len(CARDS) == 52
    assert len({card.code for card in CARDS}) == 52
    assert [s.name for s in Suit] == ["S", "C", "D", "H"]  # V-DECK-3
    assert Card(Suit.H, Rank.ACE) is Card.parse("HA")
    assert Card.parse("HT").rank is Rank.TEN  # ten is T
    assert pickle.loads(pickle.dumps(Card.parse("D2"))) is Card.parse("D2")


@pytest.mark.parametrize("text", ["", "S", "S10", "X2", "s2", "SAA", "HZ"])
def test_bad_card_codes_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(text)


@given(st.sampled_from(CARDS))
def test_card_code_round_trip(card: Card) -> None:
    assert Card.parse(card.code) is card
    assert Card.from_index(card.index) is card


@given(card_sets)
def test_pbn_hand_round_trip(cards: CardSet) -> None:
    assert CardSet.parse_pbn(cards.pbn()) == cards
    assert CardSet.parse(" ".join(c.code for c in cards)) == cards
    assert len(cards) == len(list(cards)) == len(cards.cards())


@given(card_sets, card_sets)
def test_set_algebra_matches_python_sets(a: CardSet, b: CardSet) -> None:
    sa, sb = set(a), set(b)
    assert set(a | b) == sa | sb
    assert set(a & b) == sa & sb
    assert set(a - b) == sa - sb
    assert set(a ^ b) == sa ^ sb
    assert (a <= b) == (sa <= sb)
    assert sum(len(a.suit(s)) for s in Suit) == len(a)


def test_pbn_hand_examples_and_errors() -> None:
    hand = CardSet.parse_pbn("AKQ2.JT9.876.54")
    assert str(hand) == "AKQ2.JT9.876.54"
    assert len(hand.suit(Suit.H)) == 3
    assert CardSet.parse_pbn("...") == CardSet.parse_pbn("-.-.-.-") == CardSet()
    assert CardSet.parse_pbn("akq2.jt9.876.54") == hand
    for bad in ("AKQ.JT9.876", "AAK...", "AK1...", "AKQ JT9 876 54", "AKQ.-J.."):
        with pytest.raises(NotationError):
            CardSet.parse_pbn(bad)


def test_bids_rank_by_level_then_strain() -> None:
    order = [c.code for c in ALL_BIDS[:6]]
    assert order == ["1S", "1C", "1D", "1H", "1NT", "2S"]  # V-DECK-3, V-BID-3
    assert bid(3, Strain.NT).beats(bid(3, Strain.H))
    assert bid(3, Strain.S).beats(bid(2, Strain.NT)) is not False
    assert bid(1, Strain.S).beats(None)
    assert not PASS.beats(None)
    with pytest.raises(ValueError, match="1-7"):
        bid(8, Strain.S)


@given(st.sampled_from([*ALL_BIDS, PASS, QUESTION, INVITE]))
def test_call_code_round_trip(call: Call) -> None:
    assert Call.parse(call.code) is call
    assert parse_action(call.code) is call
    assert pickle.loads(pickle.dumps(call)) is call


@pytest.mark.parametrize("text", ["", "0S", "8NT", "1N", "PASS", "p", "1s", "claim:", "claim:x"])
def test_bad_actions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


def test_claim_notation_round_trip() -> None:
    assert parse_action("claim:7") == Claim(7)
    assert str(Claim(12)) == "claim:12"


def test_seats_and_sides() -> None:
    assert [Seat.N.lho, Seat.N.partner, Seat.N.rho] == [Seat.E, Seat.S, Seat.W]
    assert Seat.W.next is Seat.N  # clockwise (V-PLAY-3)
    assert Seat.E.side is Side.EW and Side.NS.other is Side.EW
    assert Side.EW.seats == (Seat.E, Seat.W)
    with pytest.raises(NotationError):
        Seat.parse("X")


def test_contract_properties() -> None:
    contract = Contract.parse("6H", "S")
    assert contract.tricks_needed == 12 and contract.is_slam  # V-BID-2
    assert contract.trick_value == 60 and Contract.parse("1C", "N").trick_value == 10  # V-SCORE-3
    assert contract.trump is Suit.H and contract.side is Side.NS
    assert Contract.parse("2NT", "E").trump is None  # V-PLAY-6
    for bad in ("8S", "0H", "3X", "", "H3"):
        with pytest.raises(NotationError):
            Contract.parse(bad, "N")
