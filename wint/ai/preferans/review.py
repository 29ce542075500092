"""The review of a Preferans deal with every hand open: each card of a contract's play with
its double-dummy value and the best card's, the tricks it lost
(:mod:`wint.ai.review`'s steps, :mod:`wint.ai.preferans.solver`).

A card's value is counted for the side that played it, more the better: the declarer's
tricks on a trick contract, the defenders' tricks against it, and on a misère the tricks the
misère player escapes (for him) or is forced to take (for the catchers).  ``won`` is the same
count over the tricks quitted before the card, so ``won + value`` is the side's count for the
whole deal.  A claim on a trick contract carries the solver's verdict (the claimer's side's
tricks claimed against those it takes double dummy, :mod:`wint.ai.preferans.claims`); the
calls, the discard, the contract, the whisting words and a misère's claim are steps without
a measure; an all-pass deal (P-RASP, not solved double dummy) has no measured card.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from wint.ai.preferans.claims import check_claim, claimer_tricks
from wint.ai.preferans.solver import PrefPosition, card_values, solve
from wint.ai.review import PlayReview, Step
from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.seats import Seat
from wint.games.preferans.state import PrefState

__all__ = ["PrefReview", "review_deal"]


@dataclass(frozen=True, slots=True)
class PrefReview(PlayReview[object]):
    """The review of a Preferans deal (:class:`~wint.ai.review.PlayReview`): ``declarer``
    (``None`` on an all-pass deal), whether he played misère, and ``par`` the tricks he
    takes double dummy from the opening lead (``None`` if no card was played)."""

    declarer: Seat | None = None
    misere: bool = False
    par: int | None = None

    def lost_by(self, seat: Seat) -> int:
        """Tricks ``seat``'s cards gave away double dummy."""
        return sum(step.lost for step in self.steps if step.seat == seat)


def _count(state: PrefState, seat: Seat, declarer_tricks: int, tricks: int) -> int:
    """Of ``tricks`` tricks of which the declarer takes ``declarer_tricks``, the count of
    ``seat``'s side (the module's measure)."""
    misere = state.contract is not None and state.contract.misere
    ours = declarer_tricks if seat == state.declarer else tricks - declarer_tricks
    return tricks - ours if misere else ours


def _won(state: PrefState) -> int:
    """The declarer's tricks quitted so far."""
    assert state.declarer is not None
    return state.won(state.declarer)


def review_deal(state: PrefState) -> PrefReview:
    """Review the deal up to ``state`` (finished or not), all hands open."""
    steps: list[Step[object]] = []
    par = None
    misere = state.contract is not None and state.contract.misere
    for before, after in pairwise(state.states()):
        action, seat = after.last_action, before.to_act
        if action is None or seat is None:  # pragma: no cover - every later state has both
            raise AssertionError("a state after the first has an action and an actor")
        quitted = len(before.tricks)
        won = _count(before, seat, _won(before), quitted) if before.declarer is not None else 0
        if isinstance(action, Claim) and not misere:
            verdict = check_claim(before, seat, claimer_tricks(before, seat, action))
            steps.append(Step(seat, action, quitted + 1, won, claim=verdict))
            continue
        if not isinstance(action, Card):
            steps.append(Step(seat, action))
            continue
        values: dict[Card, int] = {}
        legal = before.legal_actions()
        if before.declarer is not None and len(legal) > 1:
            position = PrefPosition.from_state(before)
            left = position.tricks_left
            for card, tricks in card_values(position).items():
                values[card] = _count(before, seat, tricks, left)
            if par is None and not quitted and not before.current_trick:
                par = solve(position)
        steps.append(Step(seat, action, quitted + 1, won, values))
    return PrefReview(tuple(steps), state.declarer, misere, par)
