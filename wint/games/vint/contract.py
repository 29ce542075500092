"""The contract: the final bid and its declarer (V-BID-9)."""

from __future__ import annotations

from dataclasses import dataclass

from wint.core.cards import Suit
from wint.core.errors import NotationError
from wint.core.quoting import quoted
from wint.core.seats import Seat, Side
from wint.games.vint.calls import Strain

__all__ = ["Contract"]


@dataclass(frozen=True, slots=True)
class Contract:
    """Level 1–7 in a strain, declared by ``declarer``.

    >>> c = Contract.parse("6H", "S")
    >>> c.tricks_needed, c.side.name, str(c)
    (12, 'NS', '6H by S')
    """

    level: int
    strain: Strain
    declarer: Seat

    @property
    def tricks_needed(self) -> int:
        """Tricks the declaring side undertakes: six plus the level (V-BID-2)."""
        return 6 + self.level

    @property
    def trick_value(self) -> int:
        """What each trick is worth below the line: ten times the level (V-SCORE-3)."""
        return 10 * self.level

    @property
    def trump(self) -> Suit | None:
        """The trump suit, ``None`` at no-trump."""
        return self.strain.suit

    @property
    def side(self) -> Side:
        """The declaring side."""
        return self.declarer.side

    @property
    def code(self) -> str:
        """The bid's notation, ``3H`` or ``2NT``."""
        return f"{self.level}{self.strain.code}"

    @property
    def is_slam(self) -> bool:
        """A declared small or grand slam (V-SLAM-1)."""
        return self.level >= 6

    @classmethod
    def parse(cls, code: str, declarer: str | Seat) -> Contract:
        """Parse a contract code (``3H``, ``2NT``) and a declarer seat.

        :raises NotationError: bad level, strain or seat.
        """
        if not isinstance(code, str) or len(code) < 2 or code[0] not in "1234567":
            raise NotationError(f"bad contract {quoted(code)}: level must be 1-7")
        strain = Strain.parse(code[1:])
        seat = declarer if isinstance(declarer, Seat) else Seat.parse(declarer)
        return cls(int(code[0]), strain, seat)

    def __str__(self) -> str:
        return f"{self.code} by {self.declarer.name}"
