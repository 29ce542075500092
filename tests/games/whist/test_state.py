"""The play of a Whist deal (W-PLAY): the lead, following suit, trumping optional, the
trick's winner, the reasons an action is refused, the turned card, and the result."""

from __future__ import annotations

import random

import pytest

from tests.games.whist.helpers import DEAL, play, play_out
from wint.core.cards import Card, CardSet, Suit
from wint.core.deal import Deal
from wint.core.errors import IllegalActionError, NotationError, Reason
from wint.core.seats import Seat, Side
from wint.games.whist.actions import Phase
from wint.games.whist.deal import WhistDeal
from wint.games.whist.result import Holdings
from wint.games.whist.rules import TrumpCardVisible, WhistRules
from wint.games.whist.state import DealState

NO_TRUMP = WhistRules(no_trump=True)
# Three tricks of spades: N wins the first with the ace, E the second with the king; S and W
# are then void in spades.
TWO_SPADE_TRICKS = "S5 S9 S2 SA S4 SK ST S3"


def c(code: str) -> Card:
    return Card.parse(code)


def refused(state: DealState, code: str, seat: Seat | None = None) -> Reason:
    with pytest.raises(IllegalActionError) as info:
        state.apply_code(code, seat)
    return info.value.reason


@pytest.mark.parametrize("dealer", list(Seat))
def test_the_dealers_left_leads_and_play_goes_clockwise(dealer: Seat) -> None:
    state = DealState.new(WhistDeal.from_seed(1, 1, dealer))
    assert state.phase is Phase.PLAY
    assert state.to_act is dealer.lho and state.leader is dealer.lho  # W-PLAY-1
    assert state.actor is state.to_act
    state = state.apply(state.legal_actions()[0])
    assert state.to_act is dealer.lho.lho


def test_the_leader_may_lead_any_card() -> None:
    state = DealState.new(DEAL)
    assert CardSet.of(state.legal_actions()) == DEAL.hand(Seat.E)


def test_a_player_must_follow_suit_if_he_can() -> None:
    state = play(DealState.new(DEAL), "SK")
    assert state.legal_actions() == (c("ST"), c("S9"))  # W-PLAY-2
    assert refused(state, "D2") is Reason.MUST_FOLLOW_SUIT
    assert state.to_act is Seat.S and state.history() == (c("SK"),)  # unchanged
    assert play(state, "S9").to_act is Seat.W  # not obliged to win the trick


def test_a_void_player_may_trump_or_discard() -> None:
    state = play(DealState.new(DEAL), TWO_SPADE_TRICKS + " S7")
    assert state.to_act is Seat.S
    assert CardSet.of(state.legal_actions()) == state.hand(Seat.S)  # W-PLAY-3
    assert len(state.legal_actions()) == 11
    discard = play(state, "H2")
    assert discard.to_act is Seat.W


def test_the_highest_card_of_the_suit_led_wins_and_the_winner_leads() -> None:
    state = play(DealState.new(DEAL), "S5 S9 S2 SA")
    assert state.tricks[-1].winner is Seat.N  # W-PLAY-4
    assert state.to_act is Seat.N and state.leader is Seat.N  # W-PLAY-1
    assert state.tricks_won(Side.NS) == 1 and state.tricks_won(Side.EW) == 0
    state = play(state, "S4 SK ST S3")
    assert state.tricks[-1].winner is Seat.E
    assert state.tricks[-1].cards == (c("S4"), c("SK"), c("ST"), c("S3"))


def test_a_trump_wins_over_the_suit_led() -> None:
    state = play(DealState.new(DEAL), TWO_SPADE_TRICKS + " S7 D2 C4 S8")
    assert state.trump is Suit.D
    assert state.tricks[-1].winner is Seat.S  # the two of trumps beats the eight led
    assert state.to_act is Seat.S


def test_without_trumps_a_discard_never_wins() -> None:
    deal = WhistDeal.from_seed(1, 1, Seat.N, no_trump=True)
    state = play(DealState.new(deal, NO_TRUMP), TWO_SPADE_TRICKS + " S7 D2 C4 S8")
    assert state.trump is None  # W-VAR-NT
    assert state.tricks[-1].winner is Seat.N


def test_the_rules_and_the_deal_agree_on_trumps() -> None:
    with pytest.raises(NotationError):
        DealState.new(DEAL, NO_TRUMP)
    with pytest.raises(NotationError):
        DealState.new(WhistDeal.from_seed(1, 1, Seat.N, no_trump=True))


def test_refusals_carry_the_replay_contracts_reasons() -> None:
    state = DealState.new(DEAL)
    assert refused(state, "SA") is Reason.NOT_YOUR_TURN  # held by N
    assert refused(state, "SK", Seat.N) is Reason.NOT_YOUR_TURN
    assert refused(state, "S1") is Reason.BAD_NOTATION
    assert refused(state, "PENALTY:points") is Reason.PLAY_INCOMPLETE
    assert refused(play(state, "SK"), "SK") is Reason.CARD_NOT_IN_HAND  # played already
    assert state.apply_code("SK", Seat.E).to_act is Seat.S


def test_a_card_after_the_last_trick_is_held_by_nobody() -> None:
    state = play_out(DealState.new(DEAL))
    assert state.is_over and state.phase is Phase.COMPLETE
    assert state.to_act is None and state.actor is None and state.legal_actions() == ()
    assert refused(state, "SA") is Reason.CARD_NOT_IN_HAND
    assert refused(state, "PENALTY:tricks") is Reason.NOT_YOUR_TURN


