"""The auction's and the contract's checks (P-BID, P-CON-2, P-RASP-5) and the whisting
words open to each defender (P-WH), as pure functions of what was said.

>>> from wint.games.preferans.rules import resolve_rules
>>> rules = resolve_rules({"preset": "leningrad"})
>>> exit_minimum(rules, 0), exit_minimum(rules, 3)
(6, 7)
>>> [word.value for word in whist_words(Contract.parse("6S"), (WhistWord.PASS,), rules)]
['whist', 'pass', 'half']
>>> whist_words(Contract.parse("6S"), (WhistWord.WHIST, WhistWord.PASS), rules)
()
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from wint.core.errors import Reason
from wint.games.preferans.actions import bid_rank
from wint.games.preferans.result import Contract, Strain, WhistWord
from wint.games.preferans.rules import PrefRules, TenGame

__all__ = [
    "Bidder",
    "bid_refusal",
    "contract_refusal",
    "exit_minimum",
    "is_checked_ten",
    "is_stalingrad",
    "whist_words",
]

_EIGHT_SPADES: Final = Contract(8, Strain.S)
_WHIST_PASS: Final = (WhistWord.WHIST, WhistWord.PASS)
_WHIST_ONLY: Final = (WhistWord.WHIST,)
_PASS_HALF: Final = (WhistWord.PASS, WhistWord.HALF)


def exit_minimum(rules: PrefRules, allpass_run: int) -> int:
    """The lowest level a bid may name after ``allpass_run`` all-pass deals in a row
    (P-RASP-5: ``exit[min(n, len − 1)]``)."""
    ladder = rules.exit_ladder.value.split("-")
    return int(ladder[min(allpass_run, len(ladder) - 1)])


@dataclass(frozen=True, slots=True)
class Bidder:
    """What the auction knows of the player calling: whether he has called before, bid
    misère, and is senior (nearer the first hand) to the holder of the highest bid."""

    called: bool
    bid_misere: bool
    senior: bool


def bid_refusal(
    bid: Contract, high: Contract | None, bidder: Bidder, rules: PrefRules, minimum: int
) -> Reason | None:
    """Why ``bid`` may not be called over ``high`` (``None``: it may).  Kabala misère is a
    first call only and its bidder then only passes (P-BID-5); misère is open whatever the
    exit minimum (at most 8 on every ladder, P-RASP-5); a trick bid meets the minimum
    (P-BID-6) and exceeds the highest bid (P-BID-2), or equals it from a senior hand under
    ``allow_zdes`` (P-BID-7)."""
    kabala = rules.misere_kabala
    if kabala and bidder.bid_misere:
        return Reason.MISERE_NOT_ALLOWED
    if bid.misere:
        if kabala and bidder.called:
            return Reason.MISERE_NOT_ALLOWED
    elif bid.level < minimum:
        return Reason.BID_TOO_LOW
    if high is None:
        return None
    rank, over = bid_rank(bid, rules), bid_rank(high, rules)
    if rank > over or (rank == over and rules.allow_zdes and bidder.senior):
        return None
    return Reason.BID_TOO_LOW


def contract_refusal(contract: Contract, bid: Contract, rules: PrefRules) -> Reason | None:
    """Why the declarer may not name ``contract`` after winning with ``bid`` (P-CON-2):
    misère after a misère bid and only then, except after a bid of at most 8S without
    kabala (P-BID-5, trading misère); otherwise not below the bid."""
    if bid.misere:
        return None if contract.misere else Reason.CONTRACT_TOO_LOW
    if contract.misere:
        trading = not rules.misere_kabala and bid_rank(bid, rules) <= bid_rank(_EIGHT_SPADES, rules)
        return None if trading else Reason.MISERE_NOT_ALLOWED
    return None if bid_rank(contract, rules) >= bid_rank(bid, rules) else Reason.CONTRACT_TOO_LOW


def is_checked_ten(contract: Contract, rules: PrefRules) -> bool:
    """A ten played without whists, both defenders open (P-WH-7, ``ten_game=checked``)."""
    return contract.level == 10 and rules.ten_game is TenGame.CHECKED


def is_stalingrad(contract: Contract, rules: PrefRules) -> bool:
    """Six spades that both defenders must whist (P-WH-8)."""
    return rules.stalingrad and contract == Contract(6, Strain.S)


def whist_words(
    contract: Contract, said: tuple[WhistWord, ...], rules: PrefRules
) -> tuple[WhistWord, ...]:
    """The words open to the defender on turn after ``said`` (P-WH-1, P-WH-5, P-WH-8): the
    first defender whist or pass; the second also half-whist at 6 and 7 after a pass; after
    pass and half-whist the first again whist (reclaims) or pass; at Stalingrad whist only;
    none once every decision is made."""
    if len(said) > len(_PASS_HALF) or (len(said) == len(_PASS_HALF) and said != _PASS_HALF):
        return ()
    if is_stalingrad(contract, rules):
        return _WHIST_ONLY
    half = rules.half_whist and contract.level in (6, 7) and said == (WhistWord.PASS,)
    return (*_WHIST_PASS, WhistWord.HALF) if half else _WHIST_PASS
