"""``python -m game``; the ``openair`` and ``openair-gui`` commands call :mod:`game.cli` too."""

from game.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
