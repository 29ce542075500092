"""Whist's ``wint-record`` (contracts/record-whist.md): deal results as a real table writes
them (``wint score``) or every card played (``wint replay``), and their score sheet.

:func:`read_record` checks a parsed document field by field, in document order (every
error names its path, ``deals[3].trump``); :func:`score_record` and :func:`replay_record`
turn it into the sheet's JSON.  Named players are the kernel's (record-players.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from wint.core.cards import Suit
from wint.core.deal import Deal
from wint.core.envelope import deal_from_play, played_card, read_envelope
from wint.core.errors import IllegalActionError, NotationError, Reason
from wint.core.fields import (
    SIDE_KEYS,
    RecordError,
    as_object,
    integer,
    one_of,
    pbn_deal,
    per_side,
    require,
    seat,
    store,
    suit,
    walk,
)
from wint.core.honours import Coronet
from wint.core.players import NamedPlayers
from wint.core.quoting import quoted
from wint.core.rubbers import entry_json, sheet_json
from wint.core.seats import Seat, Side
from wint.games.whist.deal import WhistDeal
from wint.games.whist.ledger import Ledger, ScoredDeal
from wint.games.whist.result import (
    DealResult,
    Holdings,
    Penalty,
    Revoke,
    coronet_fault,
    hand_cards,
    honours_total,
    side_runs,
)
from wint.games.whist.rules import HonoursBasis, WhistRules, resolve_rules
from wint.games.whist.state import DealState

__all__ = ["Record", "dump_record", "ledger_of", "read_record", "replay_record", "score_record"]

_NO_TRUMP = "NT"
#: A deal's trumps while its ``trump`` cannot be read.
_UNREAD = "?"


@dataclass(frozen=True, slots=True)
class Record:
    """A checked record: its ruleset, the partiya's totals below before the first deal,
    each deal's result, whether it was replayed card by card, and the named players."""

    rules: WhistRules
    start: tuple[int, int]
    results: tuple[DealResult, ...]
    replayed: bool = False
    named: NamedPlayers | None = None


def read_record(doc: object, replay: bool = False) -> Record:
    """Check a parsed Whist record; with ``replay`` its deals carry every card played.

    :raises RecordError: the first fault in document order, naming its path; the checks
        relating two fields, then those needing the rubbers, follow the field checks.
    """

    def deals(rules: WhistRules, value: list[Any]) -> tuple[DealResult, ...]:
        read = _replay_deal if replay else _score_deal
        return tuple(read(rules, item, f"deals[{i}]") for i, item in enumerate(value))

    def rubbers(rules: WhistRules, start: tuple[int, int], results: Any) -> int:
        return len(ledger_of(rules, start, results).rubbers)

    top = read_envelope(doc, "whist", resolve_rules, WhistRules(), deals, 9, rubbers)
    return Record(top.rules, top.start, top.deals, replay, top.named)


# -- a deal as the table writes it ---------------------------------------------------------


def _trump(rules: WhistRules) -> Any:
    """The reader of a deal's ``trump``: a suit, or ``NT`` exactly when ``no_trump``."""

    def read(value: object, path: str) -> Suit | None:
        if value == _NO_TRUMP:
            if not rules.no_trump:
                raise RecordError(path, "'NT' only with no_trump = true")
            return None
        if rules.no_trump:
            raise RecordError(path, f"must be 'NT' with no_trump = true, not {quoted(value)}")
        if not isinstance(value, str) or value not in ("S", "H", "D", "C"):
            raise RecordError(path, f"unknown trump {quoted(value)}: S, H, D or C")
        return suit(value, path)

    return read


def _peek_trump(rules: WhistRules, obj: Mapping[str, Any]) -> Suit | str | None:
    """The deal's trumps if its ``trump`` can be read (:data:`_UNREAD` when not: its own
    error comes where it stands)."""
    try:
        trump: Suit | None = _trump(rules)(obj.get("trump"), "trump")
    except RecordError:
        return _UNREAD
    return trump


