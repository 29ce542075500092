"""The ``wint-record`` file: deal results as a real table writes them, and their score sheet.

Implements ``contracts/record-cli-v1.md`` and its named players (``record-players.md``,
:mod:`wint.core.players`): :func:`read_record` checks a parsed document field by field
(every error names its path, ``deals[3].contract``) and :func:`score_record` /
:func:`replay_record` turn it into the sheet's JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from wint.core.cards import Card, Suit
from wint.core.deal import Deal
from wint.core.envelope import deal_from_play, read_envelope
from wint.core.errors import IllegalActionError, NotationError, Reason, RulesError
from wint.core.fields import SIDE_KEYS as _SIDE_KEYS
from wint.core.fields import RecordError
from wint.core.fields import as_object as _object
from wint.core.fields import integer as _int
from wint.core.fields import one_of as _one_of
from wint.core.fields import pbn_deal as _deal
from wint.core.fields import per_side as _per_side
from wint.core.fields import require as _require
from wint.core.fields import seat as _seat
from wint.core.fields import store as _store
from wint.core.fields import suit as _suit
from wint.core.fields import walk as _walk
from wint.core.jsonfile import parse_json
from wint.core.options import refuse_for_players
from wint.core.players import NamedPlayers
from wint.core.quoting import quoted
from wint.core.rubbers import entry_json, sheet_json
from wint.core.seats import Side
from wint.games.vint.actions import REVOKE_DONE, TableAction, Verb
from wint.games.vint.auctions import new_deal
from wint.games.vint.calls import Call, Strain
from wint.games.vint.contract import Contract
from wint.games.vint.ledger import Ledger, ScoredDeal
from wint.games.vint.result import (
    ACE_TWICE,
    ACES_CORONET_BEYOND,
    ACES_CORONET_TWICE,
    RUN_HONOURS,
    Coronet,
    DealResult,
    Holdings,
    Revoke,
    coronet_fault,
    ns_tricks,
    revokes_fault,
    runs_fault,
)
from wint.games.vint.rules import HonoursBasis, PassedOut, RuleSet, load_preset, resolve_rules
from wint.games.vint.state import Claim, DealState, Phase

__all__ = [
    "MAX_RECORD_BYTES",
    "MAX_RECORD_NESTING",
    "Record",
    "RecordError",
    "decode_json",
    "dump_record",
    "ledger_of",
    "read_record",
    "replay_record",
    "score_record",
]

#: Files larger than this are refused before parsing.
MAX_RECORD_BYTES = 32 * 1024 * 1024
#: Deeper nesting than this is refused before parsing (a record needs six levels).
MAX_RECORD_NESTING = 32

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
        "revokes",
        "captured",
    }
)
_REPLAY_KEYS = frozenset({"deal", "holdings", "dealer", "calls", "play", "claim"})


@dataclass(frozen=True, slots=True)
class Record:
    """A checked record: its ruleset, the start totals, each deal's result and, when the
    record names them, the players."""

    rules: RuleSet
    start: tuple[int, int]
    results: tuple[DealResult, ...]
    replayed: tuple[DealState | None, ...] = ()
    named: NamedPlayers | None = None


def decode_json(data: bytes, name: str) -> object:
    """Parse JSON bytes; every failure becomes a :class:`RecordError` naming ``name`` and the
    position.
    """
    return parse_json(data, name, MAX_RECORD_BYTES, RecordError, MAX_RECORD_NESTING)


# -- field checks -------------------------------------------------------------------------
#
# Checks that need another field (the strain for the honours, ``passed`` for the contract)
# peek at it first.


def _contract_code(value: object, path: str) -> tuple[int, Strain]:
    if not isinstance(value, str):
        raise RecordError(path, "must be a string like '3H' or '2NT'")
    if len(value) < 2 or value[0] not in "1234567":
        raise RecordError(path, f"bad level in {quoted(value)}: must be 1-7")
    try:
        return int(value[0]), Strain.parse(value[1:])
    except NotationError:
        raise RecordError(path, f"unknown strain {quoted(value[1:])}") from None


def _peek_strain(obj: Mapping[str, Any]) -> Strain | None:
    """The strain of a deal's contract if it can be read, else ``None``."""
    try:
        return _contract_code(obj.get("contract"), "contract")[1]
    except RecordError:
        return None


