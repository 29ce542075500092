"""The state of one deal: the auction (V-BID) and the play (V-PLAY), as immutable values.

``DealState.apply(action)`` checks an action against the rules and returns the next state;
the state it was called on is unchanged, and an illegal action raises
:class:`IllegalActionError` with the reason.  Every state keeps the action that made it and
its predecessor, so the history, the events and equality all follow from the action list.

>>> from wint.core.deal import deal_from_seed
>>> state = DealState.new(deal_from_seed(1, 1), Seat.N)
>>> state = state.apply(Call.parse("1S"))
>>> state.to_act, state.phase.name
(<Seat.E: 1>, 'AUCTION')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from wint.core.cards import (
    CARDS_BY_SUIT_MASK,
    FULL_DECK,
    Card,
    CardSet,
    build_patterns,
)
from wint.core.deal import Deal
from wint.core.dummies import Dummies
from wint.core.errors import IllegalActionError, NotationError, Reason
from wint.core.game import ActionChain
from wint.core.seats import FOUR_SEATS, SEATS, Seat, Side
from wint.core.tricks import Trick, winning_position
from wint.games.vint.actions import Action, Claim, Give, Phase, TableAction, Verb, parse_action
from wint.games.vint.calls import ALL_BIDS, INVITE, PASS, QUESTION, Call
from wint.games.vint.contract import Contract
from wint.games.vint.events import (
    AuctionClosed,
    CallMade,
    CardGiven,
    CardPlayed,
    Claimed,
    DealCompleted,
    Event,
    PassedOut,
    TrickTaken,
)
from wint.games.vint.result import DealResult, Holdings, Revoke
from wint.games.vint.rules import DummyAuction, OpeningLeader, ReviewTricks, RuleSet
from wint.games.vint.rules import PassedOut as PassedOutRule
from wint.games.vint.view import SeatView

__all__ = ["Action", "Claim", "DealState", "Phase", "parse_action"]


_DEFAULT_RULES: Final = RuleSet()
_BIDS_FROM: Final = tuple(ALL_BIDS[i:] for i in range(len(ALL_BIDS) + 1))
_CALLS_FROM: Final = tuple((PASS, *bids) for bids in _BIDS_FROM)
# The legal calls by (dealer's first call?, question allowed?, invitation allowed?), then by
# the rank of the lowest bid still allowed.
_LEGAL_CALLS: Final = {
    (first, question, invite): tuple(
        (
            *(bids if first else calls),
            *((QUESTION,) if question else ()),
            *((INVITE,) if invite else ()),
        )
        for bids, calls in zip(_BIDS_FROM, _CALLS_FROM, strict=True)
    )
    for first in (False, True)
    for question in (False, True)
    for invite in (False, True)
}
# The hot path's tables: the next seat round the four-seat ring, by seat; the seats by value.
_NEXT: Final = tuple(FOUR_SEATS.next(seat) for seat in SEATS)
_SEATS: Final = SEATS
_new_object = object.__new__
_new_trick = tuple.__new__


class _Setup:
    """What stays fixed through a deal: rules, dealer, the hands as dealt and the dummies
    (§4.1) with who acts for each seat."""

    __slots__ = ("actors", "deal", "dealer", "dummies", "masks", "rules")

    def __init__(self, rules: RuleSet, dealer: Seat, deal: Deal, dummies: Dummies) -> None:
        self.rules = rules
        self.dealer = dealer
        self.deal = deal
        north, east, south, west = deal.hands
        self.masks = (north.mask, east.mask, south.mask, west.mask)
        self.dummies = dummies
        self.actors = tuple(dummies.actor(seat) for seat in SEATS)


class _PlayContext:
    """What stays fixed through the play: the setup, the contract and the closed auction."""

    __slots__ = ("_calls", "auction", "closing", "contract", "masks", "rules", "setup", "trump")

    def __init__(self, auction: _AuctionState, closing: Call, contract: Contract | None) -> None:
        self.setup = auction._setup
        self.rules = auction._setup.rules
        self.masks = auction._setup.masks
        self.auction = auction  # the state the closing call was made in
        self.closing = closing
        self.contract = contract
        self.trump = None if contract is None else contract.trump
        self._calls: tuple[tuple[Seat, Call], ...] | None = None

    @property
    def calls(self) -> tuple[tuple[Seat, Call], ...]:
        """The whole auction, each call with its seat (worked out once)."""
        if self._calls is None:
            seat = self.auction.to_act
            if seat is None:  # pragma: no cover - the closing call was made by someone
                raise AssertionError("a closed auction has a closing call")
            self._calls = (*self.auction.calls(), (seat, self.closing))
        return self._calls


#: The first state of the play under table rules (``allow_revokes``):
#: :meth:`wint.games.vint.table.TableState.first`, set when the package loads that module.
table_play: Callable[[_PlayContext, DealState, Call, Seat], _PlayState] | None = None


class DealState(ActionChain[Action]):
    """One position of a deal.  Build the first with :meth:`new`, the rest with :meth:`apply`.

    States are immutable.  The auction and the play are kept by two private subclasses so
    that each step copies only what can change in its phase.
    """

    __slots__ = ("_action", "_prev", "is_over", "to_act")

    _prev: DealState | None
    _action: Action | None
    #: The seat to call or play, ``None`` once the deal is over (read-only).
    to_act: Seat | None
    #: True when the deal is finished: played out, claimed or thrown in (read-only).
    is_over: bool

    @staticmethod
    def new(
        deal: Deal, dealer: Seat, rules: RuleSet | None = None, dummies: Iterable[Seat] = ()
    ) -> DealState:
        """The state before the first call: the dealer speaks first (V-BID-1).

        ``dummies`` are the seats of the dummies (§4.1), each played by the seat opposite,
        who calls and plays for it and sees it from the deal; everyone sees it once exposed
        (``rules.dummy_exposed``).  Two players (two dummies) under ``dummy_auction =
        single_declaration`` make one call for each side (:class:`_DeclarationState`).

        :raises ValueError: a dummy opposite a dummy.
        """
        build_patterns()
        rules = rules if rules is not None else _DEFAULT_RULES
        table = Dummies.opposite(dummies, rules.dummy_exposed)
        declaration = rules.dummy_auction is DummyAuction.SINGLE_DECLARATION
        state = _new_object(
            _DeclarationState if declaration and len(table.dummies) == 2 else _AuctionState
        )
        state._setup = _Setup(rules, dealer, deal, table)
        state._prev = None
        state._action = None
        state.to_act = dealer
        state.is_over = False
        state._ncalls = 0
        state._high = None
        state._high_seat = dealer
        state._passes = 0
        state._asked = 0
        state._pending = False
        return state

    # -- the interface both phases implement -----------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Where the deal stands."""
        raise NotImplementedError

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction has closed; ``None`` before and when passed out."""
        raise NotImplementedError

    def legal_actions(self) -> tuple[Action, ...]:
        """Every call or card the seat on turn may make now; empty once the deal is over."""
        raise NotImplementedError

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        """The state after ``action``; ``seat``, if given, must be the seat on turn.

        :raises IllegalActionError: the rules forbid it here; this state is unchanged.
        """
        raise NotImplementedError

    @property
    def _fixed(self) -> _Setup:
        raise NotImplementedError

    # -- shared --------------------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        """The ruleset this deal is played under."""
        return self._fixed.rules

    @property
    def dealer(self) -> Seat:
        """The dealer, who speaks first."""
        return self._fixed.dealer

    @property
    def deal(self) -> Deal:
        """The four hands as dealt (all of them: not for players, see ``view``)."""
        return self._fixed.deal

    @property
    def dummies(self) -> Dummies:
        """The dummies of the table (none with four players, §4.1)."""
        return self._fixed.dummies

    @property
    def actor(self) -> Seat | None:
        """Who acts for the seat on turn: the seat itself, or a dummy's owner (§4.1)."""
        seat = self.to_act
        return None if seat is None else self._fixed.actors[seat]

    def view(self, seat: Seat) -> SeatView:
        """What the player at ``seat`` may see now: his own hand, his dummy's (from the
        deal) and every dummy exposed (§4.1, ``dummy_exposed``), the calls, the cards played.

        :raises ValueError: ``seat`` is a dummy (ask for the player who acts for it).
        """
        dummies = self.dummies
        to_act = self.to_act
        shown: tuple[tuple[Seat, CardSet], ...] = ()
        mine = to_act is seat
        if dummies.dummies:
            setup = self._fixed
            played = self.played.mask
            visible = setup.dummies.visible(seat, led=played != 0)
            shown = tuple(
                (other, CardSet(setup.masks[other] & ~played))
                for other in visible
                if other is not seat
            )
            mine = to_act is not None and setup.actors[to_act] is seat
        return SeatView(
            seat=seat,
            rules=self.rules,
            dealer=self.dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=self.hand(seat),
            dealt=self.dealt(seat),
            calls=self.calls(),
            contract=self.contract,
            tricks=self.tricks,
            current_trick=self.current_trick,
            tricks_won=(self.tricks_won(Side.NS), self.tricks_won(Side.EW)),
            legal_actions=self.legal_actions() if mine else (),
            actor=self.actor,
            dummies=tuple(dummy.seat for dummy in dummies.dummies),
            shown=shown,
        )

    def dealt(self, seat: Seat) -> CardSet:
        """``seat``'s cards as dealt (after the passing of the old deals, rules §4.4, §4.6)."""
        return self.deal.hands[seat]

    def is_legal(self, action: Action) -> bool:
        """True if :meth:`apply` would accept ``action`` (revokes aside)."""
        return action in self.legal_actions()

    def apply_code(self, code: str, seat: Seat | None = None) -> DealState:
        """:meth:`apply` for an action in notation.

        :raises IllegalActionError: bad notation (``BAD_NOTATION``) or an illegal action.
        """
        try:
            action = parse_action(code)
        except NotationError:
            raise IllegalActionError(Reason.BAD_NOTATION, code) from None
        return self.apply(action, seat)

    def calls(self) -> tuple[tuple[Seat, Call], ...]:
        """The auction so far: each call with its seat."""
        raise NotImplementedError

    @property
    def auction_high(self) -> tuple[Call, Seat] | None:
        """The highest bid and its bidder."""
        return self._auction_state()._high_bid()

    @property
    def question_pending(self) -> bool:
        """A «можно ли ходить?» is pending: asked, and no bid since (V-BID-8)."""
        return False

    def has_asked(self, seat: Seat) -> bool:
        """True if ``seat`` asked «можно ли ходить?» in the auction (and may only pass)."""
        return any(call is QUESTION and caller is seat for caller, call in self.calls())

    def _auction_state(self) -> _AuctionState:
        raise NotImplementedError

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        """The cards of the trick in progress, with their seats."""
        return ()

    @property
    def leader(self) -> Seat | None:
        """The seat that led (or is to lead) the current trick; ``None`` outside the play."""
        return None

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The quitted tricks, in order."""
        return ()

    @property
    def tricks_left(self) -> int:
        """Tricks not yet quitted: all thirteen before the play, those a claim disposes of
        after one (V-PLAY-7)."""
        return 13 - len(self.tricks)

    def tricks_won(self, side: Side) -> int:
        """Tricks ``side`` has won so far (claimed tricks included)."""
        return 0

    @property
    def played(self) -> CardSet:
        """Every card played so far."""
        return CardSet()

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` still holds (anyone's: for players, see ``view``)."""
        return CardSet(self._fixed.masks[seat] & ~self.played.mask)

    @property
    def revoke(self) -> Revoke | None:
        """The first revoke of the deal, in table-rules mode (V-REV); never in strict play."""
        return None

    @property
    def exposed(self) -> tuple[tuple[Seat, Card], ...]:
        """The exposed cards, with their owners (table-rules mode, V-IRR-1)."""
        return ()

    @property
    def waiting(self) -> Verb | None:
        """The table-rules decision the seat on turn owes instead of a call or a card."""
        return None

    def questions(self, seat: Seat) -> tuple[TableAction, ...]:
        """The questions «не по ошибке ли?» ``seat`` may ask now (table-rules mode, V-REV-3)."""
        return ()

    def reviewable_tricks(self) -> tuple[Trick, ...]:
        """The quitted tricks a player may look at now (V-PLAY-8, C-18): the last two
        while no card is led to the current trick, the last one after that (``vint``), or
        always the last two (``whist``).
        """
        count = 2
        if self.current_trick and self._fixed.rules.review_tricks is ReviewTricks.VINT:
            count = 1
        return self.tricks[-count:]

    @property
    def events(self) -> tuple[Event, ...]:
        """The domain events caused by the last action (empty at the start)."""
        prev, action = self._prev, self._action
        if prev is None or action is None or prev.to_act is None:
            return ()
        actor = prev.to_act
        events: list[Event] = []
        phase = self.phase
        if isinstance(action, Call):
            events.append(CallMade(actor, action))
            if phase is not Phase.AUCTION:
                contract = self.contract
                if contract is not None:
                    events.append(AuctionClosed(contract))
                else:
                    events.append(PassedOut(played_out=phase is not Phase.PASSED_OUT))
        elif isinstance(action, Card):
            events.append(CardPlayed(actor, action))  # strict play: never a revoke
            if len(self.tricks) > len(prev.tricks):
                events.append(TrickTaken(self.tricks[-1]))
        elif isinstance(action, Claim):
            events.append(Claimed(actor, action.tricks))
        elif isinstance(action, Give):
            events.extend(self._given(actor, action.card))
        if self.to_act is None:
            events.append(DealCompleted())
        return tuple(events)

    def _given(self, giver: Seat, card: Card) -> tuple[Event, ...]:
        """The event of ``giver`` passing ``card`` into this state (rules §4.4, §4.6): the
        one card the ordinary deal is handed over with, to its holder now."""
        return (CardGiven(giver, card, self.deal.holder(card)),)

    def result(self) -> DealResult:
        """The deal's result for the score sheet.

        :raises ValueError: the deal is not over.
        """
        raise ValueError("the deal is not over")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DealState):
            return NotImplemented
        mine, theirs = self._fixed, other._fixed
        same_setup = mine is theirs or (
            (mine.rules, mine.dealer, mine.deal, mine.dummies)
            == (theirs.rules, theirs.dealer, theirs.deal, theirs.dummies)
        )
        return same_setup and self.history() == other.history()

    def __hash__(self) -> int:
        return hash((self._fixed.deal, self._fixed.dealer, self.played.mask, self.to_act))

    def __repr__(self) -> str:
        return f"<DealState {self.phase.name} to_act={self.to_act!r} actions={len(self.history())}>"


