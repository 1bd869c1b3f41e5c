"""Every tour screen of every game in the pseudo-locale (``qps``): no text overflows, none bypasses gettext.

Every English text comes out of the pseudo catalogue 40 % longer and framed in markers
(``game.core.i18n.pseudo``: "Start" -> "‖Šţààŕţţ‖"). While a tour runs, :class:`Watch` records,
through the theme's one drawing entry point (``theme.text``/``theme.render``) and the rectangles
the furniture is drawn with (``pygame.draw.rect``, so every ``theme.panel`` and button):

- **cut**: a translated text shortened with "…" (a name may be cut, a sentence may not);
- **clipped**: a text running off the picture it is drawn on (a card, a button's image);
- **overflow**: a text whose anchor lies in a button or panel drawn before it on the same
  picture, and that runs out of that box;
- **overlap**: a text drawn over another one drawn before it on the same picture in the same
  frame; **covered**: a text partly under a button drawn after it (a box of at most
  :data:`BUTTON_AREA` px², drawn filled); **spills**: a text block (``theme.text_block``) taller
  than the rectangle it was given;
- **unmarked**: a text with words that did not come through gettext (no markers, and not a
  line of a marked text wrapped or cut), other than player names, numbers and symbols.

Each finding names the shot it was seen on (the tour's PNG) and where in the code the text was
drawn (the first caller outside the theme, and the game's own line when the kit drew it).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import NamedTuple

import pygame
import pytest

from game.core import i18n, registry
from game.net import codes
from game.ui import theme

OPEN, CLOSE = i18n.PSEUDO_OPEN, i18n.PSEUDO_CLOSE
#: the names the tour gives its seats (``game.ui.tour``), and texts that are no words to translate
PLAYER_NAMES = ("Ada", "Bruno", "Rocky", "Luna", "Bongo", "Guest")
ALLOWED = {"Open Air", "Friday night at the festival", "English", "Deutsch"}
#: a drawn text has words in it: two letters in a row
WORDS = re.compile(r"[^\W\d_]{2}")
#: how far a text may stand out of its box or picture (anti-aliasing, side bearings), in px
SLACK = 3
#: a filled box up to this size drawn over part of a text is a button covering it (a larger one is
#: a menu or a toast laid over the screen on purpose)
BUTTON_AREA = 60_000
#: the files that only draw what they are given (the kit, the theme): a finding names the caller too
KIT = ("game/ui/theme.py", "game/ui/widgets.py", "game/ui/table_look.py", "game/ui/hotspots.py",
       "game/ui/tips.py", "game/ui/scenes/base.py", "game/ui/scenes/controls.py", "game/ui/fan.py")
ROOT = Path(__file__).resolve().parents[2]


class Finding(NamedTuple):
    shot: str
    kind: str
    text: str
    where: str

    @property
    def area(self) -> str:
        """The part of the app whose code drew it: a game's id, "kit" or "shell"."""
        m = re.search(r"game/games/(\w+)/", self.where)
        if m:
            return m.group(1)
        first = self.where.split(" ")[0]
        return "shell" if first.startswith("game/ui/scenes/") or first.startswith("game/ui/tour") else "kit"

    def line(self) -> str:
        return f"{self.shot}: {self.kind}: {self.text!r} ({self.where})"


def _where() -> str:
    """The first caller outside the theme (and outside this module), with the first line of a
    game's or a shell screen's code further out when the kit drew it."""
    frame = sys._getframe(2)
    found: list[str] = []
    while frame is not None:
        path = Path(frame.f_code.co_filename).as_posix()
        rel = path.split("/work/main/")[-1] if "/game/" in path else path
        if "/game/" in path and not rel.endswith("game/ui/theme.py"):
            rel = rel[rel.index("game/"):]
            spot = f"{rel}:{frame.f_lineno}"
            if not found:
                found.append(spot)
                if not rel.startswith(KIT):
                    break
            elif not rel.startswith(KIT) and not rel.startswith("game/ui/table"):
                found.append(spot)
                break
        frame = frame.f_back
    return " via ".join(reversed(found)) if len(found) > 1 else (found[0] if found else "?")


def _from_rules_file() -> bool:
    """Drawn by the rules screen from ``content/<id>/rules.<lang>.md`` (a file per language, not
    the catalogue; its header goes through gettext)."""
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_filename.endswith("game/ui/scenes/rules.py") and frame.f_code.co_name != "draw":
            return True
        frame = frame.f_back
    return False


