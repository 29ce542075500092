"""Whist's leads by the order for first hand: each convention W-H-… on a hand where it applies.

Trumps are hearts throughout.  The opening leads are E's (N deals); the leads after a trick are
S's, N–S's partner's suit being the one N led.
"""

from __future__ import annotations

import pytest

from tests.ai.whist.helpers import position
from wint.ai.advice import AdviceReason, Situation
from wint.ai.whist.levels import BasicPlayer
from wint.ai.whist.play import advise_card
from wint.core.seats import SEATS, Seat
from wint.games.whist.deal import WhistDeal
from wint.games.whist.state import DealState

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N


def advice_for(state: DealState) -> tuple[str, str, AdviceReason]:
    actor = state.actor
    assert actor is not None
    advice = advise_card(state.view(actor))
    assert advice.action in state.legal_actions()
    return str(advice.action), advice.rule, advice.reason


def opening(hand: str) -> tuple[str, str, AdviceReason]:
    """E's opening lead with ``hand`` (PBN), N dealing and hearts trumps."""
    return advice_for(position({E: hand}))


@pytest.mark.parametrize(
    ("hand", "card", "rule"),
    [
        # W-H-LEAD-1: the longest plain suit, its card by W-H-LEAD-6 (the king not the highest
        # outstanding: the lowest)
        ("K8643.95.A72.864", "S3", "W-H-LEAD-1"),
        # W-H-LEAD-1: a suit headed by a sequence from the ten or higher comes first (its card
        # by W-H-LEAD-2: the top of the sequence)
        ("86543.95.QJT.864", "DQ", "W-H-LEAD-2"),
        # W-H-LEAD-1: equal lengths, the higher top card
        ("J864.954.9753.86", "S4", "W-H-LEAD-1"),
        ("JT94.95.8753.864", "SJ", "W-H-LEAD-2"),  # W-H-LEAD-2: from J T 9 the jack
        ("A9742.95.863.864", "S2", "W-H-LEAD-3"),  # W-H-LEAD-3: small from the ace
        ("K853.954.875.864", "S3", "W-H-LEAD-4"),  # W-H-LEAD-4: small from the king fourth
        ("KQ874.95.863.864", "SK", "W-H-LEAD-7"),  # W-H-LEAD-7: the king from K Q
        ("AK874.95.863.864", "SK", "W-H-LEAD-8"),  # W-H-LEAD-8: the king from A K
        ("AKQ74.95.863.864", "SQ", "W-H-LEAD-9"),  # W-H-LEAD-9: the queen from A K Q
        # W-H-LEAD-10: not from A Q with the king out; the long suit would have been diamonds
        ("975.95.AQ864.863", "S5", "W-H-LEAD-10"),
        # W-H-TRUMP-2 (four trumps: lead them) with W-H-TRUMP-5 (the highest)
        ("9765.K964.853.73", "HK", "W-H-TRUMP-2"),
        # W-H-TRUMP-3: a strong suit and four trumps: trumps first, the highest
        ("AK765.Q964.85.73", "HQ", "W-H-TRUMP-3"),
    ],
)
def test_opening_leads(hand: str, card: str, rule: str) -> None:
    assert opening(hand)[:2] == (card, rule)


# N leads the two of clubs, E plays the five, S wins with its highest club and leads; W deals.
# S holds 98765 of spades, 84 of trumps and diamonds, and its clubs as each case says.
CLUB_TRICK = "C2 C5 {win} C7"
BASE = {N: "AK.AKQ.AKQJ.J832", E: "QJT.JT9.T875.T65"}


@pytest.mark.parametrize(
    ("south", "win", "card", "rule", "reason"),
    [
        # W-H-RETURN-1: partner's suit, its card by step 3 (W-H-LEAD-6: the lowest)
        ("98765.84.963.A94", "CA", "C4", "W-H-RETURN-1", AdviceReason.RETURN_PARTNERS_SUIT),
        # W-H-LEAD-4: partner's suit, but a king second with the ace out: not led
        ("98765.84.963.KQ4", "CQ", "S5", "W-H-LEAD-4", AdviceReason.NOT_FROM_KING_DOUBLETON),
        # W-H-LEAD-5: partner's suit, but the queen third with the king out: not led
        ("98765.84.96.AQ94", "CA", "S5", "W-H-LEAD-5", AdviceReason.NOT_FROM_QUEEN_THIRD),
        # W-H-LEAD-15: partner's suit, but a singleton: not led
        ("98765.84.9632.A4", "CA", "S5", "W-H-LEAD-15", AdviceReason.NO_SINGLETON_LEAD),
    ],
)
def test_returning_partners_suit(
    south: str, win: str, card: str, rule: str, reason: AdviceReason
) -> None:
    state = position({**BASE, S: south}, CLUB_TRICK.format(win=win), dealer=W, turned="H3")
    assert state.to_act is S
    assert advice_for(state) == (card, rule, reason)


