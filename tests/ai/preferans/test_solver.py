"""Preferans's double-dummy solver: against a plain minimax on random small endings (tricks
in progress, misères and the obligation to trump among them), on hand-checked endings, and
its card values against solving after each card (P-PLAY-1 … P-PLAY-3)."""

from __future__ import annotations

import random
from functools import cache

from wint.ai.preferans.solver import PrefPosition, card_values, solve
from wint.core.cards import Card, CardSet, Suit
from wint.core.deck import DECK_32

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


def minimax(position: PrefPosition) -> int:
    """The declarer's tricks by a full search: no pruning, no table, every card tried."""
    trump, declarer, misere = position.trump, position.declarer, position.misere

    @cache
    def search(hands: Hands, leader: int, trick: tuple[Card, ...]) -> int:
        if len(trick) == 3:
            winner = (leader + _winner(trick, trump)) % 3
            won = winner == declarer
            if not any(hands):
                return int(won)
            return int(won) + search(hands, winner, ())
        seat = (leader + len(trick)) % 3
        outcomes = []
        for card in _legal(hands[seat], trick, trump):
            after = list(hands)
            after[seat] &= ~card.bit
            outcomes.append(search((after[0], after[1], after[2]), leader, (*trick, card)))
        declarer_wants_more = (seat == declarer) != misere
        return max(outcomes) if declarer_wants_more else min(outcomes)

    return search(position.hands, position.leader, position.trick)


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
    """Whether some hand is void in a suit another holds while it holds trumps: an ending
    where the obligation to trump can bite."""
    if position.trump is None:
        return False
    suits = [{card.suit for card in CardSet(hand)} for hand in position.hands]
    return any(
        position.trump in held and any(suit not in held for other in suits for suit in other)
        for held in suits
    )


def test_the_solver_agrees_with_a_plain_minimax_on_random_endings() -> None:
    rng = random.Random(19)
    ruffing = misere = in_progress = 0
    for number in range(400):
        ending = random_ending(rng, 3 + number % 3)
        assert solve(ending) == minimax(ending), ending
        ruffing += _ruffs(ending)
        misere += ending.misere
        in_progress += bool(ending.trick)
    assert min(ruffing, misere, in_progress) >= 50  # the cases the test means to cover


def test_card_values_agree_with_solving_after_each_card() -> None:
    rng = random.Random(3)
    for number in range(60):
        ending = random_ending(rng, 3 + number % 3)
        values = card_values(ending)
        assert list(values) == list(ending.legal_cards())
        for card, value in values.items():
            assert value == _after(ending, card), (ending, card)
        best = max if (ending.to_act == ending.declarer) != ending.misere else min
        assert best(values.values()) == solve(ending)


def _after(position: PrefPosition, card: Card) -> int:
    """The declarer's tricks from ``position`` on after ``card``, by the minimax."""
    hands = list(position.hands)
    hands[position.to_act] &= ~card.bit
    trick = (*position.trick, card)
    if len(trick) < 3:
        after = PrefPosition(
            (hands[0], hands[1], hands[2]),
            position.trump,
            position.declarer,
            position.leader,
            trick,
            position.misere,
        )
        return minimax(after)
    winner = (position.leader + _winner(trick, position.trump)) % 3
    won = int(winner == position.declarer)
    if not any(hands):
        return won
    rest = PrefPosition(
        (hands[0], hands[1], hands[2]),
        position.trump,
        position.declarer,
        winner,
        (),
        position.misere,
    )
    return won + minimax(rest)
