"""A sheet entry in words, any game's: its short label, the detail a printed sheet notes
beside it, and its explanation with the rule that wrote it ("why?").

Vint's words are :mod:`wint.gui.texts`'s; Whist's are :mod:`wint.gui.sheet.whist`'s, loaded
when a Whist entry is first written, so Vint's window never loads Whist (an entry that is
not Vint's is Whist's: the family has two games yet).  Only QtCore is needed (``wint sheet
--text``).
"""

from __future__ import annotations

from wint.core.cards import Card, Rank
from wint.core.sheet import Note, SheetEntry, Transfer
from wint.games.vint.scoring import Entry as VintEntry
from wint.games.vint.scoring import EntryKind as VintKind
from wint.gui.texts import Texts, card_text
from wint.gui.texts import entry_explanation as vint_explanation
from wint.gui.texts import entry_label as vint_label

__all__ = ["entry_detail", "entry_explanation", "entry_label", "odd_tricks_note", "transfer_text"]


def entry_label(entry: SheetEntry) -> str:
    """The short label of ``entry``, any game's (V-SHEET-2): он., кор. …; оперы …"""
    if isinstance(entry, VintEntry):
        return vint_label(entry.kind)
    from wint.gui.sheet.whist import WhistTexts

    return WhistTexts().label(entry)


def entry_explanation(entry: SheetEntry) -> str:
    """``entry`` with its arithmetic and rule, for the learner: «honour units: 6 × 600 =
    3600 (V-HON-6)», «3 опера у пары = 2 (W-SC-2)»."""
    if isinstance(entry, VintEntry):
        return vint_explanation(entry)
    from wint.gui.sheet.whist import WhistTexts

    return f"{WhistTexts().explanation(entry)} ({entry.rule})"


def entry_detail(entry: SheetEntry) -> str:
    """The arithmetic a printed sheet notes beside an entry: 6×300, ♣AKQ, 3 aces, 1 cross;
    4 honours, 19 − 13 ('' when there is none)."""
    count = entry.count
    # a coronet in a suit, either game's (their kinds' values are equal): its run of cards
    if entry.kind == VintKind.CORONET and entry.suit is not None and count is not None:
        ranks = [Rank(Rank.ACE - k) for k in range(min(count, 13))]
        return "♠♣♦♥"[entry.suit] + "".join(card_text(Card(entry.suit, r))[:-1] for r in ranks)
    if not isinstance(entry, VintEntry):
        from wint.gui.sheet.whist import detail

        return detail(entry)
    if count is None:
        return ""
    if entry.kind is VintKind.CROSSES:
        return Texts().crosses(count)
    if entry.kind is VintKind.CORONET:  # three or four aces: «3 туза», «4 туза»
        return Texts().aces(count)
    return f"{count}×{entry.unit}" if entry.unit is not None else ""


def odd_tricks_note(count: int, note: Note | None) -> str:
    """The note beside a Whist partiya's total below the line: the odd tricks (леве) the
    deal wrote there, 2 a trick (W-SC-1), and the partiya and rubber it won."""
    from wint.gui.sheet.whist import WhistTexts

    return WhistTexts().odd_tricks(count, note)


def transfer_text(transfer: Transfer, payer: str, payee: str, unit: int = 1) -> str:
    """A line beside the players' ledger: what the offender of an asked revoke owes his
    partner, named ``payer`` and ``payee``, Vint's (V-REV-3, in the ledger's ``unit`` too)
    or Whist's (W-IRR-4)."""
    if transfer.rule.startswith("V-"):
        return Texts().revoke_transfer(transfer, payer, payee, unit)
    from wint.gui.sheet.whist import WhistTexts

    return WhistTexts().transfer(transfer, payer, payee)
