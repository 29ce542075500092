"""The hint: the call or card the strong player suggests for the human's decision, with the
reason in words and the rule it follows (a link into the rulebook), and for a card the
alternatives with their expected scores (teaching mode, §5 hint rules), in any game that has
hints (:class:`~wint.gui.controller.Hints`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from wint.ai.advice import Advice
from wint.ai.suggest import Deviation, Suggestion
from wint.core.cards import Card
from wint.games.vint.calls import Call
from wint.gui.controller import GameController
from wint.gui.platform.i18n import Retranslating
from wint.gui.texts import NB_HYPHEN, NBSP, advice_text, call_text, card_text

__all__ = ["HintPanel", "action_text"]

_SHOWN_ALTERNATIVES = 4
_RULE_ID = re.compile(r"[A-Z]+(?:-[A-Z0-9]+)+")  # V-PLAY-4, H-LEAD-9, C-16, W-VAR-NT, W-EX5


def action_text(action: object, words: Callable[[object], str] | None = None) -> str:
    """A call or a card in words, or a decision of a game's own in its ``words``."""
    if isinstance(action, Card):
        return card_text(action)
    if isinstance(action, Call):
        return call_text(action)
    return (words(action) if words is not None else "") or str(action)


def _signed(value: float, decimals: int) -> str:
    """An expected score with its sign, ``decimals`` after the point (in the user's
    locale)."""
    if not decimals:
        return f"{round(value):+d}"
    value = round(value, decimals) + 0.0  # no "-0.0"
    return ("+" if value >= 0 else "-") + QLocale().toString(abs(value), "f", decimals)


class HintPanel(Retranslating, QWidget):
    """The suggestion for the decision now due; a click on the rule asks for it in the
    rulebook (``rule_requested``)."""

    rule_requested = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.suggestion: Suggestion[object] | None = None
        layout = QVBoxLayout(self)
        self.headline = QLabel()
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.headline.setFont(font)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.RichText)
        self.reason.linkActivated.connect(self.rule_requested.emit)
        self.alternatives = QLabel()
        self.alternatives.setWordWrap(True)
        self.alternatives.setTextFormat(Qt.TextFormat.RichText)
        self.alternatives.linkActivated.connect(self.rule_requested.emit)
        self.button = QPushButton()
        self.button.clicked.connect(self.controller.request_hint)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setTextFormat(Qt.TextFormat.RichText)
        self.warning.linkActivated.connect(self.rule_requested.emit)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.controller.undo)
        # the warning about the decision just made comes first, where it is seen at once
        layout.addWidget(self.warning)
        layout.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignLeft)
        for widget in (self.headline, self.reason, self.alternatives):
            layout.addWidget(widget)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        controller.hint_ready.connect(self.show_suggestion)
        controller.warned.connect(lambda _found: self._refresh())
        controller.changed.connect(self._refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.button.setText(self.tr("H&int"))
        self.button.setToolTip(self.tr("What would a strong player do here, and why? (H)"))
        self.undo_button.setText(self.tr("Take that decision back"))
        self._refresh()

    def show_suggestion(self, suggestion: Suggestion[object]) -> None:
        """Show ``suggestion``, the controller's hint for the decision now due."""
        self._refresh()

    def _refresh(self) -> None:
        self._fill()
        for label in (self.warning, self.headline, self.reason, self.alternatives):
            label.setVisible(bool(label.text()))

    def _fill(self) -> None:
        # nothing of the last human's decision shows while the screen passes to another
        warning = None if self.controller.handing_over is not None else self.controller.warning
        self._show_warning(warning)
        hint = self.controller.hint
        self.suggestion = hint
        if hint is None:
            self.headline.setText("")
            self.alternatives.setText("")
            if self.controller.waiting_for_human and self.controller.hints:
                self.reason.setText(self.tr("Thinking about your decision…"))
            elif warning is None:
                self.reason.setText(
                    self.tr(
                        "Press Hint (H) on your turn, or switch on "
                        "Game › Show hints before each decision."
                    )
                )
            else:  # the warning is what matters now
                self.reason.setText("")
            return
        advice, said = hint.advice, self._words
        self.headline.setText(self.tr("Suggested: %1").replace("%1", said(advice.action)))
        why = escape(advice_text(advice.reason) or self.tr("the best choice the player found"))
        self.reason.setText(why + _rule_link(advice.rule))
        lines = []
        # the figures behind the advice in the game's words, the alternatives' among them
        detail = self.controller.game.hints.words(hint.detail) if hint.detail is not None else ""
        if detail:
            lines.append(escape(detail))
        convention = hint.convention
        if convention is not None:
            lines.append(
                self.tr(
                    "The rule of thumb would play %1 (%2); the analysis of the possible layouts "
                    "prefers another card: conventions are rules of thumb."
                )
                .replace("%1", escape(said(convention.action)))
                .replace("%2", _said(convention))
            )
        ranked = hint.alternatives[:_SHOWN_ALTERNATIVES]
        if len(ranked) > 1 and not detail:
            figures = ", ".join(f"{escape(said(a))} {_signed(v, hint.decimals)}" for a, v in ranked)
            lines.append(
                self.tr("Expected score for your side, over the layouts imagined: %1").replace(
                    "%1", figures
                )
            )
        self.alternatives.setText("<br>".join(lines))

    def _words(self, action: object) -> str:
        """``action`` in words, the game's own decisions in the game's."""
        return action_text(action, self.controller.game.hints.words)

    def _show_warning(self, found: Deviation[object] | None) -> None:
        self.undo_button.setVisible(found is not None and self.controller.can_undo)
        if found is None:
            self.warning.setText("")
            return
        convention = found.convention
        said = _said(convention)
        if found.cost is None and isinstance(found.action, Call):
            text = self.tr("You called %1; the conventions call %2 (%3).")
        elif found.cost is None:  # a choice the advice makes alone (a revoke's penalty)
            text = self.tr("You chose %1; the advice is %2 (%3).")
        else:
            text = self.tr(
                "You played %1; the rule of thumb plays %2 (%3), and the analysis prefers "
                "%4: on average %n point(s) more for your side.",
                "",
                round(found.cost),
            )
        text = (
            text.replace("%1", escape(self._words(found.action)))
            .replace("%2", escape(self._words(convention.action)))
            .replace("%3", said)
            .replace("%4", escape(self._words(found.best)))
        )
        self.warning.setText(f'<span style="color:#b35900">⚠ {text}</span>')


def _rule_link(rule: str) -> str:
    """`` — H-LEAD-3`` as a link into the rulebook, for a rule id of the rulebook (never
    broken at its hyphens)."""
    if not _RULE_ID.fullmatch(rule):
        return ""
    return f'{NBSP}— <a href="{rule}">{rule.replace("-", NB_HYPHEN)}</a>'


def _said(advice: Advice[object]) -> str:
    """What a convention says, in words, with its rule as a link (the rule alone when the
    reason has no words)."""
    words = escape(advice_text(advice.reason))
    link = _rule_link(advice.rule)
    return words + link if words else link.removeprefix(f"{NBSP}— ")
