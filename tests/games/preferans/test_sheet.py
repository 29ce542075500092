"""The pulya sheet (пулька) of a Preferans record (P-SC-1, P-SET): its figures are those of
``wint score``, each place's running totals written one after another; ``wint sheet``
writes it as text in both languages and draws it as a PDF."""

from __future__ import annotations

import json
import os
import re
import subprocess
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tests.test_cli import cli, wint
from tests.tools import outside_tool, pdf_text
from wint.games.preferans.record import read_record, score_record
from wint.games.preferans.sheet import record_sheet

DATA = Path(__file__).parents[2] / "data" / "preferans"
#: A finished four-handed Sochi pulya (11 deals) and S-EX21's deals under Leningrad (L-EX15).
RECORDS = ("sochi4", "leningrad3")


def _doc(name: str) -> Any:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


def _fraction(value: int | str) -> Fraction:
    return Fraction(value)


@pytest.mark.parametrize("name", RECORDS)
def test_the_sheet_s_figures_are_those_of_wint_score(name: str) -> None:
    record = read_record(_doc(name))
    scored, sheet = score_record(record), record_sheet(record)
    assert sheet.finished is scored["finished"] is True
    assert sheet.deals == len(scored["deals"])
    for sector in sheet.sectors:
        totals = scored["totals"][sector.seat.value]
        assert sector.name == _doc(name)["names"][sector.seat.value]
        assert sector.pulya[-1] == _fraction(totals["pulya"])
        assert (sector.gora[-1] if sector.gora else 0) == _fraction(totals["gora"])
        for on, run in sector.whists:
            assert (run[-1] if run else 0) == _fraction(totals["whists"][on.value])
        assert sector.balance == _fraction(scored["settlement"][sector.seat.value])
        assert sector.rounded == scored["rounded"][sector.seat.value]


@pytest.mark.parametrize("name", RECORDS)
def test_each_place_shows_every_new_total_after_the_last(name: str) -> None:
    """The runs are the running totals of the deals' entries, each change written once."""
    record = read_record(_doc(name))
    scored, sheet = score_record(record), record_sheet(record)
    for sector in sheet.sectors:
        places: dict[tuple[str, str | None], list[Fraction]] = {}
        running: dict[tuple[str, str | None], Fraction] = {}
        for deal in scored["deals"]:
            for entry in deal["entries"][sector.seat.value]:
                key = (entry["kind"], entry.get("on"))
                running[key] = running.get(key, Fraction(0)) + _fraction(entry["points"])
                places.setdefault(key, []).append(running[key])
        assert sector.pulya == tuple(places.get(("pulya", None), []))
        assert sector.gora == tuple(places.get(("gora", None), []))
        for on, run in sector.whists:
            assert run == tuple(places.get(("whists", on.value), []))


@pytest.mark.parametrize("name", RECORDS)
def test_the_payments_make_each_player_s_balance(name: str) -> None:
    """P-SET-2's pairwise differences add up to P-SET-1's results."""
    sheet = record_sheet(read_record(_doc(name)))
    for sector in sheet.sectors:
        paid = sum(p.whists for p in sheet.payments if p.payee is sector.seat) - sum(
            p.whists for p in sheet.payments if p.payer is sector.seat
        )
        assert paid == sector.balance
    assert all(p.whists > 0 for p in sheet.payments)


