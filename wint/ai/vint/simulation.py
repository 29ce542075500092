"""Whole Vint deals played by four computer players, each seeing only its own seat's view."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from wint.ai.advice import Situation
from wint.ai.vint.base import Player
from wint.ai.vint.levels import make_player
from wint.core.deal import deal_from_seed
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.ledger import Ledger, next_dealer
from wint.games.vint.result import DealResult
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState

__all__ = ["SimulationSummary", "play_deal", "simulate"]


def play_deal(
    state: DealState, players: Mapping[Seat, Player], situation: Situation | None = None
) -> DealState:
    """Play a deal to its end; each player is asked with its own seat's view only."""
    situation = situation or Situation()
    seat = state.to_act
    while seat is not None:
        state = state.apply(players[seat].decide(state.view(seat), situation).action, seat)
        seat = state.to_act
    return state


@dataclass(slots=True)
class SimulationSummary:
    """What ``wint simulate`` reports."""

    deals: int = 0
    seconds: float = 0.0
    passed_out: int = 0
    made: int = 0
    failed: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    rubbers: int = 0

    def as_dict(self) -> dict[str, object]:
        """The summary as the contract's JSON object."""
        return {
            "deals": self.deals,
            "seconds": round(self.seconds, 4),
            # three significant figures: a slow level's rate is not rounded to zero
            "deals_per_s": float(f"{self.deals / self.seconds:.3g}") if self.seconds else None,
            "passed_out": self.passed_out,
            "contracts": dict(sorted(self.contracts.items())),
            "made": self.made,
            "failed": self.failed,
            "rubbers": self.rubbers,
        }


def simulate(deals: int, seed: int, level: str, rules: RuleSet | None = None) -> SimulationSummary:
    """Play ``deals`` deals with four players of ``level``; deterministic for a seed."""
    rules = rules or RuleSet()
    players = {seat: make_player(level, f"{seed}:{seat.name}") for seat in SEATS}
    summary = SimulationSummary()
    ledger = Ledger(rules)
    dealer = Seat.N
    began = time.perf_counter()
    for number in range(deals):
        state = DealState.new(deal_from_seed(seed, number, dealer), dealer, rules)
        rubber = ledger.current
        situation = Situation()
        if rubber is not None and not rubber.is_over:
            games = (rubber.games_won.count(Side.NS), rubber.games_won.count(Side.EW))
            situation = Situation(rubber.running, games)
        state = play_deal(state, players, situation)
        result: DealResult = state.result()
        ledger = ledger.add(result)
        summary.deals += 1
        contract = result.contract
        if contract is None:
            summary.passed_out += 1
        else:
            summary.contracts[contract.code] += 1
            if result.made:
                summary.made += 1
            else:
                summary.failed += 1
        dealer = next_dealer(rules, dealer, result.passed_out)
    summary.seconds = time.perf_counter() - began
    summary.rubbers = sum(1 for rubber in ledger.rubbers if rubber.is_over)
    return summary
