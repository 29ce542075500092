"""Preferans's double-dummy solver: against a plain minimax on random small endings (tricks
in progress, misères and the obligation to trump among them), on hand-checked endings, and
its card values against solving after each card (P-PLAY-1 … P-PLAY-3)."""

from __future__ import annotations

import random
from functools import cache

import pytest

from tests.games.preferans.helpers import A, B, C, play, start
from wint.ai.preferans.solver import PrefPosition, PrefSolver, card_values, solve
from wint.core.cards import Card, CardSet, Suit
from wint.core.deck import DECK_32
from wint.games.preferans.state import PrefState

Hands = tuple[int, int, int]


def _legal(hand: int, trick: tuple[Card, ...], trump: Suit | None) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick``: the suit led, else a trump,
    else any (P-PLAY-2), written plainly."""
    cards = list(CardSet(hand))
    if not trick:
        return cards
    follow = [card for card in cards if card.suit is trick[0].suit]
    trumps = [card for card in cards if card.suit is trump]
    return follow or trumps or cards


def _winner(trick: tuple[Card, ...], trump: Suit | None) -> int:
    """The position in ``trick`` of its winner: the highest trump, else the highest card of
    the suit led (P-PLAY-3)."""
    trumps = [card for card in trick if card.suit is trump]
    suited = trumps or [card for card in trick if card.suit is trick[0].suit]
    return trick.index(max(suited, key=lambda card: card.rank))


def minimax(position: PrefPosition, memo: bool = True) -> int:
    """The declarer's tricks by a full search: no pruning, no bounds, every card tried.
    With ``memo`` each position's exact value is remembered (a cache of a pure function,
    which changes no answer, only the time)."""
    trump, declarer, misere = position.trump, position.declarer, position.misere

    def search(hands: Hands, leader: int, trick: tuple[Card, ...]) -> int:
        if len(trick) == 3:
            winner = (leader + _winner(trick, trump)) % 3
            won = winner == declarer
            if not any(hands):
                return int(won)
            return int(won) + step(hands, winner, ())
        seat = (leader + len(trick)) % 3
        outcomes = []
        for card in _legal(hands[seat], trick, trump):
            after = list(hands)
            after[seat] &= ~card.bit
            outcomes.append(step((after[0], after[1], after[2]), leader, (*trick, card)))
        declarer_wants_more = (seat == declarer) != misere
        return max(outcomes) if declarer_wants_more else min(outcomes)

    step = cache(search) if memo else search
    return step(position.hands, position.leader, position.trick)


def random_ending(rng: random.Random, size: int) -> PrefPosition:
    """A random ending of ``size`` cards a hand, with up to two cards of a trick played at
    random (legally), a random trump or none, a random declarer; a fifth are misères."""
    cards = rng.sample(DECK_32.cards, 3 * size)
    hands = [CardSet.of(cards[size * n : size * (n + 1)]).mask for n in range(3)]
    misere = rng.random() < 0.2
    trump = None if misere else rng.choice((None, *Suit))
    leader = rng.randrange(3)
    trick: list[Card] = []
    for _ in range(rng.randrange(3)):
        seat = (leader + len(trick)) % 3
        card = rng.choice(_legal(hands[seat], tuple(trick), trump))
        hands[seat] &= ~card.bit
        trick.append(card)
    return PrefPosition(
        (hands[0], hands[1], hands[2]), trump, rng.randrange(3), leader, tuple(trick), misere
    )


def _ruffs(position: PrefPosition) -> bool:
    """Whether some hand holds a trump and another card and is void in a suit another hand
    holds: an ending where the obligation to trump can forbid a discard."""
    if position.trump is None:
        return False
    suits = [{card.suit for card in CardSet(hand)} for hand in position.hands]
    return any(
        position.trump in held
        and len(held) > 1
        and any(suit not in held for other in suits for suit in other)
        for held in suits
    )


@pytest.mark.parametrize(
    ("sizes", "seed"),
    [pytest.param((3, 4), 19, id="3-4-cards"), pytest.param((5,), 5, id="5-cards")],
)
def test_the_solver_agrees_with_a_plain_minimax_on_random_endings(
    sizes: tuple[int, ...], seed: int
) -> None:
    """200 random endings each: the solver's answer is the minimax's."""
    _agree(sizes, seed, 200)


def test_the_solver_agrees_with_a_minimax_that_remembers_nothing() -> None:
    """200 random endings of four cards, the minimax without its cache."""
    _agree((4,), 4, 200, memo=False)


@pytest.mark.soak
def test_the_solver_agrees_with_a_plain_minimax_on_random_six_card_endings() -> None:
    _agree((6,), 6, 300)


def _agree(sizes: tuple[int, ...], seed: int, count: int, memo: bool = True) -> None:
    rng = random.Random(seed)
    ruffing = misere = in_progress = 0
    for number in range(count):
        ending = random_ending(rng, sizes[number % len(sizes)])
        assert solve(ending) == minimax(ending, memo), ending
        ruffing += _ruffs(ending)
        misere += ending.misere
        in_progress += bool(ending.trick)
    assert min(ruffing, misere, in_progress) >= count // 8  # the cases meant to be covered


def test_card_values_agree_with_solving_after_each_card() -> None:
    rng = random.Random(3)
    for number in range(60):
        ending = random_ending(rng, 3 + number % 3)
        values = card_values(ending)
        assert list(values) == list(ending.legal_cards())
        for card, value in values.items():
            won, rest = after(ending, card)
            assert value == won + (solve(rest) if rest else 0), (ending, card)
            assert value == won + (minimax(rest) if rest else 0), (ending, card)
        best = max if (ending.to_act == ending.declarer) != ending.misere else min
        assert best(values.values()) == solve(ending)


def after(position: PrefPosition, card: Card) -> tuple[int, PrefPosition | None]:
    """The declarer's trick if ``card`` completes one, and the position after it (``None``
    when no card is left)."""
    hands = list(position.hands)
    hands[position.to_act] &= ~card.bit
    trick = (*position.trick, card)
    leader, won = position.leader, 0
    if len(trick) == 3:
        leader = (position.leader + _winner(trick, position.trump)) % 3
        won, trick = int(leader == position.declarer), ()
        if not any(hands):
            return won, None
    rest = PrefPosition(
        (hands[0], hands[1], hands[2]),
        position.trump,
        position.declarer,
        leader,
        trick,
        position.misere,
    )
    return won, rest


# --- hand-checked endings ----------------------------------------------------------------------


def position(
    hands: str,
    trump: Suit | None,
    declarer: int,
    leader: int,
    trick: str = "",
    misere: bool = False,
) -> PrefPosition:
    """A position from three hands' card codes, separated by ``/``."""
    first, second, third = (CardSet.parse(hand).mask for hand in hands.split("/"))
    played = tuple(Card.parse(code) for code in trick.split())
    return PrefPosition((first, second, third), trump, declarer, leader, played, misere)


