"""Preferans's action notation and the bid ladder (P-BID-2, P-BID-5, P-MSU-2, P-MSU-3)."""

from __future__ import annotations

import random

import pytest

from tests.games.preferans.helpers import rules
from wint.core.errors import NotationError
from wint.games.preferans.actions import bid_rank, parse_action
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.result import Contract, PrefSeat
from wint.games.preferans.state import PrefState

LADDER = [f"{level}{strain}" for level in range(6, 11) for strain in ("S", "C", "D", "H", "NT")]


def ranks(preset: str) -> list[str]:
    ruleset = rules(preset)
    bids = [*LADDER, "misere"]
    return sorted(bids, key=lambda bid: bid_rank(Contract.parse(bid), ruleset))


def test_p_bid_2_the_ladder_with_misere_between_8nt_and_9s() -> None:
    assert ranks("sochi") == [*LADDER[:15], "misere", *LADDER[15:]]


def test_p_msu_3_misere_between_9nt_and_10s_and_p_msu_2_no_trump_as_hearts() -> None:
    ruleset = rules("classic1971")
    assert ranks("classic1971") == [*LADDER[:20], "misere", *LADDER[20:]]
    rank = [bid_rank(Contract.parse(bid), ruleset) for bid in ("6H", "6NT", "7H", "7NT", "10NT")]
    assert (
        rank[0] < rank[1]
        and rank[2] == rank[3]
        and rank[4] == bid_rank(Contract.parse("10H"), ruleset)
    )


def test_every_legal_action_reads_back_from_its_notation() -> None:
    ruleset = rules()
    for number in range(30):
        rng = random.Random(number)
        state = PrefState.new(PrefDeal.from_seed(5, number, PrefSeat.B, 3), ruleset)
        while not state.is_over:
            actions = state.legal_actions()
            for action in actions:
                assert parse_action(str(action)) == action
            state = state.apply(actions[0] if rng.random() < 0.5 else rng.choice(actions))


@pytest.mark.parametrize("text", ["", "X", "discard:D7", "discard:D7,ZZ", "contract:5S", "Pass"])
def test_an_unknown_action_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)