def _holdings(value: object, path: str, strain: Strain | None) -> Holdings:
    """Holdings; ``strain`` None when the contract is unknown (its own error comes later)."""
    obj = _object(value, path)
    no_trump = None if strain is None else strain is Strain.NT
    trump = None if strain is None else strain.suit
    found: dict[str, Any] = {}

    def honours(value: object, where: str) -> None:
        if no_trump:
            raise RecordError(where, "not counted at no-trump (the aces are the honours)")
        pair = _per_side(value, where, 0, 5)
        if sum(pair) != 5:
            raise RecordError(where, f"must sum to 5, not {sum(pair)}")
        found["honours"] = pair

    def aces(value: object, where: str) -> None:
        pair = _per_side(value, where, 0, 4)
        if sum(pair) != 4:
            raise RecordError(where, f"must sum to 4, not {sum(pair)}")
        found["aces"] = pair

    def coronets(value: object, where: str) -> None:
        found["coronets"] = value  # checked once the counts are known

    _walk(obj, path, {"honours": honours, "aces": aces, "coronets": coronets})
    if no_trump is False:
        _require(obj, path, "honours", why="required in a suit contract")
    _require(obj, path, "aces")
    return Holdings(
        found.get("honours"),
        found["aces"],
        _coronets(
            found.get("coronets", []),
            f"{path}.coronets",
            found["aces"],
            found.get("honours"),
            trump,
        ),
    )


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
    for i, item in enumerate(value):
        where = f"{path}[{i}]"
        fields: dict[str, Any] = {}
        obj = _object(item, where)
        _walk(
            obj,
            where,
            {
                "seat": _store(fields, "seat", _seat),
                "aces": _store(fields, "aces", lambda v, p: _int(v, p, 3, 4)),
                "suit": _store(fields, "suit", _suit),
                "length": _store(fields, "length", lambda v, p: _int(v, p, 3, 13)),
            },
        )
        _require(obj, where, "seat")
        seat = fields["seat"]
        if "aces" in fields:
            if "suit" in fields or "length" in fields:
                raise RecordError(where, "a coronet is either 'aces' or 'suit' and 'length'")
            coronet = Coronet(seat, None, fields["aces"])
        else:
            _require(obj, where, "suit", why='required (or "aces": 3 or 4)')
            _require(obj, where, "length")
            coronet = Coronet(seat, fields["suit"], fields["length"])
        fault = coronet_fault(tuple(found), coronet, aces, honours, trump)
        if fault == ACES_CORONET_TWICE:
            raise RecordError(where, f"{seat.name} already has an aces coronet")
        if fault == ACES_CORONET_BEYOND:
            raise RecordError(
                f"{where}.aces", f"{seat.side.name} holds only {aces[seat.side]} aces"
            )
        if fault == ACE_TWICE:
            raise RecordError(where, f"only one hand can hold the ace of {fields['suit'].name}")
        if fault == RUN_HONOURS:
            needed = min(coronet.length, 5)
            raise RecordError(where, f"a run of {coronet.length} trumps needs {needed} honours")
        found.append(coronet)
    side = runs_fault(tuple(found), aces)
    if side is not None:
        runs = sum(1 for c in found if not c.is_aces and c.seat.side is side)
        raise RecordError(path, f"{side.name} holds {aces[side]} aces but {runs} coronets")
    return tuple(found)


def _captured(value: object, path: str, strain: Strain | None) -> Holdings:
    obj = _object(value, path)
    no_trump = None if strain is None else strain is Strain.NT
    honours = [0, 0]
    aces = [0, 0]

    def side_reader(side: Side) -> Callable[[object, str], None]:
        def read(value: object, where: str) -> None:
            entry = _object(value, where)

            def read_honours(v: object, p: str) -> None:
                if no_trump:
                    raise RecordError(p, "not counted at no-trump")
                honours[side] = _int(v, p, 0, 5)

            def read_aces(v: object, p: str) -> None:
                aces[side] = _int(v, p, 0, 4)

            _walk(entry, where, {"honours": read_honours, "aces": read_aces})
            if no_trump is False:
                _require(entry, where, "honours", why="required in a suit contract")
            _require(entry, where, "aces")

        return read

    _walk(obj, path, {side.name: side_reader(side) for side in Side})
    _require(obj, path, *_SIDE_KEYS)
    if no_trump is False and sum(honours) != 5:
        raise RecordError(path, f"honours must sum to 5, not {sum(honours)}")
    if sum(aces) != 4:
        raise RecordError(path, f"aces must sum to 4, not {sum(aces)}")
    return Holdings(None if no_trump else (honours[0], honours[1]), (aces[0], aces[1]))


