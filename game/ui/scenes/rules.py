"""How to play: content/<id>/rules.md (our own summary) as scrollable text.

Markdown subset: ``#`` and ``##``/``###`` headings, ``-``/``*`` bullets, numbered items
(``1.`` or ``1)``, drawn with their numbers), paragraphs; ``**bold**`` is drawn bold, while
``*italic*``, ``code`` and link marks are dropped. A line of picture markers,
``![caption](sprite) ![caption](sprite)``, shows the pieces a section talks about: a row of
small pictures from ``sprites/<id>/<sprite>.png`` with their captions (``a+b`` draws sprite
``b`` over the middle of ``a``: an emblem on a tile, an icon on a card).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

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
         "bullet": (24, False, theme.TEXT, 0, 8), "number": (24, False, theme.TEXT, 0, 8),
         "pictures": (20, False, theme.TEXT_DIM, 4, 18)}
#: how far list items stand in, and the largest a picture is drawn (its caption below it)
INDENT, PICTURE, PICTURE_GAP, CAPTION_W = 44, 112, 28, 240
#: an image marker (its caption, its sprite names)
IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")


def rules_path(game_id: str, language: str | None = None):
    """``content/<id>/rules.md`` (English), or ``rules.<language>.md`` where that is written."""
    language = i18n.language if language is None else language
    if language != "en":
        translated = content_dir() / game_id / f"rules.{language}.md"
        if translated.is_file():
            return translated
    return content_dir() / game_id / "rules.md"


def fill_words(text: str, spec, options=None) -> str:
    """``text`` with its ``{{name}}`` words for ``options`` (the game's ``rules_words``; the
    defaults where the game is not at hand, or where a word has no value for them): a rules page
    of a two-season Rock'n Rodeo says "season 2" wherever the last season is meant."""
    if spec.rules_words is None:
        return text
    words = {**spec.rules_words(None), **(spec.rules_words(options) if options is not None else {})}
    return re.sub(r"\{\{(\w+)\}\}", lambda m: str(words.get(m.group(1), m.group(0))), text)


class Block(NamedTuple):
    """One block of the rules text: its kind (h1, h2, h3, para, bullet, number, pictures), its
    plain text, the text as (piece, bold) runs, a numbered item's number ("1."), and a row of
    pictures as (caption, sprite) pairs."""

    kind: str
    text: str
    runs: tuple[tuple[str, bool], ...] = ()
    number: str = ""
    pictures: tuple[tuple[str, str], ...] = ()


def _inline(text: str) -> str:
    """``text`` without its italic, code, link and image marks (bold is split off before)."""
    text = re.sub(r"\s{2,}", " ", IMAGE.sub("", text))
    text = re.sub(r"(?<!\w)[*_](\S.*?)[*_](?!\w)", r"\1", text)
    text = re.sub(r"`([^`]*)`", r"\1", text)
    return re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)


def runs_of(text: str) -> tuple[tuple[str, bool], ...]:
    """``text`` as (piece, bold) runs: ``**bold**`` and ``__bold__`` bold, other marks dropped."""
    out: list[tuple[str, bool]] = []
    pos = 0
    for m in re.finditer(r"\*\*(.+?)\*\*|__(.+?)__", text):
        out.append((_inline(text[pos:m.start()]), False))
        out.append((_inline(m.group(1) or m.group(2)), True))
        pos = m.end()
    out.append((_inline(text[pos:]), False))
    out = [(piece, bold) for piece, bold in out if piece]
    if out:                                           # no space before the first word or after the last
        out[0] = (out[0][0].lstrip(), out[0][1])
        out[-1] = (out[-1][0].rstrip(), out[-1][1])
    return tuple((piece, bold) for piece, bold in out if piece)


def _plain(text: str) -> str:
    return "".join(piece for piece, _bold in runs_of(text)).strip()


def _block(kind: str, raw: str, number: str = "") -> Block:
    runs = runs_of(raw)
    return Block(kind, "".join(piece for piece, _bold in runs), runs, number)


