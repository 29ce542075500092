"""How a game's sheet model writes its rubbers in the kernel's rows (:mod:`wint.core.sheet`)
and puts them together: the pieces every game's sheet shares (the entries stacked above the
line, the starting totals, the totals and the result), the whole sheet of a ledger with its
pairs, the summary of all rubbers and the players' individual ledger (V-SHEET-7, W-SC-10),
a record's sheet with its named players, and the live sheet's last rubber.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol, TypeVar

from wint.core.players import NamedPlayers, PlayerRules
from wint.core.seats import SEATS, Seat, Side
from wint.core.series import ScoredRubber, ScoreLedger
from wint.core.settlement import RubberOutcome, settle
from wint.core.sheet import (
    EMPTY,
    Cell,
    Label,
    Name,
    Note,
    Pair,
    PlayerLedger,
    Row,
    RowKind,
    RubberSheet,
    Sheet,
    pairs_of,
)

__all__ = [
    "RubberWriter",
    "build_record_sheet",
    "build_sheet",
    "cells_of",
    "closing_rows",
    "game_sheet",
    "last_rubber_sheet",
    "stacked",
    "start_row",
]


def cells_of(sides: tuple[Side, Side], by_side: Mapping[Side, Cell]) -> tuple[Cell, Cell]:
    """A row's left and right cells from each side's (a side without one: nothing written)."""
    return (by_side.get(sides[0], EMPTY), by_side.get(sides[1], EMPTY))


def stacked(written: Mapping[Side, Sequence[Cell]], sides: tuple[Side, Side]) -> list[Row]:
    """The rows of each side's entries above the line, top to bottom: each column read
    from the line upwards in order of play, the first entry nearest the line (V-SHEET-2)."""
    rows = []
    for level in range(max(len(cells) for cells in written.values()) - 1, -1, -1):
        by_side = {s: written[s][level] for s in Side if level < len(written[s])}
        rows.append(Row(RowKind.ABOVE, cells_of(sides, by_side)))
    return rows


def start_row(start: tuple[int, int], sides: tuple[Side, Side]) -> Row:
    """The first game's totals below the line that the sheet began with, on game 1's row."""
    by_side = {
        sides[0]: Cell(start[sides[0]], Label.GAME, 1, Note.START),
        sides[1]: Cell(start[sides[1]], note=Note.START),
    }
    return Row(RowKind.BELOW, cells_of(sides, by_side))


class _SideTotals(Protocol):
    """One side's sums of a rubber."""

    @property
    def above(self) -> int: ...

    @property
    def below(self) -> int: ...

    @property
    def total(self) -> int: ...


class _Totalled(RubberOutcome, Protocol):
    """A rubber with each side's sums above and below the line."""

    def totals(self) -> tuple[_SideTotals, _SideTotals]: ...


def closing_rows(rubber: _Totalled, sides: tuple[Side, Side]) -> list[Row]:
    """The rubber's totals after a rule (V-SHEET-6, W-SC-8) and, once it is over, its
    result: the difference, + to the side with the larger total."""
    rows = [Row(RowKind.TOTALS_RULE)]
    totals = rubber.totals()
    for label, values in (
        (Label.ABOVE, [t.above for t in totals]),
        (Label.BELOW, [t.below for t in totals]),
        (Label.TOTAL, [t.total for t in totals]),
    ):
        rows.append(Row(RowKind.TOTAL, (Cell(values[sides[0]], label), Cell(values[sides[1]]))))
    if rubber.is_over:
        winner, points = rubber.result()
        signs = {side: 0 for side in Side}
        if winner is not None:
            signs = {winner: points, winner.other: -points}
        cells = (Cell(signs[sides[0]], Label.RESULT), Cell(signs[sides[1]]))
        rows.append(Row(RowKind.RESULT, cells))
    return rows


RubberT = TypeVar("RubberT", bound=ScoredRubber)
#: A game's writer of one rubber's sheet: the rubber, its number (from 1), the sides of the
#: left and right columns, and its pairs when they differ from the sheet's.
RubberWriter = Callable[[RubberT, int, tuple[Side, Side], tuple[Pair, Pair] | None], RubberSheet]


