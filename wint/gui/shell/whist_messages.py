"""The main window's words about a Whist deal and score: the summary of a deal played out,
each entry with its rule (W-SC), and the score in words for the score sheet's dock.

Their translation context is "WhistMessages" (a class, so that lupdate finds the plural
forms).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from wint.core.seats import Side
from wint.games.whist.ledger import ScoredDeal
from wint.games.whist.result import Penalty, Revoke
from wint.games.whist.scoring import Entry, EntryKind
from wint.gui.texts import NBSP, seat_text
from wint.session.model import AnySession

__all__ = ["WhistMessages", "whist_summary"]

_SUITS = "♠♣♦♥"


class WhistMessages(QObject):
    """Whist's messages, in the user's language."""

    def deal_summary(self, deal: ScoredDeal, ours: Side) -> str:
        """Trumps and each side's tricks, what is written below the line, then each entry
        above it with its rule, and the partiya's netting when the deal ended one."""
        result, score = deal.result, deal.score
        trumps = (
            self.tr("No trumps")
            if result.trump is None
            else self.tr("Trumps %1").replace("%1", _SUITS[result.trump])
        )
        if score.tricks is None:
            return trumps + ": " + self.tr("revokes on both sides: the deal is void (W-IRR-11).")
        theirs = ours.other
        lines = [
            self.tr("%1: we took %2, they %3.")
            .replace("%1", trumps)
            .replace("%2", self.tricks(score.tricks[ours]))
            .replace("%3", self.tricks(score.tricks[theirs]))
        ]
        lines += [self.revoke(revoke) for revoke in result.revokes]
        below = deal.below
        side = ours if below[ours] else theirs
        if below[side]:
            lines.append(
                self.tr("Odd tricks (W-SC-1): %1 %2, so %3 below the line.")
                .replace("%1", self._we_or_they(side, ours))
                .replace("%2", str(score.tricks[side] - 6))
                .replace("%3", str(below[side]))
            )
        else:
            lines.append(self.tr("Nothing below the line: no side took more than six (W-SC-1)."))
        lines += [
            f"{self._we_or_they(entry.side, ours)}: {self.entry(entry)} ({entry.rule})"
            for entry in deal.above
        ]
        if deal.game_won_by is not None and deal.carried is not None:
            won = (
                self.tr("We win the partiya.")
                if deal.game_won_by is ours
                else self.tr("They win the partiya.")
            )
            lines.append(
                won
                + " "
                + self.tr("Netted (W-SC-7): we keep %1, they %2.")
                .replace("%1", str(deal.carried[ours]))
                .replace("%2", str(deal.carried[theirs]))
            )
        return "\n".join(lines)

    def entry(self, entry: Entry) -> str:
        """An entry above the line in words, with its figure: «3 honours = 2»."""
        points = str(entry.points)
        count = entry.count or 0
        kind = entry.kind
        if kind is EntryKind.HONOURS:
            if entry.rule == "W-VAR-NT":
                text = self.tr("%n ace(s) (honours at no trumps)", "", count)
            else:
                text = self.tr("%n honour(s)", "", count)
        elif kind is EntryKind.CORONET and entry.suit is not None and entry.seat is not None:
            text = (
                self.tr("coronet of %n card(s) in %1 (%2)", "", count)
                .replace("%1", _SUITS[entry.suit])
                .replace("%2", seat_text(entry.seat))
            )
        elif kind is EntryKind.SLAM:
            text = self.tr("grand slam") if entry.points == 20 else self.tr("small slam")
        elif kind is EntryKind.REVOKE_PENALTY:
            text = self.tr("revoke penalty")
        elif kind is EntryKind.REVOKE_EXCESS:
            text = self.tr("below the line beyond 8, written above")
        elif kind is EntryKind.GAME:
            text = self.tr("the partiya")
        else:
            text = self.tr("the rubber")
        return f"{text}{NBSP}= {points}"

    def revoke(self, revoke: Revoke) -> str:
        """Who revoked and the penalty his opponents chose (W-IRR-1, W-IRR-3); with three
        tricks the tricks above are counted after the transfer."""
        if revoke.penalty is Penalty.POINTS:
            chosen = self.tr("5 points above the line")
        else:
            chosen = self.tr("three tricks to the other side")
        return (
            self.tr("%1 revoked (W-IRR-1); the penalty: %2 (W-IRR-3).")
            .replace("%1", seat_text(revoke.by))
            .replace("%2", chosen)
        )

    def tricks(self, count: int) -> str:
        """«8 tricks»."""
        return self.tr("%n trick(s)", "", count)

    def _we_or_they(self, side: Side, ours: Side) -> str:
        return self.tr("we") if side is ours else self.tr("they")


def whist_summary(session: AnySession, ours: Side) -> tuple[str, str]:
    """The deal just played out (not yet on the sheet) in words, and the rule it cites
    first."""
    state = session.state
    preview: ScoredDeal = session.ledger.add(state.result()).rubbers[-1].deals[-1]
    rule = preview.above[0].rule if preview.above else "W-SC-1"
    return WhistMessages().deal_summary(preview, ours), rule
