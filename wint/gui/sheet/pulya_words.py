"""The words of the pulya sheet (пулька, P-SC-1, P-SET) in the language installed, and the
sheet as plain text (``wint sheet --text`` on a Preferans record).

Written with QtCore's translator alone: the text needs no display and no GUI application.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from wint.games.preferans.result import PrefSeat
from wint.games.preferans.rules import nearest_variant
from wint.games.preferans.sheet import PulyaSheet, Sector
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "MOUNTAIN",
    "PULYA",
    "figure",
    "money",
    "payment_line",
    "payments_heading",
    "pulya_state",
    "pulya_title",
    "render_pulya_text",
    "settlement_heading",
    "struck",
    "table_heading",
    "table_row",
    "variant_name",
    "whists_on",
    "word",
]


#: The variants by preset (B.4-B.8.1), as the players call them, translated when written.
VARIANT_NAMES = {
    "sochi": QT_TRANSLATE_NOOP("PulyaSheet", "Sochi"),
    "leningrad": QT_TRANSLATE_NOOP("PulyaSheet", "Leningrad"),
    "rostov": QT_TRANSLATE_NOOP("PulyaSheet", "Rostov"),
    "classic1971": QT_TRANSLATE_NOOP("PulyaSheet", "the 1971 classic"),
}

#: The pulya and the gora (P-SC-1), translated when written.
PULYA = QT_TRANSLATE_NOOP("PulyaSheet", "pulya")
MOUNTAIN = QT_TRANSLATE_NOOP("PulyaSheet", "mountain")


def word(source: str) -> str:
    """A word of the sheet (:data:`PULYA`, :data:`MOUNTAIN`) translated."""
    return QCoreApplication.translate("PulyaSheet", source)


def figure(value: Fraction) -> str:
    """A figure as the sheet writes it: an integer, else ``n/d``; minus as ``−``."""
    text = str(value.numerator) if value.denominator == 1 else str(value)
    return text.replace("-", "\u2212")


def struck(text: str) -> str:
    """``text`` crossed out in plain text (a stroke through each character)."""
    return "".join(char + "\u0336" for char in text)


def variant_name(preset: str) -> str:
    """A variant's name (:data:`VARIANT_NAMES`) translated."""
    return QCoreApplication.translate("PulyaSheet", VARIANT_NAMES[preset])


def pulya_title(sheet: PulyaSheet) -> str:
    """The sheet's title: the game, its variant (and whether the table changed any of its
    options) and the pulya it is played to."""
    preset, changed = nearest_variant(sheet.table.rules)
    variant = variant_name(preset)
    if changed:
        variant = QCoreApplication.translate("PulyaSheet", "%1 with agreed options").replace(
            "%1", variant
        )
    return (
        QCoreApplication.translate("PulyaSheet", "Preferans, %1: a pulya to %2")
        .replace("%1", variant)
        .replace("%2", str(sheet.table.target))
    )


def pulya_state(sheet: PulyaSheet) -> str:
    """The players, the deals written and whether the pulya is over (P-SET-6)."""
    # labels before the numbers: lupdate marks no plural forms in translate() calls
    counts = (
        QCoreApplication.translate("PulyaSheet", "players: %1, deals: %2")
        .replace("%1", str(sheet.table.players))
        .replace("%2", str(sheet.deals))
    )
    over = (
        QCoreApplication.translate("PulyaSheet", "the pulya is closed")
        if sheet.finished
        else QCoreApplication.translate("PulyaSheet", "the pulya is not finished")
    )
    return f"{counts}, {over}"


def whists_on(sheet: PulyaSheet, on: PrefSeat) -> str:
    """The heading of the whists written on the player at ``on``."""
    return QCoreApplication.translate("PulyaSheet", "whists on %1").replace("%1", sheet.name(on))


def settlement_heading(sheet: PulyaSheet) -> str:
    """The settlement's heading, with the price of a whist when it is in money too."""
    if sheet.price is None:
        return QCoreApplication.translate("PulyaSheet", "Settlement, in whists")
    return QCoreApplication.translate(
        "PulyaSheet", "Settlement, in whists and in money at %1 a whist"
    ).replace("%1", money(sheet.price))


