"""The envelope every game's ``wint-record`` shares (contracts/record-cli-v1.md and its
extensions): ``format``, ``version``, ``game``, ``rules``, ``deals``, the optional ``start``
totals and the named players, read in document order; a game reads its own deals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from wint.core.cards import Card, Suit
from wint.core.deal import Deal
from wint.core.errors import NotationError, Reason, RulesError
from wint.core.fields import RecordError, as_object, per_side, store, walk
from wint.core.players import NamedPlayers, PlayerRules, readers, relate
from wint.core.quoting import quoted
from wint.core.seats import FOUR_SEATS, Seat
from wint.core.tricks import trick_winner

__all__ = ["Envelope", "check_game", "deal_from_play", "played_card", "read_envelope"]

RulesT = TypeVar("RulesT", bound=PlayerRules)


@dataclass(frozen=True, slots=True)
class Envelope(Generic[RulesT]):
    """A record's rules (its ``players`` option set to the named players' number), the
    totals below before its first deal, what the game's reader made of its deals, and
    the named players."""

    rules: RulesT
    start: tuple[int, int]
    deals: Any
    named: NamedPlayers | None


def check_game(game_id: str) -> Callable[[object, str], None]:
    """A field reader for a document's ``game`` key: it must be ``game_id``."""

    def read(value: object, path: str) -> None:
        if value != game_id:
            raise RecordError(path, f"unknown game {quoted(value)}")

    return read


def read_envelope(
    doc: object,
    game_id: str,
    resolve: Callable[[object, str], RulesT],
    fallback: RulesT,
    read_deals: Callable[[RulesT, list[Any]], Any],
    start_high: int,
    rubbers: Callable[[RulesT, tuple[int, int], Any], int],
) -> Envelope[RulesT]:
    """Check a record's envelope: its ruleset (``resolve``; ``fallback`` reads the deals of
    a record whose rules are refused, where they stand), its deals (``read_deals``), its
    ``start`` totals (each 0–``start_high``) and its named players, whose last checks
    need the number of ``rubbers`` the deals reach.

    :raises RecordError: the first fault in document order, naming its path; the checks
        relating two fields, then those needing the rubbers, follow the field checks.
    """
    top = as_object(doc, "record")
    try:
        rules = resolve(top.get("rules"), "rules")
        rules_error: RulesError | None = None
    except RulesError as exc:
        rules, rules_error = fallback, exc
    found: dict[str, Any] = {}

    def format_(value: object, path: str) -> None:
        if value != "wint-record":
            raise RecordError(path, f"expected 'wint-record', not {quoted(value)}")

    def version(value: object, path: str) -> None:
        if type(value) is not int or value != 1:
            raise RecordError(path, f"unsupported version {quoted(value)} (this is 1)")

    def rules_(value: object, path: str) -> None:
        if rules_error is not None:
            raise RecordError(rules_error.path, rules_error.message)

    def deals(value: object, path: str) -> None:
        if not isinstance(value, list):
            raise RecordError(path, "must be a list")
        found["deals"] = read_deals(rules, value)

    walk(
        top,
        "record",
        {
            "format": format_,
            "version": version,
            "game": check_game(game_id),
            "rules": rules_,
            "deals": deals,
            "start": store(found, "start", lambda v, p: per_side(v, "start", 0, start_high)),
            **readers(found),
        },
    )
    for key in ("format", "version", "deals"):
        if key not in top:
            raise RecordError(key, "required")
    named = relate(top, found, rules)
    if named is not None:
        rules = replace(rules, players=len(named.players))  # type: ignore[type-var]
    start = found.get("start", (0, 0))
    if named is not None:
        named.check_rubbers(rubbers(rules, start, found["deals"]))
    return Envelope(rules, start, found["deals"], named)


def played_card(code: object, path: str) -> Card:
    """A card of a replay's ``play``; anything else is ``BAD_NOTATION`` at ``path``."""
    if not isinstance(code, str):
        raise RecordError(path, Reason.BAD_NOTATION.value)
    try:
        return Card.parse(code)
    except NotationError:
        raise RecordError(path, Reason.BAD_NOTATION.value) from None


def deal_from_play(play: list[object], leader: Seat, trump: Suit | None, path: str) -> Deal:
    """The hands of a four-handed deal a replay records without them: each card of its
    complete ``play`` belongs to the seat on turn (``leader`` leads the first trick, the
    winner of a trick the next).

    :raises RecordError: at ``path[j]`` a card that is not one (``BAD_NOTATION``) or
        played before (``CARD_NOT_IN_HAND``); at ``path`` fewer than 52 cards
        (``PLAY_INCOMPLETE``).
    """
    order: list[Card] = []
    seen = 0
    for j, code in enumerate(play):
        card = played_card(code, f"{path}[{j}]")
        if seen & card.bit:
            raise RecordError(f"{path}[{j}]", Reason.CARD_NOT_IN_HAND.value)
        seen |= card.bit
        order.append(card)
    if len(order) != 52:
        raise RecordError(path, Reason.PLAY_INCOMPLETE.value)
    masks = [0, 0, 0, 0]
    for first in range(0, 52, 4):
        trick = order[first : first + 4]
        for player, card in zip(FOUR_SEATS.cycle(leader), trick, strict=True):
            masks[player] |= card.bit
        leader = trick_winner(FOUR_SEATS, leader, trick, trump)
    return Deal.from_masks(masks)  # 52 different cards, 13 to a seat
