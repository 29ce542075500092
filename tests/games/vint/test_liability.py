"""The liability for a revoke the partner asked about (V-REV-3), beside the players' ledger."""

from __future__ import annotations

from wint.core.seats import Seat
from wint.games.vint.contract import Contract
from wint.games.vint.ledger import Ledger
from wint.games.vint.liability import rubber_transfers
from wint.games.vint.record import read_record
from wint.games.vint.result import DealResult, Revoke
from wint.games.vint.sheet import build_sheet, record_sheet


def _owed(*revokes: Revoke, contract: str = "2H", tricks: int = 8) -> list[tuple[str, str, int]]:
    ledger = Ledger().add(DealResult(Contract.parse(contract, "N"), tricks, revokes=revokes))
    return [(t.payer.name, t.payee.name, t.points) for t in rubber_transfers(ledger.rubbers[0])]


def test_an_asked_revoke_makes_the_revoker_owe_his_partner_what_it_cost_the_side() -> None:
    # «два» in hearts, N–S 8: E's revoke moves three tricks at 20, E–W 60 less, N–S 60 more.
    assert _owed(Revoke(Seat.E, asked=True)) == [("E", "W", 120)]
    # «три», N–S 8: the same three tricks also make the contract (V-REV-5): no 3000 for E–W.
    assert _owed(Revoke(Seat.E, asked=True), contract="3H") == [("E", "W", 180 + 3000)]


def test_without_the_question_both_are_liable_and_nothing_is_owed() -> None:
    assert _owed(Revoke(Seat.E)) == []


def test_each_asked_revoke_costs_what_it_adds_to_those_before_it() -> None:
    # N–S 8, E–W 5: E's revoke moves three (120); W's moves the last two (80) and pays
    # 1000 × 2 for the one missing (V-REV-6), N–S now 13 (the grand slam taken, V-REV-7).
    first, second = Revoke(Seat.E, asked=True), Revoke(Seat.W, asked=True)
    assert _owed(first, second) == [("E", "W", 120), ("W", "E", 80 + 2000 + 2000)]
    assert _owed(Revoke(Seat.E), second) == [("W", "E", 80 + 2000 + 2000)]


def test_revokes_by_both_sides_each_owe_their_own() -> None:
    # E's revoke: N–S 11; N's gives the three back: each cost its side 120.
    owed = _owed(Revoke(Seat.E, asked=True), Revoke(Seat.N, asked=True))
    assert owed == [("E", "W", 120), ("N", "S", 120)]
    # N–S 9: E's revoke gives N–S 12 (a small slam taken, V-REV-7), N's takes it back.
    owed = _owed(Revoke(Seat.E, asked=True), Revoke(Seat.N, asked=True), tricks=9)
    assert owed == [("E", "W", 120 + 1000), ("N", "S", 120 + 1000)]


def test_the_players_ledger_shows_the_line_by_name_and_keeps_its_figures() -> None:
    revoke = {
        "contract": "2H",
        "declarer": "N",
        "tricks": 8,
        "revokes": [{"by": "E", "asked": True}],
    }
    game = {"contract": "5H", "declarer": "N", "tricks": 11}
    doc = {
        "format": "wint-record",
        "version": 1,
        "players": ["Anna", "Boris", "Vera", "Gleb"],
        "deals": [revoke, game, game],
    }
    sheet = record_sheet(read_record(doc))
    assert sheet.players is not None
    transfers = sheet.players.transfers
    assert [(t.deal, t.payer, t.payee, t.points, t.rule) for t in transfers] == [
        (1, "Vera", "Gleb", 120, "V-REV-3")
    ]
    revoke["revokes"] = [{"by": "E", "asked": False}]
    plain = record_sheet(read_record(doc)).players
    assert plain is not None and plain.transfers == ()
    assert plain.rows == sheet.players.rows
    assert len(plain.rows) == 1


def test_a_sheet_without_an_asked_revoke_has_no_line() -> None:
    ledger = Ledger().add(DealResult(Contract.parse("3H", "N"), 9))
    assert build_sheet(ledger).rubbers[0].transfers == ()
