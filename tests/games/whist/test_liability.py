"""W-IRR-4 beside the individual ledger (WC-11): with ``revoke_liability =
offender_if_asked`` the offender of a revoke his partner asked about owes the partner 5 for a
penalty in points and 2 a trick moved (at most 6) for one in tricks; with ``side`` nothing.
The sheet, the ledger's figures and ``wint score``'s output are the same either way."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.games.whist.records import deal, doc
from tests.test_cli import cli
from wint.core.seats import Seat
from wint.core.sheet import Name, Sheet, Transfer
from wint.core.sheet_builder import build_sheet
from wint.games.whist.record import ledger_of, read_record
from wint.games.whist.sheet import record_sheet, rubber_sheet

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]


def revoke(by: str, penalty: str, asked: bool = True) -> dict[str, Any]:
    return {"by": by, "penalty": penalty, "asked": asked}


# N–S revoke twice in deal 3 (asked once, three tricks moved); E–W, holding one trick in
# deal 2, give it alone for an asked revoke (the cap: 2, not 6).
DEALS = [
    deal("S", 9, revokes=[revoke("E", "points")]),
    deal("H", 12, revokes=[revoke("W", "tricks")]),
    deal("D", 8, revokes=[revoke("S", "tricks"), revoke("N", "tricks", asked=False)]),
    deal("C", 7, revokes=[revoke("N", "points", asked=False)]),
]


def sheet_of(liability: str | None, **top: Any) -> Sheet:
    options = {"revoke_liability": liability} if liability else None
    return record_sheet(read_record(doc(DEALS, options, **top)))


def seat_name(sheet: Sheet, seat: Seat) -> Name:
    """Who sat ``seat`` in the sheet's (one) rubber: «Мы» are N–S, each pair as N, S and E, W."""
    (north, south), (east, west) = sheet.names
    return {Seat.N: north, Seat.S: south, Seat.E: east, Seat.W: west}[seat]


@pytest.mark.parametrize("liability", [None, "offender_if_asked"])
def test_the_offender_of_an_asked_revoke_owes_his_partner(liability: str | None) -> None:
    sheet = sheet_of(liability, players=PLAYERS)
    assert sheet.players is not None
    assert sheet.players.rows == ()  # no rubber finished: no figures, the lines all the same
    n, e, s, w = (seat_name(sheet, seat) for seat in (Seat.N, Seat.E, Seat.S, Seat.W))
    assert sorted([n, e, s, w]) == sorted(PLAYERS)
    assert sheet.players.transfers == (
        Transfer(1, e, w, 5, "W-IRR-4"),  # points: 5
        Transfer(2, w, e, 2, "W-IRR-4", 1),  # one trick moved: 2, not 6
        Transfer(3, s, n, 6, "W-IRR-4", 3),  # three tricks: 6; N's unasked one owes nothing
    )


def test_when_the_side_pays_nothing_is_owed() -> None:
    assert sheet_of("side", players=PLAYERS).players is None
    assert sheet_of("offender_if_asked").players is None  # no players' ledger: no lines


def test_the_sheet_and_the_ledgers_figures_are_the_same_under_both_values() -> None:
    more = [*DEALS, deal("S", 13)]  # N–S's second partiya: the rubber is won
    sheets = [
        record_sheet(read_record(doc(more, {"revoke_liability": value}, players=PLAYERS)))
        for value in ("offender_if_asked", "side")
    ]
    owed, paid = (s.players for s in sheets)
    assert owed is not None and paid is not None
    assert owed.rows == paid.rows and len(owed.rows) == 1  # the ledger's figures
    assert len(owed.transfers) == 3 and paid.transfers == ()
    assert sheets[0].rubbers[0].rows == sheets[1].rubbers[0].rows


def test_a_dummys_partner_owes_himself_nothing() -> None:
    """A player in two seats (W-VAR-3P) is the offender and his partner at once."""
    record = read_record(doc(DEALS, players=PLAYERS))
    ledger = ledger_of(record.rules, record.start, record.results)
    seating = ["Anna", "Boris", "Anna", "Gleb"]  # Anna plays N and her dummy S
    sheet = build_sheet("whist", ledger, rubber_sheet, seatings=[seating], players=PLAYERS)
    assert sheet.players is not None
    assert [(t.payer, t.payee) for t in sheet.players.transfers] == [
        ("Boris", "Gleb"),
        ("Gleb", "Boris"),
    ]


def test_wint_score_is_the_same_whoever_asked_and_whoever_pays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    outputs = []
    cases = ((True, "offender_if_asked"), (False, "offender_if_asked"), (True, "side"))
    for asked, liability in cases:
        deals = json.loads(json.dumps([*DEALS, deal("S", 13)]))  # the rubber is won
        for entry in deals:
            for r in entry.get("revokes", []):
                r["asked"] = asked and r["asked"]
        path = tmp_path / f"{asked}-{liability}.json"
        path.write_text(json.dumps(doc(deals, {"revoke_liability": liability}, players=PLAYERS)))
        ran = cli(capsys, "score", path)
        assert ran.code == 0 and json.loads(ran.out)["ledger"]  # the players' ledger
        outputs.append(ran.out)
    assert outputs[0] == outputs[1] == outputs[2]
