"""Dummy seats (болван): a hand dealt to an empty seat, played by its partner and shown to all.

With two or three players, Vint and Whist deal the four hands as usual and each empty seat is
a dummy opposite a live player, who calls and plays for it and sees it from the deal; the
other players see it once it is exposed, after the deal or after the opening lead, as the
rules have it (Vint §4.1 and ``dummy_exposed``, W-VAR-2P, W-VAR-3P).  One player then acts
for two seats.  A game asks who acts for the seat on turn and which hands a player may see;
a session asks :func:`dummy_seating` who sits where, and plays which dummy, in each rubber.

>>> two = Dummies.opposite((Seat.S, Seat.W), Exposure.AFTER_OPENING_LEAD)
>>> two.actor(Seat.S), two.seats_of(Seat.E)
(<Seat.N: 0>, (<Seat.E: 1>, <Seat.W: 3>))
>>> two.visible(Seat.N, led=False), two.visible(Seat.N, led=True)
((<Seat.N: 0>, <Seat.S: 2>), (<Seat.N: 0>, <Seat.S: 2>, <Seat.W: 3>))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from wint.core.seats import SEATS, Seat

__all__ = ["Dummies", "Dummy", "Exposure", "dummy_seating"]


class Exposure(StrEnum):
    """When a dummy's hand is shown to every player."""

    #: As soon as the deal is complete (W-VAR-3P's default).
    AFTER_DEAL = "after_deal"
    #: Once the opening lead is made (Vint §4.1's default).
    AFTER_OPENING_LEAD = "after_opening_lead"


@dataclass(frozen=True, slots=True)
class Dummy:
    """The dummy at ``seat``, played by the player at ``partner``."""

    seat: Seat
    partner: Seat
    exposure: Exposure

    def exposed(self, *, led: bool) -> bool:
        """True if every player sees the dummy, the opening lead made (``led``) or not."""
        return led or self.exposure is Exposure.AFTER_DEAL


@dataclass(frozen=True, slots=True)
class Dummies:
    """The dummies of a table (none at an ordinary table of four players)."""

    dummies: tuple[Dummy, ...] = ()

    def __post_init__(self) -> None:
        seats = [dummy.seat for dummy in self.dummies]
        if len(set(seats)) != len(seats):
            raise ValueError("a seat holds one dummy")
        if any(dummy.partner in seats for dummy in self.dummies):
            raise ValueError("a dummy is played by a player, not by another dummy")

    @classmethod
    def opposite(cls, seats: Iterable[Seat], exposure: Exposure) -> Dummies:
        """Dummies at ``seats`` of a table of two fixed pairs, each played by the player
        opposite (Vint §4.1, W-VAR-2P, W-VAR-3P)."""
        return cls(tuple(Dummy(seat, seat.partner, exposure) for seat in seats))

    def actor(self, seat: Seat) -> Seat:
        """The player who acts for ``seat``: its partner if it is a dummy, else its own."""
        for dummy in self.dummies:
            if dummy.seat is seat:
                return dummy.partner
        return seat

    def seats_of(self, player: Seat) -> tuple[Seat, ...]:
        """The seats ``player`` acts for: his own and his dummies', clockwise from N.

        :raises ValueError: ``player`` is a dummy's seat.
        """
        self._check_player(player)
        return tuple(seat for seat in SEATS if self.actor(seat) is player)

    def visible(self, player: Seat, *, led: bool) -> tuple[Seat, ...]:
        """The seats whose hands ``player`` may see, the opening lead made (``led``) or not:
        his own, his dummies', and every dummy exposed; clockwise from N.

        :raises ValueError: ``player`` is a dummy's seat.
        """
        mine = self.seats_of(player)
        shown = {dummy.seat for dummy in self.dummies if dummy.exposed(led=led)}
        return tuple(seat for seat in SEATS if seat in mine or seat in shown)

    def _check_player(self, seat: Seat) -> None:
        if any(dummy.seat is seat for dummy in self.dummies):
            raise ValueError(f"{seat.name} is a dummy: ask for its partner")


def dummy_seating(homes: Sequence[Seat], rubber: int) -> tuple[tuple[int, ...], tuple[Seat, ...]]:
    """Who sits in N, E, S and W (each player's index in ``homes``) in rubber ``rubber``
    (from 0) of two or three players whose own seats are ``homes``, and the dummies' seats.

    Two players each play the dummy opposite them all session (W-VAR-2P).  Three take the
    dummy in turn, a rubber each (W-VAR-3P, Vint §4.1): first the player opposite the empty
    seat, then the next ones clockwise; the dummy sits opposite its partner, and the player
    whose seat it takes sits in the empty seat for that rubber.

    >>> dummy_seating((Seat.S, Seat.W, Seat.E), 0)  # South and the dummy in the North
    ((0, 2, 0, 1), (<Seat.N: 0>,))
    >>> dummy_seating((Seat.S, Seat.W, Seat.E), 1)  # West and the dummy; East moves North
    ((2, 1, 0, 1), (<Seat.E: 1>,))

    :raises ValueError: not two or three players, a seat given twice, or (two players) a
        player opposite another.
    """
    count = len(homes)
    if count not in (2, 3) or len(set(homes)) != count:
        raise ValueError("dummies sit with two or three players, each in a seat of his own")
    empty = [seat for seat in SEATS if seat not in homes]
    if count == 2:
        if any(seat.partner in homes for seat in homes):
            raise ValueError("two players sit side by side, each opposite his dummy")
        seats = [
            homes.index(seat.partner) if seat in empty else homes.index(seat) for seat in SEATS
        ]
        return tuple(seats), tuple(empty)
    (free,) = empty
    order = [seat for seat in (free.partner.after(i) for i in range(4)) if seat in homes]
    partner = order[rubber % 3]
    dummy = partner.partner
    seats = [homes.index(seat) if seat in homes else -1 for seat in SEATS]
    if dummy is not free:  # the dummy takes a player's seat: he sits in the empty one
        seats[free] = seats[dummy]
    seats[dummy] = homes.index(partner)
    return tuple(seats), (dummy,)
