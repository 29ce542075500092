"""The in-app rulebook (Help › Rules): one self-contained HTML file per language."""
