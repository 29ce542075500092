"""The review of a Preferans deal: every card of a contract's play measured double dummy for
the side that played it, the best card's value, the tricks lost; misère counted as escapes
for the misère player; an all-pass deal not measured."""

from __future__ import annotations

from tests.ai.preferans.helpers import MISERE, STRONG
from tests.ai.preferans.test_decisions import BASIC, played, start
from wint.ai.advice import Situation
from wint.ai.preferans.review import review_deal
from wint.ai.preferans.solver import PrefPosition, card_values, solve
from wint.core.cards import Card
from wint.games.preferans.actions import Phase
from wint.games.preferans.state import PrefState


def finish(state: PrefState) -> PrefState:
    while not state.is_over:
        actor = state.actor
        assert actor is not None
        state = state.apply(BASIC.decide(state.view(actor), Situation()).action)
    return state


def test_every_card_of_a_played_contract_has_its_double_dummy_value() -> None:
    state = finish(played(start(STRONG), "6S P P discard:C7,D7 contract:9S whist pass closed"))
    review = review_deal(state)
    states = state.states()
    assert len(review.steps) == len(states) - 1
    assert review.declarer == state.declarer and not review.misere
    first = next(s for s in states if s.phase is Phase.PLAY)
    assert review.par == solve(PrefPosition.from_state(first))
    cards = [step for step in review.steps if isinstance(step.action, Card)]
    assert len(cards) == 30
    for index, step in enumerate(review.steps):
        before = states[index]
        if not isinstance(step.action, Card) or len(before.legal_actions()) < 2:
            assert not step.values
            continue
        position = PrefPosition.from_state(before)
        raw = card_values(position)
        if step.seat == state.declarer:
            assert dict(step.values) == raw
        else:
            assert dict(step.values) == {c: position.tricks_left - t for c, t in raw.items()}
        assert step.lost == max(step.values.values()) - step.values[step.action] >= 0
    # the declarer's count over the deal: quitted tricks plus the card's value
    last = cards[-1]
    assert last.won + (last.best or 0) <= 10


def test_a_card_that_gives_a_trick_away_is_a_mistake() -> None:
    state = played(start(STRONG), "6S P P discard:C7,D7 contract:9S whist pass open SA S8 S7")
    position = PrefPosition.from_state(state)
    values = card_values(position)
    worst = min(values, key=values.__getitem__)
    assert values[worst] < max(values.values())
    review = review_deal(finish(state.apply(worst)))
    step = review.steps[len(state.states()) - 1]
    assert step.action == worst and step.mistake
    assert step.lost == max(values.values()) - values[worst]
    assert review.lost_by(step.seat) >= step.lost
    assert step.trick == 2 and step.won == 1  # the declarer took the first trick


def test_the_misere_player_counts_his_escapes() -> None:
    state = finish(played(start(MISERE), "6S misere P P discard:CA,CK contract:misere"))
    review = review_deal(state)
    assert review.misere
    declarer = state.declarer
    assert declarer is not None
    for index, step in enumerate(review.steps):
        if step.values and step.seat == declarer:
            position = PrefPosition.from_state(state.states()[index])
            raw = card_values(position)
            assert dict(step.values) == {c: position.tricks_left - t for c, t in raw.items()}


def test_an_all_pass_deal_has_no_measured_card() -> None:
    state = finish(played(start(STRONG), "P P P"))
    review = review_deal(state)
    assert review.declarer is None and review.par is None
    assert all(not step.values for step in review.steps)
    assert sum(isinstance(step.action, Card) for step in review.steps) == 30
