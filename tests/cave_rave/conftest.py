"""Höhlengrölen's tests of issue 23's per-game points: the real App, headless (the ``app`` fixture of
tests/conftest.py)."""
