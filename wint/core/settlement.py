"""A session of several rubbers: seats, the partner rotation and each player's account.

With four players each partners each other once over three rubbers (V-PART-9); the
individual ledger (V-SHEET-7) credits each rubber's result, in points, to both players of
the side that won it and debits the other two, so the accounts always sum to zero.

>>> rotation_seating(("Anna", "Boris", "Vera", "Gleb"), 1)
('Anna', 'Boris', 'Vera', 'Gleb')
>>> rotation_seating(("Anna", "Boris", "Vera", "Gleb"), 2)
('Anna', 'Vera', 'Boris', 'Gleb')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wint.core.ledger import Ledger, Rubber
from wint.core.rules import RuleSet
from wint.core.seats import SEATS

__all__ = ["SessionAccount", "rotation_seating", "session_complete", "settle"]

# Seat order N, E, S, W for rubbers 1-3: A+C v B+D, A+B v C+D, A+D v B+C (player indices).
_ROTATION = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 1, 3, 2))


def rotation_seating(players: Sequence[str], rubber: int) -> tuple[str, str, str, str]:
    """Who sits N, E, S, W in rubber number ``rubber`` (1-based) of a four-player session:
    each player partners each other player once in three rubbers, then the cycle repeats.

    :raises ValueError: not four players, or a rubber number below 1.
    """
    if len(players) != 4:
        raise ValueError("the partner rotation needs four players")
    if rubber < 1:
        raise ValueError("rubbers are numbered from 1")
    order = _ROTATION[(rubber - 1) % 3]
    n, e, s, w = (players[i] for i in order)
    return (n, e, s, w)


@dataclass(frozen=True, slots=True)
class SessionAccount:
    """Each player's running plus or minus after every rubber (V-SHEET-7)."""

    players: tuple[str, ...]
    after_rubber: tuple[tuple[int, ...], ...]

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's account after the last rubber (zeros before the first)."""
        return self.after_rubber[-1] if self.after_rubber else tuple(0 for _ in self.players)


def settle(
    players: Sequence[str],
    rubbers: Sequence[Rubber],
    seatings: Sequence[Sequence[str]],
) -> SessionAccount:
    """The individual ledger of finished rubbers; ``seatings[i]`` names who sat N, E, S, W
    in ``rubbers[i]``.  Unfinished rubbers count nothing.

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
            for seat, name in zip(SEATS, seating, strict=True):
                if name not in names:
                    raise ValueError(f"{name!r} is not a player of the session")
                sign = 1 if seat.side is side else -1
                account[names.index(name)] += sign * points
        rows.append(tuple(account))
    return SessionAccount(names, tuple(rows))


def session_complete(rules: RuleSet, ledger: Ledger) -> bool:
    """True once the session's rubbers are played (``session_rubbers``, V-PART-9)."""
    return sum(1 for rubber in ledger.rubbers if rubber.is_over) >= rules.session_rubbers
