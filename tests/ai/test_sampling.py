"""What a seat knows of the hidden cards (wint.ai.inference, wint.ai.layouts) and layouts
drawn from it (wint.ai.sampling): real positions, tight constraints, uniformity, seeds,
contradictions and honesty.
"""

from __future__ import annotations

import inspect
import itertools
import random
from collections import Counter

import pytest

from wint.ai import inference
from wint.ai.advice import Situation
from wint.ai.base import BasicPlayer, RandomPlayer
from wint.ai.inference import ACES, knowledge
from wint.ai.layouts import Bound, Knowledge, NoLayoutError, count_layouts
from wint.ai.sampling import sample_layouts
from wint.core.cards import FULL_DECK, SUIT_MASKS
from wint.core.deal import Deal
from wint.core.seats import SEATS, Seat
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState, Phase
from wint.games.vint.view import view

SPADES, CLUBS, DIAMONDS, HEARTS = SUIT_MASKS
VOID = {suit: 1 << suit for suit in range(4)}

# N holds three aces (from the conventions tests); W holds two small spades and one ace.
THREE_ACES = "N:A432.A32.A32.432 KQJ5.KQJ4.54.765 T98.T98.KQJ9.KQJ 76.765.T876.AT98"


def _random_deal(rng: random.Random) -> Deal:
    cards = list(range(52))
    rng.shuffle(cards)
    masks = [sum(1 << c for c in cards[13 * i : 13 * i + 13]) for i in range(4)]
    return Deal.from_masks(masks)


def _position(seed: int, basic: bool, rules: RuleSet | None = None) -> DealState:
    """A random deal stopped at a random point: all calls by BasicPlayer (so that the
    conventions hold) or at random; the cards at random or by BasicPlayer.
    """
    rng = random.Random(seed)
    state = DealState.new(_random_deal(rng), rng.choice(SEATS), rules)
    bidder = BasicPlayer() if basic else RandomPlayer(seed)
    basic_cards = basic and rng.random() < 0.5
    stop = rng.randrange(60 if basic else 80)
    revokes = rules is not None and rules.allow_revokes
    for _ in range(stop):
        seat = state.to_act
        if seat is None:
            break
        here = view(state, seat)
        if state.phase is Phase.AUCTION:
            action = bidder.decide(here, Situation()).action
        elif basic_cards:
            action = BasicPlayer().decide(here, Situation()).action
        elif revokes:
            action = rng.choice(state.hand(seat).cards())  # may fail to follow suit
        else:
            action = rng.choice(state.legal_actions())
        state = state.apply(action, seat)
    return state


def _shown_out(state: DealState) -> list[int]:
    """Suits each seat has failed to follow, read from the play (no revokes)."""
    voids = [0, 0, 0, 0]
    plays = [trick.plays() for trick in state.tricks] + [state.current_trick]
    for trick in plays:
        if trick:
            led = trick[0][1].suit
            for seat, card in trick[1:]:
                if card.suit is not led:
                    voids[seat] |= 1 << led
    return voids


def _check(state: DealState, seat: Seat, known: Knowledge, layouts: list[tuple[int, ...]]) -> None:
    """Every layout deals exactly the unplayed cards, in the right numbers, respecting
    the voids shown in the play and every bound.
    """
    own = state.hand(seat).mask
    unplayed = FULL_DECK & ~state.played.mask
    shown_out = _shown_out(state)
    assert known.unseen == unplayed & ~own
    for layout in layouts:
        assert layout[seat] == own
        union = 0
        for other in SEATS:
            hand = layout[other]
            assert union & hand == 0  # each card once
            union |= hand
            assert hand.bit_count() == len(state.hand(other)) == known.counts[other]
            if other is not seat:
                for suit in range(4):
                    if (shown_out[other] | known.voids[other]) >> suit & 1:
                        assert hand & SUIT_MASKS[suit] == 0
        assert union == unplayed  # all dealt
        for bound in known.bounds:
            assert bound.holds(layout[bound.seat])
            assert known.allows(bound.seat, layout[bound.seat])


def _truth(state: DealState) -> tuple[int, int, int, int]:
    n, e, s, w = (state.hand(seat).mask for seat in SEATS)
    return (n, e, s, w)


