"""Settings: volume, fullscreen, animation speed, language. Saved at once.

The Language row lists English and every language with a catalogue (``i18n.available``), each
by its own name ("Deutsch"), with a hover text in that language. A choice takes effect at once:
:func:`relabel` makes the screens on the stack again in the new language. Until the player
chooses, the setting is "" and the app follows the system's language.
"""

from __future__ import annotations

import pygame

from game.core import i18n
from game.core.i18n import N_, _
from game.core.settings import ANIM_SPEEDS

from .. import theme
from ..table_look import fitting_size
from .base import ShellScene, W
from .controls import Segmented, Slider, Toggle

PANEL = pygame.Rect(W // 2 - 520, 190, 1040, 720)
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
        self.speed = self.add(Segmented((x + 300, PANEL.y + 390, 620, 68), speeds, s.anim_speed,
                                        self.set_speed, name="anim_speed", size=24))
        self.language = self.add(Segmented((x + 300, PANEL.y + 530, 620, 68), language_choices(), i18n.language,
                                           self.set_language, name="language", size=24))

    def set_volume(self, value: float) -> None:
        self.app.settings.update(volume=value)

    def volume_done(self, value: float) -> None:
        self.app.sound.play("click")

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)

    def set_speed(self, speed: str) -> None:
        self.app.settings.update(anim_speed=speed)

    def set_language(self, lang: str) -> None:
        """Every text in ``lang`` at once; saved."""
        i18n.use(lang)
        self.app.settings.update(language=lang)
        relabel(self.app)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_header(surface, _("Settings"), _("Changes are saved at once"))
        theme.panel(surface, PANEL, (36, 33, 46))
        x = PANEL.x + 60
        rows = [(PANEL.y + 110, "speaker", _("Volume")), (PANEL.y + 250, "gear", _("Display")),
                (PANEL.y + 424, "play", _("Animations")), (PANEL.y + 564, "book", _("Language"))]
        for y, icon, label in rows:
            img = self.app.images.icon(icon, 36, theme.ACCENT)
            surface.blit(img, img.get_rect(midleft=(x, y)))
            theme.text(surface, label, (x + 56, y), fitting_size(label, 236, 30, 22), bold=True, anchor="midleft")
        percent = _("{percent} %").format(percent=round(self.volume.value * 100))
        theme.text(surface, percent, (self.volume.rect.right + 40, self.volume.rect.centery), 28, theme.TEXT,
                   anchor="midleft")
        theme.text_block(surface, _("F11 switches between window and fullscreen at any time."),
                         pygame.Rect(x + 300, PANEL.y + 282, PANEL.right - 60 - (x + 300), 56), 22, theme.TEXT_DIM)
        for y in (PANEL.y + 175, PANEL.y + 350, PANEL.y + 494):
            pygame.draw.line(surface, (56, 52, 70), (x, y), (PANEL.right - 60, y), 1)
        theme.text(surface, _("Esc or Back returns to where you were."), (W // 2, PANEL.bottom - 56), 22,
                   theme.TEXT_DIM, anchor="center")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)


def language_choices() -> list[tuple[str, str, str]]:
    """(code, name, hover text) of every language the players can choose, each in its own words."""
    return [(lang, i18n.language_name(lang), i18n.language_help(lang)) for lang in i18n.available()]


def relabel(app) -> None:
    """Make the screens on the stack again in the language now in use: the settings screen and
    a pause menu at once, a game's table from its game (its pictures and log hold words; who
    looked last is kept, so the hot-seat cover stays where it was). The launcher builds its
    labels again as it comes back (``LauncherScene.resume``)."""
    from ..table import TableScene
    from .pause import PauseScene
    tables: dict[int, TableScene] = {}
    for i, scene in enumerate(app.stack):
        if isinstance(scene, TableScene) and not scene.read_only:
            scene.exit()
            fresh = type(scene)(app, scene.runner)
            fresh.last_human_viewer, fresh.private_seat = scene.last_human_viewer, scene.private_seat
            tables[id(scene)] = fresh
        elif isinstance(scene, PauseScene):
            fresh = PauseScene(app, tables.get(id(scene.game_scene), scene.game_scene))
        elif isinstance(scene, SettingsScene):
            fresh = SettingsScene(app)
            fresh.focus = scene.focus
        else:
            continue
        if i < len(app.stack) - 1:
            fresh.pause()
        app.stack[i] = fresh
    app.dirty = True