class _AuctionState(DealState):
    """A state of the auction, or a deal thrown in after four passes."""

    __slots__ = ("_asked", "_high", "_high_seat", "_ncalls", "_passes", "_pending", "_setup")

    _setup: _Setup
    _ncalls: int
    _high: Call | None
    _high_seat: Seat
    _passes: int
    _asked: int
    _pending: bool

    @property
    def _fixed(self) -> _Setup:
        return self._setup

    @property
    def phase(self) -> Phase:
        return Phase.AUCTION if self.to_act is not None else Phase.PASSED_OUT

    @property
    def contract(self) -> Contract | None:
        return None

    @property
    def question_pending(self) -> bool:
        return self._pending

    def _auction_state(self) -> _AuctionState:
        return self

    def calls(self) -> tuple[tuple[Seat, Call], ...]:
        found: list[Call] = []
        state: DealState | None = self
        # back to the first call (a deal of rules §4.6 begins with cards passed; a blind bid
        # of V-BID-12 is a call)
        while state is not None and isinstance(state._action, Call):
            found.append(state._action)
            state = state._prev
        dealer = self._setup.dealer
        return tuple((dealer.after(i), call) for i, call in enumerate(reversed(found)))

    def _high_bid(self) -> tuple[Call, Seat] | None:
        return None if self._high is None else (self._high, self._high_seat)

    @property
    def passes(self) -> int:
        """Consecutive passes since the last bid (or since the start)."""
        return self._passes

    def legal_actions(self) -> tuple[Action, ...]:
        seat = self.to_act
        if seat is None:
            return ()
        if self._asked >> seat & 1:
            return (PASS,)  # the asker may only pass (V-BID-8)
        high = self._high
        if high is None:
            first = not self._ncalls and self._setup.rules.dealer_must_bid  # C-19
            return _LEGAL_CALLS[first, False, False][0]
        rules = self._setup.rules
        question = rules.allow_lead_question and self._passes >= 2
        invite = self._pending and (seat ^ self._high_seat) & 1 == 0
        return _LEGAL_CALLS[False, question, invite][high.rank + 1]

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        if action.__class__ is not Call:
            return self._refuse(action)
        call: Call = action
        player = self.to_act
        if player is None:
            raise IllegalActionError(Reason.AUCTION_CLOSED, call.code)
        if seat is not None and seat != player and seat != self._setup.actors[player]:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, call.code)
        rules = self._setup.rules
        high = self._high
        high_seat = self._high_seat
        passes = self._passes
        asked = self._asked
        pending = self._pending
        if call is PASS:
            if rules.dealer_must_bid and not self._ncalls:
                raise IllegalActionError(Reason.DEALER_MUST_BID, call.code)  # C-19
            passes += 1
        elif call.rank >= 0:  # a bid
            if asked >> player & 1:
                raise IllegalActionError(Reason.BIDDING_FORFEITED, call.code)  # V-BID-8
            if high is not None and call.rank <= high.rank:
                raise IllegalActionError(Reason.BID_TOO_LOW, call.code)  # V-BID-3
            high, high_seat, passes, pending = call, player, 0, False
        elif call is QUESTION:
            if not rules.allow_lead_question or high is None or passes < 2 or asked >> player & 1:
                raise IllegalActionError(Reason.QUESTION_NOT_ALLOWED, call.code)
            passes += 1  # the question counts as a pass (V-BID-8)
            asked |= 1 << player
            pending = True
        else:  # the invitation to lead closes the auction at once (V-BID-8)
            if not pending:
                raise IllegalActionError(Reason.NO_QUESTION_PENDING, call.code)
            if (player ^ high_seat) & 1:
                raise IllegalActionError(Reason.NOT_DECLARING_SIDE, call.code)
            if asked >> player & 1:
                raise IllegalActionError(Reason.BIDDING_FORFEITED, call.code)
            return self._close(call)
        if high is None:
            if passes == 4:  # four opening passes (V-BID-6)
                if rules.passed_out is PassedOutRule.RASPASOVKA:
                    return self._close(call)
                return self._next(call, None, high, high_seat, passes, asked, pending)
        elif passes >= rules.auction_close_passes:  # V-BID-7
            return self._close(call)
        return self._next(call, _NEXT[player], high, high_seat, passes, asked, pending)

    def _next(
        self,
        call: Call,
        to_act: Seat | None,
        high: Call | None,
        high_seat: Seat,
        passes: int,
        asked: int,
        pending: bool,
    ) -> _AuctionState:
        """The next state of the auction (``to_act`` None: thrown in, V-PASS-1), of this
        state's class (an auction of a variant keeps its own)."""
        state = _new_object(self.__class__)
        state._setup = self._setup
        state._prev = self
        state._action = call
        state.to_act = to_act
        state.is_over = to_act is None
        state._ncalls = self._ncalls + 1
        state._high = high
        state._high_seat = high_seat
        state._passes = passes
        state._asked = asked
        state._pending = pending
        return state

    def _refuse(self, action: Action) -> DealState:
        if isinstance(action, Card):
            over = self.to_act is None
            reason = Reason.NO_PLAY_EXPECTED if over else Reason.AUCTION_NOT_CLOSED
            raise IllegalActionError(reason, action.code)
        if isinstance(action, Claim):
            raise IllegalActionError(Reason.AUCTION_NOT_CLOSED, action.code)
        raise IllegalActionError(Reason.BAD_NOTATION, repr(action))

    def _close(self, call: Call) -> _PlayState:
        """The first state of the play, after ``call`` closed the auction."""
        high = self._high
        setup = self._setup
        if high is None or high.strain is None:
            contract = None
            leader = _NEXT[setup.dealer]  # распасовка: no trump, dealer's LHO leads (V-PASS-4)
        else:
            contract = Contract(high.level, high.strain, self._high_seat)
            if setup.rules.opening_leader is OpeningLeader.DECLARER_LHO:
                leader = _NEXT[self._high_seat]  # V-PLAY-2
            else:
                leader = _NEXT[setup.dealer]  # C-5, the whist custom
        ctx = _PlayContext(self, call, contract)
        if setup.rules.allow_revokes and table_play is not None:  # V-PLAY-11: its own states
            return table_play(ctx, self, call, leader)
        state = _new_object(_PlayState)
        state._ctx = ctx
        state._prev = self
        state._action = call
        state.to_act = leader
        state.is_over = False
        state._trick = ()
        state._follow = 0
        state._played = 0
        state._tricks = ()
        return state

    def result(self) -> DealResult:
        if self.to_act is not None:
            raise ValueError("the deal is not over")
        return DealResult(None, None, dealer=self._setup.dealer)