def _score_deal(rules: WhistRules, item: object, path: str) -> DealResult:
    obj = as_object(item, path)
    trump = _peek_trump(rules, obj)
    held = rules.honours_basis is HonoursBasis.HELD
    found: dict[str, Any] = {}

    def read_captured(value: object, where: str) -> None:
        if rules.honours_basis is not HonoursBasis.CAPTURED:
            raise RecordError(where, "only with honours_basis = captured")
        found["captured"] = _honour_counts(value, where, trump)

    walk(
        obj,
        path,
        {
            "deal": one_of(found, "deal", "holdings", pbn_deal),
            "holdings": one_of(
                found, "holdings", "deal", lambda v, p: _holdings(v, p, trump, held)
            ),
            "dealer": store(found, "dealer", seat),
            "trump": store(found, "trump", _trump(rules)),
            "tricks_ns": store(found, "tricks_ns", lambda v, p: integer(v, p, 0, 13)),
            "revokes": store(found, "revokes", _revokes),
            "captured": read_captured,
        },
    )
    require(obj, path, "dealer", "trump", "tricks_ns")
    if rules.honours_basis is HonoursBasis.CAPTURED:
        require(obj, path, "captured", why="required with honours_basis = captured")
    dealer, trump = found["dealer"], found["trump"]
    hands: Deal | None = found.get("deal")
    if hands is not None:
        _check_turned(hands, dealer, trump, f"{path}.deal")
        holdings = Holdings.of_deal(hands, trump)
    else:
        holdings = found.get("holdings", Holdings())
    return DealResult(
        dealer,
        trump,
        found["tricks_ns"],
        holdings,
        found.get("revokes", ()),
        found.get("captured"),
    )


def _check_turned(hands: Deal, dealer: Seat, trump: Suit | None, path: str) -> None:
    """The turned card was the dealer's last card (W-DEAL-3): he holds a trump."""
    if trump is not None and not hands.hands[dealer].suit(trump):
        raise RecordError(
            path, f"the dealer {dealer.name} holds no {trump.name}: the turned card is his"
        )


def _honour_counts(value: object, path: str, trump: Suit | str | None) -> tuple[int, int]:
    """Honours per side: A K Q J 10 of trumps summing to 5, at no trump the aces to 4
    (either, while the deal's ``trump`` is unreadable: its own error comes where it is)."""
    total = honours_total(trump is None)
    pair = per_side(value, path, 0, total)
    if sum(pair) != total and not (trump == _UNREAD and sum(pair) == 4):
        raise RecordError(path, f"must sum to {total}, not {sum(pair)}")
    return pair


def _holdings(value: object, path: str, trump: Suit | str | None, held: bool) -> Holdings:
    """What the hands held: the honours each side held (required when they are counted as
    held; with ``honours_basis = captured`` the deal's ``captured`` counts them) and the
    coronets (always held, W-PLAY-6)."""
    obj = as_object(value, path)
    found: dict[str, Any] = {}
    walk(
        obj,
        path,
        {
            "honours": store(found, "honours", lambda v, p: _honour_counts(v, p, trump)),
            "coronets": store(found, "coronets", lambda v, p: v),  # checked below
        },
    )
    if held:
        require(obj, path, "honours", why="required with honours_basis = held")
    honours = found.get("honours")
    coronets = _coronets(found.get("coronets", []), f"{path}.coronets", honours, trump)
    return Holdings(honours, coronets)


def _coronets(
    value: object, path: str, honours: tuple[int, int] | None, trump: Suit | str | None
) -> tuple[Coronet, ...]:
    """Each coronet: a run of 3–13 from the ace in one hand, one per suit (W-SC-3), that
    the honours allow (a run of n trumps holds min(n, 5) honours; at no trump each coronet
    an ace) and that fits in its hand."""
    if not isinstance(value, list):
        raise RecordError(path, "must be a list")
    coronets: list[Coronet] = []
    for i, item in enumerate(value):
        where = f"{path}[{i}]"
        obj = as_object(item, where)
        found: dict[str, Any] = {}
        walk(
            obj,
            where,
            {
                "seat": store(found, "seat", seat),
                "suit": store(found, "suit", suit),
                "length": store(found, "length", lambda v, p: integer(v, p, 3, 13)),
            },
        )
        require(obj, where, "seat", "suit", "length")
        coronet = Coronet(found["seat"], found["suit"], found["length"])
        _check_coronet(coronet, coronets, honours, trump, where)
        coronets.append(coronet)
    return tuple(coronets)