def _revoke(value: object, path: str) -> Revoke:
    obj = _object(value, path)
    found: dict[str, Any] = {}

    def asked(value: object, where: str) -> None:
        if not isinstance(value, bool):
            raise RecordError(where, "must be true or false")
        found["asked"] = value

    _walk(obj, path, {"by": _store(found, "by", _seat), "asked": asked})
    _require(obj, path, "by")
    return Revoke(found["by"], found.get("asked", False))


def _revokes(value: object, path: str) -> tuple[Revoke, ...]:
    """V-REV-10's list of revokes, in the order played, each like v1's ``revoke``."""
    if not isinstance(value, list):
        raise RecordError(path, "must be a list of revokes")
    revokes = tuple(_revoke(item, f"{path}[{i}]") for i, item in enumerate(value))
    index = revokes_fault(revokes)
    if index is not None:
        raise RecordError(
            f"{path}[{index}]",
            "a seat revokes at most once a trick and not in the last: 12 each, 36 in a deal",
        )
    return revokes


# -- writing -------------------------------------------------------------------------------


def dump_record(
    rules: RuleSet,
    results: Sequence[DealResult],
    start: tuple[int, int] = (0, 0),
    named: NamedPlayers | None = None,
) -> dict[str, Any]:
    """A ``wint-record`` document of deal results, holdings written in the ``holdings`` form
    (what a real table writes down); :func:`read_record` reads it back to the same results.
    The rules are the classic preset with the options that differ from it; ``named`` gives
    the players (and their seating, one entry per rubber of the deals, if it is written)."""
    classic = load_preset("classic").as_dict()
    options = {k: v for k, v in rules.as_dict().items() if classic.get(k) != v}
    doc: dict[str, Any] = {"format": "wint-record", "version": 1}
    if named is not None:
        doc |= named.document()
    doc["rules"] = {"preset": "classic", "options": options} if options else {"preset": "classic"}
    if start != (0, 0):
        doc["start"] = dict(zip(_SIDE_KEYS, start, strict=True))
    doc["deals"] = [_deal_doc(result) for result in results]
    return doc


def _deal_doc(result: DealResult) -> dict[str, Any]:
    item: dict[str, Any] = {}
    if result.dealer is not None:
        item["dealer"] = result.dealer.name
    contract = result.contract
    if contract is None:
        item["passed"] = True
        if result.tricks_ns is not None:
            item["tricks_ns"] = result.tricks_ns
        return item
    item["contract"] = contract.code
    item["declarer"] = contract.declarer.name
    item["tricks"] = result.tricks(contract.side)
    if result.holdings is not None:
        item["holdings"] = _holdings_doc(result.holdings)
    if result.captured is not None:
        item["captured"] = {
            side.name: {"aces": result.captured.aces[side]}
            | (
                {"honours": result.captured.honours[side]}
                if result.captured.honours is not None
                else {}
            )
            for side in Side
        }
    revokes = [{"by": r.by.name, "asked": r.asked} for r in result.revokes]
    if len(revokes) == 1:
        item["revoke"] = revokes[0]  # as v1 writes it
    elif revokes:
        item["revokes"] = revokes  # V-REV-10
    return item


def _holdings_doc(holdings: Holdings) -> dict[str, Any]:
    doc: dict[str, Any] = {}
    if holdings.honours is not None:
        doc["honours"] = dict(zip(_SIDE_KEYS, holdings.honours, strict=True))
    doc["aces"] = dict(zip(_SIDE_KEYS, holdings.aces, strict=True))
    doc["coronets"] = [
        {"seat": c.seat.name, "aces": c.length}
        if c.suit is None
        else {"seat": c.seat.name, "suit": c.suit.name, "length": c.length}
        for c in holdings.coronets
    ]
    return doc


