"""A claim of the tricks not yet quitted, in any trick-taking game of the family.

A claim (``claim:N``) ends the play with the tricks left shared as stated: the side its game
counts a claim for takes ``N`` of them, the other side the rest (Vint counts the declaring
side's, V-PLAY-7; Whist the side on turn's, W-PLAY-5).  Each game checks the number against
the tricks left; the notation is the same in every game.

>>> Claim.parse("claim:7"), Claim.parse("claim:x"), str(Claim(3))
(Claim(tricks=7), None, 'claim:3')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = ["Claim"]

_PREFIX: Final = "claim:"


@dataclass(frozen=True, slots=True)
class Claim:
    """The rest of the play settled: ``tricks`` of the tricks not yet quitted go to the side
    the game counts a claim for, the others to its opponents."""

    tricks: int

    @property
    def code(self) -> str:
        """Notation: ``claim:7``."""
        return f"{_PREFIX}{self.tricks}"

    def __str__(self) -> str:
        return self.code

    @staticmethod
    def parse(text: str) -> Claim | None:
        """The claim ``text`` writes (``claim:7``), ``None`` if it writes none."""
        number = text[len(_PREFIX) :]
        if text.startswith(_PREFIX) and number.isascii() and number.isdigit() and len(number) <= 2:
            return Claim(int(number))
        return None
