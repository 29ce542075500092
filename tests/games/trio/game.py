"""Trio's record, its session pieces (rules, deals, ledger) and its entry in the registry
of games."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tests.games.trio.state import RING, SEATS, TrioState
from wint.core.cards import Card, CardSet
from wint.core.errors import IllegalActionError, NotationError, RulesError
from wint.core.fields import RecordError, as_object, walk
from wint.core.seats import Seat
from wint.games.registry import GameSpec, check_game

#: Trio's pack: the six top spades and hearts.

#: A record: ``{"format": "wint-record", "version": 1, "game": "trio", "deals": [...]}``;
#: a deal is ``{"dealer": "N", "hands": ["AKQJ", ...], "play": ["SA", ...]}`` (replayed)
#: or ``{"tricks": [2, 1, 1]}`` (scored as written).


def _deal(item: object, path: str, replay: bool) -> tuple[int, int, int]:
    deal = as_object(item, path)
    if not replay:
        tricks = deal.get("tricks")
        if not (isinstance(tricks, list) and len(tricks) == 3 and sum(tricks) == 4):
            raise RecordError(f"{path}.tricks", "three counts that sum to 4")
        return (tricks[0], tricks[1], tricks[2])
    try:
        hands = tuple(CardSet.parse(text) for text in deal["hands"])
        state = TrioState.new((hands[0], hands[1], hands[2]), Seat.parse(deal["dealer"]))
    except (KeyError, TypeError, NotationError) as exc:
        raise RecordError(path, f"not a deal of three hands: {exc}") from None
    for index, code in enumerate(deal.get("play", [])):
        try:
            state = state.apply_code(code)
        except IllegalActionError as exc:
            raise RecordError(f"{path}.play[{index}]", exc.reason.value) from None
    return state.result()


def read_record(doc: object, replay: bool) -> list[tuple[int, int, int]]:
    """Each deal's tricks won by N, E and S."""
    top = as_object(doc, "record")
    deals: list[tuple[int, int, int]] = []

    def read_deals(value: object, path: str) -> None:
        if not isinstance(value, list):
            raise RecordError(path, "must be a list")
        deals.extend(_deal(item, f"deals[{i}]", replay) for i, item in enumerate(value))

    walk(
        top,
        "record",
        {
            "format": lambda value, path: None,
            "version": lambda value, path: None,
            "game": check_game("trio"),
            "deals": read_deals,
        },
    )
    return deals


def score_record(deals: list[tuple[int, int, int]]) -> dict[str, Any]:
    """Points per seat: one a trick."""
    totals = [sum(deal[i] for deal in deals) for i in range(3)]
    return {"totals": {seat.name: total for seat, total in zip(SEATS, totals, strict=True)}}


# -- a session of Trio -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrioRules:
    """Trio's one option: how many deals a session plays."""

    deals: int = 2


def read_rules(options: object, path: str) -> TrioRules:
    """``{"deals": n}``, n from 1."""
    if not isinstance(options, Mapping):
        raise RulesError(path, "must be an object")
    for key, value in options.items():
        if key != "deals":
            raise RulesError(f"{path}.{key}", "unknown option")
        if type(value) is not int or value < 1:
            raise RulesError(f"{path}.deals", "must be a number of deals from 1")
    return TrioRules(**options)


@dataclass(frozen=True, slots=True)
class TrioLedger:
    """The deals written and each seat's tricks over them (N, E, S)."""

    deals: int = 0
    totals: tuple[int, int, int] = (0, 0, 0)

    def add(self, result: tuple[int, int, int]) -> TrioLedger:
        n, e, s = (total + won for total, won in zip(self.totals, result, strict=True))
        return TrioLedger(self.deals + 1, (n, e, s))


def start(rules: TrioRules, seed: int, number: int, dealer: Seat) -> TrioState:
    """Deal ``number`` of a session seeded ``seed``, by the kernel's dealing."""
    return TrioState.from_seed(seed, number, dealer)


def read_deal(rules: TrioRules, text: str, dealer: Seat) -> TrioState:
    """A deal written ``N/E/S``, each hand its card codes (``SA SK HA HK/…``)."""
    written = text.split("/")
    if len(written) != len(SEATS):
        raise NotationError("a deal of Trio has three hands")
    n, e, s = (CardSet.parse(hand) for hand in written)
    return TrioState.new((n, e, s), dealer)


def deal_text(state: TrioState) -> str:
    return "/".join(" ".join(str(card) for card in hand.cards()) for hand in state.hands)


TRIO = GameSpec(
    id="trio",
    name="Trio",
    seats=SEATS,
    read_record=read_record,
    score_record=score_record,
    replay_record=score_record,
    record_sheet=lambda deals: tuple(
        tuple(sum(deal[seat] for deal in deals[: count + 1]) for seat in range(3))
        for count in range(len(deals))
    ),
    presets=lambda: ("standard",),
    preset=lambda name: TrioRules(),
    players=range(3, 4),
    played=(3,),
    read_rules=read_rules,
    check_rules=lambda rules, path: None,
    dump_rules=lambda rules: {"deals": rules.deals},
    start=start,
    read_deal=read_deal,
    deal_text=deal_text,
    parse_action=Card.parse,
    new_ledger=lambda rules: TrioLedger(),
    next_dealer=lambda rules, state: RING.next(state.dealer),
    complete=lambda rules, ledger: ledger.deals >= rules.deals,
    in_opening=lambda state: not state.plays,
)
