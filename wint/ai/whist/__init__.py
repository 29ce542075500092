"""Whist's computer players: the conventions of seed 004 (W-H-…), Monte Carlo play, the levels."""
