"""What is drawn each frame over the Rock'n Rodeo table's static layer: the hint's marks, the
hovered hotspot's ring or button, the animations, and the hover text. Functions of the scene
(they only draw, noting what they drew in ``scene.overdraw``)."""

from __future__ import annotations

import pygame


def draw_frame(scene, s: pygame.Surface) -> None:
    scene.draw_hover(s)
    scene.draw_anims(s)
    scene.draw_hover_text(s)
