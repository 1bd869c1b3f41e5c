"""Only to list the packages: the game code plus content/, sprites/, sounds/ and fonts/,
which pyproject.toml maps into the package as game.content, game.sprites, game.sounds, game.fonts."""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["game", "game.*"])
      + ["game.content", "game.sprites", "game.sounds", "game.fonts"])
