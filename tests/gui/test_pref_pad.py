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
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from tests.gui.helpers import run_wint
from tests.gui.test_accelerators import window_clashes
from tests.test_cli import cli
from tests.tools import pdf_text
from wint.gui.pad.pref_window import PrefPadWindow
from wint.gui.platform.i18n import Translations

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
    assert not pad.preset.isEnabled()  # the rules stand once a deal is written
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
    assert again.preset.currentData() == "rostov" and not again.preset.isEnabled()
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
