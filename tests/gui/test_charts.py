"""The charts of the score (V-SHEET, V-PART): one point per deal with each side's total as
the ledger adds it up, games and rubbers marked where they were won, the session rubber by
rubber, PNG export in light and dark palettes, both languages, the chart window following
the game, and pyqtgraph kept off the start-up path."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.gui.helpers import answer_boxes, e23_ledger, long_session, make_controller
from wint.core.seats import Side
from wint.core.series import MarkerKind, rubber_series, session_series
from wint.core.sheet import RowKind
from wint.games.vint.ledger import Ledger
from wint.games.vint.sheet import build_sheet
from wint.gui.platform.i18n import Translations
from wint.gui.sheet.charts import (
    SIDE_COLOURS,
    ChartWindow,
    ScoreChart,
    export_chart,
    show_charts,
)

LIGHT = {QPalette.ColorRole.Base: "#ffffff", QPalette.ColorRole.Text: "#000000"}
DARK = {QPalette.ColorRole.Base: "#202124", QPalette.ColorRole.Text: "#e8eaed"}


@pytest.fixture
def russian(qtbot: QtBot) -> Iterator[None]:
    translations = Translations()
    translations.install("ru")
    yield
    translations.install("en")


def make_chart(qtbot: QtBot, ledger: Ledger, our_side: Side = Side.NS) -> ScoreChart:
    chart = ScoreChart(ledger, our_side)
    qtbot.addWidget(chart)
    return chart


def set_palette(chart: ScoreChart, colours: dict[QPalette.ColorRole, str]) -> None:
    palette = QPalette(chart.palette())
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    chart.setPalette(palette)


def pixels(image: QImage) -> np.ndarray:
    """The image's pixels as 0xAARRGGBB integers."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    rows = np.frombuffer(image.constBits(), np.uint32).reshape(image.height(), -1)
    return rows[:, : image.width()]


def count(image: QImage, colour: str) -> int:
    return int(np.count_nonzero(pixels(image) == QColor(colour).rgba()))


# -- the figures -----------------------------------------------------------------------------


def test_one_point_per_deal_with_the_ledgers_totals_after_each(qtbot: QtBot) -> None:
    """Deal by deal as the engine played them: after every deal, each side's point is its
    total above and below the line in the rubber so far, as the ledger adds it up."""
    session = long_session()
    ledger = Ledger(session.setup.rules)
    chart = make_chart(qtbot, ledger)
    for state in session.finished:
        ledger = ledger.add(state.result())
        chart.set_ledger(ledger)
        rubber = ledger.rubbers[-1]
        series = chart.series()
        assert series == rubber_series(rubber)
        assert series.numbers == tuple(range(1, len(rubber.deals) + 1))
        totals = rubber.totals()
        for side in Side:
            assert len(series.of(side)) == len(rubber.deals)
            assert series.of(side)[-1] == totals[side].total
            assert chart.plotted(side)[-1] == (len(rubber.deals), totals[side].total)
    assert len(ledger.rubbers) == 3
    for rubber in ledger.rubbers:
        series = rubber_series(rubber)
        assert len(series) == len(rubber.deals) > 0
    assert sum(len(rubber_series(r)) for r in ledger.rubbers) == len(session.finished)


def test_a_passed_out_deal_is_a_point_too_and_the_sheets_subtotals_are_on_the_line() -> None:
    rubber = e23_ledger().rubbers[0]
    assert rubber.deals[1].result.passed_out
    series = rubber_series(rubber)
    assert series.numbers == (1, 2, 3, 4, 5)
    assert series.of(Side.NS) == (2100, 2100, 2200, 3380, 10430)  # E23: hon. 1800 + 300 …
    assert series.of(Side.EW) == (90, 90, 1750, 1830, 1930)
    subtotals = [
        tuple(int(cell.value) for cell in row.cells)
        for row in build_sheet(e23_ledger()).rubbers[0].rows
        if row.kind is RowKind.SUBTOTAL
    ]
    assert subtotals == [(3380, 1830)]  # after game 1, won at deal 4
    assert (series.of(Side.NS)[3], series.of(Side.EW)[3]) == subtotals[0]


def test_games_and_the_rubber_are_marked_where_they_were_won(qtbot: QtBot) -> None:
    ledger = long_session().ledger
    chart = make_chart(qtbot, ledger)
    for index, rubber in enumerate(ledger.rubbers):
        chart.show_rubber(index)
        series = chart.series()
        games = [
            (n, d.game_won_by) for n, d in enumerate(rubber.deals, 1) if d.game_won_by is not None
        ]
        assert [(m.number, m.side) for m in series.games] == games
        assert rubber.winner is not None
        last = len(rubber.deals)
        assert [(m.number, m.side) for m in series.rubbers] == [(last, rubber.winner)]
        assert games[-1] == (last, rubber.winner)
        # drawn on the winner's line: a triangle per game, a star at the deciding deal
        drawn = [(n, series.of(side)[n - 1]) for n, side in games[:-1]]
        assert chart.marked(MarkerKind.GAME) == drawn
        assert chart.marked(MarkerKind.RUBBER) == [(last, series.of(rubber.winner)[-1])]
    e23 = make_chart(qtbot, e23_ledger())
    assert [m.number for m in e23.series().games] == [4, 5]
    assert e23.marked(MarkerKind.GAME) == [(4, 3380)]
    assert e23.marked(MarkerKind.RUBBER) == [(5, 10430)]


