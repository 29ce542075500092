"""The chart's figures of a pulya: each player's balance deal by deal, the P-SET-1 value of
the sheet as it stood after each deal (exact fractions; the chart plots them as floats).

>>> from wint.games.preferans.ledger import Records
>>> start = Records.empty(3)
>>> after = start.copy()
>>> after.pulya[PrefSeat.A] = Fraction(2)
>>> series = balance_series([start, after], 10)
>>> series.numbers, [str(v) for v in series.of(PrefSeat.A)]
((1,), ['40/3'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from wint.games.preferans.ledger import Records
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.settlement import settle

__all__ = ["BalanceSeries", "balance_series"]


@dataclass(frozen=True, slots=True)
class BalanceSeries:
    """At each of ``numbers`` (the deals, 1-based) each player's balance in whists,
    ``balances`` in the order of ``seats``."""

    numbers: tuple[int, ...]
    seats: tuple[PrefSeat, ...]
    balances: tuple[tuple[Fraction, ...], ...]

    def __len__(self) -> int:
        return len(self.numbers)

    def of(self, seat: PrefSeat) -> tuple[Fraction, ...]:
        """The balances of ``seat``, one per deal."""
        return self.balances[self.seats.index(seat)]


def balance_series(sheets: Sequence[Records], pulya_point_whists: int) -> BalanceSeries:
    """The balances of ``sheets`` (the sheet before the first deal, then after each deal):
    P-SET-1 settled after every deal, the start itself not a point."""
    seats = sheets[0].seats
    values = [settle(sheet, pulya_point_whists) for sheet in sheets[1:]]
    return BalanceSeries(
        tuple(range(1, len(values) + 1)),
        seats,
        tuple(tuple(value[seat] for value in values) for seat in seats),
    )
