"""Every file wint writes goes through :func:`write_file`: each write checked, and no
truncated file ever left behind (issue 14).

A regular file, or a new path, is written to a temporary file in the same folder (every
write checked, then flushed to disk), which then replaces the target in one rename: the
target holds the old or the new bytes at every instant, never a part.  A session keeps its
previous file as ``<name>.bak``.  A target that exists and is not a regular file (a device
such as ``/dev/null`` or ``/dev/full``, a pipe) is written in place, every write checked:
it is never replaced.  A folder is refused.  Any failure raises :class:`WriteError`, which
names the file and gives the system's reason; no temporary file stays.

Text is written as UTF-8; a character that UTF-8 cannot hold (a lone surrogate, which a
file name or a damaged clipboard may bring) is written as its ``\\udcff`` escape, so a
write never fails on its text, and in JSON that escape is the same string again.
"""

from __future__ import annotations

import errno
import os
import secrets
import shutil
import stat
from pathlib import Path

__all__ = ["WriteError", "backup_path", "encode_text", "write_file"]

_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation


class WriteError(OSError):
    """A file that could not be written: ``filename`` and the system's ``strerror``
    (``errno`` too); ``str()`` is ``FILE: reason``."""

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


def backup_path(path: Path) -> Path:
    """Where :func:`write_file` keeps the previous file: ``<name>.bak`` beside it."""
    return path.with_name(path.name + ".bak")


def encode_text(text: str) -> bytes:
    """``text`` as UTF-8, a lone surrogate written as its backslash escape."""
    return text.encode("utf-8", "backslashreplace")


def write_file(
    path: Path, data: bytes | str, *, backup: bool = False, make_folder: bool = False
) -> None:
    """Write ``data`` (text as UTF-8) to ``path``, checked.

    ``backup`` keeps the file it replaces as ``<name>.bak`` (a hard link, a copy where
    links are not supported); ``make_folder`` creates the missing folders first.

    :raises WriteError: it cannot be written; the file that was there is unchanged (a
        device or pipe may have received part of the data).
    """
    payload = encode_text(data) if isinstance(data, str) else data
    try:
        if make_folder:
            path.parent.mkdir(parents=True, exist_ok=True)
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            mode = None
        if mode is None or stat.S_ISREG(mode):
            _replace(Path(os.path.realpath(path)), payload, mode, backup)
        else:
            _write_in_place(path, payload)
    except OSError as exc:
        raise WriteError(exc.errno, exc.strerror or str(exc), str(path)) from exc


def _write_all(fd: int, payload: bytes) -> None:
    """Write every byte, checking each write (a short write is followed by the error that
    caused it, e.g. EFBIG or ENOSPC)."""
    view = memoryview(payload)
    while view:
        view = view[os.write(fd, view) :]


def _write_in_place(path: Path, payload: bytes) -> None:
    """A device or a pipe: opened as it is (a folder is refused here), never replaced."""
    fd = os.open(path, os.O_WRONLY | _BINARY | getattr(os, "O_NOCTTY", 0))
    try:
        _write_all(fd, payload)
    finally:
        os.close(fd)


def _replace(target: Path, payload: bytes, mode: int | None, backup: bool) -> None:
    """A regular file (or a new one): a temporary file beside it, flushed to disk, renamed
    over it; its permissions are kept, and a file it may not write is refused."""
    if mode is not None and not os.access(target, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
    fd, temp = _temporary(target)
    try:
        try:
            _write_all(fd, payload)
            os.fsync(fd)
        finally:
            os.close(fd)
        if mode is not None:
            os.chmod(temp, stat.S_IMODE(mode))
            if backup:
                _keep_backup(target)
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


def _temporary(target: Path) -> tuple[int, Path]:
    """A new file beside ``target``, created with the usual permissions (umask)."""
    while True:
        temp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            return os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666), temp
        except FileExistsError:  # pragma: no cover - a 32-bit name taken
            continue


def _keep_backup(target: Path) -> None:
    backup = backup_path(target)
    backup.unlink(missing_ok=True)
    try:
        os.link(target, backup)
    except OSError:
        shutil.copy2(target, backup)


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entries (the rename) to disk where the system allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # Windows cannot open a folder
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
