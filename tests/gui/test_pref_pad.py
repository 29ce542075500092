"""The score pad for a real Preferans table (issue 18, deliverable 4): a pulya of 22 deals
entered through the window's form, saved, its settlement equal to ``wint score`` of the
saved file; an impossible deal refused with the rule's words; a correction re-scoring
the later deals; the sheet drawn beside the form; no accelerator clashes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_controller, run_wint
from tests.gui.test_accelerators import window_clashes
from tests.test_cli import cli
from tests.tools import pdf_text
from wint.games.preferans.rules import rule_options
from wint.gui.pad.pref_options import PrefOptionsDialog
from wint.gui.pad.pref_window import PrefPadWindow
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.sheet.pulya_words import render_pulya_text
from wint.gui.shell.main_window import MainWindow
from wint.session.pref_pad import PrefPad

SEATS = ("A", "B", "C")


def after(seat: str, steps: int) -> str:
    return SEATS[(SEATS.index(seat) + steps) % 3]


def pulya_deals(count: int) -> list[dict[str, Any]]:
    """A three-player Sochi pulya as a table writes it: the dealer clockwise (P-TAB-5),
    all-pass, made and set contracts, misère, both defenders passing."""
    deals: list[dict[str, Any]] = []
    for i in range(count):
        dealer = SEATS[i % 3]
        first, second, third = after(dealer, 1), after(dealer, 2), dealer
        kind = i % 5
        if kind == 0:
            deals.append(
                {"dealer": dealer, "allpass": True, "tricks": {first: 2, second: 4, third: 4}}
            )
        elif kind == 1:
            deals.append(
                {
                    "dealer": dealer,
                    "contract": "6S",
                    "declarer": first,
                    "whist": ["whist", "pass"],
                    "tricks": {first: 6, second: 3, third: 1},
                }
            )
        elif kind == 2:
            deals.append(
                {
                    "dealer": dealer,
                    "contract": "7H",
                    "declarer": second,
                    "whist": ["whist", "whist"],
                    "tricks": {first: 2, second: 6, third: 2},
                }
            )
        elif kind == 3:
            deals.append(
                {
                    "dealer": dealer,
                    "contract": "misere",
                    "declarer": third,
                    "tricks": {first: 5, second: 5, third: 0},
                }
            )
        else:
            deals.append(
                {"dealer": dealer, "contract": "6D", "declarer": first, "whist": ["pass", "pass"]}
            )
    return deals


def enter(window: PrefPadWindow, deal: dict[str, Any]) -> bool:
    """Fill the window's form as the table says the deal, then write it."""
    window.dealer.setCurrentIndex("ABCD".index(deal["dealer"]))
    window.allpass.setChecked(bool(deal.get("allpass")))
    if "contract" in deal:
        window.contract.setCurrentIndex(window.contract.findData(deal["contract"]))
        window.declarer.setCurrentIndex("ABCD".index(deal["declarer"]))
    words = deal.get("whist", [])
    for i, box in enumerate(window.whist):
        box.setCurrentIndex(box.findData(words[i] if i < len(words) else ""))
    window.prikup.setText(" ".join(deal.get("prikup", [])))
    tricks = deal.get("tricks")
    window.played.setChecked(tricks is not None)
    for seat, n in (tricks or {}).items():
        window.tricks["ABCD".index(seat)].setValue(n)
    return window.submit()