def parse(markdown: str) -> list[Block]:
    """The blocks of ``markdown``: headings, paragraphs, bullets, numbered items, picture rows."""
    blocks: list[Block] = []
    para: list[str] = []
    item: list = []                  # the list item being read: [kind, number, raw text]

    def flush() -> None:
        if para:
            blocks.append(_block("para", " ".join(para)))
            para.clear()
        if item:
            blocks.append(_block(item[0], item[2], item[1]))
            item.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        listed = re.match(r"^(?:[-*+]|(\d+[.)]))\s+(.*)$", line)
        if not line:
            flush()
        elif heading:
            flush()
            blocks.append(_block(f"h{min(3, len(heading.group(1)))}", heading.group(2)))
        elif IMAGE.match(line) and not IMAGE.sub("", line).strip():
            flush()
            pictures = tuple((_plain(cap), name) for cap, name in IMAGE.findall(line))
            blocks.append(Block("pictures", " · ".join(c for c, _n in pictures if c), (), "", pictures))
        elif listed:
            flush()
            number = listed.group(1) or ""
            item.extend(["number" if number else "bullet", number.replace(")", "."), listed.group(2)])
        elif item and not para and raw.startswith((" ", "\t")):
            item[2] = f"{item[2]} {line}"
        else:
            if item:
                flush()
            para.append(line)
    flush()
    return blocks


# -- drawing ----------------------------------------------------------------------------------

def _chunks(runs, bold_all: bool = False) -> list[tuple[bool, list[tuple[str, bool]]]]:
    """The runs as words: (a space before it, [(piece, bold)…]); a word split between a bold and
    a plain run ("**steps**.") stays one word."""
    words: list[tuple[bool, list[tuple[str, bool]]]] = []
    space = False
    for piece, bold in runs:
        for token in re.findall(r"\S+|\s+", piece):
            if token.isspace():
                space = True
            elif words and not space:
                words[-1][1].append((token, bold or bold_all))
            else:
                words.append((bool(words) and space, [(token, bold or bold_all)]))
                space = False
    return words


def wrap_runs(runs, size: int, width: int, bold_all: bool = False) -> list[list[tuple[str, bool, int]]]:
    """Lines of (piece, bold, x) that fit ``width``: bold words drawn bold, wrapped between words."""
    space = theme.font(size).size(" ")[0]
    lines: list[list[tuple[str, bool, int]]] = [[]]
    x = 0
    for spaced, pieces in _chunks(runs, bold_all):
        w = sum(theme.font(size, bold).size(piece)[0] for piece, bold in pieces)
        gap = space if spaced and lines[-1] else 0
        if lines[-1] and x + gap + w > width:
            lines.append([])
            x, gap = 0, 0
        x += gap
        for piece, bold in pieces:
            lines[-1].append((piece, bold, x))
            x += theme.font(size, bold).size(piece)[0]
    return lines if lines[0] else []