def test_a_king_second_is_returned_once_it_is_the_highest_outstanding() -> None:
    """W-H-LEAD-4 (reading): E took partner's club with the ace, so S's king is a winner, not
    a king second: S returns partner's suit with it (W-H-RETURN-1, W-H-LEAD-6)."""
    hands = {
        N: "AK.AKQ.KQJ2.J982",
        E: "QJT.JT9.T875.A65",
        S: "98765.84.A63.K43",
    }
    state = position(hands, "C2 CA C3 C7  D5 DA D4 D2", dealer=W, turned="H3")
    assert advice_for(state) == ("CK", "W-H-RETURN-1", AdviceReason.RETURN_PARTNERS_SUIT)


def test_own_strong_suit_before_partners_suit() -> None:
    """W-H-RETURN-2: a strong suit is played first, while S holds its highest card (W-H-LEAD-8
    gives the card: the king from A K)."""
    hands = {N: "98.AKQ.AKQJ.J832", E: "QJT.JT9.T875.T65", S: "AK765.84.963.A94"}
    state = position(hands, "C2 C5 CA C7", dealer=W, turned="H3")
    assert advice_for(state) == ("SK", "W-H-RETURN-2", AdviceReason.STRONG_SUIT_FIRST)


def test_partner_wants_trumps() -> None:
    """W-H-SIGNAL-4: partner led trumps, so S leads trumps, its highest (W-H-TRUMP-5), though
    it holds only two of them."""
    hands = {
        N: "AKQJ.A75.AKQ.J98",
        E: "T43.K96.JT87.AQT",
        S: "98765.Q84.963.K4",
    }
    state = position(hands, "H5 H9 HQ H2", dealer=W, turned="H3")
    assert advice_for(state) == ("H8", "W-H-SIGNAL-4", AdviceReason.PARTNER_WANTS_TRUMPS)


def test_opponents_led_trumps_keep_them() -> None:
    """W-H-TRUMP-4: E led trumps and partner did not: S, with four trumps left, does not
    lead them (W-H-TRUMP-2 would)."""
    hands = {
        E: "AKQJ.K5.AKQ.KQJT",
        S: "98765.A8642.96.4",
        W: "T43.QJ9.JT87.A98",
    }
    state = position(hands, "H5 HA H9 H3", dealer=N, turned="H3")
    assert advice_for(state) == ("S5", "W-H-TRUMP-4", AdviceReason.KEEP_TRUMPS_FOR_RUFFING)


def test_partners_void_is_led_for_a_ruff() -> None:
    """W-H-LEAD-11: partner showed a void in diamonds (not in trumps): S leads its lowest
    diamond for him to ruff."""
    hands = {
        N: "AKQJ.AKQ..AKQJT2",
        E: "T654.JT93.KQJ.87",
        S: "987.84.A8542.963",
    }
    state = position(hands, "DA D3 C2 DJ", dealer=E, turned="H3")
    assert advice_for(state) == ("D2", "W-H-LEAD-11", AdviceReason.LEAD_FOR_PARTNERS_RUFF)


def test_not_the_suit_of_partners_first_discard() -> None:
    """W-H-DISCARD-2: N's first discard was a club: S does not lead clubs, its longest suit."""
    hands = {
        N: "AKQJ.AKQ..AKQJT8",
        E: "T54.JT93.KQJ4.54",
        S: "9876.842.A.97632",
    }
    state = position(hands, "DA D2 C8 D4", dealer=E, turned="H3")
    assert advice_for(state) == ("S6", "W-H-DISCARD-2", AdviceReason.NOT_PARTNERS_DISCARD)


def test_cross_ruff_singleton_of_partners_suit() -> None:
    """W-H-LEAD-12: partner led spades, then showed a void in diamonds; S leads its single
    spade (not set aside as a singleton by W-H-LEAD-15)."""
    hands = {
        N: "AKQJ.AKQ..JT8642",
        E: "T92.JT65.KQJ9.K9",
        S: "73.98742.A865.A3",
    }
    plays = "SA S2 S3 S4  C2 C9 C3 C5  DK DA D2 C4"
    state = position(hands, plays, dealer=W, turned="H3")
    assert state.to_act is S
    assert advice_for(state) == ("S7", "W-H-LEAD-12", AdviceReason.SINGLETON_FOR_CROSS_RUFF)