def _check_coronet(
    coronet: Coronet,
    before: list[Coronet],
    honours: tuple[int, int] | None,
    trump: Suit | str | None,
    where: str,
) -> None:
    """:func:`~wint.games.whist.result.coronet_fault` (the reader gives a run of 3–13 of a
    suit), the honours left unchecked while the deal's ``trump`` is unreadable (its own
    error comes where it stands)."""
    if isinstance(trump, str):
        code = coronet_fault(coronet, before, None, None)
    else:
        code = coronet_fault(coronet, before, trump, honours)
    side = coronet.seat.side
    if code == "ace_twice":
        assert coronet.suit is not None  # the reader's suit
        message = f"only one hand can hold the ace of {coronet.suit.name}"
    elif code == "run_honours":
        message = f"a run of {coronet.length} trumps needs {min(coronet.length, 5)} honours"
    elif code == "runs_beyond" and honours is not None:  # only with the honours known
        runs = side_runs(coronet, before)
        message = f"{side.name} holds {honours[side]} aces but {runs} coronets"
    elif code == "hand_cards":
        message = f"{coronet.seat.name}'s coronets need {hand_cards(coronet, before)} cards, not 13"
    else:
        return
    raise RecordError(where, message)


def _revokes(value: object, path: str) -> tuple[Revoke, ...]:
    if not isinstance(value, list):
        raise RecordError(path, "must be a list of revokes")
    return tuple(_revoke(item, f"{path}[{i}]") for i, item in enumerate(value))


def _revoke(value: object, path: str) -> Revoke:
    obj = as_object(value, path)
    found: dict[str, Any] = {}

    def penalty(value: object, where: str) -> Penalty:
        if value not in ("points", "tricks"):
            raise RecordError(where, f"must be 'points' or 'tricks', not {quoted(value)}")
        return Penalty(value)

    def asked(value: object, where: str) -> bool:
        if not isinstance(value, bool):
            raise RecordError(where, "must be true or false")
        return value

    walk(
        obj,
        path,
        {
            "by": store(found, "by", seat),
            "penalty": store(found, "penalty", penalty),
            "asked": store(found, "asked", asked),
        },
    )
    require(obj, path, "by", "penalty")
    return Revoke(found["by"], found["penalty"], found.get("asked", False))


# -- a deal replayed card by card ------------------------------------------------------------


def _replay_deal(rules: WhistRules, item: object, path: str) -> DealResult:
    """A deal's cards played through the rules: the dealer's left leads, follow suit if able,
    trumping optional (W-PLAY); replay covers strict play whatever ``enforce_follow_suit``
    says (a revoke is recorded in a score record)."""
    obj = as_object(item, path)
    found: dict[str, Any] = {}

    def play(value: object, where: str) -> list[object]:
        if not isinstance(value, list):
            raise RecordError(where, "must be a list of cards")
        return value

    walk(
        obj,
        path,
        {
            "deal": store(found, "deal", pbn_deal),
            "dealer": store(found, "dealer", seat),
            "trump": store(found, "trump", _trump(rules)),
            "play": store(found, "play", play),
        },
    )
    require(obj, path, "dealer", "trump", "play")
    dealer, trump, cards = found["dealer"], found["trump"], found["play"]
    if "deal" in found:
        hands, where = found["deal"], f"{path}.deal"
    else:
        hands, where = deal_from_play(cards, dealer.lho, trump, f"{path}.play"), f"{path}.play"
    try:
        deal = WhistDeal(hands, dealer, trump)
    except NotationError:
        _check_turned(hands, dealer, trump, where)
        raise  # pragma: no cover - the deal's only check is the turned card's
    state = DealState.new(deal, replace(rules, enforce_follow_suit=True))
    for j, code in enumerate(cards):
        state = _step(state, code, f"{path}.play[{j}]")
    if not state.is_over:
        raise RecordError(f"{path}.play", Reason.PLAY_INCOMPLETE.value)
    return state.result()


