"""The pulya sheet drawn as on paper (:func:`~wint.gui.sheet.pulya_paint.paint_pulya_page`),
scaled to a widget: the Preferans score pad's; and live beside the table
(:class:`PulyaArea`: the pulya of a controller's session, written again after every deal,
its drawing as wide as the dock and its settlement in the window's font)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from wint.games.preferans.result import PrefSeat
from wint.games.preferans.sheet import PulyaSheet
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.gui.sheet.pulya_paint import paint_pulya, paint_pulya_page
from wint.gui.sheet.pulya_words import (
    payment_line,
    payments_heading,
    pulya_state,
    pulya_title,
    settlement_heading,
    table_heading,
    table_row,
)
from wint.gui.texts import player_name
from wint.session.sheet import whole_sheet

__all__ = ["PulyaArea", "PulyaView"]


class PulyaView(QWidget):
    """The pulya sheet drawn as on paper, scaled to the widget."""

    PAGE = (595.0, 842.0)
    MARGIN = 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet: PulyaSheet | None = None
        self.setMinimumSize(360, 500)

    def show_sheet(self, sheet: PulyaSheet) -> None:
        self.sheet = sheet
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.fillRect(self.rect(), Qt.GlobalColor.white)
        if self.sheet is not None:
            w, h = self.PAGE
            margin = self.MARGIN
            scale = min((self.width() - 2 * margin) / w, (self.height() - 2 * margin) / h)
            painter.translate(margin, margin)
            painter.scale(scale, scale)
            paint_pulya_page(painter, self.sheet, w, h)
        painter.end()


class _Drawing(QWidget):
    """The drawing of the pulya alone, as wide as the dock and as tall (the names around)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet: PulyaSheet | None = None
        #: The seat drawn at the bottom edge (four players), as the table seats the viewer.
        self.bottom: PrefSeat | None = None
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(220, 220)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        return width

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.fillRect(self.rect(), Qt.GlobalColor.white)
        if self.sheet is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            side = min(self.width(), self.height()) - 2 * _ROOM
            paint_pulya(painter, self.sheet, QRectF(_ROOM, _ROOM, side, side), self.bottom)
        painter.end()


#: The room around the drawing for the players' names (``paint_pulya`` writes them 16
#: points outside it).
_ROOM = 20


class PulyaArea(Retranslating, QScrollArea):
    """The pulya of a controller's session for the sheet's dock, when its game draws one
    sheet for the session (Preferans), its players named as the table names them: the
    drawing as wide as the dock, then the title and the settlement in the window's font."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        page = QWidget(self)
        self.title = QLabel(page)
        self.title.setWordWrap(True)
        self.drawing = _Drawing(page)
        self.settlement = QLabel(page)
        self.settlement.setWordWrap(True)
        self.settlement.setTextFormat(Qt.TextFormat.RichText)
        column = QVBoxLayout(page)
        column.addWidget(self.title)
        column.addWidget(self.drawing)
        column.addWidget(self.settlement)
        column.addStretch(1)
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setMinimumWidth(260)
        self.sheet: PulyaSheet | None = None
        self._shown: tuple[object, object, PrefSeat] | None = None  # setup, ledger, viewer
        controller.changed.connect(self._follow)
        controller.deal_finished.connect(lambda _deal: self._follow())
        self._follow()

    def retranslate(self) -> None:
        """Write the sheet again in the user's language."""
        self._shown = None
        self._follow()

    def _follow(self) -> None:
        session = self.controller.session
        setup = session.setup
        if setup.game.ledger_sheet is None:
            return
        bottom = PrefSeat.of(self.controller.viewer)
        shown = self._shown
        if shown == (setup, session.ledger, bottom):
            return  # the sheet changes only when a deal is written, or the viewer
        self._shown = (setup, session.ledger, bottom)
        self.drawing.bottom = bottom
        names = {seat: player_name(setup, seat, session.turn) for seat in setup.game.seats}
        sheet = self.sheet = self.drawing.sheet = whole_sheet(session, names)
        self.title.setText(f"<b>{escape(pulya_title(sheet))}</b><br>{escape(pulya_state(sheet))}")
        self.settlement.setText(_settlement_html(sheet))
        self.drawing.update()


def _settlement_html(sheet: PulyaSheet) -> str:
    """The settlement table and who pays whom (P-SET), as rich text."""
    rows = [table_heading(sheet), *(table_row(sheet, s) for s in sheet.sectors)]
    cells = []
    for n, row in enumerate(rows):
        tag = "th" if n == 0 else "td"
        line = "".join(
            f'<{tag} align="{"left" if k == 0 else "right"}">{escape(cell)}</{tag}>'
            for k, cell in enumerate(row)
        )
        cells.append(f"<tr>{line}</tr>")
    table = f'<table cellspacing="0" cellpadding="2">{"".join(cells)}</table>'
    paid = "<br>".join(escape(" ".join(payment_line(sheet, k))) for k in range(len(sheet.payments)))
    return (
        f"<b>{escape(settlement_heading(sheet))}</b>{table}"
        f"<b>{escape(payments_heading(sheet))}</b><br>{paid or '—'}"
    )
