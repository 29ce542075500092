"""Random-playout invariants over thousands of seeded deals (OpenSpiel's random simulation
test): legal actions exist until the end, 13 tricks, undo/redo and dump/replay round-trip,
a seat's view holds no hidden card, and the sheet's totals are the sum of its entries.

The normal run plays 2,000 deals; ``pytest -m soak`` plays 100,000 (issue 8.4).
"""

from __future__ import annotations

import dataclasses
import json
import random
from enum import Enum

import pytest

from wint.core.cards import Card, CardSet
from wint.core.deal import Deal, deal_from_seed
from wint.core.seats import SEATS, Seat, Side
from wint.core.timeline import DealTimeline
from wint.games.vint.calls import Call
from wint.games.vint.ledger import Ledger
from wint.games.vint.notation import dump_deal, load_deal
from wint.games.vint.rules import PassedOut, RuleSet
from wint.games.vint.state import DealState, Phase
from wint.games.vint.view import SeatView

RULESETS = (
    RuleSet(),
    RuleSet(auction_close_passes=3, passed_out=PassedOut.RASPASOVKA),
    RuleSet(auction_close_passes=4, allow_lead_question=False),
)


def reachable(root: object) -> list[object]:
    """Every value reachable from a view through containers and dataclass fields."""
    seen: set[int] = set()
    found: list[object] = []
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        found.append(obj)
        if isinstance(obj, (Card, Call, Enum, str, int, float, type(None))):
            continue
        if isinstance(obj, (tuple, list, frozenset, set)):
            stack.extend(obj)
        elif isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif dataclasses.is_dataclass(obj):
            stack.extend(getattr(obj, f.name) for f in dataclasses.fields(obj))
        elif isinstance(obj, CardSet):
            continue
        else:
            raise AssertionError(f"a view holds an unexpected object: {obj!r}")
    return found


def check_view(state: DealState, seat: Seat) -> None:
    seen = state.view(seat)
    allowed = state.deal.hands[seat].mask | state.played.mask
    for obj in reachable(seen):
        assert not isinstance(obj, (DealState, Deal)), "a view must not hold the deal"
        if isinstance(obj, Card):
            assert obj.bit & allowed, f"{seat.name} sees {obj}"
        elif isinstance(obj, CardSet):
            assert obj.mask & ~allowed == 0, f"{seat.name} sees {obj}"
    assert isinstance(seen, SeatView)
    assert seen.hand == state.hand(seat)
    for other in SEATS:
        assert seen.played_by(other) == state.deal.hands[other] - state.hand(other)
    assert (seen.legal_actions != ()) == (state.to_act is seat)


def play_one(seed: int, number: int, rules: RuleSet, rng: random.Random) -> DealState:
    dealer = SEATS[number % 4]
    timeline = DealTimeline.start(
        DealState.new(deal_from_seed(seed, number, dealer), dealer, rules)
    )
    while not timeline.current.is_over:
        state = timeline.current
        actions = state.legal_actions()
        assert actions, "legal actions exist until the deal is over"
        assert state.to_act is not None
        timeline = timeline.apply(rng.choice(actions))
        if rng.random() < 0.03:  # undo a few steps and redo them: the same states come back
            steps = rng.randint(1, 5)
            back = timeline.undo(steps)
            assert back.current == timeline.states[max(0, timeline.cursor - steps)]
            assert back.redo(steps).current is timeline.current
    final = timeline.current
    assert final.legal_actions() == ()
    for probe in rng.sample(timeline.states, 3):
        check_view(probe, rng.choice(SEATS))
    # dump and replay give an equal state, through JSON text
    assert load_deal(json.loads(json.dumps(dump_deal(final)))) == final
    if final.phase is Phase.COMPLETE:
        assert final.tricks_won(Side.NS) + final.tricks_won(Side.EW) == 13
        assert len(final.tricks) == 13
        assert final.played.mask == (1 << 52) - 1
    return final


def check_ledger(ledger: Ledger) -> None:
    for rubber in ledger.rubbers:
        totals = rubber.totals()
        running = list(rubber.running_totals())  # after each deal: the deals so far
        assert len(running) == len(rubber.deals)
        assert not running or running[-1] == totals
        for count, after in ((len(rubber.deals), totals), *enumerate(running, 1)):
            deals = rubber.deals[:count]
            for side in Side:
                above = sum(e.points for d in deals for e in d.above if e.side is side)
                below = rubber.start[side] + sum(d.below[side] for d in deals)
                assert after[side].above == above and after[side].below == below
        side, points = rubber.result()
        assert points == abs(totals[0].total - totals[1].total)
        if rubber.is_over:
            assert max(rubber.games_won.count(s) for s in Side) == 2
            assert rubber.running == (0, 0)
        for game_totals in rubber.game_totals()[:-1]:
            assert max(game_totals) >= 500


def run_playouts(seed: int, count: int) -> None:
    rng = random.Random(seed)
    for rules in RULESETS:
        ledger = Ledger(rules)
        for number in range(count // len(RULESETS)):
            ledger = ledger.add(play_one(seed, number, rules, rng).result())
        check_ledger(ledger)


@pytest.mark.parametrize("chunk", range(8))
def test_random_playouts(chunk: int) -> None:
    run_playouts(seed=1000 + chunk, count=250)


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(80))
def test_random_playouts_soak(chunk: int) -> None:
    """80 chunks of 1,250: 100,000 random deals with every invariant checked."""
    run_playouts(seed=50_000 + chunk, count=1250)
