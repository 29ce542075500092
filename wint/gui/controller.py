"""The one controller between the desktop and the engine (architecture §5).

:class:`GameController` owns the session, of any game of the registry.  Views send intents
(``play_card``, ``make_call``, ``undo`` …) and redraw from its signals; none of them holds
rules.  What differs between games reaches it as a :class:`WindowGame`, chosen for each game
in the composition root (:mod:`wint.gui.app`): the game's table, its computer players, the
score they read, its deal summary and what of its teaching is played yet.  Computer players
think on a worker thread and see only their own view; a result that arrives after an undo or
a new deal is dropped (each request carries a generation number).  A seat is played by its
player, or a dummy's by its partner (W-VAR-2P, W-VAR-3P: the state's ``actor``), so the
human acts for his own seat and his dummy's, and a computer decides for its dummy from its
own view.

Several humans may share the screen (hot-seat, issue 17).  The human at the screen
(:attr:`GameController.human`) is the last to have seen his hand; when another human is to
act the screen is handed over (:attr:`GameController.handing_over`): nobody acts and the
table hides every hand until the next player takes his seat (:meth:`GameController.take_seat`).
Hints and gentle warnings are each human's own settings (a warning about a decision waits
for its human to take his seat again), and undo takes back the decisions of the human at the
screen, never another human's (:meth:`GameSession.undo_to_human`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, ClassVar, Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from wint.ai.advice import Advice, Situation
from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.errors import IllegalActionError, Reason
from wint.core.levels import Level
from wint.core.seats import Seat, Side
from wint.gui.platform.settings import SPEEDS
from wint.gui.table.deal import TableDeal
from wint.session.model import AnySession

__all__ = ["GameController", "Hints", "Pace", "Player", "WindowGame"]


# The longest a computer thinks over a card in the window (the engine has no cap).
THINKING_CAP_S = 2.0


class Pace:
    """Delays between computer actions, in milliseconds, by speed setting."""

    SPEEDS: ClassVar[Mapping[str, int]] = MappingProxyType(
        dict(zip(SPEEDS, (0, 250, 600, 1100), strict=True))
    )

    def __init__(self, speed: str = "normal") -> None:
        self.speed = speed

    @property
    def step_ms(self) -> int:
        """The pause before a computer's call or card."""
        return self.SPEEDS.get(self.speed, 600)

    @property
    def trick_ms(self) -> int:
        """The pause with a full trick on the table before it is gathered."""
        return 0 if self.speed == "instant" else self.step_ms + 700


# The level whose play the hints suggest.
HINT_LEVEL = "strong"


class Player(Protocol):
    """A computer player of some game: it decides from its seat's view and the score."""

    def decide(self, view: Any, situation: Situation) -> Advice[Any]:
        """The action to take (the view's legal actions are not empty), with its reason."""
        ...


@dataclass(frozen=True, slots=True)
class Hints:
    """A game's teaching by its strong player: ``suggest(view, situation, level, seed)``
    the suggestion for a decision, ``deviation(suggestion, action)`` the warning about a
    decision made against it (``None``: none), and ``words(action)`` a decision of the
    game's own in words, other than a card or a call ('' when it has none)."""

    suggest: Callable[[Any, Situation, str, str], Any]
    deviation: Callable[[Any, Any], Any]
    words: Callable[[Any], str] = lambda _action: ""


