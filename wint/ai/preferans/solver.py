"""Double-dummy solving of Preferans's play: three hands open, best play by all three.

The declarer plays against the two defenders, who play as one side.  On a trick contract the
declarer takes as many tricks as he can and the defenders hold him to as few; on a misère
(no trumps) the declarer takes as few as he can and the defenders force as many on him as
they can.  The rules applied: follow suit; a player void in the suit led must trump if he
holds a trump, only then may he discard (P-PLAY-2); the highest trump wins the trick, else
the highest card of the suit led, and the winner leads next (P-PLAY-1, P-PLAY-3).  An
all-pass deal has its own play (P-RASP) and is not solved here.

The search is pure Python: the hands are bit masks of the 32-card pack, each suit in eight
bits; a question "does the declarer take at least ``need`` tricks?" is answered by an
alpha-beta search with a null window, one call per trick, the cards of a trick tried in
nested loops; a transposition table keyed on the cards' relative ranks (cards played drop
out) and the leader keeps bounds between tricks; of cards adjacent in rank in one hand
(counting played cards as gone) only one is tried; the top winners the leader can cash give
bounds, and at a misère so does a declarer whose every card lies under the catchers' of its
suit (he ducks each trick they lead, or leads to one of them who must win, and then ducks).
The value is found by a binary search over such questions.

>>> from wint.core.cards import CardSet
>>> def hands(*texts: str) -> tuple[int, int, int]:
...     first, second, third = (CardSet.parse(text).mask for text in texts)
...     return first, second, third
>>> ending = PrefPosition(hands("SA SK", "SQ S7", "S9 S8"), trump=None, declarer=0, leader=0)
>>> solve(ending)
2
>>> cash_first = PrefPosition(hands("SA SK H7", "HA HK S7", "D7 D8 D9"), None, 0, 0)
>>> card_values(cash_first)  # the heart first lets the defenders cash two
{Card('SA'): 2, Card('SK'): 2, Card('H7'): 1}
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from wint.core.cards import Card, CardSet, Suit, cards_of_mask
from wint.core.deck import DECK_32
from wint.games.preferans.actions import Phase
from wint.games.preferans.tricks import card_refusal

if TYPE_CHECKING:
    from wint.games.preferans.state import PrefState
    from wint.games.preferans.view import PrefView

__all__ = [
    "PrefPosition",
    "PrefSolver",
    "card_values",
    "solve",
]

# The solver's own card numbering: suit * 8 + rank - 5 (seven 0 … ace 7), 32 bits a hand.
_LOW: Final = 5
_BYTE: Final = 0xFF
_SUIT_BYTES: Final = tuple(_BYTE << 8 * suit for suit in range(4))
# A rank (0–7) -> the pattern of the ranks above it, shifted down to start at bit 1.
_ABOVE: Final = tuple((_BYTE >> rank + 1) << 1 for rank in range(8))
# (own pattern | others' pattern << 8 | suit << 16) of one suit -> the own cards to try
# (solver indices), one for each run of own cards not split by another present card,
# lowest first.
_REPS: dict[int, tuple[int, ...]] = {}
# A suit's layout (the three hands' patterns, hand i at 8 * i) -> the owners of its cards
# from the top, two bits each after a leading 1: the layout by relative ranks.
_CODES: dict[int, int] = {}
_CACHE_LIMIT: Final = 1 << 20
# A suit's pattern -> its ranks (0–7), lowest first.
_RANKS: Final = tuple(
    tuple(rank for rank in range(8) if pattern >> rank & 1) for pattern in range(256)
)
# Own pattern | others' pattern << 8 of one suit -> whether the own cards duck (``_ducks``).
_DUCKS: dict[int, bool] = {}


def _compact(mask: int) -> int:
    """A wint card mask in the solver's numbering."""
    packed = 0
    for suit in range(4):
        packed |= (mask >> 13 * suit + _LOW & _BYTE) << 8 * suit
    return packed


def _index(card: Card) -> int:
    """A card's solver index."""
    return int(card.suit) * 8 + int(card.rank) - _LOW


def _reps(key: int) -> tuple[int, ...]:
    """The ``_REPS`` entry of ``key``, computed and cached."""
    own, others, base = key & _BYTE, key >> 8 & _BYTE, (key >> 16) * 8
    reps = []
    while own:
        top = own.bit_length() - 1
        floor = (others & ((1 << top) - 1)).bit_length()  # just above the next other card
        run = own & ~((1 << floor) - 1)
        reps.append(base + (run & -run).bit_length() - 1)  # the run's lowest card
        own ^= run
    result = tuple(reversed(reps))
    if len(_REPS) >= _CACHE_LIMIT:
        _REPS.clear()
    _REPS[key] = result
    return result


