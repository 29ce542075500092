"""The review of a Vint deal with every hand open: each card's double-dummy value, the mistakes.

Issue 7.5: each call and card in order, each card with its double-dummy value against the best
card, the mistakes, and the double-dummy table.

A card is measured when its player had a choice: ``values`` holds, for every legal card, the
tricks the player's side takes from there on with best play by all four (the trick in
progress included), and ``lost`` is the best value less the chosen one.  Any trick lost is a
mistake (:data:`MISTAKE_TRICKS`): the standard is double dummy, so a "mistake" may have been
a fair guess for a player who saw only his own hand and the cards played (V-PLAY-8 limits
even the review of the quitted tricks at the table; this review comes after the deal).

The positions of a deal are solved in one batch (:func:`~wint.ai.solver.solve_many`, spread
over DDS's threads).  Without endplay only positions of at most :data:`PYTHON_CARDS` cards a
hand are measured, the rest left unmeasured, and the table of a whole deal is ``None``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Final

from wint.ai import solver
from wint.ai.solver import Position, solve_many
from wint.ai.vint.claims import ClaimVerdict, check_claim, claimer_tricks
from wint.ai.vint.positions import position_of
from wint.core.cards import Card
from wint.core.deal import Deal
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.calls import Strain
from wint.games.vint.contract import Contract
from wint.games.vint.state import Action, Claim, DealState

__all__ = [
    "MISTAKE_TRICKS",
    "PYTHON_CARDS",
    "DDTable",
    "DealReview",
    "Step",
    "dd_table",
    "review_deal",
]

#: A card that loses at least this many tricks double dummy is marked as a mistake.
MISTAKE_TRICKS: Final = 1
#: Without endplay, positions with more cards a hand than this are not solved.
PYTHON_CARDS: Final = 6

_STRAINS: Final = tuple(Strain)


@dataclass(frozen=True, slots=True)
class DDTable:
    """Double-dummy tricks of each declarer in each strain, the declarer's LHO leading
    (V-PLAY-2), out of ``cards`` tricks (13 for a whole deal).

    ``tricks[seat][strain]``: seats N, E, S, W; strains in Vint's order ♠ ♣ ♦ ♥ NT.
    """

    cards: int
    tricks: tuple[tuple[int, ...], ...]

    def tricks_for(self, declarer: Seat, strain: Strain) -> int:
        """The tricks ``declarer``'s side takes in ``strain``."""
        return self.tricks[declarer][strain]

    def level(self, declarer: Seat, strain: Strain) -> int:
        """The highest level that makes for ``declarer`` in ``strain`` (tricks − 6,
        V-BID-2), 0 if none; for a whole deal."""
        return max(0, self.tricks_for(declarer, strain) - 6)

    def makes(self, contract: Contract) -> bool:
        """Whether ``contract`` makes double dummy."""
        return self.tricks_for(contract.declarer, contract.strain) >= contract.tricks_needed


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the deal by ``seat``, with its double-dummy measure.

    For a card: ``trick`` is its trick's number (1–13), ``won`` the tricks the seat's side
    had quitted before it, and ``values`` the value of every legal card (empty when the card
    was forced or not measured).  For a claim: ``claim`` is the solver's verdict (``None``
    if not checked).  A call has neither.
    """

    seat: Seat
    action: Action
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
class DealReview:
    """The review of a deal: its steps in the order of ``DealState.history()`` (step ``i``
    was made in ``state.states()[i]``), the contract and the double-dummy table."""

    steps: tuple[Step, ...]
    contract: Contract | None
    table: DDTable | None

    def lost(self, side: Side) -> int:
        """Tricks ``side`` gave away in the play, double dummy."""
        return sum(step.lost for step in self.steps if step.seat.side is side)

    def mistakes(self) -> tuple[Step, ...]:
        """The steps marked as mistakes, in order."""
        return tuple(step for step in self.steps if step.mistake)

    @property
    def contract_tricks(self) -> int | None:
        """The declaring side's double-dummy tricks in the contract, if known."""
        if self.contract is None or self.table is None:
            return None
        return self.table.tricks_for(self.contract.declarer, self.contract.strain)


