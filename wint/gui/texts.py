"""Words for the engine's codes: refusal reasons, sheet entries, calls and seats.

The engine returns codes only (architecture §1.5); this module is the one place that turns
them into text, through Qt's translation functions so that the Russian and English
catalogues cover them.  Strings are translated when asked for, never at import time.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject

from wint.ai.advice import AdviceReason
from wint.core.cards import Card, Rank
from wint.core.errors import Reason
from wint.core.names import MAX_NAME_LENGTH, NameFault, name_fault
from wint.core.seats import Seat
from wint.core.settlement import units
from wint.core.sheet import Transfer
from wint.games.vint.calls import BlindBid, Call, CallKind, Strain
from wint.games.vint.scoring import Entry, EntryKind
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP
from wint.session.model import AnySetup

__all__ = [
    "NBSP",
    "NB_HYPHEN",
    "Texts",
    "advice_text",
    "below_explanation",
    "call_text",
    "card_text",
    "dummy_text",
    "entry_explanation",
    "entry_label",
    "entry_text",
    "game_text",
    "named_player",
    "names_problem",
    "pad_fault_text",
    "pair_names",
    "player_name",
    "reason_rule",
    "reason_text",
    "seat_text",
    "strain_text",
]


# Binds a formula's figures and a dash to the word before them («9 × 30 = 270»).
NBSP = "\u00a0"
#: A hyphen a line is never broken at (Qt breaks at "-" whatever the white-space).
NB_HYPHEN = "\u2011"

# The rule each refusal cites, for the "why?" link.
_REASON_RULES = {
    Reason.NOT_YOUR_TURN: "V-PLAY-10",
    Reason.MUST_FOLLOW_SUIT: "V-PLAY-4",
    Reason.CARD_NOT_IN_HAND: "V-PLAY-10",
    Reason.BID_TOO_LOW: "V-BID-3",
    Reason.AUCTION_CLOSED: "V-BID-7",
    Reason.AUCTION_NOT_CLOSED: "V-BID-7",
    Reason.BIDDING_FORFEITED: "V-BID-8",
    Reason.QUESTION_NOT_ALLOWED: "V-BID-8",
    Reason.NO_QUESTION_PENDING: "V-BID-8",
    Reason.NOT_DECLARING_SIDE: "V-BID-8",
    Reason.NO_PLAY_EXPECTED: "V-PASS-1",
    Reason.DEALER_MUST_BID: "C-19",
    Reason.BAD_CLAIM: "V-PLAY-7",
    Reason.CARDS_TO_PASS: "§4.6",
    Reason.BLIND_BID_NOT_ALLOWED: "V-BID-12",
    Reason.ONLY_DEALER_DECLARES: "§4.3",
    Reason.UNEXPECTED_ACTION: "V-PLAY-10",
    Reason.NO_SUCH_REVOKE: "V-REV-4",
    Reason.CARD_REQUIRED: "V-REV-2",
    Reason.EXPOSED_CARD: "V-IRR-1",
    Reason.PLAY_INCOMPLETE: "V-PLAY-3",
    # Preferans's refusals cite the rules of its rulebook chapter (P-*).
    Reason.MUST_TRUMP: "P-PLAY-2",
    Reason.CONTRACT_TOO_LOW: "P-CON-2",
    Reason.BAD_DISCARD: "P-CON-1",
    Reason.MISERE_NOT_ALLOWED: "P-BID-5",
    Reason.BAD_WHIST: "P-WH-1",
    Reason.BAD_NOTATION: "",
}


def reason_rule(code: str) -> str:
    """The rule id a refusal cites ('' when none)."""
    try:
        return _REASON_RULES[Reason(code)]
    except ValueError:
        return ""


def reason_text(code: str) -> str:
    """Why an action was refused, in the user's language."""
    texts = {
        Reason.NOT_YOUR_TURN: QCoreApplication.translate("Texts", "It is not your turn."),
        Reason.MUST_FOLLOW_SUIT: QCoreApplication.translate(
            "Texts", "You must follow suit: you still hold a card of the suit led."
        ),
        Reason.CARD_NOT_IN_HAND: QCoreApplication.translate(
            "Texts", "That card is not in your hand."
        ),
        Reason.BID_TOO_LOW: QCoreApplication.translate(
            "Texts", "A bid must be higher than the last one."
        ),
        Reason.AUCTION_CLOSED: QCoreApplication.translate("Texts", "The auction is closed."),
        Reason.AUCTION_NOT_CLOSED: QCoreApplication.translate(
            "Texts", "The auction is not over yet."
        ),
        Reason.BIDDING_FORFEITED: QCoreApplication.translate(
            "Texts", "You asked «can we lead?»: you may only pass now."
        ),
        Reason.QUESTION_NOT_ALLOWED: QCoreApplication.translate(
            "Texts", "«Can we lead?» may be asked once, after two passes follow a bid."
        ),
        Reason.NO_QUESTION_PENDING: QCoreApplication.translate(
            "Texts", "Nobody has asked «can we lead?»."
        ),
        Reason.NOT_DECLARING_SIDE: QCoreApplication.translate(
            "Texts", "Only the side holding the highest bid invites the lead."
        ),
        Reason.NO_PLAY_EXPECTED: QCoreApplication.translate(
            "Texts", "All passed: this deal is not played."
        ),
        Reason.DEALER_MUST_BID: QCoreApplication.translate(
            "Texts", "The dealer must open the bidding."
        ),
        Reason.BAD_CLAIM: QCoreApplication.translate("Texts", "That claim is not possible."),
        Reason.ONLY_DEALER_DECLARES: QCoreApplication.translate(
            "Texts", "In Siberian whist only the dealer declares; his partner may raise once."
        ),
        Reason.BLIND_BID_NOT_ALLOWED: QCoreApplication.translate(
            "Texts", "A blind bid is made only as your first call, before you look."
        ),
        Reason.CARDS_TO_PASS: QCoreApplication.translate(
            "Texts", "The cards are being passed: choose the cards to give."
        ),
        Reason.UNEXPECTED_ACTION: QCoreApplication.translate("Texts", "Not now."),
        Reason.NO_SUCH_REVOKE: QCoreApplication.translate(
            "Texts", "The tricks show no such revoke."
        ),
        Reason.CARD_REQUIRED: QCoreApplication.translate(
            "Texts", "The opponents chose another card: play that one."
        ),
        Reason.EXPOSED_CARD: QCoreApplication.translate(
            "Texts", "An exposed card is played when the opponents call it."
        ),
        Reason.PLAY_INCOMPLETE: QCoreApplication.translate("Texts", "The play is not finished."),
        Reason.MUST_TRUMP: QCoreApplication.translate(
            "Texts", "You must trump: you hold no card of the suit led but you hold a trump."
        ),
        Reason.CONTRACT_TOO_LOW: QCoreApplication.translate(
            "Texts", "The contract may not be lower than your last bid."
        ),
        Reason.BAD_DISCARD: QCoreApplication.translate(
            "Texts", "Discard two of your twelve cards."
        ),
        Reason.MISERE_NOT_ALLOWED: QCoreApplication.translate(
            "Texts", "Misère may not be declared here."
        ),
        Reason.BAD_WHIST: QCoreApplication.translate(
            "Texts", "The rules do not allow that whisting decision here."
        ),
        Reason.BAD_NOTATION: QCoreApplication.translate("Texts", "That is not a call or a card."),
    }
    try:
        return texts[Reason(code)]
    except ValueError:
        return code


