"""Property tests: an illegal action raises IllegalActionError with the right reason and
leaves the state unchanged; a legal one is accepted (V-BID, V-PLAY)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from wint.core.cards import CARDS, Card
from wint.core.deal import deal_from_seed
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import SEATS
from wint.games.vint.calls import ALL_BIDS, INVITE, PASS, QUESTION, Call, CallKind
from wint.games.vint.notation import dump_deal
from wint.games.vint.rules import PassedOut, RuleSet
from wint.games.vint.state import Action, DealState, Phase

ALL_ACTIONS: list[Action] = [*CARDS, *ALL_BIDS, PASS, QUESTION, INVITE]
RULESETS = [
    RuleSet(),
    RuleSet(dealer_must_bid=True, auction_close_passes=4),
    RuleSet(passed_out=PassedOut.RASPASOVKA, auction_close_passes=3),
]


@st.composite
def states(draw: st.DrawFn) -> DealState:
    """A state reached by random legal actions, with passes favoured so that auctions end
    at every level and deals get passed out."""
    seed = draw(st.integers(0, 10**6))
    rules = draw(st.sampled_from(RULESETS))
    steps = draw(st.integers(0, 80))
    rng = random.Random(seed)
    dealer = SEATS[seed % 4]
    state = DealState.new(deal_from_seed(seed, 0, dealer), dealer, rules)
    for _ in range(steps):
        actions = state.legal_actions()
        if not actions:
            break
        calls = [a for a in actions if isinstance(a, Call) and not a.is_bid]
        pick = rng.choice(calls) if calls and rng.random() < 0.7 else rng.choice(actions)
        state = state.apply(pick)
    return state


def expected_refusal(state: DealState, action: Action) -> Reason:
    """The reason an oracle written from the rulebook gives for refusing ``action``."""
    phase = state.phase
    if isinstance(action, Card):
        if phase is Phase.AUCTION:
            return Reason.AUCTION_NOT_CLOSED
        if phase is Phase.PASSED_OUT:
            return Reason.NO_PLAY_EXPECTED
        if action.bit & state.played.mask or phase is Phase.COMPLETE:
            return Reason.CARD_NOT_IN_HAND
        seat = state.to_act
        assert seat is not None
        if action not in state.hand(seat):
            return Reason.NOT_YOUR_TURN
        return Reason.MUST_FOLLOW_SUIT
    assert isinstance(action, Call)
    if phase is not Phase.AUCTION:
        return Reason.AUCTION_CLOSED
    calls = state.calls()
    seat = state.to_act
    asked = {s for s, c in calls if c is QUESTION}
    bids = [(s, c) for s, c in calls if c.is_bid]
    last_bid_at = max((i for i, (_, c) in enumerate(calls) if c.is_bid), default=-1)
    pending = any(c is QUESTION for _, c in calls[last_bid_at + 1 :]) and bids
    if action.kind is CallKind.PASS:
        return Reason.DEALER_MUST_BID
    if action.kind is CallKind.BID:
        return Reason.BIDDING_FORFEITED if seat in asked else Reason.BID_TOO_LOW
    if action.kind is CallKind.QUESTION:
        return Reason.QUESTION_NOT_ALLOWED
    if not pending:
        return Reason.NO_QUESTION_PENDING
    if bids[-1][0].side is not seat.side:  # type: ignore[union-attr]
        return Reason.NOT_DECLARING_SIDE
    return Reason.BIDDING_FORFEITED


@settings(max_examples=300, deadline=None)
@given(states(), st.sampled_from(ALL_ACTIONS))
def test_illegal_actions_are_refused_with_the_right_reason(
    state: DealState, action: Action
) -> None:
    before = (dump_deal(state), state.phase, state.to_act, state.legal_actions())
    if action in state.legal_actions():
        after = state.apply(action)
        assert after.history() == (*state.history(), action)
    else:
        try:
            state.apply(action)
        except IllegalActionError as exc:
            assert exc.reason is expected_refusal(state, action)
        else:
            raise AssertionError(f"{action} was accepted but is not legal in {state!r}")
    assert (dump_deal(state), state.phase, state.to_act, state.legal_actions()) == before


@settings(max_examples=100, deadline=None)
@given(states())
def test_every_legal_action_is_accepted(state: DealState) -> None:
    for action in state.legal_actions():
        assert state.apply(action).previous is state
