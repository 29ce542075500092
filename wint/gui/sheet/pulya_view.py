"""The pulya sheet drawn as on paper (:func:`~wint.gui.sheet.pulya_paint.paint_pulya_page`),
scaled to a widget: the Preferans score pad's, and live beside the table
(:class:`PulyaArea`: the pulya of a controller's session, drawn again after every deal)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from wint.games.preferans.sheet import PulyaSheet
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.gui.sheet.pulya_paint import paint_pulya_page
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


class PulyaArea(Retranslating, QWidget):
    """The pulya of a controller's session for the sheet's dock, when its game draws one
    sheet for the session (Preferans), its players named as the table names them."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view = PulyaView(self)
        self.view.setMinimumSize(240, 340)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.view)
        self._shown: tuple[object, object] | None = None  # the setup and ledger drawn
        controller.changed.connect(self._follow)
        controller.deal_finished.connect(lambda _deal: self._follow())
        self._follow()

    def retranslate(self) -> None:
        """Draw the sheet again in the user's language."""
        self._shown = None
        self._follow()

    def _follow(self) -> None:
        session = self.controller.session
        setup = session.setup
        if setup.game.ledger_sheet is None:
            return
        shown = self._shown
        if shown is not None and shown[0] is setup and shown[1] is session.ledger:
            return  # the sheet changes only when a deal is written
        self._shown = (setup, session.ledger)
        names = {seat: player_name(setup, seat, session.turn) for seat in setup.game.seats}
        self.view.show_sheet(whole_sheet(session, names))
