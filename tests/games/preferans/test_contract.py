"""Taking the prikup, discarding two and naming the contract (P-CON-1, P-CON-2, P-BID-5)."""

from __future__ import annotations

import pytest

from tests.games.preferans.helpers import A, B, play, rules, start
from wint.core.cards import Card, CardSet
from wint.core.errors import IllegalActionError, Reason
from wint.games.preferans.actions import Phase
from wint.games.preferans.result import Contract
from wint.games.preferans.state import PrefState


def reason(state: PrefState, code: str) -> Reason:
    with pytest.raises(IllegalActionError) as error:
        state.apply_code(code)
    return error.value.reason


def test_p_con_1_the_declarer_takes_the_prikup_for_all_to_see_and_discards_two() -> None:
    state = play(start(), ["6S", "P", "P"])
    assert state.phase is Phase.DISCARD and state.to_act is A
    assert len(state.hand(A)) == 12 and {"H7", "D7"} <= {str(c) for c in state.hand(A)}
    assert state.view(B).prikup == (Card.parse("H7"), Card.parse("D7"))
    state = state.apply_code("discard:H7,C7")
    assert state.phase is Phase.CONTRACT
    assert state.hand(A) == CardSet.parse_pbn("AKQJT.AK.AK7.")
    assert state.view(A).discard == (Card.parse("H7"), Card.parse("C7"))
    assert state.view(B).discard == ()


@pytest.mark.parametrize("code", ["discard:H7,H7", "discard:H7,S9", "discard:H7,S6"])
def test_p_con_1_bad_discard_is_two_of_the_declarers_twelve(code: str) -> None:
    assert reason(play(start(), ["6S", "P", "P"]), code) is Reason.BAD_DISCARD


def test_p_con_2_the_contract_is_not_below_the_last_bid() -> None:
    state = play(start(), ["6S", "6C", "P", "7S", "P", "discard:H7,D7"])
    assert state.declarer is A
    assert reason(state, "contract:6NT") is Reason.CONTRACT_TOO_LOW
    assert state.apply_code("contract:7S").contract == Contract.parse("7S")
    assert state.apply_code("contract:9D").contract == Contract.parse("9D")


def test_p_con_2_misere_after_a_misere_bid_and_not_after_a_kabala_trick_bid() -> None:
    after_misere = play(start(), ["misere", "P", "P", "discard:H7,D7"])
    assert reason(after_misere, "contract:10NT") is Reason.CONTRACT_TOO_LOW
    assert after_misere.apply_code("contract:misere").phase is Phase.PLAY
    after_six = play(start(), ["6S", "P", "P", "discard:H7,D7"])
    assert reason(after_six, "contract:misere") is Reason.MISERE_NOT_ALLOWED


def test_p_bid_5_trading_misere_after_a_bid_of_at_most_8s() -> None:
    trading = rules(misere_kabala=False)
    low = play(start(trading), ["8S", "P", "P", "discard:H7,D7"])
    assert low.apply_code("contract:misere").contract == Contract.parse("misere")
    high = play(start(trading), ["8C", "P", "P", "discard:H7,D7"])
    assert reason(high, "contract:misere") is Reason.MISERE_NOT_ALLOWED


def test_p_msu_2_seven_hearts_lets_the_declarer_name_seven_no_trump() -> None:
    state = play(start(rules("classic1971")), ["7H", "P", "P", "discard:H7,D7"])
    assert state.apply_code("contract:7NT").contract == Contract.parse("7NT")
    assert reason(play(start(), ["7H", "P", "P", "discard:H7,D7"]), "contract:6NT") is (
        Reason.CONTRACT_TOO_LOW
    )


def test_actions_out_of_their_phase_are_refused() -> None:
    auction = start()
    assert reason(auction, "discard:H7,D7") is Reason.AUCTION_NOT_CLOSED
    assert reason(auction, "SA") is Reason.AUCTION_NOT_CLOSED
    discard = play(auction, ["6S", "P", "P"])
    assert reason(discard, "contract:6S") is Reason.UNEXPECTED_ACTION
    assert reason(discard, "whist") is Reason.BAD_WHIST
    named = play(discard, ["discard:H7,D7"])
    assert reason(named, "discard:SA,SK") is Reason.BAD_DISCARD
    assert reason(named, "SA") is Reason.UNEXPECTED_ACTION