class _DeclarationState(_AuctionState):
    """The auction of two players with dummies under ``dummy_auction = single_declaration``
    (§4.1, ECOSMAK: "the dealer declares first, the opponent has the last word").

    Exactly two calls: the dealer's seat calls first (its player, or the owner of the dummy
    sitting there), a pass or any bid; then the seat on its left, of the other side, passes
    or bids higher, and that call closes the auction.  The highest bid is the contract and
    its seat the declarer (V-BID-9); two passes throw the deal in (V-BID-6, V-PASS), or
    play it out under ``passed_out = raspasovka``.  There is no «можно ли ходить?» (V-BID-8:
    no auction to close early).  ``dealer_must_bid`` still binds the first call (C-19).
    """

    __slots__ = ()

    def legal_actions(self) -> tuple[Action, ...]:
        if self.to_act is None:
            return ()
        high = self._high
        if high is None:
            first = not self._ncalls and self._setup.rules.dealer_must_bid  # C-19
            return _LEGAL_CALLS[first, False, False][0]
        return _LEGAL_CALLS[False, False, False][high.rank + 1]

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        if action.__class__ is not Call:
            return self._refuse(action)
        call: Call = action
        player = self.to_act
        if player is None:
            raise IllegalActionError(Reason.AUCTION_CLOSED, call.code)
        if seat is not None and seat != player and seat != self._setup.actors[player]:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, call.code)
        if call is QUESTION:
            raise IllegalActionError(Reason.QUESTION_NOT_ALLOWED, call.code)
        if call is INVITE:
            raise IllegalActionError(Reason.NO_QUESTION_PENDING, call.code)
        rules = self._setup.rules
        high, high_seat, passes = self._high, self._high_seat, self._passes
        if call is PASS:
            if rules.dealer_must_bid and not self._ncalls:
                raise IllegalActionError(Reason.DEALER_MUST_BID, call.code)  # C-19
            passes += 1
        else:
            if high is not None and call.rank <= high.rank:
                raise IllegalActionError(Reason.BID_TOO_LOW, call.code)  # V-BID-3
            high, high_seat, passes = call, player, 0
        if not self._ncalls:  # the dealer's declaration: the other side answers
            state = self._next(call, _NEXT[player], high, high_seat, passes, 0, False)
            state.__class__ = _DeclarationState  # the same slots: the answer is checked here
            return state
        if high is None and rules.passed_out is not PassedOutRule.RASPASOVKA:
            return self._next(call, None, high, high_seat, passes, 0, False)  # V-PASS-1
        # The answer closes the auction; a bid closes it as its own contract: the play
        # starts from this position with that bid the highest.
        first: Call = self._action  # type: ignore[assignment]
        position = self._next(first, player, high, high_seat, passes, 0, False)
        position._prev, position._ncalls = self._prev, self._ncalls
        position.__class__ = _DeclarationState
        return position._close(call)


