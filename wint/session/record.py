"""The ``wint-record`` file: deal results as a real table writes them, and their score sheet.

Implements ``contracts/record-cli-v1.md``: :func:`read_record` checks a parsed document
field by field (every error names its path, ``deals[3].contract``) and
:func:`score_record` / :func:`replay_record` turn it into the sheet's JSON.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from wint.core.calls import Call, Strain
from wint.core.cards import Card, Suit
from wint.core.contract import Contract
from wint.core.deal import Deal
from wint.core.errors import IllegalActionError, NotationError, Reason, RulesError, WintError
from wint.core.ledger import Ledger, Rubber
from wint.core.result import Coronet, DealResult, Holdings, Revoke
from wint.core.rules import HonoursBasis, PassedOut, RuleSet, resolve_rules
from wint.core.scoring import Entry
from wint.core.seats import Seat, Side
from wint.core.state import Claim, DealState, Phase, winning_position

__all__ = [
    "MAX_RECORD_BYTES",
    "Record",
    "RecordError",
    "decode_json",
    "read_record",
    "replay_record",
    "score_record",
]

#: Files larger than this are refused before parsing.
MAX_RECORD_BYTES = 32 * 1024 * 1024

_SCORE_KEYS = frozenset(
    {
        "deal",
        "holdings",
        "dealer",
        "contract",
        "declarer",
        "tricks",
        "passed",
        "tricks_ns",
        "revoke",
        "captured",
    }
)
_REPLAY_KEYS = frozenset({"deal", "holdings", "dealer", "calls", "play", "claim"})
_SIDE_KEYS = ("NS", "EW")


class RecordError(WintError, ValueError):
    """A record that cannot be read; ``path`` names the place (``deals[2].tricks``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


@dataclass(frozen=True, slots=True)
class Record:
    """A checked record: its ruleset, the start totals and each deal's result."""

    rules: RuleSet
    start: tuple[int, int]
    results: tuple[DealResult, ...]
    replayed: tuple[DealState | None, ...] = ()


def decode_json(data: bytes, name: str) -> object:
    """Parse JSON bytes; every failure becomes a :class:`RecordError` naming ``name`` and the
    position.
    """
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(name, f"larger than {MAX_RECORD_BYTES // (1024 * 1024)} MB")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(name, f"byte {exc.start}: not UTF-8 text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(name, f"line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise RecordError(name, "nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with too many digits
        raise RecordError(name, str(exc).split("\n")[0]) from None


# -- field checks -------------------------------------------------------------------------


def _object(value: object, path: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(path, "must be an object")
    return value


def _only(obj: Mapping[str, Any], allowed: frozenset[str] | Sequence[str], path: str) -> None:
    for key in obj:
        if key not in allowed:
            raise RecordError(f"{path}.{key}", "unknown key")


def _int(value: object, path: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(path, f"must be an integer {low}-{high}")
    if not low <= value <= high:
        raise RecordError(path, f"{value} is out of range {low}-{high}")
    return value


def _seat(value: object, path: str) -> Seat:
    if not isinstance(value, str) or value not in ("N", "E", "S", "W"):
        raise RecordError(path, f"unknown seat {value!r}")
    return Seat[value]


def _per_side(value: object, path: str, check: Callable[[object, str], int]) -> tuple[int, int]:
    obj = _object(value, path)
    _only(obj, _SIDE_KEYS, path)
    for key in _SIDE_KEYS:
        if key not in obj:
            raise RecordError(f"{path}.{key}", "required")
    return (check(obj["NS"], f"{path}.NS"), check(obj["EW"], f"{path}.EW"))


def _contract(obj: Mapping[str, Any], path: str) -> Contract:
    for key in ("contract", "declarer", "tricks"):
        if key not in obj:
            raise RecordError(f"{path}.{key}", 'required (or "passed": true)')
    code = obj["contract"]
    if not isinstance(code, str):
        raise RecordError(f"{path}.contract", "must be a string like '3H' or '2NT'")
    if len(code) < 2 or code[0] not in "1234567":
        raise RecordError(f"{path}.contract", f"bad level in {code!r}: must be 1-7")
    try:
        strain = Strain.parse(code[1:])
    except NotationError:
        raise RecordError(f"{path}.contract", f"unknown strain {code[1:]!r}") from None
    declarer = _seat(obj["declarer"], f"{path}.declarer")
    return Contract(int(code[0]), strain, declarer)


def _holdings(value: object, path: str, trump: Suit | None, no_trump: bool) -> Holdings:
    obj = _object(value, path)
    _only(obj, ("honours", "aces", "coronets"), path)
    if no_trump:
        if "honours" in obj:
            raise RecordError(
                f"{path}.honours", "not counted at no-trump (the aces are the honours)"
            )
        honours = None
    else:
        if "honours" not in obj:
            raise RecordError(f"{path}.honours", "required in a suit contract")
        honours = _per_side(obj["honours"], f"{path}.honours", lambda v, p: _int(v, p, 0, 5))
        if sum(honours) != 5:
            raise RecordError(f"{path}.honours", f"must sum to 5, not {sum(honours)}")
    if "aces" not in obj:
        raise RecordError(f"{path}.aces", "required")
    aces = _per_side(obj["aces"], f"{path}.aces", lambda v, p: _int(v, p, 0, 4))
    if sum(aces) != 4:
        raise RecordError(f"{path}.aces", f"must sum to 4, not {sum(aces)}")
    coronets = _coronets(obj.get("coronets", []), f"{path}.coronets", aces, honours, trump)
    return Holdings(honours, aces, coronets)


def _coronets(
    value: object,
    path: str,
    aces: tuple[int, int],
    honours: tuple[int, int] | None,
    trump: Suit | None,
) -> tuple[Coronet, ...]:
    if not isinstance(value, list):
        raise RecordError(path, "must be a list")
    found: list[Coronet] = []
    suits_held: dict[Suit, Seat] = {}
    aces_in_hand: dict[Seat, int] = {}
    for i, item in enumerate(value):
        where = f"{path}[{i}]"
        obj = _object(item, where)
        if "seat" not in obj:
            raise RecordError(f"{where}.seat", "required")
        seat = _seat(obj["seat"], f"{where}.seat")
        if "aces" in obj:
            _only(obj, ("seat", "aces"), where)
            count = _int(obj["aces"], f"{where}.aces", 3, 4)
            if seat in aces_in_hand:
                raise RecordError(where, f"{seat.name} already has an aces coronet")
            if count > aces[seat.side]:
                raise RecordError(
                    f"{where}.aces", f"{seat.side.name} holds only {aces[seat.side]} aces"
                )
            aces_in_hand[seat] = count
            found.append(Coronet(seat, None, count))
            continue
        _only(obj, ("seat", "suit", "length"), where)
        if "suit" not in obj:
            raise RecordError(f"{where}.suit", 'required (or "aces": 3 or 4)')
        suit_code = obj["suit"]
        if not isinstance(suit_code, str) or suit_code not in ("S", "C", "D", "H"):
            raise RecordError(f"{where}.suit", f"unknown suit {suit_code!r}")
        suit = Suit[suit_code]
        if "length" not in obj:
            raise RecordError(f"{where}.length", "required")
        length = _int(obj["length"], f"{where}.length", 3, 13)
        if suit in suits_held:
            raise RecordError(where, f"only one hand can hold the ace of {suit.name}")
        suits_held[suit] = seat
        if suit is trump and honours is not None and honours[seat.side] < min(length, 5):
            raise RecordError(where, f"a run of {length} trumps needs {min(length, 5)} honours")
        found.append(Coronet(seat, suit, length))
    for side in Side:
        runs = sum(1 for seat in suits_held.values() if seat.side is side)
        if runs > aces[side]:
            raise RecordError(path, f"{side.name} holds {aces[side]} aces but {runs} coronets")
    return tuple(found)


def _captured(value: object, path: str, no_trump: bool) -> Holdings:
    obj = _per_side_objects(value, path)
    honours = [0, 0]
    aces = [0, 0]
    for side in Side:
        where = f"{path}.{side.name}"
        entry = _object(obj[side.name], where)
        _only(entry, ("aces",) if no_trump else ("honours", "aces"), where)
        if not no_trump:
            if "honours" not in entry:
                raise RecordError(f"{where}.honours", "required in a suit contract")
            honours[side] = _int(entry["honours"], f"{where}.honours", 0, 5)
        if "aces" not in entry:
            raise RecordError(f"{where}.aces", "required")
        aces[side] = _int(entry["aces"], f"{where}.aces", 0, 4)
    if not no_trump and sum(honours) != 5:
        raise RecordError(path, f"honours must sum to 5, not {sum(honours)}")
    if sum(aces) != 4:
        raise RecordError(path, f"aces must sum to 4, not {sum(aces)}")
    return Holdings(None if no_trump else (honours[0], honours[1]), (aces[0], aces[1]))


def _per_side_objects(value: object, path: str) -> Mapping[str, Any]:
    obj = _object(value, path)
    _only(obj, _SIDE_KEYS, path)
    for key in _SIDE_KEYS:
        if key not in obj:
            raise RecordError(f"{path}.{key}", "required")
    return obj


def _deal(value: object, path: str) -> Deal:
    if not isinstance(value, str):
        raise RecordError(path, "must be a PBN deal string")
    try:
        return Deal.parse_pbn(value)
    except NotationError as exc:
        raise RecordError(path, str(exc)) from None


# -- reading -------------------------------------------------------------------------------


def read_record(doc: object, replay: bool = False) -> Record:
    """Check a parsed ``wint-record`` document; with ``replay`` the deals carry calls and
    play, which are replayed through the engine.

    :raises RecordError: the first fault in document order, naming its path.
    """
    top = _object(doc, "record")
    _only(top, ("format", "version", "rules", "deals", "start"), "record")
    if "format" not in top:
        raise RecordError("format", "required")
    if top["format"] != "wint-record":
        raise RecordError("format", f"expected 'wint-record', not {top['format']!r}")
    if "version" not in top:
        raise RecordError("version", "required")
    if isinstance(top["version"], bool) or top["version"] != 1:
        raise RecordError("version", f"unsupported version {top['version']!r} (this is 1)")
    try:
        rules = resolve_rules(top.get("rules"), "rules")
    except RulesError as exc:
        raise RecordError(exc.path, exc.message) from None
    if "deals" not in top:
        raise RecordError("deals", "required")
    deals = top["deals"]
    if not isinstance(deals, list):
        raise RecordError("deals", "must be a list")
    start = (0, 0)
    if "start" in top:
        start = _per_side(top["start"], "start", lambda v, p: _int(v, p, 0, 499))
    results = []
    replayed: list[DealState | None] = []
    for index, item in enumerate(deals):
        path = f"deals[{index}]"
        if replay:
            result, state = _replay_deal(rules, item, path)
            results.append(result)
            replayed.append(state)
        else:
            results.append(_score_deal(rules, item, path))
    return Record(rules, start, tuple(results), tuple(replayed))


def _score_deal(rules: RuleSet, item: object, path: str) -> DealResult:
    obj = _object(item, path)
    _only(obj, _SCORE_KEYS, path)
    dealer = _seat(obj["dealer"], f"{path}.dealer") if "dealer" in obj else None
    deal = _deal(obj["deal"], f"{path}.deal") if "deal" in obj else None
    if deal is not None and "holdings" in obj:
        raise RecordError(f"{path}.holdings", "give either 'deal' or 'holdings', not both")
    if "passed" in obj:
        if obj["passed"] is not True:
            raise RecordError(f"{path}.passed", "must be true (or left out)")
        for key in ("contract", "declarer", "tricks", "revoke", "captured", "holdings"):
            if key in obj:
                raise RecordError(f"{path}.{key}", "not allowed in a passed-out deal")
        tricks_ns = None
        if rules.passed_out is PassedOut.RASPASOVKA:
            if "tricks_ns" not in obj:
                raise RecordError(f"{path}.tricks_ns", "required with passed_out = raspasovka")
            tricks_ns = _int(obj["tricks_ns"], f"{path}.tricks_ns", 0, 13)
        elif "tricks_ns" in obj:
            raise RecordError(f"{path}.tricks_ns", "only with passed_out = raspasovka")
        return DealResult(None, tricks_ns, dealer=dealer)
    if "tricks_ns" in obj:
        raise RecordError(f"{path}.tricks_ns", "only in a passed-out deal")
    contract = _contract(obj, path)
    tricks = _int(obj["tricks"], f"{path}.tricks", 0, 13)
    no_trump = contract.trump is None
    holdings = None
    if deal is not None:
        holdings = Holdings.from_hands(deal.hands, contract.trump)
    elif "holdings" in obj:
        holdings = _holdings(obj["holdings"], f"{path}.holdings", contract.trump, no_trump)
    captured = None
    if rules.honours_basis is HonoursBasis.CAPTURED:
        if holdings is not None:
            if "captured" not in obj:
                raise RecordError(f"{path}.captured", "required with honours_basis = captured")
            captured = _captured(obj["captured"], f"{path}.captured", no_trump)
    elif "captured" in obj:
        raise RecordError(f"{path}.captured", "only with honours_basis = captured")
    revoke = _revoke(obj["revoke"], f"{path}.revoke") if "revoke" in obj else None
    tricks_ns = tricks if contract.side is Side.NS else 13 - tricks
    return DealResult(contract, tricks_ns, holdings, captured, revoke, dealer)


def _revoke(value: object, path: str) -> Revoke:
    obj = _object(value, path)
    _only(obj, ("by", "asked"), path)
    if "by" not in obj:
        raise RecordError(f"{path}.by", "required")
    by = _seat(obj["by"], f"{path}.by")
    asked = obj.get("asked", False)
    if not isinstance(asked, bool):
        raise RecordError(f"{path}.asked", "must be true or false")
    return Revoke(by, asked)


def _replay_deal(rules: RuleSet, item: object, path: str) -> tuple[DealResult, DealState]:
    obj = _object(item, path)
    if "revoke" in obj:
        raise RecordError(
            f"{path}.revoke", "replay covers strict play; record revokes with 'score'"
        )
    _only(obj, _REPLAY_KEYS, path)
    if "dealer" not in obj:
        raise RecordError(f"{path}.dealer", "required to replay the calls")
    dealer = _seat(obj["dealer"], f"{path}.dealer")
    for key in ("calls", "play"):
        if key not in obj:
            raise RecordError(f"{path}.{key}", "required")
        if not isinstance(obj[key], list):
            raise RecordError(f"{path}.{key}", "must be a list")
    calls: list[object] = obj["calls"]
    play: list[object] = obj["play"]
    if "deal" in obj and "holdings" in obj:
        raise RecordError(f"{path}.holdings", "give either 'deal' or 'holdings', not both")
    if "deal" in obj:
        deal = _deal(obj["deal"], f"{path}.deal")
    else:
        deal = _deal_from_play(dealer, rules, calls, play, obj, path)
    state = DealState.new(deal, dealer, rules)
    for j, code in enumerate(calls):
        state = _step(state, code, Call, f"{path}.calls[{j}]")
    if state.phase is Phase.AUCTION:
        raise RecordError(f"{path}.calls", Reason.AUCTION_NOT_CLOSED.value)
    for j, code in enumerate(play):
        state = _step(state, code, Card, f"{path}.play[{j}]")
    if "claim" in obj:
        if state.is_over:
            raise RecordError(f"{path}.claim", "the deal is already over")
        remaining = 13 - len(state.tricks)
        claim = _int(obj["claim"], f"{path}.claim", 0, remaining)
        state = state.apply(Claim(claim))
    if not state.is_over:
        raise RecordError(f"{path}.play", Reason.PLAY_INCOMPLETE.value)
    result = state.result()
    if "holdings" in obj:
        contract = result.contract
        trump = contract.trump if contract is not None else None
        holdings = _holdings(obj["holdings"], f"{path}.holdings", trump, trump is None)
        result = DealResult(
            result.contract, result.tricks_ns, holdings, result.captured, None, dealer
        )
    return result, state


def _step(state: DealState, code: object, kind: type, path: str) -> DealState:
    if not isinstance(code, str):
        raise RecordError(path, Reason.BAD_NOTATION.value)
    try:
        action = Call.parse(code) if kind is Call else Card.parse(code)
    except NotationError:
        raise RecordError(path, Reason.BAD_NOTATION.value) from None
    try:
        return state.apply(action)
    except IllegalActionError as exc:
        raise RecordError(path, exc.reason.value) from None


def _deal_from_play(
    dealer: Seat,
    rules: RuleSet,
    calls: list[object],
    play: list[object],
    obj: Mapping[str, Any],
    path: str,
) -> Deal:
    """The hands of a deal recorded without them: each card of a complete play belongs to
    the seat whose turn it was.  Needs all 52 cards.
    """
    if "claim" in obj or len(play) != 52:
        raise RecordError(f"{path}.deal", "required unless all 52 cards are played")
    # Who plays each card is fixed by the auction and the tricks, so replay on a
    # provisional deal that gives every seat the cards in its own order of play.
    order: list[Card] = []
    for j, code in enumerate(play):
        if not isinstance(code, str):
            raise RecordError(f"{path}.play[{j}]", Reason.BAD_NOTATION.value)
        try:
            card = Card.parse(code)
        except NotationError:
            raise RecordError(f"{path}.play[{j}]", Reason.BAD_NOTATION.value) from None
        if card in order:
            raise RecordError(f"{path}.play[{j}]", Reason.CARD_NOT_IN_HAND.value)
        order.append(card)
    state = DealState.new(_PLACEHOLDER_DEAL, dealer, rules)
    for j, code in enumerate(calls):
        state = _step(state, code, Call, f"{path}.calls[{j}]")
    if state.phase is Phase.AUCTION:
        raise RecordError(f"{path}.calls", Reason.AUCTION_NOT_CLOSED.value)
    if state.is_over:
        raise RecordError(f"{path}.play[0]", Reason.NO_PLAY_EXPECTED.value)
    leader = state.to_act
    if leader is None:  # pragma: no cover - the play has begun
        raise RecordError(f"{path}.play", Reason.PLAY_INCOMPLETE.value)
    masks = [0, 0, 0, 0]
    seat = leader
    for trick_start in range(0, 52, 4):
        cards = order[trick_start : trick_start + 4]
        for offset, card in enumerate(cards):
            masks[seat.after(offset)] |= card.bit
        contract = state.contract
        trump = contract.trump if contract is not None else None
        seat = seat.after(winning_position(tuple(cards), trump))
    try:
        return Deal.from_masks(masks)
    except NotationError as exc:
        raise RecordError(f"{path}.play", str(exc)) from None


_PLACEHOLDER_DEAL = Deal.from_masks(tuple(0x1FFF << (13 * i) for i in range(4)))


# -- the sheet as JSON ---------------------------------------------------------------------


def score_record(record: Record) -> dict[str, Any]:
    """The score sheet of a record, as the contract's JSON."""
    ledger = Ledger(record.rules, record.start).extend(record.results)
    return {"rubbers": [_rubber_json(rubber, record) for rubber in ledger.rubbers]}


def replay_record(record: Record) -> dict[str, Any]:
    """:func:`score_record` for a replayed record; each deal also carries its contract,
    declarer and tricks (and ``tricks_ns`` for a распасовка).
    """
    return score_record(record)


def _rubber_json(rubber: Rubber, record: Record) -> dict[str, Any]:
    totals = rubber.totals()
    winner = rubber.winner
    side, points = rubber.result()
    return {
        "deals": [_deal_json(deal.index, deal, record) for deal in rubber.deals],
        "games_won": [s.name for s in rubber.games_won],
        "winner": winner.name if winner is not None else None,
        "totals": {
            s.name: {"above": totals[s].above, "below": totals[s].below, "total": totals[s].total}
            for s in Side
        },
        "result": (
            {"side": side.name if side is not None else None, "points": points}
            if winner is not None
            else None
        ),
    }


def _deal_json(index: int, deal: Any, record: Record) -> dict[str, Any]:
    out: dict[str, Any] = {
        "index": index,
        "below": {"NS": deal.below[0], "EW": deal.below[1]},
        "above": {s.name: [_entry_json(e) for e in deal.above if e.side is s] for s in Side},
        "game_won_by": deal.game_won_by.name if deal.game_won_by is not None else None,
    }
    if record.replayed:
        result = deal.result
        contract = result.contract
        out["contract"] = contract.code if contract is not None else None
        out["declarer"] = contract.declarer.name if contract is not None else None
        out["tricks"] = result.declarer_tricks if contract is not None else None
        if contract is None and result.tricks_ns is not None:
            out["tricks_ns"] = result.tricks_ns
    return out


def _entry_json(entry: Entry) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": entry.kind.value, "points": entry.points, "rule": entry.rule}
    if entry.count is not None:
        out["count"] = entry.count
    if entry.seat is not None:
        out["seat"] = entry.seat.name
    if entry.suit is not None:
        out["suit"] = entry.suit.name
    return out
