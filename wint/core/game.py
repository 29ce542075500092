"""The game protocol every game of the family implements (in the manner of OpenSpiel).

A deal is data: its first state, then the actions applied one by one.  A state says who is
to act (``to_act``) and who acts for that seat (``actor``: a dummy's partner plays its
hand), what they may do (``legal_actions``), what each seat may see
(``view``), and once it ``is_over`` the deal's ``result`` for the game's score sheet; its
``history`` of actions is its serialisation (with the game's notation).  States are
immutable: ``apply`` returns a new one.  A game's ledger (:class:`GameLedger`) adds up the
results of a session's finished deals.  The timeline, the session files, the computer
players and the window use only this protocol and the game's registered pieces
(:mod:`wint.games`).  Seats are :class:`~wint.core.seats.Seat`: no game of the family deals
more than four hands (a fifth or sixth player sits out).
"""

from __future__ import annotations

from typing import Any, Generic, Protocol, Self, TypeVar

from wint.core.seats import Seat

__all__ = ["ActionChain", "ActionT", "GameLedger", "GameState"]

ActionT = TypeVar("ActionT")


class GameState(Protocol[ActionT]):
    """One position of a deal of some game."""

    @property
    def to_act(self) -> Seat | None:
        """The seat to act, ``None`` once the deal is over."""
        ...

    @property
    def actor(self) -> Seat | None:
        """Who acts for the seat on turn: the seat itself, or the player who plays a dummy's
        hand (W-VAR-2P, W-VAR-3P); ``None`` once the deal is over."""
        ...

    @property
    def is_over(self) -> bool:
        """True once the deal is finished."""
        ...

    @property
    def last_action(self) -> ActionT | None:
        """The action that made this state, ``None`` at the start."""
        ...

    def legal_actions(self) -> tuple[ActionT, ...]:
        """Every action the seat on turn may take now; empty once the deal is over."""
        ...

    def apply(self, action: ActionT, seat: Seat | None = None) -> Self:
        """The state after ``action``.

        :raises IllegalActionError: the rules forbid it here; this state is unchanged.
        """
        ...

    def apply_code(self, code: str, seat: Seat | None = None) -> Self:
        """:meth:`apply` for an action in the game's notation."""
        ...

    def history(self) -> tuple[ActionT, ...]:
        """Every action since the deal began, in order."""
        ...

    def view(self, seat: Seat) -> object:
        """What ``seat`` may see now (never another seat's hidden cards)."""
        ...

    def result(self) -> object:
        """The finished deal's result for the game's score sheet.

        :raises ValueError: the deal is not over.
        """
        ...


class GameLedger(Protocol):
    """A game's sheet of a session's finished deals (an immutable value)."""

    def add(self, result: Any) -> Self:
        """This ledger with one more finished deal's :meth:`GameState.result`."""
        ...


class ActionChain(Generic[ActionT]):
    """What a state that keeps its action and its predecessor gives back: the state before,
    the last action, the states since the start and the whole history.  A game's state
    class declares the slots ``_action`` and ``_prev`` and sets them in each new state."""

    __slots__ = ()

    _action: ActionT | None
    _prev: Self | None

    @property
    def previous(self) -> Self | None:
        """The state before the last action, ``None`` at the start."""
        return self._prev

    @property
    def last_action(self) -> ActionT | None:
        """The action that made this state, ``None`` at the start."""
        return self._action

    def states(self) -> tuple[Self, ...]:
        """The states from the start of the deal up to this one."""
        chain: list[Self] = []
        state: Self | None = self
        while state is not None:
            chain.append(state)
            state = state._prev
        chain.reverse()
        return tuple(chain)

    def history(self) -> tuple[ActionT, ...]:
        """Every action since the deal began, in order."""
        actions: list[ActionT] = []
        state: ActionChain[ActionT] | None = self
        while state is not None and state._action is not None:
            actions.append(state._action)
            state = state._prev
        actions.reverse()
        return tuple(actions)