def payments_heading(sheet: PulyaSheet) -> str:
    """The payments' heading: in whists, and in money when a price is agreed."""
    if sheet.price is None:
        return QCoreApplication.translate("PulyaSheet", "Who pays whom, in whists")
    return QCoreApplication.translate("PulyaSheet", "Who pays whom, in whists and in money")


def table_heading(sheet: PulyaSheet) -> tuple[str, ...]:
    """The settlement table's columns (the money's last, when a price is agreed)."""
    columns = (
        QCoreApplication.translate("PulyaSheet", "Player"),
        QCoreApplication.translate("PulyaSheet", "Pulya"),
        QCoreApplication.translate("PulyaSheet", "Mountain"),
        QCoreApplication.translate("PulyaSheet", "Exact"),
        QCoreApplication.translate("PulyaSheet", "Rounded"),
    )
    if sheet.price is None:
        return columns
    return (*columns, QCoreApplication.translate("PulyaSheet", "Money"))


def table_row(sheet: PulyaSheet, sector: Sector) -> tuple[str, ...]:
    """A player's line of the settlement table: his standing pulya and gora, his balance
    (and its money, P-SET-4)."""
    row = (
        sector.name,
        figure(_standing(sector.pulya)),
        figure(_standing(sector.gora)),
        _signed(sector.balance),
        _signed(Fraction(sector.rounded)),
    )
    cash = sheet.cash(sector.seat)
    return row if cash is None else (*row, ("+" if cash > 0 else "") + money(cash))


def payment_line(sheet: PulyaSheet, index: int) -> tuple[str, ...]:
    """Payment ``index``: ``payer → payee``, the whists (and the money, P-SET-4)."""
    paid = sheet.payments[index]
    line = f"{sheet.name(paid.payer)} \u2192 {sheet.name(paid.payee)}", figure(paid.whists)
    cash = sheet.money(paid.whists)
    return line if cash is None else (*line, money(cash))


def money(value: Fraction) -> str:
    """An exact sum of money with two decimals (halves away from zero) and the language's
    decimal separator; minus as ``−``."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    cents = exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    point = QCoreApplication.translate("PulyaSheet", ".", "the decimal separator of money")
    return str(cents).replace("-", "\u2212").replace(".", point)


def _standing(figures: tuple[Fraction, ...]) -> Fraction:
    return figures[-1] if figures else Fraction(0)


def _signed(value: Fraction) -> str:
    return ("+" if value > 0 else "") + figure(value)


def _run(figures: tuple[Fraction, ...]) -> str:
    """A run of figures, the earlier ones struck; a dash when nothing is written."""
    if not figures:
        return "\u2014"
    return " ".join([*(struck(figure(f)) for f in figures[:-1]), figure(figures[-1])])


def render_pulya_text(sheet: PulyaSheet) -> str:
    """The pulya sheet in monospace text, in the language installed; ends with a newline."""
    lines = [pulya_title(sheet), pulya_state(sheet), ""]
    for sector in sheet.sectors:
        places = [
            (word(PULYA), sector.pulya),
            (word(MOUNTAIN), sector.gora),
            *((whists_on(sheet, on), run) for on, run in sector.whists),
        ]
        width = max(len(label) for label, _ in places)
        lines.append(f"{sector.seat.value} \u2014 {sector.name}")
        lines.extend(f"  {label:<{width}}  {_run(run)}" for label, run in places)
        lines.append("")
    rows = [table_heading(sheet), *(table_row(sheet, s) for s in sheet.sectors)]
    widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]
    lines.append(settlement_heading(sheet))
    for row in rows:
        right = (c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True))
        cells = [row[0].ljust(widths[0]), *right]
        lines.append("  " + "  ".join(cells).rstrip())
    lines.extend(["", payments_heading(sheet)])
    paid = [payment_line(sheet, k) for k in range(len(sheet.payments))]
    columns = len(paid[0]) if paid else 0
    widths = [max(len(p[k]) for p in paid) for k in range(columns)]
    for p in paid:  # who and the whists to the left, the money to the right
        cells = [c.ljust(w) for c, w in zip(p[:2], widths, strict=False)]
        cells += [c.rjust(w) for c, w in zip(p[2:], widths[2:], strict=True)]
        lines.append("  " + "  ".join(cells).rstrip())
    return "\n".join(lines) + "\n"
