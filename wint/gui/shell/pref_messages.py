"""The main window's words about a Preferans deal and pulya: the summary of a deal played
out (the contract and its tricks, or all-pass, then what each player writes into his pulya,
his gora and his whists, each with its arithmetic and its rule, P-SC), the pulya's end with
each player's balance (P-SET), and a claim's question and refusal (the declarer claims for
himself, a defender for both defenders, :mod:`wint.ai.preferans.claims`).

Their translation context is "PrefMessages" (a class, so that lupdate finds the plural
forms).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from wint.core.seats import Seat, Side
from wint.games.preferans.ledger import Entry
from wint.games.preferans.result import DealResult, PrefSeat
from wint.games.preferans.state import PrefState
from wint.games.preferans.why import Why
from wint.gui.sheet.pulya_explain import deal_explained
from wint.gui.table.pref_table import bid_text
from wint.gui.texts import player_name
from wint.session.model import AnySession
from wint.session.sheet import whole_sheet

if TYPE_CHECKING:
    from wint.ai.claims import ClaimVerdict  # the solver: not at start-up

__all__ = ["PrefMessages", "preferans_summary"]


class PrefMessages(QObject):
    """Preferans's messages, in the user's language."""

    def deal_summary(
        self, session: AnySession, result: DealResult, entries: list[Entry], reasons: list[Why]
    ) -> str:
        """The deal's head line, then each entry written on the sheet with its arithmetic and
        its rule (:func:`~wint.gui.sheet.pulya_explain.deal_explained`)."""
        setup, turn = session.setup, session.turn

        def name(seat: PrefSeat) -> str:
            return player_name(setup, seat.seat, turn)

        tricks = result.tricks or {}
        if result.allpass:
            taken = ", ".join(f"{name(seat)} {count}" for seat, count in tricks.items())
            head = self.tr("All pass: %1.").replace("%1", taken)
        else:
            assert result.contract is not None and result.declarer is not None
            declarer = name(result.declarer)
            head = (
                self.tr("%1, declarer %2")
                .replace("%1", bid_text(result.contract))
                .replace("%2", declarer)
                + ": "
            )
            if result.declarer in tricks:
                head += self.tr("%n trick(s).", "", tricks[result.declarer])
            else:
                head += self.tr("nobody whisted, the game is counted.")
        names = {
            seat: name(seat) for seat in {e.seat for e in entries} | {e.on for e in entries if e.on}
        }
        return "\n".join([head, *deal_explained(entries, reasons, names)])

    def pulya_end(self, session: AnySession) -> str:
        """The pulya is over: after how many deals, and each player's balance in whists."""
        setup, turn = session.setup, session.turn
        sheet = whole_sheet(session)
        balances = "  ".join(
            f"{player_name(setup, sector.seat.seat, turn)} {sector.rounded:+d}"
            for sector in sheet.sectors
        )
        played = len(session.finished)
        return (
            self.tr("The pulya is over after %n deal(s).", "", played)
            + "\n"
            + self.tr("Balance in whists: %1").replace("%1", balances)
        )

    def claim_question(self, state: PrefState, seat: Seat) -> str:
        """Game › Claim's question to ``seat``: the declarer's tricks, or the defenders'."""
        remaining = state.tricks_left
        if seat == state.declarer:
            return self.tr("How many of the %n remaining trick(s) will you take?", "", remaining)
        return self.tr(
            "How many of the %n remaining trick(s) will you and your partner take together?",
            "",
            remaining,
        )

    def claim_refused(self, verdict: ClaimVerdict, state: PrefState) -> str:
        """Why a claim is refused: the claimer's side takes ``verdict.value`` with best play
        by the others (fewer than claimed, or on a misère more)."""
        remaining = state.tricks_left
        if verdict.seat == state.declarer:
            text = self.tr(
                "With best play by the others you take %1 of the %n trick(s) left, not %2.",
                "",
                remaining,
            )
        else:
            text = self.tr(
                "With best play by the declarer you and your partner take %1 of the %n "
                "trick(s) left, not %2.",
                "",
                remaining,
            )
        return text.replace("%1", str(verdict.value)).replace("%2", str(verdict.tricks))


def preferans_summary(session: AnySession, ours: Side) -> tuple[str, str]:
    """The deal just played out (not yet on the sheet) in words, and the rule it cites
    (the scoring of a contract, or of an all-pass deal)."""
    result = session.state.result()
    pulya = session.ledger.add(result).rubbers[-1]
    text = PrefMessages().deal_summary(session, result, pulya.deals[-1], pulya.reasons[-1])
    return text, "P-RASP-1" if result.allpass else "P-SC-0"
