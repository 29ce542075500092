"""The live score sheet: «Мы» and «Они», above and below the line (V-SHEET, W-SC).

A widget that paints the last rubber of a sheet model (:class:`~wint.core.sheet.Sheet`, any
game's) as people write it: above the line each entry with its short label, in order of play
moving away from the line (a Whist netting across both columns, ruled off from what it sums
up); below it both sides' running totals of each game with a rule under every finished game;
the crosses on the line; and the totals once the rubber is over.  «Мы» is the sheet's left
side, the human's.  :class:`ScoreSheetArea` shows the sheet of a controller's session.
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
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from wint.core.sheet import Label, RowKind, RubberSheet, Sheet
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.gui.sheet.entries import entry_explanation, entry_label
from wint.gui.sheet.ledger_view import LedgerView
from wint.gui.sheet.words import pair_text, rubber_transfer_texts
from wint.session.sheet import current_sheet, has_sheet, players_ledger

__all__ = ["ScoreSheet", "ScoreSheetArea"]


class _Above(NamedTuple):
    """A line above the line: an entry in its column (the other one blank), or a netting
    across both; the rule that wrote it and what it means."""

    left: str
    right: str
    rule: str
    meaning: str

    @property
    def netting(self) -> bool:
        """True for a netting: both columns written on one line (W-SC-7)."""
        return bool(self.left and self.right)


class _Rows(NamedTuple):
    """What the dock shows of a rubber's sheet."""

    above: list[_Above]  # newest first
    below: list[tuple[str, str, bool]]  # both running totals; True: the deal won a game
    crosses: int
    totals: tuple[int, int] | None  # once the rubber is over
    owed: tuple[str, ...] = ()  # what a revoker owes his partner (V-REV-3, W-IRR-4)


_NOTHING = _Rows([], [], 0, None)


class ScoreSheet(Retranslating, QWidget):
    """The last rubber of a sheet (the one in progress, or the last finished), painted.
    Clicking an entry asks for the rule behind it (``rule_requested``)."""

    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sheet: Sheet | None = None
        self._shown = _NOTHING
        self._entry_rects: list[tuple[QRectF, str, str]] = []  # place, rule, explanation
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    def set_sheet(self, sheet: Sheet | None) -> None:
        """Show the last rubber of ``sheet`` (nothing: ``None``, or a sheet of no deal)."""
        self._sheet = sheet
        self.retranslate()

    def retranslate(self) -> None:
        """Write the sheet shown in the user's language, and paint it again."""
        self._shown = self._rows()
        self.updateGeometry()
        self.update()

    def rubber(self) -> RubberSheet | None:
        """The rubber's sheet shown: the one in progress, else the last finished."""
        sheet = self._sheet
        return sheet.rubbers[-1] if sheet is not None and sheet.rubbers else None

    def _rows(self) -> _Rows:
        """What the dock shows of the rubber's sheet."""
        rubber = self.rubber()
        if rubber is None:
            return _NOTHING
        above: list[_Above] = []
        kept = why = ""  # the left column's part of a netting, until the right column's
        for column, cell, netting in rubber.entries():
            entry = cell.entry
            assert entry is not None
            text = f"{entry_label(entry)} {entry.points}"
            if not netting:
                pair = (text, "") if column == 0 else ("", text)
                above.append(_Above(*pair, entry.rule, entry_explanation(entry)))
            elif column == 0:
                kept, why = text, entry_explanation(entry)
            else:  # the side ahead explains it, the left one when both keep 0
                why = entry_explanation(entry) if entry.points else why
                above.append(_Above(kept, text, entry.rule, why))
        above.reverse()  # newest first
        below = [
            (str(row.running[0]), str(row.running[1]), row.ends_game)
            for row in rubber.rows
            if row.kind is RowKind.BELOW and row.running is not None
        ]
        totals = None
        if rubber.finished:
            total = next(row for row in rubber.rows if row.cells[0].label is Label.TOTAL)
            totals = (total.cells[0].value or 0, total.cells[1].value or 0)
        assert self._sheet is not None  # a rubber is shown
        return _Rows(
            above, below, rubber.crosses, totals, rubber_transfer_texts(self._sheet, rubber)
        )

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        above, below, _, _, owed = self._shown
        line = QFontMetricsF(self.font()).height() * 1.25
        return QSize(260, int(line * (len(above) + len(below) + 8 + 3 * len(owed))))

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
        sheet, rubber = self._sheet, self.rubber()
        names = ("", "")
        if sheet is not None:
            pairs = sheet.names_of(rubber) if rubber is not None else sheet.names
            names = (pair_text(pairs[0]), pair_text(pairs[1]))
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
        for pair, x in zip(names, (0.0, middle), strict=True):
            painter.drawText(
                QRectF(x, y, middle, line),
                Qt.AlignmentFlag.AlignCenter,
                metrics.elidedText(pair, Qt.TextElideMode.ElideRight, middle - 8),
            )
        y += line + 4
        top = y
        above, below, crosses, totals, owed = self._shown
        self._entry_rects = []
        for item in above:
            if item.netting:  # both columns, ruled off from the partiya it sums up
                self._cell(painter, QRectF(8, y, middle - 16, line), item.left)
                self._cell(painter, QRectF(middle + 8, y, middle - 16, line), item.right)
                rect = QRectF(8, y, width - 16, line)
                painter.drawLine(QPointF(8, y + line), QPointF(width - 8, y + line))
            else:
                rect = (
                    QRectF(8, y, middle - 16, line)
                    if item.left
                    else QRectF(middle + 8, y, middle - 16, line)
                )
                self._cell(painter, rect, item.left or item.right)
            self._entry_rects.append((rect, item.rule, item.meaning))
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
            y += line
        if owed:
            painter.setFont(font)
            y += 8
            flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
            for text in owed:  # under the rubber, beside the players' ledger
                rect = QRectF(8, y, width - 16, 3 * line)
                painter.drawText(rect, flags, text)
                y += painter.boundingRect(rect, flags, text).height() + 4
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
    """The sheet of a controller's session in a scroll area, for the dock: its last rubber,
    kept up to date deal by deal."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        page = QWidget(self)
        self.sheet = ScoreSheet(page)
        self.ledger = LedgerView(page)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.ledger)  # players who change seats: their accounts first
        column.addWidget(self.sheet)
        column.addStretch(1)
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setMinimumWidth(240)
        self._ledger_for: tuple[object, int] | None = None  # the setup and rubbers shown
        controller.changed.connect(self._follow)
        controller.deal_finished.connect(lambda _deal: self._follow())
        self._follow()

    def _follow(self) -> None:
        session = self.controller.session
        if not has_sheet(session.setup):  # a game drawing one sheet for the session
            self.sheet.set_sheet(None)
            self.ledger.set_ledger(None)
            return
        self.sheet.set_sheet(current_sheet(session))
        shown = (session.setup, session.rubber)
        if shown != self._ledger_for:  # the ledger changes once a rubber is over
            self._ledger_for = shown
            self.ledger.set_ledger(players_ledger(session))
