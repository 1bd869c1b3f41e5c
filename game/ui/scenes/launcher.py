"""The first screen: the four games as big tiles, Continue, Saved games, Statistics, Settings, Quit;
a replay file dropped onto the window opens in the replay viewer."""

from __future__ import annotations

from functools import cache

import pygame

from game.core import i18n, registry, saves, storage
from game.core.content import ContentError
from game.core.i18n import _, ngettext, pgettext

from .. import banner, theme
from ..table_look import fitting_size
from . import backdrop
from .base import ShellScene, W
from .controls import IconButton

TILE_W, TILE_GAP, TILE_TOP = 420, 40, 280
ART_H = 270
TILE_H = 540


@cache
def _title_image() -> pygame.Surface:
    text = theme.render("Open Air", 150, (255, 238, 205), True)
    w, h = text.get_size()
    pad = 60
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    glow = theme.render("Open Air", 150, (255, 140, 50), True)
    layer = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    layer.blit(glow, (pad, pad))
    small = pygame.transform.smoothscale(layer, (out.get_width() // 10, out.get_height() // 10))
    blurred = pygame.transform.smoothscale(small, out.get_size())
    for _pass in range(3):
        out.blit(blurred, (0, 0))
    shadow = theme.render("Open Air", 150, (20, 10, 24), True)
    out.blit(shadow, (pad + 4, pad + 6))
    out.blit(text, (pad, pad))
    return out


def _rounded(img: pygame.Surface, radius: int, top_only: bool = True) -> pygame.Surface:
    out = img.convert_alpha() if pygame.display.get_surface() else img.copy()
    mask = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    r = mask.get_rect()
    if top_only:
        pygame.draw.rect(mask, (255, 255, 255, 255), r, border_top_left_radius=radius,
                         border_top_right_radius=radius)
    else:
        pygame.draw.rect(mask, (255, 255, 255, 255), r, border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


class GameTile:
    """One game: art, title, subtitle, players, blurb; dimmed with a ribbon when not built yet."""

    def __init__(self, rect, spec: registry.GameSpec, images, on_click):
        self.rect = pygame.Rect(rect)
        self.spec = spec
        self.images = images
        self.on_click = on_click
        self.name = f"game:{spec.id}"
        self.enabled = spec.available
        self.hover = False
        self._art: pygame.Surface | None = None

    def art(self) -> pygame.Surface:
        if self._art is None:
            img = self.images.get(f"launcher/{self.spec.id}.png", (self.rect.width, ART_H))
            if not self.enabled:
                img = pygame.transform.grayscale(img)
                veil = pygame.Surface(img.get_size(), pygame.SRCALPHA)
                veil.fill((20, 16, 30, 120))
                img = img.copy()
                img.blit(veil, (0, 0))
            self._art = _rounded(img, 16)
        return self._art

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.on_click(self.spec)
                return True
        return False

    def tooltip_text(self) -> str:
        if not self.hover:
            return ""
        if not self.enabled:
            return _("Coming soon: {game} is still being built.").format(game=_(self.spec.title))
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        lift = 8 if self.hover and self.enabled else 0
        r = self.rect.move(0, -lift)
        if lift:
            glow = pygame.Surface((r.width + 40, r.height + 40), pygame.SRCALPHA)
            pygame.draw.rect(glow, (255, 200, 90, 50), glow.get_rect(), border_radius=30)
            pygame.draw.rect(glow, (255, 200, 90, 60), glow.get_rect().inflate(-20, -20), border_radius=24)
            surface.blit(glow, (r.x - 20, r.y - 20))
        border = theme.HILITE if lift else theme.PANEL_BORDER
        fill = (44, 40, 58) if self.enabled else (32, 30, 40)
        theme.panel(surface, r, fill, border, radius=16, width=3 if lift else 2)
        art_rect = pygame.Rect(r.x, r.y, r.width, ART_H)
        surface.blit(self.art(), art_rect)
        if not self.enabled:
            self._ribbon(surface, art_rect)
        pygame.draw.line(surface, border, art_rect.bottomleft, art_rect.bottomright, 2)
        x = r.x + 24
        room = r.width - 48
        y = art_rect.bottom + 18
        title_colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        title = _(self.spec.title)
        size = fitting_size(title, room, 34, 26)
        theme.text(surface, theme.cut(title, size, room, True), (x, y + (34 - size) // 2), size, title_colour,
                   bold=True)
        y += 44
        subtitle = _(self.spec.subtitle)
        size = fitting_size(subtitle, room, 24, 20)
        lines = theme.wrap(subtitle, size, room, bold=True)
        for line in lines:
            theme.text(surface, line, (x, y), size, theme.ACCENT if self.enabled else (150, 130, 110), bold=True)
            y += size + 6
        y += 34 - (size + 6)
        icon = self.images.icon("human", 26, theme.TEXT_DIM)
        surface.blit(icon, (x, y))
        players = ngettext("{min}–{max} player", "{min}–{max} players", self.spec.max_players).format(
            min=self.spec.min_players, max=self.spec.max_players)
        theme.text(surface, players, (x + 34, y + 13), 23, theme.TEXT_DIM, anchor="midleft")
        y += 36
        pill = None
        if self.enabled:
            label = _("Play")
            pill = pygame.Rect(0, 0, max(124, theme.font(24, True).size(label)[0] + 70), 46)
            pill.bottomright = (r.right - 20, r.bottom - 18)
        blurb = _(self.spec.blurb) if self.spec.blurb else ""
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        size, lines = blurb_lines(blurb, x, y, room, r.bottom - 12, pill)
        for line, ly in lines:
            theme.text(surface, line, (x, ly), size, colour)
        if pill is not None:
            pygame.draw.rect(surface, theme.HILITE if lift else theme.ACCENT, pill, border_radius=23)
            play = self.images.icon("play", 22, theme.TEXT_DARK)
            surface.blit(play, play.get_rect(midleft=(pill.x + 20, pill.centery)))
            theme.text(surface, label, (pill.x + 50, pill.centery), 24, theme.TEXT_DARK, bold=True,
                       anchor="midleft")
        else:
            lock = self.images.icon("lock", 24, theme.TEXT_DIM)
            pos = (r.right - 178, r.bottom - 44)
            surface.blit(lock, pos)
            theme.text(surface, _("Coming soon"), (pos[0] + 32, pos[1] + 12), 22, theme.TEXT_DIM,
                       anchor="midleft")

    @staticmethod
    def _ribbon(surface: pygame.Surface, art_rect: pygame.Rect) -> None:
        band = pygame.Surface((380, 52), pygame.SRCALPHA)
        band.fill((*theme.ACCENT, 255))
        pygame.draw.line(band, theme.ACCENT_DARK, (0, 3), (380, 3), 3)
        pygame.draw.line(band, theme.ACCENT_DARK, (0, 48), (380, 48), 3)
        theme.text(band, _("COMING SOON"), (190, 26), 26, theme.TEXT_DARK, bold=True, anchor="center")
        rotated = pygame.transform.rotozoom(band, -38, 1)
        clip = surface.get_clip()
        surface.set_clip(art_rect)
        surface.blit(rotated, rotated.get_rect(center=(art_rect.right - 86, art_rect.top + 76)))
        surface.set_clip(clip)


def blurb_lines(text: str, x: int, y: int, width: int, bottom: int,
                pill: pygame.Rect | None) -> tuple[int, list[tuple[str, int]]]:
    """A tile's blurb as (size, [(line, y)]): full width above the Play pill, beside it on the
    pill's rows (a longer language's words flow round the pill instead of under it), at 22 px or
    smaller, down to 20, when that keeps it above ``bottom``."""
    for size in (22, 21, 20):
        step = theme.font(size).get_linesize()
        lines = theme.wrap(text, size, width)
        above = len(lines) if pill is None else max(0, (pill.top - y) // step)
        if len(lines) > above:
            rest = text
            for line in lines[:above]:                # what the full-width lines leave for the pill's rows
                piece = line[:-1] if line.endswith("-") and not rest.startswith(line) else line
                rest = rest[len(piece):].lstrip()
            lines = lines[:above] + theme.wrap(rest, size, pill.x - 12 - x)
        out = [(line, y + i * step) for i, line in enumerate(lines)]
        if y + len(lines) * step <= bottom:
            break
    return size, out


class ContinueButton(IconButton):
    """Resume the autosaved game: which game, who plays, where it stands."""

    detail = ""

    def draw(self, surface: pygame.Surface) -> None:
        fill = theme.HILITE if self.hover else theme.ACCENT
        theme.panel(surface, self.rect, fill, theme.ACCENT_DARK, radius=16, width=3)
        icon = self.images.icon("play", 40, theme.TEXT_DARK)
        surface.blit(icon, icon.get_rect(midleft=(self.rect.x + 30, self.rect.centery)))
        x = self.rect.x + 90
        theme.text(surface, self.label, (x, self.rect.centery - 18), 32, theme.TEXT_DARK, bold=True,
                   anchor="midleft")
        detail = theme.cut(self.detail, 23, self.rect.right - 30 - x)
        theme.text(surface, detail, (x, self.rect.centery + 20), 23, (70, 45, 20), anchor="midleft")


class LauncherScene(ShellScene):
    name = "launcher"

    def __init__(self, app):
        super().__init__(app)
        self.games = registry.all_games()
        self.resume_runner = None
        self.resume_header: dict | None = None
        #: why Continue asks first: "other" (saved with other content; it replays exactly) or
        #: "stale" (an older position: the last autosaves failed), else ""
        self.resume_ask = ""
        self.build()

    def build(self) -> None:
        """The widgets, their labels in the language now in use."""
        app = self.app
        self.language = i18n.language
        self.widgets = []
        n = len(self.games)
        x0 = (W - (n * TILE_W + (n - 1) * TILE_GAP)) // 2
        self.tiles = [self.add(GameTile((x0 + i * (TILE_W + TILE_GAP), TILE_TOP, TILE_W, TILE_H), spec,
                                        app.images, self.open_setup))
                      for i, spec in enumerate(self.games)]
        self.continue_button = ContinueButton((W // 2 - 520, 846, 1040, 92), pgettext("launcher", "Continue"),
                                              self.continue_game,
                                              images=app.images, name="continue")
        bar_y, bw, gap = 964, 250, 30
        bar = (
                (_("Play online"), self.open_online, "human", "online",
                 _("Host a table for friends at other screens, or join theirs")),
                (_("Saved games"), self.open_saves, "book", "saves",
                 _("Your named saves, their replays, and replay files from friends")),
                (_("Statistics"), app.open_statistics, "chart", "statistics", _("Games played and won")),
                (_("Settings"), app.open_settings, "gear", "settings", _("Volume, fullscreen, animation speed")),
                (_("Quit"), app.quit, "back", "quit", _("Close Open Air")))
        x = (W - len(bar) * bw - (len(bar) - 1) * gap) // 2
        for label, fn, icon, name, tip in bar:
            self.icon_button((x, bar_y, bw, 66), label, fn, icon=icon, name=name, tooltip=tip)
            x += bw + gap

    # -- life cycle ---------------------------------------------------------------
    def enter(self) -> None:
        self.refresh_continue()

    def resume(self) -> None:
        if self.language != i18n.language:      # the language was changed on a screen above
            self.build()
        self.refresh_continue()

    def refresh_continue(self) -> None:
        """Look for the autosave; a broken one is kept aside and reported, one made with other
        content is offered only when it replays exactly (and Continue asks first)."""
        self.resume_runner, self.resume_header, self.resume_ask = None, None, ""
        if self.continue_button in self.widgets:
            self.widgets.remove(self.continue_button)
        app = self.app
        try:
            header = app.saves.autosave_header()
            runner = app.saves.load_autosave() if header is not None else None
        except storage.BrokenFile as exc:
            if exc.kept is None:
                app.toast(banner.broken_text(exc))
            else:
                app.toast(_("Your saved game could not be read; it was kept as {kept}").format(kept=exc.kept.name))
            return
        except ContentError as exc:          # the game's own files are wrong: the save is kept as it is
            app.toast(_("Your saved game cannot be continued: the game's content files have an error ({error})."
                        ).format(error=exc))
            return
        except saves.OtherContent as exc:
            if exc.runner is None:          # it would not replay the same game: kept aside, not offered
                kept = storage.keep_broken(exc.path, exc.why)
                where = kept.kept.name if kept.kept is not None else exc.path.name
                app.toast(_("Your saved game of {game} was made with other cards or rules, and its moves no longer "
                            "play out the same, so it cannot be continued; it was kept as {kept}.").format(
                    game=_(exc.spec.title), kept=where))
                return
            runner, self.resume_ask = exc.runner, "other"
        if runner is None:
            return
        if saves.stale:
            self.resume_ask = "stale"
        self.resume_runner, self.resume_header = runner, header
        names = ", ".join(s.name for s in runner.match.seats)
        # the title and where the game stands in the language now in use (the header keeps the
        # language of the moment it was saved)
        self.continue_button.label = _("Continue {game}").format(game=_(runner.spec.title))
        progress = app.saves.summary(runner)
        if self.resume_ask == "other":           # the note instead of the names: the line has room for one
            self.continue_button.detail = _("{progress}  ·  saved with other cards or rules").format(
                progress=progress)
        elif self.resume_ask == "stale":
            self.continue_button.detail = _("{progress}  ·  an older position: its last moves were not saved").format(
                progress=progress)
        else:
            self.continue_button.detail = _("{players}  ·  {progress}").format(players=names, progress=progress)
        self.widgets.append(self.continue_button)

    # -- actions ------------------------------------------------------------------
    def open_setup(self, spec: registry.GameSpec) -> None:
        from .setup import SetupScene
        try:
            spec.content  # noqa: B018  (loaded and checked here, so an error is told, not raised)
        except ContentError as exc:
            from .dialog import MessageScene
            self.app.push(MessageScene(self.app, _("{game} cannot start").format(game=_(spec.title)),
                                       _("Its content files have an error, so it cannot be set up. The file, line "
                                         "and field are named here:\n{error}").format(error=exc)))
            return
        self.app.push(SetupScene(self.app, spec))

    def open_online(self) -> None:
        from .online_menu import OnlineMenuScene
        self.app.push(OnlineMenuScene(self.app))

    def open_saves(self) -> None:
        from .saves import SavesScene
        self.app.push(SavesScene(self.app))

    def handle(self, event) -> bool:
        if event.type == pygame.DROPFILE:       # a replay file dropped onto the window
            from .saves import open_replay_file
            open_replay_file(self.app, event.file)
            return True
        return super().handle(event)

    def continue_game(self) -> None:
        runner = self.resume_runner
        if runner is None:
            return
        if self.resume_ask:
            from .dialog import ConfirmScene
            game = _(runner.spec.title)
            if self.resume_ask == "other":
                question = _("This game of {game} was saved with other cards or rules. Every move still plays "
                             "out the same with this version's, so you can play on with them.").format(game=game)
            else:
                question = _("Saving failed during your last game, so this is an older position of it: the "
                             "last moves were not saved. Continue from there?")
            self.app.push(ConfirmScene(self.app, _("Continue {game}").format(game=game), question,
                                       _("Play on"), self._resume))
            return
        self._resume()

    def _resume(self) -> None:
        scene = self.app.game_scene(self.resume_runner) if self.resume_runner is not None else None
        if scene is not None:
            self.app.push(scene)

    def on_escape(self) -> None:
        """Esc on the first screen does nothing (Quit is a button)."""

    # -- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.launcher(), (0, 0))
        img = _title_image()
        surface.blit(img, img.get_rect(center=(W // 2, 140)))
        theme.text(surface, _("Festival board games for one screen  ·  with friends, or against the bots"),
                   (W // 2, 234), 28, (225, 215, 235), anchor="center")
        if self.resume_runner is None:
            theme.text(surface, _("Pick a game to set up a table"), (W // 2, 892), 26, theme.TEXT_DIM,
                       anchor="center")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
