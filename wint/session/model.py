"""A playing session of any game of the family: its setup (the game, its rules, the players
and who sits where in each rubber), the deals played and the one in progress.

A :class:`GameSession` is an immutable value, like the engine's states: every method returns
a new session.  With two or three players the empty seats hold dummies, each played by the
player opposite (W-VAR-2P, W-VAR-3P): the setup says whose dummy sits where in each rubber,
or each deal when the rules pass the dummy on every deal (WC-10; :func:`seated` sets up a
table of the window), and each deal is dealt with them.  The finished deals are kept as
their final states; the ledger follows from them.  The deal in progress is a
:class:`DealTimeline`, so undo and redo work inside it.  The session asks its game
(:class:`~wint.games.registry.GameSpec`) how to deal, who deals next, how to write a result
on its ledger and when the session is over.  Vint's session, the window's first, is
:data:`Session` (:func:`fixed_seats` sets it up); the window plays any game's
(:data:`AnySession`, :func:`keeping_seats`).

Undo policy: undo and redo move inside the deal in progress, finished or not; once the next
deal has been dealt the previous one is written on the sheet and stays (H-ETQ-4: a
finished record is never erased).  :meth:`GameSession.undo_to_human` goes back to a
human's previous decision, taking back the computers' moves after it; with several humans at
one screen (hot-seat) it never takes back another human's action (that would show his hand
to the player at the screen): undo stops at the last action of another human.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeAlias

from wint.core.dummies import dummy_seating
from wint.core.levels import Level, parse_level
from wint.core.names import refused_name
from wint.core.options import refuse_for_players
from wint.core.quoting import quoted
from wint.core.seats import Seat, Side
from wint.core.series import ScoreLedger
from wint.core.settlement import SessionAccount, settle, settle_deals
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
    "carried",
    "fixed_seats",
    "keeping_seats",
    "rubber_of",
    "seated",
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

    ``seating[t]`` seats turn ``t`` (from 0, :meth:`turn`): rubber ``t``, whose seats a
    rubber after the last entry keeps (players who keep their seats all session have one
    entry); or, when the game's rules pass the dummy on every deal (``per_deal``, WC-10),
    deal ``t``, the entries taken in turn again and again.  Players are named by
    their index, not their name: a window session's players may have no name, or the same.
    With fewer players than seats, ``dummies[t]`` are the seats of turn ``t``'s dummies,
    each played by the player opposite, who is seated in it too (W-VAR-2P, W-VAR-3P).

    :raises RulesError: an option the game does not play, or not with so many players (a
        dummy's), is set away from its default (path ``rules.<key>``).
    With more players than seats (Vint's five and six, §4.2) those not seated in a rubber
    sit it out; players may change seats between rubbers (V-PART-9, the tables of §4.2), the
    humans too, or sit one out and watch; several humans pass the screen on (hot-seat).

    :raises SetupError: a number of players the game does not play (yet), or other than the
        rules' ``players`` (named players, §4.2); players who change seats or sit out without
        a name each, or with the same; a seating that seats someone who is not a
        player, or a player twice (but with his dummy); dummies a game does not play, or
        that are not opposite their player; a first dealer who is not one of the game's
        seats.
    """

    game: GameSpec[RulesT, StateT, LedgerT]
    rules: RulesT
    players: tuple[PlayerConfig, ...]
    seating: tuple[SeatPlayers, ...]
    seed: int
    first_dealer: Seat = Seat.N
    #: The dummies' seats in each rubber (one entry per entry of ``seating``); empty when
    #: every seat has its player.
    dummies: tuple[tuple[Seat, ...], ...] = ()
    #: Who plays each of the game's seats (indexed by seat) in the first rubber, a dummy's
    #: partner for a dummy.
    seats: tuple[PlayerConfig, ...] = field(init=False, repr=False, compare=False)
    #: True when the dummy passes on every deal (WC-10): ``seating`` is indexed by deal.
    per_deal: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "game", self.game.at_table(self.rules))  # its seats
        self.game.check_rules(self.rules, "rules")
        refuse_for_players(self.rules, len(self.players), "rules")  # a dummy's options
        per_deal = self.game.dummy_per_deal
        object.__setattr__(
            self, "per_deal", bool(self.dummies) and per_deal is not None and per_deal(self.rules)
        )
        _check_players(self.game, len(self.players), self.rules)
        if not self.dummies and (
            len(self.players) > len(self.game.seats) or len(set(self.seating)) > 1
        ):
            _check_names(self.players)  # the ledger names them (V-SHEET-7)
        _check_seating(self.game, len(self.players), self.seating, self.dummies)
        if self.first_dealer not in self.game.seats:
            raise SetupError(
                "first_dealer", f"{self.first_dealer.name} is not a seat of {self.game.name}"
            )
        object.__setattr__(self, "seats", self.seats_in(0))

    def turn(self, number: int, rubber: int) -> int:
        """The turn of deal ``number`` of rubber ``rubber`` (both from 0): the rubber, or
        the deal when the dummy passes on every deal (WC-10)."""
        return number if self.per_deal else rubber

    def _entry(self, turn: int) -> int:
        count = len(self.seating)
        return turn % count if self.per_deal else min(turn, count - 1)

    def seating_of(self, turn: int) -> SeatPlayers:
        """Who sits in each seat in turn ``turn`` (:meth:`turn`): the players' indices."""
        return self.seating[self._entry(turn)]

    def dummies_of(self, turn: int) -> tuple[Seat, ...]:
        """The dummies' seats in turn ``turn`` (:meth:`turn`)."""
        return self.dummies[self._entry(turn)] if self.dummies else ()

    def seats_in(self, turn: int) -> tuple[PlayerConfig, ...]:
        """Who plays each seat (indexed by seat) in turn ``turn``, a dummy's partner for
        a dummy."""
        return tuple(self.players[index] for index in self.seating_of(turn))

    def account(self, rubbers: Sequence[Any]) -> SessionAccount[int]:
        """The individual ledger (W-SC-10) of a session's ``rubbers`` (its ledger's), the
        players named by index: rubber by rubber, or deal by deal when the dummy passes on
        every deal (:func:`~wint.core.settlement.settle_deals`, WC-10)."""
        players = range(len(self.players))
        if not self.per_deal:
            return settle(players, rubbers, [self.seating_of(r) for r in range(len(rubbers))])
        seatings, number = [], 0
        for rubber in rubbers:
            count = len(rubber.nets())
            seatings.append([self.seating_of(n) for n in range(number, number + count)])
            number += count
        return settle_deals(players, rubbers, seatings)

    def home(self, player: int) -> Seat:
        """The seat of his own that the player ``player`` (an index) has in the first rubber
        he plays: who he is when he has no name.

        :raises ValueError: no seating seats him.
        """
        seat = self._first_seat(player)
        if seat is None:
            raise ValueError(f"player {player} never sits")
        return seat

    def _first_seat(self, player: int) -> Seat | None:
        seats = (self.seat_of(player, turn) for turn in range(len(self.seating)))
        return next((seat for seat in seats if seat is not None), None)

    def seat_of(self, player: int, turn: int) -> Seat | None:
        """The seat of his own of the player ``player`` (an index) in turn ``turn``
        (:meth:`turn`), ``None`` when he sits it out (§4.2)."""
        dummies = self.dummies_of(turn)
        for seat, index in zip(self.game.seats, self.seating_of(turn), strict=True):
            if index == player and seat not in dummies:
                return seat
        return None

    def sitting_out(self, turn: int) -> tuple[int, ...]:
        """The players (indices, in draw order) who sit turn ``turn`` out (§4.2)."""
        seated = set(self.seating_of(turn))
        return tuple(i for i in range(len(self.players)) if i not in seated)

    def first_state(self, number: int, dealer: Seat, rubber: int) -> StateT:
        """The first state of deal ``number`` (from 0), dealt by ``dealer`` in rubber
        ``rubber``, with that deal's dummies."""
        state = self.game.start(self.rules, self.seed, number, dealer)
        return self.with_dummies(state, self.turn(number, rubber))

    def with_dummies(self, state: StateT, turn: int) -> StateT:
        """A deal's first ``state`` with the dummies of turn ``turn`` (:meth:`turn`;
        unchanged when every seat has its player)."""
        dummies = self.dummies_of(turn)
        if not dummies or self.game.with_dummies is None:
            return state
        return self.game.with_dummies(state, dummies)

    @property
    def humans(self) -> tuple[Seat, ...]:
        """The humans' seats (their own, not their dummies') in the first rubber
        (:meth:`humans_in`)."""
        return self.humans_in(0)

    def humans_in(self, turn: int) -> tuple[Seat, ...]:
        """The humans' seats (their own, not their dummies') in turn ``turn`` (:meth:`turn`),
        in the order of the game's seats: none in a watched game, several at one screen
        (hot-seat), none of those who sit the turn out (§4.2)."""
        dummies = self.dummies_of(turn)
        return tuple(
            seat
            for seat, config in zip(self.game.seats, self.seats_in(turn), strict=True)
            if config.human and seat not in dummies
        )

    @property
    def human_player(self) -> int | None:
        """The first human player (an index), ``None`` when computers play every seat."""
        return next((i for i, config in enumerate(self.players) if config.human), None)

    def human_in(self, turn: int) -> Seat | None:
        """The first human's seat (his own, not his dummy's) in turn ``turn`` (:meth:`turn`),
        ``None`` when computers play every seat (a watched game) or he sits it out."""
        player = self.human_player
        return None if player is None else self.seat_of(player, turn)

    @property
    def human(self) -> Seat | None:
        """The first human's seat in the first rubber (:meth:`human_in`): the one human of
        an ordinary game."""
        return self.human_in(0)

    @property
    def our_side(self) -> Side:
        """The side written as «Мы» on the sheet: the first human's in the first rubber he
        plays (with several humans at one screen, the first in the players' order), N–S when
        nobody plays."""
        player = self.human_player
        seat = None if player is None else self._first_seat(player)
        return seat.side if seat is not None else Side.NS


