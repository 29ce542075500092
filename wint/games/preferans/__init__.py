"""Preferans (преферанс), Part B of ``rules/whist-preferans.md``: a sibling of Vint and Whist."""
