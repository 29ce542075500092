"""Crash safety (issue 8.2): an exception in a slot or a worker thread is logged with its
traceback to the rotating log in the platformdirs log folder, shown once in a dialog that
can copy the details, and leaves the session file on disk as it was."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from wint.core.rules import RuleSet
from wint.core.seats import SEATS
from wint.gui import crash
from wint.session.io import load_session, save_session
from wint.session.model import SeatConfig, Session, SessionSetup

pytestmark = pytest.mark.qt_no_exception_capture  # the hook under test must see them


class BoomError(RuntimeError):
    """The unexpected exception of these tests."""


@pytest.fixture
def shown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Log under a temporary XDG folder, record the dialogs instead of showing them."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    calls: list[str] = []
    monkeypatch.setattr(crash, "show_crash_dialog", lambda details, path: calls.append(details))
    handler = crash.install()
    try:
        yield calls
    finally:
        handler.uninstall()


def raise_later(message: str) -> None:
    def slot() -> None:
        raise BoomError(message)

    QTimer.singleShot(0, slot)


def test_the_log_is_in_the_platformdirs_log_folder(tmp_path: Path, shown: list[str]) -> None:
    assert crash.log_path() == tmp_path / "state" / "wint" / "log" / "wint.log"


def test_an_exception_in_a_slot_is_logged_and_shown_once(
    qtbot: QtBot, tmp_path: Path, shown: list[str]
) -> None:
    raise_later("first")
    qtbot.waitUntil(lambda: len(shown) == 1)
    log = crash.log_path().read_text(encoding="utf-8")
    assert "Traceback" in log and "BoomError: first" in log and "in slot" in log
    assert "BoomError: first" in shown[0]

    raise_later("second")
    qtbot.waitUntil(lambda: "BoomError: second" in crash.log_path().read_text(encoding="utf-8"))
    qtbot.wait(20)
    assert len(shown) == 1  # one dialog per run


def test_a_worker_thread_exception_is_logged_and_shown_in_the_gui_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, shown: list[str]
) -> None:
    threads: list[threading.Thread] = []
    monkeypatch.setattr(
        crash,
        "show_crash_dialog",
        lambda details, path: threads.append(threading.current_thread()),
    )

    def work() -> None:
        raise BoomError("in a worker")

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    assert "BoomError: in a worker" in crash.log_path().read_text(encoding="utf-8")
    qtbot.waitUntil(lambda: len(threads) == 1)
    assert threads == [threading.main_thread()]


def test_a_failing_dialog_is_logged_and_never_recurses(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, shown: list[str]
) -> None:
    attempts: list[str] = []

    def broken(details: str, path: Path | None) -> None:
        attempts.append(details)
        raise BoomError("the dialog itself")

    monkeypatch.setattr(crash, "show_crash_dialog", broken)
    raise_later("original")
    qtbot.waitUntil(lambda: len(attempts) == 1)
    raise_later("again")
    qtbot.waitUntil(lambda: "BoomError: again" in crash.log_path().read_text(encoding="utf-8"))
    log = crash.log_path().read_text(encoding="utf-8")
    assert "the crash dialog failed" in log and "BoomError: the dialog itself" in log
    assert len(attempts) == 1


def test_the_log_rotates(tmp_path: Path) -> None:
    handler = crash.CrashHandler(tmp_path / "wint.log", dialog=False)
    try:
        big = BoomError("x" * 100_000)
        for _ in range(60):  # ~6 MB of tracebacks
            handler.handle(BoomError, big, None)
    finally:
        handler.uninstall()
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["wint.log", "wint.log.1", "wint.log.2", "wint.log.3"]
    assert all(p.stat().st_size <= crash.MAX_LOG_BYTES for p in tmp_path.iterdir())


def test_copy_details_puts_the_traceback_on_the_clipboard(qtbot: QtBot, tmp_path: Path) -> None:
    details = "Traceback (most recent call last):\n  ...\nBoom: copied\n"
    box, copy = crash_box = crash.crash_dialog(details, tmp_path / "wint.log")
    qtbot.addWidget(crash_box[0])
    assert box.detailedText() == details
    assert "saved" in box.informativeText() and "wint.log" in box.informativeText()
    QGuiApplication.clipboard().clear()
    copy.click()  # type: ignore[attr-defined]
    assert QGuiApplication.clipboard().text() == details


def test_a_crash_leaves_the_session_file_intact(
    qtbot: QtBot, tmp_path: Path, shown: list[str]
) -> None:
    seats = tuple(SeatConfig("", human=False, level="basic") for _ in SEATS)
    session = Session.start(SessionSetup(RuleSet(), seats, 3))  # type: ignore[arg-type]
    path = tmp_path / "s.wint"
    save_session(session, path)
    before = path.read_bytes()
    raise_later("mid-game")
    qtbot.waitUntil(lambda: len(shown) == 1)
    assert path.read_bytes() == before
    assert load_session(path).state == session.state
