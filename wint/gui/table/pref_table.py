"""Preferans's deal as the card table shows it, and its words (P-TAB … P-RASP): three active
seats (with four the dealer's plate, no hand, P-TAB-1), the prikup face down in the middle,
turned over at the declarer's place once he has won the auction and takes it (P-CON-1), the
discard of two chosen by clicks or dropped on the prikup's place, then a button (P-CON-1),
on an all-pass deal each prikup card turned as it leads its trick (P-RASP-2), the hands
laid open for all as the rules say (an open whist, a checked ten, the defenders of a
misère: P-WH-6, P-WH-7, P-PLAY-4), and in the table's box the contract, the declarer and
each player's tricks.  The calls, the contract, the whisting words and the choice of open
or closed play are said in words in the auction's dock (:mod:`wint.gui.auction.pref_box`).

Its words keep the translation context "Preferans".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication

from wint.core.cards import Card
from wint.core.errors import Reason
from wint.core.seats import Seat
from wint.games.preferans.actions import (
    Action,
    Call,
    Claim,
    Discard,
    Light,
    Name,
    Phase,
    WhistCall,
)
from wint.games.preferans.result import Contract, Strain, WhistWord
from wint.games.preferans.rules import RaspasPrikup
from wint.games.preferans.state import PrefState
from wint.games.preferans.tricks import PrefTrick
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP
from wint.gui.table.deal import TableDeal
from wint.gui.table.preferans import RULES
from wint.gui.texts import card_text, player_name
from wint.session.model import AnySession

__all__ = [
    "DISCARD",
    "LAST_TRICKS",
    "REFUSAL_RULES",
    "RULES",
    "action_text",
    "bid_text",
    "call_text",
    "pref_deal",
    "pref_give",
    "whist_text",
]

# The View menu's words for looking at the last quitted trick.
LAST_TRICKS: Final = QT_TRANSLATE_NOOP("MainWindow", "Show the last &trick")
# The button under the two cards the declarer chose to discard (P-CON-1).
DISCARD: Final = QT_TRANSLATE_NOOP("Preferans", "Discard")
# The word over the prikup's place where the declarer drops the cards he discards.
_DISCARD_PLACE: Final = QT_TRANSLATE_NOOP("Preferans", "The discard")
# The rule each refusal cites (the "why?" link).
REFUSAL_RULES: Final = {
    Reason.NOT_YOUR_TURN.value: "P-PLAY-1",
    Reason.MUST_FOLLOW_SUIT.value: "P-PLAY-2",
    Reason.MUST_TRUMP.value: "P-PLAY-2",
    Reason.CARD_NOT_IN_HAND.value: "P-PLAY-2",
    Reason.BID_TOO_LOW.value: "P-BID-2",
    Reason.MISERE_NOT_ALLOWED.value: "P-BID-5",
    Reason.CONTRACT_TOO_LOW.value: "P-CON-2",
    Reason.BAD_DISCARD.value: "P-CON-1",
    Reason.BAD_WHIST.value: "P-WH-1",
    Reason.AUCTION_CLOSED.value: "P-BID-4",
    Reason.AUCTION_NOT_CLOSED.value: "P-BID-4",
}
_SUITS: Final = {Strain.S: "♠", Strain.C: "♣", Strain.D: "♦", Strain.H: "♥"}
# The prikup lies in the middle face down until it is taken or leads (P-CON-1, P-RASP-2).
_PRIKUP_CARDS: Final = 2
# The declarer's hand with the prikup, before he discards: the room the table keeps for a
# hand all deal long, so that nothing moves when he takes it (P-CON-1).
_LONGEST_HAND: Final = 12


def bid_text(bid: Contract | None) -> str:
    """A bid or a contract in words: «7♥», «8 БК», «мизер»; ``None`` «пас»."""
    if bid is None:
        return QCoreApplication.translate("Preferans", "pass")
    if bid.strain is None:
        return QCoreApplication.translate("Preferans", "misère")
    if bid.strain is Strain.NT:
        return QCoreApplication.translate("Preferans", "%1 NT").replace("%1", str(bid.level))
    return f"{bid.level}{_SUITS[bid.strain]}"


def pref_give(cards: tuple[Card, ...]) -> tuple[Action, ...]:
    """P-CON-1: the declarer's two cards discarded, one action."""
    first, second = cards
    return (Discard((first, second)),)


