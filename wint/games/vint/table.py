"""Vint's play under table rules (``allow_revokes``, V-PLAY-11): revokes, the partner's
question, corrections, leads out of turn, exposed cards and the claims of revokes.

The strict play (``_PlayState``) stays as it is; a deal under table rules plays on in
:class:`TableState`, which allows, besides the cards of the strict play:

- a revoke (V-REV-1): a card that fails to follow suit though its player holds the suit
  led; recorded, but penalised only if claimed after the play (V-REV-4);
- «не по ошибке ли?» (``ASK:E``, V-REV-3), asked out of turn by the partner of a player who
  failed to follow, while the trick is not turned: the last trick counts as turned once a
  card is led to the next one [DEF].  The answer (``ANSWER:yes|no``) is the asked player's;
  ``yes`` is open only after a real revoke, and corrects it (V-REV-2): the card goes back
  into its owner's hand as an exposed card (V-IRR-3), the cards played after it to that trick
  go back into their owners' hands (S000 r.169: the app takes them all back [DEF]; each
  player may play the same card again), and the offender plays the highest or the lowest
  card of the suit led at the choice of his left-hand opponent (``CORRECT:high|low``, asked
  only when he holds two or more cards of the suit [DEF]).  ``no`` makes the revoke, if
  claimed, the revoker's alone (``Revoke.asked``);
- a lead out of turn (V-IRR-2): a card held by a seat not on turn when no card is on the
  table; the offender's left-hand opponent keeps it exposed (``LEAD:keep``) or lets him take
  it back into his hand (``LEAD:back``) [DEF: one opponent chooses for his side], and the
  right leader leads;
- exposed cards (V-IRR-1): shown to all at their owner's place.  On each of the first three
  rounds of its suit after it was exposed (a round: a trick led in that suit by another
  player), when the owner is to play, his right-hand opponent may call it (``EXPOSED:SQ``,
  then it must be played) or not (``EXPOSED:leave``), whatever else the owner holds;
  while those rounds last the owner may play it of his own accord only when he holds no
  other card of its suit [DEF: the app's reading of "may not dispose of it freely"].  After
  the third round it is an ordinary card, still face up;
- after the play, if anyone failed to follow suit, the claims of revokes (V-REV-4,
  ``Phase.REVOKES``): each seat in turn from the declarer's left-hand opponent [DEF], if an
  opponent of his failed to follow, claims the opponents' revokes one by one
  (``REVOKE:W:5``, checked against the whole play, the hands being shown after the deal
  [DEF]: ``NO_SUCH_REVOKE`` otherwise) and ends with ``REVOKE:done``.  Only claimed revokes
  are penalised, in the order played (V-REV-10).  Computer players claim only what their
  own view proves (:mod:`wint.ai.vint.irregular`).

With a dummy (two or three players, §4.1) its owner plays the table rules for it [DEF]:

- he plays its cards, so a dummy that fails to follow while it holds the suit led is a
  revoke (V-REV-1) of the dummy's seat, played by its owner; every check of who acts
  accepts the owner for his dummy's seat, as the strict play does;
- nobody asks a dummy «не по ошибке ли?», nor a dummy its owner (V-REV-3 asks the partner,
  and a dummy's partner is its owner, who played both hands): a revoke in such a pair is
  never corrected in play, and if claimed both partners are liable;
- a choice that falls to a dummy's seat (the opponent's choice of V-REV-2 or V-IRR-1/2) is
  its owner's;
- the owner leads out of turn (V-IRR-2) by leading from the hand that is not on lead: the
  dummy's card when he is, his own when the dummy is.  A dummy's exposed card is bound as
  any other (V-IRR-1), though the dummy lies face up: the opponents may call it, its owner
  may not play it at will;
- the dummy does not claim revokes: its owner claims the opponents' revokes for the side
  (V-REV-4).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

import wint.games.vint.state as _state
from wint.core.cards import CARDS_BY_SUIT_MASK, Card, cards_of_mask
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import FOUR_SEATS, SEATS, Seat, Side
from wint.core.tricks import Trick, winning_position
from wint.games.vint.actions import (
    ANSWER_NO,
    ANSWER_YES,
    CORRECT_HIGH,
    CORRECT_LOW,
    EXPOSED_LEAVE,
    LEAD_BACK,
    LEAD_KEEP,
    REVOKE_DONE,
    Action,
    Claim,
    Phase,
    TableAction,
    Verb,
    ask,
    call_exposed,
    claim_revoke,
)
from wint.games.vint.calls import Call
from wint.games.vint.events import (
    CardPlayed,
    Claimed,
    DealCompleted,
    Event,
    LedOutOfTurn,
    TableRuled,
    TrickTaken,
)
from wint.games.vint.result import Revoke
from wint.games.vint.state import DealState, _PlayContext, _PlayState
from wint.games.vint.view import SeatView

__all__ = ["Exposure", "RevokeMade", "TableState", "claim_as_before"]

#: Rounds of its suit during which an exposed card may be called (V-IRR-1).
CALL_ROUNDS: Final = 3


@dataclass(frozen=True, slots=True)
class RevokeMade:
    """A revoke made in play (V-REV-1): ``by`` in trick ``trick`` (from 0); ``asked`` if his
    partner asked «не по ошибке ли?» and he answered no (V-REV-3)."""

    by: Seat
    trick: int
    asked: bool = False


@dataclass(frozen=True, slots=True)
class Exposure:
    """``seat``'s exposed ``card``, exposed when ``since`` tricks had been quitted."""

    seat: Seat
    card: Card
    since: int


