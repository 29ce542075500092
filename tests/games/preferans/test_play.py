"""The play (P-PLAY-1 … P-PLAY-4): the first hand leads, follow suit, a void player must
trump, the highest trump or card of the suit led wins; misère's exposure; the result."""

from __future__ import annotations

import pytest

from tests.games.preferans.helpers import A, B, C, play, rules, start
from wint.core.errors import IllegalActionError, Reason
from wint.games.preferans.actions import Phase
from wint.games.preferans.result import Contract, PrefSeat, WhistWord
from wint.games.preferans.rules import PrefRules
from wint.games.preferans.state import PrefState

SIX_SPADES = ["6S", "P", "P", "discard:H7,D7", "contract:6S", "whist", "pass", "closed"]


def reason(state: PrefState, code: str) -> Reason:
    with pytest.raises(IllegalActionError) as error:
        state.apply_code(code)
    return error.value.reason


def to_the_end(state: PrefState) -> PrefState:
    """Play the lowest legal card (in the engine's order) until the deal is over."""
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def test_p_play_2_follow_suit_and_a_void_player_must_trump() -> None:
    state = play(start(), [*SIX_SPADES, "HA"])
    assert state.to_act is B
    assert reason(state, "CA") is Reason.MUST_TRUMP  # B has no heart, holds ♠98
    assert reason(state, "DQ") is Reason.MUST_TRUMP
    assert {str(card) for card in state.legal_actions()} == {"S9", "S8"}
    state = state.apply_code("S9")
    assert reason(state, "S7") is Reason.MUST_FOLLOW_SUIT  # C holds hearts
    assert reason(state, "SA") is Reason.NOT_YOUR_TURN
    assert reason(state, "S6") is Reason.CARD_NOT_IN_HAND
    state = state.apply_code("H8")
    assert state.to_act is B and state.won(B) == 1  # P-PLAY-3: the trump wins


def test_p_play_2_at_no_trump_a_void_player_discards_anything() -> None:
    state = play(start(), ["6S", "P", "P", "discard:H7,D7", "contract:6NT"])
    state = play(state, ["whist", "whist", "HA"])
    assert {str(card) for card in state.legal_actions()} == {str(card) for card in state.hand(B)}


def test_p_play_1_the_first_hand_leads_whoever_declares() -> None:
    state = play(start(), ["P", "6S", "P", "discard:H7,D7", "contract:6S"])
    assert state.declarer is B and state.to_act is C  # C is the first defender
    state = play(state, ["whist", "whist"])
    assert state.phase is Phase.PLAY and state.to_act is A


def test_a_played_deal_gives_its_result() -> None:
    state = to_the_end(play(start(), SIX_SPADES))
    result = state.result()
    assert result.dealer is PrefSeat.C and result.declarer is PrefSeat.A
    assert result.contract == Contract.parse("6S") and not result.allpass
    assert result.whist == (WhistWord.WHIST, WhistWord.PASS) and not result.open
    assert result.tricks is not None and sum(result.tricks.values()) == 10
    assert set(result.tricks) == {PrefSeat.A, PrefSeat.B, PrefSeat.C}
    assert result.prikup is not None and [str(card) for card in result.prikup] == ["H7", "D7"]
    with pytest.raises(ValueError):
        play(start(), SIX_SPADES).result()
    assert reason(state, "SA") is Reason.NO_PLAY_EXPECTED


def misere(by_first_hand: bool, ruleset: PrefRules | None = None) -> PrefState:
    calls = ["misere", "P", "P"] if by_first_hand else ["P", "misere", "P"]
    return play(start(ruleset), [*calls, "discard:H7,D7", "contract:misere"])


def test_p_play_4_misere_defenders_exposed_before_the_lead_when_one_of_them_leads() -> None:
    state = misere(by_first_hand=False)
    assert state.declarer is B and state.to_act is A
    view = state.view(B)
    assert view.hands[A] == state.hand(A) and view.hands[C] == state.hand(C)
    assert state.view(A).hands[B] is None  # the misère player's hand stays closed


def test_p_play_4_misere_defenders_exposed_after_the_misere_players_first_card() -> None:
    state = misere(by_first_hand=True)
    assert state.view(A).hands[B] is None
    state = state.apply(state.legal_actions()[0])
    assert state.view(A).hands[B] == state.hand(B)
    assert state.trump is None


def test_p_play_4_misere_exposed_after_the_first_trick_under_that_option() -> None:
    state = misere(by_first_hand=False, ruleset=rules(misere_expose="after_first_trick"))
    for _ in range(3):
        assert state.view(B).hands[A] is None
        state = state.apply(state.legal_actions()[0])
    assert state.view(B).hands[A] == state.hand(A)
    result = to_the_end(state).result()
    assert result.contract == Contract.parse("misere") and result.whist == ()


def test_p_wh_6_an_open_whist_is_shown_after_the_opening_lead_or_before_the_play() -> None:
    opened = ["6S", "P", "P", "discard:H7,D7", "contract:6S", "whist", "pass", "open"]
    state = play(start(), opened)
    assert state.view(A).hands[C] is None
    assert state.apply_code("HA").view(A).hands[C] == state.hand(C)
    before = play(start(rules(light_expose="before_play")), opened)
    assert before.view(A).hands[B] == before.hand(B)


def test_p_wh_6_a_passer_on_lead_leads_himself_then_his_open_hand_is_the_whisters() -> None:
    state = play(start(), ["P", "6S", "P", "discard:H7,D7", "contract:6S", "whist", "pass"])
    state = state.apply_code("open")  # C whists open; A, the passer, is the first hand
    assert state.to_act is A and state.actor is A and state.view(C).hands[A] is None
    state = state.apply(state.legal_actions()[0])
    assert state.view(C).hands[A] == state.hand(A)
    turns_of_a = 0
    while not state.is_over:
        if state.to_act is A:
            turns_of_a += 1
            assert state.actor is C
            assert state.view(C).legal_actions and not state.view(A).legal_actions
        state = state.apply(state.legal_actions()[0])
    assert turns_of_a == 9


def test_p_wh_7_a_checked_ten_is_played_open_each_defender_his_own_hand() -> None:
    state = play(start(rules("classic1971")), ["10S", "P", "P", "discard:H7,D7", "contract:10S"])
    assert state.phase is Phase.PLAY and state.view(A).hands[B] is None
    state = state.apply_code("SA")
    assert state.view(A).hands[B] == state.hand(B) and state.view(B).hands[C] == state.hand(C)
    assert state.to_act is B and state.actor is B
