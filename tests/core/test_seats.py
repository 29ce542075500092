"""The ring of a deal's active seats and its partnerships (V-SEAT-1, W-SEAT-1, P-TAB-1, P-WH-1)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wint.core.seats import FOUR_SEATS, SEATS, Partnership, Seat, SeatRing, Side

N, E, S, W = SEATS
THREE_RINGS = [SeatRing(tuple(s for s in SEATS if s is not out), Partnership.NONE) for out in SEATS]


def test_the_four_seat_ring_goes_round_as_vints_seats_do() -> None:
    """V-PLAY-3: clockwise; the ring agrees with Seat's own arithmetic."""
    for seat in SEATS:
        assert FOUR_SEATS.next(seat) is seat.lho
        for steps in range(-5, 9):
            assert FOUR_SEATS.after(seat, steps) is seat.after(steps)
        assert FOUR_SEATS.partners(seat) == (seat.partner,)  # V-SEAT-1
    assert FOUR_SEATS.teams() == (Side.NS.seats, Side.EW.seats)


def test_a_ring_of_three_skips_the_seat_that_sits_out() -> None:
    """P-TAB-1: with four players the dealer sits out; the first hand is the next active seat
    after him, and play goes round the three."""
    ring = SeatRing((E, S, W), Partnership.ONE_AGAINST_TWO)
    assert ring.next(N) is E  # N deals and sits out: E is the first hand
    assert ring.next(W) is E
    assert ring.cycle(S) == (S, W, E)
    assert ring.after(E, -1) is W
    assert N not in ring and len(ring) == 3
    with pytest.raises(ValueError, match="N is not in the ring"):
        ring.after(N, 1)


@given(st.sampled_from(THREE_RINGS), st.integers(min_value=-20, max_value=20))
def test_stepping_round_a_ring_of_three_returns_after_three_steps(
    ring: SeatRing, steps: int
) -> None:
    for seat in ring.seats:
        assert ring.after(seat, steps) is ring.after(seat, steps + 3)
        assert ring.after(ring.after(seat, steps), -steps) is seat
        assert ring.next(ring.after(seat, steps)) is ring.after(seat, steps + 1)
        assert sorted(ring.cycle(seat)) == list(ring.seats)


def test_one_against_two_puts_the_declarer_alone() -> None:
    """P-WH-1: the declarer plays against the two others."""
    ring = SeatRing((N, E, S), Partnership.ONE_AGAINST_TWO)
    assert ring.teams(E) == ((E,), (N, S))
    assert ring.partners(E, declarer=E) == ()
    assert ring.partners(N, declarer=E) == (S,)
    with pytest.raises(ValueError, match="declarer"):
        ring.teams()
    with pytest.raises(ValueError, match="declarer"):
        ring.teams(W)


def test_without_partnerships_each_plays_alone() -> None:
    """P-RASP-1: in an all-pass deal each player is for himself."""
    ring = SeatRing((N, E, S, W), Partnership.NONE)
    assert ring.teams() == ((N,), (E,), (S,), (W,))
    assert ring.partners(S) == ()
    with pytest.raises(ValueError, match="W is not in the ring"):
        THREE_RINGS[3].partners(W)


@pytest.mark.parametrize(
    ("seats", "partnership", "message"),
    [
        ((N, E, S), Partnership.PAIRS, "pairs is not played by 3 seats"),
        ((N, E, S, W), Partnership.ONE_AGAINST_TWO, "not played by 4 seats"),
        ((N, E), Partnership.NONE, "not played by 2 seats"),
        ((N, S, E), Partnership.NONE, "clockwise"),
        ((N, N, E), Partnership.NONE, "distinct"),
    ],
)
def test_impossible_rings_are_refused(
    seats: tuple[Seat, ...], partnership: Partnership, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        SeatRing(seats, partnership)
