"""One deal of a Preferans ``wint replay`` record (contracts/record-preferans.md) played
through the rules: the hands and the prikup, the calls, the discard, the contract, the
whisting words, open or closed, and every card; each refusal is a :class:`RecordError` at
its place (``deals[2].calls[1]``) with the reason code.

The fields are checked in game order, whatever their order in the document; a missing
``calls`` or ``play`` is an empty list.  The record's other checks (the envelope, the
dealers' order, the end of the pulya) are the record reader's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from wint.core.cards import Card, CardSet
from wint.core.errors import IllegalActionError, NotationError, Reason
from wint.core.fields import RecordError, as_object, key_path
from wint.core.quoting import quoted
from wint.games.preferans.actions import Action, Call, Discard, Light, Name, Phase, WhistCall
from wint.games.preferans.deal import PrefDeal, active_seats
from wint.games.preferans.result import Contract, DealResult, PrefSeat, WhistWord
from wint.games.preferans.rules import PrefRules
from wint.games.preferans.state import PrefState

__all__ = ["replay_deal"]

_KEYS: Final = ("dealer", "deal", "calls", "discard", "contract", "whist", "open", "play")
_NOTATION: Final = Reason.BAD_NOTATION.value


def replay_deal(
    rules: PrefRules, players: int, item: object, path: str, allpass_run: int = 0
) -> DealResult:
    """The result of the replay deal ``item`` at ``path`` with ``players`` at the table,
    after ``allpass_run`` all-pass deals in a row (P-RASP-5).

    :raises RecordError: the first fault in game order.
    """
    obj = as_object(item, path)
    for key in obj:
        if key not in _KEYS:
            raise RecordError(key_path(path, key), "unknown key")
    if "dealer" not in obj:
        raise RecordError(f"{path}.dealer", "required")
    dealer = _dealer(obj["dealer"], players, f"{path}.dealer")
    if "deal" not in obj:
        raise RecordError(f"{path}.deal", "required")
    deal = _deal(obj["deal"], dealer, players, f"{path}.deal")
    state = PrefState.new(deal, rules, allpass_run)
    state = _calls(state, _list(obj.get("calls", []), f"{path}.calls"), f"{path}.calls")
    if state.allpass:
        _absent(obj, path, ("discard", Reason.BAD_DISCARD), ("contract", Reason.BAD_NOTATION))
        _absent(obj, path, ("whist", Reason.BAD_WHIST), ("open", Reason.BAD_WHIST))
    else:
        state = _discard(state, obj.get("discard"), f"{path}.discard")
        where = f"{path}.contract"
        state = _apply(state, Name(_contract_of(obj.get("contract"), where)), where)  # P-CON-2
        state = _whist(state, obj, path)
    return _play(state, _list(obj.get("play", []), f"{path}.play"), f"{path}.play").result()


def _dealer(value: object, players: int, path: str) -> PrefSeat:
    if not isinstance(value, str) or value not in "ABCD"[:players] or len(value) != 1:
        raise RecordError(path, f"unknown seat {quoted(value)}")
    return PrefSeat(value)


def _list(value: object, path: str) -> list[object]:
    if not isinstance(value, list):
        raise RecordError(path, "must be a list")
    return value


def _cards(value: object, path: str) -> list[Card]:
    cards = []
    for j, code in enumerate(_list(value, path)):
        try:
            cards.append(Card.parse(code if isinstance(code, str) else ""))
        except NotationError:
            raise RecordError(f"{path}[{j}]", f"unknown card {quoted(code)}") from None
    return cards


def _deal(value: object, dealer: PrefSeat, players: int, path: str) -> PrefDeal:
    """The active seats' hands and the prikup (P-DEAL-2)."""
    obj: Mapping[str, Any] = as_object(value, path)
    active = active_seats(dealer, players)
    keys = (*(seat.value for seat in active), "prikup")
    for key in obj:
        if key not in keys:
            raise RecordError(key_path(path, key), "unknown key")
    for key in keys:
        if key not in obj:
            raise RecordError(f"{path}.{key}", "required")
    hands = [CardSet()] * players
    for seat in active:
        hands[seat.place] = CardSet.of(_cards(obj[seat.value], f"{path}.{seat.value}"))
    prikup = _cards(obj["prikup"], f"{path}.prikup")
    if len(prikup) != 2:
        raise RecordError(f"{path}.prikup", "must be two cards")
    try:
        return PrefDeal(dealer, players, tuple(hands), (prikup[0], prikup[1]))
    except NotationError as exc:
        raise RecordError(path, str(exc)) from None


