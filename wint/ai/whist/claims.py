"""Whist's claims of the remaining tricks, checked double dummy against any defence.

A claim (``claim:N``, :class:`~wint.games.whist.actions.Claim`) ends the play: the side of the
seat on turn takes ``N`` of the tricks not yet quitted, the other side the rest (W-PLAY-5: a
side's tricks count together).  Any seat may claim for its side; the check is the family's
(:mod:`wint.ai.claims`: the solver's value of the position against the tricks claimed, a
defeating line when it is refused).  Whist's play is bridge play without a contract, so DDS
solves it.
"""

from __future__ import annotations

from wint.ai.claims import ClaimVerdict, judge_claim
from wint.ai.whist.positions import position_of, sound_position
from wint.core.seats import Seat
from wint.games.whist.actions import Claim, Phase
from wint.games.whist.state import DealState

__all__ = ["check_claim", "claim_action", "claimer_tricks"]


def _on_turn(state: DealState) -> Seat:
    """The seat whose side a :class:`Claim` counts: the seat on turn.

    :raises ValueError: the deal is not in the play.
    """
    seat = state.to_act
    if state.phase is not Phase.PLAY or seat is None:
        raise ValueError("claims are made during the play")
    return seat


def claim_action(state: DealState, seat: Seat, tricks: int) -> Claim:
    """The :class:`Claim` to apply when ``seat``'s side claims ``tricks`` of the rest: a claim
    counts the tricks of the side on turn, so the other side's claim is turned round.

    :raises ValueError: not in the play, or ``tricks`` more than remain.
    """
    on_turn = _on_turn(state)
    remaining = state.tricks_left
    if not 0 <= tricks <= remaining:
        raise ValueError(f"{tricks} tricks claimed, {remaining} remain")
    return Claim(tricks if seat.side is on_turn.side else remaining - tricks)


def claimer_tricks(state: DealState, seat: Seat, claim: Claim) -> int:
    """The tricks ``claim``, made in ``state``, gives ``seat``'s side: the inverse of
    :func:`claim_action`.

    :raises ValueError: not in the play.
    """
    on_turn = _on_turn(state)
    return claim.tricks if seat.side is on_turn.side else state.tricks_left - claim.tricks


def check_claim(state: DealState, seat: Seat, tricks: int) -> ClaimVerdict:
    """Check ``seat``'s side claiming ``tricks`` of the remaining tricks, double dummy.

    :raises ValueError: not in the play, ``tricks`` more than remain, or a revoke in the
        trick in progress (table-rules mode), which no solver position can hold.
    :raises SolverLimitError: without endplay, a position too large for the search.
    """
    _on_turn(state)
    if sound_position(state) is None:
        raise ValueError("a revoke in the trick in progress")
    return judge_claim(state, seat, tricks, position_of)