def _check_players(game: GameSpec[Any, Any, Any], count: int, rules: object = None) -> None:
    players = game.players
    if count not in players:
        span = f"{players[0]}-{players[-1]}" if len(players) > 1 else str(players[0])
        raise SetupError("players", f"{game.name} is played by {span} players, not {count}")
    if count not in game.played:
        played = ", ".join(str(n) for n in game.played)
        raise SetupError("players", f"{count} players are not played yet (only {played})")
    named = getattr(rules, "players", None)  # the named players of a ruleset (§4.2)
    if count >= len(game.seats) and isinstance(named, int) and named != count:
        raise SetupError("rules.players", f"the rules are for {named} players, not {count}")


def _check_names(players: Sequence[PlayerConfig]) -> None:
    """Players who change seats or sit out are told apart by their names: each has one of
    his own (§4.2)."""
    for index, player in enumerate(players):
        if not player.name:
            raise SetupError(f"players[{index}].name", "players who change seats need names")
        if any(other.name == player.name for other in players[:index]):
            raise SetupError(f"players[{index}].name", f"{quoted(player.name)} again")


def _check_seating(
    game: GameSpec[Any, Any, Any],
    count: int,
    seating: tuple[SeatPlayers, ...],
    dummies: tuple[tuple[Seat, ...], ...],
) -> None:
    if not seating:
        raise SetupError("seating", "the seats of the first rubber are missing")
    if dummies and len(dummies) != len(seating):
        raise SetupError("seating", "each rubber's seating says its dummies")
    if dummies and game.with_dummies is None:
        raise SetupError("seating[0].dummies", f"{game.name} has no dummies (yet)")
    empty = max(0, len(game.seats) - count)  # five and six: those not seated sit out
    for index, entry in enumerate(seating):
        where = f"seating[{index}]"
        if len(entry) != len(game.seats):
            raise SetupError(where, f"must seat a player in each of {len(game.seats)} seats")
        own = dummies[index] if dummies else ()
        _check_dummies(game, entry, own, empty, f"{where}.dummies")
        seated: list[int] = []  # the players in their own seats (a dummy's is his partner's)
        for seat, player in zip(game.seats, entry, strict=True):
            if not 0 <= player < count:
                raise SetupError(f"{where}.{seat.name}", f"no player {player} (0-{count - 1})")
            if seat in own:
                continue
            if player in seated:
                raise SetupError(f"{where}.{seat.name}", f"player {player} already sits")
            seated.append(player)


