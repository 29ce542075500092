"""The main window: its actions and menus, the session's files, saving and resuming."""
