"""The score pad for a table playing with real cards."""
