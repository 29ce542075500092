"""Named players in a ``wint-record`` (contracts/record-players.md): the players in draw
order, where they sat in each rubber and each one's account (V-SEAT-2, V-PART-9, V-SHEET-7,
rules §4.2).

The record reader checks them in the contract's three steps: the fields, in document order
(:func:`readers`), then the checks relating two fields (:func:`relate`), then those that
need the rubbers (:meth:`NamedPlayers.check_rubbers`).  Who sits where comes from
:mod:`wint.core.seating`; the accounts from :func:`~wint.core.settlement.settle`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from wint.core.fields import RecordError, as_object, key_path, require, store
from wint.core.names import refused_name
from wint.core.quoting import quoted
from wint.core.seating import (
    FivePlayerSchedule,
    Seating,
    SeatingRules,
    needs_lot,
    seatings,
    sits_out,
)
from wint.core.settlement import RubberOutcome, settle

__all__ = ["NamedPlayers", "readers", "relate"]


class PlayerRules(SeatingRules, Protocol):
    """The options of a game's rules that named players read."""

    @property
    def players(self) -> int: ...

    @property
    def ledger_unit(self) -> int: ...


_SEATS = ("N", "E", "S", "W")
_RELATED_OPTIONS = ("players", "five_player_schedule")


@dataclass(frozen=True, slots=True)
class NamedPlayers:
    """A record's players in draw order, the seating written for each rubber (``None``: the
    tables seat them) and the two of players 1–4 drawn to play six players' rubber 8."""

    players: tuple[str, ...]
    given: tuple[Seating, ...] | None = None
    lot: tuple[str, ...] = ()

    def seatings(self, rules: PlayerRules, count: int) -> tuple[Seating, ...]:
        """Who sat N, E, S, W in each of the first ``count`` rubbers."""
        return seatings(self.players, rules, count, self.given or (), self.lot)

    def check_rubbers(self, count: int) -> None:
        """The checks that need the number of rubbers the deals reach.

        :raises RecordError: ``seating`` with fewer entries than rubbers, or an entry beyond
            them; six players reaching rubber 8 without ``eighth_rubber``.
        """
        if self.given is not None:
            if len(self.given) < count:
                raise RecordError(
                    "seating",
                    f"one entry per rubber: the deals reach {count}, {len(self.given)} written",
                )
            if len(self.given) > count:
                raise RecordError(f"seating[{count}]", f"beyond the {count} rubber(s) of the deals")
        elif not self.lot and any(needs_lot(len(self.players), i) for i in range(count)):
            raise RecordError("eighth_rubber", "required: the deals reach rubber 8")

    def document(self) -> dict[str, Any]:
        """The record's keys ``players`` and, if written, ``seating`` and ``eighth_rubber``."""
        doc: dict[str, Any] = {"players": list(self.players)}
        if self.given is not None:
            doc["seating"] = [dict(zip(_SEATS, seats, strict=True)) for seats in self.given]
        if self.lot:
            doc["eighth_rubber"] = list(self.lot)
        return doc

    def sheet(
        self, rules: PlayerRules, rubbers: Sequence[RubberOutcome]
    ) -> tuple[list[Any], list[Any]]:
        """The contract's output: each rubber's ``seating`` and ``sits_out``, and the
        ``ledger`` rows of the finished rubbers (in units of ``ledger_unit``)."""
        seats = self.seatings(rules, len(rubbers))
        extras = [
            {
                "seating": dict(zip(_SEATS, seating, strict=True)),
                "sits_out": list(sits_out(self.players, seating)),
            }
            for seating in seats
        ]
        account = settle(self.players, rubbers, seats, rules.ledger_unit)
        finished = [index for index, rubber in enumerate(rubbers) if rubber.is_over]
        ledger = [
            {"rubber": index, "figures": dict(zip(self.players, figures, strict=True))}
            for index, figures in zip(finished, account.after_rubber, strict=True)
        ]
        return extras, ledger


# -- the fields, in document order ---------------------------------------------------------


def readers(found: dict[str, Any]) -> dict[str, Callable[[object, str], None]]:
    """The record's readers of ``players``, ``seating`` and ``eighth_rubber``, each keeping
    what it read in ``found``."""
    return {
        "players": store(found, "players", _players),
        "seating": store(found, "seating", _seating),
        "eighth_rubber": store(found, "eighth_rubber", _lot),
    }


def _name(value: object, path: str) -> str:
    if not isinstance(value, str) or not value:
        raise RecordError(path, "must be a player's name (a non-empty string)")
    refused = refused_name(value)
    if refused is not None:
        raise RecordError(path, refused)
    return value


