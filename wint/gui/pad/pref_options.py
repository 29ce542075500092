"""The Preferans pad's rule options (B.9) over the chosen preset: each option the record
contract accepts as a combo box with readable words, the preset's own value marked; the
dialog gives back the options that differ from the preset."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wint.games.preferans.rules import rule_options
from wint.session.pref_pad import preset_values

__all__ = ["PrefOptionsDialog", "accepted_choices", "option_label", "value_label"]

#: The values a record refuses (contracts/record-preferans.md, bracketed): never offered.
_REFUSED: dict[str, tuple[bool | int | str, ...]] = {
    "help_order": ("player_choice",),
    "games_without_prikup": (True,),
    "concede": ("minus3", "minus2"),
}


def option_label(key: str) -> str:
    """The option ``key`` in the user's language."""
    labels = {
        "whist_rate_factor": QCoreApplication.translate("PrefOptions", "Whists written at"),
        "remiz_factor": QCoreApplication.translate("PrefOptions", "Remiz in the gora"),
        "consolation": QCoreApplication.translate("PrefOptions", "Consolation for a set contract"),
        "consolation_to_dealer": QCoreApplication.translate(
            "PrefOptions", "The sitting-out dealer is consoled"
        ),
        "whist_style": QCoreApplication.translate("PrefOptions", "Whists"),
        "responsibility": QCoreApplication.translate("PrefOptions", "The whister's responsibility"),
        "duty_8_10": QCoreApplication.translate(
            "PrefOptions", "Who pays for a short whist on 8–10"
        ),
        "half_whist": QCoreApplication.translate("PrefOptions", "Half-whist («пополам»)"),
        "ten_game": QCoreApplication.translate("PrefOptions", "A ten"),
        "stalingrad": QCoreApplication.translate("PrefOptions", "Stalingrad: 6♠ whisted by both"),
        "light_expose": QCoreApplication.translate(
            "PrefOptions", "Open whist: the cards laid down"
        ),
        "misere_kabala": QCoreApplication.translate(
            "PrefOptions", "Misère only when bid first (kabala)"
        ),
        "misere_rank": QCoreApplication.translate("PrefOptions", "What beats misère"),
        "misere_expose": QCoreApplication.translate(
            "PrefOptions", "Catching misère: the cards laid down"
        ),
        "misere_set_factor": QCoreApplication.translate(
            "PrefOptions", "Caught misère: gora per trick"
        ),
        "raspas_scoring": QCoreApplication.translate("PrefOptions", "All-pass written"),
        "raspas_base": QCoreApplication.translate("PrefOptions", "All-pass trick price"),
        "raspas_progression": QCoreApplication.translate("PrefOptions", "All-pass progression"),
        "raspas_zero_bonus": QCoreApplication.translate(
            "PrefOptions", "No trick on all-pass: the price to the pulya"
        ),
        "raspas_prikup": QCoreApplication.translate("PrefOptions", "The prikup on all-pass"),
        "rostov_tie": QCoreApplication.translate(
            "PrefOptions", "Rostov all-pass: tied for fewest tricks"
        ),
        "exit_ladder": QCoreApplication.translate("PrefOptions", "Exit from all-pass"),
        "exit_requires": QCoreApplication.translate("PrefOptions", "All-pass ends with"),
        "help": QCoreApplication.translate(
            "PrefOptions", "Help: the overflow closes another's pulya"
        ),
        "pulya_point_whists": QCoreApplication.translate(
            "PrefOptions", "Whists a pulya point is worth"
        ),
        "end_condition": QCoreApplication.translate("PrefOptions", "The pulya ends"),
        "allow_zdes": QCoreApplication.translate("PrefOptions", "«Here» (здесь) may be said"),
        "paid_prikup": QCoreApplication.translate("PrefOptions", "Paid prikup (MSU)"),
        "dealer_keeps": QCoreApplication.translate("PrefOptions", "The dealer deals again"),
        "msu_bid_words": QCoreApplication.translate("PrefOptions", "Bids worded as in 1971 (MSU)"),
    }
    return labels[key]