# -- reading -------------------------------------------------------------------------------


def read_record(doc: object, replay: bool = False) -> Record:
    """Check a parsed ``wint-record`` document; with ``replay`` the deals carry calls and
    play, which are replayed through the engine.

    :raises RecordError: the first fault in document order, naming its path.  (In a
        replayed deal, the engine's checks of the calls and cards follow the checks of the
        deal's fields.)  The checks relating two fields, then those needing the rubbers,
        follow all the field checks (record-players.md).
    """

    def deals(rules: RuleSet, value: list[Any]) -> tuple[tuple[DealResult, ...], tuple[Any, ...]]:
        if replay:  # a replay seats four players: a dummy's options would be ignored (§4.1)
            try:
                refuse_for_players(rules, 4, "rules.options")
            except RulesError as exc:
                raise RecordError(exc.path, exc.message) from None
        results, states = [], []
        for index, item in enumerate(value):
            where = f"deals[{index}]"
            if replay:
                result, state = _replay_deal(rules, item, where)
                results.append(result)
                states.append(state)
            else:
                results.append(_score_deal(rules, item, where))
        return tuple(results), tuple(states)

    def rubbers(rules: RuleSet, start: tuple[int, int], read: Any) -> int:
        return len(ledger_of(rules, start, read[0]).rubbers)

    top = read_envelope(doc, "vint", resolve_rules, RuleSet(), deals, 499, rubbers)
    results, states = top.deals
    return Record(top.rules, top.start, results, states, top.named)


def _score_deal(rules: RuleSet, item: object, path: str) -> DealResult:
    obj = _object(item, path)
    passed = "passed" in obj and obj["passed"] is True
    strain = _peek_strain(obj)
    found: dict[str, Any] = {}

    def not_if_passed(read: Callable[[object, str], None]) -> Callable[[object, str], None]:
        def reader(value: object, where: str) -> None:
            if passed:
                raise RecordError(where, "not allowed in a passed-out deal")
            read(value, where)

        return reader

    def read_passed(value: object, where: str) -> None:
        if value is not True:
            raise RecordError(where, "must be true (or left out)")

    def read_tricks_ns(value: object, where: str) -> None:
        if not passed:
            raise RecordError(where, "only in a passed-out deal")
        if rules.passed_out is not PassedOut.RASPASOVKA:
            raise RecordError(where, "only with passed_out = raspasovka")
        found["tricks_ns"] = _int(value, where, 0, 13)

    def read_captured(value: object, where: str) -> None:
        if passed:
            raise RecordError(where, "not allowed in a passed-out deal")
        if rules.honours_basis is not HonoursBasis.CAPTURED:
            raise RecordError(where, "only with honours_basis = captured")
        found["captured"] = _captured(value, where, strain)

    _walk(
        obj,
        path,
        {
            "deal": _one_of(found, "deal", "holdings", _deal),
            "holdings": not_if_passed(
                _one_of(found, "holdings", "deal", lambda v, p: _holdings(v, p, strain))
            ),
            "dealer": _store(found, "dealer", _seat),
            "contract": not_if_passed(_store(found, "contract", _contract_code)),
            "declarer": not_if_passed(_store(found, "declarer", _seat)),
            "tricks": not_if_passed(_store(found, "tricks", lambda v, p: _int(v, p, 0, 13))),
            "passed": read_passed,
            "tricks_ns": read_tricks_ns,
            # v1's one revoke or V-REV-10's list of them, not both
            "revoke": not_if_passed(
                _one_of(found, "revoke", "revokes", lambda v, p: (_revoke(v, p),))
            ),
            "revokes": not_if_passed(_one_of(found, "revokes", "revoke", _revokes)),
            "captured": read_captured,
        },
    )
    dealer = found.get("dealer")
    if passed:
        if rules.passed_out is PassedOut.RASPASOVKA:
            _require(obj, path, "tricks_ns", why="required with passed_out = raspasovka")
        return DealResult(None, found.get("tricks_ns"), dealer=dealer)
    _require(obj, path, "contract", "declarer", "tricks", why='required (or "passed": true)')
    level, strain_read = found["contract"]
    contract = Contract(level, strain_read, found["declarer"])
    hands = found.get("deal")
    held = Holdings.from_hands(hands.hands, contract.trump) if hands else found.get("holdings")
    if rules.honours_basis is HonoursBasis.CAPTURED and held is not None:
        _require(obj, path, "captured", why="required with honours_basis = captured")
    tricks = found["tricks"]
    tricks_ns = ns_tricks(contract.side, tricks)
    revokes = found.get("revoke", found.get("revokes", ()))
    return DealResult(contract, tricks_ns, held, found.get("captured"), revokes, dealer)


