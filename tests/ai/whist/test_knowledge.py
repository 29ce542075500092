"""What a Whist seat knows of the unseen cards: the turned card at the dealer until he plays it,
the dummies it sees, the voids shown; and the layouts drawn from it."""

from __future__ import annotations

import random

from tests.ai.whist.helpers import position
from wint.ai.layouts import count_layouts
from wint.ai.sampling import sample_layouts
from wint.ai.whist.knowledge import knowledge
from wint.core.cards import SUIT_MASKS, Card, Suit
from wint.core.seats import SEATS, Seat
from wint.games.whist.deal import WhistDeal
from wint.games.whist.rules import WhistRules
from wint.games.whist.state import DealState

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N


def test_the_dealer_holds_the_turned_card_in_every_layout() -> None:
    state = DealState.new(WhistDeal.from_seed(1, 1, N))  # N turned the nine of diamonds
    view = state.view(E)
    known = knowledge(view)
    turned = Card.parse("D9")
    assert known.unseen & turned.bit and known.counts == (13, 13, 13, 13)
    for layout in sample_layouts(known, view.hand.mask, 50, random.Random(1)):
        assert layout[N] & turned.bit
        assert layout[E] == view.hand.mask
        assert sum(hand.bit_count() for hand in layout) == 52


def test_the_turned_card_is_forgotten_once_played() -> None:
    turned = Card.parse("D9")
    state = DealState.new(WhistDeal.from_seed(1, 1, N))
    while turned not in state.played:
        assert knowledge(state.view(E)).bounds[0].cards == turned.bit
        legal = state.legal_actions()
        state = state.apply(turned if turned in legal else legal[0])  # type: ignore[arg-type]
    assert knowledge(state.view(E)).bounds == ()


def test_no_turned_card_at_no_trump() -> None:
    rules = WhistRules(no_trump=True)
    state = DealState.new(WhistDeal.from_seed(1, 1, N, no_trump=True), rules)
    assert knowledge(state.view(E)).bounds == ()


def test_voids_shown_are_kept_in_every_layout() -> None:
    """W shows out of diamonds at the first trick: no layout N or E imagines gives it one."""
    hands = {E: "AKQJ.765.K5.AKQJ", S: "5432.J98.AQ7.876", W: "T9876.T43..T9432"}
    state = position(hands, "DK DA S6 D3")
    for observer in (N, E):
        view = state.view(observer)
        known = knowledge(view)
        assert known.voids[W] == 1 << Suit.D
        for layout in sample_layouts(known, view.hand.mask, 40, random.Random(2)):
            assert not layout[W] & SUIT_MASKS[Suit.D]
            assert layout[observer] == view.hand.mask


def test_a_dummy_is_a_known_hand() -> None:
    """Three players: W is the dummy, played by E, exposed after the deal (W-VAR-3P)."""
    state = DealState.new(WhistDeal.from_seed(4, 2, N), dummies=(W,))
    for observer in (N, E, S):
        view = state.view(observer)
        known = knowledge(view)
        assert (W, state.hand(W).mask) in known.exposed
        layouts = sample_layouts(known, view.hand.mask, 20, random.Random(3))
        assert all(layout[W] == state.hand(W).mask for layout in layouts)
        hidden = [seat for seat in SEATS if view.hands[seat] is None]
        assert len(hidden) == 2
        assert count_layouts(known, view.hand.mask) >= 1


def test_a_revoke_makes_no_contradiction_in_table_rules_mode() -> None:
    """S fails to follow diamonds while holding them (table-rules mode), then plays one: its
    void is forgotten, and the layouts give S diamonds again."""
    rules = WhistRules(enforce_follow_suit=False)
    hands = {E: "AKQJ.765.K5.AKQJ", S: "5432.J98.AQ7.876", W: "T9876.T43.J2.T94"}
    state = position(hands, "DK S2 D2 D3  D5 DA", rules=rules)
    view = state.view(W)
    known = knowledge(view)
    assert not known.voids[S] & 1 << Suit.D
    layouts = sample_layouts(known, view.hand.mask, 40, random.Random(4))
    assert any(layout[S] & SUIT_MASKS[Suit.D] for layout in layouts)
