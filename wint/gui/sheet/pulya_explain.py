"""The pulya sheet's entries explained: for each entry of a deal, who writes it where, why,
the arithmetic and the rule («гора A: недобор … 4 × 2 = 8 (P-SC-5)»), from
:func:`wint.games.preferans.scoring.explain_deal` (a pulya keeps them, ``Pulya.reasons``).
The lines serve as a deal's tooltip on the sheet or as a list under it.

Written with QtCore's translator alone (context ``PulyaExplain``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from wint.games.preferans.ledger import Entry, Kind
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.why import Because, Why
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP
from wint.gui.sheet.pulya_words import figure
from wint.gui.texts import NB_HYPHEN, NBSP

__all__ = ["arithmetic", "deal_explained", "entry_explained", "reason_text"]

_REASONS = {
    Because.MADE: QT_TRANSLATE_NOOP("PulyaExplain", "the contract made: the game's value"),
    Because.UNPLAYED: QT_TRANSLATE_NOOP(
        "PulyaExplain", "not played out: the game's value without play"
    ),
    Because.HALF_WHIST: QT_TRANSLATE_NOOP(
        "PulyaExplain", "half-whist: a trick's whists for half the obligation"
    ),
    Because.SET: QT_TRANSLATE_NOOP(
        "PulyaExplain", "the contract set: the game's value per trick short"
    ),
    Because.CONSOLATION: QT_TRANSLATE_NOOP(
        "PulyaExplain", "consolation: the game's value per trick the declarer fell short"
    ),
    Because.TRICK_WHISTS: QT_TRANSLATE_NOOP(
        "PulyaExplain", "whists: a trick's price for each trick of his own"
    ),
    Because.LONE_WHISTS: QT_TRANSLATE_NOOP(
        "PulyaExplain", "the lone whister: a trick's price for both defenders' tricks"
    ),
    Because.GENTLEMAN: QT_TRANSLATE_NOOP(
        "PulyaExplain", "gentleman's whist: half the whists of both defenders' tricks"
    ),
    Because.SHORTFALL: QT_TRANSLATE_NOOP(
        "PulyaExplain", "short of the whisting obligation: the penalty per missing trick"
    ),
    Because.MISERE_MADE: QT_TRANSLATE_NOOP("PulyaExplain", "the misère made"),
    Because.MISERE_SET: QT_TRANSLATE_NOOP(
        "PulyaExplain", "the misère caught: the penalty per trick taken"
    ),
    Because.ALLPASS: QT_TRANSLATE_NOOP("PulyaExplain", "all-pass: the price per trick taken"),
    Because.ALLPASS_ZERO: QT_TRANSLATE_NOOP(
        "PulyaExplain", "all-pass without a trick: the price into the pulya"
    ),
    Because.ALLPASS_WHISTS: QT_TRANSLATE_NOOP(
        "PulyaExplain", "all-pass in whists: the fewest tricks pay for each trick of the others"
    ),
    Because.PRIKUP_FINE: QT_TRANSLATE_NOOP(
        "PulyaExplain", "the dealer's fine for the prikup's tricks on the all-pass deal"
    ),
    Because.PAID_PRIKUP: QT_TRANSLATE_NOOP(
        "PulyaExplain", "the dealer's whists for the tricks in the prikup"
    ),
    Because.HELPED: QT_TRANSLATE_NOOP("PulyaExplain", "help: points a closed pulya could not take"),
    Because.HELP_WHISTS: QT_TRANSLATE_NOOP(
        "PulyaExplain", "help: the helper's whists per point given"
    ),
    Because.WRITE_OFF: QT_TRANSLATE_NOOP(
        "PulyaExplain", "written off the mountain: points no pulya could take"
    ),
}


def _tr(source: str) -> str:
    return QCoreApplication.translate("PulyaExplain", source)


def reason_text(reason: Because) -> str:
    """Why an entry is written, in words."""
    return _tr(_REASONS[reason])


def arithmetic(why: Why) -> str:
    """«4 × 2 = 8»; a single figure alone; help's part «2 of 4»."""
    product = figure(why.product)
    if why.whole is not None:
        return (
            QCoreApplication.translate("PulyaExplain", "%1 of %2")
            .replace("%1", product)
            .replace("%2", figure(why.whole))
        )
    if len(why.figures) < 2:  # a product of one is the figure itself
        return product
    factors = f"{NBSP}×{NBSP}".join(figure(value) for value in why.figures)
    return f"{factors}{NBSP}={NBSP}{product}"


def _where(entry: Entry, names: Mapping[PrefSeat, str]) -> str:
    seat = names.get(entry.seat, entry.seat.value)
    if entry.kind is Kind.PULYA:
        return QCoreApplication.translate("PulyaExplain", "%1's pulya").replace("%1", seat)
    if entry.kind is Kind.GORA:
        return QCoreApplication.translate("PulyaExplain", "%1's mountain").replace("%1", seat)
    on = entry.on.value if entry.on is not None else ""
    return (
        QCoreApplication.translate("PulyaExplain", "%1's whists on %2")
        .replace("%1", seat)
        .replace("%2", names.get(entry.on, on) if entry.on is not None else on)
    )


def entry_explained(entry: Entry, why: Why, names: Mapping[PrefSeat, str] | None = None) -> str:
    """One entry in a sentence: «гора A: недобор: стоимость игры за взятку, 4 × 2 = 8
    (P-SC-5)»; ``names`` the players' names by seat (their letters where missing)."""
    return (
        QCoreApplication.translate("PulyaExplain", "%1: %2, %3 (%4)")
        .replace("%1", _where(entry, names or {}))
        .replace("%2", reason_text(why.reason))
        .replace("%3", arithmetic(why))
        .replace("%4", why.rule.replace("-", NB_HYPHEN))
    )


def deal_explained(
    entries: Sequence[Entry], reasons: Sequence[Why], names: Mapping[PrefSeat, str] | None = None
) -> list[str]:
    """A deal's entries explained, one line each, in the order written (a tooltip joins
    them with newlines)."""
    return [entry_explained(entry, why, names) for entry, why in zip(entries, reasons, strict=True)]
