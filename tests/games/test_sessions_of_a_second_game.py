"""A session of a second game: the session files find their game in the registry, deal,
replay, write and score its deals through its own pieces (issue 15), and refuse a game the
registry does not know."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.games.trio.game import TRIO, TrioLedger, TrioRules
from wint.core.seats import Seat
from wint.games import registry
from wint.session.io import (
    BadValueError,
    CorruptSessionError,
    dump_session,
    load_session,
    read_session,
    save_session,
)
from wint.session.model import GameSession, GameSetup, PlayerConfig, SetupError

PLAYERS = (PlayerConfig("Ann", human=True), PlayerConfig("Bob"), PlayerConfig("Cid"))


def setup(**changes: Any) -> GameSetup[Any, Any, Any]:
    """Trio for three, S dealing first (the dealer's left in a ring of three is N)."""
    fields: dict[str, Any] = {
        "game": TRIO,
        "rules": TrioRules(deals=2),
        "players": PLAYERS,
        "seating": ((0, 1, 2),),
        "seed": 11,
        "first_dealer": Seat.S,
    } | changes
    return GameSetup(**fields)


def play_deal(session: GameSession[Any, Any, Any], cards: int) -> GameSession[Any, Any, Any]:
    """``cards`` cards of the deal in progress, each the first the rules allow."""
    for _ in range(cards):
        session = session.apply(session.state.legal_actions()[0])
    return session


def played() -> GameSession[Any, Any, Any]:
    """A finished deal and five cards of the next, one of them taken back."""
    session = play_deal(GameSession.start(setup()), 12).next_deal()
    return play_deal(session, 5).undo()


def document() -> dict[str, Any]:
    return json.loads(json.dumps(dump_session(played())))


def test_a_second_games_session_is_saved_and_loaded_through_its_own_pieces(
    trio: None, tmp_path: Path
) -> None:
    session = played()
    path = tmp_path / "trio.wint"
    save_session(session, path)
    doc = json.loads(path.read_text("utf-8"))
    assert (doc["schema_version"], doc["game"], doc["rules"]) == (2, "trio", {"deals": 2})
    assert doc["seating"] == [{"N": 0, "E": 1, "S": 2}]
    assert [deal["dealer"] for deal in doc["deals"]] == ["S", "N"]  # Trio's ring of three
    assert len(doc["deals"][0]["actions"]) == 12 and doc["cursor"] == 4
    loaded = load_session(path)
    assert loaded == session and loaded.ledger == session.ledger
    assert isinstance(loaded.ledger, TrioLedger) and sum(loaded.ledger.totals) == 4
    assert loaded.state.hands == session.state.hands  # dealt from the seed by Trio's shuffle
    assert loaded.setup.human is Seat.N and not loaded.is_complete
    again = json.loads(json.dumps(dump_session(loaded)))
    del again["saved"], doc["saved"]
    assert again == doc  # written again as it was read
    finished = play_deal(loaded.redo(), 7).next_deal()
    assert finished.is_complete  # TrioRules(deals=2)


def test_a_second_games_deals_are_replayed_through_its_rules(trio: None) -> None:
    """A card that fails to follow suit is refused by Trio's rules where the file has it."""
    doc = document()
    deal = doc["deals"][0]
    state = TRIO.read_deal(TrioRules(), deal["deal"], Seat.S)
    index = 0
    while True:  # on to the first card a player could revoke
        held = state.hand(state.to_act).cards()
        revokes = [card for card in held if card not in state.legal_actions()]
        if revokes:
            break
        state = state.apply_code(deal["actions"][index])
        index += 1
    deal["actions"][index] = str(revokes[0])
    with pytest.raises(CorruptSessionError) as info:
        read_session(json.dumps(doc).encode())
    assert str(info.value) == f"deals[0].actions[{index}]: MUST_FOLLOW_SUIT"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("deals", 1, "dealer", "W"), "deals[1].dealer: W, but N deals after deals[0]"),
        (("deals", 0, "deal", "SA SK/SQ"), "deals[0].deal: a deal of Trio has three hands"),
        (("deals", 0, "actions", 0, "1S"), "deals[0].actions[0]: unknown action '1S'"),
        (("rules", "tricks", 3), "rules.tricks: unknown option"),
        (("seating", 0, "W", 0), "seating[0].W: not a seat of Trio"),
        (("first_dealer", "W"), "first_dealer: W is not a seat of Trio"),
    ],
)
def test_a_second_games_file_is_checked_by_its_own_pieces(
    trio: None, change: tuple[Any, ...], message: str
) -> None:
    doc = document()
    *path, key, value = change
    target = doc
    for step in path:
        target = target[step]
    target[key] = value
    with pytest.raises(BadValueError if "actions" not in message else CorruptSessionError) as info:
        read_session(json.dumps(doc).encode())
    assert str(info.value) == message


def test_a_second_game_seats_its_own_number_of_players(trio: None) -> None:
    with pytest.raises(SetupError) as info:
        setup(players=(*PLAYERS, PlayerConfig("Dan")), seating=((0, 1, 2),))
    assert str(info.value) == "players: Trio is played by 3 players, not 4"
    with pytest.raises(SetupError, match=r"seating\[0\]: must seat a player in each of 3 seats"):
        setup(seating=((0, 1, 2, 0),))
    doc = document()
    doc["players"].append({"name": "Dan", "human": False, "level": "basic"})
    with pytest.raises(BadValueError, match="players: Trio is played by 3 players, not 4"):
        read_session(json.dumps(doc).encode())


def test_a_session_naming_an_unregistered_game_is_refused_naming_the_key() -> None:
    """Without Trio in the registry (only the built-in games), its file is refused."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry._GAMES, "trio", TRIO)
        data = json.dumps(document()).encode()
    assert "trio" not in registry.game_ids()
    with pytest.raises(BadValueError) as info:
        read_session(data, "trio.wint")
    assert str(info.value) == "game: unknown game 'trio' (this wint plays preferans, vint, whist)"
