"""Dummy seats: who acts for a dummy and who sees it (Vint §4.1, W-VAR-2P, W-VAR-3P)."""

from __future__ import annotations

import pytest

from wint.core.dummies import Dummies, Dummy, Exposure, dummy_seating
from wint.core.seats import SEATS, Seat

N, E, S, W = SEATS


def test_at_a_table_of_four_players_everyone_acts_and_sees_alone() -> None:
    table = Dummies()
    for seat in SEATS:
        assert table.actor(seat) is seat
        assert table.seats_of(seat) == (seat,)
        assert table.visible(seat, led=True) == (seat,)


def test_two_players_each_play_their_own_hand_and_the_dummy_opposite() -> None:
    """Vint §4.1 (two players): each owns the dummy opposite, calls and plays for it and sees
    it from the deal; the other dummy is shown to him after the opening lead."""
    table = Dummies.opposite((S, W), Exposure.AFTER_OPENING_LEAD)
    assert [table.actor(seat) for seat in SEATS] == [N, E, N, E]
    assert table.seats_of(N) == (N, S) and table.seats_of(E) == (E, W)
    assert table.visible(N, led=False) == (N, S)
    assert table.visible(E, led=False) == (E, W)
    assert table.visible(N, led=True) == (N, S, W)
    assert table.visible(E, led=True) == (E, S, W)


def test_three_players_and_a_dummy_shown_after_the_deal() -> None:
    """W-VAR-3P: one dummy, exposed as soon as the deal is complete (its default)."""
    table = Dummies((Dummy(E, W, Exposure.AFTER_DEAL),))
    assert table.actor(E) is W and table.actor(S) is S
    assert table.seats_of(W) == (E, W)
    for player in (N, S):
        assert table.visible(player, led=False) == tuple(sorted((player, E)))
    assert table.visible(W, led=False) == (E, W)


def test_a_dummy_is_exposed_when_its_rule_says() -> None:
    late = Dummy(S, N, Exposure.AFTER_OPENING_LEAD)
    early = Dummy(S, N, Exposure.AFTER_DEAL)
    assert (late.exposed(led=False), late.exposed(led=True)) == (False, True)
    assert (early.exposed(led=False), early.exposed(led=True)) == (True, True)


def test_a_dummy_sees_nothing_of_its_own() -> None:
    table = Dummies.opposite((S,), Exposure.AFTER_DEAL)
    with pytest.raises(ValueError, match="S is a dummy: ask for its partner"):
        table.visible(S, led=True)
    with pytest.raises(ValueError, match="S is a dummy"):
        table.seats_of(S)


@pytest.mark.parametrize(
    ("dummies", "message"),
    [
        ((Dummy(S, N, Exposure.AFTER_DEAL), Dummy(S, E, Exposure.AFTER_DEAL)), "one dummy"),
        ((Dummy(S, N, Exposure.AFTER_DEAL), Dummy(N, E, Exposure.AFTER_DEAL)), "by a player"),
        ((Dummy(S, S, Exposure.AFTER_DEAL),), "by a player"),
    ],
)
def test_impossible_tables_are_refused(dummies: tuple[Dummy, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Dummies(dummies)


def test_three_players_pass_the_dummy_on_each_rubber() -> None:
    """W-VAR-3P: the player opposite the empty seat has the dummy first, then the next ones
    clockwise, a rubber each; the player whose seat the dummy takes sits in the empty one;
    the cycle repeats after three rubbers."""
    homes = (S, W, E)  # players 0, 1, 2; North is empty
    tables = [dummy_seating(homes, rubber) for rubber in range(4)]
    assert tables[0] == ((0, 2, 0, 1), (N,))  # South and the dummy North
    assert tables[1] == ((2, 1, 0, 1), (E,))  # West and the dummy East; East's player North
    assert tables[2] == ((1, 2, 0, 2), (W,))  # East and the dummy West; West's player North
    assert tables[3] == tables[0]
    partners = [seats[dummy.partner] for seats, (dummy,) in tables[:3]]
    assert sorted(partners) == [0, 1, 2]  # each player has it once in three rubbers


def test_two_players_keep_the_dummies_opposite_them() -> None:
    """W-VAR-2P: each player plays the dummy opposite him all session."""
    for rubber in range(3):
        assert dummy_seating((S, W), rubber) == ((0, 1, 0, 1), (N, E))


@pytest.mark.parametrize(
    "homes", [(S,), (S, W, E, N), (S, S, W), (S, N)], ids=["one", "four", "twice", "opposite"]
)
def test_dummy_seating_refuses_a_table_without_room_for_its_dummies(
    homes: tuple[Seat, ...],
) -> None:
    with pytest.raises(ValueError):
        dummy_seating(homes, 0)
