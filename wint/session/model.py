"""A playing session of any game of the family: its setup (the game, its rules, the players
and who sits where in each rubber), the deals played and the one in progress.

A :class:`GameSession` is an immutable value, like the engine's states: every method returns
a new session.  The finished deals are kept as their final states; the ledger follows from
them.  The deal in progress is a :class:`DealTimeline`, so undo and redo work inside it.
The session asks its game (:class:`~wint.games.registry.GameSpec`) how to deal, who deals
next, how to write a result on its ledger and when the session is over.  Vint's session,
the window's first, is :data:`Session` (:func:`fixed_seats` sets it up); the window plays
any game's (:data:`AnySession`, :func:`keeping_seats`).

Undo policy: undo and redo move inside the deal in progress, finished or not; once the next
deal has been dealt the previous one is written on the sheet and stays (H-ETQ-4: a
finished record is never erased).  :meth:`GameSession.undo_to_human` goes back to the
human's previous decision, taking back the computers' moves after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeAlias

from wint.core.levels import Level, parse_level
from wint.core.names import refused_name
from wint.core.seats import Seat, Side
from wint.core.timeline import DealTimeline
from wint.games.registry import GameSpec, LedgerT, RulesT, StateT
from wint.games.vint.game import VINT
from wint.games.vint.ledger import Ledger
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState

__all__ = [
    "AnySession",
    "AnySetup",
    "GameSession",
    "GameSetup",
    "PlayerConfig",
    "SeatPlayers",
    "Session",
    "SessionSetup",
    "SetupError",
    "fixed_seats",
    "keeping_seats",
]


@dataclass(frozen=True, slots=True)
class PlayerConfig:
    """A player: a name (``''``: none; else a player's name, :mod:`wint.core.names`), and a
    computer level unless a human plays.

    :raises ValueError: a name that is no name, or an unknown level.
    """

    name: str
    human: bool = False
    level: Level = Level.BASIC

    def __post_init__(self) -> None:
        refused = refused_name(self.name)
        if refused is not None:
            raise ValueError(refused)
        object.__setattr__(self, "level", parse_level(self.level))  # a level given as its name


#: Who sits in each of a game's seats (in the order of ``GameSpec.seats``) in one rubber:
#: an index into the setup's players.
SeatPlayers: TypeAlias = tuple[int, ...]


class SetupError(ValueError):
    """A setup the game does not play: ``path`` names the field at fault (``players``,
    ``seating[1]``, ``seating[0].S``), as a session file writes it."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


@dataclass(frozen=True, slots=True)
class GameSetup(Generic[RulesT, StateT, LedgerT]):
    """Everything chosen before the first deal: the game and its rules, the players (in draw
    order), who sits where in each rubber, the seed of the deals and the first dealer.

    ``seating[r]`` seats rubber ``r`` (from 0); a rubber after the last entry keeps its
    seats, so players who keep their seats all session have one entry.  Players are named by
    their index, not their name: a window session's players may have no name, or the same.

    :raises RulesError: an option the game does not play is set away from its default
        (path ``rules.<key>``).
    :raises SetupError: a number of players the game does not play (yet); a seating that
        seats someone who is not a player, or a player twice, or that changes between
        rubbers (not played yet: the players keep their seats); a first dealer who is not
        one of the game's seats.
    """

    game: GameSpec[RulesT, StateT, LedgerT]
    rules: RulesT
    players: tuple[PlayerConfig, ...]
    seating: tuple[SeatPlayers, ...]
    seed: int
    first_dealer: Seat = Seat.N
    #: Who sits in each of the game's seats (indexed by seat), in every rubber: the players
    #: keep their seats.
    seats: tuple[PlayerConfig, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.game.check_rules(self.rules, "rules")
        _check_players(self.game, len(self.players))
        _check_seating(self.game, len(self.players), self.seating)
        if self.first_dealer not in self.game.seats:
            raise SetupError(
                "first_dealer", f"{self.first_dealer.name} is not a seat of {self.game.name}"
            )
        object.__setattr__(self, "seats", tuple(self.players[i] for i in self.seating[0]))

    @property
    def human(self) -> Seat | None:
        """The human's seat, ``None`` when computers play every seat (a watched game)."""
        for seat, config in zip(self.game.seats, self.seats, strict=True):
            if config.human:
                return seat
        return None

    @property
    def our_side(self) -> Side:
        """The side written as «Мы» on the sheet: the human's, N–S when nobody plays."""
        human = self.human
        return human.side if human is not None else Side.NS


def _check_players(game: GameSpec[Any, Any, Any], count: int) -> None:
    players = game.players
    if count not in players:
        span = f"{players[0]}-{players[-1]}" if len(players) > 1 else str(players[0])
        raise SetupError("players", f"{game.name} is played by {span} players, not {count}")
    if count not in game.played:
        played = ", ".join(str(n) for n in game.played)
        raise SetupError("players", f"{count} players are not played yet (only {played})")


def _check_seating(
    game: GameSpec[Any, Any, Any], count: int, seating: tuple[SeatPlayers, ...]
) -> None:
    if not seating:
        raise SetupError("seating", "the seats of the first rubber are missing")
    for index, entry in enumerate(seating):
        where = f"seating[{index}]"
        if len(entry) != len(game.seats):
            raise SetupError(where, f"must seat a player in each of {len(game.seats)} seats")
        for position, (seat, player) in enumerate(zip(game.seats, entry, strict=True)):
            if not 0 <= player < count:
                raise SetupError(f"{where}.{seat.name}", f"no player {player} (0-{count - 1})")
            if player in entry[:position]:
                raise SetupError(f"{where}.{seat.name}", f"player {player} already sits")
        if entry != seating[0]:
            raise SetupError(where, "the players change seats: not played yet (they keep theirs)")


#: Vint's setup (a type only: a slotted frozen dataclass cannot be built through its
#: subscripted alias; :func:`fixed_seats` or :class:`GameSetup` build one).
SessionSetup: TypeAlias = GameSetup[RuleSet, DealState, Ledger]
#: The setup of any game's session (the window's).
AnySetup: TypeAlias = GameSetup[Any, Any, Any]


def keeping_seats(
    game: GameSpec[RulesT, StateT, LedgerT],
    rules: RulesT,
    seats: Sequence[PlayerConfig],
    seed: int,
    first_dealer: Seat = Seat.N,
) -> GameSetup[RulesT, StateT, LedgerT]:
    """The setup of a ``game`` whose players keep their seats all session (``seats`` in
    the order of the game's seats): no partner rotation.

    :raises RulesError, SetupError: as :class:`GameSetup`.
    """
    return GameSetup(game, rules, tuple(seats), (tuple(range(len(seats))),), seed, first_dealer)


def fixed_seats(
    rules: RuleSet, seats: Sequence[PlayerConfig], seed: int, first_dealer: Seat = Seat.N
) -> SessionSetup:
    """Vint's setup of four players who keep their seats all session (``seats`` N, E, S,
    W): :func:`keeping_seats`.

    :raises RulesError, SetupError: as :class:`GameSetup`.
    """
    return keeping_seats(VINT, rules, seats, seed, first_dealer)


@dataclass(frozen=True, slots=True)
class GameSession(Generic[RulesT, StateT, LedgerT]):
    """The deals of a session so far and the one in progress."""

    setup: GameSetup[RulesT, StateT, LedgerT]
    finished: tuple[StateT, ...]
    current: DealTimeline[StateT]
    ledger: LedgerT = field(compare=False)

    @classmethod
    def start(
        cls, setup: GameSetup[RulesT, StateT, LedgerT]
    ) -> GameSession[RulesT, StateT, LedgerT]:
        """A session at its first deal."""
        game = setup.game
        state = game.start(setup.rules, setup.seed, 0, setup.first_dealer)
        return cls(setup, (), DealTimeline.start(state), game.new_ledger(setup.rules))

    @property
    def state(self) -> StateT:
        """The position of the deal in progress."""
        return self.current.current

    @property
    def number(self) -> int:
        """The number of the deal in progress, from 0."""
        return len(self.finished)

    def played(self) -> tuple[StateT, ...]:
        """The final states of the deals played: the finished ones, and the deal in progress
        once it is over (played but not yet written on the sheet)."""
        return (*self.finished, self.state) if self.state.is_over else self.finished

    @property
    def is_empty(self) -> bool:
        """True while nothing is played: no deal is over and the deal in progress (its
        taken-back moves included) is in its opening with no move of the human, only the
        computers' (Vint: no card and no call of the human).  The window does not save such
        a session, nor the history list it."""
        if self.finished:
            return False
        states = self.current.states
        if not self.setup.game.in_opening(states[-1]):
            return False
        human = self.setup.human
        return human is None or all(state.to_act is not human for state in states[:-1])

    @property
    def is_complete(self) -> bool:
        """True once the session's deals are played (Vint: its rubbers, V-PART-9)."""
        return self.setup.game.complete(self.setup.rules, self.ledger)

    def apply(self, action: Any, seat: Seat | None = None) -> GameSession[RulesT, StateT, LedgerT]:
        """The session after an action (Vint: a call or a card) in the deal in progress.

        :raises IllegalActionError: the rules refuse it; this session is unchanged.
        """
        return replace(self, current=self.current.apply(action, seat))

    def next_deal(self) -> GameSession[RulesT, StateT, LedgerT]:
        """Write the finished deal on the sheet and deal the next one.

        :raises ValueError: the deal in progress is not over.
        """
        state = self.state
        if not state.is_over:
            raise ValueError("the deal in progress is not over")
        setup = self.setup
        game, rules = setup.game, setup.rules
        dealer = game.next_dealer(rules, state)
        timeline = DealTimeline.start(game.start(rules, setup.seed, self.number + 1, dealer))
        ledger = self.ledger.add(state.result())
        return GameSession(setup, (*self.finished, state), timeline, ledger)

    def undo(self, steps: int = 1) -> GameSession[RulesT, StateT, LedgerT]:
        """Take back ``steps`` actions of the deal in progress."""
        return replace(self, current=self.current.undo(steps))

    def redo(self, steps: int = 1) -> GameSession[RulesT, StateT, LedgerT]:
        """Make again ``steps`` taken-back actions."""
        return replace(self, current=self.current.redo(steps))

    def undo_to_human(self) -> GameSession[RulesT, StateT, LedgerT]:
        """Back to the human's previous decision in the deal in progress (the computers'
        moves after it are taken back too); unchanged when there is none.
        """
        human = self.setup.human
        if human is None:
            return self.undo()
        timeline = self.current
        for index in range(timeline.cursor - 1, -1, -1):
            if timeline.states[index].to_act is human:
                return replace(self, current=DealTimeline(timeline.states, index))
        return self

    def redo_to_human(self) -> GameSession[RulesT, StateT, LedgerT]:
        """Forward to the human's next decision among the taken-back actions (or to the end
        of them)."""
        human = self.setup.human
        timeline = self.current
        last = len(timeline.states) - 1
        for index in range(timeline.cursor + 1, last + 1):
            if timeline.states[index].to_act is human:
                return replace(self, current=DealTimeline(timeline.states, index))
        return replace(self, current=DealTimeline(timeline.states, last))


#: Vint's session (:meth:`GameSession.start` builds one).
Session: TypeAlias = GameSession[RuleSet, DealState, Ledger]
#: A session of any game (the window's).
AnySession: TypeAlias = GameSession[Any, Any, Any]