def player_name(setup: AnySetup, seat: Seat, turn: int = 0) -> str:
    """The name of the player who plays ``seat`` in turn ``turn`` (the rubber, or the deal
    when the dummy passes on every deal; a dummy's partner for a dummy): the one given,
    else the name of his own seat in the first rubber."""
    index = setup.seating_of(turn)[seat]
    return setup.players[index].name or seat_text(setup.home(index))


def named_player(setup: AnySetup, index: int) -> str:
    """The name of the player ``index``: the one given, else the name of the seat of his
    own in the first rubber he plays."""
    return setup.players[index].name or seat_text(setup.home(index))


def dummy_text() -> str:
    """The dummy (болван): the hand of an empty seat, played by its partner (W-VAR-2P,
    W-VAR-3P)."""
    return QCoreApplication.translate("Texts", "dummy")


def pair_names(setup: AnySetup, seats: tuple[Seat, Seat], turn: int = 0) -> str:
    """A side's players in turn ``turn``: «Anna – Vera», «Anna – dummy»."""
    dummies = setup.dummies_of(turn)
    return " – ".join(
        dummy_text() if seat in dummies else player_name(setup, seat, turn) for seat in seats
    )


def game_text(game_id: str) -> str:
    """A game's name: Vint, Whist, Preferans (its id when it has no words)."""
    names = {
        "vint": QCoreApplication.translate("Texts", "Vint"),
        "whist": QCoreApplication.translate("Texts", "Whist"),
        "preferans": QCoreApplication.translate("Texts", "Preferans"),
    }
    return names.get(game_id, game_id)


def seat_text(seat: Seat) -> str:
    """The seat's name: North, East, South, West."""
    return {
        Seat.N: QCoreApplication.translate("Texts", "North"),
        Seat.E: QCoreApplication.translate("Texts", "East"),
        Seat.S: QCoreApplication.translate("Texts", "South"),
        Seat.W: QCoreApplication.translate("Texts", "West"),
    }[seat]


_SYMBOLS = {Strain.S: "♠", Strain.C: "♣", Strain.D: "♦", Strain.H: "♥"}


def strain_text(strain: Strain) -> str:
    """A strain as shown in calls: a suit symbol, or NT."""
    if strain is Strain.NT:
        return QCoreApplication.translate("Texts", "NT")
    return _SYMBOLS[strain]


def call_text(call: Call) -> str:
    """A call as a player would say it: ``3♥``, ``2 NT``, Pass, «Can we lead?», «Lead!»."""
    if call.kind is CallKind.PASS:
        return QCoreApplication.translate("Texts", "Pass")
    if call.kind is CallKind.QUESTION:
        return QCoreApplication.translate("Texts", "Can we lead?")
    if call.kind is CallKind.INVITE:
        return QCoreApplication.translate("Texts", "Lead, please")
    strain = call.strain
    if strain is None:  # pragma: no cover - bids have a strain
        return call.code
    text = f"{call.level}{strain_text(strain)}"
    if isinstance(call, BlindBid):  # V-BID-12
        return text + " " + QCoreApplication.translate("Texts", "blind")
    return text


