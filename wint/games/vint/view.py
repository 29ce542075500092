"""What one seat may see (V-PLAY-1: no dummy, every hand stays hidden).

A :class:`SeatView` is built from a state and holds plain values only: the seat's own
cards, the calls, and every card played so far (the review limit of V-PLAY-8 binds the
screen, not a player's memory).  It keeps no reference to the state or to other hands.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    legal_actions: tuple[Action, ...]  # empty unless this seat is on turn
    #: Table-rules mode: the exposed cards, with their owners, shown to all (V-IRR-1).
    exposed: tuple[tuple[Seat, Card], ...] = ()
    #: Table-rules mode: «не по ошибке ли?» this seat may ask now, out of turn (V-REV-3).
    questions: tuple[Action, ...] = ()

    @property
    def played(self) -> CardSet:
        """Every card played so far, by anyone."""
        return CardSet(played_mask(self.tricks, self.current_trick))

    def played_by(self, seat: Seat) -> CardSet:
        """The cards ``seat`` has played so far, the current trick's included."""
        return CardSet(played_by(seat, self.tricks, self.current_trick))

    @property
    def unseen(self) -> CardSet:
        """The cards this seat cannot see: held by the other three."""
        return CardSet((1 << 52) - 1) - self.dealt - self.played

    @property
    def side(self) -> Side:
        """This seat's partnership."""
        return self.seat.side
