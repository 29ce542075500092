"""What every game of the family shares: cards and packs, seats and their rings, deals,
tricks, honours and coronets, dummy seats, the game protocol, the timeline, seating of named
players and their individual ledger (standard library only)."""

__all__: list[str] = []
