"""Four basic computers playing a session and saving it after every step, exactly as the
GUI's autosave does (``SessionFiles.autosave``).  The child process of the kill-and-resume
test runs it as ``python -m tests.session.autoplay SEED DEALS PATH``, printing ``ready``
once the first save is on disk and then the number of steps saved after each save.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from wint.ai.advice import Situation
from wint.ai.vint.levels import make_player
from wint.core.seats import SEATS
from wint.games.vint.rules import RuleSet
from wint.session.io import save_session
from wint.session.model import PlayerConfig, Session, fixed_seats

NEXT = "next deal"


def start(seed: int) -> Session:
    """The session of four basic computers for ``seed``."""
    seats = tuple(PlayerConfig("", human=False, level="basic") for _ in SEATS)
    return Session.start(fixed_seats(RuleSet(), seats, seed))


def steps(session: Session) -> list[str]:
    """Every step of the session so far: the actions of each deal, then ``NEXT``."""
    done: list[str] = []
    for state in session.finished:
        done.extend(f"{len(done)}:{action}" for action in state.history())
        done.append(NEXT)
    done.extend(f"{len(done)}:{a}" for a in session.state.history()[: session.current.cursor])
    return done


def play(session: Session, deals: int, after: Callable[[Session], None]) -> Session:
    """Play on until ``deals`` deals are finished, calling ``after`` after every step."""
    players = {seat: make_player("basic", f"{session.setup.seed}:{seat.name}") for seat in SEATS}
    while len(session.finished) < deals:
        if session.state.is_over:
            session = session.next_deal()
        else:
            seat = session.state.to_act
            assert seat is not None
            advice = players[seat].decide(session.state.view(seat), Situation())
            session = session.apply(advice.action, seat)
        after(session)
    return session


def main(argv: list[str]) -> None:
    seed, deals, path = int(argv[0]), int(argv[1]), Path(argv[2])
    session = start(seed)
    save_session(session, path)
    print("ready", flush=True)

    def autosave(session: Session) -> None:
        save_session(session, path)
        print(len(steps(session)), flush=True)

    play(session, deals, autosave)


if __name__ == "__main__":
    main(sys.argv[1:])
