"""One Preferans deal written on the pulya sheet (B.3, P-SC-0 … P-SC-10, the variants'
all-pass rules P-SOCHI-9 / P-LEN-8 / P-ROS-5, help P-SET-5, P-MSU-4/5), the all-pass run
and its exit minimum (P-RASP-5 … 7), and who deals next (P-TAB-5, P-MSU-1).

Every figure follows the option formulas of P-SC-3, so Sochi, Leningrad, Rostov and
``classic1971`` are the presets' values of the same code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from wint.core.cards import Card, Rank
from wint.games.preferans.auction import is_checked_ten
from wint.games.preferans.ledger import Entry, Kind, Records, seats_of
from wint.games.preferans.result import Contract, DealResult, PrefSeat, WhistWord
from wint.games.preferans.rules import (
    Consolation,
    DealerKeeps,
    Duty810,
    ExitRequires,
    PrefRules,
    RaspasPrikup,
    RaspasProgression,
    RaspasScoring,
    Responsibility,
    RostovTie,
    WhistStyle,
)
from wint.games.preferans.why import Because, Explained, Why

__all__ = [
    "OBLIGATION",
    "Table",
    "explain_deal",
    "next_dealer",
    "run_after",
    "score_deal",
    "standing_words",
    "value",
]

#: Tricks taken per active seat.
Tricks = Mapping[PrefSeat, int]
#: P-CON-4: the game value V of a contract level (misère: 10).
_VALUE = {6: 2, 7: 4, 8: 6, 9: 8, 10: 10}
#: P-WH-2: the defence's obligation D by level.
OBLIGATION = {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}
#: P-ROS-5: whists per trick of an all-pass deal scored in whists.
_ROSTOV_WHISTS = 5


def value(contract: Contract) -> int:
    """P-CON-4: the game value V (misère 10)."""
    return 10 if contract.misere else _VALUE[contract.level]


@dataclass(frozen=True, slots=True)
class Table:
    """A pulya's table: its rules, 3 or 4 players and the pulya's target."""

    rules: PrefRules
    players: int
    target: int

    @property
    def seats(self) -> tuple[PrefSeat, ...]:
        return seats_of(self.players)

    def active(self, dealer: PrefSeat) -> tuple[PrefSeat, ...]:
        """The active seats from the first hand (P-TAB-1: with four the dealer sits out)."""
        ring = tuple(dealer.after(step, self.players) for step in range(1, self.players + 1))
        return ring[:3]


def _factor(rules: PrefRules, k: int) -> int:
    """P-RASP-7: f(k) on the k-th consecutive all-pass deal."""
    if rules.raspas_progression is RaspasProgression.ARITHMETIC:
        return min(k, 3)
    if rules.raspas_progression is RaspasProgression.GEOMETRIC:
        return int(2 ** (min(k, 3) - 1))
    return 1


def _ends_run(table: Table, result: DealResult) -> bool:
    """P-RASP-6: whether a deal that is not all-pass ends the run (``whisted_made_contract``:
    only a trick contract played, at least one whister or a checked ten, and made)."""
    if table.rules.exit_requires is ExitRequires.ANY_CONTRACT:
        return True
    contract = result.contract
    if contract is None or contract.misere or result.tricks is None or result.declarer is None:
        return False
    played = WhistWord.WHIST in standing_words(result.whist) or is_checked_ten(
        contract, table.rules
    )
    return played and result.tricks[result.declarer] >= contract.level


def run_after(table: Table, run: int, result: DealResult) -> int:
    """The all-pass run after ``result`` (P-RASP-6): one more after an all-pass deal, 0
    after a deal ending it, unchanged after any other."""
    if result.allpass:
        return run + 1
    return 0 if _ends_run(table, result) else run


def next_dealer(table: Table, result: DealResult) -> PrefSeat:
    """P-TAB-5: clockwise; P-MSU-1 (``dealer_keeps = msu``): the same dealer after an
    all-pass deal or a caught misère."""
    if table.rules.dealer_keeps is DealerKeeps.MSU and (result.allpass or _caught_misere(result)):
        return result.dealer
    return result.dealer.after(1, table.players)


def _caught_misere(result: DealResult) -> bool:
    return (
        result.contract is not None
        and result.contract.misere
        and result.tricks is not None
        and result.declarer is not None
        and result.tricks[result.declarer] > 0
    )


def standing_words(words: tuple[WhistWord, ...]) -> tuple[WhistWord, ...]:
    """Each defender's standing word: a reclaimed half-whist (pass, half, whist) scores as
    whist + pass, a standing one (pass, half, pass) as pass + half (P-WH-5)."""
    if len(words) < 3:
        return words
    if words[2] is WhistWord.WHIST:
        return (WhistWord.WHIST, WhistWord.PASS)
    return (WhistWord.PASS, WhistWord.HALF)


def _why(reason: Because, rule: str, *figures: Fraction | int) -> Why:
    return Why(reason, tuple(Fraction(figure) for figure in figures), rule)


class _Writer:
    """The entries of one deal, each with why it is written, on a working copy of the sheet
    (help reads it); an entry's points are its figures' product."""

    def __init__(self, table: Table, sheet: Records) -> None:
        self.table = table
        self.sheet = sheet.copy()
        self.entries: list[Explained] = []

    def write(self, seat: PrefSeat, kind: Kind, why: Why, on: PrefSeat | None = None) -> None:
        points = why.product
        if points:
            entry = Entry(seat, kind, on, points)
            self.entries.append(Explained(entry, why))
            self.sheet.add(entry)

    def whists(self, seat: PrefSeat, on: PrefSeat, why: Why) -> None:
        self.write(seat, Kind.WHISTS, why, on)

    def _room(self, seat: PrefSeat) -> int:
        """What ``seat``'s pulya lacks to the target (pulya points are whole)."""
        return max(0, self.table.target - int(self.sheet.pulya[seat]))

    def pulya(self, seat: PrefSeat, why: Why) -> None:
        """P-SET-5: into the own pulya up to the target, the rest to the others not closed
        (highest pulya first, ties clockwise from the helper) for whists, what nobody can
        take written off the own gora; without help the pulya overflows."""
        rules = self.table.rules
        if not rules.help:
            self.write(seat, Kind.PULYA, why)
            return
        points = int(why.product)
        own = min(points, self._room(seat))
        if own < points:  # part of it: the figures are what fits, of the whole
            why = Why(why.reason, (Fraction(own),), why.rule, why.product)
        self.write(seat, Kind.PULYA, why)
        rest = points - own
        helped = [seat.after(step, self.table.players) for step in range(1, self.table.players)]
        helped.sort(key=lambda s: -self.sheet.pulya[s])
        point = rules.pulya_point_whists
        for other in helped:
            take = min(rest, self._room(other))
            if take > 0:
                self.write(other, Kind.PULYA, _why(Because.HELPED, "P-SET-5", take))
                self.whists(seat, other, _why(Because.HELP_WHISTS, "P-SET-5", take, point))
                rest -= take
        off = _why(Because.WRITE_OFF, "P-SET-5", -rest, Fraction(point, 10))
        self.write(seat, Kind.GORA, off)


