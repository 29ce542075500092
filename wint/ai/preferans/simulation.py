"""Whole Preferans deals played by computer players, each seeing only its own view: ``wint
simulate --game preferans`` (a pulya after another, the all-pass runs and the dealer as the
sheet says), and a match of one level against another with the seats rotated."""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from wint.ai.advice import Situation
from wint.ai.preferans.levels import Player, make_player
from wint.core.seats import Seat
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.ledger import Records
from wint.games.preferans.pulya import PrefLedger
from wint.games.preferans.result import DealResult, PrefSeat
from wint.games.preferans.rules import PrefRules
from wint.games.preferans.scoring import Table, score_deal
from wint.games.preferans.settlement import settle
from wint.games.preferans.state import PrefState

__all__ = ["MatchSummary", "SimulationSummary", "made", "match", "play_deal", "simulate"]

#: The pulya a simulation plays to (the records' usual 10).
PULYA: Final = 10


def play_deal(state: PrefState, players: Mapping[Seat, Player]) -> PrefState:
    """Play a deal to its end; the player who acts for the seat on turn (itself, or the lone
    whister for the open passer) is asked with its own view only."""
    situation = Situation()
    actor = state.actor
    while actor is not None:
        state = state.apply(players[actor].decide(state.view(actor), situation).action, actor)
        actor = state.actor
    return state


def made(result: DealResult) -> bool:
    """Whether the declarer made his contract: no trick on a misère, the level otherwise, and
    any contract not played (both defenders passed, a standing half-whist: P-WH-4, P-WH-5)."""
    contract, declarer, tricks = result.contract, result.declarer, result.tricks
    assert contract is not None and declarer is not None
    if tricks is None:
        return True
    return tricks[declarer] == 0 if contract.misere else tricks[declarer] >= contract.level


@dataclass(slots=True)
class SimulationSummary:
    """What ``wint simulate --game preferans`` reports."""

    rules: str
    players: int
    deals: int = 0
    seconds: float = 0.0
    passed_out: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    made: int = 0
    failed: int = 0
    pulyas: int = 0

    def as_dict(self) -> dict[str, object]:
        """The summary as one JSON object."""
        return {
            "game": "preferans",
            "rules": self.rules,
            "seats": self.players,
            "deals": self.deals,
            "seconds": round(self.seconds, 4),
            "deals_per_s": float(f"{self.deals / self.seconds:.3g}") if self.seconds else None,
            "passed_out": self.passed_out,
            "contracts": dict(sorted(self.contracts.items())),
            "made": self.made,
            "failed": self.failed,
            "pulyas": self.pulyas,
        }


def simulate(
    deals: int, seed: int, level: str, rules: PrefRules, preset: str, players: int = 3
) -> SimulationSummary:
    """Play ``deals`` deals with computer players of ``level`` at every seat of a table of
    ``players``, pulya after pulya (the exit minimum after all-pass runs, P-RASP-5, and the
    next dealer, P-TAB-5, as the sheet says); deterministic for a seed.

    :raises ValueError: an unknown level.
    """
    seats = tuple(seat.seat for seat in PrefSeat)[:players]
    table = Table(rules, players, PULYA)
    by_seat = {seat: make_player(level, f"{seed}:{seat.name}") for seat in seats}
    summary = SimulationSummary(preset, players)
    ledger = PrefLedger(table)
    dealer, run = PrefSeat.A, 0
    began = time.perf_counter()
    for number in range(deals):
        deal = PrefDeal.from_seed(seed, number, dealer, players)
        result = play_deal(PrefState.new(deal, rules, run), by_seat).result()
        ledger = ledger.add(result)
        pulya = ledger.rubbers[-1]
        assert pulya.dealer is not None
        dealer, run = pulya.dealer, 0 if pulya.is_over else pulya.run
        summary.deals += 1
        if result.contract is None:
            summary.passed_out += 1
            continue
        summary.contracts[str(result.contract)] += 1
        if made(result):
            summary.made += 1
        else:
            summary.failed += 1
    summary.seconds = time.perf_counter() - began
    summary.pulyas = sum(pulya.is_over for pulya in ledger.rubbers)
    return summary


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """A duplicate match of ``level`` against ``against`` (:func:`match`): each deal's value
    in whists for ``level`` (``values``), their mean per deal and its standard error."""

    level: str
    against: str
    values: tuple[float, ...]

    @property
    def deals(self) -> int:
        """The deals played (each three times)."""
        return len(self.values)

    @property
    def mean(self) -> float:
        """The mean value per deal, in whists."""
        return sum(self.values) / max(1, len(self.values))

    @property
    def error(self) -> float:
        """The standard error of :attr:`mean` (the deals are independent)."""
        count, mean = len(self.values), self.mean
        spread = sum((value - mean) ** 2 for value in self.values) / max(1, count - 1)
        return math.sqrt(spread / max(1, count))

    def as_dict(self) -> dict[str, object]:
        """The match as one JSON object, with the mean's 95 % interval (normal)."""
        return {
            "level": self.level,
            "against": self.against,
            "deals": self.deals,
            "whists_per_deal": round(self.mean, 2),
            "standard_error": round(self.error, 2),
            "ci_low": round(self.mean - 1.96 * self.error, 2),
            "ci_high": round(self.mean + 1.96 * self.error, 2),
        }


def match(
    deals: int, seed: int, level: str, against: str, rules: PrefRules, players: int = 3
) -> MatchSummary:
    """``level`` against ``against`` in duplicate over ``deals`` deals (the dealer passing
    clockwise): each deal is played three times, ``level`` in each active seat in turn and
    ``against`` in the others, each play settled alone on a clean sheet (P-SET-7); the deal's
    value is ``level``'s settlement in whists averaged over its three seats.

    The three seats see the same cards, so the luck of the deal cancels: at three players the
    settlement is zero-sum, and the deal's value with ``against`` in every seat is exactly
    zero, so a value is what ``level`` won over ``against`` on that deal."""
    table = Table(rules, players, PULYA)
    seats = tuple(PrefSeat)[:players]
    values: list[float] = []
    for number in range(deals):
        dealer = seats[number % players]
        deal = PrefDeal.from_seed(seed, number, dealer, players)
        worth = Fraction(0)
        for hero in deal.active:
            by_seat = {
                seat.seat: make_player(level if seat is hero else against, f"{seed}:{seat}")
                for seat in seats
            }
            result = play_deal(PrefState.new(deal, rules), by_seat).result()
            sheet = Records.empty(players)
            sheet.add_all(score_deal(table, sheet, 0, result))
            worth += settle(sheet, rules.pulya_point_whists)[hero]
        values.append(float(worth) / len(deal.active))
    return MatchSummary(level, against, tuple(values))
