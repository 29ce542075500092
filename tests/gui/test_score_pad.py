"""The score pad for a real table: deals typed with the keyboard, impossible values refused
with the reason, corrections recompute the sheet, the file saved and opened, the sheet
printed — and the user's data never lost (issue 6 §5)."""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_controller, run_wint
from tests.tools import pdf_text
from wint.cli import run
from wint.core.cards import Suit
from wint.core.seats import Seat, Side
from wint.games.vint.record import decode_json, read_record, score_record
from wint.games.vint.result import Coronet
from wint.games.vint.rules import PassedOut, RuleSet
from wint.games.vint.sheet import record_sheet
from wint.gui.pad.deal_form import select_seat
from wint.gui.pad.setup_dialog import PadSetupDialog
from wint.gui.pad.window import ScorePadWindow
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings, _pad_key
from wint.gui.sheet.text import render_text
from wint.gui.shell.main_window import MainWindow
from wint.session.pad import ScorePad

PLAYERS = ("Толстой", "Анна", "Кити", "Вронский")  # N, E, S, W in the first rubber


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """File dialogs start in a temporary home."""
    monkeypatch.setattr(Path, "home", lambda: tmp_path)


@pytest.fixture
def pad(qtbot: QtBot, translations: Translations) -> Iterator[ScorePadWindow]:
    window = ScorePadWindow(Settings())
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # the fixture ends it
    window.set_pad(ScorePad(RuleSet()).with_players(PLAYERS, True), undoable=False)
    window.saved_pad = window.pad
    window.show()
    yield window
    window.saved_pad = window.pad  # no question on closing
    window.close()
    window.deleteLater()


