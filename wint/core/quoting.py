"""How an error message shows a piece of the input: short, on one line, escaped.

Every message that quotes what a file or a user gave (an unknown key, strain, seat, level,
name, a bad notation) goes through :func:`quoted` (a value) or :func:`excerpt` (a key in a
path, a message).  At most :data:`QUOTE_LIMIT` characters of the input are shown, control
characters and lone surrogates escaped as Python writes them (``\\n``, ``\\udc80``), and a
cut text says its length: a 10 MB unknown key comes back as one short line.

>>> quoted("X")
"'X'"
>>> quoted("k" * 50)
"'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…' (50 characters)"
>>> excerpt("a\\nb")
'a\\\\nb'
"""

from __future__ import annotations

import reprlib

__all__ = ["QUOTE_LIMIT", "excerpt", "quoted"]

#: The most characters of the input an error message shows.
QUOTE_LIMIT = 40

# Any other value: its first items, never the whole of a large one.
_SHORT = reprlib.Repr()
_SHORT.maxlevel = 2
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 4
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = QUOTE_LIMIT


def _cut(text: str, limit: int | None) -> tuple[str, str]:
    """``text`` cut to ``limit`` characters, and what tells the cut ('' when none)."""
    if limit is None or len(text) <= limit:
        return text, ""
    return text[:limit], f" ({len(text)} characters)"


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as an error message quotes it: a string as Python writes it (in quotes,
    escaped), cut to ``limit`` characters with its length said; any other value short."""
    if not isinstance(value, str):
        text = _SHORT.repr(value)
        return text if len(text) <= limit else text[:limit] + "…"
    shown, length = _cut(value, limit)
    text = repr(shown)
    return f"{text[:-1]}…{text[-1]}{length}" if length else text


def excerpt(text: str, limit: int | None = QUOTE_LIMIT) -> str:
    """``text`` on one line without quotes (a key in a path, a whole message): control
    characters and lone surrogates escaped, cut to ``limit`` characters (``None``: not cut)
    with its length said."""
    shown, length = _cut(text, limit)
    escaped = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in shown)
    return f"{escaped}…{length}" if length else escaped
