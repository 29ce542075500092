"""Vint (винт): its auction, play, scoring, ledger and rulesets (standard library only)."""