def test_not_a_suit_both_opponents_are_void_in() -> None:
    """W-H-LEAD-13: E and W showed out of diamonds: S leads spades, not its long diamonds."""
    hands = {
        E: "AKQ.JT93..KQJT98",
        S: "987.842.AK9876.A",
        W: "JT65.AKQ7..76543",
    }
    state = position(hands, "CA C3 C2 C8  DA C4 D2 C9", dealer=E, turned="H3")
    assert advice_for(state) == ("S7", "W-H-LEAD-13", AdviceReason.NOT_THEIR_SUIT)


# E leads the two of spades, S wins with the queen; spades are the opponents' suit.
OPPONENTS_LEAD = "S2 SQ S3 S4"
AROUND = {N: "54.JT93.T87.T987", W: "J3.874.6532.6543"}


def test_a_singleton_queen_or_jack_shows_weakness() -> None:
    """W-H-LEAD-14: every other suit set aside (W-H-RETURN-3, W-H-LEAD-5, W-H-TRUMP-1) and no
    ace or king in the hand: the singleton jack may be led."""
    hands = {**AROUND, E: "AK2.AKQ.AKJ.AKQ2", S: "QT9876.652.Q94.J"}
    state = position(hands, OPPONENTS_LEAD, dealer=N, turned="H3")
    assert advice_for(state) == ("CJ", "W-H-LEAD-14", AdviceReason.SINGLETON_SHOWS_WEAKNESS)


def test_never_the_opponents_suit() -> None:
    """W-H-RETURN-3: spades are the opponents' suit: S leads diamonds, small from the king
    third (W-H-LEAD-4), not its long spades."""
    hands = {**AROUND, E: "AK2.AKQ.AQJ.AKQ2", S: "QT9876.652.K94.J"}
    state = position(hands, OPPONENTS_LEAD, dealer=N, turned="H3")
    assert advice_for(state) == ("D4", "W-H-RETURN-3", AdviceReason.NOT_THEIR_SUIT)


def test_no_thirteenth_card_while_trumps_are_out() -> None:
    """W-H-LEAD-16: after three rounds of clubs S holds the thirteenth: it does not return
    partner's suit while trumps are out."""
    hands = {
        N: "AKQJ.AKQ.AKQ.KQJ",
        E: "T4.JT96.JT87.T98",
        S: "98765.84.96.A432",
    }
    plays = "CK C8 C2 C5  CQ C9 C3 C6  CJ CT CA C7"
    state = position(hands, plays, dealer=W, turned="H3")
    assert state.to_act is S
    assert advice_for(state) == ("S5", "W-H-LEAD-16", AdviceReason.NO_THIRTEENTH_CARD)


def test_the_top_card_when_it_is_the_highest_outstanding() -> None:
    """W-H-LEAD-6: the long spades headed by the king, the ace gone: the king."""
    hands = {
        N: "Q865.AKQ.QJ8652.",
        E: "JT9.JT96.KT9743.",
        S: "K7432.854.A.8764",
    }
    state = position(hands, "D2 DK DA SA", dealer=W, turned="H3")  # W discards the ace
    assert state.to_act is S
    assert advice_for(state) == ("SK", "W-H-LEAD-6", AdviceReason.CASH_WINNER)


def test_trumps_stay_when_every_plain_suit_is_set_aside() -> None:
    """W-H-TRUMP-1: spades (W-H-RETURN-3), diamonds (W-H-LEAD-5) and the club (W-H-LEAD-15)
    are set aside, and so are S's three trumps: choosing among all, S leads the long suit,
    the top of its sequence (W-H-LEAD-2), not a trump."""
    hands = {**AROUND, E: "AK2.AKQ.AKJ.AQJ2", S: "QT9876.652.Q94.K"}
    state = position(hands, OPPONENTS_LEAD, dealer=N, turned="H3")
    assert advice_for(state) == ("ST", "W-H-LEAD-2", AdviceReason.TOP_OF_SEQUENCE)


def test_few_trumps_are_led_only_when_partner_wants_them() -> None:
    """W-H-TRUMP-1 over many deals: holding three trumps or fewer, the basic player leads one
    only after partner led trumps (W-H-SIGNAL-4), or with nothing else left."""
    basic = BasicPlayer()
    asked = 0
    for number in range(120):
        state = DealState.new(WhistDeal.from_seed(41, number, SEATS[number & 3]))
        while (actor := state.actor) is not None:
            card = basic.decide(state.view(actor), Situation()).action
            seat, trump = state.to_act, state.trump
            assert seat is not None and trump is not None
            hand = state.hand(seat)
            if not state.current_trick and card.suit is trump and len(hand.suit(trump)) <= 3:
                wanted = any(
                    t.leader is seat.partner and t.cards[0].suit is trump for t in state.tricks
                )
                assert wanted or len(hand.suit(trump)) == len(hand)
                asked += wanted
            state = state.apply(card, actor)
    assert asked > 10
