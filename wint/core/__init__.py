"""The rules of Vint: cards, auction, play, scoring and the ledger (standard library only)."""

__all__: list[str] = []
