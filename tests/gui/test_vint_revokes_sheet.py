"""Vint's revokes on the sheet, in both languages: several revokes' entries labelled and
explained (V-SHEET-2, V-REV-10), and the liability of an asked revoke (V-REV-3) under the
players' ledger — in the text sheet, the PDF and the live dock."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tools import pdf_text
from wint.core.sheet import Sheet
from wint.games.vint.record import read_record
from wint.games.vint.scoring import EntryKind
from wint.games.vint.sheet import record_sheet
from wint.gui.platform.i18n import Translations
from wint.gui.sheet.entries import entry_explanation, entry_label
from wint.gui.sheet.live import ScoreSheet
from wint.gui.sheet.paint import export_pdf
from wint.gui.sheet.text import render_text

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]


def revokes_sheet(unit: int = 100, asked: bool = True) -> Sheet:
    """Named players (Vera E, Gleb W, record-players.md): in «два» in hearts by N, 8 tricks,
    Vera revokes and Gleb asked; then Gleb revokes, nobody asked (E–W hold 2: he gives
    them, the third trick missing costs 1000 × 2, V-REV-6, V-REV-10; N–S then hold 13,
    V-REV-7); two games end the rubber."""
    first = {
        "contract": "2H",
        "declarer": "N",
        "tricks": 8,
        "revokes": [{"by": "E", "asked": asked}, {"by": "W"}],
    }
    game = {"contract": "5H", "declarer": "N", "tricks": 11}
    doc = {
        "format": "wint-record",
        "version": 1,
        "players": PLAYERS,
        "rules": {"options": {"ledger_unit": unit}},
        "deals": [first, game, game],
    }
    return record_sheet(read_record(doc))


# Vera's revoke moved three tricks at 20: E–W 60 less below, N–S 60 more.
OWED = {
    ("en", 100): "revoke, deal 1: Vera reimburses the partner (Gleb) 120 points, "
    "1 in the accounts (V-REV-3)",
    ("ru", 100): "ренонс, сдача 1: Vera возмещает партнёру (Gleb) 120 очков, "
    "в счёте игроков 1 (V-REV-3)",
    ("en", 1): "revoke, deal 1: Vera reimburses the partner (Gleb) 120 points (V-REV-3)",
    ("ru", 1): "ренонс, сдача 1: Vera возмещает партнёру (Gleb) 120 очков (V-REV-3)",
}


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, translations: Translations) -> str:
    translations.install(request.param)
    return str(request.param)


@pytest.mark.parametrize("unit", [100, 1])
def test_the_text_sheet_writes_the_liability_under_the_players_ledger(
    language: str, unit: int
) -> None:
    lines = render_text(revokes_sheet(unit)).splitlines()
    # the line under the ledger is all the question adds: the sheet and the figures stay
    assert lines[:-1] == render_text(revokes_sheet(unit, asked=False)).splitlines()
    assert lines[-1].strip() == OWED[(language, unit)]
    sheet = revokes_sheet(unit)
    assert sheet.players is not None and len(sheet.players.rows) == 1


def test_the_pdf_writes_the_liability(language: str, tmp_path: Path) -> None:
    path = tmp_path / "revokes.pdf"
    assert export_pdf(path, revokes_sheet()) == 1
    assert OWED[(language, 100)] in " ".join(pdf_text(path).split())


def test_the_live_dock_writes_the_liability_under_its_rubber(language: str) -> None:
    dock = ScoreSheet()
    dock.set_sheet(revokes_sheet())
    # the dock counts in points: what the rubber's sheet names, by the players who sat there
    assert dock._rows().owed == (OWED[(language, 1)],)
    taller = dock.sizeHint().height()
    dock.set_sheet(revokes_sheet(asked=False))
    assert dock._rows().owed == ()
    assert dock.sizeHint().height() < taller
    dock.resize(320, taller)
    assert not dock.grab().isNull()  # painted, the lines wrapped to the dock's width


def test_several_revokes_entries_are_labelled_and_explained(language: str) -> None:
    rubber = revokes_sheet().rubbers[0]
    entries = {w.cell.entry.kind: w.cell.entry for w in rubber.entries() if w.cell.entry}
    penalty = entries[EntryKind.REVOKE_PENALTY]
    assert (penalty.points, penalty.rule) == (2000, "V-REV-10")
    assert entry_label(penalty) == {"en": "rev.", "ru": "рен."}[language]
    explained = entry_explanation(penalty)
    assert explained.endswith("1 × 2000 = 2000 (V-REV-10)") or explained.endswith(
        "1\xa0×\xa02000\xa0= 2000 (V-REV-10)"
    )
    assert {"en": "revokes", "ru": "ренонсов"}[language] in explained
