"""Writing a ``wint-record`` (the score pad's file) and the checks of written holdings.

Every scored record of the worked examples goes out in the ``holdings`` form and comes back
as the same deal results and the same sheet; impossible coronets are refused by the reader
with the place named, and by :func:`holdings_fault` with a code the pad words in the user's
language (V-CORO-1, record contract §holdings).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wint.core.cards import Suit
from wint.core.seats import Seat
from wint.games.vint.contract import Contract
from wint.games.vint.record import RecordError, decode_json, dump_record, read_record, score_record
from wint.games.vint.result import (
    ACE_TWICE,
    ACES_CORONET_BEYOND,
    ACES_CORONET_TWICE,
    RUN_HONOURS,
    RUNS_BEYOND,
    Coronet,
    DealResult,
    Holdings,
    Revoke,
    holdings_fault,
)
from wint.games.vint.rules import PassedOut, RuleSet

RECORDS = sorted((Path(__file__).parent.parent / "data" / "records").glob("*.score-*.json"))


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_a_record_written_back_reads_as_the_same_results(path: Path) -> None:
    record = read_record(decode_json(path.read_bytes(), path.name))
    doc = dump_record(record.rules, record.results, record.start, record.named)
    text = json.dumps(doc, ensure_ascii=False)
    again = read_record(decode_json(text.encode(), "written"))
    assert again.rules == record.rules
    assert again.named == record.named  # the players and their seating (record-players.md)
    assert again.start == record.start
    assert again.results == record.results
    assert score_record(again) == score_record(record)
    for item in doc["deals"]:
        assert "deal" not in item  # the holdings form, as a real table writes it


def test_options_other_than_classic_are_written_and_read_back() -> None:
    rules = RuleSet(passed_out=PassedOut.RASPASOVKA, undertrick_unit=100)
    results = (
        DealResult(None, 7, dealer=Seat.E),
        DealResult(
            Contract.parse("2NT", "W"),
            4,
            Holdings(None, (1, 3), (Coronet(Seat.W, None, 3),)),
            revokes=(Revoke(Seat.N, asked=True),),
            dealer=Seat.S,
        ),
    )
    doc = dump_record(rules, results, (60, 0))
    assert doc["rules"]["options"] == {"passed_out": "raspasovka", "undertrick_unit": 100}
    assert doc["deals"][0] == {"dealer": "E", "passed": True, "tricks_ns": 7}
    assert doc["deals"][1]["tricks"] == 9  # the declarer's side, E–W
    assert doc["deals"][1]["revoke"] == {"by": "N", "asked": True}
    back = read_record(doc)
    assert back.rules == rules and back.results == results and back.start == (60, 0)


HEARTS = Suit.H


@pytest.mark.parametrize(
    ("coronets", "honours", "aces", "fault", "message"),
    [
        (
            [Coronet(Seat.N, None, 3), Coronet(Seat.N, None, 4)],
            (3, 2),
            (4, 0),
            (1, ACES_CORONET_TWICE),
            "coronets[1]: N already has an aces coronet",
        ),
        (
            [Coronet(Seat.E, None, 4)],
            (3, 2),
            (1, 3),
            (0, ACES_CORONET_BEYOND),
            "coronets[0].aces: EW holds only 3 aces",
        ),
        (
            [Coronet(Seat.N, Suit.S, 3), Coronet(Seat.E, Suit.S, 4)],
            (3, 2),
            (2, 2),
            (1, ACE_TWICE),
            "coronets[1]: only one hand can hold the ace of S",
        ),
        (
            [Coronet(Seat.S, HEARTS, 5)],
            (4, 1),
            (2, 2),
            (0, RUN_HONOURS),
            "coronets[0]: a run of 5 trumps needs 5 honours",
        ),
        (
            [Coronet(Seat.N, Suit.S, 3), Coronet(Seat.S, Suit.C, 3)],
            (3, 2),
            (1, 3),
            (None, RUNS_BEYOND),
            "coronets: NS holds 1 aces but 2 coronets",
        ),
    ],
)
def test_impossible_coronets_are_refused_with_the_place_and_the_reason(
    coronets: list[Coronet],
    honours: tuple[int, int],
    aces: tuple[int, int],
    fault: tuple[int | None, str],
    message: str,
) -> None:
    holdings = Holdings(honours, aces, tuple(coronets))
    assert holdings_fault(holdings, HEARTS) == fault
    doc = dump_record(RuleSet(), [DealResult(Contract.parse("2H", "S"), 8, holdings)])
    with pytest.raises(RecordError) as caught:
        read_record(doc)
    assert str(caught.value) == f"deals[0].holdings.{message}"


def test_possible_holdings_have_no_fault() -> None:
    holdings = Holdings((4, 1), (3, 1), (Coronet(Seat.S, HEARTS, 4), Coronet(Seat.N, None, 3)))
    assert holdings_fault(holdings, HEARTS) is None
    assert holdings_fault(Holdings((4, 2), (3, 1)), HEARTS) == (None, "honours_sum")
    assert holdings_fault(Holdings(None, (3, 2)), None) == (None, "aces_sum")
