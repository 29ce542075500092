"""Preferans's computer players: the seed's estimates (B.12), the auction and the talon, the
whisting decision, the card play, the levels and whole simulated deals; and its double-dummy
solver (:mod:`wint.ai.preferans.solver`)."""