@dataclass(frozen=True, slots=True)
class _Wait:
    """A decision the play waits for: ``verb``'s, by ``seat``, about ``about``; the play
    goes on with ``resume`` on turn."""

    verb: Verb
    seat: Seat
    about: Seat
    resume: Seat | None = None


class TableState(_PlayState):
    """A state of the play, and of the claims of revokes, in table-rules mode."""

    __slots__ = (
        "_asked",
        "_claim",
        "_claimers",
        "_claims",
        "_exposed",
        "_forced",
        "_leader",
        "_made",
        "_sealed",
        "_wait",
    )

    _leader: Seat
    _exposed: tuple[Exposure, ...]
    _made: tuple[RevokeMade, ...]
    _asked: frozenset[tuple[int, Seat]]  # (trick, seat) asked «не по ошибке ли?»
    _sealed: bool  # a card was led out of turn since the last trick was quitted
    _wait: _Wait | None
    _forced: Card | None
    _claim: Claim | None
    _claimers: tuple[Seat, ...]
    _claims: tuple[RevokeMade, ...]

    @staticmethod
    def first(ctx: _PlayContext, prev: DealState, call: Call, leader: Seat) -> TableState:
        """The first state of the play, after ``call`` closed the auction."""
        state = object.__new__(TableState)
        state._ctx = ctx
        state._prev = prev
        state._action = call
        state.to_act = leader
        state.is_over = False
        state._trick = ()
        state._follow = 0
        state._played = 0
        state._tricks = ()
        state._leader = leader
        state._exposed = ()
        state._made = ()
        state._asked = frozenset()
        state._sealed = False
        state._wait = None
        state._forced = None
        state._claim = None
        state._claimers = ()
        state._claims = ()
        return state

    def _next(self, action: Action) -> TableState:
        state = object.__new__(TableState)
        for name in _FIELDS:
            setattr(state, name, getattr(self, name))
        state._prev = self
        state._action = action
        state._wait = None
        state._forced = None
        return state

    # -- what the state shows ------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        if self.to_act is None:
            return Phase.COMPLETE
        return Phase.REVOKES if self._claimers else Phase.PLAY

    @property
    def leader(self) -> Seat:
        return self._leader

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        leader = self._leader
        return tuple((leader.after(i), card) for i, card in enumerate(self._trick))

    def _claimed(self, side: Side) -> int:
        claim = self._claim
        if claim is None:
            return 0
        contract = self._ctx.contract
        claimer = Side.NS if contract is None else contract.declarer.side
        return claim.tricks if side is claimer else self.tricks_left - claim.tricks

    def _end_claim(self) -> Claim | None:
        return self._claim

    @property
    def revoke(self) -> Revoke | None:
        """The first revoke made so far (claimed or not)."""
        return _revoke(self._made[0]) if self._made else None

    @property
    def revokes_made(self) -> tuple[RevokeMade, ...]:
        """Every revoke made and not corrected, in order of play (V-REV-1)."""
        return self._made

    @property
    def exposed(self) -> tuple[tuple[Seat, Card], ...]:
        return tuple((e.seat, e.card) for e in self._exposed)

    @property
    def waiting(self) -> Verb | None:
        if self._wait is not None:
            return self._wait.verb
        return Verb.REVOKE if self._claimers else None

    def questions(self, seat: Seat) -> tuple[TableAction, ...]:
        partner = seat.partner
        return (ask(partner),) if self._may_ask(partner) else ()

    def view(self, seat: Seat) -> SeatView:
        return replace(super().view(seat), exposed=self.exposed, questions=self.questions(seat))

    def _may_ask(self, about: Seat) -> bool:
        if self._wait is not None or self._claimers or self.to_act is None:
            return False
        found = self._open_trick()
        if found is None:
            return False
        index, leader, cards = found
        position = (about - leader) & 3
        actors = self._ctx.setup.actors
        return (
            actors[about] is about  # nobody asks a dummy, nor a dummy its owner (§4.1) [DEF]
            and actors[about.partner] is about.partner
            and 0 < position < len(cards)
            and cards[position].suit is not cards[0].suit
            and (index, about) not in self._asked
        )

    def _open_trick(self) -> tuple[int, Seat, tuple[Card, ...]] | None:
        """The trick not yet turned: the one in progress, or the last one quitted while no
        card is led to the next (V-REV-2, V-REV-3)."""
        if self._trick:
            return len(self._tricks), self._leader, self._trick
        if self._tricks and not self._sealed:
            last = self._tricks[-1]
            return len(self._tricks) - 1, last.leader, last.cards
        return None

    # -- the choices ---------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        seat = self.to_act
        if seat is None:
            return ()
        wait = self._wait
        if wait is not None:
            return self._wait_options(wait)
        if self._claimers:
            return self._claim_options(seat)
        if self._forced is not None:
            return (self._forced,)
        hand = self._ctx.masks[seat] & ~self._played
        follow = hand & self._follow
        legal = follow or hand
        table = CARDS_BY_SUIT_MASK
        cards = (
            table[legal & 0x1FFF]
            + table[legal & 0x3FFE000]
            + table[legal & 0x7FFC000000]
            + table[legal & 0xFFF8000000000]
        )
        barred = self._barred(seat, hand)
        return tuple(card for card in cards if not card.bit & barred) or cards

    def _wait_options(self, wait: _Wait) -> tuple[Action, ...]:
        if wait.verb is Verb.ANSWER:
            return (ANSWER_YES, ANSWER_NO) if self._revoked(wait.about) else (ANSWER_NO,)
        if wait.verb is Verb.CORRECT:
            return (CORRECT_HIGH, CORRECT_LOW)
        if wait.verb is Verb.LEAD:
            return (LEAD_KEEP, LEAD_BACK)
        return (*(call_exposed(card) for card in self._callable(wait.about)), EXPOSED_LEAVE)

    def _claim_options(self, seat: Seat) -> tuple[Action, ...]:
        open_ = tuple(
            claim_revoke(made.by, made.trick)
            for made in self._made
            if made.by.side is not seat.side and made not in self._claims
        )
        return (*open_, REVOKE_DONE)

    def _revoked(self, seat: Seat) -> bool:
        """True if ``seat`` revoked in the trick not yet turned."""
        found = self._open_trick()
        return found is not None and RevokeMade(seat, found[0]) in self._unasked_made()

    def _unasked_made(self) -> tuple[RevokeMade, ...]:
        return tuple(replace(made, asked=False) for made in self._made)

    def _live(self, exposure: Exposure) -> bool:
        """True while ``exposure`` may still be called: fewer than three rounds of its
        suit quitted since it was exposed (V-IRR-1)."""
        suit = exposure.card.suit
        rounds = sum(1 for trick in self._tricks[exposure.since :] if trick.cards[0].suit is suit)
        return rounds < CALL_ROUNDS

    def _barred(self, seat: Seat, hand: int) -> int:
        """``seat``'s exposed cards he may not play of his own accord now (V-IRR-1)."""
        barred = 0
        for exposure in self._exposed:
            card = exposure.card
            if exposure.seat is seat and hand & card.suit_mask & ~card.bit and self._live(exposure):
                barred |= card.bit
        return barred

    def _callable(self, seat: Seat) -> tuple[Card, ...]:
        """``seat``'s exposed cards the opponents may call now: of the suit led, on one of
        the first three rounds of the suit (V-IRR-1).  Whether he holds another card of the
        suit is his secret: the opponents are asked all the same."""
        if not self._trick:
            return ()
        suit = self._trick[0].suit
        return tuple(
            e.card
            for e in self._exposed
            if e.seat is seat and e.card.suit is suit and self._live(e)
        )

    # -- the actions ---------------------------------------------------------------------------

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        if isinstance(action, Card):
            return self._card(action, seat)
        if isinstance(action, TableAction):
            if action.verb is Verb.ASK:
                return self._ask(action, seat)
            return self._decide(action, seat)
        if isinstance(action, Claim):
            if self._wait is not None or self._forced is not None or self._claimers:
                raise IllegalActionError(Reason.UNEXPECTED_ACTION, action.code)
            return self._claim_tricks(action, seat)
        raise IllegalActionError(Reason.AUCTION_CLOSED, action.code)

    def _acts_for(self, seat: Seat | None, owner: Seat | None) -> bool:
        """True if ``seat`` (``None``: whoever acts) acts for ``owner``: ``owner`` himself,
        or, if ``owner`` is a dummy, its owner, who plays its cards and makes the choices
        that fall to its seat (§4.1) [DEF]."""
        return seat is None or (
            owner is not None and seat in (owner, self._ctx.setup.actors[owner])
        )

    def _holder(self, card: Card) -> Seat | None:
        masks, played = self._ctx.masks, self._played
        return next((s for s in SEATS if masks[s] & ~played & card.bit), None)

    def _card(self, card: Card, seat: Seat | None) -> DealState:
        player = self.to_act
        holder = self._holder(card)
        if player is None or self._claimers or holder is None:
            raise IllegalActionError(Reason.CARD_NOT_IN_HAND, card.code)
        if not self._acts_for(seat, holder) or self._wait is not None:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, card.code)
        if holder is not player:
            if self._trick or self._forced is not None:
                raise IllegalActionError(Reason.NOT_YOUR_TURN, card.code)  # V-PLAY-10
            return self._lead_out_of_turn(card, holder)
        if self._forced is not None and card is not self._forced:
            raise IllegalActionError(Reason.CARD_REQUIRED, card.code)
        hand = self._ctx.masks[player] & ~self._played
        if card.bit & self._barred(player, hand) and card not in self.legal_actions():
            raise IllegalActionError(Reason.EXPOSED_CARD, card.code)
        state = self._next(card)
        follow = self._follow
        if follow and not card.bit & follow and hand & follow:
            state._made = (*self._made, RevokeMade(player, len(self._tricks)))  # V-REV-1
        state._played = self._played | card.bit
        state._exposed = tuple(e for e in self._exposed if e.card is not card)
        trick = (*self._trick, card)
        if len(trick) < 4:
            state._trick = trick
            state._follow = follow or card.suit_mask
            return state._turn(player.lho)
        winner = SEATS[(self._leader + winning_position(trick, self._ctx.trump)) & 3]
        state._tricks = (*self._tricks, Trick(self._leader, trick, winner, FOUR_SEATS))
        state._trick = ()
        state._follow = 0
        state._sealed = False
        state._leader = winner
        if len(state._tricks) == 13:
            return state._end_play()
        return state._turn(winner)

    def _turn(self, seat: Seat) -> TableState:
        """``seat`` on turn, or his right-hand opponent first, to call an exposed card."""
        self.to_act = seat
        self.is_over = False
        if self._callable(seat):
            self._wait = _Wait(Verb.EXPOSED, seat.rho, seat)
            self.to_act = seat.rho
        return self

    def _lead_out_of_turn(self, card: Card, holder: Seat) -> TableState:
        """V-IRR-2: the card lies exposed until the offender's opponents choose."""
        state = self._next(card)
        state._exposed = (*self._exposed, Exposure(holder, card, len(self._tricks)))
        state._sealed = True
        state._wait = _Wait(Verb.LEAD, holder.lho, holder, resume=self.to_act)
        state.to_act = holder.lho
        return state

    def _ask(self, action: TableAction, seat: Seat | None) -> TableState:
        about = Seat.parse(action.value)
        if not self._may_ask(about):
            raise IllegalActionError(Reason.QUESTION_NOT_ALLOWED, action.code)
        if seat is not None and seat is not about.partner:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, action.code)
        found = self._open_trick()
        assert found is not None  # _may_ask found it
        state = self._next(action)
        state._asked = self._asked | {(found[0], about)}
        state._wait = _Wait(Verb.ANSWER, about, about, resume=self.to_act)
        state.to_act = about
        return state

    def _decide(self, action: TableAction, seat: Seat | None) -> DealState:
        if action not in self.legal_actions():
            bad_claim = self._claimers and action.verb is Verb.REVOKE
            reason = Reason.NO_SUCH_REVOKE if bad_claim else Reason.UNEXPECTED_ACTION
            raise IllegalActionError(reason, action.code)
        if not self._acts_for(seat, self.to_act):
            raise IllegalActionError(Reason.NOT_YOUR_TURN, action.code)
        wait = self._wait
        state = self._next(action)
        if wait is None:  # a claim of a revoke, or the end of a seat's claims
            return state._revoke_claim(action)
        verb, about = action.verb, wait.about
        if action == ANSWER_NO:
            found = self._open_trick()
            assert found is not None
            state._made = tuple(
                replace(m, asked=True) if (m.by, m.trick) == (about, found[0]) else m
                for m in self._made
            )
            state.to_act = wait.resume
        elif action == ANSWER_YES:
            held = self._suit_led_held(about)
            if len(held) > 1:
                state._wait = _Wait(Verb.CORRECT, about.lho, about)
                state.to_act = about.lho
            else:
                state._correct(about, held[0])
        elif verb is Verb.CORRECT:
            held = self._suit_led_held(about)
            state._correct(about, held[-1] if action == CORRECT_HIGH else held[0])
        elif verb is Verb.LEAD:
            if action == LEAD_BACK:
                state._exposed = self._exposed[:-1]
            state.to_act = wait.resume
        elif action == EXPOSED_LEAVE:
            state.to_act = about
        else:
            state._forced = Card.parse(action.value)
            state.to_act = about
        return state

    def _suit_led_held(self, seat: Seat) -> tuple[Card, ...]:
        """``seat``'s cards of the suit led to the trick not yet turned, low to high."""
        found = self._open_trick()
        assert found is not None
        hand = self._ctx.masks[seat] & ~self._played
        return tuple(sorted(cards_of_mask(hand & found[2][0].suit_mask), key=_rank))

    def _correct(self, offender: Seat, card: Card) -> None:
        """V-REV-2, V-IRR-3: the revoke taken back, ``card`` to be played in its place."""
        found = self._open_trick()
        assert found is not None
        index, leader, cards = found
        position = (offender - leader) & 3
        taken = 0
        for back in cards[position:]:
            taken |= back.bit
        self._exposed = (*self._exposed, Exposure(offender, cards[position], index))
        self._made = tuple(
            m for m in self._made if m.trick != index or (m.by - leader) & 3 < position
        )
        self._asked = frozenset(
            (i, s) for i, s in self._asked if i != index or (s - leader) & 3 < position
        )
        self._tricks = self._tricks[:index]
        self._trick = cards[:position]
        self._follow = cards[0].suit_mask
        self._leader = leader
        self._played &= ~taken
        self._forced = card
        self.to_act = offender

    def _claim_tricks(self, claim: Claim, seat: Seat | None) -> DealState:
        if self.to_act is None or not 0 <= claim.tricks <= self.tricks_left:
            raise IllegalActionError(Reason.BAD_CLAIM, claim.code)
        if not self._acts_for(seat, self.to_act):
            raise IllegalActionError(Reason.NOT_YOUR_TURN, claim.code)
        state = self._next(claim)
        state._claim = claim
        return state._end_play()

    def _end_play(self) -> TableState:
        """The claims of revokes if anyone failed to follow (V-REV-4), else the end."""
        showed_out = {seat for trick in self._all_tricks() for seat in _showed_out(*trick)}
        contract = self._ctx.contract
        setup = self._ctx.setup
        first = (setup.dealer if contract is None else contract.declarer).lho
        self._claimers = tuple(
            seat
            for seat in (first.after(i) for i in range(4))
            if (seat.lho in showed_out or seat.rho in showed_out)
            and setup.actors[seat] is seat  # a dummy's owner claims for the side (§4.1) [DEF]
        )
        if not self._claimers:
            self.to_act = None
            self.is_over = True
            return self
        self.to_act = self._claimers[0]
        self.is_over = False
        return self

    def _all_tricks(self) -> list[tuple[Seat, tuple[Card, ...]]]:
        found = [(trick.leader, trick.cards) for trick in self._tricks]
        if self._trick:
            found.append((self._leader, self._trick))
        return found

    def _revoke_claim(self, action: TableAction) -> TableState:
        if action == REVOKE_DONE:
            self._claimers = self._claimers[1:]
            if not self._claimers:
                self.to_act = None
                self.is_over = True
                return self
            self.to_act = self._claimers[0]
            return self
        by, _, trick = action.value.partition(":")
        made = next(m for m in self._made if (m.by.name, m.trick + 1) == (by, int(trick)))
        self._claims = tuple(m for m in self._made if m in self._claims or m is made)
        return self

    # -- the result and the events ---------------------------------------------------------------

    def _established(self) -> tuple[Revoke, ...]:
        """The revokes claimed after the play, in the order played (V-REV-4, V-REV-10)."""
        return tuple(_revoke(made) for made in self._claims)

    @property
    def events(self) -> tuple[Event, ...]:
        prev, action = self._prev, self._action
        if not isinstance(prev, TableState) or action is None or prev.to_act is None:
            return super().events
        events: list[Event] = []
        wait = self._wait
        if isinstance(action, Card) and wait is not None and wait.verb is Verb.LEAD:
            events.append(LedOutOfTurn(wait.about, action))
        elif isinstance(action, Card):
            revoke = len(self._made) > len(prev._made)
            events.append(CardPlayed(prev.to_act, action, revoke=revoke))
            if len(self._tricks) > len(prev._tricks):
                events.append(TrickTaken(self._tricks[-1]))
        elif isinstance(action, TableAction):
            seat = Seat.parse(action.value).partner if action.verb is Verb.ASK else prev.to_act
            events.append(TableRuled(seat, action))
        elif isinstance(action, Claim):
            events.append(Claimed(prev.to_act, action.tricks))
        if self.to_act is None:
            events.append(DealCompleted())
        return tuple(events)


