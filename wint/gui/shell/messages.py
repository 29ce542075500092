"""The main window's messages about the game: a deal's summary, the end of a rubber and of
the session with each player's account, a refused claim, where a save stood, and why some
computer levels play as basic.

Their translation context is "Messages" (a class, so that lupdate finds the plural forms).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from wint.ai.levels import fallback_notice
from wint.core.cards import Card
from wint.core.seats import Side
from wint.games.vint.calls import Call
from wint.games.vint.ledger import ScoredDeal
from wint.gui.texts import (
    NBSP,
    Texts,
    below_explanation,
    call_text,
    card_text,
    entry_explanation,
    entry_label,
    named_player,
    pair_names,
    seat_text,
    strain_text,
)
from wint.session.model import AnySession, Session
from wint.session.sheet import rotates

if TYPE_CHECKING:
    from wint.ai.claims import ClaimVerdict  # the solver: not at start-up

__all__ = ["Messages", "settlement", "vint_summary"]


def settlement(session: AnySession) -> str:
    """Each player's account after the session's rubbers (V-SHEET-7, W-SC-10), in points:
    a player with a dummy takes both shares of his side (W-EX10)."""
    setup = session.setup
    players = range(len(setup.players))
    account = setup.account(session.ledger.rubbers)
    names = [named_player(setup, index) for index in players]
    return "  ".join(
        f"{name} {total:+d}" for name, total in zip(names, account.totals, strict=True)
    )


class Messages(QObject):
    """The window's messages, in the user's language."""

    def deal_summary(self, deal: ScoredDeal, ours: Side) -> str:
        """The deal's result: contract and tricks, then each new entry with its rule."""
        result = deal.result
        contract = result.contract
        if contract is None:
            head = self.tr("All passed.")
        else:
            outcome = (
                self.tr("made")
                if result.made
                else self.tr("down %1").replace("%1", str(result.undertricks))
            )
            head = (
                self.tr("%1 by %2: %3, %4.")
                .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
                .replace("%2", seat_text(contract.declarer))
                .replace("%3", Texts().tricks(result.declarer_tricks))
                .replace("%4", outcome)
            )
        lines = [head]
        tricks = deal.score.tricks
        if contract is not None and tricks is not None:
            value = contract.trick_value
            theirs = ours.other
            lines.append(
                self.tr("Below the line (V-SCORE-2): we %1, they %2")
                .replace("%1", below_explanation(tricks[ours], value, deal.below[ours]))
                .replace("%2", below_explanation(tricks[theirs], value, deal.below[theirs]))
            )
        lines += [
            f"{self._we_or_they(e.side, ours)}: {entry_label(e.kind)}{NBSP}— {entry_explanation(e)}"
            for e in deal.above
        ]
        return "\n".join(lines)

    def _we_or_they(self, side: Side, ours: Side) -> str:
        if side is ours:
            return self.tr("we")
        return self.tr("they")

    def rubber_end(self, session: AnySession, deal: object) -> str:
        """When ``deal`` ended a rubber: who won it by how much, and at the session's end its
        length and each player's account; '' when it did not."""
        if session.setup.game.id == "preferans":  # one pulya: its end
            from wint.gui.shell.pref_messages import PrefMessages  # only for Preferans

            return PrefMessages().pulya_end(session) if session.is_complete else ""
        rubber = next((r for r in session.ledger.rubbers if deal in r.deals), None)
        if rubber is None or not rubber.is_over or rubber.deals[-1] is not deal:
            return ""
        side, points = rubber.result()
        setup = session.setup
        if side is None:
            text = self.tr("The rubber is over: a draw.")
        else:
            winners = self._we_or_they(side, setup.our_side)
            if rotates(setup):  # the pair of that rubber by name (§4.2)
                winners = pair_names(setup, side.seats, session.ledger.rubbers.index(rubber))
            text = (
                self.tr("The rubber is over: %1 win by %2.")
                .replace("%1", winners)
                .replace("%2", self.tr("%n point(s)", "", points))
            )
        if session.is_complete:
            played = len(session.finished)
            text += "\n" + self.tr("The session is over after %n deal(s).", "", played)
            text += "\n" + settlement(session)
        return text

    def claim_refusal(
        self, verdict: ClaimVerdict, state: Any, line: bool = True, head: str = ""
    ) -> str:
        """Why a claim made in ``state`` (a deal of any game) is refused: what the best
        defence leaves (or ``head``, the game's own words for it), and the defeating line
        trick by trick unless ``line`` is false (several humans at one screen: it would show
        another human's cards)."""
        lines = [
            head
            or self.tr(
                "Against the best defence your side takes %1 of the %n trick(s) left, not %2.",
                "",
                verdict.remaining,
            )
            .replace("%1", str(verdict.value))
            .replace("%2", str(verdict.tricks))
        ]
        cards: list[str] = []
        for seat, card in verdict.line if line else ():
            cards.append(f"{seat_text(seat)} {card_text(card)}")
            state = state.apply(card, seat)
            if not state.current_trick:  # the card ended a trick
                number = str(len(state.tricks))
                trick = self.tr("Trick %1: ").replace("%1", number)
                lines.append(trick + ", ".join(cards))
                cards = []
        return "\n".join(lines)

    def save_point(self, session: AnySession) -> str:
        """Where the game stands, for a message about its file: "deal 3, East: 7♥"."""
        state, deal = session.state, str(session.number + 1)
        action, before = state.last_action, state.previous
        if action is None or before is None or before.to_act is None:
            return self.tr("deal %1, as dealt").replace("%1", deal)
        if isinstance(action, Card):
            done = card_text(action)
        elif isinstance(action, Call):
            done = call_text(action)
        elif session.setup.game.id == "preferans":  # its words: a call, the discard …
            from wint.gui.table.pref_table import action_text  # only for Preferans

            done = action_text(action, before)
        else:
            done = self.tr("the claim")
        return (
            self.tr("deal %1, %2: %3")
            .replace("%1", deal)
            .replace("%2", seat_text(before.to_act))
            .replace("%3", done)
        )

    def fallback_message(self, session: AnySession) -> str:
        """Why some computer levels of ``session`` play as basic here ('' when none does)."""
        levels = {c.level for c in session.setup.players if not c.human}
        if any(fallback_notice(level) for level in levels):
            return self.tr(
                "The strong and expert players need the double-dummy solver (endplay), which "
                "is not available for this Python: they play as basic.",
            )
        return ""


def vint_summary(session: Session, ours: Side) -> tuple[str, str]:
    """The deal just played out (not yet on the sheet) in words, and the rule it cites
    first."""
    preview = session.ledger.add(session.state.result()).deals()[-1]
    rule = preview.above[0].rule if preview.above else "V-SCORE-2"
    return Messages().deal_summary(preview, ours), rule
