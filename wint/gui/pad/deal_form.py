"""The fields of one Vint deal on the score pad, as a real table writes it: the dealer, the
contract and its declarer (or all passed), the tricks, the honours and aces held per side,
the coronets by hand, the revokes — and the cards won in tricks or a распасовка's tricks when the
rules need them.  The seat lists, a count per side and a coronet's row serve Whist's form
too (:mod:`wint.gui.pad.whist_form`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from wint.core.cards import Suit
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.calls import Strain
from wint.games.vint.contract import Contract
from wint.games.vint.result import Coronet, DealResult, Holdings, Revoke, ns_tricks
from wint.games.vint.rules import HonoursBasis, PassedOut, RuleSet
from wint.gui.platform.i18n import Retranslating
from wint.gui.texts import Texts, pad_fault_text, seat_text, strain_text
from wint.session.pad import parse_contract

UNSET = -1  # a count not written yet

__all__ = [
    "SUITS",
    "UNSET",
    "CoronetRow",
    "DealForm",
    "RevokeRow",
    "RowTable",
    "per_side",
    "seat_items",
    "seat_of",
    "select_seat",
    "show_other",
    "shown_names",
]

SUITS = "♠♣♦♥"


def shown_names(names: tuple[str, str, str, str]) -> tuple[str, str, str, str]:
    """Blank names shown as the seats' names."""
    shown = [name or seat_text(seat) for seat, name in zip(SEATS, names, strict=True)]
    return (shown[0], shown[1], shown[2], shown[3])


def seat_items(combo: QComboBox, names: tuple[str, str, str, str], first: str = "") -> None:
    """Fill ``combo`` with the four seats («N · Ivan»), after ``first`` when given."""
    current = combo.currentIndex()
    with QSignalBlocker(combo):
        combo.clear()
        if first:
            combo.addItem(first, None)
        for seat, name in zip(SEATS, shown_names(names), strict=True):
            combo.addItem(f"{seat_text(seat)[0]} · {name}", int(seat))
        combo.setCurrentIndex(max(0, current))


def seat_of(combo: QComboBox) -> Seat | None:
    data = combo.currentData()
    return SEATS[int(data)] if data is not None else None


def select_seat(combo: QComboBox, seat: Seat | None) -> None:
    combo.setCurrentIndex(max(0, combo.findData(int(seat) if seat is not None else None)))


def per_side(total: int, unset: bool = True) -> tuple[QSpinBox, QLabel, QWidget]:
    """A count of N–S's (``0``–``total``) in a spin box and, beside it, what it leaves E–W,
    in one row.  With ``unset`` the box starts unset («—»): any split of the honours
    scores, so none is assumed."""
    spin = QSpinBox()
    spin.setRange(UNSET if unset else 0, total)
    spin.setSpecialValueText("—" if unset else "")
    other = QLabel()
    spin.valueChanged.connect(lambda value: show_other(other, value, spin.maximum()))
    line = QHBoxLayout()
    line.setContentsMargins(0, 0, 0, 0)
    line.addWidget(spin)
    line.addWidget(other, 1)
    holder = QWidget()
    holder.setLayout(line)
    return spin, other, holder


def show_other(label: QLabel, value: int, total: int) -> None:
    """E–W's count: what N–S's ``value`` leaves of ``total`` (unset while it is)."""
    shown = "—" if value == UNSET else str(total - value)
    label.setText(QCoreApplication.translate("DealForm", "E–W: %1").replace("%1", shown))


RowT = TypeVar("RowT")


