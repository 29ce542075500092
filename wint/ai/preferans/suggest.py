"""The hints' suggestion for a Preferans seat: the level's decision (a call, the discard, the
contract, the whisting word, open or closed, a card) with its reason, its rule and the figures
it follows (:mod:`wint.ai.preferans.figures`: the seed's estimates, B.12; the defence's
obligation, P-WH-2; a card's tricks double dummy); and the gentle warning about a decision
made against it (:mod:`wint.ai.suggest`).

The levels that do not play Preferans yet give the basic player's decision.  A card has its
alternatives where the viewer sees all three hands (the misère player against the open
catchers, anyone against an open whist, P-PLAY-4, P-WH-6): each legal card's tricks for the
side on turn double dummy (:mod:`wint.ai.preferans.solver`; the misère player's negated, he
wants as few).  A whisting word has the expected whists of each word at a trick's plain
price V (P-SC-3, P-SC-6 … P-SC-8).  A warning comes only where the decision is clearly worse:
a bid or a contract a trick or more above the estimate, a misère whose holes are caught on
average (the catch rates sum to 1 or more), a discard of a sure trick, a whist on a trick or
more short of the share or a pass with the whole obligation in hand, a closed whist a trick
short of the obligation, a card that loses a trick double dummy.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.preferans.bidding import own_lead, strain_estimates, sure_cards
from wint.ai.preferans.estimates import misere_risk, strain_tricks
from wint.ai.preferans.figures import (
    DefenceWorth,
    HandWorth,
    PlayWorth,
    defence_worth,
    hand_worth,
    misere_worth,
)
from wint.ai.preferans.levels import BasicPlayer, Player, make_player
from wint.ai.preferans.reading import Role, read
from wint.ai.preferans.solver import PrefPosition, card_values
from wint.ai.preferans.whisting import whist_share
from wint.ai.suggest import Deviation, Suggestion
from wint.core.cards import Card, CardSet
from wint.games.preferans.actions import Action, Call, Discard, Light, Name, Phase, WhistCall
from wint.games.preferans.result import Contract, Strain, WhistWord
from wint.games.preferans.scoring import OBLIGATION
from wint.games.preferans.view import PrefView

__all__ = ["MISERE_WARN", "Deviation", "Suggestion", "deviation", "suggest"]

#: A misère whose holes' catch rates sum to this or more is caught on average: a warning.
MISERE_WARN: Final = 1.0
#: A decision a trick or more worse than the estimate (or double dummy) earns a warning.
_TRICK: Final = 1.0
#: The basic player's card reasons that speak of Vint's partnerships, in Preferans's words.
_CARD_REASONS: Final = {
    AdviceReason.LEAD_RHO_DISCARD_SUIT: AdviceReason.PREF_THROUGH_DECLARER,
    AdviceReason.LEAD_FOR_PARTNERS_RUFF: AdviceReason.PREF_SHORT_SUIT,
}
_WORD_REASONS: Final = {
    WhistWord.WHIST: (AdviceReason.PREF_WHIST, "P-WH-2"),
    WhistWord.HALF: (AdviceReason.PREF_HALF_WHIST, "P-WH-5"),
    WhistWord.PASS: (AdviceReason.PREF_NO_WHIST, "P-WH-2"),
}


def _player(level: str, seed: str) -> tuple[Player, str]:
    """The level's player, the basic one for a level that does not play Preferans yet."""
    try:
        return make_player(level, seed), level
    except ValueError:
        return BasicPlayer(), "basic"


def suggest(
    view: PrefView, situation: Situation, level: str = "strong", seed: int | str = 0
) -> Suggestion[Action]:
    """What ``level`` recommends for the seat on turn (or the open hand its whister plays).

    :raises ValueError: the seat is not on turn.
    """
    if not view.legal_actions:
        raise ValueError("not this seat's turn")
    player, played = _player(level, f"{seed}:suggest:{view.seat.name}:{view.hand.mask}")
    advice = player.decide(view, situation)
    phase = view.phase
    if phase is Phase.AUCTION:
        return _call(view, advice, played)
    if phase is Phase.DISCARD:
        return _discard(view, advice, played)
    if phase is Phase.CONTRACT:
        return _contract(view, advice, played)
    if phase in (Phase.WHIST, Phase.LIGHT):
        return _whisting(view, advice, played)
    return _card(view, advice, played)


def _best(estimates: dict[Strain, float]) -> Strain:
    return max(estimates, key=lambda strain: (estimates[strain], strain.order))


