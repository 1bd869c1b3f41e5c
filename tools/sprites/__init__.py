"""Sprite generator modules: ``common`` (shared helpers) and one module per
part of the art (``cave_rave``, ``ui``, ``camp``).  Run ``tools/make_sprites.py``."""
