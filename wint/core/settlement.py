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

__all__ = ["DealtRubber", "RubberOutcome", "SessionAccount", "settle", "settle_deals", "units"]

#: How a player is known: a name, or whatever else tells the players apart (a seat).
Player = TypeVar("Player", bound=Hashable)


class RubberOutcome(Protocol):
    """What the individual ledger reads of a game's rubber."""

    @property
    def is_over(self) -> bool: ...

    def result(self) -> tuple[Side | None, int]:
        """The side that won the rubber (None: neither) and by how many points."""
        ...


class DealtRubber(RubberOutcome, Protocol):
    """A rubber whose result is also read deal by deal."""

    def nets(self) -> tuple[int, ...]:
        """Each deal's net figure: what N–S wrote in it minus what E–W wrote, premiums
        included; they sum to the rubber's result, N–S's way (netting is linear, W-SC-7)."""
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
        if side is not None:
            _credit(account, names, seating, units(points, unit) * (1 if side is Side.NS else -1))
        rows.append(tuple(account))
    return SessionAccount(names, tuple(rows))


def settle_deals(
    players: Sequence[Player],
    rubbers: Sequence[DealtRubber],
    seatings: Sequence[Sequence[Sequence[Player]]],
    unit: int = 1,
) -> SessionAccount[Player]:
    """The individual ledger of finished rubbers whose partners change every deal (three
    players passing the dummy on each deal, WC-10); ``seatings[i][j]`` names who sat N, E,
    S, W in deal ``j`` of ``rubbers[i]``.

    W-SC-10 credits a rubber's result R to the side ahead; Part A does not say how when the
    sides change within the rubber.  The app's reading: R is the sum of the rubber's
    deals' net figures (:meth:`DealtRubber.nets`; netting is linear, W-SC-7), and each
    deal's figure, in :func:`units` of ``unit``, is settled among the players who sat in
    that deal as :func:`settle` settles a rubber (a dummy's partner takes both shares,
    W-VAR-3P).  With the same seats in every deal this is :func:`settle`'s account.
    Unfinished rubbers count nothing.

    >>> class Won:
    ...     is_over = True
    ...     def result(self): return (Side.NS, 3)
    ...     def nets(self): return (5, -2)
    >>> settle_deals("ABC", [Won()], [["ABAC", "BABC"]]).totals
    (12, -9, -3)

    :raises ValueError: a seating names someone who is not a player, or the seatings of a
        rubber are not one per deal.
    """
    names = tuple(players)
    account = [0] * len(names)
    rows = []
    for rubber, deals in zip(rubbers, seatings, strict=True):
        if not rubber.is_over:
            continue
        for net, seating in zip(rubber.nets(), deals, strict=True):
            _credit(account, names, seating, units(abs(net), unit) * (1 if net > 0 else -1))
        rows.append(tuple(account))
    return SessionAccount(names, tuple(rows))


def _credit(
    account: list[int], names: tuple[Player, ...], seating: Sequence[Player], net: int
) -> None:
    """Adds ``net`` (N–S's way) to each N–S seat's player and takes it from each E–W's:
    a player with a dummy takes both shares, two players with a dummy each one share."""
    seats = tuple(zip(SEATS, seating, strict=True))
    if len(set(seating)) == 2:  # two players, each with his dummy: one share each
        seats = seats[:2]
    for seat, name in seats:
        if name not in names:
            raise ValueError(f"{quoted(name)} is not a player of the session")
        account[names.index(name)] += net if seat.side is Side.NS else -net
