"""The printed score sheet (V-SHEET): the PDF's text equals the ledger, pages repeat the
header, the text sheet matches its golden file, ``wint sheet`` on the command line, and the
window's Print / Export actions."""

from __future__ import annotations

import datetime
import json
import os
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from types import FrameType

import pytest
from PySide6.QtCore import QCoreApplication, QMarginsF, Qt
from PySide6.QtGui import QImage, QKeySequence, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.gui.helpers import E23, NAMES, e23_ledger, long_session, make_controller
from tests.tools import outside_tool, pdf_text
from wint.bench import random_results
from wint.core import seating as tables
from wint.core.seats import SEATS, Side
from wint.games.vint.ledger import Ledger
from wint.games.vint.record import decode_json, read_record
from wint.games.vint.result import DealResult
from wint.games.vint.rules import RuleSet
from wint.games.vint.sheet import build_sheet
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.sheet.live import ScoreSheetArea
from wint.gui.sheet.paint import export_pdf, lay_out, page_layout, paint_page, paint_sheet
from wint.gui.sheet.text import export_text, render_text
from wint.gui.sheet.words import MINUS
from wint.gui.shell.main_window import MainWindow
from wint.gui.texts import entry_label
from wint.session.io import save_session
from wint.session.sheet import session_sheet

ROOT = Path(__file__).parent.parent.parent
DATA = ROOT / "tests" / "data"


