"""A damaged current session at start-up (issue 13 §5.9): the reason in plain words, the
technical detail behind a button, its backup offered, the damaged file kept as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_session
from wint.ai.advice import Situation
from wint.ai.vint.base import BasicPlayer
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings, sessions_dir
from wint.gui.shell.main_window import MainWindow
from wint.gui.shell.resume import Broken, ask_resume, broken_notice, plain_reason, resumable
from wint.session.io import (
    BadValueError,
    CorruptSessionError,
    SessionError,
    UnsupportedVersionError,
    load_session,
    save_session,
)
from wint.session.model import Session
from wint.session.writing import backup_path

ADVISOR = BasicPlayer()


def play(session: Session, moves: int) -> Session:
    """``moves`` more calls or cards, each the basic player's."""
    for _ in range(moves):
        state = session.state
        seat = state.to_act
        assert seat is not None
        session = session.apply(ADVISOR.decide(state.view(seat), Situation()).action)
    return session


def saved_twice(settings: Settings) -> tuple[Path, Session]:
    """The current session saved after two moves, so that the backup holds the first; the
    session of the backup."""
    path = sessions_dir() / "2026-12-01_200000.wint"
    first = play(make_session(seed=6), 3)
    save_session(first, path)
    save_session(play(first, 1), path)
    settings.current_session = path
    settings.sync()
    return path, first


def damage(path: Path) -> bytes:
    """Add a move that is no move to the file (it still parses); its new bytes."""
    doc = json.loads(path.read_text("utf-8"))
    doc["deals"][0]["actions"].append("ZZ")
    data = json.dumps(doc).encode()
    path.write_bytes(data)
    return data


def answer_with(role: QMessageBox.ButtonRole) -> None:
    """Click the button of ``role`` in the message box about to be shown."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        button = next(b for b in box.buttons() if box.buttonRole(b) is role)
        button.click()

    QTimer.singleShot(0, click)


def test_a_damaged_session_offers_its_backup_and_keeps_the_file(qtbot: QtBot) -> None:
    settings = Settings()
    path, first = saved_twice(settings)
    damaged = damage(path)
    found = resumable(settings)
    assert isinstance(found, Broken) and isinstance(found.error, CorruptSessionError)
    assert found.backup is not None and found.backup.state == first.state
    box = broken_notice(found)
    assert "2026-12-01_200000" in box.text() and plain_reason(found.error) in box.text()
    assert "deals[0].actions" not in box.text() + box.informativeText()  # no jargon up front
    assert str(found.error) in box.detailedText() and str(path) in box.detailedText()
    roles = [box.buttonRole(b) for b in box.buttons() if b.text()]
    assert QMessageBox.ButtonRole.AcceptRole in roles
    assert QMessageBox.ButtonRole.RejectRole in roles
    answer_with(QMessageBox.ButtonRole.AcceptRole)
    resumed = ask_resume(settings)
    assert resumed is not None
    session, restored = resumed
    assert session.state == first.state
    assert restored == path.with_name("2026-12-01_200000-restored.wint")
    # play goes on in the new file; the damaged one is never written again
    controller = GameController(session, Pace("instant"), games=window_games())
    window = MainWindow(controller, settings, restored)
    qtbot.addWidget(window)
    window.show()
    controller.start()
    qtbot.waitUntil(restored.exists, timeout=5000)
    controller.pause(True)
    assert path.read_bytes() == damaged
    assert load_session(restored).state.history()[: len(first.state.history())] == (
        first.state.history()
    )
    assert Settings().current_session == restored


@pytest.mark.parametrize("backup", [False, True], ids=["no-backup", "refused"])
def test_without_the_backup_a_new_session_begins_and_the_file_stays(
    qtbot: QtBot, backup: bool
) -> None:
    settings = Settings()
    path, _ = saved_twice(settings)
    if not backup:
        backup_path(path).unlink()
    damaged = damage(path)
    found = resumable(settings)
    assert isinstance(found, Broken) and (found.backup is not None) is backup
    box = broken_notice(found)
    roles = [box.buttonRole(b) for b in box.buttons()]
    assert roles.count(QMessageBox.ButtonRole.RejectRole) == backup  # «Start a new session»
    answer_with(QMessageBox.ButtonRole.RejectRole if backup else QMessageBox.ButtonRole.AcceptRole)
    assert ask_resume(settings) is None
    assert path.read_bytes() == damaged and backup_path(path).exists() is backup
    assert Settings().current_session is None  # said once, not at every start


def test_the_reasons_are_in_plain_words(qtbot: QtBot) -> None:
    errors: list[SessionError] = [
        UnsupportedVersionError("schema_version", "written by a newer wint (schema 9)"),
        CorruptSessionError(0, 12, "MUST_FOLLOW_SUIT"),
        BadValueError("players[2].level", "unknown level 'grandmaster'"),
        SessionError("x.wint", "line 1 column 3: Expecting value"),
    ]
    reasons = [plain_reason(error) for error in errors]
    assert len(set(reasons)) == 4
    for error, reason in zip(errors, reasons, strict=True):
        assert error.message not in reason and error.where not in reason


def test_the_notice_speaks_russian(qtbot: QtBot, translations: Translations) -> None:
    translations.install("ru")
    error = CorruptSessionError(0, 12, "MUST_FOLLOW_SUIT")
    box = broken_notice(Broken(Path("2026-12-01_200000.wint"), error, make_session()))
    english = "cannot be read"
    texts = [box.text(), box.informativeText(), *(b.text() for b in box.buttons())]
    assert all(text and english not in text for text in texts)
    assert all(any("а" <= ch.lower() <= "я" for ch in text) for text in texts), texts
