"""The result of a deal as the score sheet needs it: contract, tricks, holdings, revoke."""

from __future__ import annotations

from dataclasses import dataclass

from wint.core.cards import CardSet, Rank, Suit
from wint.core.contract import Contract
from wint.core.seats import SEATS, Seat, Side

__all__ = [
    "ACES_MASK",
    "Coronet",
    "DealResult",
    "Holdings",
    "Revoke",
    "coronets_of_hand",
    "honours_mask",
]

ACES_MASK = sum(1 << (suit * 13 + Rank.ACE) for suit in Suit)
_HONOUR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def honours_mask(trump: Suit) -> int:
    """The five trump honours A K Q J 10 (V-HON-2)."""
    return sum(1 << (trump * 13 + rank) for rank in _HONOUR_RANKS)


@dataclass(frozen=True, slots=True)
class Coronet:
    """A coronet in one hand (V-CORO-1): a run of ``length`` cards from the ace of ``suit``,
    or, with ``suit`` None, ``length`` (3 or 4) aces.
    """

    seat: Seat
    suit: Suit | None
    length: int

    @property
    def is_aces(self) -> bool:
        """True for three or four aces in one hand."""
        return self.suit is None


def coronets_of_hand(seat: Seat, hand: CardSet) -> tuple[Coronet, ...]:
    """Every coronet of one hand as dealt: suit runs of 3+ from the ace, then 3/4 aces."""
    found = []
    for suit in Suit:
        pattern = hand.mask >> (13 * suit) & 0x1FFF
        length = 0
        while length < 13 and pattern >> (12 - length) & 1:
            length += 1
        if length >= 3:
            found.append(Coronet(seat, suit, length))
    aces = (hand.mask & ACES_MASK).bit_count()
    if aces >= 3:
        found.append(Coronet(seat, None, aces))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Holdings:
    """What the honour count needs: trump honours per side (``None`` at no-trump), aces per
    side, and the coronets.  Indexed by :class:`Side`.
    """

    honours: tuple[int, int] | None
    aces: tuple[int, int]
    coronets: tuple[Coronet, ...] = ()

    @classmethod
    def from_hands(cls, hands: tuple[CardSet, ...], trump: Suit | None) -> Holdings:
        """Count the holdings of four hands as dealt (V-HON-1, V-CORO-1)."""
        side_masks = (hands[0].mask | hands[2].mask, hands[1].mask | hands[3].mask)
        honours = None
        if trump is not None:
            hmask = honours_mask(trump)
            honours = ((side_masks[0] & hmask).bit_count(), (side_masks[1] & hmask).bit_count())
        aces = ((side_masks[0] & ACES_MASK).bit_count(), (side_masks[1] & ACES_MASK).bit_count())
        coronets = tuple(c for seat in SEATS for c in coronets_of_hand(seat, hands[seat]))
        return cls(honours, aces, coronets)

    @classmethod
    def from_captured(cls, won: tuple[int, int], trump: Suit | None) -> Holdings:
        """Honours and aces each side won in its tricks (C-6 ``captured``); ``won`` holds the
        card masks of each side's tricks.
        """
        honours = None
        if trump is not None:
            hmask = honours_mask(trump)
            honours = ((won[0] & hmask).bit_count(), (won[1] & hmask).bit_count())
        return cls(honours, ((won[0] & ACES_MASK).bit_count(), (won[1] & ACES_MASK).bit_count()))


@dataclass(frozen=True, slots=True)
class Revoke:
    """A revoke (V-REV-1) by ``by``; ``asked`` is whether the partner asked «не по ошибке ли?»
    (V-REV-3: then the revoker alone is liable).
    """

    by: Seat
    asked: bool = False

    @property
    def liability(self) -> str:
        """``individual`` when the partner asked and was told no, else ``joint`` (V-REV-3);
        it matters only to an individual ledger, the sides' sheet is the same.
        """
        return "individual" if self.asked else "joint"


@dataclass(frozen=True, slots=True)
class DealResult:
    """A finished deal as written on the sheet.

    ``tricks_ns`` is what N–S won in play (before any revoke transfer); ``None`` for a deal
    passed out and not played.  ``holdings`` is ``None`` when nothing is known of the cards
    (no honours, aces or coronets are scored).  ``captured`` holds the honours and aces won
    in tricks, needed with ``honours_basis = captured``.
    """

    contract: Contract | None
    tricks_ns: int | None
    holdings: Holdings | None = None
    captured: Holdings | None = None
    revoke: Revoke | None = None
    dealer: Seat | None = None

    @property
    def passed_out(self) -> bool:
        """All four passed (V-BID-6)."""
        return self.contract is None

    def tricks(self, side: Side) -> int:
        """Tricks won in play by ``side``."""
        if self.tricks_ns is None:
            raise ValueError("a deal passed out without play has no tricks")
        return self.tricks_ns if side is Side.NS else 13 - self.tricks_ns

    @property
    def declarer_tricks(self) -> int:
        """Tricks won in play by the declaring side."""
        if self.contract is None:
            raise ValueError("a passed-out deal has no declarer")
        return self.tricks(self.contract.side)
