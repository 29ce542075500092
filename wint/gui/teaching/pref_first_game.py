"""A first pulya deal for a newcomer to Preferans: one guided deal through the deal, the
auction, the prikup and the discard, naming the contract, the whisting, the play and the
pulya sheet, each stage explained in a few sentences with its rules (P-… ids, links into the
rulebook), the hints on at every decision.  It is a :class:`~wint.gui.teaching.first_game.
Lesson` for the first game's panel: ``LessonPanel(controller, parent, PrefLesson())``.

The deal is fixed (:data:`PREF_FIRST_GAME_SEED`, dealt by :data:`PREF_FIRST_DEALER`): bid
by the hints, the newcomer (:data:`PREF_NEWCOMER`) wins the auction with 6♠, takes the
prikup, names six spades, both others whist, and he makes it: every stage is seen.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from wint.core.levels import Level
from wint.core.seats import Seat
from wint.games.preferans.actions import Phase
from wint.games.preferans.state import PrefState
from wint.games.registry import game
from wint.session.model import AnySetup, PlayerConfig, keeping_seats

__all__ = [
    "PREF_FIRST_DEALER",
    "PREF_FIRST_GAME_SEED",
    "PREF_NEWCOMER",
    "PREF_STAGES",
    "PrefLesson",
    "pref_first_game_setup",
    "pref_stage_of",
]

#: The guided deal (the first deal of a session of this seed): 6♠ by the newcomer.
PREF_FIRST_GAME_SEED: Final = 108
PREF_FIRST_DEALER: Final = Seat.N
PREF_NEWCOMER: Final = Seat.S
PREF_STAGES: Final = ("deal", "auction", "talon", "contract", "whisting", "play", "score")
_PHASES: Final = {
    Phase.DISCARD: "talon",
    Phase.CONTRACT: "contract",
    Phase.WHIST: "whisting",
    Phase.LIGHT: "whisting",
    Phase.PLAY: "play",
}


def pref_first_game_setup(name: str = "") -> AnySetup:
    """The session of the first pulya deal: the newcomer (named ``name``) at
    :data:`PREF_NEWCOMER`, two basic players, Sochi's rules, a pulya to 10."""
    preferans = game("preferans")
    rules = preferans.read_rules({"players": 3, "pulya": 10}, "rules")
    seats = [
        PlayerConfig(name if seat is PREF_NEWCOMER else "", seat is PREF_NEWCOMER, Level.BASIC)
        for seat in preferans.at_table(rules).seats
    ]
    return keeping_seats(preferans, rules, seats, PREF_FIRST_GAME_SEED, PREF_FIRST_DEALER)


def pref_stage_of(state: PrefState, started: bool) -> str:
    """The lesson's stage for ``state``: the deal until the newcomer goes on (``started``),
    then the phase the deal is in, the pulya once it is over."""
    if state.is_over:
        return "score"
    if state.phase is Phase.AUCTION:
        return "auction" if started else "deal"
    return _PHASES[state.phase]


class PrefLesson:
    """Preferans's stages and their words (context ``PrefLesson``)."""

    stage_of = staticmethod(pref_stage_of)

    def title(self, stage: str) -> str:
        """The stage's title."""
        return {
            "deal": QCoreApplication.translate("PrefLesson", "1. The deal"),
            "auction": QCoreApplication.translate("PrefLesson", "2. The auction"),
            "talon": QCoreApplication.translate("PrefLesson", "3. The prikup and the discard"),
            "contract": QCoreApplication.translate("PrefLesson", "4. Naming the contract"),
            "whisting": QCoreApplication.translate("PrefLesson", "5. The whisting"),
            "play": QCoreApplication.translate("PrefLesson", "6. The play"),
            "score": QCoreApplication.translate("PrefLesson", "7. The pulya"),
        }[stage]

    def body(self, stage: str) -> str:
        """The stage's words, with the rules they follow."""
        bodies = {
            "deal": QCoreApplication.translate(
                "PrefLesson",
                "Preferans is played by three, each for himself (P-TAB-1). The dealer has "
                "dealt ten cards to each player and two face down into the middle: the prikup "
                "(P-DEAL-2). Your hand is at the bottom, sorted by suit. Press Next to begin "
                "the auction.",
            ),
            "auction": QCoreApplication.translate(
                "PrefLesson",
                "The first hand, on the dealer's left, speaks first, then each in turn "
                "(P-BID-1). A bid is six to ten tricks and a trump suit or no trump, "
                "6♠ 6♣ 6♦ 6♥ 6 NT 7♠ and so on, each above the last (P-BID-2). Misère, "
                "taking no trick at all, ranks between the eights and the nines and is bid "
                "only as one's first call (P-BID-5). Whoever passes is out of the auction "
                "(P-BID-3): when the other two have passed, the last bidder plays. If all "
                "three pass, the deal is an all-pass: everyone takes as few tricks as he can "
                "(P-RASP-1). The Hint panel suggests each call and shows what your hand is "
                "worth by the estimates of the 1971 rules.",
            ),
            "talon": QCoreApplication.translate(
                "PrefLesson",
                "The declarer turns the prikup face up for all to see, takes it into his hand "
                "and discards two cards face down (P-CON-1); the discard counts for nobody "
                "(P-CON-3). Keep your sure tricks and throw two losers: choose two cards, or "
                "follow the hint.",
            ),
            "contract": QCoreApplication.translate(
                "PrefLesson",
                "Now name the contract: any trumps or no trump, not below your bid (P-CON-2). "
                "A six is worth 2, a seven 4, an eight 6, a nine 8, a ten 10 (P-CON-4). Name "
                "what your hand can make: a contract set costs its value in the mountain for "
                "every trick short (P-SC-5).",
            ),
            "whisting": QCoreApplication.translate(
                "PrefLesson",
                "The other two decide in turn whether to whist, that is to play against you "
                "and write whists for their tricks (P-WH-1). Whisters take on the defence's "
                "obligation: four tricks together against a six, two against a seven, one "
                "above (P-WH-2). If both pass, you write the contract without play (P-WH-4); "
                "after a pass the second may say half-whist on a six or a seven (P-WH-5); a "
                "lone whister may play open, both defenders' hands on the table (P-WH-6).",
            ),
            "play": QCoreApplication.translate(
                "PrefLesson",
                "The first hand leads to the first trick (P-PLAY-1). Follow suit; if you "
                "cannot, you must trump; only without trumps may you throw another card "
                "(P-PLAY-2). The highest trump wins the trick, else the highest card of the "
                "suit led (P-PLAY-3). Double-click a card to play it; the Hint panel suggests "
                "one and, when every hand is in sight, what each card is worth double dummy.",
            ),
            "score": QCoreApplication.translate(
                "PrefLesson",
                "Each player has three records on the sheet (P-SC-1): the pulya, where made "
                "contracts are written (P-SC-4), the mountain, where penalties go (P-SC-5), "
                "and the whists he writes on the others for their tricks (P-SC-6). The game "
                "ends when every pulya reaches the target (P-SET-6); then the mountains and "
                "the whists settle who pays whom (P-SET-1). Each entry of the sheet explains "
                "its arithmetic and its rule.",
            ),
        }
        return bodies[stage]

    def next_text(self) -> str:
        """The button that leaves the deal for the auction."""
        return QCoreApplication.translate("PrefLesson", "&Next: the auction")
