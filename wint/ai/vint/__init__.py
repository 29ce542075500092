"""Vint's computer players: its conventions, what the auction tells, its Monte Carlo play."""