def _step(state: DealState, code: object, path: str) -> DealState:
    try:
        return state.apply(played_card(code, path))
    except IllegalActionError as exc:
        raise RecordError(path, exc.reason.value) from None


# -- a record written ------------------------------------------------------------------------


def dump_record(
    rules: WhistRules,
    results: Sequence[DealResult],
    start: tuple[int, int] = (0, 0),
    named: NamedPlayers | None = None,
) -> dict[str, Any]:
    """A Whist ``wint-record`` of deal results, holdings written in the ``holdings`` form
    (what a real table writes down); :func:`read_record` reads it back to the same results.
    The rules are the classic preset with the options that differ from it; ``named`` gives
    the players (and their seating, one entry per rubber of the deals, if it is written)."""
    classic = resolve_rules(None).as_dict()
    options = {k: v for k, v in rules.as_dict().items() if classic.get(k) != v}
    doc: dict[str, Any] = {"format": "wint-record", "version": 1, "game": "whist"}
    if named is not None:
        doc |= named.document()
    doc["rules"] = {"preset": "classic", "options": options} if options else {"preset": "classic"}
    if start != (0, 0):
        doc["start"] = dict(zip(SIDE_KEYS, start, strict=True))
    doc["deals"] = [_deal_doc(result) for result in results]
    return doc


def _deal_doc(result: DealResult) -> dict[str, Any]:
    item: dict[str, Any] = {
        "dealer": result.dealer.name,
        "trump": _NO_TRUMP if result.trump is None else result.trump.name,
        "tricks_ns": result.tricks_ns,
    }
    held = result.holdings
    if held.honours is not None:
        item["holdings"] = {
            "honours": dict(zip(SIDE_KEYS, held.honours, strict=True)),
            "coronets": [
                {"seat": c.seat.name, "suit": c.suit.name, "length": c.length}
                for c in held.coronets
                if c.suit is not None  # Whist counts no aces coronet (A.4)
            ],
        }
    if result.revokes:
        item["revokes"] = [
            {"by": r.by.name, "penalty": r.penalty.value} | ({"asked": True} if r.asked else {})
            for r in result.revokes
        ]
    if result.captured is not None:
        item["captured"] = dict(zip(SIDE_KEYS, result.captured, strict=True))
    return item


# -- the sheet as JSON ---------------------------------------------------------------------


@lru_cache(maxsize=8)
def ledger_of(rules: WhistRules, start: tuple[int, int], results: tuple[DealResult, ...]) -> Ledger:
    """The deals scored into partii and rubbers; kept for the last few asked."""
    return Ledger(rules, start).extend(results)


def score_record(record: Record) -> dict[str, Any]:
    """The score sheet of a record as the contract's JSON; with named players each rubber
    also has its ``seating`` and ``sits_out``, and the sheet the players' ``ledger``."""
    rubbers = ledger_of(record.rules, record.start, record.results).rubbers
    return sheet_json(rubbers, lambda deal: _deal_json(deal, record), record.named, record.rules)


def replay_record(record: Record) -> dict[str, Any]:
    """:func:`score_record` of a replayed record: each deal also gives its ``tricks_ns``."""
    return score_record(record)


def _deal_json(deal: ScoredDeal, record: Record) -> dict[str, Any]:
    out: dict[str, Any] = {
        "index": deal.index,
        "below": dict(zip(SIDE_KEYS, deal.below, strict=True)),
        "above": {s.name: [entry_json(e) for e in deal.above if e.side is s] for s in Side},
        "game_won_by": None if deal.game_won_by is None else deal.game_won_by.name,
        "carried": None
        if deal.carried is None
        else dict(zip(SIDE_KEYS, deal.carried, strict=True)),
    }
    if record.replayed:
        out["tricks_ns"] = deal.result.tricks_ns
    return out