@pytest.mark.parametrize("chunk", range(4))
def test_conventional_bidders_real_positions(chunk: int) -> None:
    """BasicPlayer bids: the true layout meets every inference, and so does every sample."""
    bounded = 0
    for seed in range(chunk * 40, chunk * 40 + 40):
        state = _position(seed, basic=True)
        rng = random.Random(seed)
        seat = rng.choice(SEATS)
        known = knowledge(view(state, seat))
        truth = _truth(state)
        for other in SEATS:
            assert known.allows(other, truth[other]) or other is seat
        for bound in known.bounds:
            assert bound.holds(truth[bound.seat]), (seed, bound)
            assert bound.seat is not seat
        bounded += bool(known.bounds)
        layouts = sample_layouts(known, state.hand(seat).mask, 50, rng)
        assert len(layouts) == 50
        _check(state, seat, known, list(layouts))
    assert bounded >= 10  # the auctions did say something


@pytest.mark.parametrize("chunk", range(3))
def test_random_bidders_real_positions(chunk: int) -> None:
    """Random calls and cards: the voids hold for the true layout (the bounds need not);
    the knowledge still admits layouts, and the samples respect all of it.
    """
    for seed in range(1000 + chunk * 50, 1000 + chunk * 50 + 50):
        state = _position(seed, basic=False)
        rng = random.Random(seed)
        seat = rng.choice(SEATS)
        known = knowledge(view(state, seat))
        truth = _truth(state)
        for other in SEATS:
            for suit in range(4):
                if known.voids[other] >> suit & 1:
                    assert truth[other] & SUIT_MASKS[suit] == 0
        layouts = sample_layouts(known, state.hand(seat).mask, 50, rng)
        _check(state, seat, known, list(layouts))


def test_revokes_in_table_rules_mode() -> None:
    """With revokes allowed a failure to follow is not proof of a void: the knowledge
    stays consistent (no NoLayoutError without the auction) and the layouts stay legal.
    """
    rules = RuleSet(allow_revokes=True)
    for seed in range(40):
        state = _position(2000 + seed, basic=False, rules=rules)
        seat = SEATS[seed % 4]
        known = knowledge(view(state, seat), use_auction=False)
        layouts = sample_layouts(known, state.hand(seat).mask, 20, random.Random(seed))
        unplayed = FULL_DECK & ~state.played.mask
        for layout in layouts:
            assert sum(layout) == unplayed
            for other in SEATS:
                assert known.allows(other, layout[other]) or other is seat


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


def test_reproducible_for_a_seed() -> None:
    seed = 7
    state = _position(seed, basic=True)
    while state.phase is not Phase.PLAY or state.to_act is None:
        seed += 1
        state = _position(seed, basic=True)
    seat = state.to_act
    known = knowledge(view(state, seat))
    own = state.hand(seat).mask
    first = sample_layouts(known, own, 30, random.Random("seed"))
    again = sample_layouts(known, own, 30, random.Random("seed"))
    other = sample_layouts(known, own, 30, random.Random("other"))
    assert first == again
    assert first != other


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


def _state(pbn: str, dealer: Seat, calls: str) -> DealState:
    state = DealState.new(Deal.parse_pbn(pbn), dealer)
    for code in calls.split():
        state = state.apply_code(code)
    return state


def test_auction_inferences() -> None:
    """Suit bids promise five cards, support four; no-trump three aces as the first call,
    two later, one in support of partner's no-trump.
    """
    hidden_spades = SPADES & ~Deal.parse_pbn(THREE_ACES).hands[Seat.W].mask
    state = _state(THREE_ACES, Seat.N, "1S P 2S P")
    assert knowledge(view(state, Seat.W)).bounds == (
        Bound(Seat.N, hidden_spades, 5, 11, "named_suit"),
        Bound(Seat.S, hidden_spades, 4, 11, "support"),
    )
    first = knowledge(view(_state(THREE_ACES, Seat.N, "1NT"), Seat.E)).bounds
    assert [(b.seat, b.low, b.high, b.reason) for b in first] == [
        (Seat.N, 3, 4, "aces_for_no_trump")
    ]
    after_pass = knowledge(view(_state(THREE_ACES, Seat.W, "P 1NT"), Seat.E)).bounds
    assert [(b.seat, b.low, b.reason) for b in after_pass] == [(Seat.N, 2, "two_aces_no_trump")]
    supported = knowledge(view(_state(THREE_ACES, Seat.S, "1NT P 2NT"), Seat.E)).bounds
    assert [(b.seat, b.low, b.reason) for b in supported] == [
        (Seat.S, 3, "aces_for_no_trump"),
        (Seat.N, 1, "support_no_trump"),
    ]
    # The observer's own bids tell it nothing; without the auction there are no bounds.
    assert knowledge(view(_state(THREE_ACES, Seat.N, "1NT"), Seat.N)).bounds == ()
    assert knowledge(view(_state(THREE_ACES, Seat.N, "1S"), Seat.E), use_auction=False).bounds == ()


