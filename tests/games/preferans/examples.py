"""Shared helpers of the Preferans scoring tests: a deal written the way B.11 writes it, and
a sheet's figures as ``{"A": 2, "B gora": 4, "B>A": 4}``."""

from __future__ import annotations

from fractions import Fraction

from wint.core.cards import Card
from wint.games.preferans.ledger import Entry, Kind, Records
from wint.games.preferans.result import Contract, DealResult, PrefSeat, WhistWord
from wint.games.preferans.rules import PrefRules, resolve_rules
from wint.games.preferans.scoring import Table


def rules(preset: str = "sochi", **options: object) -> PrefRules:
    return resolve_rules({"preset": preset, "options": options})


def table(preset: str = "sochi", players: int = 3, target: int = 10, **options: object) -> Table:
    return Table(rules(preset, **options), players, target)


def deal(
    contract: str | None,
    tricks: str | None = None,
    whist: str = "",
    dealer: str = "",
    declarer: str = "A",
    prikup: str = "",
    players: int = 3,
) -> DealResult:
    """``tricks`` as "6 2 2" for A B C; the dealer C (D with four) unless given."""
    seats = tuple(PrefSeat)[:3]
    cards = tuple(Card.parse(c) for c in prikup.split())
    return DealResult(
        dealer=PrefSeat(dealer or ("D" if players == 4 else "C")),
        contract=None if contract is None else Contract.parse(contract),
        declarer=None if contract is None else PrefSeat(declarer),
        whist=tuple(WhistWord(w) for w in whist.split()),
        allpass=contract is None,
        tricks=None
        if tricks is None
        else dict(zip(seats, (int(t) for t in tricks.split()), strict=True)),
        prikup=(cards[0], cards[1]) if cards else None,
    )


def figures(entries: list[Entry]) -> dict[str, Fraction]:
    """Entries summed as B.11 writes them: "A" pulya, "A gora", "B>A" whists."""
    out: dict[str, Fraction] = {}
    for e in entries:
        key = {Kind.PULYA: e.seat.value, Kind.GORA: f"{e.seat.value} gora"}.get(
            e.kind, f"{e.seat.value}>{e.on.value if e.on else ''}"
        )
        out[key] = out.get(key, Fraction(0)) + e.points
    return {k: v for k, v in out.items() if v}


def sheet_of(entries: list[Entry], players: int) -> Records:
    sheet = Records.empty(players)
    sheet.add_all(entries)
    return sheet