def codes(values: dict[Card, int]) -> dict[str, int]:
    return {card.code: value for card, value in values.items()}


def test_a_void_defender_must_ruff_and_then_lead_into_the_declarers_ace() -> None:
    """Hearts trump, the declarer (hand 0) leads; hand 1 has no spade.  ♠7: hand 1 must
    ruff with ♥A (P-PLAY-2; under bridge rules he would discard ♦7, hand 2's ♠8 would win and
    lead ♦8 under hand 1's ruff, and the declarer would take nothing), wins, and must lead
    ♦7 to the declarer's ♦A: one trick.  ♦A first: it wins (♦7, ♦8), then ♠7 is ruffed: one.
    """
    ending = position("S7 DA/HA D7/S8 D8", Suit.H, 0, 0)
    assert codes(card_values(ending)) == {"S7": 1, "DA": 1}
    assert solve(ending) == 1


def test_in_a_trick_in_progress_a_void_hand_with_a_trump_may_play_only_trumps() -> None:
    """Spades trump, hand 0 has led ♥A; the declarer, hand 1, has no heart: only his trump
    ♠7 is legal (♦7 is not: P-PLAY-2); it wins the trick (hand 2 follows ♥7), and his ♦7
    then loses to hand 2's ♦A: one trick."""
    ending = position("D8/S7 D7/H7 DA", Suit.S, 1, 0, "HA")
    assert [card.code for card in ending.legal_cards()] == ["S7"]
    assert codes(card_values(ending)) == {"S7": 1}
    assert solve(ending) == 1


@pytest.mark.parametrize(
    ("hands", "tricks"),
    [
        # ♠7 led: hand 2 follows ♠8, the declarer's only spade ♠9 wins; his ♦7 then loses
        # to ♦8 and ♦9.  ♦8 led instead: ♦9 wins over ♦7, and hand 2's ♠8 catches ♠9.
        pytest.param("S9 D7/S7 D8/S8 D9", 1, id="caught"),
        # the declarer holds the lowest card of both suits: every trick goes over him
        pytest.param("S7 D7/S8 D8/S9 D9", 0, id="clean"),
    ],
)
def test_a_misere_is_caught_when_the_declarer_must_play_over_the_defenders(
    hands: str, tricks: int
) -> None:
    ending = position(hands, None, 0, 1, misere=True)
    assert solve(ending) == tricks
    assert set(card_values(ending).values()) == {tricks}  # either lead by hand 1 does it


