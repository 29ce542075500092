"""A deal's timeline, for any game (:class:`~wint.core.game.GameState`): its states, a
cursor, and undo/redo over any number of steps."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from wint.core.game import GameState
from wint.core.seats import Seat

__all__ = ["DealTimeline"]


StateT = TypeVar("StateT", bound=GameState[Any])


@dataclass(frozen=True, slots=True)
class DealTimeline(Generic[StateT]):
    """Every state of a deal (``states[0]`` the start) and the cursor of the current one.

    Undo moves the cursor back; a new action after an undo drops the states after the
    cursor (they are no longer redoable).  The value is immutable: each method returns a
    new timeline.
    """

    states: tuple[StateT, ...]
    cursor: int

    @classmethod
    def start(cls, state: StateT) -> DealTimeline[StateT]:
        """A timeline at ``state``, the start of a deal."""
        return cls((state,), 0)

    @property
    def current(self) -> StateT:
        """The state at the cursor."""
        return self.states[self.cursor]

    @property
    def actions(self) -> tuple[Any, ...]:
        """The actions up to the cursor."""
        return self.current.history()

    @property
    def can_undo(self) -> bool:
        """True if there is an action to undo."""
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        """True if an undone action can be redone."""
        return self.cursor < len(self.states) - 1

    def undo_label(self) -> str | None:
        """Notation of the action :meth:`undo` would take back."""
        action = self.current.last_action
        return None if action is None else str(action)

    def redo_label(self) -> str | None:
        """Notation of the action :meth:`redo` would make again."""
        if not self.can_redo:
            return None
        return str(self.states[self.cursor + 1].last_action)

    def apply(self, action: Any, seat: Seat | None = None) -> DealTimeline[StateT]:
        """The timeline after ``action`` at the cursor (redo history dropped).

        :raises IllegalActionError: the rules forbid it; this timeline is unchanged.
        """
        return self._after(self.current.apply(action, seat))

    def apply_code(self, code: str, seat: Seat | None = None) -> DealTimeline[StateT]:
        """:meth:`apply` for an action in notation."""
        return self._after(self.current.apply_code(code, seat))

    def _after(self, state: StateT) -> DealTimeline[StateT]:
        return DealTimeline((*self.states[: self.cursor + 1], state), self.cursor + 1)

    def undo(self, steps: int = 1) -> DealTimeline[StateT]:
        """Move the cursor back ``steps`` actions (clamped at the start)."""
        return DealTimeline(self.states, max(0, self.cursor - steps))

    def redo(self, steps: int = 1) -> DealTimeline[StateT]:
        """Move the cursor forward ``steps`` undone actions (clamped at the last)."""
        return DealTimeline(self.states, min(len(self.states) - 1, self.cursor + steps))

    def undo_to(self, seat: Seat) -> DealTimeline[StateT]:
        """Back to the last moment ``seat`` was to act before the cursor ("undo my move")."""
        for index in range(self.cursor - 1, -1, -1):
            if self.states[index].to_act is seat:
                return DealTimeline(self.states, index)
        return DealTimeline(self.states, 0)
