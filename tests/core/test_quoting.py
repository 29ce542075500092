"""Errors quote at most a short, escaped piece of the input (issue 14 §8)."""

from __future__ import annotations

import pytest

from wint.core.quoting import QUOTE_LIMIT, excerpt, quoted

TEN_MB = 10 * 1024 * 1024


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        ("X", "'X'"),
        ("", "''"),
        ("a\nb\x00", "'a\\nb\\x00'"),
        ("\ud800", "'\\ud800'"),
        ("Анна ♥", "'Анна ♥'"),
        (7, "7"),
        (None, "None"),
        (True, "True"),
    ],
)
def test_a_short_value_is_shown_as_python_writes_it(value: object, shown: str) -> None:
    assert quoted(value) == shown


def test_a_long_string_shows_its_beginning_and_its_length() -> None:
    assert quoted("k" * TEN_MB) == "'" + "k" * QUOTE_LIMIT + "…' (10485760 characters)"
    assert quoted("k" * QUOTE_LIMIT) == "'" + "k" * QUOTE_LIMIT + "'"  # the limit is not cut


def test_the_escapes_of_a_cut_string_stay_whole_and_on_one_line() -> None:
    shown = quoted("\n" * TEN_MB)
    assert shown == "'" + "\\n" * QUOTE_LIMIT + "…' (10485760 characters)"


@pytest.mark.parametrize(
    "value",
    [
        list(range(1_000_000)),
        {f"key{i}": "v" * 1000 for i in range(1000)},
        [[[["x" * TEN_MB]]]],
        10**4000,
    ],
    ids=["long-list", "big-object", "deep-list", "huge-integer"],
)
def test_any_other_value_is_shown_short(value: object) -> None:
    shown = quoted(value)
    assert len(shown) <= 3 * QUOTE_LIMIT and "\n" not in shown


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("deals", "deals"),
        ("a\nb\tc", "a\\nb\\tc"),
        ("x\udc80", "x\\udc80"),
        ("k" * 100, "k" * QUOTE_LIMIT + "… (100 characters)"),
    ],
)
def test_an_excerpt_is_the_text_escaped_and_cut_without_quotes(text: str, shown: str) -> None:
    assert excerpt(text) == shown


def test_an_excerpt_without_a_limit_only_escapes() -> None:
    assert excerpt("a\n" * 100, None) == "a\\n" * 100
