"""The score pad keeping a real Whist table's record: deals written through the Whist form,
deals the rules refuse refused with the reason and the rule, corrections, the sheet beside
the form, the Whist wint-record saved and opened again, print and PDF, the game and its
options chosen in the setup dialog — in English and in Russian."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QFormLayout
from pytestqt.qtbot import QtBot

from tests.gui.helpers import run_wint
from tests.gui.test_accelerators import window_clashes, window_texts
from tests.gui.test_score_pad import type_text
from tests.test_cli import cli
from tests.tools import pdf_text
from wint.core.cards import Suit
from wint.core.seats import Seat, Side
from wint.core.sheet import RowKind, Sheet
from wint.games.whist.record import read_record
from wint.games.whist.result import Coronet, DealResult, Penalty, Revoke
from wint.games.whist.rules import HonoursBasis, RubberBonusMode, WhistRules
from wint.gui.pad.deal_form import DealForm, select_seat
from wint.gui.pad.setup_dialog import PadSetupDialog
from wint.gui.pad.whist_form import WhistDealForm
from wint.gui.pad.window import ScorePadWindow
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.sheet.text import render_text
from wint.session.pad import ScorePad

PLAYERS = ("Толстой", "Анна", "Кити", "Вронский")  # N, E, S, W in the first rubber
WHIST_DATA = Path(__file__).parent.parent / "data" / "whist"
#: W-EX6 as a table writes it: trumps, N–S's tricks, N–S's honours, the coronets.
EX6: list[tuple[Suit, int, int, tuple[Coronet, ...]]] = [
    (Suit.S, 9, 4, ()),
    (Suit.H, 5, 2, (Coronet(Seat.W, Suit.C, 3),)),
    (Suit.S, 8, 2, ()),
    (Suit.S, 2, 0, ()),
    (Suit.S, 10, 4, (Coronet(Seat.S, Suit.S, 4),)),
    (Suit.S, 7, 2, ()),
]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """File dialogs start in a temporary home."""
    monkeypatch.setattr(Path, "home", lambda: tmp_path)


@pytest.fixture(autouse=True)
def quick_typist(qapp: QApplication) -> Iterator[None]:
    """Each deal's trumps are typed afresh, not as the next letter of the last deal's (a
    user types them seconds apart)."""
    interval = qapp.keyboardInputInterval()
    qapp.setKeyboardInputInterval(0)
    yield
    qapp.setKeyboardInputInterval(interval)


@pytest.fixture
def pad(qtbot: QtBot, translations: Translations) -> Iterator[ScorePadWindow]:
    window = ScorePadWindow(Settings())
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # the fixture ends it
    window.set_pad(ScorePad(WhistRules()).with_players(PLAYERS, True), undoable=False)
    window.saved_pad = window.pad
    window.show()
    yield window
    window.saved_pad = window.pad  # no question on closing
    window.close()
    window.deleteLater()


def whist_form(window: ScorePadWindow) -> WhistDealForm:
    assert isinstance(window.form, WhistDealForm)
    return window.form


def write_deal(
    qtbot: QtBot,
    window: ScorePadWindow,
    trump: Suit | None,
    tricks: int,
    honours: int,
    coronets: tuple[Coronet, ...] = (),
    revokes: tuple[Revoke, ...] = (),
) -> None:
    """Write a deal as a user would: trumps by their name's first letter, the numbers, each
    coronet and revoke in a row of its own, Enter."""
    form = whist_form(window)
    form.focus_first()
    if trump is not None:
        qtbot.keyClicks(form.trump, "SCDH"[trump])  # Spades, Clubs, Diamonds, Hearts
    form.tricks.setValue(tricks)
    form.honours.setValue(honours)
    for coronet in coronets:
        form.coronets.add.click()
        row = form.coronets.rows[-1]
        select_seat(row.seat, coronet.seat)
        assert coronet.suit is not None
        row.kind.setCurrentIndex(row.kind.findData(int(coronet.suit)))
        row.length.setValue(coronet.length)
    for revoke in revokes:
        form.revokes.add.click()
        line = form.revokes.rows[-1]
        select_seat(line.by, revoke.by)
        line.penalty.setCurrentIndex(line.penalty.findData(revoke.penalty.value))
        line.asked.setChecked(revoke.asked)
    qtbot.keyClick(form.tricks, Qt.Key.Key_Return)


def write_ex6(qtbot: QtBot, window: ScorePadWindow) -> None:
    for trump, tricks, honours, coronets in EX6:
        write_deal(qtbot, window, trump, tricks, honours, coronets)


def ex6_results() -> tuple[DealResult, ...]:
    return read_record(json.loads((WHIST_DATA / "W-EX6.json").read_text("utf-8"))).results


def carried_and_result(sheet: Sheet) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """The carried rows (top to bottom) and the result row of the first rubber's sheet."""
    rows = sheet.rubbers[0].rows

    def values(kind: RowKind) -> list[tuple[int, ...]]:
        return [tuple(c.value or 0 for c in row.cells) for row in rows if row.kind is kind]

    return values(RowKind.CARRIED), values(RowKind.RESULT)