def test_the_history_replays_to_an_equal_state() -> None:
    rng = random.Random(3)
    state = play_out(DealState.new(DEAL), rng.choice)
    history = state.history()
    assert len(history) == 52 and state.last_action is history[-1]
    assert state.previous is not None and state.previous.history() == history[:-1]
    again = DealState.new(DEAL)
    for action in history:
        again = again.apply(action)
    assert again == state and hash(again) == hash(state)
    assert again != state.previous
    assert DealState.new(DEAL).history() == () and DealState.new(DEAL).last_action is None


def test_the_last_two_tricks_may_be_reviewed() -> None:
    state = play(DealState.new(DEAL), TWO_SPADE_TRICKS)
    assert state.reviewable_tricks() == state.tricks  # W-PLAY-5
    state = play(state, "S7 D2 C4 S8 H2")
    assert len(state.tricks) == 3
    assert state.reviewable_tricks() == state.tricks[1:]


def test_the_result_needs_a_finished_deal() -> None:
    with pytest.raises(ValueError, match="not over"):
        DealState.new(DEAL).result()


def test_the_result_counts_tricks_in_play_honours_as_dealt_and_as_captured() -> None:
    """S held the A K Q J of trumps, E the ten; E leads the ten and S takes it with the ace,
    and S's other honours are the highest trumps left: N–S capture all five (W-PLAY-6)."""
    state = play_out(play(DealState.new(DEAL), "DT DA D4 D3"))
    result = state.result()
    assert result.dealer is Seat.N and result.trump is Suit.D
    assert result.tricks_ns == state.tricks_won(Side.NS)
    assert result.tricks(Side.EW) == state.tricks_won(Side.EW)
    assert result.holdings == Holdings.of_deal(DEAL.deal, Suit.D)
    assert result.holdings.honours == (4, 1)
    assert result.captured == (5, 0)
    assert result.revokes == ()


def test_at_no_trump_the_aces_are_the_honours_held_and_captured() -> None:
    """E holds every heart and leads them all; the others, void, discard their aces into
    E–W's tricks: the aces were held 2–2 and E–W capture all four (W-VAR-NT, W-PLAY-6)."""
    pbn = "N:A..AKQJT9876543. .AKQJT98765432.. KQJT98765432..2. ...AKQJT98765432"
    deal = WhistDeal(Deal.parse_pbn(pbn), Seat.N, None)
    result = play_out(DealState.new(deal, NO_TRUMP), random.Random(5).choice).result()
    assert result.trump is None and result.tricks_ns == 0
    assert result.holdings.honours == (2, 2)
    assert result.captured == (0, 4)


@pytest.mark.parametrize(
    ("visible", "shown"),
    [
        # Before each of the first six cards and after it; the dealer plays the fourth.
        (TrumpCardVisible.UNTIL_DEALER_PLAYS, [True, True, True, True, False, False]),
        (TrumpCardVisible.FIRST_TRICK_END, [True, True, True, True, True, False]),
    ],
)
def test_the_turned_card_is_shown_until_the_dealer_plays_or_the_first_trick_ends(
    visible: TrumpCardVisible, shown: list[bool]
) -> None:
    """W-DEAL-4: the dealer plays last to the first trick; the trick is quitted when the
    second is led."""
    state = DealState.new(DEAL, WhistRules(trump_card_visible=visible))
    seen = []
    for code in ("S5", "S9", "S2", "SA", "S4"):
        seen.append(state.turned_shown)
        state = state.apply_code(code)
    seen.append(state.turned_shown)
    assert seen == shown
    assert not play_out(state).turned_shown


def test_no_card_is_shown_when_none_was_turned() -> None:
    no_trump = WhistDeal.from_seed(1, 1, Seat.N, no_trump=True)
    assert not DealState.new(no_trump, NO_TRUMP).turned_shown
    suit_only = WhistDeal(DEAL.deal, Seat.N, Suit.D)  # a record's deal
    state = DealState.new(suit_only)
    assert state.trump is Suit.D and not state.turned_shown


@pytest.mark.parametrize("no_trump", [False, True])
def test_a_thousand_random_deals_are_played_out_by_the_rules(no_trump: bool) -> None:
    """Random legal play: 13 tricks of four cards, each card once, each card legal (follow
    suit if able, W-PLAY-2), each trick to its highest trump or highest card of the suit
    led (W-PLAY-4), led by the last winner (W-PLAY-1), the counts in the result."""
    rules = WhistRules(no_trump=no_trump)
    rng = random.Random(2026 + no_trump)
    for number in range(1000):
        dealer = Seat(number % 4)
        deal = WhistDeal.from_seed(11, number, dealer, no_trump=no_trump)
        state = play_out(DealState.new(deal, rules), rng.choice)
        tricks = state.tricks
        assert len(tricks) == 13 and state.is_over
        assert CardSet.of(card for trick in tricks for card in trick.cards) == CardSet(2**52 - 1)
        leader = dealer.lho
        held = [deal.hand(seat) for seat in Seat]
        for trick in tricks:
            assert trick.leader is leader
            led = trick.cards[0].suit
            for seat, card in trick.plays():
                assert card in held[seat]
                assert card.suit is led or not held[seat].suit(led)
                held[seat] -= CardSet.of([card])
            trumps = [card for card in trick.cards if card.suit is deal.trump]
            best = max(trumps or [card for card in trick.cards if card.suit is led])
            leader = dict((card, seat) for seat, card in trick.plays())[best]
            assert trick.winner is leader
        result = state.result()
        ns = sum(1 for trick in tricks if trick.winner.side is Side.NS)
        assert result.tricks_ns == ns and result.tricks(Side.EW) == 13 - ns
        assert result.captured is not None and sum(result.captured) == (4 if no_trump else 5)
