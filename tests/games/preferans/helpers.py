"""A hand-made Preferans deal for the state's tests: C deals to three, A is the first hand.

A: ♠AKQJT ♥AK ♦AK ♣7;  B: ♠98 ♦QJT9 ♣AKQJ (no hearts);  C: ♠7 ♥QJT98 ♦8 ♣T98;
the prikup ♥7 ♦7.
"""

from __future__ import annotations

from collections.abc import Iterable

from wint.core.seats import Seat
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.rules import PrefRules, resolve_rules
from wint.games.preferans.state import PrefState

DEAL = "A:AKQJT.AK.AK.7 98..QJT9.AKQJ 7.QJT98.8.T98 H7 D7"
A, B, C = Seat.N, Seat.E, Seat.S


def rules(preset: str = "sochi", **options: object) -> PrefRules:
    """A preset with ``options`` changed."""
    return resolve_rules({"preset": preset, "options": options})


def start(ruleset: PrefRules | None = None, allpass_run: int = 0, deal: str = DEAL) -> PrefState:
    """The hand-made deal before the first call."""
    return PrefState.new(PrefDeal.parse(deal, PrefSeat.C, 3), ruleset or rules(), allpass_run)


def play(state: PrefState, codes: Iterable[str]) -> PrefState:
    """``state`` after the actions written ``codes``."""
    for code in codes:
        state = state.apply_code(code)
    return state
