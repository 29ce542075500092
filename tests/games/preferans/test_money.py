"""Money per whist (P-SET-4: money = result × the agreed price of one whist): ``wint sheet
--whist-price X`` adds the money to the settlement table and to who pays whom, exact and
shown with two decimals, in both languages, text and PDF; refused for Vint and Whist
records and for anything but a positive decimal."""

from __future__ import annotations

import json
import os
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from tests.test_cli import cli, cli_exit, wint
from tests.tools import pdf_text
from wint.games.preferans.record import read_record
from wint.games.preferans.sheet import record_sheet

DATA = Path(__file__).parents[2] / "data"
PULYAS = DATA / "preferans"
#: The language's money heading and decimal separator.
WORDS = {
    "ru": (
        "Расчёт в вистах и в деньгах по %s за вист",
        "Деньги",
        "Кто кому платит, в вистах и в деньгах",
        ",",
    ),
    "en": (
        "Settlement, in whists and in money at %s a whist",
        "Money",
        "Who pays whom, in whists and in money",
        ".",
    ),
}


def _cents(value: Fraction) -> Decimal:
    """``value`` to the cent, halves away from zero."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def _cash(value: Fraction | Decimal, point: str) -> str:
    """``value`` to the cent as the sheet writes it."""
    cents = value if isinstance(value, Decimal) else _cents(value)
    return str(cents).replace("-", "\u2212").replace(".", point)


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize(
    ("name", "price"), [("leningrad3", "0.5"), ("leningrad3", "1"), ("sochi4", "10")]
)
def test_the_settlement_and_the_payments_are_written_in_money(
    name: str, price: str, language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = PULYAS / f"{name}.json"
    ran = cli(capsys, "sheet", path, "--whist-price", price, "--lang", language)
    assert ran.code == 0, ran.err
    heading, column, paying, point = WORDS[language]
    lines = ran.out.splitlines()
    assert heading % _cash(Fraction(price), point) in lines
    assert paying in lines
    sheet = record_sheet(read_record(json.loads(path.read_text("utf-8"))))
    table = lines[lines.index(heading % _cash(Fraction(price), point)) + 1 : lines.index(paying)]
    rows = {line.split()[0]: line.split() for line in table if line.strip()}
    assert any(row[-1] == column for row in rows.values())  # the table's last column
    gains = {s.seat: Decimal(0) for s in sheet.sectors}
    for paid in sheet.payments:  # each payment to the cent, then each player's sum
        gains[paid.payee] += _cents(paid.whists * Fraction(price))
        gains[paid.payer] -= _cents(paid.whists * Fraction(price))
    assert sum(gains.values()) == 0  # the money is zero-sum, as the whists are
    for sector in sheet.sectors:  # within a cent per payment of the exact balance
        cash = gains[sector.seat]
        assert abs(cash - _cents(sector.balance * Fraction(price))) <= Decimal("0.01") * len(gains)
        assert rows[sector.name][-1] == ("+" if cash > 0 else "") + _cash(cash, point)
    written = [line.split() for line in lines]
    for paid in sheet.payments:
        cash = _cash(paid.whists * Fraction(price), point)
        who = [sheet.name(paid.payer), "\u2192", sheet.name(paid.payee)]
        assert [*who, str(paid.whists), cash] in written


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_pdf_writes_the_money(language: str, tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    target = tmp_path / "pulya.pdf"
    ran = wint(
        "sheet", PULYAS / "leningrad3.json", "--whist-price", "0.5", "--pdf", target,
        "--lang", language, env=env,
    )  # fmt: skip
    assert ran.code == 0 and ran.out == "", ran.err
    text = pdf_text(target)  # Иван's −568/3 whists at half a unit, Иван → Пётр 274/3
    heading, column, paying, point = WORDS[language]
    for words in (heading % f"0{point}50", column, paying, f"\u221294{point}67", f"45{point}67"):
        assert words in text


def test_no_price_no_money(capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli(capsys, "sheet", PULYAS / "leningrad3.json", "--lang", "en")
    assert ran.code == 0 and "Money" not in ran.out and "money" not in ran.out


def test_a_vint_or_whist_record_has_no_price_of_a_whist(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for record in (
        DATA / "records" / "E23.score-deal.json",
        DATA / "whist" / "W-EX7.json",
    ):
        ran = cli(capsys, "sheet", record, "--whist-price", "1")
        assert ran.code == 2 and ran.out == ""
        assert (
            ran.err == "wint: --whist-price: only a Preferans pulya is settled in money per whist\n"
        )


@pytest.mark.parametrize("bad", ["abc", "-1", "0", "0.00", "1e3", "0,5", "", "nan", ".5"])
def test_a_price_that_is_not_a_positive_decimal_is_refused(
    bad: str, capsys: pytest.CaptureFixture[str]
) -> None:
    ran = cli_exit(capsys, "sheet", PULYAS / "leningrad3.json", "--whist-price", bad)
    assert ran.code == 2 and ran.out == ""
    assert "--whist-price: must be a positive decimal number, e.g. 0.5 or 10" in ran.err
