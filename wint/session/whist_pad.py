"""Whist on the score pad (:mod:`wint.session.pad`): a deal as a real Whist table writes it
down — the dealer, trumps (the turned card's suit), the tricks N–S took, the honours each
side held (or won in tricks), the coronets and the revokes — checked before it reaches the
sheet, and saved as a Whist ``wint-record`` (contracts/record-whist.md).  Loaded only for a
Whist pad, so a Vint pad never loads Whist."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from wint.games.whist.record import dump_record, ledger_of, read_record
from wint.games.whist.result import DealResult, holdings_fault, honours_total
from wint.games.whist.rules import HonoursBasis, WhistRules
from wint.games.whist.scoring import next_dealer
from wint.games.whist.sheet import build_sheet
from wint.session.pad_game import PadError, PadGame

__all__ = ["WHIST", "deal_fault"]


def deal_fault(rules: WhistRules, result: DealResult) -> PadError | None:
    """The first reason ``result`` cannot be a Whist deal under ``rules``; ``None`` when it
    can: the reasons ``wint score`` refuses a record's deal for.

    Codes: ``trump`` (a suit, and no trumps exactly in no-trump whist: W-DEAL-3,
    W-VAR-NT), ``tricks`` (outside 0–13), the codes of
    :func:`~wint.games.whist.result.holdings_fault` (``honours_sum``, ``aces_sum``,
    ``coronet_length``, ``aces_coronet``, ``ace_twice``, ``run_honours``, ``runs_beyond``,
    ``hand_cards``), ``captured`` (the honours won in tricks written exactly with
    ``honours_basis = captured``, W-PLAY-6) and ``captured_honours`` (not all of them).
    """
    if (result.trump is None) != rules.no_trump:
        return PadError("trump")
    if not 0 <= result.tricks_ns <= 13:
        return PadError("tricks")
    fault = holdings_fault(result.holdings, result.trump)
    if fault is not None:
        return PadError(fault[1], fault[0])
    if (result.captured is not None) != (rules.honours_basis is HonoursBasis.CAPTURED):
        return PadError("captured")
    won = result.captured
    if won is not None and sum(won) != honours_total(result.trump is None):
        return PadError("captured_honours")
    return None


def _kept(rules: WhistRules, result: DealResult) -> DealResult:
    """A deal read from a record as the pad keeps it: the honours won in tricks (which a
    replayed deal always gives) only when they count (W-PLAY-6)."""
    if rules.honours_basis is HonoursBasis.CAPTURED:
        return result
    return replace(result, captured=None)


#: Whist's part of the score pad.
WHIST: Final[PadGame[WhistRules, DealResult]] = PadGame(
    id="whist",
    rules_type=WhistRules,
    kept=_kept,
    fault=deal_fault,
    ledger=ledger_of,
    next_dealer=next_dealer,
    dump=dump_record,
    read=read_record,
    replay_key="play",
    sheet=build_sheet,
)
