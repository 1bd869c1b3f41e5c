"""Settings: volume, fullscreen, animation speed. Saved at once."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from game.core.settings import ANIM_SPEEDS

from .. import theme
from .base import ShellScene, W
from .controls import Segmented, Slider, Toggle

PANEL = pygame.Rect(W // 2 - 520, 210, 1040, 560)
#: (speed, label, help), English marked for extraction; translated where shown
SPEEDS = [
    ("off", N_("Off"), N_("No animations: everything happens at once.")),
    ("fast", N_("Fast"), N_("Quick animations.")),
    ("normal", N_("Normal"), N_("Animations at a relaxed pace.")),
    ("slow", N_("Slow"), N_("Slow animations: easy to follow every card.")),
]
assert [s[0] for s in SPEEDS] == list(ANIM_SPEEDS)


class SettingsScene(ShellScene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        x = PANEL.x + 60
        self.back_button()
        self.volume = self.add(Slider((x + 300, PANEL.y + 90, 480, 40), s.volume, self.set_volume,
                                      self.volume_done, name="volume"))
        self.fullscreen = self.add(Toggle((x + 300, PANEL.y + 220, 560, 60), _("Fill the whole screen"),
                                          s.fullscreen, self.set_fullscreen, name="fullscreen",
                                          help=_("F11 switches at any time")))
        speeds = [(speed, _(label), _(text)) for speed, label, text in SPEEDS]
        self.speed = self.add(Segmented((x + 300, PANEL.y + 370, 560, 68), speeds, s.anim_speed,
                                        self.set_speed, name="anim_speed", size=24))

    def set_volume(self, value: float) -> None:
        self.app.settings.update(volume=value)

    def volume_done(self, value: float) -> None:
        self.app.sound.play("click")

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)

    def set_speed(self, speed: str) -> None:
        self.app.settings.update(anim_speed=speed)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_header(surface, _("Settings"), _("Changes are saved at once"))
        theme.panel(surface, PANEL, (36, 33, 46))
        x = PANEL.x + 60
        rows = [(PANEL.y + 110, "speaker", _("Volume")), (PANEL.y + 250, "gear", _("Display")),
                (PANEL.y + 404, "play", _("Animations"))]
        for y, icon, label in rows:
            img = self.app.images.icon(icon, 36, theme.ACCENT)
            surface.blit(img, img.get_rect(midleft=(x, y)))
            theme.text(surface, label, (x + 56, y), 30, bold=True, anchor="midleft")
        percent = _("{percent} %").format(percent=round(self.volume.value * 100))
        theme.text(surface, percent, (self.volume.rect.right + 40, self.volume.rect.centery), 28, theme.TEXT,
                   anchor="midleft")
        theme.text(surface, _("F11 switches between window and fullscreen at any time."),
                   (x + 300, PANEL.y + 282), 22, theme.TEXT_DIM)
        for y in (PANEL.y + 175, PANEL.y + 330):
            pygame.draw.line(surface, (56, 52, 70), (x, y), (PANEL.right - 60, y), 1)
        theme.text(surface, _("Esc or Back returns to where you were."), (W // 2, PANEL.bottom - 56), 22,
                   theme.TEXT_DIM, anchor="center")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
