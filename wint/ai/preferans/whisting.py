"""The basic player's whisting decision (P-WH) from the duty of the defence and the whists it
expects (:func:`~wint.ai.preferans.estimates.defence_tricks`):

- a defender whists when his expected tricks reach his share of the obligation (P-WH-2: two
  on a six, one above), more when he would whist alone (the first defender passed);
- the second defender who does not whist says half-whist where the rules let him (P-WH-5: it
  writes half the obligation at no risk; the first defender may reclaim);
- the first defender reclaims the whist after a half-whist when he could whist alone;
- a lone whister plays open (P-WH-6) unless he expects the whole obligation alone.
Where only one word is legal (Stalingrad, P-WH-8) it is said.
"""

from __future__ import annotations

from typing import Final

from wint.ai.advice import Advice, AdviceReason
from wint.ai.preferans.estimates import defence_tricks
from wint.games.preferans.actions import Action, Light, WhistCall
from wint.games.preferans.result import Contract, WhistWord
from wint.games.preferans.view import PrefView

__all__ = ["DUTY", "advise_light", "advise_whist", "whist_share"]

#: P-WH-2: the tricks the defence undertakes by the contract's level.
DUTY: Final = {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}
#: The tricks a defender wants to whist with a partner who may whist too, by level.
_SHARE: Final = {6: 2.0, 7: 1.0, 8: 1.0, 9: 1.0, 10: 1.0}
#: … and to whist alone (the other defender passed).
_ALONE: Final = {6: 3.0, 7: 1.5, 8: 1.0, 9: 1.0, 10: 1.0}


def _contract(view: PrefView) -> Contract:
    contract = view.contract
    assert contract is not None  # whisting follows a named contract
    return contract


def advise_whist(view: PrefView) -> Advice[Action]:
    """The whisting word of the defender on turn."""
    words = [action.word for action in view.legal_actions if isinstance(action, WhistCall)]
    if len(words) == 1:
        return Advice(WhistCall(words[0]), "P-WH-8", AdviceReason.ONLY_CARD)
    contract = _contract(view)
    mine = defence_tricks(view.hand, contract)
    if mine >= whist_share(view):
        return Advice(WhistCall(WhistWord.WHIST), "P-WH-2", AdviceReason.BEST_EXPECTED_SCORE)
    if WhistWord.HALF in words:
        return Advice(WhistCall(WhistWord.HALF), "P-WH-5", AdviceReason.BEST_EXPECTED_SCORE)
    return Advice(WhistCall(WhistWord.PASS), "P-WH-2", AdviceReason.NOT_ENOUGH_TRICKS)


def whist_share(view: PrefView) -> float:
    """The tricks the defender on turn wants to whist: his share of the obligation, more
    when he would whist alone (the first defender passed)."""
    alone = view.whist in ((WhistWord.PASS,), (WhistWord.PASS, WhistWord.HALF))
    return (_ALONE if alone else _SHARE)[_contract(view).level]


def advise_light(view: PrefView) -> Advice[Action]:
    """Open or closed for the lone whister (P-WH-6)."""
    contract = _contract(view)
    closed = defence_tricks(view.hand, contract) >= DUTY[contract.level]
    return Advice(Light(not closed), "P-WH-6", AdviceReason.BEST_EXPECTED_SCORE)