def _call(view: PrefView, advice: Advice[Action], level: str) -> Suggestion[Action]:
    call = advice.action
    assert isinstance(call, Call)
    hand, estimates = view.hand, strain_estimates(view)
    if call.bid is not None and call.bid.misere:
        ladder = misere_worth(hand, own_lead(view))
        return Suggestion(
            Advice(call, "P-BID-5", AdviceReason.PREF_MISERE), (), level, detail=ladder
        )
    # the bid's strain binds nobody (P-CON-2): the hand's worth is its best strain's
    worth = hand_worth(hand, _best(estimates), estimates, misere_risk(hand, own_lead(view)))
    if call.bid is None:
        reason, rule = AdviceReason.PREF_PASS, "P-BID-3"
    else:
        here = call.bid in (bid for _, c in view.calls if (bid := c.bid) is not None)
        reason, rule = (
            (AdviceReason.PREF_HERE, "P-BID-7") if here else (AdviceReason.PREF_BID, "P-BID-2")
        )
    return Suggestion(Advice(call, rule, reason), (), level, detail=worth)


def _rest(hand: CardSet, discard: Discard) -> CardSet:
    return CardSet(hand.mask & ~(discard.cards[0].bit | discard.cards[1].bit))


def _declared(view: PrefView) -> Contract:
    """The declarer's winning bid."""
    return next(c.bid for seat, c in reversed(view.calls) if seat == view.seat and c.bid)


def _discard(view: PrefView, advice: Advice[Action], level: str) -> Suggestion[Action]:
    discard = advice.action
    assert isinstance(discard, Discard)
    rest = _rest(view.hand, discard)
    if _declared(view).misere:
        worth: object = misere_worth(rest, own_lead(view))
        reason = AdviceReason.PREF_DISCARD_MISERE
    else:
        estimates = {strain: strain_tricks(rest, strain) for strain in Strain}
        sure = tuple(card for card in view.hand if card.bit & sure_cards(view.hand))
        worth = hand_worth(rest, _best(estimates), estimates, keep=sure)
        reason = AdviceReason.PREF_DISCARD
    return Suggestion(Advice(discard, "P-CON-1", reason), (), level, detail=worth)


def _contract(view: PrefView, advice: Advice[Action], level: str) -> Suggestion[Action]:
    name = advice.action
    assert isinstance(name, Name)
    strain = name.contract.strain
    if strain is None:  # after a misère bid only misère is named
        return Suggestion(Advice(name, "P-CON-2", AdviceReason.ONLY_CARD), (), level)
    hand = view.hand
    estimates = {s: strain_tricks(hand, s) for s in Strain}
    made = estimates[strain] >= name.contract.level
    reason = AdviceReason.PREF_CONTRACT if made else AdviceReason.PREF_CONTRACT_SHORT
    worth = hand_worth(hand, strain, estimates)
    return Suggestion(Advice(name, "P-CON-2", reason), (), level, detail=worth)


def _whisting(view: PrefView, advice: Advice[Action], level: str) -> Suggestion[Action]:
    contract = view.contract
    assert contract is not None  # whisting follows a named contract
    action = advice.action
    if isinstance(action, Light):
        worth = defence_worth(view.hand, contract, float(OBLIGATION[contract.level]))
        reason = AdviceReason.PREF_OPEN if action.open else AdviceReason.PREF_CLOSED
        return Suggestion(Advice(action, "P-WH-6", reason), (), level, detail=worth)
    assert isinstance(action, WhistCall)
    worth = defence_worth(view.hand, contract, whist_share(view))
    words = [a for a in view.legal_actions if isinstance(a, WhistCall)]
    if len(words) == 1:
        reason, rule = (
            (AdviceReason.PREF_STALINGRAD, "P-WH-8")
            if action.word is WhistWord.WHIST
            else (AdviceReason.ONLY_CARD, "P-WH-2")
        )
        return Suggestion(Advice(action, rule, reason), (), level, detail=worth)
    reason, rule = _WORD_REASONS[action.word]
    ranked = sorted(((word, _whists(worth, word.word)) for word in words), key=lambda a: -a[1])
    worth = replace(worth, whists=tuple((word.word, value) for word, value in ranked))
    return Suggestion(Advice(action, rule, reason), tuple(ranked), level, decimals=1, detail=worth)


def _whists(worth: DefenceWorth, word: WhistWord) -> float:
    """A whisting word's expected whists at a trick's plain price V: a whist writes V a
    trick expected (P-SC-6) less V a trick short of the share (P-SC-7), a half-whist V for
    half the obligation at no risk (P-SC-8), a pass nothing."""
    if word is WhistWord.WHIST:
        return worth.value * (worth.expected - max(0.0, worth.share - worth.expected))
    if word is WhistWord.HALF:
        return worth.value * worth.duty / 2
    return 0.0