class RowTable(QWidget, Generic[RowT]):
    """A short table of rows of fields (coronets, revokes), each row made by ``make_row``,
    with buttons to add a row and to remove the current one (or the last)."""

    def __init__(self, columns: int, make_row: Callable[[QTableWidget, int], RowT]) -> None:
        super().__init__()
        self.make_row = make_row
        self.table = QTableWidget(0, columns)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMaximumHeight(110)
        self.rows: list[RowT] = []
        self.add = QPushButton()
        self.remove = QPushButton()
        self.remove.clicked.connect(self.remove_row)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.table)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        box.addLayout(buttons)

    def add_row(self) -> RowT:
        """A new row at the end."""
        row = self.table.rowCount()
        self.table.insertRow(row)
        item = self.make_row(self.table, row)
        self.rows.append(item)
        return item

    def remove_row(self) -> None:
        """Remove the current row, or the last when none is current."""
        row = self.table.currentRow()
        if row < 0:
            row = self.table.rowCount() - 1
        if row >= 0:
            self.table.removeRow(row)
            del self.rows[row]

    def clear(self) -> None:
        """No rows."""
        self.table.setRowCount(0)
        self.rows.clear()


class CoronetRow:
    """One coronet in a form's table: the seat, the suit (or, with ``aces``, «aces»), the
    length."""

    def __init__(self, table: QTableWidget, row: int, aces: bool = True) -> None:
        self.seat = QComboBox()
        self.kind = QComboBox()
        for index, symbol in enumerate(SUITS):
            self.kind.addItem(symbol, index)
        if aces:
            self.kind.addItem("", None)  # aces; its text is set by retranslate
        self.length = QSpinBox()
        self.length.setRange(3, 13)
        self.kind.currentIndexChanged.connect(self._limit)
        table.setCellWidget(row, 0, self.seat)
        table.setCellWidget(row, 1, self.kind)
        table.setCellWidget(row, 2, self.length)

    def _limit(self) -> None:
        self.length.setMaximum(4 if self.kind.currentData() is None else 13)

    def coronet(self) -> Coronet:
        seat = seat_of(self.seat) or Seat.N
        data = self.kind.currentData()
        return Coronet(seat, None if data is None else Suit(int(data)), self.length.value())

    def load(self, coronet: Coronet) -> None:
        select_seat(self.seat, coronet.seat)
        index = self.kind.findData(None if coronet.suit is None else int(coronet.suit))
        self.kind.setCurrentIndex(index)
        self.length.setValue(coronet.length)


class RevokeRow:
    """One revoke in the form: who revoked and whether his partner asked «не по ошибке ли?»
    (V-REV-3)."""

    def __init__(self, table: QTableWidget, row: int) -> None:
        self.by = QComboBox()
        self.asked = QCheckBox()
        table.setCellWidget(row, 0, self.by)
        table.setCellWidget(row, 1, self.asked)

    def revoke(self) -> Revoke:
        return Revoke(seat_of(self.by) or Seat.N, self.asked.isChecked())

    def load(self, revoke: Revoke) -> None:
        select_seat(self.by, revoke.by)
        self.asked.setChecked(revoke.asked)


