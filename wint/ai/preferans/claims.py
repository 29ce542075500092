"""Preferans's claims of the remaining tricks, checked double dummy (the Preferans solver).

A claim (``claim:N``, :class:`~wint.core.claims.Claim`) ends a contract's play: the side of
the seat on turn takes ``N`` of the tricks not yet quitted (the declarer alone, or the two
defenders together), the other side the rest (:mod:`wint.games.preferans.state`).  It
stands when the claiming side does at least as well whatever the others do, every hand
open, both sides playing their best (P-PLAY-2 binding them: follow suit, else trump):

- on a trick contract the side takes at least ``N`` tricks double dummy;
- on a misère (P-PLAY-4) each side wants fewer tricks of its own: the misère player's claim
  of ``N`` stands when he cannot be made to take more than ``N`` («остальные ваши» is a claim
  of none), the catchers' claim of ``N`` when they can force at least the rest on him.

A refused claim carries a defeating line, as in the other games (:mod:`wint.ai.claims`):
every seat plays a double-dummy best card for its side to the end (ties: the lowest).  An
all-pass deal has no claims (P-RASP-1: each player's own tricks count).
"""

from __future__ import annotations

from dataclasses import dataclass

from wint.ai.claims import ClaimVerdict, best_card
from wint.ai.preferans.solver import PrefPosition, card_values, solve
from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.seats import Seat
from wint.games.preferans.actions import Phase
from wint.games.preferans.state import PrefState

__all__ = ["MisereVerdict", "check_claim", "claim_action", "claimer_tricks"]


@dataclass(frozen=True, slots=True)
class MisereVerdict(ClaimVerdict):
    """The verdict on a claim in a misère (P-PLAY-4): ``value`` is what the claiming side
    takes double dummy, and fewer is better for either side."""

    @property
    def accepted(self) -> bool:
        """True if the side takes no more tricks than claimed whatever the others do."""
        return self.value <= self.tricks

    @property
    def conceded(self) -> int:
        """Tricks the claiming side takes by claiming more than it must."""
        return max(0, self.tricks - self.value)


def _on_turn(state: PrefState) -> Seat:
    """The seat whose side a :class:`Claim` counts: the seat on turn.

    :raises ValueError: not in a contract's play.
    """
    seat = state.to_act
    if state.phase is not Phase.PLAY or seat is None or state.declarer is None:
        raise ValueError("claims are made during a contract's play")
    return seat


def _with_turn(state: PrefState, seat: Seat) -> bool:
    """Whether ``seat`` is on the side of the seat on turn (the declarer's, or the defence)."""
    return (seat == state.declarer) == (_on_turn(state) == state.declarer)


def claim_action(state: PrefState, seat: Seat, tricks: int) -> Claim:
    """The :class:`Claim` to apply when ``seat``'s side claims ``tricks`` of the rest: a claim
    counts the tricks of the side on turn, so the other side's claim is turned round.

    :raises ValueError: not in a contract's play, or ``tricks`` more than remain.
    """
    remaining = state.tricks_left
    if not 0 <= tricks <= remaining:
        raise ValueError(f"{tricks} tricks claimed, {remaining} remain")
    return Claim(tricks if _with_turn(state, seat) else remaining - tricks)


def claimer_tricks(state: PrefState, seat: Seat, claim: Claim) -> int:
    """The tricks ``claim``, made in ``state``, gives ``seat``'s side: the inverse of
    :func:`claim_action`.

    :raises ValueError: not in a contract's play.
    """
    return claim.tricks if _with_turn(state, seat) else state.tricks_left - claim.tricks


def check_claim(state: PrefState, seat: Seat, tricks: int) -> ClaimVerdict:
    """Check ``seat``'s side claiming ``tricks`` of the remaining tricks, double dummy (see
    the module's docstring).

    :raises ValueError: not in a contract's play, or ``tricks`` more than remain.
    """
    remaining = state.tricks_left
    if not 0 <= tricks <= remaining:
        raise ValueError(f"{tricks} tricks claimed, {remaining} remain")
    _on_turn(state)
    declared = solve(PrefPosition.from_state(state))
    value = declared if seat == state.declarer else remaining - declared
    misere = state.contract is not None and state.contract.misere
    kind = MisereVerdict if misere else ClaimVerdict
    verdict = kind(seat, tricks, remaining, value)
    return verdict if verdict.accepted else kind(seat, tricks, remaining, value, best_line(state))


def best_line(state: PrefState) -> tuple[tuple[Seat, Card], ...]:
    """The cards to the end of the play when every seat plays a double-dummy best card for
    its side (ties: the lowest), each with the seat it is played from."""
    line: list[tuple[Seat, Card]] = []
    misere = state.contract is not None and state.contract.misere
    while state.to_act is not None:
        seat = state.to_act
        legal = state.legal_actions()
        if len(legal) == 1 and isinstance(legal[0], Card):
            card = legal[0]
        else:
            values = card_values(PrefPosition.from_state(state))
            more = (seat == state.declarer) != misere  # the side wants more declarer's tricks
            card = best_card({c: v if more else -v for c, v in values.items()})
        line.append((seat, card))
        state = state.apply(card)
    return tuple(line)
