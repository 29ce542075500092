"""The main window: the table in the middle, the auction and the score sheet in docks,
menus built from QActions with the standard shortcuts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox, QWidget

from wint import __version__
from wint.core.ledger import ScoredDeal
from wint.core.seats import Seat
from wint.gui.bidding_box import BiddingBox
from wint.gui.card_art import CardArt
from wint.gui.controller import GameController, Pace
from wint.gui.score_sheet import ScoreSheetArea
from wint.gui.table import TableScene, TableView
from wint.gui.texts import entry_label, seat_text, strain_text

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """The application's window around one :class:`GameController`."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = CardArt()
        self.scene = TableScene(controller, self.art)
        self.scene.setParent(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.bidding = BiddingBox(controller, self)
        self.bidding_dock = QDockWidget(self)
        self.bidding_dock.setObjectName("auction")
        self.bidding_dock.setWidget(self.bidding)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.bidding_dock)
        self.sheet = ScoreSheetArea(controller, self)
        self.sheet_dock = QDockWidget(self)
        self.sheet_dock.setObjectName("sheet")
        self.sheet_dock.setWidget(self.sheet)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.sheet_dock)
        self._make_actions()
        self._make_menus()
        controller.changed.connect(self._update_actions)
        controller.deal_finished.connect(self._on_deal_finished)
        controller.thinking.connect(self._on_thinking)
        self.retranslate()
        self.resize(1280, 800)

    # -- actions and menus -------------------------------------------------------------------

    def _action(self, shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    def _make_actions(self) -> None:
        self.quit_action = self._action(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.undo_action = self._action(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.controller.undo)
        self.redo_action = self._action(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.triggered.connect(self.controller.redo)
        self.next_deal_action = self._action(QKeySequence("Ctrl+D"))
        self.next_deal_action.triggered.connect(self.controller.next_deal)
        self.four_colour_action = self._action()
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.toggled.connect(self._set_four_colour)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in Pace.SPEEDS:
            action = self._action()
            action.setCheckable(True)
            action.setChecked(speed == self.controller.pace.speed)
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.about_action = self._action()
        self.about_action.triggered.connect(self._about)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.next_deal_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.view_menu = bar.addMenu("")
        self.speed_menu = self.view_menu.addMenu("")
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        self.view_menu.addAction(self.four_colour_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.bidding_dock.toggleViewAction())
        self.view_menu.addAction(self.sheet_dock.toggleViewAction())
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.about_action)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("wint — Vint"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.speed_menu.setTitle(self.tr("&Speed"))
        self.quit_action.setText(self.tr("&Quit"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.next_deal_action.setText(self.tr("&Next deal"))
        self.four_colour_action.setText(self.tr("&Four-colour deck"))
        self.about_action.setText(self.tr("&About wint"))
        names = {
            "instant": self.tr("Instant"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed, action in self.speed_actions.items():
            action.setText(names[speed])
        self.bidding_dock.setWindowTitle(self.tr("Auction"))
        self.sheet_dock.setWindowTitle(self.tr("Score sheet"))
        self._update_actions()

    # -- reacting to the game ----------------------------------------------------------------

    def _update_actions(self) -> None:
        controller = self.controller
        self.undo_action.setEnabled(controller.can_undo)
        self.redo_action.setEnabled(controller.can_redo)
        self.next_deal_action.setEnabled(controller.session.state.is_over)
        state = controller.session.state
        if state.is_over:
            self.statusBar().showMessage(self.tr("The deal is over: Game › Next deal (Ctrl+D)."))
        elif state.to_act is controller.human and state.to_act is not None:
            self.statusBar().showMessage(self.tr("Your turn."))

    def _on_thinking(self, seat: Seat | None) -> None:
        if seat is not None:
            self.statusBar().showMessage(self.tr("%1 is thinking…").replace("%1", seat_text(seat)))

    def _on_deal_finished(self, deal: ScoredDeal) -> None:
        result = deal.result
        ours = self.controller.session.setup.our_side
        if result.contract is None:
            head = self.tr("All passed.")
        else:
            contract = result.contract
            made = result.declarer_tricks >= contract.tricks_needed
            head = (
                self.tr("%1 by %2: %3 tricks, %4.")
                .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
                .replace("%2", seat_text(contract.declarer))
                .replace("%3", str(result.declarer_tricks))
                .replace("%4", self.tr("made") if made else self.tr("failed"))
            )
        entries = [
            f"{self.tr('we') if e.side is ours else self.tr('they')} "
            f"{entry_label(e.kind)} {e.points} ({e.rule})"
            for e in deal.above
        ]
        below = deal.below
        lines = [
            head,
            self.tr("Below the line: we %1, they %2")
            .replace("%1", str(below[ours]))
            .replace("%2", str(below[ours.other])),
        ]
        lines += entries
        self.scene.show_message("\n".join(lines), msecs=6000)

    def set_speed(self, speed: str) -> None:
        """Change the pace of the computers and the animations."""
        self.controller.pace.speed = speed
        self.scene.animate = speed != "instant"
        self.speed_actions[speed].setChecked(True)

    def _set_four_colour(self, on: bool) -> None:
        self.art.set_four_colour(on)
        self.scene.sync(animate=False)

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About wint"),
            self.tr("wint %1\nVint (винт), the classic Russian card game.").replace(
                "%1", __version__
            ),
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self.controller.pause(True)
        self.controller.wait_idle(2000)
        super().closeEvent(event)
