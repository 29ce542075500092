"""The Preferans record reader's refusals (:mod:`wint.games.preferans.record`) that the pad's
form can meet, in the user's language, each with its rule; a refusal not listed keeps the
reader's words."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

__all__ = ["refusal_text"]


def _patterns() -> tuple[tuple[str, str], ...]:
    """(the reader's message as a regular expression, its words with ``%1``, ``%2`` for the
    groups)."""
    return (
        (
            r"the pulya is over \(P-SET-6\): no deal may follow its end",
            QCoreApplication.translate(
                "PrefRefusals", "the pulya is over: no deal may follow its end (P-SET-6)"
            ),
        ),
        (
            r"(\w) deals this deal \(P-TAB-5\)",
            QCoreApplication.translate("PrefRefusals", "%1 deals this deal (P-TAB-5)"),
        ),
        (
            r"(\S+) is below the exit minimum (\d+) after all-pass \(P-RASP-5\)",
            QCoreApplication.translate(
                "PrefRefusals", "after all-pass the game must be at least %2, not %1 (P-RASP-5)"
            ),
        ),
        (
            r"the dealer sits out \(P-TAB-1\)",
            QCoreApplication.translate("PrefRefusals", "the dealer sits out (P-TAB-1)"),
        ),
        (
            r"only with one whister and play \(P-WH-6\)",
            QCoreApplication.translate(
                "PrefRefusals", "an open whist needs one whister and play (P-WH-6)"
            ),
        ),
        (
            r"required: the dealer is paid its tricks \(P-MSU-5\)",
            QCoreApplication.translate(
                "PrefRefusals", "the prikup is needed: the dealer is paid its tricks (P-MSU-5)"
            ),
        ),
        (
            r"no whist decisions on misère or a checked ten \(P-WH-7\)",
            QCoreApplication.translate(
                "PrefRefusals", "no whisting on misère or a checked ten (P-WH-7)"
            ),
        ),
        (
            r"required: the defenders' words",
            QCoreApplication.translate("PrefRefusals", "the defenders' words are needed (P-WH)"),
        ),
        (
            r"'(\w+)': must be (.+) \(P-WH\)",
            QCoreApplication.translate("PrefRefusals", "«%1» may not be said here (P-WH)"),
        ),
        (
            r"'(\w+)': no more words \(P-WH\)",
            QCoreApplication.translate("PrefRefusals", "«%1»: both defenders have spoken (P-WH)"),
        ),
        (
            r"a defender's decision is missing \(P-WH\)",
            QCoreApplication.translate("PrefRefusals", "a defender's word is missing (P-WH)"),
        ),
        (
            r"no cards were played: both passed or half-whist stands",
            QCoreApplication.translate(
                "PrefRefusals",
                "no cards were played: both defenders passed or the half-whist stands",
            ),
        ),
        (
            r"required: cards were played",
            QCoreApplication.translate("PrefRefusals", "the tricks are needed: cards were played"),
        ),
        (
            r"must sum to ([\d-]+), not (\d+)",
            QCoreApplication.translate("PrefRefusals", "the tricks must add up to %1, not %2"),
        ),
    )


def refusal_text(message: str) -> str:
    """The reader's ``message`` in the user's language (itself when not listed)."""
    for pattern, words in _patterns():
        found = re.fullmatch(pattern, message)
        if found is not None:
            text = words
            for i, group in enumerate(found.groups(), 1):
                text = text.replace(f"%{i}", group)
            return text
    return message
