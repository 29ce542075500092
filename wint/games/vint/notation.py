"""A deal as data: the ruleset, the dealer, the hands in PBN and the actions in notation.

``dump_deal`` and ``load_deal`` round-trip: the loaded deal replays every action through
the engine and reaches a state equal to the dumped one.

>>> from wint.core.deal import deal_from_seed
>>> from wint.core.seats import Seat
>>> state = DealState.new(deal_from_seed(1, 1), Seat.N).apply_code("1S")
>>> load_deal(dump_deal(state)) == state
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wint.core.deal import Deal
from wint.core.errors import IllegalActionError, NotationError, RulesError
from wint.core.seats import Seat
from wint.games.vint.rules import RuleSet, apply_options
from wint.games.vint.state import DealState

__all__ = ["DealDataError", "dump_deal", "load_deal"]


class DealDataError(NotationError):
    """Deal data that cannot be loaded; ``path`` names the field (``actions[12]``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path


def dump_deal(state: DealState) -> dict[str, Any]:
    """The deal up to ``state`` as JSON-ready data: rules, dealer, hands, actions."""
    return {
        "rules": state.rules.as_dict(),
        "dealer": state.dealer.name,
        "deal": state.deal.pbn(),
        "actions": [str(action) for action in state.history()],
    }


def load_deal(data: Mapping[str, Any]) -> DealState:
    """Replay dumped deal data through the engine.

    :raises DealDataError: a missing or bad field, or an action the rules refuse (the
        message names the action's index and the reason).
    """
    try:
        rules = apply_options(RuleSet(), data.get("rules", {}), "rules")
    except RulesError as exc:
        raise DealDataError(exc.path, exc.message) from None
    try:
        dealer = Seat.parse(data["dealer"])
        deal = Deal.parse_pbn(data["deal"])
    except KeyError as exc:
        raise DealDataError(str(exc.args[0]), "missing") from None
    except (NotationError, TypeError) as exc:
        raise DealDataError("deal", str(exc)) from None
    state = DealState.new(deal, dealer, rules)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise DealDataError("actions", "must be a list")
    for index, code in enumerate(actions):
        if not isinstance(code, str):
            raise DealDataError(f"actions[{index}]", "must be a string")
        try:
            state = state.apply_code(code)
        except IllegalActionError as exc:
            raise DealDataError(f"actions[{index}]", exc.reason.value) from None
    return state
