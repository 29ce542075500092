"""All-pass play (P-RASP-1 … P-RASP-4, P-MSU-4): no trumps, and by ``raspas_prikup`` the
prikup cards lead the first two tricks (they never win), are ignored, or compete and a trick
they win belongs to nobody."""

from __future__ import annotations

import pytest

from tests.games.preferans.helpers import A, B, C, play, rules, start
from wint.core.cards import Card
from wint.core.errors import IllegalActionError, Reason
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.state import PrefState

# The prikup high: A holds ♥K7 ♦K7 where the helpers' deal gives him the aces.
HIGH_PRIKUP = "A:AKQJT.K7.K7.7 98..QJT9.AKQJ 7.QJT98.8.T98 HA DA"


def allpass(preset: str = "sochi", deal: str | None = None, **options: object) -> PrefState:
    ruleset = rules(preset, **options)
    state = start(ruleset) if deal is None else start(ruleset, deal=deal)
    return play(state, ["P", "P", "P"])


def test_p_rasp_2_each_prikup_card_leads_a_trick_and_the_first_hand_plays_first() -> None:
    state = allpass()
    assert state.lead_card() == Card.parse("H7") and state.to_act is A
    assert state.view(B).prikup == (Card.parse("H7"),)  # the second is not turned yet
    with pytest.raises(IllegalActionError) as error:
        state.apply_code("SA")
    assert error.value.reason is Reason.MUST_FOLLOW_SUIT  # the prikup card's suit
    state = play(state, ["HK", "S9", "HQ"])
    assert state.won(A) == 1 and state.tricks[0].lead == Card.parse("H7")
    assert state.lead_card() == Card.parse("D7") and state.to_act is A
    assert state.view(C).prikup == (Card.parse("H7"), Card.parse("D7"))
    state = play(state, ["DA", "DQ", "D8"])
    assert state.lead_card() is None and state.to_act is A  # the winner leads the third


def test_p_rasp_2_the_prikup_card_never_wins_with_leads_two_tricks() -> None:
    state = play(allpass(deal=HIGH_PRIKUP), ["H7", "S9", "H8"])
    assert state.won(C) == 1  # ♥8 beats ♥7; the ♥A of the prikup does not count
    assert state.to_act is A  # the first hand plays first to the second prikup card


def test_p_msu_4_a_prikup_card_that_wins_gives_the_trick_to_nobody() -> None:
    state = play(allpass("classic1971", deal=HIGH_PRIKUP), ["HK", "S9", "HQ"])
    assert (state.won(A), state.won(B), state.won(C)) == (0, 0, 0)
    assert state.tricks[0].winner is None
    state = play(state, ["DK", "DQ", "D8"])
    assert state.to_act is A and state.lead_card() is None  # P-MSU-4: the first hand leads
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result = state.result()
    assert result.allpass and result.contract is None and result.declarer is None
    assert result.tricks is not None and sum(result.tricks.values()) == 8


def test_p_rasp_3_rostov_ignores_the_prikup_the_first_hand_leads_freely() -> None:
    state = allpass("rostov")
    assert state.lead_card() is None and state.to_act is A
    assert "SA" in {str(card) for card in state.legal_actions()}
    while not state.is_over:
        assert state.view(B).prikup == ()
        state = state.apply(state.legal_actions()[0])
    tricks = state.result().tricks
    assert tricks is not None and sum(tricks.values()) == 10


def test_p_rasp_1_all_pass_has_no_trumps_a_void_player_discards() -> None:
    state = play(allpass("rostov"), ["HA"])
    assert {str(card) for card in state.legal_actions()} == {str(c) for c in state.hand(B)}


def test_p_rasp_4_with_four_the_dealer_takes_no_part() -> None:
    deal = PrefDeal.from_seed(4, 2, PrefSeat.D, 4)
    state = play(PrefState.new(deal, rules()), ["P", "P", "P"])
    while not state.is_over:
        assert state.to_act in (A, B, C)
        state = state.apply(state.legal_actions()[0])
    tricks = state.result().tricks
    assert tricks is not None and set(tricks) == {PrefSeat.A, PrefSeat.B, PrefSeat.C}
