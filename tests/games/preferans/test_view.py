"""Seat views never show a hidden card: a walk through many deals of every preset, three
and four players, checking every seat's view at every state against what the rules lay
open (P-CON-1 the prikup, P-WH-6 an open whist, P-WH-7 a checked ten, P-PLAY-4 misère,
P-RASP-2 the turned prikup cards)."""

from __future__ import annotations

import random

import pytest

from wint.core.cards import CardSet
from wint.core.seats import Seat
from wint.games.preferans.actions import Call, Phase
from wint.games.preferans.auction import is_checked_ten
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.rules import resolve_rules
from wint.games.preferans.state import PrefState


def choose(state: PrefState, rng: random.Random) -> object:
    """A random legal action, the auction leaning to passes and misère so that every kind
    of deal comes up."""
    actions = state.legal_actions()
    if state.phase is Phase.AUCTION:
        calls = [a for a in actions if isinstance(a, Call)]
        roll = rng.random()
        if roll < 0.55:
            return calls[0]  # the pass
        misere = [a for a in calls if a.bid is not None and a.bid.misere]
        if roll < 0.7 and misere:
            return misere[0]
        low = calls[1:4] or calls
        return rng.choice(low)
    return rng.choice(actions)


def laid_open(state: PrefState, seat: Seat) -> bool:
    """Whether ``seat``'s hand lies face up for all, by the rules (not the state's own
    answer): the defenders of an open whist or a checked ten after the opening lead (or
    before the play), of a misère before the lead when a defender leads, else after the
    misère player's first card (P-WH-6, P-WH-7, P-PLAY-4, defaults of kodeks and light)."""
    contract, rules = state.contract, state.rules
    if contract is None or seat not in state.defenders or state.phase is not Phase.PLAY:
        return False
    cards = 3 * len(state.tricks) + len(state.current_trick)
    if contract.misere:
        if rules.misere_expose.value == "after_first_trick":
            return len(state.tricks) >= 1
        return state.active[0] != state.declarer or cards >= 1
    if state.open or is_checked_ten(contract, rules):
        return rules.light_expose.value == "before_play" or cards >= 1
    return False


@pytest.mark.parametrize("preset", ["sochi", "leningrad", "rostov", "classic1971"])
@pytest.mark.parametrize("players", [3, 4])
def test_every_view_shows_only_what_the_rules_lay_open(preset: str, players: int) -> None:
    rules = resolve_rules({"preset": preset, "options": {"light_expose": "after_opening_lead"}})
    kinds: set[str] = set()
    for number in range(40):
        rng = random.Random(number)
        dealer = PrefSeat.A.after(number, players)
        state = PrefState.new(PrefDeal.from_seed(11, number, dealer, players), rules)
        while True:
            played = CardSet()
            for trick in state.tricks:
                played = played | CardSet.of(card for _, card in trick.plays)
            played = played | CardSet.of(card for _, card in state.current_trick)
            for seat in list(Seat)[:players]:
                view = state.view(seat)
                allowed = played | CardSet.of(state.shown_prikup())
                if seat in state.active:
                    allowed = allowed | state.hand(seat)
                if seat == state.declarer and view.discard:
                    allowed = allowed | CardSet.of(view.discard)
                for other in state.active:
                    if other != seat:
                        if laid_open(state, other):
                            allowed = allowed | state.hand(other)
                        else:
                            assert view.hands[other] is None
                assert view.seen.mask & ~allowed.mask == 0, (number, seat, state.history())
                assert bool(view.legal_actions) == (seat == state.actor and not state.is_over)
            if state.is_over:
                break
            state = state.apply(choose(state, rng))  # type: ignore[arg-type]
        result = state.result()
        kinds.add("allpass" if result.allpass else str(result.contract)[-6:])
        if state.open:
            kinds.add("open")
    assert {"allpass", "misere", "open"} <= kinds
