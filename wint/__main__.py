"""The ``wint`` command: no arguments start the desktop game, sub-commands run the CLI
(its standard streams set up by :mod:`wint.console`)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``wint`` command."""
    args = sys.argv[1:] if argv is None else argv
    from wint.cli import run
    from wint.console import OutputError, configure_streams, output_failed

    configure_streams()
    try:
        try:
            return run(args)
        finally:  # also after --help or an argument error (SystemExit)
            sys.stdout.flush()
    except OutputError as exc:
        return output_failed(exc)


if __name__ == "__main__":
    sys.exit(main())
