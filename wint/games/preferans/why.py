"""Why each entry of a deal stands on the pulya sheet: its reason, the figures whose product
it is and the rule it follows («гора: 2 × 3 = 6 (P-SC-5)»), as data the window words.

>>> why = Why(Because.SET, (Fraction(4), Fraction(2)), "P-SC-5")
>>> why.product
Fraction(8, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from wint.games.preferans.ledger import Entry

__all__ = ["Because", "Explained", "Why"]


class Because(StrEnum):
    """What an entry is written for."""

    #: A contract made: V into the pulya (P-SC-4).
    MADE = "made"
    #: Not played (both passed, or a standing half-whist): V into the pulya (P-SC-8).
    UNPLAYED = "unplayed"
    #: A standing half-whist: w × D/2 whists (P-SC-8).
    HALF_WHIST = "half_whist"
    #: The declarer set: g·V per undertrick into his gora (P-SC-5).
    SET = "set"
    #: Consolation: c·V per undertrick from every other player (P-SC-5).
    CONSOLATION = "consolation"
    #: Each of two whisters: w per own trick (P-SC-6).
    TRICK_WHISTS = "trick_whists"
    #: A lone whister: w per trick of both defending hands (P-SC-6).
    LONE_WHISTS = "lone_whists"
    #: Gentleman's whist, the declarer set: the trick-whists split in half (P-SC-6).
    GENTLEMAN = "gentleman"
    #: The whisters short of the obligation: p per missing trick (P-SC-7).
    SHORTFALL = "shortfall"
    #: A misère made: 10 into the pulya (P-SC-9).
    MISERE_MADE = "misere_made"
    #: A misère caught: m per trick into the gora (P-SC-9).
    MISERE_SET = "misere_set"
    #: An all-pass deal: the price per trick into the gora (P-SOCHI-9, P-LEN-8).
    ALLPASS = "allpass"
    #: An all-pass deal without a trick: the price into the pulya.
    ALLPASS_ZERO = "allpass_zero"
    #: Rostov's all-pass deal in whists: 5·f per trick from the fewest (P-ROS-5).
    ALLPASS_WHISTS = "allpass_whists"
    #: The classic's dealer fined for the prikup's tricks on an all-pass deal (P-MSU-4).
    PRIKUP_FINE = "prikup_fine"
    #: The classic's dealer paid for the prikup's tricks (P-MSU-5).
    PAID_PRIKUP = "paid_prikup"
    #: Pulya points a closed pulya passes to another player (P-SET-5).
    HELPED = "helped"
    #: The helper's whists on the player he helped (P-SET-5).
    HELP_WHISTS = "help_whists"
    #: What nobody could take, written off the helper's gora (P-SET-5).
    WRITE_OFF = "write_off"


@dataclass(frozen=True, slots=True)
class Why:
    """An entry's ``reason``, the ``figures`` whose product are its points and its ``rule``;
    ``whole`` the points the rule gave before help took part of them (``None``: all)."""

    reason: Because
    figures: tuple[Fraction, ...]
    rule: str
    whole: Fraction | None = None

    @property
    def product(self) -> Fraction:
        """The figures multiplied: the entry's points."""
        result = Fraction(1)
        for figure in self.figures:
            result *= figure
        return result


@dataclass(frozen=True, slots=True)
class Explained:
    """An entry of a deal with why it is written."""

    entry: Entry
    why: Why
