"""Claims of the remaining tricks checked double dummy against any defence, in any game whose
play the solver plays (Vint's and Whist's: follow suit, trumping optional).

Read here, "against any defence" means against the opponents' best play with every card seen,
the claiming side also playing its best: the claim stands iff the double-dummy value of the
position for the claiming side is at least the tricks claimed.  A claim the solver refuses
comes with a defeating line: both sides play double-dummy best cards (ties: the lowest) to
the end, where the claiming side has fewer tricks than it claimed.  Each game says what its
position is (``position_of``) and how its claim action counts (:mod:`wint.ai.vint.claims`,
:mod:`wint.ai.whist.claims`).

Without endplay the pure-Python search does the work and gives up
(:class:`~wint.ai.solver.SolverLimitError`) past :data:`NODE_LIMIT` nodes, which is a matter of
seconds from about eight cards a hand on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Protocol, Self, TypeVar

from wint.ai import solver
from wint.ai.solver import Position
from wint.core.cards import Card
from wint.core.seats import Seat

__all__ = [
    "NODE_LIMIT",
    "ClaimVerdict",
    "PlayState",
    "best_card",
    "best_line",
    "judge_claim",
    "solve_position",
]

#: Nodes the pure-Python search may visit for one position before it gives up.
NODE_LIMIT: Final = 2_000_000


class PlayState(Protocol):
    """A game's state in the play, as a claim's check needs it."""

    @property
    def to_act(self) -> Seat | None:
        """The seat to play, ``None`` once the deal is over."""
        ...

    @property
    def tricks_left(self) -> int:
        """The tricks not yet quitted, the trick in progress included."""
        ...

    def legal_actions(self) -> Sequence[object]:
        """What the seat on turn may do: cards, in the play."""
        ...

    def apply(self, action: Card, seat: Seat | None = None) -> Self:
        """The state after ``seat`` plays ``action``."""
        ...


S = TypeVar("S", bound=PlayState)


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    """The solver's verdict on ``seat``'s side claiming ``tricks`` of the ``remaining`` tricks.

    ``value`` is what that side takes double dummy.  A refused claim carries ``line``: the
    cards, each with its seat, that both sides play best to the end of the deal; the claiming
    side then takes ``value`` tricks, fewer than claimed.  Accepted claims have no line.
    """

    seat: Seat
    tricks: int
    remaining: int
    value: int
    line: tuple[tuple[Seat, Card], ...] = ()

    @property
    def accepted(self) -> bool:
        """True if the side takes the tricks claimed whatever the defence does."""
        return self.value >= self.tricks

    @property
    def conceded(self) -> int:
        """Tricks the claiming side gives away by claiming fewer than it can take."""
        return max(0, self.value - self.tricks)


def solve_position(position: Position) -> dict[Card, int]:
    """:func:`~wint.ai.solver.solve`, the pure-Python search capped at :data:`NODE_LIMIT`.

    :raises SolverLimitError: without endplay, a position too large for the search.
    """
    if solver.endplay_available():
        return solver.solve(position)
    return solver.solve_python(position, NODE_LIMIT)


def best_card(values: dict[Card, int]) -> Card:
    """The card of highest double-dummy value; among equals the lowest rank, then suit."""
    top = max(values.values())
    return min((card for card, v in values.items() if v == top), key=lambda c: (c.rank, c.suit))


def judge_claim(
    state: S, seat: Seat, tricks: int, position_of: Callable[[S], Position]
) -> ClaimVerdict:
    """Check ``seat``'s side claiming ``tricks`` of the tricks left in ``state``, double
    dummy, ``position_of`` giving the game's position (any seat may claim, on turn or not).

    :raises ValueError: ``tricks`` more than remain, or a position the solver cannot hold.
    :raises SolverLimitError: without endplay, a position too large for the search.
    """
    remaining = state.tricks_left
    if not 0 <= tricks <= remaining:
        raise ValueError(f"{tricks} tricks claimed, {remaining} remain")
    position = position_of(state)
    values = solve_position(position)
    best = max(values.values())
    value = best if position.to_act.side is seat.side else remaining - best
    if value >= tricks:
        return ClaimVerdict(seat, tricks, remaining, value)
    return ClaimVerdict(seat, tricks, remaining, value, best_line(state, position_of, values))


def best_line(
    state: S, position_of: Callable[[S], Position], values: dict[Card, int] | None = None
) -> tuple[tuple[Seat, Card], ...]:
    """The cards to the end of the play when every seat plays a double-dummy best card (ties:
    the lowest), each with its seat; ``values`` is the solved position of ``state``, if known.

    :raises SolverLimitError: without endplay, a position too large for the search.
    """
    line: list[tuple[Seat, Card]] = []
    seat = state.to_act
    while seat is not None and state.tricks_left:  # what follows the play is no card
        legal = state.legal_actions()
        if len(legal) == 1:
            card = legal[0]
        else:
            if values is None:
                values = solve_position(position_of(state))
            card = best_card(values)
        if not isinstance(card, Card):  # pragma: no cover - the play offers cards only
            raise TypeError(f"{card} is not a card")
        line.append((seat, card))
        state = state.apply(card, seat)
        seat = state.to_act
        values = None
    return tuple(line)