def card_text(card: Card) -> str:
    """A card in words for messages: ``10♥``, ``A♠`` (Т/К/Д/В in Russian)."""
    ranks = {
        Rank.ACE: QCoreApplication.translate("Texts", "A"),
        Rank.KING: QCoreApplication.translate("Texts", "K"),
        Rank.QUEEN: QCoreApplication.translate("Texts", "Q"),
        Rank.JACK: QCoreApplication.translate("Texts", "J"),
        Rank.TEN: "10",
    }
    rank = ranks.get(card.rank, card.rank.letter)
    return rank + "♠♣♦♥"[card.suit]


def entry_label(kind: EntryKind) -> str:
    """The short label of a sheet entry (V-SHEET-2): он., т., кор. …"""
    labels = {
        EntryKind.HONOURS: QCoreApplication.translate("Texts", "hon.", "sheet label"),
        EntryKind.ACES: QCoreApplication.translate("Texts", "aces", "sheet label"),
        EntryKind.CORONET: QCoreApplication.translate("Texts", "cor.", "sheet label"),
        EntryKind.PENALTY: QCoreApplication.translate("Texts", "pen.", "sheet label"),
        EntryKind.SLAM_BID: QCoreApplication.translate("Texts", "slam", "sheet label"),
        EntryKind.SLAM_TAKEN: QCoreApplication.translate("Texts", "slam", "sheet label"),
        EntryKind.GAME: QCoreApplication.translate("Texts", "game", "sheet label"),
        EntryKind.RUBBER: QCoreApplication.translate("Texts", "rub.", "sheet label"),
        EntryKind.CROSSES: "x",
        EntryKind.REVOKE_PENALTY: QCoreApplication.translate("Texts", "rev.", "sheet label"),
        EntryKind.REVOKE_EXCESS: "490+",
        EntryKind.RASPASOVKA: QCoreApplication.translate("Texts", "rasp.", "sheet label"),
    }
    return labels[kind]


def entry_text(kind: EntryKind) -> str:
    """What a sheet entry is for, in words."""
    texts = {
        EntryKind.HONOURS: QCoreApplication.translate("Texts", "honours and aces"),
        EntryKind.ACES: QCoreApplication.translate("Texts", "aces at no-trump"),
        EntryKind.CORONET: QCoreApplication.translate("Texts", "coronet"),
        EntryKind.PENALTY: QCoreApplication.translate("Texts", "undertricks"),
        EntryKind.SLAM_BID: QCoreApplication.translate("Texts", "declared slam"),
        EntryKind.SLAM_TAKEN: QCoreApplication.translate("Texts", "slam taken"),
        EntryKind.GAME: QCoreApplication.translate("Texts", "game"),
        EntryKind.RUBBER: QCoreApplication.translate("Texts", "rubber"),
        EntryKind.CROSSES: QCoreApplication.translate("Texts", "crosses"),
        EntryKind.REVOKE_PENALTY: QCoreApplication.translate("Texts", "revoke penalty"),
        EntryKind.REVOKE_EXCESS: QCoreApplication.translate("Texts", "excess over 490"),
        EntryKind.RASPASOVKA: QCoreApplication.translate("Texts", "raspasovka"),
    }
    return texts[kind]


def below_explanation(tricks: int, value: int, written: int) -> str:
    """A side's tricks below the line: «9 × 30 = 270», and the 490 cap when it bit."""
    text = f"{tricks}{NBSP}×{NBSP}{value}{NBSP}= {tricks * value}"
    if written != tricks * value:
        text += QCoreApplication.translate("Texts", ", %1 written (490 at most)").replace(
            "%1", str(written)
        )
    return text


# The arithmetic of an entry that counts units at a price (translated on lookup).
_PRICED = {
    EntryKind.HONOURS: QT_TRANSLATE_NOOP("Texts", "honour units: %1 × %2 = %3"),
    EntryKind.ACES: QT_TRANSLATE_NOOP("Texts", "aces at no-trump: %1 × %2 = %3"),
    EntryKind.PENALTY: QT_TRANSLATE_NOOP("Texts", "tricks short: %1 × %2 = %3"),
    EntryKind.REVOKE_PENALTY: QT_TRANSLATE_NOOP(
        "Texts", "tricks missing after a revoke: %1 × %2 = %3"
    ),
    EntryKind.RASPASOVKA: QT_TRANSLATE_NOOP(
        "Texts", "tricks fewer in the распасовка: %1 × %2 = %3"
    ),
}

# The rule of a side's revoke penalty when it revoked more than once in the deal, and its
# arithmetic.
_SEVERAL_REVOKES = "V-REV-10"
_AFTER_REVOKES = QT_TRANSLATE_NOOP(
    "Texts", "tricks missing after the side's revokes, moved in the order played: %1 × %2 = %3"
)


