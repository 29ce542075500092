"""The auction (P-BID-1 … P-BID-7, P-RASP-5, P-MSU-2, P-MSU-3)."""

from __future__ import annotations

import pytest

from tests.games.preferans.helpers import A, B, C, play, rules, start
from wint.core.errors import IllegalActionError, Reason
from wint.games.preferans.actions import Phase


def refused(codes: list[str], last: str, **kwargs: object) -> Reason:
    preset = str(kwargs.pop("preset", "sochi"))
    run = int(str(kwargs.pop("run", 0)))
    state = play(start(rules(preset, **kwargs), run), codes)
    with pytest.raises(IllegalActionError) as error:
        state.apply_code(last)
    return error.value.reason


def test_p_bid_1_the_first_hand_speaks_first_and_the_turn_goes_clockwise() -> None:
    state = start()
    assert state.to_act is A
    assert state.apply_code("6S").to_act is B
    with pytest.raises(IllegalActionError) as error:
        state.apply_code("6S", B)
    assert error.value.reason is Reason.NOT_YOUR_TURN


def test_p_bid_2_a_bid_exceeds_the_highest() -> None:
    assert refused(["6D"], "6C") is Reason.BID_TOO_LOW
    assert refused(["6D"], "6D") is Reason.BID_TOO_LOW
    assert play(start(), ["6D", "6H", "6NT", "7S"]).to_act is B


def test_p_bid_3_a_passed_player_is_skipped_and_p_bid_4_two_passes_close() -> None:
    state = play(start(), ["6S", "P", "6C"])
    assert state.to_act is A  # B passed
    state = state.apply_code("P")
    assert state.phase is Phase.DISCARD and state.declarer is C


def test_p_bid_4_three_passes_make_an_all_pass_deal() -> None:
    state = play(start(), ["P", "P", "P"])
    assert state.allpass and state.phase is Phase.PLAY and state.declarer is None
    assert refused(["P", "P", "P"], "6S") is Reason.AUCTION_CLOSED


def test_p_bid_5_misere_ranks_between_8nt_and_9s() -> None:
    assert refused(["misere"], "8NT") is Reason.BID_TOO_LOW
    assert play(start(), ["misere", "9S"]).to_act is C
    assert play(start(), ["8NT", "misere"]).to_act is C


def test_p_msu_3_misere_ranks_between_9nt_and_10s() -> None:
    assert play(start(rules("classic1971")), ["9NT", "misere"]).to_act is C
    assert refused(["misere"], "9NT", preset="classic1971") is Reason.BID_TOO_LOW
    assert play(start(rules("classic1971")), ["misere", "10S"]).to_act is C


def test_p_bid_5_kabala_misere_only_as_the_first_call_then_only_passes() -> None:
    assert refused(["6S", "P", "P"], "misere") is Reason.AUCTION_CLOSED
    assert refused(["6S", "6C", "P"], "misere") is Reason.MISERE_NOT_ALLOWED  # A's second call
    assert refused(["misere", "9S", "P"], "9C") is Reason.MISERE_NOT_ALLOWED
    state = play(start(), ["misere", "9S", "P", "P"])
    assert state.declarer is B


def test_p_bid_5_trading_misere_may_come_later_and_its_bidder_bids_on() -> None:
    state = play(start(rules(misere_kabala=False)), ["6S", "6C", "P", "misere", "9S", "9C"])
    assert state.to_act is B


def test_p_bid_7_zdes_a_senior_hand_may_hold_the_bid() -> None:
    assert refused(["6S", "6C", "P"], "6C") is Reason.BID_TOO_LOW
    state = play(start(rules(allow_zdes=True)), ["6S", "6C", "P", "6C"])
    assert state.to_act is B
    # B is junior to A: he may not hold A's bid.
    assert refused(["6S"], "6S", allow_zdes=True) is Reason.BID_TOO_LOW


@pytest.mark.parametrize(
    ("ladder", "run", "lowest"),
    [
        ("6-6-6", 5, "6S"),
        ("6-7-7", 1, "7S"),
        ("6-7-7", 4, "7S"),
        ("6-7-8", 1, "7S"),
        ("6-7-8", 2, "8S"),
    ],
)
def test_p_rasp_5_the_exit_minimum_after_a_run_of_all_pass_deals(
    ladder: str, run: int, lowest: str
) -> None:
    state = start(rules(exit_ladder=ladder), run)
    assert state.minimum == int(lowest[0])
    state.apply_code(lowest)
    if lowest != "6S":
        with pytest.raises(IllegalActionError) as error:
            state.apply_code(f"{int(lowest[0]) - 1}NT")
        assert error.value.reason is Reason.BID_TOO_LOW
    state.apply_code("misere")  # misère is open on every ladder


def test_p_msu_2_a_no_trump_bid_from_seven_is_the_step_of_hearts() -> None:
    assert refused(["7H"], "7NT", preset="classic1971") is Reason.BID_TOO_LOW
    assert play(start(rules("classic1971")), ["6H", "6NT"]).to_act is C
    assert play(start(), ["7H", "7NT"]).to_act is C


def test_the_legal_calls_are_those_apply_accepts() -> None:
    state = play(start(), ["7D"])
    legal = {str(action) for action in state.legal_actions()}
    assert legal == {"P", "7H", "7NT", "misere"} | {
        f"{level}{strain}" for level in (8, 9, 10) for strain in ("S", "C", "D", "H", "NT")
    }
    assert {str(action) for action in play(state, ["misere"]).legal_actions()} >= {"P", "9S"}
    assert "8NT" not in {str(action) for action in play(state, ["misere"]).legal_actions()}
