"""Whist's score sheet model (S004 r.73–78, W-SC): above the line each partiya's entries
under its netting (W-SC-7), below it each partiya's totals with the odd tricks written, the
totals and the result; the individual ledger (W-SC-10) and the charts' figures."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.games.whist.records import deal, doc
from wint.core.seats import Side
from wint.core.series import MarkerKind, rubber_series, session_series
from wint.core.sheet import Cell, Label, Note, Row, RowKind, RubberSheet
from wint.games.whist.ledger import Ledger
from wint.games.whist.record import ledger_of, read_record
from wint.games.whist.scoring import EntryKind
from wint.games.whist.sheet import Carried, SheetKind, build_sheet, record_sheet

DATA = Path(__file__).parent.parent.parent / "data" / "whist"


def rubber_of(name: str, **top: Any) -> RubberSheet:
    """The one rubber's sheet of a worked example's record in tests/data/whist."""
    record = json.loads((DATA / f"{name}.json").read_text("utf-8"))
    record.update(top)
    (rubber,) = record_sheet(read_record(record)).rubbers
    return rubber


def kinds(rubber: RubberSheet) -> list[str]:
    return [row.kind.value for row in rubber.rows]


def figures(row: Row) -> tuple[int | None, int | None]:
    return (row.cells[0].value, row.cells[1].value)


def written(cell: Cell) -> tuple[str, int] | None:
    """An entry above the line as (kind, points)."""
    return None if cell.entry is None else (cell.entry.kind, cell.entry.points)


def test_w_ex6_the_sheet_nets_each_partiya_and_ends_with_33() -> None:
    rubber = rubber_of("W-EX6")
    assert rubber.finished and rubber.number == 1
    assert kinds(rubber) == [
        *["carried", "above", "above", "above", "above"],  # partiya 3 under its netting
        *["carried", "above", "above"],  # partiya 2
        *["carried", "above", "above", "above"],  # partiya 1, nearest the line
        *["line", "below", "below", "below", "game_rule", "below", "game_rule", "below", "below"],
        *["totals_rule", "total", "total", "total", "result"],
    ]
    carried = [row for row in rubber.rows if row.kind is RowKind.CARRIED]
    assert [figures(row) for row in carried] == [(33, 0), (0, 14), (6, 0)]  # W-EX6
    entries = [cell.entry for row in carried for cell in row.cells]
    assert all(isinstance(e, Carried) and e.rule == "W-SC-7" for e in entries)
    assert [(e.count, e.totals) for e in entries if isinstance(e, Carried)] == [
        (3, (49, 16)),
        (3, (16, 49)),
        (2, (6, 20)),
        (2, (20, 6)),
        (1, (19, 13)),
        (1, (13, 19)),
    ]
    assert [cell.deal for row in carried for cell in row.cells] == [6, 6, 4, 4, 3, 3]
    assert [cell.game for row in carried for cell in row.cells] == [3, 3, 2, 2, 1, 1]
    # Partiya 1 above the line, each column from the line upwards in order of play.
    first = rubber.rows[9:12]
    assert [written(row.cells[0]) for row in reversed(first)] == [
        (EntryKind.HONOURS, 4),
        (EntryKind.GAME, 5),
        None,
    ]
    assert [written(row.cells[1]) for row in reversed(first)] == [
        (EntryKind.HONOURS, 2),
        (EntryKind.CORONET, 5),
        (EntryKind.HONOURS, 2),
    ]
    third = [written(row.cells[0]) for row in reversed(rubber.rows[1:5])]
    assert third == [
        (EntryKind.HONOURS, 4),
        (EntryKind.CORONET, 20),
        (EntryKind.GAME, 5),
        (EntryKind.RUBBER, 10),
    ]
    assert {row.cells[0].entry.rule for row in rubber.rows[1:5] if row.cells[0].entry} == {
        "W-SC-2",
        "W-SC-3",
        "W-SC-6",
        "W-SC-8",
    }


def test_w_ex6_below_the_line_each_partiya_with_its_odd_tricks() -> None:
    rubber = rubber_of("W-EX6")
    below = [row for row in rubber.rows if row.kind is RowKind.BELOW]
    assert [figures(row) for row in below] == [
        (6, None),
        (None, 4),
        (10, None),
        (None, 10),
        (8, None),
        (10, None),
    ]
    assert [row.running for row in below] == [(6, 0), (6, 4), (10, 4), (0, 10), (8, 0), (10, 0)]
    odd = [cell.odd_tricks for row in below for cell in row.cells if cell.value is not None]
    assert odd == [3, 2, 2, 5, 4, 1]  # 2 points a trick (W-SC-1)
    notes = [[cell.note for cell in row.cells] for row in below]
    assert notes[2] == [Note.GAME, None] and notes[3] == [None, Note.GAME]
    assert notes[5] == [Note.GAME_AND_RUBBER, None]
    labels = [(row.cells[0].label, row.cells[0].game) for row in below]
    assert labels == [
        (Label.GAME, 1),
        (None, 0),
        (None, 0),
        (Label.GAME, 2),
        (Label.GAME, 3),
        (None, 0),
    ]
    assert [row.ends_game for row in below] == [False, False, True, True, False, True]


def test_w_ex6_totals_and_result() -> None:
    rubber = rubber_of("W-EX6")
    totals = [figures(row) for row in rubber.rows if row.kind is RowKind.TOTAL]
    assert totals == [(48, 21), (20, 14), (68, 35)]
    (result,) = [row for row in rubber.rows if row.kind is RowKind.RESULT]
    assert figures(result) == (33, -33) and result.cells[0].label is Label.RESULT
    # the last netting is the result (W-SC-8: netting is linear)
    assert figures(rubber.rows[0]) == (33, 0)


def test_the_entries_in_order_of_play_put_a_netting_after_its_deal() -> None:
    entries = rubber_of("W-EX6").entries()
    deals = [w.cell.deal for w in entries]
    assert deals == sorted(deals)
    third = [(w.column, written(w.cell), w.netting) for w in entries if w.cell.deal == 3]
    assert third == [
        (0, (EntryKind.GAME, 5), False),
        (1, (EntryKind.HONOURS, 2), False),
        (0, (SheetKind.CARRIED, 6), True),
        (1, (SheetKind.CARRIED, 0), True),
    ]
    ledger = ledger_of(*_record_parts("W-EX6"))
    assert len(entries) == sum(len(d.above) for d in ledger.deals) + 2 * 3  # three nettings


def test_w_ex7_the_result_favours_the_side_that_lost_the_rubber() -> None:
    rubber = rubber_of("W-EX7")
    below = [row for row in rubber.rows if row.kind is RowKind.BELOW]
    assert below[-1].cells[1].note is Note.GAME_AND_RUBBER  # E–W won the rubber 2–0
    (result,) = [row for row in rubber.rows if row.kind is RowKind.RESULT]
    assert figures(result) == (5, -5)  # and N–S the points
    carried = [figures(row) for row in rubber.rows if row.kind is RowKind.CARRIED]
    assert carried == [(5, 0), (28, 0)]
    ledger = ledger_of(*_record_parts("W-EX7"))
    they = build_sheet(ledger, Side.EW).rubbers[0]
    (result,) = [row for row in they.rows if row.kind is RowKind.RESULT]
    assert figures(result) == (-5, 5)  # E–W's sheet: «Мы» lost 5 though they won the rubber
    assert [figures(row) for row in they.rows if row.kind is RowKind.CARRIED] == [(0, 5), (0, 28)]


def _record_parts(name: str) -> tuple[Any, tuple[int, int], tuple[Any, ...]]:
    record = read_record(json.loads((DATA / f"{name}.json").read_text("utf-8")))
    return record.rules, record.start, record.results


def test_a_partiya_in_progress_has_no_netting_over_it() -> None:
    rules, start, results = _record_parts("W-EX6")
    (rubber,) = build_sheet(Ledger(rules, start).extend(results[:4])).rubbers
    assert not rubber.finished
    assert kinds(rubber)[:6] == ["carried", "above", "above", "carried", "above", "above"]
    assert RowKind.RESULT.value not in kinds(rubber)
    (rubber,) = build_sheet(Ledger(rules, start).extend(results[:2])).rubbers
    assert kinds(rubber)[:3] == ["above", "above", "line"]  # nothing netted yet


def test_the_starting_totals_count_in_the_first_netting() -> None:
    """A record's ``start``: the partiya's totals below before the first deal are written
    on game 1's row and counted in its netting: 6 + 4 + honours 2 + partiya 5 − 4 = 13."""
    record = read_record(doc([deal("S", 8, 3)], start={"NS": 6, "EW": 4}))
    (rubber,) = record_sheet(record).rubbers
    below = [row for row in rubber.rows if row.kind is RowKind.BELOW]
    assert [cell.note for cell in below[0].cells] == [Note.START, Note.START]
    assert figures(below[0]) == (6, 4) and below[0].cells[0].label is Label.GAME
    assert figures(below[1]) == (10, None) and below[1].cells[0].label is None
    assert figures(rubber.rows[0]) == (13, 0)