def _replay_deal(rules: RuleSet, item: object, path: str) -> tuple[DealResult, DealState]:
    obj = _object(item, path)
    found: dict[str, Any] = {}

    def read_revoke(value: object, where: str) -> None:
        # the one place a replay refuses a deal's revokes (V-REV-9): it derives them
        raise RecordError(where, "a replay claims revokes with 'revoke_claims'")

    def listed(key: str) -> Callable[[object, str], None]:
        def reader(value: object, where: str) -> None:
            if not isinstance(value, list):
                raise RecordError(where, "must be a list")
            found[key] = value

        return reader

    def read_claim(value: object, where: str) -> None:
        found["claim"] = _int(value, where, 0, 13)

    _walk(
        obj,
        path,
        {
            "deal": _one_of(found, "deal", "holdings", _deal),
            # the holdings are checked once the replay gives the contract
            "holdings": _one_of(found, "holdings", "deal", lambda v, p: v),
            "dealer": _store(found, "dealer", _seat),
            "calls": listed("calls"),
            "play": listed("play"),
            "claim": read_claim,
            "revoke": read_revoke,
            "revokes": read_revoke,
            "revoke_claims": listed("revoke_claims"),
        },
    )
    _require(obj, path, "dealer", why="required to replay the calls")
    _require(obj, path, "calls", "play")
    dealer, calls, play = found["dealer"], found["calls"], found["play"]
    state = new_deal(found.get("deal", _PLACEHOLDER_DEAL), dealer, rules)
    for j, code in enumerate(calls):
        state = _step(state, code, Call, f"{path}.calls[{j}]")
    if state.phase is Phase.AUCTION:
        raise RecordError(f"{path}.calls", Reason.AUCTION_NOT_CLOSED.value)
    table = rules.allow_revokes  # the play may hold table-rules actions (V-REV, V-IRR)
    if "deal" not in found and not state.is_over:
        if table and any(TableAction.parse(code) for code in play if isinstance(code, str)):
            raise RecordError(f"{path}.deal", "required with table-rules actions in the play")
        if "claim" in obj or len(play) < 52:
            if "claim" not in obj:
                raise RecordError(f"{path}.play", Reason.PLAY_INCOMPLETE.value)
            raise RecordError(f"{path}.deal", "required unless all 52 cards are played")
        leader, contract = state.to_act, state.contract
        assert leader is not None  # the auction closed and the deal goes on: the lead
        trump = contract.trump if contract is not None else None
        hands = deal_from_play(play, leader, trump, f"{path}.play")
        state = new_deal(hands, dealer, rules)
        for code in calls:
            state = state.apply_code(code)
    for j, code in enumerate(play):
        state = _step(state, code, TableAction if table else Card, f"{path}.play[{j}]")
    if "claim" in found:
        if state.is_over or state.phase is not Phase.PLAY:
            raise RecordError(f"{path}.claim", "the deal is already over")
        remaining = state.tricks_left
        state = state.apply(Claim(_int(found["claim"], f"{path}.claim", 0, remaining)))
    if state.phase is Phase.REVOKES:
        state = _claim_revokes(state, found.get("revoke_claims", []), f"{path}.revoke_claims")
    elif found.get("revoke_claims"):
        raise RecordError(f"{path}.revoke_claims[0]", Reason.NO_SUCH_REVOKE.value)
    if not state.is_over:
        raise RecordError(f"{path}.play", Reason.PLAY_INCOMPLETE.value)
    played = state.result()
    if played.contract is None:  # passed out: only a распасовка's tricks are written
        return DealResult(None, played.tricks_ns, dealer=dealer), state
    held = played.holdings if "deal" in found else None
    if "holdings" in found:
        held = _holdings(found["holdings"], f"{path}.holdings", played.contract.strain)
    # as a score record writes the deal: the honours and aces won in tricks with
    # honours_basis = captured only (C-6), derived from the play (a replay without the
    # hands plays all 52 cards)
    captured = played.captured if rules.honours_basis is HonoursBasis.CAPTURED else None
    result = DealResult(
        played.contract,
        played.tricks_ns,
        held,
        None if held is None else captured,
        played.revokes,  # the revokes claimed (V-REV-4, V-REV-10)
        dealer,
    )
    return result, state