def _card(view: PrefView, advice: Advice[Action], level: str) -> Suggestion[Action]:
    reading = read(view)
    reason = _CARD_REASONS.get(advice.reason, advice.reason)
    if advice.reason is not AdviceReason.ONLY_CARD:
        if reading.role in (Role.MISERE, Role.ALLPASS):
            reason = AdviceReason.PREF_FEWEST_TRICKS
        elif reading.role is Role.CATCHER:
            reason = AdviceReason.PREF_CATCH_MISERE
    said = Advice(advice.action, advice.rule, reason)
    seen = all(view.hands[seat] is not None for seat in view.active)
    if not seen or view.declarer is None or len(reading.legal) < 2:
        return Suggestion(said, (), level)
    position = PrefPosition.from_view(view)
    declarer, left = view.to_act == view.declarer, position.tricks_left
    misere = view.contract is not None and view.contract.misere

    def worth(tricks: int) -> int:
        """The declarer's ``tricks`` as the side on turn counts them, more the better."""
        if declarer:
            return -tricks if misere else tricks
        return tricks if misere else left - tricks

    ranked: tuple[tuple[Action, float], ...] = tuple(
        (card, worth(tricks))
        for card, tricks in sorted(
            card_values(position).items(), key=lambda item: (-worth(item[1]), item[0].rank)
        )
    )
    best, top = ranked[0]
    sign = -1 if declarer and misere else 1  # the misère player's own tricks, not negated
    counts = tuple((card, int(sign * value)) for card, value in ranked if isinstance(card, Card))
    detail = PlayWorth(int(sign * top), reading.role, counts)
    if dict(ranked).get(advice.action) == top:
        return Suggestion(said, ranked, level, detail=detail)
    solved: Advice[Action] = Advice(best, "", AdviceReason.PREF_DOUBLE_DUMMY)
    return Suggestion(solved, ranked, level, said, detail=detail)


def deviation(suggestion: Suggestion[Action], action: Action) -> Deviation[Action] | None:
    """The gentle warning for ``action`` taken where ``suggestion`` was due, or ``None``:
    only where it is clearly worse (the module's list)."""
    advice = suggestion.advice
    if action == advice.action or not _worse(suggestion, action):
        return None
    if isinstance(action, Card):
        values = dict(suggestion.alternatives)
        top = suggestion.alternatives[0][1]
        best = advice.action if values.get(advice.action) == top else suggestion.alternatives[0][0]
        return Deviation(action, Advice(best, "", AdviceReason.PREF_DOUBLE_DUMMY), best, None)
    return Deviation(action, advice, advice.action, None)


def _worse(suggestion: Suggestion[Action], action: Action) -> bool:
    """Whether ``action`` is clearly worse than the suggestion by its figures."""
    detail, advice = suggestion.detail, suggestion.advice
    if isinstance(action, Card):
        if not suggestion.alternatives:
            return False
        values = dict(suggestion.alternatives)
        top = suggestion.alternatives[0][1]
        return top - values.get(action, top) >= _TRICK
    if isinstance(detail, HandWorth):
        return _above_estimate(detail, advice.action, action)
    if isinstance(detail, DefenceWorth):
        if isinstance(action, WhistCall) and action.word is WhistWord.WHIST:
            return detail.expected + _TRICK <= detail.share
        if isinstance(action, WhistCall) and action.word is WhistWord.PASS:
            return detail.expected >= detail.duty and advice.action == WhistCall(WhistWord.WHIST)
        if isinstance(action, Light) and not action.open:
            return detail.expected + _TRICK <= detail.duty
    return False


def _above_estimate(worth: HandWorth, advised: Action, action: Action) -> bool:
    """A bid or a contract a trick or more above the hand's estimate in its strain, a misère
    caught on average, a discard of a sure trick."""
    if isinstance(action, Discard):
        return any(card in worth.keep for card in action.cards)
    contract = action.bid if isinstance(action, Call) else None
    if isinstance(action, Name):
        contract = action.contract
    if contract is None:
        return False
    if contract.misere:
        return worth.risk is not None and worth.risk >= MISERE_WARN
    if isinstance(action, Call):  # a bid's strain binds nobody: the best strain's worth
        level = advised.bid.level if isinstance(advised, Call) and advised.bid else 0
        return contract.level > level and contract.level - worth.strains[0][1] >= _TRICK
    assert isinstance(advised, Name)
    over = contract.level - worth.estimate(contract.strain)
    return contract.level > advised.contract.level and over >= _TRICK