def type_text(widget: QWidget, text: str) -> None:
    """Key presses carrying each character (QTest types ASCII only; Russian letters too)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))


def type_deal(
    qtbot: QtBot, window: ScorePadWindow, contract: str, declarer: Seat, **kw: int
) -> None:
    """Type a deal as a user would: the contract, Tab to the declarer, the numbers, Enter."""
    form = window.form
    form.contract.setFocus()
    form.contract.selectAll()
    type_text(form.contract, contract)
    select_seat(form.declarer, declarer)
    if "tricks" in kw:
        form.tricks.setValue(kw["tricks"])
    form.honours.setValue(kw.get("honours", 2))  # the counts start unset: they are written
    form.aces.setValue(kw.get("aces", 2))
    qtbot.keyClick(form.contract, Qt.Key.Key_Return)


def test_a_deal_is_typed_and_written_on_the_sheet(qtbot: QtBot, pad: ScorePadWindow) -> None:
    type_deal(qtbot, pad, "4ч", Seat.S, honours=3)
    assert len(pad.pad.results) == 1
    result = pad.pad.results[0]
    assert result.contract is not None and result.contract.code == "4H"
    assert result.declarer_tricks == 10  # the tricks default to the contract made
    assert result.holdings is not None and result.holdings.honours == (3, 2)
    assert result.dealer is Seat.N
    assert pad.table.rowCount() == 1
    assert pad.table.item(0, 3).text() == "4♥ Кити"
    # the form is ready for the next deal, dealt by the next player
    assert pad.form.contract.text() == "" and pad.form.dealer.currentData() == int(Seat.E)
    text = render_text(pad.sheet())
    assert "Толстой – Кити" in text and "Анна – Вронский" in text
    ledger = pad.pad.ledger()
    assert str(ledger.deals()[0].running[Side.NS]) in text
    assert pad.isWindowModified()


def test_an_impossible_deal_is_refused_with_the_reason_and_nothing_changes(
    qtbot: QtBot, pad: ScorePadWindow
) -> None:
    type_deal(qtbot, pad, "2S", Seat.N)
    before = pad.pad
    form = pad.form
    form.contract.setText("5H")
    qtbot.keyClick(form.contract, Qt.Key.Key_Return)  # honours and aces not written yet
    assert pad.pad == before and "trump honours and aces" in pad.fault.text()
    assert form.honours.text() == "—" and form.honours_ew.text() == "E–W: —"
    form.honours.setValue(2)
    form.aces.setValue(2)
    form._add_coronet(Coronet(Seat.N, Suit.H, 4))  # a run of 4 trumps with 2 honours
    qtbot.keyClick(form.contract, Qt.Key.Key_Return)
    assert pad.pad == before
    assert "V-CORO-1" in pad.fault.text() and "Coronet 1" in pad.fault.text()
    form.contract.setText("9X")
    qtbot.keyClick(form.contract, Qt.Key.Key_Return)
    assert pad.pad == before and "level 1–7" in pad.fault.text()
    form.contract.setText("5H")
    form.honours.setValue(4)
    qtbot.keyClick(form.contract, Qt.Key.Key_Return)
    assert len(pad.pad.results) == 2 and pad.fault.text() == ""


def test_an_earlier_deal_is_corrected_or_deleted_and_the_sheet_recomputed(
    qtbot: QtBot, pad: ScorePadWindow
) -> None:
    type_deal(qtbot, pad, "3NT", Seat.E, aces=1)
    type_deal(qtbot, pad, "2C", Seat.S)
    type_deal(qtbot, pad, "1D", Seat.W)
    first = render_text(pad.sheet())
    pad.table.selectRow(0)
    assert pad.editing == 0 and pad.form.contract.text() == "3NT"
    assert pad.add_button.text() == "&Update deal 1"
    pad.form.tricks.setValue(7)  # two down after all
    qtbot.keyClick(pad.form.tricks, Qt.Key.Key_Return)
    assert pad.editing is None
    assert pad.pad.results[0].declarer_tricks == 7
    assert [r.contract.code for r in pad.pad.results if r.contract] == ["3NT", "2C", "1D"]
    corrected = render_text(pad.sheet())
    assert corrected != first and "6000" in corrected  # 2 down × 1000 × 3 (V-PEN-1)
    pad.table.selectRow(1)
    pad.delete_button.click()
    assert [r.contract.code for r in pad.pad.results if r.contract] == ["3NT", "1D"]
    assert pad.table.rowCount() == 2
    pad.undo_action.trigger()
    assert len(pad.pad.results) == 3
    pad.undo_action.trigger()
    assert render_text(pad.sheet()) == first
    pad.redo_action.trigger()
    pad.redo_action.trigger()
    assert len(pad.pad.results) == 2


def test_the_pad_is_saved_as_a_record_and_opened_again(
    qtbot: QtBot, pad: ScorePadWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    type_deal(qtbot, pad, "4H", Seat.S, honours=4)
    pad.form.passed.setChecked(True)
    qtbot.keyClick(pad.form.passed, Qt.Key.Key_Return)
    type_deal(qtbot, pad, "6NT", Seat.W, tricks=12, aces=0)
    target = tmp_path / "friday"
    monkeypatch.setattr(
        "wint.gui.pad.window.QFileDialog.getSaveFileName", lambda *a: (str(target), "")
    )
    assert pad.save_action.trigger() is None and pad.path == tmp_path / "friday.json"
    assert not pad.isWindowModified()
    saved = pad.path.read_bytes()
    record = read_record(decode_json(saved, "friday.json"))
    assert record.results == pad.pad.results
    doc = json.loads(saved)
    assert doc["format"] == "wint-record" and "holdings" in doc["deals"][0]
    sheet = score_record(record)["rubbers"][0]
    assert sheet["deals"]
    other = ScorePadWindow(Settings())
    qtbot.addWidget(other)
    assert other.open_file(pad.path)
    assert other.pad.results == pad.pad.results
    assert other.pad.seating(1) == PLAYERS  # the names come back from the file
    assert render_text(other.sheet()) == render_text(pad.sheet())


def test_the_names_and_the_rotation_travel_with_the_file(
    qtbot: QtBot, pad: ScorePadWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 13 §3: copied or moved, even to a machine with other settings, a pad keeps its
    players and whether partners change, so nobody's account changes."""
    pad.set_pad(pad.pad.with_players(PLAYERS, rotate=False))
    for _ in range(2):
        type_deal(qtbot, pad, "7S", Seat.N, honours=5, aces=4)
    type_deal(qtbot, pad, "3H", Seat.E)
    monkeypatch.setattr(
        "wint.gui.pad.window.QFileDialog.getSaveFileName",
        lambda *a: (str(tmp_path / "friday.json"), ""),
    )
    assert pad.save_as()
    # the sheet's individual ledger (V-SHEET-7) is `wint score`'s, in units of 100
    (row,) = score_record(read_record(json.loads(pad.path.read_text("utf-8"))))["ledger"]
    accounts = pad.sheet().players
    assert accounts is not None and accounts.players == tuple(row["figures"])
    assert list(accounts.rows[-1][1]) == list(row["figures"].values())
    assert accounts.unit == 100 and "in hundreds of points" in render_text(pad.sheet())
    moved = (tmp_path / "friday.json").rename(tmp_path / "moved.json")
    copied = tmp_path / "copy.json"
    copied.write_bytes(moved.read_bytes())
    for path in (moved, copied):
        other = ScorePadWindow(Settings(tmp_path / "elsewhere" / "wint.ini"))
        qtbot.addWidget(other)
        assert other.open_file(path)
        assert other.pad == pad.pad
        assert other.names(2) == PLAYERS and not other.pad.rotate  # partners stay
        assert render_text(other.sheet()) == render_text(pad.sheet())


