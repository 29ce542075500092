"""What every game of the family shares: cards, seats, deals, the game protocol, the
timeline, seating of named players and their individual ledger (standard library only)."""

__all__: list[str] = []
