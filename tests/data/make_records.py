"""Build the wint-record files of the worked examples (rules/vint.md §3) from their transcription.

``worked_examples.json`` lists, per example, the cards that matter and the expected sheet
(transcribed by hand from the rulebook).  This script completes the hands as the rulebook
says (the other cards dealt at random, with no coronet beyond the listed ones), finds an
auction and a legal play that give the example's tricks, and writes three records per
example to ``records/``: ``score`` with full hands, ``score`` with ``holdings``, and
``replay`` (calls and cards; not for the revoke examples) with full hands and, as
``replay-holdings``, with the holdings instead of the hands.  An example with named
players (E24) carries its ``players`` and ``seating`` into every record (record-players.md).
Run it from the repository root:

    python tests/data/make_records.py

The output is committed; the tests only read it.  The expected figures never come from
the engine: they stay in ``worked_examples.json``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from wint.core.cards import CARDS, Card
from wint.core.deal import Deal
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.calls import INVITE, PASS, QUESTION, Call
from wint.games.vint.contract import Contract
from wint.games.vint.result import Holdings
from wint.games.vint.rules import resolve_rules
from wint.games.vint.state import DealState, Phase

HERE = Path(__file__).parent
OUT = HERE / "records"
NODE_LIMIT = 5000


def _expected_holdings(spec: dict[str, Any]) -> dict[str, Any]:
    holdings = spec["holdings"]
    return {
        "honours": holdings.get("honours"),
        "aces": holdings["aces"],
        "coronets": sorted(json.dumps(c, sort_keys=True) for c in holdings.get("coronets", [])),
    }


def _holdings_of(deal: Deal, contract: Contract) -> dict[str, Any]:
    found = Holdings.from_hands(deal.hands, contract.trump)
    coronets = []
    for c in found.coronets:
        if c.suit is None:
            coronets.append({"seat": c.seat.name, "aces": c.length})
        else:
            coronets.append({"seat": c.seat.name, "suit": c.suit.name, "length": c.length})
    return {
        "honours": None
        if found.honours is None
        else {"NS": found.honours[0], "EW": found.honours[1]},
        "aces": {"NS": found.aces[0], "EW": found.aces[1]},
        "coronets": sorted(json.dumps(c, sort_keys=True) for c in coronets),
    }


def complete_hands(
    fixed: dict[str, list[str]], rng: random.Random, favour: Side | None, strength: float
) -> Deal:
    """The listed cards where they are, the rest dealt at random; with ``favour`` the high
    cards lean towards that side (so that it can take many tricks).
    """
    masks = [0, 0, 0, 0]
    used = 0
    for seat_name, codes in fixed.items():
        for code in codes:
            card = Card.parse(code)
            masks[Seat[seat_name]] |= card.bit
            used |= card.bit
    rest = [card for card in CARDS if not used & card.bit]
    rng.shuffle(rest)
    if favour is not None:
        rest.sort(key=lambda c: -(c.rank + rng.random() * 13 * (1 - strength)))
    favoured = [s for s in SEATS if favour is not None and s.side is favour]
    others = [s for s in SEATS if s not in favoured]
    for turn, card in enumerate(rest):
        # Round robin over the favoured seats while they have room, then the others.
        seats = [s for s in favoured if masks[s].bit_count() < 13] or others
        seats = [s for s in seats if masks[s].bit_count() < 13]
        seat = seats[turn % len(seats)]
        masks[seat] |= card.bit
    return Deal.from_masks(masks)


def find_play(state: DealState, side: Side, target: int) -> list[Card] | None:
    """A legal play to the end in which ``side`` takes exactly ``target`` tricks (a
    cooperative search: all four players help)."""
    nodes = 0

    def search(state: DealState) -> list[Card] | None:
        nonlocal nodes
        nodes += 1
        if nodes > NODE_LIMIT:
            return None
        if state.is_over:
            return [] if state.tricks_won(side) == target else None
        won = state.tricks_won(side)
        left = 13 - len(state.tricks)
        if won > target or won + left < target:
            return None
        need = target - won
        want_win = need > 0 and need >= left - need
        seat = state.to_act
        assert seat is not None
        mine = seat.side is side
        actions = sorted(state.legal_actions(), key=lambda c: c.rank)  # type: ignore[union-attr]
        contract = state.contract
        trump = contract.trump if contract is not None else None
        actions.sort(key=lambda c: (c.suit is trump, c.rank))  # type: ignore[union-attr]
        if want_win == mine:
            actions.reverse()
        for card in actions:
            rest = search(state.apply(card))
            if rest is not None:
                return [card, *rest]  # type: ignore[list-item]
        return None

    return search(state)


def auction(contract: Contract, variant: int, close_passes: int) -> tuple[Seat, list[Call]]:
    """An auction won by ``contract``: the declarer deals and bids; either everyone passes
    until it closes, or (every other example) the question «можно ли ходить?» is asked and
    the declarer's partner invites the lead (V-BID-8).
    """
    dealer = contract.declarer
    bid = Call.parse(contract.code)
    if variant % 2 == 0 or close_passes < 4:
        return dealer, [bid] + [PASS] * close_passes
    # declarer bids, LHO P, partner P, RHO asks Q, declarer P, LHO P, partner invites L
    return dealer, [bid, PASS, PASS, QUESTION, PASS, PASS, INVITE]


def build_example(name: str, spec: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    rules_doc = {"preset": "classic", "options": spec["options"]} if spec["options"] else None
    rules = resolve_rules(rules_doc)
    base: dict[str, Any] = {"format": "wint-record", "version": 1}
    base |= {key: spec[key] for key in ("players", "seating") if key in spec}
    if rules_doc:
        base["rules"] = rules_doc
    if spec.get("start") and spec["start"] != {"NS": 0, "EW": 0}:
        base["start"] = spec["start"]
    with_deal, with_holdings, replay, replay_holdings = [], [], [], []
    for index, d in enumerate(spec["deals"]):
        if d.get("passed"):
            dealer = SEATS[index % 4]
            entry: dict[str, Any] = {"dealer": dealer.name, "passed": True}
            if "tricks_ns" in d:
                entry["tricks_ns"] = d["tricks_ns"]
            with_holdings.append(dict(entry))
            deal, calls, play = _passed_deal(rules, dealer, d.get("tricks_ns"), rng)
            with_deal.append({**entry, "deal": deal.pbn(dealer)})
            replay.append(
                {"deal": deal.pbn(dealer), "dealer": dealer.name, "calls": calls, "play": play}
            )
            replay_holdings.append({"dealer": dealer.name, "calls": calls, "play": play})
            continue
        contract = Contract.parse(d["contract"], d["declarer"])
        common: dict[str, Any] = {
            "contract": d["contract"],
            "declarer": d["declarer"],
            "tricks": d["tricks"],
        }
        if "revoke" in d:
            common["revoke"] = d["revoke"]
        holdings = {k: v for k, v in d["holdings"].items() if k != "coronets" or v}
        with_holdings.append({**common, "holdings": holdings})
        deal, dealer, calls, play = _played_deal(rules, contract, d, index, rng)
        with_deal.append({"deal": deal.pbn(dealer), "dealer": dealer.name, **common})
        if play is not None:
            replay.append(
                {"deal": deal.pbn(dealer), "dealer": dealer.name, "calls": calls, "play": play}
            )
            # the same play written without the hands: the record gives the holdings
            replay_holdings.append(
                {"dealer": dealer.name, "calls": calls, "play": play, "holdings": holdings}
            )
    records = {
        "score-deal": {**base, "deals": with_deal},
        "score-holdings": {**base, "deals": with_holdings},
    }
    if len(replay) == len(spec["deals"]):
        records["replay"] = {**base, "deals": replay}
        records["replay-holdings"] = {**base, "deals": replay_holdings}
    return records


def _passed_deal(
    rules: Any, dealer: Seat, tricks_ns: int | None, rng: random.Random
) -> tuple[Deal, list[str], list[str]]:
    for _ in range(500):
        deal = complete_hands({}, rng, None, 0.0)
        state = DealState.new(deal, dealer, rules)
        for _ in range(4):
            state = state.apply(PASS)
        if tricks_ns is None:
            return deal, ["P"] * 4, []
        play = find_play(state, Side.NS, tricks_ns)
        if play is not None:
            return deal, ["P"] * 4, [c.code for c in play]
    raise SystemExit(f"no распасовка play found for {tricks_ns}")


def _played_deal(
    rules: Any, contract: Contract, d: dict[str, Any], index: int, rng: random.Random
) -> tuple[Deal, Seat, list[str], list[str] | None]:
    target = d["tricks"]
    favour = contract.side if target >= 7 else contract.side.other
    strength = abs(target - 6.5) / 6.5
    want = _expected_holdings(d)
    for attempt in range(3000):
        deal = complete_hands(d["cards"], rng, favour, min(1.0, strength + attempt / 3000))
        if _holdings_of(deal, contract) != want:
            continue  # an extra coronet arose
        dealer, calls = auction(contract, index, rules.auction_close_passes)
        if "revoke" in d:
            return deal, dealer, [c.code for c in calls], None
        state = DealState.new(deal, dealer, rules)
        for call in calls:
            state = state.apply(call)
        assert state.phase is Phase.PLAY and state.contract == contract
        play = find_play(state, contract.side, target)
        if play is not None:
            return deal, dealer, [c.code for c in calls], [c.code for c in play]
    raise SystemExit(f"no deal found for {d}")


def main() -> int:
    examples = json.loads((HERE / "worked_examples.json").read_text("utf-8"))
    OUT.mkdir(exist_ok=True)
    for name, spec in examples.items():
        rng = random.Random(f"wint-examples:{name}")
        for kind, record in build_example(name, spec, rng).items():
            path = OUT / f"{name}.{kind}.json"
            path.write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n", "utf-8")
        print(name, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
