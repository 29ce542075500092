"""Reading a JSON document field by field: every fault is a :class:`RecordError` naming its
path (``deals[3].contract``).

Objects are read key by key in document order, so the first fault in the file is the one
reported: an unknown or bad key where it stands, a missing key at the end of its object.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from wint.core.cards import Suit
from wint.core.deal import Deal
from wint.core.errors import NotationError, WintError
from wint.core.quoting import excerpt, quoted
from wint.core.seats import Seat

__all__ = [
    "SIDE_KEYS",
    "RecordError",
    "as_object",
    "integer",
    "key_path",
    "one_of",
    "pbn_deal",
    "per_side",
    "require",
    "seat",
    "store",
    "suit",
    "walk",
]

#: The two sides as records write them.
SIDE_KEYS = ("NS", "EW")


class RecordError(WintError, ValueError):
    """A record that cannot be read; ``path`` names the place (``deals[2].tricks``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def key_path(path: str, key: object) -> str:
    """The path of ``key`` in the object at ``path`` (``''``: the document itself), the key
    on one line, escaped, cut short (:func:`excerpt`): ``deals[3].contract``.

    >>> key_path("deals[3]", "contract"), key_path("", "tab\\there")
    ('deals[3].contract', 'tab\\\\there')
    """
    shown = excerpt(str(key))
    return f"{path}.{shown}" if path else shown


def as_object(value: object, path: str) -> Mapping[str, Any]:
    """``value`` as a JSON object; anything else is an error at ``path``."""
    if not isinstance(value, dict):
        raise RecordError(path, "must be an object")
    return value


def walk(
    obj: Mapping[str, Any], path: str, readers: Mapping[str, Callable[[object, str], None]]
) -> None:
    """Call each key's reader in document order; an unknown key is an error where it is."""
    for key, value in obj.items():
        reader = readers.get(key)
        if reader is None:
            raise RecordError(key_path(path, key), "unknown key")
        reader(value, f"{path}.{key}")


def require(obj: Mapping[str, Any], path: str, *keys: str, why: str = "required") -> None:
    """Each of ``keys`` must be in ``obj``; the first missing one is an error."""
    for key in keys:
        if key not in obj:
            raise RecordError(f"{path}.{key}", why)


def store(
    found: dict[str, Any], key: str, read: Callable[[object, str], Any]
) -> Callable[[object, str], None]:
    """A reader that keeps what ``read`` returns as ``found[key]``."""

    def reader(value: object, path: str) -> None:
        found[key] = read(value, path)

    return reader


# -- the readers of the values every record writes -----------------------------------------


def integer(value: object, path: str, low: int, high: int) -> int:
    """An integer ``low``–``high`` (a JSON number without a fraction, not a boolean)."""
    if type(value) is not int:
        raise RecordError(path, f"must be an integer {low}-{high}")
    if not low <= value <= high:
        raise RecordError(path, f"{quoted(value)} is out of range {low}-{high}")
    return value


def seat(value: object, path: str) -> Seat:
    """A seat, ``N``, ``E``, ``S`` or ``W``."""
    if not isinstance(value, str) or value not in ("N", "E", "S", "W"):
        raise RecordError(path, f"unknown seat {quoted(value)}")
    return Seat[value]


def suit(value: object, path: str) -> Suit:
    """A suit letter, ``S``, ``C``, ``D`` or ``H``."""
    if not isinstance(value, str) or value not in ("S", "C", "D", "H"):
        raise RecordError(path, f"unknown suit {quoted(value)}")
    return Suit[value]


def per_side(value: object, path: str, low: int, high: int) -> tuple[int, int]:
    """``{"NS": n, "EW": m}``, each ``low``–``high``."""
    obj = as_object(value, path)
    found: dict[str, int] = {}
    walk(
        obj,
        path,
        {key: store(found, key, lambda v, p: integer(v, p, low, high)) for key in SIDE_KEYS},
    )
    require(obj, path, *SIDE_KEYS)
    return (found["NS"], found["EW"])


def pbn_deal(value: object, path: str) -> Deal:
    """A deal of four hands in PBN (:meth:`Deal.parse_pbn`)."""
    if not isinstance(value, str):
        raise RecordError(path, "must be a PBN deal string")
    try:
        return Deal.parse_pbn(value)
    except NotationError as exc:
        raise RecordError(path, str(exc)) from None


def one_of(
    found: dict[str, Any], key: str, other: str, read: Callable[[object, str], Any]
) -> Callable[[object, str], None]:
    """The reader of ``key`` where an object gives ``key`` or ``other``, not both (a deal's
    ``deal`` or ``holdings``)."""

    def reader(value: object, path: str) -> None:
        if other in found:
            raise RecordError(path, f"give either {quoted(key)} or {quoted(other)}, not both")
        found[key] = read(value, path)

    return reader
