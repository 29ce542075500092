"""The whisting decisions (P-WH-1 … P-WH-8) and what they leave to play."""

from __future__ import annotations

import pytest

from tests.games.preferans.helpers import A, B, C, play, rules, start
from wint.core.errors import IllegalActionError, Reason
from wint.games.preferans.actions import Phase
from wint.games.preferans.result import WhistWord
from wint.games.preferans.rules import PrefRules
from wint.games.preferans.state import PrefState

W, P, H = WhistWord.WHIST, WhistWord.PASS, WhistWord.HALF


def named(contract: str, ruleset: PrefRules | None = None) -> PrefState:
    """A declares ``contract`` (bid as it is); B is the first defender, C the second."""
    return play(start(ruleset), [contract, "P", "P", "discard:H7,D7", f"contract:{contract}"])


def reason(state: PrefState, code: str) -> Reason:
    with pytest.raises(IllegalActionError) as error:
        state.apply_code(code)
    return error.value.reason


def test_p_wh_1_the_first_defender_speaks_first() -> None:
    state = named("6S")
    assert state.phase is Phase.WHIST and state.to_act is B
    assert state.apply_code("whist").to_act is C
    assert reason(state, "half") is Reason.BAD_WHIST


def test_p_wh_4_both_pass_and_nothing_is_played() -> None:
    state = play(named("7H"), ["pass", "pass"])
    assert state.is_over
    result = state.result()
    assert result.whist == (P, P) and result.tricks is None and result.declarer is not None


def test_p_wh_5_half_whist_stands_or_is_reclaimed() -> None:
    state = play(named("6S"), ["pass", "half"])
    assert state.to_act is B and reason(state, "half") is Reason.BAD_WHIST
    stands = state.apply_code("pass")
    assert stands.is_over and stands.result().whist == (P, H, P) and stands.result().tricks is None
    reclaimed = state.apply_code("whist")
    assert reclaimed.phase is Phase.LIGHT and reclaimed.to_act is B
    assert reclaimed.whisters == (B,)


def test_p_wh_5_half_whist_only_at_six_and_seven_and_when_the_rules_allow() -> None:
    assert reason(play(named("8S"), ["pass"]), "half") is Reason.BAD_WHIST
    assert play(named("7S"), ["pass", "half"]).to_act is B
    assert reason(play(named("6S", rules("classic1971")), ["pass"]), "half") is Reason.BAD_WHIST
    assert reason(named("6S"), "half") is Reason.BAD_WHIST  # the first defender never halves


def test_p_wh_6_a_lone_whister_chooses_open_or_closed_and_plays_an_open_hand() -> None:
    state = play(named("6S"), ["pass", "whist"])
    assert state.phase is Phase.LIGHT and state.to_act is C
    assert reason(state, "pass") is Reason.BAD_WHIST
    closed = state.apply_code("closed")
    assert not closed.open and closed.phase is Phase.PLAY
    opened = state.apply_code("open")
    assert opened.open and opened.phase is Phase.PLAY
    opened = play(opened, ["SA", "S9"])  # A leads; B (passed) is played by C
    assert opened.to_act is C and opened.actor is C
    opened = opened.apply_code("S7")
    assert opened.to_act is A
    assert play(state.apply_code("open"), ["SA"]).actor is C  # B's card, C's hand on it


def test_p_wh_6_two_whisters_play_closed() -> None:
    state = play(named("6S"), ["whist", "whist"])
    assert state.phase is Phase.PLAY and not state.open
    assert reason(state, "open") is Reason.BAD_WHIST


def test_p_wh_7_a_checked_ten_is_played_without_whists() -> None:
    state = named("10S", rules("classic1971"))
    assert state.phase is Phase.PLAY and state.whist == ()
    assert named("10S").phase is Phase.WHIST


def test_p_wh_8_stalingrad_six_spades_must_be_whisted_by_both() -> None:
    state = named("6S", rules(stalingrad=True))
    assert reason(state, "pass") is Reason.BAD_WHIST
    state = play(state, ["whist"])
    assert reason(state, "pass") is Reason.BAD_WHIST and reason(state, "half") is Reason.BAD_WHIST
    assert play(state, ["whist"]).phase is Phase.PLAY
    assert play(named("6C", rules(stalingrad=True)), ["pass", "pass"]).is_over


def test_p_play_4_misere_has_no_whisting() -> None:
    state = named("misere")
    assert state.phase is Phase.PLAY and state.to_act is A and state.whist == ()


def test_the_legal_words_are_those_apply_accepts() -> None:
    words = {str(action) for action in play(named("6S"), ["pass"]).legal_actions()}
    assert words == {"whist", "pass", "half"}
    assert {str(a) for a in play(named("6S"), ["pass", "whist"]).legal_actions()} == {
        "open",
        "closed",
    }
