"""Preferans's hints: every decision suggested with its reason, its rule and the figures it
follows (the seed's estimates B.12, the obligation P-WH-2, double dummy where every hand is in
sight), and the gentle warnings only where a decision is clearly worse."""

from __future__ import annotations

import pytest

from tests.ai.preferans.helpers import MISERE, STRONG
from tests.ai.preferans.test_decisions import played, start
from wint.ai.advice import AdviceReason, Situation
from wint.ai.preferans.estimates import PACK, strain_tricks, talon_gain
from wint.ai.preferans.figures import (
    DefenceWorth,
    HandWorth,
    MisereWorth,
    PlayWorth,
    hand_worth,
    pattern,
)
from wint.ai.preferans.reading import Role
from wint.ai.preferans.solver import PrefPosition, card_values
from wint.ai.preferans.suggest import deviation, suggest
from wint.ai.suggest import Suggestion
from wint.core.cards import Card, CardSet
from wint.games.preferans.actions import (
    Action,
    Call,
    Light,
    Name,
    Phase,
    WhistCall,
    parse_action,
)
from wint.games.preferans.result import Contract, Strain, WhistWord
from wint.games.preferans.rules import PrefRules
from wint.games.preferans.state import PrefState
from wint.games.preferans.view import PrefView

#: Each phase's figures.
DETAILS = {
    Phase.DISCARD: (HandWorth, MisereWorth),
    Phase.WHIST: (DefenceWorth,),
    Phase.LIGHT: (DefenceWorth,),
}


def hint(state: PrefState) -> Suggestion[Action]:
    return suggest(_view(state), Situation())


def _view(state: PrefState) -> PrefView:
    actor = state.actor
    assert actor is not None
    return state.view(actor)


def warned(state: PrefState, code: str) -> bool:
    return deviation(hint(state), parse_action(code)) is not None


@pytest.mark.parametrize("deal", [STRONG, MISERE])
def test_every_decision_of_a_deal_is_suggested_with_its_rule_and_figures(deal: str) -> None:
    state = start(deal)
    while not state.is_over:
        suggestion = hint(state)
        advice = suggestion.advice
        assert advice.action in state.legal_actions()
        assert deviation(suggestion, advice.action) is None
        if state.phase in DETAILS:
            assert isinstance(suggestion.detail, DETAILS[state.phase])
        if state.phase is Phase.AUCTION:
            assert advice.rule.startswith("P-BID-")
            assert isinstance(suggestion.detail, (HandWorth, MisereWorth))
        if state.phase is not Phase.PLAY:
            assert advice.reason.value.startswith("pref_") or advice.reason in (
                AdviceReason.ONLY_CARD,
            )
        state = state.apply(advice.action)


def test_the_seeds_estimate_of_a_holding() -> None:
    hand = CardSet.parse("SA SK S9 S8 S7 HA DA DK CQ C7")
    worth = hand_worth(hand, Strain.S, {strain: 0.0 for strain in Strain})
    assert pattern(hand.suit(Card.parse("SA").suit)) == "AKxxx"
    assert worth.suits[0].pattern == "AKxxx"
    assert worth.suits[0].tricks == 4.5  # B.12: A K x x x = 4.5
    assert worth.tricks == strain_tricks(hand, Strain.S)


def test_a_bid_shows_the_best_strain_with_the_talons_expectation() -> None:
    state = start(STRONG)
    suggestion = hint(state)
    assert suggestion.advice.action == Call(Contract.parse("6S"))
    assert suggestion.advice.reason is AdviceReason.PREF_BID
    worth = suggestion.detail
    assert isinstance(worth, HandWorth)
    assert worth.strain is Strain.S
    assert [suit.pattern for suit in worth.suits[:1]] == ["AKQJx"]
    view = _view(state)
    unseen = CardSet(PACK.mask & ~view.seen.mask)
    assert worth.talon > 0
    assert worth.total == pytest.approx(
        strain_tricks(view.hand, Strain.S) + talon_gain(view.hand, Strain.S, unseen)
    )
    assert worth.level == 9  # nine tricks and a bit: not ten


def test_a_pass_and_a_misere_give_their_figures() -> None:
    passing = hint(played(start(STRONG), "6S P"))
    assert passing.advice.action == Call(None)
    assert passing.advice.reason is AdviceReason.PREF_PASS
    assert isinstance(passing.detail, HandWorth) and passing.detail.level == 0
    misere = hint(played(start(MISERE), "6S"))
    assert misere.advice.reason is AdviceReason.PREF_MISERE
    ladder = misere.detail
    assert isinstance(ladder, MisereWorth)
    assert ladder.risk == 0.5 and ladder.risk <= ladder.limit  # ♠7 10: one hole, 50 %


