"""Player levels by name, as the CLI and the GUI offer them."""

from __future__ import annotations

from wint.ai.base import BasicPlayer, Player, RandomPlayer

__all__ = ["LEVELS", "make_player"]

#: Level names; ``beginner``, ``strong`` and ``expert`` play as ``basic`` until the
#: computer-player issue builds them.
LEVELS = ("random", "beginner", "basic", "strong", "expert")


def make_player(level: str, seed: int | str) -> Player:
    """A player of ``level`` seeded with ``seed``.

    :raises ValueError: unknown level.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown player level {level!r}")
    if level == "random":
        return RandomPlayer(seed)
    return BasicPlayer()
