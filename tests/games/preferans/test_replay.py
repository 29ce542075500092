"""A replay deal played through the rules (record-preferans.md ``wint replay``): its reason
codes at their places, checked in game order."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.preferans.helpers import play, rules, start
from wint.core.fields import RecordError
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.replay import replay_deal
from wint.games.preferans.result import Contract, PrefSeat, WhistWord
from wint.games.preferans.state import PrefState

HANDS = {
    "A": ["SA", "SK", "SQ", "SJ", "ST", "HA", "HK", "DA", "DK", "C7"],
    "B": ["S9", "S8", "DQ", "DJ", "DT", "D9", "CA", "CK", "CQ", "CJ"],
    "C": ["S7", "HQ", "HJ", "HT", "H9", "H8", "D8", "CT", "C9", "C8"],
    "prikup": ["H7", "D7"],
}
SIX_SPADES = ["6S", "P", "P", "discard:H7,D7", "contract:6S", "whist", "pass", "closed"]


def cards_to_the_end(state: PrefState) -> list[str]:
    """The lowest legal card each turn until the deal is over."""
    played = []
    while not state.is_over:
        card = state.legal_actions()[0]
        played.append(str(card))
        state = state.apply(card)
    return played


def six_spades(**changes: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "dealer": "C",
        "deal": HANDS,
        "calls": ["6S", "P", "P"],
        "discard": ["H7", "D7"],
        "contract": "6S",
        "whist": ["whist", "pass"],
        "play": cards_to_the_end(play(start(), SIX_SPADES)),
    }
    item.update(changes)
    return {key: value for key, value in item.items() if value is not None}


def fault(item: dict[str, Any]) -> str:
    with pytest.raises(RecordError) as error:
        replay_deal(rules(), 3, item, "deals[0]")
    return str(error.value)


def test_a_replayed_deal_gives_the_states_result() -> None:
    result = replay_deal(rules(), 3, six_spades(), "deals[0]")
    expected = play(start(), [*SIX_SPADES, *six_spades()["play"]]).result()
    assert result == expected
    assert result.contract == Contract.parse("6S") and result.declarer is PrefSeat.A
    assert result.whist == (WhistWord.WHIST, WhistWord.PASS)


def test_the_auctions_codes_at_their_calls() -> None:
    assert fault(six_spades(calls=["6S", "6X"])) == "deals[0].calls[1]: BAD_NOTATION"
    assert fault(six_spades(calls=["6D", "6C"])) == "deals[0].calls[1]: BID_TOO_LOW"
    assert fault(six_spades(calls=["6S", "P", "P", "P"])) == "deals[0].calls[3]: AUCTION_CLOSED"
    assert fault(six_spades(calls=["6S", "P"])) == "deals[0].calls: AUCTION_NOT_CLOSED"
    assert fault(six_spades(calls=None)) == "deals[0].calls: AUCTION_NOT_CLOSED"
    misere = six_spades(calls=["6S", "6C", "P", "misere"])
    assert fault(misere) == "deals[0].calls[3]: MISERE_NOT_ALLOWED"
    with pytest.raises(RecordError) as error:
        replay_deal(rules(exit_ladder="6-7-7"), 3, six_spades(), "deals[0]", allpass_run=1)
    assert str(error.value) == "deals[0].calls[0]: BID_TOO_LOW"


def test_the_discard_and_the_contract() -> None:
    assert fault(six_spades(discard=["H7", "S9"])) == "deals[0].discard: BAD_DISCARD"
    assert fault(six_spades(discard=["H7"])) == "deals[0].discard: BAD_DISCARD"
    assert fault(six_spades(discard=None)) == "deals[0].discard: BAD_DISCARD"
    assert fault(six_spades(discard=["H7", "X1"])) == "deals[0].discard: BAD_NOTATION"
    assert fault(six_spades(contract=None)) == "deals[0].contract: BAD_NOTATION"
    low = six_spades(calls=["6NT", "P", "P"], contract="6H")
    assert fault(low) == "deals[0].contract: CONTRACT_TOO_LOW"
    assert fault(six_spades(contract="misere")) == "deals[0].contract: MISERE_NOT_ALLOWED"


def test_the_whisting_words_and_open() -> None:
    assert fault(six_spades(whist=["half"])) == "deals[0].whist[0]: BAD_WHIST"
    assert fault(six_spades(whist=["whist"])) == "deals[0].whist: BAD_WHIST"
    assert fault(six_spades(whist=["vist", "pass"])) == "deals[0].whist[0]: BAD_NOTATION"
    assert fault(six_spades(whist=["whist", "pass", "pass"])) == "deals[0].whist[2]: BAD_WHIST"
    assert fault(six_spades(whist=["whist", "whist"], open=True)) == "deals[0].open: BAD_WHIST"
    misere = six_spades(calls=["misere", "P", "P"], contract="misere", whist=["whist"])
    assert fault(misere) == "deals[0].whist[0]: BAD_WHIST"


def test_the_plays_codes_at_their_cards() -> None:
    cards = six_spades()["play"]
    assert cards[0] == "SA"
    assert fault(six_spades(play=["HA", "CA"])) == "deals[0].play[1]: MUST_TRUMP"
    assert fault(six_spades(play=["HA", "S9", "S7"])) == "deals[0].play[2]: MUST_FOLLOW_SUIT"
    assert fault(six_spades(play=["S9"])) == "deals[0].play[0]: NOT_YOUR_TURN"
    assert fault(six_spades(play=["H7"])) == "deals[0].play[0]: CARD_NOT_IN_HAND"  # discarded
    assert fault(six_spades(play=["SZ"])) == "deals[0].play[0]: BAD_NOTATION"
    assert fault(six_spades(play=cards[:-1])) == "deals[0].play: PLAY_INCOMPLETE"
    assert fault(six_spades(play=[*cards, "SA"])) == "deals[0].play[30]: NO_PLAY_EXPECTED"
    both_pass = six_spades(whist=["pass", "pass"])
    assert fault(both_pass) == "deals[0].play[0]: NO_PLAY_EXPECTED"
    result = replay_deal(rules(), 3, six_spades(whist=["pass", "pass"], play=None), "deals[0]")
    assert result.tricks is None


def test_checks_run_in_game_order_whatever_the_documents_order() -> None:
    item = six_spades(calls=["6S", "6X"])
    reordered = {"play": ["ZZ"], **item}
    assert fault(reordered) == "deals[0].calls[1]: BAD_NOTATION"


def test_all_pass_takes_no_discard_contract_or_whist() -> None:
    allpass = play(start(), ["P", "P", "P"])
    item = six_spades(calls=["P", "P", "P"], play=cards_to_the_end(allpass))
    assert fault(item) == "deals[0].discard: BAD_DISCARD"
    clean = {**item, "discard": None, "contract": None, "whist": None}
    result = replay_deal(rules(), 3, six_spades(**clean), "deals[0]")
    assert result.allpass and result.contract is None and result.tricks is not None
    assert len(item["play"]) == 30  # the turned prikup cards are not listed


def test_the_deal_itself_must_be_the_pack() -> None:
    assert fault({**six_spades(), "foo": 1}) == "deals[0].foo: unknown key"
    assert fault(six_spades(dealer="D")).startswith("deals[0].dealer: unknown seat")
    short = {**HANDS, "A": HANDS["A"][:9]}
    assert fault(six_spades(deal=short)).startswith("deals[0].deal: A holds 9 cards")
    assert fault(six_spades(deal={**HANDS, "D": []})) == "deals[0].deal.D: unknown key"
    assert fault(six_spades(deal={**HANDS, "prikup": ["H7"]})) == (
        "deals[0].deal.prikup: must be two cards"
    )


def test_four_players_the_deal_holds_the_active_seats_only() -> None:
    deal = PrefDeal.from_seed(6, 1, PrefSeat.B, 4)
    state = PrefState.new(deal, rules())
    item: dict[str, Any] = {
        "dealer": "B",
        "deal": {
            **{seat.value: [str(c) for c in deal.hand(seat)] for seat in deal.active},
            "prikup": [str(card) for card in deal.prikup],
        },
        "calls": ["P", "P", "P"],
        "play": cards_to_the_end(play(state, ["P", "P", "P"])),
    }
    result = replay_deal(rules(), 4, item, "deals[0]")
    assert result.allpass and result.tricks is not None
    assert set(result.tricks) == {PrefSeat.C, PrefSeat.D, PrefSeat.A}
    with pytest.raises(RecordError) as error:
        replay_deal(rules(), 4, {**item, "deal": {**item["deal"], "B": []}}, "deals[0]")
    assert str(error.value) == "deals[0].deal.B: unknown key"
