"""A session of several rubbers: each player's account, and when the session is over.

The individual ledger (V-SHEET-7) credits each rubber's result to both players of the side
that won it and debits the other two, so the accounts always sum to zero; who sat where in
each rubber comes from :mod:`wint.core.seating`.

>>> settle(("Anna", "Boris", "Vera", "Gleb"), [], []).totals
(0, 0, 0, 0)
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from wint.core.quoting import quoted
from wint.core.seats import SEATS, Side

__all__ = ["RubberOutcome", "SessionAccount", "settle", "units"]

#: How a player is known: a name, or whatever else tells the players apart (a seat).
Player = TypeVar("Player", bound=Hashable)


class RubberOutcome(Protocol):
    """What the individual ledger reads of a game's rubber."""

    @property
    def is_over(self) -> bool: ...

    def result(self) -> tuple[Side | None, int]:
        """The side that won the rubber (None: neither) and by how many points."""
        ...


def units(points: int, unit: int) -> int:
    """``points`` in units of ``unit``, rounded half up (rules §4.2).

    >>> units(8500, 100), units(8549, 100), units(8550, 100), units(8550, 1)
    (85, 85, 86, 8550)
    """
    return (2 * points + unit) // (2 * unit)


@dataclass(frozen=True, slots=True)
class SessionAccount(Generic[Player]):
    """Each player's running plus or minus after every rubber (V-SHEET-7)."""

    players: tuple[Player, ...]
    after_rubber: tuple[tuple[int, ...], ...]

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's account after the last rubber (zeros before the first)."""
        return self.after_rubber[-1] if self.after_rubber else tuple(0 for _ in self.players)


def settle(
    players: Sequence[Player],
    rubbers: Sequence[RubberOutcome],
    seatings: Sequence[Sequence[Player]],
    unit: int = 1,
) -> SessionAccount[Player]:
    """The individual ledger of finished rubbers; ``seatings[i]`` names who sat N, E, S, W
    in ``rubbers[i]``.  Each rubber's result counts in :func:`units` of ``unit`` points (1:
    in points); those who sat out count 0.  Unfinished rubbers count nothing.

    A player who also plays a dummy (named in two seats) takes both shares of his side,
    unless two players play both sides with a dummy each: they win or lose the result once
    (W-VAR-3P, W-VAR-2P; W-EX10).

    >>> class Won:
    ...     is_over = True
    ...     def result(self): return (Side.NS, 33)
    >>> settle("ABC", [Won()], ["ABAC"]).totals, settle("AB", [Won()], ["ABAB"]).totals
    ((66, -33, -33), (33, -33))

    :raises ValueError: a seating names someone who is not a player.
    """
    names = tuple(players)
    account = [0] * len(names)
    rows = []
    for rubber, seating in zip(rubbers, seatings, strict=True):
        if not rubber.is_over:
            continue
        side, points = rubber.result()
        points = units(points, unit)
        seats = tuple(zip(SEATS, seating, strict=True))
        if len(set(seating)) == 2:  # two players, each with his dummy: one share each
            seats = seats[:2]
        if side is not None:
            for seat, name in seats:
                if name not in names:
                    raise ValueError(f"{quoted(name)} is not a player of the session")
                sign = 1 if seat.side is side else -1
                account[names.index(name)] += sign * points
        rows.append(tuple(account))
    return SessionAccount(names, tuple(rows))
