"""What one seat may see (V-PLAY-1: no dummy, every hand stays hidden; §4.1: with two or
three players a dummy's hand is seen by its owner from the deal and by all once exposed).

A :class:`SeatView` is built from a state and holds plain values only: the seat's own
cards, the other hands it sees (``shown``), the calls, and every card played so far (the
review limit of V-PLAY-8 binds the screen, not a player's memory).  It keeps no reference
to the state or to hands it may not see.  :meth:`SeatView.acting` turns a dummy's owner's
view into the one he decides from for the dummy's seat.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from wint.core.cards import Card, CardSet
from wint.core.seats import Seat, Side
from wint.core.tricks import Trick, played_by, played_mask
from wint.games.vint.actions import Action, Phase
from wint.games.vint.calls import Call
from wint.games.vint.contract import Contract
from wint.games.vint.rules import RuleSet

__all__ = ["SeatView"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat's knowledge of the deal at one moment."""

    seat: Seat
    rules: RuleSet
    dealer: Seat
    phase: Phase
    to_act: Seat | None
    hand: CardSet  # the cards this seat still holds
    dealt: CardSet  # this seat's 13 cards as dealt
    calls: tuple[tuple[Seat, Call], ...]
    contract: Contract | None
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[Seat, Card], ...]
    tricks_won: tuple[int, int]
    legal_actions: tuple[Action, ...]  # empty unless this seat acts (for itself or its dummy)
    #: Who acts for ``to_act``: itself, or a dummy's owner (§4.1).
    actor: Seat | None = None
    #: The dummies' seats (none with four players).
    dummies: tuple[Seat, ...] = ()
    #: The other hands this seat sees, as they stand: its dummy's, and every dummy exposed.
    shown: tuple[tuple[Seat, CardSet], ...] = ()
    #: Table-rules mode: the exposed cards, with their owners, shown to all (V-IRR-1).
    exposed: tuple[tuple[Seat, Card], ...] = ()
    #: Table-rules mode: «не по ошибке ли?» this seat may ask now, out of turn (V-REV-3).
    questions: tuple[Action, ...] = ()

    def hand_of(self, seat: Seat) -> CardSet | None:
        """The cards ``seat`` still holds, if this seat sees them (``None`` if hidden)."""
        if seat is self.seat:
            return self.hand
        return next((cards for other, cards in self.shown if other is seat), None)

    def acting(self) -> SeatView:
        """The view this player decides from: his own, or, when he acts for his dummy on
        turn, the dummy seat's with his own hand shown (he sees both hands, §4.1).
        """
        seat = self.to_act
        if seat is None or seat is self.seat or self.actor is not self.seat:
            return self
        hand = self.hand_of(seat)
        assert hand is not None  # an owner sees his dummy
        dealt = CardSet(hand.mask | played_by(seat, self.tricks, self.current_trick))
        others = tuple((s, cards) for s, cards in self.shown if s is not seat)
        return replace(
            self, seat=seat, hand=hand, dealt=dealt, shown=((self.seat, self.hand), *others)
        )

    @property
    def played(self) -> CardSet:
        """Every card played so far, by anyone."""
        return CardSet(played_mask(self.tricks, self.current_trick))

    def played_by(self, seat: Seat) -> CardSet:
        """The cards ``seat`` has played so far, the current trick's included."""
        return CardSet(played_by(seat, self.tricks, self.current_trick))

    @property
    def unseen(self) -> CardSet:
        """The cards this seat cannot see: held by the other hands, hidden from it."""
        unseen = CardSet((1 << 52) - 1) - self.dealt - self.played
        for _seat, cards in self.shown:
            unseen -= cards
        return unseen

    @property
    def side(self) -> Side:
        """This seat's partnership."""
        return self.seat.side
