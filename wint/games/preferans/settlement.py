"""The zero-sum settlement of a pulya (P-SET-1) in exact fractions, and its integer display
(P-SET-3).  Applied to one deal's entries it gives that deal's value (P-SET-7).

>>> from wint.games.preferans.ledger import Records
>>> sheet = Records.empty(3)
>>> sheet.pulya[PrefSeat.A] = Fraction(2)
>>> [str(v) for v in settle(sheet, 10).values()]
['40/3', '-20/3', '-20/3']
"""

from __future__ import annotations

import math
from fractions import Fraction

from wint.games.preferans.ledger import Records
from wint.games.preferans.result import PrefSeat

__all__ = ["rounded", "settle"]


def settle(sheet: Records, pulya_point_whists: int) -> dict[PrefSeat, Fraction]:
    """P-SET-1: ``Σ_j (W[i][j] − W[j][i]) + 10 (mean(G') − G'[i])`` with the reduced gora
    ``G' = G − r·P``, ``r = pulya_point_whists / 10``; the results sum to zero."""
    r = Fraction(pulya_point_whists, 10)
    reduced = {s: sheet.gora[s] - r * sheet.pulya[s] for s in sheet.seats}
    mean = sum(reduced.values(), Fraction(0)) / len(sheet.seats)
    return {
        i: sum(
            (sheet.whists[i, j] - sheet.whists[j, i] for j in sheet.seats if j != i),
            Fraction(0),
        )
        + 10 * (mean - reduced[i])
        for i in sheet.seats
    }


def rounded(results: dict[PrefSeat, Fraction]) -> dict[PrefSeat, int]:
    """P-SET-3: the floors, plus one for the ``−Σ floors`` players with the largest
    fractional parts (ties: the lower result first, then seat order); still zero-sum."""
    floors = {s: math.floor(v) for s, v in results.items()}
    short = -sum(floors.values())
    order = sorted(results, key=lambda s: (-(results[s] - floors[s]), results[s], s.place))
    for seat in order[:short]:
        floors[seat] += 1
    return floors
