"""A finished Whist deal as the score sheet needs it: the dealer, trumps, the tricks N–S
took in play, what the hands held, the established revokes and, when honours are counted
as captured, the honours each side won in its tricks (W-PLAY-6, W-IRR, W-SC).

>>> from wint.core.deal import Deal
>>> deal = Deal.parse_pbn("N:AKQJ.AKQ2.AK.AK2 T987.JT9.QJT.QJT 6543.876.987.987 2.543.65432.6543")
>>> holdings = Holdings.of_deal(deal, Suit.H)
>>> holdings.honours, [(c.seat.name, c.suit.name, c.length) for c in holdings.coronets]
((3, 2), [('N', 'S', 4), ('N', 'H', 3)])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from wint.core.cards import Suit
from wint.core.deal import Deal
from wint.core.honours import ACES_MASK, Coronet, coronets_of_hand, held, honours_mask
from wint.core.seats import FOUR_SEATS, Seat, Side

__all__ = [
    "Coronet",
    "DealResult",
    "Holdings",
    "Penalty",
    "Revoke",
    "coronet_fault",
    "hand_cards",
    "holdings_fault",
    "honours_of",
    "honours_total",
    "side_runs",
]


class Penalty(StrEnum):
    """The non-offending side's choice for an established revoke (W-IRR-3)."""

    #: 5 points above the line for them.
    POINTS = "points"
    #: Three tricks taken from the offending side and added to theirs.
    TRICKS = "tricks"


@dataclass(frozen=True, slots=True)
class Revoke:
    """An established revoke by ``by``, the victims' ``penalty``; ``asked`` when the
    offender's partner had asked «нет такой масти?» (W-IRR-4: the individual ledger only)."""

    by: Seat
    penalty: Penalty
    asked: bool = False


def honours_of(trump: Suit | None) -> int:
    """The cards that count as honours: A K Q J 10 of trumps (W-SC-2), at no trump the four
    aces (W-VAR-NT)."""
    return ACES_MASK if trump is None else honours_mask(trump)


def honours_total(no_trump: bool) -> int:
    """How many honours the two sides hold between them: 5, at no trump the 4 aces."""
    return 4 if no_trump else 5


def side_runs(coronet: Coronet, before: Sequence[Coronet]) -> int:
    """The coronets of ``coronet``'s side, it and those ``before`` it."""
    return 1 + sum(1 for other in before if other.seat.side is coronet.seat.side)


def hand_cards(coronet: Coronet, before: Sequence[Coronet]) -> int:
    """The cards the coronets of ``coronet``'s hand take, it and those ``before`` it."""
    return coronet.length + sum(other.length for other in before if other.seat is coronet.seat)


def coronet_fault(
    coronet: Coronet,
    before: Sequence[Coronet],
    trump: Suit | None,
    honours: tuple[int, int] | None,
) -> str | None:
    """Why ``coronet`` cannot have been dealt after the coronets ``before`` it, as a code;
    ``None`` when it can.  A coronet is a run of 3–13 from the ace of a suit in one hand
    (W-SC-3; Whist counts no aces coronet, A.4): ``coronet_length``, ``aces_coronet``; one
    hand holds the ace of a suit: ``ace_twice``; with the ``honours`` each side held
    (``None``: not known, not checked) a run of n trumps holds min(n, 5) of its side's
    honours (``run_honours``) and at no trump every coronet one of its side's aces
    (``runs_beyond``); a hand's coronets fit in its 13 cards: ``hand_cards``."""
    if not 3 <= coronet.length <= 13:
        return "coronet_length"
    if coronet.suit is None:
        return "aces_coronet"
    if any(other.suit is coronet.suit for other in before):
        return "ace_twice"
    side = coronet.seat.side
    if honours is not None:
        if coronet.suit is trump and honours[side] < min(coronet.length, 5):
            return "run_honours"
        if trump is None and side_runs(coronet, before) > honours[side]:
            return "runs_beyond"
    if hand_cards(coronet, before) > 13:
        return "hand_cards"
    return None


@dataclass(frozen=True, slots=True)
class Holdings:
    """What the hands held as dealt: the honours of each side (N–S, E–W; ``None`` when the
    record does not say, and then none score) and every coronet (W-SC-2, W-SC-3)."""

    honours: tuple[int, int] | None = None
    coronets: tuple[Coronet, ...] = ()

    @classmethod
    def of_deal(cls, deal: Deal, trump: Suit | None) -> Holdings:
        """The honours and coronets of a deal's hands (W-PLAY-6; no aces coronet, A.4)."""
        ns, ew = held(deal.hands, FOUR_SEATS.teams(), honours_of(trump))
        coronets = tuple(
            coronet for seat in Seat for coronet in coronets_of_hand(seat, deal.hands[seat], False)
        )
        return cls((ns, ew), coronets)


def holdings_fault(holdings: Holdings, trump: Suit | None) -> tuple[int | None, str] | None:
    """The first reason written holdings cannot have been dealt: the index of the coronet at
    fault (``None`` for the honours) and a code; ``None`` when they can.  The honours of
    the two sides sum to 5, at no trump the aces to 4 (``honours_sum``, ``aces_sum``); the
    coronets' codes are :func:`coronet_fault`'s."""
    if holdings.honours is not None and sum(holdings.honours) != honours_total(trump is None):
        return None, "aces_sum" if trump is None else "honours_sum"
    for index, coronet in enumerate(holdings.coronets):
        code = coronet_fault(coronet, holdings.coronets[:index], trump, holdings.honours)
        if code is not None:
            return index, code
    return None


@dataclass(frozen=True, slots=True)
class DealResult:
    """A finished deal: ``trump`` is ``None`` at no trump; ``tricks_ns`` the tricks N–S won
    in play, before any revoke transfer; ``captured`` the honours each side won in its
    tricks (``None`` when not counted)."""

    dealer: Seat
    trump: Suit | None
    tricks_ns: int
    holdings: Holdings = Holdings()
    revokes: tuple[Revoke, ...] = ()
    captured: tuple[int, int] | None = None

    def tricks(self, side: Side) -> int:
        """The tricks ``side`` won in play."""
        return self.tricks_ns if side is Side.NS else 13 - self.tricks_ns
