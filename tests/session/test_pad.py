"""The score pad of a real table (Qt-free): quick contract entry, the checks of an entered
deal, corrections, the partner rotation and the dealer, and the ``wint-record`` it saves
with its players (contracts/record-players.md)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from wint.core.cards import Suit
from wint.core.errors import RulesError
from wint.core.seats import Seat, Side
from wint.games.vint.calls import Strain
from wint.games.vint.contract import Contract
from wint.games.vint.ledger import Ledger
from wint.games.vint.record import decode_json, read_record, replay_record, score_record
from wint.games.vint.result import Coronet, DealResult, Holdings, Revoke
from wint.games.vint.rules import HonoursBasis, PartnerRotation, PassedOut, RedealBy, RuleSet
from wint.games.vint.sheet import record_sheet
from wint.session.pad import (
    PadError,
    ScorePad,
    deal_fault,
    open_record,
    parse_contract,
    players_fault,
)

PLAYERS = ("Толстой", "Анна", "Кити", "Вронский")  # N, E, S, W in the first rubber
RECORDS = Path(__file__).parent.parent / "data" / "records"


def seated(rules: RuleSet | None = None, rotate: bool = True, **kw: object) -> ScorePad:
    """A pad whose players sit N, E, S, W as :data:`PLAYERS` in the first rubber."""
    return ScorePad(rules or RuleSet(), **kw).with_players(PLAYERS, rotate)  # type: ignore[arg-type]


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
            DealResult(None, None, revokes=(Revoke(Seat.N),)),
            "passed_holdings",
            None,
        ),
    ],
)
def test_an_impossible_deal_is_refused_with_its_reason(
    result: DealResult, code: str, coronet: int | None
) -> None:
    pad = seated().put(made("2S", "N"))
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
    pad = seated()
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
    pad = seated()
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
    fixed = seated(rotate=False).put(made("7S", "N")).put(made("7S", "N"))
    assert fixed.seatings() == [PLAYERS, PLAYERS]
    assert fixed.rules.partner_rotation is PartnerRotation.NONE


def test_the_next_dealer_follows_the_last_one() -> None:
    pad = seated(first_dealer=Seat.W)
    assert pad.next_dealer() is Seat.W
    pad = pad.put(made("2S", "N", dealer=Seat.W))
    assert pad.next_dealer() is Seat.N
    pad = pad.put(DealResult(None, None, dealer=Seat.N))
    assert pad.next_dealer() is Seat.E  # a passed-out deal moves the deal on (V-DEAL-6)
    same = seated(RuleSet(redeal_by=RedealBy.SAME))
    same = same.put(DealResult(None, None, dealer=Seat.S))
    assert same.next_dealer() is Seat.S  # C-16


def test_the_pad_saves_a_record_that_reads_back_to_the_same_sheet() -> None:
    rules = RuleSet(passed_out=PassedOut.RASPASOVKA)
    pad = seated(rules)
    pad = pad.put(made("4H", "S", 1, dealer=Seat.N))
    pad = pad.put(DealResult(None, 5, dealer=Seat.E))
    coronet = Holdings((5, 0), (3, 1), (Coronet(Seat.N, Suit.H, 5), Coronet(Seat.S, None, 3)))
    pad = pad.put(
        DealResult(Contract.parse("6H", "N"), 12, coronet, revokes=(Revoke(Seat.E),), dealer=Seat.S)
    )
    text = json.dumps(pad.record(), ensure_ascii=False)
    record = read_record(decode_json(text.encode(), "pad"))
    again = ScorePad.from_record(record)
    assert again == pad
    assert score_record(record)["rubbers"][0]["deals"]


# What `wint replay` adds to each deal of the sheet, beside the sheet itself.
REPLAYED_KEYS = ("contract", "declarer", "tricks", "tricks_ns")


def record_documents() -> list[Any]:
    """Every record of the tests, and E24's (five players) with four: its players seated as
    the tables seat them, and seated as the table chose (``seating``)."""
    found = [(path.name, json.loads(path.read_text("utf-8"))) for path in RECORDS.glob("*.json")]
    for name, doc in list(found):
        if name.startswith("E24."):
            four = doc | {"players": doc["players"][:4]}
            del four["seating"]
            chose = four | {"seating": [{"N": "K", "E": "T", "S": "F", "W": "A"}]}
            found += [(f"{name} four", four), (f"{name} four seated", chose)]
    return [pytest.param(name, doc, id=name) for name, doc in sorted(found)]


@pytest.mark.parametrize(("name", "doc"), record_documents())
def test_every_record_the_cli_scores_opens_on_the_pad_with_the_same_sheet(
    name: str, doc: dict[str, Any]
) -> None:
    """Issue 14 §9: both score forms, replays (their results derived as `wint replay` does),
    start totals, revokes, ``captured``, распасовка and named players, four to six (§4.2);
    the pad's sheet, saved and read back, is the command's."""
    replay = ".replay" in name
    record = read_record(doc, replay=replay)
    sheet = (replay_record if replay else score_record)(record)
    opened = open_record(doc)
    pad = opened.pad
    assert (pad.rules, pad.start, pad.results) == (record.rules, record.start, record.results)
    assert pad.players == (record.named.players if record.named else ())
    assert pad.ledger() == Ledger(record.rules, record.start).extend(record.results)
    saved = read_record(json.loads(json.dumps(pad.record(), ensure_ascii=False)))
    for deal in (deal for rubber in sheet["rubbers"] for deal in rubber["deals"]):
        for key in REPLAYED_KEYS:
            deal.pop(key, None)
    assert score_record(saved) == sheet
    # the pad keeps results and holdings: a record with the cards says so
    assert opened.cards == (".score-holdings." not in name)


def rubbers(pad: ScorePad, count: int) -> ScorePad:
    """``pad`` with ``count`` more rubbers won by N-S, two grand slams each."""
    for _ in range(2 * count):
        pad = pad.put(made("7S", "N"))
    return pad


def reopened(path: Path) -> ScorePad:
    return ScorePad.from_record(read_record(decode_json(path.read_bytes(), path.name)))


def test_the_file_keeps_the_players_and_the_rotation_wherever_it_goes(tmp_path: Path) -> None:
    """record-players.md: ``players`` (the first rubber's N, S, E, W), the rotation among
    the rules; copied or moved, the file keeps the seats and the players' accounts."""
    for rotate in (True, False):
        pad = rubbers(seated(rotate=rotate), 2).put(made("2S", "E"))
        doc = pad.record()
        assert doc["players"] == ["Толстой", "Кити", "Анна", "Вронский"]  # 1+2 v 3+4: N, S, E, W
        options = doc["rules"].get("options", {})
        assert options.get("partner_rotation") == (None if rotate else "none")
        first = tmp_path / f"pad-{rotate}.json"
        first.write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
        elsewhere = tmp_path / "elsewhere"
        elsewhere.mkdir(exist_ok=True)
        copied = shutil.copy(first, elsewhere / "copy.json")
        moved = first.rename(elsewhere / f"moved-{rotate}.json")
        for path in (Path(copied), moved):
            again = reopened(path)
            assert again == pad
            assert again.seatings() == pad.seatings() and again.rotate is rotate
        sheet = score_record(read_record(doc))
        assert sheet["ledger"][-1]["figures"]["Толстой"] > 0


def test_names_typed_over_named_players_rename_them_wherever_they_sit() -> None:
    pad = rubbers(seated(), 1)
    second = pad.seating(2)
    renamed = pad.with_players(("Лёвин", "Анна", "Кити", "Вронский"), True)
    assert renamed.seating(2) == tuple("Лёвин" if n == "Толстой" else n for n in second)
    assert renamed.results == pad.results
    assert pad.with_players(("", "", "", ""), True).players == ()
    assert players_fault(("Анна", "", "", "")) and players_fault(("Анна", "Анна", "Кити", "Лёвин"))
    assert not players_fault(("", "", "", "")) and not players_fault(PLAYERS)
    with pytest.raises(ValueError, match="four to six different players"):
        pad.with_players(("Анна", "", "", ""), True)


def test_a_seating_the_table_chose_is_kept_and_the_tables_go_on_after_it() -> None:
    """``seating`` when the table sat otherwise: the pad keeps it, and writes one entry
    per rubber (the later ones from the tables) so that the file reads back the same."""
    doc = rubbers(seated(), 1).record()
    doc["seating"] = [{"N": "Анна", "E": "Толстой", "S": "Кити", "W": "Вронский"}]
    pad = ScorePad.from_record(read_record(doc))
    assert pad.seating(1) == ("Анна", "Толстой", "Кити", "Вронский")
    assert pad.seating(2) == seated().seating(2)  # the tables from the second rubber
    grown = pad.put(made("1NT", "S"))
    written = grown.record()["seating"]
    assert len(written) == 2 and written[0] == doc["seating"][0]
    assert ScorePad.from_record(read_record(grown.record())) == grown


def test_an_older_pad_takes_the_names_its_settings_kept_and_keeps_its_seats() -> None:
    """An older wint kept the names and the rotation flag outside the file, and seated E and W
    of rubber 3 otherwise than the tables: those seats are written as they were."""
    plain = rubbers(ScorePad(RuleSet()), 3).put(made("2S", "E"))
    assert "players" not in plain.record()
    old = plain.migrated(list(PLAYERS), True)
    assert old.seating(1) == PLAYERS
    assert old.seating(3) == ("Толстой", "Анна", "Вронский", "Кити")  # as the older wint showed it
    assert old.seating(4) == seated().seating(4)  # the tables go on after it
    assert len(old.record()["seating"]) == 4
    assert ScorePad.from_record(read_record(old.record())).seatings() == old.seatings()
    two = rubbers(ScorePad(RuleSet()), 2).migrated(list(PLAYERS), True)
    assert two.given == () and "seating" not in two.record()  # the same seats: not written
    fixed = plain.migrated(list(PLAYERS), False)
    assert fixed.given == () and not fixed.rotate and fixed.seating(3) == PLAYERS
    partial = plain.migrated(["Толстой", "", "", ""], False)
    assert partial.players == () and not partial.rotate


def test_five_players_on_the_pad_are_scored_as_wint_score_scores_them() -> None:
    """§4.2, E24: the pad of a real table of five keeps its players in draw order, seats
    them by the table (one sits out each rubber) and its ledger is `wint score`'s; saved,
    the file reads back to the same pad and `wint score` gives the same ledger."""
    record = read_record(decode_json((RECORDS / "E24.score-holdings.json").read_bytes(), "E24"))
    pad = ScorePad.from_record(record)
    assert pad.players == record.named.players and pad.rules.players == 5
    assert pad.sits_out(1) == ("H",)  # as the table sat: H watched rubber 1
    assert pad.sheet().players == record_sheet(record).players
    assert ScorePad.from_record(read_record(pad.record())) == pad
    with pytest.raises(RulesError, match="five or six need their names") as rules:
        ScorePad(RuleSet(players=6))
    assert rules.value.path == "rules.options.players"


def _six_rubbers(pad: ScorePad[Any, Any], count: int) -> ScorePad[Any, Any]:
    """``pad`` with ``count`` rubbers, each won by N–S in two deals of 7NT."""
    for _ in range(2 * count):
        pad = pad.put(made("7NT", "N"))
    return pad


def test_six_players_on_the_pad_play_rubber_8_with_the_lot_and_score_as_wint_score() -> None:
    """§4.2: six players' eighth rubber seats 5 + 6 against the two of 1–4 drawn by lot;
    the saved pad gives `wint score` the players, the lot (``eighth_rubber``) and the same
    ledger the pad shows (record-players.md)."""
    names = ("Анна", "Борис", "Вера", "Глеб", "Дима", "Зоя")
    pad = _six_rubbers(ScorePad(RuleSet()).with_drawn(names, ("Вера", "Борис")), 8)
    assert pad.seating(8) == ("Дима", "Борис", "Зоя", "Вера")  # 5 + 6 N–S, the lot E–W
    assert pad.sits_out(8) == ("Анна", "Глеб")
    doc = pad.record()
    assert doc["players"] == list(names) and doc["eighth_rubber"] == ["Вера", "Борис"]
    scored = score_record(read_record(doc))
    accounts = pad.sheet().players
    assert accounts is not None and accounts.unit == 100
    assert [
        (number - 1, dict(zip(names, figures, strict=True))) for number, figures in accounts.rows
    ] == [(row["rubber"], row["figures"]) for row in scored["ledger"]]
    with pytest.raises(ValueError, match="two of players 1-4"):
        ScorePad(RuleSet()).with_drawn(names, ("Дима", "Зоя"))