@dataclass(frozen=True, slots=True)
class WindowGame:
    """What the window plugs in for one game of the registry (the composition root,
    :mod:`wint.gui.app`, chooses it)."""

    #: The deal as the table shows it: ``table(session, viewer)``.
    table: Callable[[AnySession, Seat], TableDeal]
    #: A computer player: ``make_player(level, seed, time_cap)``.
    make_player: Callable[[Level, str, float | None], Player]
    #: The score as the players read it, from the session's ledger.
    situation: Callable[[Any], Situation]
    #: A deal played out, as the table says it before the next deal: ``summary(session,
    #: our_side)`` gives the text and the rule it cites first.
    summary: Callable[[AnySession, Side], tuple[str, str]]
    #: The rule each refusal's reason code cites (the "why?" link).
    refusal_rules: Mapping[str, str]
    #: The View menu's words for looking at the quitted tricks (the "MainWindow" context).
    last_tricks: str
    #: Help › Rules: the rulebook's chapter of the game (an anchor; '' the top) and the
    #: menu's words for it (the "MainWindow" context).
    rules: tuple[str, str]
    #: Hints and gentle warnings.
    hints: Hints
    #: A claim checked by the solver, ``claim(state, seat, tricks)``: the verdict and the
    #: action that ends the play when it stands; ``None`` out of the play.
    claim: Callable[[Any, Seat, int], tuple[Any, Any] | None]
    #: The game's calls are made in the bidding box (Vint's auction).
    bidding: bool = False
    #: The game's own box of words in the auction's dock, ``call_box(controller, parent)``
    #: (Preferans's calls, contract, whisting words: every decision that is not a card),
    #: ``None`` for a game without one (Vint's calls are made in the bidding box).
    call_box: Callable[[Any, Any], Any] | None = None
    #: A decision of the human's that the table has no place for (Whist's choice of a
    #: revoke's penalty, W-IRR-3), asked in a dialog over the window:
    #: ``choose(parent, session)`` gives the action, ``None`` when no such decision is due.
    choose: Callable[[Any, AnySession], Any] | None = None
    #: The actions of passing the chosen cards face down, ``give(cards)`` (Vint's old deals,
    #: one a card, §4.4, §4.6; Preferans's discard of two, P-CON-1), ``None`` for a game
    #: that passes none.
    give: Callable[[tuple[Card, ...]], tuple[Any, ...]] | None = None
    #: True while ``unlooked(session, seat)``: that seat's player may still call without
    #: having looked at his cards (Vint's blind bids, V-BID-12), so they are dealt to him
    #: face down until he looks or calls; ``None`` for a game without blind bids.
    unlooked: Callable[[AnySession, Seat], bool] | None = None
    #: The question before the human's card that fails to follow suit where the rules
    #: accept a revoke: ``confirm_revoke(parent, deal, card)``, ``True`` to play it.
    confirm_revoke: Callable[[Any, TableDeal, Card], bool] | None = None
    #: The question before the human's lead out of turn where the rules accept one (Vint's
    #: table rules, V-IRR-2): ``confirm_out_of_turn(parent, card)``, ``True`` to lead it.
    confirm_out_of_turn: Callable[[Any, Card], bool] | None = None
    #: A question a seat may ask now out of turn (Vint's «не по ошибке ли?» to a partner who
    #: failed to follow, V-REV-3): ``question(state, seat)``, ``None`` when none.  A computer
    #: asks it of its human partner; the human, from the window.
    question: Callable[[Any, Seat], Any] | None = None
    #: A decision of the game's own made at the table, in words for everyone (Vint's claims
    #: of revokes, V-REV-4): ``announce(seat, action)``, '' when it says nothing.
    announce: Callable[[Seat, Any], str] | None = None


#: Each game's window pieces by game id, built when the game is first played.
WindowGames = Mapping[str, Callable[[], WindowGame]]


class _Signals(QObject):
    done = Signal(int, object)  # generation, Advice
    hinted = Signal(object, object)  # (deal number, ply), Suggestion
    judged = Signal(object, object)  # (deal number, ply) of a decision made, Deviation | None


class _Hint(QRunnable):
    """The suggestion for the human's decision, worked out on the worker pool; with
    ``action`` it judges the decision already made (a gentle warning)."""

    def __init__(
        self,
        hints: Hints,
        key: tuple[int, int],
        view: object,
        situation: Situation,
        signals: _Signals,
        action: object = None,
    ) -> None:
        super().__init__()
        self._hints = hints
        self._key = key
        self._view = view
        self._situation = situation
        self._signals = signals
        self._action = action

    def run(self) -> None:
        seed = f"{self._key[0]}:{self._key[1]}"
        suggestion = self._hints.suggest(self._view, self._situation, HINT_LEVEL, seed)
        if self._action is None:
            self._signals.hinted.emit(self._key, suggestion)
        else:
            self._signals.judged.emit(self._key, self._hints.deviation(suggestion, self._action))


class _Think(QRunnable):
    """One computer decision on the worker pool."""

    def __init__(
        self,
        player: Player,
        view: object,
        situation: Situation,
        generation: int,
        signals: _Signals,
    ) -> None:
        super().__init__()
        self._player = player
        self._view = view
        self._situation = situation
        self._generation = generation
        self._signals = signals

    def run(self) -> None:
        advice = self._player.decide(self._view, self._situation)
        self._signals.done.emit(self._generation, advice)


