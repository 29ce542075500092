"""Vint's deal as the card table shows it: the last calls and the declarer on the plates,
the auction or the contract and each side's tricks in the contract's box; the score its
players read, and the rule each refusal cites.

Its words keep the table's translation context ("TableScene"), where the catalogues have
them.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from wint.ai.advice import Situation
from wint.core.cards import Card
from wint.core.errors import Reason
from wint.core.seats import Seat, Side
from wint.games.registry import game
from wint.games.vint.calls import ALL_BIDS, INVITE, PASS, QUESTION, Call
from wint.games.vint.ledger import Ledger
from wint.games.vint.state import DealState, Phase
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP
from wint.gui.table.deal import TableDeal
from wint.gui.texts import call_text, player_name, reason_rule, seat_text, strain_text
from wint.session.model import Session

__all__ = ["LAST_TRICKS", "REFUSAL_RULES", "RULES", "vint_deal", "vint_situation"]

_STATUS_CALLS = (*ALL_BIDS, PASS, QUESTION, INVITE)  # every call a plate may show
# The rule each refusal cites (the "why?" link).
REFUSAL_RULES: Final = {reason.value: reason_rule(reason.value) for reason in Reason}
# The View menu's words for looking at the quitted tricks (V-PLAY-8, C-18).
LAST_TRICKS: Final = QT_TRANSLATE_NOOP("MainWindow", "Show the last &trick")
# Help › Rules: the rulebook from the top, Vint's first.
RULES: Final = ("", QT_TRANSLATE_NOOP("MainWindow", "&Rules of Vint"))


def vint_deal(session: Session, viewer: Seat) -> TableDeal:
    """The deal of ``session`` as it stands, seen from ``viewer``'s side ("we")."""
    state = session.state
    seats = game("vint").seats
    playing = state.phase is Phase.PLAY and state.waiting is None
    table_rules = state.rules.allow_revokes  # V-PLAY-11
    shown: dict[Seat, tuple[Card, ...]] = {}
    for seat, card in state.exposed:  # V-IRR-1: face up at the owner's place
        shown[seat] = (*shown.get(seat, ()), card)
    return TableDeal(
        seats=seats,
        names={seat: player_name(session.setup, seat) for seat in seats},
        hands={seat: state.hand(seat) for seat in seats},
        hand_size=len(state.deal.hands[0]),
        dealer=state.dealer,
        to_act=state.to_act,
        actor=state.to_act,
        is_over=state.is_over,
        playing=playing,
        legal=frozenset(a for a in state.legal_actions() if isinstance(a, Card))
        if playing
        else frozenset(),
        trick=state.current_trick,
        tricks=state.tricks,
        reviewable=state.reviewable_tricks(),
        teams={seat: seat.side for seat in seats},
        status=_statuses(state),
        statuses=(
            QCoreApplication.translate("TableScene", "declarer"),
            *(call_text(call) for call in _STATUS_CALLS),
        ),
        banner=_banner(state, viewer),
        revokes=table_rules,
        shown=shown,
        out_of_turn=table_rules and playing and not state.current_trick,
    )


def _statuses(state: DealState) -> dict[Seat, str]:
    """Each seat's last call in the auction; the declarer's word once the auction is over."""
    if state.phase is Phase.AUCTION:
        return {seat: call_text(call) for seat, call in _last_calls(state).items()}
    contract = state.contract
    if contract is None:
        return {}
    return {contract.declarer: QCoreApplication.translate("TableScene", "declarer")}


def _last_calls(state: DealState) -> dict[Seat, Call]:
    last: dict[Seat, Call] = {}
    for seat, call in state.calls():
        last[seat] = call
    return last


def _banner(state: DealState, viewer: Seat) -> str:
    """The auction and its dealer, or the contract (a распасовка) and the tricks of each
    side, "we" being ``viewer``'s."""
    contract = state.contract
    ours = viewer.side
    if state.phase is Phase.AUCTION:
        return (
            QCoreApplication.translate("TableScene", "Auction")
            + " · "
            + QCoreApplication.translate("TableScene", "dealer: %1").replace(
                "%1", seat_text(state.dealer)
            )
        )
    if contract is None and state.phase is Phase.PASSED_OUT:
        return QCoreApplication.translate("TableScene", "All passed")
    tricks = (
        QCoreApplication.translate("TableScene", "Tricks: we %1 · they %2")
        .replace("%1", str(state.tricks_won(ours)))
        .replace("%2", str(state.tricks_won(ours.other)))
    )
    if contract is None:
        return QCoreApplication.translate("TableScene", "Raspasovka") + "\n" + tricks
    return (
        QCoreApplication.translate("TableScene", "Contract: %1 by %2")
        .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
        .replace("%2", seat_text(contract.declarer))
        + "\n"
        + tricks
    )


def vint_situation(ledger: Ledger) -> Situation:
    """The score the players read: the game's totals below the line and the games won in
    the rubber (V-PART)."""
    rubber = ledger.current
    if rubber is None or rubber.is_over:
        return Situation()
    games = (rubber.games_won.count(Side.NS), rubber.games_won.count(Side.EW))
    return Situation(rubber.running, games)