@pytest.fixture(autouse=True)
def asked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The questions the pads asked (each answered Discard); file dialogs start in a
    temporary home."""
    questions: list[str] = []

    def question(_parent: object, _title: str, text: str, *_: object) -> object:
        questions.append(text)
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    return questions


@pytest.fixture
def pad(qtbot: QtBot, translations: Translations) -> Iterator[PrefPadWindow]:
    translations.install("en")
    window = PrefPadWindow()
    qtbot.addWidget(window)
    window.show()
    yield window


def test_a_pulya_entered_on_the_pad_settles_as_wint_score(
    pad: PrefPadWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pad.target.setValue(30)
    for seat, name in zip(SEATS, ("Иван", "Пётр", "Олег"), strict=True):
        pad.names[SEATS.index(seat)].setText(name)
    deals = pulya_deals(22)
    for i, deal in enumerate(deals):
        if i:  # P-TAB-5: the pad proposes the next dealer
            assert pad.dealer.currentData() == deal["dealer"]
        assert enter(pad, deal), pad.error.text()
    assert pad.list.count() == 22
    written = pad.pad.document()
    pad.preset.setCurrentIndex(pad.preset.findData("leningrad"))  # its exit ladder is 6-7-7
    assert pad.error.text() == (
        "Deal 2 refused: after all-pass the game must be at least 7, not 6S (P-RASP-5)"
    )
    assert pad.preset.currentData() == "sochi" and pad.pad.document() == written
    path = tmp_path / "pulya.json"
    assert pad.save_to(path)
    saved = json.loads(path.read_text("utf-8"))
    assert saved["game"] == "preferans" and saved["names"]["B"] == "Пётр"
    assert saved["deals"] == deals
    ran = cli(capsys, "score", path)
    assert ran.code == 0, ran.err
    scored = json.loads(ran.out)
    assert scored["settlement"] == pad.pad.score()["settlement"]
    sheet = pad.pad.sheet()
    shown = {s.seat.value: s.balance for s in sheet.sectors}
    assert {s: str(v) for s, v in shown.items()} == {
        s: str(v) for s, v in scored["settlement"].items()
    }
    assert any(v != 0 for v in shown.values())


def test_an_impossible_deal_is_refused_with_its_rule(pad: PrefPadWindow) -> None:
    first = pulya_deals(2)[1] | {"dealer": "A"}
    first = {**first, "declarer": "B", "tricks": {"B": 6, "C": 3, "A": 1}}
    assert enter(pad, first)
    wrong_dealer = {**first, "dealer": "C"}
    assert not enter(pad, wrong_dealer)
    assert pad.error.text() == "Deal 2 refused: B deals this deal (P-TAB-5)"
    too_many = {**first, "dealer": "B", "declarer": "C", "tricks": {"A": 6, "B": 3, "C": 2}}
    assert not enter(pad, too_many)
    assert pad.error.text() == "Deal 2 refused: the tricks must add up to 10, not 11"
    no_words = {
        "dealer": "B",
        "contract": "6S",
        "declarer": "C",
        "tricks": {"A": 3, "B": 1, "C": 6},
    }
    assert not enter(pad, no_words)
    assert pad.error.text() == "Deal 2 refused: the defenders' words are needed (P-WH)"
    assert pad.list.count() == 1 and len(pad.pad.deals) == 1


def test_a_correction_rescores_the_later_deals(pad: PrefPadWindow) -> None:
    deals = pulya_deals(4)
    for deal in deals:
        assert enter(pad, deal)
    before = pad.pad.score()
    pad.list.setCurrentRow(1)
    assert pad.dealer.currentData() == "B" and pad.contract.currentData() == "6S"
    corrected = {**deals[1], "tricks": {"C": 5, "A": 4, "B": 1}}  # the declarer set by one
    assert enter(pad, corrected)
    after_ = pad.pad.score()
    assert pad.pad.deals[1] == corrected and pad.pad.deals[2:] == deals[2:]
    assert after_["deals"][1] != before["deals"][1]
    assert after_["totals"] != before["totals"]
    assert pad.list.count() == 4
    pad.list.setCurrentRow(2)
    pad.fresh.click()  # a new deal goes after the last, the dealer proposed (P-TAB-5)
    assert pad.dealer.currentData() == "B"
    fifth = pulya_deals(5)[4]
    assert enter(pad, fifth), pad.error.text()
    assert pad.pad.deals == [*deals[:1], corrected, *deals[2:], fifth]


def test_the_sheet_is_drawn_beside_the_form(pad: PrefPadWindow) -> None:
    blank = pad.view.grab().toImage()
    assert enter(
        pad,
        pulya_deals(2)[1] | {"dealer": "A", "declarer": "B", "tricks": {"B": 6, "C": 3, "A": 1}},
    )
    drawn = pad.view.grab().toImage()
    assert drawn != blank
    assert drawn.pixelColor(drawn.width() // 2, 2) == QColor(Qt.GlobalColor.white)


def test_a_refusal_speaks_russian(pad: PrefPadWindow, translations: Translations) -> None:
    translations.install("ru")
    assert enter(pad, pulya_deals(1)[0])
    assert not enter(pad, {"dealer": "A", "allpass": True, "tricks": {"A": 4, "B": 4, "C": 2}})
    assert pad.error.text() == "Сдача 2 не записана: эту сдачу сдаёт B (P-TAB-5)"
    assert not enter(pad, {"dealer": "B", "contract": "6S", "declarer": "C"})
    assert pad.error.text() == "Сдача 2 не записана: нужны слова вистующих (P-WH)"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_accelerator_clashes(qtbot: QtBot, translations: Translations, language: str) -> None:
    translations.install(language)
    window = PrefPadWindow()
    qtbot.addWidget(window)
    assert window_clashes(window, language) == []


def test_a_saved_pulya_opens_again_and_goes_on(
    qtbot: QtBot, pad: PrefPadWindow, tmp_path: Path
) -> None:
    pad.preset.setCurrentIndex(pad.preset.findData("rostov"))
    pad.target.setValue(20)
    pad.names[0].setText("Иван")
    deals = pulya_deals(6)
    for deal in deals:
        assert enter(pad, deal), pad.error.text()
    path = tmp_path / "pulya.json"
    assert pad.save_to(path)
    again = PrefPadWindow()
    qtbot.addWidget(again)
    again.open_file(path)
    assert again.pad.document() == pad.pad.document()
    assert again.preset.currentData() == "rostov" and not again.isWindowModified()
    assert again.names[0].text() == "Иван" and again.list.count() == 6
    assert again.dealer.currentData() == pulya_deals(7)[6]["dealer"]  # P-TAB-5 goes on
    assert enter(again, pulya_deals(7)[6]), again.error.text()


def test_wint_pad_opens_the_preferans_pad(tmp_path: Path) -> None:
    ran = run_wint(tmp_path, "pad", "--game", "preferans", "--lang", "ru")
    assert ran.returncode == 0 and ran.stdout.startswith("ready"), ran.stderr
    record = tmp_path / "pulya.json"
    doc = {
        "format": "wint-record",
        "version": 1,
        "game": "preferans",
        "players": 4,
        "pulya": 10,
        "deals": [{"dealer": "D", "allpass": True, "tricks": {"A": 3, "B": 3, "C": 4}}],
    }
    record.write_text(json.dumps(doc), "utf-8")
    ran = run_wint(tmp_path, "pad", str(record))
    assert ran.returncode == 0 and ran.stdout.startswith("ready"), ran.stderr
    doc["deals"][0]["dealer"] = "E"
    record.write_text(json.dumps(doc), "utf-8")
    ran = run_wint(tmp_path, "pad", str(record))
    assert ran.returncode == 2 and ran.stdout == ""
    assert f"{record}: deals[0].dealer" in ran.stderr


def test_four_players_the_dealer_sits_out(pad: PrefPadWindow) -> None:
    pad.players.setValue(4)
    assert pad.tricks[3].isVisible() and pad.names[3].isEnabled()
    deal = {
        "dealer": "D",
        "contract": "6NT",
        "declarer": "A",
        "whist": ["whist", "pass"],
        "tricks": {"A": 6, "B": 3, "C": 1},
    }
    pad.tricks[3].setValue(4)  # the dealer's box, not written: he sits out
    assert enter(pad, deal), pad.error.text()
    assert pad.pad.deals == [deal]  # the sitting-out dealer's tricks are not written
    assert pad.dealer.currentData() == "A"  # P-TAB-5
    sits_out = {"dealer": "A", "contract": "6S", "declarer": "A", "whist": ["pass", "pass"]}
    assert not enter(pad, sits_out)
    assert pad.error.text() == "Deal 2 refused: the dealer sits out (P-TAB-1)"


def test_the_pulya_is_exported_as_pdf(pad: PrefPadWindow, tmp_path: Path) -> None:
    pad.names[1].setText("Пётр")
    for deal in pulya_deals(3):
        assert enter(pad, deal), pad.error.text()
    path = tmp_path / "pulya.pdf"
    assert pad.export_pdf(path)
    text = pdf_text(path)
    assert "Пётр" in text and "pulya to 10" in text
    written = tmp_path / "pulya.txt"
    assert pad.export_text(written)
    assert written.read_text("utf-8") == render_pulya_text(pad.pad.sheet())
    assert "Пётр" in written.read_text("utf-8")


def test_leningrad_refuses_six_after_all_pass(pad: PrefPadWindow) -> None:
    pad.preset.setCurrentIndex(pad.preset.findData("leningrad"))
    assert enter(pad, pulya_deals(1)[0])
    six = {"dealer": "B", "contract": "6S", "declarer": "C", "whist": ["pass", "pass"]}
    assert not enter(pad, six)
    assert pad.error.text() == (
        "Deal 2 refused: after all-pass the game must be at least 7, not 6S (P-RASP-5)"
    )
    assert enter(pad, six | {"contract": "7S"}), pad.error.text()  # the exit ladder 6-7-7


def test_the_classic_preset_pays_the_dealer_for_the_talon(pad: PrefPadWindow) -> None:
    pad.preset.setCurrentIndex(pad.preset.findData("classic1971"))
    pad.players.setValue(4)
    deal = {
        "dealer": "D",
        "contract": "6H",
        "declarer": "A",
        "whist": ["whist", "pass"],
        "tricks": {"A": 6, "B": 3, "C": 1},
    }
    assert not enter(pad, deal)
    assert pad.error.text() == (
        "Deal 1 refused: the prikup is needed: the dealer is paid its tricks (P-MSU-5)"
    )
    paid = deal | {"prikup": ["SA", "D7"]}
    assert enter(pad, paid), pad.error.text()
    assert pad.pad.deals == [paid]
    entries = pad.pad.score()["deals"][0]["entries"]["D"]
    assert entries  # P-MSU-5: the sitting-out dealer is written for the ace in the talon


def test_the_menus_carry_the_standard_shortcuts(pad: PrefPadWindow) -> None:
    key = QKeySequence.StandardKey
    for action, standard in (
        (pad.new_action, key.New),
        (pad.open_action, key.Open),
        (pad.save_action, key.Save),
        (pad.save_as_action, key.SaveAs),
        (pad.print_action, key.Print),
        (pad.close_action, key.Close),
        (pad.undo_action, key.Undo),
        (pad.redo_action, key.Redo),
    ):
        assert action.shortcut() == QKeySequence(standard)
    menus = [a.text() for a in pad.menuBar().actions()]
    assert menus == ["&File", "&Edit"]
    file_items = [a.text() for a in pad.file_menu.actions() if not a.isSeparator()]
    assert file_items == [
        "&New pulya",
        "&Open…",
        "&Save",
        "Save &as…",
        "&Rule options…",
        "&Print the sheet…",
        "Print pre&view…",
        "Export the sheet as P&DF…",
        "Export the sheet as &text…",
        "&Close",
    ]


def test_unsaved_changes_are_marked_and_asked_about(
    pad: PrefPadWindow, tmp_path: Path, asked: list[str]
) -> None:
    assert not pad.isWindowModified() and pad.windowTitle().endswith("new pulya[*]")
    assert enter(pad, pulya_deals(1)[0])
    assert pad.isWindowModified()
    pad.new_action.trigger()  # answered Discard: a new pulya, the same players and rules
    assert asked == ["Save the changes to the pulya?"]
    assert pad.pad.deals == [] and pad.list.count() == 0 and not pad.isWindowModified()
    assert enter(pad, pulya_deals(1)[0])
    path = tmp_path / "pulya.json"
    assert pad.save_to(path)
    assert not pad.isWindowModified() and pad.windowTitle().endswith("pulya.json[*]")
    assert pad.close()
    assert asked == ["Save the changes to the pulya?"]  # nothing to save: no question
    pad.show()
    pad.names[0].setText("Иван")
    assert pad.isWindowModified()
    pad.undo_action.trigger()
    assert not pad.isWindowModified()


def test_undo_and_redo_every_change(pad: PrefPadWindow) -> None:
    deals = pulya_deals(4)
    states = [pad.pad.document()]
    for deal in deals[:3]:
        assert enter(pad, deal)
        states.append(pad.pad.document())
    pad.list.setCurrentRow(1)
    assert enter(pad, {**deals[1], "tricks": {"C": 5, "A": 4, "B": 1}})  # corrected
    states.append(pad.pad.document())
    pad.list.setCurrentRow(2)
    pad.remove.click()  # the last deal struck out
    states.append(pad.pad.document())
    pad.names[1].setText("Пётр")  # typed: one change
    states.append(pad.pad.document())
    pad.target.setValue(20)
    states.append(pad.pad.document())
    assert len({json.dumps(s, sort_keys=True) for s in states}) == len(states)

    def shown() -> tuple[dict[str, Any], int, str]:
        return pad.pad.document(), pad.list.count(), pad.names[1].text()

    drawn = [pad.view.grab().toImage()]
    for state in reversed(states[:-1]):
        pad.undo_action.trigger()
        assert shown() == (state, len(state["deals"]), state.get("names", {}).get("B", ""))
        assert pad.target.value() == state["pulya"]
        drawn.append(pad.view.grab().toImage())
    assert not pad.undo_action.isEnabled()
    assert drawn[-1] != drawn[0]  # the sheet redrawn
    for state in states[1:]:
        pad.redo_action.trigger()
        assert pad.pad.document() == state and pad.list.count() == len(state["deals"])
    assert not pad.redo_action.isEnabled()
    pad.undo_action.trigger()
    assert enter(pad, deals[2])  # a new change ends the redo
    assert not pad.redo_action.isEnabled()


def choose_options(qtbot: QtBot, pad: PrefPadWindow, chosen: dict[str, Any]) -> list[str]:
    """Open the options dialog, set ``chosen`` in its boxes, press OK; the labels shown."""
    labels: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PrefOptionsDialog)
        try:
            for key, value in chosen.items():
                box = dialog.boxes[key]
                box.setCurrentIndex(box.findData(value))
            labels.extend(label.text() for label in dialog.findChildren(QLabel))
        finally:
            dialog.accept()  # a failure here must not leave the dialog waiting

    QTimer.singleShot(0, answer)
    pad.options_button.click()
    return labels


def test_the_rule_options_over_the_preset(
    qtbot: QtBot, pad: PrefPadWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    boxes = set(PrefOptionsDialog("sochi", {}).boxes)
    b9 = {info.key for info in rule_options()}
    assert boxes == b9 - {"help_order", "games_without_prikup", "concede"}  # one value each
    labels = choose_options(qtbot, pad, {"whist_rate_factor": 2, "half_whist": False})
    assert "Whists written at:" in labels and "Half-whist («пополам»):" in labels
    assert pad.pad.options == {"whist_rate_factor": 2, "half_whist": False}
    assert pad.options_text.text() == "Whists written at: ×2; Half-whist («пополам»): no"
    for deal in pulya_deals(3):
        assert enter(pad, deal), pad.error.text()
    path = tmp_path / "pulya.json"
    assert pad.save_to(path)
    saved = json.loads(path.read_text("utf-8"))
    assert saved["rules"] == {
        "preset": "sochi",
        "options": {"whist_rate_factor": 2, "half_whist": False},
    }
    scored = json.loads(cli(capsys, "score", path).out)
    assert scored == pad.pad.score()
    plain = PrefPad(deals=pulya_deals(3)).score()["totals"]
    assert scored["totals"] != plain  # the whists written at ×2 (P-SC-3)
    assert scored["totals"]["C"]["whists"]["B"] > plain["C"]["whists"]["B"] > 0
    opened = PrefPadWindow()
    qtbot.addWidget(opened)
    opened.open_file(path)
    assert opened.options_text.text() == pad.options_text.text()
    dialog = PrefOptionsDialog(opened.pad.preset, opened.pad.options)
    assert dialog.boxes["whist_rate_factor"].currentData() == 2
    assert dialog.boxes["whist_rate_factor"].currentText() == "×2"
    assert dialog.boxes["remiz_factor"].currentText() == "×1 (the preset's)"
    pad.undo_action.trigger()  # undoes the last deal
    pad.undo_action.trigger()
    pad.undo_action.trigger()
    pad.undo_action.trigger()  # undoes the options
    assert pad.pad.options == {} and not pad.options_text.isVisible()


def test_an_option_the_deals_cannot_stand_is_refused(qtbot: QtBot, pad: PrefPadWindow) -> None:
    for deal in pulya_deals(2):  # all-pass, then a six
        assert enter(pad, deal)
    written = pad.pad.document()
    choose_options(qtbot, pad, {"exit_ladder": "6-7-7"})
    assert pad.error.text() == (
        "Deal 2 refused: after all-pass the game must be at least 7, not 6S (P-RASP-5)"
    )
    assert pad.pad.document() == written and len(pad.undo_stack) == 2  # nothing to undo
    choose_options(qtbot, pad, {"exit_ladder": "6-7-8", "raspas_base": 2})
    assert pad.pad.document() == written  # refused too: the six stands only at 6-6-6
    choose_options(qtbot, pad, {"raspas_base": 2})
    assert pad.pad.options == {"raspas_base": 2} and pad.error.text() == ""


def test_the_options_speak_russian(translations: Translations) -> None:
    translations.install("ru")
    dialog = PrefOptionsDialog("leningrad", {"stalingrad": True})
    assert dialog.windowTitle() == "Условия пули"
    assert dialog.boxes["whist_style"].currentText() == "джентльменские (как в правилах)"
    assert dialog.boxes["stalingrad"].currentText() == "да"
    assert dialog.options() == {"stalingrad": True}


def test_a_record_with_a_start_opens_and_keeps_it(
    qtbot: QtBot, pad: PrefPadWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    start = {"pulya": {"A": 8}, "gora": {"B": 3}, "whists": {"A": {"B": 20}}}
    doc = {
        "format": "wint-record",
        "version": 1,
        "game": "preferans",
        "players": 3,
        "pulya": 10,
        "start": start,
        "deals": pulya_deals(2),
    }
    path = tmp_path / "started.json"
    path.write_text(json.dumps(doc), "utf-8")
    pad.open_file(path)
    assert pad.pad.start == start and pad.list.count() == 2
    assert {s.seat.value: s.balance for s in pad.pad.sheet().sectors}["A"] > 0
    assert enter(pad, pulya_deals(3)[2]), pad.error.text()
    saved = tmp_path / "saved.json"
    assert pad.save_to(saved)
    assert json.loads(saved.read_text("utf-8"))["start"] == start
    ran = cli(capsys, "score", saved)
    assert ran.code == 0, ran.err
    scored = json.loads(ran.out)
    assert scored == pad.pad.score()
    assert scored["totals"]["A"]["pulya"] >= 8


def test_the_main_window_opens_the_preferans_pad(qtbot: QtBot, translations: Translations) -> None:
    translations.install("en")
    window = MainWindow(make_controller(), Settings())
    qtbot.addWidget(window)
    items = [a.text() for a in window.menus.game_menu.actions()]
    assert "Preferans p&ulya for a real table…" in items
    assert window.menus.preferans_pad_action.shortcut() == QKeySequence("Ctrl+Shift+K")
    window.menus.preferans_pad_action.trigger()
    pads = [pad for pad in window.pads if isinstance(pad, PrefPadWindow)]
    assert len(pads) == 1 and pads[0].isVisible()
    pads[0].close()


def test_open_refuses_a_bad_file_and_keeps_the_pad(
    pad: PrefPadWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert enter(pad, pulya_deals(1)[0])
    written = pad.pad.document()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**written, "pulya": 0}), "utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    monkeypatch.setattr(
        "wint.gui.pad.pref_window.QFileDialog.getOpenFileName", lambda *a: (str(bad), "")
    )
    pad.open_action.trigger()
    assert len(shown) == 1 and shown[0].startswith("bad.json cannot be opened:\nrecord.pulya")
    assert pad.pad.document() == written and pad.path is None
