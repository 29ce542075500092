"""Preferans's ``wint-record`` (contracts/record-preferans.md): one pulya, each deal as the
table writes it (``wint score``), and its sheet as the contract's JSON.

:func:`read_record` checks a parsed document field by field in document order (every
error names its place, ``deals[2].tricks``), then, at the end of each deal, the checks
relating its fields; :func:`score_record` writes the pulya and settles it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from wint.core.cards import Card
from wint.core.envelope import check_game
from wint.core.errors import NotationError, RulesError
from wint.core.fields import RecordError, as_object, integer, require, store, walk
from wint.core.quoting import quoted
from wint.games.preferans.auction import is_checked_ten, whist_words
from wint.games.preferans.ledger import Entry, Kind, Records, seats_of
from wint.games.preferans.pulya import Pulya, score_pulya
from wint.games.preferans.replay import replay_deal
from wint.games.preferans.result import Contract, DealResult, PrefSeat, WhistWord
from wint.games.preferans.rules import (
    Concede,
    HelpOrder,
    PrefRules,
    RaspasPrikup,
    resolve_rules,
)
from wint.games.preferans.scoring import Table, standing_words
from wint.games.preferans.settlement import rounded, settle

__all__ = ["REFUSED_OPTIONS", "Record", "number", "read_record", "replay_record", "score_record"]

#: The largest figure a record's ``start`` or ``pulya`` may write.
_LARGE = 10**9
#: The option values B.9 refuses in records (their scoring needs a choice a record lacks).
REFUSED_OPTIONS: tuple[tuple[str, object], ...] = (
    ("help_order", HelpOrder.PLAYER_CHOICE),
    ("games_without_prikup", True),
    ("concede", Concede.MINUS3),
    ("concede", Concede.MINUS2),
)


@dataclass(frozen=True, slots=True)
class Record:
    """A checked record: its table, the sheet before the first deal, each deal and the
    players' names by seat."""

    table: Table
    start: Records
    results: tuple[DealResult, ...]
    names: Mapping[PrefSeat, str] = field(default_factory=dict)
    #: Read from a ``wint replay`` record (its deals played card by card).
    replayed: bool = False


def read_record(doc: object, replay: bool = False) -> Record:
    """Check a parsed Preferans record; with ``replay`` its deals are played through the
    rules (:func:`replay_deal`).

    :raises RecordError: the first fault in document order, naming its place.
    """
    top = as_object(doc, "record")
    rules, rules_error = _peek_rules(top.get("rules"))
    given, aim = top.get("players"), top.get("pulya")
    players: int = given if type(given) is int and given in (3, 4) else 3
    target: int = aim if type(aim) is int and aim >= 1 else 10
    table = Table(rules, players, target)
    try:
        start = _start(top.get("start", {}), "start", players)
    except RecordError:
        start = Records.empty(players)  # its own error comes where it stands
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

    def players_(value: object, path: str) -> None:
        if type(value) is not int or value not in (3, 4):
            raise RecordError(path, f"must be 3 or 4, not {quoted(value)}")

    def deals(value: object, path: str) -> None:
        if not isinstance(value, list):
            raise RecordError(path, "must be a list")
        pulya = Pulya(table, start.copy())
        read = _replayed if replay else _deal
        found["deals"] = tuple(read(pulya, item, f"deals[{i}]") for i, item in enumerate(value))

    walk(
        top,
        "record",
        {
            "format": format_,
            "version": version,
            "game": check_game("preferans"),
            "rules": rules_,
            "players": players_,
            "pulya": store(found, "pulya", lambda v, p: integer(v, p, 1, _LARGE)),
            "deals": deals,
            "names": store(found, "names", lambda v, p: _names(v, "names", players)),
            "start": store(found, "start", lambda v, p: _start(v, "start", players)),
        },
    )
    for key in ("format", "version", "game", "players", "pulya", "deals"):
        if key not in top:
            raise RecordError(key, "required")
    return Record(table, start, found["deals"], found.get("names", {}), replay)


def _peek_rules(spec: object) -> tuple[PrefRules, RulesError | None]:
    """The record's rules, or Sochi's and the fault (reported where ``rules`` stands)."""
    try:
        rules = resolve_rules(spec, "rules")
    except RulesError as exc:
        return PrefRules(), exc
    values = rules.as_dict()
    for key, refused in REFUSED_OPTIONS:
        if values[key] == refused:
            message = f"{quoted(values[key])} is not played in records (B.9)"
            return PrefRules(), RulesError(f"rules.options.{key}", message)
    return rules, None