def _rank(card: Card) -> int:
    return card.rank


def _revoke(made: RevokeMade) -> Revoke:
    return Revoke(made.by, made.asked)


def _showed_out(leader: Seat, cards: tuple[Card, ...]) -> list[Seat]:
    """The seats whose card in a trick is not of the suit led."""
    suit = cards[0].suit
    return [leader.after(i) for i, card in enumerate(cards) if card.suit is not suit]


_FIELDS: Final = (
    "_ctx",
    "to_act",
    "is_over",
    "_trick",
    "_follow",
    "_played",
    "_tricks",
    *TableState.__slots__,
)


def claim_as_before(state: DealState) -> DealState:
    """A deal that ended in the claims of revokes, finished as a wint before the claims
    (V-REV-4) finished it: its first revoke counted by itself, so it is claimed and every
    seat is done.  For the session files that wint wrote; any other state is returned as
    it is."""
    if not isinstance(state, TableState) or state.phase is not Phase.REVOKES:
        return state
    first = state.revokes_made[0] if state.revokes_made else None
    result: DealState = state
    while not result.is_over:
        claim = None if first is None else claim_revoke(first.by, first.trick)
        if claim is not None and claim in result.legal_actions():
            result, first = result.apply(claim), None
        result = result.apply(REVOKE_DONE)
    return result


_state.table_play = TableState.first  # the auction opens this play under table rules
