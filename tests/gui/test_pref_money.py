"""The price of a whist in New game for Preferans (P-SET-4): typed in its box (not Vint's),
kept in the session and remembered; the live pulya in its dock settles in money at it."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.gui.helpers import shown_window
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.new_game import NewGameDialog, default_setup
from wint.gui.platform.settings import Settings
from wint.session.model import GameSession


def test_new_game_agrees_the_price_of_a_whist_for_preferans(qtbot: QtBot) -> None:
    settings = Settings()
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("vint"))
    assert dialog.price.isHidden()  # Vint's accounts are in points (V-SHEET-7)
    assert not hasattr(dialog.setup().rules, "whist_price")
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("preferans"))
    assert not dialog.price.isHidden() and dialog.price.value() == 0
    assert dialog.price.text() == "no money" and dialog.setup().rules.price is None
    dialog.price.setValue(0.25)
    dialog.preset.setCurrentIndex(dialog.preset.findData("rostov"))  # the price stays
    setup = dialog.setup()
    assert setup.rules.whist_price == 25 and setup.rules.price == Fraction(1, 4)
    dialog.remember()
    again = NewGameDialog(Settings())
    qtbot.addWidget(again)
    assert again.game() == "preferans" and again.price.value() == 0.25
    assert default_setup(Settings(), seed=1).rules.price == Fraction(1, 4)


def test_the_live_pulya_settles_in_money_at_the_sessions_price(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The dock's settlement and File › Export text (as printed) in money too."""
    settings = Settings()
    settings.game = "preferans"
    settings.human_rows = ()
    settings.set_rule_options({"whist_price": 150}, "preferans")
    session = GameSession.start(default_setup(settings, seed=3))
    controller = GameController(session, Pace("instant"), games=window_games())
    controller.auto_next_deal = True
    window = shown_window(qtbot, controller, settings)
    window.set_language("en")
    qtbot.waitUntil(lambda: len(controller.session.finished) >= 2, timeout=30_000)
    controller.pause(True)
    controller.wait_idle()
    pulya = window.pulya
    assert pulya.sheet is not None and pulya.sheet.price == Fraction(3, 2)
    text = pulya.settlement.text()
    assert "in money at 1.50 a whist" in text and "Money" in text
    target = tmp_path / "pulya.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a: (str(target), ""))
    assert window.output.export_text() == target
    assert "in money at 1.50 a whist" in target.read_text("utf-8")
