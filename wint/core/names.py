"""A player's name, as the score sheet writes it: one check, :func:`name_fault`, where a name
is typed (the New game and the score pad's players dialogs) and where it is read (a record's
players and seating, a session's seats, the settings).

A name has at most :data:`MAX_NAME_LENGTH` characters, every one printable
(:meth:`str.isprintable`: no control character, no invisible one such as a zero-width space
or a right-to-left override, no space but the plain one), no lone surrogate (which is not
text and cannot be written as UTF-8), and no space at either end.  No name at all (``''``) is
left to the caller: a session's or a pad's seat may have none, a record's player may not.
"""

from __future__ import annotations

import re
from enum import StrEnum

from wint.core.quoting import quoted

__all__ = ["MAX_NAME_LENGTH", "NameFault", "name_fault", "refused_name"]

#: The longest name, in characters (the sheet's column holds about this many).
MAX_NAME_LENGTH = 40

_SURROGATE = re.compile("[\ud800-\udfff]")


class NameFault(StrEnum):
    """Why a text is not a player's name, the worst first; the values are the readers'
    words (the dialogs say them in the user's language)."""

    SURROGATE = "a lone surrogate (not text)"
    UNPRINTABLE = "a control or invisible character"
    SPACES = "spaces around it"
    TOO_LONG = f"longer than {MAX_NAME_LENGTH} characters"


def name_fault(name: str) -> NameFault | None:
    """Why ``name`` cannot be a player's name; ``None`` when it can (``''`` included)."""
    if _SURROGATE.search(name):
        return NameFault.SURROGATE
    if not name.isprintable():
        return NameFault.UNPRINTABLE
    if name != name.strip():
        return NameFault.SPACES
    if len(name) > MAX_NAME_LENGTH:
        return NameFault.TOO_LONG
    return None


def refused_name(name: str) -> str | None:
    """A reader's message for a name that is no name (``None`` for a name): the name quoted
    short and the fault."""
    fault = name_fault(name)
    return None if fault is None else f"{quoted(name)} is not a player's name: {fault.value}"