def test_an_older_pad_takes_its_names_from_the_settings_once(
    qtbot: QtBot, data_dir: Path, tmp_path: Path
) -> None:
    """A pad saved by an older wint has no players; the names and the rotation it kept in
    the settings go into the file when it is next saved, and leave the settings."""
    record = tmp_path / "old.json"
    record.write_bytes((data_dir / "records" / "E23.score-holdings.json").read_bytes())
    path = Settings().path
    older = QSettings(str(path), QSettings.Format.IniFormat)  # as the older wint wrote it
    older.setValue(f"{_pad_key(record)}/names", list(PLAYERS))
    older.setValue(f"{_pad_key(record)}/rotate", False)
    older.sync()
    settings = Settings()
    window = ScorePadWindow(settings)
    qtbot.addWidget(window)
    assert window.open_file(record)
    assert window.names(1) == PLAYERS and not window.pad.rotate
    assert not window.isWindowModified()
    assert "players" not in json.loads(record.read_text("utf-8"))  # until it is saved
    assert window.save()
    doc = json.loads(record.read_text("utf-8"))
    assert doc["players"] == ["Толстой", "Кити", "Анна", "Вронский"]  # N, S, E, W
    assert doc["rules"]["options"]["partner_rotation"] == "none"
    assert settings.legacy_pad(record) is None  # migrated once
    elsewhere = ScorePadWindow(Settings(tmp_path / "elsewhere" / "wint.ini"))
    qtbot.addWidget(elsewhere)
    assert elsewhere.read(record).pad == window.pad


def test_the_players_are_four_names_or_none(qtbot: QtBot, pad: ScorePadWindow) -> None:
    """The file names four different players or none (record-players.md): the players
    dialog says so and stays open."""
    dialog = PadSetupDialog(pad.pad, ("Толстой", "", "Кити", "Кити"), False, pad)
    qtbot.addWidget(dialog)
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.problem.text()
    dialog.names[1].setText("Анна")
    dialog.names[3].setText("Вронский")
    dialog.rotate.setChecked(False)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    chosen = dialog.pad(pad.pad)
    assert chosen.seating(1) == PLAYERS and not chosen.rotate