def picture_of(images, game_id: str, name: str) -> pygame.Surface:
    """The sprite ``name`` of ``game_id`` (``a+b``: ``b`` drawn over the middle of ``a``, at most
    two thirds of its size), at most :data:`PICTURE` wide and high; small icons grow to half that."""
    layers = [images.get(f"{game_id}/{part}.png") for part in name.split("+")]
    base = layers[0].copy()
    for top in layers[1:]:
        room = (base.get_width() * 2 // 3, base.get_height() * 2 // 3)
        f = min(room[0] / top.get_width(), room[1] / top.get_height())
        top = pygame.transform.smoothscale(top, (max(1, int(top.get_width() * f)), max(1, int(top.get_height() * f))))
        base.blit(top, top.get_rect(center=base.get_rect().center))
    w, h = base.get_size()
    f = min(PICTURE / w, PICTURE / h, 2.5)
    f = max(f, min(PICTURE / 2 / w, PICTURE / 2 / h)) if max(w, h) < PICTURE / 2 else f
    return pygame.transform.smoothscale(base, (max(1, round(w * f)), max(1, round(h * f))))


def _picture_row(block: Block, width: int, picture: Callable[[str], pygame.Surface]):
    """(height, [(surface, caption lines, centre x, picture bottom y)]) of a block's pictures with
    their captions under them, in as many rows as they need (each as tall as its tallest)."""
    size = STYLE["pictures"][0]
    line_h = int(size * 1.3)
    rows: list[list[tuple[pygame.Surface, list[str], int, int]]] = [[]]
    x = 0
    for caption, name in block.pictures:
        img = picture(name)
        cell = max(img.get_width(), PICTURE + 40, min(CAPTION_W, theme.font(size).size(caption)[0]))
        if x and x + cell > width:
            rows.append([])
            x = 0
        rows[-1].append((img, theme.wrap(caption, size, cell) if caption else [], x + cell // 2, cell))
        x += cell + PICTURE_GAP
    items, y = [], 0
    for row in rows:
        tall = max(img.get_height() for img, _lines, _cx, _cell in row)
        items += [(img, lines, cx, y + tall) for img, lines, cx, _cell in row]
        y += tall + 8 + max(len(lines) for _img, lines, _cx, _cell in row) * line_h + 16
    return y - 16, items


def render(blocks: list[Block], width: int, picture: Callable[[str], pygame.Surface] | None = None) -> pygame.Surface:
    """The whole text on one tall transparent surface (``picture(name)``: a row's pictures; rows
    are left out without it)."""
    placed: list[tuple[Block, object, int]] = []
    y = 0
    previous = None
    for block in blocks:
        kind = block.kind
        size, bold, _colour, before, after = STYLE[kind]
        if kind == "pictures":
            if picture is None:
                continue
            height, lines = _picture_row(block, width, picture)
        else:
            if kind == "para" and previous in ("bullet", "number"):
                before = 12
            indent = INDENT if kind in ("bullet", "number") else 0
            lines = wrap_runs(block.runs, size, width - indent, bold)
            height = len(lines) * int(size * 1.45)
        previous = kind
        y += before if placed else 0
        placed.append((block, lines, y))
        y += height + after
    surf = pygame.Surface((width, max(1, y + 20)), pygame.SRCALPHA)
    for block, lines, top in placed:
        size, bold, colour, _before, _after = STYLE[block.kind]
        if block.kind == "pictures":
            for img, caption, cx, bottom in lines:
                surf.blit(img, img.get_rect(midbottom=(cx, top + bottom)))
                for i, line in enumerate(caption):
                    theme.text(surf, line, (cx, top + bottom + 8 + i * int(size * 1.3)), size, colour,
                               anchor="midtop")
            continue
        indent = INDENT if block.kind in ("bullet", "number") else 0
        if block.kind == "bullet":
            pygame.draw.circle(surf, theme.ACCENT, (14, top + int(size * 0.62)), 6)
        elif block.kind == "number":
            theme.text(surf, block.number, (0, top), size, theme.ACCENT, bold=True)
        for i, line in enumerate(lines):
            for piece, strong, x in line:
                theme.text(surf, piece, (indent + x, top + i * int(size * 1.45)), size, colour, strong)
        if block.kind == "h1":
            yline = top + len(lines) * int(size * 1.45) + 4
            pygame.draw.line(surf, theme.PANEL_BORDER, (0, yline), (width, yline), 2)
    return surf


class RulesScene(ShellScene):
    name = "rules"

    def __init__(self, app, game_id: str, options=None):
        super().__init__(app)
        self.game_id = game_id
        try:
            spec = registry.get(game_id)
            self.title = _(spec.title)
        except KeyError:
            spec, self.title = None, game_id
        path = rules_path(game_id)
        self.text = path.read_text(encoding="utf-8") if path.is_file() else None
        if self.text is not None and spec is not None:
            self.text = fill_words(self.text, spec, options)
        self.page: pygame.Surface | None = None
        self.back_button()
        self.scroll = self.add(ScrollView(VIEW.inflate(-6, -6), "text", lambda: app.mouse_pos))

    def blocks(self) -> list[Block]:
        return parse(self.text) if self.text else []

    def picture(self, name: str) -> pygame.Surface:
        """A piece the rules talk about, from ``sprites/<id>/`` (a marker's sprite names)."""
        return picture_of(self.app.images, self.game_id, name)

    def content(self) -> pygame.Surface:
        if self.page is None:
            self.page = render(self.blocks(), TEXT_W, self.picture)
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