class _PlayState(DealState):
    """A state of the play (or of a распасовка), or the deal played out, in strict mode
    (table-rules mode plays in :mod:`wint.games.vint.table`).

    A deal ended by a claim is the subclass below, so that the ordinary step copies only
    what an ordinary card changes.
    """

    __slots__ = ("_ctx", "_follow", "_played", "_trick", "_tricks")

    _ctx: _PlayContext
    _trick: tuple[Card, ...]
    _follow: int
    _played: int
    _tricks: tuple[Trick, ...]

    @property
    def _fixed(self) -> _Setup:
        return self._ctx.setup

    @property
    def phase(self) -> Phase:
        return Phase.PLAY if self.to_act is not None else Phase.COMPLETE

    @property
    def contract(self) -> Contract | None:
        return self._ctx.contract

    def _auction_state(self) -> _AuctionState:
        return self._ctx.auction

    def calls(self) -> tuple[tuple[Seat, Call], ...]:
        return self._ctx.calls

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        leader = self.leader
        return tuple((leader.after(i), card) for i, card in enumerate(self._trick))

    @property
    def leader(self) -> Seat:
        if self.to_act is not None:
            return self.to_act.after(-len(self._trick))
        if isinstance(self._action, Claim) and self._prev is not None:
            return self._prev.leader or self._tricks[-1].winner
        return self._tricks[-1].winner

    @property
    def tricks(self) -> tuple[Trick, ...]:
        return self._tricks

    def tricks_won(self, side: Side) -> int:
        return sum(1 for trick in self._tricks if trick.winner & 1 == side) + self._claimed(side)

    def _claimed(self, side: Side) -> int:
        return 0

    @property
    def played(self) -> CardSet:
        return CardSet(self._played)

    def legal_actions(self) -> tuple[Action, ...]:
        seat = self.to_act
        if seat is None:
            return ()
        hand = self._ctx.masks[seat] & ~self._played
        follow = hand & self._follow
        if follow:
            return CARDS_BY_SUIT_MASK[follow]  # built by DealState.new
        table = CARDS_BY_SUIT_MASK
        return (
            table[hand & 0x1FFF]
            + table[hand & 0x3FFE000]
            + table[hand & 0x7FFC000000]
            + table[hand & 0xFFF8000000000]
        )

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        if action.__class__ is not Card:
            return self._apply_other(action, seat)
        # The play of a card, written out for speed (V-PLAY-3, V-PLAY-4, V-PLAY-5).
        card: Card = action
        player = self.to_act
        bit = card.bit
        ctx = self._ctx
        played = self._played
        if player is None:
            raise IllegalActionError(Reason.CARD_NOT_IN_HAND, card.code)
        hand = ctx.masks[player] & ~played
        if not hand & bit or (
            seat is not None and seat != player and seat != ctx.setup.actors[player]
        ):
            reason = Reason.CARD_NOT_IN_HAND if played & bit else Reason.NOT_YOUR_TURN
            raise IllegalActionError(reason, card.code)
        follow = self._follow
        if follow and not bit & follow and hand & follow:
            raise IllegalActionError(Reason.MUST_FOLLOW_SUIT, card.code)  # V-PLAY-4
        state = _new_object(_PlayState)
        state._ctx = ctx
        state._prev = self
        state._action = card
        state._played = played | bit
        trick = self._trick
        if len(trick) < 3:
            state._trick = trick + (card,)  # noqa: RUF005 - faster than unpacking here
            state._follow = follow or card.suit_mask
            state.to_act = _NEXT[player]
            state.is_over = False
            state._tricks = self._tricks
            return state
        cards = trick + (card,)  # noqa: RUF005
        leader = _NEXT[player]
        winner = _SEATS[(leader + winning_position(cards, ctx.trump)) & 3]
        quitted = _new_trick(Trick, (leader, cards, winner, FOUR_SEATS))
        tricks = state._tricks = (*self._tricks, quitted)
        state._trick = ()
        state._follow = 0
        if len(tricks) == 13:
            state.to_act = None
            state.is_over = True
        else:
            state.to_act = winner
            state.is_over = False
        return state

    def _apply_other(self, action: Action, seat: Seat | None) -> DealState:
        if isinstance(action, Call):
            raise IllegalActionError(Reason.AUCTION_CLOSED, action.code)
        if not isinstance(action, Claim):
            raise IllegalActionError(Reason.BAD_NOTATION, repr(action))
        if self.to_act is None:
            raise IllegalActionError(Reason.BAD_CLAIM, action.code)
        remaining = self.tricks_left
        if not 0 <= action.tricks <= remaining:
            raise IllegalActionError(Reason.BAD_CLAIM, action.code)
        if seat is not None and seat not in (self.to_act, self.actor):
            raise IllegalActionError(Reason.NOT_YOUR_TURN, action.code)
        contract = self._ctx.contract
        claimer_is_ns = contract is None or contract.declarer.side is Side.NS
        state = _new_object(_ClaimedState)
        state._ctx = self._ctx
        state._prev = self
        state._action = action
        state.to_act = None
        state.is_over = True
        state._trick = self._trick
        state._follow = self._follow
        state._played = self._played
        state._tricks = self._tricks
        state._claim_ns = action.tricks if claimer_is_ns else remaining - action.tricks
        return state

    def result(self) -> DealResult:
        if self.to_act is not None:
            raise ValueError("the deal is not over")
        ctx = self._ctx
        return DealResult(
            ctx.contract,
            self.tricks_won(Side.NS),
            holdings=Holdings.from_hands(ctx.setup.deal.hands, ctx.trump),
            captured=Holdings.from_captured(self._captured_masks(), ctx.trump),
            revokes=self._established(),
            dealer=ctx.setup.dealer,
        )

    def _established(self) -> tuple[Revoke, ...]:
        """The revokes the deal penalises: none in strict play (V-REV-9)."""
        return ()

    def _captured_masks(self) -> tuple[int, int]:
        won = [0, 0]
        for trick in self._tricks:
            for card in trick.cards:
                won[trick.winner & 1] |= card.bit
        remaining = FULL_DECK & ~self._played
        claim = self._end_claim()
        if remaining and claim is not None:
            # Unplayed cards go with a claim that takes, or concedes, all the rest.
            contract = self._ctx.contract
            claimer = 0 if contract is None else contract.declarer & 1
            if claim.tricks == self.tricks_left:
                won[claimer] |= remaining
            elif claim.tricks == 0:
                won[1 - claimer] |= remaining
        return (won[0], won[1])

    def _end_claim(self) -> Claim | None:
        """The claim that ended the play, if one did."""
        action = self._action
        return action if isinstance(action, Claim) else None


class _ClaimedState(_PlayState):
    """A deal ended by a claim: ``_claim_ns`` of the remaining tricks go to N–S."""

    __slots__ = ("_claim_ns",)

    _claim_ns: int

    def _claimed(self, side: Side) -> int:
        if side is Side.NS:
            return self._claim_ns
        return self.tricks_left - self._claim_ns