class GameController(QObject):
    """Intents in, signals out.  Everything a view shows comes from :attr:`session`."""

    changed = Signal()  # the session changed: redraw
    applied = Signal(object, object)  # who acted (for his seat or his dummy) and the action
    rejected = Signal(str, str)  # reason code and the action's notation
    thinking = Signal(object)  # the computer seat now thinking, or None
    deal_finished = Signal(object)  # the scored deal written on the sheet
    session_finished = Signal()
    computer_advice = Signal(object, object)  # seat and Advice of a computer's action
    hint_ready = Signal(object)  # the suggestion for the human's decision now due
    warned = Signal(object)  # a deviation: the human's last decision against the advice
    acted = Signal(object)  # the session after each action and each new deal: save it now

    def __init__(
        self,
        session: AnySession,
        pace: Pace | None = None,
        players: Mapping[Seat, Player] | None = None,
        parent: QObject | None = None,
        *,
        games: WindowGames,
    ) -> None:
        super().__init__(parent)
        self._games = games
        self._built: dict[str, WindowGame] = {}
        self._session = session
        self._looked: object = None  # the first state of the deal the human looked at
        self.pace = pace or Pace()
        # the computer players by seat: those given, else each player's in the seat of his
        # own in the rubber in progress (made again when a rubber seats them elsewhere)
        self._given = dict(players) if players else None
        self._players = self._given if self._given is not None else self._make_players(session)
        self._generation = 0
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_decided)
        self._signals.hinted.connect(self._on_hinted)
        self._signals.judged.connect(self._on_judged)
        # the humans are known by their index among the players: with three, two humans may
        # change seats when the dummy passes on.  The human at the screen:
        self._seated = self._first_seated(session)
        # the teaching settings by human when several share the screen (None: the window's)
        self._warnings: dict[int | None, bool] = {None: False}
        self._hints: dict[int | None, bool] = {None: False}
        self.warning: Any = None  # the warning about the last decision (a game's deviation)
        self._epoch = 0  # counts cancellations: a judgement asked before one is dropped
        # the judgement awaited for each human's last decision: its key and epoch
        self._judging: dict[int, tuple[tuple[int, int], int]] = {}
        # the warnings about the decisions of humans away from a shared screen, kept for them
        self._kept: dict[int, Any] = {}
        self._hint_asked: tuple[int, int] | None = None
        self.hint: Any = None  # the suggestion for the decision now due
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask_computer)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._paused = False
        self._held = False  # the session could not be saved: the computers wait
        self.auto_next_deal = False
        self.auto_single = False  # play the human's only legal card by itself
        # (deal, ply) → why a computer acted
        self.advice_log: dict[tuple[int, int], Advice[Any]] = {}

    def window_game(self, game_id: str) -> WindowGame:
        """The window's pieces of the game ``game_id``.

        :raises KeyError: the window does not play that game.
        """
        built = self._built.get(game_id)
        if built is None:
            built = self._built[game_id] = self._games[game_id]()
        return built

    @property
    def game(self) -> WindowGame:
        """The window's pieces of the game being played."""
        return self.window_game(self._session.setup.game.id)

    @property
    def game_ids(self) -> tuple[str, ...]:
        """The games the window plays."""
        return tuple(self._games)

    def _make_players(self, session: AnySession) -> dict[Seat, Player]:
        """A computer for each computer's own seat in the turn in progress (the rubber, or
        the deal when the dummy passes on every deal; a dummy is played by its partner's),
        seeded by the player's own seat in the first rubber."""
        setup = session.setup
        make = self.window_game(setup.game.id).make_player
        turn = session.turn
        dummies = setup.dummies_of(turn)
        players = setup.players
        return {
            seat: make(players[i].level, f"{setup.seed}:{setup.home(i).name}", THINKING_CAP_S)
            for seat, i in zip(setup.game.seats, setup.seating_of(turn), strict=True)
            if seat not in dummies and not players[i].human
        }

    def _computer(self, state: Any) -> Player | None:
        """The computer that acts now (for its seat or its dummy), ``None`` when none does."""
        actor = state.actor
        return None if actor is None else self._players.get(actor)

    # -- what views read ---------------------------------------------------------------------

    @property
    def session(self) -> AnySession:
        """The session as it stands."""
        return self._session

    @property
    def humans(self) -> tuple[Seat, ...]:
        """The humans' seats (their own) in the deal in progress, none when computers play
        every seat."""
        return self._session.humans

    @property
    def human(self) -> Seat | None:
        """The seat of the human at the screen (he also plays his dummy's): the one human's;
        with several, the last to take his seat after a hand-over (``None`` before the
        first); ``None`` when computers play every seat."""
        session = self._session
        return None if self._seated is None else session.setup.seat_of(self._seated, session.turn)

    @property
    def watching(self) -> bool:
        """True when computers play every seat: the table shows every hand (not to a human
        who sits the rubber out, :attr:`sitting_out`)."""
        return self._session.setup.human_player is None

    @property
    def sitting_out(self) -> bool:
        """True while every human sits the rubber out (§4.2): they watch, the hands hidden."""
        return not self.watching and not self.humans

    @property
    def handing_over(self) -> Seat | None:
        """The human to whom the screen is to pass (hot-seat): another human than the one
        at the screen is to act.  Nobody acts and every hand is hidden until he takes his
        seat (:meth:`take_seat`)."""
        actor = self._session.state.actor
        if actor is None or actor is self.human or actor not in self.humans:
            return None
        return actor  # type: ignore[no-any-return]

    @staticmethod
    def _first_seated(session: AnySession) -> int | None:
        """The human at the screen as a session starts (his index): the one human; nobody
        yet when several share the screen (the first to act takes his seat)."""
        humans = [index for index, player in enumerate(session.setup.players) if player.human]
        return humans[0] if len(humans) == 1 else None

    def _player(self, seat: Seat) -> int:
        """The index of the player who plays ``seat`` in the deal in progress."""
        session = self._session
        return session.setup.seating_of(session.turn)[seat]

    @property
    def viewer(self) -> Seat:
        """The seat shown at the bottom of the table: the human's at the screen (or the
        one's to whom it passes), the first human's before anyone sat, South when
        watching."""
        for seat in (self.handing_over, self.human, *self.humans):
            if seat is not None:
                return seat
        return Seat.S

    def table(self) -> TableDeal:
        """The deal as the table shows it (the human's hand face down until he looks, where
        the game lets him call blind)."""
        deal = self.game.table(self._session, self.viewer)
        human = self.human
        if human is None or not self.hand_hidden:
            return deal
        return replace(deal, hidden=frozenset({human}))

    @property
    def hand_hidden(self) -> bool:
        """True while the human has not looked at his cards and may still call blind."""
        unlooked, human = self.game.unlooked, self.human
        if unlooked is None or human is None or self._looked is self._deal_start():
            return False
        return unlooked(self._session, human)

    def look(self) -> None:
        """The human looks at his cards (no blind call for him in this deal any more)."""
        self._looked = self._deal_start()
        self.changed.emit()

    def _deal_start(self) -> object:
        """The first state of the deal in progress: which deal the human looked at."""
        return self._session.current.states[0]

    def situation(self) -> Situation:
        """The score as the table sees it, for the players' decisions."""
        return self.game.situation(self._session.ledger)

    def refusal_rule(self, reason: str) -> str:
        """The rule a refusal's reason code cites in this game ('' when none)."""
        return self.game.refusal_rules.get(reason, "")

    @property
    def waiting_for_human(self) -> bool:
        """True when the human is to act (for his seat, or for his dummy)."""
        state = self._session.state
        return state.actor is not None and state.actor is self.human

    def _decision_key(self) -> tuple[int, int]:
        return self._session.number, len(self._session.state.history())

    # -- hints (teaching mode) ---------------------------------------------------------------

    def _teacher(self) -> int | None:
        """Whose teaching settings apply: the human's at the screen when several share it,
        else the window's (``None``)."""
        return self._seated if len(self.humans) > 1 else None

    @property
    def hints(self) -> bool:
        """Suggest before each of the human's decisions (teaching mode); each human's own
        when several share the screen, the window's until he sets it."""
        return self._hints.get(self._teacher(), self._hints[None])

    @hints.setter
    def hints(self, on: bool) -> None:
        self._hints[self._teacher()] = on

    @property
    def warnings(self) -> bool:
        """Gentle warnings after a decision against the advice; each human's own as
        :attr:`hints`."""
        return self._warnings.get(self._teacher(), self._warnings[None])

    @warnings.setter
    def warnings(self, on: bool) -> None:
        self._warnings[self._teacher()] = on

    def request_hint(self) -> bool:
        """Work out the suggestion for the human's decision now due (``hint_ready`` brings
        it); ``False`` when the human is not to act, or has not looked at his cards (a hint
        would read them for him: V-BID-12)."""
        human, hints = self.human, self.game.hints
        if not self.waiting_for_human or human is None or self.hand_hidden:
            return False
        key = self._decision_key()
        if self.hint is not None and self._hint_asked == key:
            self.hint_ready.emit(self.hint)
            return True
        if self._hint_asked != key:
            self._hint_asked = key
            self.hint = None
            view = self._session.state.view(human)
            self._pool.start(_Hint(hints, key, view, self.situation(), self._signals))
        return True

    def _on_hinted(self, key: tuple[int, int], suggestion: object) -> None:
        if key != self._decision_key() or key != self._hint_asked:
            return  # the decision has passed (a card played, an undo, a new deal)
        self.hint = suggestion
        self.hint_ready.emit(suggestion)

    def _offer_hint(self) -> None:
        if self.hints and self.waiting_for_human:
            self.request_hint()

    # -- claims (V-PLAY-7) -------------------------------------------------------------------

    @property
    def can_claim(self) -> bool:
        """True when the human may claim now: he is to act and the game's rules accept a
        claim here (in the play; Preferans: in a contract's play only)."""
        human = self.human
        if human is None or not self.waiting_for_human:
            return False
        try:
            self._session.state.apply(Claim(0), human)
        except IllegalActionError:
            return False
        return True

    def claim(self, tricks: int) -> Any:
        """The human claims ``tricks`` of the remaining tricks for the side: the solver checks
        the claim against any defence and, if it stands, it ends the play.  The verdict, or
        ``None`` when the human is not to act in the play.

        :raises SolverLimitError: without endplay, a position too large to check in time.
        """
        human, check = self.human, self.game.claim
        if human is None or not self.waiting_for_human:
            return None
        checked = check(self._session.state, human, tricks)
        if checked is None:
            return None
        verdict, action = checked
        if action is not None:
            self._human_action(action)
        return verdict

    # -- intents -----------------------------------------------------------------------------

    def start(self) -> None:
        """Begin (or resume) play: a computer on turn starts thinking."""
        self.changed.emit()
        self._schedule()

    def set_session(self, session: AnySession) -> None:
        """Replace the session (new game, open file); computers start again.  The humans'
        own teaching settings go with their session: those shown now are the window's."""
        self._cancel()
        self._hints, self._warnings = {None: self.hints}, {None: self.warnings}
        self._session = session
        self._seated = self._first_seated(session)
        self._given = None
        self._players = self._make_players(session)
        self.start()

    def play_card(self, card: Card) -> bool:
        """The human plays ``card``; refused with a reason if the rules forbid it.  Not on
        turn, where the rules accept a lead out of turn (Vint's table rules, V-IRR-2), he
        leads it (not while the screen passes to another human: nobody acts then)."""
        human = self.human
        if (
            human is not None
            and not self.waiting_for_human
            and self.handing_over is None
            and self.table().out_of_turn
        ):
            return self._apply(card, human)
        return self._human_action(card)

    def give_cards(self, cards: tuple[Card, ...]) -> bool:
        """The human passes ``cards`` to the player the deal names (Vint's old deals, §4.4,
        §4.6) or discards them (Preferans, P-CON-1); refused with a reason if the rules
        forbid it."""
        give = self.game.give
        if give is None or len(cards) != self.table().passing:
            self.rejected.emit(Reason.CARDS_TO_PASS.value, " ".join(str(c) for c in cards))
            return False
        return all(self._human_action(action) for action in give(cards))

    def question(self) -> Any:
        """The question the human may ask now out of turn (Vint's «не по ошибке ли?»,
        V-REV-3), ``None`` when none, and while the screen passes to another human (the
        table is his then: nobody else acts)."""
        human, question = self.human, self.game.question
        if human is None or question is None or self.handing_over is not None:
            return None
        return question(self._session.state, human)

    def ask_question(self) -> bool:
        """The human asks :meth:`question`; ``False`` when there is none to ask."""
        human, action = self.human, self.question()
        return human is not None and action is not None and self._apply(action, human)

    def make_call(self, call: object) -> bool:
        """The human makes ``call``, a decision that is not a card (Vint's calls in the
        auction, Whist's choice of a revoke's penalty); refused with a reason if the rules
        forbid it."""
        return self._human_action(call)

    def _human_action(self, action: Any) -> bool:
        seat = self.human
        state = self._session.state
        if seat is None or state.actor is not seat:
            self.rejected.emit(Reason.NOT_YOUR_TURN.value, str(action))
            return False
        key = self._decision_key()
        known = self.hint if self._hint_asked == key else None
        # the position before the decision, for a judgement worked out after it
        hints, job = self.game.hints, None
        if self.warnings and known is None and not self.hand_hidden:  # not of a blind call
            job = _Hint(hints, key, state.view(seat), self.situation(), self._signals, action)
        self.warning = None  # a new decision: the note about the last one goes
        if not self._apply(action, seat):
            return False
        player = self._player(seat)
        if self.warnings:
            self._judging.pop(player, None)  # a judgement of his earlier decision is dropped
            if job is not None:
                self._judging[player] = (key, self._epoch)
                self._pool.start(job)
            elif known is not None:
                self._warn(player, hints.deviation(known, action))
        return True

    def _on_judged(self, key: tuple[int, int], found: object) -> None:
        judged = (key, self._epoch)
        player = next((p for p, asked in self._judging.items() if asked == judged), None)
        if player is None:
            return  # asked before an undo, a new deal or a later decision of his
        del self._judging[player]
        self._warn(player, found)

    def _warn(self, player: int, found: object) -> None:
        """The warning about the last decision of the human ``player`` (his index): shown
        while he is at the screen, else kept until he takes his seat again (hot-seat)."""
        if player != self._seated:
            if found is not None:
                self._kept[player] = found
            return
        self.warning = found
        if found is not None:
            self.warned.emit(found)

    def take_seat(self) -> bool:
        """The human the screen passes to takes his seat (he clicked on the hand-over
        screen): the table shows his hands, and his hint comes; ``False`` when no hand-over
        is due."""
        seat = self.handing_over
        if seat is None:
            return False
        if self._seated is not None and self.warning is not None:
            self._kept[self._seated] = self.warning  # his own: shown when he is back
        self._seated = self._player(seat)
        self._hint_asked, self.hint = None, None
        self.warning = self._kept.pop(self._seated, None)  # the note about his last decision
        self.start()
        if self.warning is not None:
            self.warned.emit(self.warning)
        return True

    def undo(self) -> None:
        """Back to the previous decision of the human at the screen (the computers' moves
        after it go too), never past another human's action."""
        self._cancel()
        self._session = self._undone()
        self.start()

    def redo(self) -> None:
        """Make the taken-back moves again, up to the next decision of a human."""
        self._cancel()
        self._session = self._session.redo_to_human(self.human)
        self.start()

    def _undone(self) -> AnySession:
        """The session after :meth:`undo`; unchanged while nobody sat at a shared screen."""
        if self._seated is None and self.humans:
            return self._session
        return self._session.undo_to_human(self.human)

    @property
    def can_undo(self) -> bool:
        """True if there is a decision to take back in the deal in progress."""
        return self._undone() is not self._session

    @property
    def can_redo(self) -> bool:
        """True if taken-back moves can be made again."""
        return self._session.current.can_redo

    def next_deal(self) -> None:
        """Write the finished deal on the sheet and deal the next one."""
        if not self._session.state.is_over:
            return
        self._cancel()
        seating = self._session.setup.seating_of(self._session.turn)
        self._session = self._session.next_deal()
        if self._given is None and self._session.setup.seating_of(self._session.turn) != seating:
            self._players = self._make_players(self._session)  # the dummy passed on
        scored = self._session.ledger.rubbers[-1].deals[-1]
        self.deal_finished.emit(scored)
        self.acted.emit(self._session)
        if self._session.is_complete:
            self.session_finished.emit()
        self.start()

    def pause(self, paused: bool) -> None:
        """Hold the computers (while a dialog is open, for instance)."""
        self._paused = paused
        if paused:
            self._cancel()
        else:
            self._schedule()

    def hold(self, held: bool) -> None:
        """Hold the computers while the session cannot be saved (issue 14), whatever
        :meth:`pause` says; release them once it is saved."""
        if held == self._held:
            return
        self._held = held
        if held:
            self._cancel()
        else:
            self._schedule()

    @property
    def held(self) -> bool:
        """True while the computers wait for the session to be saved."""
        return self._held

    # -- applying actions --------------------------------------------------------------------

    def _apply(self, action: Any, seat: Seat) -> bool:
        try:
            session = self._session.apply(action, seat)
        except IllegalActionError as exc:
            self.rejected.emit(exc.reason.value, str(action))
            return False
        self._session = session
        self._hint_asked, self.hint = None, None  # that decision has been made
        self.acted.emit(session)
        self.applied.emit(seat, action)
        self.changed.emit()
        # a card that leaves no trick in progress completed one
        self._schedule(after_trick=isinstance(action, Card) and not session.state.current_trick)
        return True

    def _schedule(self, after_trick: bool = False) -> None:
        """Start the next computer's decision after the pace's pause."""
        self._timer.stop()
        state = self._session.state
        if self._paused or self._held:
            return
        if self._computer_asks():
            return
        if state.is_over:
            self.thinking.emit(None)
            if self.auto_next_deal and not self._session.is_complete:
                self._timer.start(self.pace.trick_ms)
            return
        if self.waiting_for_human and self._forced_card() is not None:
            self._timer.start(self.pace.trick_ms if after_trick else self.pace.step_ms)
            return
        if self._computer(state) is None:
            self.thinking.emit(None)
            self._offer_hint()
            return
        self._timer.start(self.pace.trick_ms if after_trick else self.pace.step_ms)

    def _computer_asks(self) -> bool:
        """A computer asks its human partner the game's question, if one is due (Vint's
        «не по ошибке ли?» when the human failed to follow, V-REV-3); ``True`` if it did."""
        human, question = self.human, self.game.question
        if human is None or question is None:
            return False
        partner = human.partner
        action = question(self._session.state, partner) if partner in self._players else None
        return action is not None and self._apply(action, partner)

    def _forced_card(self) -> Card | None:
        """The human's only legal card, when the option plays it by itself."""
        if not self.auto_single:
            return None
        legal = self._session.state.legal_actions()
        return legal[0] if len(legal) == 1 and isinstance(legal[0], Card) else None

    def _ask_computer(self) -> None:
        state = self._session.state
        if state.is_over:
            if self.auto_next_deal:
                self.next_deal()
            return
        forced = self._forced_card()
        human = self.human
        if forced is not None and human is not None and self.waiting_for_human:
            self._apply(forced, human)
            return
        player, actor = self._computer(state), state.actor
        if player is None or actor is None:
            return
        self._generation += 1
        self.thinking.emit(actor)
        if hasattr(player, "interrupt"):
            player.interrupt = threading.Event()  # a fresh one: a stale decision keeps its own
        job = _Think(player, state.view(actor), self.situation(), self._generation, self._signals)
        self._pool.start(job)

    def _on_decided(self, generation: int, advice: Advice[Any]) -> None:
        if generation != self._generation:
            return  # asked before an undo or a new deal
        state = self._session.state
        seat, actor = state.to_act, state.actor
        if seat is None or actor is None or self._computer(state) is None:
            return
        self.thinking.emit(None)
        ply = len(state.history())
        self.advice_log[self._session.number, ply] = advice
        self.computer_advice.emit(seat, advice)
        self._apply(advice.action, actor)

    def _cancel(self) -> None:
        """Drop the decision in progress: its result will be ignored, and a player that can
        be interrupted stops thinking at once."""
        self._timer.stop()
        self._generation += 1
        self._epoch += 1
        self._hint_asked, self.hint, self.warning = None, None, None
        self._kept.clear()
        for player in self._players.values():
            interrupt = getattr(player, "interrupt", None)
            if interrupt is not None:
                interrupt.set()
        self.thinking.emit(None)

    def wait_idle(self, msecs: int = 5000) -> bool:
        """Wait for a thinking computer to finish (for tests and shutdown)."""
        return self._pool.waitForDone(msecs)
