"""JSON files: reading untrusted ones (a size limit, UTF-8, errors that name the place) and
writing them atomically."""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

__all__ = ["backup_path", "parse_json", "write_atomic"]


def parse_json(
    data: bytes,
    name: str,
    limit: int,
    error: Callable[[str, str], Exception],
    max_nesting: int | None = None,
) -> object:
    """Parse ``data``; every failure raises ``error(name, message)`` with the position.

    ``max_nesting`` refuses deeper nesting before the parser meets it (strings skipped).
    Nothing but JSON values comes out: no object is ever constructed from a file.
    """
    if len(data) > limit:
        raise error(name, f"larger than {limit // (1024 * 1024)} MB")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(name, f"byte {exc.start}: not UTF-8 text") from None
    if max_nesting is not None:
        _check_nesting(text, name, max_nesting, error)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(name, f"line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise error(name, "nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with too many digits
        raise error(name, str(exc).split("\n")[0]) from None


# A whole string (escapes included), a lone quote (an unterminated string) or a bracket.
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|"|[\[\]{}]', re.DOTALL)


def _check_nesting(
    text: str, name: str, limit: int, error: Callable[[str, str], Exception]
) -> None:
    """Count brackets outside strings; the regular expression skips strings in C, so a
    large file of text costs little."""
    depth = 0
    for match in _TOKENS.finditer(text):
        char = match.group()
        if char in "[{":
            depth += 1
            if depth > limit:
                raise error(name, f"character {match.start()}: nested too deeply")
        elif char in "]}":
            depth -= 1
        elif char == '"':
            return  # an unterminated string: the parser reports it


def backup_path(path: Path) -> Path:
    """Where :func:`write_atomic` keeps the previous file: ``<name>.bak`` beside it."""
    return path.with_name(path.name + ".bak")


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically, keeping the previous file as ``<name>.bak``.

    The text goes to a temporary file in the same folder, flushed to disk, which is renamed
    over ``path``; the backup is a hard link to the previous file (a copy where links are not
    supported), made before the rename.  So ``path`` exists at every instant, holding the old
    or the new text: a process killed at any moment loses at most this write (issue 8.2).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            backup = backup_path(path)
            backup.unlink(missing_ok=True)
            try:
                os.link(path, backup)
            except OSError:
                shutil.copy2(path, backup)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


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
