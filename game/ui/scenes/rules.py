"""How to play: content/<id>/rules.md (our own summary) as scrollable text.

Markdown subset: ``#`` and ``##``/``###`` headings, ``-``/``*`` bullets,
paragraphs; ``**bold**``, ``*italic*`` and ``code`` marks are dropped.
"""

from __future__ import annotations

import re

import pygame

from game.core import i18n, registry
from game.core.content import content_dir
from game.core.i18n import _

from .. import theme
from .base import ShellScene, W
from .scroll import ScrollView

VIEW = pygame.Rect(W // 2 - 640, 178, 1280, 860)
TEXT_W = VIEW.width - 140
STYLE = {"h1": (44, True, theme.ACCENT, 30, 18), "h2": (34, True, theme.HILITE, 28, 12),
         "h3": (28, True, theme.TEXT, 20, 8), "para": (24, False, theme.TEXT, 0, 16),
         "bullet": (24, False, theme.TEXT, 0, 8)}


def rules_path(game_id: str, language: str | None = None):
    """``content/<id>/rules.md`` (English), or ``rules.<language>.md`` where that is written."""
    language = i18n.language if language is None else language
    if language != "en":
        translated = content_dir() / game_id / f"rules.{language}.md"
        if translated.is_file():
            return translated
    return content_dir() / game_id / "rules.md"


def _plain(text: str) -> str:
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"__(.+?)__", r"\1", text)
    text = re.sub(r"(?<!\w)[*_](\S.*?)[*_](?!\w)", r"\1", text)
    text = re.sub(r"`([^`]*)`", r"\1", text)
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    return text.strip()


def parse(markdown: str) -> list[tuple[str, str]]:
    """Blocks of (kind, text): h1, h2, h3, bullet, para."""
    blocks: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(("para", _plain(" ".join(para))))
            para.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        m = re.match(r"^(#{1,6})\s+(.*)$", line)
        if not line:
            flush()
        elif m:
            flush()
            level = min(3, len(m.group(1)))
            blocks.append((f"h{level}", _plain(m.group(2))))
        elif re.match(r"^([-*+]|\d+[.)])\s+", line):
            flush()
            blocks.append(("bullet", _plain(re.sub(r"^([-*+]|\d+[.)])\s+", "", line))))
        elif blocks and blocks[-1][0] == "bullet" and not para and raw.startswith((" ", "\t")):
            kind, text = blocks.pop()
            blocks.append((kind, f"{text} {_plain(line)}"))
        else:
            para.append(line)
    flush()
    return blocks


def render(blocks: list[tuple[str, str]], width: int) -> pygame.Surface:
    """The whole text on one tall transparent surface."""
    placed: list[tuple[str, list[str], int]] = []
    y = 0
    previous = None
    for kind, text in blocks:
        size, bold, _colour, before, after = STYLE[kind]
        if kind == "para" and previous == "bullet":
            before = 12
        previous = kind
        indent = 40 if kind == "bullet" else 0
        lines = theme.wrap(text, size, width - indent, bold)
        y += before if placed else 0
        placed.append((kind, lines, y))
        y += len(lines) * int(size * 1.45) + after
    surf = pygame.Surface((width, max(1, y + 20)), pygame.SRCALPHA)
    for kind, lines, top in placed:
        size, bold, colour, _before, _after = STYLE[kind]
        indent = 40 if kind == "bullet" else 0
        if kind == "bullet":
            pygame.draw.circle(surf, theme.ACCENT, (14, top + int(size * 0.62)), 6)
        for i, line in enumerate(lines):
            theme.text(surf, line, (indent, top + i * int(size * 1.45)), size, colour, bold)
        if kind == "h1":
            yline = top + len(lines) * int(size * 1.45) + 4
            pygame.draw.line(surf, theme.PANEL_BORDER, (0, yline), (width, yline), 2)
    return surf


class RulesScene(ShellScene):
    name = "rules"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        try:
            self.title = _(registry.get(game_id).title)
        except KeyError:
            self.title = game_id
        path = rules_path(game_id)
        self.text = path.read_text(encoding="utf-8") if path.is_file() else None
        self.page: pygame.Surface | None = None
        self.back_button()
        self.scroll = self.add(ScrollView(VIEW.inflate(-6, -6), "text", lambda: app.mouse_pos))

    def blocks(self) -> list[tuple[str, str]]:
        return parse(self.text) if self.text else []

    def content(self) -> pygame.Surface:
        if self.page is None:
            self.page = render(self.blocks(), TEXT_W)
            self.scroll.content_height = self.page.get_height() + 80
        return self.page

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 70, pygame.K_UP: -70, pygame.K_PAGEDOWN: VIEW.height - 80,
                    pygame.K_PAGEUP: -(VIEW.height - 80), pygame.K_SPACE: VIEW.height - 80}.get(event.key)
            if step:
                self.scroll.scroll_by(step)
                return True
            if event.key == pygame.K_HOME:
                self.scroll.scroll_to(0)
            elif event.key == pygame.K_END:
                self.scroll.scroll_to(self.scroll.max_offset)
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_header(surface, _("Rules"),
                         _("{game}  ·  scroll with the wheel, by dragging or with the arrow keys").format(
                             game=self.title))
        theme.panel(surface, VIEW, (34, 31, 44), theme.PANEL_BORDER, radius=18)
        if self.text is None:
            theme.text(surface, _("The rules summary for this game is not written yet."), VIEW.center, 30,
                       theme.TEXT_DIM, anchor="center")
        else:
            page = self.content()
            clip = surface.get_clip()
            inner = VIEW.inflate(-8, -8)
            surface.set_clip(inner)
            surface.blit(page, (VIEW.x + 70, VIEW.y + 40 - self.scroll.offset))
            surface.set_clip(clip)
            self.scroll.fade(surface, (34, 31, 44))
        self.draw_widgets(surface)
