"""JSON files: reading untrusted ones (a size limit, UTF-8, errors that name the place) and
writing them atomically."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

__all__ = ["parse_json", "write_atomic"]


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


def _check_nesting(
    text: str, name: str, limit: int, error: Callable[[str, str], Exception]
) -> None:
    depth = 0
    in_string = False
    escaped = False
    for index, char in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                raise error(name, f"character {index}: nested too deeply")
        elif char in "]}":
            depth -= 1


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (a temporary file in the same folder, flushed
    to disk, then renamed over it), keeping the previous file as ``<name>.bak``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            os.replace(path, path.with_name(path.name + ".bak"))
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
