"""What the rubbers of a partnership game give the record CLI (contracts/record-cli-v1.md):
each side's totals, and the score sheet as JSON — the rubbers with their deals, the games
(partii) won, the winner, the totals and the result, and with named players each rubber's
seating and the players' ledger.  A game writes its own deals (:func:`sheet_json`'s
``deal_json``) and its ledger keeps the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from wint.core.players import NamedPlayers, PlayerRules
from wint.core.seats import Side
from wint.core.sheet import SheetEntry

__all__ = ["SideTotals", "entry_json", "sheet_json"]


@dataclass(frozen=True, slots=True)
class SideTotals:
    """One side's sum above the line, below it (all games) and in all (V-PART-8, W-SC-8)."""

    above: int
    below: int

    @property
    def total(self) -> int:
        """Above plus below."""
        return self.above + self.below


class ScoredRubber(Protocol):
    """What the sheet's JSON reads of a game's rubber."""

    @property
    def deals(self) -> Sequence[Any]: ...

    @property
    def games_won(self) -> Sequence[Side]: ...

    @property
    def winner(self) -> Side | None: ...

    @property
    def is_over(self) -> bool: ...

    def totals(self) -> tuple[SideTotals, SideTotals]: ...

    def result(self) -> tuple[Side | None, int]: ...


def sheet_json(
    rubbers: Sequence[ScoredRubber],
    deal_json: Callable[[Any], dict[str, Any]],
    named: NamedPlayers | None,
    rules: PlayerRules,
) -> dict[str, Any]:
    """The score sheet of ``rubbers`` as the contract's JSON, each deal written by
    ``deal_json``; with named players each rubber also has its ``seating`` and
    ``sits_out``, and the sheet the players' ``ledger``."""
    sheet: dict[str, Any] = {"rubbers": [_rubber_json(rubber, deal_json) for rubber in rubbers]}
    if named is not None:
        extras, sheet["ledger"] = named.sheet(rules, rubbers)
        for rubber, extra in zip(sheet["rubbers"], extras, strict=True):
            rubber.update(extra)
    return sheet


def _rubber_json(
    rubber: ScoredRubber, deal_json: Callable[[Any], dict[str, Any]]
) -> dict[str, Any]:
    totals = rubber.totals()
    winner = rubber.winner
    side, points = rubber.result()
    return {
        "deals": [deal_json(deal) for deal in rubber.deals],
        "games_won": [s.name for s in rubber.games_won],
        "winner": winner.name if winner is not None else None,
        "totals": {
            s.name: {"above": totals[s].above, "below": totals[s].below, "total": totals[s].total}
            for s in Side
        },
        "result": (
            {"side": side.name if side is not None else None, "points": points}
            if winner is not None
            else None
        ),
    }


def entry_json(entry: SheetEntry) -> dict[str, Any]:
    """An entry above the line: its kind, points and rule, and its count, seat and suit
    where it has them."""
    out: dict[str, Any] = {"kind": str(entry.kind), "points": entry.points, "rule": entry.rule}
    if entry.count is not None:
        out["count"] = entry.count
    if entry.seat is not None:
        out["seat"] = entry.seat.name
    if entry.suit is not None:
        out["suit"] = entry.suit.name
    return out
