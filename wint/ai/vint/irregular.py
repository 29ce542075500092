"""The computer players' decisions in table-rules mode (V-REV, V-IRR), from one seat's view.

Computer players never revoke on purpose (their cards come from ``legal_actions``, which
lists no revoke).  When the play waits for a table-rules choice of theirs they answer, choose
and claim here, honestly: only from what their view shows (the tricks, the table, their own
hand).
"""

from __future__ import annotations

from wint.ai.advice import Advice, AdviceReason
from wint.core.cards import Card
from wint.core.seats import Seat
from wint.core.tricks import winning_position
from wint.games.vint.actions import (
    ANSWER_NO,
    ANSWER_YES,
    CORRECT_HIGH,
    CORRECT_LOW,
    EXPOSED_LEAVE,
    LEAD_KEEP,
    REVOKE_DONE,
    Action,
    TableAction,
    Verb,
    ask,
    claim_revoke,
)
from wint.games.vint.view import SeatView

__all__ = ["advise_table", "provable_revokes", "question"]


def advise_table(view: SeatView) -> Advice[Action] | None:
    """The choice for a table-rules decision the seat owes now; ``None`` when it owes a call
    or a card."""
    legal = view.legal_actions
    if not legal or not isinstance(legal[0], TableAction):
        return None
    verb = legal[0].verb
    if verb is Verb.ANSWER:  # a computer's show-out is never a revoke; a mistake is owned
        answer = ANSWER_YES if ANSWER_YES in legal else ANSWER_NO
        return Advice(answer, "V-REV-3", AdviceReason.NOT_BY_MISTAKE)
    if verb is Verb.REVOKE:
        for by, trick in provable_revokes(view):
            claim = claim_revoke(by, trick)
            if claim in legal:
                return Advice(claim, "V-REV-4", AdviceReason.CLAIM_REVOKE)
        return Advice(REVOKE_DONE, "V-REV-4", AdviceReason.NO_REVOKE_TO_CLAIM)
    if verb is Verb.CORRECT:
        choice = CORRECT_LOW if _our_side_wins(view) else CORRECT_HIGH
        return Advice(choice, "V-REV-2", AdviceReason.OPPONENTS_CHOICE)
    if verb is Verb.LEAD:  # the card stays exposed: it shows and binds (V-IRR-1)
        return Advice(LEAD_KEEP, "V-IRR-2", AdviceReason.OPPONENTS_CHOICE)
    return Advice(_exposed_call(view, legal), "V-IRR-1", AdviceReason.OPPONENTS_CHOICE)


def question(view: SeatView) -> Action | None:
    """«Не по ошибке ли?» for a partner who failed to follow, if the seat may ask now.

    A computer asks when its human partner shows out: the table's custom insures against the
    penalty, for an answer "by mistake" corrects the revoke before it is established
    (V-REV-2), and an answer "no" leaves any penalty to the revoker alone (V-REV-3).
    """
    wanted = ask(view.seat.partner)
    return wanted if wanted in view.questions else None


def provable_revokes(view: SeatView) -> list[tuple[Seat, int]]:
    """The opponents' failures to follow that the play proves revokes (V-REV-1, V-REV-4):
    the seat later played a card of the suit led.  Each as (seat, trick from 0)."""
    plays = [trick.plays() for trick in view.tricks]
    if view.current_trick:
        plays.append(view.current_trick)
    found = []
    for index, trick in enumerate(plays):
        suit = trick[0][1].suit
        for seat, card in trick[1:]:
            if seat.side is view.side or card.suit is suit:
                continue
            later = [c for t in plays[index + 1 :] for s, c in t if s is seat]
            if any(c.suit is suit for c in later):
                found.append((seat, index))
    return found


def _winning(view: SeatView, trick: tuple[tuple[Seat, Card], ...]) -> tuple[Seat, Card] | None:
    if not trick:
        return None
    trump = view.contract.trump if view.contract is not None else None
    return trick[winning_position([card for _, card in trick], trump)]


def _our_side_wins(view: SeatView) -> bool:
    """True if the cards played before the offender (this seat's right-hand opponent) to the
    trick being corrected are won by this seat's side: the offender is then made to play
    low (he may not overtake), else high (he wastes his best card)."""
    trick = view.current_trick or (view.tricks[-1].plays() if view.tricks else ())
    offender = view.seat.rho
    before = tuple(play for play in trick[: (offender - trick[0][0]) & 3]) if trick else ()
    winner = _winning(view, before)
    return winner is not None and winner[0].side is view.side


def _exposed_call(view: SeatView, legal: tuple[Action, ...]) -> Action:
    """Call the exposed card when it cannot win the trick as it stands, or when its owner's
    partner is winning it (a high card wasted); else leave it."""
    winner = _winning(view, view.current_trick)
    trump = view.contract.trump if view.contract is not None else None
    for action in legal:
        if action == EXPOSED_LEAVE or winner is None:
            continue
        assert isinstance(action, TableAction)
        card = Card.parse(action.value)
        cards = [c for _, c in view.current_trick]
        beats = winning_position([*cards, card], trump) == len(cards)
        if not beats or winner[0].side is not view.side:
            return action
    return EXPOSED_LEAVE
