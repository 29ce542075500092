"""Telling the user what was not written (issue 14): the reason in plain words of the
interface's language with the system's message behind "Show Details…".
"""

from __future__ import annotations

import errno

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QImage, QImageWriter, QPixmap
from PySide6.QtWidgets import QMessageBox, QWidget

__all__ = ["png_bytes", "report_write_failure", "technical_detail", "write_reason"]


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
