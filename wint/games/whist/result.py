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

from dataclasses import dataclass
from enum import StrEnum

from wint.core.cards import Suit
from wint.core.deal import Deal
from wint.core.honours import ACES_MASK, Coronet, coronets_of_hand, held, honours_mask
from wint.core.seats import FOUR_SEATS, Seat, Side

__all__ = ["Coronet", "DealResult", "Holdings", "Penalty", "Revoke", "honours_of"]


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
