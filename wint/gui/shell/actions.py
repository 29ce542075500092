"""The main window's actions and menus: each QAction with its standard shortcut, the menu
bar built from them, their texts in the user's language, and which of them the game allows
now.  The window connects each action to what it does.

The words keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox, QWidget

from wint import __version__
from wint.gui.controller import GameController
from wint.gui.platform.i18n import LANGUAGES
from wint.gui.table.preferans import RULES as PREFERANS_RULES
from wint.session.sheet import has_sheet

__all__ = ["Menus", "show_about"]

_Key = QKeySequence | QKeySequence.StandardKey


class Menus:
    """The actions and menus of ``window``: the speeds ``speeds`` (``speed`` checked), the
    languages, the card indices, and a View item to show or hide each of ``docks``."""

    def __init__(
        self,
        window: QMainWindow,
        speeds: Iterable[str],
        speed: str,
        docks: Sequence[QDockWidget],
    ) -> None:
        self._window = window
        key = QKeySequence.StandardKey
        self.new_action = self._action(key.New)
        self.open_action = self._action(key.Open)
        self.save_action = self._action(key.Save)
        self.save_as_action = self._action(key.SaveAs)
        self.print_action = self._action(key.Print)
        self.preview_action = self._action(QKeySequence("Ctrl+Shift+P"))
        self.export_pdf_action = self._action(QKeySequence("Ctrl+E"))
        self.export_text_action = self._action(QKeySequence("Ctrl+Shift+E"))
        self.charts_action = self._action(QKeySequence("Ctrl+G"))
        self.history_action = self._action(QKeySequence("Ctrl+H"))
        self.score_pad_action = self._action(QKeySequence("Ctrl+K"))
        self.preferans_pad_action = self._action(QKeySequence("Ctrl+Shift+K"))
        self.quit_action = self._action(key.Quit)
        self.undo_action = self._action(key.Undo)
        self.redo_action = self._action(QKeySequence("Ctrl+Shift+Z"))
        self.next_deal_action = self._action(QKeySequence("Ctrl+D"))
        self.four_colour_action = self._action(checkable=True)
        self.speed_group = QActionGroup(window)
        self.speed_actions = self._choices(self.speed_group, speeds, speed)
        self.about_action = self._action()
        self.confirm_action = self._action(checkable=True)
        self.auto_single_action = self._action(checkable=True)
        self.hint_action = self._action(QKeySequence("H"))
        self.hints_action = self._action(QKeySequence("Ctrl+Shift+H"), checkable=True)
        self.review_action = self._action(QKeySequence("Ctrl+R"))
        self.first_game_action = self._action()
        self.first_pulya_action = self._action()  # Help › a first Preferans deal
        self.claim_action = self._action(QKeySequence("Ctrl+Shift+C"))
        self.warnings_action = self._action(checkable=True)
        self.last_trick_action = self._action(QKeySequence("Ctrl+L"))
        self.rules_action = self._action()  # Help › Rules: the rulebook from the top
        self.preferans_rules_action = self._action()  # Help › Rules of Preferans: its chapter
        self.explain_action = self._action(key.HelpContents)
        window.addAction(self.explain_action)  # F1: at the rule the last message cited
        self.language_group = QActionGroup(window)
        self.language_actions = self._choices(self.language_group, ("", *LANGUAGES), None)
        self.indices_group = QActionGroup(window)
        self.indices_actions = self._choices(
            self.indices_group, ("language", *LANGUAGES), "language"
        )
        self._make_menus(docks)

    def _action(self, shortcut: _Key | None = None, checkable: bool = False) -> QAction:
        action = QAction(self._window)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.setCheckable(checkable)
        return action

    def _choices(
        self, group: QActionGroup, choices: Iterable[str], chosen: str | None
    ) -> dict[str, QAction]:
        """One checkable action in ``group`` for each of ``choices`` (``chosen`` checked)."""
        actions: dict[str, QAction] = {}
        for choice in choices:
            action = self._action(checkable=True)
            action.setChecked(choice == chosen)
            group.addAction(action)
            actions[choice] = action
        return actions

    def _make_menus(self, docks: Sequence[QDockWidget]) -> None:
        bar = self._window.menuBar()
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
        self.game_menu.addAction(self.preferans_pad_action)
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
        for dock in docks:
            self.view_menu.addAction(dock.toggleViewAction())
        self.view_menu.addAction(self.charts_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.preferans_rules_action)
        self.help_menu.addAction(self.first_game_action)
        self.help_menu.addAction(self.first_pulya_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def fill_recent(self, paths: Sequence[Path], open_file: Callable[[Path], None]) -> None:
        """Game › Open recent: ``paths``, each opened by ``open_file``."""
        self.recent_menu.clear()
        for path in paths:
            action = self.recent_menu.addAction(path.name)
            action.triggered.connect(lambda _=False, p=path: open_file(p))
        self.recent_menu.setEnabled(bool(paths))

    def update(self, controller: GameController) -> None:
        """Enable the actions the game allows now (and those the window plays of this
        game: its sheet on paper and in charts)."""
        session = controller.session
        state = session.state
        self.undo_action.setEnabled(controller.can_undo)
        for action, on in (
            (self.hints_action, controller.hints),
            (self.warnings_action, controller.warnings),
        ):
            if action.isChecked() != on:  # another human's own setting (hot-seat)
                action.blockSignals(True)
                action.setChecked(on)
                action.blockSignals(False)
        self.redo_action.setEnabled(controller.can_redo)
        self.next_deal_action.setEnabled(state.is_over)
        playing = controller.waiting_for_human and not session.setup.game.in_opening(state)
        self.claim_action.setEnabled(playing and controller.can_claim)
        self.review_action.setEnabled(bool(session.played()))
        sheet = has_sheet(session.setup)
        printed = sheet or session.setup.game.ledger_sheet is not None  # or the pulya
        for action in (
            self.print_action,
            self.preview_action,
            self.export_pdf_action,
            self.export_text_action,
        ):
            action.setEnabled(printed)
        self.charts_action.setEnabled(printed)

    def retranslate(self, last_tricks: str, rules: str) -> None:
        """Set every text in the user's language (``last_tricks``, ``rules``: the game's
        words for looking at the quitted tricks and for its rules, untranslated)."""
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.edit_menu.setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.speed_menu.setTitle(QCoreApplication.translate("MainWindow", "&Speed"))
        self.new_action.setText(QCoreApplication.translate("MainWindow", "&New game…"))
        self.open_action.setText(QCoreApplication.translate("MainWindow", "&Open…"))
        self.recent_menu.setTitle(QCoreApplication.translate("MainWindow", "Open &recent"))
        self.save_action.setText(QCoreApplication.translate("MainWindow", "&Save"))
        self.save_as_action.setText(QCoreApplication.translate("MainWindow", "Save &as…"))
        self.print_action.setText(
            QCoreApplication.translate("MainWindow", "&Print the score sheet…")
        )
        self.preview_action.setText(QCoreApplication.translate("MainWindow", "Print pre&view…"))
        self.export_pdf_action.setText(
            QCoreApplication.translate("MainWindow", "Export the sheet as P&DF…")
        )
        self.export_text_action.setText(
            QCoreApplication.translate("MainWindow", "Export the sheet as &text…")
        )
        self.charts_action.setText(QCoreApplication.translate("MainWindow", "Score &charts…"))
        self.history_action.setText(
            QCoreApplication.translate("MainWindow", "&History and statistics…")
        )
        self.score_pad_action.setText(
            QCoreApplication.translate("MainWindow", "Score pad for a r&eal table…")
        )
        self.preferans_pad_action.setText(
            QCoreApplication.translate("MainWindow", "Preferans p&ulya for a real table…")
        )
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.undo_action.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.redo_action.setText(QCoreApplication.translate("MainWindow", "&Redo"))
        self.next_deal_action.setText(QCoreApplication.translate("MainWindow", "Ne&xt deal"))
        self.four_colour_action.setText(
            QCoreApplication.translate("MainWindow", "&Four-colour deck")
        )
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About wint"))
        self.confirm_action.setText(
            QCoreApplication.translate("MainWindow", "Con&firm before playing a card")
        )
        self.auto_single_action.setText(
            QCoreApplication.translate("MainWindow", "Play a sin&gle legal card by itself")
        )
        self.hints_action.setText(
            QCoreApplication.translate("MainWindow", "Show hints &before each decision")
        )
        self.hint_action.setText(QCoreApplication.translate("MainWindow", "H&int"))
        self.claim_action.setText(
            QCoreApplication.translate("MainWindow", "&Claim the remaining tricks…")
        )
        self.first_game_action.setText(
            QCoreApplication.translate("MainWindow", "&First game for a newcomer")
        )
        self.first_pulya_action.setText(
            QCoreApplication.translate("MainWindow", "First Preferans &deal for a newcomer")
        )
        self.review_action.setText(
            QCoreApplication.translate("MainWindow", "Review the &last deal…")
        )
        self.warnings_action.setText(
            QCoreApplication.translate("MainWindow", "Gentle &warnings after a doubtful decision")
        )
        self.last_trick_action.setText(QCoreApplication.translate("MainWindow", last_tricks))
        key = self.explain_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        words = QCoreApplication.translate("MainWindow", rules)
        self.rules_action.setText(words + "\t" + key)  # F1 opens them too
        self.preferans_rules_action.setText(
            QCoreApplication.translate("MainWindow", PREFERANS_RULES[1])
        )
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.language_actions[""].setText(
            QCoreApplication.translate("MainWindow", "System default")
        )
        self.language_actions["en"].setText("English")
        self.language_actions["ru"].setText("Русский")
        self.indices_menu.setTitle(QCoreApplication.translate("MainWindow", "Card &indices"))
        self.indices_actions["language"].setText(
            QCoreApplication.translate("MainWindow", "As the language")
        )
        self.indices_actions["en"].setText(QCoreApplication.translate("MainWindow", "A K Q J"))
        self.indices_actions["ru"].setText(QCoreApplication.translate("MainWindow", "Т К Д В"))
        names = {
            "instant": QCoreApplication.translate("MainWindow", "Instant"),
            "fast": QCoreApplication.translate("MainWindow", "Fast"),
            "normal": QCoreApplication.translate("MainWindow", "Normal"),
            "slow": QCoreApplication.translate("MainWindow", "Slow"),
        }
        for speed, action in self.speed_actions.items():
            action.setText(names[speed])


def show_about(parent: QWidget) -> None:
    """Help › About wint."""
    QMessageBox.about(
        parent,
        QCoreApplication.translate("MainWindow", "About wint"),
        QCoreApplication.translate(
            "MainWindow", "wint %1\nVint (винт), the classic Russian card game."
        ).replace("%1", __version__),
    )