def test_w_ex6_written_through_the_form_carries_6_14_33_and_ends_at_33(
    qtbot: QtBot, pad: ScorePadWindow
) -> None:
    write_ex6(qtbot, pad)
    assert pad.pad.results == ex6_results()  # the dealer followed clockwise from N
    carried, result = carried_and_result(pad.sheet())
    assert carried == [(33, 0), (0, 14), (6, 0)]  # W-SC-7 after partii 3, 2, 1
    assert result == [(33, -33)]
    assert pad.pages.sheet_layout is not None  # the sheet beside the form shows it
    text = render_text(pad.sheet())
    assert "Whist score sheet" in text and "+33" in text
    assert pad.table.rowCount() == 6
    assert [pad.table.item(1, column).text() for column in range(2, 7)] == [
        "Анна",
        "♥",
        "5:8",
        "hon. 2:3",
        "Вронский 3♣",
    ]
    assert pad.table.horizontalHeaderItem(3).text() == "Trumps"
    form = whist_form(pad)
    assert form.trump.currentData() is None and form.tricks.text() == "—"  # ready for the next
    assert form.dealer.currentData() == int(Seat.S)


def test_a_deal_the_rules_refuse_is_refused_with_the_reason_and_the_rule(
    qtbot: QtBot, pad: ScorePadWindow
) -> None:
    form = whist_form(pad)
    form.tricks.setValue(7)
    form.honours.setValue(3)
    qtbot.keyClick(form.tricks, Qt.Key.Key_Return)
    assert pad.pad.results == () and "Choose trumps" in pad.fault.text()
    write_deal(qtbot, pad, Suit.S, 10, 2, (Coronet(Seat.S, Suit.S, 4),))
    assert pad.pad.results == ()
    assert "Coronet 1" in pad.fault.text() and "W-SC-3" in pad.fault.text()
    assert "honours" in pad.fault.text() and pad.statusBar().currentMessage() == pad.fault.text()
    form.coronets.remove.click()
    write_deal(qtbot, pad, None, 10, 2, (Coronet(Seat.N, Suit.H, 3), Coronet(Seat.E, Suit.H, 3)))
    assert pad.pad.results == () and "Coronet 2" in pad.fault.text()
    assert "one hand holds its ace" in pad.fault.text()
    form.coronets.remove.click()  # the second one goes
    form.honours.setValue(-1)
    qtbot.keyClick(form.tricks, Qt.Key.Key_Return)
    assert "how many honours N–S held" in pad.fault.text()
    form.honours.setValue(2)
    qtbot.keyClick(form.tricks, Qt.Key.Key_Return)
    assert len(pad.pad.results) == 1 and pad.fault.text() == ""
    assert pad.pad.results[0].holdings.coronets == (Coronet(Seat.N, Suit.H, 3),)


def test_a_deal_is_corrected_or_deleted_and_the_sheet_redrawn(
    qtbot: QtBot, pad: ScorePadWindow
) -> None:
    write_ex6(qtbot, pad)
    pad.table.selectRow(3)
    form = whist_form(pad)
    assert pad.editing == 3 and form.tricks.value() == 2 and form.honours.value() == 0
    assert pad.add_button.text() == "&Update deal 4"
    form.tricks.setValue(4)  # E–W took 9, not 11: their partiya goes on
    write_deal(qtbot, pad, None, 4, 0, revokes=(Revoke(Seat.E, Penalty.POINTS, True),))
    assert pad.editing is None and len(pad.pad.results) == 6
    corrected = pad.pad.results[3]
    assert corrected.tricks_ns == 4 and corrected.revokes == (Revoke(Seat.E, Penalty.POINTS, True),)
    assert "revoke: Анна, 5 points" in pad.table.item(3, 6).text()
    carried, _ = carried_and_result(pad.sheet())
    assert carried[-1] == (6, 0) and (0, 14) not in carried
    pad.table.selectRow(5)
    pad.delete_button.click()
    assert len(pad.pad.results) == 5 and pad.table.rowCount() == 5
    pad.undo_action.trigger()
    pad.undo_action.trigger()
    carried, result = carried_and_result(pad.sheet())
    assert carried == [(33, 0), (0, 14), (6, 0)] and result == [(33, -33)]


