"""Vint's claims of the remaining tricks, checked double dummy against any defence (issue 7.6).

A claim (``claim:N``, :class:`~wint.games.vint.state.Claim`) ends the play with the tricks not yet
quitted shared as stated, each side's tricks counting together (V-PLAY-7).  Read here,
"against any defence" means against the opponents' best play with every card seen, the
claiming side also playing its best: the claim stands iff the double-dummy value of the
position for the claiming side is at least the tricks claimed.  A claim the solver refuses
comes with a defeating line: both sides play double-dummy best cards (ties: the lowest) to
the end, where the claiming side has fewer tricks than it claimed.

Without endplay the pure-Python search does the work and gives up
(:class:`~wint.ai.solver.SolverLimitError`) past :data:`NODE_LIMIT` nodes, which is a matter of
seconds from about eight cards a hand on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from wint.ai import solver
from wint.ai.solver import Position
from wint.ai.vint.positions import position_of
from wint.core.cards import Card
from wint.core.seats import Seat, Side
from wint.games.vint.state import Claim, DealState, Phase

__all__ = [
    "NODE_LIMIT",
    "ClaimVerdict",
    "best_card",
    "check_claim",
    "claim_action",
    "claimer_tricks",
    "solve_position",
]

#: Nodes the pure-Python search may visit for one position before it gives up.
NODE_LIMIT: Final = 2_000_000


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


def _remaining(state: DealState) -> int:
    """Tricks not yet quitted, the trick in progress included.

    :raises ValueError: the deal is not in the play.
    """
    if state.phase is not Phase.PLAY:
        raise ValueError("claims are made during the play")
    return state.tricks_left


def _declaring_side(state: DealState) -> Side:
    """The side whose tricks a :class:`Claim` counts: the declarer's, N–S in a распасовка."""
    contract = state.contract
    return Side.NS if contract is None else contract.side


def claim_action(state: DealState, seat: Seat, tricks: int) -> Claim:
    """The :class:`Claim` to apply when ``seat``'s side claims ``tricks`` of the rest: a claim
    counts the declaring side's tricks, so a defender's claim is turned round.

    :raises ValueError: not in the play, or ``tricks`` more than remain.
    """
    remaining = _remaining(state)
    if not 0 <= tricks <= remaining:
        raise ValueError(f"{tricks} tricks claimed, {remaining} remain")
    return Claim(tricks if seat.side is _declaring_side(state) else remaining - tricks)


def claimer_tricks(state: DealState, seat: Seat, claim: Claim) -> int:
    """The tricks ``claim`` gives ``seat``'s side: the inverse of :func:`claim_action`.

    :raises ValueError: not in the play.
    """
    remaining = _remaining(state)
    return claim.tricks if seat.side is _declaring_side(state) else remaining - claim.tricks


def check_claim(state: DealState, seat: Seat, tricks: int) -> ClaimVerdict:
    """Check ``seat``'s side claiming ``tricks`` of the remaining tricks, double dummy.

    ``state`` is the position the claim is made in (any seat may claim, on turn or not).
    See the module docstring for the reading of "against any defence".

    :raises ValueError: not in the play, ``tricks`` more than remain, or a revoke in the
        trick in progress (table-rules mode), which no solver position can hold.
    :raises SolverLimitError: without endplay, a position too large for the search.
    """
    remaining = _remaining(state)
    if not 0 <= tricks <= remaining:
        raise ValueError(f"{tricks} tricks claimed, {remaining} remain")
    position = position_of(state)
    values = solve_position(position)
    side_to_move = position.to_act.side
    best = max(values.values())
    value = best if side_to_move is seat.side else remaining - best
    if value >= tricks:
        return ClaimVerdict(seat, tricks, remaining, value)
    return ClaimVerdict(seat, tricks, remaining, value, best_line(state, values))


def best_line(
    state: DealState, values: dict[Card, int] | None = None
) -> tuple[tuple[Seat, Card], ...]:
    """The cards to the end of the deal when every seat plays a double-dummy best card (ties:
    the lowest), each with its seat; ``values`` is the solved position of ``state``, if known.

    :raises SolverLimitError: without endplay, a position too large for the search.
    """
    line: list[tuple[Seat, Card]] = []
    seat = state.to_act
    while seat is not None:
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
