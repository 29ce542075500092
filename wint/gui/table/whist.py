"""Whist's deal as the card table shows it: no auction, the dealer's turned card face up at
his place until it goes into his hand (W-DEAL-3, W-DEAL-4), trumps and each side's tricks in
the table's box, and the last two quitted tricks to look at (W-PLAY-5).  With two or three
players a dummy's plate says so under its partner's name, and its hand is face up for its
partner from the deal and for everyone once exposed (W-VAR-2P, W-VAR-3P).

Its words keep the table's translation context ("TableScene"), where the catalogues have
them.
"""

from __future__ import annotations

from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from wint.ai.advice import Situation
from wint.core.cards import Card
from wint.core.errors import Reason
from wint.core.seats import Seat, Side
from wint.games.whist.actions import PenaltyChoice
from wint.games.whist.result import Penalty
from wint.games.whist.state import DealState, Phase
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP
from wint.gui.table.deal import TableDeal
from wint.gui.texts import dummy_text, player_name, seat_text
from wint.session.model import AnySession

__all__ = ["LAST_TRICKS", "REFUSAL_RULES", "RULES", "action_words", "whist_deal", "whist_situation"]

# The rule each refusal cites (the "why?" link).
REFUSAL_RULES: Final = {
    Reason.NOT_YOUR_TURN.value: "W-PLAY-1",
    Reason.MUST_FOLLOW_SUIT.value: "W-PLAY-2",
    Reason.PLAY_INCOMPLETE.value: "W-IRR-3",
}
# The View menu's words for looking at the quitted tricks (W-PLAY-5).
LAST_TRICKS: Final = QT_TRANSLATE_NOOP("MainWindow", "Show the last two &tricks")
# Help › Rules: the rulebook's chapter on Whist.
RULES: Final = ("whist", QT_TRANSLATE_NOOP("MainWindow", "&Rules of Whist"))
_SUITS: Final = "♠♣♦♥"


def whist_deal(session: AnySession, viewer: Seat) -> TableDeal:
    """The deal of ``session`` as it stands, seen from ``viewer``'s side ("we")."""
    state: DealState = session.state
    seats = session.setup.game.seats
    turned = state.deal.turned
    apart = turned if state.turned_shown and turned in state.hand(state.dealer) else None
    dummies = state.dummies.dummies
    led = bool(state.played)
    dummy = dummy_text()
    return TableDeal(
        seats=seats,
        names={seat: player_name(session.setup, seat, session.turn) for seat in seats},
        hands={seat: state.hand(seat) for seat in seats},
        hand_size=len(state.deal.hand(state.dealer)),
        dealer=state.dealer,
        to_act=state.to_act,
        actor=state.actor,
        is_over=state.is_over,
        playing=state.phase is Phase.PLAY,
        legal=frozenset(a for a in state.legal_actions() if isinstance(a, Card)),
        trick=state.current_trick,
        tricks=state.tricks,
        reviewable=state.reviewable_tricks(),
        teams={seat: seat.side for seat in seats},
        status={d.seat: dummy for d in dummies},
        statuses=(dummy,) if dummies else (),
        banner=_banner(state, viewer),
        exposed=frozenset(d.seat for d in dummies if d.exposed(led=led) or d.partner is viewer),
        turned=apart,
        revokes=not state.rules.enforce_follow_suit,
    )


def _banner(state: DealState, viewer: Seat) -> str:
    """Trumps (or none) and the dealer, then the tricks of each side, "we" being
    ``viewer``'s."""
    trump = state.trump
    if trump is None:
        head = QCoreApplication.translate("TableScene", "No trumps")
    else:
        head = QCoreApplication.translate("TableScene", "Trumps: %1").replace("%1", _SUITS[trump])
    dealer = QCoreApplication.translate("TableScene", "dealer: %1").replace(
        "%1", seat_text(state.dealer)
    )
    ours = viewer.side
    tricks = (
        QCoreApplication.translate("TableScene", "Tricks: we %1 · they %2")
        .replace("%1", str(state.tricks_won(ours)))
        .replace("%2", str(state.tricks_won(ours.other)))
    )
    return f"{head} · {dealer}\n{tricks}"


def whist_situation(ledger: Any) -> Situation:
    """The score the players read: the partiya's totals below the line and the partii won
    in the rubber (W-SC-6, W-SC-8)."""
    rubber = ledger.current
    if rubber is None:
        return Situation()
    games = (rubber.games_won.count(Side.NS), rubber.games_won.count(Side.EW))
    return Situation(rubber.partiya, games)


def action_words(action: object) -> str:
    """A revoke's penalty chosen (W-IRR-3) in words; '' for any other action."""
    if not isinstance(action, PenaltyChoice):
        return ""
    if action.penalty is Penalty.POINTS:
        return QCoreApplication.translate("TableScene", "5 points above the line")
    return QCoreApplication.translate("TableScene", "three tricks from the offenders")
