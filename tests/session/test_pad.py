"""The score pad of a real table (Qt-free): quick contract entry, the checks of an entered
deal, corrections, the partner rotation and the dealer, and the ``wint-record`` it saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wint.core.calls import Strain
from wint.core.cards import Suit
from wint.core.contract import Contract
from wint.core.ledger import Ledger
from wint.core.result import Coronet, DealResult, Holdings, Revoke
from wint.core.rules import HonoursBasis, PassedOut, RedealBy, RuleSet
from wint.core.seats import Seat, Side
from wint.session.pad import PadError, ScorePad, deal_fault, parse_contract
from wint.session.record import decode_json, read_record, score_record

PLAYERS = ("Толстой", "Анна", "Кити", "Вронский")
RECORDS = Path(__file__).parent.parent / "data" / "records"


def made(code: str, declarer: str, over: int = 0, dealer: Seat = Seat.N) -> DealResult:
    """A contract made with ``over`` overtricks, honours and aces split 3:2 and 2:2."""
    contract = Contract.parse(code, declarer)
    tricks = contract.tricks_needed + over
    tricks_ns = tricks if contract.side is Side.NS else 13 - tricks
    honours = (3, 2) if contract.trump is not None else None
    return DealResult(contract, tricks_ns, Holdings(honours, (2, 2)), dealer=dealer)


def code(rules: RuleSet, result: DealResult) -> str | None:
    fault = deal_fault(rules, result)
    return None if fault is None else fault.code


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4H", (4, Strain.H)),
        ("3nt", (3, Strain.NT)),
        (" 2 ♠ ", (2, Strain.S)),
        ("5ч", (5, Strain.H)),
        ("3бк", (3, Strain.NT)),
        ("1т", (1, Strain.C)),
        ("6Б", (6, Strain.D)),
        ("7п", (7, Strain.S)),
        ("1n", (1, Strain.NT)),
    ],
)
def test_a_contract_is_typed_in_english_or_russian_letters(
    text: str, expected: tuple[int, Strain]
) -> None:
    assert parse_contract(text) == expected


@pytest.mark.parametrize("text", ["", "4", "8H", "0S", "4X", "H4", "44H", "4HH"])
def test_what_is_not_a_contract_is_not_read_as_one(text: str) -> None:
    assert parse_contract(text) is None


@pytest.mark.parametrize(
    ("result", "code", "coronet"),
    [
        (DealResult(Contract.parse("4H", "S"), 10, Holdings((3, 3), (2, 2))), "honours_sum", None),
        (DealResult(Contract.parse("4H", "S"), 10, Holdings((3, 2), (2, 1))), "aces_sum", None),
        (
            DealResult(
                Contract.parse("4H", "S"),
                10,
                Holdings((3, 2), (2, 2), (Coronet(Seat.N, Suit.S, 2),)),
            ),
            "coronet_length",
            0,
        ),
        (
            DealResult(
                Contract.parse("4H", "S"),
                10,
                Holdings((3, 2), (2, 2), (Coronet(Seat.E, None, 3),)),
            ),
            "aces_coronet_beyond",
            0,
        ),
        (
            DealResult(
                Contract.parse("4H", "S"),
                10,
                Holdings((2, 3), (2, 2), (Coronet(Seat.N, Suit.H, 4),)),
            ),
            "run_honours",
            0,
        ),
        (
            DealResult(
                Contract.parse("4H", "S"),
                10,
                Holdings(
                    (3, 2),
                    (2, 2),
                    (Coronet(Seat.N, Suit.S, 3), Coronet(Seat.S, Suit.S, 3)),
                ),
            ),
            "ace_twice",
            1,
        ),
        (
            DealResult(Contract.parse("4H", "S"), None, Holdings((3, 2), (2, 2))),
            "tricks",
            None,
        ),
        (DealResult(None, 6), "tricks_ns", None),
        (
            DealResult(None, None, Holdings((3, 2), (2, 2))),
            "passed_holdings",
            None,
        ),
        (
            DealResult(None, None, revoke=Revoke(Seat.N)),
            "passed_holdings",
            None,
        ),
    ],
)
def test_an_impossible_deal_is_refused_with_its_reason(
    result: DealResult, code: str, coronet: int | None
) -> None:
    pad = ScorePad(RuleSet(), PLAYERS).put(made("2S", "N"))
    fault = deal_fault(pad.rules, result)
    assert fault is not None and (fault.code, fault.coronet) == (code, coronet)
    with pytest.raises(PadError) as caught:
        pad.put(result)
    assert caught.value.code == code
    with pytest.raises(PadError):
        pad.put(result, 0)
    assert pad.results == (made("2S", "N"),)  # nothing changed


def test_the_raspasovka_needs_the_tricks_and_the_captured_basis_the_cards_won() -> None:
    raspasovka = RuleSet(passed_out=PassedOut.RASPASOVKA)
    assert code(raspasovka, DealResult(None, None)) == "tricks_ns"
    assert deal_fault(raspasovka, DealResult(None, 4)) is None
    captured = RuleSet(honours_basis=HonoursBasis.CAPTURED)
    held = made("3D", "E")
    assert code(captured, held) == "captured"
    won = DealResult(
        held.contract, held.tricks_ns, held.holdings, Holdings((4, 1), (1, 3)), dealer=Seat.N
    )
    assert deal_fault(captured, won) is None
    assert code(RuleSet(), won) == "captured"
    bad = DealResult(held.contract, held.tricks_ns, held.holdings, Holdings((4, 0), (1, 3)))
    assert code(captured, bad) == "captured_honours"
    bad = DealResult(held.contract, held.tricks_ns, held.holdings, Holdings((4, 1), (1, 2)))
    assert code(captured, bad) == "captured_aces"


def test_a_correction_recomputes_the_ledger() -> None:
    pad = ScorePad(RuleSet(), PLAYERS)
    for result in (made("2S", "N"), made("3H", "E", dealer=Seat.E), made("5C", "S", 1)):
        pad = pad.put(result)
    fixed = pad.put(made("5C", "S", -1), 2)  # the last deal went one down after all
    assert fixed.results[:2] == pad.results[:2]
    assert not any(e.rule.startswith("V-PEN") for e in pad.ledger().deals()[2].above)
    penalty = [e for e in fixed.ledger().deals()[2].above if e.rule.startswith("V-PEN")]
    assert [(e.side, e.points) for e in penalty] == [(Side.EW, 5000)]  # 1 down × 1000 × 5
    shorter = fixed.remove(1)
    assert [r.contract.code for r in shorter.results if r.contract] == ["2S", "5C"]
    with pytest.raises(IndexError):
        shorter.remove(2)
    with pytest.raises(IndexError):
        shorter.put(made("1S", "N"), 5)


def test_partners_rotate_after_each_rubber_as_v_part_9_says() -> None:
    pad = ScorePad(RuleSet(), PLAYERS)
    assert pad.seatings() == [PLAYERS]
    assert pad.rubber_of(0) == 1
    for _ in range(2):  # N-S win two games: the rubber is over
        pad = pad.put(made("7S", "N"))
    assert pad.ledger().rubbers[0].is_over
    rotated = pad.seatings()
    assert rotated[0] == PLAYERS and len(rotated) == 2  # the next rubber's seating too
    partners = {frozenset((s[0], s[2])) for s in rotated}
    assert len(partners) == 2  # Толстой has a new partner
    assert pad.rubber_of(1) == 1 and pad.rubber_of(2) == 2
    fixed = ScorePad(RuleSet(), PLAYERS, rotate=False).put(made("7S", "N")).put(made("7S", "N"))
    assert fixed.seatings() == [PLAYERS, PLAYERS]


def test_the_next_dealer_follows_the_last_one() -> None:
    pad = ScorePad(RuleSet(), PLAYERS, first_dealer=Seat.W)
    assert pad.next_dealer() is Seat.W
    pad = pad.put(made("2S", "N", dealer=Seat.W))
    assert pad.next_dealer() is Seat.N
    pad = pad.put(DealResult(None, None, dealer=Seat.N))
    assert pad.next_dealer() is Seat.E  # a passed-out deal moves the deal on (V-DEAL-6)
    same = ScorePad(RuleSet(redeal_by=RedealBy.SAME), PLAYERS)
    same = same.put(DealResult(None, None, dealer=Seat.S))
    assert same.next_dealer() is Seat.S  # C-16


def test_the_pad_saves_a_record_that_reads_back_to_the_same_sheet() -> None:
    rules = RuleSet(passed_out=PassedOut.RASPASOVKA)
    pad = ScorePad(rules, PLAYERS)
    pad = pad.put(made("4H", "S", 1, dealer=Seat.N))
    pad = pad.put(DealResult(None, 5, dealer=Seat.E))
    coronet = Holdings((5, 0), (3, 1), (Coronet(Seat.N, Suit.H, 5), Coronet(Seat.S, None, 3)))
    pad = pad.put(
        DealResult(Contract.parse("6H", "N"), 12, coronet, revoke=Revoke(Seat.E), dealer=Seat.S)
    )
    text = json.dumps(pad.record(), ensure_ascii=False)
    record = read_record(decode_json(text.encode(), "pad"))
    again = ScorePad.from_record(record, PLAYERS)
    assert again == pad
    assert score_record(record)["rubbers"][0]["deals"]


def test_every_scored_example_record_opens_on_the_pad() -> None:
    paths = sorted(RECORDS.glob("*.score-holdings.json"))
    assert paths
    for path in paths:
        record = read_record(decode_json(path.read_bytes(), path.name))
        pad = ScorePad.from_record(record, PLAYERS)
        assert pad.ledger() == Ledger(record.rules, record.start).extend(record.results)
