"""What the card table shows of a deal, in any game of the family, and where it comes from.

The scene (:mod:`wint.gui.table.scene`) knows no game: it draws a :class:`TableDeal`, which
the controller of a game makes from the game's state (Vint's:
:func:`wint.gui.table.vint.vint_deal`, Whist's: :func:`wint.gui.table.whist.whist_deal`),
and sends the card the human chose back through :meth:`TableSource.play_card`.  The seats
are the game's (:attr:`wint.games.registry.GameSpec.seats`, in the order of play); the table
places them by their count (:func:`wint.gui.table.layout.places`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from wint.core.cards import Card, CardSet
from wint.core.seats import Seat

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

__all__ = ["Pacing", "QuittedTrick", "TableDeal", "TableSource"]


class QuittedTrick(Protocol):
    """A trick taken: its cards with their seats, and who won it."""

    @property
    def cards(self) -> tuple[Card, ...]: ...

    @property
    def winner(self) -> Seat: ...

    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """Each card with the seat that played it."""
        ...


@dataclass(frozen=True, slots=True)
class TableDeal:
    """A deal as the table shows it now."""

    #: The game's seats, in the order of play.
    seats: tuple[Seat, ...]
    #: The name on each seat's plate.
    names: Mapping[Seat, str]
    #: The cards each seat still holds.
    hands: Mapping[Seat, CardSet]
    #: The cards in a hand as dealt (as many tricks in a deal): the room a hand and a pile take.
    hand_size: int
    dealer: Seat
    to_act: Seat | None
    #: Who acts for the seat on turn: itself, or a dummy's partner (W-VAR-2P, W-VAR-3P).
    actor: Seat | None
    is_over: bool
    #: True when the seat on turn plays a card (not while calling, for instance).
    playing: bool
    #: The cards the seat on turn may play now.
    legal: frozenset[Card]
    #: The trick in progress: each card with its seat.
    trick: tuple[tuple[Seat, Card], ...]
    #: The quitted tricks, in order.
    tricks: Sequence[QuittedTrick]
    #: The quitted tricks a player may look at now.
    reviewable: Sequence[QuittedTrick]
    #: Each seat's partnership: partners share a number, and the pile of their tricks.
    teams: Mapping[Seat, int]
    #: The game's word for each seat now under its name (its last call, "declarer"), or ''.
    status: Mapping[Seat, str]
    #: Every word of the game a plate may show, so that the plates keep one width.
    statuses: tuple[str, ...]
    #: The contract's box: where the deal stands, in a line or two.
    banner: str
    #: The hands shown face up although the viewer does not hold them: the dummies exposed
    #: to everyone, and the viewer's own dummy from the deal.
    exposed: frozenset[Seat] = frozenset()
    #: A card of the dealer's hand lying face up apart from it, at his place (Whist's
    #: turned trump card while it stays on the table, W-DEAL-4), or ``None``.
    turned: Card | None = None
    #: A card that fails to follow suit is accepted, as a revoke (Whist's table-rules mode,
    #: W-IRR-1): the table asks before playing one.
    revokes: bool = False
    #: Cards lying in the middle apart from every hand (Vint's talon, §4.4), face up when
    #: ``talon_up``: the seat on turn may pass them as his own.
    talon: tuple[Card, ...] = ()
    talon_up: bool = False
    #: Cards of the talon turned face up while the rest lies face down (Preferans's prikup
    #: card leading a trick of an all-pass deal, P-RASP-2).
    talon_open: frozenset[Card] = frozenset()
    #: The cards the seat on turn passes now, in a row, face down to ``pass_to`` (Vint's old
    #: deals, §4.4, §4.6); 0 when no card is passed.
    passing: int = 0
    pass_to: Seat | None = None
    #: The words of the button that passes them when they are the game's own (Preferans's
    #: discard, P-CON-1); '' for «Give N cards».
    pass_words: str = ""
    #: The word over the place in the middle where the human drops the cards he passes
    #: (Preferans's discard, P-CON-1); '' when they are chosen by clicks only.
    drop_words: str = ""
    #: The seats whose players have not looked at their cards yet (Vint's blind bids,
    #: V-BID-12): their hands lie face down even for their own player.
    hidden: frozenset[Seat] = frozenset()
    #: Cards of a hand lying face up apart from it, at its owner's place, shown to all
    #: (Vint's exposed cards, V-IRR-1).
    shown: Mapping[Seat, tuple[Card, ...]] = field(default_factory=dict)
    #: A card the human leads out of turn is accepted (Vint's table rules, V-IRR-2): the
    #: table asks before playing one.
    out_of_turn: bool = False
    #: The dummies' seats (Vint with two or three players, §4.1).
    dummies: frozenset[Seat] = frozenset()
    #: The hands are turned face up once the deal is over (not the cards a Preferans deal
    #: left unplayed: nobody shows them).
    shown_at_end: bool = True

    def apart_of(self, seat: Seat) -> tuple[Card, ...]:
        """``seat``'s cards lying face up apart from his hand: the dealer's turned card while
        he holds it, and the seat's exposed cards."""
        turned = self.turned
        mine = (turned,) if seat is self.dealer and turned is not None else ()
        return tuple(c for c in (*mine, *self.shown.get(seat, ())) if c in self.hands[seat])


class Pacing(Protocol):
    """The pauses the table keeps, in milliseconds."""

    @property
    def step_ms(self) -> int:
        """The pause between moves (a card slides for half of it)."""
        ...

    @property
    def trick_ms(self) -> int:
        """How long a full trick stays in the middle before it is gathered."""
        ...


class TableSource(Protocol):
    """What the table reads and tells: a game's controller."""

    @property
    def changed(self) -> SignalInstance:
        """Emitted when the deal changed: draw it again."""
        ...

    @property
    def rejected(self) -> SignalInstance:
        """Emitted with a refusal's reason code and the refused action's notation."""
        ...

    @property
    def thinking(self) -> SignalInstance:
        """Emitted with the computer's seat now thinking, or ``None``."""
        ...

    @property
    def human(self) -> Seat | None:
        """The seat of the player at this screen (his own: he also plays his dummy's),
        ``None`` when computers play every seat or nobody sat yet at a shared screen."""
        ...

    @property
    def watching(self) -> bool:
        """True when computers play every seat: every hand is shown."""
        ...

    @property
    def handing_over(self) -> Seat | None:
        """The human the screen is to pass to (hot-seat), ``None`` when none."""
        ...

    def take_seat(self) -> bool:
        """The next player took the screen: show his hands."""
        ...

    @property
    def viewer(self) -> Seat:
        """The seat shown at the bottom of the table."""
        ...

    @property
    def sitting_out(self) -> bool:
        """True while the human at this screen sits the rubber out (§4.2): he watches the
        others play, their hands hidden."""
        ...

    @property
    def pace(self) -> Pacing:
        """The pauses between moves."""
        ...

    def table(self) -> TableDeal:
        """The deal as it stands."""
        ...

    def play_card(self, card: Card) -> bool:
        """The human plays ``card`` (refused with a reason when the rules forbid it)."""
        ...

    def give_cards(self, cards: tuple[Card, ...]) -> bool:
        """The human passes ``cards`` to the player the deal names (:attr:`TableDeal.pass_to`;
        refused with a reason when the rules forbid it)."""
        ...

    def refusal_rule(self, reason: str) -> str:
        """The rule a refusal's reason code cites in the game ('' when none)."""
        ...
