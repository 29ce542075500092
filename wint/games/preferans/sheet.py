"""The pulya sheet (пулька) as players draw it (P-SC-1, P-SET): one sector per player with
his pulya, his gora and his whists on each other player, each written as a run of figures,
every new total after the last (the earlier ones struck through), and the settlement at
the end: each player's balance in whists (exact and rounded, P-SET-1, P-SET-3) and who
pays whom, pair by pair as the table settles it (P-SET-2).

>>> from wint.games.preferans.record import read_record
>>> doc = {"format": "wint-record", "version": 1, "game": "preferans", "players": 3,
...        "pulya": 10, "deals": [{"dealer": "C", "contract": "6S", "declarer": "A",
...        "whist": ["whist", "pass"], "tricks": {"A": 6, "B": 3, "C": 1}}]}
>>> sheet = record_sheet(read_record(doc))
>>> sheet.sectors[0].pulya, sheet.sectors[1].whists
((Fraction(2, 1),), ((<PrefSeat.A: 'A'>, (Fraction(8, 1),)), (<PrefSeat.C: 'C'>, ())))
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from wint.games.preferans.ledger import Records
from wint.games.preferans.pulya import Pulya, score_pulya
from wint.games.preferans.record import Record
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.scoring import Table
from wint.games.preferans.series import BalanceSeries, balance_series
from wint.games.preferans.settlement import rounded, settle

__all__ = ["Payment", "PulyaSheet", "Sector", "pulya_sheet", "record_sheet"]

Figures = tuple[Fraction, ...]


@dataclass(frozen=True, slots=True)
class Sector:
    """One player's sector: the runs of figures of his pulya, his gora and his whists on
    each other player (the last figure of a run is the standing one), and his balance."""

    seat: PrefSeat
    name: str
    pulya: Figures
    gora: Figures
    whists: tuple[tuple[PrefSeat, Figures], ...]
    balance: Fraction
    rounded: int


@dataclass(frozen=True, slots=True)
class Payment:
    """``payer`` owes ``payee`` ``whists`` (exact, P-SET-2 (3))."""

    payer: PrefSeat
    payee: PrefSeat
    whists: Fraction


@dataclass(frozen=True, slots=True)
class PulyaSheet:
    """A pulya drawn on paper: its table (players, target), the deals written, whether it
    is over (P-SET-6), the sectors clockwise from ``A``, the payments and each player's
    balance deal by deal (the chart's figures); ``price`` the agreed money per whist, when
    the settlement is also written in money (P-SET-4)."""

    table: Table
    deals: int
    finished: bool
    sectors: tuple[Sector, ...]
    payments: tuple[Payment, ...]
    series: BalanceSeries
    price: Fraction | None = None

    def money(self, whists: Fraction) -> Fraction | None:
        """P-SET-4: ``whists`` × the price of one whist, to the cent (halves away from
        zero; ``None``: no price agreed)."""
        if self.price is None:
            return None
        cents = abs(whists * self.price * 100)
        whole = int(cents + Fraction(1, 2))  # floor of a non-negative value plus a half
        return Fraction(whole if whists >= 0 else -whole, 100)

    def cash(self, seat: PrefSeat) -> Fraction | None:
        """What ``seat`` gains (or, negative, loses) in money: the payments he receives less
        those he makes, each to the cent, so that the players' sums add up to zero as the
        whists do (P-SET-1, P-SET-4)."""
        if self.price is None:
            return None
        total = Fraction(0)
        for paid in self.payments:
            amount = self.money(paid.whists)
            assert amount is not None
            total += amount if paid.payee is seat else -amount if paid.payer is seat else 0
        return total

    def name(self, seat: PrefSeat) -> str:
        """The player at ``seat`` as the sheet names him (his name, else the seat)."""
        return next(s.name for s in self.sectors if s.seat is seat)


def _runs(totals: list[Fraction]) -> Figures:
    """The figures one place of the sheet shows from its ``totals`` (before the first deal,
    then after each): the start unless zero, then each new total."""
    figures = [totals[0]] if totals[0] else []
    for total in totals[1:]:
        if total != (figures[-1] if figures else 0):
            figures.append(total)
    return tuple(figures)


def _payments(sheet: Records, r: Fraction) -> tuple[Payment, ...]:
    """P-SET-2 on the reduced gora: each player's gora written as 10/N whists by every other
    on him, then each pair's difference is what one pays the other."""
    seats, n = sheet.seats, len(sheet.seats)

    def owed(i: PrefSeat, j: PrefSeat) -> Fraction:
        """What ``j`` has on ``i``: his whists and ``i``'s reduced gora's share."""
        return sheet.whists[j, i] + 10 * (sheet.gora[i] - r * sheet.pulya[i]) / n

    out: list[Payment] = []
    for a, i in enumerate(seats):
        for j in seats[a + 1 :]:
            net = owed(i, j) - owed(j, i)
            if net:
                out.append(Payment(i, j, net) if net > 0 else Payment(j, i, -net))
    return tuple(out)


def pulya_sheet(pulya: Pulya, start: Records, names: dict[PrefSeat, str]) -> PulyaSheet:
    """The drawn sheet of ``pulya`` written on ``start``, its players named by ``names``
    (a seat without a name is named by its letter)."""
    table, seats = pulya.table, pulya.table.seats
    running = start.copy()
    sheets = [running.copy()]
    for entries in pulya.deals:
        running.add_all(entries)
        sheets.append(running.copy())
    r = Fraction(table.rules.pulya_point_whists, 10)
    balance = settle(pulya.sheet, table.rules.pulya_point_whists)
    whole = rounded(balance)
    sectors = tuple(
        Sector(
            seat,
            names.get(seat, seat.value),
            _runs([s.pulya[seat] for s in sheets]),
            _runs([s.gora[seat] for s in sheets]),
            tuple(
                (on, _runs([s.whists[seat, on] for s in sheets])) for on in seats if on is not seat
            ),
            balance[seat],
            whole[seat],
        )
        for seat in seats
    )
    return PulyaSheet(
        table,
        len(pulya.deals),
        pulya.is_over,
        sectors,
        _payments(pulya.sheet, r),
        balance_series(sheets, table.rules.pulya_point_whists),
    )


def record_sheet(record: Record) -> PulyaSheet:
    """The pulya sheet of a checked record (``wint sheet``)."""
    pulya = score_pulya(record.table, record.start, record.results)
    return pulya_sheet(pulya, record.start, dict(record.names))