def test_every_record_the_cli_scores_opens_in_the_window_with_its_sheet(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 14 §9 through the window (`wint pad FILE`): every record of the tests opens, its
    sheet the one `wint sheet` prints (five players' ledger too, §4.2) and each deal ready to
    correct in the form."""
    window = ScorePadWindow(Settings())
    qtbot.addWidget(window)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    for path in sorted((data_dir / "records").glob("*.json")):
        record = read_record(json.loads(path.read_text("utf-8")), replay=".replay" in path.name)
        assert window.open_file(path), path.name
        assert render_text(replace(window.sheet(), date=None)) == render_text(record_sheet(record))
        for index, result in enumerate(record.results):
            window.table.selectRow(index)
            assert window.form.result() == replace(result, dealer=result.dealer or Seat.N)
        window.cancel_edit()
    assert not shown


def test_a_record_with_cards_opens_as_a_new_pad_and_stays_as_it_was(
    qtbot: QtBot, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pad keeps results and holdings, not the hands, calls and play a record may give:
    such a record opens as a new pad, the window says so, and Save writes another file."""
    source = tmp_path / "E23.replay.json"
    source.write_bytes((data_dir / "records" / "E23.replay.json").read_bytes())
    before = source.read_bytes()
    window = ScorePadWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(source)
    assert window.path is None and not window.isWindowModified()
    assert window.notice.isVisible() and "E23.replay.json" in window.notice.text()
    assert "calls and play" in window.notice.text()
    offered: list[str] = []

    def save_as(_parent: QWidget, _title: str, default: str, _filters: str) -> tuple[str, str]:
        offered.append(default)
        return str(tmp_path / "E23-pad.json"), ""

    monkeypatch.setattr("wint.gui.pad.window.QFileDialog.getSaveFileName", save_as)
    assert window.save()
    assert offered == [str(tmp_path / "E23.replay-pad.json")]  # beside it, not over it
    assert source.read_bytes() == before
    assert window.path == tmp_path / "E23-pad.json" and not window.notice.isVisible()
    saved = read_record(json.loads(window.path.read_text("utf-8")))
    assert saved.results == window.pad.results
    holdings = data_dir / "records" / "E23.score-holdings.json"
    assert window.open_file(holdings) and window.path == holdings  # nothing it does not keep
    assert not window.notice.isVisible()


def test_a_corrupt_file_is_refused_naming_the_place_and_nothing_is_lost(
    qtbot: QtBot, pad: ScorePadWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    type_deal(qtbot, pad, "2D", Seat.N)
    pad.saved_pad = pad.pad  # nothing to save
    bad = tmp_path / "bad.json"
    data = b'{"format": "wint-record", "version": 1, "deals": [{"contract": "9H"}]}'
    bad.write_bytes(data)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    before = pad.pad
    assert not pad.open_file(bad)
    assert shown and "deals[0].contract" in shown[0]
    assert pad.pad == before and pad.path is None
    assert bad.read_bytes() == data


def test_closing_with_changes_asks_and_cancel_keeps_the_window(
    qtbot: QtBot, pad: ScorePadWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    type_deal(qtbot, pad, "2D", Seat.N)
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Cancel)
    assert not pad.close()
    assert pad.isVisible()
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard)
    assert pad.close()


def test_a_raspasovka_asks_for_the_tricks_and_partners_rotate_on_the_sheet(
    qtbot: QtBot, pad: ScorePadWindow
) -> None:
    pad.set_pad(ScorePad(RuleSet(passed_out=PassedOut.RASPASOVKA)).with_players(PLAYERS, True))
    layout = pad.form.layout()
    pad.form.passed.setChecked(True)
    assert layout.isRowVisible(pad.form.labels["tricks_ns"])  # type: ignore[attr-defined]
    assert not layout.isRowVisible(pad.form.labels["contract"])  # type: ignore[attr-defined]
    pad.form.tricks_ns.setValue(5)
    qtbot.keyClick(pad.form.passed, Qt.Key.Key_Return)
    assert pad.pad.results[0].tricks_ns == 5
    for _ in range(2):
        type_deal(qtbot, pad, "7S", Seat.N, honours=5, aces=4)
    assert pad.pad.ledger().rubbers[0].is_over
    # the next rubber: Толстой partners Анна (V-PART-9), the dealer list says so
    assert pad.names() == ("Толстой", "Кити", "Анна", "Вронский")
    assert "Кити" in pad.form.dealer.itemText(1)
    type_deal(qtbot, pad, "2S", Seat.E)
    text = render_text(pad.sheet())
    assert "Толстой – Анна" in text and "Players" in text  # the individual ledger (V-SHEET-7)


def test_the_sheet_is_printed_to_pdf(
    qtbot: QtBot, pad: ScorePadWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    type_deal(qtbot, pad, "4H", Seat.S, honours=3)
    type_deal(qtbot, pad, "3S", Seat.E)
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(
        "wint.gui.sheet.output.QFileDialog.getSaveFileName", lambda *a: (str(target), "")
    )
    pad.export_pdf_action.trigger()
    text = pdf_text(target)
    assert "Толстой – Кити" in text
    totals = pad.pad.ledger().rubbers[0].totals()
    assert str(totals[Side.NS].above + totals[Side.NS].below) in text.replace(" ", "")


def test_the_pad_speaks_russian(
    qtbot: QtBot, pad: ScorePadWindow, translations: Translations
) -> None:
    translations.install("ru")
    assert pad.file_menu.title() == "&Файл"
    assert pad.form.labels["contract"].text() == "&Игра"
    type_deal(qtbot, pad, "9X", Seat.N)
    assert "уровень" in pad.fault.text()
    type_deal(qtbot, pad, "4ч", Seat.S, honours=3)
    assert pad.table.item(0, 3).text() == "4♥ Кити"
    assert pad.table.horizontalHeaderItem(3).text() == "Игра"
    assert pad.statusBar().currentMessage() == "Сдача 1 записана."
    assert "МЫ" in render_text(pad.sheet()).upper()


def test_the_main_window_opens_the_pad(qtbot: QtBot) -> None:
    window = MainWindow(make_controller(), Settings())
    qtbot.addWidget(window)
    window.controller.pause(True)
    assert window.menus.score_pad_action in window.menus.game_menu.actions()
    opened = window.show_score_pad()
    assert opened.isVisible() and window.pads == [opened]
    opened.close()
    qtbot.waitUntil(lambda: not window.pads)


def test_the_charts_follow_the_pad(qtbot: QtBot, pad: ScorePadWindow) -> None:
    type_deal(qtbot, pad, "4H", Seat.S, honours=3)
    charts = pad.show_charts()
    assert len(charts.chart.series()) == 1
    type_deal(qtbot, pad, "3S", Seat.E)
    assert len(charts.chart.series()) == 2  # one point per deal, as it is written
    totals = pad.pad.ledger().rubbers[0].totals()
    assert charts.chart.series().of(Side.NS)[-1] == totals[Side.NS].total


def test_wint_pad_opens_a_record_and_refuses_a_bad_one(data_dir: Path, tmp_path: Path) -> None:
    record = data_dir / "records" / "E23.score-holdings.json"
    ran = run_wint(tmp_path, "pad", str(record), "--lang", "ru")
    assert ran.returncode == 0 and ran.stdout.startswith("ready"), ran.stderr
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "wint-record", "version": 2, "deals": []}', "utf-8")
    ran = run_wint(tmp_path, "pad", str(bad))
    assert ran.returncode == 2 and ran.stdout == ""
    assert ran.stderr.strip() == f"wint: {bad}: record.version: unsupported version 2 (this is 1)"


def test_several_revokes_in_a_deal_are_written_saved_and_scored_as_wint_scores_them(
    qtbot: QtBot, pad: ScorePadWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """V-REV-10 on the pad: two revokes in a deal, rows added in the order played, the
    partner's question for the first (V-REV-3: the line under the players' ledger); an
    impossible list refused with its rule; the file `wint score`s to the pad's sheet."""
    form = pad.form
    form.contract.setText("2H")
    select_seat(form.declarer, Seat.N)
    form.tricks.setValue(8)
    form.honours.setValue(3)
    form.aces.setValue(2)
    form.add_revoke()
    select_seat(form.revokes.rows[0].by, Seat.E)
    form.revokes.rows[0].asked.setChecked(True)
    form.revokes.add.click()
    select_seat(form.revokes.rows[1].by, Seat.W)
    qtbot.keyClick(form.contract, Qt.Key.Key_Return)
    assert len(pad.pad.results) == 1
    revokes = pad.pad.results[0].revokes
    assert [(r.by, r.asked) for r in revokes] == [(Seat.E, True), (Seat.W, False)]
    assert (
        pad.table.item(0, 6).text().count("Анна") + pad.table.item(0, 6).text().count("Вронский")
        == 2
    )
    # twelve more by W: thirteen by one player cannot be (V-REV-1), nothing written
    form.contract.setText("1S")
    form.honours.setValue(2)
    form.aces.setValue(2)
    for _ in range(13):
        form.add_revoke()
        select_seat(form.revokes.rows[-1].by, Seat.W)
    before = pad.pad
    qtbot.keyClick(form.contract, Qt.Key.Key_Return)
    assert pad.pad == before and "V-REV-1" in pad.fault.text()
    form.revokes.remove.click()
    qtbot.keyClick(form.contract, Qt.Key.Key_Return)
    assert len(pad.pad.results) == 2 and pad.fault.text() == ""
    type_deal(qtbot, pad, "5H", Seat.N, tricks=11)
    type_deal(qtbot, pad, "5H", Seat.N, tricks=11)  # the rubber to N–S: the players' ledger
    # the first deal opened again to correct: both rows, in order
    pad.table.selectRow(0)
    assert [(row.revoke().by, row.revoke().asked) for row in form.revokes.rows] == [
        (Seat.E, True),
        (Seat.W, False),
    ]
    pad.cancel_edit()
    target = tmp_path / "revokes.json"
    monkeypatch.setattr(
        "wint.gui.pad.window.QFileDialog.getSaveFileName", lambda *a: (str(target), "")
    )
    pad.save_action.trigger()
    doc = json.loads(target.read_text("utf-8"))
    assert doc["deals"][0]["revokes"] == [{"by": "E", "asked": True}, {"by": "W", "asked": False}]
    record = read_record(doc)
    assert record.results == pad.pad.results
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert run(["score", str(target)]) == 0, err.getvalue()
    assert json.loads(out.getvalue()) == score_record(read_record(pad.pad.record()))
    sheet = replace(pad.sheet(), date=None)
    assert render_text(sheet) == render_text(record_sheet(record))
    assert sheet.players is not None
    assert [(t.deal, t.payer, t.payee) for t in sheet.players.transfers] == [
        (1, "Анна", "Вронский")
    ]
    assert "(V-REV-3)" in render_text(sheet)


def test_a_table_of_five_on_the_pad_is_saved_as_wint_score_reads_it(
    qtbot: QtBot, pad: ScorePadWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """§4.2, record-players.md: five names in draw order, the tables seat them (one sits
    out each rubber, the form says who), the players' ledger live on the pad's sheet in
    hundreds; the file saved gives `wint score` the same ledger."""
    names = ("Анна", "Борис", "Вера", "Глеб", "Дима")
    dialog = PadSetupDialog(pad.pad, pad.pad.seating(1), True, pad)
    qtbot.addWidget(dialog)
    dialog.count.setCurrentIndex(dialog.count.findData(5))
    assert dialog.rotate.isHidden() and dialog.lot_label.isHidden()
    for edit, name in zip(dialog.names, names, strict=False):
        edit.setText(name)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    pad.set_pad(dialog.pad(pad.pad))
    assert pad.pad.players == names and pad.pad.sits_out(1) == ("Анна",)  # E24's table
    assert "Анна" in pad.form_box.title()  # the form names who watches the rubber
    for declarer in (Seat.N, Seat.N, Seat.E, Seat.E, Seat.S):
        type_deal(qtbot, pad, "7NT", declarer, tricks=13)
    assert pad.pad.sits_out(3) == ("Вера",) and "Вера" in pad.form_box.title()
    accounts = pad.sheet().players
    assert accounts is not None and accounts.unit == 100 and len(accounts.rows) == 2
    target = tmp_path / "five"
    monkeypatch.setattr(
        "wint.gui.pad.window.QFileDialog.getSaveFileName", lambda *a: (str(target), "")
    )
    assert pad.save()
    ran = run_wint(tmp_path, "score", str(tmp_path / "five.json"))
    assert ran.returncode == 0, ran.stderr
    scored = json.loads(ran.stdout)
    assert [(row["rubber"] + 1, row["figures"]) for row in scored["ledger"]] == [
        (number, dict(zip(names, figures, strict=True))) for number, figures in accounts.rows
    ]
    assert [r["sits_out"] for r in scored["rubbers"]] == [["Анна"], ["Борис"], ["Вера"]]