def _step(state: DealState, code: object, kind: type, path: str) -> DealState:
    """``code`` applied: a call, a card or (``kind`` TableAction) a card or a table-rules
    action of the play (a claim of a revoke goes in ``revoke_claims``)."""
    if not isinstance(code, str):
        raise RecordError(path, Reason.BAD_NOTATION.value)
    action: Call | Card | TableAction | None
    try:
        action = Call.parse(code) if kind is Call else Card.parse(code)
    except NotationError:
        action = TableAction.parse(code) if kind is TableAction else None
        if action is None or action.verb is Verb.REVOKE:
            raise RecordError(path, Reason.BAD_NOTATION.value) from None
    try:
        return state.apply(action)
    except IllegalActionError as exc:
        raise RecordError(path, exc.reason.value) from None


def _claim_revokes(state: DealState, claims: list[Any], path: str) -> DealState:
    """The claims of revokes after the play (V-REV-4): each ``seat:trick`` is claimed by
    the first seat of the other side to claim, then every seat is done."""
    wanted: dict[TableAction, int] = {}
    for j, code in enumerate(claims):
        action = TableAction.parse(f"{Verb.REVOKE.value}:{code}") if isinstance(code, str) else None
        if action is None or action == REVOKE_DONE:
            raise RecordError(f"{path}[{j}]", Reason.BAD_NOTATION.value)
        if action in wanted:
            raise RecordError(f"{path}[{j}]", Reason.NO_SUCH_REVOKE.value)  # claimed twice
        wanted[action] = j
    while not state.is_over:
        legal = state.legal_actions()
        for action in [action for action in wanted if action in legal]:
            state = state.apply(action)
            del wanted[action]
        state = state.apply(REVOKE_DONE)
    if wanted:
        raise RecordError(f"{path}[{min(wanted.values())}]", Reason.NO_SUCH_REVOKE.value)
    return state


_PLACEHOLDER_DEAL = Deal.from_masks(tuple(0x1FFF << (13 * i) for i in range(4)))


# -- the sheet as JSON ---------------------------------------------------------------------


@lru_cache(maxsize=8)
def ledger_of(rules: RuleSet, start: tuple[int, int], results: tuple[DealResult, ...]) -> Ledger:
    """The deals scored into games and rubbers, from the totals ``start``; kept for the last
    few asked (a record's is asked for by its reader, its sheet and its chart, a pad's
    several times after each change)."""
    return Ledger(rules, start).extend(results)


def score_record(record: Record) -> dict[str, Any]:
    """The score sheet of a record, as the contract's JSON; with named players each rubber
    also has its ``seating`` and ``sits_out``, and the sheet the players' ``ledger``."""
    rubbers = ledger_of(record.rules, record.start, record.results).rubbers
    return sheet_json(rubbers, lambda deal: _deal_json(deal, record), record.named, record.rules)


def replay_record(record: Record) -> dict[str, Any]:
    """:func:`score_record` for a replayed record; each deal also carries its contract,
    declarer and tricks (and ``tricks_ns`` for a распасовка).
    """
    return score_record(record)


def _deal_json(deal: ScoredDeal, record: Record) -> dict[str, Any]:
    out: dict[str, Any] = {
        "index": deal.index,
        "below": {"NS": deal.below[0], "EW": deal.below[1]},
        "above": {s.name: [entry_json(e) for e in deal.above if e.side is s] for s in Side},
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