def test_a_void_deal_writes_no_row_below() -> None:
    """W-IRR-11: revokes by both sides void the deal (redeal): nothing written at all."""
    void = deal(
        "S", 8, 3, revokes=[{"by": "N", "penalty": "points"}, {"by": "E", "penalty": "points"}]
    )
    (rubber,) = record_sheet(read_record(doc([deal("S", 9, 3), void]))).rubbers
    below = [row for row in rubber.rows if row.kind is RowKind.BELOW]
    assert [figures(row) for row in below] == [(6, None)]


def test_named_players_have_their_ledger_in_points() -> None:
    """W-EX6 with named players: +33 to N and S, −33 to E and W (W-SC-10, unit 1)."""
    players = ["Anna", "Boris", "Clara", "Denis"]  # drawn: Anna and Boris partners
    record = read_record(
        json.loads((DATA / "W-EX6.json").read_text("utf-8")) | {"players": players}
    )
    sheet = record_sheet(record)
    assert sheet.game == "whist"
    assert sheet.players is not None and sheet.players.unit == 1
    assert sheet.players.players == tuple(players)
    assert sheet.players.rows == ((1, (33, 33, -33, -33)),)
    assert sheet.names == (("Anna", "Boris"), ("Clara", "Denis"))


def test_the_sheet_keeps_its_ledger_for_the_charts() -> None:
    rules, start, results = _record_parts("W-EX6")
    sheet = record_sheet(read_record(json.loads((DATA / "W-EX6.json").read_text("utf-8"))))
    assert sheet.ledger == ledger_of(rules, start, results)
    series = rubber_series(sheet.ledger.rubbers[0])
    assert series.points == ((10, 10, 19, 19, 51, 68), (0, 11, 13, 33, 33, 35))
    assert [(m.number, m.side) for m in series.games] == [(3, Side.NS), (4, Side.EW), (6, Side.NS)]
    assert [(m.number, m.kind) for m in series.rubbers] == [(6, MarkerKind.RUBBER)]
    assert session_series(sheet.ledger).points == ((33,), (-33,))


def test_two_rubbers_add_up_in_a_summary() -> None:
    rules, start, results = _record_parts("W-EX6")
    sheet = build_sheet(Ledger(rules, start).extend(results + results[:2]))
    assert [rubber.finished for rubber in sheet.rubbers] == [True, False]
    assert sheet.summary is not None
    assert figures(sheet.summary.rows[0]) == (33, -33)
