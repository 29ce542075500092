"""``wint replay`` on Preferans records (contracts/record-preferans.md), as a user runs it:
a replayed pulya scores as its deals written as results, each deal adding its contract,
declarer and tricks; a refusal is exit 2 and one stderr line ``PLACE: CODE``."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from tests.games.preferans.test_cli import EIGHT, _doc
from tests.games.preferans.test_replay import HANDS, six_spades
from tests.test_cli import assert_bad_input, assert_reason, cli
from wint.core.cards import Card
from wint.games.preferans.actions import PASS, Action, Call, Discard, Light, Name, WhistCall
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.ledger import Records
from wint.games.preferans.pulya import Pulya
from wint.games.preferans.result import DealResult, PrefSeat
from wint.games.preferans.rules import resolve_rules
from wint.games.preferans.scoring import Table
from wint.games.preferans.state import PrefState


def _run(tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, doc: Any) -> Any:
    path = tmp_path / f"{command}.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    ran = cli(capsys, command, path)
    assert ran.code == 0, ran.err
    return json.loads(ran.out)


def _refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], doc: Any, place: str) -> str:
    path = tmp_path / "replay.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return assert_bad_input(cli(capsys, "replay", path), place)


def _replay_item(state: PrefState) -> dict[str, Any]:
    """A finished deal as ``wint replay`` reads it: the hands, then every action."""
    deal = state.deal
    item: dict[str, Any] = {
        "dealer": deal.dealer.value,
        "deal": {s.value: [str(c) for c in deal.hand(s).cards()] for s in deal.active}
        | {"prikup": [str(c) for c in deal.prikup]},
    }
    for action in state.history():
        match action:
            case Call():
                item.setdefault("calls", []).append(action.code)
            case Discard(cards):
                item["discard"] = [str(c) for c in cards]
            case Name(contract):
                item["contract"] = str(contract)
            case WhistCall(word):
                item.setdefault("whist", []).append(word.value)
            case Light(opened):
                item["open"] = opened
            case Card():
                item.setdefault("play", []).append(str(action))
    return item


def _score_item(result: DealResult) -> dict[str, Any]:
    """The same deal as the table writes it for ``wint score``."""
    item: dict[str, Any] = {"dealer": result.dealer.value}
    if result.allpass:
        item["allpass"] = True
    elif result.contract is not None and result.declarer is not None:
        item.update(contract=str(result.contract), declarer=result.declarer.value)
        if result.whist:
            item["whist"] = [w.value for w in result.whist]
        if result.open:
            item["open"] = True
    if result.tricks is not None:
        item["tricks"] = {s.value: n for s, n in result.tricks.items()}
    if result.prikup is not None:
        item["prikup"] = [str(c) for c in result.prikup]
    return item


def _random_pulya(
    seed: int, preset: str, players: int, deals: int
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Up to ``deals`` deals of a pulya played with random legal actions: as replay items
    and as score items."""
    rng = random.Random(seed)
    table = Table(resolve_rules({"preset": preset}), players, 10)
    pulya = Pulya(table, Records.empty(players))
    replayed, scored = [], []
    for number in range(deals):
        if pulya.is_over:
            break
        dealer = pulya.dealer or PrefSeat.A
        deal = PrefDeal.from_seed(seed, number, dealer, players)
        state = PrefState.new(deal, table.rules, pulya.run)
        while not state.is_over:
            state = state.apply(_random_action(rng, state.legal_actions()))
        result = state.result()
        replayed.append(_replay_item(state))
        scored.append(_score_item(result))
        pulya.add(result)
    return replayed, scored


def _random_action(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    """A random legal action; a pass mostly when passing is legal (random bids alone
    would climb to ten every deal, never leaving all-pass or a six to be played)."""
    if PASS in legal and rng.random() < 0.75:
        return PASS
    return rng.choice(legal)


@pytest.mark.parametrize(
    ("seed", "preset", "players"),
    [
        (1, "sochi", 3),
        (2, "leningrad", 3),
        (3, "rostov", 3),
        (4, "classic1971", 3),
        (5, "sochi", 4),
        (6, "classic1971", 4),
        (7, "leningrad", 4),
    ],
)
def test_a_replayed_pulya_scores_as_its_deals_written_as_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: int, preset: str, players: int
) -> None:
    replayed, scored = _random_pulya(seed, preset, players, 8)
    keys = {"players": players, "rules": {"preset": preset}}
    replay = _run(tmp_path, capsys, "replay", _doc(replayed, **keys))
    score = _run(tmp_path, capsys, "score", _doc(scored, **keys))
    assert {k: v for k, v in replay.items() if k != "deals"} == {
        k: v for k, v in score.items() if k != "deals"
    }
    for mine, theirs, item in zip(replay["deals"], score["deals"], scored, strict=True):
        assert mine["entries"] == theirs["entries"]
        assert mine["contract"] == item.get("contract")
        assert mine["declarer"] == item.get("declarer")
        assert mine["tricks"] == item.get("tricks")


def test_replay_writes_contract_declarer_and_tricks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = _run(tmp_path, capsys, "replay", _doc([six_spades()]))
    deal = sheet["deals"][0]
    assert (deal["contract"], deal["declarer"]) == ("6S", "A")
    assert sum(deal["tricks"].values()) == 10 and set(deal["tricks"]) == {"A", "B", "C"}
    assert deal["entries"]["A"] == [{"kind": "pulya", "points": 2}]
    allpass = {"dealer": "C", "deal": HANDS, "calls": ["P", "P", "P"]}
    allpass["play"] = _random_allpass_play(allpass)
    played = _run(tmp_path, capsys, "replay", _doc([allpass]))["deals"][0]
    assert played["contract"] is None and played["declarer"] is None
    assert sum(played["tricks"].values()) == 10
    passed = _run(tmp_path, capsys, "replay", _doc([six_spades(whist=["pass", "pass"], play=[])]))
    assert passed["deals"][0]["tricks"] is None


