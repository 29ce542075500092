"""A Whist deal: the four hands and the turned trump card (W-DEAL-2, W-DEAL-3, W-VAR-NT).

All 52 cards are dealt one at a time from the dealer's left, so the 52nd card is the
dealer's; he turns it up and its suit is trumps.  At no-trump whist no card is turned.  A
record knows only the trump suit (the dealer must hold a card of it), a session knows the
card.  The text form is the PBN deal, then the turned card (or only its suit), nothing at no
trump:

>>> deal = WhistDeal.from_seed(1, 1, Seat.N)
>>> deal.text()
'N:AQJ84.T96.93.A97 K765.J8.T5.J8652 T9.AK42.AKQJ2.K3 32.Q753.8764.QT4 D9'
>>> WhistDeal.parse(deal.text(), Seat.N) == deal
True
"""

from __future__ import annotations

from dataclasses import dataclass

from wint.core.cards import SUIT_MASKS, Card, CardSet, Suit
from wint.core.deal import Deal, deal_from_seed, shuffled_deck
from wint.core.errors import NotationError
from wint.core.quoting import quoted
from wint.core.seats import Seat

__all__ = ["WhistDeal"]


@dataclass(frozen=True, slots=True)
class WhistDeal:
    """The hands as dealt, the dealer, trumps (``None`` at no trump) and the turned card
    (``None`` at no trump, or when only the suit is known).

    :raises NotationError: the turned card is not the dealer's or not of ``trump``, or the
        dealer holds no card of ``trump``.
    """

    deal: Deal
    dealer: Seat
    trump: Suit | None
    turned: Card | None = None

    def __post_init__(self) -> None:
        hand = self.deal.hands[self.dealer].mask
        turned, trump = self.turned, self.trump
        if turned is not None:
            if turned.suit is not trump:
                raise NotationError(f"the turned card {turned} is not a trump")
            if not hand & turned.bit:
                raise NotationError(f"the turned card {turned} is not the dealer's")
        elif trump is not None and not hand & SUIT_MASKS[trump]:
            raise NotationError(f"the dealer holds no card of the trump suit {trump.name}")

    @classmethod
    def turning(cls, deal: Deal, dealer: Seat, card: Card) -> WhistDeal:
        """The deal in which ``dealer`` turned ``card`` (W-DEAL-3).

        :raises NotationError: ``dealer`` does not hold ``card``.
        """
        return cls(deal, dealer, card.suit, card)

    @classmethod
    def from_seed(
        cls, seed: int, number: int, dealer: Seat, *, no_trump: bool = False
    ) -> WhistDeal:
        """Deal ``number`` of a session seeded ``seed``: the pinned shuffle dealt one card at
        a time from the dealer's left (W-DEAL-2); the last card, the dealer's, is turned
        (W-DEAL-3), unless the game is played without trumps (W-VAR-NT)."""
        deal = deal_from_seed(seed, number, dealer)
        if no_trump:
            return cls(deal, dealer, None)
        return cls.turning(deal, dealer, shuffled_deck(seed, number)[-1])

    @classmethod
    def parse(cls, text: str, dealer: Seat) -> WhistDeal:
        """Read :meth:`text`: a PBN deal, then the turned card (``HT``) or only the trump
        suit (``H``); nothing more at no trump.

        :raises NotationError: not a deal in that form, or a turned card the dealer lacks.
        """
        if not isinstance(text, str):
            raise NotationError("a deal is a string")
        parts = text.split()
        if len(parts) not in (4, 5):
            raise NotationError("a whist deal is a PBN deal, then the turned card")
        deal = Deal.parse_pbn(" ".join(parts[:4]))
        if len(parts) == 4:
            return cls(deal, dealer, None)
        turned = parts[4]
        if len(turned) == 1:
            return cls(deal, dealer, Suit.parse(turned))
        try:
            card = Card.parse(turned)
        except NotationError:
            raise NotationError(f"{quoted(turned)} is not a turned card") from None
        return cls.turning(deal, dealer, card)

    def text(self) -> str:
        """The deal as :meth:`parse` reads it: ``"N:<N> <E> <S> <W> HT"``."""
        pbn = self.deal.pbn()
        if self.trump is None:
            return pbn
        return f"{pbn} {self.turned or self.trump.name}"

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` was dealt."""
        return self.deal.hands[seat]
