"""Whist (вист), Vint's ancestor: four players in fixed pairs, no auction, trumps turned up."""