# E holds five spades, W three, N five, S none.
FIVE_SPADES = "N:T9876.A32.A32.43 AKQJ5.KQJ4.54.76 -.T98.KQJ9.KQ9852 432.765.T876.AJT"


def test_bounds_on_remaining_cards() -> None:
    """After the play starts, a bound counts only the cards not yet played."""
    state = _state(FIVE_SPADES, Seat.E, "1S " + " ".join(["P"] * 8))
    assert state.phase is Phase.PLAY
    while len(state.tricks) < 3:
        state = state.apply(state.legal_actions()[0])
    (bound,) = knowledge(view(state, Seat.N)).bounds
    played = [card for trick in state.tricks for seat, card in trick.plays() if seat is Seat.E]
    played_spades = sum(1 for card in played if card.suit == 0)
    assert played_spades > 0
    unseen = FULL_DECK & ~state.played.mask & ~state.hand(Seat.N).mask
    assert bound == Bound(
        Seat.E, SPADES & unseen, 5 - played_spades, (SPADES & unseen).bit_count(), "named_suit"
    )
    assert bound.holds(state.hand(Seat.E).mask)


# N holds nine spades, E the other four.
NINE_SPADES = "N:AKQJT9876.A32.2.- 5432.KQJ4.54.765 -.T98.KQJ98.KQJT9 -.765.AT763.A8432"


def test_bids_the_cards_disprove_are_dropped() -> None:
    """A human may bid anything: a promise the observer's cards disprove is dropped, one
    they do not disprove is kept (the inferences are soft).
    """
    for dealer in (Seat.E, Seat.S, Seat.W):  # N sees only four spades outside its hand
        assert knowledge(view(_state(NINE_SPADES, dealer, "1S"), Seat.N)).bounds == ()
    (hearts,) = knowledge(view(_state(NINE_SPADES, Seat.W, "1H"), Seat.N)).bounds
    assert (hearts.seat, hearts.low) == (Seat.W, 5)
    assert not hearts.holds(Deal.parse_pbn(NINE_SPADES).hands[Seat.W].mask)  # W has three


def test_several_promises_cannot_exceed_the_cards() -> None:
    """Two seats promising more of a suit than is left: the later promise is dropped."""
    state = _state(FIVE_SPADES, Seat.E, "1S P 2S")  # N sees eight spades; 5 + 4 > 8
    bounds = knowledge(view(state, Seat.N)).bounds
    assert [(b.seat, b.low, b.reason) for b in bounds] == [(Seat.E, 5, "named_suit")]


def test_promises_that_cannot_all_hold_are_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    """A promise no layout can meet: W bid 7H at random and so should hold the four hearts
    left of its five cards, but N and E are void in clubs and diamonds, so W must also take
    the four clubs and diamonds left.  The bound passes the checks one set at a time; the
    exact count finds no layout, and ``knowledge`` drops it.
    """
    state = _position(5058, basic=False)
    here = view(state, Seat.S)
    own = state.hand(Seat.S).mask
    known = knowledge(here)
    assert count_layouts(known, own) > 0
    monkeypatch.setattr(inference, "count_layouts", lambda known, own: 1)
    unchecked = knowledge(here)
    monkeypatch.undo()
    assert set(known.bounds) < set(unchecked.bounds)
    with pytest.raises(NoLayoutError):
        sample_layouts(unchecked, own, 1, random.Random(1))
    # What a caller does on NoLayoutError: the same view without the auction.
    assert sample_layouts(knowledge(here, use_auction=False), own, 1, random.Random(1))


def test_knowledge_reads_only_the_view() -> None:
    """Honesty: ``knowledge`` takes a view and nothing else, and any other deal that
    shows the seat the same view gives the same knowledge.
    """
    assert list(inspect.signature(knowledge).parameters) == ["view", "use_auction"]
    changed = 0
    for seed in range(30):
        state = _position(3000 + seed, basic=True)
        seat = SEATS[seed % 4]
        mine = view(state, seat)
        known = knowledge(mine)
        rng = random.Random(seed)
        layout = sample_layouts(known, state.hand(seat).mask, 1, rng)[0]
        other = DealState.new(
            Deal.from_masks([layout[s] | mine.played_by(s).mask for s in SEATS]),
            state.dealer,
            state.rules,
        )
        for action in state.history():
            other = other.apply(action)
        assert view(other, seat) == mine
        assert knowledge(view(other, seat)) == known
        changed += other.deal != state.deal
    assert changed >= 20
