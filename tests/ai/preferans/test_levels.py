"""Preferans's players by level: every decision legal in every phase over hundreds of deals
(each preset, three and four players, the exit minimum after all-pass runs), honest (a
decision depends on the seat's view only) and reproducible (strong and expert: test_strong.py)."""

from __future__ import annotations

import random

import pytest

from tests.ai.preferans.helpers import MISERE, redealt
from wint.ai.advice import Situation
from wint.ai.preferans.levels import BasicPlayer, BeginnerPlayer, Player, make_player
from wint.ai.preferans.simulation import play_deal
from wint.core.seats import Seat
from wint.games.preferans.actions import Phase
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.rules import preset_names, resolve_rules
from wint.games.preferans.state import PrefState

LEVELS = ("basic", "beginner", "random")


def seats(players: int) -> tuple[PrefSeat, ...]:
    return tuple(PrefSeat)[:players]


def table(number: int, players: int) -> dict[Seat, Player]:
    """All basic, all beginners, or the three levels rotated round the table, by deal."""
    kind = number % 3
    return {
        seat.seat: make_player(
            ("basic", "beginner")[kind] if kind < 2 else LEVELS[(number // 3 + i) % 3],
            f"legal:{seat}",
        )
        for i, seat in enumerate(seats(players))
    }


def checked_play(state: PrefState, players: dict[Seat, Player]) -> tuple[PrefState, set[Phase]]:
    """Play to the end, checking each action against the view's and the state's legal ones."""
    phases: set[Phase] = set()
    while (actor := state.actor) is not None:
        view = state.view(actor)
        advice = players[actor].decide(view, Situation())
        assert advice.action in view.legal_actions, (state.phase, advice)
        assert advice.action in state.legal_actions()
        phases.add(state.phase)
        state = state.apply(advice.action, actor)
    return state, phases


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("preset", preset_names())
def test_every_decision_is_legal(preset: str, players: int) -> None:
    rules = resolve_rules({"preset": preset})
    phases: set[Phase] = set()
    contracts: set[str] = set()
    for number in range(120):
        dealer = seats(players)[number % players]
        deal = PrefDeal.from_seed(19, number, dealer, players)
        state, seen = checked_play(PrefState.new(deal, rules, number % 4), table(number, players))
        assert state.is_over
        phases |= seen
        result = state.result()
        contracts.add("allpass" if result.allpass else str(result.contract))
    assert {Phase.AUCTION, Phase.DISCARD, Phase.CONTRACT, Phase.WHIST, Phase.PLAY} <= phases
    assert "allpass" in contracts and "misere" in contracts


def check_honest_through(state: PrefState, by: Player, rng: random.Random) -> tuple[int, int]:
    """Play ``state`` to its end by ``by``, checking at each decision that both levels decide
    the same on a re-dealt copy; how many copies differed from the deal, of how many."""
    changed = checked = 0
    while (actor := state.actor) is not None:
        other = redealt(state, actor, rng)
        assert other.view(actor) == state.view(actor)
        changed += other.deal != state.deal
        for player in (BasicPlayer(), BeginnerPlayer()):
            first = player.decide(state.view(actor), Situation())
            assert player.decide(other.view(actor), Situation()) == first
        checked += 1
        state = state.apply(by.decide(state.view(actor), Situation()).action)
    return changed, checked


@pytest.mark.parametrize("preset", ["sochi", "rostov", "classic1971"])
def test_a_decision_depends_on_the_view_only(preset: str) -> None:
    """Re-dealing the cards a player cannot see, consistently with its view, changes nothing
    in its decision (honesty), at every decision of whole deals: the auction, the talon, the
    whist, the play (an open whist's and a misère's exposed hands included)."""
    rng = random.Random(5)
    rules = resolve_rules({"preset": preset})
    misere = PrefDeal.parse(MISERE, PrefSeat.C, 3)
    starts = [PrefDeal.from_seed(23, n, seats(3)[n % 3], 3) for n in range(10)] + [misere]
    changed = checked = 0
    for number, deal in enumerate(starts):
        by = BeginnerPlayer() if number % 2 and deal is not misere else BasicPlayer()
        more, seen = check_honest_through(PrefState.new(deal, rules), by, rng)
        changed, checked = changed + more, checked + seen
    assert changed > checked // 2


def test_a_decision_is_reproducible() -> None:
    deal = PrefDeal.from_seed(3, 1, PrefSeat.A, 3)
    finals = []
    for _ in range(2):
        players = {seat.seat: make_player("random", f"r:{seat}") for seat in seats(3)}
        finals.append(play_deal(PrefState.new(deal), players).history())
    assert finals[0] == finals[1]