def _solvable(position: Position) -> bool:
    """Whether a position is solved: always with endplay, else small endings only."""
    return solver.endplay_available() or position.tricks_left <= PYTHON_CARDS


def review_deal(state: DealState, table: bool = True) -> DealReview:
    """Review the deal up to ``state`` (finished or not), all hands open (issue 7.5).

    Cards are measured up to the first revoke (table-rules mode, V-REV), after which the
    positions break the rules the solver plays by.  ``table`` asks for the double-dummy
    table too (DDS: a tenth of a second to a second, varying with the deal).
    """
    states = state.states()
    steps: list[Step] = []
    todo: list[tuple[int, Position]] = []  # (step index, position) to solve
    for before, after in pairwise(states):
        action = after.last_action
        seat = before.to_act
        if action is None or seat is None:  # pragma: no cover - every later state has both
            raise AssertionError("a state after the first has an action and an actor")
        if isinstance(action, Card):
            won = before.tricks_won(seat.side)
            if after.revoke is None and len(before.legal_actions()) > 1:
                position = position_of(before)
                if _solvable(position):
                    todo.append((len(steps), position))
            steps.append(Step(seat, action, len(before.tricks) + 1, won))
        elif isinstance(action, Claim):
            verdict = None
            if before.revoke is None and _solvable(position_of(before)):
                verdict = check_claim(before, seat, claimer_tricks(before, seat, action))
            steps.append(Step(seat, action, len(before.tricks) + 1, claim=verdict))
        else:
            steps.append(Step(seat, action))
    solved = solve_many([position for _, position in todo])
    for (index, _), values in zip(todo, solved, strict=True):
        step = steps[index]
        steps[index] = Step(step.seat, step.action, step.trick, step.won, values)
    return DealReview(tuple(steps), state.contract, dd_table(state.deal) if table else None)


def dd_table(hands: Deal | tuple[int, int, int, int]) -> DDTable | None:
    """The double-dummy table of a deal, or of an ending (card masks by seat, hands of equal
    size); ``None`` when no solver can do it (a whole deal without endplay).

    A whole deal goes to DDS's ``calc_dd_table``; an ending is solved position by position.
    """
    if isinstance(hands, Deal):
        if solver.endplay_available():
            return _table_endplay(hands)
        masks = (hands.hands[0].mask, hands.hands[1].mask, hands.hands[2].mask, hands.hands[3].mask)
    else:
        masks = hands
    positions = [
        Position(masks, strain.suit, declarer.lho) for declarer in SEATS for strain in _STRAINS
    ]
    if not _solvable(positions[0]):
        return None
    cards = positions[0].tricks_left
    # the leader's side takes the best value; the declarer's side the rest
    values = iter(cards - max(values.values()) for values in solve_many(positions))
    return DDTable(cards, tuple(tuple(next(values) for _ in _STRAINS) for _ in SEATS))


def _table_endplay(deal: Deal) -> DDTable:
    """:func:`dd_table` of a whole deal by DDS (only whole deals: DDS counts an ending's
    tricks as if the missing cards were there)."""
    from endplay.dds import calc_dd_table
    from endplay.types import Denom, Player

    north, east, south, west = (hand.mask for hand in deal.hands)
    with solver.DDS_LOCK:
        result = calc_dd_table(
            solver._endplay_deal(Position((north, east, south, west), None, Seat.N))
        )
    denoms = (Denom.spades, Denom.clubs, Denom.diamonds, Denom.hearts, Denom.nt)
    return DDTable(
        13, tuple(tuple(result[denom, Player(int(seat))] for denom in denoms) for seat in SEATS)
    )
