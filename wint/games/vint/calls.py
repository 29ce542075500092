"""Calls of the auction: pass, bids, the question «можно ли ходить?» and the invitation to lead.

Bids rank by level, then by denomination in Vint's order ♠ < ♣ < ♦ < ♥ < NT
(V-DECK-3, V-BID-3); this module is the one place that order is written.

>>> Call.parse("3NT").beats(Call.parse("3H"))
True
>>> [c.code for c in (PASS, QUESTION, INVITE, bid(7, Strain.NT))]
['P', 'Q', 'L', '7NT']
"""

from __future__ import annotations

from enum import IntEnum
from typing import ClassVar, Final

from wint.core.cards import Suit
from wint.core.errors import NotationError
from wint.core.quoting import quoted

__all__ = [
    "ALL_BIDS",
    "BLIND_BIDS",
    "INVITE",
    "PASS",
    "QUESTION",
    "BlindBid",
    "Call",
    "CallKind",
    "Strain",
    "bid",
]


class Strain(IntEnum):
    """A denomination, valued in bidding order: S < C < D < H < NT (V-DECK-3)."""

    S = 0
    C = 1
    D = 2
    H = 3
    NT = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` at no-trump (V-PLAY-6)."""
        return _STRAIN_SUITS[self]

    @property
    def code(self) -> str:
        """Notation: ``S``, ``C``, ``D``, ``H`` or ``NT``."""
        return self.name

    @classmethod
    def parse(cls, text: str) -> Strain:
        """Parse a strain code.

        :raises NotationError: not one of S, C, D, H, NT.
        """
        try:
            return cls[text]
        except KeyError:
            raise NotationError(f"unknown strain {quoted(text)}") from None


_STRAIN_SUITS: Final = (Suit.S, Suit.C, Suit.D, Suit.H, None)


class CallKind(IntEnum):
    """A pass, a bid, the question (``Q``) or the invitation to lead (``L``) of V-BID-8."""

    PASS = 0
    BID = 1
    QUESTION = 2
    INVITE = 3


class Call:
    """A call; instances are interned, so ``is`` and ``==`` agree.

    ``rank`` orders bids: ``(level - 1) * 5 + strain``, from 0 (1♠) to 34 (7NT).
    """

    __slots__ = ("code", "kind", "level", "rank", "strain")
    _by_code: ClassVar[dict[str, Call]] = {}

    kind: CallKind
    level: int
    strain: Strain | None
    rank: int
    code: str

    @classmethod
    def _make(cls, kind: CallKind, level: int, strain: Strain | None, code: str) -> Call:
        call = object.__new__(cls)
        call.kind = kind
        call.level = level
        call.strain = strain
        call.rank = (level - 1) * 5 + strain if strain is not None else -1
        call.code = code
        cls._by_code[code] = call
        return call

    @property
    def is_bid(self) -> bool:
        """True for a bid (level and strain), false for P, Q and L."""
        return self.kind is CallKind.BID

    def beats(self, other: Call | None) -> bool:
        """True if this bid is higher than ``other`` (any bid beats ``None``) (V-BID-3)."""
        return self.kind is CallKind.BID and (other is None or self.rank > other.rank)

    @staticmethod
    def parse(text: str) -> Call:
        """Parse ``P``, ``Q``, ``L`` or a bid ``1S`` … ``7NT``.

        :raises NotationError: anything else.
        """
        call = Call._by_code.get(text)
        if call is None:
            raise NotationError(f"unknown call {quoted(text)}")
        return call

    def __repr__(self) -> str:
        return f"Call({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Call.parse, (self.code,))


PASS: Final = Call._make(CallKind.PASS, 0, None, "P")
QUESTION: Final = Call._make(CallKind.QUESTION, 0, None, "Q")
INVITE: Final = Call._make(CallKind.INVITE, 0, None, "L")
ALL_BIDS: Final = tuple(
    Call._make(CallKind.BID, level, strain, f"{level}{strain.code}")
    for level in range(1, 8)
    for strain in Strain
)


class BlindBid(Call):
    """A bid of «три» or higher made without looking at one's cards (V-BID-12), written
    ``blind:3NT``; it ranks as the bid it names (``plain``)."""

    __slots__ = ("plain",)

    plain: Call

    @classmethod
    def _blind(cls, plain: Call) -> BlindBid:
        call = cls._make(CallKind.BID, plain.level, plain.strain, f"blind:{plain.code}")
        assert isinstance(call, BlindBid)
        call.plain = plain
        return call

    def __repr__(self) -> str:
        return f"BlindBid({self.plain.code!r})"


#: The blind bids, «три» and higher (V-BID-12), in the order of :data:`ALL_BIDS`.
BLIND_BIDS: Final = tuple(BlindBid._blind(plain) for plain in ALL_BIDS if plain.level >= 3)


def bid(level: int, strain: Strain) -> Call:
    """The bid of ``level`` (1–7) in ``strain`` (V-BID-2).

    :raises ValueError: level outside 1–7.
    """
    if not 1 <= level <= 7:
        raise ValueError(f"bid level must be 1-7, not {level}")
    return ALL_BIDS[(level - 1) * 5 + strain]
