"""Sound effects from sounds/<name>.wav at the volume in the settings.

Silent, never crashing, when there is no audio device (``mixer.init`` fails)
or a sample does not exist yet.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.core.resources import asset_dir

from .display import quiet_stderr

log = logging.getLogger(__name__)


def _sounds_root() -> Path | None:
    try:
        return asset_dir("sounds")
    except FileNotFoundError:
        return None


class Sound:
    def __init__(self, settings, root: Path | None = None):
        self.settings = settings
        self.root = root if root is not None else _sounds_root()
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.enabled = False
        self.last_played: str | None = None   # for tests: the last sample asked for
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(44100, -16, 2, 1024)
                with quiet_stderr():         # (no sound card: ALSA's complaints go to the log)
                    pygame.mixer.init()
            self.enabled = bool(pygame.mixer.get_init())
        except pygame.error as exc:
            log.info("no audio (%s): sounds are off", exc)

    @property
    def volume(self) -> float:
        return float(getattr(self.settings, "volume", 0.7))

    def _sample(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            sample = None
            path = self.root / f"{name}.wav" if self.root else None
            if path is not None and path.is_file():
                try:
                    sample = pygame.mixer.Sound(str(path))
                except pygame.error as exc:
                    log.warning("sound %s unreadable: %s", path, exc)
            self._cache[name] = sample
        return self._cache[name]

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play ``sounds/<name>.wav`` once; nothing when muted, missing or without audio."""
        self.last_played = name
        if not self.enabled or self.volume <= 0 or volume <= 0:
            return
        try:
            sample = self._sample(name)
            if sample is not None:
                sample.set_volume(min(1.0, self.volume * volume))
                sample.play()
        except pygame.error as exc:
            log.warning("could not play %s: %s", name, exc)
