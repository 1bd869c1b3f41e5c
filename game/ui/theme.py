"""Colours, fonts and text drawing shared by every scene."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import pygame

from game.core.resources import asset_dir

from .surface_cache import Store, scoped, surface_cache

# palette: a warm festival night
BG = (24, 22, 30)
PANEL = (40, 37, 50)
PANEL_LIGHT = (58, 54, 72)
PANEL_BORDER = (90, 84, 110)
TEXT = (240, 236, 228)
TEXT_DIM = (170, 164, 180)
TEXT_DARK = (30, 26, 24)
ACCENT = (255, 176, 59)        # primary buttons, focus
ACCENT_DARK = (200, 120, 30)
GOOD = (110, 200, 120)         # legal target, success
BAD = (230, 90, 80)            # illegal, error
HILITE = (255, 230, 120)       # hover / selection glow
SHADOW = (0, 0, 0, 110)


_HEX = re.compile(r"^#?[0-9a-fA-F]{6}$")


def rgb(hex_colour: str) -> tuple[int, int, int]:
    """``"#e07a3f"`` as ``(224, 122, 63)``; anything else (``"#zzzzzz"``, ``"red"``, a number) raises
    ValueError naming it."""
    if not isinstance(hex_colour, str) or not _HEX.match(hex_colour):
        raise ValueError(f"{str(hex_colour)[:40]!r} is not a colour like #e07a3f")
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


# Lato (SIL Open Font License 1.1, fonts/OFL.txt), copied from Debian's fonts-lato package:
# Medium for running text (it holds up on the dark felt when a laptop scales the canvas down),
# the real Bold for titles and emphasis. A logical size is the font's em size times FONT_SCALE.
FONT_FILES = {False: "Lato-Medium.ttf", True: "Lato-Bold.ttf"}
FONT_SCALE = 1.08


def drawable(text) -> str:
    """``text`` as the font can take it: a NUL (a dropped file's name may hold one) and a lone
    surrogate (a name from a file) as "?", anything not a text as its ``str``."""
    if not isinstance(text, str):
        text = str(text)
    text = text.replace("\0", "?")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-8", "replace").decode("utf-8")
    return text


class _Font(pygame.font.Font):
    """A font that remembers what it measured: a table drawn again measures the same words (names,
    labels, log lines) hundreds of times, and a measurement costs as much as drawing a short line.
    It measures and draws any text without raising (:func:`drawable`; a text of zero width, such
    as a zero-width space alone, is drawn as an empty line)."""

    def __init__(self, path: str, size: int):
        super().__init__(path, size)
        self._sizes: dict[str, tuple[int, int]] = {}

    def size(self, text: str) -> tuple[int, int]:
        got = self._sizes.get(text)
        if got is None:
            if len(self._sizes) > 20000:
                self._sizes.clear()
            try:
                got = super().size(drawable(text))
            except pygame.error:            # (none known: the text is measured as an empty line)
                got = super().size("")
            self._sizes[text] = got
        return got

    def render(self, text, antialias, color, bgcolor=None, wraplength=0) -> pygame.Surface:
        text = drawable(text)
        try:
            return super().render(text, antialias, color, bgcolor, wraplength)
        except pygame.error:                # "Text has zero width": nothing to draw
            return super().render("", antialias, color, bgcolor, wraplength)


#: the fonts kept open at most (a font holds its face, the glyphs it drew and what it measured:
#: some 0.3 MB each; the app uses some 25 sizes); they are closed when a table opens or is left
#: (``game.ui.surface_cache``'s scopes), and the next scene opens the ones it draws with
FONT_CACHE_ENTRIES = 40
_fonts = scoped(Store(), "table", "shell")


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The app's font (Lato, from fonts/) at a logical pixel size (kept open: :data:`FONT_CACHE_ENTRIES`,
    the one opened first closed first)."""
    got = _fonts.get((size, bold))
    if got is None:
        if len(_fonts) >= FONT_CACHE_ENTRIES:
            del _fonts[next(iter(_fonts))]
        got = _fonts[size, bold] = _Font(str(asset_dir("fonts") / FONT_FILES[bool(bold)]), round(size * FONT_SCALE))
    return got


#: the pixels the rendered lines of text keep at most (the least recently drawn go first); like
#: the shadows, they are let go when a table opens or is left (``game.ui.surface_cache``'s scopes)
RENDER_CACHE_BYTES = 4_000_000
#: ... and the whole shadows of small panels (a larger panel's shadow is laid from a piece: :func:`_lay_shadow`)
SHADOW_CACHE_BYTES = 2_000_000
#: a shadow of at most this many bytes is blitted whole (quicker than the pieces below some 300 KB)
SHADOW_WHOLE_BYTES = 160_000
#: the length of the stretches of a shadow's edges (and the side of its middle's squares) that a
#: larger shadow is laid from
SHADOW_STRETCH = 128


@surface_cache(RENDER_CACHE_BYTES, scope=("table", "shell"))
def render(text: str, size: int, colour: tuple, bold: bool = False) -> pygame.Surface:
    """One line of text as an image: the one place text is rasterised (cached, within
    :data:`RENDER_CACHE_BYTES`). A NUL, which the font cannot draw (a dropped file's name may hold
    one), shows as "?"."""
    return font(size, bold).render(text.replace("\0", "?"), True, colour)


def text(surface: pygame.Surface, s: str, pos, size: int = 24, colour=TEXT, bold: bool = False,
         anchor: str = "topleft") -> pygame.Rect:
    """Draw one line; ``anchor`` is a Rect attribute (topleft, center, midright ...)."""
    img = render(s, size, tuple(colour), bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def cut(s: str, size: int, room: float, bold: bool = False) -> str:
    """``s`` cut short with an ellipsis until it fits ``room`` pixels (a name on a narrow panel):
    the longest ``s[:k] + "…"`` that fits (k ≥ 2), found by halving, so a name of thousands of
    characters costs a dozen measurements, not thousands."""
    f = font(size, bold)
    most = int(room / (0.15 * size)) + 4    # no visible glyph is narrower than 0.15 em: measure no more
    if len(s) > most and f.size(s[:most] + "…")[0] <= room:
        return s[:most] + "…"               # (only zero-width marks could get here)
    if len(s) <= 3 or (len(s) <= most and f.size(s)[0] <= room):
        return s
    lo, hi = 2, min(len(s), most) - 2       # s[:lo] + "…" is the shortest kept, even when too wide
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "…")[0] <= room:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "…"


#: a soft hyphen (U+00AD) in a text: where a long word may break, with a hyphen shown only there
SOFT_HYPHEN = "\u00ad"
#: consonant letters that stay together at the head of a syllable ("Fla-sche", "Zu-cker", "Bü-cher",
#: "Höhlen-grölen", "Haar-spray", "Zen-trum"), the longest first
#: (not "gl", "kl" …: "Gesang-lehrer", "Tanz-lehrer", German compounds whose second part begins with
#: an l are too common)
_ONSETS = ("spr", "str", "sch", "ch", "ck", "ph", "th", "sh", "br", "dr", "fr", "gr", "kr", "pr", "tr")
#: the fewest letters a piece of a broken word keeps on its line ("Ge-" or "-er" would read badly)
MIN_PIECE = 3


def _base(ch: str) -> str:
    """A letter without its accents, lower case ("Ö" -> "o", "ŕ" -> "r")."""
    return unicodedata.normalize("NFD", ch)[0].lower()


def _vowel(ch: str) -> bool:
    return ch.isalpha() and _base(ch) in "aeiouy"


def syllable_breaks(word: str) -> list[int]:
    """Where ``word`` may break between syllables, as the index the second piece starts at: in
    each run of consonants between two vowels, before its last consonant ("Gesangs-lehrer",
    "Video-bottom", "Tanz-lehrer") or before the group of them that begins a syllable (:data:`_ONSETS`:
    "Men-schen", "Höhlen-grölen"), never leaving fewer than :data:`MIN_PIECE` letters on either side."""
    letters = [i for i, ch in enumerate(word) if ch.isalpha()]
    out = []
    vowels = [i for i in range(len(word)) if _vowel(word[i])]
    for a, b in zip(vowels, vowels[1:], strict=False):
        run = word[a + 1:b]
        if not run or not all(ch.isalpha() for ch in run):
            continue
        k = b - 1
        low = "".join(_base(ch) for ch in run)
        onset = next((o for o in _ONSETS if low.endswith(o)), "")
        if onset:
            k = b - len(onset)
        if k <= a:
            continue
        before = sum(1 for i in letters if i < k)
        if before >= MIN_PIECE and len(letters) - before >= MIN_PIECE:
            out.append(k)
    return out


def _hyphenated(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """``word`` in pieces that fit ``width``, each but the last ending in a hyphen ("Gesangs-",
    "lehrer"): after a hyphen of the word's own or at a soft hyphen where one fits ("Power-Metal-",
    "Ritter": German compounds), else between syllables (:func:`syllable_breaks`), both halves on
    a line of their own where they can, else as late as the line allows; a word with neither is
    cut near the middle where both halves fit, else as late as the line allows. Soft hyphens are
    not drawn."""
    pieces = []
    plain = word.replace(SOFT_HYPHEN, "")
    while f.size(plain)[0] > width and len(plain) > 4:
        own = [k + 1 for k in range(1, len(word) - 2) if word[k] in ("-", SOFT_HYPHEN)
               and f.size(_shown(word[:k + 1]))[0] <= width]
        if own:
            halves = [k for k in own if f.size(_shown(word[k:]))[0] <= width]
            k = (min(halves, key=lambda k: abs(f.size(_shown(word[:k]))[0] - f.size(_shown(word[k:]))[0]))
                 if halves else max(own))
            pieces.append(_shown(word[:k]))
            word = word[k:]
            plain = word.replace(SOFT_HYPHEN, "")
            continue
        word = plain
        fits = [k for k in syllable_breaks(word) if f.size(word[:k] + "-")[0] <= width]
        if not fits:
            fits = [k for k in range(2, len(word) - 1) if f.size(word[:k] + "-")[0] <= width]
            halves = [k for k in fits if f.size(word[k:])[0] <= width]
            k = min(halves, key=lambda k: abs(2 * k - len(word))) if halves else max(fits, default=2)
        else:
            halves = [k for k in fits if f.size(word[k:])[0] <= width]
            k = (min(halves, key=lambda k: abs(f.size(word[:k])[0] - f.size(word[k:])[0])) if halves
                 else max(fits))
        pieces.append(word[:k] + "-")
        word = plain = word[k:]
    return pieces + [plain]


def _shown(piece: str) -> str:
    """A piece of a word as drawn: its soft hyphens left out, one it ends at shown as a hyphen."""
    if piece.endswith(SOFT_HYPHEN):
        return piece[:-1].replace(SOFT_HYPHEN, "") + "-"
    return piece.replace(SOFT_HYPHEN, "")


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than ``width`` pixels; a word wider than a line (a long name
    on a narrow chip or in the log) is broken with a hyphen rather than left to run over."""
    return list(_wrapped(s, size, width, bold))


@lru_cache(maxsize=8192)
def _wrapped(s: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """:func:`wrap`'s lines, remembered (a table drawn again wraps the same texts)."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        words = [piece for w in words for piece in _hyphenated(w, f, width)]
        line = ""
        for w in words:
            trial = f"{line} {w}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return tuple(lines)


@surface_cache(SHADOW_CACHE_BYTES, 512, scope=("table", "shell"))
def _shadow(width: int, height: int, radius: int) -> pygame.Surface:
    """A panel's whole shadow (made once a size)."""
    shadow = pygame.Surface((width + 12, height + 12), pygame.SRCALPHA)
    pygame.draw.rect(shadow, SHADOW, shadow.get_rect().inflate(-6, -6), border_radius=radius + 4)
    return shadow


def _corner(radius: int) -> int:
    """The side of the square at each corner of a shadow that holds its rounding (and the margin)."""
    return max(radius + 4, 0) + 4


@surface_cache(SHADOW_CACHE_BYTES, 64, scope=("table", "shell"))
def _shadow_piece(radius: int) -> pygame.Surface:
    """What a shadow larger than its corners is laid from (issue 21: the shadow of a panel as large
    as the screen was a picture of 8 MB, and the shadows kept filled their cache all evening): the
    whole shadow of a square panel a stretch larger than its corners. Its corners are the corners
    of any such shadow of ``radius`` (a rounded rectangle's corners do not depend on its size),
    its edges' stretches and its middle are laid side by side along the others."""
    side = 2 * _corner(radius) + SHADOW_STRETCH - 12
    return _shadow(side, side, radius)


def _lay_shadow(surface: pygame.Surface, width: int, height: int, radius: int, at: tuple[int, int],
                hole: pygame.Rect | None = None) -> None:
    """Blit the shadow of a ``width`` x ``height`` panel with its top left at ``at``: the whole
    shadow where it is small (:data:`SHADOW_WHOLE_BYTES`), else laid from :func:`_shadow_piece`,
    pixel for pixel the same, but for ``hole`` (where the panel covers its shadow: nothing of the
    shadow need go there)."""
    c, n = _corner(radius), SHADOW_STRETCH
    w, h = width + 12, height + 12
    if w < 2 * c + 1 or h < 2 * c + 1 or 4 * w * h <= SHADOW_WHOLE_BYTES:
        surface.blit(_shadow(width, height, radius), at)
        return
    piece = _shadow_piece(radius)
    far = piece.get_width() - c                      # where the piece's right and bottom corners begin
    x0, y0 = at
    right, bottom = x0 + w - c, y0 + h - c
    blit = surface.blit
    for y, sy in ((y0, 0), (bottom, far)):                                  # the top and bottom rows
        blit(piece, (x0, y), (0, sy, c, c))
        for x in range(x0 + c, right, n):
            blit(piece, (x, y), (c, sy, min(n, right - x), c))
        blit(piece, (right, y), (far, sy, c, c))
    for y in range(y0 + c, bottom, n):                                      # the left and right edges
        rows = min(n, bottom - y)
        blit(piece, (x0, y), (0, c, c, rows))
        blit(piece, (right, y), (far, c, c, rows))
    for part in _around(pygame.Rect(x0 + c, y0 + c, right - x0 - c, bottom - y0 - c), hole):   # the middle
        for y in range(part.top, part.bottom, n):
            for x in range(part.left, part.right, n):
                blit(piece, (x, y), (c, c, min(n, part.right - x), min(n, part.bottom - y)))


def _around(rect: pygame.Rect, hole: pygame.Rect | None) -> list[pygame.Rect]:
    """``rect`` less ``hole``, as up to four rectangles."""
    inner = rect.clip(hole) if hole is not None else pygame.Rect(0, 0, 0, 0)
    if not inner.w or not inner.h:
        return [rect]
    parts = [pygame.Rect(rect.left, rect.top, rect.w, inner.top - rect.top),
             pygame.Rect(rect.left, inner.bottom, rect.w, rect.bottom - inner.bottom),
             pygame.Rect(rect.left, inner.top, inner.left - rect.left, inner.h),
             pygame.Rect(inner.right, inner.top, rect.right - inner.right, inner.h)]
    return [p for p in parts if p.w > 0 and p.h > 0]


def text_block(surface: pygame.Surface, s: str, rect: pygame.Rect, size: int = 22, colour=TEXT,
               bold: bool = False, spacing: float = 1.25) -> int:
    """Draw wrapped text inside ``rect``; returns the height used."""
    y = rect.top
    step = int(font(size, bold).get_linesize() * spacing / 1.25)
    for line in wrap(s, size, rect.width, bold):
        if line:
            text(surface, line, (rect.left, y), size, colour, bold)
        y += step
    return y - rect.top


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=PANEL, border=PANEL_BORDER,
          radius: int = 14, width: int = 2) -> None:
    """A rounded panel with a soft shadow."""
    inset = max(radius, 0)                    # (the panel's fill covers all of it but its corners)
    hole = rect.inflate(-2 * inset, -2 * inset) if min(rect.width, rect.height) > 2 * inset else None
    _lay_shadow(surface, rect.width, rect.height, radius, (rect.x - 3, rect.y + 3), hole)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)
