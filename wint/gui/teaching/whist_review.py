"""What the review of a Whist deal says of its own (a
:class:`~wint.gui.teaching.review_game.ReviewGame`): every card with its double-dummy value
for the side that played it, the claims, the revokes' penalties (table-rules mode, W-IRR-3),
and the deal's value double dummy from the opening lead on
(:func:`wint.ai.whist.review.review_deal`)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from wint.ai.review import PYTHON_CARDS
from wint.ai.whist.claims import claimer_tricks
from wint.ai.whist.review import WhistReview, review_deal
from wint.core.claims import Claim
from wint.core.seats import Seat, Side
from wint.games.whist.state import DealState
from wint.gui.table.whist import action_words
from wint.gui.teaching.review_game import ReviewGame
from wint.gui.texts import NBSP, Texts, seat_text

__all__ = ["WhistReviewGame"]

_SUITS = "♠♣♦♥"


def _trumps(state: DealState) -> str:
    """«Trumps ♦», or no trumps (W-DEAL-3, W-VAR-NT)."""
    if state.trump is None:
        return QCoreApplication.translate("WhistReviewGame", "no trumps")
    return QCoreApplication.translate("WhistReviewGame", "trumps %1").replace(
        "%1", _SUITS[state.trump]
    )


class WhistReviewGame(ReviewGame):
    """What a Whist deal's review says of its own: trumps, the penalties, the deal's worth
    double dummy."""

    @property
    def state(self) -> DealState:
        """The deal's last state."""
        state: DealState = self.window.state
        return state

    @property
    def review(self) -> WhistReview | None:
        """The analysis, once it has come."""
        review = self.window.review
        assert review is None or isinstance(review, WhistReview)
        return review

    @staticmethod
    def analyse(state: DealState) -> WhistReview:
        return review_deal(state)

    @staticmethod
    def caption(state: DealState) -> str:
        """«trumps ♦, N–S 7, E–W 6»."""
        return (
            QCoreApplication.translate("WhistReviewGame", "%1, N–S %2, E–W %3")
            .replace("%1", _trumps(state))
            .replace("%2", str(state.tricks_won(Side.NS)))
            .replace("%3", str(state.tricks_won(Side.EW)))
        )

    @staticmethod
    def claimed(state: DealState, seat: Seat, claim: Claim) -> int:
        return claimer_tricks(state, seat, claim)

    def heading_text(self) -> str:
        dealer = self.tr("Dealer: %1").replace("%1", seat_text(self.state.dealer))
        tricks = (
            self.tr("tricks: N–S %1, E–W %2")
            .replace("%1", str(self.state.tricks_won(Side.NS)))
            .replace("%2", str(self.state.tricks_won(Side.EW)))
        )
        return " · ".join((dealer, _trumps(self.state), tricks))

    def table_title(self) -> str:
        return self.tr("The deal double dummy")

    def verdict_text(self) -> str:
        review = self.review
        if review is None:
            return ""
        ours, theirs = review.par_tricks(Side.NS), review.par_tricks(Side.EW)
        if ours is None or theirs is None:
            return self.tr("The value of the whole deal needs the endplay solver.")
        texts = Texts()
        return (
            self.tr("With best play by all four from the opening lead on: N–S %1, E–W %2.")
            .replace("%1", texts.tricks(ours).replace(" ", NBSP))  # the number by its noun
            .replace("%2", texts.tricks(theirs).replace(" ", NBSP))
        )

    def action_header(self) -> str:
        return self.tr("Card or claim")

    def solver_note(self) -> str:
        return self.tr(
            "Without the endplay solver only the last %n trick(s) are measured.", "", PYTHON_CARDS
        )

    def other_text(self, action: object) -> str:
        return action_words(action) or str(action)

    def other_detail(self, index: int) -> str:
        assert self.review is not None
        step = self.review.steps[index]
        text = self.tr("%1 chooses the revoke's penalty (W-IRR-3): %2")
        return escape(text.replace("%2", self.other_text(step.action))).replace(
            "%1", escape(seat_text(step.seat))
        )

    def other_position(self, index: int) -> tuple[dict[Seat, str], str]:
        return {}, self.tr("Revoke penalties")
