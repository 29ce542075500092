"""View › Score charts for a Preferans session: each player's balance in whists deal by deal
(P-SET-1 after every deal), the chart following the pulya as it is played and giving way to
the rubbers' charts when the window turns to Vint; the history lists a pulya by its target,
over or not, in place of rubbers it has none of."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.gui.helpers import shown_window
from tests.gui.test_preferans_table import pref_session
from wint.core.seats import Seat
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.history import Column, show_history
from wint.gui.dialogs.new_game import default_setup
from wint.gui.platform.settings import Settings
from wint.gui.sheet.charts import ChartWindow
from wint.gui.sheet.pulya_chart import PulyaChartWindow
from wint.session.io import save_session
from wint.session.model import GameSession


def _plotted(window: PulyaChartWindow) -> dict[str, list[float]]:
    """Each line of the chart by its player's name: its balances."""
    items = window.plot.getPlotItem().listDataItems()
    return {item.name(): list(item.getData()[1]) for item in items}


def test_the_charts_of_a_pulya_follow_it_deal_by_deal(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = GameController(
        pref_session(3, pulya=5, human=None), Pace("instant"), games=window_games()
    )
    controller.auto_next_deal = True
    window = shown_window(qtbot, controller)
    window.set_language("en")
    qtbot.waitUntil(lambda: len(controller.session.finished) >= 2, timeout=30_000)
    controller.pause(True)
    controller.wait_idle()
    charts = window.menus.charts_action
    assert charts.isEnabled()
    charts.trigger()
    chart = window.findChild(PulyaChartWindow)
    assert chart is not None and chart.isVisible() and not chart.isModal()
    assert chart.windowTitle() == "Score charts"
    sheet = chart.sheet
    assert sheet is not None and sheet.deals == len(controller.session.finished)
    assert list(sheet.series.numbers) == list(range(1, sheet.deals + 1))
    assert _plotted(chart) == {
        s.name: [float(v) for v in sheet.series.of(s.seat)] for s in sheet.sectors
    }
    title = chart.plot.getPlotItem().titleLabel.text
    assert title == "Each player's balance in whists"
    target = tmp_path / "pulya"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a: (str(target), ""))
    chart.export_button.click()
    assert target.with_suffix(".png").read_bytes().startswith(b"\x89PNG")
    assert chart.export_path == target.with_suffix(".png")
    window.set_language("ru")  # the chart's words follow the language
    assert chart.plot.getPlotItem().titleLabel.text == "Итог каждого игрока в вистах"
    played = sheet.deals
    controller.pause(False)
    qtbot.waitUntil(lambda: len(controller.session.finished) > played, timeout=30_000)
    controller.pause(True)
    controller.wait_idle()
    qtbot.waitUntil(lambda: chart.sheet is not None and chart.sheet.deals > played)
    assert len(chart.sheet.series.numbers) == chart.sheet.deals
    # a game of rubbers: the pulya's chart hides, the menu opens the rubbers' charts
    controller.set_session(GameSession.start(default_setup(Settings(), seed=1, game_id="vint")))
    assert not chart.isVisible()
    charts.trigger()
    rubbers = window.findChild(ChartWindow)
    assert rubbers is not None and rubbers.isVisible()
    controller.set_session(pref_session(5, human=None))
    assert not rubbers.isVisible()  # it charts no pulya


def test_the_history_lists_a_pulya_by_its_target_over_or_not_and_counts_whists(
    qtbot: QtBot, tmp_path: Path
) -> None:
    session = pref_session(4, pulya=10, human=Seat.E)
    rng = random.Random(1)
    while len(session.finished) < 2:
        state = session.state
        session = (
            session.next_deal()
            if state.is_over
            else session.apply(rng.choice(state.legal_actions()))
        )
    folder = tmp_path / "sessions"
    save_session(session, folder / "2026-12-02_070000.wint")
    window = show_history(None, folder)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.loading)
    row = window.sessions.topLevelItem(0)
    assert row.text(Column.RUBBERS) == "pulya to 10, unfinished"
    assert row.text(Column.DEALS) == "2"
    # the statistics of pulyas: no rubbers, the balance in whists
    table = window.table
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert labels == ["Sessions", "Deals", "Result, whists"]
    assert table.item(1, 0).text() == "2"
    assert window.note.text().startswith("Overall: every session; the result is yours")