def score_deal(table: Table, sheet: Records, run: int, result: DealResult) -> list[Entry]:
    """The entries ``result`` writes on ``sheet`` (P-SC-0 (2)), ``run`` all-pass deals in a
    row before it (P-RASP-7's k = run + 1)."""
    return [explained.entry for explained in explain_deal(table, sheet, run, result)]


def explain_deal(table: Table, sheet: Records, run: int, result: DealResult) -> list[Explained]:
    """The entries of :func:`score_deal`, each with why it is written (its figures, its
    rule)."""
    writer = _Writer(table, sheet)
    if result.allpass:
        _allpass(writer, result, run + 1)
    else:
        contract, declarer = result.contract, result.declarer
        assert contract is not None and declarer is not None
        if contract.misere:
            _misere(writer, declarer, result.tricks)
        else:
            _trick_contract(writer, result, contract, declarer)
            _paid_prikup(writer, result, contract, declarer)
    return writer.entries


def _misere(writer: _Writer, declarer: PrefSeat, tricks: Tricks | None) -> None:
    """P-SC-9: made → 10 into the pulya; caught → ``misere_set_factor`` per trick to the gora."""
    assert tricks is not None
    taken = tricks[declarer]
    if taken == 0:
        writer.pulya(declarer, _why(Because.MISERE_MADE, "P-SC-9", 10))
    else:
        m = writer.table.rules.misere_set_factor
        writer.write(declarer, Kind.GORA, _why(Because.MISERE_SET, "P-SC-9", m, taken))


