"""Seats at the table and the two sides (V-SEAT-1).

Play goes clockwise, N → E → S → W, so a seat's left-hand opponent is the
next seat (V-PLAY-3).

>>> Seat.N.lho, Seat.N.partner, Seat.N.rho, Seat.N.side
(<Seat.E: 1>, <Seat.S: 2>, <Seat.W: 3>, <Side.NS: 0>)
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from wint.core.errors import NotationError
from wint.core.quoting import quoted

__all__ = ["SEATS", "SIDES", "Seat", "Side"]


class Side(IntEnum):
    """A partnership: N–S («Мы» on the sheet) or E–W («Они»)."""

    NS = 0
    EW = 1

    @property
    def other(self) -> Side:
        """The opposing side."""
        return _SIDES[1 - self]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The side's two seats."""
        return (SEATS[self], SEATS[self + 2])

    @classmethod
    def parse(cls, text: str) -> Side:
        """Parse ``NS`` or ``EW``.

        :raises NotationError: anything else.
        """
        try:
            return cls[text]
        except KeyError:
            raise NotationError(f"unknown side {quoted(text)}") from None


class Seat(IntEnum):
    """A seat; values follow the clockwise order of play."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return SEATS[(self + 1) & 3]

    next = lho

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return SEATS[(self + 2) & 3]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the previous seat clockwise."""
        return SEATS[(self + 3) & 3]

    @property
    def side(self) -> Side:
        """The seat's partnership."""
        return _SIDES[self & 1]

    def after(self, steps: int) -> Seat:
        """The seat ``steps`` places clockwise from this one."""
        return SEATS[(self + steps) & 3]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Parse ``N``, ``E``, ``S`` or ``W``.

        :raises NotationError: anything else.
        """
        try:
            return cls[text]
        except KeyError:
            raise NotationError(f"unknown seat {quoted(text)}") from None


SEATS: Final = (Seat.N, Seat.E, Seat.S, Seat.W)
SIDES: Final = (Side.NS, Side.EW)
_SIDES = SIDES
