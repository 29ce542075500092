"""Vint's conventions for the seat on turn: the call or the card the rulebook's §5 advises.

The facade of the conventions: :func:`advise` hands an auction to :mod:`wint.ai.vint.bidding`
and the play to :mod:`wint.ai.vint.play` (loaded with the first card: the window starts
without it).  :data:`UNCHECKABLE` lists the rules of §5 that no advice can follow.
"""

from __future__ import annotations

from typing import Final

from wint.ai.advice import Advice, Situation
from wint.ai.vint.bidding import advise_call
from wint.ai.vint.irregular import advise_table
from wint.ai.vint.passing import advise_give
from wint.games.vint.state import Action, Phase
from wint.games.vint.view import SeatView

__all__ = ["UNCHECKABLE", "advise"]

#: The rules of §5 that no advice can follow from a seat's view, each with the reason.  Every
#: other H-* rule names some :class:`~wint.ai.advice.Advice` of the bidding or the play.
UNCHECKABLE: Final[dict[str, str]] = {
    "H-ETQ-1": "words, gestures and timing are not calls or cards; the computer makes no remarks",
    "H-ETQ-2": "touching a card early is a physical act; the app takes a card only on turn",
    "H-ETQ-3": "exposing a hand is a physical act; the app never shows a hidden hand",
    "H-ETQ-4": "keeping the score record is the ledger's business, not a decision of a seat",
    "H-PLAY-4": "whether the cards are evenly split between all four hands is not visible",
    "H-PLAY-5": "a way of counting and of guessing the unseen cards, not a choice of card",
}


def advise(view: SeatView, situation: Situation | None = None) -> Advice[Action]:
    """The conventional action for the seat on turn, in the auction, the passing of the old
    deals (§4.4, §4.6) or the play (and the choices of table-rules mode).

    :raises ValueError: the seat is not on turn.
    """
    view = view.acting()  # a dummy's owner decides from the dummy's seat (§4.1)
    if view.phase is Phase.AUCTION:
        return advise_call(view, situation)
    if view.phase is Phase.EXCHANGE:
        return advise_give(view)
    table = advise_table(view)  # a table-rules choice (V-REV, V-IRR)
    if table is not None:
        return table
    from wint.ai.vint.play import advise_card  # the card play: loaded with the first card

    return advise_card(view)
