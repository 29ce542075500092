"""``wint replay`` under ``allow_revokes``: the table-rules actions in ``play``, the claims of
revokes in ``revoke_claims``, and a replay scoring as ``wint score`` of the same deal
(V-REV, V-IRR, contracts/record-cli-v1.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.test_cli import cli, without_play_fields, write

PBN = "N:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QT4"
CALLS = ["1S"] + ["P"] * 8
TABLE = {"options": {"allow_revokes": True}}


def record(rules: dict[str, Any], **deal: Any) -> dict[str, Any]:
    deals = [{"deal": PBN, "dealer": "N", **deal}]
    return {"format": "wint-record", "version": 1, "rules": rules, "deals": deals}


def replay(capsys: pytest.CaptureFixture[str], tmp_path: Path, doc: Any) -> tuple[int, Any, str]:
    ran = cli(capsys, "replay", write(tmp_path, doc))
    return ran.code, json.loads(ran.out) if ran.code == 0 else None, ran.err


def score(capsys: pytest.CaptureFixture[str], tmp_path: Path, doc: Any) -> Any:
    ran = cli(capsys, "score", write(tmp_path, doc, "score.json"))
    assert ran.code == 0, ran.err
    return json.loads(ran.out)


def test_strict_replay_keeps_a_revoke_an_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    doc = record({}, calls=CALLS, play=["H8", "D2"], claim=6)
    code, _, err = replay(capsys, tmp_path, doc)
    assert code == 2 and err.strip() == "wint: deals[0].play[1]: MUST_FOLLOW_SUIT"


def test_a_claimed_revoke_replays_as_score_scores_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    play = ["H8", "D2", "ASK:S", "ANSWER:no", "H3", "H6"]
    doc = record(TABLE, calls=CALLS, play=play, claim=6, revoke_claims=["S:1"])
    code, replayed, err = replay(capsys, tmp_path, doc)
    assert code == 0, err
    deal = replayed["rubbers"][0]["deals"][0]
    assert (deal["contract"], deal["declarer"], deal["tricks"]) == ("1S", "N", 6)
    scored = score(
        capsys,
        tmp_path,
        record(TABLE, contract="1S", declarer="N", tricks=6, revoke={"by": "S", "asked": True}),
    )
    assert without_play_fields(replayed) == scored  # V-REV-5: three tricks to E–W
    unclaimed = record(TABLE, calls=CALLS, play=play, claim=6)
    _, sheet, _ = replay(capsys, tmp_path, unclaimed)
    plain = score(capsys, tmp_path, record(TABLE, contract="1S", declarer="N", tricks=6))
    assert without_play_fields(sheet) == plain != scored  # not claimed: no penalty (V-REV-4)


def test_a_correction_and_the_opponents_choices_replay(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    play = ["S2", "LEAD:keep", "H8", "D2", "H3", "ASK:S", "ANSWER:yes", "CORRECT:low"]
    play += ["H2", "H3", "H6", "D5", "EXPOSED:D2", "D2"]
    code, replayed, err = replay(capsys, tmp_path, record(TABLE, calls=CALLS, play=play, claim=6))
    assert code == 0, err
    assert replayed["rubbers"][0]["deals"][0]["tricks"] == 6  # E's H8 won the first trick


@pytest.mark.parametrize(
    ("change", "where", "reason"),
    [
        ({"revoke_claims": ["N:1"]}, "deals[0].revoke_claims[0]", "NO_SUCH_REVOKE"),
        ({"revoke_claims": ["X:1"]}, "deals[0].revoke_claims[0]", "BAD_NOTATION"),
        ({"play": ["H8", "D2", "ASK:E"]}, "deals[0].play[2]", "QUESTION_NOT_ALLOWED"),
        ({"play": ["H8", "D2", "REVOKE:S:1"]}, "deals[0].play[2]", "BAD_NOTATION"),
        ({"play": ["H8", "ANSWER:no"]}, "deals[0].play[1]", "UNEXPECTED_ACTION"),
    ],
)
def test_bad_table_rules_input_names_the_field(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    change: dict[str, Any],
    where: str,
    reason: str,
) -> None:
    deal: dict[str, Any] = {"calls": CALLS, "play": ["H8", "D2", "H3", "H6"], "claim": 6}
    code, _, err = replay(capsys, tmp_path, record(TABLE, **(deal | change)))
    assert code == 2 and err.strip() == f"wint: {where}: {reason}"
