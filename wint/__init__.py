"""wint: the classic Russian card game Vint (винт) — play, learn, keep the score sheet."""

__version__ = "0.1.0"
