"""Whist records written for tests: a score record of some deals, read and scored."""

from __future__ import annotations

from typing import Any

from wint.games.whist.record import read_record, score_record


def doc(
    deals: list[dict[str, Any]], options: dict[str, Any] | None = None, **top: Any
) -> dict[str, Any]:
    """A Whist score record of ``deals`` under ``options``."""
    record: dict[str, Any] = {"format": "wint-record", "version": 1, "game": "whist"}
    if options:
        record["rules"] = {"options": options}
    record.update(top)
    record["deals"] = deals
    return record


def sheet(
    deals: list[dict[str, Any]], options: dict[str, Any] | None = None, **top: Any
) -> dict[str, Any]:
    """The score sheet of a record of ``deals``."""
    return score_record(read_record(doc(deals, options, **top)))


def deal(
    trump: str, tricks_ns: int, ns: int | None = None, *coronets: tuple[str, str, int], **keys: Any
) -> dict[str, Any]:
    """A deal dealt by N: trumps, N–S's tricks, the honours N–S held (E–W the rest) and the
    coronets as (seat, suit, length)."""
    out: dict[str, Any] = {"dealer": "N", "trump": trump, "tricks_ns": tricks_ns}
    if ns is not None:
        total = 4 if trump == "NT" else 5
        out["holdings"] = {
            "honours": {"NS": ns, "EW": total - ns},
            "coronets": [{"seat": s, "suit": t, "length": n} for s, t, n in coronets],
        }
    out.update(keys)
    return out


def above(entry: dict[str, Any], side: str) -> list[tuple[str, int]]:
    """A deal's entries above for ``side`` as (kind, points), sorted (the contract compares
    them as multisets)."""
    return sorted((e["kind"], e["points"]) for e in entry["above"][side])
