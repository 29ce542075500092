"""The double-dummy solvers: hand-made endings, the pure-Python search against DDS and against
a plain minimax, and the checks on positions (V-PLAY-4, V-PLAY-5)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wint.ai import solver
from wint.ai.solver import (
    Position,
    SolverLimitError,
    endplay_available,
    solve,
    solve_endplay,
    solve_python,
)
from wint.core.cards import CARDS, Card, CardSet, Suit
from wint.core.seats import SEATS, Seat
from wint.core.tricks import winning_position

Solver = Callable[[Position], dict[Card, int]]


def _endplay_solver(position: Position) -> dict[Card, int]:
    pytest.importorskip("endplay")
    return solve_endplay(position)


BACKENDS = [
    pytest.param(solve_python, id="python"),
    pytest.param(_endplay_solver, id="endplay"),
]


def position(
    north: str,
    east: str,
    south: str,
    west: str,
    trump: Suit | None,
    leader: Seat,
    trick: str = "",
) -> Position:
    """A position from card codes, hands in seat order."""
    n, e, s, w = (CardSet.parse(hand).mask for hand in (north, east, south, west))
    return Position((n, e, s, w), trump, leader, tuple(Card.parse(c) for c in trick.split()))


def values(result: dict[Card, int]) -> dict[str, int]:
    return {card.code: tricks for card, tricks in result.items()}


# --- hand-made endings -------------------------------------------------------------------------


@pytest.mark.parametrize("solve_with", BACKENDS)
def test_cash_winners_before_giving_up_the_lead(solve_with: Solver) -> None:
    """No trump, N to lead: the spades first take two; the heart first lets E take two."""
    ending = position("SA SK H2", "HA HK S2", "D2 D3 D4", "C2 C3 C4", None, Seat.N)
    assert values(solve_with(ending)) == {"SA": 2, "SK": 2, "H2": 1}


@pytest.mark.parametrize("solve_with", BACKENDS)
def test_ruffing_wins_the_trick(solve_with: Solver) -> None:
    """Hearts trump, W has led ♠A: N ruffs and takes both tricks; a discard lets W's ♠A win
    and N ruffs ♠K later, one trick (V-PLAY-5)."""
    ending = position("H2 D2", "SQ SJ", "D3 D4", "SK", Suit.H, Seat.W, "SA")
    assert values(solve_with(ending)) == {"H2": 2, "D2": 1}


@pytest.mark.parametrize("solve_with", BACKENDS)
def test_no_ruff_at_no_trump(solve_with: Solver) -> None:
    """The same ending at no trump: the ♥2 is only a discard and W takes both tricks."""
    ending = position("H2 D2", "SQ SJ", "D3 D4", "SK", None, Seat.W, "SA")
    assert values(solve_with(ending)) == {"H2": 0, "D2": 0}


@pytest.mark.parametrize("solve_with", BACKENDS)
def test_unblocking_under_partners_ace(solve_with: Solver) -> None:
    """No trump, S has led ♠A: N must throw the ♠K under it, or the ♠K wins the next spade and
    N, with no spade left, must lead to E's hearts."""
    ending = position("SK S2 H2", "HA HK HQ", "SQ SJ", "D3 D4", None, Seat.S, "SA D2")
    assert values(solve_with(ending)) == {"SK": 3, "S2": 2}


@pytest.mark.parametrize("solve_with", BACKENDS)
def test_leading_the_ace_drops_partners_singleton_king(solve_with: Solver) -> None:
    """No trump, S to lead: ♠A fells N's ♠K and the spades run; ♠Q or ♠J is overtaken."""
    ending = position("SK H2 H3", "HA HK HQ", "SA SQ SJ", "D2 D3 D4", None, Seat.S)
    assert values(solve_with(ending)) == {"SA": 3, "SQ": 1, "SJ": 1}


@pytest.mark.parametrize("solve_with", BACKENDS)
def test_values_are_for_the_side_to_act(solve_with: Solver) -> None:
    """After N's ♠A, E to act: E–W take nothing, whichever card E plays."""
    ending = position("SK", "SQ S2", "S4 S3", "S6 S5", None, Seat.N, "SA")
    assert ending.to_act is Seat.E
    assert values(solve_with(ending)) == {"SQ": 0, "S2": 0}


