"""The score pad keeping a real Whist table's record (Qt-free): what it refuses and why
(the reasons ``wint score`` refuses a record's deal for), the dealer, the sheet, and the
Whist ``wint-record`` it saves and opens again (contracts/record-whist.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from wint.core.cards import Suit
from wint.core.fields import RecordError
from wint.core.seats import Seat
from wint.games.whist.record import dump_record, read_record, score_record
from wint.games.whist.result import Coronet, DealResult, Holdings, Penalty, Revoke
from wint.games.whist.rules import DoubleRevoke, HonoursBasis, WhistRules
from wint.games.whist.sheet import record_sheet
from wint.session.pad import VINT, ScorePad, open_record, pad_game
from wint.session.whist_pad import WHIST, deal_fault

PLAYERS = ("Толстой", "Анна", "Кити", "Вронский")  # N, E, S, W in the first rubber
WHIST_DATA = Path(__file__).parent.parent / "data" / "whist"


def ex6() -> tuple[DealResult, ...]:
    """W-EX6's six deals, as its record writes them."""
    return read_record(json.loads((WHIST_DATA / "W-EX6.json").read_text("utf-8"))).results


def spades(tricks_ns: int, ns: int, *coronets: Coronet, **kw: object) -> DealResult:
    """A deal in spades dealt by N: N–S's tricks and honours (E–W the rest), coronets."""
    return DealResult(Seat.N, Suit.S, tricks_ns, Holdings((ns, 5 - ns), coronets), **kw)  # type: ignore[arg-type]


def test_w_ex6_entered_on_the_pad_nets_6_14_33_and_ends_at_33() -> None:
    pad: ScorePad[WhistRules, DealResult] = ScorePad(WhistRules())
    for result in ex6():
        pad = pad.put(result)
    (rubber,) = pad.ledger().rubbers
    carried = [deal.carried for deal in rubber.deals if deal.carried is not None]
    assert carried == [(6, 0), (0, 14), (33, 0)]  # W-EX6: after each partiya (W-SC-7)
    assert rubber.result()[1] == 33 and rubber.is_over
    assert pad.game is WHIST and pad.next_dealer() is Seat.S  # E dealt the sixth


@pytest.mark.parametrize(
    ("rules", "result", "code", "coronet"),
    [
        (WhistRules(), replace(spades(7, 3), trump=None), "trump", None),
        (WhistRules(no_trump=True), spades(7, 3), "trump", None),
        (WhistRules(), spades(14, 3), "tricks", None),
        (WhistRules(), DealResult(Seat.N, Suit.S, 7, Holdings((3, 3))), "honours_sum", None),
        (
            WhistRules(no_trump=True),
            DealResult(Seat.N, None, 7, Holdings((3, 2))),
            "aces_sum",
            None,
        ),
        (WhistRules(), spades(7, 3, Coronet(Seat.E, Suit.H, 2)), "coronet_length", 0),
        (WhistRules(), spades(7, 3, Coronet(Seat.E, None, 3)), "aces_coronet", 0),
        (
            WhistRules(),
            spades(7, 3, Coronet(Seat.N, Suit.H, 3), Coronet(Seat.E, Suit.H, 4)),
            "ace_twice",
            1,
        ),
        (WhistRules(), spades(7, 2, Coronet(Seat.S, Suit.S, 4)), "run_honours", 0),
        (WhistRules(), spades(7, 4, Coronet(Seat.S, Suit.S, 6)), "run_honours", 0),
        (
            WhistRules(no_trump=True),
            DealResult(
                Seat.N,
                None,
                7,
                Holdings((1, 3), (Coronet(Seat.N, Suit.S, 3), Coronet(Seat.S, Suit.H, 3))),
            ),
            "runs_beyond",
            1,
        ),
        (
            WhistRules(),
            spades(7, 5, Coronet(Seat.N, Suit.S, 10), Coronet(Seat.N, Suit.H, 4)),
            "hand_cards",
            1,
        ),
        (WhistRules(), spades(7, 3, captured=(3, 2)), "captured", None),
        (WhistRules(honours_basis=HonoursBasis.CAPTURED), spades(7, 3), "captured", None),
        (
            WhistRules(honours_basis=HonoursBasis.CAPTURED),
            spades(7, 3, captured=(3, 1)),
            "captured_honours",
            None,
        ),
    ],
)
def test_a_deal_the_rules_refuse_is_refused_with_its_reason(
    rules: WhistRules, result: DealResult, code: str, coronet: int | None
) -> None:
    fault = deal_fault(rules, result)
    assert fault is not None and (fault.code, fault.coronet) == (code, coronet)
    pad: ScorePad[WhistRules, DealResult] = ScorePad(rules)
    with pytest.raises(ValueError, match=code):
        pad.put(result)
    assert pad.results == ()
    if code not in ("coronet_length", "aces_coronet"):  # a record cannot write these
        with pytest.raises(RecordError):  # wint score refuses it too
            read_record(dump_record(rules, [result]))


