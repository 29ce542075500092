"""Whist's players by level: legal over many deals (dummies, no trump, table rules included),
honest (a decision depends on the seat's view only), reproducible, and the beginner's slips."""

from __future__ import annotations

import random

import pytest

from wint.ai.advice import AdviceReason, Situation
from wint.ai.levels import LEVELS, fallback_notice
from wint.ai.whist.levels import (
    BasicPlayer,
    BeginnerPlayer,
    MonteCarloPlayer,
    RandomPlayer,
    make_player,
)
from wint.ai.whist.simulation import play_deal
from wint.core.cards import CardSet
from wint.core.deal import Deal
from wint.core.dummies import Exposure
from wint.core.seats import SEATS, Seat
from wint.games.whist.deal import WhistDeal
from wint.games.whist.rules import WhistRules
from wint.games.whist.state import DealState

pytest.importorskip("endplay")

TABLES = [
    pytest.param((), WhistRules(), id="four"),
    pytest.param((Seat.W,), WhistRules(), id="three-with-a-dummy"),
    pytest.param((Seat.S, Seat.W), WhistRules(), id="two-with-two-dummies"),
    pytest.param((), WhistRules(no_trump=True), id="no-trump"),
    pytest.param(
        (Seat.E,), WhistRules(dummy_exposed=Exposure.AFTER_OPENING_LEAD), id="dummy-after-lead"
    ),
]


def checked_play(state: DealState, players: dict[Seat, object]) -> DealState:
    """Play to the end, checking each action against the legal ones."""
    while (actor := state.actor) is not None:
        view = state.view(actor)
        advice = players[actor].decide(view, Situation())  # type: ignore[attr-defined]
        assert advice.action in state.legal_actions()
        assert advice.action in view.legal_actions
        state = state.apply(advice.action, actor)
    return state


@pytest.mark.parametrize(("dummies", "rules"), TABLES)
@pytest.mark.parametrize("level", ["random", "beginner", "basic"])
def test_players_never_play_an_illegal_card(
    level: str, dummies: tuple[Seat, ...], rules: WhistRules
) -> None:
    players = {seat: make_player(level, f"legal:{seat.name}") for seat in SEATS}
    for number in range(60):
        dealer = SEATS[number & 3]
        deal = WhistDeal.from_seed(31, number, dealer, no_trump=rules.no_trump)
        final = checked_play(DealState.new(deal, rules, dummies), players)
        assert final.is_over and len(final.tricks) == 13


@pytest.mark.parametrize(("dummies", "rules"), TABLES[:3])
def test_the_strong_player_never_plays_an_illegal_card(
    dummies: tuple[Seat, ...], rules: WhistRules
) -> None:
    players = {seat: MonteCarloPlayer(4, seed=seat.name) for seat in SEATS}
    deal = WhistDeal.from_seed(32, len(dummies), Seat.E)
    assert checked_play(DealState.new(deal, rules, dummies), players).is_over


def redealt(state: DealState, observer: Seat, rng: random.Random) -> DealState:
    """The same deal and play with the cards ``observer`` cannot place dealt anew among the
    hands it cannot see, consistently with its view: each hidden hand keeps the cards it
    played, how many of each suit it still holds, and the dealer the turned card."""
    view = state.view(observer)
    deal = state.deal
    hidden = [seat for seat in SEATS if view.hands[seat] is None]
    turned = deal.turned.bit if deal.turned is not None and deal.turned not in state.played else 0
    hands = [deal.deal.hands[seat].mask for seat in SEATS]
    for suit_mask in (0x1FFF << (13 * s) for s in range(4)):
        pool = [
            card for seat in hidden for card in CardSet(state.hand(seat).mask & suit_mask & ~turned)
        ]
        rng.shuffle(pool)
        for seat in hidden:
            keep = state.hand(seat).mask & suit_mask & ~turned
            hands[seat] &= ~keep
            for _ in range(keep.bit_count()):
                hands[seat] |= pool.pop().bit
    new = WhistDeal(Deal(tuple(CardSet(h) for h in hands)), deal.dealer, deal.trump, deal.turned)  # type: ignore[arg-type]
    again = DealState.new(new, state.rules, (d.seat for d in state.dummies.dummies))
    for action in state.history():
        again = again.apply(action)
    return again


