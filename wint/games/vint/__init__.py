"""Vint (винт): its rules, deal states, scoring and records.  Loading the package loads the
table-rules play (:mod:`wint.games.vint.table`), which the deal states open under
``allow_revokes``."""

from wint.games.vint import table as table
