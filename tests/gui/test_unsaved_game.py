"""A game that cannot be saved stops and says so (issue 14, item 1), and every export of the
window reports a file it could not write (item 4).

The faults are real: ``/dev/full`` (a full disk: every write fails with ENOSPC), reached
through a link in the test's folder (so a writer that replaced its target would replace the
link, never the device), and a folder standing where the session file should be.  The
fault-injection layer (``tests/faults``) runs the same with a read-only folder and a
file-size limit."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.helpers import answer_boxes, e23_ledger, make_controller
from wint.core.seats import Seat
from wint.games.vint.sheet import build_sheet
from wint.gui.pad.window import ScorePadWindow
from wint.gui.platform.settings import Settings
from wint.gui.shell.main_window import MainWindow
from wint.session.io import load_session


@pytest.fixture
def full(tmp_path: Path) -> Path:
    """A session file on a full disk: a link to ``/dev/full``."""
    link = tmp_path / "full.wint"
    link.symlink_to("/dev/full")
    return link


OPENED: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _dropped() -> Iterator[None]:
    """The windows go without being closed again: closing is what some tests test, and
    closing an unsaved game asks (the dialogs each test expects are all it answers)."""
    yield
    while OPENED:
        window = OPENED.pop()
        window.controller.pause(True)
        window.controller.wait_idle()
        window.deleteLater()


def window_on(tmp_path: Path, path: Path, human: Seat | None = None) -> MainWindow:
    """The window of a game kept in ``path``; four computers unless ``human`` plays."""
    window = MainWindow(make_controller(human=human), Settings(tmp_path / "wint.ini"), path)
    window.set_speed("instant")
    OPENED.append(window)
    return window


def position(window: MainWindow) -> tuple[int, int]:
    session = window.controller.session
    return session.number, len(session.state.history())


def test_a_full_disk_stops_the_computers_and_says_what_was_not_saved(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, full: Path
) -> None:
    boxes = answer_boxes(monkeypatch, "Close", "Cancel", "Quit Without Saving")
    window = window_on(tmp_path, full)
    window.controller.start()
    qtbot.waitUntil(lambda: len(boxes) == 1, timeout=10_000)
    stopped = position(window)
    qtbot.wait(500)
    assert position(window) == stopped and window.controller.held
    assert not window.unsaved_button.isHidden()
    (box,) = boxes
    assert box["title"] == "Game not saved"
    assert box["text"] == "The game could not be saved: the disk is full."
    deal, actions = stopped
    where = window.messages.save_point(window.controller.session)
    assert where.startswith(f"deal {deal + 1}, ") and actions > 0
    assert box["informative"].splitlines() == [
        f"Not saved: {where} (file {full}).",
        "Nothing of this game has been saved.",
        "The computers wait until the game is saved. Save it in another place, or try "
        "again once the cause is removed.",
    ]
    assert "No space left on device (ENOSPC)" in box["detailed"]
    assert not window.close()  # warned, and Cancel keeps the game
    assert boxes[1]["text"] == "The game is not saved: all of it would be lost."
    assert window.close()  # Quit Without Saving
    assert len(boxes) == 3


def test_try_again_once_the_cause_is_removed_and_play_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.wint"
    path.mkdir()  # a folder where the file should be
    boxes = answer_boxes(monkeypatch, "Try Again", "Close")
    window = window_on(tmp_path, path)
    window.controller.start()
    qtbot.waitUntil(lambda: len(boxes) == 2, timeout=10_000)  # tried again: failed again
    assert boxes[0]["text"] == "The game could not be saved: a folder has that name."
    assert boxes[1] == boxes[0] and window.controller.held
    stopped = position(window)
    path.rmdir()
    window.menus.save_action.trigger()  # Game › Save: now it succeeds
    assert not window.controller.held and window.unsaved_button.isHidden()
    assert load_session(path).state == window.controller.session.state
    qtbot.waitUntil(lambda: position(window) > stopped, timeout=10_000)  # play goes on
    window.controller.pause(True)
    assert window.close() and len(boxes) == 2  # saved: quitting asks nothing


def test_save_as_rescues_the_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, full: Path
) -> None:
    rescue = tmp_path / "rescued.wint"
    monkeypatch.setattr(
        "wint.gui.shell.session_files.QFileDialog.getSaveFileName", lambda *a: (str(rescue), "")
    )
    boxes = answer_boxes(monkeypatch, "Save As…")
    window = window_on(tmp_path, full)
    window.controller.start()
    qtbot.waitUntil(rescue.exists, timeout=10_000)
    assert len(boxes) == 1 and window.files.path == rescue
    assert not window.controller.held
    window.controller.pause(True)
    assert load_session(rescue).number == window.controller.session.number


def test_a_new_game_over_an_unsaved_one_warns(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, full: Path
) -> None:
    boxes = answer_boxes(monkeypatch, "Close", "Cancel", "Cancel", "Cancel", "Quit Without Saving")
    window = window_on(tmp_path, full)
    window.controller.start()
    qtbot.waitUntil(lambda: len(boxes) == 1, timeout=10_000)
    session = window.controller.session
    window.new_game()
    window.files.open_file(tmp_path / "other.wint")
    assert window.start_first_game() is None
    assert [box["text"] for box in boxes[1:]] == [
        "The game is not saved: all of it would be lost."
    ] * 3
    assert window.controller.session is session and window.controller.held
    assert window.close()


def test_a_call_of_the_human_that_cannot_be_saved_stops_the_computers(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, full: Path
) -> None:
    boxes = answer_boxes(monkeypatch, "Close", "Quit Without Saving")
    window = window_on(tmp_path, full, human=Seat.S)
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10_000)
    assert controller.make_call(controller.session.state.legal_actions()[0])  # type: ignore[arg-type]
    called = controller.session.state.history()
    qtbot.waitUntil(lambda: len(boxes) == 1, timeout=10_000)
    assert controller.held and not controller.waiting_for_human
    qtbot.wait(300)
    assert controller.session.state.history() == called  # West did not call
    assert window.close() and len(boxes) == 2


def test_exports_report_a_full_disk(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sheet's PDF and text, the pad's file and the session's Save As: each failure in
    a dialog that names the file and says why; the session goes on in its file.  (Each
    target is a link to ``/dev/full``, under the name the dialog would give.)"""
    boxes = answer_boxes(monkeypatch)
    targets = iter(["sheet.pdf", "sheet.txt", "pad.json", "game.wint"])

    def choose(*_args: object) -> tuple[str, str]:
        link = tmp_path / next(targets)
        link.symlink_to("/dev/full")
        return str(link), ""

    for dialog in ("sheet.output", "pad.window", "shell.session_files"):
        monkeypatch.setattr(f"wint.gui.{dialog}.QFileDialog.getSaveFileName", choose)
    pad = ScorePadWindow(None)
    qtbot.addWidget(pad)
    pad.output.sheet = lambda: build_sheet(e23_ledger())
    assert pad.output.export_pdf() is None
    assert pad.output.export_text() is None
    assert not pad.save_as()
    expected = [
        ("Cannot write", "The score sheet could not be written: the disk is full."),
        ("Cannot write", "The score sheet could not be written: the disk is full."),
        ("Cannot write", "The score pad could not be written: the disk is full."),
    ]
    assert [(box["title"], box["text"]) for box in boxes] == expected
    files = [box["informative"] for box in boxes]
    assert files == [f"File: {tmp_path / name}" for name in ("sheet.pdf", "sheet.txt", "pad.json")]
    pad.saved_pad = pad.pad  # nothing to ask on closing
    kept = tmp_path / "kept.wint"
    window = window_on(tmp_path, kept)
    window.controller.pause(True)
    assert window.files.save(window.controller.session)
    assert not window.files.save_as()  # the game's own file is up to date: only the copy failed
    assert boxes[-1]["title"] == "Cannot write"
    assert boxes[-1]["text"] == "The game could not be written: the disk is full."
    assert boxes[-1]["informative"] == f"File: {tmp_path / 'game.wint'}"
    assert window.files.path == kept and not window.controller.held
    assert window.close() and len(boxes) == 4  # saved: nothing to ask