@pytest.mark.parametrize(
    ("hands", "leader", "tricks"),
    [
        # each of his spades lies under one of theirs (♠8 under ♠9, ♠10 under ♠J) and no
        # defender holds a heart: he ducks every spade, discards ♥A on a diamond, never leads
        pytest.param("S8 ST HA/S9 SJ D7/D8 D9 DT", 1, 0, id="ducks-every-lead"),
        # ♠J lies over their ♠10: were he to duck ♠9 with ♠8, ♠10 would make him win and
        # lead ♥A; he wins ♠9 with ♠J at once instead and leads ♠8 under ♠10: one trick
        pytest.param("S8 SJ HA/S9 ST D7/D8 D9 DT", 1, 1, id="one-spade-too-high"),
        # on lead himself: ♠7 under hand 1's ♠8, which must win; then he ducks every heart
        pytest.param("S7 H8 HT/S8 H9 HJ/D7 D8 D9", 0, 0, id="exits-and-ducks"),
        # ♠8 over hand 1's ♠7, no card under all of a defender's suit: he wins ♠8 and then
        # a heart, hand 1 covering ♥8 with ♥J and keeping ♥9 under ♥10
        pytest.param("S8 H8 HT/S7 H9 HJ/D7 D8 D9", 0, 2, id="no-exit"),
    ],
)
def test_a_misere_declarer_whose_cards_all_lie_under_the_defenders_takes_nothing(
    hands: str, leader: int, tricks: int
) -> None:
    """The declarer is hand 0."""
    ending = position(hands, None, 0, leader, misere=True)
    assert solve(ending) == minimax(ending) == tricks


def test_the_position_refuses_what_the_rules_forbid() -> None:
    with pytest.raises(ValueError, match="outside the pack"):
        position("S6/S7/S8", None, 0, 0)
    with pytest.raises(ValueError, match="two places"):
        position("S7/S7/S8", None, 0, 0)
    with pytest.raises(ValueError, match="holds 2 cards"):
        position("S7/S8 S9/ST", None, 0, 0)
    with pytest.raises(ValueError, match="no trumps"):
        position("S7/S8/S9", Suit.S, 0, 0, misere=True)
    with pytest.raises(ValueError, match="P-PLAY-2"):  # hand 1 held a heart
        position("D8/H7/H8 DA", Suit.S, 1, 0, "HA S9")
    with pytest.raises(ValueError, match="P-PLAY-2"):  # hand 1 held a trump
        position("D8/S7/H7 DA", Suit.S, 1, 0, "HA D7")


# --- from the game -----------------------------------------------------------------------------

SIX_SPADES = ["6S", "P", "P", "discard:H7,D7", "contract:6S", "whist", "pass", "closed"]


def test_best_play_from_a_deal_keeps_its_value_to_the_end() -> None:
    """The hand-made deal of the state's tests at 6♠ (A declares): each card chosen by its
    double-dummy value keeps the value, and the tricks at the end are the value at the start
    (P-PLAY-1: the first hand A leads)."""
    state = play(start(), SIX_SPADES)
    first = PrefPosition.from_state(state)
    assert (first.declarer, first.leader, first.trump, first.misere) == (0, 0, Suit.S, False)
    assert [first.hands[n] for n in range(3)] == [state.hand(seat).mask for seat in (A, B, C)]
    expected = solve(first)
    while not state.is_over:
        position = PrefPosition.from_state(state)
        assert set(position.legal_cards()) == set(state.legal_actions())
        assert state.won(A) + solve(position) == expected
        values = card_values(position)
        declarer_to_act = position.to_act == position.declarer
        best = (max if declarer_to_act else min)(values.values())
        state = state.apply(next(card for card, value in values.items() if value == best))
    assert state.won(A) == expected


def test_a_misere_from_the_state_and_from_the_misere_players_view() -> None:
    """Once the defenders' hands lie open (P-PLAY-4), the misère player sees all three hands;
    a defender does not see the misère player's."""
    state = play(start(), ["misere", "P", "P", "discard:H7,D7", "contract:misere", "SA"])
    from_state = PrefPosition.from_state(state)
    assert from_state.misere and from_state.trump is None
    assert [card.code for card in from_state.trick] == ["SA"]
    assert PrefPosition.from_view(state.view(A)) == from_state
    with pytest.raises(ValueError, match="all three hands"):
        PrefPosition.from_view(state.view(B))


@pytest.mark.parametrize(
    ("codes_", "refusal"),
    [
        pytest.param(["P", "P", "P"], "all-pass", id="all-pass"),
        pytest.param(["6S", "P"], "not in a contract.s play", id="auction"),
    ],
)
def test_a_deal_not_in_a_contracts_play_is_refused(codes_: list[str], refusal: str) -> None:
    state: PrefState = play(start(), codes_)
    with pytest.raises(ValueError, match=refusal):
        PrefPosition.from_state(state)
    with pytest.raises(ValueError, match=refusal):
        PrefPosition.from_view(state.view(state.active[0]))


def test_one_solver_answers_the_position_and_its_cards() -> None:
    ending = position("SA SK H7/HA HK S7/D7 D8 D9", None, 0, 0)
    solver = PrefSolver(ending)
    assert solver.value() == 2 and codes(solver.card_values()) == {"SA": 2, "SK": 2, "H7": 1}
    assert solver.nodes > 0
