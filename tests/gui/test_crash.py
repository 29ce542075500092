"""Crash safety (issue 8.2): an exception in a slot or a worker thread is logged with its
traceback to the rotating log in the platformdirs log folder, shown once in a dialog that
can copy the details, and leaves the session file on disk as it was."""

from __future__ import annotations

import errno
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_session
from wint.core.seats import SEATS
from wint.games.vint.rules import RuleSet
from wint.gui.app import window_games
from wint.gui.platform import crash
from wint.gui.shell.saves import SaveLog, SavePoint
from wint.session.io import load_session, save_session
from wint.session.model import PlayerConfig, Session, fixed_seats
from wint.session.writing import WriteError

pytestmark = pytest.mark.qt_no_exception_capture  # the hook under test must see them


class BoomError(RuntimeError):
    """The unexpected exception of these tests."""


@pytest.fixture
def shown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Log under a temporary XDG folder, record the dialogs instead of showing them."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    calls: list[str] = []
    monkeypatch.setattr(
        crash, "show_crash_dialog", lambda details, path, saves: calls.append(details)
    )
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
        lambda details, path, saves: threads.append(threading.current_thread()),
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

    def broken(details: str, path: Path | None, saves: object) -> None:
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
    assert box.informativeText() == f"The details are in {tmp_path / 'wint.log'}."
    QGuiApplication.clipboard().clear()
    copy.click()  # type: ignore[attr-defined]
    assert QGuiApplication.clipboard().text() == details


def test_a_crash_leaves_the_session_file_intact(
    qtbot: QtBot, tmp_path: Path, shown: list[str]
) -> None:
    seats = tuple(PlayerConfig("", human=False, level="basic") for _ in SEATS)
    session = Session.start(fixed_seats(RuleSet(), seats, 3))
    path = tmp_path / "s.wint"
    save_session(session, path)
    before = path.read_bytes()
    raise_later("mid-game")
    qtbot.waitUntil(lambda: len(shown) == 1)
    assert path.read_bytes() == before
    assert load_session(path).state == session.state


def crash_text(saves: SaveLog) -> str:
    box, _copy = crash.crash_dialog("Traceback …", Path("wint.log"), saves)
    text = box.informativeText()
    box.deleteLater()
    return text


def test_the_dialog_says_saved_only_after_a_save_that_succeeded(qapp: object) -> None:
    """Issue 14: "Your game has been saved" was said whatever the last save did."""
    saves = SaveLog()
    assert crash_text(saves) == "The details are in wint.log."  # nothing played, nothing saved
    saves.succeeded(SavePoint(Path("/s/a.wint"), "deal 2, East: 7♥"))
    assert crash_text(saves) == (
        "Your game has been saved in /s/a.wint: restart wint to continue it. "
        "The details are in wint.log."
    )
    error = WriteError(errno.ENOSPC, "No space left on device", "/s/a.wint")
    saves.failed_with(SavePoint(Path("/s/a.wint"), "deal 2, South: 8♥"), error)
    assert crash_text(saves) == (
        "The game could not be saved: deal 2, South: 8♥ was not written to /s/a.wint (the "
        "disk is full). Last good save: /s/a.wint (deal 2, East: 7♥). The details are in "
        "wint.log."
    )


def test_a_save_that_raised_anything_is_not_a_saved_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shown: list[str]
) -> None:
    """A save that raises an error other than the system's (as a name with a lone surrogate
    once did) is a failed save: the crash dialog that follows does not say "saved"."""
    from wint.gui.controller import GameController, Pace
    from wint.gui.platform.settings import Settings
    from wint.gui.shell import session_files
    from wint.gui.shell.main_window import MainWindow

    handler = crash.CrashHandler(tmp_path / "wint.log")
    controller = GameController(make_session(human=None), Pace("instant"), games=window_games())
    window = MainWindow(controller, Settings(tmp_path / "wint.ini"), tmp_path / "s.wint")
    window.files.saves = handler.saves
    qtbot.addWidget(window)
    assert window.files.save(controller.session)
    assert "has been saved" in crash_text(handler.saves)

    def bad_name(session: Session, path: Path) -> None:
        "\udcff".encode()

    monkeypatch.setattr(session_files, "save_session", bad_name)
    with pytest.raises(UnicodeEncodeError):
        window.files.save(controller.session)
    text = crash_text(handler.saves)
    assert "has been saved" not in text
    assert text.startswith("The game could not be saved: deal 1, as dealt was not written to ")
    assert "(an error in wint stopped it). Last good save: " in text
    assert controller.held
    monkeypatch.setattr(session_files, "save_session", save_session)  # the cause removed
    assert window.files.save(controller.session) and not controller.held
    assert "has been saved" in crash_text(handler.saves)


@pytest.mark.parametrize("log", ["under a file", "on a full disk"])
def test_a_log_that_cannot_be_written_is_not_named(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, log: str
) -> None:
    """The dialog says "The details are in …" only when they are there."""
    if log == "under a file":
        (tmp_path / "state").write_text("a file, not a folder")
        path = tmp_path / "state" / "wint.log"
    else:
        path = tmp_path / "wint.log"
        path.symlink_to("/dev/full")
    named: list[Path | None] = []
    monkeypatch.setattr(crash, "show_crash_dialog", lambda details, at, saves: named.append(at))
    handler = crash.CrashHandler(path).install()
    try:
        raise_later("with no log")
        qtbot.waitUntil(lambda: len(named) == 1)
    finally:
        handler.uninstall()
    assert named == [None]
