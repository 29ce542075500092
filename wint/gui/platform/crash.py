"""Crash safety (issue 8.2): an unexpected exception is logged with its traceback to a
rotating log in the platformdirs log folder and shown once in a dialog that offers to copy
the details.

PySide6 routes an exception raised in a slot to :data:`sys.excepthook`; Python threads go
through :data:`threading.excepthook`.  Both end in :meth:`CrashHandler.handle`, which never
raises: a dialog that fails is logged, never retried.  Nothing here touches the session file:
the game is saved after every action, and the dialog says it is saved only when the last
save succeeded (:class:`~wint.gui.shell.saves.SaveLog`, which the window keeps up to date);
otherwise it says what was lost and where the last good save is.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from platformdirs import user_log_path
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from wint.gui.shell.saves import SaveLog

__all__ = [
    "LOG_BACKUPS",
    "LOG_NAME",
    "MAX_LOG_BYTES",
    "CrashHandler",
    "crash_dialog",
    "install",
    "log_path",
    "show_crash_dialog",
]

LOG_NAME = "wint.log"
# The log rotates at this size, keeping this many older files (wint.log.1 ...).
MAX_LOG_BYTES = 1024 * 1024
LOG_BACKUPS = 3


def log_path() -> Path:
    """The crash log: ``wint.log`` in the platformdirs log folder (honours XDG_STATE_HOME)."""
    return user_log_path("wint", appauthor=False) / LOG_NAME


def crash_dialog(
    details: str, path: Path | None, saves: SaveLog | None = None
) -> tuple[QMessageBox, object]:
    """The message box for a crash and its "Copy details" button (which copies ``details``
    to the clipboard); ``saves`` says whether the game is saved."""
    box = QMessageBox(
        QMessageBox.Icon.Critical,
        "wint",
        QCoreApplication.translate("Crash", "Something went wrong in wint."),
    )
    where = (
        QCoreApplication.translate("Crash", "The details are in %1.").replace("%1", str(path))
        if path
        else ""
    )
    game = saves.crash_text() if saves is not None else ""
    box.setInformativeText(" ".join(part for part in (game, where) if part))
    box.setDetailedText(details)
    copy = box.addButton(
        QCoreApplication.translate("Crash", "Copy details"), QMessageBox.ButtonRole.ActionRole
    )
    box.addButton(QMessageBox.StandardButton.Close)

    def copy_details() -> None:
        QGuiApplication.clipboard().setText(details)

    copy.clicked.connect(copy_details)
    return box, copy


def show_crash_dialog(details: str, path: Path | None, saves: SaveLog | None = None) -> None:
    """Show the crash dialog modally (nothing without a QApplication)."""
    if not isinstance(QApplication.instance(), QApplication):
        return
    box, _copy = crash_dialog(details, path, saves)
    box.exec()


class _LogFile(RotatingFileHandler):
    """The rotating log, which remembers that a record could not be written (logging's
    own handler would print the error on stderr and go on)."""

    failed = False

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging API
        self.failed = True


class _Bridge(QObject):
    """Carries a crash from any thread to the GUI thread (a queued signal)."""

    crashed = Signal(str)


class CrashHandler:
    """Log every unexpected exception; show the dialog for the first one only.

    ``dialog`` false logs only (the headless demo, where a modal box would wait forever).
    :attr:`saves` is the game's save log, which the window keeps.
    """

    def __init__(self, path: Path | None = None, dialog: bool = True) -> None:
        self.path = path or log_path()
        self.dialog = dialog
        self.saves = SaveLog()
        self.shown = 0
        self._showing = False
        self._logger: logging.Logger | None = None
        self._logged = False  # the last record reached the log: the dialog may name it
        self._previous: tuple[Callable[..., object], Callable[..., object]] | None = None
        self._bridge: _Bridge | None = None

    # -- hooks -------------------------------------------------------------------------------

    def install(self) -> CrashHandler:
        """Become ``sys.excepthook`` and ``threading.excepthook`` (call in the GUI thread)."""
        self._previous = (sys.excepthook, threading.excepthook)
        self._bridge = _Bridge()
        self._bridge.crashed.connect(self._show, Qt.ConnectionType.QueuedConnection)
        sys.excepthook = self.handle
        threading.excepthook = self._thread_hook
        return self

    def uninstall(self) -> None:
        """Put the previous hooks back."""
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None
        if self._logger is not None:
            for handler in self._logger.handlers:
                with contextlib.suppress(OSError):  # what a full disk kept is lost
                    handler.close()
            self._logger.handlers.clear()
            self._logger = None

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return  # a thread's SystemExit is silent, as in Python's own hook
        self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def handle(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        """Log the exception and, the first time, show the dialog; never raises.

        Ctrl+C in a terminal (:class:`KeyboardInterrupt`) is no crash: Python's own hook
        prints it.
        """
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        try:
            if sys.__stderr__ is not None:
                sys.__stderr__.write(details)
        except Exception:  # a closed stderr must not stop the log
            pass
        self._log(details)
        if not self.dialog or self.shown or self._showing:
            return
        self.shown += 1
        if self._bridge is not None and threading.current_thread() is not threading.main_thread():
            self._bridge.crashed.emit(details)  # shown by the GUI thread
        else:
            self._show(details)

    # -- the log and the dialog ---------------------------------------------------------------

    def _log(self, details: str) -> None:
        self._logged = False
        try:
            if self._logger is None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                handler = _LogFile(
                    self.path, maxBytes=MAX_LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
                )
                handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
                logger = logging.Logger("wint.crash")  # not registered: no global side effect
                logger.addHandler(handler)
                self._logger = logger
            log = self._logger.handlers[0]
            assert isinstance(log, _LogFile)
            log.failed = False
            self._logger.error("unexpected exception\n%s", details.rstrip("\n"))
            self._logged = not log.failed
        except Exception:  # an unwritable log folder must not crash the crash path
            pass

    def _show(self, details: str) -> None:
        self._showing = True
        try:  # the log is named only when the details reached it
            show_crash_dialog(details, self.path if self._logged else None, self.saves)
        except Exception:
            self._log("the crash dialog failed:\n" + traceback.format_exc())
        finally:
            self._showing = False


def install(dialog: bool = True) -> CrashHandler:
    """Install a :class:`CrashHandler` logging to :func:`log_path`."""
    return CrashHandler(dialog=dialog).install()
