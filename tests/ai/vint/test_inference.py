"""What a seat knows of the hidden cards (wint.ai.vint.inference) and the layouts drawn from
it: real positions, the auction's inferences, revokes, seeds and honesty.
"""

from __future__ import annotations

import inspect
import random

import pytest

from wint.ai.advice import Situation
from wint.ai.layouts import Bound, Knowledge, NoLayoutError, count_layouts
from wint.ai.sampling import sample_layouts
from wint.ai.vint import inference
from wint.ai.vint.base import BasicPlayer, RandomPlayer
from wint.ai.vint.inference import knowledge
from wint.core.cards import FULL_DECK, SUIT_MASKS
from wint.core.deal import Deal
from wint.core.seats import SEATS, Seat
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState, Phase

SPADES = SUIT_MASKS[0]

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
        here = state.view(seat)
        if state.phase is Phase.AUCTION:
            action = bidder.decide(here, Situation()).action
        elif basic_cards:
            action = BasicPlayer().decide(here, Situation()).action
        elif revokes and state.phase is Phase.PLAY:
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
        known = knowledge(state.view(seat))
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
        known = knowledge(state.view(seat))
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
        known = knowledge(state.view(seat), use_auction=False)
        layouts = sample_layouts(known, state.hand(seat).mask, 20, random.Random(seed))
        unplayed = FULL_DECK & ~state.played.mask
        for layout in layouts:
            assert sum(layout) == unplayed
            for other in SEATS:
                assert known.allows(other, layout[other]) or other is seat


def test_reproducible_for_a_seed() -> None:
    seed = 7
    state = _position(seed, basic=True)
    while state.phase is not Phase.PLAY or state.to_act is None:
        seed += 1
        state = _position(seed, basic=True)
    seat = state.to_act
    known = knowledge(state.view(seat))
    own = state.hand(seat).mask
    first = sample_layouts(known, own, 30, random.Random("seed"))
    again = sample_layouts(known, own, 30, random.Random("seed"))
    other = sample_layouts(known, own, 30, random.Random("other"))
    assert first == again
    assert first != other


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
    assert knowledge(state.view(Seat.W)).bounds == (
        Bound(Seat.N, hidden_spades, 5, 11, "named_suit"),
        Bound(Seat.S, hidden_spades, 4, 11, "support"),
    )
    first = knowledge(_state(THREE_ACES, Seat.N, "1NT").view(Seat.E)).bounds
    assert [(b.seat, b.low, b.high, b.reason) for b in first] == [
        (Seat.N, 3, 4, "aces_for_no_trump")
    ]
    after_pass = knowledge(_state(THREE_ACES, Seat.W, "P 1NT").view(Seat.E)).bounds
    assert [(b.seat, b.low, b.reason) for b in after_pass] == [(Seat.N, 2, "two_aces_no_trump")]
    supported = knowledge(_state(THREE_ACES, Seat.S, "1NT P 2NT").view(Seat.E)).bounds
    assert [(b.seat, b.low, b.reason) for b in supported] == [
        (Seat.S, 3, "aces_for_no_trump"),
        (Seat.N, 1, "support_no_trump"),
    ]
    # The observer's own bids tell it nothing; without the auction there are no bounds.
    assert knowledge(_state(THREE_ACES, Seat.N, "1NT").view(Seat.N)).bounds == ()
    assert knowledge(_state(THREE_ACES, Seat.N, "1S").view(Seat.E), use_auction=False).bounds == ()


# E holds five spades, W three, N five, S none.
FIVE_SPADES = "N:T9876.A32.A32.43 AKQJ5.KQJ4.54.76 -.T98.KQJ9.KQ9852 432.765.T876.AJT"


def test_bounds_on_remaining_cards() -> None:
    """After the play starts, a bound counts only the cards not yet played."""
    state = _state(FIVE_SPADES, Seat.E, "1S " + " ".join(["P"] * 8))
    assert state.phase is Phase.PLAY
    while len(state.tricks) < 3:
        state = state.apply(state.legal_actions()[0])
    (bound,) = knowledge(state.view(Seat.N)).bounds
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
        assert knowledge(_state(NINE_SPADES, dealer, "1S").view(Seat.N)).bounds == ()
    (hearts,) = knowledge(_state(NINE_SPADES, Seat.W, "1H").view(Seat.N)).bounds
    assert (hearts.seat, hearts.low) == (Seat.W, 5)
    assert not hearts.holds(Deal.parse_pbn(NINE_SPADES).hands[Seat.W].mask)  # W has three


def test_several_promises_cannot_exceed_the_cards() -> None:
    """Two seats promising more of a suit than is left: the later promise is dropped."""
    state = _state(FIVE_SPADES, Seat.E, "1S P 2S")  # N sees eight spades; 5 + 4 > 8
    bounds = knowledge(state.view(Seat.N)).bounds
    assert [(b.seat, b.low, b.reason) for b in bounds] == [(Seat.E, 5, "named_suit")]


def test_promises_that_cannot_all_hold_are_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    """A promise no layout can meet: W bid 7H at random and so should hold the four hearts
    left of its five cards, but N and E are void in clubs and diamonds, so W must also take
    the four clubs and diamonds left.  The bound passes the checks one set at a time; the
    exact count finds no layout, and ``knowledge`` drops it.
    """
    state = _position(5058, basic=False)
    here = state.view(Seat.S)
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
        mine = state.view(seat)
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
        assert other.view(seat) == mine
        assert knowledge(other.view(seat)) == known
        changed += other.deal != state.deal
    assert changed >= 20
