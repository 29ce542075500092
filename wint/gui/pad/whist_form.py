"""The fields of one Whist deal on the score pad, as a real table writes it: the dealer,
trumps (the suit of the card the dealer turned, W-DEAL-3; none in no-trump whist,
W-VAR-NT), the tricks N–S took (E–W the rest), the honours N–S held (and, when honours are
counted as captured, won in tricks: W-PLAY-6), the coronets by hand (W-SC-3) and the
revokes, each with the victims' choice and whether the partner asked (W-IRR-3, W-IRR-4).
Loaded only for a Whist pad."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QTableWidget, QWidget

from wint.core.cards import Suit
from wint.core.seats import Seat, Side
from wint.games.whist.result import Coronet, DealResult, Holdings, Penalty, Revoke, honours_total
from wint.games.whist.rules import HonoursBasis, WhistRules
from wint.gui.pad.deal_form import (
    SUITS,
    UNSET,
    CoronetRow,
    RowTable,
    per_side,
    seat_items,
    seat_of,
    select_seat,
    show_other,
)
from wint.gui.platform.i18n import Retranslating

__all__ = ["RevokeRow", "WhistDealForm"]


class RevokeRow:
    """One revoke in the form: who revoked, the victims' choice (5 points or 3 tricks,
    W-IRR-3) and whether the offender's partner had asked (W-IRR-4)."""

    def __init__(self, table: QTableWidget, row: int) -> None:
        self.by = QComboBox()
        self.penalty = QComboBox()
        for penalty in Penalty:
            self.penalty.addItem("", penalty.value)  # its text is set by retranslate
        self.asked = QCheckBox()
        table.setCellWidget(row, 0, self.by)
        table.setCellWidget(row, 1, self.penalty)
        table.setCellWidget(row, 2, self.asked)

    def revoke(self) -> Revoke:
        return Revoke(
            seat_of(self.by) or Seat.N, Penalty(self.penalty.currentData()), self.asked.isChecked()
        )

    def load(self, revoke: Revoke) -> None:
        select_seat(self.by, revoke.by)
        self.penalty.setCurrentIndex(self.penalty.findData(revoke.penalty.value))
        self.asked.setChecked(revoke.asked)


