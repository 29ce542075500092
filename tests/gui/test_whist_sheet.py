"""Whist's sheet rendered (S004 r.73–78, W-SC): the text sheet of W-EX6 matches its golden
files, the PDF's text is the ledger's with each netting, the live dock shows a Whist ledger
with its nettings and rules, the charts draw it, every entry speaks both languages, and
``wint sheet`` writes it all for a Whist record through the registry."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from tests.games.whist.records import deal, doc
from tests.gui.test_i18n import CYRILLIC
from tests.tools import pdf_text, png_size
from wint.core.seats import Side
from wint.core.series import rubber_series
from wint.core.sheet import Sheet, SheetEntry
from wint.games.whist.record import read_record
from wint.games.whist.sheet import Carried, record_sheet
from wint.gui.platform.i18n import Translations
from wint.gui.sheet.charts import ScoreChart
from wint.gui.sheet.entries import entry_explanation, entry_label
from wint.gui.sheet.live import ScoreSheet
from wint.gui.sheet.paint import export_pdf
from wint.gui.sheet.text import render_text

DATA = Path(__file__).parent.parent / "data" / "whist"
EX6 = DATA / "W-EX6.json"


def whist_sheet(name: str = "W-EX6") -> Sheet:
    return record_sheet(read_record(json.loads((DATA / f"{name}.json").read_text("utf-8"))))


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, translations: Translations) -> str:
    translations.install(request.param)
    return str(request.param)


# -- text --------------------------------------------------------------------------------------


def test_the_text_sheet_of_w_ex6_matches_the_golden_file(language: str) -> None:
    golden = (DATA / f"sheet_W-EX6_{language}.txt").read_text("utf-8")
    assert render_text(whist_sheet()) == golden
    assert render_text(whist_sheet()) == golden  # deterministic


def test_the_text_sheet_of_w_ex7_shows_the_rubber_lost_and_the_points_won(
    translations: Translations,
) -> None:
    text = render_text(whist_sheet("W-EX7"))
    (rubber,) = [line for line in text.splitlines() if "rubber)" in line]
    assert rubber.split("|")[1].split() == ["10", "(5", "odd", "tricks,", "game,", "rubber)"]
    assert re.search(r"Result\s+\+5\s+\|\s+−5$", text.rstrip("\n"))  # N–S's points


def asked_revokes_sheet() -> Sheet:
    """Named players, no rubber finished: an asked revoke with a penalty in points (deal 1)
    and one whose side had a single trick to give (deal 2, W-IRR-4)."""
    revokes = [
        deal("S", 9, revokes=[{"by": "E", "penalty": "points", "asked": True}]),
        deal("H", 12, revokes=[{"by": "W", "penalty": "tricks", "asked": True}]),
    ]
    players = ["Anna", "Boris", "Vera", "Gleb"]
    return record_sheet(read_record(doc(revokes, players=players)))


ASKED_LINES = {
    "en": [
        "revoke, deal 1: Vera reimburses the partner (Gleb) 5 points (W-IRR-4)",
        "revoke, deal 2: Gleb reimburses the partner (Vera) 2 points for 1 trick moved (W-IRR-4)",
    ],
    "ru": [
        "ренонс, сдача 1: Vera возмещает партнёру (Gleb) 5 очков (W-IRR-4)",
        "ренонс, сдача 2: Gleb возмещает партнёру (Vera) 2 очка за 1 переданную взятку (W-IRR-4)",
    ],
}


def test_the_text_sheet_writes_what_an_asked_revoke_owes_under_the_ledger(language: str) -> None:
    lines = render_text(asked_revokes_sheet()).splitlines()
    title = {"en": "Players' accounts", "ru": "Счёт игроков"}[language]
    at = lines.index(title)
    assert [line.strip() for line in lines[at + 1 :]] == ASKED_LINES[language]


# -- the printed sheet -----------------------------------------------------------------------


def test_the_pdf_of_w_ex6_writes_every_entry_and_netting(language: str, tmp_path: Path) -> None:
    path = tmp_path / "w-ex6.pdf"
    sheet = whist_sheet()
    assert export_pdf(path, sheet) == 1
    text = pdf_text(path)
    title = {"en": "Whist score sheet", "ru": "Запись игры в вист"}[language]
    assert text.lstrip().startswith(title)
    rubber = sheet.rubbers[0]
    entries = [w.cell.entry for w in rubber.entries() if w.cell.entry is not None]
    wanted = sorted((entry_label(entry), str(entry.points)) for entry in entries)
    found = sorted(re.findall(r"(\S+)\s+(\d+)\s+\[", text))
    assert found == wanted
    carried = {"en": "carried", "ru": "остаток"}[language]
    after = {"en": "after game", "ru": "после партии"}[language]
    for figure, partiya, totals in (("33", 3, "49 − 16"), ("14", 2, "20 − 6"), ("6", 1, "19 − 13")):
        assert re.search(rf"{carried}\s+{figure}\s+\[{after} {partiya}, {totals}\]", text)
    assert re.search(r"\+33\s+−33", text)


def test_the_pdf_writes_what_an_asked_revoke_owes(language: str, tmp_path: Path) -> None:
    path = tmp_path / "asked.pdf"
    assert export_pdf(path, asked_revokes_sheet()) == 1
    text = " ".join(pdf_text(path).split())
    for line in ASKED_LINES[language]:
        assert line in text


# -- the live dock ---------------------------------------------------------------------------


def test_the_live_dock_shows_a_whist_ledger_with_its_nettings(qtbot: QtBot, language: str) -> None:
    """The dock takes a sheet model: W-EX6's entries newest first, each netting on one line
    across both columns, both partiya totals after every deal, the totals; a click on a
    netting asks for W-SC-7, its tooltip explains it."""
    dock = ScoreSheet()
    qtbot.addWidget(dock)
    sheet = whist_sheet()
    dock.set_sheet(sheet)
    shown = dock._rows()
    nettings = [(item.left, item.right) for item in shown.above if item.netting]
    carried = entry_label(Carried(Side.NS, 0, 1, (0, 0)))
    assert nettings == [
        (f"{carried} 33", f"{carried} 0"),
        (f"{carried} 0", f"{carried} 14"),
        (f"{carried} 6", f"{carried} 0"),
    ]
    rubber = sheet.rubbers[0]
    singles = [item for item in shown.above if not item.netting]
    entries = [(w.column, w.cell.entry) for w in rubber.entries() if not w.netting]
    assert [(item.left or item.right, item.rule) for item in singles] == [
        (f"{entry_label(e)} {e.points}", e.rule) for _, e in reversed(entries) if e is not None
    ]
    assert [bool(item.left) for item in singles] == [col == 0 for col, _ in reversed(entries)]
    assert [index for index, item in enumerate(shown.above) if item.netting] == [0, 6, 9]
    assert shown.below == [
        ("6", "0", False),
        ("6", "4", False),
        ("10", "4", True),
        ("0", "10", True),
        ("8", "0", False),
        ("10", "0", True),
    ]
    assert shown.crosses == 0 and shown.totals == (68, 35)
    dock.resize(260, 640)
    dock.show()
    dock.grab()  # painted: the entries' places are found
    place, rule, meaning = dock._entry_rects[0]
    assert rule == "W-SC-7" and meaning == entry_explanation(rubber.rows[0].cells[0].entry)
    assert "49 − 16 = 33" in meaning and meaning.endswith("(W-SC-7)")
    assert place.width() > dock.width() / 2  # across both columns
    with qtbot.waitSignal(dock.rule_requested) as asked:
        qtbot.mouseClick(dock, Qt.MouseButton.LeftButton, pos=place.center().toPoint())
    assert asked.args == ["W-SC-7"]
    at = place.center().toPoint()
    dock.event(QHelpEvent(QEvent.Type.ToolTip, at, dock.mapToGlobal(at)))
    assert QToolTip.text() == meaning
    QToolTip.hideText()


def test_the_live_dock_before_the_first_deal_and_in_words(qtbot: QtBot, language: str) -> None:
    dock = ScoreSheet()
    qtbot.addWidget(dock)
    assert dock.rubber() is None and dock._rows().above == []
    dock.set_sheet(whist_sheet("W-EX7"))
    meanings = [item.meaning for item in dock._rows().above]
    assert all(re.search(r"\(W-[A-Z]+-\d+\)$", meaning) for meaning in meanings)
    assert all(bool(CYRILLIC.search(meaning)) == (language == "ru") for meaning in meanings)
    dock.set_sheet(None)
    assert dock.rubber() is None


# -- the words -------------------------------------------------------------------------------


def all_kinds() -> list[SheetEntry]:
    """An entry of every kind Whist writes, the aces at no trump and a netting included."""
    revoke = [{"by": "W", "penalty": "points"}]
    deals = [
        deal("S", 12, 4, ("N", "S", 4)),  # slam, honours, a trump coronet, the partiya
        deal("H", 4, 2, ("E", "C", 3)),  # E–W 6 below
        deal("H", 3, 2, revokes=revoke),  # the revoke: 5 to N–S, 6 over the cap (W-EX11)
        deal("D", 0, 1),  # grand slam
        deal("D", 13, 1),  # the rubber
    ]
    records = [read_record(doc(deals))]
    records.append(read_record(doc([deal("NT", 9, 3, ("N", "S", 3))], {"no_trump": True})))
    return [
        entry
        for record in records
        for rubber in record_sheet(record).rubbers
        for written in rubber.entries()
        if (entry := written.cell.entry) is not None
    ]


def test_every_whist_entry_speaks_both_languages(translations: Translations) -> None:
    entries = all_kinds()
    kinds = {(e.kind, e.rule) for e in entries}
    assert {kind for kind, _ in kinds} == {
        "honours", "coronet", "slam", "revoke_penalty", "revoke_excess", "game", "rubber",
        "carried",
    }  # fmt: skip
    assert ("honours", "W-VAR-NT") in kinds
    for language in ("ru", "en"):
        translations.install(language)
        for entry in entries:
            label, why = entry_label(entry), entry_explanation(entry)
            assert label == "8+" or bool(CYRILLIC.search(label)) == (language == "ru"), label
            assert bool(CYRILLIC.search(why)) == (language == "ru"), why
            assert why.endswith(f"({entry.rule})") and "%" not in why, why


def test_whist_words_in_russian_are_the_seeds(translations: Translations) -> None:
    translations.install("ru")
    labels = {entry_label(e) for e in all_kinds()}
    assert labels == {
        "оперы",
        "коронка",
        "шлем",
        "ренонс",
        "8+",
        "партия",
        "роббер",
        "остаток",
        "тузы",
    }
    text = render_text(whist_sheet())
    assert "[сдача 5, 4 опера]" in text and "[сдача 4, 5 оперов]" in text
    assert "(1 леве, партия, роббер)" in text and "(3 леве)" in text


# -- the charts ------------------------------------------------------------------------------


def test_the_chart_draws_a_whist_rubber_deal_by_deal(qtbot: QtBot) -> None:
    sheet = whist_sheet()
    chart = ScoreChart(sheet.ledger, Side.NS)
    qtbot.addWidget(chart)
    assert chart.series() == rubber_series(sheet.ledger.rubbers[0])
    assert chart.plotted(Side.NS)[-1] == (6.0, 68.0)
    assert chart.plotted(Side.EW)[-1] == (6.0, 35.0)
    chart.show_session()
    assert chart.plotted(Side.NS) == [(1.0, 33.0)]


# -- wint sheet ------------------------------------------------------------------------------


def wint(*argv: str) -> tuple[int, str, str]:
    from wint.cli import run

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = run(list(argv))
    return code, out.getvalue(), err.getvalue()


def test_wint_sheet_writes_a_whist_records_text_pdf_and_chart(qtbot: QtBot, tmp_path: Path) -> None:
    for language in ("en", "ru"):
        code, out, err = wint("sheet", str(EX6), "--text", "--lang", language)
        assert (code, err) == (0, "")
        assert out == (DATA / f"sheet_W-EX6_{language}.txt").read_text("utf-8")
    pdf, chart = tmp_path / "w-ex6.pdf", tmp_path / "w-ex6.png"
    code, out, err = wint("sheet", str(EX6), "--pdf", str(pdf), "--chart", str(chart))
    assert (code, out, err) == (0, "", "")
    assert "49 − 16" in pdf_text(pdf) and png_size(chart) == (1200, 700)
    assert QApplication.instance() is not None
