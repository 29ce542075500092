"""The desktop application: PySide6 widgets over the rules, players and session files."""
