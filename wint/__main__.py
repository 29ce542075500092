"""The ``wint`` command: no arguments start the desktop game, sub-commands run the CLI."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``wint`` command."""
    args = sys.argv[1:] if argv is None else argv
    from wint.cli import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
