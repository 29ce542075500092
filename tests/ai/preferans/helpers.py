"""Hand-made Preferans deals for the players' tests, written from the first hand A (C deals to
three)."""

from __future__ import annotations

#: A: ♠AKQJT ♥AK ♦AK ♣7;  B: ♠98 ♦QJT9 ♣AKQJ;  C: ♠7 ♥QJT98 ♦8 ♣T98;  the prikup ♥7 ♦7.
STRONG = "A:AKQJT.AK.AK.7 98..QJT9.AKQJ 7.QJT98.8.T98 H7 D7"
#: B's misère has one hole (♠7 T, 50 %); A holds the spades to catch it, C none.
MISERE = "A:AKQJ98.JT.JT. T7.987.987.87 .AKQ.AKQ.QJT9 CK CA"
