"""Layouts for any deck and any hands (wint.ai.layouts, wint.ai.sampling): a 32-card deck
with a talon, two hidden hands, and an exposed dummy known to the observer, checked against
brute force, with exact counts and uniform draws."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from math import comb

import pytest

from wint.ai.layouts import Bound, Knowledge, Layout, NoLayoutError, count_layouts
from wint.ai.sampling import sample_layouts
from wint.core.cards import CardSet, Rank, Suit
from wint.core.seats import Seat

# The 32-card deck (sevens to aces) as a subset of the universal card indices.
PIQUET = sum((0x1FFF & ~((1 << Rank.SEVEN) - 1)) << (13 * suit) for suit in Suit)
ACES = sum(1 << (13 * suit + Rank.ACE) for suit in Suit)
VOID = {suit: 1 << suit for suit in Suit}
TALON = 3  # the hand after three seats


def cards(text: str) -> int:
    return CardSet.parse(text).mask


def brute_force(known: Knowledge, own: int) -> set[Layout]:
    """Every consistent layout of a small knowledge: each unseen card to each hidden hand."""
    hidden = known.hidden
    unseen = [1 << i for i in range(52) if known.unseen >> i & 1]
    base = [0] * len(known.counts)
    base[known.seat] = own
    for hand, shown in known.exposed:
        base[hand] = shown
    found = set()
    for owners in itertools.product(range(len(hidden)), repeat=len(unseen)):
        hands = list(base)
        for card, owner in zip(unseen, owners, strict=True):
            hands[hidden[owner]] |= card
        if all(known.allows(hand, hands[hand]) for hand in hidden):
            found.add(tuple(hands))
    return found


def assert_uniform(known: Knowledge, own: int, every: set[Layout], seed: int) -> None:
    """The draws are exactly the brute-force layouts, each about equally often."""
    draws = 120 * len(every)
    freq = Counter(sample_layouts(known, own, draws, random.Random(seed)))
    assert set(freq) == every
    expected = draws / len(every)
    chi2 = sum((freq[layout] - expected) ** 2 / expected for layout in every)
    df = len(every) - 1
    assert chi2 < df + 5 * (2 * df) ** 0.5


def test_three_hands_and_a_talon_of_a_32_card_deck() -> None:
    """Preferans's shape: the observer's ten cards known, two hands of ten and a talon of
    two hidden; every layout deals exactly the rest of the 32 cards, and a card lands in the
    talon two times in twenty-two."""
    own = cards("SA SK SQ SJ ST CA CK CQ CJ CT")
    unseen = PIQUET & ~own
    known = Knowledge(0, unseen, (10, 10, 10, 2), (0, 0, 0, 0), ())
    assert known.hidden == (1, 2, TALON)
    assert count_layouts(known, own) == comb(22, 10) * comb(12, 2)
    draws = 2200
    layouts = sample_layouts(known, own, draws, random.Random(4))
    in_talon = Counter()
    for layout in layouts:
        assert len(layout) == 4 and layout[0] == own
        assert [hand.bit_count() for hand in layout] == [10, 10, 10, 2]
        assert layout[1] | layout[2] | layout[TALON] == unseen
        in_talon.update(i for i in range(52) if layout[TALON] >> i & 1)
    assert set(in_talon) == {i for i in range(52) if unseen >> i & 1}
    expected = draws * 2 / 22
    chi2 = sum((n - expected) ** 2 / expected for n in in_talon.values())
    assert chi2 < 21 + 5 * 42**0.5  # df 21


def test_a_talon_with_voids_and_a_bound_matches_brute_force() -> None:
    """Hand 1 showed out of hearts and hand 2 promised an ace: the hearts can still lie in
    the talon, never in hand 1, and the count and the draws agree with enumeration."""
    own = cards("SA SK SQ")
    unseen = cards("HA HK HQ DA DK CA C7 C8")
    known = Knowledge(
        0,
        unseen,
        (3, 3, 3, 2),
        (0, VOID[Suit.H], 0, 0),
        (Bound(2, ACES & unseen, 1, 3, "an_ace"),),
    )
    every = brute_force(known, own)
    assert count_layouts(known, own) == len(every) > 0
    assert all(layout[1] & cards("HA HK HQ") == 0 for layout in every)
    assert any(layout[TALON] & cards("HA HK HQ") for layout in every)
    assert_uniform(known, own, every, seed=2)


def test_an_exposed_dummy_is_dealt_nothing_and_shown_in_every_layout() -> None:
    """Vint with a dummy: South's cards lie face up, so only East and West are hidden; a
    bound on the dummy is checked against its cards."""
    own = cards("SA SK SQ")
    dummy = cards("HA H2 H3")
    unseen = cards("DA DK DQ CA CK C2")
    exposed = ((Seat.S, dummy),)
    known = Knowledge(Seat.N, unseen, (3, 3, 3, 3), (0, VOID[Suit.C], 0, 0), (), exposed)
    assert known.hidden == (Seat.E, Seat.W)
    every = brute_force(known, own)
    assert count_layouts(known, own) == len(every) == 1  # E must take the diamonds
    assert all(layout[Seat.S] == dummy and layout[Seat.N] == own for layout in every)
    open_hand = Knowledge(Seat.N, unseen, (3, 3, 3, 3), (0, 0, 0, 0), (), exposed)
    every = brute_force(open_hand, own)
    assert count_layouts(open_hand, own) == len(every) == comb(6, 3)
    assert_uniform(open_hand, own, every, seed=5)
    kept = Bound(Seat.S, ACES, 1, 4, "an_ace")
    assert count_layouts(Knowledge(Seat.N, unseen, (3, 3, 3, 3), (0,) * 4, (kept,), exposed), own)
    broken = Bound(Seat.S, ACES, 2, 4, "two_aces")
    impossible = Knowledge(Seat.N, unseen, (3, 3, 3, 3), (0,) * 4, (broken,), exposed)
    assert count_layouts(impossible, own) == 0
    with pytest.raises(NoLayoutError):
        sample_layouts(impossible, own, 1, random.Random(1))


@pytest.mark.parametrize(
    ("exposed", "counts"),
    [
        (((Seat.S, cards("DA H2 H3")),), (3, 3, 3, 3)),  # a shown card is also unseen
        (((Seat.S, cards("SA H2 H3")),), (3, 3, 3, 3)),  # a shown card is the observer's
        (((Seat.S, cards("HA H2")),), (3, 3, 3, 3)),  # fewer cards than the hand holds
    ],
    ids=["unseen", "observer's", "size"],
)
def test_known_hands_that_contradict_the_knowledge(
    exposed: tuple[tuple[int, int], ...], counts: tuple[int, ...]
) -> None:
    own = cards("SA SK SQ")
    known = Knowledge(Seat.N, cards("DA DK DQ CA CK C2"), counts, (0,) * 4, (), exposed)
    assert count_layouts(known, own) == 0
    with pytest.raises(NoLayoutError):
        sample_layouts(known, own, 1, random.Random(1))