def _moves(legal: int, others: int) -> tuple[int, ...]:
    """The cards of ``legal`` to try, one of each run not split by a card of ``others``
    (equivalent cards), lowest first within a suit."""
    found: tuple[int, ...] = ()
    for shift in (0, 8, 16, 24):
        own = legal >> shift & 255
        if own:
            key = own | (others >> shift & 255) << 8 | shift << 13
            found += _REPS.get(key) or _reps(key)
    return found


def _code(layout: int) -> int:
    """The ``_CODES`` entry of a suit layout, computed and cached."""
    code = 1
    for rank in range(7, -1, -1):
        for hand in range(3):
            if layout >> 8 * hand + rank & 1:
                code = code << 2 | hand
    if len(_CODES) >= _CACHE_LIMIT:
        _CODES.clear()
    _CODES[layout] = code
    return code


@dataclass(frozen=True, slots=True)
class PrefPosition:
    """A double-dummy position of a Preferans deal.

    ``hands`` are wint card masks of the three players' cards not yet played, in the order
    of play (hand 0, then 1, then 2, then 0 again); ``declarer`` and ``leader`` are indices
    into them; ``leader`` led the trick in progress (or is to lead) and ``trick`` holds the
    cards already played to it, from the leader on.  ``trump`` is ``None`` at no trump and
    on a misère, where ``misere`` is set.

    :raises ValueError: a card outside the 32-card pack or in two places, inconsistent hand
        sizes, a full trick, a trump at misère, or a card in the trick that broke P-PLAY-2.
    """

    hands: tuple[int, int, int]
    trump: Suit | None
    declarer: int
    leader: int
    trick: tuple[Card, ...] = ()
    misere: bool = False

    def __post_init__(self) -> None:
        if len(self.hands) != 3 or self.declarer not in range(3) or self.leader not in range(3):
            raise ValueError("a position has three hands, a declarer and a leader among them")
        if len(self.trick) > 2:
            raise ValueError("a trick in progress holds at most two cards")
        if self.misere and self.trump is not None:
            raise ValueError("a misère has no trumps (P-PLAY-3)")
        seen = 0
        for mask in (*self.hands, *(card.bit for card in self.trick)):
            if mask & ~DECK_32.mask:
                raise ValueError(f"cards outside the pack: {cards_of_mask(mask & ~DECK_32.mask)}")
            if seen & mask:
                raise ValueError(f"cards in two places: {cards_of_mask(seen & mask)}")
            seen |= mask
        size = self.hands[self.to_act].bit_count()
        for steps in range(3):
            hand = (self.leader + steps) % 3
            expected = size - 1 if steps < len(self.trick) else size
            if self.hands[hand].bit_count() != expected:
                raise ValueError(f"hand {hand} holds {self.hands[hand].bit_count()} cards")
        if self.trick:
            led = self.trick[0].suit
            for steps, card in enumerate(self.trick[1:], 1):
                held = self.hands[(self.leader + steps) % 3] | card.bit
                if card_refusal(card, held, led, self.trump) is not None:
                    raise ValueError(f"{card} neither follows suit nor trumps (P-PLAY-2)")

    @property
    def to_act(self) -> int:
        """The hand to play the next card."""
        return (self.leader + len(self.trick)) % 3

    @property
    def tricks_left(self) -> int:
        """The tricks still to be played, the current one included."""
        return self.hands[self.leader].bit_count() + bool(self.trick)

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the hand to act may play: the suit led, else a trump, else any
        (P-PLAY-2)."""
        hand = self.hands[self.to_act]
        led = self.trick[0].suit if self.trick else None
        cards = cards_of_mask(hand)
        return tuple(card for card in cards if card_refusal(card, hand, led, self.trump) is None)

    @classmethod
    def from_state(cls, state: PrefState) -> PrefPosition:
        """The position of a deal being played, every hand open.

        :raises ValueError: the deal is not in a contract's play: an all-pass deal (its
            play, P-RASP, is not solved here) or before or after the play.
        """
        return _from_deal(state, tuple(state.hand(seat) for seat in state.active))

    @classmethod
    def from_view(cls, view: PrefView) -> PrefPosition:
        """The position a seat sees, when it sees all three hands (the misère player once
        the defenders' hands lie open, P-PLAY-4, or anyone at a table playing open).

        :raises ValueError: as :meth:`from_state`, or a hand is hidden from this seat.
        """
        return _from_deal(view, tuple(view.hands[seat] for seat in view.active))


def _from_deal(deal: PrefState | PrefView, hands: tuple[CardSet | None, ...]) -> PrefPosition:
    """The position of a state or a view with the active seats' ``hands``."""
    contract, declarer = deal.contract, deal.declarer
    if deal.phase is Phase.PLAY and declarer is None:
        raise ValueError("an all-pass deal (P-RASP) is not solved double dummy")
    if deal.phase is not Phase.PLAY or contract is None or declarer is None:
        raise ValueError("the deal is not in a contract's play")
    first, second, third = hands
    if first is None or second is None or third is None:
        raise ValueError("a double-dummy position needs all three hands open")
    trick = deal.current_trick
    leader = trick[0][0] if trick else deal.to_act
    assert leader is not None  # a deal in its play has a seat on turn
    return PrefPosition(
        (first.mask, second.mask, third.mask),
        None if contract.strain is None else contract.strain.trump,
        deal.active.index(declarer),
        deal.active.index(leader),
        tuple(card for _, card in trick),
        contract.misere,
    )


class PrefSolver:
    """The search over one position: its value and its cards' values share one
    transposition table.

    ``nodes`` counts the positions searched: each trick's start expanded (not answered by
    the table or a bound), and each position within the trick in progress.
    """

    def __init__(self, position: PrefPosition) -> None:
        self.position = position
        self.nodes = 0
        self._hands = [_compact(mask) for mask in position.hands]
        self._trick = [_index(card) for card in position.trick]
        self._boundary = self._build()

    def value(self) -> int:
        """The tricks the declarer takes from here (the trick in progress included) with
        best play by both sides."""
        return self._value(self.position.leader, self._trick)

    def card_values(self) -> dict[Card, int]:
        """For every legal card of the hand to act: the tricks the declarer takes from here
        (the trick in progress included) after it, with best play by both sides after it."""
        position = self.position
        hands, trick, leader = self._hands, self._trick, position.leader
        seat = position.to_act
        hand = hands[seat]
        legal = _compact(sum(card.bit for card in position.legal_cards()))
        present = hands[0] | hands[1] | hands[2] | sum(1 << card for card in trick)
        reps = _moves(legal, present ^ hand)
        by_rep = {}
        for rep in reps:
            hands[seat] = hand ^ 1 << rep
            by_rep[rep] = self._value(leader, [*trick, rep])
            hands[seat] = hand
        values = {}
        for card in position.legal_cards():
            index = _index(card)
            # the card's run is tried by its lowest card, the highest one tried below it
            tried = max(rep for rep in reps if rep >> 3 == index >> 3 and rep <= index)
            values[card] = by_rep[tried]
        return values

    def _value(self, leader: int, trick: list[int]) -> int:
        """The declarer's tricks from the trick ``leader`` led with ``trick`` played to it,
        by a binary search over :meth:`_finish`'s answers."""
        low, high = 0, self.position.tricks_left
        while low < high:
            need = (low + high + 1) // 2
            if self._finish(leader, trick, need):
                low = need
            else:
                high = need - 1
        return low

    def _finish(self, leader: int, trick: list[int], need: int) -> bool:
        """Whether the declarer takes ``need`` tricks from the trick in progress on, led by
        ``leader`` with ``trick`` (solver indices) played to it so far."""
        hands = self._hands
        if not trick:
            return self._boundary(leader, need)
        seat = (leader + len(trick)) % 3
        trump = -1 if self.position.trump is None else int(self.position.trump)
        if len(trick) == 3:
            winner = _winner(trick, leader, trump)
            return self._boundary(winner, need - (winner == self.position.declarer))
        hand = hands[seat]
        trumps = _SUIT_BYTES[trump] if trump >= 0 else 0
        legal = hand & _SUIT_BYTES[trick[0] >> 3] or hand & trumps or hand
        present = hands[0] | hands[1] | hands[2] | sum(1 << card for card in trick)
        maximises = (seat == self.position.declarer) != self.position.misere
        self.nodes += 1
        for card in _moves(legal, present ^ hand):
            hands[seat] = hand ^ 1 << card
            result = self._finish(leader, [*trick, card], need)
            hands[seat] = hand
            if result is maximises:
                return result
        return not maximises

    def _build(self) -> Callable[[int, int], bool]:
        """The search from a trick's start: ``boundary(leader, need)``."""
        position = self.position
        hands = self._hands
        declarer = position.declarer
        misere = position.misere
        trump = -1 if position.trump is None else int(position.trump)
        trump_byte = _SUIT_BYTES[trump] if trump >= 0 else 0
        maxes = tuple((seat == declarer) != misere for seat in range(3))
        nexts = (1, 2, 0)
        moves = _moves
        codes = _CODES
        # relative-rank layout + leader -> [lower, upper, best lead]; the same by raw hands
        table: dict[tuple[int, int, int, int, int], list[int]] = {}
        aliases: dict[int, list[int]] = {}
        # leader << 5 | lead -> the weight of the searches that lead decided (2 ** tricks left)
        history = [0] * 96
        solver = self

        def new_entry(leader: int, left: int) -> list[int]:
            h0, h1, h2 = hands
            key = []
            for shift in (0, 8, 16, 24):
                layout = (h0 >> shift & 255) | (h1 >> shift & 255) << 8 | (h2 >> shift & 255) << 16
                code = codes.get(layout)
                key.append(_code(layout) if code is None else code)
            full = (key[0], key[1], key[2], key[3], leader)
            entry = table.get(full)
            if entry is None:
                entry = table[full] = [0, left, -1]
                if misere:
                    own = hands[declarer]
                    if leader != declarer:
                        if _ducks(own, (h0 | h1 | h2) ^ own):
                            entry[1] = 0  # he ducks every trick and so never leads
                    elif _exits(own, hands[nexts[declarer]], hands[nexts[nexts[declarer]]]):
                        entry[1] = 0
                else:
                    quick = _quick(hands[leader], (h0 | h1 | h2) ^ hands[leader], trump)
                    if leader == declarer:
                        entry[0] = quick
                    else:
                        entry[1] = left - quick
            return entry

        def boundary(leader: int, need: int) -> bool:
            if need <= 0:
                return True
            a = hands[leader]
            left = a.bit_count()
            if need > left:
                return False
            second = nexts[leader]
            third = nexts[second]
            b = hands[second]
            c = hands[third]
            if left == 1:
                last = (a.bit_length() - 1, b.bit_length() - 1, c.bit_length() - 1)
                return _winner(last, leader, trump) == declarer
            raw = (hands[0] << 64 | hands[1] << 32 | hands[2]) << 2 | leader
            entry = aliases.get(raw)
            if entry is None:
                entry = aliases[raw] = new_entry(leader, left)
            if entry[0] >= need:
                return True
            if entry[1] < need:
                return False
            solver.nodes += 1
            present = a | b | c
            max1, max2, max3 = maxes[leader], maxes[second], maxes[third]
            leads = list(moves(a, present ^ a))
            if left > 2:  # the leads that refuted most (history), a trick's top winners first
                base = leader << 5
                if misere:
                    leads.sort(key=lambda card: -history[base | card])
                else:
                    others = present ^ a
                    leads.sort(
                        key=lambda card: (
                            bool(others >> card & _ABOVE[card & 7]),
                            -history[base | card],
                        )
                    )
            best = entry[2]
            if best >= 0 and best in leads:
                leads.remove(best)
                leads.insert(0, best)
            # the cards to try of the second and the third hand, by the suit led
            seconds: list[tuple[int, ...] | None] = [None, None, None, None]
            thirds: list[tuple[int, ...] | None] = [None, None, None, None]
            result = not max1
            for lead in leads:
                hands[leader] = a ^ 1 << lead
                suit = lead >> 3
                replies = seconds[suit]
                if replies is None:
                    legal = b & _SUIT_BYTES[suit] or b & trump_byte or b
                    replies = seconds[suit] = moves(legal, present ^ b)
                lasts = thirds[suit]
                if lasts is None:
                    legal = c & _SUIT_BYTES[suit] or c & trump_byte or c
                    lasts = thirds[suit] = moves(legal, present ^ c)
                if len(replies) > 1:
                    if not misere:  # second hand high: the cards over the lead first
                        high = [card for card in replies if card >> 3 == suit and card > lead]
                        if high and len(high) < len(replies):
                            replies = (*high, *(card for card in replies if card not in high))
                    elif second == declarer:  # he ducks under the lead, highest card first
                        low = [card for card in replies if card >> 3 == suit and card < lead]
                        if low:
                            replies = (*low[::-1], *(card for card in replies if card not in low))
                        elif replies[0] >> 3 != suit:  # a discard: his highest card first
                            replies = replies[::-1]
                after_lead = not max2
                for card2 in replies:
                    hands[second] = b ^ 1 << card2
                    if card2 >> 3 == suit:
                        win, win_seat = (card2, second) if card2 > lead else (lead, leader)
                    elif card2 >> 3 == trump:
                        win, win_seat = card2, second
                    else:
                        win, win_seat = lead, leader
                    # the third hand's cards that give the trick to the side it wants first
                    wanted: list[tuple[int, int]] = []
                    rest: list[tuple[int, int]] = []
                    for card3 in lasts:
                        if card3 >> 3 == win >> 3:
                            winner = third if card3 > win else win_seat
                        elif card3 >> 3 == trump:
                            winner = third
                        else:
                            winner = win_seat
                        if (winner == declarer) is max3:
                            wanted.append((card3, winner))
                        else:
                            rest.append((card3, winner))
                    if misere:  # the highest of those first: the declarer sheds his high
                        wanted.reverse()  # cards, a defender keeps his low ones to lead
                    after_second = not max3
                    for card3, winner in wanted + rest:
                        hands[third] = c ^ 1 << card3
                        outcome = boundary(winner, need - 1 if winner == declarer else need)
                        hands[third] = c
                        if outcome is max3:
                            after_second = max3
                            break
                    hands[second] = b
                    if after_second is max2:
                        after_lead = max2
                        break
                hands[leader] = a
                if after_lead is max1:
                    result = max1
                    entry[2] = lead
                    history[leader << 5 | lead] += 1 << left
                    break
            if result:
                entry[0] = need
            else:
                entry[1] = need - 1
            return result

        return boundary


def _quick(own: int, others: int, trump: int) -> int:
    """The tricks a leader holding ``own`` cashes from the top, ``others`` holding the other
    cards: his top run of trumps, and while nobody else holds a trump after it, his top runs
    of every suit (P-PLAY-3)."""
    if trump >= 0:
        shift = 8 * trump
        mine, theirs = own >> shift & 255, others >> shift & 255
        run = (mine >> theirs.bit_length()).bit_count()
        if run < theirs.bit_count():  # some other hand may keep a trump
            return run
    total = 0
    for shift in (0, 8, 16, 24):
        total += ((own >> shift & 255) >> (others >> shift & 255).bit_length()).bit_count()
    return total


def _ducks(own: int, others: int) -> bool:
    """Whether a misère declarer holding ``own``, the catchers ``others``, takes no trick
    while they lead: in every suit his k-th lowest card is lower than their k-th lowest (as
    far as both go).  Whatever they lead he then plays his highest card under the trick's
    best or discards his highest card of a suit, and the match holds after the trick."""
    for shift in (0, 8, 16, 24):
        mine = own >> shift & 255
        if mine:
            key = mine | (others >> shift & 255) << 8
            ducks = _DUCKS.get(key)
            if ducks is None:
                ducks = _DUCKS[key] = all(
                    low < high for low, high in zip(_RANKS[mine], _RANKS[key >> 8], strict=False)
                )
            if not ducks:
                return False
    return True


def _exits(own: int, first: int, second: int) -> bool:
    """Whether a misère declarer on lead holding ``own``, the catchers ``first`` and
    ``second``, takes no trick: he leads a card under all of some catcher's cards of its
    suit, who must win, and then ducks every trick (``_ducks``)."""
    others = first | second
    failing = -1
    for shift in (0, 8, 16, 24):
        mine = own >> shift & 255
        if mine and not _ducks(mine << shift, others):
            if failing >= 0:
                return False
            failing = shift
    for shift in (0, 8, 16, 24) if failing < 0 else (failing,):
        mine = own >> shift & 255
        one, two = first >> shift & 255, second >> shift & 255
        bar = max(one & -one, two & -two)  # under all of a catcher's cards of the suit
        exits = mine & (bar - 1) if bar else 0
        while exits:
            low = exits & -exits
            if _ducks(mine ^ low, one | two):
                return True
            exits ^= low
    return False


def _winner(trick: Sequence[int], leader: int, trump: int) -> int:
    """The hand that wins a full ``trick`` (solver indices) led by ``leader``: the highest
    trump, else the highest card of the suit led (P-PLAY-3)."""
    win = trick[0]
    winner = leader
    for steps in (1, 2):
        card = trick[steps]
        if card >> 3 == win >> 3:
            if card > win:
                win, winner = card, (leader + steps) % 3
        elif card >> 3 == trump:
            win, winner = card, (leader + steps) % 3
    return winner


def solve(position: PrefPosition) -> int:
    """The tricks the declarer takes from ``position`` on (the trick in progress included),
    double dummy: as many as he can on a trick contract, as few as he can on a misère."""
    return PrefSolver(position).value()


def card_values(position: PrefPosition) -> dict[Card, int]:
    """For every legal card of the hand to act, the declarer's tricks from here on after it
    (:meth:`PrefSolver.card_values`)."""
    return PrefSolver(position).card_values()
