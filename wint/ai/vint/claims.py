"""Vint's claims of the remaining tricks, checked double dummy against any defence (issue 7.6).

A claim (``claim:N``, :class:`~wint.games.vint.state.Claim`) ends the play with the tricks not yet
quitted shared as stated, each side's tricks counting together (V-PLAY-7).  The check is the
family's (:mod:`wint.ai.claims`: the solver's value of the position against the tricks claimed,
a defeating line when it is refused); here is what is Vint's: a claim is made in the play and
counts the declaring side's tricks.
"""

from __future__ import annotations

from wint.ai import claims
from wint.ai.claims import NODE_LIMIT, ClaimVerdict, best_card, solve_position
from wint.ai.vint.positions import position_of
from wint.core.cards import Card
from wint.core.seats import Seat, Side
from wint.games.vint.state import Claim, DealState, Phase

__all__ = [
    "NODE_LIMIT",
    "ClaimVerdict",
    "best_card",
    "best_line",
    "check_claim",
    "claim_action",
    "claimer_tricks",
    "solve_position",
]


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

    :raises ValueError: not in the play, ``tricks`` more than remain, or a revoke in the
        trick in progress (table-rules mode), which no solver position can hold.
    :raises SolverLimitError: without endplay, a position too large for the search.
    """
    _remaining(state)
    return claims.judge_claim(state, seat, tricks, position_of)


def best_line(
    state: DealState, values: dict[Card, int] | None = None
) -> tuple[tuple[Seat, Card], ...]:
    """:func:`wint.ai.claims.best_line` of a Vint deal.

    :raises SolverLimitError: without endplay, a position too large for the search.
    """
    return claims.best_line(state, position_of, values)
