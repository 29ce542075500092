"""The main window: the table in the middle, the auction and the score sheet in docks,
menus built from QActions with the standard shortcuts."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QFrame,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QWidget,
)

from wint import __version__
from wint.ai.vint.levels import fallback_notice
from wint.core.cards import Card
from wint.core.seats import SEATS, Seat
from wint.core.settlement import settle
from wint.games.vint.calls import Call
from wint.games.vint.ledger import ScoredDeal
from wint.games.vint.state import Phase
from wint.gui.auction.bidding_box import BiddingBox
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.history import show_history
from wint.gui.dialogs.new_game import NewGameDialog
from wint.gui.pad.window import ScorePadWindow
from wint.gui.platform.i18n import LANGUAGES, Retranslating, Translations, system_language
from wint.gui.platform.settings import Settings, sessions_dir
from wint.gui.sheet.charts import show_charts
from wint.gui.sheet.live import ScoreSheetArea
from wint.gui.sheet.output import SheetOutput
from wint.gui.sheet.paint import Sheet, format_date, session_sheet
from wint.gui.shell.saves import (
    SaveLog,
    SavePoint,
    leave_unsaved_box,
    report_write_failure,
    unsaved_box,
)
from wint.gui.table.card_art import ENGLISH_RANKS, RUSSIAN_RANKS, CardArt
from wint.gui.table.scene import TableScene, TableView
from wint.gui.teaching.first_game import LessonPanel, first_game_setup
from wint.gui.teaching.hint_panel import HintPanel
from wint.gui.teaching.rules_browser import RulesBrowser
from wint.gui.texts import (
    NBSP,
    Texts,
    below_explanation,
    call_text,
    card_text,
    entry_explanation,
    entry_label,
    player_name,
    reason_rule,
    reason_text,
    seat_text,
    strain_text,
)
from wint.session.io import SessionError, load_session, save_session
from wint.session.model import Session

if TYPE_CHECKING:
    from wint.ai.vint.claims import ClaimVerdict
    from wint.gui.teaching.review_window import ReviewWindow

__all__ = ["MainWindow"]


class MainWindow(Retranslating, QMainWindow):
    """The application's window around one :class:`GameController`."""

    def __init__(
        self,
        controller: GameController,
        settings: Settings | None = None,
        session_path: Path | None = None,
        parent: QWidget | None = None,
        saves: SaveLog | None = None,
        language: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.session_path = session_path
        self.saves = saves or SaveLog()  # the crash handler's, which reads it
        self._reporting = False  # the dialog of a failed save is up
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
        self.hint = HintPanel(controller, self)
        self.hint_dock = QDockWidget(self)
        self.hint_dock.setObjectName("hint")
        self.hint_dock.setWidget(_scrolled(self.hint))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.hint_dock)
        self.hint_dock.hide()
        self.hint.rule_requested.connect(self.show_rules)
        # the side panels as wide as the auction needs, whatever it shows, so the table
        # keeps its width through the deal (the user may still drag them wider)
        self.resizeDocks(
            [self.bidding_dock], [self.bidding.minimumWidth()], Qt.Orientation.Horizontal
        )
        self.lesson: LessonPanel | None = None
        self.pads: list[ScorePadWindow] = []
        self.output = SheetOutput(self, self.current_sheet, self._export_stem)
        self.output.saved.connect(
            lambda path: self.statusBar().showMessage(self.tr("Saved %1").replace("%1", path))
        )
        self._make_actions()
        self._make_menus()
        self.unsaved_button = QPushButton(self)
        self.unsaved_button.setFlat(True)
        self.unsaved_button.clicked.connect(self.save_as)
        self.statusBar().addPermanentWidget(self.unsaved_button)
        self.unsaved_button.hide()
        controller.changed.connect(self._update_actions)
        controller.deal_finished.connect(self._on_deal_finished)
        controller.changed.connect(self._show_deal_over)
        controller.rejected.connect(self._on_rejected)
        controller.warned.connect(self._on_warned)
        self.scene.rule_requested.connect(self.show_rules)
        self.sheet.sheet.rule_requested.connect(self.show_rules)
        self._summary_for = -1
        self._context_rule = ""
        self._rules_browser: RulesBrowser | None = None
        self.translations = Translations()
        self._card_indices = "language"
        controller.thinking.connect(self._on_thinking)
        self.retranslate()
        self.resize(1280, 800)
        # ``language``: this run's (``''``: the system's); ``None``: the settings' choice
        if language is None:
            language = settings.language if settings is not None else ""
        self.set_language(language)
        if settings is not None:
            self._restore_settings(settings)
            controller.on_action = self._autosave
            if session_path is None:
                self.session_path = self._new_session_path()

    # -- files -------------------------------------------------------------------------------

    @staticmethod
    def _new_session_path() -> Path:
        stamp = datetime.now().strftime("%Y-%m-%d_%H%M%S")
        return sessions_dir() / f"{stamp}.wint"

    def _autosave(self, session: Session) -> None:
        """Save after every action (atomically), so a crash loses nothing; a session in
        which nothing is played yet is not written, so a launch leaves no empty file."""
        if not session.is_empty:
            self.save(session)

    def save(self, session: Session, path: Path | None = None) -> bool:
        """Write ``session`` to its file now (or to ``path``, Save As: the game goes on in
        that file once it is written); it becomes the one offered at the next start.

        A save that fails stops the game (issue 14): the computers wait, the dialog says
        what was not saved, where and why, and offers Save As…; the status bar keeps a
        "Not saved" button until a save succeeds.  Anything raised is a failed save (an
        error other than the system's then goes on to the crash handler).  A Save As that
        fails while the game's own file is up to date only says why.
        """
        target = path or self.session_path
        if target is None:
            return True
        point = SavePoint(target, self.where(session))
        try:
            save_session(session, target)
        except Exception as exc:
            if path is not None and not self.saves.unsaved and isinstance(exc, OSError):
                report_write_failure(self, self.tr("Cannot write"), self.tr("The game"), exc)
                return False
            self.saves.failed_with(point, exc)
            self._show_unsaved()
            if not isinstance(exc, OSError):
                raise
            QTimer.singleShot(0, self._report_unsaved)  # once the action is on the table
            return False
        self.session_path = target
        self.saves.succeeded(point)
        self._show_unsaved()
        if self.settings is not None and self.settings.current_session != self.session_path:
            self.settings.current_session = self.session_path
            self.settings.sync()
        return True

    def where(self, session: Session) -> str:
        """Where the game stands, for a message: "deal 3, East: 7♥"."""
        state, deal = session.state, str(session.number + 1)
        action, before = state.last_action, state.previous
        if action is None or before is None or before.to_act is None:
            return self.tr("deal %1, as dealt").replace("%1", deal)
        if isinstance(action, Card):
            done = card_text(action)
        elif isinstance(action, Call):
            done = call_text(action)
        else:
            done = self.tr("the claim")
        return (
            self.tr("deal %1, %2: %3")
            .replace("%1", deal)
            .replace("%2", seat_text(before.to_act))
            .replace("%3", done)
        )

    def _show_unsaved(self) -> None:
        """Hold the computers and show "Not saved" while the last save failed."""
        unsaved = self.saves.unsaved
        self.controller.hold(unsaved)
        self.unsaved_button.setVisible(unsaved)

    def _report_unsaved(self) -> None:
        """The dialog of the failed save; its Save As… and Try Again act at once."""
        if self._reporting or not self.saves.unsaved:
            return
        self._reporting = True
        try:
            box, save_as, again = unsaved_box(self.saves, self)
            box.exec()
            clicked = box.clickedButton()
        finally:
            self._reporting = False
        if clicked is save_as:
            self.save_as()
        elif clicked is again:
            self.save(self.controller.session)

    def may_leave(self, leave: str) -> bool:
        """Before the game is left (``leave``: the button's text): when it is not saved,
        warn and offer Save As…; ``False`` when the user stays."""
        if not self.saves.unsaved:
            return True
        box, save_as, discard = leave_unsaved_box(self.saves, leave, self)
        box.exec()
        clicked = box.clickedButton()
        if clicked is save_as:
            return self.save_as()
        return clicked is discard

    def _may_replace(self) -> bool:
        return self.may_leave(self.tr("Leave It Unsaved"))

    def new_game(self) -> None:
        """Ask for the players and rules of a new session and start it."""
        if self.settings is None or not self._may_replace():
            return
        self.controller.pause(True)
        dialog = NewGameDialog(self.settings, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            self.controller.pause(False)
            return
        dialog.remember()
        self.hints_action.setChecked(self.settings.hints)
        self.start_session(Session.start(dialog.setup()), self._new_session_path())

    def fallback_message(self) -> str:
        """Why some computer levels play as basic here ('' when none does)."""
        levels = {c.level for c in self.controller.session.setup.seats if not c.human}
        if any(fallback_notice(level) for level in levels):
            return self.tr(
                "The strong and expert players need the double-dummy solver (endplay), which "
                "is not available for this Python: they play as basic."
            )
        return ""

    def start_session(self, session: Session, path: Path | None) -> None:
        """Play ``session``, kept in ``path`` (written once something is played)."""
        self.session_path = path
        self.saves.give_up()  # the user chose to leave the unsaved game
        self._show_unsaved()
        self.controller.pause(False)
        self.controller.set_session(session)
        self._autosave(session)
        if self.fallback_message():
            self.statusBar().showMessage(self.fallback_message())

    def open_file(self, path: Path | None = None) -> None:
        """Open a session file (a dialog asks which unless ``path`` is given)."""
        if not self._may_replace():
            return
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Open session"),
                str(sessions_dir()),
                self.tr("wint sessions (*.wint)"),
            )
            if not name:
                return
            path = Path(name)
        try:
            session = load_session(path)
        except SessionError as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot open"),
                self.tr("%1 cannot be opened:\n%2")
                .replace("%1", path.name)
                .replace("%2", str(exc)),
            )
            return
        if self.settings is not None:
            self.settings.add_recent(path)
        self.start_session(session, path)

    def save_as(self) -> bool:
        """Save the session under a new name; play goes on in that file.  ``False`` when
        cancelled or not saved (the file played in stays the same then)."""
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save session"), str(sessions_dir()), self.tr("wint sessions (*.wint)")
        )
        if not name:
            return False
        path = Path(name if name.endswith(".wint") else name + ".wint")
        if not self.save(self.controller.session, path):
            return False
        if self.settings is not None:
            self.settings.add_recent(path)
            self.settings.sync()
        self._fill_recent()
        return True

    # -- the score sheet on paper -----------------------------------------------------------

    def current_sheet(self) -> Sheet:
        """The sheet of the session being played: all its rubbers, dated today."""
        return session_sheet(self.controller.session, format_date(QDate.currentDate()))

    def show_score_pad(self) -> ScorePadWindow:
        """Game › Score pad: a window of its own for a table playing with real cards."""
        pad = ScorePadWindow(self.settings)
        pad.show()
        self.pads.append(pad)
        pad.destroyed.connect(lambda: self.pads.remove(pad))
        return pad

    def _export_stem(self) -> str:
        return self.session_path.stem if self.session_path is not None else "wint"

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = self.settings.recent() if self.settings is not None else []
        for path in paths:
            action = self.recent_menu.addAction(path.name)
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        self.recent_menu.setEnabled(bool(paths))

    def _restore_settings(self, settings: Settings) -> None:
        geometry, state = settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
        self.set_speed(settings.speed)
        self.four_colour_action.setChecked(settings.four_colour)
        self.choose_card_indices(settings.card_indices)
        self.confirm_action.setChecked(settings.confirm_play)
        self.auto_single_action.setChecked(settings.auto_single)
        self.hints_action.setChecked(settings.hints)
        self.warnings_action.setChecked(settings.warnings)
        self._fill_recent()

    # -- actions and menus -------------------------------------------------------------------

    def _action(self, shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    def _make_actions(self) -> None:
        self.new_action = self._action(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_game)
        self.open_action = self._action(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(lambda: self.open_file())  # noqa: PLW0108 - not `checked`
        self.save_action = self._action(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(lambda: self.save(self.controller.session))
        self.save_as_action = self._action(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(self.save_as)
        self.print_action = self._action(QKeySequence.StandardKey.Print)
        self.print_action.triggered.connect(self.output.print_sheet)
        self.preview_action = self._action(QKeySequence("Ctrl+Shift+P"))
        self.preview_action.triggered.connect(self.output.print_preview)
        self.export_pdf_action = self._action(QKeySequence("Ctrl+E"))
        self.export_pdf_action.triggered.connect(self.output.export_pdf)
        self.export_text_action = self._action(QKeySequence("Ctrl+Shift+E"))
        self.export_text_action.triggered.connect(self.output.export_text)
        self.charts_action = self._action(QKeySequence("Ctrl+G"))
        self.charts_action.triggered.connect(lambda: show_charts(self, self.controller))
        self.history_action = self._action(QKeySequence("Ctrl+H"))
        self.history_action.triggered.connect(lambda: show_history(self, sessions_dir()))
        self.score_pad_action = self._action(QKeySequence("Ctrl+K"))
        self.score_pad_action.triggered.connect(self.show_score_pad)
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
        self.confirm_action = self._action()
        self.confirm_action.setCheckable(True)
        self.confirm_action.toggled.connect(self._set_confirm)
        self.auto_single_action = self._action()
        self.auto_single_action.setCheckable(True)
        self.auto_single_action.toggled.connect(self._set_auto_single)
        self.hint_action = self._action(QKeySequence("H"))
        self.hint_action.triggered.connect(self.ask_hint)
        self.hints_action = self._action(QKeySequence("Ctrl+Shift+H"))
        self.hints_action.setCheckable(True)
        self.hints_action.toggled.connect(self.set_hints)
        self.review_action = self._action(QKeySequence("Ctrl+R"))
        self.review_action.triggered.connect(self.review_deal)
        self.first_game_action = self._action()
        self.first_game_action.triggered.connect(self.start_first_game)
        self.claim_action = self._action(QKeySequence("Ctrl+Shift+C"))
        self.claim_action.triggered.connect(self.claim)
        self.warnings_action = self._action()
        self.warnings_action.setCheckable(True)
        self.warnings_action.toggled.connect(self.set_warnings)
        self.last_trick_action = self._action(QKeySequence("Ctrl+L"))
        self.last_trick_action.triggered.connect(self.scene.show_last_tricks)
        self.rules_action = self._action()  # Help › Rules: the rulebook from the top
        self.rules_action.triggered.connect(lambda: self.show_rules())  # noqa: PLW0108 - not `checked`
        self.explain_action = self._action(QKeySequence.StandardKey.HelpContents)
        self.explain_action.triggered.connect(lambda: self.show_rules(self._context_rule))
        self.addAction(self.explain_action)  # F1: at the rule the last message cited
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for language in ("", *LANGUAGES):
            action = self._action()
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, lang=language: self.choose_language(lang))
            self.language_group.addAction(action)
            self.language_actions[language] = action
        self.indices_group = QActionGroup(self)
        self.indices_actions: dict[str, QAction] = {}
        for choice in ("language", *LANGUAGES):
            action = self._action()
            action.setCheckable(True)
            action.setChecked(choice == "language")
            action.triggered.connect(lambda _=False, c=choice: self.choose_card_indices(c))
            self.indices_group.addAction(action)
            self.indices_actions[choice] = action

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.open_action)
        self.recent_menu = self.game_menu.addMenu("")
        self.game_menu.addAction(self.save_action)
        self.game_menu.addAction(self.save_as_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.print_action)
        self.game_menu.addAction(self.preview_action)
        self.game_menu.addAction(self.export_pdf_action)
        self.game_menu.addAction(self.export_text_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.history_action)
        self.game_menu.addAction(self.score_pad_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.next_deal_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.confirm_action)
        self.game_menu.addAction(self.auto_single_action)
        self.game_menu.addAction(self.hints_action)
        self.game_menu.addAction(self.claim_action)
        self.game_menu.addAction(self.review_action)
        self.game_menu.addAction(self.hint_action)
        self.game_menu.addAction(self.warnings_action)
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
        self.view_menu.addAction(self.last_trick_action)
        self.view_menu.addSeparator()
        self.language_menu = self.view_menu.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.indices_menu = self.view_menu.addMenu("")
        for action in self.indices_actions.values():
            self.indices_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.bidding_dock.toggleViewAction())
        self.view_menu.addAction(self.sheet_dock.toggleViewAction())
        self.view_menu.addAction(self.hint_dock.toggleViewAction())
        self.view_menu.addAction(self.charts_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.first_game_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(self.tr("wint — Vint"))
        self.unsaved_button.setText(self.tr("Not saved: Save As…"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.speed_menu.setTitle(self.tr("&Speed"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.print_action.setText(self.tr("&Print the score sheet…"))
        self.preview_action.setText(self.tr("Print pre&view…"))
        self.export_pdf_action.setText(self.tr("Export the sheet as P&DF…"))
        self.export_text_action.setText(self.tr("Export the sheet as &text…"))
        self.charts_action.setText(self.tr("Score &charts…"))
        self.history_action.setText(self.tr("&History and statistics…"))
        self.score_pad_action.setText(self.tr("Score pad for a r&eal table…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.next_deal_action.setText(self.tr("Ne&xt deal"))
        self.four_colour_action.setText(self.tr("&Four-colour deck"))
        self.about_action.setText(self.tr("&About wint"))
        self.confirm_action.setText(self.tr("Con&firm before playing a card"))
        self.auto_single_action.setText(self.tr("Play a sin&gle legal card by itself"))
        self.hints_action.setText(self.tr("Show hints &before each decision"))
        self.hint_action.setText(self.tr("H&int"))
        self.claim_action.setText(self.tr("&Claim the remaining tricks…"))
        self.first_game_action.setText(self.tr("&First game for a newcomer"))
        self.review_action.setText(self.tr("Review the &last deal…"))
        self.warnings_action.setText(self.tr("Gentle &warnings after a doubtful decision"))
        self.last_trick_action.setText(self.tr("Show the last &trick"))
        key = self.explain_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.rules_action.setText(self.tr("&Rules of Vint") + "\t" + key)  # F1 opens them too
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System default"))
        self.language_actions["en"].setText("English")
        self.language_actions["ru"].setText("Русский")
        self.indices_menu.setTitle(self.tr("Card &indices"))
        self.indices_actions["language"].setText(self.tr("As the language"))
        self.indices_actions["en"].setText(self.tr("A K Q J"))
        self.indices_actions["ru"].setText(self.tr("Т К Д В"))
        self.scene.sync(animate=False)
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
        self.hint_dock.setWindowTitle(self.tr("Hint"))
        if self.lesson is not None:
            self.lesson_dock.setWindowTitle(self.tr("First game"))
        self._update_actions()

    # -- reacting to the game ----------------------------------------------------------------

    def _update_actions(self) -> None:
        controller = self.controller
        self.undo_action.setEnabled(controller.can_undo)
        self.redo_action.setEnabled(controller.can_redo)
        self.next_deal_action.setEnabled(controller.session.state.is_over)
        state = controller.session.state
        self.claim_action.setEnabled(controller.waiting_for_human and state.phase is Phase.PLAY)
        self.review_action.setEnabled(bool(controller.session.played()))
        if state.is_over:
            self.statusBar().showMessage(self.tr("The deal is over: Game › Next deal (Ctrl+D)."))
        elif state.to_act is controller.human and state.to_act is not None:
            auction = state.phase is Phase.AUCTION
            self.statusBar().showMessage(
                self.tr("Your call.") if auction else self.tr("Your turn.")
            )

    def _on_thinking(self, seat: Seat | None) -> None:
        if seat is not None:
            self.statusBar().showMessage(self.tr("%1 is thinking…").replace("%1", seat_text(seat)))

    def summary(self, deal: ScoredDeal) -> str:
        """The deal's result: contract and tricks, then each new entry with its rule."""
        result = deal.result
        ours = self.controller.session.setup.our_side
        if result.contract is None:
            head = self.tr("All passed.")
        else:
            contract = result.contract
            short = contract.tricks_needed - result.declarer_tricks
            made = short <= 0
            head = (
                self.tr("%1 by %2: %3, %4.")
                .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
                .replace("%2", seat_text(contract.declarer))
                .replace("%3", Texts().tricks(result.declarer_tricks))
                .replace(
                    "%4", self.tr("made") if made else self.tr("down %1").replace("%1", str(short))
                )
            )
        lines = [head]
        tricks = deal.score.tricks
        if result.contract is not None and tricks is not None:
            value = 10 * result.contract.level  # V-SCORE-3
            lines.append(
                self.tr("Below the line (V-SCORE-2): we %1, they %2")
                .replace("%1", below_explanation(tricks[ours], value, deal.below[ours]))
                .replace("%2", below_explanation(tricks[ours.other], value, deal.below[ours.other]))
            )
        lines += [
            f"{self.tr('we') if e.side is ours else self.tr('they')}: "
            f"{entry_label(e.kind)}{NBSP}— {entry_explanation(e)}"
            for e in deal.above
        ]
        return "\n".join(lines)

    def _show_deal_over(self) -> None:
        """When the last card is played, the result waits on the table for the next deal."""
        session = self.controller.session
        state = session.state
        if not state.is_over or self._summary_for == session.number:
            return
        self._summary_for = session.number
        preview = session.ledger.add(state.result()).deals()[-1]
        text = self.summary(preview) + "\n" + self.tr("Next deal: Ctrl+D")
        rule = preview.above[0].rule if preview.above else "V-SCORE-2"
        self._context_rule = rule
        msecs = 0 if not self.controller.auto_next_deal else 2000
        self.scene.show_message(text, msecs=msecs, rule=rule)

    def _on_deal_finished(self, deal: ScoredDeal) -> None:
        self.scene.show_message("", msecs=1)
        ledger = self.controller.session.ledger
        rubber = next((r for r in ledger.rubbers if deal in r.deals), None)
        if rubber is None or not rubber.is_over or rubber.deals[-1] is not deal:
            return
        ours = self.controller.session.setup.our_side
        side, points = rubber.result()
        if side is None:
            text = self.tr("The rubber is over: a draw.")
        else:
            text = (
                self.tr("The rubber is over: %1 win by %2.")
                .replace("%1", self.tr("we") if side is ours else self.tr("they"))
                .replace("%2", self.tr("%n point(s)", "", points))
            )
        if self.controller.session.is_complete:
            played = len(self.controller.session.finished)
            text += "\n" + self.tr("The session is over after %n deal(s).", "", played)
            text += "\n" + self._settlement()
        self.statusBar().showMessage(text.replace("\n", " "))
        self.scene.show_message(text, msecs=6000)

    def _settlement(self) -> str:
        """Each player's account after the session's rubbers (V-SHEET-7), in points."""
        session = self.controller.session
        seats = [seat.name for seat in SEATS]  # the players keep their seats all session
        rubbers = session.ledger.rubbers
        account = settle(seats, rubbers, [seats] * len(rubbers))
        names = [player_name(session.setup, seat) for seat in SEATS]
        return "  ".join(
            f"{name} {total:+d}" for name, total in zip(names, account.totals, strict=True)
        )

    def set_speed(self, speed: str) -> None:
        """Change the pace of the computers and the animations."""
        self.controller.pace.speed = speed
        self.scene.animate = speed != "instant"
        self.speed_actions[speed].setChecked(True)
        if self.settings is not None:
            self.settings.speed = speed

    def _set_four_colour(self, on: bool) -> None:
        self.art.set_four_colour(on)
        self.scene.sync(animate=False)
        if self.settings is not None:
            self.settings.four_colour = on

    def set_language(self, language: str) -> None:
        """Speak ``language`` (``''``: the system's); every open window follows at once."""
        self.translations.install(language or system_language())
        self.language_actions[language if language in LANGUAGES else ""].setChecked(True)
        self._apply_card_indices()
        if self._rules_browser is not None:
            self._rules_browser.set_language(self.translations.language)
        self.retranslate()

    def choose_language(self, language: str) -> None:
        """The Language menu: switch live and remember."""
        self.set_language(language)
        if self.settings is not None:
            self.settings.language = language
            self.settings.sync()

    def choose_card_indices(self, choice: str) -> None:
        """The letters on the cards: the language's, Russian or English."""
        self._card_indices = choice
        self.indices_actions[choice].setChecked(True)
        self._apply_card_indices()
        if self.settings is not None:
            self.settings.card_indices = choice

    def _apply_card_indices(self) -> None:
        choice = getattr(self, "_card_indices", "language")
        language = self.translations.language if choice == "language" else choice
        self.art.set_rank_labels(RUSSIAN_RANKS if language == "ru" else ENGLISH_RANKS)
        self.scene.sync(animate=False)

    def show_rules(self, rule: str = "") -> None:
        """Help › Rules, opened at ``rule`` (a rule id) if given."""
        if self._rules_browser is None:
            self._rules_browser = RulesBrowser(self.translations.language, self)
        self._rules_browser.set_language(self.translations.language)
        self._rules_browser.show_rule(rule)

    def _on_rejected(self, reason: str, action: str) -> None:
        rule = reason_rule(reason)
        self._context_rule = rule
        why = self.tr("(%1 — F1 explains)").replace("%1", rule) if rule else ""
        self.statusBar().showMessage(f"{reason_text(reason)} {why}".strip())

    def _set_confirm(self, on: bool) -> None:
        self.scene.confirm = self._confirm_card if on else None
        if self.settings is not None:
            self.settings.confirm_play = on

    def _confirm_card(self, card: Card) -> bool:
        answer = QMessageBox.question(
            self, self.tr("Play a card"), self.tr("Play %1?").replace("%1", card_text(card))
        )
        return answer == QMessageBox.StandardButton.Yes

    def set_hints(self, on: bool) -> None:
        """Game › Show hints: the suggestion before each of the human's decisions."""
        self.controller.hints = on
        if self.settings is not None:
            self.settings.hints = on
        if on:
            self.hint_dock.show()
            self.controller.request_hint()

    def start_first_game(self) -> LessonPanel | None:
        """Help › First game: one guided deal, each stage explained, the hints on (``None``
        when the user keeps an unsaved game)."""
        if not self._may_replace():
            return None
        if self.lesson is None:
            self.lesson = LessonPanel(self.controller, self)
            self.lesson.rule_requested.connect(self.show_rules)
            self.lesson_dock = QDockWidget(self)
            self.lesson_dock.setObjectName("lesson")
            self.lesson_dock.setWidget(_scrolled(self.lesson))
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.lesson_dock)
            self.resizeDocks(
                [self.lesson_dock], [self.lesson.reading_width()], Qt.Orientation.Horizontal
            )
        self.hints_action.setChecked(True)
        name = self.settings.name(Seat.S) if self.settings is not None else ""
        self.start_session(Session.start(first_game_setup(name)), self._new_session_path())
        self.controller.pause(True)  # the computers wait while the deal is explained
        self.lesson.restart()
        self.retranslate()
        self.lesson_dock.show()
        return self.lesson

    def review_deal(self) -> ReviewWindow | None:
        """Game › Review the last deal: its calls and cards with all hands shown, each card's
        double-dummy value and the tricks lost, the mistakes marked, the DD table."""
        from wint.gui.teaching.review_window import show_review  # the solver: not at start-up

        session = self.controller.session
        states = session.played()
        if not states:
            return None
        names = [player_name(session.setup, seat) for seat in SEATS]
        return show_review(self, states[-1], names)

    def claim(self) -> None:
        """Game › Claim: the human claims tricks; the solver accepts the claim or shows the
        line of play that defeats it (V-PLAY-7)."""
        state = self.controller.session.state
        remaining = 13 - len(state.tricks)
        tricks, ok = QInputDialog.getInt(
            self,
            self.tr("Claim"),
            self.tr("How many of the %n remaining trick(s) will your side take?", "", remaining),
            remaining,
            0,
            remaining,
        )
        if not ok:
            return
        from wint.ai.solver import SolverLimitError  # the solver: not at start-up

        try:
            verdict = self.controller.claim(tricks)
        except SolverLimitError:
            QMessageBox.information(
                self, self.tr("Claim"), self.tr("The claim cannot be checked here: play on.")
            )
            return
        if verdict is None or verdict.accepted:
            return
        QMessageBox.information(self, self.tr("Claim refused"), self.claim_refusal(verdict))

    def claim_refusal(self, verdict: ClaimVerdict) -> str:
        """Why a claim is refused: what the best defence leaves, and the defeating line."""
        state = self.controller.session.state
        lines = [
            self.tr(
                "Against the best defence your side takes %1 of the %n trick(s) left, not %2.",
                "",
                verdict.remaining,
            )
            .replace("%1", str(verdict.value))
            .replace("%2", str(verdict.tricks))
        ]
        played, trick = len(state.current_trick), len(state.tricks) + 1
        cards: list[str] = []
        for seat, card in verdict.line:
            cards.append(f"{seat_text(seat)} {card_text(card)}")
            played += 1
            if played == 4:
                lines.append(self.tr("Trick %1: ").replace("%1", str(trick)) + ", ".join(cards))
                played, trick, cards = 0, trick + 1, []
        return "\n".join(lines)

    def set_warnings(self, on: bool) -> None:
        """Game › Gentle warnings: a note after a decision against the advice, with Undo."""
        self.controller.warnings = on
        if self.settings is not None:
            self.settings.warnings = on

    def _on_warned(self, _found: object) -> None:
        self.hint_dock.show()
        self.statusBar().showMessage(
            self.tr("A doubtful decision: see the Hint panel (Ctrl+Z takes it back).")
        )

    def ask_hint(self) -> None:
        """Game › Hint (H): the suggestion for the decision now due, in any mode."""
        self.hint_dock.show()
        if not self.controller.request_hint():
            self.statusBar().showMessage(self.tr("A hint is for your turn."))

    def _set_auto_single(self, on: bool) -> None:
        self.controller.auto_single = on
        if self.settings is not None:
            self.settings.auto_single = on
        self.controller.start()

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About wint"),
            self.tr("wint %1\nVint (винт), the classic Russian card game.").replace(
                "%1", __version__
            ),
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        for pad in list(self.pads):  # each asks to save its changes, and may refuse
            if not pad.close():
                event.ignore()
                return
        if not self.may_leave(self.tr("Quit Without Saving")):
            event.ignore()
            return
        self.controller.pause(True)
        self.controller.wait_idle(2000)
        if self.settings is not None:
            self.settings.set_geometry(self.saveGeometry(), self.saveState())
            self.settings.sync()
        super().closeEvent(event)


def _scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area that keeps it as wide as the dock."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setMinimumHeight(200)
    return area
