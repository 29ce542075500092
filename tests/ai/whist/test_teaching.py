"""Whist's teaching by the solver: a claim checked double dummy for the side on turn or the
other (W-PLAY-5), the review of a deal (every card's double-dummy value for the side that
played it, the deal's value), and the hints (the strong card with its W-H rule, the
alternatives in sheet points) with the gentle warning in sheet points."""

from __future__ import annotations

from functools import cache

import pytest

from tests.games.whist.helpers import DEAL, play
from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.claims import best_card, best_line
from wint.ai.solver import solve
from wint.ai.suggest import Suggestion
from wint.ai.whist.advise import advise
from wint.ai.whist.claims import check_claim, claim_action, claimer_tricks
from wint.ai.whist.positions import position_of, sound_position
from wint.ai.whist.review import review_deal
from wint.ai.whist.suggest import WARN_POINTS, deviation, suggest
from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.seats import SEATS, Seat, Side
from wint.games.whist.actions import Phase
from wint.games.whist.deal import WhistDeal
from wint.games.whist.rules import WhistRules
from wint.games.whist.state import DealState

pytest.importorskip("endplay")


def value(state: DealState, side: Side) -> int:
    """The tricks left that ``side`` takes double dummy, straight from the solver."""
    position = position_of(state)
    best = max(solve(position).values())
    return best if position.to_act.side is side else position.tricks_left - best


def play_line(state: DealState, line: tuple[tuple[Seat, Card], ...]) -> DealState:
    for seat, card in line:
        state = state.apply(card, seat)
    return state


def after(cards: int, seed: int = 1, number: int = 1) -> DealState:
    """A seeded deal after ``cards`` cards, each the first legal one."""
    state = DealState.new(WhistDeal.from_seed(seed, number, SEATS[number % 4]))
    for _ in range(cards):
        state = state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("cards", [0, 7, 30])
def test_a_claim_stands_iff_the_side_takes_it_double_dummy(cards: int) -> None:
    state = after(cards, seed=4, number=2)
    for seat in (Seat.N, Seat.E):
        dd = value(state, seat.side)
        accepted = check_claim(state, seat, dd)
        assert accepted.accepted and accepted.value == dd and accepted.line == ()
        if dd:
            modest = check_claim(state, seat, dd - 1)
            assert modest.accepted and modest.conceded == 1
        if dd < state.tricks_left:
            refused = check_claim(state, seat, dd + 1)
            assert not refused.accepted and refused.value == dd
            end = play_line(state, refused.line)
            assert end.is_over
            assert end.tricks_won(seat.side) - state.tricks_won(seat.side) == dd


def test_a_claim_action_counts_the_side_on_turn() -> None:
    state = after(6)
    on_turn = state.to_act
    assert on_turn is not None and state.tricks_left == 12
    other = on_turn.lho
    assert claim_action(state, on_turn, 5) == Claim(5)
    assert claim_action(state, other, 5) == Claim(7)
    assert claimer_tricks(state, other, Claim(7)) == 5
    ended = state.apply(claim_action(state, other, 5))
    assert ended.tricks_won(other.side) - state.tricks_won(other.side) == 5
    with pytest.raises(ValueError, match="13 tricks claimed, 12 remain"):
        check_claim(state, on_turn, 13)
    with pytest.raises(ValueError, match="during the play"):
        check_claim(ended, on_turn, 0)


def test_a_revoke_in_the_trick_in_progress_cannot_be_checked() -> None:
    table = DealState.new(DEAL, WhistRules(enforce_follow_suit=False))
    revoking = play(table, "S5 D2")  # S trumps, holding two spades
    assert sound_position(revoking) is None
    with pytest.raises(ValueError, match="revoke"):
        check_claim(revoking, Seat.W, 0)
    established = play(revoking, "S2 SA")
    assert sound_position(established) is not None  # the trick is quitted: a position again
    assert check_claim(established, Seat.S, 0).accepted


@cache
def best_played() -> DealState:
    """The deal played out by double-dummy best cards."""
    start = DealState.new(DEAL)
    return play_line(start, best_line(start, position_of))


def test_the_review_measures_every_card_with_a_choice() -> None:
    final = best_played()
    review = review_deal(final)
    assert tuple(step.action for step in review.steps) == final.history()
    assert len(review.steps) == 52
    assert review.mistakes() == () and review.lost(Side.NS) == review.lost(Side.EW) == 0
    states = final.states()
    for step, before in zip(review.steps, states, strict=False):
        assert step.seat is before.to_act
        assert bool(step.values) is (len(before.legal_actions()) > 1)
        if step.values:
            assert set(step.values) == set(before.legal_actions())
            assert step.values == solve(position_of(before))
    assert review.par == final.tricks_won(Side.NS)  # best play takes the deal's value
    assert review.par_tricks(Side.EW) == final.tricks_won(Side.EW)


