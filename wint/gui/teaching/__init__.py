"""Hints, the first game's guide, the deal review and the rulebook."""
