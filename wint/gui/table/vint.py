"""Vint's deal as the card table shows it: the last calls and the declarer on the plates,
the auction or the contract and each side's tricks in the contract's box; the score its
players read, and the rule each refusal cites.  With two or three players a dummy's plate
names its owner and says «dummy», and its hand is face up for its owner from the deal and for
everyone once exposed (§4.1, ``dummy_exposed``).

Its words keep the table's translation context ("TableScene"), where the catalogues have
them.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from wint.ai.advice import Situation
from wint.core.cards import Card, CardSet
from wint.core.errors import Reason
from wint.core.seats import Seat, Side
from wint.games.registry import game
from wint.games.vint.actions import Give
from wint.games.vint.calls import ALL_BIDS, INVITE, PASS, QUESTION, Call
from wint.games.vint.contract import Contract
from wint.games.vint.exchange import passing, talon
from wint.games.vint.ledger import Ledger
from wint.games.vint.state import DealState, Phase
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP
from wint.gui.table.deal import TableDeal
from wint.gui.texts import (
    call_text,
    card_text,
    dummy_text,
    player_name,
    reason_rule,
    seat_text,
    strain_text,
)
from wint.session.model import Session

__all__ = [
    "LAST_TRICKS",
    "REFUSAL_RULES",
    "RULES",
    "give_words",
    "unlooked",
    "vint_deal",
    "vint_situation",
]

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
    dummies = state.dummies.dummies
    led = bool(state.played)
    words = (
        QCoreApplication.translate("TableScene", "declarer"),
        *(call_text(call) for call in _STATUS_CALLS),
    )
    hands = {seat: state.hand(seat) for seat in seats}
    talon, talon_up = _talon(state, hands)
    due = passing(state)
    return TableDeal(
        seats=seats,
        names={seat: player_name(session.setup, seat, session.turn) for seat in seats},
        hands=hands,
        hand_size=max(13, *(len(state.dealt(seat)) for seat in seats)),
        dealer=state.dealer,
        to_act=state.to_act,
        actor=state.actor,
        is_over=state.is_over,
        playing=playing,
        legal=frozenset(a for a in state.legal_actions() if isinstance(a, Card))
        if playing
        else frozenset(),
        trick=state.current_trick,
        tricks=state.tricks,
        reviewable=state.reviewable_tricks(),
        teams={seat: seat.side for seat in seats},
        status=_dummy_statuses(_statuses(state), {d.seat for d in dummies}),
        statuses=(*words, *_dummy_words(words)) if dummies else words,
        banner=_banner(state, viewer),
        exposed=frozenset(d.seat for d in dummies if d.exposed(led=led) or d.partner is viewer),
        talon=talon.cards(),
        talon_up=talon_up,
        passing=0 if due is None else due[1],
        pass_to=None if due is None else due[0],
        revokes=table_rules,
        shown=shown,
        out_of_turn=table_rules and playing and not state.current_trick,
        dummies=frozenset(d.seat for d in dummies),
    )


def _dummy_statuses(statuses: dict[Seat, str], dummies: set[Seat]) -> dict[Seat, str]:
    """The plates' words with «dummy» on a dummy's (§4.1): «dummy · 1♠»."""
    dummy = dummy_text()
    shown = dict(statuses)
    for seat in dummies:
        word = shown.get(seat)
        shown[seat] = f"{dummy} · {word}" if word else dummy
    return shown


def _dummy_words(words: tuple[str, ...]) -> tuple[str, ...]:
    """Every word a dummy's plate may show."""
    dummy = dummy_text()
    return (dummy, *(f"{dummy} · {word}" for word in words))


def _talon(state: DealState, hands: dict[Seat, CardSet]) -> tuple[CardSet, bool]:
    """The talon of §4.4 lying in the middle: face down through the auction, face up once the
    declarer has taken it (its cards he has not passed yet lie there, not in his hand)."""
    cards, shown = talon(state)
    if not shown:
        return (cards if state.phase is Phase.AUCTION else CardSet()), False
    contract = state.contract
    if contract is None:  # pragma: no cover - the talon is shown to a declarer only
        return CardSet(), False
    held = cards & hands[contract.declarer]
    hands[contract.declarer] -= held
    return held, True


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
    if state.phase is Phase.EXCHANGE:
        return _passing_banner(state, contract)
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


def _passing_banner(state: DealState, contract: Contract | None) -> str:
    """The cards being passed (§4.4, §4.6): the contract (or the passing before the auction),
    then who gives how many cards to whom."""
    due = passing(state)
    giver = state.to_act
    if due is None or giver is None:  # pragma: no cover - the passing has a giver
        return ""
    receiver, count = due
    # the table's own words for a number of cards (its plate's, with their plural forms)
    cards = QCoreApplication.translate("TableScene", "%n card(s)", "", count)
    line = f"{seat_text(giver)} → {seat_text(receiver)}: {cards}"
    if contract is None:
        return QCoreApplication.translate("TableScene", "Cards for the dealer") + "\n" + line
    head = (
        QCoreApplication.translate("TableScene", "Contract: %1 by %2")
        .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
        .replace("%2", seat_text(contract.declarer))
    )
    return head + "\n" + QCoreApplication.translate("TableScene", "Talon") + ": " + line


def unlooked(session: Session, seat: Seat) -> bool:
    """V-BID-12: ``seat`` may still call blind, so his player need not have looked at his
    cards: blind bids are allowed and he has not called yet (his first call is due)."""
    state = session.state
    if not state.rules.allow_blind_bids or state.phase is not Phase.AUCTION:
        return False
    calls = state.calls()
    return len(calls) < 4 and all(caller is not seat for caller, _ in calls)


def give_words(action: object) -> str:
    """A card passed (§4.4, §4.6) in words; '' for any other action."""
    if not isinstance(action, Give):
        return ""
    return QCoreApplication.translate("TableScene", "give %1").replace("%1", card_text(action.card))


def vint_situation(ledger: Ledger) -> Situation:
    """The score the players read: the game's totals below the line and the games won in
    the rubber (V-PART)."""
    rubber = ledger.current
    if rubber is None or rubber.is_over:
        return Situation()
    games = (rubber.games_won.count(Side.NS), rubber.games_won.count(Side.EW))
    return Situation(rubber.running, games)