def _high(calls: tuple[tuple[Seat, Call], ...]) -> Contract | None:
    """The highest bid among ``calls`` (the last one made)."""
    return next((call.bid for _, call in reversed(calls) if call.bid is not None), None)


def call_text(call: Call, before: tuple[tuple[Seat, Call], ...]) -> str:
    """A call in the auction after the calls ``before`` it: the bid, «пас», or «здесь»
    when it holds the highest bid (the senior hand, P-BID-7)."""
    if call.bid is not None and call.bid == _high(before):
        return QCoreApplication.translate("Preferans", "here")
    return bid_text(call.bid)


def whist_text(word: WhistWord) -> str:
    """A defender's word (P-WH): «вист», «пас», «полвиста»."""
    words = {
        WhistWord.WHIST: QT_TRANSLATE_NOOP("Preferans", "whist"),
        WhistWord.PASS: QT_TRANSLATE_NOOP("Preferans", "pass"),
        WhistWord.HALF: QT_TRANSLATE_NOOP("Preferans", "half-whist"),
    }
    return QCoreApplication.translate("Preferans", words[word])


def light_text(open_: bool) -> str:
    """The lone whister's choice (P-WH-6): open («в светлую») or closed («втёмную»)."""
    return (
        QCoreApplication.translate("Preferans", "open")
        if open_
        else QCoreApplication.translate("Preferans", "closed")
    )


def action_text(action: Action, state: PrefState) -> str:
    """An action other than a card, in words, as it is taken in ``state``."""
    if isinstance(action, Call):
        return call_text(action, state.calls)
    if isinstance(action, Name):
        return bid_text(action.contract)
    if isinstance(action, WhistCall):
        return whist_text(action.word)
    if isinstance(action, Light):
        return light_text(action.open)
    if isinstance(action, Discard):
        cards = " ".join(card_text(card) for card in action.cards)
        return QCoreApplication.translate("Preferans", "discard: %1").replace("%1", cards)
    if isinstance(action, Claim):  # the tricks of the side on turn
        tricks = str(action.tricks)
        return QCoreApplication.translate("Preferans", "claims %1").replace("%1", tricks)
    return card_text(action)


@dataclass(frozen=True, slots=True)
class _Trick:
    """A quitted trick as the table gathers it: the prikup card that led it too, won by
    the dealer when that card took it (P-MSU-4)."""

    trick: PrefTrick
    dealer: Seat

    @property
    def cards(self) -> tuple[Card, ...]:
        lead = (self.trick.lead,) if self.trick.lead is not None else ()
        return (*lead, *(card for _, card in self.trick.plays))

    @property
    def winner(self) -> Seat:
        return self.trick.winner if self.trick.winner is not None else self.dealer

    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        return self.trick.plays


def pref_deal(session: AnySession, viewer: Seat) -> TableDeal:
    """The deal of ``session`` as it stands, seen from ``viewer``'s seat (the declarer has
    the prikup in his hand; the others see it turned at his place)."""
    state: PrefState = session.state
    seats = session.setup.game.seats
    phase = state.phase
    talon, turned = _talon(state)
    dealer = state.dealer
    tricks = tuple(_Trick(trick, dealer) for trick in state.tricks)
    words = _statuses(state, seats)
    return TableDeal(
        seats=seats,
        names={seat: player_name(session.setup, seat, session.turn) for seat in seats},
        hands={seat: state.hand(seat) for seat in seats},
        hand_size=_LONGEST_HAND,
        dealer=dealer,
        to_act=state.to_act,
        actor=state.actor,
        is_over=state.is_over,
        playing=phase is Phase.PLAY,
        legal=frozenset(a for a in state.legal_actions() if isinstance(a, Card)),
        trick=state.current_trick,
        tricks=tricks,
        reviewable=tricks[-1:],
        teams={seat: int(seat) for seat in seats},
        status=words,
        statuses=_all_statuses(),
        banner=_banner(state, session),
        exposed=frozenset(state.exposed()),
        talon=talon,
        talon_up=state.is_over,
        talon_open=turned,
        shown=_prikup_shown(state, viewer),
        passing=2 if phase is Phase.DISCARD else 0,
        pass_words=QCoreApplication.translate("Preferans", DISCARD),
        drop_words=QCoreApplication.translate("Preferans", _DISCARD_PLACE),
        shown_at_end=not any(state.hand(seat) for seat in state.active),
    )