class Texts(QObject):
    """Texts that count something, in the plural form the number needs («1 trick», «2
    tricks»; «1 взятка», «2 взятки», «5 взяток»).  lupdate marks a plural only in
    ``self.tr`` inside a class, hence this class; its name is the catalogue's context."""

    def tricks(self, count: int) -> str:
        """«9 tricks»."""
        return self.tr("%n trick(s)", "", count)

    def aces(self, count: int) -> str:
        """«3 aces» (a coronet of aces)."""
        return self.tr("%n ace(s)", "", count)

    def crosses(self, count: int) -> str:
        """«2 crosses»."""
        return self.tr("%n cross(es)", "", count)

    def name_fault(self, fault: NameFault) -> str:
        """Why a name typed is no name (:func:`wint.core.names.name_fault`)."""
        if fault is NameFault.TOO_LONG:
            return self.tr("the name is longer than %n character(s)", "", MAX_NAME_LENGTH)
        return {
            NameFault.SURROGATE: self.tr("the name is not text (a lone surrogate)"),
            NameFault.UNPRINTABLE: self.tr("the name has a control or invisible character"),
            NameFault.SPACES: self.tr("the name begins or ends with a space"),
        }[fault]

    def accounts_in_units(self, unit: int) -> str:
        """The individual ledger's title, naming its unit of 10, 100 or 1000 points as
        players say it (V-SHEET-7: «в сотнях»)."""
        return {
            10: self.tr("Players' accounts, in tens of points"),
            100: self.tr("Players' accounts, in hundreds of points"),
            1000: self.tr("Players' accounts, in thousands of points"),
        }[unit]

    def revoke_transfer(self, transfer: Transfer, payer: str, payee: str, unit: int) -> str:
        """A line beside the players' ledger: what the revoker of an asked revoke owes his
        partner (V-REV-3, :mod:`wint.games.vint.liability`), «revoke, deal 3: Anna
        reimburses the partner (Boris) 60 points, 1 in the accounts (V-REV-3)»: in the
        ledger's ``unit`` too when it counts in units."""
        text = self.tr(
            "revoke, deal %1: %2 reimburses the partner (%3) %n point(s)", "", transfer.points
        )
        if unit != 1:
            text += self.tr(", %1 in the accounts").replace("%1", str(units(transfer.points, unit)))
        values = {"%1": str(transfer.deal), "%2": payer, "%3": payee}
        text = re.sub("%[123]", lambda match: values[match.group(0)], text)
        return f"{text} ({transfer.rule})"

    def coronet_run(self, length: int, points: str, doubled: bool) -> str:
        """A coronet in a suit, with its arithmetic (V-CORO-2)."""
        if doubled:
            text = self.tr(
                "coronet of %n card(s) from the ace: 500 × (%n − 2) × 2 (trumps or no-trump) = %1",
                "",
                length,
            )
        else:
            text = self.tr("coronet of %n card(s) from the ace: 500 × (%n − 2) = %1", "", length)
        return text.replace("%1", points)

    def coronet_of_aces(self, aces: int, points: str) -> str:
        """A coronet of three or four aces in one hand (V-CORO-3)."""
        return self.tr("coronet of %n ace(s) in one hand = %1", "", aces).replace("%1", points)

    def crosses_on_line(self, count: int, points: str) -> str:
        """The crosses a rubber ends with and what they are worth (V-PASS-2)."""
        return self.tr("%n cross(es) on the line, worth %1", "", count).replace("%1", points)


def entry_explanation(entry: Entry) -> str:
    """An entry with its arithmetic and rule, for the learner: «tricks short: 3 × 6000 =
    18000 (V-PEN-1)», «honour units: 6 × 600 = 3600 (V-HON-6)»."""
    count, unit, points = entry.count, entry.unit, str(entry.points)
    kind = entry.kind
    if count is not None and unit is not None:
        source = _PRICED[kind]
        if entry.rule == _SEVERAL_REVOKES:
            source = _AFTER_REVOKES
        template = QCoreApplication.translate("Texts", source)
        text = template.replace("%1", str(count)).replace("%2", str(unit)).replace("%3", points)
    elif kind is EntryKind.CORONET and entry.suit is not None and count is not None:
        text = Texts().coronet_run(count, points, entry.points == 1000 * (count - 2))
    elif kind is EntryKind.CORONET and count is not None:
        text = Texts().coronet_of_aces(count, points)
    elif kind is EntryKind.CROSSES and count is not None:
        text = Texts().crosses_on_line(count, points)
    elif kind is EntryKind.REVOKE_EXCESS:
        template = QCoreApplication.translate(
            "Texts", "below the line beyond 490: %1, written above it"
        )
        text = template.replace("%1", points)
    else:
        text = f"{entry_text(kind)} = {points}"
    return f"{text} ({entry.rule})"


