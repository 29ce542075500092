"""Telling the user what was not written (issue 14): the reason in plain words of the
interface's language with the system's message behind "Show Details…", the dialogs of a
game that could not be saved, and :class:`SaveLog`, the outcome of the game's last save
that the crash dialog reads (it says "saved" only after a save that succeeded).
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QImage, QImageWriter, QPixmap
from PySide6.QtWidgets import QMessageBox, QWidget

__all__ = [
    "SaveLog",
    "SavePoint",
    "leave_unsaved_box",
    "may_discard",
    "png_bytes",
    "report_write_failure",
    "settings_notice",
    "technical_detail",
    "unsaved_box",
    "write_reason",
]


def write_reason(error: BaseException) -> str:
    """Why a file could not be written, in words for a player (no period)."""
    code = error.errno if isinstance(error, OSError) else None
    if code in (errno.ENOSPC, errno.EDQUOT):
        return QCoreApplication.translate("Saves", "the disk is full")
    if code == errno.EFBIG:
        return QCoreApplication.translate(
            "Saves", "the file would be larger than the system allows"
        )
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("Saves", "you have no permission to write in that folder")
    if code == errno.EROFS:
        return QCoreApplication.translate("Saves", "the disk can only be read")
    if code in (errno.ENOENT, errno.ENOTDIR):
        return QCoreApplication.translate("Saves", "the folder does not exist")
    if code == errno.EISDIR:
        return QCoreApplication.translate("Saves", "a folder has that name")
    if isinstance(error, OSError):
        return QCoreApplication.translate("Saves", "the system refused to write it")
    return QCoreApplication.translate("Saves", "an error in wint stopped it")


def technical_detail(error: BaseException) -> str:
    """The system's own words, for the "Show Details…" button: the error, its code name and
    the error it came from."""
    lines = []
    cause: BaseException | None = error
    while cause is not None:
        code = cause.errno if isinstance(cause, OSError) else None
        name = f" ({errno.errorcode[code]})" if code is not None and code in errno.errorcode else ""
        lines.append(f"{type(cause).__name__}: {cause}{name}")
        cause = cause.__cause__
    return "\n".join(lines)


def may_discard(
    parent: QWidget, modified: bool, title: str, question: str, save: Callable[[], bool]
) -> bool:
    """Whether unsaved changes may go: none, or the user saves them (``save`` succeeds) or
    discards them when asked ``question``; ``False`` when he cancels."""
    if not modified:
        return True
    buttons = QMessageBox.StandardButton
    answer = QMessageBox.question(
        parent, title, question, buttons.Save | buttons.Discard | buttons.Cancel
    )
    if answer == buttons.Save:
        return save()
    return answer == buttons.Discard


def png_bytes(image: QImage | QPixmap) -> bytes:
    """``image`` encoded as PNG in memory, for :func:`~wint.session.writing.write_file`
    (Qt's own file writing does not report a full disk).

    :raises OSError: Qt cannot encode it.
    """
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, b"png")
    written = writer.write(image.toImage() if isinstance(image, QPixmap) else image)
    buffer.close()
    if not written:
        raise OSError(f"the PNG cannot be made: {writer.errorString()}")
    return bytes(data.data())


def report_write_failure(
    parent: QWidget | None, title: str, what: str, error: BaseException
) -> None:
    """A warning that ``what`` (e.g. "The score sheet") could not be written to the error's
    file, with the reason in plain words and the details behind a button."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, "", QMessageBox.StandardButton.Ok, parent)
    filename = error.filename if isinstance(error, OSError) else None
    box.setText(
        QCoreApplication.translate("Saves", "%1 could not be written: %2.")
        .replace("%1", what)
        .replace("%2", write_reason(error))
    )
    if filename:
        box.setInformativeText(
            QCoreApplication.translate("Saves", "File: %1").replace("%1", str(filename))
        )
    box.setDetailedText(technical_detail(error))
    box.exec()


def settings_notice(folder: Path, error: OSError, parent: QWidget | None = None) -> QMessageBox:
    """The start-up's notice that the settings cannot be kept in ``folder``, and why."""
    box = QMessageBox(QMessageBox.Icon.Warning, "wint", "", QMessageBox.StandardButton.Ok, parent)
    box.setText(
        QCoreApplication.translate(
            "Saves", "Your settings will not be kept: %1 cannot be written (%2)."
        )
        .replace("%1", str(folder))
        .replace("%2", write_reason(error))
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "Saves",
            "wint works as usual with the settings it could read; what you change lasts "
            "until it closes.",
        )
    )
    box.setDetailedText(technical_detail(error))
    return box


