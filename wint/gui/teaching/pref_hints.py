"""Preferans's hints in words: its decisions (a call, the discard, the contract named, the
whisting word, open or closed) and the figures behind a suggestion
(:mod:`wint.ai.preferans.figures`: the seed's estimates, B.12; the defender's share of the
obligation, P-WH-2; a card's tricks double dummy).  :func:`pref_words` is the game's
``Hints.words``: the hint panel asks it for a decision and for a suggestion's detail.

Written with QtCore's translator alone (context ``PrefHints``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from wint.ai.preferans.figures import DefenceWorth, HandWorth, MisereWorth, PlayWorth, SuitWorth
from wint.ai.preferans.reading import Role
from wint.core.cards import Suit
from wint.games.preferans.actions import Call, Discard, Light, Name, WhistCall
from wint.games.preferans.result import Strain
from wint.gui.table.pref_table import bid_text, whist_text
from wint.gui.texts import NBSP, card_text

__all__ = [
    "PrefHints",
    "decision_text",
    "detail_text",
    "pref_words",
    "tricks_text",
]

_SUITS = "♠♣♦♥"


def _number(value: float) -> str:
    """An estimate in the user's locale: a whole number bare, else one decimal."""
    if value == round(value):
        return str(round(value))
    return QLocale().toString(value, "f", 1)


def tricks_text(value: float) -> str:
    """«4,5 взятки», «1 взятка»: an estimate of tricks with its noun."""
    if value == round(value):
        return _WORDS.tricks(round(value)).replace(" ", NBSP)
    return (
        QCoreApplication.translate("PrefHints", "%1 tricks", "a fractional number")
        .replace("%1", _number(value))
        .replace(" ", NBSP)
    )


def _strain(strain: Strain) -> str:
    return (
        QCoreApplication.translate("PrefHints", "NT")
        if strain.trump is None
        else _SUITS[strain.trump]
    )


def decision_text(action: object) -> str:
    """A Preferans decision other than a card in words ('' for anything else), in the
    table's words (:mod:`wint.gui.table.pref_table`)."""
    if isinstance(action, Call):
        return bid_text(action.bid)
    if isinstance(action, Discard):
        cards = " ".join(card_text(card) for card in action.cards)
        return QCoreApplication.translate("Preferans", "discard: %1").replace("%1", cards)
    if isinstance(action, Name):
        return QCoreApplication.translate("PrefHints", "play %1").replace(
            "%1", bid_text(action.contract)
        )
    if isinstance(action, WhistCall):
        return whist_text(action.word)
    if isinstance(action, Light):
        return (
            QCoreApplication.translate("PrefHints", "open whist")
            if action.open
            else QCoreApplication.translate("PrefHints", "closed whist")
        )
    return ""


def _pattern(text: str) -> str:
    """B.12's pattern of a suit (``AKxxx``) in the user's letters: «Т К х х х»."""
    letters = {
        "A": QCoreApplication.translate("PrefHints", "A"),
        "K": QCoreApplication.translate("PrefHints", "K"),
        "Q": QCoreApplication.translate("PrefHints", "Q"),
        "J": QCoreApplication.translate("PrefHints", "J"),
        "x": QCoreApplication.translate("PrefHints", "x"),
    }
    return NBSP.join(letters[char] for char in text)


def _suit(worth: SuitWorth) -> str:
    return (
        QCoreApplication.translate("PrefHints", "%1 %2 — %3")
        .replace("%1", _SUITS[worth.suit])
        .replace("%2", _pattern(worth.pattern))
        .replace("%3", tricks_text(worth.tricks))
    )


def _hand(worth: HandWorth) -> str:
    suits = "; ".join(_suit(suit) for suit in worth.suits)
    text = QCoreApplication.translate(
        "PrefHints", "By the estimates of the 1971 rules (B.12): %1."
    ).replace("%1", suits)
    where = _strain(worth.strain)
    if worth.talon:
        text += " " + (
            QCoreApplication.translate(
                "PrefHints", "In %1 the hand expects %2, with the talon's %3 expected: %4 in all."
            )
            .replace("%1", where)
            .replace("%2", tricks_text(worth.tricks))
            .replace("%3", _number(worth.talon))
            .replace("%4", tricks_text(worth.total))
        )
    else:
        text += " " + (
            QCoreApplication.translate("PrefHints", "In %1 the hand expects %2.")
            .replace("%1", where)
            .replace("%2", tricks_text(worth.tricks))
        )
    if worth.keep:
        cards = " ".join(card_text(card) for card in worth.keep)
        text += " " + QCoreApplication.translate("PrefHints", "Sure tricks to keep: %1.").replace(
            "%1", cards
        )
    return text


