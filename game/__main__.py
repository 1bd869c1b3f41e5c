"""``python -m game`` and the ``openair`` command."""

from game.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