def _prikup_shown(state: PrefState, viewer: Seat) -> dict[Seat, tuple[Card, ...]]:
    """The prikup turned face up at the declarer's place while he discards (P-CON-1), for
    everyone but himself: he has it in his hand."""
    declarer = state.declarer
    if state.phase is not Phase.DISCARD or declarer is None or declarer is viewer:
        return {}
    return {declarer: state.deal.prikup}


def _talon(state: PrefState) -> tuple[tuple[Card, ...], frozenset[Card]]:
    """The prikup cards lying in the middle and those of them turned face up: both face
    down through the auction (P-BID); once a declarer takes them, none (P-CON-1); on an
    all-pass deal those still to lead a trick, the one leading now turned (P-RASP-2), or
    all of it when it is not used (turned at the end: ``talon_up``)."""
    prikup = state.deal.prikup
    if state.declarer is not None:
        return (), frozenset()
    if state.phase is Phase.AUCTION or state.rules.raspas_prikup is RaspasPrikup.IGNORED:
        return prikup, frozenset()
    left = prikup[min(len(state.tricks), _PRIKUP_CARDS) :]
    return left, frozenset(card for card in state.shown_prikup() if card in left)


def _statuses(state: PrefState, seats: tuple[Seat, ...]) -> dict[Seat, str]:
    """Each plate's word: the dealer sitting out with four; in the auction each player's
    last call; then the declarer's contract and the defenders' words."""
    words: dict[Seat, str] = {}
    if len(seats) > len(state.active):
        words[state.dealer] = QCoreApplication.translate("Preferans", "deals, sits out")
    if state.phase is Phase.AUCTION or state.declarer is None:
        for index, (seat, call) in enumerate(state.calls):
            words[seat] = call_text(call, state.calls[:index])
        return words
    contract = state.contract
    words[state.declarer] = (
        QCoreApplication.translate("Preferans", "declarer")
        if contract is None
        else QCoreApplication.translate("Preferans", "plays %1").replace("%1", bid_text(contract))
    )
    for seat, word in zip(state.defenders, state.whist, strict=False):
        words[seat] = whist_text(word)
    if len(state.whist) == 3:  # the first defender reclaimed the whist (P-WH-5)
        words[state.defenders[0]] = whist_text(state.whist[2])
    return words


def _all_statuses() -> tuple[str, ...]:
    """The longest words a plate may show, so that the plates keep one width."""
    return (
        QCoreApplication.translate("Preferans", "deals, sits out"),
        QCoreApplication.translate("Preferans", "plays %1").replace(
            "%1", bid_text(Contract(10, Strain.NT))
        ),
        QCoreApplication.translate("Preferans", "plays %1").replace(
            "%1", bid_text(Contract(0, None))
        ),
        whist_text(WhistWord.HALF),
        QCoreApplication.translate("Preferans", "here"),
    )


def _banner(state: PrefState, session: AnySession) -> str:
    """Where the deal stands: the auction and the dealer; the declarer taking the prikup;
    the contract and its declarer, or all-pass; then each player's tricks."""
    setup, turn = session.setup, session.turn
    dealer = QCoreApplication.translate("Preferans", "dealer: %1").replace(
        "%1", player_name(setup, state.dealer, turn)
    )
    if state.phase is Phase.AUCTION:
        head = QCoreApplication.translate("Preferans", "Auction")
        if state.minimum > 6:  # P-RASP-5
            head += " · " + QCoreApplication.translate("Preferans", "at least %1").replace(
                "%1", str(state.minimum)
            )
        return f"{head} · {dealer}"
    declarer = state.declarer
    if declarer is None:
        head = QCoreApplication.translate("Preferans", "All pass")
    elif state.contract is None:
        head = QCoreApplication.translate("Preferans", "%1 takes the prikup").replace(
            "%1", player_name(setup, declarer, turn)
        )
    else:
        head = (
            QCoreApplication.translate("Preferans", "%1, declarer %2")
            .replace("%1", bid_text(state.contract))
            .replace("%2", player_name(setup, declarer, turn))
        )
        if state.open:
            head += " · " + QCoreApplication.translate("Preferans", "open whist")
    if state.phase < Phase.PLAY and not state.is_over:
        return f"{head}\n{dealer}"
    won = " · ".join(f"{player_name(setup, seat, turn)} {state.won(seat)}" for seat in state.active)
    return f"{head}\n" + QCoreApplication.translate("Preferans", "Tricks: %1").replace("%1", won)