def test_a_rubber_in_progress_has_no_rubber_marker(qtbot: QtBot) -> None:
    record = e23_ledger()
    ledger = Ledger(record.rules, record.start).extend(d.result for d in record.deals()[:4])
    chart = make_chart(qtbot, ledger)
    assert len(chart.series()) == 4
    assert chart.series().rubbers == () and chart.marked(MarkerKind.RUBBER) == []
    assert chart.marked(MarkerKind.GAME) == [(4, 3380)]
    assert chart.plot.item.titleLabel.text == "Rubber 1 (in progress)"


def test_the_session_has_one_point_per_finished_rubber_with_the_settlement(
    qtbot: QtBot,
) -> None:
    session = long_session()
    ledger = session.ledger
    running = 0
    expected = []
    for rubber in ledger.rubbers:
        ns, ew = (t.total for t in rubber.totals())
        running += ns - ew
        expected.append(running)
    series = session_series(ledger)
    assert series.numbers == (1, 2, 3)
    assert series.of(Side.NS) == tuple(expected)
    assert series.of(Side.EW) == tuple(-x for x in expected)
    assert [(m.number, m.side) for m in series.rubbers] == [
        (n, r.winner) for n, r in enumerate(ledger.rubbers, 1)
    ]
    # a rubber begun is not settled yet
    more = ledger.add(ledger.deals()[0].result)
    assert len(more.rubbers) == 4 and session_series(more) == series
    chart = make_chart(qtbot, more, Side.EW)
    chart.show_session()
    assert chart.showing_session and chart.rubber_index is None
    assert chart.plotted(Side.EW) == [(n, -x) for n, x in zip((1, 2, 3), expected, strict=True)]
    assert len(chart.marked(MarkerKind.RUBBER)) == 3
    assert chart.plot.item.titleLabel.text == "All rubbers"


def test_the_chooser_picks_a_rubber_or_the_session(qtbot: QtBot) -> None:
    ledger = long_session().ledger
    chart = make_chart(qtbot, ledger)
    items = [chart.chooser.itemText(i) for i in range(chart.chooser.count())]
    assert items == ["Rubber 1", "Rubber 2", "Rubber 3", "All rubbers"]
    assert chart.chooser.currentIndex() == 2 and chart.rubber_index == 2  # the latest
    chart.chooser.setCurrentIndex(0)
    assert chart.rubber_index == 0 and chart.series() == rubber_series(ledger.rubbers[0])
    assert chart.plotted(Side.NS)[0][0] == 1
    chart.chooser.setCurrentIndex(3)
    assert chart.showing_session and chart.series() == session_series(ledger)
    chart.show_rubber(-2)
    assert chart.chooser.currentIndex() == 1
    with pytest.raises(IndexError):
        chart.show_rubber(3)


def test_an_empty_ledger_draws_no_line(qtbot: QtBot, tmp_path: Path) -> None:
    chart = make_chart(qtbot, Ledger())
    assert len(chart.series()) == 0 and chart.rubber_index is None
    assert chart.plotted(Side.NS) == [] and chart.plotted(Side.EW) == []
    chart.export_png(tmp_path / "empty.png", 400, 300)
    assert QImage(str(tmp_path / "empty.png")).size().toTuple() == (400, 300)


# -- the picture -----------------------------------------------------------------------------


def test_png_export_of_the_requested_size_shows_both_lines(qtbot: QtBot, tmp_path: Path) -> None:
    chart = make_chart(qtbot, long_session().ledger)
    set_palette(chart, LIGHT)
    path = tmp_path / "chart.png"
    chart.export_png(path, 1000, 600)
    assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    image = QImage(str(path))
    assert not image.isNull() and image.size().toTuple() == (1000, 600)
    assert image.pixelColor(2, 2) == QColor("#ffffff")
    ours, theirs = SIDE_COLOURS[False]
    assert count(image, ours) > 100 and count(image, theirs) > 100
    assert count(image, "#000000") > 100  # the words and the axes
    hidpi = chart.render_image(1000, 600, scale=2)
    assert hidpi.size().toTuple() == (1000, 600) and hidpi.devicePixelRatio() == 2
    with pytest.raises(OSError, match="No such file or directory"):
        chart.export_png(tmp_path / "nowhere" / "chart.png")


