"""JSON files: reading untrusted ones (a size limit, UTF-8, errors that name the place);
they are written by :func:`wint.session.writing.write_file`."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

__all__ = ["parse_json"]


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
