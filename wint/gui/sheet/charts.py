"""Charts of the score: each side's total deal by deal in a rubber, with its games and the
rubber marked, and the settlement rubber by rubber in a session (V-SHEET, V-PART, W-SC).

:func:`~wint.core.series.rubber_series` and :func:`~wint.core.series.session_series`
compute the figures from any game's ledger (:class:`~wint.core.series.ScoreLedger`) without
touching Qt.  :class:`ScoreChart` draws them with pyqtgraph («Мы» solid with circles, «Они»
dashed with squares, so the lines stay apart in black and white too) in the colours of its
palette, light or dark, under a chooser of the rubber or the whole session and an Export PNG
button; :class:`ChartWindow` is a window around one, and :func:`show_charts` opens it on a
ledger or on the game being played.
:func:`export_chart` writes a ledger's chart as PNG without showing anything (``wint sheet
--chart``).

pyqtgraph is imported when the first chart is drawn, not with this module (tech notes: it
takes ~0.3 s), so the rest of the GUI starts without it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wint.core.seats import Side
from wint.core.series import (
    Marker,
    MarkerKind,
    ScoredRubber,
    ScoreLedger,
    Series,
    rubber_series,
    session_series,
)
from wint.gui.platform.i18n import Retranslating
from wint.gui.shell.saves import png_bytes, report_write_failure
from wint.session.writing import write_file

if TYPE_CHECKING:
    from wint.gui.controller import GameController

__all__ = [
    "DEFAULT_SIZE",
    "SIDE_COLOURS",
    "ChartLedger",
    "ChartWindow",
    "ScoreChart",
    "export_chart",
    "export_png_as",
    "is_dark",
    "load_pyqtgraph",
    "paint_chart",
    "show_charts",
]

DEFAULT_SIZE = (1200, 700)  # a PNG's size unless told, in pixels

# A ledger of any game, as the charts read it.
ChartLedger = ScoreLedger[ScoredRubber]


@dataclass(frozen=True, slots=True)
class _NoRubbers:
    """The ledger before the first deal."""

    rubbers: tuple[ScoredRubber, ...] = ()


# -- drawing ---------------------------------------------------------------------------------


def load_pyqtgraph() -> Any:
    """pyqtgraph, imported on first use (PySide6 is loaded already, so it binds to it)."""
    import pyqtgraph  # type: ignore[import-untyped, unused-ignore]

    return pyqtgraph


def is_dark(palette: QPalette) -> bool:
    """True for a dark palette (the charts draw light lines on it)."""
    return palette.color(QPalette.ColorRole.Base).lightnessF() < 0.5


# Blue for «Мы», orange for «Они» (told apart with colour-blindness too), lighter on dark.
SIDE_COLOURS = {False: ("#1d4ed8", "#c2410c"), True: ("#7cb3ff", "#ffa24d")}


def _rubber_title(ledger: ChartLedger, index: int) -> str:
    """«Rubber 2» or «Rubber 2 (in progress)» for ``ledger.rubbers[index]``: the sheet's
    words."""
    number = str(index + 1)
    if ledger.rubbers[index].is_over:
        return QCoreApplication.translate("Sheet", "Rubber %1").replace("%1", number)
    return QCoreApplication.translate("Sheet", "Rubber %1 (in progress)").replace("%1", number)


def _session_title() -> str:
    return QCoreApplication.translate("Sheet", "All rubbers")


@dataclass(frozen=True, slots=True)
class _View:
    """What a plot shows: the figures, rubber or session, under which title."""

    series: Series
    session: bool
    title: str

    def number_word(self) -> str:
        """What the points are numbered by: «Deal» or «Rubber»."""
        if self.session:
            return QCoreApplication.translate("Chart", "Rubber")
        return QCoreApplication.translate("Chart", "Deal")

    def empty_text(self) -> str:
        """The words in place of an empty chart."""
        if self.session:
            return QCoreApplication.translate("Chart", "No rubber has been finished yet.")
        return QCoreApplication.translate("Sheet", "No deal has been scored yet.")


class _Plot:
    """A pyqtgraph plot of one :class:`_View` in a palette's colours; the widget's, and,
    on its own and never seen, the PNG export's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        pg = load_pyqtgraph()
        self.widget: Any = pg.PlotWidget(parent)
        self.widget.setAntialiasing(True)
        self.item: Any = self.widget.getPlotItem()
        self.item.layout.setContentsMargins(6, 4, 18, 6)
        self.item.setMenuEnabled(False)
        self.item.hideButtons()
        self.item.setMouseEnabled(x=False, y=False)
        self.item.showGrid(x=False, y=True, alpha=0.25)
        for name in ("left", "bottom"):
            self.item.getAxis(name).enableAutoSIPrefix(False)
        self.item.getAxis("left").setStyle(maxTickLevel=0)  # a grid line at round figures only
        # One row at the top right, in the title's row: it never hides a line.
        self.legend: Any = self.item.addLegend(offset=None, colCount=4, labelTextSize="10pt")
        self.legend.setParentItem(self.item)
        self.legend.anchor(itemPos=(1, 0), parentPos=(1, 0), offset=(-18, 4))
        self.curves: dict[Side, Any] = {}
        self.markers: dict[MarkerKind, Any] = {}
        self.view: _View | None = None
        self.our_side = Side.NS

    def draw(self, view: _View, our_side: Side, palette: QPalette) -> None:
        """Draw ``view`` afresh: «Мы» is ``our_side``."""
        pg = load_pyqtgraph()
        self.view = view
        self.our_side = our_side
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        faint = QColor(text)
        faint.setAlphaF(0.45)
        ours, theirs = SIDE_COLOURS[is_dark(palette)]
        colours = {our_side: QColor(ours), our_side.other: QColor(theirs)}
        item = self.item
        item.clear()
        self.curves = {}
        self.markers = {}
        self.widget.setBackground(base)
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
            axis.setStyle(tickFont=self.widget.font())
        self.legend.setPen(None)
        self.legend.setBrush(None)
        self.legend.setLabelTextColor(text)
        item.setTitle(view.title, color=text.name(), size="12pt", justify="left")
        label_style = {"color": text.name(), "font-size": "10pt"}
        item.setLabel("bottom", view.number_word(), **label_style)
        item.setLabel("left", QCoreApplication.translate("Chart", "Points"), **label_style)

        series = view.series
        self.legend.setVisible(bool(series.numbers))
        if not series.numbers:
            message = pg.TextItem(view.empty_text(), color=text, anchor=(0.5, 0.5))
            message.setPos(0.5, 0.5)
            item.addItem(message)
            item.getAxis("bottom").setTicks([[]])
            item.getAxis("left").setTicks([[]])
            item.setRange(xRange=(0, 1), yRange=(0, 1), padding=0)
            return
        item.getAxis("left").setTicks(None)
        if view.session:
            item.addItem(pg.InfiniteLine(pos=0, angle=0, pen=pg.mkPen(faint, width=1)))
        names = {
            our_side: QCoreApplication.translate("Sheet", "We"),
            our_side.other: QCoreApplication.translate("Sheet", "They"),
        }
        shapes = {
            our_side: ("o", Qt.PenStyle.SolidLine),
            our_side.other: ("s", Qt.PenStyle.DashLine),
        }
        for side in (our_side, our_side.other):
            symbol, style = shapes[side]
            self.curves[side] = item.plot(
                list(series.numbers),
                list(series.of(side)),
                pen=pg.mkPen(colours[side], width=2.5, style=style),
                symbol=symbol,
                symbolSize=9,
                symbolBrush=colours[side],
                symbolPen=pg.mkPen(base, width=1),
                name=names[side],
            )
        decided = {m.number for m in series.rubbers}
        for mark in series.games:  # a thin rule at every game won, dashed at the rubber
            style = Qt.PenStyle.DashLine if mark.number in decided else Qt.PenStyle.DotLine
            rule = pg.InfiniteLine(pos=mark.number, angle=90, pen=pg.mkPen(faint, style=style))
            item.addItem(rule)
        games = [m for m in series.games if m.number not in decided]  # the star says it
        self._add_markers(series, MarkerKind.GAME, games, colours, text, faint)
        self._add_markers(series, MarkerKind.RUBBER, list(series.rubbers), colours, text, faint)
        self._set_ranges(series)

    def _add_markers(
        self,
        series: Series,
        kind: MarkerKind,
        marks: list[Marker],
        colours: dict[Side, QColor],
        text: QColor,
        faint: QColor,
    ) -> None:
        """Triangles (games) or stars (rubbers) on the winner's line, in its colour."""
        if not marks:
            return
        pg = load_pyqtgraph()
        game = kind is MarkerKind.GAME
        scatter = pg.ScatterPlotItem(
            spots=[
                {"pos": (mark.number, series.at(mark)), "brush": pg.mkBrush(colours[mark.side])}
                for mark in marks
            ],
            symbol="t1" if game else "star",
            size=16 if game else 26,
            pen=pg.mkPen(text, width=1.5),
            brush=pg.mkBrush(faint),  # the legend's sample: the side's colour on the chart
            name=(
                QCoreApplication.translate("Chart", "game won")
                if game
                else QCoreApplication.translate("Chart", "rubber won")
            ),
        )
        scatter.setZValue(10)
        self.item.addItem(scatter)
        self.markers[kind] = scatter

    def _set_ranges(self, series: Series) -> None:
        """At most ~16 numbers on the bottom axis; room above the lines and below zero."""
        first, last = series.numbers[0], series.numbers[-1]
        step = max(1, (last - first) // 15 + 1)
        ticks = [(n, str(n)) for n in series.numbers if (n - first) % step == 0]
        self.item.getAxis("bottom").setTicks([ticks])
        values = [*series.points[0], *series.points[1]]
        low, high = min(0, *values), max(0, *values)
        span = high - low  # room of 100 at least, less for a game of small figures (Whist)
        margin = max(min(100.0, max(2.0, span * 0.3)), span * 0.08)
        self.item.setRange(
            xRange=(first - 0.5, last + 0.5),
            yRange=(low - (margin if low < 0 else margin / 3), high + margin),
            padding=0,
        )

    def value_at(self, scene_pos: QPointF) -> str:
        """The tooltip for the point nearest to ``scene_pos``: its number and both sides'
        points; nothing off the data."""
        view = self.view
        if view is None or not view.series.numbers:
            return ""
        box = self.item.getViewBox()
        if not box.sceneBoundingRect().contains(scene_pos):
            return ""
        x = float(box.mapSceneToView(scene_pos).x())
        series = view.series
        nearest = min(range(len(series)), key=lambda i: abs(series.numbers[i] - x))
        if abs(series.numbers[nearest] - x) > 0.5:
            return ""
        ours, theirs = self.our_side, self.our_side.other
        we = QCoreApplication.translate("Sheet", "We")
        they = QCoreApplication.translate("Sheet", "They")
        return (
            f"{view.number_word()} {series.numbers[nearest]}\n"
            f"{we}: {series.of(ours)[nearest]}\n"
            f"{they}: {series.of(theirs)[nearest]}"
        )


def paint_chart(view: Any, image: QImage) -> None:
    """Paint a pyqtgraph view's scene over the whole of ``image`` (in logical pixels)."""
    scale = image.devicePixelRatio()
    target = QRectF(0, 0, image.width() / scale, image.height() / scale)
    painter = QPainter(image)
    try:
        view.render(painter, target)
    finally:
        painter.end()


class ScoreChart(Retranslating, QWidget):
    """Each side's total deal by deal in one rubber, or the settlement rubber by rubber in
    the whole session, under a chooser and an Export PNG button.  «Мы» is ``our_side``
    (V-SHEET-1); games won are triangles on the winner's line, a rubber won a star."""

    exported = Signal(object)  # the Path of a PNG written by the Export PNG button

    def __init__(
        self,
        ledger: ChartLedger | None = None,
        our_side: Side = Side.NS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._ledger: ChartLedger = ledger if ledger is not None else _NoRubbers()
        self._our_side = our_side
        self._rubber: int | None = None  # the rubber shown; None: the latest, following
        self._session = False
        self._filling = False
        self.export_path = Path.home() / "wint-chart.png"  # what Export PNG… proposes
        self.label = QLabel(self)
        self.chooser = QComboBox(self)
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.currentIndexChanged.connect(self._chosen)
        self.label.setBuddy(self.chooser)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.choose_export)
        self.plot = _Plot(self)
        self.plot.widget.scene().sigMouseMoved.connect(self._hover)
        bar = QHBoxLayout()
        bar.addWidget(self.label)
        bar.addWidget(self.chooser)
        bar.addStretch(1)
        bar.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.plot.widget, 1)
        self.retranslate()

    # -- the state ---------------------------------------------------------------------------

    @property
    def ledger(self) -> ChartLedger:
        """The ledger charted."""
        return self._ledger

    @property
    def our_side(self) -> Side:
        """The side drawn as «Мы»."""
        return self._our_side

    @property
    def showing_session(self) -> bool:
        """True when the whole session is shown, rubber by rubber."""
        return self._session

    @property
    def rubber_index(self) -> int | None:
        """The index in ``ledger.rubbers`` of the rubber shown; ``None`` in session mode or
        before the first deal."""
        if self._session or not self._ledger.rubbers:
            return None
        if self._rubber is None:
            return len(self._ledger.rubbers) - 1
        return self._rubber

    def series(self) -> Series:
        """The figures shown now."""
        return self._view().series

    def set_ledger(self, ledger: ChartLedger, our_side: Side | None = None) -> None:
        """Chart ``ledger`` (and make ``our_side`` «Мы» when given).  The rubber shown stays
        the same, or keeps following the latest one; nothing is drawn again when neither
        changed."""
        side = self._our_side if our_side is None else our_side
        if ledger is self._ledger and side is self._our_side:
            return
        self._ledger = ledger
        self._our_side = side
        if self._rubber is not None and self._rubber >= len(ledger.rubbers):
            self._rubber = None
        self._sync_chooser()
        self._redraw()

    def show_rubber(self, index: int | None = None) -> None:
        """Show ``ledger.rubbers[index]`` deal by deal (negative indices count from the
        end); ``None`` shows the latest rubber and follows new ones as they start.

        :raises IndexError: no such rubber.
        """
        if index is not None:
            count = len(self._ledger.rubbers)
            if not -count <= index < count:
                raise IndexError(f"no rubber {index} in a ledger of {count}")
            index %= count
            if index == count - 1:
                index = None
        self._session = False
        self._rubber = index
        self._sync_chooser()
        self._redraw()

    def show_session(self) -> None:
        """Show the settlement after every finished rubber (V-PART-8)."""
        self._session = True
        self._sync_chooser()
        self._redraw()

    # -- what is drawn -----------------------------------------------------------------------

    def plotted(self, side: Side) -> list[tuple[float, float]]:
        """The points of ``side``'s line as drawn (x, y)."""
        return self._data(self.plot.curves.get(side))

    def marked(self, kind: MarkerKind) -> list[tuple[float, float]]:
        """The positions of the markers of ``kind`` as drawn."""
        return self._data(self.plot.markers.get(kind))

    @staticmethod
    def _data(item: Any) -> list[tuple[float, float]]:
        if item is None:
            return []
        xs, ys = item.getData()
        return [(float(x), float(y)) for x, y in zip(xs, ys, strict=True)]

    # -- export ------------------------------------------------------------------------------

    def render_image(
        self, width: int = DEFAULT_SIZE[0], height: int = DEFAULT_SIZE[1], scale: float = 1.0
    ) -> QImage:
        """The chart alone (without the chooser) as a ``width`` × ``height`` pixel image,
        laid out at ``width / scale`` × ``height / scale`` logical pixels: ``scale`` 2 gives
        a HiDPI image with everything twice as big and sharp.

        :raises ValueError: a size or scale that is not positive.
        """
        if width <= 0 or height <= 0 or scale <= 0:
            raise ValueError("the image needs a positive size and scale")
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(scale)
        dots_per_metre = round(96 * scale / 0.0254)
        image.setDotsPerMeterX(dots_per_metre)
        image.setDotsPerMeterY(dots_per_metre)
        palette = self.palette()
        plot = _Plot()
        widget = plot.widget
        widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)  # laid out, never seen
        widget.setPalette(palette)
        widget.setFont(self.font())
        widget.resize(round(width / scale), round(height / scale))
        plot.draw(self._view(), self._our_side, palette)
        widget.show()
        try:
            # The axes size themselves to their labels while painting, and the scene's
            # layouts follow through posted events: paint and settle, then paint for real.
            for _ in range(2):
                paint_chart(widget, image)
                QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
            image.fill(palette.color(QPalette.ColorRole.Base))
            paint_chart(widget, image)
        finally:
            widget.close()
            widget.deleteLater()
        return image

    def export_png(
        self,
        path: str | Path,
        width: int = DEFAULT_SIZE[0],
        height: int = DEFAULT_SIZE[1],
        *,
        scale: float = 1.0,
    ) -> None:
        """Write the chart to ``path`` as a PNG of ``width`` × ``height`` pixels (see
        :meth:`render_image` for ``scale``); works offscreen.

        :raises OSError: the file cannot be written (:class:`WriteError`); a file that was
            there is unchanged.
        """
        write_file(Path(path), png_bytes(self.render_image(width, height, scale)))

    def choose_export(self) -> None:
        """Export PNG…: ask where, then write the chart there (:data:`DEFAULT_SIZE`)."""
        path = export_png_as(self, self.export_path, self.export_png)
        if path is not None:
            self.export_path = path
            self.exported.emit(path)

    # -- Qt ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text in the user's language and draw again."""
        self.label.setText(QCoreApplication.translate("Chart", "&Show:"))
        self.export_button.setText(QCoreApplication.translate("Chart", "&Export PNG…"))
        self._sync_chooser()
        self._redraw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        """Follow the system's light or dark palette."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._redraw()

    def _view(self) -> _View:
        ledger = self._ledger
        if self._session:
            return _View(session_series(ledger), True, _session_title())
        index = self.rubber_index
        if index is None:
            return _View(Series((), ((), ())), False, "")
        return _View(rubber_series(ledger.rubbers[index]), False, _rubber_title(ledger, index))

    def _redraw(self) -> None:
        self.plot.draw(self._view(), self._our_side, self.palette())

    def _sync_chooser(self) -> None:
        """Fill the chooser: every rubber, then the whole session; select what is shown."""
        self._filling = True
        try:
            self.chooser.clear()
            for index in range(len(self._ledger.rubbers)):
                self.chooser.addItem(_rubber_title(self._ledger, index), index)
            self.chooser.addItem(_session_title(), -1)
            shown = self.rubber_index
            if self._session:
                shown = self.chooser.count() - 1
            self.chooser.setCurrentIndex(-1 if shown is None else shown)
        finally:
            self._filling = False

    def _chosen(self, position: int) -> None:
        if self._filling or position < 0:
            return
        index = self.chooser.itemData(position)
        if index >= 0:
            self.show_rubber(index)
        else:
            self.show_session()

    def _hover(self, pos: QPointF) -> None:
        self.plot.widget.setToolTip(self.plot.value_at(pos))


def export_png_as(parent: QWidget, proposed: Path, write: Callable[[Path], None]) -> Path | None:
    """Export PNG…: ask where (``proposed`` first), then ``write`` the chart there; the
    path written, ``None`` when the user cancelled or it could not be written (he is told
    why)."""
    name, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("Chart", "Export the chart as PNG"),
        str(proposed),
        QCoreApplication.translate("Chart", "PNG images (*.png)"),
    )
    if not name:
        return None
    path = Path(name if name.lower().endswith(".png") else name + ".png")
    try:
        write(path)
    except OSError as exc:
        report_write_failure(
            parent,
            QCoreApplication.translate("Chart", "Chart not saved"),
            QCoreApplication.translate("Chart", "The chart"),
            exc,
        )
        return None
    return path


class ChartWindow(Retranslating, QDialog):
    """A window of its own (not modal) around a :class:`ScoreChart`: a ledger as it is, or
    the session of a game being played, kept up to date deal by deal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.chart = ScoreChart(parent=self)
        self._controller: GameController | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.chart)
        self.resize(960, 600)
        self.retranslate()

    def set_ledger(self, ledger: ChartLedger, our_side: Side | None = None) -> None:
        """Chart ``ledger`` as it is (no longer following a game), ``our_side`` «Мы»."""
        self.follow(None)
        self.chart.set_ledger(ledger, our_side)

    def follow(self, controller: GameController | None) -> None:
        """Chart the session of ``controller`` and keep up with it (the human's side is
        «Мы»); ``None`` stops following."""
        if self._controller is not None:
            self._controller.changed.disconnect(self._catch_up)
        self._controller = controller
        if controller is not None:
            controller.changed.connect(self._catch_up)
            self._catch_up()

    def _catch_up(self) -> None:
        if self._controller is not None:
            session = self._controller.session
            if session.setup.game.ledger_sheet is not None:  # a pulya: its own chart
                self.hide()
                return
            self.chart.set_ledger(session.ledger, session.setup.our_side)

    def retranslate(self) -> None:
        """Set the title in the user's language."""
        self.setWindowTitle(QCoreApplication.translate("Chart", "Score charts"))


