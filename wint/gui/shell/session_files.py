"""The file of the session played in the main window: saved after every action, opened,
saved under another name, and named in the settings as the one to continue at the next
start (:mod:`wint.gui.shell.resume` offers it).

A save that fails stops the game (issue 14): the computers wait, a dialog says what was not
saved, where and why, and offers Save As…; :attr:`SessionFiles.unsaved_changed` tells the
window to show its "Not saved" button until a save succeeds.  The words keep the window's
translation context ("MainWindow").
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from wint.gui.controller import GameController
from wint.gui.platform.settings import Settings, sessions_dir
from wint.gui.shell.messages import Messages
from wint.gui.shell.saves import (
    SaveLog,
    SavePoint,
    leave_unsaved_box,
    report_write_failure,
    unsaved_box,
)
from wint.session.io import SessionError, load_session, save_session
from wint.session.model import Session

__all__ = ["SessionFiles", "new_session_path"]


def new_session_path() -> Path:
    """A new file in the sessions folder, named by the date and time."""
    stamp = datetime.now().strftime("%Y-%m-%d_%H%M%S")
    return sessions_dir() / f"{stamp}.wint"


class SessionFiles(QObject):
    """The session file of a window (``window``: the parent of its dialogs)."""

    unsaved_changed = Signal(bool)  # True while the last save failed
    recent_changed = Signal()  # the list of recent files changed
    started = Signal()  # a session was put on the table (new, opened, continued)

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        settings: Settings | None,
        path: Path | None,
        saves: SaveLog,
    ) -> None:
        super().__init__(window)
        self._window = window
        self.controller = controller
        self.settings = settings
        self.path = path
        self.saves = saves  # the crash handler's, which reads it
        self._reporting = False  # the dialog of a failed save is up
        self._messages = Messages(self)
        if settings is not None:
            controller.acted.connect(self.autosave)
            if path is None:
                self.path = new_session_path()

    def autosave(self, session: Session) -> None:
        """Save after every action (atomically), so a crash loses nothing; a session in
        which nothing is played yet is not written, so a launch leaves no empty file."""
        if not session.is_empty:
            self.save(session)

    def save(self, session: Session, path: Path | None = None) -> bool:
        """Write ``session`` to its file now (or to ``path``, Save As: the game goes on in
        that file once it is written); it becomes the one offered at the next start.

        Anything raised is a failed save (an error other than the system's then goes on to
        the crash handler).  A Save As that fails while the game's own file is up to date
        only says why.
        """
        target = path or self.path
        if target is None:
            return True
        point = SavePoint(target, self._messages.save_point(session))
        try:
            save_session(session, target)
        except Exception as exc:
            if path is not None and not self.saves.unsaved and isinstance(exc, OSError):
                report_write_failure(
                    self._window,
                    QCoreApplication.translate("MainWindow", "Cannot write"),
                    QCoreApplication.translate("MainWindow", "The game"),
                    exc,
                )
                return False
            self.saves.failed_with(point, exc)
            self._show_unsaved()
            if not isinstance(exc, OSError):
                raise
            QTimer.singleShot(0, self._report_unsaved)  # once the action is on the table
            return False
        self.path = target
        self.saves.succeeded(point)
        self._show_unsaved()
        if self.settings is not None and self.settings.current_session != self.path:
            self.settings.current_session = self.path
            self.settings.sync()
        return True

    def _show_unsaved(self) -> None:
        """Hold the computers and show "Not saved" while the last save failed."""
        unsaved = self.saves.unsaved
        self.controller.hold(unsaved)
        self.unsaved_changed.emit(unsaved)

    def _report_unsaved(self) -> None:
        """The dialog of the failed save; its Save As… and Try Again act at once."""
        if self._reporting or not self.saves.unsaved:
            return
        self._reporting = True
        try:
            box, save_as, again = unsaved_box(self.saves, self._window)
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
        box, save_as, discard = leave_unsaved_box(self.saves, leave, self._window)
        box.exec()
        clicked = box.clickedButton()
        if clicked is save_as:
            return self.save_as()
        return clicked is discard

    def may_replace(self) -> bool:
        """Before another session takes the table's place: :meth:`may_leave`."""
        return self.may_leave(QCoreApplication.translate("MainWindow", "Leave It Unsaved"))

    def start(self, session: Session, path: Path | None) -> None:
        """Play ``session``, kept in ``path`` (written once something is played)."""
        self.path = path
        self.saves.give_up()  # the user chose to leave the unsaved game
        self._show_unsaved()
        self.controller.pause(False)
        self.controller.set_session(session)
        self.autosave(session)
        self.started.emit()

    def open_file(self, path: Path | None = None) -> None:
        """Open a session file (a dialog asks which unless ``path`` is given)."""
        if not self.may_replace():
            return
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self._window,
                QCoreApplication.translate("MainWindow", "Open session"),
                str(sessions_dir()),
                QCoreApplication.translate("MainWindow", "wint sessions (*.wint)"),
            )
            if not name:
                return
            path = Path(name)
        try:
            session = load_session(path)
        except SessionError as exc:
            QMessageBox.warning(
                self._window,
                QCoreApplication.translate("MainWindow", "Cannot open"),
                QCoreApplication.translate("MainWindow", "%1 cannot be opened:\n%2")
                .replace("%1", path.name)
                .replace("%2", str(exc)),
            )
            return
        if self.settings is not None:
            self.settings.add_recent(path)
        self.start(session, path)

    def save_as(self) -> bool:
        """Save the session under a new name; play goes on in that file.  ``False`` when
        cancelled or not saved (the file played in stays the same then)."""
        name, _ = QFileDialog.getSaveFileName(
            self._window,
            QCoreApplication.translate("MainWindow", "Save session"),
            str(sessions_dir()),
            QCoreApplication.translate("MainWindow", "wint sessions (*.wint)"),
        )
        if not name:
            return False
        path = Path(name if name.endswith(".wint") else name + ".wint")
        if not self.save(self.controller.session, path):
            return False
        if self.settings is not None:
            self.settings.add_recent(path)
            self.settings.sync()
        self.recent_changed.emit()
        return True

    def export_stem(self) -> str:
        """The name an exported sheet takes: the session file's."""
        return self.path.stem if self.path is not None else "wint"
