"""The main window's messages (wint.gui.shell.messages): a deal's summary, the end of a
rubber and of the session, where a save stood, in English and in Russian."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.helpers import long_session
from wint.gui.platform.i18n import Translations
from wint.gui.shell.messages import Messages, settlement
from wint.session.model import Session

# The words of each language: below the line, a contract made and one gone down, the end of
# a rubber, the session's 34 deals (a plural form), a save before the first call.
WORDS = {
    "en": ("Below the line (V-SCORE-2): we ", "made.", "down ", "The rubber is over:", "deals."),
    "ru": ("Под чертой (V-SCORE-2): мы ", "сыграна.", "без ", "Роббер окончен:", "сдачи."),
}
DEALT = {"en": "deal 1, as dealt", "ru": "сдача 1, до первого слова"}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_messages_speak_the_language(
    qtbot: QtBot, translations: Translations, language: str
) -> None:
    translations.install(language)
    session = long_session()
    messages = Messages()
    below, made, down, rubber, length = WORDS[language]
    played = [deal for deal in session.ledger.deals() if deal.result.contract is not None]
    for deal in (
        next(deal for deal in played if deal.result.made),
        next(deal for deal in played if not deal.result.made),
    ):
        summary = messages.deal_summary(deal, session.setup.our_side)
        head, second = summary.splitlines()[:2]
        outcome = made if deal.result.made else f"{down}{deal.result.undertricks}."
        assert head.endswith(outcome) and second.startswith(below)
    last = session.ledger.rubbers[-1].deals[-1]
    end = messages.rubber_end(session, last)
    assert end.startswith(rubber) and end.endswith(settlement(session))
    assert f"{len(session.finished)} {length}" in end
    assert messages.rubber_end(session, session.ledger.deals()[0]) == ""  # no rubber ended
    assert messages.save_point(Session.start(session.setup)) == DEALT[language]
