"""JSON files: reading untrusted ones (regular files only, a size limit, UTF-8, no repeated
key, errors that name the place); they are written by :func:`wint.session.writing.write_file`."""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path

from wint.core.fields import key_path

__all__ = ["parse_json", "read_regular"]


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path`` (or of the one a link leads to).

    Anything else is refused before a byte is read, with what it is in ``strerror`` (``a
    named pipe (FIFO), not a regular file``): a FIFO would block the reader until some
    writer came, a device may act when opened (or never end, as ``/dev/zero``).  The path is
    looked at first, so nothing but a regular file is ever opened; then it is opened without
    waiting (``O_NONBLOCK``) and without becoming a controlling terminal, and what was opened
    is looked at again (``fstat``), so a file swapped for a FIFO in between is refused too,
    not waited for.

    :raises OSError: it cannot be opened or read; it is not a regular file (``EISDIR`` for a
        directory, else ``EINVAL``); it has more than ``limit`` bytes (``EFBIG``, unread).
    """
    _check_regular(os.stat(path).st_mode, path)
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):  # those the system has
        flags |= getattr(os, name, 0)
    with os.fdopen(os.open(path, flags), "rb") as handle:
        info = os.fstat(handle.fileno())
        _check_regular(info.st_mode, path)
        if info.st_size > limit:
            raise _too_large(path, limit)
        data = handle.read(limit + 1)
    if len(data) > limit:  # it grew while read
        raise _too_large(path, limit)
    return data


_NOT_FILES = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


def _check_regular(mode: int, path: Path) -> None:
    if stat.S_ISREG(mode):
        return
    what = next((text for test, text in _NOT_FILES if test(mode)), "something")
    code = errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL
    raise OSError(code, f"{what}, not a regular file", str(path))


def _too_large(path: Path, limit: int) -> OSError:
    return OSError(errno.EFBIG, f"larger than {limit // (1024 * 1024)} MB", str(path))


def _value_error(where: str, message: str) -> Exception:
    return ValueError(f"{where}: {message}")


def parse_json(
    data: bytes,
    name: str,
    limit: int,
    error: Callable[[str, str], Exception] = _value_error,
    max_nesting: int | None = None,
) -> object:
    """Parse ``data``, the one way wint reads JSON; every failure raises ``error(name,
    message)`` (a ``ValueError`` by default) with the position, a repeated key
    ``error(path, "duplicate key")`` with its path (``deals[0].tricks``).

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
    repeated: list[_Repeated] = []

    def pairs(items: list[tuple[str, object]]) -> dict[str, object]:
        obj = _object(items)
        if isinstance(obj, _Repeated):
            repeated.append(obj)
        return obj

    try:
        doc = json.loads(text, object_pairs_hook=pairs)
        path = _repeated_key(doc) if repeated else None
    except json.JSONDecodeError as exc:
        raise error(name, f"line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise error(name, "nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with too many digits
        raise error(name, str(exc).split("\n")[0]) from None
    if path is not None:
        raise error(path, "duplicate key")
    return doc


class _Repeated(dict[str, object]):
    """An object in which ``key`` is written twice (it lives until the error is raised)."""

    key = ""


def _object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """The object of ``pairs``; a :class:`_Repeated` one when a key comes twice."""
    obj = dict(pairs)
    if len(obj) == len(pairs):
        return obj
    repeated = _Repeated(obj)
    seen: set[str] = set()
    for key, _value in pairs:
        if key in seen:
            repeated.key = key
            break
        seen.add(key)
    return repeated


def _repeated_key(doc: object) -> str | None:
    """The path of the first repeated key, in the order the objects begin in the file."""
    stack: list[tuple[str, object]] = [("", doc)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, _Repeated):
            return key_path(path, value.key)
        if isinstance(value, dict):
            stack.extend((key_path(path, k), v) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((f"{path}[{i}]", v) for i, v in reversed(list(enumerate(value))))
    return None


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
