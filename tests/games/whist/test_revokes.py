"""Table-rules mode (W-PLAY-7): a revoke is accepted and recorded (W-IRR-1), established
when its trick is complete (W-IRR-2), and after the last trick the non-offending side chooses
each one's penalty (W-IRR-3)."""

from __future__ import annotations

import random

import pytest

from tests.games.whist.helpers import DEAL, play, play_out
from wint.core.cards import CardSet
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import Seat
from wint.games.whist.actions import PENALTY_CHOICES, PenaltyChoice, Phase, RevokeMade
from wint.games.whist.result import Penalty, Revoke
from wint.games.whist.rules import WhistRules
from wint.games.whist.state import DealState

TABLE = WhistRules(enforce_follow_suit=False)
# E leads a spade; S, who holds two, trumps with the two of diamonds and wins the trick.
S_REVOKES = "S5 D2 S2 SA"
# S then leads a heart; N wins with the six; E, who holds two, discards a club.
E_REVOKES = "H2 H3 H6 C2"


def reason(state: DealState, code: str, seat: Seat | None = None) -> Reason:
    with pytest.raises(IllegalActionError) as info:
        state.apply_code(code, seat)
    return info.value.reason


def test_strict_mode_is_the_default_and_refuses_a_revoke() -> None:
    assert reason(play(DealState.new(DEAL), "S5"), "D2") is Reason.MUST_FOLLOW_SUIT


def test_a_revoke_is_accepted_and_established_when_its_trick_is_complete() -> None:
    state = play(DealState.new(DEAL, TABLE), "S5 D2")
    assert state.to_act is Seat.W and state.revokes == ()  # not yet established
    state = play(state, "S2 SA")
    assert state.revokes == (RevokeMade(Seat.S, 0),)
    assert state.tricks[0].winner is Seat.S  # the card stands in the trick
    assert state.view(Seat.E).revokes == ()  # a player learns it when the play is over


def test_a_void_player_does_not_revoke() -> None:
    state = play(DealState.new(DEAL, TABLE), "S5 S9 S2 SA S4 SK ST S3 S7 D2 C4 S8")
    assert state.revokes == ()


def test_the_victims_choose_the_penalty_after_the_last_trick() -> None:
    played = play_out(play(DealState.new(DEAL, TABLE), S_REVOKES))
    assert played.phase is Phase.PENALTY and not played.is_over
    assert len(played.tricks) == 13
    assert played.to_act is Seat.W and played.actor is Seat.W  # the offender's left
    assert played.legal_actions() == PENALTY_CHOICES
    assert played.view(Seat.W).legal_actions == PENALTY_CHOICES
    assert played.view(Seat.N).legal_actions == ()
    assert played.view(Seat.N).revokes == (RevokeMade(Seat.S, 0),)
    assert reason(played, "PENALTY:points", Seat.N) is Reason.NOT_YOUR_TURN
    assert reason(played, "SA") is Reason.CARD_NOT_IN_HAND
    with pytest.raises(ValueError, match="not over"):
        played.result()
    done = played.apply_code("PENALTY:tricks", Seat.W)
    assert done.is_over and done.phase is Phase.COMPLETE and done.to_act is None
    assert done.result().revokes == (Revoke(Seat.S, Penalty.TRICKS),)
    assert done.view(Seat.E).penalties == (Penalty.TRICKS,)
    assert done.history()[-1] == PenaltyChoice(Penalty.TRICKS)
    assert reason(done, "PENALTY:points") is Reason.NOT_YOUR_TURN


def test_the_penalty_phase_undoes_to_the_last_card() -> None:
    played = play_out(play(DealState.new(DEAL, TABLE), S_REVOKES))
    before = played.previous
    assert before is not None and before.phase is Phase.PLAY
    assert len(before.tricks) == 12 and before.apply(played.history()[-1]) == played


def test_each_revoke_has_its_own_penalty_whichever_side_made_it() -> None:
    state = play_out(play(DealState.new(DEAL, TABLE), f"{S_REVOKES} {E_REVOKES}"))
    assert state.revokes == (RevokeMade(Seat.S, 0), RevokeMade(Seat.E, 1))
    assert state.to_act is Seat.W
    state = state.apply_code("PENALTY:points")
    assert state.phase is Phase.PENALTY and state.to_act is Seat.S  # E's left
    state = state.apply_code("PENALTY:tricks")
    assert state.result().revokes == (
        Revoke(Seat.S, Penalty.POINTS),
        Revoke(Seat.E, Penalty.TRICKS),
    )


def test_a_dummys_partner_chooses_for_it() -> None:
    """Three players, W a dummy played by E: the choice against S falls to W, and E makes
    it (W-VAR-3P)."""
    played = play_out(play(DealState.new(DEAL, TABLE, (Seat.W,)), S_REVOKES))
    assert played.to_act is Seat.W and played.actor is Seat.E
    assert played.view(Seat.E).legal_actions == PENALTY_CHOICES
    assert played.apply_code("PENALTY:points", Seat.E).is_over


def test_random_revokes_each_get_one_penalty_from_the_offenders_left() -> None:
    """Random play from the whole hand in table-rules mode: every card that failed to follow
    a suit its player held is one revoke, in order, and each is settled by one choice."""
    rng = random.Random(7)
    revoked = 0
    for number in range(200):
        state = DealState.new(DEAL.from_seed(4, number, Seat(number % 4)), TABLE)
        expected = []
        while state.phase is Phase.PLAY:
            seat = state.to_act
            assert seat is not None
            card = rng.choice(state.hand(seat).cards())
            trick = state.current_trick
            if (
                trick
                and card.suit is not trick[0][1].suit
                and state.hand(seat).suit(trick[0][1].suit)
            ):
                expected.append(RevokeMade(seat, len(state.tricks)))
            state = state.apply(card)
        assert state.revokes == tuple(expected)
        chosen = []
        while not state.is_over:
            assert state.to_act is state.revokes[len(chosen)].by.lho
            choice = rng.choice(PENALTY_CHOICES)
            chosen.append(Revoke(state.revokes[len(chosen)].by, choice.penalty))
            state = state.apply(choice)
        assert state.result().revokes == tuple(chosen)
        assert CardSet.of(card for trick in state.tricks for card in trick.cards) == CardSet(
            2**52 - 1
        )
        revoked += len(chosen)
    assert revoked > 200
