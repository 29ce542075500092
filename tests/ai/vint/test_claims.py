"""Claims checked double dummy (issue 7.6): a correct claim is accepted, a wrong one refused
with a line that, played out, leaves the claiming side short."""

from __future__ import annotations

import pytest

from tests.ai.vint.helpers import best_played, first_cards, opening, play_line
from wint.ai import solver
from wint.ai.solver import endplay_available, solve
from wint.ai.vint.claims import best_line, check_claim, claim_action, claimer_tricks
from wint.ai.vint.positions import position_of
from wint.ai.vint.review import review_deal
from wint.core.cards import Card
from wint.core.seats import Seat, Side
from wint.games.vint.state import Claim, DealState

needs_endplay = pytest.mark.skipif(
    not endplay_available(), reason="claims early in a deal need the endplay solver"
)


def value(state: DealState, side: Side) -> int:
    """The remaining tricks ``side`` takes double dummy, straight from the solver."""
    position = position_of(state)
    best = max(solve(position).values())
    return best if position.to_act.side is side else position.tricks_left - best


def side_tricks(state: DealState, seat: Seat, line: tuple[tuple[Seat, Card], ...]) -> int:
    """The tricks ``seat``'s side takes when ``line`` is played from ``state``."""
    end = play_line(state, line)
    assert end.is_over
    return end.tricks_won(seat.side) - state.tricks_won(seat.side)


def check_both_ways(state: DealState, seat: Seat) -> None:
    dd = value(state, seat.side)
    accepted = check_claim(state, seat, dd)
    assert accepted.accepted and accepted.value == dd and accepted.line == ()
    assert accepted.conceded == 0
    modest = check_claim(state, seat, dd - 1) if dd else accepted
    assert modest.accepted and modest.conceded == (1 if dd else 0)
    if dd == accepted.remaining:
        return
    refused = check_claim(state, seat, dd + 1)
    assert not refused.accepted and refused.value == dd
    assert refused.line[0][0] is state.to_act
    assert side_tricks(state, seat, refused.line) == dd < refused.tricks


@needs_endplay
@pytest.mark.parametrize("seat", [Seat.N, Seat.E])
def test_claims_mid_deal(seat: Seat) -> None:
    """After four tricks and a card, for the declarer's side and for the defence."""
    state = best_played().states()[-52 + 17]
    assert state.current_trick
    check_both_ways(state, seat)


def test_claims_in_an_ending_without_endplay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver, "endplay_available", lambda: False)
    state = first_cards(opening(seed=5, number=2, bid="1S"), 8)
    for seat in (Seat.S, Seat.W):
        check_both_ways(state, seat)


def test_a_lost_cause_is_refused_with_a_line() -> None:
    """The defenders claim all five last tricks when the declarer's side has them all: the
    defeating line ends the deal and the side takes what the solver says, none."""
    state = first_cards(opening(seed=5, number=2, bid="1S"), 8)
    assert value(state, Side.EW) == 0
    verdict = check_claim(state, Seat.E, 5)
    assert not verdict.accepted and verdict.remaining == 5
    assert len(verdict.line) == 20
    assert side_tricks(state, Seat.E, verdict.line) == verdict.value == 0
    assert best_line(state) == verdict.line  # the line is reproducible


def test_claim_actions_count_the_declaring_side() -> None:
    """A claim counts the declarer's tricks (V-PLAY-7: a side's tricks count together): a
    defender's claim is turned round, and applying it gives the side what it claimed."""
    state = first_cards(opening(bid="1S"), 9)
    assert state.contract is not None and state.contract.declarer is Seat.N
    assert claim_action(state, Seat.S, 3) == Claim(3)
    assert claim_action(state, Seat.W, 3) == Claim(1)
    assert claimer_tricks(state, Seat.E, Claim(1)) == 3
    ended = state.apply(claim_action(state, Seat.E, 3))
    assert ended.tricks_won(Side.EW) - state.tricks_won(Side.EW) == 3


def test_bad_claims_are_errors() -> None:
    state = first_cards(opening(bid="1S"), 9)
    with pytest.raises(ValueError, match="4 remain"):
        check_claim(state, Seat.N, 5)
    with pytest.raises(ValueError, match="4 remain"):
        claim_action(state, Seat.N, -1)
    with pytest.raises(ValueError, match="during the play"):
        check_claim(DealState.new(state.deal, Seat.N), Seat.N, 1)


def test_the_review_checks_a_claim() -> None:
    """A claim in the record is judged: conceding a trick the side could take is a mistake."""
    state = first_cards(opening(seed=5, number=2, bid="1S"), 9)
    seat = state.to_act
    assert seat is not None
    dd = value(state, seat.side)
    assert dd >= 1
    ended = state.apply(claim_action(state, seat, dd - 1))
    step = review_deal(ended, table=False).steps[-1]
    assert step.claim is not None and step.claim.accepted
    assert step.lost == 1 and step.mistake and step.trick == 10
