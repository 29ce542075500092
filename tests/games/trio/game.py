"""Trio's record and its entry in the registry of games."""

from __future__ import annotations

from typing import Any

from tests.games.trio.state import SEATS, TrioState
from wint.core.cards import CardSet
from wint.core.errors import IllegalActionError, NotationError
from wint.core.fields import RecordError, as_object, walk
from wint.core.seats import Seat
from wint.games.registry import GameSpec, check_game

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


TRIO = GameSpec(
    id="trio",
    name="Trio",
    seats=SEATS,
    read_record=read_record,
    score_record=score_record,
    replay_record=score_record,
)
