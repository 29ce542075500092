"""The interface language: Qt translators for wint's own catalogue and Qt's, switched live.

wint's catalogues are compiled from ``translations/wint_*.ts`` into ``wint/gui/translations``
(package data, so an installed wheel has them).  Qt's own buttons come from ``qtbase_*.qm``
in Qt's translations folder.  Installing a translator makes Qt send a LanguageChange event to
every widget; each of ours then sets its texts again (``retranslate``).  Only QtCore is
needed: a command's output in words (:func:`speaking`) needs no display.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

__all__ = [
    "LANGUAGES",
    "QT_TRANSLATE_NOOP",
    "Retranslating",
    "Translations",
    "catalogue_path",
    "speaking",
    "system_language",
]

# The languages wint speaks.
LANGUAGES = ("ru", "en")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate seeks
    """Mark ``text`` for the catalogue's ``context`` and return it untranslated: tables of
    words built once, translated when looked up (Qt's own returns ``object`` to the type
    checker).

    >>> QT_TRANSLATE_NOOP("NewGame", "classic")
    'classic'
    """
    return text


def system_language() -> str:
    """Russian for a Russian locale (``ru_*``), English otherwise."""
    return "ru" if QLocale.system().name().startswith("ru") else "en"


def catalogue_path(language: str) -> Path:
    """The compiled catalogue of wint's own strings for ``language``."""
    return Path(str(resources.files("wint.gui").joinpath("translations", f"wint_{language}.qm")))


class Translations:
    """The application's language.  The translators installed are kept alive here (Qt does
    not own them) and are the same for every instance: the interface speaks one language,
    whichever window switched it last."""

    _translators: ClassVar[list[QTranslator]] = []
    _installed: ClassVar[str | None] = None  # the language of the translators installed

    def __init__(self) -> None:
        self.language = "en"

    def install(self, language: str) -> None:
        """Switch the whole interface to ``language`` (``ru`` or ``en``), live; the language
        already installed is left as it is (no widget is translated again).

        :raises ValueError: a language wint does not speak.
        """
        if language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r}")
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("no application to translate")
        if language == Translations._installed:
            self.language = language
            return
        self.remove()
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for path in (catalogue_path(language), Path(qt_folder) / f"qtbase_{language}.qm"):
            translator = QTranslator()
            if path.is_file() and translator.load(str(path)):
                app.installTranslator(translator)
                Translations._translators.append(translator)
        QLocale.setDefault(QLocale(language))
        self.language = language
        Translations._installed = language
        # deliver the LanguageChange events now, so every open window speaks it at once
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange.value)

    def remove(self) -> None:
        """Take the translators out of the application: the source texts (English) until a
        language is installed again."""
        app = QCoreApplication.instance()
        for translator in Translations._translators:
            if app is not None:
                app.removeTranslator(translator)
        Translations._translators.clear()
        Translations._installed = None


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """``language`` installed for a command's output in words.  With no application yet, a
    QCoreApplication is made for it and ended afterwards: QtCore's translator is all the
    catalogues need (no display, no GUI application).

    :raises ValueError: a language wint does not speak.
    """
    made = None
    if QCoreApplication.instance() is None:
        made = QCoreApplication([sys.argv[0] if sys.argv else "wint"])
    translations = Translations()
    try:
        translations.install(language)
        yield
    finally:
        if made is not None:
            translations.remove()
            made.shutdown()


class Retranslating:
    """Mixin for widgets: set every text again when the language changes (put it before
    the Qt class: ``class Box(Retranslating, QWidget)``)."""

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]