def show_charts(
    parent: QWidget | None,
    source: ChartLedger | GameController,
    our_side: Side | None = None,
) -> ChartWindow:
    """Show the chart window over ``parent`` (the one already open, raised, or a new one)
    on ``source``: a game's ledger (:class:`~wint.core.series.ScoreLedger`) with
    ``our_side`` as «Мы», or a :class:`~wint.gui.controller.GameController` whose session
    it follows.  Keep the window returned when ``parent`` is ``None``: nothing else does."""
    window = parent.findChild(ChartWindow) if parent is not None else None
    if window is None:
        window = ChartWindow(parent)
    if isinstance(source, ScoreLedger):
        window.set_ledger(source, our_side)
    else:
        window.follow(source)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def export_chart(
    path: str | Path,
    ledger: ChartLedger,
    our_side: Side = Side.NS,
    size: tuple[int, int] = DEFAULT_SIZE,
) -> Series:
    """Write the chart that sums ``ledger`` up as a PNG of ``size`` pixels, in the
    application's palette: the whole session when more than one rubber is finished, else
    the last rubber deal by deal.  Needs a QApplication; shows nothing.  Returns the
    figures drawn.

    :raises OSError: the file cannot be written.
    """
    chart = ScoreChart(ledger, our_side)
    try:
        if sum(rubber.is_over for rubber in ledger.rubbers) > 1:
            chart.show_session()
        chart.export_png(path, *size)
        return chart.series()
    finally:
        chart.deleteLater()
