"""Whist in the registry of games (:mod:`wint.games.registry`)."""
