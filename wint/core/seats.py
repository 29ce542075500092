"""Seats at the table, Vint's two sides (V-SEAT-1), and the ring of a deal's active seats.

Play goes clockwise, N → E → S → W, so a seat's left-hand opponent is the
next seat (V-PLAY-3).

>>> Seat.N.lho, Seat.N.partner, Seat.N.rho, Seat.N.side
(<Seat.E: 1>, <Seat.S: 2>, <Seat.W: 3>, <Side.NS: 0>)

No game of the family deals more than four hands, so a deal's active seats are three or four
of N, E, S and W: a :class:`SeatRing`, with the game's :class:`Partnership`.

>>> ring = SeatRing((Seat.N, Seat.E, Seat.S), Partnership.ONE_AGAINST_TWO)
>>> ring.next(Seat.S), ring.next(Seat.W), ring.teams(Seat.E)
(<Seat.N: 0>, <Seat.N: 0>, ((<Seat.E: 1>,), (<Seat.N: 0>, <Seat.S: 2>)))
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum, StrEnum
from typing import Final

from wint.core.errors import NotationError
from wint.core.quoting import quoted

__all__ = ["FOUR_SEATS", "SEATS", "SIDES", "Partnership", "Seat", "SeatRing", "Side"]


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


class Partnership(StrEnum):
    """Who plays together at a game's table."""

    #: Two fixed pairs, partners sitting opposite (V-SEAT-1, W-SEAT-1); four seats.
    PAIRS = "pairs"
    #: The declarer alone against the other two (P-WH-1); three seats.
    ONE_AGAINST_TWO = "one_against_two"
    #: Each for himself (P-RASP-1).
    NONE = "none"


_RING_SIZES: Final = {
    Partnership.PAIRS: (4,),
    Partnership.ONE_AGAINST_TWO: (3,),
    Partnership.NONE: (3, 4),
}


@dataclass(frozen=True, slots=True)
class SeatRing:
    """The seats dealt a hand, in the clockwise order of play, and how they pair up.

    Three or four of N, E, S and W (with four players at a three-handed game the dealer
    sits out, P-TAB-1).  ``next`` and ``after`` go round the ring only: a seat outside it
    is skipped.

    >>> FOUR_SEATS.after(Seat.W, 2), FOUR_SEATS.partners(Seat.E)
    (<Seat.E: 1>, (<Seat.W: 3>,))
    >>> SeatRing((Seat.E, Seat.S, Seat.W), Partnership.NONE).cycle(Seat.W)
    (<Seat.W: 3>, <Seat.E: 1>, <Seat.S: 2>)
    """

    seats: tuple[Seat, ...]
    partnership: Partnership
    #: For each of the four seats (by value), the first seat of the ring clockwise after it.
    _next: tuple[Seat, ...] = field(init=False, repr=False, compare=False)
    #: For each seat of the ring (by value), the ring in order of play from it.
    _cycles: tuple[tuple[Seat, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        seats = self.seats
        if len(seats) not in _RING_SIZES[self.partnership]:
            raise ValueError(f"{self.partnership} is not played by {len(seats)} seats")
        if list(seats) != sorted(set(seats)):
            raise ValueError("a ring's seats are distinct, in clockwise order")
        following = [next((s for s in seats if s > seat), seats[0]) for seat in SEATS]
        cycles = tuple(
            seats[seats.index(seat) :] + seats[: seats.index(seat)] if seat in seats else ()
            for seat in SEATS
        )
        object.__setattr__(self, "_next", tuple(following))
        object.__setattr__(self, "_cycles", cycles)

    def next(self, seat: Seat) -> Seat:
        """The first seat of the ring clockwise after ``seat`` (which may sit out: the dealer's
        left is the first hand, P-TAB-1, V-DEAL-3)."""
        return self._next[seat]

    def cycle(self, seat: Seat) -> tuple[Seat, ...]:
        """The ring in order of play, starting with ``seat``.

        :raises ValueError: ``seat`` is not in the ring.
        """
        cycle = self._cycles[seat]
        if not cycle:
            raise ValueError(f"{seat.name} is not in the ring")
        return cycle

    def after(self, seat: Seat, steps: int) -> Seat:
        """The seat ``steps`` places round the ring from ``seat`` (backwards when negative).

        :raises ValueError: ``seat`` is not in the ring.
        """
        return self.cycle(seat)[steps % len(self.seats)]

    def teams(self, declarer: Seat | None = None) -> tuple[tuple[Seat, ...], ...]:
        """The seats that play together: Vint's sides N–S and E–W (indexed by :class:`Side`),
        the ``declarer`` and the other two, or each seat alone.

        :raises ValueError: one against two without a ``declarer`` of the ring.
        """
        if self.partnership is Partnership.PAIRS:
            return (Side.NS.seats, Side.EW.seats)
        if self.partnership is Partnership.NONE:
            return tuple((seat,) for seat in self.seats)
        if declarer not in self.seats:
            raise ValueError("one against two needs the declarer, a seat of the ring")
        return ((declarer,), tuple(seat for seat in self.seats if seat is not declarer))

    def partners(self, seat: Seat, declarer: Seat | None = None) -> tuple[Seat, ...]:
        """The other seats of ``seat``'s team (:meth:`teams`).

        :raises ValueError: ``seat`` is not in the ring.
        """
        for team in self.teams(declarer):
            if seat in team:
                return tuple(other for other in team if other is not seat)
        raise ValueError(f"{seat.name} is not in the ring")

    def __len__(self) -> int:
        return len(self.seats)

    def __contains__(self, seat: object) -> bool:
        return seat in self.seats


#: Vint's and Whist's table: the four seats in two fixed pairs.
FOUR_SEATS: Final = SeatRing(SEATS, Partnership.PAIRS)
