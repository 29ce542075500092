"""``wint sheet --chart``: the score's chart as a PNG beside the sheet, headless."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.tools import png_size

DATA = Path(__file__).parent / "data"
E23 = DATA / "records" / "E23.score-deal.json"


def wint(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # forced by wint
    return subprocess.run(
        [sys.executable, "-m", "wint", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def test_wint_sheet_writes_the_chart_as_png(tmp_path: Path) -> None:
    chart = tmp_path / "e23.png"
    ran = wint("sheet", str(E23), "--chart", str(chart), "--lang", "en")
    assert ran.returncode == 0 and ran.stdout == "" and ran.stderr == "", ran.stderr
    assert png_size(chart) == (1200, 700)
    pdf = tmp_path / "e23.pdf"
    small = tmp_path / "small.png"
    ran = wint(
        "sheet", str(E23), "--chart", str(small), "--chart-size", "640x400",
        "--pdf", str(pdf), "--text", "--lang", "en",
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == (DATA / "sheet_E23_en.txt").read_text("utf-8")
    assert png_size(small) == (640, 400) and pdf.read_bytes().startswith(b"%PDF")


def test_wint_sheet_refuses_a_chart_it_cannot_write(tmp_path: Path) -> None:
    nowhere = tmp_path / "no such folder" / "chart.png"
    ran = wint("sheet", str(E23), "--chart", str(nowhere))
    assert ran.returncode == 1 and ran.stdout == ""  # 1: an output that cannot be written
    assert ran.stderr.splitlines() == [f"wint: {nowhere}: No such file or directory"]
    ran = wint("sheet", str(E23), "--chart", str(tmp_path / "x.png"), "--chart-size", "10x10")
    assert ran.returncode == 2 and "--chart-size" in ran.stderr
    assert not (tmp_path / "x.png").exists()


def test_wint_sheet_prints_the_named_players_ledger() -> None:
    """E24 (record-players.md): the pairs under «We» and «They» and the five players'
    ledger in units of 100, as ``wint score`` gives it (V-SHEET-7)."""
    ran = wint("sheet", str(DATA / "records" / "E24.score-holdings.json"), "--lang", "en")
    assert ran.returncode == 0, ran.stderr
    lines = ran.stdout.splitlines()
    assert any("T – A" in line and "K – F" in line for line in lines)
    assert "Players' accounts, in hundreds of points" in lines
    assert lines[-1].split() == ["After", "rubber", "1", "+85", "+85", "−85", "−85", "0"]
    assert lines[-2].split() == ["T", "A", "K", "F", "H"]


def test_wint_sheet_charts_a_pulya_ending_at_its_settlement(tmp_path: Path) -> None:
    """A Preferans record's chart: each player's P-SET-1 balance deal by deal, its last
    point ``wint score``'s settlement, the PNG of the asked size."""
    import json
    from fractions import Fraction

    from wint.games.preferans.record import read_record
    from wint.games.preferans.sheet import record_sheet

    for name in ("sochi4.json", "leningrad3.json"):
        record = DATA / "preferans" / name
        doc = json.loads(record.read_text("utf-8"))
        scored = json.loads(wint("score", str(record)).stdout)["settlement"]
        series = record_sheet(read_record(doc)).series
        assert series.numbers == tuple(range(1, len(doc["deals"]) + 1))
        assert {s.value: series.of(s)[-1] for s in series.seats} == {
            seat: Fraction(value) for seat, value in scored.items()
        }
        chart = tmp_path / f"{name}.png"
        ran = wint("sheet", str(record), "--chart", str(chart), "--chart-size", "800x500")
        assert ran.returncode == 0 and ran.stdout == "", ran.stderr
        assert png_size(chart) == (800, 500)
