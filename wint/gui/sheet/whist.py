"""Whist's words on the sheet, in the seed's words (оперы, коронка, шлем, ренонс, партия,
роббер, леве; S004): an entry's short label, its arithmetic and its explanation, and the
odd tricks noted below the line.  Loaded only when a Whist sheet is written
(:mod:`wint.gui.sheet.entries`), so Vint's window never loads Whist.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QObject

from wint.core.sheet import Note, SheetEntry, Transfer
from wint.games.whist.scoring import EntryKind
from wint.games.whist.sheet import Carried
from wint.gui.texts import Texts

__all__ = ["WhistTexts", "detail"]

_NO_TRUMP_ACES = "W-VAR-NT"  # the rule of Whist's honours at no trump: the aces


class WhistTexts(QObject):
    """Whist's words on the sheet; a class so that lupdate marks the plurals (its name is
    the catalogue's context)."""

    def label(self, entry: SheetEntry) -> str:
        """The short label of an entry above the line: оперы, коронка …"""
        if isinstance(entry, Carried):
            return self.tr("carried", "sheet label")
        if entry.rule == _NO_TRUMP_ACES:
            return self.tr("aces", "sheet label")
        labels = {
            EntryKind.HONOURS: self.tr("honours", "sheet label"),
            EntryKind.CORONET: self.tr("coronet", "sheet label"),
            EntryKind.SLAM: self.tr("slam", "sheet label"),
            EntryKind.REVOKE_PENALTY: self.tr("revoke", "sheet label"),
            EntryKind.REVOKE_EXCESS: "8+",
            EntryKind.GAME: self.tr("game", "sheet label"),
            EntryKind.RUBBER: self.tr("rubber", "sheet label"),
        }
        return labels[EntryKind(entry.kind)]

    def honours(self, count: int) -> str:
        """«4 honours» (held or won by a side, W-SC-2)."""
        return self.tr("%n honour(s)", "", count)

    def odd_tricks(self, count: int, note: Note | None) -> str:
        """The note beside a partiya's total below the line: the odd tricks (леве) the deal
        wrote there (W-SC-1), and the partiya and the rubber it won."""
        if note is Note.GAME:
            return self.tr("(%n odd trick(s), game)", "", count)
        if note is Note.GAME_AND_RUBBER:
            return self.tr("(%n odd trick(s), game, rubber)", "", count)
        return self.tr("(%n odd trick(s))", "", count)

    def transfer(self, transfer: Transfer, payer: str, payee: str) -> str:
        """A line beside the players' ledger: what the offender of an asked revoke owes his
        partner (W-IRR-4), «revoke, deal 5: Anna reimburses the partner (Boris) 5 points»."""
        text = self.tr(
            "revoke, deal %1: %2 reimburses the partner (%3) %n point(s)", "", transfer.points
        )
        if transfer.tricks:
            text += " " + self.tr("for %n trick(s) moved", "", transfer.tricks)
        values = {"1": str(transfer.deal), "2": payer, "3": payee}
        text = re.sub("%([123])", lambda match: values[match.group(1)], text)
        return f"{text} ({transfer.rule})"

    def explanation(self, entry: SheetEntry) -> str:
        """What an entry is for, with its arithmetic (without its rule)."""
        points, count = str(entry.points), entry.count
        if isinstance(entry, Carried):
            return self._carried(entry)
        kind = EntryKind(entry.kind)
        if kind is EntryKind.HONOURS and count is not None:
            if entry.rule == _NO_TRUMP_ACES:
                text = self.tr("%n ace(s) to the side at no-trump = %1", "", count)
            else:
                text = self.tr("%n honour(s) to the side = %1", "", count)
        elif kind is EntryKind.CORONET and count is not None:
            if _doubled(entry.points, count):
                text = self.tr(
                    "coronet of %n card(s) from the ace, doubled in trumps or at no-trump = %1",
                    "",
                    count,
                )
            else:
                text = self.tr("coronet of %n card(s) from the ace = %1", "", count)
        elif kind is EntryKind.SLAM:
            if entry.points == 20:
                text = self.tr("grand slam, 13 tricks = %1")
            else:
                text = self.tr("small slam, 12 tricks = %1")
        else:
            text = {
                EntryKind.REVOKE_PENALTY: self.tr("revoke penalty = %1"),
                EntryKind.REVOKE_EXCESS: self.tr(
                    "below the line beyond 8 after a revoke: %1, written above it"
                ),
                EntryKind.GAME: self.tr("game won = %1"),
                EntryKind.RUBBER: self.tr("rubber won = %1"),
            }[kind]
        return text.replace("%1", points)

    def _carried(self, entry: Carried) -> str:
        """The netting (W-SC-7): what the side keeps after the partiya, and why."""
        own, other = entry.totals
        if entry.points:
            text = self.tr("after game %1: %2 − %3 = %4 kept above the line")
        else:
            text = self.tr("after game %1: %2 against %3, nothing kept")
        return (
            text.replace("%1", str(entry.count))
            .replace("%2", str(own))
            .replace("%3", str(other))
            .replace("%4", str(entry.points))
        )


def _doubled(points: int, length: int) -> bool:
    """True when a Whist coronet of ``length`` cards scored double (trumps, no trump): the
    plain values are 5 × (n − 2), or 5 × (n − 1) from five cards in table R2 (W-SC-3)."""
    return points == 10 * (length - 2) or (length >= 5 and points == 10 * (length - 1))


def detail(entry: SheetEntry) -> str:
    """The arithmetic a printed sheet notes beside a Whist entry (not a coronet's run):
    «4 honours», «3 aces», «19 − 13»; '' when there is none."""
    if isinstance(entry, Carried):
        return f"{entry.totals[0]} − {entry.totals[1]}" if entry.points else ""
    if entry.kind is EntryKind.HONOURS and entry.count is not None:
        if entry.rule == _NO_TRUMP_ACES:
            return Texts().aces(entry.count)
        return WhistTexts().honours(entry.count)
    return ""