def _seat(players: int) -> Callable[[object, str], PrefSeat]:
    def read(value: object, path: str) -> PrefSeat:
        if not isinstance(value, str) or value not in [s.value for s in seats_of(players)]:
            raise RecordError(path, f"unknown seat {quoted(value)} at a table of {players}")
        return PrefSeat(value)

    return read


def _by_seat(
    value: object, path: str, players: int, read: Callable[[object, str], Any]
) -> dict[PrefSeat, Any]:
    """An object seat → value, each value read by ``read``."""
    obj = as_object(value, path)
    out: dict[PrefSeat, Any] = {}
    for key, item in obj.items():
        where = f"{path}.{key}"
        out[_seat(players)(key, where)] = read(item, where)
    return out


def _names(value: object, path: str, players: int) -> dict[PrefSeat, str]:
    def name(item: object, where: str) -> str:
        if not isinstance(item, str) or not item.strip():
            raise RecordError(where, "must be a player's name")
        return item

    return _by_seat(value, path, players, name)


def _start(value: object, path: str, players: int) -> Records:
    """``start``: the sheet before the first deal, integers, missing = 0."""
    sheet = Records.empty(players)
    obj = as_object(value, path)

    def figures(low: int) -> Callable[[object, str], Any]:
        return lambda v, p: integer(v, p, low, _LARGE)

    def pulya(v: object, p: str) -> None:
        for seat, points in _by_seat(v, p, players, figures(0)).items():
            sheet.pulya[seat] = Fraction(points)

    def gora(v: object, p: str) -> None:
        for seat, points in _by_seat(v, p, players, figures(-_LARGE)).items():
            sheet.gora[seat] = Fraction(points)

    def whists(v: object, p: str) -> None:
        for seat, row in _by_seat(v, p, players, lambda r, q: (r, q)).items():
            for on, points in _by_seat(row[0], row[1], players, figures(0)).items():
                if on == seat:
                    raise RecordError(f"{row[1]}.{on.value}", "nobody writes whists on himself")
                sheet.whists[seat, on] = Fraction(points)

    walk(obj, path, {"pulya": pulya, "gora": gora, "whists": whists})
    return sheet


# -- a deal -----------------------------------------------------------------------------------


def _open_deal(pulya: Pulya, item: object, path: str) -> Mapping[str, Any]:
    """A deal's object, if a deal may follow on the pulya (P-SET-6)."""
    obj = as_object(item, path)
    if pulya.is_over:
        raise RecordError(path, "the pulya is over (P-SET-6): no deal may follow its end")
    return obj


def _check_dealer(pulya: Pulya, dealer: PrefSeat, path: str) -> None:
    """P-TAB-5: after the first deal, the pulya says who deals."""
    if pulya.dealer is not None and dealer != pulya.dealer:
        raise RecordError(path, f"{pulya.dealer.value} deals this deal (P-TAB-5)")


def _replayed(pulya: Pulya, item: object, path: str) -> DealResult:
    """One ``wint replay`` deal: its dealer in turn, played through the rules at the pulya's
    all-pass run (P-RASP-5), and written on the pulya."""
    table = pulya.table
    obj = _open_deal(pulya, item, path)
    given = obj.get("dealer")
    if isinstance(given, str) and given in [s.value for s in table.seats]:
        _check_dealer(pulya, PrefSeat(given), f"{path}.dealer")
    result = replay_deal(table.rules, table.players, obj, path, pulya.run)
    pulya.add(result)
    return result


