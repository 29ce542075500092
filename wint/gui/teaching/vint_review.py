"""What the review of a Vint deal says of its own (a
:class:`~wint.gui.teaching.review_game.ReviewGame`): the calls with the cards, the contract in
the heading and the double-dummy table of the deal (:func:`wint.ai.vint.review.review_deal`).
Without endplay there is no table: the window says so.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTableWidgetItem

from wint.ai.review import PYTHON_CARDS
from wint.ai.vint.claims import claimer_tricks
from wint.ai.vint.review import DealReview, review_deal
from wint.core.claims import Claim
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.actions import Give
from wint.games.vint.calls import Call, Strain
from wint.games.vint.state import DealState, Phase
from wint.gui.table.vint import give_words
from wint.gui.teaching.review_game import RED, ReviewGame
from wint.gui.texts import Texts, call_text, seat_text, strain_text

__all__ = ["VintReviewGame"]


class VintReviewGame(ReviewGame):
    """What a Vint deal's review says of its own: the auction, the contract, the
    double-dummy table."""

    @property
    def state(self) -> DealState:
        """The deal's last state."""
        state: DealState = self.window.state
        return state

    @property
    def review(self) -> DealReview | None:
        """The analysis, once it has come."""
        review = self.window.review
        assert review is None or isinstance(review, DealReview)
        return review

    @staticmethod
    def analyse(state: DealState) -> DealReview:
        return review_deal(state)

    @staticmethod
    def caption(state: DealState) -> str:
        """«2♥ by North, 9 tricks» (or all passed)."""
        contract = state.contract
        if contract is None:
            return QCoreApplication.translate("ReviewWindow", "all passed")
        return (
            QCoreApplication.translate("ReviewWindow", "%1 by %2, %3")
            .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
            .replace("%2", seat_text(contract.declarer))
            .replace("%3", Texts().tricks(state.tricks_won(contract.side)))
        )

    @staticmethod
    def claimed(state: DealState, seat: Seat, claim: Claim) -> int:
        return claimer_tricks(state, seat, claim)

    def heading_text(self) -> str:
        state = self.state
        parts = [self.tr("Dealer: %1").replace("%1", seat_text(state.dealer))]
        contract = state.contract
        if state.phase is Phase.PASSED_OUT:
            return " · ".join([*parts, self.tr("all passed, not played")])
        if contract is None:
            parts.append(self.tr("raspasovka"))
        else:
            parts.append(
                self.tr("contract %1 by %2")
                .replace("%1", f"{contract.level}{strain_text(contract.strain)}")
                .replace("%2", seat_text(contract.declarer))
            )
        parts.append(
            self.tr("tricks: N–S %1, E–W %2")
            .replace("%1", str(state.tricks_won(Side.NS)))
            .replace("%2", str(state.tricks_won(Side.EW)))
        )
        if contract is not None and state.is_over:
            result = state.result()
            short = str(result.undertricks)
            parts.append(
                self.tr("made") if result.made else self.tr("down %1").replace("%1", short)
            )
        return " · ".join(parts)

    def verdict_text(self) -> str:
        review = self.review
        if review is None:
            return ""
        if review.table is None:
            return self.tr("No double-dummy table: it needs the endplay solver.")
        contract, tricks = review.contract, review.contract_tricks
        if contract is None or tricks is None:
            return self.tr("Tricks each declarer takes double dummy (highest level that makes).")
        made = review.table.makes(contract)
        return (
            self.tr("The contract makes double dummy: %1 (tricks: %2).")
            .replace("%1", self.tr("yes") if made else self.tr("no"))
            .replace("%2", str(tricks))
        )

    def table_title(self) -> str:
        return self.tr("Double-dummy table: tricks (highest level that makes)")

    def action_header(self) -> str:
        return self.tr("Call or card")

    def solver_note(self) -> str:
        return self.tr(
            "Without the endplay solver only the last %n trick(s) are measured "
            "and there is no double-dummy table.",
            "",
            PYTHON_CARDS,
        )

    def fill_table(self) -> None:
        review = self.review
        assert review is not None
        table, contract = review.table, review.contract
        self.window.dd_grid.setVisible(table is not None)
        for seat in SEATS:
            for strain in Strain:
                text = ""
                if table is not None:
                    level = table.level(seat, strain)
                    tricks = table.tricks_for(seat, strain)
                    text = f"{tricks} ({level})" if level else str(tricks)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if contract is not None and (seat, strain) == (contract.declarer, contract.strain):
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QBrush(QColor("#ffe082")))
                    item.setForeground(QBrush(QColor("black")))
                self.window.dd_grid.setItem(seat, strain, item)

    def retranslate_table(self) -> None:
        self.window.dd_grid.setHorizontalHeaderLabels([strain_text(strain) for strain in Strain])
        for strain in (Strain.D, Strain.H):
            item = self.window.dd_grid.horizontalHeaderItem(strain)
            if item is not None:
                item.setForeground(QBrush(QColor(RED)))
        self.window.dd_grid.setVerticalHeaderLabels([seat_text(seat) for seat in SEATS])

    def other_text(self, action: object) -> str:
        if isinstance(action, Give):  # the old deals' passing (§4.4, §4.6)
            return give_words(action)
        return call_text(action) if isinstance(action, Call) else str(action)

    def other_detail(self, index: int) -> str:
        assert self.review is not None
        step = self.review.steps[index]
        who = escape(seat_text(step.seat))
        words = self.tr("%1: %2") if isinstance(step.action, Give) else self.tr("%1 calls %2")
        return escape(words.replace("%2", self.other_text(step.action))).replace("%1", who)

    def other_position(self, index: int) -> tuple[dict[Seat, str], str]:
        """Each seat's last call so far."""
        assert self.review is not None
        shown: dict[Seat, str] = {}
        for earlier in self.review.steps[: index + 1]:
            if isinstance(earlier.action, Call):
                shown[earlier.seat] = escape(call_text(earlier.action))
        return shown, self.tr("Auction")
