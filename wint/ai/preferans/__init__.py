"""The computer players and the double-dummy solver of Preferans (Part B of the rules)."""