def test_the_dark_palette_makes_words_and_axes_light(qtbot: QtBot, tmp_path: Path) -> None:
    chart = make_chart(qtbot, e23_ledger())
    set_palette(chart, DARK)  # a palette change draws again
    text = QColor(DARK[QPalette.ColorRole.Text])
    for name in ("left", "bottom"):
        axis = chart.plot.item.getAxis(name)
        assert axis.pen().color() == text and axis.textPen().color() == text
    image = chart.render_image(800, 500)
    assert image.pixelColor(2, 2) == QColor(DARK[QPalette.ColorRole.Base])
    ours, theirs = SIDE_COLOURS[True]
    assert count(image, ours) > 50 and count(image, theirs) > 50
    assert count(image, SIDE_COLOURS[False][0]) == 0  # not the light palette's blue
    lightness = pixels(image) & 0xFF  # the blue channel: text is light grey, the base dark
    assert np.count_nonzero(lightness[:, :60] > 200) > 50  # the left axis' figures
    set_palette(chart, LIGHT)
    assert chart.plot.item.getAxis("left").pen().color() == QColor("#000000")


def test_russian_titles_axes_and_legend(qtbot: QtBot, russian: None) -> None:
    chart = make_chart(qtbot, long_session().ledger)
    item = chart.plot.item

    def legend() -> list[str]:
        return [label.text for _sample, label in chart.plot.legend.items]

    assert item.titleLabel.text == "Роббер 3"
    assert item.getAxis("bottom").labelText == "Сдача"
    assert item.getAxis("left").labelText == "Очки"
    assert legend() == ["Мы", "Они", "выиграна партия", "выигран роббер"]
    assert chart.chooser.itemText(3) == "Все робберы"
    assert chart.export_button.text() == "&Сохранить PNG…" and chart.label.text() == "&Показать:"
    window = ChartWindow()
    qtbot.addWidget(window)
    assert window.windowTitle() == "Графики счёта"
    chart.show_session()
    assert item.titleLabel.text == "Все робберы"
    assert item.getAxis("bottom").labelText == "Роббер"
    Translations().install("en")  # live: the chart speaks English again
    assert item.titleLabel.text == "All rubbers"
    assert item.getAxis("bottom").labelText == "Rubber"
    assert legend() == ["We", "They", "rubber won"]


# -- the window ------------------------------------------------------------------------------


def test_the_chart_window_follows_the_game(qtbot: QtBot) -> None:
    controller = make_controller()
    window = show_charts(None, controller)
    qtbot.addWidget(window)
    assert isinstance(window, ChartWindow) and window.isVisible() and not window.isModal()
    assert window.windowTitle() == "Score charts"
    assert window.chart.ledger is controller.session.ledger
    assert window.chart.plotted(Side.NS) == []
    session = long_session()
    controller.pause(True)
    controller.set_session(session)
    assert window.chart.ledger is session.ledger
    assert window.chart.series() == rubber_series(session.ledger.rubbers[-1])
    assert window.chart.our_side is session.setup.our_side
    # the same window again over a parent; a ledger of its own stops the following
    parent = QWidget()
    qtbot.addWidget(parent)
    again = show_charts(parent, controller)
    assert show_charts(parent, e23_ledger(), Side.EW) is again
    assert again.chart.our_side is Side.EW and len(again.chart.series()) == 5
    controller.set_session(long_session())
    assert len(again.chart.series()) == 5


def test_export_png_button_writes_where_the_user_chose(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chart = make_chart(qtbot, e23_ledger())
    assert chart.export_path.name == "wint-chart.png"
    asked: list[str] = []

    def save_as(parent: object, title: str, name: str, filters: str) -> tuple[str, str]:
        asked.append(name)
        return (str(tmp_path / "evening"), "")

    monkeypatch.setattr("wint.gui.sheet.charts.QFileDialog.getSaveFileName", save_as)
    with qtbot.waitSignal(chart.exported) as written:
        chart.export_button.click()
    path = tmp_path / "evening.png"
    assert written.args == [path] and asked == [str(Path.home() / "wint-chart.png")]
    assert QImage(str(path)).size().toTuple() == (1200, 700)
    assert chart.export_path == path
    warned = answer_boxes(monkeypatch)
    nowhere = tmp_path / "no such folder" / "x.png"
    monkeypatch.setattr(
        "wint.gui.sheet.charts.QFileDialog.getSaveFileName", lambda *args: (str(nowhere), "")
    )
    chart.export_button.click()
    assert [(box["title"], box["text"], box["informative"]) for box in warned] == [
        (
            "Chart not saved",
            "The chart could not be written: the folder does not exist.",
            f"File: {nowhere}",
        )
    ]
    assert "No such file or directory (ENOENT)" in warned[0]["detailed"]


def test_export_chart_picks_the_session_when_rubbers_are_finished(
    qtbot: QtBot, tmp_path: Path
) -> None:
    ledger = long_session().ledger
    assert export_chart(tmp_path / "all.png", ledger) == session_series(ledger)
    first = Ledger(ledger.rules).extend(d.result for d in ledger.rubbers[0].deals)
    one = export_chart(tmp_path / "one.png", first, size=(640, 400))
    assert one == rubber_series(first.rubbers[0])
    assert QImage(str(tmp_path / "one.png")).size().toTuple() == (640, 400)


def test_the_main_window_starts_without_pyqtgraph() -> None:
    code = (
        "import sys, wint.gui.shell.main_window, wint.gui.sheet.charts; "
        "assert 'pyqtgraph' not in sys.modules, 'pyqtgraph imported'"
    )
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert ran.returncode == 0, ran.stderr
