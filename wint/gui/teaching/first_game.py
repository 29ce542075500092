"""A first game for a newcomer: one guided deal through the deal, the auction, the play and
the score, each stage explained in a few sentences with its rules (links into the rulebook),
the hints on at every decision.

The lesson follows the game: the stage is read from the deal's state, so undo, a claim or a
passed-out deal keep the words right.  The deal is fixed, so every newcomer sees the same
cards (a deal that the conventions bid to a contract, with South in the play).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape
from typing import Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from wint.core.seats import SEATS, Seat
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState, Phase
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.session.model import PlayerConfig, SessionSetup, fixed_seats

__all__ = ["FIRST_GAME_SEED", "STAGES", "Lesson", "LessonPanel", "first_game_setup", "stage_of"]

# The guided deal (``deal_from_seed``): bid by the conventions it is 1♥ by South, so the
# newcomer declares a contract that is easy to make.
FIRST_GAME_SEED = 1
STAGES = ("deal", "auction", "play", "score")
_RULE = re.compile(r"\b([VHCP](?:-[A-Z]+)?-\d+)\b")


def first_game_setup(name: str = "") -> SessionSetup:
    """The session of the first game: the newcomer South, three basic players, classic rules."""
    seats = tuple(
        PlayerConfig(name if seat is Seat.S else "", human=seat is Seat.S) for seat in SEATS
    )
    return fixed_seats(RuleSet(), seats, FIRST_GAME_SEED)


def stage_of(state: DealState, started: bool) -> str:
    """The lesson's stage for ``state``: the deal until the newcomer goes on (``started``),
    then the auction, the play and the score."""
    if state.is_over:
        return "score"
    if state.phase is Phase.PLAY:
        return "play"
    return "auction" if started else "deal"


class Lesson(Protocol):
    """Another game's first game: its stages and their words (Vint's are the panel's own)."""

    @property
    def stage_of(self) -> Callable[[Any, bool], str]:
        """The stage of a deal's state, the newcomer gone on past the deal or not."""
        ...

    def title(self, stage: str) -> str:
        """The stage's title."""
        ...

    def body(self, stage: str) -> str:
        """The stage's words, rule ids in them."""
        ...

    def next_text(self) -> str:
        """The words of the button that leaves the deal for the auction."""
        ...


class LessonPanel(Retranslating, QWidget):
    """The words of the stage the first game has reached; ``Next`` leaves the deal for the
    auction.  A click on a rule id asks for it in the rulebook (``rule_requested``).  Vint's
    lesson by default, another game's ``lesson`` when given."""

    rule_requested = Signal(str)

    def __init__(
        self,
        controller: GameController,
        parent: QWidget | None = None,
        lesson: Lesson | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.lesson = lesson
        self.started = False
        self.stage = "deal"
        self.column = layout = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.linkActivated.connect(self.rule_requested.emit)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.begin_auction)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        controller.changed.connect(self.follow)
        self.retranslate()

    def reading_width(self) -> int:
        """A comfortable width for the lesson: a column of about 34 characters."""
        margins = self.column.contentsMargins()
        width = self.body.fontMetrics().averageCharWidth() * 34
        return width + margins.left() + margins.right()

    def restart(self) -> None:
        """Start the lesson again at the deal (a new first game has been dealt)."""
        self.started = False
        self.stage = ""
        self.follow()

    def begin_auction(self) -> None:
        """Leave the deal's lesson: the auction starts (the computers were held till now)."""
        self.started = True
        self.controller.pause(False)
        self.follow()

    def follow(self) -> None:
        """Show the stage the game has reached."""
        state = self.controller.session.state
        stage = (self.lesson.stage_of if self.lesson is not None else stage_of)(state, self.started)
        if stage != self.stage:
            self.stage = stage
            self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        if self.lesson is not None:
            self._show(self.lesson.title(self.stage), self.lesson.body(self.stage))
            self.next_button.setText(self.lesson.next_text())
            return
        titles = {
            "deal": self.tr("1. The deal"),
            "auction": self.tr("2. The auction"),
            "play": self.tr("3. The play"),
            "score": self.tr("4. The score"),
        }
        bodies = {
            "deal": self.tr(
                "Vint is played by four in two partnerships: you (South) and North against "
                "East and West. The dealer has dealt 13 cards to each player, one at a time "
                "clockwise (V-DEAL-3); the deal passes to the left after every deal "
                "(V-DEAL-6). Your hand is at the bottom, sorted by suit. Press Next to begin "
                "the auction."
            ),
            "auction": self.tr(
                "The dealer speaks first, then each player in turn clockwise (V-BID-1). A bid "
                "is a level and a strain: level L promises 6 + L tricks (V-BID-2), and the "
                "strains rank ♠ < ♣ < ♦ < ♥ < no trump (V-DECK-3). A pass is not final "
                "(V-BID-4). Eight passes after a bid end the auction; «can we lead?» closes "
                "it early (V-BID-7, V-BID-8). The Hint panel suggests each of your calls and "
                "says why."
            ),
            "play": self.tr(
                "There is no dummy: everyone plays his own hand (V-PLAY-1). The declarer's "
                "left-hand opponent leads (V-PLAY-2). Follow suit if you can; you need not "
                "trump (V-PLAY-4). The highest trump wins the trick, otherwise the highest "
                "card of the suit led, and the winner leads next (V-PLAY-5). Double-click a "
                "card to play it; the Hint panel suggests one."
            ),
            "score": self.tr(
                "Both sides write every trick they won below the line, 10 × the level each "
                "(V-SCORE-2, V-SCORE-3); honours, aces, coronets, slams and penalties go above "
                "it. 500 below the line wins a game, two games win the rubber (V-PART-1, "
                "V-PART-6). The summary of the deal explains each entry with its arithmetic. "
                "Game › Next deal plays on; Game › New game starts a game of your own."
            ),
        }
        self._show(titles[self.stage], bodies[self.stage])
        self.next_button.setText(self.tr("&Next: the auction"))

    def _show(self, title: str, body: str) -> None:
        """The stage's title and words, each rule id a link into the rulebook."""
        self.title.setText(title)
        self.body.setText(_RULE.sub(r'<a href="\1">\1</a>', escape(body)))
        self.next_button.setVisible(self.stage == "deal")