@pytest.mark.parametrize("solve_with", BACKENDS)
def test_no_ruffing_partners_winner(solve_with: Solver) -> None:
    """Spades trump, W plays last to a trick E's ♦A has won: discarding keeps the ♠2 to ruff
    E's heart lead next (two tricks); ruffing wastes it and N's ♣A takes the last."""
    ending = position("CA", "H2", "H3", "S2 C3", Suit.S, Seat.N, "DQ DA D2")
    assert ending.to_act is Seat.W
    assert values(solve_with(ending)) == {"S2": 1, "C3": 2}


@pytest.mark.parametrize("solve_with", BACKENDS)
def test_no_cards_left(solve_with: Solver) -> None:
    assert solve_with(Position((0, 0, 0, 0), None, Seat.N)) == {}


# --- positions ---------------------------------------------------------------------------------


def test_position_to_act_and_legal_cards() -> None:
    """The seat after the trick's cards acts; it must follow suit if able (V-PLAY-4)."""
    mid = position("SA H2", "S3 D2", "SK H3", "HA", Suit.H, Seat.W, "S2")
    assert mid.to_act is Seat.N
    assert mid.legal_cards() == (Card.parse("SA"),)
    void = position("SA H2", "S3", "SK", "HA C3", None, Seat.E, "D2 H3")
    assert void.to_act is Seat.W
    assert void.legal_cards() == (Card.parse("C3"), Card.parse("HA"))
    assert position("SA H2", "S3 D2", "SK H3", "HA D3", None, Seat.N).legal_cards() == (
        Card.parse("SA"),
        Card.parse("H2"),
    )


@pytest.mark.parametrize(
    ("hands", "leader", "trick"),
    [
        (("SA SK", "SA S2", "S4 S3", "S6 S5"), Seat.N, ""),  # ♠A in two hands
        (("SA SK", "SQ", "S4 S3", "S6 S5"), Seat.N, ""),  # E short
        (("SA SK", "SQ S2", "S4 S3", "S6 S5"), Seat.N, "SA"),  # ♠A played and held
        (("SA", "SQ S2", "S4 S3", "S6 S5"), Seat.E, "SK"),  # E has played, not N
        (("SA", "SQ", "S3", "S5"), Seat.N, "SK H2 D2 C2"),  # four cards in the trick
        (("SA", "SQ", "S4 S3", "S6 S5"), Seat.N, "SK H2"),  # E discarded holding spades
    ],
)
def test_inconsistent_positions_are_refused(
    hands: tuple[str, str, str, str], leader: Seat, trick: str
) -> None:
    with pytest.raises(ValueError):
        position(*hands, None, leader, trick)


def test_node_limit() -> None:
    ending = position("SA SK H2", "HA HK S2", "D2 D3 D4", "C2 C3 C4", None, Seat.N)
    with pytest.raises(SolverLimitError):
        solve_python(ending, node_limit=3)
    assert values(solve_python(ending, node_limit=10_000)) == {"SA": 2, "SK": 2, "H2": 1}


def test_solve_falls_back_to_python(monkeypatch: pytest.MonkeyPatch) -> None:
    ending = position("SA SK H2", "HA HK S2", "D2 D3 D4", "C2 C3 C4", None, Seat.N)
    monkeypatch.setattr(solver, "endplay_available", lambda: False)
    assert values(solve(ending)) == {"SA": 2, "SK": 2, "H2": 1}


def test_solve_uses_endplay_when_installed() -> None:
    pytest.importorskip("endplay")
    assert endplay_available()
    ending = position("SK S2 H2", "HA HK HQ", "SQ SJ", "D3 D4", None, Seat.S, "SA D2")
    assert values(solve(ending)) == {"SK": 3, "S2": 2}


# --- random positions --------------------------------------------------------------------------


