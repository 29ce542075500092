"""The review of a deal's play with every hand open, in any game the solver plays: each card's
double-dummy value against the best card, each claim's verdict, the mistakes.

A card is measured when its player had a choice: ``values`` holds, for every legal card, the
tricks the player's side takes from there on with best play by all four (the trick in
progress included), and ``lost`` is the best value less the chosen one.  Any trick lost is a
mistake (:data:`MISTAKE_TRICKS`): the standard is double dummy, so a "mistake" may have been
a fair guess for a player who saw only his own hand and the cards played.

The positions of a deal are solved in one batch (:func:`~wint.ai.solver.solve_many`, spread
over DDS's threads).  Without endplay only positions of at most :data:`PYTHON_CARDS` cards a
hand are measured, the rest left unmeasured.  Each game's review adds its own
(:mod:`wint.ai.vint.review`, :mod:`wint.ai.whist.review`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Final, Generic, Protocol, TypeVar

from wint.ai import solver
from wint.ai.claims import ClaimVerdict, PlayState, judge_claim
from wint.ai.solver import Position, solve_many
from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.seats import Seat, Side

__all__ = [
    "MISTAKE_TRICKS",
    "PYTHON_CARDS",
    "PlayReview",
    "Step",
    "review_play",
    "solvable",
]

#: A card that loses at least this many tricks double dummy is marked as a mistake.
MISTAKE_TRICKS: Final = 1
#: Without endplay, positions with more cards a hand than this are not solved.
PYTHON_CARDS: Final = 6

ActionT = TypeVar("ActionT")


class ReviewState(PlayState, Protocol):
    """A game's state as the review reads it."""

    @property
    def last_action(self) -> object:
        """The action that made this state."""
        ...

    @property
    def tricks(self) -> Sequence[object]:
        """The quitted tricks."""
        ...

    def tricks_won(self, side: Side) -> int:
        """The tricks ``side`` has won so far."""
        ...


S = TypeVar("S", bound=ReviewState)


@dataclass(frozen=True, slots=True)
class Step(Generic[ActionT]):
    """One action of the deal by ``seat``, with its double-dummy measure.

    For a card: ``trick`` is its trick's number (1–13), ``won`` the tricks the seat's side
    had quitted before it, and ``values`` the value of every legal card (empty when the card
    was forced or not measured).  For a claim: ``claim`` is the solver's verdict (``None``
    if not checked).  Any other action (a call, a revoke's penalty) has neither.
    """

    seat: Seat
    action: ActionT
    trick: int = 0
    won: int = 0
    values: Mapping[Card, int] = field(default_factory=dict)
    claim: ClaimVerdict | None = None

    @property
    def best(self) -> int | None:
        """The value of the best card, ``None`` if not measured."""
        return max(self.values.values()) if self.values else None

    @property
    def lost(self) -> int:
        """Tricks the side gave away: the best value less the card's, or those a claim
        conceded; 0 when not measured."""
        if self.claim is not None:
            return self.claim.conceded
        if not self.values or not isinstance(self.action, Card):
            return 0
        return max(self.values.values()) - self.values[self.action]

    @property
    def mistake(self) -> bool:
        """The action lost at least :data:`MISTAKE_TRICKS` tricks double dummy."""
        return self.lost >= MISTAKE_TRICKS


@dataclass(frozen=True, slots=True)
class PlayReview(Generic[ActionT]):
    """The review of a deal: its steps in the order of its history (step ``i`` was made in
    ``state.states()[i]``)."""

    steps: tuple[Step[ActionT], ...]

    def lost(self, side: Side) -> int:
        """Tricks ``side`` gave away in the play, double dummy."""
        return sum(step.lost for step in self.steps if step.seat.side is side)

    def mistakes(self) -> tuple[Step[ActionT], ...]:
        """The steps marked as mistakes, in order."""
        return tuple(step for step in self.steps if step.mistake)


def solvable(position: Position) -> bool:
    """Whether a position is solved: always with endplay, else small endings only."""
    return solver.endplay_available() or position.tricks_left <= PYTHON_CARDS


def review_play(
    states: Sequence[S],
    position_of: Callable[[S], Position | None],
    claimed: Callable[[S, Seat, Claim], int],
) -> tuple[Step[object], ...]:
    """The steps of the deal whose states are ``states``, each card and claim measured.

    ``position_of`` gives a state's double-dummy position, ``None`` when it breaks the rules
    the solver plays by (a revoke, in table-rules mode); ``claimed`` the tricks a claim gives
    the claimer's side.  A card not among the legal ones (a revoke) is not measured.
    """
    steps: list[Step[object]] = []
    todo: list[tuple[int, Position]] = []  # (step index, position) to solve
    for before, after in pairwise(states):
        action = after.last_action
        seat = before.to_act
        if action is None or seat is None:  # pragma: no cover - every later state has both
            raise AssertionError("a state after the first has an action and an actor")
        trick = len(before.tricks) + 1
        if isinstance(action, Card):
            legal = before.legal_actions()
            if len(legal) > 1 and action in legal:
                position = position_of(before)
                if position is not None and solvable(position):
                    todo.append((len(steps), position))
            steps.append(Step(seat, action, trick, before.tricks_won(seat.side)))
        elif isinstance(action, Claim):
            verdict = None
            position = position_of(before)
            if position is not None and solvable(position):
                tricks = claimed(before, seat, action)
                verdict = judge_claim(before, seat, tricks, _sound(position_of))
            steps.append(Step(seat, action, trick, claim=verdict))
        else:
            steps.append(Step(seat, action))
    solved = solve_many([position for _, position in todo])
    for (index, _), values in zip(todo, solved, strict=True):
        step = steps[index]
        steps[index] = Step(step.seat, step.action, step.trick, step.won, values)
    return tuple(steps)


def _sound(position_of: Callable[[S], Position | None]) -> Callable[[S], Position]:
    """``position_of`` for the states of a line of best cards, all of which it holds."""

    def sound(state: S) -> Position:
        position = position_of(state)
        if position is None:  # pragma: no cover - best cards make no revoke
            raise ValueError("a revoke in a line of best cards")
        return position

    return sound
