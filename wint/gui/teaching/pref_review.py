"""What the review of a Preferans deal says of its own (a
:class:`~wint.gui.teaching.review_game.ReviewGame`): the contract, its declarer and the
tricks, every card with its double-dummy value for the side that played it
(:func:`wint.ai.preferans.review.review_deal`), the calls, the discard, the contract named
and the whisting words, and the tricks each player lost double dummy."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from wint.ai.preferans.review import PrefReview, review_deal
from wint.core.claims import Claim
from wint.core.seats import Seat
from wint.games.preferans.actions import Call, Discard, Light, Name, WhistCall
from wint.games.preferans.state import PrefState
from wint.gui.table.pref_table import bid_text
from wint.gui.teaching.pref_hints import decision_text
from wint.gui.teaching.review_game import ReviewGame
from wint.gui.texts import seat_text

__all__ = ["PrefReviewGame"]


def _contract(state: PrefState) -> str:
    """«9♠ by North», «misère by East», or the all-pass deal."""
    contract, declarer = state.contract, state.declarer
    if contract is None or declarer is None:
        return QCoreApplication.translate("PrefReviewGame", "all-pass")
    return (
        QCoreApplication.translate("PrefReviewGame", "%1 by %2")
        .replace("%1", bid_text(contract))
        .replace("%2", seat_text(declarer))
    )


def _tricks(state: PrefState) -> str:
    """«North 9, East 1, South 0»."""
    return ", ".join(f"{seat_text(seat)} {state.won(seat)}" for seat in state.active)


class PrefReviewGame(ReviewGame):
    """What a Preferans deal's review says of its own."""

    @property
    def state(self) -> PrefState:
        """The deal's last state."""
        state: PrefState = self.window.state
        return state

    @property
    def review(self) -> PrefReview | None:
        """The analysis, once it has come."""
        review = self.window.review
        assert review is None or isinstance(review, PrefReview)
        return review

    @staticmethod
    def analyse(state: PrefState) -> PrefReview:
        return review_deal(state)

    @staticmethod
    def caption(state: PrefState) -> str:
        """«9♠ by North: North 9, East 1, South 0»."""
        return (
            QCoreApplication.translate("PrefReviewGame", "%1: %2")
            .replace("%1", _contract(state))
            .replace("%2", _tricks(state))
        )

    @staticmethod
    def claimed(state: PrefState, seat: Seat, claim: Claim) -> int:
        return claim.tricks

    def heading_text(self) -> str:
        dealer = self.tr("Dealer: %1").replace("%1", seat_text(self.state.deal.dealer.seat))
        tricks = self.tr("tricks: %1").replace("%1", _tricks(self.state))
        return " · ".join((dealer, _contract(self.state), tricks))

    def table_title(self) -> str:
        return self.tr("The deal double dummy")

    def verdict_text(self) -> str:
        review = self.review
        if review is None:
            return ""
        if review.declarer is None:
            return self.tr("An all-pass deal is not solved double dummy (P-RASP).")
        if review.par is None:
            return self.tr("No card was played: nothing to measure.")
        if review.misere:
            text = self.tr(
                "With best play by all three from the opening lead on, the misère player "
                "is forced to take %n trick(s).",
                "",
                review.par,
            )
        else:
            text = self.tr(
                "With best play by all three from the opening lead on, the declarer takes "
                "%n trick(s).",
                "",
                review.par,
            )
        return text

    def action_header(self) -> str:
        return self.tr("Card or decision")

    def solver_note(self) -> str:
        return ""  # Preferans's own solver measures every card

    def values_text(self) -> str:
        return self.tr(
            "After each card, double dummy: the declarer's tricks for him, the defence's "
            "for a defender; on a misère the tricks he escapes, for the catchers those "
            "forced on him:"
        )

    def loss_lines(self) -> list[str]:
        review = self.review
        if review is None:
            return []
        lines = []
        for seat in self.state.active:
            count = sum(1 for step in review.mistakes() if step.seat == seat)
            lines.append(
                self.tr("%1: %n trick(s) lost, mistakes: %2", "", review.lost_by(seat))
                .replace("%1", seat_text(seat))
                .replace("%2", str(count))
            )
        return lines

    def other_text(self, action: object) -> str:
        return decision_text(action) or str(action)

    def other_detail(self, index: int) -> str:
        assert self.review is not None
        step = self.review.steps[index]
        return escape(
            self.tr("%1: %2")
            .replace("%1", seat_text(step.seat))
            .replace("%2", self.other_text(step.action))
        )

    def other_position(self, index: int) -> tuple[dict[Seat, str], str]:
        assert self.review is not None
        action = self.review.steps[index].action
        if isinstance(action, Call):
            return {}, self.tr("The auction")
        if isinstance(action, (Discard, Name)):
            return {}, self.tr("The prikup and the contract")
        if isinstance(action, (WhistCall, Light)):
            return {}, self.tr("Whisting")
        return {}, ""