def test_the_pad_is_saved_as_a_whist_record_and_opened_again(
    qtbot: QtBot,
    pad: ScorePadWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    write_ex6(qtbot, pad)
    target = tmp_path / "friday"
    monkeypatch.setattr(
        "wint.gui.pad.window.QFileDialog.getSaveFileName", lambda *a: (str(target), "")
    )
    assert pad.save() and pad.path == tmp_path / "friday.json"
    assert not pad.isWindowModified()
    doc = json.loads(pad.path.read_text("utf-8"))
    assert doc["game"] == "whist" and doc["players"] == ["Толстой", "Кити", "Анна", "Вронский"]
    assert read_record(doc).results == pad.pad.results
    saved = cli(capsys, "score", pad.path)
    written = cli(capsys, "score", WHIST_DATA / "W-EX6.json")
    assert saved.code == 0 and written.code == 0, saved.err
    (ours,) = json.loads(saved.out)["rubbers"]
    (example,) = json.loads(written.out)["rubbers"]
    assert {key: ours[key] for key in example} == example  # and each rubber's seating
    sheet = cli(capsys, "sheet", pad.path, "--text", "--lang", "en")
    assert sheet.out.rstrip("\n") == render_text(replace(pad.sheet(), date=None)).rstrip("\n")
    other = ScorePadWindow(Settings())
    qtbot.addWidget(other)
    assert other.open_file(pad.path)
    assert other.pad == pad.pad and isinstance(other.form, WhistDealForm)
    assert render_text(other.sheet()) == render_text(pad.sheet())
    other.table.selectRow(4)
    assert other.form.result() == pad.pad.results[4]  # ready to be corrected


def test_a_whist_record_with_its_cards_opens_as_a_new_pad(qtbot: QtBot, tmp_path: Path) -> None:
    source = tmp_path / "random.replay.json"
    source.write_bytes((WHIST_DATA / "random.replay.json").read_bytes())
    window = ScorePadWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(source)
    assert window.path is None and window.notice.isVisible()
    assert window.pad.game.id == "whist" and window.table.rowCount() == len(window.pad.results)
    for index, result in enumerate(window.pad.results):
        window.table.selectRow(index)
        assert window.form.result() == result
    assert window.open_file(WHIST_DATA / "W-EX6.json") and not window.notice.isVisible()
    window.cancel_edit()
    assert window.form.dealer.currentData() == int(Seat.S)


def test_the_whist_sheet_is_printed_to_pdf(
    qtbot: QtBot, pad: ScorePadWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_ex6(qtbot, pad)
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(
        "wint.gui.sheet.output.QFileDialog.getSaveFileName", lambda *a: (str(target), "")
    )
    pad.export_pdf_action.trigger()
    text = pdf_text(target)
    assert "Whist score sheet" in text and "Толстой – Кити" in text
    assert "+33" in text and "after game 2, 20 − 6" in text


def test_the_charts_follow_the_whist_pad(qtbot: QtBot, pad: ScorePadWindow) -> None:
    write_ex6(qtbot, pad)
    charts = pad.show_charts()
    assert len(charts.chart.series()) == 6  # one point per deal
    totals = pad.pad.ledger().rubbers[0].totals()
    assert charts.chart.series().of(Side.NS)[-1] == totals[Side.NS].total == 68


def test_the_setup_dialog_chooses_whist_and_its_options(
    qtbot: QtBot, translations: Translations, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = ScorePadWindow(Settings())
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
    assert isinstance(window.form, DealForm)
    chosen: list[PadSetupDialog] = []

    def accept(dialog: PadSetupDialog) -> int:
        assert dialog.whist_options is None  # a Vint pad's dialog: Whist not loaded
        dialog.game.setCurrentIndex(dialog.game.findData("whist"))
        box = dialog.whist_options
        assert box is not None and box.isVisibleTo(dialog) and box.isEnabled()
        assert not dialog.form.isRowVisible(dialog.options)
        assert "W-SEAT-5" in dialog.rotate.text()
        labels = [label.text() for label in box.labels.values()]
        assert "Honours held or captured (WC-2)" in labels  # the rulebook's words
        assert box.combos["honours_basis"].itemText(0) == "held in the hands as dealt ★"
        assert not box.combos["nt_aces_22"].isEnabled()  # it matters at no trumps only
        box.combos["no_trump"].setCurrentIndex(box.combos["no_trump"].findData(True))
        assert box.combos["nt_aces_22"].isEnabled()
        replaces = box.combos["rubber_bonus_mode"].findData("replaces_partiya_bonus")
        box.combos["rubber_bonus_mode"].setCurrentIndex(replaces)
        for edit, name in zip(dialog.names, PLAYERS, strict=False):  # the first four rows
            edit.setText(name)
        chosen.append(dialog)
        QDialog.accept(dialog)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(PadSetupDialog, "exec", accept)
    window.new_pad()
    assert chosen and window.pad.game.id == "whist"
    assert window.pad.rules == WhistRules(
        no_trump=True, rubber_bonus_mode=RubberBonusMode.REPLACES_PARTIYA_BONUS
    )
    form = whist_form(window)
    layout = form.layout()
    assert isinstance(layout, QFormLayout)
    assert not layout.isRowVisible(form.labels["trump"])  # no card is turned
    assert form.labels["honours"].text() == "&Honours held by N–S (the aces)"
    form.tricks.setValue(9)
    form.honours.setValue(3)
    form.add_coronet(Coronet(Seat.N, Suit.S, 3))
    qtbot.keyClick(form.tricks, Qt.Key.Key_Return)
    assert window.fault.text() == ""
    (result,) = window.pad.results  # W-EX8: aces 2, a coronet at the trump rate 10
    assert result.trump is None and window.table.item(0, 3).text() == "no trumps"
    assert window.table.item(0, 7).text() == str(6 + 2 + 10)
    window.saved_pad = window.pad  # no question on closing


def test_an_existing_whist_pad_shows_its_game_and_options_fixed(
    qtbot: QtBot, pad: ScorePadWindow
) -> None:
    write_deal(qtbot, pad, Suit.H, 7, 3)
    dialog = PadSetupDialog(pad.pad, pad.pad.seating(1), False, pad)
    qtbot.addWidget(dialog)
    assert not dialog.game.isEnabled() and dialog.chosen_game() == "whist"
    assert dialog.whist_options is not None and not dialog.whist_options.isEnabled()
    dialog.rotate.setChecked(False)
    assert dialog.pad(pad.pad).rules == replace(pad.pad.rules, partner_rotation="none")


def test_captured_honours_are_written_when_they_count(qtbot: QtBot, pad: ScorePadWindow) -> None:
    pad.set_pad(ScorePad(WhistRules(honours_basis=HonoursBasis.CAPTURED)))
    form = whist_form(pad)
    layout = form.layout()
    assert isinstance(layout, QFormLayout) and layout.isRowVisible(form.labels["captured"])
    write_deal(qtbot, pad, Suit.D, 8, 2)
    assert pad.pad.results == () and "won in tricks" in pad.fault.text()
    form.captured.setValue(4)
    qtbot.keyClick(form.tricks, Qt.Key.Key_Return)
    assert pad.pad.results[0].captured == (4, 1)
    assert pad.table.item(0, 5).text() == "hon. 2:3, in tricks 4:1"


def test_the_whist_pad_speaks_russian(
    qtbot: QtBot, pad: ScorePadWindow, translations: Translations
) -> None:
    translations.install("ru")
    form = whist_form(pad)
    assert form.labels["trump"].text().startswith("&Козырь")
    assert form.labels["honours"].text() == "&Оперы у С–Ю"
    assert form.trump.itemText(4) == "Черви ♥"
    form.focus_first()
    type_text(form.trump, "ч")  # черви, as a Russian table says it
    assert form.trump.currentData() == int(Suit.H)
    form.tricks.setValue(8)
    form.honours.setValue(2)
    form.add_coronet(Coronet(Seat.N, Suit.H, 4))
    qtbot.keyClick(form.tricks, Qt.Key.Key_Return)
    assert "Коронка 1" in pad.fault.text() and "оперов" in pad.fault.text()
    form.coronets.clear()
    qtbot.keyClick(form.tricks, Qt.Key.Key_Return)
    assert pad.statusBar().currentMessage() == "Сдача 1 записана."
    assert pad.table.horizontalHeaderItem(3).text() == "Козырь"
    assert pad.table.item(0, 5).text() == "оп. 2:3"
    assert "ВИСТ" in render_text(pad.sheet()).upper()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_two_accelerators_clash_in_the_whist_pad(
    qtbot: QtBot, pad: ScorePadWindow, translations: Translations, language: str
) -> None:
    translations.install(language)
    assert len(window_texts(pad)) >= 12  # the Whist form's labels and buttons
    assert window_clashes(pad, language) == []
    dialog = PadSetupDialog(pad.pad, pad.pad.seating(1), True, pad)
    qtbot.addWidget(dialog)
    dialog.show()
    assert window_clashes(dialog, language) == []


def test_wint_pad_opens_a_whist_record(tmp_path: Path) -> None:
    ran = run_wint(tmp_path, "pad", str(WHIST_DATA / "W-EX6.json"), "--lang", "ru")
    assert ran.returncode == 0 and ran.stdout.startswith("ready"), ran.stderr