def _check_dummies(
    game: GameSpec[Any, Any, Any],
    entry: SeatPlayers,
    dummies: tuple[Seat, ...],
    empty: int,
    where: str,
) -> None:
    """A rubber's dummies: one in each seat no player has, each opposite the player who
    plays it and sits in it too (W-VAR-2P, W-VAR-3P)."""
    if len(dummies) != empty:
        players = len(game.seats) - empty
        raise SetupError(
            where, f"{players} players leave {empty} seat(s) to dummies, not {len(dummies)}"
        )
    if len(set(dummies)) != len(dummies):
        raise SetupError(where, "a seat holds one dummy")
    for seat in dummies:
        if seat not in game.seats or seat.partner in dummies:
            raise SetupError(where, f"{seat.name} is not opposite a player")
        if entry[game.seats.index(seat)] != entry[game.seats.index(seat.partner)]:
            raise SetupError(where, f"{seat.name} is not played by the player opposite")


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


def seated(
    game: GameSpec[RulesT, StateT, LedgerT],
    rules: RulesT,
    seats: Sequence[PlayerConfig | None],
    seed: int,
    first_dealer: Seat = Seat.N,
) -> GameSetup[RulesT, StateT, LedgerT]:
    """The setup of a ``game`` whose players sit in ``seats`` (in the order of the game's
    seats), ``None`` for a dummy's seat in the first rubber: each dummy is played by the
    player opposite; three players pass the dummy on each rubber (:func:`dummy_seating`,
    for as many rubbers as a session plays), or on each deal when the rules say so (WC-10:
    one entry for each player's turn).  With no dummy, :func:`keeping_seats`.

    :raises RulesError, SetupError: as :class:`GameSetup`; a dummy not opposite a player.
    """
    players = tuple(config for config in seats if config is not None)
    if len(players) == len(seats):
        return keeping_seats(game, rules, players, seed, first_dealer)
    homes = [seat for seat, config in zip(game.seats, seats, strict=True) if config is not None]
    _check_players(game, len(players))
    rubbers = game.session_rubbers(rules) if game.session_rubbers is not None else 1
    if game.dummy_per_deal is not None and game.dummy_per_deal(rules):
        rubbers = len(players)  # each player's turn with the dummy, over and over
    try:
        tables = [dummy_seating(homes, rubber) for rubber in range(max(1, rubbers))]
    except ValueError as exc:
        raise SetupError("seating[0].dummies", str(exc)) from None
    seating = tuple(entry for entry, _ in tables)
    dummies = tuple(dummy for _, dummy in tables)
    return GameSetup(game, rules, players, seating, seed, first_dealer, dummies)


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
        state = setup.first_state(0, setup.first_dealer, 0)
        return cls(setup, (), DealTimeline.start(state), setup.game.new_ledger(setup.rules))

    @property
    def state(self) -> StateT:
        """The position of the deal in progress."""
        return self.current.current

    @property
    def number(self) -> int:
        """The number of the deal in progress, from 0."""
        return len(self.finished)

    @property
    def rubber(self) -> int:
        """The rubber of the deal in progress, from 0 (0 in a game not played in rubbers)."""
        return rubber_of(self.ledger)

    @property
    def turn(self) -> int:
        """The turn of the deal in progress (:meth:`GameSetup.turn`): whose seats it has."""
        return self.setup.turn(self.number, self.rubber)

    @property
    def humans(self) -> tuple[Seat, ...]:
        """The humans' own seats in the deal in progress (:meth:`GameSetup.humans_in`)."""
        return self.setup.humans_in(self.turn)

    @property
    def human(self) -> Seat | None:
        """The first human's seat in the deal in progress, ``None`` when he sits it out or
        computers play every seat (:meth:`GameSetup.human_in`)."""
        return self.setup.human_in(self.turn)

    def turn_of(self, number: int) -> int:
        """The turn of deal ``number`` (from 0; :meth:`GameSetup.turn`): whose seats it had."""
        if number < len(self.finished) and isinstance(self.ledger, ScoreLedger):
            for rubber, written in enumerate(self.ledger.rubbers):
                if any(deal.index == number for deal in written.deals):
                    return self.setup.turn(number, rubber)
        return self.turn

    def played(self) -> tuple[StateT, ...]:
        """The final states of the deals played: the finished ones, and the deal in progress
        once it is over (played but not yet written on the sheet)."""
        return (*self.finished, self.state) if self.state.is_over else self.finished

    @property
    def is_empty(self) -> bool:
        """True while nothing is played: no deal is over and the deal in progress (its
        taken-back moves included) is in its opening with no move of a human, only the
        computers' (Vint: no card and no call of a human).  The window does not save such
        a session, nor the history list it."""
        if self.finished:
            return False
        states = self.current.states
        if not self.setup.game.in_opening(states[-1]):
            return False
        humans = self.humans
        return all(state.actor not in humans for state in states[:-1])

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
        dealer = setup.game.next_dealer(setup.rules, state)
        ledger = self.ledger.add(state.result())
        first = carried(
            setup.game, setup.first_state(self.number + 1, dealer, rubber_of(ledger)), ledger
        )
        return GameSession(setup, (*self.finished, state), DealTimeline.start(first), ledger)

    def undo(self, steps: int = 1) -> GameSession[RulesT, StateT, LedgerT]:
        """Take back ``steps`` actions of the deal in progress."""
        return replace(self, current=self.current.undo(steps))

    def redo(self, steps: int = 1) -> GameSession[RulesT, StateT, LedgerT]:
        """Make again ``steps`` taken-back actions."""
        return replace(self, current=self.current.redo(steps))

    def undo_to_human(self, human: Seat | None = None) -> GameSession[RulesT, StateT, LedgerT]:
        """Back to the previous decision of the human in seat ``human`` (the first human by
        default) in the deal in progress, the computers' moves after it taken back too;
        unchanged when there is none, or when another human acted after it (hot-seat: undo
        stops at another human's action, so that it never shows his hand again).  One
        action back in a watched game.
        """
        human = self.human if human is None else human
        if human is None:
            return self.undo()
        humans = self.humans
        timeline = self.current
        for index in range(timeline.cursor - 1, -1, -1):
            actor = timeline.states[index].actor
            if actor is human:
                return replace(self, current=DealTimeline(timeline.states, index))
            if actor in humans:
                break
        return self

    def redo_to_human(self, human: Seat | None = None) -> GameSession[RulesT, StateT, LedgerT]:
        """Forward to the next decision of the human in seat ``human`` (the first human by
        default) among the taken-back actions, or of another human, or to the end of
        them."""
        human = self.human if human is None else human
        humans = (human, *self.humans)
        timeline = self.current
        last = len(timeline.states) - 1
        for index in range(timeline.cursor + 1, last + 1):
            if timeline.states[index].actor in humans:
                return replace(self, current=DealTimeline(timeline.states, index))
        return replace(self, current=DealTimeline(timeline.states, last))


def carried(game: GameSpec[Any, StateT, LedgerT], state: StateT, ledger: LedgerT) -> StateT:
    """A deal's first ``state`` with what the session's ``ledger`` carries into it (the
    game's :attr:`~wint.games.registry.GameSpec.carry_over`)."""
    return state if game.carry_over is None else game.carry_over(state, ledger)


def rubber_of(ledger: object) -> int:
    """The rubber the next deal on ``ledger`` belongs to, from 0: the rubbers finished (0 for
    a game not played in rubbers)."""
    if not isinstance(ledger, ScoreLedger):
        return 0
    return sum(1 for rubber in ledger.rubbers if rubber.is_over)


#: Vint's session (:meth:`GameSession.start` builds one).
Session: TypeAlias = GameSession[RuleSet, DealState, Ledger]
#: A session of any game (the window's).
AnySession: TypeAlias = GameSession[Any, Any, Any]