def _deal(pulya: Pulya, item: object, path: str) -> DealResult:
    """One ``score`` deal, checked against the pulya as it stands, and written on it."""
    table = pulya.table
    obj = _open_deal(pulya, item, path)
    found: dict[str, Any] = {}
    seat = _seat(table.players)

    def dealer(value: object, where: str) -> None:
        found["dealer"] = seat(value, where)
        _check_dealer(pulya, found["dealer"], where)

    def contract(value: object, where: str) -> None:
        try:
            found["contract"] = read = Contract.parse(value if isinstance(value, str) else "")
        except NotationError:
            raise RecordError(where, f"unknown contract {quoted(value)}") from None
        low = pulya.minimum
        if (read.misere and low > 8) or (not read.misere and read.level < low):
            raise RecordError(
                where, f"{read} is below the exit minimum {low} after all-pass (P-RASP-5)"
            )

    def whist(value: object, where: str) -> None:
        if not isinstance(value, list):
            raise RecordError(where, "must be a list of words")
        words = []
        for j, word in enumerate(value):
            if word not in ("whist", "pass", "half"):
                raise RecordError(f"{where}[{j}]", f"unknown word {quoted(word)}")
            words.append(WhistWord(word))
        found["whist"] = tuple(words)

    def flag(key: str) -> Callable[[object, str], None]:
        def read(value: object, where: str) -> None:
            if not isinstance(value, bool):
                raise RecordError(where, "must be true or false")
            found[key] = value

        return read

    def tricks(value: object, where: str) -> None:
        found["tricks"] = _by_seat(value, where, table.players, lambda v, p: integer(v, p, 0, 10))

    walk(
        obj,
        path,
        {
            "dealer": dealer,
            "contract": _unless_null(contract),
            "declarer": _unless_null(store(found, "declarer", seat)),
            "whist": _unless_null(whist),
            "open": flag("open"),
            "allpass": flag("allpass"),
            "tricks": _unless_null(tricks),
            "prikup": _unless_null(store(found, "prikup", _prikup)),
        },
    )
    result = _relate(table, found, path)
    pulya.add(result)
    return result


def _unless_null(read: Callable[[object, str], None]) -> Callable[[object, str], None]:
    """``read``, with ``null`` as an absent key (as ``wint replay`` writes an all-pass
    deal's contract and declarer, or the tricks of a deal not played)."""

    def reader(value: object, path: str) -> None:
        if value is not None:
            read(value, path)

    return reader


def _prikup(value: object, path: str) -> tuple[Card, Card]:
    if not isinstance(value, list) or len(value) != 2:
        raise RecordError(path, "must be a list of 2 cards")
    cards = []
    for j, code in enumerate(value):
        try:
            card = Card.parse(code if isinstance(code, str) else "")
        except NotationError:
            raise RecordError(f"{path}[{j}]", f"unknown card {quoted(code)}") from None
        if str(card)[1] not in "789TJQKA":
            raise RecordError(f"{path}[{j}]", f"{quoted(code)} is not in the 32-card pack")
        cards.append(card)
    if cards[0] == cards[1]:
        raise RecordError(path, "the same card twice")
    return cards[0], cards[1]


def _relate(table: Table, found: dict[str, Any], path: str) -> DealResult:
    """The checks relating a deal's fields, then its :class:`DealResult`."""
    require(found, path, "dealer")
    dealer: PrefSeat = found["dealer"]
    active = table.active(dealer)
    allpass = found.get("allpass", False)
    contract: Contract | None = found.get("contract")
    if allpass:
        for key in ("contract", "declarer", "whist", "open"):
            if key in found:
                raise RecordError(f"{path}.{key}", "not with allpass: true")
    else:
        require(found, path, "contract", why="required (or allpass: true)")
        require(found, path, "declarer")
        if found["declarer"] not in active:
            raise RecordError(f"{path}.declarer", "the dealer sits out (P-TAB-1)")
    words = _whist(table, contract, found.get("whist"), f"{path}.whist")
    played = allpass or contract is None or contract.misere or not words
    played = played or WhistWord.WHIST in standing_words(words)
    if found.get("open") and (
        not played
        or contract is None
        or sum(w is WhistWord.WHIST for w in standing_words(words)) != 1
    ):
        raise RecordError(f"{path}.open", "only with one whister and play (P-WH-6)")
    tricks = _tricks(table, found, active, played, allpass, f"{path}.tricks")
    needs_prikup = (
        table.rules.paid_prikup and table.players == 4 and contract is not None
    ) and not contract.misere
    if needs_prikup and "prikup" not in found:
        raise RecordError(f"{path}.prikup", "required: the dealer is paid its tricks (P-MSU-5)")
    return DealResult(
        dealer=dealer,
        contract=contract,
        declarer=found.get("declarer"),
        whist=words,
        open=found.get("open", False),
        allpass=allpass,
        tricks=tricks,
        prikup=found.get("prikup"),
    )


def _whist(
    table: Table, contract: Contract | None, given: tuple[WhistWord, ...] | None, path: str
) -> tuple[WhistWord, ...]:
    """P-WH: the defenders' words as spoken, or none for misère and a checked ten."""
    if contract is None or contract.misere or is_checked_ten(contract, table.rules):
        if given:
            raise RecordError(path, "no whist decisions on misère or a checked ten (P-WH-7)")
        return ()
    if given is None:
        raise RecordError(path, "required: the defenders' words")
    for j, word in enumerate(given):
        allowed = whist_words(contract, given[:j], table.rules)
        if word not in allowed:
            named = " or ".join(w.value for w in allowed)
            why = f"must be {named}" if allowed else "no more words"
            raise RecordError(f"{path}[{j}]", f"{quoted(word.value)}: {why} (P-WH)")
    if whist_words(contract, given, table.rules):
        raise RecordError(path, "a defender's decision is missing (P-WH)")
    return given


