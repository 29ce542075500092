"""The chart of a pulya: each player's balance in whists deal by deal (P-SET-1 after every
deal, :class:`~wint.games.preferans.series.BalanceSeries`), a line per player with his
name, told apart by colour, line style and symbol so they stay apart in black and white
too.  :func:`export_pulya_chart` writes it as a PNG (``wint sheet --chart``);
:class:`PulyaChartWindow` shows it for the session being played (View › Score charts),
drawn again after each deal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wint.games.preferans.sheet import PulyaSheet
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.gui.sheet.charts import (
    DEFAULT_SIZE,
    SIDE_COLOURS,
    export_png_as,
    is_dark,
    load_pyqtgraph,
    paint_chart,
)
from wint.gui.shell.saves import png_bytes
from wint.gui.texts import player_name
from wint.session.sheet import whole_sheet
from wint.session.writing import write_file

__all__ = ["PulyaChartWindow", "export_pulya_chart", "render_pulya_chart", "show_pulya_chart"]

# The third and fourth players' colours (the first two are the sides' blue and orange).
_MORE_COLOURS = {False: ("#15803d", "#7e22ce"), True: ("#5fd38d", "#c89bff")}
_SHAPES = (
    ("o", Qt.PenStyle.SolidLine),
    ("s", Qt.PenStyle.DashLine),
    ("t", Qt.PenStyle.DotLine),
    ("d", Qt.PenStyle.DashDotLine),
)


def _draw(plot: Any, sheet: PulyaSheet, palette: QPalette) -> None:
    """Draw the balances of ``sheet`` on the pyqtgraph ``plot`` widget in ``palette``."""
    pg = load_pyqtgraph()
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    faint = QColor(text)
    faint.setAlphaF(0.45)
    dark = is_dark(palette)
    colours = [QColor(c) for c in (*SIDE_COLOURS[dark], *_MORE_COLOURS[dark])]
    item = plot.getPlotItem()
    item.layout.setContentsMargins(6, 4, 18, 6)
    item.hideButtons()
    item.showGrid(x=False, y=True, alpha=0.25)
    plot.setBackground(base)
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.enableAutoSIPrefix(False)
        axis.setPen(pg.mkPen(text))
        axis.setTextPen(pg.mkPen(text))
        axis.setStyle(tickFont=plot.font())
    title = QCoreApplication.translate("Chart", "Each player's balance in whists")
    item.setTitle(title, color=text.name(), size="12pt", justify="left")
    style = {"color": text.name(), "font-size": "10pt"}
    item.setLabel("bottom", QCoreApplication.translate("Chart", "Deal"), **style)
    item.setLabel("left", QCoreApplication.translate("Chart", "Whists"), **style)
    series = sheet.series
    if not series.numbers:
        message = pg.TextItem(
            QCoreApplication.translate("Sheet", "No deal has been scored yet."),
            color=text,
            anchor=(0.5, 0.5),
        )
        message.setPos(0.5, 0.5)
        item.addItem(message)
        item.setRange(xRange=(0, 1), yRange=(0, 1), padding=0)
        return
    legend = item.addLegend(offset=None, colCount=4, labelTextSize="10pt")
    legend.setParentItem(item)
    legend.anchor(itemPos=(1, 0), parentPos=(1, 0), offset=(-18, 4))
    legend.setLabelTextColor(text)
    item.addItem(pg.InfiniteLine(pos=0, angle=0, pen=pg.mkPen(faint, width=1)))
    values: list[float] = [0.0]
    for index, sector in enumerate(sheet.sectors):
        symbol, line = _SHAPES[index]
        ys = [float(v) for v in series.of(sector.seat)]
        values += ys
        item.plot(
            list(series.numbers),
            ys,
            pen=pg.mkPen(colours[index], width=2.5, style=line),
            symbol=symbol,
            symbolSize=9,
            symbolBrush=colours[index],
            symbolPen=pg.mkPen(base, width=1),
            name=sector.name,
        )
    first, last = series.numbers[0], series.numbers[-1]
    step = max(1, (last - first) // 15 + 1)
    ticks = [(n, str(n)) for n in series.numbers if (n - first) % step == 0]
    item.getAxis("bottom").setTicks([ticks])
    low, high = min(values), max(values)
    margin = max(2.0, (high - low) * 0.12)
    item.setRange(
        xRange=(first - 0.5, last + 0.5), yRange=(low - margin, high + 2 * margin), padding=0
    )


def render_pulya_chart(sheet: PulyaSheet, width: int, height: int) -> QImage:
    """The chart of ``sheet`` as a ``width`` × ``height`` pixel image in the application's
    palette, drawn offscreen.

    :raises ValueError: a size that is not positive.
    """
    if width <= 0 or height <= 0:
        raise ValueError("the image needs a positive size")
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    palette = QApplication.palette()
    plot = load_pyqtgraph().PlotWidget()
    plot.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)  # laid out, never seen
    plot.setAntialiasing(True)
    plot.resize(width, height)
    _draw(plot, sheet, palette)
    plot.show()
    try:
        for _ in range(2):  # the axes size themselves while painting: settle, then paint
            paint_chart(plot, image)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
        image.fill(palette.color(QPalette.ColorRole.Base))
        paint_chart(plot, image)
    finally:
        plot.close()
        plot.deleteLater()
    return image


def export_pulya_chart(
    path: str | Path, sheet: PulyaSheet, size: tuple[int, int] = DEFAULT_SIZE
) -> None:
    """Write the chart of ``sheet`` to ``path`` as a PNG of ``size`` pixels.

    :raises OSError: the file cannot be written; a file that was there is unchanged.
    """
    write_file(Path(path), png_bytes(render_pulya_chart(sheet, *size)))


class PulyaChartWindow(Retranslating, QDialog):
    """A window of its own (not modal) with the chart of the pulya ``controller`` plays,
    drawn again after each deal while it is shown, and an Export PNG button; hidden when
    the window turns to a game of rubbers (their charts are
    :class:`~wint.gui.sheet.charts.ChartWindow`'s)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.controller = controller
        self.sheet: PulyaSheet | None = None
        self.plot: Any = None
        self._drawn: object = None  # the ledger drawn
        self.export_path = Path.home() / "wint-pulya.png"  # what Export PNG… proposes
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.choose_export)
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.export_button)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(4, 4, 4, 4)
        self._layout.addLayout(bar)
        controller.changed.connect(self.catch_up)
        self.resize(960, 600)
        self.retranslate()

    def catch_up(self) -> None:
        """Draw the pulya again if a deal was written since (only while shown)."""
        session = self.controller.session
        if session.setup.game.ledger_sheet is None:
            self.hide()
        if self.isVisible() and session.ledger is not self._drawn:
            self._draw()

    def _draw(self) -> None:
        session = self.controller.session
        setup = session.setup
        names = {seat: player_name(setup, seat, session.turn) for seat in setup.game.seats}
        self._drawn = session.ledger
        self.sheet = whole_sheet(session, names)
        plot = load_pyqtgraph().PlotWidget(self)
        plot.setAntialiasing(True)
        _draw(plot, self.sheet, self.palette())
        if self.plot is not None:
            self._layout.removeWidget(self.plot)
            self.plot.deleteLater()
        self.plot = plot
        self._layout.addWidget(plot)

    def choose_export(self) -> None:
        """Export PNG…: ask where, then write the chart drawn there (:data:`DEFAULT_SIZE`)."""
        sheet = self.sheet
        if sheet is not None:
            written = export_png_as(self, self.export_path, lambda p: export_pulya_chart(p, sheet))
            self.export_path = written or self.export_path

    def retranslate(self) -> None:
        """Set the title, and the chart's words, in the user's language."""
        self.setWindowTitle(QCoreApplication.translate("Chart", "Score charts"))
        self.export_button.setText(QCoreApplication.translate("Chart", "&Export PNG…"))
        self._drawn = None
        self.catch_up()


def show_pulya_chart(parent: QWidget, controller: GameController) -> PulyaChartWindow:
    """Show the chart window of the pulya ``controller`` plays over ``parent`` (the one
    already open, raised, or a new one)."""
    window = parent.findChild(PulyaChartWindow) or PulyaChartWindow(controller, parent)
    window.show()
    window.catch_up()
    window.raise_()
    window.activateWindow()
    return window
