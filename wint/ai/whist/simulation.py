"""Whole Whist deals played by four computer players, each seeing only its own view."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from wint.ai.advice import Situation
from wint.ai.whist.levels import Player, make_player
from wint.ai.whist.values import situation_of
from wint.core.seats import SEATS, Seat
from wint.games.whist.deal import WhistDeal
from wint.games.whist.ledger import Ledger
from wint.games.whist.rules import WhistRules
from wint.games.whist.state import DealState

__all__ = ["SimulationSummary", "play_deal", "simulate"]


def play_deal(
    state: DealState, players: Mapping[Seat, Player], situation: Situation | None = None
) -> DealState:
    """Play a deal to its end; the player who acts for the seat on turn (itself, or a
    dummy's partner) is asked with its own view only."""
    situation = situation or Situation()
    actor = state.actor
    while actor is not None:
        state = state.apply(players[actor].decide(state.view(actor), situation).action, actor)
        actor = state.actor
    return state


@dataclass(slots=True)
class SimulationSummary:
    """What ``wint simulate --game whist`` reports: the odd tricks (how many tricks the side
    that took seven or more took, deal by deal), the slams, the partii and rubbers won."""

    deals: int = 0
    seconds: float = 0.0
    tricks: Counter[int] = field(default_factory=Counter)
    slams: int = 0
    games: int = 0
    rubbers: int = 0

    def as_dict(self) -> dict[str, object]:
        """The summary as one JSON object."""
        return {
            "game": "whist",
            "deals": self.deals,
            "seconds": round(self.seconds, 4),
            # three significant figures: a slow level's rate is not rounded to zero
            "deals_per_s": float(f"{self.deals / self.seconds:.3g}") if self.seconds else None,
            "tricks": {str(count): n for count, n in sorted(self.tricks.items())},
            "slams": self.slams,
            "games": self.games,
            "rubbers": self.rubbers,
        }


def simulate(
    deals: int, seed: int, level: str, rules: WhistRules | None = None
) -> SimulationSummary:
    """Play ``deals`` deals with four players of ``level``, the deal passing clockwise
    (W-DEAL-5) and the score kept in rubbers; deterministic for a seed."""
    rules = rules or WhistRules()
    players = {seat: make_player(level, f"{seed}:{seat.name}") for seat in SEATS}
    summary = SimulationSummary()
    ledger = Ledger(rules)
    dealer = Seat.N
    began = time.perf_counter()
    for number in range(deals):
        deal = WhistDeal.from_seed(seed, number, dealer, no_trump=rules.no_trump)
        state = play_deal(DealState.new(deal, rules), players, situation_of(ledger))
        result = state.result()
        ledger = ledger.add(result)
        odd = max(result.tricks_ns, 13 - result.tricks_ns)
        summary.deals += 1
        summary.tricks[odd] += 1
        summary.slams += odd >= 12
        dealer = dealer.lho
    summary.seconds = time.perf_counter() - began
    summary.games = sum(1 for deal in ledger.deals if deal.game_won_by is not None)
    summary.rubbers = sum(1 for rubber in ledger.rubbers if rubber.is_over)
    return summary