class DealForm(Retranslating, QWidget):
    """The fields of one deal; :meth:`result` reads them as a :class:`DealResult`."""

    # the game whose deals the form writes
    game = "vint"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = RuleSet()
        self.names: tuple[str, str, str, str] = ("", "", "", "")
        self._tricks_touched = False
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.labels: dict[str, QLabel] = {}

        def row(key: str, field: QWidget) -> None:
            self.labels[key] = QLabel()
            self.labels[key].setBuddy(field)
            layout.addRow(self.labels[key], field)

        self.dealer = QComboBox()
        row("dealer", self.dealer)
        self.passed = QCheckBox()
        row("passed", self.passed)
        self.contract = QLineEdit()
        self.contract.setMaxLength(6)
        self.contract_shown = QLabel()
        line = QHBoxLayout()
        line.addWidget(self.contract, 1)
        line.addWidget(self.contract_shown)
        holder = QWidget()
        holder.setLayout(line)
        line.setContentsMargins(0, 0, 0, 0)
        row("contract", holder)
        self.labels["contract"].setBuddy(self.contract)
        self.declarer = QComboBox()
        row("declarer", self.declarer)
        self.tricks = QSpinBox()
        self.tricks.setRange(0, 13)
        row("tricks", self.tricks)
        self.tricks_ns = QSpinBox()
        self.tricks_ns.setRange(0, 13)
        row("tricks_ns", self.tricks_ns)
        self.honours, self.honours_ew = self._per_side("honours", 5, row)
        self.aces, self.aces_ew = self._per_side("aces", 4, row)
        self.won_honours, self.won_honours_ew = self._per_side("won_honours", 5, row)
        self.won_aces, self.won_aces_ew = self._per_side("won_aces", 4, row)
        coronets = RowTable(3, CoronetRow)
        self.coronet_table = coronets.table
        self.coronet_rows = coronets.rows
        self.add_coronet = coronets.add
        self.add_coronet.clicked.connect(lambda: self._add_coronet())  # noqa: PLW0108 - not `checked`
        self.remove_coronet = coronets.remove
        self.coronets = coronets
        row("coronets", coronets)
        self.labels["coronets"].setBuddy(self.add_coronet)
        self.revokes = RowTable(2, RevokeRow)
        self.revokes.add.clicked.connect(lambda: self.add_revoke())  # noqa: PLW0108 - not `checked`
        row("revokes", self.revokes)
        self.labels["revokes"].setBuddy(self.revokes.add)
        self.passed.toggled.connect(self._update)
        self.contract.textChanged.connect(self._contract_changed)
        self.tricks.valueChanged.connect(self._touch_tricks)
        self.retranslate()
        self.clear(Seat.N)

    def _per_side(
        self, key: str, total: int, row: Callable[[str, QWidget], None]
    ) -> tuple[QSpinBox, QLabel]:
        """A row of :func:`per_side` for N–S and E–W."""
        spin, other, holder = per_side(total)
        row(key, holder)
        self.labels[key].setBuddy(spin)
        return spin, other

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        texts = {
            "dealer": self.tr("&Dealer"),
            "passed": self.tr("All &passed"),
            "contract": self.tr("&Contract"),
            "declarer": self.tr("Dec&larer"),
            "tricks": self.tr("&Tricks taken by the declarers"),
            "tricks_ns": self.tr("Tricks taken by &N–S"),
            "honours": self.tr("Trump &honours held by N–S"),
            "aces": self.tr("&Aces held by N–S"),
            "won_honours": self.tr("Honours won in tricks by N–S"),
            "won_aces": self.tr("Aces won in tricks by N–S"),
            "coronets": self.tr("C&oronets"),
            "revokes": self.tr("Revoke&s"),
        }
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.passed.setText(self.tr("nobody bid"))
        self.contract.setPlaceholderText(self.tr("4H, 3NT, 2♠, 5ч, 3бк"))
        self.contract.setToolTip(
            self.tr(
                "A level 1–7 and a strain: S ♠ П, C ♣ Т, D ♦ Б, H ♥ Ч, NT БК "
                "(spades, clubs, diamonds, hearts, no trump)."
            )
        )
        self.revokes.table.setHorizontalHeaderLabels(
            [self.tr("Revoked"), self.tr("Partner asked «не по ошибке ли?»")]
        )
        asked = self.revokes.table.horizontalHeaderItem(1)
        assert asked is not None  # the labels' items
        asked.setToolTip(
            self.tr(
                "The revoker's partner asked «не по ошибке ли?» and was told no (V-REV-3): the "
                "revoker alone answers for the revoke. Under the players' ledger he owes his "
                "partner what the revoke cost their side in the deal; the sheet and the "
                "ledger's figures stay the same. Several revokes in a deal are penalised in "
                "the order written (V-REV-10)."
            )
        )
        self.revokes.add.setText(self.tr("Add revo&ke"))
        self.revokes.remove.setText(self.tr("Remove"))
        self.coronet_table.setHorizontalHeaderLabels(
            [self.tr("Hand"), self.tr("Suit"), self.tr("Cards")]
        )
        self.add_coronet.setText(self.tr("Add co&ronet"))
        self.remove_coronet.setText(self.tr("Remove"))
        self.set_players(self.names)
        for spin, label, total in (
            (self.honours, self.honours_ew, 5),
            (self.aces, self.aces_ew, 4),
            (self.won_honours, self.won_honours_ew, 5),
            (self.won_aces, self.won_aces_ew, 4),
        ):
            show_other(label, spin.value(), total)
        self._contract_changed()

    def headers(self) -> list[str]:
        """The titles of the deal list's columns that describe a deal (:meth:`describe`)."""
        return [
            self.tr("Contract"),
            self.tr("Tricks"),
            self.tr("Honours, aces"),
            self.tr("Coronets, revokes"),
        ]

    def describe(self, result: DealResult, names: tuple[str, str, str, str]) -> list[str]:
        """A deal in the deal list: the contract and its declarer, the tricks, the honours
        and aces held, the coronets and the revokes; ``names`` are the seats'."""
        contract = result.contract
        if contract is None:
            tricks = (
                ""
                if result.tricks_ns is None
                else f"{result.tricks(Side.NS)}:{result.tricks(Side.EW)}"
            )
            return [self.tr("all passed"), tricks, "", ""]
        what = f"{contract.level}{strain_text(contract.strain)} {names[contract.declarer]}"
        return [what, str(result.declarer_tricks), *self._holdings_texts(result, names)]

    def _holdings_texts(
        self, result: DealResult, names: tuple[str, str, str, str]
    ) -> tuple[str, str]:
        held = result.holdings
        if held is None:
            return "", ""
        parts = []
        if held.honours is not None:
            parts.append(
                self.tr("hon. %1:%2")
                .replace("%1", str(held.honours[0]))
                .replace("%2", str(held.honours[1]))
            )
        parts.append(
            self.tr("aces %1:%2").replace("%1", str(held.aces[0])).replace("%2", str(held.aces[1]))
        )
        extra = [
            f"{names[c.seat]} "
            + (Texts().aces(c.length) if c.suit is None else f"{c.length}{SUITS[c.suit]}")
            for c in held.coronets
        ]
        extra += [self.tr("revoke: %1").replace("%1", names[r.by]) for r in result.revokes]
        return ", ".join(parts), ", ".join(extra)

    def fault_text(self, code: str) -> str:
        """Why a deal is refused (:func:`wint.session.pad.deal_fault`'s ``code``), with its
        rule."""
        return pad_fault_text(code)

    def focus_first(self) -> None:
        """Put the cursor where a new deal starts: the contract."""
        self.contract.setFocus()

    def set_rules(self, rules: RuleSet) -> None:
        """Show the fields these rules need (a распасовка's tricks, the cards won)."""
        self.rules = rules
        self._update()

    def set_players(self, names: tuple[str, str, str, str]) -> None:
        """Name the seats in every seat list."""
        self.names = names
        seat_items(self.dealer, names)
        seat_items(self.declarer, names)
        for revoke in self.revokes.rows:
            seat_items(revoke.by, names)
        for coronet in self.coronet_rows:
            seat_items(coronet.seat, names)
            coronet.kind.setItemText(4, self.tr("aces"))

    def _add_coronet(self, coronet: Coronet | None = None) -> None:
        item = self.coronets.add_row()
        seat_items(item.seat, self.names)
        item.kind.setItemText(4, self.tr("aces"))
        if coronet is not None:
            item.load(coronet)
        else:
            item.seat.setFocus()

    def add_revoke(self, revoke: Revoke | None = None) -> None:
        """A row for a revoke (``revoke``'s, or a new one to fill in), after the others:
        the revokes are written in the order played (V-REV-10)."""
        item = self.revokes.add_row()
        seat_items(item.by, self.names)
        if revoke is not None:
            item.load(revoke)
        else:
            item.by.setFocus()

    def _touch_tricks(self) -> None:
        self._tricks_touched = True

    def _contract_changed(self) -> None:
        parsed = parse_contract(self.contract.text())
        if parsed is None:
            self.contract_shown.setText("")
            return
        level, strain = parsed
        self.contract_shown.setText(f"{level}{strain_text(strain)}")
        if not self._tricks_touched:
            with QSignalBlocker(self.tricks):
                self.tricks.setValue(6 + level)
        self._update()

    def _update(self) -> None:
        passed = self.passed.isChecked()
        parsed = parse_contract(self.contract.text())
        no_trump = parsed is not None and parsed[1] is Strain.NT
        captured = self.rules.honours_basis is HonoursBasis.CAPTURED
        raspasovka = self.rules.passed_out is PassedOut.RASPASOVKA
        shown = {
            "contract": not passed,
            "declarer": not passed,
            "tricks": not passed,
            "tricks_ns": passed and raspasovka,
            "honours": not passed and not no_trump,
            "aces": not passed,
            "won_honours": not passed and captured and not no_trump,
            "won_aces": not passed and captured,
            "coronets": not passed,
            "revokes": not passed,
        }
        layout = self.layout()
        assert isinstance(layout, QFormLayout)
        for key, visible in shown.items():
            layout.setRowVisible(self.labels[key], visible)

    def clear(self, dealer: Seat) -> None:
        """An empty form for the next deal, dealt by ``dealer``."""
        select_seat(self.dealer, dealer)
        self.passed.setChecked(False)
        self.contract.clear()
        select_seat(self.declarer, dealer.lho)
        self.tricks.setValue(0)
        self.tricks_ns.setValue(0)
        for spin in (self.honours, self.aces, self.won_honours, self.won_aces):
            spin.setValue(UNSET)
        self.coronets.clear()
        self.revokes.clear()
        self._tricks_touched = False
        self._update()

    def load(self, result: DealResult) -> None:
        """Show a deal written earlier, to correct it."""
        self.clear(result.dealer or Seat.N)
        contract = result.contract
        if contract is None:
            self.passed.setChecked(True)
            self.tricks_ns.setValue(result.tricks_ns or 0)
            return
        self.contract.setText(contract.code)
        select_seat(self.declarer, contract.declarer)
        self.tricks.setValue(result.declarer_tricks)
        held = result.holdings
        if held is not None:
            self.honours.setValue(held.honours[Side.NS] if held.honours else 0)
            self.aces.setValue(held.aces[Side.NS])
            for coronet in held.coronets:
                self._add_coronet(coronet)
        won = result.captured
        if won is not None:
            self.won_honours.setValue(won.honours[Side.NS] if won.honours else 0)
            self.won_aces.setValue(won.aces[Side.NS])
        for revoke in result.revokes:
            self.add_revoke(revoke)
        self._update()

    def result(self) -> DealResult | str:
        """The deal the fields describe, or why they do not describe one (a message)."""
        dealer = seat_of(self.dealer)
        if self.passed.isChecked():
            raspasovka = self.rules.passed_out is PassedOut.RASPASOVKA
            return DealResult(None, self.tricks_ns.value() if raspasovka else None, dealer=dealer)
        parsed = parse_contract(self.contract.text())
        declarer = seat_of(self.declarer)
        if parsed is None or declarer is None:
            return self.tr("Write the contract as a level 1–7 and a strain: 4H, 3NT (or 4ч, 3бк).")
        contract = Contract(parsed[0], parsed[1], declarer)
        trump = contract.trump is not None
        captured_basis = self.rules.honours_basis is HonoursBasis.CAPTURED
        needed = [self.aces, *([self.honours] if trump else [])]
        needed += [self.won_aces, *([self.won_honours] if trump else [])] if captured_basis else []
        if any(spin.value() == UNSET for spin in needed):
            return self.tr("Write how many trump honours and aces N–S held (E–W have the rest).")

        def both(spin: QSpinBox, total: int) -> tuple[int, int]:
            return spin.value(), total - spin.value()

        held = Holdings(
            both(self.honours, 5) if trump else None,
            both(self.aces, 4),
            tuple(row.coronet() for row in self.coronet_rows),
        )
        captured = None
        if captured_basis:
            captured = Holdings(
                both(self.won_honours, 5) if trump else None, both(self.won_aces, 4)
            )
        tricks = self.tricks.value()
        tricks_ns = ns_tricks(contract.side, tricks)
        revokes = tuple(row.revoke() for row in self.revokes.rows)
        return DealResult(contract, tricks_ns, held, captured, revokes, dealer)