@dataclass(frozen=True, slots=True)
class SavePoint:
    """A save of the game: its file and where the game stood ("deal 3, East: 7♥")."""

    path: Path
    where: str


class SaveLog:
    """The outcome of the game's saves: the last that succeeded and the one attempted since
    that failed (with its error)."""

    def __init__(self) -> None:
        self.good: SavePoint | None = None
        self.failed: SavePoint | None = None
        self.error: BaseException | None = None

    def succeeded(self, point: SavePoint) -> None:
        """``point`` was saved."""
        self.good, self.failed, self.error = point, None, None

    def failed_with(self, point: SavePoint, error: BaseException) -> None:
        """Saving ``point`` raised ``error`` (anything raised is a failure)."""
        self.failed, self.error = point, error

    def give_up(self) -> None:
        """The game whose save failed is left (a new game, another file): no longer
        unsaved; the last good save stays known."""
        self.failed, self.error = None, None

    @property
    def unsaved(self) -> bool:
        """True when the last save failed."""
        return self.failed is not None

    def crash_text(self) -> str:
        """What the crash dialog says of the game: saved only when the last save succeeded;
        '' when nothing was saved in this run (nothing played)."""
        if self.failed is not None and self.error is not None:
            lost = (
                QCoreApplication.translate(
                    "Saves", "The game could not be saved: %1 was not written to %2 (%3)."
                )
                .replace("%1", self.failed.where)
                .replace("%2", str(self.failed.path))
                .replace("%3", write_reason(self.error))
            )
            return lost + " " + self.last_good_text()
        if self.good is not None:
            return QCoreApplication.translate(
                "Saves", "Your game has been saved in %1: restart wint to continue it."
            ).replace("%1", str(self.good.path))
        return ""

    def last_good_text(self) -> str:
        """Where the last good save is, or that there is none."""
        if self.good is None:
            return QCoreApplication.translate("Saves", "Nothing of this game has been saved.")
        return (
            QCoreApplication.translate("Saves", "Last good save: %1 (%2).")
            .replace("%1", str(self.good.path))
            .replace("%2", self.good.where)
        )


def unsaved_box(log: SaveLog, parent: QWidget | None) -> tuple[QMessageBox, object, object]:
    """The dialog of a save that failed: what was not saved, where, why; its Save As… and
    Try Again buttons (the box, Save As, Try Again)."""
    assert log.failed is not None and log.error is not None
    box = QMessageBox(
        QMessageBox.Icon.Critical,
        QCoreApplication.translate("Saves", "Game not saved"),
        "",
        parent=parent,
    )
    box.setText(
        QCoreApplication.translate("Saves", "The game could not be saved: %1.").replace(
            "%1", write_reason(log.error)
        )
    )
    lines = [
        QCoreApplication.translate("Saves", "Not saved: %1 (file %2).")
        .replace("%1", log.failed.where)
        .replace("%2", str(log.failed.path)),
        log.last_good_text(),
        QCoreApplication.translate("Saves", "The computers wait until the game is saved.")
        + " "
        + QCoreApplication.translate(
            "Saves", "Save it in another place, or try again once the cause is removed."
        ),
    ]
    box.setInformativeText("\n".join(lines))
    box.setDetailedText(technical_detail(log.error))
    save_as = box.addButton(
        QCoreApplication.translate("Saves", "Save As…"), QMessageBox.ButtonRole.AcceptRole
    )
    again = box.addButton(
        QCoreApplication.translate("Saves", "Try Again"), QMessageBox.ButtonRole.ActionRole
    )
    box.addButton(QMessageBox.StandardButton.Close)
    box.setDefaultButton(save_as)
    return box, save_as, again


def leave_unsaved_box(
    log: SaveLog, leave: str, parent: QWidget | None
) -> tuple[QMessageBox, object, object]:
    """The warning before an unsaved game is left (quit, a new game, another file):
    ``leave`` is the text of the button that leaves it.  The box, its Save As… button and
    its leave button; Cancel stays."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Saves", "Game not saved"),
        "",
        parent=parent,
    )
    if log.good is None:
        box.setText(
            QCoreApplication.translate("Saves", "The game is not saved: all of it would be lost.")
        )
    else:
        box.setText(
            QCoreApplication.translate(
                "Saves", "The game is not saved: what was played after %1 would be lost."
            ).replace("%1", log.good.where)
        )
    box.setInformativeText(log.last_good_text())
    if log.error is not None:
        box.setDetailedText(technical_detail(log.error))
    save_as = box.addButton(
        QCoreApplication.translate("Saves", "Save As…"), QMessageBox.ButtonRole.AcceptRole
    )
    discard = box.addButton(leave, QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(save_as)
    return box, save_as, discard