class Watch:
    """Records what a pseudo-locale tour draws; :attr:`findings` is what went wrong."""

    def __init__(self, monkeypatch):
        self.findings: list[Finding] = []
        self.seen: set[tuple] = set()
        self.shot: str | None = None              # the shot being prepared: named when it is saved
        self.names: set[str] = set()              # pseudo texts of names (content names, titles)
        self.players: set[str] = set()            # the seats' names of every game the tour made
        self.sources: set[str] = set()            # marked texts: the catalogue's, and those wrapped
        self.typed: set[str] = set()              # what the player typed into a text field (theirs, not ours)
        self._fragments: dict[str, bool] = {}
        self._per_surface: dict[int, tuple[int, list, list]] = {}
        self.frame = 0
        self._patch(monkeypatch)

    # -- hooks -------------------------------------------------------------------------------------
    def _patch(self, monkeypatch) -> None:
        from game.ui import app as app_module
        from game.ui import tour
        watch = self
        real_text, real_render, real_wrap, real_block = theme.text, theme.render, theme.wrap, theme.text_block
        from game.core import match as match_module
        real_rect, real_save, real_app_render = pygame.draw.rect, tour.Tour.save, app_module.App.render
        real_runner_init = match_module.Runner.__init__
        from game.ui.scenes import controls
        real_field_draw = controls.TextField.draw

        def text(surface, s, pos, size=24, colour=theme.TEXT, bold=False, anchor="topleft"):
            rect = real_text(surface, s, pos, size, colour, bold, anchor)
            watch._drawn_at(surface, s, pos, rect, size)
            return rect

        def render(s, size, colour, bold=False):
            watch._rendered(s)
            return real_render(s, size, colour, bold)

        def wrap(s, size, width, bold=False):
            if OPEN in s or CLOSE in s:
                watch.sources.add(s)
            return real_wrap(s, size, width, bold)

        def text_block(surface, s, rect, size=22, colour=theme.TEXT, bold=False, spacing=1.25):
            used = real_block(surface, s, rect, size, colour, bold, spacing)
            if used > pygame.Rect(rect).height + SLACK and s.strip():
                watch._note("spills", s)
            return used

        def rect(surface, colour, r, width=0, border_radius=-1, *args, **kw):
            got = real_rect(surface, colour, r, width, border_radius, *args, **kw)
            if border_radius > 0 or any(v > 0 for v in kw.values()):
                watch._box(surface, pygame.Rect(r), filled=width == 0)
            return got

        def save(self, name):
            watch.shot = name.removesuffix(".png")
            watch.findings = [f._replace(shot=watch.shot) if f.shot is None else f for f in watch.findings]
            try:
                return real_save(self, name)
            finally:
                watch.shot = None

        def runner_init(self, match, *args, **kw):
            watch.players.update(seat.name for seat in match.seats)
            return real_runner_init(self, match, *args, **kw)

        def field_draw(self, surface):
            watch.typed.add(self.value)
            return real_field_draw(self, surface)

        def app_render(self, canvas=None):
            watch.frame += 1
            return real_app_render(self, canvas)

        monkeypatch.setattr(theme, "text", text)
        monkeypatch.setattr(theme, "render", render)
        monkeypatch.setattr(theme, "wrap", wrap)
        monkeypatch.setattr(theme, "text_block", text_block)
        monkeypatch.setattr(pygame.draw, "rect", rect)
        monkeypatch.setattr(tour.Tour, "save", save)
        monkeypatch.setattr(app_module.App, "render", app_render)
        monkeypatch.setattr(match_module.Runner, "__init__", runner_init)
        monkeypatch.setattr(controls.TextField, "draw", field_draw)
        monkeypatch.setattr(i18n, "_catalogue", Catalogue(self))
        monkeypatch.setattr(i18n, "use", lambda lang: i18n.language)
        monkeypatch.setattr(i18n, "language", i18n.PSEUDO)

    def _surface(self, surface) -> tuple[list, list]:
        key = id(surface)
        got = self._per_surface.get(key)
        if got is None or got[0] != self.frame or got[3] is not surface:
            got = self._per_surface[key] = (self.frame, [], [], surface)
        return got[1], got[2]

    def _box(self, surface, r: pygame.Rect, filled: bool) -> None:
        """A button or panel: a text drawn in it next must stay in it; a filled one covers the
        texts drawn before it where it lies over them (a menu over the table, a toast)."""
        if r.width > 8 and r.height > 8:
            boxes, texts = self._surface(surface)
            boxes.append(r)
            if filled:
                under = [(t, s) for t, s in texts if r.colliderect(t)]
                if r.width * r.height <= BUTTON_AREA:
                    for t, s in under:
                        if not r.contains(t):
                            self._note("covered", s)
                texts[:] = [(t, s) for t, s in texts if not r.colliderect(t)]

    def _note(self, kind: str, s: str) -> None:
        where = _where()
        key = (kind, s, where)
        if key not in self.seen:
            self.seen.add(key)
            self.findings.append(Finding(self.shot, kind, s, where))

    # -- checks ----------------------------------------------------------------------------------------
    def _rendered(self, s: str) -> None:
        if s.endswith("…") and self.marked(s) and not self.is_name(s):
            self._note("cut", s)
        if WORDS.search(s) and not self.marked(s) and not self.allowed(s) and not _from_rules_file():
            self._note("unmarked", s)

    def _drawn_at(self, surface, s: str, pos, rect: pygame.Rect, size: int) -> None:
        if not s.strip() or not rect.width:
            return
        core = rect.inflate(-2 * SLACK, -rect.height // 3)
        if not surface.get_rect().contains(core):
            self._note("clipped", s)
        boxes, texts = self._surface(surface)
        anchor = pygame.Rect(0, 0, 1, 1)
        anchor.center = (round(pos[0]), round(pos[1]))
        around = [b for b in boxes if b.contains(anchor) and b.width * b.height > 2 * core.width * core.height // 3]
        if around:
            box = around[-1]                        # the one drawn last: the text's own
            if not box.inflate(2 * SLACK, 2 * SLACK).contains(core):
                self._note("overflow", s)
        for other, other_s in texts:
            if other_s != s and core.colliderect(other):
                clash = core.clip(other)
                if clash.width > 1 and clash.height > 1:
                    self._note("overlap", f"{s}  ×  {other_s}")
                    break
        texts.append((core, s))

    # -- what a text is ---------------------------------------------------------------------------
    def marked(self, s: str) -> bool:
        """Came through the catalogue: has a marker, or is a line of a marked text that was wrapped
        (possibly hyphenated or cut with an ellipsis)."""
        if OPEN in s or CLOSE in s:
            return True
        piece = s.removesuffix("…").removesuffix("-").strip()
        if piece not in self._fragments:
            self._fragments[piece] = bool(piece) and any(piece in src for src in self.sources)
        return self._fragments[piece]

    def is_name(self, s: str) -> bool:
        """A name cut short: a player's, or a content name's or a game title's pseudo text."""
        piece = s.removesuffix("…").removesuffix("-").strip()
        return any(piece in name for name in self.names) or self.allowed(piece)

    def allowed(self, s: str) -> bool:
        """A player's name (of any game the tour made), what a player typed into a field, a network
        code written as codes are (``K7Q-M2X-WP9``, or spaced to be read aloud), or a word that is
        no text to translate."""
        piece = s.removesuffix("…")
        return (s in ALLOWED or s.startswith(PLAYER_NAMES) or any(a.startswith(piece) for a in ALLOWED)
                or any(name.startswith(piece) for name in self.players) or s in self.typed
                or codes.read_code(s.replace("  –  ", "-")) == s.replace("  –  ", "-"))


class Catalogue(i18n.Pseudo):
    """The pseudo catalogue, remembering which of its texts are names (content ``…name`` ids, the
    games' titles)."""

    def __init__(self, watch: Watch):
        super().__init__()
        self.watch = watch
        self.titles = {t for spec in registry.all_games() for t in (spec.title, getattr(spec, "subtitle", ""))}

    def gettext(self, message):
        out = super().gettext(message)
        if message in self.titles:
            self.watch.names.add(out)
        return self._source(out)

    def ngettext(self, singular, plural, n):
        return self._source(super().ngettext(singular, plural, n))

    def pgettext(self, context, message):
        out = super().pgettext(context, message)
        if context.endswith("name") or context.endswith("names"):
            self.watch.names.add(out)
        return self._source(out)

    def _source(self, out: str) -> str:
        """A line of this text drawn on its own (wrapped by the caller) counts as translated."""
        if out not in self.watch.sources:
            self.watch.sources.add(out)
            self.watch._fragments.clear()
        return out


def run(game_id: str, out_dir, monkeypatch) -> list[Finding]:
    """A tour of ``game_id`` in the pseudo-locale; what went wrong, in the order seen."""
    from game.ui.tour import run_tour
    watch = Watch(monkeypatch)
    assert run_tour(game_id, str(out_dir), seed=3) == 0
    return [f._replace(shot=f.shot or "(after the last shot)") for f in watch.findings]


# -- the tests ---------------------------------------------------------------------------------------

GAMES = ["cave_rave", "camp", "boaromia", "rodeo"]
SMALL_FAN = ("Rock'n Rodeo's smallest fan card (the hand at the expansion) in a language 40 % longer: its "
             "needs and its ability do not both fit; the whole text is in the card's hover. Fitting it without "
             "cutting an English card's name is issue 24's 'Cards say everything', not done yet")
#: (kind, text) of findings accepted for now, each with the reason
ALLOWANCE: dict[tuple[str, str], str] = {
    ("cut", "‖ñééxxţ ţţöö…"): SMALL_FAN,
    ("clipped", "‖Mööödd +1‖"): SMALL_FAN,
    ("overflow", "‖Mööödd +1‖"): SMALL_FAN,
    ("cut", "‖Çĥĥàööšš -2‖,…"): SMALL_FAN,
}


def test_the_watch_sees_each_kind_of_trouble(monkeypatch):
    """Texts drawn wrong on purpose: each is found, and what is drawn right is not."""
    pygame.font.init()
    watch = Watch(monkeypatch)
    watch.shot = "test"
    surf = pygame.Surface((600, 300))
    button = pygame.Rect(20, 20, 120, 44)
    theme.panel(surf, button, theme.PANEL_LIGHT)
    theme.text(surf, i18n._("Save & quit"), button.center, 24, anchor="center")             # too long
    ok = pygame.Rect(20, 80, 400, 44)
    theme.panel(surf, ok, theme.PANEL_LIGHT)
    theme.text(surf, i18n._("Quit"), ok.center, 24, anchor="center")                       # fits
    theme.text(surf, theme.cut(i18n._("Nothing to undo yet: you have not made a move."), 20, 200), (20, 140), 20)
    theme.text(surf, theme.cut(i18n.content_text("camp:tiles.x.name", "The Volunteer Helps A Lot"), 20, 120),
               (20, 170), 20)                                                            # a name may be cut
    theme.text(surf, "Not through gettext", (300, 140), 20)
    theme.text(surf, "Ada", (300, 170), 20)                                              # a player's name
    theme.text(surf, i18n._("Undo"), (560, 200), 24)                                     # off the picture
    theme.text(surf, i18n._("Hint"), (20, 240), 24)
    theme.text(surf, i18n._("Skip"), (40, 244), 24)                                      # over "Hint"
    for line in theme.wrap(i18n._("Everyone else: eyes on the stage for a moment."), 20, 150):
        theme.text(surf, line, (300, 220), 20)                                           # lines of a wrapped text
    theme.text(surf, i18n._("Play"), (300, 20), 24)
    pygame.draw.rect(surf, theme.ACCENT, pygame.Rect(330, 10, 60, 50), border_radius=8)  # a button over "Play"
    theme.text_block(surf, i18n._("Everyone else: eyes on the stage for a moment."), pygame.Rect(0, 0, 150, 30))
    got = {(f.kind, f.text) for f in watch.findings}
    assert ("overflow", i18n._("Save & quit")) in got
    assert not any(t == i18n._("Quit") for _k, t in got)
    assert any(k == "cut" and t.startswith(OPEN + "Ñ") for k, t in got)
    assert not any(k == "cut" and "Ţĥĥé" in t for k, t in got)
    assert ("unmarked", "Not through gettext") in got and not any(t == "Ada" for _k, t in got)
    assert ("clipped", i18n._("Undo")) in got
    assert any(k == "overlap" and t.startswith(i18n._("Skip")) for k, t in got)
    assert ("covered", i18n._("Play")) in got
    assert ("spills", i18n._("Everyone else: eyes on the stage for a moment.")) in got
    assert not any(k == "unmarked" for k, _t in got if _t != "Not through gettext")



@pytest.mark.parametrize("game", GAMES)
def test_every_tour_screen_in_the_pseudo_locale_fits_and_is_translated(game, tmp_path, monkeypatch):
    """The tour of ``game`` in the pseudo-locale: no text cut, clipped, out of its box, over or
    under another, spilling out of its block, and none drawn without going through gettext."""
    found = run(game, tmp_path, monkeypatch)
    shots = {p.stem for p in tmp_path.glob("*.png")}
    assert {"01_launcher", "03_game_start", "10_results"} <= shots           # the tour went through
    bad = [f for f in found if (f.kind, f.text) not in ALLOWANCE]
    assert not bad, f"{len(bad)} texts do not fit or bypass gettext:\n" + "\n".join(f.line() for f in bad)
