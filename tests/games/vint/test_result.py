"""A deal's holdings for the score sheet, counted by the core's honours (V-HON-1, V-CORO-1)."""

from __future__ import annotations

from tests.core.helpers import DEAL
from wint.core.cards import Suit
from wint.core.honours import Coronet
from wint.core.seats import Seat
from wint.games.vint.result import Holdings

# DEAL (seed 1, deal 1):  N AQJ84.T96.93.A97   E K765.J8.T5.J8652
#                         S T9.AK42.AKQJ2.K3   W 32.Q753.8764.QT4


def test_holdings_of_the_hands_as_dealt() -> None:
    hearts = Holdings.from_hands(DEAL.hands, Suit.H)
    assert hearts.honours == (3, 2)  # N's ten, S's ace and king against E's jack, W's queen
    assert hearts.aces == (4, 0)
    assert hearts.coronets == (Coronet(Seat.S, Suit.D, 4),)  # S's A K Q J of diamonds
    no_trump = Holdings.from_hands(DEAL.hands, None)
    assert (no_trump.honours, no_trump.aces) == (None, (4, 0))  # V-HON-3
