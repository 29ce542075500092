"""The computer players' levels by name: what a session file, the settings, the command line
and the New game dialog say; the players behind them are :mod:`wint.ai.vint.levels`.  Here, in the
innermost ring, so that the session files (which never import the players) check them too.
"""

from __future__ import annotations

from enum import StrEnum

from wint.core.quoting import quoted

__all__ = ["Level", "parse_level"]


class Level(StrEnum):
    """A computer player's level, weakest first; :attr:`BASIC` is the default."""

    RANDOM = "random"
    BEGINNER = "beginner"
    BASIC = "basic"
    STRONG = "strong"
    EXPERT = "expert"


def parse_level(value: object) -> Level:
    """The level named ``value`` (a level's name, or the level itself).

    :raises ValueError: no level has that name.
    """
    if value not in tuple(Level):
        raise ValueError(f"unknown level {quoted(value)}")
    return Level(str(value))
