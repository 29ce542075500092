"""What a game's review of a deal says of its own (:class:`ReviewGame`): the window
(:mod:`wint.gui.teaching.review_window`) is every game's, its game's pieces are
:mod:`wint.gui.teaching.vint_review`, :mod:`wint.gui.teaching.whist_review` and
:mod:`wint.gui.teaching.pref_review`."""

from __future__ import annotations

from typing import Any, Final, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QTableWidget

from wint.ai.review import PlayReview
from wint.core.claims import Claim
from wint.core.seats import Seat

__all__ = ["RED", "ReviewGame", "ReviewPage"]

#: The red of the red suits and of the mistakes.
RED: Final = "#c62828"


class ReviewPage(Protocol):
    """What of the review's window a game's pieces read and fill."""

    state: Any
    review: PlayReview[object] | None
    dd_grid: QTableWidget


class ReviewGame(QObject):
    """What a game's review says of its own: how its deal is analysed, its heading, the box
    under the hands, its claims and its actions other than cards and claims.  Each game's is a
    subclass with its texts in its own translation context; :attr:`window` is the review's
    window (its Qt ``parent`` too)."""

    def __init__(self, window: ReviewPage, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window

    @staticmethod
    def analyse(state: Any) -> PlayReview[object]:
        """The review of the deal up to ``state`` (on the worker pool)."""
        raise NotImplementedError

    @staticmethod
    def caption(state: Any) -> str:
        """What the deal ending in ``state`` was, in a few words, to choose it by."""
        raise NotImplementedError

    @staticmethod
    def claimed(state: Any, seat: Seat, claim: Claim) -> int:
        """The tricks ``claim``, made by ``seat`` in ``state``, gives the claimer's side."""
        raise NotImplementedError

    def heading_text(self) -> str:
        """The deal in one line over the window."""
        raise NotImplementedError

    def verdict_text(self) -> str:
        """What the box under the hands says once the analysis has come."""
        raise NotImplementedError

    def table_title(self) -> str:
        """The title of the box under the hands."""
        raise NotImplementedError

    def action_header(self) -> str:
        """The heading of the column of actions."""
        raise NotImplementedError

    def solver_note(self) -> str:
        """What the review lacks without the endplay solver."""
        raise NotImplementedError

    def fill_table(self) -> None:
        """Fill the box under the hands from the review (by default it shows no grid)."""
        self.window.dd_grid.setVisible(False)

    def retranslate_table(self) -> None:
        """Set the texts of the grid in the box under the hands (none by default)."""

    def values_text(self) -> str:
        """What the figures after each card count ('': the side's tricks)."""
        return ""

    def loss_lines(self) -> list[str]:
        """The review's lines of tricks lost and mistakes, one a player or side (none: the
        window counts them by the sides N–S and E–W)."""
        return []

    def other_text(self, action: object) -> str:
        """An action other than a card or a claim, as plain text."""
        raise NotImplementedError

    def other_detail(self, index: int) -> str:
        """What step ``index``, neither a card nor a claim, did, as rich text."""
        raise NotImplementedError

    def other_position(self, index: int) -> tuple[dict[Seat, str], str]:
        """What the centre of the diagram shows at step ``index``, neither a card nor a
        claim (by seat, rich text), and its title."""
        raise NotImplementedError
