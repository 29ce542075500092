"""Words for the engine's codes: refusal reasons, sheet entries, calls and seats.

The engine returns codes only (architecture §1.5); this module is the one place that turns
them into text, through Qt's translation functions so that the Russian and English
catalogues cover them.  Strings are translated when asked for, never at import time.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QObject

from wint.core.cards import Card, Rank
from wint.core.errors import Reason
from wint.core.names import MAX_NAME_LENGTH, NameFault, name_fault
from wint.core.seats import Seat
from wint.games.vint.calls import Call, CallKind, Strain
from wint.games.vint.scoring import Entry, EntryKind
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP
from wint.session.model import SessionSetup

__all__ = [
    "NBSP",
    "Texts",
    "advice_text",
    "below_explanation",
    "call_text",
    "card_text",
    "entry_explanation",
    "entry_label",
    "entry_text",
    "names_problem",
    "pad_fault_text",
    "player_name",
    "reason_rule",
    "reason_text",
    "seat_text",
    "strain_text",
]


# Binds a formula's figures and a dash to the word before them («9 × 30 = 270»).
NBSP = "\u00a0"

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
    Reason.PLAY_INCOMPLETE: "V-PLAY-3",
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
        Reason.PLAY_INCOMPLETE: QCoreApplication.translate("Texts", "The play is not finished."),
        Reason.BAD_NOTATION: QCoreApplication.translate("Texts", "That is not a call or a card."),
    }
    try:
        return texts[Reason(code)]
    except ValueError:
        return code


def player_name(setup: SessionSetup, seat: Seat) -> str:
    """The name of the player in ``seat``: the one given, else the seat's name."""
    return setup.seats[seat].name or seat_text(seat)


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
    return f"{call.level}{strain_text(strain)}"


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
        """The individual ledger's title when it counts in units of ``unit`` points."""
        return self.tr("Players' accounts, in units of %n point(s)", "", unit)

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
        template = QCoreApplication.translate("Texts", _PRICED[kind])
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


