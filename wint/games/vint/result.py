"""The result of a deal as the score sheet needs it: contract, tricks, holdings, revoke."""

from __future__ import annotations

from dataclasses import dataclass

from wint.core.cards import CardSet, Suit
from wint.core.honours import ACES_MASK, Coronet, coronets_of_hand, held, honours_mask
from wint.core.seats import FOUR_SEATS, SEATS, Seat, Side
from wint.games.vint.contract import Contract

__all__ = [
    "Coronet",
    "DealResult",
    "Holdings",
    "Revoke",
    "coronet_fault",
    "holdings_fault",
    "ns_tricks",
    "revokes_fault",
    "runs_fault",
]


def _held_by_sides(hands: tuple[CardSet, ...], mask: int) -> tuple[int, int]:
    """How many cards of ``mask`` N–S and E–W held (V-HON-1: partners' hands together)."""
    ns, ew = held(hands, FOUR_SEATS.teams(), mask)
    return ns, ew


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
        honours = None if trump is None else _held_by_sides(hands, honours_mask(trump))
        aces = _held_by_sides(hands, ACES_MASK)
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


# Why written holdings cannot have been dealt (codes shared by the record reader and the
# score pad, which word them each in its own way).
ACES_CORONET_TWICE = "aces_coronet_twice"  # one hand with two coronets of aces
ACES_CORONET_BEYOND = "aces_coronet_beyond"  # more aces in a hand than its side holds
ACE_TWICE = "ace_twice"  # two runs from the ace of one suit
RUN_HONOURS = "run_honours"  # a trump run longer than its side's honours allow
RUNS_BEYOND = "runs_beyond"  # more runs from an ace on a side than its aces


def coronet_fault(
    earlier: tuple[Coronet, ...],
    coronet: Coronet,
    aces: tuple[int, int],
    honours: tuple[int, int] | None,
    trump: Suit | None,
) -> str | None:
    """Why ``coronet`` cannot stand beside the ``earlier`` ones with these counts (V-CORO-1);
    ``None`` when it can."""
    side = coronet.seat.side
    if coronet.is_aces:
        if any(c.seat is coronet.seat and c.is_aces for c in earlier):
            return ACES_CORONET_TWICE
        return ACES_CORONET_BEYOND if coronet.length > aces[side] else None
    if any(c.suit is coronet.suit for c in earlier):
        return ACE_TWICE
    if coronet.suit is trump and honours is not None and honours[side] < min(coronet.length, 5):
        return RUN_HONOURS
    return None


def runs_fault(coronets: tuple[Coronet, ...], aces: tuple[int, int]) -> Side | None:
    """The side with more runs from an ace than it holds aces, if any."""
    for side in Side:
        runs = sum(1 for c in coronets if not c.is_aces and c.seat.side is side)
        if runs > aces[side]:
            return side
    return None


def holdings_fault(holdings: Holdings, trump: Suit | None) -> tuple[int | None, str] | None:
    """The first reason written holdings cannot have been dealt: the index of the coronet at
    fault (``None`` for the counts or the list as a whole) and a code; ``None`` when they can.
    """
    if holdings.honours is not None and sum(holdings.honours) != 5:
        return None, "honours_sum"
    if sum(holdings.aces) != 4:
        return None, "aces_sum"
    for index, coronet in enumerate(holdings.coronets):
        code = coronet_fault(
            holdings.coronets[:index], coronet, holdings.aces, holdings.honours, trump
        )
        if code is not None:
            return index, code
    if runs_fault(holdings.coronets, holdings.aces) is not None:
        return None, RUNS_BEYOND
    return None


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


#: A seat revokes at most once a trick and never in the last, with one card left (V-REV-1:
#: the revoker still holds the suit led), and a trick holds at most three revokes (not the
#: lead's card): the most revokes one seat and one deal can have.
MAX_SEAT_REVOKES = 12
MAX_DEAL_REVOKES = 36


def revokes_fault(revokes: tuple[Revoke, ...]) -> int | None:
    """The index of the first revoke a deal cannot hold (more than :data:`MAX_SEAT_REVOKES`
    by its seat or :data:`MAX_DEAL_REVOKES` in all, V-REV-1); ``None`` when it can hold
    them all."""
    counts = dict.fromkeys(SEATS, 0)
    for index, revoke in enumerate(revokes):
        counts[revoke.by] += 1
        if counts[revoke.by] > MAX_SEAT_REVOKES or index >= MAX_DEAL_REVOKES:
            return index
    return None


def ns_tricks(side: Side, tricks: int) -> int:
    """N–S's tricks in a deal of thirteen in which ``side`` took ``tricks``."""
    return tricks if side is Side.NS else 13 - tricks


@dataclass(frozen=True, slots=True)
class DealResult:
    """A finished deal as written on the sheet.

    ``tricks_ns`` is what N–S won in play (before any revoke transfer); ``None`` for a deal
    passed out and not played.  ``holdings`` is ``None`` when nothing is known of the cards
    (no honours, aces or coronets are scored).  ``captured`` holds the honours and aces won
    in tricks, needed with ``honours_basis = captured``.  ``revokes`` are the revokes
    established in the deal, in the order played (V-REV-10).
    """

    contract: Contract | None
    tricks_ns: int | None
    holdings: Holdings | None = None
    captured: Holdings | None = None
    revokes: tuple[Revoke, ...] = ()
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

    @property
    def undertricks(self) -> int:
        """Tricks the declaring side fell short of its contract in play; 0 when it made it."""
        if self.contract is None:
            raise ValueError("a passed-out deal has no contract")
        return max(0, self.contract.tricks_needed - self.declarer_tricks)

    @property
    def made(self) -> bool:
        """True when the declaring side took the tricks its contract needs (V-BID-2)."""
        return self.undertricks == 0