def _percent(rate: float) -> str:
    return f"{round(rate * 100)}{NBSP}%"


def _misere(worth: MisereWorth) -> str:
    if not worth.holes:
        return QCoreApplication.translate(
            "PrefHints",
            "A clean misère: every suit stands on the ladder 7, 8–9, 10–J, Q–K, A (B.12).",
        )
    holes = ", ".join(
        QCoreApplication.translate("PrefHints", "%1 caught %2")
        .replace("%1", _SUITS[Suit(suit)])
        .replace("%2", _percent(rate))
        for suit, rate in worth.holes
    )
    return (
        QCoreApplication.translate(
            "PrefHints",
            "Misère by the ladder (B.12): holes %1; together %2, and the seed declares "
            "misère at %3 at most.",
        )
        .replace("%1", holes)
        .replace("%2", _percent(worth.risk))
        .replace("%3", _percent(worth.limit))
    )


def _defence(worth: DefenceWorth) -> str:
    text = _expected_tricks(worth)
    if worth.whists:
        words = ", ".join(
            f"{decision_text(WhistCall(word))}{NBSP}{_number(round(value, 1))}"
            for word, value in worth.whists
        )
        expected = QCoreApplication.translate("PrefHints", "Expected whists: %1.")
        text += " " + expected.replace("%1", words)
    return text


def _expected_tricks(worth: DefenceWorth) -> str:
    return (
        QCoreApplication.translate(
            "PrefHints",
            "Against %1 you expect %2 (B.12); you want %3 to whist, the defence owes %4 "
            "(P-WH-2). A trick is worth %5 whists (P-SC-6).",
        )
        .replace("%1", bid_text(worth.contract))
        .replace("%2", tricks_text(worth.expected))
        .replace("%3", tricks_text(worth.share))
        .replace("%4", tricks_text(worth.duty))
        .replace("%5", str(worth.value))
    )


class PrefHints(QObject):
    """The words that count tricks, with Qt's plural forms (context ``PrefHints``)."""

    def tricks(self, count: int) -> str:
        """«4 взятки»."""
        return self.tr("%n trick(s)", "", count)

    def play(self, worth: PlayWorth) -> str:
        """A card's tricks double dummy."""
        n, role = worth.tricks, worth.role
        if role is Role.DECLARER:
            return self.tr(
                "Double dummy, with best play by all three, you take %n trick(s) more.", "", n
            )
        if role is Role.DEFENDER:
            return self.tr(
                "Double dummy, with best play by all three, the defence takes %n trick(s) more.",
                "",
                n,
            )
        if role is Role.MISERE:
            return self.tr(
                "Double dummy, with best play by all three, you are forced to take %n trick(s).",
                "",
                n,
            )
        return self.tr(
            "Double dummy, with best play by all three, the misère player is forced to take "
            "%n trick(s).",
            "",
            n,
        )


_WORDS = PrefHints()


def _cards(worth: PlayWorth) -> str:
    """«After each card: 7♥ 10♠ — 8; A♥ — 7.»: the legal cards grouped by their count."""
    groups: dict[int, list[str]] = {}
    for card, count in worth.cards:
        groups.setdefault(count, []).append(card_text(card))
    if len(groups) < 2:  # every card alike: nothing to choose
        return ""
    listed = "; ".join(f"{' '.join(cards)}{NBSP}—{NBSP}{count}" for count, cards in groups.items())
    after = QCoreApplication.translate("PrefHints", "After each card: %1.")
    return " " + after.replace("%1", listed)


def detail_text(detail: object) -> str:
    """The figures behind a suggestion in a sentence or two ('' for anything else)."""
    if isinstance(detail, HandWorth):
        return _hand(detail)
    if isinstance(detail, MisereWorth):
        return _misere(detail)
    if isinstance(detail, DefenceWorth):
        return _defence(detail)
    if isinstance(detail, PlayWorth):
        return _WORDS.play(detail) + _cards(detail)
    return ""


def pref_words(thing: object) -> str:
    """Preferans's ``Hints.words``: a decision, or a suggestion's figures, in words."""
    return decision_text(thing) or detail_text(thing)