def build_sheet(
    game: str,
    ledger: ScoreLedger[RubberT],
    write: RubberWriter[RubberT],
    our_side: Side = Side.NS,
    *,
    date: datetime.date | None = None,
    seatings: Sequence[Sequence[Name]] | None = None,
    players: Sequence[Name] = (),
    unit: int = 1,
    settled: Sequence[tuple[int, ...]] | None = None,
    our_sides: Sequence[Side] = (),
) -> Sheet:
    """The sheet of ``game`` of every rubber of ``ledger``, each written by ``write``.

    ``seatings[i]`` are who sat N, E, S and W in rubber ``i`` (the last one goes on for
    rubbers beyond the list); without them the players are the seats.  When partners
    change between rubbers (V-PART-9, W-SEAT-5) each rubber is headed with its own pairs
    and the sides are not added up across rubbers: the individual ledger settles them
    (V-SHEET-7, W-SC-10), its figures in units of ``unit`` points.  Named ``players`` have
    their ledger from the first rubber finished, in their draw order (others in the order
    they first sat N, E, S, W).  ``settled`` are the ``players``' accounts after each
    finished rubber when they were settled otherwise than rubber by rubber (deal by deal:
    the dummy passed on every deal, WC-10).  ``our_sides[i]`` is the side written «Мы» in
    rubber ``i`` when partners change (the human's pair of that rubber; ``our_side`` for a
    rubber beyond the list).
    """
    sides = (our_side, our_side.other)
    rubbers = ledger.rubbers
    count = len(rubbers)
    if seatings:
        per_rubber = [tuple(seatings[min(i, len(seatings) - 1)]) for i in range(max(1, count))]
    else:
        per_rubber = [SEATS] * max(1, count)
    pair = pairs_of(per_rubber[0])
    same = all(seating == per_rubber[0] for seating in per_rubber)
    sheets = []
    for number, rubber in enumerate(rubbers, 1):
        own = pairs_of(per_rubber[number - 1])
        ours = sides
        if not same and number <= len(our_sides):
            ours = (our_sides[number - 1], our_sides[number - 1].other)
        names = None if same else (own[ours[0]], own[ours[1]])
        sheets.append(write(rubber, number, ours, names))
    summary = None
    if count > 1 and same:
        balance = [0, 0]
        for rubber in rubbers:
            side, points = rubber.result()
            if rubber.is_over and side is not None:
                balance[side] += points
                balance[side.other] -= points
        row = Row(
            RowKind.RESULT,
            (Cell(balance[sides[0]], Label.RESULT), Cell(balance[sides[1]])),
        )
        summary = RubberSheet(0, (row,), True)
    # the individual ledger: for named players, else once partners change or rubbers add up
    ledgered = bool(players) or count > 1 or not same
    accounts = (
        _player_ledger(rubbers, sheets, per_rubber, players, unit, settled) if ledgered else None
    )
    return Sheet(
        game=game,
        names=(pair[sides[0]], pair[sides[1]]),
        sides=sides,
        rubbers=tuple(sheets),
        summary=summary,
        players=accounts,
        date=date,
        ledger=ledger,
    )


def game_sheet(game: str, write: RubberWriter[RubberT]) -> Callable[..., Sheet]:
    """:func:`build_sheet` of one game: ``sheet(ledger, our_side, *, date, seatings, players,
    unit, settled)`` with the game and its rubber writer ``write`` bound."""

    def sheet(ledger: ScoreLedger[RubberT], our_side: Side = Side.NS, **options: Any) -> Sheet:
        return build_sheet(game, ledger, write, our_side, **options)

    return sheet


def last_rubber_sheet(
    game: str,
    ledger: ScoreLedger[RubberT],
    write: RubberWriter[RubberT],
    our_side: Side = Side.NS,
    seating: Sequence[Name] = SEATS,
) -> Sheet:
    """The sheet of ``game`` of the last rubber of ``ledger``, in progress or finished (none
    before the first deal), the players of N, E, S and W ``seating``: what the live sheet
    shows."""
    sides = (our_side, our_side.other)
    pairs = pairs_of(seating)
    rubbers = ledger.rubbers
    shown = (write(rubbers[-1], len(rubbers), sides, None),) if rubbers else ()
    return Sheet(game, (pairs[sides[0]], pairs[sides[1]]), sides, shown, None, ledger=ledger)


def build_record_sheet(
    game: str,
    ledger: ScoreLedger[RubberT],
    write: RubberWriter[RubberT],
    named: NamedPlayers | None,
    rules: PlayerRules,
    date: datetime.date | None = None,
) -> Sheet:
    """The sheet of a ``wint-record``'s ``ledger``; with ``named`` players
    (record-players.md) each rubber is headed with its pairs and the players' ledger counts
    in the ``ledger_unit`` of ``rules``, as ``wint score`` gives it."""
    if named is None:
        return build_sheet(game, ledger, write, date=date)
    return build_sheet(
        game,
        ledger,
        write,
        date=date,
        seatings=named.seatings(rules, len(ledger.rubbers)),
        players=named.players,
        unit=rules.ledger_unit,
    )


def _player_ledger(
    rubbers: Sequence[ScoredRubber],
    sheets: Sequence[RubberSheet],
    seatings: Sequence[Sequence[Name]],
    named: Sequence[Name],
    unit: int,
    settled: Sequence[tuple[int, ...]] | None = None,
) -> PlayerLedger | None:
    """Each player's running plus or minus after every finished rubber (V-SHEET-7), in
    units of ``unit`` points, the ``named`` players in their order (else in the order they
    first sat N, E, S, W), and beside it what the rubbers' ``sheets`` say one player owes
    another (W-IRR-4; none between two seats of one player); ``None`` when there is
    neither.  ``settled`` gives the figures after each finished rubber when they were worked
    out otherwise (deal by deal, when the dummy passes on every deal: WC-10)."""
    players: list[Name] = list(named)
    for seating in seatings:
        players.extend(name for name in seating if name not in players)
    transfers = tuple(
        replace(t, payer=seating[t.payer], payee=seating[t.payee])
        for sheet, seating in zip(sheets, seatings, strict=False)
        for t in sheet.transfers
        if isinstance(t.payer, Seat)
        and isinstance(t.payee, Seat)
        and seating[t.payer] != seating[t.payee]
    )
    finished = [(r, s) for r, s in zip(rubbers, seatings, strict=False) if r.is_over]
    if not finished:
        return PlayerLedger(tuple(players), (), unit, transfers) if transfers else None
    if settled is None:
        settled = settle(
            players, [r for r, _ in finished], [s for _, s in finished], unit
        ).after_rubber
    numbers = [n for n, rubber in enumerate(rubbers, 1) if rubber.is_over]
    rows = tuple(zip(numbers, settled, strict=True))
    return PlayerLedger(tuple(players), rows, unit, transfers)