def test_whisting_words_come_with_their_expected_whists() -> None:
    state = played(start(STRONG), "6S P P discard:C7,D7 contract:9S")
    suggestion = hint(state)
    assert suggestion.advice.action == WhistCall(WhistWord.WHIST)
    worth = suggestion.detail
    assert isinstance(worth, DefenceWorth)
    assert (worth.duty, worth.value) == (1, 8)  # P-WH-2, P-CON-4
    values = dict(suggestion.alternatives)
    assert values[WhistCall(WhistWord.WHIST)] == pytest.approx(8 * worth.expected)
    assert values[WhistCall(WhistWord.PASS)] == 0
    assert worth.whists == tuple((word.word, value) for word, value in suggestion.alternatives)
    assert suggestion.alternatives[0][0] == WhistCall(WhistWord.WHIST)


def test_warnings_come_only_for_decisions_clearly_worse() -> None:
    state = start(STRONG)
    assert not warned(state, "8S")  # nine and a bit expected: an eight is no overbid
    assert warned(state, "misere")  # three holes, each caught
    weak = played(state, "6S P")  # C: four tricks in hearts with the talon's
    assert warned(weak, "7H")
    talon = played(state, "6S P P")
    assert warned(talon, "discard:SA,C7")  # a sure trick thrown away
    assert not warned(talon, "discard:H7,D7")
    whist = played(talon, "discard:C7,D7 contract:9S")
    assert warned(whist, "pass")  # the whole obligation in hand, and no whist
    assert not warned(played(whist, "whist"), "whist")  # the second defender's share


def test_with_every_hand_in_sight_a_card_is_measured_double_dummy() -> None:
    state = played(start(STRONG), "6S P P discard:C7,D7 contract:9S whist pass open SA S8 S7")
    view = _view(state)
    suggestion = suggest(view, Situation())
    values = card_values(PrefPosition.from_view(view))
    assert dict(suggestion.alternatives) == values  # the declarer's own tricks
    detail = suggestion.detail
    assert isinstance(detail, PlayWorth) and detail.role is Role.DECLARER
    assert detail.tricks == max(values.values())
    assert dict(detail.cards) == values
    worst = min(values, key=values.__getitem__)
    assert values[worst] < detail.tricks
    found = deviation(suggestion, worst)
    assert found is not None and found.best == suggestion.advice.action  # among the best
    assert values[suggestion.advice.action] == detail.tricks
    assert found.convention.reason is AdviceReason.PREF_DOUBLE_DUMMY
    best = [card for card, value in values.items() if value == detail.tricks]
    assert all(deviation(suggestion, card) is None for card in best)


def test_the_misere_player_wants_the_fewest_tricks() -> None:
    state = played(start(MISERE), "6S misere P P discard:CA,CK contract:misere S8")
    view = _view(state)
    suggestion = suggest(view, Situation())
    detail = suggestion.detail
    assert isinstance(detail, PlayWorth) and detail.role is Role.MISERE
    tricks = card_values(PrefPosition.from_view(view))
    assert {card: -value for card, value in suggestion.alternatives} == tricks
    assert detail.tricks == min(tricks.values())
    assert dict(detail.cards) == tricks  # his own tricks, not negated


def test_a_contract_a_trick_above_the_estimate_is_warned() -> None:
    state = played(start(STRONG), "6S P P discard:C7,D7")
    suggestion = hint(state)
    assert suggestion.advice.action == Name(Contract.parse("9S"))
    assert deviation(suggestion, Name(Contract.parse("10S"))) is None  # half a trick over
    assert deviation(suggestion, Name(Contract.parse("10NT"))) is not None  # eight in no trump


def test_an_open_whist_short_of_nothing_is_not_warned() -> None:
    state = played(start(STRONG), "6S P P discard:C7,D7 contract:9S whist pass")
    suggestion = hint(state)
    assert suggestion.advice.action == Light(False)  # two and a half tricks of one owed
    assert deviation(suggestion, Light(True)) is None


def test_the_first_hand_holds_the_bid_with_here_where_the_rules_allow_it() -> None:
    state = played(start(STRONG, PrefRules(allow_zdes=True)), "6S P 7S")
    suggestion = hint(state)
    assert suggestion.advice.action == Call(Contract.parse("7S"))  # the same bid: «здесь»
    assert (suggestion.advice.reason, suggestion.advice.rule) == (AdviceReason.PREF_HERE, "P-BID-7")
    assert hint(played(start(STRONG), "6S P 7C")).advice.reason is AdviceReason.PREF_BID


def test_a_seat_not_on_turn_gets_no_suggestion() -> None:
    state = start(STRONG)
    with pytest.raises(ValueError, match="turn"):
        suggest(state.view(state.active[1]), Situation())
