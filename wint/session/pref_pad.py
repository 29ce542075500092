"""Preferans on the score pad: a pulya as a real table writes it down, deal by deal
(contracts/record-preferans.md, ``score`` deals), each deal checked by the record's own
reader before it is written, any deal correctable (the later ones re-checked and
re-scored), saved as a Preferans ``wint-record`` that ``wint score`` reads."""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, replace
from typing import Any

from wint.core.fields import RecordError
from wint.games.preferans.ledger import seats_of
from wint.games.preferans.record import Record, read_record, score_record
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.rules import resolve_rules
from wint.games.preferans.scoring import next_dealer
from wint.games.preferans.sheet import PulyaSheet, record_sheet

__all__ = ["PrefPad", "preset_values", "refused_deal"]


def preset_values(preset: str) -> dict[str, bool | int | str]:
    """Every B.9 option of ``preset`` by key, as a record writes it."""
    return resolve_rules({"preset": preset}).as_dict()


@dataclass
class PrefPad:
    """A pulya on the pad: its preset and the options set over it (B.9), 3 or 4 players,
    the target, the names by seat, the sheet before the first deal (the record's ``start``)
    and each deal as the contract's ``score`` deal object."""

    preset: str = "sochi"
    players: int = 3
    pulya: int = 10
    names: dict[str, str] = field(default_factory=dict)
    deals: list[dict[str, Any]] = field(default_factory=list)
    #: The options set over the preset (B.9), only those that differ from it.
    options: dict[str, Any] = field(default_factory=dict)
    #: The sheet before the first deal, as the record's ``start`` writes it.
    start: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def opened(cls, doc: object) -> PrefPad:
        """The pad of a parsed Preferans ``score`` record (its ``start`` kept: the sheet
        begins from those figures).

        :raises RecordError: the record's first fault, or replayed deals.
        """
        record = read_record(doc)
        assert isinstance(doc, dict)  # read_record refuses anything else
        if record.replayed or any("calls" in deal or "play" in deal for deal in doc["deals"]):
            raise RecordError("deals", "the pad keeps deals as the table writes them, not played")
        rules = doc.get("rules", {})
        return cls(
            preset=rules.get("preset", "sochi"),
            players=doc["players"],
            pulya=doc["pulya"],
            names=dict(doc.get("names", {})),
            deals=copy.deepcopy(doc["deals"]),
            start=copy.deepcopy(doc.get("start", {})),
        ).changed(options=dict(rules.get("options", {})))

    def changed(self, **setup: Any) -> PrefPad:
        """This pad with ``setup`` changed (``preset``, ``options``, ``players``, ``pulya``,
        ``names``); the options that the preset already sets are dropped.

        :raises RecordError: the first fault of the written deals under the new setup.
        """
        pad = replace(self, **setup)
        defaults = preset_values(pad.preset)
        pad.options = {k: v for k, v in pad.options.items() if defaults.get(k) != v}
        pad.names = {seat: name for seat, name in pad.names.items() if name}
        pad.record()
        return pad

    def rules(self) -> dict[str, bool | int | str]:
        """Every B.9 option as the pad plays it: the preset's, with the options over it."""
        return preset_values(self.preset) | self.options

    def document(self, deals: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        """The pad as a Preferans ``wint-record`` (``deals`` in place of its own)."""
        doc: dict[str, Any] = {
            "format": "wint-record",
            "version": 1,
            "game": "preferans",
            "rules": {"preset": self.preset, "options": dict(self.options)},
            "players": self.players,
            "pulya": self.pulya,
        }
        names = {s: n for s, n in self.names.items() if n}
        if names:
            doc["names"] = names
        if self.start:
            doc["start"] = copy.deepcopy(self.start)
        doc["deals"] = copy.deepcopy(self.deals if deals is None else deals)
        return doc

    def record(self) -> Record:
        """The pad's record, checked."""
        return read_record(self.document())

    def put(self, deal: dict[str, Any], index: int | None = None) -> None:
        """Write ``deal`` after the last (``index`` ``None``) or in place of deal ``index``;
        the later deals are re-checked with it.

        :raises RecordError: the first fault, naming its place; the pad stays as it was.
        """
        deals = list(self.deals)
        if index is None:
            deals.append(deal)
        else:
            deals[index] = deal
        read_record(self.document(deals))
        self.deals = deals

    def delete(self, index: int) -> None:
        """Strike out deal ``index``, if the later deals still stand without it.

        :raises RecordError: as :meth:`put`.
        """
        deals = self.deals[:index] + self.deals[index + 1 :]
        read_record(self.document(deals))
        self.deals = deals

    def next_dealer(self) -> str | None:
        """Who deals next (P-TAB-5); ``None`` before the first deal (any seat may)."""
        record = self.record()
        if not record.results:
            return None
        table = record.table
        return next_dealer(table, record.results[-1]).value

    def seats(self) -> tuple[PrefSeat, ...]:
        """The seats at the table, clockwise from ``A``."""
        return seats_of(self.players)

    def score(self) -> dict[str, Any]:
        """What ``wint score`` writes of the pad's record."""
        return score_record(self.record())

    def sheet(self) -> PulyaSheet:
        """The pulya sheet of the pad."""
        return record_sheet(self.record())


def refused_deal(error: RecordError) -> int | None:
    """Which deal a refusal is about (``None``: not one deal).

    >>> refused_deal(RecordError("deals[3].tricks", "must sum to 10, not 11"))
    3
    """
    found = re.match(r"deals\[(\d+)\]", error.path)
    return None if found is None else int(found.group(1))
