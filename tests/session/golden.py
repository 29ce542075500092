"""The golden session files: one ``.wint`` file per released schema version, in
``tests/data/sessions/``, with the sheet its deals give (``vN.sheet.json``).

Each was written once, by the wint of its schema, from a session of computers playing at a
fixed seed (a few deals, a game won, the deal in progress with two actions taken back);
the tests load it with today's wint and replay it to the same sheet, so an accidental
change of the format fails.  When the schema version goes up, run from the repository root

    python -m tests.session.golden

to add the new version's pair; the files of older versions are never rewritten.  The
golden file of five players (``five-players.wint``, §4.2: they change seats rubber by rubber,
one sitting out) was written by ``python -m tests.session.golden five``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from wint.ai.advice import Situation
from wint.ai.vint.levels import make_player
from wint.core.seats import SEATS, Seat
from wint.games.vint.record import Record, replay_record
from wint.games.vint.rules import RuleSet
from wint.session.io import SCHEMA_VERSION, save_session
from wint.session.model import PlayerConfig, Session, fixed_seats

GOLDEN = Path(__file__).parent.parent / "data" / "sessions"
SEED = 2024
SEATS_CONFIG = (
    PlayerConfig("Толстой", level="basic"),
    PlayerConfig("Вронский", level="beginner"),
    PlayerConfig("Анна", human=True),
    PlayerConfig("Кити", level="basic"),
)


def sheet_json(session: Session) -> dict[str, Any]:
    """The sheet of the session's finished deals, as ``wint replay`` prints a record's
    (contracts/record-cli-v1.md): per rubber its deals, games, totals and result."""
    finished = session.finished
    results = tuple(state.result() for state in finished)
    return replay_record(Record(session.setup.rules, (0, 0), results, finished))


def play() -> Session:
    """Computers (and a basic one for the human's seat) play deals until a game is won
    with at least three deals written, then part of the next deal, two actions taken back."""
    setup = fixed_seats(RuleSet(), SEATS_CONFIG, SEED, Seat.E)
    players = {
        seat: make_player(config.level, f"{SEED}:{seat.name}")
        for seat, config in zip(SEATS, setup.seats, strict=True)
    }
    session = Session.start(setup)
    while True:
        while (seat := session.state.to_act) is not None:
            if len(session.state.tricks) == 2 and game_won(session) and len(session.finished) >= 3:
                return session.undo(2)
            advice = players[seat].decide(session.state.view(seat), Situation())
            session = session.apply(advice.action, seat)
        session = session.next_deal()


def as_v1(doc: dict[str, Any]) -> dict[str, Any]:
    """A four-player Vint session's document (schema 2, players keeping their seats) as
    schema 1 wrote it: the players by their seats N, E, S, W, no game."""
    old = {k: v for k, v in doc.items() if k not in ("game", "players", "seating")}
    (seating,) = doc["seating"]
    old["schema_version"] = 1
    old["seats"] = [{"seat": seat, **doc["players"][seating[seat]]} for seat in "NESW"]
    return old


def game_won(session: Session) -> bool:
    return any(deal.game_won_by is not None for deal in session.ledger.deals())


FIVE = GOLDEN / "five-players.wint"
FIVE_NAMES = ("Толстой", "Вронский", "Анна", "Кити", "Лёвин")


def play_five() -> Session:
    """Five players seated by the table of §4.2 (Анна the human), random legal moves at a
    fixed seed: two rubbers finished (Толстой, then Вронский sitting out), then two
    actions of the next deal, one taken back."""
    from wint.games.vint.game import VINT
    from wint.session.rotation import rotating

    players = [PlayerConfig(name, human=name == "Анна") for name in FIVE_NAMES]
    setup = rotating(VINT, RuleSet(players=5, session_rubbers=5), players, SEED)
    session = Session.start(setup)
    moves = random.Random(SEED)
    while session.rubber < 2:
        while (seat := session.state.to_act) is not None:
            session = session.apply(moves.choice(session.state.legal_actions()), seat)
        session = session.next_deal()
    for _ in range(2):
        session = session.apply(session.state.legal_actions()[0], session.state.to_act)
    return session.undo(1)


def main() -> None:
    if sys.argv[1:] == ["five"]:
        session = play_five()
        save_session(session, FIVE)
        sheet = json.dumps(sheet_json(session), ensure_ascii=False, indent=1) + "\n"
        FIVE.with_suffix(".sheet.json").write_text(sheet, "utf-8")
        print(FIVE)
        return
    wint_file = GOLDEN / f"v{SCHEMA_VERSION}.wint"
    if wint_file.exists():
        sys.exit(f"{wint_file} exists: a released version's golden file is never rewritten")
    session = play()
    GOLDEN.mkdir(exist_ok=True)
    save_session(session, wint_file)
    sheet = json.dumps(sheet_json(session), ensure_ascii=False, indent=1) + "\n"
    (GOLDEN / f"v{SCHEMA_VERSION}.sheet.json").write_text(sheet, "utf-8")
    print(wint_file)


if __name__ == "__main__":
    main()