def _trick_contract(
    writer: _Writer, result: DealResult, contract: Contract, declarer: PrefSeat
) -> None:
    """P-SC-4 … P-SC-8, P-SC-10."""
    table, rules = writer.table, writer.table.rules
    v = value(contract)
    w = v * rules.whist_rate_factor
    active = table.active(result.dealer)
    at = active.index(declarer)
    defenders = (active[(at + 1) % 3], active[(at + 2) % 3])
    checked = is_checked_ten(contract, table.rules)
    words = (WhistWord.WHIST, WhistWord.WHIST) if checked else standing_words(result.whist)
    if result.tricks is None:  # P-SC-8: both passed, or a standing half-whist
        writer.pulya(declarer, _why(Because.UNPLAYED, "P-SC-8", v))
        half = Fraction(OBLIGATION[contract.level], 2)
        for defender, word in zip(defenders, words, strict=True):
            if word is WhistWord.HALF:
                writer.whists(defender, declarer, _why(Because.HALF_WHIST, "P-SC-8", w, half))
        return
    tricks = result.tricks
    whisters = [d for d, word in zip(defenders, words, strict=True) if word is WhistWord.WHIST]
    defence = sum(tricks[d] for d in defenders)
    under = contract.level - tricks[declarer]
    if under <= 0:
        writer.pulya(declarer, _why(Because.MADE, "P-SC-4", v))
    else:
        _set(writer, result, declarer, v, under)
    if not checked or under > 0:
        _trick_whists(writer, declarer, defenders, whisters, tricks, w, under > 0)
    if not checked:
        _shortfall(writer, contract, defenders, whisters, tricks, w, defence)


def _set(writer: _Writer, result: DealResult, declarer: PrefSeat, v: int, under: int) -> None:
    """P-SC-5: ``g·V`` per undertrick to the gora; consolation from every other player (the
    sitting-out dealer by ``consolation_to_dealer``)."""
    rules, table = writer.table.rules, writer.table
    writer.write(declarer, Kind.GORA, _why(Because.SET, "P-SC-5", rules.remiz_factor * v, under))
    per_trick = {
        Consolation.VALUE: v,
        Consolation.DOUBLE: 2 * v,
        Consolation.FLAT10: 10,
        Consolation.NONE: 0,
    }[rules.consolation]
    active = table.active(result.dealer)
    for other in table.seats:
        if other == declarer or (other not in active and not rules.consolation_to_dealer):
            continue
        writer.whists(other, declarer, _why(Because.CONSOLATION, "P-SC-5", per_trick, under))


def _trick_whists(
    writer: _Writer,
    declarer: PrefSeat,
    defenders: tuple[PrefSeat, PrefSeat],
    whisters: list[PrefSeat],
    tricks: Tricks,
    w: int,
    is_set: bool,
) -> None:
    """P-SC-6: two whisters each for his tricks; a lone whister for both hands, split with
    the passer under gentleman's whist when the declarer is set."""
    taken = {d: tricks[d] for d in defenders}
    if len(whisters) == 2:
        for whister in whisters:
            own = _why(Because.TRICK_WHISTS, "P-SC-6", w, taken[whister])
            writer.whists(whister, declarer, own)
        return
    if not whisters:
        return
    both = sum(taken.values())
    if is_set and writer.table.rules.whist_style is WhistStyle.GENTLEMAN:
        for defender in defenders:
            half = _why(Because.GENTLEMAN, "P-SC-6", w, both, Fraction(1, 2))
            writer.whists(defender, declarer, half)
    else:
        writer.whists(whisters[0], declarer, _why(Because.LONE_WHISTS, "P-SC-6", w, both))


def _shortfall(
    writer: _Writer,
    contract: Contract,
    defenders: tuple[PrefSeat, PrefSeat],
    whisters: list[PrefSeat],
    tricks: Tricks,
    w: int,
    defence: int,
) -> None:
    """P-SC-7: the whisters' penalty ``p`` per trick missing from the obligation D."""
    rules = writer.table.rules
    obligation = OBLIGATION[contract.level]
    if defence >= obligation or not whisters:
        return
    p = Fraction(w) if rules.responsibility is Responsibility.FULL else Fraction(w, 2)
    short = obligation - defence

    def missing(tricks: int) -> Why:
        return _why(Because.SHORTFALL, "P-SC-7", p, tricks)

    if len(whisters) == 1:
        writer.write(whisters[0], Kind.GORA, missing(short))
    elif contract.level <= 7:
        half = obligation // 2
        for whister in whisters:
            own = tricks[whister]
            writer.write(whister, Kind.GORA, missing(max(0, min(half - own, short))))
    elif rules.duty_8_10 is Duty810.BOTH:
        for whister in whisters:
            writer.write(whister, Kind.GORA, missing(1))
    else:
        writer.write(defenders[1], Kind.GORA, missing(1))