class WhistDealForm(Retranslating, QWidget):
    """The fields of one Whist deal; :meth:`result` reads them as a :class:`DealResult`."""

    # the game whose deals the form writes
    game = "whist"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = WhistRules()
        self.names: tuple[str, str, str, str] = ("", "", "", "")
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.labels: dict[str, QLabel] = {}

        def row(key: str, field: QWidget, buddy: QWidget | None = None) -> None:
            self.labels[key] = QLabel()
            self.labels[key].setBuddy(buddy or field)
            layout.addRow(self.labels[key], field)

        self.dealer = QComboBox()
        row("dealer", self.dealer)
        self.trump = QComboBox()
        self.trump.addItem("—", None)  # not written yet
        for suit in Suit:
            self.trump.addItem("", int(suit))  # its text is set by retranslate
        row("trump", self.trump)
        self.tricks, self.tricks_ew, holder = per_side(13)
        row("tricks", holder, self.tricks)
        self.honours, self.honours_ew, holder = per_side(5)
        row("honours", holder, self.honours)
        self.captured, self.captured_ew, holder = per_side(5)
        row("captured", holder, self.captured)
        self.coronets = RowTable(3, lambda table, index: CoronetRow(table, index, aces=False))
        self.coronets.add.clicked.connect(lambda: self.add_coronet())  # noqa: PLW0108 - not `checked`
        row("coronets", self.coronets, self.coronets.add)
        self.revokes = RowTable(3, RevokeRow)
        self.revokes.add.clicked.connect(lambda: self.add_revoke())  # noqa: PLW0108 - not `checked`
        row("revokes", self.revokes, self.revokes.add)
        self.retranslate()
        self.clear(Seat.N)

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        texts = {
            "dealer": self.tr("&Dealer"),
            "trump": self.tr("&Trumps (the turned card)"),
            "tricks": self.tr("Tricks taken by &N–S"),
            "honours": self.tr("&Honours held by N–S"),
            "captured": self.tr("Honours won in tricks by N–S"),
            "coronets": self.tr("C&oronets"),
            "revokes": self.tr("Revo&kes"),
        }
        if self.rules.no_trump:
            texts["honours"] = self.tr("&Honours held by N–S (the aces)")
            texts["captured"] = self.tr("Aces won in tricks by N–S")
        for key, text in texts.items():
            self.labels[key].setText(text)
        names = (self.tr("Spades"), self.tr("Clubs"), self.tr("Diamonds"), self.tr("Hearts"))
        for suit, name in zip(Suit, names, strict=True):
            self.trump.setItemText(1 + suit, f"{name} {SUITS[suit]}")
        self.trump.setToolTip(self.tr("The suit of the card the dealer turned (W-DEAL-3)."))
        self.coronets.table.setHorizontalHeaderLabels(
            [self.tr("Hand"), self.tr("Suit"), self.tr("Cards")]
        )
        self.coronets.add.setText(self.tr("Add co&ronet"))
        self.coronets.remove.setText(self.tr("Remove"))
        self.revokes.table.setHorizontalHeaderLabels(
            [self.tr("Revoked"), self.tr("The victims chose"), self.tr("Partner asked")]
        )
        asked = self.revokes.table.horizontalHeaderItem(2)
        assert asked is not None  # the labels' items
        asked.setToolTip(
            self.tr(
                "The offender's partner asked «не ошибается ли он?» (W-IRR-4, S004 r.20): "
                "the offender alone answers for the revoke. Under the players' ledger he owes "
                "his partner the partner's share: 5 for a penalty in points, 2 a trick moved "
                "(at most 6) for one in tricks. The sheet and the ledger's figures stay the "
                "same; when the side pays (revoke_liability = side), nothing is owed."
            )
        )
        self.revokes.add.setText(self.tr("&Add revoke"))
        self.revokes.remove.setText(self.tr("Remove"))
        for revoke in self.revokes.rows:
            self._penalty_texts(revoke)
        self.set_players(self.names)
        for spin, label in (
            (self.tricks, self.tricks_ew),
            (self.honours, self.honours_ew),
            (self.captured, self.captured_ew),
        ):
            show_other(label, spin.value(), spin.maximum())

    def _penalty_texts(self, revoke: RevokeRow) -> None:
        revoke.penalty.setItemText(0, self.tr("5 points above"))
        revoke.penalty.setItemText(1, self.tr("3 tricks"))

    def set_rules(self, rules: WhistRules) -> None:
        """Show the fields these rules need: trumps unless every deal is without them, the
        honours (at no trump the aces) held and, counted as captured, won in tricks."""
        self.rules = rules
        total = honours_total(rules.no_trump)
        for spin, label in ((self.honours, self.honours_ew), (self.captured, self.captured_ew)):
            spin.setMaximum(total)
            show_other(label, spin.value(), total)
        layout = self.layout()
        assert isinstance(layout, QFormLayout)
        layout.setRowVisible(self.labels["trump"], not rules.no_trump)
        captured = rules.honours_basis is HonoursBasis.CAPTURED
        layout.setRowVisible(self.labels["captured"], captured)
        self.retranslate()

    def set_players(self, names: tuple[str, str, str, str]) -> None:
        """Name the seats in every seat list."""
        self.names = names
        seat_items(self.dealer, names)
        for coronet in self.coronets.rows:
            seat_items(coronet.seat, names)
        for revoke in self.revokes.rows:
            seat_items(revoke.by, names)

    def add_coronet(self, coronet: Coronet | None = None) -> None:
        """A row for a coronet (``coronet``'s, or a new one to fill in)."""
        item = self.coronets.add_row()
        seat_items(item.seat, self.names)
        if coronet is not None:
            item.load(coronet)
        else:
            item.seat.setFocus()

    def add_revoke(self, revoke: Revoke | None = None) -> None:
        """A row for a revoke (``revoke``'s, or a new one to fill in)."""
        item = self.revokes.add_row()
        seat_items(item.by, self.names)
        self._penalty_texts(item)
        if revoke is not None:
            item.load(revoke)
        else:
            item.by.setFocus()

    def focus_first(self) -> None:
        """Put the cursor where a new deal starts: trumps (the tricks at no trump)."""
        (self.tricks if self.rules.no_trump else self.trump).setFocus()

    def clear(self, dealer: Seat) -> None:
        """An empty form for the next deal, dealt by ``dealer``."""
        select_seat(self.dealer, dealer)
        self.trump.setCurrentIndex(0)
        for spin in (self.tricks, self.honours, self.captured):
            spin.setValue(UNSET)
        self.coronets.clear()
        self.revokes.clear()

    def load(self, result: DealResult) -> None:
        """Show a deal written earlier, to correct it."""
        self.clear(result.dealer)
        if result.trump is not None:
            self.trump.setCurrentIndex(self.trump.findData(int(result.trump)))
        self.tricks.setValue(result.tricks_ns)
        held = result.holdings
        if held.honours is not None:
            self.honours.setValue(held.honours[Side.NS])
        for coronet in held.coronets:
            self.add_coronet(coronet)
        for revoke in result.revokes:
            self.add_revoke(revoke)
        if result.captured is not None:
            self.captured.setValue(result.captured[Side.NS])

    def result(self) -> DealResult | str:
        """The deal the fields describe, or why they do not describe one (a message)."""
        data = self.trump.currentData()
        if not self.rules.no_trump and data is None:
            return self.tr("Choose trumps: the suit of the card the dealer turned (W-DEAL-3).")
        if self.tricks.value() == UNSET:
            return self.tr("Write how many tricks N–S took (E–W took the rest).")
        captured_basis = self.rules.honours_basis is HonoursBasis.CAPTURED
        if self.honours.value() == UNSET or (captured_basis and self.captured.value() == UNSET):
            if captured_basis:
                return self.tr(
                    "Write how many honours N–S held and how many they won in tricks "
                    "(E–W have the rest)."
                )
            return self.tr("Write how many honours N–S held (E–W held the rest).")
        trump = None if self.rules.no_trump else Suit(int(data))
        total = honours_total(trump is None)

        def both(count: int) -> tuple[int, int]:
            return count, total - count

        held = Holdings(
            both(self.honours.value()), tuple(row.coronet() for row in self.coronets.rows)
        )
        return DealResult(
            seat_of(self.dealer) or Seat.N,
            trump,
            self.tricks.value(),
            held,
            tuple(row.revoke() for row in self.revokes.rows),
            both(self.captured.value()) if captured_basis else None,
        )

    def headers(self) -> list[str]:
        """The titles of the deal list's columns that describe a deal (:meth:`describe`)."""
        return [
            self.tr("Trumps"),
            self.tr("Tricks"),
            self.tr("Honours"),
            self.tr("Coronets, revokes"),
        ]

    def describe(self, result: DealResult, names: tuple[str, str, str, str]) -> list[str]:
        """A deal in the deal list: trumps, the tricks of N–S and E–W, the honours each side
        held (and won in tricks), the coronets and the revokes; ``names`` are the seats'."""
        trump = self.tr("no trumps") if result.trump is None else SUITS[result.trump]
        tricks = f"{result.tricks(Side.NS)}:{result.tricks(Side.EW)}"
        honours = []
        held = result.holdings.honours
        if held is not None:
            text = self.tr("aces %1:%2") if result.trump is None else self.tr("hon. %1:%2")
            honours.append(text.replace("%1", str(held[0])).replace("%2", str(held[1])))
        if result.captured is not None:
            won = self.tr("in tricks %1:%2")
            honours.append(
                won.replace("%1", str(result.captured[0])).replace("%2", str(result.captured[1]))
            )
        extra = [
            f"{names[c.seat]} {c.length}{SUITS[c.suit]}"
            for c in result.holdings.coronets
            if c.suit is not None
        ]
        for revoke in result.revokes:
            if revoke.penalty is Penalty.POINTS:
                text = self.tr("revoke: %1, 5 points")
            else:
                text = self.tr("revoke: %1, 3 tricks")
            extra.append(text.replace("%1", names[revoke.by]))
        return [trump, tricks, ", ".join(honours), ", ".join(extra)]

    def fault_text(self, code: str) -> str:
        """Why a deal is refused (:func:`wint.session.whist_pad.deal_fault`'s ``code``), with
        its rule."""
        texts = {
            "trump": self.tr(
                "Trumps are the suit of the turned card; no trumps only in no-trump whist "
                "(W-DEAL-3, W-VAR-NT)."
            ),
            "tricks": self.tr("Tricks are 0 to 13."),
            "honours_sum": self.tr(
                "There are 5 honours, the A K Q J 10 of trumps: the two sides' must add up "
                "to 5 (W-SC-2)."
            ),
            "aces_sum": self.tr(
                "Without trumps the honours are the 4 aces: the two sides' must add up to 4 "
                "(W-VAR-NT)."
            ),
            "coronet_length": self.tr("A coronet is a run of 3 to 13 cards from the ace (W-SC-3)."),
            "aces_coronet": self.tr(
                "Whist counts no coronet of aces, only runs from the ace (W-SC-3)."
            ),
            "ace_twice": self.tr(
                "Two coronets in one suit cannot both be dealt: one hand holds its ace (W-SC-3)."
            ),
            "run_honours": self.tr(
                "A coronet in trumps holds as many honours (at most 5): its side must have held "
                "them (W-SC-2, W-SC-3)."
            ),
            "runs_beyond": self.tr(
                "Without trumps every coronet holds an ace: a side cannot have more coronets "
                "than aces (W-VAR-NT)."
            ),
            "hand_cards": self.tr(
                "One hand's coronets cannot need more than its 13 cards (W-SC-3)."
            ),
            "captured": self.tr(
                "Write the honours won in tricks (honours counted as captured, W-PLAY-6)."
            ),
            "captured_honours": self.tr(
                "The honours won in tricks must add up to 5, without trumps the aces to 4 "
                "(W-PLAY-6)."
            ),
        }
        return texts.get(code, code)
