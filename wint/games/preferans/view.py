"""What one seat may see of a Preferans deal.

A :class:`PrefView` holds plain values only: the seat's own hand, the hands lying face up
for all (an open whist, a checked ten, a misère's defenders: P-WH-6, P-WH-7, P-PLAY-4), the
prikup cards turned up (P-CON-1, P-RASP-2), the seat's own discard when it declares, and
every call, word and card played.  It keeps no reference to the state or to hidden hands.
"""

from __future__ import annotations

from dataclasses import dataclass

from wint.core.cards import Card, CardSet
from wint.core.seats import Seat
from wint.games.preferans.actions import Action, Call, Phase
from wint.games.preferans.result import Contract, WhistWord
from wint.games.preferans.tricks import Plays, PrefTrick

__all__ = ["PrefView"]

#: A hand for each seat (by :class:`Seat`), ``None`` where the viewer may not see it.
Hands = tuple[CardSet | None, CardSet | None, CardSet | None, CardSet | None]


@dataclass(frozen=True, slots=True)
class PrefView:
    """A seat's knowledge of the deal at one moment."""

    seat: Seat
    phase: Phase
    dealer: Seat
    #: The three active seats from the first hand.
    active: tuple[Seat, ...]
    to_act: Seat | None
    #: Who acts for ``to_act``: itself, or the lone whister playing an open hand.
    actor: Seat | None
    #: The cards each seat still holds, where this seat may see them (its own included).
    hands: Hands
    #: The prikup cards turned face up so far.
    prikup: tuple[Card, ...]
    #: The two cards this seat discarded as declarer, else empty.
    discard: tuple[Card, ...]
    calls: tuple[tuple[Seat, Call], ...]
    declarer: Seat | None
    contract: Contract | None
    whist: tuple[WhistWord, ...]
    open: bool
    tricks: tuple[PrefTrick, ...]
    current_trick: Plays
    #: The prikup card leading the trick in progress on an all-pass deal.
    lead_card: Card | None
    #: The tricks each seat has won (by :class:`Seat`).
    won: tuple[int, int, int, int]
    #: What this seat may do now; empty when it does not act.
    legal_actions: tuple[Action, ...]

    @property
    def hand(self) -> CardSet:
        """The cards this seat holds (none for the dealer sitting out)."""
        return self.hands[self.seat] or CardSet()

    @property
    def seen(self) -> CardSet:
        """Every card this seat sees: the hands it sees, the prikup turned, its discard,
        every card played."""
        mask = 0
        for hand in self.hands:
            mask |= hand.mask if hand is not None else 0
        for card in (*self.prikup, *self.discard):
            mask |= card.bit
        for trick in self.tricks:
            for _, card in trick.plays:
                mask |= card.bit
        for _, card in self.current_trick:
            mask |= card.bit
        return CardSet(mask)
