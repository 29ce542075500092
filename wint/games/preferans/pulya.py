"""A pulya deal by deal: the sheet (start + deals), the all-pass run, who deals next and
the end (P-SC-0 (3)–(5), P-SET-6)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from wint.games.preferans.auction import exit_minimum
from wint.games.preferans.ledger import Entry, Records
from wint.games.preferans.result import DealResult, PrefSeat
from wint.games.preferans.scoring import Table, explain_deal, next_dealer, run_after
from wint.games.preferans.why import Why

__all__ = ["PrefLedger", "Pulya", "score_pulya"]


@dataclass(slots=True)
class Pulya:
    """The sheet of a pulya as its deals are written: ``sheet`` the running totals, ``run``
    the all-pass deals in a row, ``dealer`` who deals next (``None``: anybody, before the
    first deal), each deal's entries and why each is written (``reasons``, entry by
    entry)."""

    table: Table
    sheet: Records
    run: int = 0
    dealer: PrefSeat | None = None
    deals: list[list[Entry]] = field(default_factory=list)
    reasons: list[list[Why]] = field(default_factory=list)

    @property
    def is_over(self) -> bool:
        """P-SET-6 holds: the pulya is over."""
        return self.sheet.finished(self.table.target, self.table.rules.end_condition)

    @property
    def minimum(self) -> int:
        """P-RASP-5: the lowest contract level the next deal may play."""
        return exit_minimum(self.table.rules, self.run)

    def add(self, result: DealResult) -> list[Entry]:
        """Write ``result`` (P-SC-0): its entries, then the run and the next dealer."""
        explained = explain_deal(self.table, self.sheet, self.run, result)
        entries = [item.entry for item in explained]
        self.sheet.add_all(entries)
        self.run = run_after(self.table, self.run, result)
        self.dealer = next_dealer(self.table, result)
        self.deals.append(entries)
        self.reasons.append([item.why for item in explained])
        return entries

    def copy(self) -> Pulya:
        """This pulya as it stands, to be written on apart."""
        return Pulya(
            self.table,
            self.sheet.copy(),
            self.run,
            self.dealer,
            list(self.deals),
            list(self.reasons),
        )


def score_pulya(table: Table, start: Records, results: Iterable[DealResult]) -> Pulya:
    """The pulya of ``results`` written on ``start``."""
    pulya = Pulya(table, start.copy())
    for result in results:
        pulya.add(result)
    return pulya


@dataclass(frozen=True, slots=True)
class PrefLedger:
    """A session's pulyas one after another, an immutable value: a deal after a pulya's
    end (P-SET-6) opens the next on a clean sheet."""

    table: Table
    rubbers: tuple[Pulya, ...] = ()

    def add(self, result: DealResult) -> PrefLedger:
        """This ledger with ``result`` written on its current pulya."""
        kept, last = self.rubbers[:-1], self.rubbers[-1] if self.rubbers else None
        if last is None or last.is_over:
            kept, current = self.rubbers, Pulya(self.table, Records.empty(self.table.players))
        else:
            current = last.copy()
        current.add(result)
        return PrefLedger(self.table, (*kept, current))