@pytest.fixture
def language(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[str]:
    """The interface language for a test (English unless parametrised), English after it."""
    lang = getattr(request, "param", "en")
    translations = Translations()
    translations.install(lang)
    yield lang
    translations.install("en")


def page_count(path: Path) -> int:
    return pdf_text(path).count("\f")


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else f"{MINUS}{-points}" if points < 0 else "0"


def check_against_ledger(text: str, ledger: Ledger, ours: Side) -> None:
    """Every entry above the line, every running total and every rubber's totals and
    result in ``text`` (a PDF's text) are the ledger's."""
    found = Counter(re.findall(r"(\S+)\s+(\d+)\s+\[", text))
    wanted = Counter((entry_label(e.kind), str(e.points)) for d in ledger.deals() for e in d.above)
    assert found == wanted
    numbers = {int(n) for n in re.findall(r"\d+", text)}
    for deal in ledger.deals():
        for side in Side:
            if deal.below[side]:
                assert deal.running[side] in numbers
    for rubber in ledger.rubbers:
        totals = rubber.totals()
        for label, attr in (("Above", "above"), ("Below", "below"), ("Total", "total")):
            mine, theirs = getattr(totals[ours], attr), getattr(totals[ours.other], attr)
            assert re.search(rf"{word(label)}\s+{mine}\s+{theirs}", text), (label, mine, theirs)
        side, points = rubber.result()
        assert side is not None
        mine = points if side is ours else -points
        result = rf"{word('Result')}\s+{re.escape(signed(mine))}\s+{re.escape(signed(-mine))}"
        assert re.search(result, text), result


def word(text: str) -> str:
    """A word of the sheet in the current language."""
    return QCoreApplication.translate("Sheet", text)


# -- the PDF -----------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "ru"], indirect=True)
def test_the_e23_pdf_shows_names_entries_and_totals_of_the_ledger(
    language: str, tmp_path: Path
) -> None:
    ledger = e23_ledger()
    path = tmp_path / "e23.pdf"
    assert export_pdf(path, build_sheet(ledger, date=datetime.date(2025, 1, 31))) == 1
    text = pdf_text(path)
    if language == "ru":
        assert "Север – Юг" in text and "Восток – Запад" in text
        assert "Запись игры в винт" in text and "МЫ" in text and "ОНИ" in text
        assert "он." in text and "роб." in text and "Партия 2:" in text
    else:
        assert "North – South" in text and "East – West" in text
        assert "WE" in text and "THEY" in text
    assert ("31 января 2025" if language == "ru" else "31 January 2025") in text
    check_against_ledger(text, ledger, Side.NS)
    # the example printout's figures (V-SHEET, E23)
    for figure in ("1800", "2500", "3380", "1830", "10430", "1930", "+8500", f"{MINUS}8500"):
        assert figure in text


def test_a_long_session_breaks_pages_with_the_header_on_each(
    qtbot: QtBot, language: str, tmp_path: Path
) -> None:
    session = long_session()
    assert len(session.ledger.rubbers) == 3
    sheet = session_sheet(session, date=datetime.date(2025, 1, 31))
    path = tmp_path / "session.pdf"
    pages = export_pdf(path, sheet)
    assert pages >= 2 and page_count(path) == pages
    for number in range(1, pages + 1):
        text = pdf_text(path, number)
        assert "Vint score sheet" in text and "31 January 2025" in text
        assert "We: Толстой – Кити" in text and "They: Анна Каренина – Фёдор" in text
        assert f"Page {number} of {pages}" in text
    text = pdf_text(path)
    check_against_ledger(text, session.ledger, Side.NS)
    for number in (1, 2, 3):
        assert f"Rubber {number}" in text
    assert "All rubbers" in text
    # Letter pages too, the same figures
    letter = tmp_path / "letter.pdf"
    export_pdf(letter, sheet, "Letter")
    info = subprocess.run(
        [outside_tool("pdfinfo"), str(letter)], capture_output=True, text=True, check=True
    )
    assert "612 x 792 pts" in info.stdout
    check_against_ledger(pdf_text(letter), session.ledger, Side.NS)


def test_a_rubber_longer_than_a_page_goes_on_under_its_heading(
    qtbot: QtBot, language: str, tmp_path: Path
) -> None:
    ledger = Ledger()
    for state in long_session().finished:
        ledger = ledger.add(state.result())
    sheet = build_sheet(ledger)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    path = tmp_path / "small.pdf"
    printer.setOutputFileName(str(path))
    layout = page_layout("A4")
    layout.setMargins(QMarginsF(15, 15, 15, 120))  # a short page
    printer.setPageLayout(layout)
    pages = paint_sheet(printer, sheet)
    assert pages > 3
    text = pdf_text(path)
    assert "(continued)" in text
    check_against_ledger(text, ledger, Side.NS)


def test_any_paint_device_gets_a_page(qtbot: QtBot, language: str) -> None:
    image = QImage(595, 842, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    layout = lay_out(build_sheet(e23_ledger()), 595, 842)
    paint_page(painter, layout, 0)
    painter.end()
    assert len(layout.pages) == 1
    dark = sum(
        1
        for x in range(0, 595, 5)
        for y in range(0, 842, 5)
        if image.pixelColor(x, y).value() < 128
    )
    assert dark > 50


# -- text --------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "ru"], indirect=True)
def test_the_text_sheet_of_e23_matches_the_golden_file(language: str, tmp_path: Path) -> None:
    golden = (DATA / f"sheet_E23_{language}.txt").read_text("utf-8")
    sheet = build_sheet(e23_ledger())
    assert render_text(sheet) == golden
    assert render_text(build_sheet(e23_ledger())) == golden  # deterministic
    out = tmp_path / "e23.txt"
    export_text(out, sheet)
    assert out.read_text("utf-8") == golden


def test_an_empty_ledger_and_a_rubber_in_progress(qtbot: QtBot, language: str) -> None:
    assert "No deal has been scored yet." in render_text(build_sheet(Ledger()))
    record = read_record(decode_json(E23.read_bytes(), "E23"))
    ledger = Ledger(record.rules, record.start).extend(record.results[:3])
    text = render_text(build_sheet(ledger))
    assert "Rubber 1 (in progress)" in text and "Result" not in text
    assert re.search(r"Total\s+2200\s+\|\s+1750", text)


# -- the players' accounts (V-SHEET-7) ----------------------------------------------------------


def expected_accounts(ledger: Ledger, seatings: list[tuple[str, ...]]) -> dict[str, list[int]]:
    """Each player's running figure after every finished rubber, worked out by hand."""
    running: dict[str, int] = {}
    after: dict[str, list[int]] = {}
    for rubber, seating in zip(ledger.rubbers, seatings, strict=True):
        side, points = rubber.result()
        assert side is not None
        for seat, name in zip(SEATS, seating, strict=True):
            running[name] = running.get(name, 0) + (points if seat.side is side else -points)
        for name, total in running.items():
            after.setdefault(name, []).append(total)
    return after


def test_a_session_sheet_ends_with_each_players_account(qtbot: QtBot, language: str) -> None:
    session = long_session()
    sheet = session_sheet(session)
    assert sheet.players is not None
    assert sheet.players.players == NAMES
    wanted = expected_accounts(session.ledger, [NAMES] * 3)
    for column, name in enumerate(NAMES):
        assert [figures[column] for _, figures in sheet.players.rows] == wanted[name]
    assert sum(figures[-1] for figures in wanted.values()) == 0
    text = render_text(sheet)
    assert "Players' accounts" in text
    last = text.rstrip("\n").splitlines()[-1]
    assert last.split() == ["After", "rubber", "3", *(signed(wanted[n][-1]) for n in NAMES)]


def test_with_partners_changing_each_rubber_is_headed_with_its_own_pairs(
    qtbot: QtBot, language: str, tmp_path: Path
) -> None:
    ledger = Ledger()
    for state in long_session().finished:
        ledger = ledger.add(state.result())
    players = ("Anna", "Boris", "Vera", "Gleb")  # N, E, S, W of the first rubber
    seatings = [tables.seating(tables.draw_order(players), i, RuleSet()) for i in range(3)]
    sheet = build_sheet(ledger, seatings=seatings)
    assert sheet.summary is None  # the sides are different pairs each rubber
    assert [rubber.names for rubber in sheet.rubbers] == [
        (("Anna", "Vera"), ("Boris", "Gleb")),
        (("Anna", "Boris"), ("Vera", "Gleb")),
        (("Anna", "Gleb"), ("Vera", "Boris")),  # the partner drawn earlier sits E
    ]
    path = tmp_path / "rotation.pdf"
    export_pdf(path, sheet)
    text = pdf_text(path)
    assert "All rubbers" not in text
    assert "Anna, Boris, Vera, Gleb" in text  # the header names the four players
    wanted = expected_accounts(ledger, seatings)
    final = re.search(r"After rubber 3\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)", text)
    assert final is not None
    assert list(final.groups()) == [signed(wanted[name][-1]) for name in players]
    check_against_ledger(text, ledger, Side.NS)


def test_one_finished_rubber_has_no_players_accounts(qtbot: QtBot, language: str) -> None:
    assert build_sheet(e23_ledger()).players is None


# -- the command line --------------------------------------------------------------------------


def wint(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # forced by wint
    return subprocess.run(
        [sys.executable, "-m", "wint", *args],
        capture_output=True,
        text=True,
        input=stdin,
        env=env,
        timeout=60,
        check=False,
    )


def test_wint_sheet_prints_the_text_sheet_and_writes_a_pdf(tmp_path: Path) -> None:
    ran = wint("sheet", str(E23), "--lang", "ru")
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == (DATA / "sheet_E23_ru.txt").read_text("utf-8")
    pdf = tmp_path / "e23.pdf"
    ran = wint("sheet", str(E23), "--pdf", str(pdf), "--lang", "en")
    assert ran.returncode == 0 and ran.stdout == "", ran.stderr
    assert pdf.read_bytes().startswith(b"%PDF") and "North – South" in pdf_text(pdf)
    ran = wint("sheet", str(E23), "--pdf", str(pdf), "--text", "--lang", "en")
    assert ran.stdout == (DATA / "sheet_E23_en.txt").read_text("utf-8")
    nowhere = tmp_path / "no such folder" / "e23.pdf"
    ran = wint("sheet", str(E23), "--pdf", str(nowhere), "--text")
    assert ran.returncode == 1 and ran.stdout == ""
    assert ran.stderr.splitlines() == [f"wint: {nowhere}: No such file or directory"]


def test_wint_sheet_of_a_multi_rubber_record_and_of_a_session(
    qtbot: QtBot, language: str, tmp_path: Path
) -> None:
    doc = json.loads(E23.read_text("utf-8"))
    doc["deals"] = doc["deals"] * 3  # three rubbers
    record = tmp_path / "three.json"
    record.write_text(json.dumps(doc), "utf-8")
    ran = wint("sheet", str(record), "--text", "--lang", "en")
    assert ran.returncode == 0, ran.stderr
    assert len(re.findall(r"Result\s+\+8500", ran.stdout)) == 3
    assert "Rubber 3" in ran.stdout and "All rubbers" in ran.stdout
    assert re.search(r"Result\s+\+25500\s+\|\s+−25500", ran.stdout)
    session = tmp_path / "evening.wint"
    save_session(long_session(), session)
    pdf = tmp_path / "evening.pdf"
    ran = wint("sheet", str(session), "--pdf", str(pdf), "--text", "--lang", "ru")
    assert ran.returncode == 0, ran.stderr
    assert "Толстой – Кити" in ran.stdout and "Роббер 3" in ran.stdout
    text = pdf_text(pdf)
    assert "Мы: Толстой – Кити" in text and page_count(pdf) >= 2


@pytest.mark.parametrize(
    ("content", "where"),
    [
        ('{"format": "wint-record", "version": 1, "deals": [{"dealer": "Q"}]}', "deals[0]"),
        ('{"format": "wint-session", "schema_version": 99}', "schema_version"),
        ("{not json", "bad.json"),
    ],
)
def test_wint_sheet_refuses_bad_input(content: str, where: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, "utf-8")
    ran = wint("sheet", str(bad), "--lang", "en")
    assert ran.returncode == 2 and ran.stdout == ""
    assert len(ran.stderr.splitlines()) == 1 and where in ran.stderr


# -- the window --------------------------------------------------------------------------------


def test_the_window_prints_previews_and_exports_the_sheet(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(make_controller(), Settings())
    qtbot.addWidget(window)
    window.set_language("en")
    window.controller.set_session(long_session())
    window.controller.pause(True)
    menu = window.menus.game_menu.actions()
    for action in (
        window.menus.print_action,
        window.menus.preview_action,
        window.menus.export_pdf_action,
        window.menus.export_text_action,
    ):
        assert action in menu and action.text() and not action.shortcut().isEmpty()
    assert window.menus.print_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Print)
    target = tmp_path / "evening"
    monkeypatch.setattr(
        "wint.gui.sheet.output.QFileDialog.getSaveFileName", lambda *args: (str(target), "")
    )
    window.menus.export_pdf_action.trigger()
    pdf = tmp_path / "evening.pdf"
    assert pdf.read_bytes().startswith(b"%PDF")
    assert "Толстой – Кити" in pdf_text(pdf)
    check_against_ledger(pdf_text(pdf), window.controller.session.ledger, Side.NS)
    window.menus.export_text_action.trigger()
    assert (tmp_path / "evening.txt").read_text("utf-8") == render_text(window.current_sheet())
    # what Print and Print preview paint: the sheet on a printer
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printed = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(printed))
    printer.setPageLayout(page_layout("A4"))
    window.output.paint_on(printer)
    assert page_count(printed) >= 2 and "Rubber 3" in pdf_text(printed)
    # Print: the dialog is accepted, the sheet goes to the printer it chose
    chosen = tmp_path / "chosen.pdf"

    class PrintDialog:
        def __init__(self, printer: QPrinter, parent: object) -> None:
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(chosen))

        def setWindowTitle(self, title: str) -> None:  # noqa: N802 - Qt API
            pass

        def exec(self) -> int:
            return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr("wint.gui.sheet.output.QPrintDialog", PrintDialog)
    window.menus.print_action.trigger()
    assert "Rubber 3" in pdf_text(chosen)
    # Print preview: the dialog asks for the pages when it is shown
    painted: list[QPrinter] = []

    def show_preview(dialog: QPrintPreviewDialog) -> int:
        dialog.show()
        qtbot.waitUntil(lambda: bool(painted))
        dialog.close()
        return 0

    monkeypatch.setattr(window.output, "paint_on", painted.append)
    monkeypatch.setattr(QPrintPreviewDialog, "exec", show_preview)
    window.menus.preview_action.trigger()
    assert painted
    window.set_language("ru")
    assert window.menus.print_action.text() == "&Печать записи…"


# -- the live dock ----------------------------------------------------------------------------


def test_the_live_dock_shows_the_rubbers_entries_running_totals_and_totals(
    qtbot: QtBot, language: str
) -> None:
    """The dock shows the current rubber from the sheet model: each entry above the line
    (newest first, a deal's «Мы» entries before «Они»'s), both running totals of every deal
    played with the games marked, the crosses, the totals; a click asks for an entry's rule."""
    controller = make_controller()
    controller.set_session(long_session())
    dock = ScoreSheetArea(controller)
    qtbot.addWidget(dock)
    sheet = dock.sheet
    rubber = controller.session.ledger.current
    assert rubber is not None and rubber.is_over
    ours = controller.session.setup.our_side
    entries = [e for d in rubber.deals for s in (ours, ours.other) for e in d.above if e.side is s]
    shown = sheet._rows()
    assert [(left or right, rule) for left, right, rule, _ in shown.above] == [
        (f"{entry_label(e.kind)} {e.points}", e.rule) for e in reversed(entries)
    ]
    assert [bool(left) for left, *_ in shown.above] == [e.side is ours for e in reversed(entries)]
    assert shown.below == [
        (str(d.running[ours]), str(d.running[ours.other]), d.game_won_by is not None)
        for d in rubber.deals
        if not d.result.passed_out
    ]
    totals = rubber.totals()
    assert shown.crosses == rubber.crosses
    assert shown.totals == (totals[ours].total, totals[ours.other].total)
    dock.resize(320, 700)
    dock.show()
    dock.grab()  # painted: the entries' places are found
    place, rule, _ = sheet._entry_rects[0]
    with qtbot.waitSignal(sheet.rule_requested) as asked:
        qtbot.mouseClick(sheet, Qt.MouseButton.LeftButton, pos=place.center().toPoint())
    assert asked.args == [entries[-1].rule] == [rule]


# -- the work of a long sheet (issue 14 §10) ---------------------------------------------------


def calls_made(work: Callable[[], object]) -> int:
    """The function calls ``work`` makes, Python's and the C functions it calls (Qt's among
    them): the unit the sheet's work is counted in, the same on any machine at any load."""
    count = 0

    def profile(_frame: FrameType, event: str, _arg: object) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(profile)
    try:
        work()
    finally:
        sys.setprofile(None)
    return count


def repeated_rubbers(repeats: int) -> Ledger:
    """The same three rubbers of random deals, ``repeats`` times over."""
    block: list[DealResult] = []
    ledger = Ledger()
    for result in random_results(80, 3):
        block.append(result)
        ledger = ledger.add(result)
        if len(ledger.rubbers) == 3 and ledger.rubbers[-1].is_over:
            break
    assert len(ledger.rubbers) == 3 and ledger.rubbers[-1].is_over
    return Ledger().extend(block * repeats)


def test_twice_the_deals_cost_the_pdf_at_most_twice_the_work(
    qtbot: QtBot, language: str, tmp_path: Path
) -> None:
    """Issue 14 §10: the export measured every cell of the sheet again for each page, so its
    time grew with the square of the deals (3,816 deals: 137 s).  Counted in calls made, not
    seconds: 312 deals cost no more than twice the work of 156."""
    work = {}
    for repeats in (12, 24):
        sheet = build_sheet(repeated_rubbers(repeats))
        path = tmp_path / f"{repeats}.pdf"
        work[repeats] = calls_made(lambda: export_pdf(path, sheet))  # noqa: B023 - called here
        assert page_count(path) > repeats  # a few pages for each three rubbers
    assert work[24] <= 2 * work[12], work


def test_a_page_on_screen_costs_its_own_rows_however_long_the_sheet(
    qtbot: QtBot, language: str
) -> None:
    """The score pad's sheet is laid out once when it changes; a repaint (a scroll) draws
    the pages in sight, each costing its own rows, not the whole sheet's."""
    work = []
    for repeats in (12, 24):
        layout = lay_out(build_sheet(repeated_rubbers(repeats)), 500, 700)
        image = QImage(500, 700, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        work.append(calls_made(lambda: paint_page(painter, layout, 3)))  # noqa: B023
        painter.end()
    assert work[1] <= 1.1 * work[0], work