def _apply(state: PrefState, action: Action, path: str) -> PrefState:
    try:
        return state.apply(action)
    except IllegalActionError as exc:
        raise RecordError(path, exc.reason.value) from None


def _calls(state: PrefState, calls: list[object], path: str) -> PrefState:
    """P-BID: each call in turn; the auction must close."""
    for j, code in enumerate(calls):
        where = f"{path}[{j}]"
        if state.phase is not Phase.AUCTION:
            raise RecordError(where, Reason.AUCTION_CLOSED.value)
        state = _apply(state, Call(None if code == "P" else _contract_of(code, where)), where)
    if state.phase is Phase.AUCTION:
        raise RecordError(path, Reason.AUCTION_NOT_CLOSED.value)
    return state


def _contract_of(code: object, path: str) -> Contract:
    try:
        return Contract.parse(code if isinstance(code, str) else "")
    except NotationError:
        raise RecordError(path, _NOTATION) from None


def _absent(obj: Mapping[str, Any], path: str, *fields: tuple[str, Reason]) -> None:
    for key, reason in fields:
        if key in obj:
            raise RecordError(f"{path}.{key}", reason.value)


def _discard(state: PrefState, value: object, path: str) -> PrefState:
    """P-CON-1: two of the declarer's twelve cards."""
    if not isinstance(value, list) or len(value) != 2:
        raise RecordError(path, Reason.BAD_DISCARD.value)
    first, second = (_card(code, path) for code in value)
    return _apply(state, Discard((first, second)), path)


def _card(code: object, path: str) -> Card:
    try:
        return Card.parse(code if isinstance(code, str) else "")
    except NotationError:
        raise RecordError(path, _NOTATION) from None


def _whist(state: PrefState, obj: Mapping[str, Any], path: str) -> PrefState:
    """P-WH: the defenders' words in turn, then open or closed for a lone whister; no
    words for misère or a checked ten."""
    value = obj.get("whist")
    words = [] if value is None else _list(value, f"{path}.whist")
    for j, word in enumerate(words):
        where = f"{path}.whist[{j}]"
        if not isinstance(word, str) or word not in WhistWord._value2member_map_:
            raise RecordError(where, _NOTATION)
        if state.phase is not Phase.WHIST:
            raise RecordError(where, Reason.BAD_WHIST.value)
        state = _apply(state, WhistCall(WhistWord(word)), where)
    if state.phase is Phase.WHIST:
        raise RecordError(f"{path}.whist", Reason.BAD_WHIST.value)
    opened = obj.get("open", False)
    if not isinstance(opened, bool) or (opened and state.phase is not Phase.LIGHT):
        raise RecordError(f"{path}.open", Reason.BAD_WHIST.value)
    if state.phase is Phase.LIGHT:
        state = _apply(state, Light(opened), f"{path}.open")
    return state


def _play(state: PrefState, cards: list[object], path: str) -> PrefState:
    """P-PLAY, P-RASP: every card played, none after the end or when nothing is played."""
    for j, code in enumerate(cards):
        where = f"{path}[{j}]"
        if state.is_over:
            raise RecordError(where, Reason.NO_PLAY_EXPECTED.value)
        state = _apply(state, _card(code, where), where)
    if not state.is_over:
        raise RecordError(path, Reason.PLAY_INCOMPLETE.value)
    return state
