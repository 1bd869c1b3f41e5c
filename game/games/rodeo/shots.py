"""The Rock'n Rodeo tour's extra shots (``openair tour rodeo``)."""

from __future__ import annotations


def tour_shots(scene, save) -> None:
    """Filled in below."""