def _tricks(
    table: Table,
    found: dict[str, Any],
    active: tuple[PrefSeat, ...],
    played: bool,
    allpass: bool,
    path: str,
) -> dict[PrefSeat, int] | None:
    """Tricks per active seat, summing to 10 (8–10 on an MSU all-pass), when cards were
    played; none after both passed or a standing half-whist."""
    given: dict[PrefSeat, int] | None = found.get("tricks")
    if not played:
        if given is not None:
            raise RecordError(path, "no cards were played: both passed or half-whist stands")
        return None
    if given is None:
        raise RecordError(path, "required: cards were played")
    for seat in given:
        if seat not in active:
            raise RecordError(f"{path}.{seat.value}", "the dealer sits out (P-TAB-1)")
    for seat in active:
        if seat not in given:
            raise RecordError(f"{path}.{seat.value}", "required")
    total = sum(given.values())
    prikup_plays = allpass and table.rules.raspas_prikup is RaspasPrikup.MSU_DEALER_PLAYS
    low = 8 if prikup_plays else 10
    if not low <= total <= 10:
        sums = "8-10" if prikup_plays else "10"
        raise RecordError(path, f"must sum to {sums}, not {total}")
    return {seat: given[seat] for seat in active}


# -- the sheet ----------------------------------------------------------------------------------


def number(value: Fraction) -> int | str:
    """An exact figure as the contract writes it: an integer, else ``"n/d"``."""
    return value.numerator if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def _entries(seats: tuple[PrefSeat, ...], entries: list[Entry]) -> dict[str, list[Any]]:
    """A deal's entries per seat, summed per kind and ``on``, zeros omitted."""
    summed: dict[tuple[PrefSeat, Kind, PrefSeat | None], Fraction] = {}
    for e in entries:
        key = (e.seat, e.kind, e.on)
        summed[key] = summed.get(key, Fraction(0)) + e.points
    out: dict[str, list[Any]] = {s.value: [] for s in seats}
    order = [Kind.PULYA, Kind.GORA, Kind.WHISTS]
    for (seat, kind, on), points in sorted(
        summed.items(), key=lambda kv: (order.index(kv[0][1]), kv[0][2].place if kv[0][2] else -1)
    ):
        if points:
            item: dict[str, Any] = {"kind": kind.value, "points": number(points)}
            if on is not None:
                item["on"] = on.value
            out[seat.value].append(item)
    return out


def score_record(record: Record) -> dict[str, Any]:
    """The pulya of a checked record as the contract's JSON: each deal's entries, the
    totals, whether it is finished, the settlement and its integer display."""
    table = record.table
    pulya = score_pulya(table, record.start, record.results)
    sheet, seats = pulya.sheet, table.seats
    value = settle(sheet, table.rules.pulya_point_whists)
    return {
        "deals": [
            {"index": i, "entries": _entries(seats, entries)}
            | (_played(result) if record.replayed else {})
            for i, (entries, result) in enumerate(zip(pulya.deals, record.results, strict=True))
        ],
        "totals": {
            s.value: {
                "pulya": number(sheet.pulya[s]),
                "gora": number(sheet.gora[s]),
                "whists": {o.value: number(sheet.whists[s, o]) for o in seats if o != s},
            }
            for s in seats
        },
        "finished": pulya.is_over,
        "settlement": {s.value: number(v) for s, v in value.items()},
        "rounded": {s.value: v for s, v in rounded(value).items()},
    }


def replay_record(record: Record) -> dict[str, Any]:
    """:func:`score_record` of a replayed record: each deal also gives its ``contract``,
    ``declarer`` and ``tricks``."""
    return score_record(record)


def _played(result: DealResult) -> dict[str, Any]:
    """What a replayed deal adds: its contract and declarer (null: all-pass) and the tricks
    per active seat (null: not played)."""
    tricks = result.tricks
    return {
        "contract": None if result.contract is None else str(result.contract),
        "declarer": None if result.declarer is None else result.declarer.value,
        "tricks": None if tricks is None else {s.value: n for s, n in tricks.items()},
    }
