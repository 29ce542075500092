"""Scores and refusals explained (issue 7 §3, §4): every entry on the sheet says its
arithmetic and its rule, in both languages; every refusal a player can meet cites its rule."""

from __future__ import annotations

import re
from pathlib import Path

from wint.core.errors import Reason
from wint.core.seats import Side
from wint.games.vint.ledger import Ledger
from wint.games.vint.record import decode_json, read_record
from wint.games.vint.scoring import Entry, EntryKind
from wint.gui.platform.i18n import Translations
from wint.gui.texts import Texts, below_explanation, entry_explanation, reason_rule

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def example_entries(data_dir: Path) -> dict[EntryKind, list[Entry]]:
    """Every entry of the rulebook's worked examples (E0–E23), by kind."""
    found: dict[EntryKind, list[Entry]] = {}
    for path in sorted((data_dir / "records").glob("*.score-holdings.json")):
        record = read_record(decode_json(path.read_bytes(), path.name))
        ledger = Ledger(record.rules, record.start).extend(record.results)
        for deal in ledger.deals():
            for entry in deal.above:
                found.setdefault(entry.kind, []).append(entry)
    return found


def test_the_worked_examples_hold_every_kind_of_entry(data_dir: Path) -> None:
    assert set(example_entries(data_dir)) == set(EntryKind)


def test_every_entry_says_its_arithmetic_and_rule(
    data_dir: Path, translations: Translations
) -> None:
    for kind, entries in example_entries(data_dir).items():
        for entry in entries:
            text = entry_explanation(entry)
            assert text.endswith(f"({entry.rule})"), text
            assert str(entry.points) in text, text
            if entry.count is not None and entry.unit is not None:
                assert f"{entry.count} × {entry.unit} = {entry.points}" in text, text
                assert entry.count * entry.unit == entry.points
            if kind is EntryKind.CORONET and entry.suit is not None and entry.count:
                doubled = 2 if "× 2" in text else 1
                assert entry.points == 500 * (entry.count - 2) * doubled, text


def test_the_issue_s_example_reads_as_arithmetic(translations: Translations) -> None:
    entry = Entry(EntryKind.PENALTY, Side.NS, 18000, "V-PEN-1", 3, 6000)
    assert entry_explanation(entry) == "tricks short: 3 × 6000 = 18000 (V-PEN-1)"
    assert below_explanation(9, 30, 270) == "9\u00a0×\u00a030\u00a0= 270"  # non-breaking
    assert below_explanation(9, 70, 490 - 210).endswith("= 630, 280 written (490 at most)")


def test_every_explanation_speaks_russian(data_dir: Path, translations: Translations) -> None:
    translations.install("ru")
    for entries in example_entries(data_dir).values():
        assert CYRILLIC.search(entry_explanation(entries[0])), entries[0]
    assert entry_explanation(
        Entry(EntryKind.PENALTY, Side.NS, 18000, "V-PEN-1", 3, 6000)
    ).startswith("недобор: 3\u00a0×\u00a06000\u00a0= 18000")  # non-breaking spaces


def test_every_refusal_a_player_can_meet_cites_its_rule() -> None:
    typed_only = {Reason.BAD_NOTATION}  # a notation typed at the command line, not at the table
    for reason in Reason:
        rule = reason_rule(reason.value)
        assert bool(rule) != (reason in typed_only), reason
        # a rule id, or the rulebook's section of a variant that has none (§4.6)
        assert rule == "" or re.fullmatch(r"[A-Z]+(-[A-Z]+)*-\d+|§\d+(\.\d+)+", rule), rule


def test_the_players_ledger_names_its_unit_as_players_say_it(translations: Translations) -> None:
    """V-SHEET-7: «в сотнях» — the unit by its name, in both languages."""
    units = (10, 100, 1000)
    translations.install("ru")
    assert [Texts().accounts_in_units(unit) for unit in units] == [
        "Счёт игроков в десятках очков",
        "Счёт игроков в сотнях очков",
        "Счёт игроков в тысячах очков",
    ]
    translations.install("en")
    assert Texts().accounts_in_units(100) == "Players' accounts, in hundreds of points"
