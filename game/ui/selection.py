"""The kit's selection protocol lives in :mod:`game.core.selection` (the games' presenters import
it, and they load nothing of ``game.ui``); this name stays for the tables' code."""

from game.core.selection import TableSelection

__all__ = ["TableSelection"]
