"""The deal result's notation (record-preferans.md: seats, contracts P-BID-2, whist words P-WH)."""

from __future__ import annotations

import pytest

from wint.core.errors import NotationError
from wint.games.preferans.result import Contract, PrefSeat, Strain


def test_contracts_round_trip_every_bid_word_p_bid_2() -> None:
    words = [f"{level}{strain}" for level in range(6, 11) for strain in ("S", "C", "D", "H", "NT")]
    assert [str(Contract.parse(word)) for word in [*words, "misere"]] == [*words, "misere"]
    assert Contract.parse("10NT") == Contract(10, Strain.NT)
    assert Contract.parse("misere").misere and not Contract.parse("6S").misere


@pytest.mark.parametrize("text", ["5S", "11H", "6N", "7", "NT", "6s", "Misere", ""])
def test_a_malformed_contract_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        Contract.parse(text)


def test_seats_go_clockwise_at_three_and_four() -> None:
    assert PrefSeat.C.after(1, 3) is PrefSeat.A
    assert PrefSeat.C.after(1, 4) is PrefSeat.D
    with pytest.raises(NotationError):
        PrefSeat.parse("E")
