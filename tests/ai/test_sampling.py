"""Layouts drawn from hand-made knowledge (wint.ai.layouts, wint.ai.sampling): forced and tight
constraints with no retry, exact uniformity, and contradictions."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from wint.ai.layouts import Bound, Knowledge, NoLayoutError, count_layouts
from wint.ai.sampling import sample_layouts
from wint.core.cards import FULL_DECK, SUIT_MASKS
from wint.core.seats import SEATS, Seat

SPADES, CLUBS, DIAMONDS, HEARTS = SUIT_MASKS
VOID = {suit: 1 << suit for suit in range(4)}
ACES = sum(1 << (13 * suit + 12) for suit in range(4))


class Budget(random.Random):
    """A seeded random source that fails once it has given more than ``limit`` numbers: the
    exact sampler uses about one a card it deals and never retries, so two a card is ample;
    a sampler that rejects and retries needs far more."""

    def __init__(self, seed: int, limit: int) -> None:
        self.given = 0
        self.limit = limit
        super().__init__(seed)

    def _count(self) -> None:
        self.given += 1
        assert self.given <= self.limit, f"more than {self.limit} random numbers"

    def random(self) -> float:
        self._count()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        self._count()
        return super().getrandbits(k)


def test_forced_layout_found_at_once() -> None:
    """Three seats each void in two suits: only one layout exists, and it is drawn every
    time, with no retry (a rejection sampler would need ~10^16 tries).
    """
    known = Knowledge(
        seat=Seat.N,
        unseen=CLUBS | DIAMONDS | HEARTS,
        counts=(13, 13, 13, 13),
        voids=(0, VOID[1] | VOID[2], VOID[2] | VOID[3], VOID[1] | VOID[3]),
        bounds=(),
    )
    layouts = sample_layouts(known, SPADES, 50, Budget(1, limit=50 * 2 * 39))
    assert set(layouts) == {(SPADES, HEARTS, CLUBS, DIAMONDS)}
    assert count_layouts(known, SPADES) == 1


def test_tight_voids_and_bounds() -> None:
    """Mid-play: voids plus bounds on the aces and a suit leave few layouts; all drawn
    layouts are correct and none needed a retry.
    """
    unseen = sum(0x1F80 << (13 * suit) for suit in (1, 2, 3))  # the top six of C, D, H
    own = SPADES & 0b111111111  # nine small spades
    aces = ACES & unseen
    known = Knowledge(
        seat=Seat.N,
        unseen=unseen,
        counts=(9, 6, 6, 6),
        voids=(0, VOID[1], VOID[2], 0),
        bounds=(
            Bound(Seat.W, aces, 2, 3, "two_aces_no_trump"),
            Bound(Seat.E, HEARTS & unseen, 4, 6, "named_suit"),
        ),
    )
    assert count_layouts(known, own) == 1410  # of 17,153,136 with the sizes alone
    layouts = sample_layouts(known, own, 200, Budget(5, limit=200 * 2 * 18))
    for layout in layouts:
        assert layout[Seat.N] == own
        assert sum(layout[1:]) == unseen
        for seat in (Seat.E, Seat.S, Seat.W):
            assert known.allows(seat, layout[seat])
    assert len(set(layouts)) > 20


def _brute_force(known: Knowledge, own: int) -> list[tuple[int, int, int, int]]:
    """Every consistent layout of a small knowledge, by enumeration."""
    cards = [1 << i for i in range(52) if known.unseen >> i & 1]
    seats = [seat for seat in SEATS if seat is not known.seat]
    found = []
    for first in itertools.combinations(cards, known.counts[seats[0]]):
        rest = [c for c in cards if c not in first]
        for second in itertools.combinations(rest, known.counts[seats[1]]):
            hands = [sum(first), sum(second), sum(rest) - sum(second)]
            layout = [own] * 4
            for seat, hand in zip(seats, hands, strict=True):
                layout[seat] = hand
            if all(known.allows(seat, layout[seat]) for seat in seats):
                found.append((layout[0], layout[1], layout[2], layout[3]))
    return found


def test_exactly_uniform_under_constraints() -> None:
    """A small constrained position: the layouts drawn match the brute-force list, and
    their frequencies pass a chi-square test of uniformity.
    """
    unseen = 0
    for suit in (1, 2, 3):
        unseen |= 0b1000000000011 << (13 * suit)  # the 2, 3 and ace of C, D, H
    known = Knowledge(
        seat=Seat.S,
        unseen=unseen,
        counts=(3, 3, 0, 3),
        voids=(0, VOID[1], 0, VOID[3]),
        bounds=(Bound(Seat.N, ACES & unseen, 1, 3, "aces"),),
    )
    every = _brute_force(known, 0)
    assert count_layouts(known, 0) == len(every) == 111
    draws = 120 * len(every)
    freq = Counter(sample_layouts(known, 0, draws, random.Random(11)))
    assert set(freq) == set(every)
    expected = draws / len(every)
    chi2 = sum((freq[layout] - expected) ** 2 / expected for layout in every)
    df = len(every) - 1
    assert chi2 < df + 5 * (2 * df) ** 0.5


def test_uniform_without_constraints() -> None:
    """No voids, no bounds: each unseen card goes to a seat in proportion to its count."""
    own = SPADES & ~0b111  # N holds ten spades; the clubs and the two of diamonds are played
    unseen = FULL_DECK & ~own & ~CLUBS & ~(1 << 26)
    known = Knowledge(Seat.N, unseen, (10, 10, 9, 9), (0, 0, 0, 0), ())
    draws = 3000
    layouts = sample_layouts(known, own, draws, random.Random(3))
    seats = (Seat.E, Seat.S, Seat.W)
    share = [known.counts[seat] / 28 for seat in seats]
    total_chi2 = 0.0
    for index in range(52):
        if not known.unseen >> index & 1:
            continue
        counts = Counter(seat for layout in layouts for seat in seats if layout[seat] >> index & 1)
        assert sum(counts.values()) == draws
        chi2 = sum(
            (counts[seat] - draws * p) ** 2 / (draws * p)
            for seat, p in zip(seats, share, strict=True)
        )
        assert chi2 < 20  # df 2: p ≈ 5e-5
        total_chi2 += chi2
    assert total_chi2 < 56 + 5 * 112**0.5  # df 56


def test_contradictions_raise() -> None:
    hearts_everywhere = Knowledge(
        Seat.N, HEARTS | CLUBS, (0, 9, 9, 8), (0, VOID[3], VOID[3], VOID[3]), ()
    )
    with pytest.raises(NoLayoutError):
        sample_layouts(hearts_everywhere, 0, 5, random.Random(1))
    too_many_aces = Knowledge(
        Seat.N,
        FULL_DECK & ~SPADES,
        (13, 13, 13, 13),
        (0, 0, 0, 0),
        (Bound(Seat.E, ACES & ~SPADES, 2, 3, "x"), Bound(Seat.W, ACES & ~SPADES, 2, 3, "y")),
    )
    with pytest.raises(NoLayoutError):
        sample_layouts(too_many_aces, SPADES, 5, random.Random(1))
    assert count_layouts(too_many_aces, SPADES) == 0
    wrong_sizes = Knowledge(Seat.N, FULL_DECK & ~SPADES, (13, 13, 13, 12), (0, 0, 0, 0), ())
    with pytest.raises(NoLayoutError):
        sample_layouts(wrong_sizes, SPADES, 5, random.Random(1))
    # Without the auction's bounds the same cards deal fine: what a player falls back to.
    relaxed = Knowledge(Seat.N, FULL_DECK & ~SPADES, (13, 13, 13, 13), (0, 0, 0, 0), ())
    assert len(sample_layouts(relaxed, SPADES, 5, random.Random(1))) == 5