def test_the_review_marks_a_card_that_gives_a_trick_away() -> None:
    start = DealState.new(DEAL)
    state = start
    mistake = None
    while state.to_act is not None:
        legal = state.legal_actions()
        card = legal[0]
        if len(legal) > 1:
            values = solve(position_of(state))
            card = best_card(values)
            worst = min(values, key=lambda c: (values[c], c.rank, c.suit))
            if mistake is None and len(state.tricks) >= 2 and values[worst] < values[card]:
                mistake, card = (worst, values[card] - values[worst]), worst
        state = state.apply(card)
    assert mistake is not None
    review = review_deal(state)
    (wrong,) = review.mistakes()
    assert (wrong.action, wrong.lost) == mistake
    assert review.lost(wrong.seat.side) == mistake[1] and review.lost(wrong.seat.side.other) == 0


def test_the_review_judges_a_claim_and_skips_the_revoke() -> None:
    state = after(9)
    seat = state.to_act
    assert seat is not None
    dd = value(state, seat.side)
    ended = state.apply(claim_action(state, seat, dd - 1))
    step = review_deal(ended).steps[-1]
    assert step.claim is not None and step.claim.accepted and step.lost == 1 and step.mistake
    revoked = play(DealState.new(DEAL, WhistRules(enforce_follow_suit=False)), "S5 D2 S2 SA H2")
    steps = review_deal(revoked).steps
    assert not steps[1].values  # the revoke itself
    assert not steps[2].values and not steps[3].values  # played beside it: no position
    assert steps[4].values  # the next trick's lead is measured again


def hint_at(state: DealState) -> Suggestion[object]:
    seat = state.actor
    assert seat is not None
    return suggest(state.view(seat), Situation(), "strong", "test")


def test_a_hint_is_the_strong_card_with_its_reason_and_ranked_alternatives() -> None:
    state = DealState.new(DEAL)  # E's opening lead
    hint = hint_at(state)
    legal = set(state.legal_actions())
    assert hint.advice.action in legal and hint.level == "strong" and hint.decimals == 1
    values = [v for _, v in hint.alternatives]
    assert values == sorted(values, reverse=True) and {a for a, _ in hint.alternatives} == legal
    convention = advise(state.view(Seat.E), Situation())
    assert convention.rule.startswith("W-H-")
    if hint.convention is None:  # the convention's card is among the best: its reason
        assert hint.advice == convention
    else:
        assert hint.convention == convention and hint.advice.action == hint.alternatives[0][0]


def test_without_the_solver_the_hint_follows_the_conventions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from wint.ai import solver

    monkeypatch.setattr(solver, "endplay_available", lambda: False)
    state = DealState.new(DEAL)
    hint = hint_at(state)
    assert hint.level == "basic" and hint.alternatives == ()
    assert hint.advice == advise(state.view(Seat.E), Situation())
    other = next(card for card in state.legal_actions() if card != hint.advice.action)
    assert deviation(hint, other) is None  # a card is never warned without the analysis


def test_a_revoke_s_penalty_is_hinted_by_the_sheet() -> None:
    state = play(DealState.new(DEAL, WhistRules(enforce_follow_suit=False)), "S5 D2 S2 SA")
    while state.phase is Phase.PLAY:
        state = state.apply(state.legal_actions()[0])
    hint = hint_at(state)
    assert hint.advice.rule == "W-IRR-3" and hint.alternatives == ()


THIRD_HAND = Suggestion(  # third hand high (W-H-THIRD-1), and the analysis agrees
    Advice(Card.parse("SA"), "W-H-THIRD-1", AdviceReason.THIRD_HAND_HIGH),
    ((Card.parse("SA"), 4.5), (Card.parse("SQ"), 3.75), (Card.parse("S4"), 2.0)),
    "strong",
    decimals=1,
)


def test_a_card_that_breaks_a_rule_and_loses_more_than_half_a_trick_is_warned() -> None:
    found = deviation(THIRD_HAND, Card.parse("S4"))
    assert found is not None and found.convention.rule == "W-H-THIRD-1"
    assert found.best == Card.parse("SA") and found.cost == 2.5
    assert deviation(THIRD_HAND, Card.parse("SQ")) is None  # 0.75: within the threshold
    assert deviation(THIRD_HAND, Card.parse("SQ"), threshold=0.5) is not None
    assert deviation(THIRD_HAND, Card.parse("SA")) is None
    assert deviation(THIRD_HAND, Claim(3)) is None  # the solver judges claims
    assert WARN_POINTS == 1.0  # half an odd trick's 2 points (W-SC-1)


def test_a_hint_may_be_asked_for_a_dummy_by_its_partner() -> None:
    """W-VAR-3P: S plays the dummy N; the hint for N's card comes from S's view."""
    state = DealState.new(DEAL, dummies=(Seat.N,))
    for _ in range(3):
        state = state.apply(state.legal_actions()[0])
    assert state.to_act is Seat.N and state.actor is Seat.S
    hint = hint_at(state)
    assert hint.advice.action in state.legal_actions()