# The words for a computer's reason (:class:`~wint.ai.advice.AdviceReason`), translated when asked.
_ADVICE: Final[dict[AdviceReason, str]] = {
    AdviceReason.ACES_FOR_NO_TRUMP: QT_TRANSLATE_NOOP("Texts", "shows three or four aces"),
    AdviceReason.TWO_ACES_NO_TRUMP: QT_TRANSLATE_NOOP("Texts", "shows two aces"),
    AdviceReason.SUPPORT_PARTNER: QT_TRANSLATE_NOOP("Texts", "supports partner's suit"),
    AdviceReason.BID_TO_FINISH_GAME: QT_TRANSLATE_NOOP("Texts", "bids to finish the game"),
    AdviceReason.STRONG_OPENING: QT_TRANSLATE_NOOP("Texts", "a strong hand: a jump at once"),
    AdviceReason.LONGEST_STRONGEST_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "names its longest, strongest suit"
    ),
    AdviceReason.CONTENT_INVITE_LEAD: QT_TRANSLATE_NOOP(
        "Texts", "content with the contract: invites the lead"
    ),
    AdviceReason.NO_FURTHER_BID_ASK: QT_TRANSLATE_NOOP(
        "Texts", "will not bid again: asks whether to lead"
    ),
    AdviceReason.NOT_ENOUGH_TRICKS: QT_TRANSLATE_NOOP("Texts", "not enough tricks to bid"),
    AdviceReason.ASKED_MAY_ONLY_PASS: QT_TRANSLATE_NOOP("Texts", "has asked: may only pass"),
    AdviceReason.SIDE_HANDS: QT_TRANSLATE_NOOP(
        "Texts", "bids for the side from both its hands, his own and the dummy's"
    ),
    AdviceReason.DRAW_TRUMPS: QT_TRANSLATE_NOOP("Texts", "draws trumps"),
    AdviceReason.CASH_WINNER: QT_TRANSLATE_NOOP("Texts", "cashes a sure trick"),
    AdviceReason.LEAD_TRUMPS: QT_TRANSLATE_NOOP("Texts", "leads trumps"),
    AdviceReason.TOP_OF_SEQUENCE: QT_TRANSLATE_NOOP("Texts", "top of a sequence"),
    AdviceReason.SMALL_FROM_LONG_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "a small card from the long suit"
    ),
    AdviceReason.PARTNER_WINS: QT_TRANSLATE_NOOP("Texts", "partner is winning: plays low"),
    AdviceReason.SECOND_HAND_LOW: QT_TRANSLATE_NOOP("Texts", "second hand low"),
    AdviceReason.WIN_CHEAPLY: QT_TRANSLATE_NOOP("Texts", "wins as cheaply as possible"),
    AdviceReason.CANNOT_WIN: QT_TRANSLATE_NOOP("Texts", "cannot win: discards the least"),
    AdviceReason.FINISH_GAME_LOW: QT_TRANSLATE_NOOP("Texts", "bids only what finishes the game"),
    AdviceReason.EIGHT_SURE_TRICKS: QT_TRANSLATE_NOOP(
        "Texts", "eight or nine sure tricks: «три» at once"
    ),
    AdviceReason.JUMP_WITH_SOLID_TRUMPS: QT_TRANSLATE_NOOP(
        "Texts", "a jump: six trumps headed by the ace and king"
    ),
    AdviceReason.MORE_HONOURS: QT_TRANSLATE_NOOP(
        "Texts", "of two equal suits, the one with more honours"
    ),
    AdviceReason.SLAM_SINGLETON_HONOUR: QT_TRANSLATE_NOOP(
        "Texts", "a slam: leads the singleton ace or king"
    ),
    AdviceReason.SLAM_CASH_FOR_PARTNER: QT_TRANSLATE_NOOP(
        "Texts", "a slam: cashes the suit partner showed void in"
    ),
    AdviceReason.ACE_THEN_QUEEN_OF_TRUMPS: QT_TRANSLATE_NOOP(
        "Texts", "partner jumped: the trump ace, then the queen"
    ),
    AdviceReason.SUPPORTER_LEADS_HIGH_TRUMP: QT_TRANSLATE_NOOP(
        "Texts", "supports with two or three trumps: the higher"
    ),
    AdviceReason.DRAW_TRUMPS_FOR_SIDE_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "draws trumps for its strong side suit"
    ),
    AdviceReason.TRUMPS_AGAINST_RUFFS: QT_TRANSLATE_NOOP(
        "Texts", "leads trumps so the opponents cannot ruff"
    ),
    AdviceReason.PARTNERS_DISCARDS_SHOW_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "partner's discards show his suit: its highest card"
    ),
    AdviceReason.SINGLETON_FOR_CROSS_RUFF: QT_TRANSLATE_NOOP(
        "Texts", "a singleton in partner's suit, for a cross-ruff"
    ),
    AdviceReason.LEAD_RHO_DISCARD_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "partner has nothing: the suit the right-hand opponent discards"
    ),
    AdviceReason.LEAD_FOR_PARTNERS_RUFF: QT_TRANSLATE_NOOP(
        "Texts", "partner is void: a card for him to ruff"
    ),
    AdviceReason.ACE_THEN_QUEEN_TO_PARTNERS_KING: QT_TRANSLATE_NOOP(
        "Texts", "partner showed the king: the ace, then the queen"
    ),
    AdviceReason.SMALL_UNDER_SHOWN_KING: QT_TRANSLATE_NOOP(
        "Texts", "a small card under the king shown in the bidding"
    ),
    AdviceReason.QUEEN_THROUGH_SHOWN_KING: QT_TRANSLATE_NOOP(
        "Texts", "the queen through the king shown in the bidding"
    ),
    AdviceReason.RUN_CORONET: QT_TRANSLATE_NOOP("Texts", "runs its coronet while everyone follows"),
    AdviceReason.NO_THIRTEENTH_CARD: QT_TRANSLATE_NOOP(
        "Texts", "trumps are still out: not the thirteenth card"
    ),
    AdviceReason.NOT_THEIR_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "not the opponents' suit, nor one they are both void in"
    ),
    AdviceReason.SWITCH_KEEP_ENTRY: QT_TRANSLATE_NOOP(
        "Texts", "an opponent discarded: switches, keeping an entry"
    ),
    AdviceReason.WAIT_WITH_ACE_QUEEN: QT_TRANSLATE_NOOP(
        "Texts", "waits with the ace and queen to be led through"
    ),
    AdviceReason.NOT_FROM_KING_DOUBLETON: QT_TRANSLATE_NOOP(
        "Texts", "never from a king with one small card"
    ),
    AdviceReason.NO_SINGLETON_LEAD: QT_TRANSLATE_NOOP("Texts", "avoids a singleton lead"),
    AdviceReason.NOT_PARTNERS_DISCARD: QT_TRANSLATE_NOOP("Texts", "not the suit partner discarded"),
    AdviceReason.QUEEN_FROM_ACE_KING_QUEEN: QT_TRANSLATE_NOOP(
        "Texts", "from the ace, king and queen: the queen first"
    ),
    AdviceReason.KING_FROM_ACE_KING: QT_TRANSLATE_NOOP(
        "Texts", "from the ace and king: the king first"
    ),
    AdviceReason.RETURN_PARTNERS_SUIT: QT_TRANSLATE_NOOP("Texts", "returns partner's suit"),
    AdviceReason.KING_FROM_KING_QUEEN: QT_TRANSLATE_NOOP(
        "Texts", "from the king and queen: the king"
    ),
    AdviceReason.SMALL_FROM_ACE: QT_TRANSLATE_NOOP("Texts", "a small card from the ace first"),
    AdviceReason.SMALL_FROM_KING: QT_TRANSLATE_NOOP("Texts", "a small card from the king"),
    AdviceReason.NO_RUFF_OF_THIRTEENTH: QT_TRANSLATE_NOOP(
        "Texts", "does not ruff a thirteenth card before the last hand"
    ),
    AdviceReason.LET_PARTNER_WIN: QT_TRANSLATE_NOOP(
        "Texts", "four trumps: lets partner's card win"
    ),
    AdviceReason.RUFF_WITH_SMALL_TRUMP: QT_TRANSLATE_NOOP("Texts", "ruffs with a small trump"),
    AdviceReason.DISCARD_TO_MAKE_VOID: QT_TRANSLATE_NOOP(
        "Texts", "discards a singleton to make a void"
    ),
    AdviceReason.KEEP_THE_SURE_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "keeps its one sure suit, discards another"
    ),
    AdviceReason.DISCARD_THE_THIRD_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "sure tricks in two suits: discards the third"
    ),
    AdviceReason.DISCARD_IN_TURN: QT_TRANSLATE_NOOP(
        "Texts", "no sure tricks: discards each suit in turn"
    ),
    AdviceReason.DUCK_PARTNERS_JACK: QT_TRANSLATE_NOOP(
        "Texts", "partner led the jack: plays small with the ace and queen"
    ),
    AdviceReason.THIRD_HAND_QUEEN: QT_TRANSLATE_NOOP(
        "Texts", "third hand with the ace and queen: the queen"
    ),
    AdviceReason.TRUMP_FINESSE_THIRD_HAND: QT_TRANSLATE_NOOP(
        "Texts", "third hand in trumps without support: finesses"
    ),
    AdviceReason.FINESSE_TEN_OVER_BIDDER: QT_TRANSLATE_NOOP(
        "Texts", "the ace, queen and ten in the bidder's suit: the ten"
    ),
    AdviceReason.FINESSE_JACK_SECOND_ROUND: QT_TRANSLATE_NOOP(
        "Texts", "the ace, jack and ten, second round: the jack"
    ),
    AdviceReason.FINESSE_TEN_AGAIN: QT_TRANSLATE_NOOP(
        "Texts", "the ace, jack and ten: finesses the ten again"
    ),
    AdviceReason.QUEEN_FROM_KING_QUEEN: QT_TRANSLATE_NOOP(
        "Texts", "the king and queen: plays the queen"
    ),
    AdviceReason.NO_FINESSE_IN_SLAM: QT_TRANSLATE_NOOP("Texts", "a slam: no finesse, plays high"),
    AdviceReason.NO_FINESSE_ABOVE_THREE: QT_TRANSLATE_NOOP(
        "Texts", "above «три»: no finesse, plays high"
    ),
    AdviceReason.NO_FINESSE_PARTNER_SUPPORTED: QT_TRANSLATE_NOOP(
        "Texts", "partner supported the trumps: no finesse"
    ),
    AdviceReason.BEST_EXPECTED_SCORE: QT_TRANSLATE_NOOP(
        "Texts", "the best expected score over the layouts it imagined"
    ),
    AdviceReason.BEGINNER_SLIP: QT_TRANSLATE_NOOP("Texts", "a beginner's slip"),
    AdviceReason.DEALER_MUST_DECLARE: QT_TRANSLATE_NOOP(
        "Texts", "the dealer must declare: his longest, strongest suit, as low as he may"
    ),
    AdviceReason.SIBERIAN_ONLY_PASS: QT_TRANSLATE_NOOP(
        "Texts", "in Siberian whist only the dealer declares and his partner raises once"
    ),
    AdviceReason.PASS_WEAKEST_CARD: QT_TRANSLATE_NOOP(
        "Texts", "passes its weakest card: a low one of a short suit, keeping the long suit"
    ),
    # Table-rules mode (V-REV, V-IRR).
    AdviceReason.NOT_BY_MISTAKE: QT_TRANSLATE_NOOP("Texts", "answers the partner's question"),
    AdviceReason.CLAIM_REVOKE: QT_TRANSLATE_NOOP("Texts", "claims a revoke the tricks prove"),
    AdviceReason.NO_REVOKE_TO_CLAIM: QT_TRANSLATE_NOOP(
        "Texts", "no revoke of the opponents the tricks prove"
    ),
    AdviceReason.OPPONENTS_CHOICE: QT_TRANSLATE_NOOP(
        "Texts", "the opponents' choice that costs the offending side most"
    ),
    # Whist's conventions (W-H).
    AdviceReason.PARTNER_WANTS_TRUMPS: QT_TRANSLATE_NOOP(
        "Texts", "partner led trumps: leads trumps, the highest"
    ),
    AdviceReason.KEEP_TRUMPS_FOR_RUFFING: QT_TRANSLATE_NOOP(
        "Texts", "does not lead trumps: keeps them for ruffing"
    ),
    AdviceReason.NOT_FROM_QUEEN_THIRD: QT_TRANSLATE_NOOP("Texts", "never from the queen third"),
    AdviceReason.SINGLETON_SHOWS_WEAKNESS: QT_TRANSLATE_NOOP(
        "Texts", "no ace, no king: the single queen or jack, showing weakness"
    ),
    AdviceReason.STRONG_SUIT_FIRST: QT_TRANSLATE_NOOP(
        "Texts", "its strong suit first, then partner's"
    ),
    AdviceReason.SECOND_HAND_QUEEN: QT_TRANSLATE_NOOP(
        "Texts", "second hand with the ace and queen: the queen"
    ),
    AdviceReason.THIRD_HAND_HIGH: QT_TRANSLATE_NOOP("Texts", "third hand high"),
    AdviceReason.TAKE_KING_WITH_ACE: QT_TRANSLATE_NOOP("Texts", "takes the king with the ace"),
    AdviceReason.DUCK_PARTNERS_KING: QT_TRANSLATE_NOOP(
        "Texts", "partner led the king: lets it pass, plays small"
    ),
    AdviceReason.DUCK_PARTNERS_QUEEN: QT_TRANSLATE_NOOP(
        "Texts", "partner led the queen early in the deal: plays small"
    ),
    AdviceReason.COVER_PARTNERS_QUEEN: QT_TRANSLATE_NOOP(
        "Texts", "late in the deal: covers partner's queen with the ace"
    ),
    AdviceReason.LOWEST_OF_SEQUENCE: QT_TRANSLATE_NOOP("Texts", "the lowest of a sequence"),
    AdviceReason.FIRST_DISCARD_WEAK_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "first discard: the lowest card of its weak suit"
    ),
    AdviceReason.BEST_PENALTY: QT_TRANSLATE_NOOP(
        "Texts", "the revoke penalty worth more to its side"
    ),
    # Preferans (P-BID, P-CON, P-WH, P-PLAY; the seed's estimates, B.12).
    AdviceReason.PREF_BID: QT_TRANSLATE_NOOP(
        "Texts", "bids no higher than the hand is worth with the talon's expectation"
    ),
    AdviceReason.PREF_HERE: QT_TRANSLATE_NOOP(
        "Texts", "the first hand holds the bid: «here», the hand is worth it"
    ),
    AdviceReason.PREF_MISERE: QT_TRANSLATE_NOOP(
        "Texts", "a misère: the ladder's holes are caught 80 % of the time at most"
    ),
    AdviceReason.PREF_PASS: QT_TRANSLATE_NOOP(
        "Texts", "the hand is not worth the next bid, even with the talon: pass"
    ),
    AdviceReason.PREF_DISCARD: QT_TRANSLATE_NOOP(
        "Texts", "discards two losers, never a sure trick, keeping the most to spare"
    ),
    AdviceReason.PREF_DISCARD_MISERE: QT_TRANSLATE_NOOP(
        "Texts", "discards the two cards that leave the fewest holes for the catchers"
    ),
    AdviceReason.PREF_CONTRACT: QT_TRANSLATE_NOOP(
        "Texts", "names the highest contract the hand expects to make"
    ),
    AdviceReason.PREF_CONTRACT_SHORT: QT_TRANSLATE_NOOP(
        "Texts", "no contract is sure: names the one that falls least short"
    ),
    AdviceReason.PREF_WHIST: QT_TRANSLATE_NOOP(
        "Texts", "whists: expects at least its share of the defence's obligation"
    ),
    AdviceReason.PREF_HALF_WHIST: QT_TRANSLATE_NOOP(
        "Texts", "half-whist: half the obligation's whists at no risk"
    ),
    AdviceReason.PREF_NO_WHIST: QT_TRANSLATE_NOOP(
        "Texts", "passes: expects less than its share of the obligation"
    ),
    AdviceReason.PREF_STALINGRAD: QT_TRANSLATE_NOOP(
        "Texts", "Stalingrad: six spades must be whisted by both"
    ),
    AdviceReason.PREF_OPEN: QT_TRANSLATE_NOOP(
        "Texts", "plays open: the two hands together take the obligation"
    ),
    AdviceReason.PREF_CLOSED: QT_TRANSLATE_NOOP(
        "Texts", "plays closed: expects the whole obligation alone"
    ),
    AdviceReason.PREF_THROUGH_DECLARER: QT_TRANSLATE_NOOP(
        "Texts", "leads through the declarer, who plays next"
    ),
    AdviceReason.PREF_SHORT_SUIT: QT_TRANSLATE_NOOP(
        "Texts", "leads its shortest side suit, for a ruff later"
    ),
    AdviceReason.PREF_FEWEST_TRICKS: QT_TRANSLATE_NOOP(
        "Texts", "takes as few tricks as it can: the highest card that still ducks"
    ),
    AdviceReason.PREF_CATCH_MISERE: QT_TRANSLATE_NOOP(
        "Texts", "catches the misère: leads where it has fewest escapes, ducks under its cards"
    ),
    AdviceReason.PREF_DOUBLE_DUMMY: QT_TRANSLATE_NOOP(
        "Texts", "with every hand in sight: the card that does best double dummy"
    ),
}