def random_position(rng: random.Random, size: int, trick_cards: int) -> Position:
    """``size`` random cards a hand, a random trump (or none) and leader, then ``trick_cards``
    random legal cards played to the trick."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [sum(1 << index for index in deck[size * seat : size * (seat + 1)]) for seat in SEATS]
    trump = rng.choice([None, *Suit])
    leader = rng.choice(SEATS)
    trick: list[Card] = []
    for steps in range(trick_cards):
        seat = leader.after(steps)
        partial = Position((hands[0], hands[1], hands[2], hands[3]), trump, leader, tuple(trick))
        card = rng.choice(partial.legal_cards())
        hands[seat] ^= card.bit
        trick.append(card)
    return Position((hands[0], hands[1], hands[2], hands[3]), trump, leader, tuple(trick))


@st.composite
def positions(draw: st.DrawFn, sizes: tuple[int, int] = (3, 6)) -> Position:
    size = draw(st.integers(*sizes))
    trick_cards = draw(st.integers(0, 3))
    return random_position(random.Random(draw(st.integers(0, 2**32))), size, trick_cards)


def minimax(pos: Position) -> dict[Card, int]:
    """A plain minimax straight from the rules (V-PLAY-4, V-PLAY-5): the oracle for tiny
    positions."""
    side = pos.to_act & 1

    def tricks_after(state: Position, card: Card) -> int:
        """Tricks of ``side`` from the current trick on once ``card`` is played."""
        seat = state.to_act
        hands = list(state.hands)
        hands[seat] ^= card.bit
        trick = (*state.trick, card)
        if len(trick) < 4:
            nxt = Position(
                (hands[0], hands[1], hands[2], hands[3]), state.trump, state.leader, trick
            )
            won = 0
        else:
            winner = state.leader.after(winning_position(trick, state.trump))
            nxt = Position((hands[0], hands[1], hands[2], hands[3]), state.trump, winner)
            won = int(winner & 1 == side)
        if not nxt.tricks_left:
            return won
        results = [tricks_after(nxt, c) for c in nxt.legal_cards()]
        return won + (max(results) if nxt.to_act & 1 == side else min(results))

    return {card: tricks_after(pos, card) for card in pos.legal_cards()}


@settings(max_examples=300, deadline=None)
@given(positions((1, 3)))
def test_python_matches_a_plain_minimax(pos: Position) -> None:
    assert solve_python(pos) == minimax(pos)


@settings(max_examples=250, deadline=None)
@given(positions())
def test_python_matches_endplay(pos: Position) -> None:
    pytest.importorskip("endplay")
    assert solve_python(pos) == solve_endplay(pos)


@pytest.mark.parametrize("solve_with", BACKENDS)
def test_keys_are_the_legal_cards_and_values_in_range(solve_with: Solver) -> None:
    rng = random.Random(20)
    for _ in range(40):
        pos = random_position(rng, rng.randint(1, 6), rng.randint(0, 3))
        result = solve_with(pos)
        assert tuple(result) == pos.legal_cards()
        assert all(0 <= tricks <= pos.tricks_left for tricks in result.values())


def test_equivalent_cards_score_alike() -> None:
    """Cards in sequence in one hand, once the cards between them are gone, score alike."""
    rng = random.Random(21)
    for _ in range(40):
        pos = random_position(rng, 5, rng.randint(0, 3))
        result = solve_python(pos)
        gone = ~(sum(pos.hands) | sum(card.bit for card in pos.trick))
        held = pos.hands[pos.to_act]
        for card in result:
            above = card.index + 1
            while above % 13 and gone >> above & 1:
                above += 1
            if above % 13 and held >> above & 1 and CARDS[above] in result:
                assert result[card] == result[CARDS[above]]


def test_no_hang_on_seven_cards() -> None:
    """A guard against hangs only: seven cards a hand solve in well under a second."""
    rng = random.Random(7)
    began = time.perf_counter()
    for _ in range(3):
        solve_python(random_position(rng, 7, 0))
    assert time.perf_counter() - began < 20


def test_threads_calling_dds_at_once_get_the_right_answers() -> None:
    """A computer thinking on the worker thread while the GUI thread checks a claim: DDS
    must not mix the two calls up (``DDS_LOCK``)."""
    pytest.importorskip("endplay")
    import threading

    from wint.ai.solver import solve_many

    rng = random.Random(7)
    positions = [random_position(rng, 9, 0) for _ in range(10)]
    expected = [solve_endplay(p) for p in positions]
    failures: list[BaseException] = []

    def work(batch: bool) -> None:
        try:
            for _ in range(3):
                got = solve_many(positions) if batch else [solve_endplay(p) for p in positions]
                assert got == expected
        except BaseException as exc:  # reported to the main thread
            failures.append(exc)

    threads = [threading.Thread(target=work, args=(batch,)) for batch in (True, False, False)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