def advice_text(reason: str) -> str:
    """What a computer's call or card means, from its reason code ('' when unknown)."""
    texts = {
        "aces_for_no_trump": QCoreApplication.translate("Texts", "shows three or four aces"),
        "two_aces_no_trump": QCoreApplication.translate("Texts", "shows two aces"),
        "support_partner": QCoreApplication.translate("Texts", "supports partner's suit"),
        "bid_to_finish_game": QCoreApplication.translate("Texts", "bids to finish the game"),
        "strong_opening": QCoreApplication.translate("Texts", "a strong hand: a jump at once"),
        "longest_strongest_suit": QCoreApplication.translate(
            "Texts", "names its longest, strongest suit"
        ),
        "content_invite_lead": QCoreApplication.translate(
            "Texts", "content with the contract: invites the lead"
        ),
        "no_further_bid_ask": QCoreApplication.translate(
            "Texts", "will not bid again: asks whether to lead"
        ),
        "not_enough_tricks": QCoreApplication.translate("Texts", "not enough tricks to bid"),
        "asked_may_only_pass": QCoreApplication.translate("Texts", "has asked: may only pass"),
        "draw_trumps": QCoreApplication.translate("Texts", "draws trumps"),
        "cash_winner": QCoreApplication.translate("Texts", "cashes a sure trick"),
        "lead_trumps": QCoreApplication.translate("Texts", "leads trumps"),
        "top_of_sequence": QCoreApplication.translate("Texts", "top of a sequence"),
        "small_from_long_suit": QCoreApplication.translate(
            "Texts", "a small card from the long suit"
        ),
        "partner_wins": QCoreApplication.translate("Texts", "partner is winning: plays low"),
        "second_hand_low": QCoreApplication.translate("Texts", "second hand low"),
        "win_cheaply": QCoreApplication.translate("Texts", "wins as cheaply as possible"),
        "cannot_win": QCoreApplication.translate("Texts", "cannot win: discards the least"),
        "finish_game_low": QCoreApplication.translate("Texts", "bids only what finishes the game"),
        "eight_sure_tricks": QCoreApplication.translate(
            "Texts", "eight or nine sure tricks: «три» at once"
        ),
        "jump_with_solid_trumps": QCoreApplication.translate(
            "Texts", "a jump: six trumps headed by the ace and king"
        ),
        "more_honours": QCoreApplication.translate(
            "Texts", "of two equal suits, the one with more honours"
        ),
        "slam_singleton_honour": QCoreApplication.translate(
            "Texts", "a slam: leads the singleton ace or king"
        ),
        "slam_cash_for_partner": QCoreApplication.translate(
            "Texts", "a slam: cashes the suit partner showed void in"
        ),
        "ace_then_queen_of_trumps": QCoreApplication.translate(
            "Texts", "partner jumped: the trump ace, then the queen"
        ),
        "supporter_leads_high_trump": QCoreApplication.translate(
            "Texts", "supports with two or three trumps: the higher"
        ),
        "draw_trumps_for_side_suit": QCoreApplication.translate(
            "Texts", "draws trumps for its strong side suit"
        ),
        "trumps_against_ruffs": QCoreApplication.translate(
            "Texts", "leads trumps so the opponents cannot ruff"
        ),
        "partners_discards_show_suit": QCoreApplication.translate(
            "Texts", "partner's discards show his suit: its highest card"
        ),
        "singleton_for_cross_ruff": QCoreApplication.translate(
            "Texts", "a singleton in partner's suit, for a cross-ruff"
        ),
        "lead_rho_discard_suit": QCoreApplication.translate(
            "Texts", "partner has nothing: the suit the right-hand opponent discards"
        ),
        "lead_for_partners_ruff": QCoreApplication.translate(
            "Texts", "partner is void: a card for him to ruff"
        ),
        "ace_then_queen_to_partners_king": QCoreApplication.translate(
            "Texts", "partner showed the king: the ace, then the queen"
        ),
        "small_under_shown_king": QCoreApplication.translate(
            "Texts", "a small card under the king shown in the bidding"
        ),
        "queen_through_shown_king": QCoreApplication.translate(
            "Texts", "the queen through the king shown in the bidding"
        ),
        "run_coronet": QCoreApplication.translate(
            "Texts", "runs its coronet while everyone follows"
        ),
        "no_thirteenth_card": QCoreApplication.translate(
            "Texts", "trumps are still out: not the thirteenth card"
        ),
        "not_their_suit": QCoreApplication.translate(
            "Texts", "not the opponents' suit, nor one they are both void in"
        ),
        "switch_keep_entry": QCoreApplication.translate(
            "Texts", "an opponent discarded: switches, keeping an entry"
        ),
        "wait_with_ace_queen": QCoreApplication.translate(
            "Texts", "waits with the ace and queen to be led through"
        ),
        "not_from_king_doubleton": QCoreApplication.translate(
            "Texts", "never from a king with one small card"
        ),
        "no_singleton_lead": QCoreApplication.translate("Texts", "avoids a singleton lead"),
        "not_partners_discard": QCoreApplication.translate(
            "Texts", "not the suit partner discarded"
        ),
        "queen_from_ace_king_queen": QCoreApplication.translate(
            "Texts", "from the ace, king and queen: the queen first"
        ),
        "king_from_ace_king": QCoreApplication.translate(
            "Texts", "from the ace and king: the king first"
        ),
        "return_partners_suit": QCoreApplication.translate("Texts", "returns partner's suit"),
        "king_from_king_queen": QCoreApplication.translate(
            "Texts", "from the king and queen: the king"
        ),
        "small_from_ace": QCoreApplication.translate("Texts", "a small card from the ace first"),
        "small_from_king": QCoreApplication.translate("Texts", "a small card from the king"),
        "no_ruff_of_thirteenth": QCoreApplication.translate(
            "Texts", "does not ruff a thirteenth card before the last hand"
        ),
        "let_partner_win": QCoreApplication.translate(
            "Texts", "four trumps: lets partner's card win"
        ),
        "ruff_with_small_trump": QCoreApplication.translate("Texts", "ruffs with a small trump"),
        "discard_to_make_void": QCoreApplication.translate(
            "Texts", "discards a singleton to make a void"
        ),
        "keep_the_sure_suit": QCoreApplication.translate(
            "Texts", "keeps its one sure suit, discards another"
        ),
        "discard_the_third_suit": QCoreApplication.translate(
            "Texts", "sure tricks in two suits: discards the third"
        ),
        "discard_in_turn": QCoreApplication.translate(
            "Texts", "no sure tricks: discards each suit in turn"
        ),
        "duck_partners_jack": QCoreApplication.translate(
            "Texts", "partner led the jack: plays small with the ace and queen"
        ),
        "third_hand_queen": QCoreApplication.translate(
            "Texts", "third hand with the ace and queen: the queen"
        ),
        "trump_finesse_third_hand": QCoreApplication.translate(
            "Texts", "third hand in trumps without support: finesses"
        ),
        "finesse_ten_over_bidder": QCoreApplication.translate(
            "Texts", "the ace, queen and ten in the bidder's suit: the ten"
        ),
        "finesse_jack_second_round": QCoreApplication.translate(
            "Texts", "the ace, jack and ten, second round: the jack"
        ),
        "finesse_ten_again": QCoreApplication.translate(
            "Texts", "the ace, jack and ten: finesses the ten again"
        ),
        "queen_from_king_queen": QCoreApplication.translate(
            "Texts", "the king and queen: plays the queen"
        ),
        "no_finesse_in_slam": QCoreApplication.translate("Texts", "a slam: no finesse, plays high"),
        "no_finesse_above_three": QCoreApplication.translate(
            "Texts", "above «три»: no finesse, plays high"
        ),
        "no_finesse_partner_supported": QCoreApplication.translate(
            "Texts", "partner supported the trumps: no finesse"
        ),
        "best_expected_score": QCoreApplication.translate(
            "Texts", "the best expected score over the layouts it imagined"
        ),
        "beginner_slip": QCoreApplication.translate("Texts", "a beginner's slip"),
    }
    return texts.get(reason, "")


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
    }
    return texts.get(code, code)


def names_problem(names: Mapping[Seat, str]) -> str:
    """What is wrong with the first of the names typed for each seat that is no player's
    name («West: the name has a control or invisible character.»); '' when all are names."""
    for seat, name in names.items():
        fault = name_fault(name)
        if fault is not None:
            return (
                QCoreApplication.translate("Texts", "%1: %2.")
                .replace("%1", seat_text(seat))
                .replace("%2", Texts().name_fault(fault))
            )
    return ""