def advice_text(reason: AdviceReason) -> str:
    """What a computer's call or card means, from its reason code ('' when it has no words)."""
    source = _ADVICE.get(reason)
    return QCoreApplication.translate("Texts", source) if source is not None else ""


def pad_fault_text(code: str) -> str:
    """Why the score pad refuses a deal (:func:`wint.session.pad.deal_fault`), with its rule."""
    texts = {
        "tricks": QCoreApplication.translate("Texts", "Tricks are 0 to 13."),
        "tricks_ns": QCoreApplication.translate(
            "Texts", "In a распасовка write the tricks N–S took (V-PASS-4)."
        ),
        "passed_holdings": QCoreApplication.translate(
            "Texts", "Nobody played a deal that all passed: nothing else is written (V-PASS-1)."
        ),
        "captured": QCoreApplication.translate(
            "Texts",
            "Write the honours and aces won in tricks (honours counted as captured, V-HON-1).",
        ),
        "captured_honours": QCoreApplication.translate(
            "Texts", "The honours won in tricks must add up to 5."
        ),
        "captured_aces": QCoreApplication.translate(
            "Texts", "The aces won in tricks must add up to 4."
        ),
        "honours_sum": QCoreApplication.translate(
            "Texts", "There are 5 trump honours: the two sides' must add up to 5 (V-HON-1)."
        ),
        "aces_sum": QCoreApplication.translate(
            "Texts", "There are 4 aces: the two sides' must add up to 4 (V-HON-1)."
        ),
        "coronet_length": QCoreApplication.translate(
            "Texts", "A coronet is a run of 3 to 13 cards from the ace, or 3 or 4 aces (V-CORO-1)."
        ),
        "aces_coronet_twice": QCoreApplication.translate(
            "Texts", "One hand cannot hold two coronets of aces (V-CORO-1)."
        ),
        "aces_coronet_beyond": QCoreApplication.translate(
            "Texts", "A coronet of aces needs that many aces on its side (V-CORO-1)."
        ),
        "ace_twice": QCoreApplication.translate(
            "Texts", "Two runs from the ace of the same suit cannot both be dealt (V-CORO-1)."
        ),
        "run_honours": QCoreApplication.translate(
            "Texts", "A run in trumps needs as many honours on its side (V-CORO-1)."
        ),
        "runs_beyond": QCoreApplication.translate(
            "Texts", "A side has more runs from the ace than aces (V-CORO-1)."
        ),
        "revokes": QCoreApplication.translate(
            "Texts",
            "A player revokes at most once a trick and never in the last, holding the suit led "
            "(V-REV-1): 12 revokes each, 36 in a deal.",
        ),
    }
    return texts.get(code, code)


def names_problem(names: Mapping[Seat, str] | Mapping[str, str]) -> str:
    """What is wrong with the first of the names typed for each seat (or each player, by
    what the form calls him) that is no player's name («West: the name has a control or
    invisible character.»); '' when all are names."""
    for where, name in names.items():
        fault = name_fault(name)
        if fault is not None:
            return (
                QCoreApplication.translate("Texts", "%1: %2.")
                .replace("%1", seat_text(where) if isinstance(where, Seat) else where)
                .replace("%2", Texts().name_fault(fault))
            )
    return ""
