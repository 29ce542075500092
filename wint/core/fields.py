"""Reading a JSON document field by field: every fault is a :class:`RecordError` naming its
path (``deals[3].contract``).

Objects are read key by key in document order, so the first fault in the file is the one
reported: an unknown or bad key where it stands, a missing key at the end of its object.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from wint.core.errors import WintError
from wint.core.quoting import excerpt

__all__ = ["RecordError", "as_object", "key_path", "require", "store", "walk"]


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
