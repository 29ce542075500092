"""The score sheet's renderers: the live dock, the words, the text, the printed pages, the
output and the charts (the sheet model itself is Qt-free: :mod:`wint.core.sheet`, written by
each game's sheet module)."""
