"""The main window: the table in the middle, the auction, the score sheet and the hints in
docks around it, the menus (:mod:`~wint.gui.shell.actions`) and the session's file
(:mod:`~wint.gui.shell.session_files`); it reports the game's events on the status bar and
on the table (:mod:`~wint.gui.shell.messages`) and keeps the user's preferences.  What it
shows follows the game played (:class:`~wint.gui.controller.WindowGame`): the auction's
dock for a game with Vint's auction, the sheet drawn or the score in words, the teaching
the game has."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFrame,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wint.core.cards import Card
from wint.core.seats import SEATS, Seat
from wint.core.sheet import Sheet
from wint.gui.auction.bidding_box import BiddingBox
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.history import show_history
from wint.gui.dialogs.new_game import NewGameDialog
from wint.gui.pad.window import ScorePadWindow
from wint.gui.platform.i18n import LANGUAGES, Retranslating, Translations, system_language
from wint.gui.platform.settings import Settings, sessions_dir
from wint.gui.sheet.charts import ChartWindow, show_charts
from wint.gui.sheet.live import ScoreSheetArea
from wint.gui.sheet.output import SheetOutput
from wint.gui.shell.actions import Menus, show_about
from wint.gui.shell.messages import Messages
from wint.gui.shell.saves import SaveLog
from wint.gui.shell.session_files import SessionFiles, new_session_path
from wint.gui.table.card_art import ENGLISH_RANKS, RUSSIAN_RANKS, CardArt
from wint.gui.table.preferans import RULES as PREFERANS_RULES
from wint.gui.table.scene import TableScene, TableView
from wint.gui.table.seating_line import SeatingLine
from wint.gui.teaching.first_game import LessonPanel, first_game_setup
from wint.gui.teaching.hint_panel import HintPanel
from wint.gui.teaching.rules_browser import RulesBrowser
from wint.gui.texts import card_text, game_text, player_name, reason_text, seat_text
from wint.session.model import GameSession
from wint.session.sheet import has_sheet, session_sheet, whole_sheet

if TYPE_CHECKING:
    from wint.gui.pad.pref_window import PrefPadWindow
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
        self.art = CardArt()
        self.scene = TableScene(controller, self.art)
        self.scene.setParent(self)
        self.view = TableView(self.scene, self)
        self.seating_line = SeatingLine(controller, self)
        table = QWidget(self)
        column = QVBoxLayout(table)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.seating_line)
        column.addWidget(self.view, 1)
        self.setCentralWidget(table)
        self.bidding = BiddingBox(controller, self)
        self.bidding_dock = QDockWidget(self)
        self.bidding_dock.setObjectName("auction")
        # Vint's bidding box, or a game's own box of words (Preferans's), made when needed
        self.call_boxes: dict[str, QWidget] = {}
        self.bidding_dock.setWidget(self.bidding)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.bidding_dock)
        self.sheet = ScoreSheetArea(controller, self)
        self.pulya: QWidget | None = None  # a game drawing one sheet: its pulya, when played
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
        self.lesson: LessonPanel | None = None
        self.pads: list[ScorePadWindow | PrefPadWindow] = []
        self.messages = Messages(self)
        self.files = SessionFiles(self, controller, settings, session_path, saves or SaveLog())
        self.output = SheetOutput(self, self.current_sheet, self.files.export_stem)
        self.output.saved.connect(
            lambda path: self.statusBar().showMessage(self.tr("Saved %1").replace("%1", path))
        )
        docks = (self.bidding_dock, self.sheet_dock, self.hint_dock)
        self.menus = Menus(self, Pace.SPEEDS, controller.pace.speed, docks)
        self._connect_menus()
        self.unsaved_button = QPushButton(self)
        self.unsaved_button.setFlat(True)
        self.unsaved_button.clicked.connect(self.files.save_as)
        self.statusBar().addPermanentWidget(self.unsaved_button)
        self.unsaved_button.hide()
        self.files.unsaved_changed.connect(self.unsaved_button.setVisible)
        self.files.recent_changed.connect(self._fill_recent)
        self.files.started.connect(self._on_started)
        controller.changed.connect(self._update_actions)
        controller.deal_finished.connect(self._on_deal_finished)
        controller.changed.connect(self._show_deal_over)
        controller.changed.connect(self._offer_choice)
        self._choosing = False  # a dialog asks for the human's decision (W-IRR-3)
        self.scene.confirm_revoke = self._confirm_revoke
        self.scene.confirm_out_of_turn = self._confirm_out_of_turn
        self.question_button = QPushButton(self)  # «не по ошибке ли?» (V-REV-3)
        self.question_button.clicked.connect(self.controller.ask_question)
        self.statusBar().addPermanentWidget(self.question_button)
        self.question_button.hide()
        controller.changed.connect(self._update_question)
        controller.applied.connect(self._announce)
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
        self._game_shown = ""
        self._show_game()  # and every text in the user's language
        self.resize(1280, 800)
        # ``language``: this run's (``''``: the system's); ``None``: the settings' choice
        if language is None:
            language = settings.language if settings is not None else ""
        self.set_language(language)
        if settings is not None:
            self._restore_settings(settings)

    def _connect_menus(self) -> None:
        """What each action does."""
        menus, controller, output = self.menus, self.controller, self.output
        menus.new_action.triggered.connect(self.new_game)
        menus.open_action.triggered.connect(lambda: self.files.open_file())  # noqa: PLW0108 - not `checked`
        menus.save_action.triggered.connect(lambda: self.files.save(controller.session))
        menus.save_as_action.triggered.connect(self.files.save_as)
        menus.print_action.triggered.connect(output.print_sheet)
        menus.preview_action.triggered.connect(output.print_preview)
        menus.export_pdf_action.triggered.connect(output.export_pdf)
        menus.export_text_action.triggered.connect(output.export_text)
        menus.charts_action.triggered.connect(self.show_charts)
        menus.history_action.triggered.connect(lambda: show_history(self, sessions_dir()))
        menus.score_pad_action.triggered.connect(self.show_score_pad)
        menus.preferans_pad_action.triggered.connect(self.show_preferans_pad)
        menus.quit_action.triggered.connect(self.close)
        menus.undo_action.triggered.connect(controller.undo)
        menus.redo_action.triggered.connect(controller.redo)
        menus.next_deal_action.triggered.connect(controller.next_deal)
        menus.four_colour_action.toggled.connect(self._set_four_colour)
        for speed, action in menus.speed_actions.items():
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
        menus.about_action.triggered.connect(lambda: show_about(self))
        menus.confirm_action.toggled.connect(self._set_confirm)
        menus.auto_single_action.toggled.connect(self._set_auto_single)
        menus.hint_action.triggered.connect(self.ask_hint)
        menus.hints_action.toggled.connect(self.set_hints)
        menus.review_action.triggered.connect(self.review_deal)
        menus.first_game_action.triggered.connect(lambda: self.start_first_game())  # noqa: PLW0108 - not the checked flag
        menus.first_pulya_action.triggered.connect(lambda: self.start_first_game(preferans=True))
        menus.claim_action.triggered.connect(self.claim)
        menus.warnings_action.toggled.connect(self.set_warnings)
        menus.last_trick_action.triggered.connect(self.scene.show_last_tricks)
        menus.rules_action.triggered.connect(lambda: self.show_rules())  # noqa: PLW0108 - not `checked`
        menus.explain_action.triggered.connect(lambda: self.show_rules(self._context_rule))
        menus.preferans_rules_action.triggered.connect(lambda: self.show_rules(*PREFERANS_RULES))
        for language, action in menus.language_actions.items():
            action.triggered.connect(lambda _=False, lang=language: self.choose_language(lang))
        for choice, action in menus.indices_actions.items():
            action.triggered.connect(lambda _=False, c=choice: self.choose_card_indices(c))

    # -- sessions ----------------------------------------------------------------------------

    def new_game(self) -> None:
        """Ask for the players and rules of a new session and start it."""
        if self.settings is None or not self.files.may_replace():
            return
        self.controller.pause(True)
        dialog = NewGameDialog(self.settings, self, self.controller.game_ids)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            self.controller.pause(False)
            return
        dialog.remember()
        self.menus.hints_action.setChecked(self.settings.hints)
        self.files.start(GameSession.start(dialog.setup()), new_session_path())

    def _on_started(self) -> None:
        self._show_game()
        notice = self.messages.fallback_message(self.controller.session)
        if notice:
            self.statusBar().showMessage(notice)

    def _show_game(self) -> None:
        """Fit the window to the game now played: its auction's dock (Vint's bidding box or
        the game's own box of words), its score sheet (the rubbers' or the pulya), the hints'
        dock, and the chart window, which follows Vint's sheet only."""
        game_id = self.controller.session.setup.game.id
        if game_id == self._game_shown:
            return
        self._game_shown = game_id
        game = self.controller.game
        calls = self._call_box(game_id)
        auction = game.bidding or calls is not None
        _put(self.bidding_dock, calls or self.bidding)
        self.bidding_dock.toggleViewAction().setEnabled(auction)
        self.bidding_dock.setVisible(auction)
        drawn = self.controller.session.setup.game.ledger_sheet is not None
        _put(self.sheet_dock, self._pulya_area() if drawn else self.sheet)
        # the side panels as wide as the auction needs (or the sheet, without one), whatever
        # they show, so the table keeps its width through the deal (the user may still drag
        # them wider)
        dock, widget = (
            (self.bidding_dock, calls or self.bidding)
            if auction
            else (self.sheet_dock, self.sheet_dock.widget())
        )
        self.resizeDocks([dock], [widget.minimumWidth()], Qt.Orientation.Horizontal)
        if not has_sheet(self.controller.session.setup):
            for chart in self.findChildren(ChartWindow):
                chart.follow(None)
                chart.close()
        self.retranslate()

    def _call_box(self, game_id: str) -> QWidget | None:
        """The game's own box of words for the auction's dock (made on first use), ``None``
        for a game without one."""
        make = self.controller.game.call_box
        if make is None:
            return None
        box = self.call_boxes.get(game_id)
        if box is None:
            box = self.call_boxes[game_id] = make(self.controller, self)
        return box

    def _pulya_area(self) -> QWidget:
        """The live pulya for the sheet's dock (made on first use)."""
        if self.pulya is None:
            from wint.gui.sheet.pulya_view import PulyaArea  # only for Preferans

            self.pulya = PulyaArea(self.controller, self)
        return self.pulya

    def _fill_recent(self) -> None:
        paths = self.settings.recent() if self.settings is not None else []
        self.menus.fill_recent(paths, self.files.open_file)

    # -- the score sheet on paper -----------------------------------------------------------

    def current_sheet(self) -> Sheet | Any:
        """The sheet of the session being played: all its rubbers, dated today; or its
        pulya, its players named as the table names them (Preferans)."""
        session = self.controller.session
        setup = session.setup
        names = {seat: player_name(setup, seat, session.turn) for seat in setup.game.seats}
        pulya = whole_sheet(session, names)
        return pulya if pulya is not None else session_sheet(session, date.today())

    def show_score_pad(self) -> ScorePadWindow:
        """Game › Score pad: a window of its own for a table playing with real cards."""
        pad = ScorePadWindow(self.settings)
        self._show_pad(pad)
        return pad

    def show_preferans_pad(self) -> PrefPadWindow:
        """Game › Preferans score pad: the pulya of a real Preferans table, in its own window."""
        from wint.gui.pad.pref_window import PrefPadWindow  # Preferans: when first asked for

        pad = PrefPadWindow()
        pad.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._show_pad(pad)
        return pad

    def _show_pad(self, pad: ScorePadWindow | PrefPadWindow) -> None:
        pad.show()
        self.pads.append(pad)
        pad.destroyed.connect(lambda: self.pads.remove(pad))

    def _restore_settings(self, settings: Settings) -> None:
        geometry, state = settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
        menus = self.menus
        self.set_speed(settings.speed)
        menus.four_colour_action.setChecked(settings.four_colour)
        self.choose_card_indices(settings.card_indices)
        menus.confirm_action.setChecked(settings.confirm_play)
        menus.auto_single_action.setChecked(settings.auto_single)
        menus.hints_action.setChecked(settings.hints)
        menus.warnings_action.setChecked(settings.warnings)
        self._fill_recent()

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        game = game_text(self.controller.session.setup.game.id)
        self.setWindowTitle(self.tr("wint — %1").replace("%1", game))
        self.unsaved_button.setText(self.tr("Not saved: Save As…"))
        self.question_button.setText(self.tr("Ask partner: «Not by mistake?»"))
        pieces = self.controller.game
        self.menus.retranslate(pieces.last_tricks, pieces.rules[1])
        browser = self._rules_browser
        if browser is not None and browser.title != PREFERANS_RULES[1]:  # it keeps Preferans's
            browser.set_title(pieces.rules[1])
        self.scene.sync(animate=False)
        self.bidding_dock.setWindowTitle(self.tr("Auction"))
        self.sheet_dock.setWindowTitle(self.tr("Score sheet"))
        self.hint_dock.setWindowTitle(self.tr("Hint"))
        if self.lesson is not None:
            self.lesson_dock.setWindowTitle(self.tr("First game"))
        self._update_actions()

    # -- reacting to the game ----------------------------------------------------------------

    def _update_actions(self) -> None:
        controller = self.controller
        self.menus.update(controller)
        session = controller.session
        state = session.state
        if state.is_over:
            self.statusBar().showMessage(self.tr("The deal is over: Game › Next deal (Ctrl+D)."))
        elif controller.waiting_for_human:
            auction = controller.game.bidding and session.setup.game.in_opening(state)
            deal = controller.table()
            passing = deal.passing
            if passing and deal.pass_words:  # Preferans's discard (P-CON-1)
                self.statusBar().showMessage(
                    self.tr(
                        "Your turn: click two cards or drag them to the discard, then the button."
                    )
                )
            elif passing:  # Vint's old deals (§4.4, §4.6)
                self.statusBar().showMessage(
                    self.tr("Your turn: click %n card(s) to give, then the button.", "", passing)
                )
            elif auction and state.to_act is not controller.human:
                self.statusBar().showMessage(self.tr("Your call for your dummy."))
            elif auction:
                self.statusBar().showMessage(self.tr("Your call."))
            elif state.to_act is not controller.human and controller.table().playing:
                self.statusBar().showMessage(self.tr("Your turn: play the dummy's card."))
            else:
                self.statusBar().showMessage(self.tr("Your turn."))
        elif controller.handing_over is not None:
            self.statusBar().clearMessage()  # the last human's words were his own
            self.view.setFocus()  # a key on the hand-over screen seats the next player

    def _on_thinking(self, seat: Seat | None) -> None:
        if seat is not None:
            self.statusBar().showMessage(self.tr("%1 is thinking…").replace("%1", seat_text(seat)))

    def _show_deal_over(self) -> None:
        """When the last card is played, the result waits on the table for the next deal."""
        session = self.controller.session
        state = session.state
        if not state.is_over or self._summary_for == session.number:
            return
        self._summary_for = session.number
        summary, rule = self.controller.game.summary(session, session.setup.our_side)
        text = summary + "\n" + self.tr("Next deal: Ctrl+D")
        self._context_rule = rule
        msecs = 0 if not self.controller.auto_next_deal else 2000
        self.scene.show_message(text, msecs=msecs, rule=rule)

    def _offer_choice(self) -> None:
        """Ask, in the game's dialog, for the human's decision that the table has no place
        for (Whist's choice of a revoke's penalty, W-IRR-3), once the window is idle."""
        if self._choosing or self.controller.game.choose is None:
            return
        if self.controller.waiting_for_human:
            self._choosing = True
            QTimer.singleShot(0, self._ask_choice)

    def _ask_choice(self) -> None:
        choose = self.controller.game.choose
        try:
            action = None
            if choose is not None and self.controller.waiting_for_human:
                action = choose(self, self.controller.session)
        finally:
            self._choosing = False
        if action is not None and not self.controller.make_call(action):
            QTimer.singleShot(0, self._offer_choice)  # refused (a claim the tricks disprove)

    def _confirm_revoke(self, card: Card) -> bool:
        """Table rules: a card that fails to follow suit is a revoke; ask first (W-IRR-1,
        V-REV-1)."""
        confirm = self.controller.game.confirm_revoke
        return confirm is None or confirm(self, self.controller.table(), card)

    def _confirm_out_of_turn(self, card: Card) -> bool:
        """Table rules: a lead out of turn may leave the card exposed; ask first (V-IRR-2)."""
        confirm = self.controller.game.confirm_out_of_turn
        return confirm is not None and confirm(self, card)

    def _update_question(self) -> None:
        """The button of the question the human may ask now («не по ошибке ли?», V-REV-3)."""
        self.question_button.setVisible(self.controller.question() is not None)

    def _announce(self, seat: Seat, action: object) -> None:
        """A table-rules action in words, for everyone at the table (V-REV, V-IRR)."""
        announce = self.controller.game.announce
        text = announce(seat, action) if announce is not None else ""
        if text:
            self.statusBar().showMessage(text, 8000)
            self.scene.show_message(text, msecs=2500)

    def _on_deal_finished(self, deal: object) -> None:
        self.scene.show_message("", msecs=1)
        text = self.messages.rubber_end(self.controller.session, deal)
        if not text:
            return
        self.statusBar().showMessage(text.replace("\n", " "))
        self.scene.show_message(text, msecs=6000)

    def set_speed(self, speed: str) -> None:
        """Change the pace of the computers and the animations."""
        self.controller.pace.speed = speed
        self.scene.animate = speed != "instant"
        self.menus.speed_actions[speed].setChecked(True)
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
        self.menus.language_actions[language if language in LANGUAGES else ""].setChecked(True)
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
        self.menus.indices_actions[choice].setChecked(True)
        self._apply_card_indices()
        if self.settings is not None:
            self.settings.card_indices = choice

    def _apply_card_indices(self) -> None:
        choice = getattr(self, "_card_indices", "language")
        language = self.translations.language if choice == "language" else choice
        self.art.set_rank_labels(RUSSIAN_RANKS if language == "ru" else ENGLISH_RANKS)
        self.scene.sync(animate=False)

    def show_rules(self, rule: str = "", title: str = "") -> None:
        """Help › Rules, opened at ``rule`` (a rule id or a chapter) if given, else at the
        chapter of the game in play; titled ``title`` (untranslated words) or the game's."""
        chapter, words = self.controller.game.rules
        if self._rules_browser is None:
            self._rules_browser = RulesBrowser(self.translations.language, self)
        self._rules_browser.set_language(self.translations.language)
        self._rules_browser.set_title(title or words)
        self._rules_browser.show_rule(rule or chapter)

    def _on_rejected(self, reason: str, action: str) -> None:
        rule = self.controller.refusal_rule(reason)
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

    def start_first_game(self, preferans: bool = False) -> LessonPanel | None:
        """Help › First game (``preferans``: First Preferans deal): one guided deal, each
        stage explained, the hints on (``None`` when the user keeps an unsaved game)."""
        if not self.files.may_replace():
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
        self.menus.hints_action.setChecked(True)
        name = self.settings.name(Seat.S) if self.settings is not None else ""
        if preferans:  # Preferans loads when first asked for
            from wint.gui.teaching.pref_first_game import PrefLesson, pref_first_game_setup

            self.lesson.lesson, setup = PrefLesson(), pref_first_game_setup(name)
        else:
            self.lesson.lesson, setup = None, first_game_setup(name)
        self.files.start(GameSession.start(setup), new_session_path())
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
        turn = session.turn_of(len(states) - 1)  # the seats of its rubber (§4.2)
        names = [player_name(session.setup, seat, turn) for seat in SEATS]
        return show_review(self, states[-1], names)

    def show_charts(self) -> None:
        """View › Score charts: the rubbers' charts, or a pulya's balances deal by deal."""
        if self.controller.session.setup.game.ledger_sheet is None:
            show_charts(self, self.controller)
            return
        from wint.gui.sheet.pulya_chart import show_pulya_chart  # a pulya's only

        show_pulya_chart(self, self.controller)

    def claim(self) -> None:
        """Game › Claim: the human claims tricks; the solver accepts the claim or shows the
        line of play that defeats it (V-PLAY-7)."""
        session, human = self.controller.session, self.controller.human
        state, remaining = session.state, session.state.tricks_left
        words, offered = None, remaining  # the side's usual claim: all the rest
        if session.setup.game.id == "preferans" and human is not None:
            from wint.gui.shell.pref_messages import PrefMessages  # only for Preferans

            words = PrefMessages(self)
            question = words.claim_question(state, human)
            if state.contract is not None and state.contract.misere:
                offered = 0  # fewer is better for either side (P-PLAY-4): none of the rest
        else:
            question = self.tr(
                "How many of the %n remaining trick(s) will your side take?", "", remaining
            )
        tricks, ok = QInputDialog.getInt(
            self,
            self.tr("Claim"),
            question,
            offered,
            0,
            remaining,
        )
        if not ok:
            return
        from wint.ai.solver import SolverLimitError  # the solver: not at start-up

        try:
            verdict = self.controller.claim(tricks)
        except (SolverLimitError, ValueError):  # too large, or a revoke in the trick (W-IRR-2)
            QMessageBox.information(
                self, self.tr("Claim"), self.tr("The claim cannot be checked here: play on.")
            )
            return
        if verdict is None or verdict.accepted:
            return
        alone = len(self.controller.humans) < 2  # no other human's cards in the line
        head = "" if words is None else words.claim_refused(verdict, state)
        text = self.messages.claim_refusal(verdict, state, alone, head)
        QMessageBox.information(self, self.tr("Claim refused"), text)

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
        if self.controller.hand_hidden:  # V-BID-12: a hint would read the cards for him
            self.statusBar().showMessage(self.tr("Look at your cards first: a hint reads them."))
        elif not self.controller.request_hint():
            self.statusBar().showMessage(self.tr("A hint is for your turn."))

    def _set_auto_single(self, on: bool) -> None:
        self.controller.auto_single = on
        if self.settings is not None:
            self.settings.auto_single = on
        self.controller.start()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        for pad in list(self.pads):  # each asks to save its changes, and may refuse
            if not pad.close():
                event.ignore()
                return
        if not self.files.may_leave(self.tr("Quit Without Saving")):
            event.ignore()
            return
        self.controller.pause(True)
        self.controller.wait_idle(2000)
        if self.settings is not None:
            self.settings.set_geometry(self.saveGeometry(), self.saveState())
            self.settings.sync()
        super().closeEvent(event)


def _put(dock: QDockWidget, widget: QWidget) -> None:
    """Show ``widget`` in ``dock`` (the one shown before is kept, hidden, for its game)."""
    old = dock.widget()
    if old is widget:
        return
    if old is not None:
        old.hide()
    dock.setWidget(widget)
    widget.show()


def _scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area that keeps it as wide as the dock."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setMinimumHeight(200)
    return area
