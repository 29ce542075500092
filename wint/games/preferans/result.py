"""A finished Preferans deal as the pulya sheet needs it: the fields of a ``score`` deal of
``contracts/record-preferans.md`` (P-CON, P-WH, P-PLAY, P-RASP).

>>> Contract.parse("7H"), Contract.parse("misere").misere, str(Contract.parse("10NT"))
(Contract(level=7, strain=<Strain.H: 'H'>), True, '10NT')
>>> PrefSeat.parse("B").after(2, 3)
<PrefSeat.A: 'A'>
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from wint.core.cards import Card, Suit
from wint.core.errors import NotationError
from wint.core.quoting import quoted
from wint.core.seats import Seat

__all__ = ["Contract", "DealResult", "PrefSeat", "Strain", "WhistWord"]


class PrefSeat(StrEnum):
    """A seat at a Preferans table, clockwise (``D`` only with four players)."""

    A = "A"
    B = "B"
    C = "C"
    D = "D"

    @property
    def place(self) -> int:
        """The seat's place clockwise from ``A`` (0–3)."""
        return "ABCD".index(self.value)

    @property
    def seat(self) -> Seat:
        """The engine's seat of the same place (A N, B E, C S, D W)."""
        return Seat(self.place)

    @classmethod
    def of(cls, seat: Seat) -> PrefSeat:
        """The Preferans seat at the engine's ``seat``."""
        return _SEATS[seat]

    def after(self, steps: int, players: int) -> PrefSeat:
        """The seat ``steps`` places clockwise at a table of ``players``."""
        return _SEATS[(self.place + steps) % players]

    @classmethod
    def parse(cls, text: str) -> PrefSeat:
        """The seat written ``text`` (``A``–``D``).

        :raises NotationError: not a seat.
        """
        try:
            return cls(text)
        except ValueError:
            raise NotationError(f"unknown seat {quoted(text)}") from None


_SEATS = tuple(PrefSeat)


class Strain(StrEnum):
    """A trick contract's trumps in bidding order S < C < D < H < NT (P-BID-2)."""

    S = "S"
    C = "C"
    D = "D"
    H = "H"
    NT = "NT"

    @property
    def order(self) -> int:
        """The strain's place in the bidding order (0–4)."""
        return _STRAINS.index(self)

    @property
    def trump(self) -> Suit | None:
        """The trump suit, ``None`` at no trump."""
        return None if self is Strain.NT else Suit.parse(self.value)


_STRAINS = tuple(Strain)


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract: ``level`` 6–10 tricks in ``strain``, or misère (``strain`` ``None``,
    ``level`` 0: take no trick)."""

    level: int
    strain: Strain | None

    @property
    def misere(self) -> bool:
        """Whether this is misère."""
        return self.strain is None

    @classmethod
    def parse(cls, text: str) -> Contract:
        """``6S`` … ``10NT`` or ``misere``.

        :raises NotationError: not a contract.
        """
        if text == "misere":
            return MISERE
        cut = -2 if text.endswith("NT") else -1
        level, strain = text[:cut], text[cut:]
        if level not in ("6", "7", "8", "9", "10") or strain not in Strain.__members__:
            raise NotationError(f"unknown contract {quoted(text)}")
        return cls(int(level), Strain(strain))

    def __str__(self) -> str:
        return "misere" if self.strain is None else f"{self.level}{self.strain.value}"


MISERE = Contract(0, None)


class WhistWord(StrEnum):
    """A defender's word on a contract (P-WH): whist, pass, or half-whist (the second
    defender after the first passed)."""

    WHIST = "whist"
    PASS = "pass"
    HALF = "half"


@dataclass(frozen=True, slots=True)
class DealResult:
    """One deal: ``contract`` ``None`` and ``allpass`` when all passed (P-RASP);
    ``declarer`` ``None`` then; ``whist`` the defenders' words as spoken (empty for misère,
    a checked ten, or all-pass); ``open`` a light (open) whist; ``tricks`` per active seat,
    ``None`` when no cards were played (both passed, a standing half-whist); ``prikup`` the
    talon's two cards, ``None`` when not known."""

    dealer: PrefSeat
    contract: Contract | None
    declarer: PrefSeat | None
    whist: tuple[WhistWord, ...] = ()
    open: bool = False
    allpass: bool = False
    tricks: Mapping[PrefSeat, int] | None = None
    prikup: tuple[Card, Card] | None = None