def value_label(key: str, value: bool | int | str) -> str:
    """The value of option ``key`` in the user's language."""
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("PrefOptions", "yes")
            if value
            else QCoreApplication.translate("PrefOptions", "no")
        )
    if key in ("whist_rate_factor", "remiz_factor"):
        return f"×{value}"
    if isinstance(value, int):
        return str(value)
    words = {
        "value": QCoreApplication.translate("PrefOptions", "the whist price"),
        "double": QCoreApplication.translate("PrefOptions", "double"),
        "flat10": QCoreApplication.translate("PrefOptions", "10 a trick"),
        "none": QCoreApplication.translate("PrefOptions", "none"),
        "greedy": QCoreApplication.translate("PrefOptions", "greedy"),
        "gentleman": QCoreApplication.translate("PrefOptions", "gentleman's"),
        "full": QCoreApplication.translate("PrefOptions", "full"),
        "half": QCoreApplication.translate("PrefOptions", "half"),
        "second_whister": QCoreApplication.translate("PrefOptions", "the second whister"),
        "both": QCoreApplication.translate("PrefOptions", "both whisters"),
        "whisted": QCoreApplication.translate("PrefOptions", "whisted"),
        "checked": QCoreApplication.translate("PrefOptions", "checked, not whisted"),
        "after_opening_lead": QCoreApplication.translate("PrefOptions", "after the opening lead"),
        "before_play": QCoreApplication.translate("PrefOptions", "before play"),
        "below_9": QCoreApplication.translate("PrefOptions", "any nine"),
        "msu": QCoreApplication.translate("PrefOptions", "as the MSU rules say"),
        "kodeks": QCoreApplication.translate("PrefOptions", "as the code says"),
        "after_first_trick": QCoreApplication.translate("PrefOptions", "after the first trick"),
        "gora": QCoreApplication.translate("PrefOptions", "in the gora"),
        "rostov_whists": QCoreApplication.translate("PrefOptions", "as whists (Rostov)"),
        "arithmetic": QCoreApplication.translate("PrefOptions", "arithmetic (1, 2, 3…)"),
        "geometric": QCoreApplication.translate("PrefOptions", "geometric (1, 2, 4…)"),
        "leads_two_tricks": QCoreApplication.translate(
            "PrefOptions", "shows the suit of the first two tricks"
        ),
        "ignored": QCoreApplication.translate("PrefOptions", "not used"),
        "msu_dealer_plays": QCoreApplication.translate("PrefOptions", "the dealer plays it (MSU)"),
        "split": QCoreApplication.translate("PrefOptions", "they share the bonus"),
        "each_full": QCoreApplication.translate("PrefOptions", "each has it whole"),
        "any_contract": QCoreApplication.translate("PrefOptions", "any game"),
        "whisted_made_contract": QCoreApplication.translate("PrefOptions", "a whisted game made"),
        "all_closed": QCoreApplication.translate("PrefOptions", "when every pulya is closed"),
        "sum_reached": QCoreApplication.translate(
            "PrefOptions", "when the pulyas add up to the target"
        ),
        "never": QCoreApplication.translate("PrefOptions", "never"),
    }
    special = {
        ("misere_rank", "msu"): QCoreApplication.translate("PrefOptions", "only a ten (MSU)")
    }
    return special.get((key, str(value)), words.get(str(value), str(value)))


def accepted_choices() -> dict[str, tuple[bool | int | str, ...]]:
    """Each option a record may set, with the values it accepts (B.9), in B.9's order;
    an option with one accepted value is not a choice and is left out."""
    found = {}
    for info in rule_options():
        values = tuple(v for v in info.choices if v not in _REFUSED.get(info.key, ()))
        if len(values) > 1:
            found[info.key] = values
    return found


class PrefOptionsDialog(QDialog):
    """The options over ``preset``: one combo box per option, starting at ``options``."""

    def __init__(
        self, preset: str, options: dict[str, bool | int | str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("PrefOptions", "Rule options"))
        self.defaults = preset_values(preset)
        self.boxes: dict[str, QComboBox] = {}
        inner = QWidget()
        form = QFormLayout(inner)
        for key, values in accepted_choices().items():
            box = QComboBox()
            for value in values:
                text = value_label(key, value)
                if value == self.defaults[key]:
                    text = QCoreApplication.translate("PrefOptions", "%1 (the preset's)").replace(
                        "%1", text
                    )
                box.addItem(text, value)
            self.boxes[key] = box
            form.addRow(option_label(key) + ":", box)
        self.show_values(self.defaults | options)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bar = scroll.verticalScrollBar().sizeHint().width()
        scroll.setMinimumWidth(inner.sizeHint().width() + bar + 2 * scroll.frameWidth())
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        reset = QPushButton(QCoreApplication.translate("PrefOptions", "The preset's &values"))
        buttons.addButton(reset, QDialogButtonBox.ButtonRole.ResetRole)
        reset.clicked.connect(lambda: self.show_values(self.defaults))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(scroll, 1)
        column.addWidget(buttons)
        self.resize(self.sizeHint().width(), 620)

    def show_values(self, values: dict[str, bool | int | str]) -> None:
        """Set each box to its option's value in ``values``."""
        for key, box in self.boxes.items():
            box.setCurrentIndex(box.findData(values[key]))

    def options(self) -> dict[str, bool | int | str]:
        """The options chosen that differ from the preset."""
        chosen = {key: box.currentData() for key, box in self.boxes.items()}
        return {k: v for k, v in chosen.items() if v != self.defaults[k]}