def _prikup_tricks(prikup: tuple[Card, Card]) -> int:
    """P-MSU-5: two aces 3; ace and king of one suit 2; an ace, or king and queen of one
    suit, 1; else 0."""
    one, two = prikup
    ranks = {one.rank, two.rank}
    same = one.suit == two.suit
    if one.rank == two.rank == Rank.ACE:
        return 3
    if same and ranks == {Rank.ACE, Rank.KING}:
        return 2
    return int(Rank.ACE in ranks or (same and ranks == {Rank.KING, Rank.QUEEN}))


def _paid_prikup(
    writer: _Writer, result: DealResult, contract: Contract, declarer: PrefSeat
) -> None:
    """P-MSU-5: the four-handed dealer writes w per prikup trick on the declarer."""
    rules = writer.table.rules
    if not rules.paid_prikup or writer.table.players != 4 or result.prikup is None:
        return
    w = value(contract) * rules.whist_rate_factor
    paid = _why(Because.PAID_PRIKUP, "P-MSU-5", w, _prikup_tricks(result.prikup))
    writer.whists(result.dealer, declarer, paid)


def _allpass(writer: _Writer, result: DealResult, k: int) -> None:
    """P-SOCHI-9 / P-LEN-8 (``gora``) or P-ROS-5 (``rostov_whists``) on the k-th all-pass
    deal in a row; P-MSU-4: the dealer's fine for the prikup's tricks."""
    table, rules = writer.table, writer.table.rules
    assert result.tricks is not None
    tricks = result.tricks
    active = table.active(result.dealer)
    f = _factor(rules, k)
    price = rules.raspas_base * f
    rule = _allpass_rule(rules)
    if rules.raspas_scoring is RaspasScoring.GORA:
        for seat in active:
            writer.write(seat, Kind.GORA, _why(Because.ALLPASS, rule, price, tricks[seat]))
        bonus = price
    else:
        _rostov_whists(writer, active, tricks, f)
        bonus = f
    if rules.raspas_zero_bonus:
        for seat in active:  # P-SET-5: one after the other from the first hand
            if tricks[seat] == 0:
                writer.pulya(seat, _why(Because.ALLPASS_ZERO, rule, bonus))
    if rules.raspas_prikup is RaspasPrikup.MSU_DEALER_PLAYS:
        prikup = 10 - sum(tricks[s] for s in active)
        writer.write(result.dealer, Kind.GORA, _why(Because.PRIKUP_FINE, "P-MSU-4", price, prikup))


def _allpass_rule(rules: PrefRules) -> str:
    """The variant's all-pass scoring rule: Rostov's whists, a progression's Leningrad, else
    Sochi's."""
    if rules.raspas_scoring is not RaspasScoring.GORA:
        return "P-ROS-5"
    return "P-SOCHI-9" if rules.raspas_progression is RaspasProgression.NONE else "P-LEN-8"


def _rostov_whists(writer: _Writer, active: tuple[PrefSeat, ...], tricks: Tricks, f: int) -> None:
    """P-ROS-5's general form: the players with the fewest tricks write 5·f(k) whists per
    trick on each who took more, shared equally (``split``) or each in full."""
    taken: dict[PrefSeat, int] = {s: tricks[s] for s in active}
    fewest = min(taken.values())
    low = [s for s in active if taken[s] == fewest]
    share = len(low) if writer.table.rules.rostov_tie is RostovTie.SPLIT else 1
    for writer_seat in low:
        for other in active:
            if taken[other] > fewest:
                shared = (Fraction(1, share),) if share > 1 else ()
                figures = (_ROSTOV_WHISTS * f, taken[other], *shared)
                why = _why(Because.ALLPASS_WHISTS, "P-ROS-5", *figures)
                writer.whists(writer_seat, other, why)
