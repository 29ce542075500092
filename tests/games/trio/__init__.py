"""Trio: a minimal second game that proves the family's seams (issue 15).

Three seats (N, E, S), no auction, no trumps: each holds four cards of a fixed deal of
twelve, the dealer's left leads, follow suit, the highest card of the suit led wins, and
each trick scores a point for its winner.  Built only on :mod:`wint.core`; registered by
tests with :func:`wint.games.registry.register`.
"""
