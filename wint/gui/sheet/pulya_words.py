"""The words of the pulya sheet (пулька, P-SC-1, P-SET) in the language installed, and the
sheet as plain text (``wint sheet --text`` on a Preferans record).

Written with QtCore's translator alone: the text needs no display and no GUI application.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from wint.games.preferans.result import PrefSeat
from wint.games.preferans.sheet import PulyaSheet, Sector
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "MOUNTAIN",
    "PULYA",
    "figure",
    "payment_line",
    "payments_heading",
    "pulya_state",
    "pulya_title",
    "render_pulya_text",
    "settlement_heading",
    "struck",
    "table_heading",
    "table_row",
    "whists_on",
    "word",
]


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


def pulya_title(sheet: PulyaSheet) -> str:
    """The sheet's title: the game and the pulya it is played to."""
    return QCoreApplication.translate("PulyaSheet", "Preferans: a pulya to %1").replace(
        "%1", str(sheet.table.target)
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


def settlement_heading() -> str:
    return QCoreApplication.translate("PulyaSheet", "Settlement, in whists")


def payments_heading() -> str:
    return QCoreApplication.translate("PulyaSheet", "Who pays whom, in whists")


def table_heading() -> tuple[str, ...]:
    """The settlement table's columns."""
    return (
        QCoreApplication.translate("PulyaSheet", "Player"),
        QCoreApplication.translate("PulyaSheet", "Pulya"),
        QCoreApplication.translate("PulyaSheet", "Mountain"),
        QCoreApplication.translate("PulyaSheet", "Exact"),
        QCoreApplication.translate("PulyaSheet", "Rounded"),
    )


def table_row(sector: Sector) -> tuple[str, ...]:
    """A player's line of the settlement table: his standing pulya and gora, his balance."""
    return (
        sector.name,
        figure(_standing(sector.pulya)),
        figure(_standing(sector.gora)),
        _signed(sector.balance),
        _signed(Fraction(sector.rounded)),
    )


def payment_line(sheet: PulyaSheet, index: int) -> tuple[str, str]:
    """Payment ``index``: ``payer → payee`` and the whists."""
    paid = sheet.payments[index]
    return f"{sheet.name(paid.payer)} \u2192 {sheet.name(paid.payee)}", figure(paid.whists)


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
    rows = [table_heading(), *(table_row(s) for s in sheet.sectors)]
    widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]
    lines.append(settlement_heading())
    for row in rows:
        right = (c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True))
        cells = [row[0].ljust(widths[0]), *right]
        lines.append("  " + "  ".join(cells).rstrip())
    lines.extend(["", payments_heading()])
    paid = [payment_line(sheet, k) for k in range(len(sheet.payments))]
    who = max((len(p[0]) for p in paid), default=0)
    lines.extend(f"  {p[0]:<{who}}  {p[1]}" for p in paid)
    return "\n".join(lines) + "\n"