def _players(value: object, _path: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not 4 <= len(value) <= 6:
        raise RecordError("players", "must be a list of 4-6 names in draw order")
    names: list[str] = []
    for index, item in enumerate(value):
        name = _name(item, f"players[{index}]")
        if name in names:
            raise RecordError(f"players[{index}]", f"{quoted(name)} again")
        names.append(name)
    return tuple(names)


def _seating(value: object, _path: str) -> list[dict[str, str]]:
    if not isinstance(value, list):
        raise RecordError("seating", "must be a list with the seats of each rubber")
    entries = []
    for index, item in enumerate(value):
        where = f"seating[{index}]"
        obj = as_object(item, where)
        entry: dict[str, str] = {}
        for key, written in obj.items():
            at = key_path(where, key)
            if key not in _SEATS:
                raise RecordError(at, f"unknown seat {quoted(key)}")
            name = _name(written, at)
            if name in entry.values():
                raise RecordError(at, f"{quoted(name)} already sits in this rubber")
            entry[key] = name
        require(obj, where, *_SEATS)
        entries.append(entry)
    return entries


def _lot(value: object, _path: str) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) != 2:
        raise RecordError("eighth_rubber", "must be a list of two names")
    first, second = _name(value[0], "eighth_rubber[0]"), _name(value[1], "eighth_rubber[1]")
    if second == first:
        raise RecordError("eighth_rubber[1]", f"{quoted(first)} again")
    return (first, second)


# -- relating two fields -------------------------------------------------------------------


def relate(
    top: Mapping[str, Any], found: Mapping[str, Any], rules: PlayerRules
) -> NamedPlayers | None:
    """The checks relating two fields, in the document order of the record's keys; returns
    the named players, if any (the rules then play ``players`` = their number).

    :raises RecordError: ``rules.options.players`` not the list's length (or not 4 without
        a list); ``five_player_schedule = draw_rotation`` with five players and no seating;
        ``seating`` without players or naming someone else; ``eighth_rubber`` without six
        players, with ``seating``, or naming someone not among players 1–4.
    """
    players: tuple[str, ...] | None = found.get("players")
    given: list[dict[str, str]] | None = found.get("seating")
    for key in top:
        if key == "rules":
            _relate_rules(top["rules"], rules, players, given is not None)
        elif key == "seating" and given is not None:
            _relate_seating(given, players)
        elif key == "eighth_rubber" and "eighth_rubber" in found:
            _relate_lot(found["eighth_rubber"], players, given is not None)
    if players is None:
        return None
    seats = None if given is None else tuple(_seats_of(entry) for entry in given)
    return NamedPlayers(players, seats, found.get("eighth_rubber", ()))


def _relate_rules(
    spec: object, rules: PlayerRules, players: tuple[str, ...] | None, seated: bool
) -> None:
    options = spec.get("options") if isinstance(spec, Mapping) else None
    written = [k for k in options if k in _RELATED_OPTIONS] if isinstance(options, Mapping) else []
    for key in written + [k for k in _RELATED_OPTIONS if k not in written]:
        five = players is not None and len(players) == 5
        draw = rules.five_player_schedule is FivePlayerSchedule.DRAW_ROTATION
        if key == "players":
            _relate_players_option(rules, players, key in written)
        elif five and draw and not seated:
            raise RecordError(
                "rules.options.five_player_schedule",
                "draw_rotation has no exact schedule: five players need 'seating'",
            )


def _relate_players_option(
    rules: PlayerRules, players: tuple[str, ...] | None, written: bool
) -> None:
    where = "rules.options.players"
    if players is None and rules.players != 4:
        raise RecordError(where, f"{rules.players} players need their names in 'players'")
    if players is not None and written and rules.players != len(players):
        raise RecordError(where, f"{rules.players}, but 'players' names {len(players)}")


def _relate_seating(given: list[dict[str, str]], players: tuple[str, ...] | None) -> None:
    if players is None:
        raise RecordError("seating", "needs the named players ('players')")
    for index, entry in enumerate(given):
        for key, name in entry.items():
            if name not in players:
                raise RecordError(f"seating[{index}].{key}", f"{quoted(name)} is not a player")


def _relate_lot(lot: tuple[str, ...], players: tuple[str, ...] | None, seated: bool) -> None:
    if players is None or len(players) != 6:
        raise RecordError("eighth_rubber", "only with six players")
    if seated:
        raise RecordError("eighth_rubber", "not with 'seating', which seats every rubber")
    for index, name in enumerate(lot):
        if name not in players[:4]:
            raise RecordError(
                f"eighth_rubber[{index}]", f"{quoted(name)} is not one of players 1-4"
            )


def _seats_of(entry: Mapping[str, str]) -> Seating:
    return (entry["N"], entry["E"], entry["S"], entry["W"])
