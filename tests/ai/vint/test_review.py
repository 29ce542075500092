"""The review of a deal (issue 7.5): the known mistake of a scripted play is marked with the
tricks it lost, best play has none, and the double-dummy table agrees with the solver."""

from __future__ import annotations

import pytest

from tests.ai.vint.helpers import (
    best_played,
    first_cards,
    needs_endplay,
    opening,
    play_with_one_mistake,
)
from wint.ai import solver
from wint.ai.solver import Position, endplay_available, solve_many
from wint.ai.vint.review import PYTHON_CARDS, DDTable, dd_table, review_deal
from wint.core.cards import SUIT_MASKS, Card, CardSet, Suit
from wint.core.deal import Deal, deal_from_seed
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.calls import Call, Strain
from wint.games.vint.contract import Contract
from wint.games.vint.state import DealState


@needs_endplay
def test_review_marks_exactly_the_known_mistake() -> None:
    final, card, lost = play_with_one_mistake(opening(), from_trick=3)
    assert lost >= 1
    review = review_deal(final, table=False)
    (wrong,) = review.mistakes()
    assert wrong.action == card and wrong.lost == lost
    assert wrong.trick >= 3 and wrong.best is not None
    assert wrong.values[card] == wrong.best - lost
    assert review.lost(wrong.seat.side) == lost
    assert review.lost(wrong.seat.side.other) == 0


@needs_endplay
def test_best_play_has_no_mistakes_and_takes_the_table_value() -> None:
    final = best_played()
    review = review_deal(final)
    assert review.mistakes() == ()
    assert review.lost(Side.NS) == review.lost(Side.EW) == 0
    assert review.contract == Contract(2, Strain.NT, Seat.N)
    assert review.contract_tricks == final.tricks_won(Side.NS)


@needs_endplay
def test_steps_follow_the_history_with_seats_and_tricks() -> None:
    final = best_played()
    review = review_deal(final, table=False)
    assert tuple(step.action for step in review.steps) == final.history()
    states = final.states()
    assert all(step.seat == states[i].to_act for i, step in enumerate(review.steps))
    cards = [step for step in review.steps if isinstance(step.action, Card)]
    assert len(cards) == 52 and [step.trick for step in cards[::4]] == list(range(1, 14))
    # forced cards (the last trick at least) are not measured; every choice is
    assert all(not step.values for step in cards[-4:])
    for step, before in zip(review.steps, states, strict=False):
        if isinstance(step.action, Card) and len(before.legal_actions()) > 1:
            assert set(step.values) == set(before.legal_actions())
            assert step.won == before.tricks_won(step.seat.side)


@needs_endplay
def test_review_is_reproducible() -> None:
    final, _, _ = play_with_one_mistake(opening(seed=3), from_trick=5)
    assert review_deal(final) == review_deal(final)


@needs_endplay
def test_dd_table_agrees_with_the_solver_at_the_opening_lead() -> None:
    deal = deal_from_seed(7, 1)
    table = dd_table(deal)
    assert table is not None and table.cards == 13
    masks = (deal.hands[0].mask, deal.hands[1].mask, deal.hands[2].mask, deal.hands[3].mask)
    cells = [(declarer, strain) for declarer in SEATS for strain in Strain]
    positions = [Position(masks, strain.suit, declarer.lho) for declarer, strain in cells]
    for (declarer, strain), values in zip(cells, solve_many(positions), strict=True):
        assert table.tricks_for(declarer, strain) == 13 - max(values.values())
    for strain in Strain:
        level = table.level(Seat.N, strain)
        assert level == max(0, table.tricks_for(Seat.N, strain) - 6)
        if level:
            assert table.makes(Contract(level, strain, Seat.N))
        if level < 7:
            assert not table.makes(Contract(level + 1, strain, Seat.N))


def test_dd_table_of_one_suit_hands() -> None:
    """Each seat holds one suit: a side takes all 13 tricks when its suit is trumps, none
    otherwise (the leader's side runs its suit or ruffs), and none at no trump."""
    hands = (SUIT_MASKS[Suit.S], SUIT_MASKS[Suit.H], SUIT_MASKS[Suit.D], SUIT_MASKS[Suit.C])
    table = dd_table(Deal.from_masks(hands))
    if not endplay_available():
        assert table is None
        return
    assert table is not None
    for declarer in SEATS:
        own = {hands[declarer], hands[declarer.partner]}
        for strain in Strain:
            expected = 13 if strain.suit is not None and SUIT_MASKS[strain.suit] in own else 0
            assert table.tricks_for(declarer, strain) == expected, (declarer, strain)


def test_dd_table_of_an_ending(monkeypatch: pytest.MonkeyPatch) -> None:
    """N ♠AK ♥2, E ♥AK ♠2, S ♦432, W ♣432, by the pure search and by DDS alike."""
    masks = tuple(
        CardSet.parse(hand).mask for hand in ("SA SK H2", "HA HK S2", "D4 D3 D2", "C4 C3 C2")
    )
    ending = (masks[0], masks[1], masks[2], masks[3])
    table = dd_table(ending)
    monkeypatch.setattr(solver, "endplay_available", lambda: False)
    python = dd_table(ending)
    assert table == python and isinstance(python, DDTable) and python.cards == 3
    assert python.tricks_for(Seat.N, Strain.NT) == 1  # E cashes ♥A ♥K, then ♠2 to N
    assert python.tricks_for(Seat.W, Strain.NT) == 1  # N cashes ♠A ♠K, then ♥2 to E
    assert python.tricks_for(Seat.S, Strain.S) == 2  # N ruffs W's club, draws E's ♠2


def test_review_without_endplay_measures_the_ending(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pure-Python search measures the last :data:`PYTHON_CARDS` tricks and marks the
    known mistake there; the larger positions are left unmeasured."""
    monkeypatch.setattr(solver, "endplay_available", lambda: False)
    start = first_cards(opening(seed=11, number=4, bid="1H"), 13 - PYTHON_CARDS)
    final, card, lost = play_with_one_mistake(start, from_trick=14 - PYTHON_CARDS)
    review = review_deal(final)
    assert review.table is None
    (wrong,) = review.mistakes()
    assert wrong.action == card and wrong.lost == lost
    measured = [step.trick for step in review.steps if step.values]
    assert measured and min(measured) == 14 - PYTHON_CARDS


def test_a_passed_out_deal_has_only_calls() -> None:
    state = DealState.new(deal_from_seed(7, 1), Seat.N).apply(Call.parse("1S"))
    review = review_deal(state, table=False)
    assert len(review.steps) == 1 and review.steps[0].seat is Seat.N
    assert review.steps[0].lost == 0 and review.mistakes() == ()
