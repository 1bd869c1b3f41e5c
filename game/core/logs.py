"""Logging to a file in the platformdirs log folder (rotated), plus warnings to stderr."""

from __future__ import annotations

import logging
import logging.handlers

from . import paths


def setup_logging(level: int = logging.INFO) -> None:
    root = logging.getLogger()
    if any(getattr(h, "_openair", False) for h in root.handlers):
        return
    root.setLevel(level)
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            folder / "openair.log", maxBytes=512_000, backupCount=2, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    except OSError:
        handler = logging.StreamHandler()
    handler._openair = True
    root.addHandler(handler)
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    console._openair = True
    root.addHandler(console)