@pytest.mark.parametrize(
    ("rules", "result"),
    [
        (WhistRules(), spades(13, 5, Coronet(Seat.N, Suit.S, 5), Coronet(Seat.N, Suit.H, 8))),
        (WhistRules(), spades(0, 0, Coronet(Seat.E, Suit.S, 3), Coronet(Seat.W, Suit.D, 13))),
        (
            WhistRules(no_trump=True),
            DealResult(Seat.W, None, 9, Holdings((3, 1), (Coronet(Seat.N, Suit.S, 3),))),
        ),
        (WhistRules(honours_basis=HonoursBasis.CAPTURED), spades(8, 2, captured=(4, 1))),
        (
            WhistRules(),
            spades(
                9,
                3,
                revokes=(Revoke(Seat.E, Penalty.TRICKS, True), Revoke(Seat.S, Penalty.POINTS)),
            ),
        ),
    ],
)
def test_what_the_pad_writes_wint_score_reads_back_to_the_same_deal(
    rules: WhistRules, result: DealResult
) -> None:
    assert deal_fault(rules, result) is None
    pad: ScorePad[WhistRules, DealResult] = ScorePad(rules).with_players(PLAYERS, True)
    pad = pad.put(result)
    doc = json.loads(json.dumps(pad.record()))
    assert doc["game"] == "whist" and doc["players"] == ["Толстой", "Кити", "Анна", "Вронский"]
    record = read_record(doc)
    assert record.results == (result,) and record.rules == rules
    assert open_record(doc).pad == pad


def test_the_dealer_passes_clockwise_and_a_void_deal_is_dealt_again() -> None:
    """W-DEAL-5; W-IRR-11: revokes by both sides void the deal, the same dealer redeals."""
    pad: ScorePad[WhistRules, DealResult] = ScorePad(WhistRules(), first_dealer=Seat.E)
    assert pad.next_dealer() is Seat.E
    both = (Revoke(Seat.N, Penalty.POINTS), Revoke(Seat.E, Penalty.TRICKS))
    pad = pad.put(replace(spades(7, 3), dealer=Seat.E))
    assert pad.next_dealer() is Seat.S
    pad = pad.put(replace(spades(7, 3, revokes=both), dealer=Seat.S))
    assert pad.next_dealer() is Seat.S  # void: nothing scored, dealt again
    assert pad.ledger().rubbers[0].deals[-1].below == (0, 0)
    penalised = replace(pad, rules=WhistRules(double_revoke=DoubleRevoke.BOTH_PENALISED))
    assert penalised.next_dealer() is Seat.W


def test_the_sheet_is_the_one_wint_sheet_prints_of_the_saved_record() -> None:
    pad: ScorePad[WhistRules, DealResult] = ScorePad(WhistRules()).with_players(PLAYERS, False)
    for result in ex6() * 2:
        pad = pad.put(result)
    record = read_record(json.loads(json.dumps(pad.record())))
    assert pad.sheet() == record_sheet(record)
    assert record.named is not None and record.rules.partner_rotation.value == "none"
    ledger = score_record(record)["ledger"]
    assert [row["figures"]["Толстой"] for row in ledger] == [33, 66]  # partners kept


def test_a_whist_record_opens_with_its_game_and_a_replay_with_its_cards() -> None:
    opened = open_record(json.loads((WHIST_DATA / "W-EX6.json").read_text("utf-8")))
    assert opened.pad.game is WHIST and not opened.cards
    assert opened.pad.results == ex6() and opened.pad.players == ()
    replayed = open_record(json.loads((WHIST_DATA / "random.replay.json").read_text("utf-8")))
    assert replayed.cards and replayed.record.replayed and replayed.pad.game is WHIST
    with pytest.raises(RecordError, match="game"):
        open_record({"format": "wint-record", "version": 1, "game": "chess", "deals": []})


def test_each_game_by_its_id_or_its_rules() -> None:
    assert pad_game("vint") is VINT and pad_game(WhistRules()) is WHIST
    assert pad_game("whist").rules_type() == WhistRules()
    with pytest.raises(KeyError):
        pad_game("chess")


def test_a_vint_pad_never_loads_whist() -> None:
    code = (
        "import sys\n"
        "from wint.games.vint.rules import RuleSet\n"
        "from wint.session.pad import ScorePad, open_record\n"
        "pad = ScorePad(RuleSet()).with_players(('A', 'B', 'C', 'D'), True)\n"
        "open_record(pad.record()).pad.sheet()\n"
        "print(sorted(m for m in sys.modules if 'whist' in m))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
