"""What one seat may see of a Whist deal.

A :class:`SeatView` holds plain values only: the hands the seat may see (its own, the dummies
it plays, the dummies exposed to all; W-VAR-2P, W-VAR-3P), the turned card (W-DEAL-3: shown to
all, so every seat knows the dealer holds it until he plays it), and every card played (the
review limit of W-PLAY-5 binds the screen, not a player's memory).  It keeps no reference to
the state or to the hidden hands.
"""

from __future__ import annotations

from dataclasses import dataclass

from wint.core.cards import FULL_DECK, Card, CardSet, Suit
from wint.core.seats import SEATS, Seat, Side
from wint.core.tricks import Trick, played_by, played_mask
from wint.games.whist.actions import Action, Phase, RevokeMade
from wint.games.whist.result import Penalty
from wint.games.whist.rules import WhistRules

__all__ = ["SeatView"]

#: A hand for each seat (by :class:`Seat`), ``None`` where the viewer may not see it.
Hands = tuple[CardSet | None, CardSet | None, CardSet | None, CardSet | None]


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat's knowledge of the deal at one moment."""

    seat: Seat
    rules: WhistRules
    dealer: Seat
    #: Trumps, ``None`` at no trump (W-VAR-NT).
    trump: Suit | None
    phase: Phase
    to_act: Seat | None
    #: Who acts for ``to_act``: itself, or the partner of a dummy.
    actor: Seat | None
    #: The dummies' seats.
    dummies: tuple[Seat, ...]
    #: The cards each seat still holds, where this seat may see them (its own included).
    hands: Hands
    #: This seat's 13 cards as dealt.
    dealt: CardSet
    #: The turned card (``None`` at no trump, or when only its suit is known).
    turned: Card | None
    #: True while the turned card lies face up on the table (W-DEAL-4).
    turned_shown: bool
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[Seat, Card], ...]
    tricks_won: tuple[int, int]
    #: The established revokes, once the play is over (table-rules mode, W-IRR-3).
    revokes: tuple[RevokeMade, ...]
    #: The penalties chosen so far, one per revoke in order.
    penalties: tuple[Penalty, ...]
    #: What this seat may do now (for itself or for its dummy); empty when it does not act.
    legal_actions: tuple[Action, ...]

    @property
    def hand(self) -> CardSet:
        """The cards this seat still holds."""
        return self.hands[self.seat] or CardSet()

    @property
    def played(self) -> CardSet:
        """Every card played so far, by anyone."""
        return CardSet(played_mask(self.tricks, self.current_trick))

    def played_by(self, seat: Seat) -> CardSet:
        """The cards ``seat`` has played so far, the current trick's included."""
        return CardSet(played_by(seat, self.tricks, self.current_trick))

    def known(self, seat: Seat) -> CardSet:
        """The cards this seat knows ``seat`` still holds: a whole hand it sees, else the
        turned card in the dealer's hand until he plays it."""
        hand = self.hands[seat]
        if hand is not None:
            return hand
        turned = self.turned
        if seat is self.dealer and turned is not None and turned not in self.played:
            return CardSet(turned.bit)
        return CardSet()

    @property
    def unseen(self) -> CardSet:
        """The cards this seat cannot place: not played and not known to be in a hand."""
        mask = FULL_DECK & ~self.played.mask
        for seat in SEATS:
            mask &= ~self.known(seat).mask
        return CardSet(mask)

    @property
    def side(self) -> Side:
        """This seat's partnership."""
        return self.seat.side