@pytest.mark.parametrize("dummies", [(), (Seat.W,)], ids=["four", "dummy"])
@pytest.mark.parametrize("tricks", [0, 4])
def test_a_decision_depends_on_the_view_only(dummies: tuple[Seat, ...], tricks: int) -> None:
    """Re-dealing the cards a player cannot see, consistently with its view, changes nothing
    in its decision (honesty): at the opening lead and after four tricks."""
    rng = random.Random(5)
    basic = BasicPlayer()
    strong = MonteCarloPlayer(8, seed=3)
    for number in range(3):
        state = DealState.new(WhistDeal.from_seed(77, number, Seat.N), dummies=dummies)
        while len(state.tricks) < tricks or state.current_trick:
            actor = state.actor
            assert actor is not None
            state = state.apply(basic.decide(state.view(actor), Situation()).action, actor)
        actor = state.actor
        assert actor is not None
        other = redealt(state, actor, rng)
        assert other.deal != state.deal or not tricks
        assert other.view(actor) == state.view(actor)
        first = strong.decide(state.view(actor), Situation())
        second = strong.decide(other.view(actor), Situation())
        assert first == second


def test_decisions_are_reproducible_for_a_seed() -> None:
    state = DealState.new(WhistDeal.from_seed(3, 3, Seat.S))
    seat = state.actor
    assert seat is not None
    picks = {MonteCarloPlayer(12, seed=9).decide(state.view(seat), Situation()) for _ in range(3)}
    assert len(picks) == 1


def test_the_beginner_slips_at_its_rate() -> None:
    basic, beginner = BasicPlayer(), BeginnerPlayer(seed=4)
    total = differ = 0
    for number in range(40):
        state = DealState.new(WhistDeal.from_seed(8, number, SEATS[number & 3]))
        while (seat := state.actor) is not None:
            view = state.view(seat)
            ours = beginner.decide(view, Situation())
            if len(view.legal_actions) > 2:
                total += 1
                differ += ours.action != basic.decide(view, Situation()).action
                assert ours.reason is not AdviceReason.BEGINNER_SLIP or ours.rule == ""
            state = state.apply(ours.action, seat)
    assert total > 500
    assert 0.05 < differ / total < 0.2  # 15 % random slips, some land on the same card


def test_levels_by_name() -> None:
    assert LEVELS == ("random", "beginner", "basic", "strong", "expert")
    assert isinstance(make_player("random", 1), RandomPlayer)
    assert isinstance(make_player("beginner", 1), BeginnerPlayer)
    assert isinstance(make_player("basic", 1), BasicPlayer)
    strong, expert = make_player("strong", 1), make_player("expert", 1)
    assert isinstance(strong, MonteCarloPlayer) and isinstance(expert, MonteCarloPlayer)
    assert (strong.samples, expert.samples) == (16, 48)
    with pytest.raises(ValueError, match="unknown player level"):
        make_player("grandmaster", 1)


def test_without_a_solver_strong_levels_play_as_basic(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("wint.ai.solver.endplay_available", lambda: False)
    assert fallback_notice("strong") == "no_solver" and fallback_notice("basic") is None
    assert isinstance(make_player("expert", 1), BasicPlayer)


def test_a_whole_deal_with_dummies_played_for_by_their_partners() -> None:
    """Two players with two dummies (W-VAR-2P): N plays S's cards, E plays W's."""
    deal = WhistDeal.from_seed(12, 0, Seat.N)
    seen: set[tuple[Seat, Seat]] = set()

    class Watching(BasicPlayer):
        def decide(self, view, situation):  # type: ignore[no-untyped-def]
            assert view.to_act is not None
            seen.add((view.seat, view.to_act))
            return super().decide(view, situation)

    players = {Seat.N: Watching(), Seat.E: Watching()}
    final = play_deal(DealState.new(deal, dummies=(Seat.S, Seat.W)), players)  # type: ignore[arg-type]
    assert final.is_over
    assert seen == {(Seat.N, Seat.N), (Seat.N, Seat.S), (Seat.E, Seat.E), (Seat.E, Seat.W)}
