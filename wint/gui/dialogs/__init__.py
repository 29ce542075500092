"""New game and the history of sessions."""