#: What each record's text must say: the names with their standing figures and balances.
EXPECTED = {
    "sochi4": (
        ["Аня        10         8    −29      −29", "Глеб       10         4    +41      +41"],
        ["Вера → Глеб   38", "Аня → Борис   5"],
    ),
    "leningrad3": (
        ["Иван        8        18  −568/3     −189", "Олег       10         4  +338/3     +112"],
        ["Иван → Пётр  274/3", "Пётр → Олег  44/3"],
    ),
}
#: The titles name the variant the record's rules are (B.4, B.5).
TITLES = {
    ("sochi4", "ru"): "Преферанс, сочинка: пулька до 10",
    ("sochi4", "en"): "Preferans, Sochi: a pulya to 10",
    ("leningrad3", "ru"): "Преферанс, ленинградка: пулька до 10",
    ("leningrad3", "en"): "Preferans, Leningrad: a pulya to 10",
}
WORDS = {
    "ru": ("пуля", "гора", "Расчёт в вистах", "Кто кому платит"),
    "en": ("pulya", "mountain", "Settlement, in whists", "Who pays"),
}


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("name", RECORDS)
def test_wint_sheet_writes_the_pulya_as_text(
    name: str, language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    ran = cli(capsys, "sheet", DATA / f"{name}.json", "--text", "--lang", language)
    assert ran.code == 0, ran.err
    lines = ran.out.splitlines()
    pulya, gora, settlement, payments = WORDS[language]
    assert lines[0] == TITLES[name, language]
    players = len(_doc(name)["names"])
    assert sum(line.startswith(f"  {pulya} ") for line in lines) == players
    assert sum(line.startswith(f"  {gora} ") for line in lines) == players
    rows, paid = EXPECTED[name]
    assert lines.index(settlement) < lines.index(next(x for x in lines if x.startswith(payments)))
    written = [line.split() for line in lines]
    for row in [*rows, *paid]:  # the columns' widths follow the language's headings
        assert row.split() in written
    # each sector's pulya: the standing figure of wint score last, the earlier ones struck
    totals = score_record(read_record(_doc(name)))["totals"]
    runs = [line.split()[1:] for line in lines if line.startswith(f"  {pulya} ")]
    assert [run[-1] for run in runs] == [str(t["pulya"]) for t in totals.values()]
    assert all(figure.endswith("\u0336") for run in runs for figure in run[:-1])
    assert any(len(run) > 1 for run in runs)


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("name", RECORDS)
def test_wint_sheet_draws_the_pulya_as_a_pdf(name: str, language: str, tmp_path: Path) -> None:
    target = tmp_path / "pulya.pdf"
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    ran = wint("sheet", DATA / f"{name}.json", "--pdf", target, "--lang", language, env=env)
    assert ran.code == 0, ran.err
    assert ran.out == ""
    info = subprocess.run(
        [outside_tool("pdfinfo"), str(target)], capture_output=True, text=True, check=True
    )
    assert re.search(r"^Pages:\s+1$", info.stdout, re.M)
    text = pdf_text(target)
    for word in (TITLES[name, language], WORDS[language][2], *_doc(name)["names"].values()):
        assert word in text
    assert "−568/3" in text if name == "leningrad3" else "+41" in text


def test_a_pulya_chart_goes_with_the_text_and_refuses_a_path_it_cannot_write(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    ran = wint("sheet", DATA / "sochi4.json", "--lang", "en", env=env)
    chart = tmp_path / "c.png"
    both = wint("sheet", DATA / "sochi4.json", "--chart", chart, "--text", "--lang", "en", env=env)
    assert both.code == 0 and both.out == ran.out and chart.read_bytes()[:4] == b"\x89PNG"
    nowhere = tmp_path / "no such folder" / "c.png"
    ran = wint("sheet", DATA / "sochi4.json", "--chart", nowhere, env=env)
    assert ran.code == 1 and not nowhere.exists() and str(nowhere) in ran.err


@pytest.mark.parametrize(
    ("options", "title"),
    [
        ({"preset": "rostov"}, "Preferans, Rostov: a pulya to 10"),
        ({"preset": "classic1971"}, "Preferans, the 1971 classic: a pulya to 10"),
        (
            {"preset": "leningrad", "options": {"stalingrad": True}},
            "Preferans, Leningrad with agreed options: a pulya to 10",
        ),
    ],
)
def test_the_title_names_the_variant_and_whether_the_table_changed_it(
    options: dict[str, object], title: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pulya.json"
    path.write_text(json.dumps({**_doc("leningrad3"), "rules": options, "deals": []}), "utf-8")
    ran = cli(capsys, "sheet", path, "--text", "--lang", "en")
    assert ran.code == 0, ran.err
    assert ran.out.splitlines()[0] == title


def test_a_pulya_not_begun_is_a_clean_sheet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = {**_doc("leningrad3"), "deals": []}
    path = tmp_path / "pulya.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    ran = cli(capsys, "sheet", path, "--text", "--lang", "en")
    assert ran.code == 0, ran.err
    assert "players: 3, deals: 0, the pulya is not finished" in ran.out
    places = [line.split()[-1] for line in ran.out.splitlines() if line.startswith("  pulya ")]
    assert places == ["\u2014"] * 3
    assert ran.out.endswith("Who pays whom, in whists\n")
