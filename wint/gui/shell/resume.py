"""At start-up, the offer to continue the session last played.

The window saves its session after every move, atomically, keeping the previous file as
``<name>.bak`` (:func:`wint.session.writing.write_file`), and the settings name the
session being played.  :func:`ask_resume` offers to continue it; when its file does not
load, the backup beside it is offered instead, with the reason in plain words and the
technical detail behind a button.  The damaged file is never written again: play goes on
in a new file beside it (:func:`restored_path`).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from wint.gui.platform.settings import Settings
from wint.session.io import (
    BadValueError,
    CorruptSessionError,
    SessionError,
    UnsupportedVersionError,
    load_session,
)
from wint.session.model import AnySession
from wint.session.writing import backup_path

__all__ = ["Broken", "ask_resume", "broken_notice", "plain_reason", "restored_path", "resumable"]


@dataclass(frozen=True, slots=True)
class Broken:
    """The current session's file that does not load (``error`` says why), and the
    unfinished session of its backup when that loads."""

    path: Path
    error: SessionError
    backup: AnySession | None


def _unfinished(path: Path) -> AnySession | None:
    """The session of ``path`` if the file loads and the session is not over."""
    if not path.is_file():
        return None
    try:
        session = load_session(path)
    except SessionError:
        return None
    return None if session.is_complete else session


def resumable(settings: Settings) -> tuple[AnySession, Path] | Broken | None:
    """The unfinished session last played and its file; :class:`Broken` when that file
    does not load; ``None`` when there is nothing to continue."""
    path = settings.current_session
    if path is None or not path.is_file():
        return None
    try:
        session = load_session(path)
    except SessionError as exc:
        return Broken(path, exc, _unfinished(backup_path(path)))
    return None if session.is_complete else (session, path)


def restored_path(path: Path) -> Path:
    """A new file beside ``path`` for the session continued from its backup (its name
    keeps the date the history reads from it)."""
    for number in itertools.count(1):
        suffix = "-restored" if number == 1 else f"-restored-{number}"
        candidate = path.with_name(f"{path.stem}{suffix}{path.suffix}")
        if not candidate.exists():
            return candidate
    raise AssertionError("unreachable")  # pragma: no cover


def plain_reason(error: SessionError) -> str:
    """Why a session file does not load, in words for a player."""
    if isinstance(error, UnsupportedVersionError):
        return QCoreApplication.translate("App", "it was saved by a newer version of wint")
    if isinstance(error, CorruptSessionError):
        return QCoreApplication.translate(
            "App", "a call or card in it breaks the rules, so the file was changed or damaged"
        )
    if isinstance(error, BadValueError):  # an unknown level, a name that is no name, …
        return QCoreApplication.translate(
            "App", "a value in it cannot be used, so the file was changed or damaged"
        )
    return QCoreApplication.translate("App", "the file is damaged or incomplete")


def broken_notice(broken: Broken) -> QMessageBox:
    """The message about a current session that does not load: with a backup, a choice
    between continuing from it (the accept role) and a new session."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        "wint",
        QCoreApplication.translate("App", "The unfinished session %1 cannot be read: %2.")
        .replace("%1", broken.path.stem)
        .replace("%2", plain_reason(broken.error)),
    )
    detail = f"{broken.path}\n{broken.error}"
    if broken.backup is None:
        box.setInformativeText(
            QCoreApplication.translate(
                "App", "A new session begins. The damaged file is kept as it is."
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
    else:
        box.setInformativeText(
            QCoreApplication.translate(
                "App",
                "Its backup copy, saved one call or card earlier, can be continued. "
                "The damaged file is kept as it is.",
            )
        )
        restore = box.addButton(
            QCoreApplication.translate("App", "&Continue from the backup"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.addButton(
            QCoreApplication.translate("App", "Start a &new session"),
            QMessageBox.ButtonRole.RejectRole,
        )
        box.setDefaultButton(restore)
        backup = QCoreApplication.translate("App", "Backup: %1")
        detail += "\n\n" + backup.replace("%1", str(backup_path(broken.path)))
    box.setDetailedText(detail)
    return box


def ask_resume(settings: Settings) -> tuple[AnySession, Path] | None:
    """Offer to continue the session last played (or its backup); the session to play and
    its file, or ``None`` for a new session."""
    found = resumable(settings)
    if found is None:
        return None
    if isinstance(found, Broken):
        box = broken_notice(found)
        box.exec()
        clicked = box.clickedButton()
        accepted = clicked is not None and (
            box.buttonRole(clicked) is QMessageBox.ButtonRole.AcceptRole
        )
        if found.backup is not None and accepted:
            return found.backup, restored_path(found.path)
        settings.current_session = None  # told once; the file stays for the history to list
        settings.sync()
        return None
    answer = QMessageBox.question(
        None,
        "wint",
        QCoreApplication.translate("App", "Continue the unfinished game (%1)?").replace(
            "%1", found[1].stem
        ),
    )
    return found if answer == QMessageBox.StandardButton.Yes else None