def _random_allpass_play(item: dict[str, Any]) -> list[str]:
    """The lowest legal card each turn of the all-pass deal ``item``."""
    hands = item["deal"]
    deal = PrefDeal.parse(
        " ".join(["A:" + _pbn(hands["A"]), _pbn(hands["B"]), _pbn(hands["C"]), *hands["prikup"]]),
        PrefSeat.C,
        3,
    )
    state = PrefState.new(deal, resolve_rules({"preset": "sochi"}))
    for code in item["calls"]:
        state = state.apply_code(code)
    played = []
    while not state.is_over:
        card = state.legal_actions()[0]
        played.append(str(card))
        state = state.apply(card)
    return played


def _pbn(codes: list[str]) -> str:
    return ".".join("".join(c[1] for c in codes if c[0] == suit) for suit in "SHDC")


def _with(**changes: Any) -> dict[str, Any]:
    return _doc([six_spades(**changes)])


#: Each reason code at its place (record-preferans.md ``wint replay``).
CODES: list[tuple[dict[str, Any], str, str]] = [
    (_with(calls=["6X"]), "deals[0].calls[0]", "BAD_NOTATION"),
    (_with(calls=["6C", "6S"]), "deals[0].calls[1]", "BID_TOO_LOW"),
    (_with(calls=["6S", "P", "P", "P"]), "deals[0].calls[3]", "AUCTION_CLOSED"),
    (_with(calls=["6S", "P"]), "deals[0].calls", "AUCTION_NOT_CLOSED"),
    (_with(calls=["6S", "6C", "P", "misere"]), "deals[0].calls[3]", "MISERE_NOT_ALLOWED"),
    (_with(discard=["H7", "SA", "D7"]), "deals[0].discard", "BAD_DISCARD"),
    (_with(discard=["H7", "C8"]), "deals[0].discard", "BAD_DISCARD"),
    (_with(contract=None), "deals[0].contract", "BAD_NOTATION"),
    (_with(contract="misere"), "deals[0].contract", "MISERE_NOT_ALLOWED"),
    (_with(calls=["7S", "P", "P"]), "deals[0].contract", "CONTRACT_TOO_LOW"),
    (_with(whist=["whist", "nope"]), "deals[0].whist[1]", "BAD_NOTATION"),
    (_with(whist=["whist"]), "deals[0].whist", "BAD_WHIST"),
    (_with(whist=["whist", "whist"], open=True), "deals[0].open", "BAD_WHIST"),
    (_with(play=["SA", "DQ"]), "deals[0].play[1]", "MUST_FOLLOW_SUIT"),
    (_with(play=["SA", "H8"]), "deals[0].play[1]", "NOT_YOUR_TURN"),
    (_with(play=["HA", "DQ"]), "deals[0].play[1]", "MUST_TRUMP"),
    (_with(play=["H7"]), "deals[0].play[0]", "CARD_NOT_IN_HAND"),
    (_with(play=["SA"]), "deals[0].play", "PLAY_INCOMPLETE"),
    (_with(whist=["pass", "pass"], play=["SA"]), "deals[0].play[0]", "NO_PLAY_EXPECTED"),
]


@pytest.mark.parametrize(("doc", "place", "code"), CODES, ids=[f"{c[2]}" for c in CODES])
def test_each_reason_code_at_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], doc: Any, place: str, code: str
) -> None:
    assert_reason(_refused(tmp_path, capsys, doc, place), re.escape(f"{place}: {code}"))


def test_the_pulyas_own_checks_hold_in_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    second = six_spades(dealer="C")
    line = _refused(tmp_path, capsys, _doc([six_spades(), second]), "deals[1].dealer")
    assert "A deals this deal (P-TAB-5)" in line
    finished = _doc([six_spades()], start={"pulya": {"A": 8, "B": 10, "C": 10}})
    over = _refused(tmp_path, capsys, {**finished, "deals": [six_spades(), second]}, "deals[1]")
    assert "the pulya is over" in over
    assert "unknown key" in _refused(tmp_path, capsys, _doc([]) | {"extra": 1}, "record.extra")


def test_the_exit_minimum_follows_the_replayed_all_pass_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    allpass = {"dealer": "C", "deal": HANDS, "calls": ["P", "P", "P"]}
    allpass["play"] = _random_allpass_play(allpass)
    after = six_spades(dealer="A")
    after["deal"] = {"B": HANDS["A"], "C": HANDS["B"], "A": HANDS["C"], "prikup": HANDS["prikup"]}
    after["calls"] = ["P", "6S"]
    doc = _doc([allpass, after], rules={"preset": "leningrad"})
    line = _refused(tmp_path, capsys, doc, "deals[1].calls[1]")
    assert_reason(line, re.escape("deals[1].calls[1]: BID_TOO_LOW"))


def test_replay_refuses_a_score_record_at_its_first_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = _refused(tmp_path, capsys, _doc(EIGHT), "deals[0].declarer")
    assert_reason(line, re.escape("deals[0].declarer: unknown key"))
