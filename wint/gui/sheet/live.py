"""The live score sheet: «Мы» and «Они», above and below the line (V-SHEET).

A widget that paints the current rubber's sheet (:func:`~wint.games.vint.sheet.rubber_sheet`)
as people write it: above the line each entry with its short label, in order of play moving
away from the line; below it both sides' running totals of each game with a rule under
every finished game; the crosses on the line; and the totals once the rubber is over.
«Мы» is the human's side.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QToolTip, QWidget

from wint.core.seats import Side
from wint.games.vint.ledger import Rubber
from wint.games.vint.sheet import Label, RowKind, rubber_sheet
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.gui.texts import entry_explanation, entry_label, player_name

__all__ = ["ScoreSheet", "ScoreSheetArea"]


class _Rows(NamedTuple):
    """What the dock shows of a rubber's sheet."""

    above: list[tuple[str, str, str, str]]  # newest first: ours, theirs, the rule, its meaning
    below: list[tuple[str, str, bool]]  # both running totals; True: the deal won a game
    crosses: int
    totals: tuple[int, int] | None  # once the rubber is over


class ScoreSheet(Retranslating, QWidget):
    """The sheet of the rubber in progress (or the last one), painted.  Clicking an entry
    asks for the rule behind it (``rule_requested``)."""

    rule_requested = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._entry_rects: list[tuple[QRectF, str, str]] = []  # place, rule, explanation
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        controller.changed.connect(self._refresh)
        controller.deal_finished.connect(lambda _deal: self._refresh())

    def _refresh(self) -> None:
        self.updateGeometry()
        self.update()

    retranslate = _refresh

    def rubber(self) -> Rubber | None:
        """The rubber shown: the one in progress, else the last finished (none of a game
        whose sheet is not Vint's: the window shows its score in words)."""
        rubber = self.controller.session.ledger.current
        return rubber if isinstance(rubber, Rubber) else None

    def _rows(self) -> _Rows:
        """What the dock shows of the rubber's sheet."""
        rubber = self.rubber()
        if rubber is None:
            return _Rows([], [], 0, None)
        ours = self.controller.session.setup.our_side
        number = len(self.controller.session.ledger.rubbers)
        sheet = rubber_sheet(rubber, number, (ours, ours.other))
        above = []
        for column, cell in reversed(sheet.entries()):
            entry = cell.entry
            assert entry is not None
            text = f"{entry_label(entry.kind)} {entry.points}"
            pair = (text, "") if column == 0 else ("", text)
            above.append((*pair, entry.rule, entry_explanation(entry)))
        below = [
            (str(row.running[0]), str(row.running[1]), row.ends_game)
            for row in sheet.rows
            if row.kind is RowKind.BELOW and row.running is not None
        ]
        totals = None
        if sheet.finished:
            total = next(row for row in sheet.rows if row.cells[0].label is Label.TOTAL)
            totals = (total.cells[0].value or 0, total.cells[1].value or 0)
        return _Rows(above, below, sheet.crosses, totals)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        above, below, _, _ = self._rows()
        line = QFontMetricsF(self.font()).height() * 1.25
        return QSize(260, int(line * (len(above) + len(below) + 8)))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        pen = QPen(palette.text().color())
        painter.setPen(pen)
        font = QFont(self.font())
        metrics = QFontMetricsF(font)
        line = metrics.height() * 1.25
        width = self.width()
        middle = width / 2
        setup = self.controller.session.setup
        ours = setup.our_side
        pairs = {side: " – ".join(player_name(setup, seat) for seat in side.seats) for side in Side}
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        y = 4.0
        painter.drawText(QRectF(0, y, middle, line), Qt.AlignmentFlag.AlignCenter, self.tr("We"))
        painter.drawText(
            QRectF(middle, y, middle, line), Qt.AlignmentFlag.AlignCenter, self.tr("They")
        )
        y += line
        painter.setFont(font)
        for side, x in ((ours, 0.0), (ours.other, middle)):
            painter.drawText(
                QRectF(x, y, middle, line),
                Qt.AlignmentFlag.AlignCenter,
                metrics.elidedText(pairs[side], Qt.TextElideMode.ElideRight, middle - 8),
            )
        y += line + 4
        top = y
        above, below, crosses, totals = self._rows()
        self._entry_rects = []
        for left, right, rule, meaning in above:
            rect = (
                QRectF(8, y, middle - 16, line)
                if left
                else QRectF(middle + 8, y, middle - 16, line)
            )
            self._cell(painter, rect, left or right)
            self._entry_rects.append((rect, rule, f"{meaning} ({rule})"))
            y += line
        y += 4
        painter.setPen(QPen(palette.text().color(), 2))
        painter.drawLine(0, int(y), width, int(y))  # the line (черта)
        if crosses:
            painter.setFont(bold)
            marks = " ".join("x" for _ in range(crosses))
            painter.fillRect(QRectF(middle - 40, y - line / 2, 80, line), palette.base())
            painter.drawText(
                QRectF(middle - 40, y - line / 2, 80, line), Qt.AlignmentFlag.AlignCenter, marks
            )
            painter.setFont(font)
        painter.setPen(pen)
        y += 6
        for left, right, game_over in below:
            self._cell(painter, QRectF(8, y, middle - 16, line), left)
            self._cell(painter, QRectF(middle + 8, y, middle - 16, line), right)
            y += line
            if game_over:
                painter.drawLine(8, int(y), int(width - 8), int(y))
                y += 4
        painter.drawLine(int(middle), int(top), int(middle), int(max(y, top + line)))
        if totals is not None:
            y += 8
            painter.setFont(bold)
            label = self.tr("Total")
            self._cell(painter, QRectF(8, y, middle - 16, line), f"{label} {totals[0]}")
            self._cell(painter, QRectF(middle + 8, y, middle - 16, line), f"{label} {totals[1]}")
        painter.end()

    def _entry_at(self, pos: QPointF) -> tuple[QRectF, str, str] | None:
        return next((item for item in self._entry_rects if item[0].contains(pos)), None)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        """A click on an entry asks for its rule in the rulebook ("why?")."""
        found = self._entry_at(event.position())
        if found is not None:
            self.rule_requested.emit(found[1])
        super().mousePressEvent(event)

    def event(self, event: QEvent) -> bool:
        """An entry's tooltip says what it is for and which rule wrote it."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            found = self._entry_at(QPointF(event.pos()))
            if found is not None:
                QToolTip.showText(event.globalPos(), found[2], self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    @staticmethod
    def _cell(painter: QPainter, rect: QRectF, text: str) -> None:
        painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)


class ScoreSheetArea(QScrollArea):
    """The sheet in a scroll area, for the dock."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet = ScoreSheet(controller, self)
        self.setWidget(self.sheet)
        self.setWidgetResizable(True)
        self.setMinimumWidth(240)
