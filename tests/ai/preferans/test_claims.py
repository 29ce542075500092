"""Claims in Preferans's play, checked double dummy (wint.ai.preferans.claims): the side on
turn claims for itself (the declarer alone, the defenders together, P-WH-1), the solver
accepts what the side takes against best play or refuses with a defeating line; on a misère
fewer is better for either side (P-PLAY-4); the claim ends the play with the tricks as
claimed, the defence's shared between the defenders."""

from __future__ import annotations

import pytest

from tests.games.preferans.helpers import A, B, C, play, start
from wint.ai.preferans.claims import (
    MisereVerdict,
    check_claim,
    claim_action,
    claimer_tricks,
)
from wint.ai.preferans.review import review_deal
from wint.ai.preferans.solver import PrefPosition, solve
from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.errors import IllegalActionError, Reason
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.state import PrefState

#: A plays 6♠ against B's whist, C passing, closed; A leads: ♠AKQJT ♥AK ♦AK ♣7 against
#: B's ♠98 ♦QJT9 ♣AKQJ and C's ♠7 ♥QJT98 ♦8 ♣T98: only the club is lost (B holds ♣AKQJ).
SIX_SPADES = ["6S", "P", "P", "discard:H7,D7", "contract:6S", "whist", "pass", "closed"]
#: A's misère is caught: his ♥A with ♥7J is forced to win a trick.
CAUGHT = "A:7.7JA.79J.89K 9TJ.9Q.8TK.7J 8QK.8T.QA.TQA SA HK"
MISERE = ["misere", "P", "P", "discard:SA,HK", "contract:misere"]


def _line_tricks(state: PrefState, line: tuple[tuple[object, Card], ...]) -> PrefState:
    for _, card in line:
        state = state.apply(card)
    assert state.is_over
    return state


def test_the_declarer_claims_what_he_takes_against_any_defence() -> None:
    state = play(start(), SIX_SPADES)
    assert state.to_act is A and state.tricks_left == 10
    assert solve(PrefPosition.from_state(state)) == 9
    assert check_claim(state, A, 9).accepted and not check_claim(state, A, 9).line
    refused = check_claim(state, A, 10)
    assert not refused.accepted and refused.value == 9
    # the defeating line, every seat playing its best, leaves the declarer 9
    assert _line_tricks(state, refused.line).won(A) == 9


def test_a_claim_ends_the_play_with_the_tricks_as_claimed() -> None:
    state = play(start(), SIX_SPADES)
    claimed = state.apply(claim_action(state, A, 9), A)
    assert claimed.is_over and claimed.to_act is None
    result = claimed.result()
    # the defence's one trick: the first defender's, when the declarer claims
    assert result.tricks == {PrefSeat.A: 9, PrefSeat.B: 1, PrefSeat.C: 0}
    assert claimed.last_action == Claim(9)


def test_a_defender_claims_for_the_defence_and_gets_the_odd_trick() -> None:
    state = play(start(), [*SIX_SPADES, "SA", "S8", "S7", "SK", "S9"])
    assert state.to_act is C and state.tricks_left == 9
    assert check_claim(state, C, 1).accepted
    assert not check_claim(state, C, 2).accepted
    action = claim_action(state, C, 1)
    assert action == Claim(1) and claimer_tricks(state, C, action) == 1
    # the declarer's side counts the same claim the other way round
    assert claim_action(state, A, 8) == Claim(1) and claimer_tricks(state, A, action) == 8
    result = state.apply(action).result()
    assert result.tricks == {PrefSeat.A: 9, PrefSeat.B: 0, PrefSeat.C: 1}


def test_a_misere_player_claims_the_tricks_he_cannot_avoid() -> None:
    state = play(start(deal=CAUGHT), MISERE)
    assert state.to_act is A and solve(PrefPosition.from_state(state)) == 1
    # «остальные ваши»: he cannot be held to none of them
    none = check_claim(state, A, 0)
    assert isinstance(none, MisereVerdict) and not none.accepted and none.value == 1
    assert _line_tricks(state, none.line).won(A) == 1
    assert check_claim(state, A, 1).accepted and check_claim(state, A, 10).accepted
    assert check_claim(state, A, 3).conceded == 2
    result = state.apply(claim_action(state, A, 1)).result()
    assert result.tricks is not None and result.tricks[PrefSeat.A] == 1


def test_the_catchers_claim_for_themselves_what_they_need_not_take() -> None:
    """The catchers force one trick on the misère player: they claim nine, not eight."""
    state = play(start(deal=CAUGHT), [*MISERE, "S7"])
    assert state.to_act is B
    assert check_claim(state, B, 9).accepted and check_claim(state, C, 10).accepted
    greedy = check_claim(state, B, 8)
    assert not greedy.accepted and greedy.value == 9
    assert _line_tricks(state, greedy.line).won(A) == 1
    assert state.apply(claim_action(state, B, 9)).result().tricks == {
        PrefSeat.A: 1,
        PrefSeat.B: 5,
        PrefSeat.C: 4,
    }


def test_no_claim_outside_a_contracts_play() -> None:
    allpass = play(start(), ["P", "P", "P"])
    with pytest.raises(IllegalActionError) as error:
        allpass.apply(Claim(0))
    assert error.value.reason is Reason.BAD_CLAIM
    with pytest.raises(ValueError, match="contract's play"):
        check_claim(allpass, A, 0)
    whisting = play(start(), SIX_SPADES[:5])
    with pytest.raises(IllegalActionError):
        whisting.apply(Claim(0))
    playing = play(start(), SIX_SPADES)
    with pytest.raises(IllegalActionError) as error:
        playing.apply(Claim(11))
    assert error.value.reason is Reason.BAD_CLAIM
    with pytest.raises(IllegalActionError) as error:
        playing.apply(Claim(9), B)  # A is on turn
    assert error.value.reason is Reason.NOT_YOUR_TURN
    assert Claim(0) not in playing.legal_actions()


def test_the_review_gives_a_claim_its_verdict_and_the_tricks_it_conceded() -> None:
    """After the first trick the declarer takes eight of the nine left: claiming seven he
    gives one away (as a card would)."""
    state = play(start(), [*SIX_SPADES, "SA", "S8", "S7"])
    claimed = state.apply(claim_action(state, A, 7))
    step = review_deal(claimed).steps[-1]
    assert step.action == Claim(7) and step.seat is A
    assert step.claim is not None and step.claim.accepted and step.claim.value == 8
    assert step.won == 1 and step.lost == 1 and step.mistake
    misere = play(start(deal=CAUGHT), MISERE)
    assert review_deal(misere.apply(claim_action(misere, A, 1))).steps[-1].claim is None


def test_the_lone_whister_claims_while_he_plays_the_passer_s_open_hand() -> None:
    """P-WH-6: B whists alone and open; on C's turn B plays C's cards, and claims for both."""
    state = play(start(), [*SIX_SPADES[:-1], "open", "SA", "S8"])
    assert state.to_act is C and state.actor is B
    assert claim_action(state, B, 1) == Claim(1) and check_claim(state, B, 1).accepted
    result = state.apply(claim_action(state, B, 1), B).result()
    assert result.tricks is not None and result.tricks[PrefSeat.A] == 9
