"""Plural forms: every numerus message of the catalogues, rendered through the compiled
catalogues with several numbers, takes the form its language needs (Russian: 1 and 21
«взятка», 2 «взятки», 5 and 11 «взяток»; English: 1 trick, 2 tricks)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from wint.gui.platform.i18n import Translations

ROOT = Path(__file__).parent.parent.parent
# n -> the index of the numerus form it takes
RUSSIAN_FORMS = {1: 0, 2: 1, 5: 2, 11: 2, 21: 0, 22: 1}
ENGLISH_FORMS = {1: 0, 2: 1, 5: 1, 11: 1, 21: 1}
# Russian words that do not change with the number: «1 леве», «5 леве» (Whist's odd tricks, S004)
INDECLINABLE = {"леве"}


def numerus_messages(language: str) -> list[tuple[str, str, str, list[str]]]:
    """(context, source, disambiguation, forms) of each plural message of a catalogue."""
    root = ET.parse(ROOT / "translations" / f"wint_{language}.ts").getroot()
    found = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                translation = message.find("translation")
                assert translation is not None
                found.append(
                    (
                        context.findtext("name") or "",
                        message.findtext("source") or "",
                        message.findtext("comment") or "",
                        [form.text or "" for form in translation.iter("numerusform")],
                    )
                )
    return found


@pytest.mark.parametrize(("language", "forms"), [("ru", RUSSIAN_FORMS), ("en", ENGLISH_FORMS)])
def test_every_plural_message_takes_the_right_form(
    translations: Translations, language: str, forms: dict[int, int]
) -> None:
    translations.install(language)
    messages = numerus_messages(language)
    assert len(messages) >= 15
    for context, source, comment, texts in messages:
        assert len(texts) == (3 if language == "ru" else 2), source
        if not INDECLINABLE.intersection(re.findall(r"\w+", texts[0])):
            assert texts[0] != texts[-1], source  # «1 trick» is not «5 tricks»
        for n, index in forms.items():
            shown = QCoreApplication.translate(context, source, comment or None, n)
            assert shown == texts[index].replace("%n", str(n)), (source, n)
            assert str(n) in shown and "%n" not in shown, (source, n)


def test_russian_and_english_words_change_with_the_number(translations: Translations) -> None:
    translations.install("ru")
    trick = [QCoreApplication.translate("Texts", "%n trick(s)", None, n) for n in (1, 2, 5, 11, 21)]
    assert trick == ["1 взятка", "2 взятки", "5 взяток", "11 взяток", "21 взятка"]
    honours = [QCoreApplication.translate("WhistTexts", "%n honour(s)", None, n) for n in (3, 5)]
    assert honours == ["3 опера", "5 оперов"]
    ace = QCoreApplication.translate("Texts", "coronet of %n ace(s) in one hand = %1", None, 3)
    assert ace.startswith("коронка из 3 тузов")
    translations.install("en")
    assert QCoreApplication.translate("TableScene", "%n card(s)", None, 1) == "1 card"
    assert QCoreApplication.translate("TableScene", "%n card(s)", None, 3) == "3 cards"
