"""Posting keys to the app in the scene tests."""

from __future__ import annotations

import pygame


def key(app, k, mod=0):
    """One key press, through the app's loop."""
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def tab_to(app, scene, name, limit=200):
    """Tab until the scene's focus is on ``name``."""
    for _ in range(limit):
        if scene.focus == name:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name!r}")
