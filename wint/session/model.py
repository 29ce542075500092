"""A playing session: the table's setup, the deals played and the one in progress.

A :class:`Session` is an immutable value, like the engine's states: every method returns a
new session.  The finished deals are kept as their final states; the ledger follows from
them.  The deal in progress is a :class:`DealTimeline`, so undo and redo work inside it.

Undo policy: undo and redo move inside the deal in progress, finished or not; once the next
deal has been dealt the previous one is written on the sheet and stays (H-ETQ-4: a
finished record is never erased).  :meth:`Session.undo_to_human` goes back to the human's
previous decision, taking back the computers' moves after it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from wint.core.deal import Deal, deal_from_seed
from wint.core.levels import Level, parse_level
from wint.core.names import refused_name
from wint.core.seats import SEATS, Seat, Side
from wint.core.timeline import DealTimeline
from wint.games.vint.ledger import Ledger, next_dealer, session_complete
from wint.games.vint.rules import RuleSet, refuse_unplayed
from wint.games.vint.state import Action, DealState, Phase

__all__ = ["SeatConfig", "Session", "SessionSetup"]


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """Who sits in a seat: a name (``''``: none; else a player's name,
    :mod:`wint.core.names`), and a computer level unless a human plays it.

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


@dataclass(frozen=True, slots=True)
class SessionSetup:
    """Everything chosen before the first deal; ``seats`` is indexed by :class:`Seat`.

    :raises RulesError: an option the game does not play is set away from its default
        (:func:`~wint.games.vint.rules.refuse_unplayed`, path ``rules.<key>``).
    """

    rules: RuleSet
    seats: tuple[SeatConfig, SeatConfig, SeatConfig, SeatConfig]
    seed: int
    first_dealer: Seat = Seat.N

    def __post_init__(self) -> None:
        refuse_unplayed(self.rules, "rules")

    @property
    def human(self) -> Seat | None:
        """The human's seat, ``None`` when four computers play (a watched game)."""
        for seat, config in zip(SEATS, self.seats, strict=True):
            if config.human:
                return seat
        return None

    @property
    def our_side(self) -> Side:
        """The side written as «Мы» on the sheet: the human's, N–S when nobody plays."""
        human = self.human
        return human.side if human is not None else Side.NS


@dataclass(frozen=True, slots=True)
class Session:
    """The deals of a session so far and the one in progress."""

    setup: SessionSetup
    finished: tuple[DealState, ...]
    current: DealTimeline[DealState]
    ledger: Ledger = field(compare=False)

    @classmethod
    def start(cls, setup: SessionSetup) -> Session:
        """A session at its first deal."""
        dealer = setup.first_dealer
        timeline = DealTimeline.start(DealState.new(_deal(setup, 0, dealer), dealer, setup.rules))
        return cls(setup, (), timeline, Ledger(setup.rules))

    @property
    def state(self) -> DealState:
        """The position of the deal in progress."""
        return self.current.current

    @property
    def number(self) -> int:
        """The number of the deal in progress, from 0."""
        return len(self.finished)

    def played(self) -> tuple[DealState, ...]:
        """The final states of the deals played: the finished ones, and the deal in progress
        once it is over (played but not yet written on the sheet)."""
        return (*self.finished, self.state) if self.state.is_over else self.finished

    @property
    def is_empty(self) -> bool:
        """True while nothing is played: no deal is over and the deal in progress (its
        taken-back moves included) has no card and no call of the human, only the computers'
        calls.  The window does not save such a session, nor the history list it."""
        if self.finished:
            return False
        states = self.current.states
        if states[-1].phase is not Phase.AUCTION:
            return False
        human = self.setup.human
        return human is None or all(state.to_act is not human for state in states[:-1])

    @property
    def is_complete(self) -> bool:
        """True once the session's rubbers are played (V-PART-9)."""
        return session_complete(self.setup.rules, self.ledger)

    def apply(self, action: Action, seat: Seat | None = None) -> Session:
        """The session after a call or card in the deal in progress.

        :raises IllegalActionError: the rules refuse it; this session is unchanged.
        """
        return replace(self, current=self.current.apply(action, seat))

    def next_deal(self) -> Session:
        """Write the finished deal on the sheet and deal the next one.

        :raises ValueError: the deal in progress is not over.
        """
        state = self.state
        if not state.is_over:
            raise ValueError("the deal in progress is not over")
        result = state.result()
        dealer = next_dealer(self.setup.rules, state.dealer, result.passed_out)
        number = self.number + 1
        timeline = DealTimeline.start(
            DealState.new(_deal(self.setup, number, dealer), dealer, self.setup.rules)
        )
        return Session(self.setup, (*self.finished, state), timeline, self.ledger.add(result))

    def undo(self, steps: int = 1) -> Session:
        """Take back ``steps`` actions of the deal in progress."""
        return replace(self, current=self.current.undo(steps))

    def redo(self, steps: int = 1) -> Session:
        """Make again ``steps`` taken-back actions."""
        return replace(self, current=self.current.redo(steps))

    def undo_to_human(self) -> Session:
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

    def redo_to_human(self) -> Session:
        """Forward to the human's next decision among the taken-back actions (or to the end
        of them)."""
        human = self.setup.human
        timeline = self.current
        last = len(timeline.states) - 1
        for index in range(timeline.cursor + 1, last + 1):
            if timeline.states[index].to_act is human:
                return replace(self, current=DealTimeline(timeline.states, index))
        return replace(self, current=DealTimeline(timeline.states, last))


def _deal(setup: SessionSetup, number: int, dealer: Seat) -> Deal:
    return deal_from_seed(setup.seed, number, dealer)
