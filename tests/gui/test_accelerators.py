"""Keyboard accelerators (the ``&`` letters): no two in one menu, and no two in one window or
dialog (its menu bar's titles, buttons, check boxes, labels with a buddy, group boxes and
tabs share Alt+letter), in English and in Russian; Russian ones are Cyrillic letters."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_controller, make_session
from wint.core.cards import Card
from wint.games.vint.rules import RuleSet
from wint.gui.dialogs.history import HistoryWindow, SheetViewer
from wint.gui.dialogs.new_game import NewGameDialog, RulesDialog
from wint.gui.pad.setup_dialog import PadSetupDialog
from wint.gui.pad.window import ScorePadWindow
from wint.gui.platform.crash import crash_dialog
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.sheet.charts import ChartWindow
from wint.gui.shell.actions import show_about
from wint.gui.shell.main_window import MainWindow
from wint.gui.teaching.review_window import ReviewWindow
from wint.gui.teaching.rules_browser import RulesBrowser
from wint.session.io import save_session
from wint.session.pad import ScorePad

LETTERS = {"en": re.compile("[A-Za-z0-9]"), "ru": re.compile("[А-Яа-яЁё0-9]")}


def accelerator(text: str) -> str:
    """The letter after the single ``&`` of ``text`` (``&&`` is a literal ampersand), '' if
    none, lower-cased."""
    found = re.search(r"(?<!&)(?:&&)*&([^&])", text)
    return found.group(1).lower() if found else ""


def clashes(where: str, texts: list[str], language: str) -> list[str]:
    """Every letter taken twice among ``texts``, and every letter of the wrong alphabet."""
    owners: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        letter = accelerator(text)
        if letter:
            owners[letter].append(text)
    found = [f"{where}: «{k}» in {v}" for k, v in owners.items() if len(v) > 1]
    alphabet = LETTERS[language]
    found += [f"{where}: «{k}» is not a {language} letter" for k in owners if not alphabet.match(k)]
    return found


def menu_clashes(menu: QMenu, language: str) -> Iterator[str]:
    """Clashes within ``menu`` and within each of its submenus."""
    actions = [action for action in menu.actions() if not action.isSeparator()]
    yield from clashes(menu.title() or "menu", [a.text() for a in actions], language)
    for action in actions:
        if action.menu() is not None:
            yield from menu_clashes(action.menu(), language)


def window_texts(window: QWidget) -> list[str]:
    """The texts sharing Alt+letter in ``window``: its menu bar's titles and every widget of
    that window (not of the dialogs it owns) that takes a mnemonic."""
    texts = []
    if isinstance(window, QMainWindow):
        texts += [action.text() for action in window.menuBar().actions()]
    for widget in window.findChildren(QWidget):
        if widget.window() is not window:
            continue
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.buddy() is not None
        ):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(index) for index in range(widget.count())]
    return texts


def window_clashes(window: QWidget, language: str) -> list[str]:
    """Clashes in the window and in each menu of its menu bar."""
    found = clashes(type(window).__name__, window_texts(window), language)
    if isinstance(window, QMainWindow):
        for action in window.menuBar().actions():
            if action.menu() is not None:
                found += menu_clashes(action.menu(), language)
    return found


def modal_clashes(qtbot: QtBot, opens: Callable[[], object], language: str) -> list[str]:
    """Clashes in the modal dialog that ``opens`` shows (looked at, then closed)."""
    found: list[str] = []
    seen: list[QWidget] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        seen.append(dialog)
        found.extend(window_clashes(dialog, language))
        dialog.close()

    QTimer.singleShot(0, look)
    opens()
    qtbot.waitUntil(lambda: bool(seen))
    return found


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, translations: Translations) -> str:
    translations.install(request.param)
    return str(request.param)


def test_accelerator_letters() -> None:
    assert accelerator("Save &as…") == "a"
    assert accelerator("Fish && &Chips") == "c"
    assert accelerator("Fish && Chips") == ""
    assert accelerator("По&дсказка") == "д"
    assert clashes("m", ["&Save", "Play a &single card", "&Open"], "en") == [
        "m: «s» in ['&Save', 'Play a &single card']"
    ]
    assert clashes("m", ["&Сохранить", "P&DF"], "ru") == ["m: «d» is not a ru letter"]


def test_main_window_and_its_menus(qtbot: QtBot, language: str) -> None:
    window = MainWindow(make_controller(), Settings())
    qtbot.addWidget(window)
    window.set_language(language)
    window.start_first_game()  # the lesson panel's button joins the window
    assert window.lesson is not None
    assert len(window_texts(window)) >= 6
    assert window_clashes(window, language) == []


def test_score_pad_window_and_its_form(qtbot: QtBot, language: str) -> None:
    pad = ScorePadWindow(Settings())
    qtbot.addWidget(pad)
    pad.set_pad(ScorePad(RuleSet(), ("A", "B", "C", "D")), undoable=False)
    pad.saved_pad = pad.pad
    assert len(window_texts(pad)) >= 12  # the deal form's labels and buttons
    assert window_clashes(pad, language) == []


def test_dialogs(qtbot: QtBot, language: str, tmp_path: Path) -> None:
    session = make_session()
    path = tmp_path / "saved.wint"
    save_session(session, path)
    pad = ScorePad(RuleSet(), ("A", "B", "C", "D"))
    dialogs: list[QWidget] = [
        NewGameDialog(Settings()),
        RulesDialog(RuleSet()),
        PadSetupDialog(pad, ("A", "B", "C", "D"), new=True),
        HistoryWindow(tmp_path),
        SheetViewer(session, path, datetime(2026, 11, 30)),
        ChartWindow(),
        RulesBrowser(language),
        crash_dialog("details", tmp_path / "wint.log")[0],
    ]
    review = ReviewWindow(session.state)
    qtbot.waitUntil(lambda: not review.analysing, timeout=30_000)
    dialogs.append(review)
    found = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        found += window_clashes(dialog, language)
    assert found == []
    assert sum(len(window_texts(d)) for d in dialogs) >= 20


def test_modal_questions(qtbot: QtBot, language: str) -> None:
    """The claim dialog, the question before a card is played, About."""
    window = MainWindow(make_controller(), Settings())
    qtbot.addWidget(window)
    window.set_language(language)
    found = modal_clashes(qtbot, window.claim, language)
    found += modal_clashes(qtbot, lambda: window._confirm_card(Card.parse("SA")), language)
    found += modal_clashes(qtbot, lambda: show_about(window), language)
    assert found == []
