"""The words of a Vint table stay in the Russian texts (the catalogue, the rulebook, the
packaging): коронка, never корона; игра and назначение, never контракт or заявка; игра в
открытую, never двойной болван; черви in one form; втёмную — and no bridge calques come back."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent.parent
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"

# Each word that must not appear, with what the seeds say instead.
FORBIDDEN = {
    r"\bкорон(?!к|ок\b)": "коронка, not корона",
    r"\bдвойн\w*\s+болван": "игра в открытую, not двойной болван",
    r"\bконтракт": "игра, not контракт",
    r"\bзаяв": "назначение (a bid), забрать (a claim), not заявка / заявлять",
    r"\bбескозырк": "бескозырная игра, not бескозырка",
    r"\bразыгрывающ": "назначивший / играющий, not разыгрывающий",
    r"\bпрыж|\bпрыгн": "сразу «два», not прыжок",
    r"\bсоглашени": "условности, not соглашения",
    r"\bчерв(?:ы|ах|ам|ами)\b": "черви / в червях, in one form",
    r"\bв\s+тёмную": "втёмную",
}
# Seed phrases that use a forbidden stem in its own right: «заявившие о ренонсе» (S000 r.151).
ALLOWED = [r"заяв\w*\s+о\s+ренонсе"]


def offences(text: str) -> list[str]:
    """Each forbidden word found in ``text``, with its context."""
    for allowed in ALLOWED:
        text = re.sub(allowed, "", text)
    found = []
    for pattern, why in FORBIDDEN.items():
        for match in re.finditer(pattern, text, re.IGNORECASE):
            context = text[max(0, match.start() - 30) : match.end() + 30].replace("\n", " ")
            found.append(f"{why}: …{context}…")
    return found


def catalogue() -> str:
    root = ET.parse(ROOT / "translations" / "wint_ru.ts").getroot()
    return "\n".join("".join(translation.itertext()) for translation in root.iter("translation"))


def packaging() -> str:
    linux = ROOT / "packaging" / "linux"
    root = ET.parse(linux / "io.github.wint.metainfo.xml").getroot()
    texts = ["".join(e.itertext()) for e in root.iter() if e.get(XML_LANG) == "ru"]
    desktop = (linux / "io.github.wint.desktop").read_text("utf-8").splitlines()
    return "\n".join(texts + [line for line in desktop if "[ru]" in line])


def test_the_checker_finds_each_word() -> None:
    assert offences("Короны, ренонс") and offences("корон нет") and offences("двойного болвана")
    assert offences("Контракт") and offences("Заявка на взятки") and offences("вы заявили")
    assert offences("тузы в бескозырке") and offences("«пять» в червах")
    assert offences("назначения в тёмную") and offences("по соглашениям")
    assert offences("коронка, Коронки, коронок; в червях; втёмную; заявившая о ренонсе") == []


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(catalogue, id="wint_ru.ts"),
        pytest.param(lambda: (ROOT / "wint/gui/rulebook/ru.html").read_text("utf-8"), id="ru.html"),
        pytest.param(packaging, id="packaging"),
    ],
)
def test_no_bridge_or_preferans_word_in_the_russian_texts(text: object) -> None:
    assert callable(text)
    words = text()
    assert len(words) > 300  # the texts were found
    assert offences(words) == []
