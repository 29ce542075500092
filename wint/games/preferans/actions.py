"""Preferans's actions and phases (P-BID, P-CON, P-WH, P-PLAY): a call in the auction, the
declarer's discard and the contract he names, a defender's whisting word, the lone
whister's choice of open or closed play, a card, and a claim of the tricks left (the
family's ``claim:N``, :mod:`wint.core.claims`).

>>> [str(parse_action(text)) for text in ("6S", "P", "misere", "discard:D7,H7", "contract:7H")]
['6S', 'P', 'misere', 'discard:D7,H7', 'contract:7H']
>>> parse_action("half"), parse_action("open"), parse_action("SA"), parse_action("claim:3")
(WhistCall(word=<WhistWord.HALF: 'half'>), Light(open=True), Card('SA'), Claim(tricks=3))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.errors import NotationError
from wint.core.quoting import quoted
from wint.games.preferans.result import Contract, Strain, WhistWord
from wint.games.preferans.rules import MisereRank, PrefRules

__all__ = [
    "Action",
    "Call",
    "Claim",
    "Discard",
    "Light",
    "Name",
    "Phase",
    "WhistCall",
    "bid_rank",
    "parse_action",
]


class Phase(IntEnum):
    """Where the deal stands."""

    AUCTION = 0
    #: The declarer has taken the prikup and discards two (P-CON-1).
    DISCARD = 1
    #: He names the contract (P-CON-2).
    CONTRACT = 2
    #: The defenders' whisting words (P-WH-1 … P-WH-5, P-WH-8).
    WHIST = 3
    #: The lone whister plays open («в светлую») or closed (P-WH-6).
    LIGHT = 4
    PLAY = 5
    OVER = 6


@dataclass(frozen=True, slots=True)
class Call:
    """A call in the auction: a bid, or a pass (``bid`` ``None``)."""

    bid: Contract | None

    @property
    def code(self) -> str:
        """Notation: ``6S`` … ``10NT``, ``misere``, ``P``."""
        return "P" if self.bid is None else str(self.bid)

    def __str__(self) -> str:
        return self.code


PASS: Final = Call(None)


@dataclass(frozen=True, slots=True)
class Discard:
    """The declarer's two discarded cards (P-CON-1)."""

    cards: tuple[Card, Card]

    @property
    def code(self) -> str:
        """Notation: ``discard:D7,H7``."""
        return f"{_DISCARD}{self.cards[0]},{self.cards[1]}"

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, slots=True)
class Name:
    """The contract the declarer names (P-CON-2; ``misere`` after a misère bid)."""

    contract: Contract

    @property
    def code(self) -> str:
        """Notation: ``contract:7H``."""
        return f"{_NAME}{self.contract}"

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, slots=True)
class WhistCall:
    """A defender's whisting word (P-WH)."""

    word: WhistWord

    @property
    def code(self) -> str:
        """Notation: ``whist``, ``pass``, ``half``."""
        return self.word.value

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, slots=True)
class Light:
    """The lone whister's choice: open («в светлую») or closed («в тёмную») play (P-WH-6)."""

    open: bool

    @property
    def code(self) -> str:
        """Notation: ``open``, ``closed``."""
        return "open" if self.open else "closed"

    def __str__(self) -> str:
        return self.code


_DISCARD: Final = "discard:"
_NAME: Final = "contract:"

#: A claim's tricks go to the side of the seat on turn: the declarer's own, or the
#: defenders' together (:mod:`wint.games.preferans.state`).
Action = Call | Discard | Name | WhistCall | Light | Card | Claim


def bid_rank(bid: Contract, rules: PrefRules) -> int:
    """A bid's step on the ladder of P-BID-2 (higher beats lower): misère between 8NT and
    9S, or under ``misere_rank=msu`` between 9NT and 10S (P-BID-5, P-MSU-3); under
    ``msu_bid_words`` kNT is the step of kH for k ≥ 7 (P-MSU-2)."""
    if bid.strain is None:
        return 29 if rules.misere_rank is MisereRank.BELOW_9 else 39
    order = bid.strain.order
    if rules.msu_bid_words and bid.level >= 7 and bid.strain is Strain.NT:
        order = Strain.H.order
    return 2 * ((bid.level - 6) * 5 + order)


def parse_action(text: str) -> Action:
    """Parse any action in the notation of its class (a claim: ``claim:N``).

    :raises NotationError: none of them.
    """
    if not isinstance(text, str):
        raise NotationError("an action is a string")
    if text == "P":
        return PASS
    claim = Claim.parse(text)
    if claim is not None:
        return claim
    if text.startswith(_DISCARD):
        codes = text[len(_DISCARD) :].split(",")
        if len(codes) == 2:
            return Discard((Card.parse(codes[0]), Card.parse(codes[1])))
    elif text.startswith(_NAME):
        return Name(Contract.parse(text[len(_NAME) :]))
    elif text in ("open", "closed"):
        return Light(text == "open")
    elif text in WhistWord._value2member_map_:
        return WhistCall(WhistWord(text))
    else:
        for parse in (Card.parse, Contract.parse):
            try:
                parsed = parse(text)
            except NotationError:
                continue
            return parsed if isinstance(parsed, Card) else Call(parsed)
    raise NotationError(f"unknown action {quoted(text)}")
