"""Höhlengrölen table: your hand fanned at the bottom, the opponents around the
top, deck and discard pile in the middle, a meld panel that explains every
band before you lay it out, and a log at the side.

Everything static is drawn once into a cached layer and rebuilt only when the
state, the selection or the set of cards in flight changes; a frame blits that
layer, then hover outlines, flying cards and tooltips.
"""

from __future__ import annotations

import math
import time

import pygame

from game.core.state import Event
from game.ui import theme
from game.ui.anim import Move, Pulse, Wait
from game.ui.table import TableScene

from .rules import BONUS_ORDER, DOUBLERS, HAND_LIMIT, UNKNOWN, band_value

W, H = 1920, 1080
TOP_H = 64
PLAY_L, PLAY_R = 16, 1584
LOG_RECT = pygame.Rect(1600, 80, 304, 984)

CARD = (156, 218)          # your hand
PILE = (128, 178)          # deck and discard pile
MINI = (66, 92)            # cards of bands on the table, the discard strip
SMALL = (48, 67)           # opponents' hands
BONUS = (124, 172)         # your bonus cards

OPP_TOP = 76
OPP_PANEL_H = 150
OPP_BANDS = (236, 440)     # y range of the opponents' bands
DECK_RECT = pygame.Rect(36, 462, *PILE)
DISCARD_RECT = pygame.Rect(188, 462, *PILE)
CHIPS_X = 344
CHIPS_Y = 470
MY_BANDS = pygame.Rect(556, 470, PLAY_R - 556, 212)
MELD_RECT = pygame.Rect(456, 690, PLAY_R - 456, 106)
INFO_RECT = pygame.Rect(16, 690, 424, 106)
HAND_RECT = pygame.Rect(456, 800, PLAY_R - 456, 280)
BONUS_Y = 860

PARCHMENT_TEXT = (58, 42, 30)
SPECTATOR_SUMMARY_S = 4.0      # with no human at the table the casting report closes by itself
BONUS_COLOURS = {"singer": (178, 102, 214), "dancer": (64, 182, 172), "stylist": (236, 132, 58)}
BONUS_ROLE = {"singer": "Singing Teacher", "dancer": "Dance Instructor", "stylist": "Stylist"}
BONUS_EFFECT = {"singer": "×2", "dancer": "×2", "stylist": "+3"}
BONUS_HELP = {
    "singer": "doubles one band's value (after everything else). A band sings or dances: "
              "never with the Dance Instructor.",
    "dancer": "doubles one band's value (after everything else). A band sings or dances: "
              "never with the Singing Teacher.",
    "stylist": "adds 3 to one band's value (before any doubling); combines with a doubler.",
}
STEP_WORDS = {"repeat": "−2 {genre} already out", "stylist": "+3 Stylist",
              "singer": "×2 Singing Teacher", "dancer": "×2 Dance Instructor"}


def explain(steps, genre: str) -> str:
    """'7, −2 Rap already out, +3 Stylist, ×2 Dance Instructor = 16' (typeset)."""
    parts = [str(steps[0][1])]
    parts += [STEP_WORDS[name].format(genre=genre) for name, _ in steps[1:]]
    text = ", ".join(parts)
    return f"{text} = {steps[-1][1]}" if len(steps) > 1 else text


def _light(colour) -> bool:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150


def _tinted(img: pygame.Surface, colour) -> pygame.Surface:
    out = img.copy()
    out.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class CardArt:
    """Rendered cards, cached: faces at any size, backs, bonus cards, icons."""

    def __init__(self, app, content):
        self.app = app
        self.content = content
        self._cache: dict[tuple, pygame.Surface] = {}
        self._rotated: dict[tuple, pygame.Surface] = {}
        self.colours = [theme.rgb(g.colour) for g in content.genres]

    def image(self, rel: str, size) -> pygame.Surface:
        return self.app.images.get(f"cave_rave/{rel}", size=tuple(size))

    def _get(self, key, make):
        got = self._cache.get(key)
        if got is None:
            got = self._cache[key] = make()
        return got

    # -- musicians --------------------------------------------------------------
    def face(self, card: int, size=CARD) -> pygame.Surface:
        return self._get(("face", card, tuple(size)), lambda: self._face(card, tuple(size)))

    def _face(self, card: int, size) -> pygame.Surface:
        w, h = size
        m = self.content.musicians[card]
        g = self.content.card_genre[card]
        genre = self.content.genres[g]
        colour = self.colours[g]
        dark = _light(colour)
        fg = theme.TEXT_DARK if dark else (255, 255, 255)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(self.image("card_face.png", size), (0, 0))
        big = w >= 120
        pad = max(3, w // 26)
        head_h = round(h * (0.26 if big else 0.30))
        head = pygame.Rect(pad, pad, w - 2 * pad, head_h)
        pygame.draw.rect(surf, colour, head, border_radius=max(4, w // 16))
        pygame.draw.rect(surf, tuple(max(0, c - 60) for c in colour), head, 2, border_radius=max(4, w // 16))
        psize = 46 if big else (24 if w >= 60 else 21)
        theme.text(surf, str(m.points), (head.x + (12 if big else 5), head.centery + 1), psize, fg,
                   bold=True, anchor="midleft")
        sym_name = f"genre_{genre.symbol}_white.png"
        if big or w >= 60:
            s = round(head_h * 0.72)
            sym = self.image(sym_name, (s, s))
            if dark:
                sym = _tinted(sym, theme.TEXT_DARK)
            surf.blit(sym, sym.get_rect(midright=(head.right - (8 if big else 3), head.centery)))
        if big:
            s = max(28, min(66, h - head.bottom - 44 - 34 - 14))
            sym = self.image(f"genre_{genre.symbol}.png", (s, s))
            surf.blit(sym, sym.get_rect(center=(w // 2, head.bottom + 6 + s // 2)))
            y = head.bottom + 6 + s + 4
            lines = theme.wrap(m.name, 20, w - 36, bold=True)[:2]   # clear of the next card in the fan
            for line in lines:
                theme.text(surf, line, (w // 2, y), 20, PARCHMENT_TEXT, bold=True, anchor="midtop")
                y += 22
            gi = _tinted(self.image(f"gender_{m.gender}.png", (26, 26)), PARCHMENT_TEXT)
            surf.blit(gi, (10, h - 36))
            theme.text(surf, genre.name, (38, h - 23), 20, PARCHMENT_TEXT, anchor="midleft")
        else:
            s = round(min(w * 0.62, (h - head.bottom) * 0.62))
            sym = self.image(f"genre_{genre.symbol}.png", (s, s))
            cy = head.bottom + (h - head.bottom) // 2 - (2 if w >= 60 else 0)
            surf.blit(sym, sym.get_rect(center=(w // 2, cy)))
            gs = max(12, w // 4)
            gi = _tinted(self.image(f"gender_{m.gender}.png", (gs, gs)), PARCHMENT_TEXT)
            surf.blit(gi, (w - gs - pad - 1, h - gs - pad - 1))
        return surf

    def back(self, size=PILE) -> pygame.Surface:
        return self._get(("back", tuple(size)), lambda: self.image("card_back.png", size))

    def glow(self, size, colour, width: int = 8, radius: int = 14) -> pygame.Surface:
        """A soft ring to put around a card of ``size`` (the returned surface is bigger by 2*width)."""
        def make():
            w, h = size[0] + 2 * width, size[1] + 2 * width
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(width):
                a = round(220 * (i + 1) / width) if i < width - 2 else 255
                pygame.draw.rect(surf, (*colour[:3], min(255, a // 2 + 40)),
                                 pygame.Rect(i, i, w - 2 * i, h - 2 * i), 2, border_radius=radius + width - i)
            return surf
        return self._get(("glow", tuple(size), tuple(colour), width, radius), make)

    def hand_card(self, card: int, selected: bool, angle: float) -> pygame.Surface:
        """A hand card, with a glow when selected, rotated for the fan (the last 160 kept)."""
        key = ("hand", card, selected, round(angle, 2))
        got = self._rotated.pop(key, None)
        if got is not None:
            self._rotated[key] = got            # most recently used last
            return got
        if len(self._rotated) >= 160:
            self._rotated.pop(next(iter(self._rotated)))

        def make():
            pad = 12
            base = pygame.Surface((CARD[0] + 2 * pad, CARD[1] + 2 * pad), pygame.SRCALPHA)
            shadow = pygame.Surface(CARD, pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=12)
            base.blit(shadow, (pad + 4, pad + 6))
            if selected:
                g = self.glow(CARD, theme.HILITE, 10, 14)
                base.blit(g, (pad - 10, pad - 10))
            base.blit(self.face(card), (pad, pad))
            if angle:
                return pygame.transform.rotozoom(base, angle, 1.0)
            return base
        got = self._rotated[key] = make()
        return got

    # -- bonus cards --------------------------------------------------------------
    def bonus_card(self, kind: str, used: bool, selected: bool = False, size=BONUS) -> pygame.Surface:
        return self._get(("bonus", kind, used, selected, tuple(size)),
                         lambda: self._bonus(kind, used, selected, tuple(size)))

    def _bonus(self, kind: str, used: bool, selected: bool, size) -> pygame.Surface:
        w, h = size
        colour = BONUS_COLOURS[kind]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (44, 34, 52), surf.get_rect(), border_radius=12)
        inner = surf.get_rect().inflate(-10, -10)
        pygame.draw.rect(surf, tuple(c // 3 for c in colour), inner, border_radius=9)
        pygame.draw.rect(surf, colour, surf.get_rect(), 4, border_radius=12)
        theme.text(surf, BONUS_EFFECT[kind], (w // 2, 10), 36, theme.HILITE, bold=True, anchor="midtop")
        lines = theme.wrap(BONUS_ROLE[kind], 20, w - 16, bold=True)
        y = h - 12 - 22 * len(lines)
        s = min(72, y - 56)
        img = self.image(f"bonus_{kind}.png", (s, s))
        surf.blit(img, img.get_rect(center=(w // 2, 52 + (y - 52) // 2)))
        for line in lines:
            theme.text(surf, line, (w // 2, y), 20, theme.TEXT, bold=True, anchor="midtop")
            y += 22
        if used:
            surf = pygame.transform.grayscale(surf)
            dim = pygame.Surface(size, pygame.SRCALPHA)
            dim.fill((0, 0, 0, 120))
            surf.blit(dim, (0, 0), special_flags=0)
            stamp = pygame.Rect(0, 0, w - 20, 34)
            stamp.center = (w // 2, h // 2)
            pygame.draw.rect(surf, (110, 100, 110), stamp, border_radius=6)
            theme.text(surf, "USED", stamp.center, 22, theme.TEXT, bold=True, anchor="center")
        if selected:
            out = pygame.Surface((w + 20, h + 20), pygame.SRCALPHA)
            out.blit(self.glow(size, theme.HILITE, 10, 12), (0, 0))
            out.blit(surf, (10, 10))
            return out
        return surf

    def bonus_icon(self, kind: str, used: bool, s: int = 40) -> pygame.Surface:
        def make():
            surf = pygame.Surface((s, s), pygame.SRCALPHA)
            colour = BONUS_COLOURS[kind]
            pygame.draw.rect(surf, tuple(c // 3 for c in colour), surf.get_rect(), border_radius=8)
            pygame.draw.rect(surf, colour, surf.get_rect(), 2, border_radius=8)
            img = self.image(f"bonus_{kind}.png", (s - 10, s - 10))
            surf.blit(img, (5, 5))
            if used:
                surf = pygame.transform.grayscale(surf)
                surf.set_alpha(90)
                pygame.draw.line(surf, (200, 80, 70), (4, s - 4), (s - 4, 4), 3)
            return surf
        return self._get(("bicon", kind, used, s), make)

    def genre_icon(self, g: int, s: int, white: bool = False) -> pygame.Surface:
        sym = self.content.genres[g].symbol
        return self.image(f"genre_{sym}{'_white' if white else ''}.png", (s, s))


class CaveRaveScene(TableScene):
    name = "cave_rave"

    def __init__(self, app, runner):
        self.content = runner.spec.content
        self.art = CardArt(app, self.content)
        self.selected: list[int] = []
        self.bonus_sel: list[str] = []
        self.sort_mode = "genre"
        self.summary: dict | None = None
        self._summary_pending: dict | None = None
        self._summary_timer = 0.0
        self.hover: str | None = None
        self.mouse = (0, 0)
        self.log_scroll = 0
        self._version = 0
        self._hover_version = -1
        self._shown_state: tuple = ()
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self._log_cache = None
        self._surf_cache: dict = {}
        self._bg: pygame.Surface | None = None
        self._before: dict = {}
        self._sel_owner: int | None = None
        self.v = None
        super().__init__(app, runner)

    # =========================================================================
    # display state
    # =========================================================================
    def rebuild(self) -> None:
        viewer = self.viewer
        self.v = self.state.view(viewer if viewer is not None else -1)
        hand = self.v.hands[viewer] if viewer is not None else []
        if viewer != self._sel_owner:          # another producer sits at the bottom now
            self.selected, self.bonus_sel, self._sel_owner = [], [], viewer
            self.message = ""
        self.selected = [c for c in self.selected if c in hand]
        if viewer is None:
            self.bonus_sel = []
        else:
            self.bonus_sel = [b for b in self.bonus_sel if b in self.v.bonuses[viewer]]
        self._layout()
        self._touch()

    def _touch(self) -> None:
        self._version += 1

    def say(self, text: str, bad: bool = True) -> None:
        super().say(text, bad)
        self._touch()

    def on_undo(self) -> None:
        self.summary = None
        self._summary_pending = None

    def holding(self) -> bool:
        return self.summary is not None or self._summary_pending is not None

    def after_human_action(self, seat, action) -> None:
        if action[0] in ("band", "crossover", "discard"):
            self.selected = []
            self.bonus_sel = []
            self._layout()
            self._touch()

    def sorted_hand(self, cards) -> list[int]:
        c = self.content
        by_value = self.sort_mode == "value"

        def key(n):
            if by_value:
                return c.card_points[n], c.card_genre[n], c.musicians[n].name
            return c.card_genre[n], c.card_points[n], c.musicians[n].name
        return sorted(cards, key=key)

    # -- layout ------------------------------------------------------------------
    def bottom_seat(self) -> int | None:
        return self.viewer

    def top_seats(self) -> list[int]:
        n = self.v.num_players
        b = self.bottom_seat()
        start = 0 if b is None else b + 1
        return [(start + k) % n for k in range(n) if (start + k) % n != b]

    def _layout(self) -> None:
        v = self.v
        tops = self.top_seats()
        k = max(1, len(tops))
        gap = 16
        zw = (PLAY_R - PLAY_L - gap * (k - 1)) // k
        self.opp_zone: dict[int, pygame.Rect] = {}
        self.opp_panel: dict[int, pygame.Rect] = {}
        self.opp_cards: dict[int, list[pygame.Rect]] = {}
        if k == 1:         # a single opponent sits across the table, over your hand
            zw = 980
        for i, seat in enumerate(tops):
            x = PLAY_L + i * (zw + gap) if k > 1 else HAND_RECT.centerx - zw // 2
            self.opp_zone[seat] = pygame.Rect(x, OPP_TOP, zw, OPP_BANDS[1] - OPP_TOP)
            panel = pygame.Rect(x, OPP_TOP, zw, OPP_PANEL_H)
            self.opp_panel[seat] = panel
            n = len(v.hands[seat])
            room = panel.width - 24 - 3 * 48 - 30
            step = min(SMALL[0] + 6, max(12, (room - SMALL[0]) // max(1, n - 1))) if n > 1 else 0
            self.opp_cards[seat] = [pygame.Rect(panel.x + 24 + j * step, panel.y + 74, *SMALL)
                                    for j in range(n)]
        # bands on the table
        self.groups_layout: list[tuple[dict, pygame.Rect, list[pygame.Rect], pygame.Rect]] = []
        table = v.table()
        regions = {s: pygame.Rect(z.x, OPP_BANDS[0], z.width, OPP_BANDS[1] - OPP_BANDS[0])
                   for s, z in self.opp_zone.items()}
        b = self.bottom_seat()
        if b is not None:
            regions[b] = MY_BANDS.copy()
        for seat, region in regions.items():
            mine = [g for g in table if g["owner"] == seat]
            for step, gap_x in ((30, 18), (20, 10), (12, 6)):
                placed = self._place_groups(mine, region, step, gap_x)
                if placed is not None:
                    break
            else:
                placed = self._place_groups(mine, region, 12, 6, force=True)
            self.groups_layout.extend(placed)
        # your hand: a gentle fan
        self.hand_order: list[int] = []
        self.hand_pos: dict[int, tuple[pygame.Rect, float]] = {}
        self.hand_hit: dict[int, pygame.Rect] = {}
        if b is not None:
            order = self.sorted_hand(v.hands[b])
            self.hand_order = order
            n = len(order)
            step = min(146, (HAND_RECT.width - CARD[0]) / max(1, n - 1)) if n > 1 else 0
            total = CARD[0] + step * (n - 1)
            x0 = HAND_RECT.centerx - total / 2
            mid = (n - 1) / 2
            for i, c in enumerate(order):
                d = i - mid
                angle = -d * 1.5
                dy = d * d * 2.2
                r = pygame.Rect(round(x0 + i * step), round(1080 - CARD[1] - 24 + dy), *CARD)
                if c in self.selected:
                    r.y -= 40
                self.hand_pos[c] = (r, angle)
                vis_w = CARD[0] if i == n - 1 else max(20, min(CARD[0], round(step)))
                self.hand_hit[c] = pygame.Rect(r.x, r.y, vis_w, CARD[1])
        self.bonus_rects: dict[str, pygame.Rect] = {}
        if b is not None:
            for i, kind in enumerate(BONUS_ORDER):
                r = pygame.Rect(24 + i * (BONUS[0] + 12), BONUS_Y, *BONUS)
                if kind in self.bonus_sel:
                    r.y -= 8
                self.bonus_rects[kind] = r
        self.genre_chips = [pygame.Rect(CHIPS_X, CHIPS_Y + i * 54, 196, 46)
                            for i in range(len(self.content.genres))]
        # buttons
        self.btn_rects = {
            "sort": pygame.Rect(1352, 8, 220, 48),
            "rules": pygame.Rect(1588, 8, 150, 48),
            "menu": pygame.Rect(1750, 8, 150, 48),
            "confirm": pygame.Rect(MELD_RECT.right - 420, MELD_RECT.y + 22, 196, 62),
            "discard_button": pygame.Rect(MELD_RECT.right - 212, MELD_RECT.y + 22, 196, 62),
        }
        self.summary_rect = pygame.Rect(0, 0, 1040, 600)
        self.summary_rect.center = (PLAY_R // 2 + 8, 520)
        self.btn_rects["continue"] = pygame.Rect(0, 0, 260, 64)
        self.btn_rects["continue"].midbottom = (self.summary_rect.centerx, self.summary_rect.bottom - 28)

    @staticmethod
    def _place_groups(groups, region: pygame.Rect, step: int, gap_x: int, force: bool = False):
        """Groups left to right in rows inside ``region``; None when they do not fit."""
        out = []
        x, y = region.x, region.y
        row_h = MINI[1] + 36
        for g in groups:
            ncard = len(g["cards"])
            cw = MINI[0] + step * (ncard - 1)
            bw = cw + 8 + 62
            if x + bw > region.right and x > region.x:
                x = region.x
                y += row_h
            if y + MINI[1] > region.bottom and not force:
                return None
            cards = [pygame.Rect(x + j * step, y, *MINI) for j in range(ncard)]
            badge = pygame.Rect(x + cw + 8, y + 6, 62, 48)
            out.append((g, pygame.Rect(x, y, bw, MINI[1]), cards, badge))
            x += bw + gap_x
        return out

    # =========================================================================
    # what may be done now
    # =========================================================================
    def my_turn(self) -> bool:
        seat = self.human_to_act()
        return seat is not None and seat == self.viewer and not self.holding()

    def phase(self) -> str:
        return self.v.phase

    def draw_problem(self, source: str) -> str | None:
        """Why clicking the deck or the discard pile does nothing now, or None when it draws."""
        if self.state.is_terminal():
            return "The game is over."
        seat = self.seat_to_act()
        if not self.my_turn():
            if seat is not None and self.is_bot(seat):
                return f"Wait: it is {self.seats[seat].name}'s turn."
            if seat is not None and seat != self.viewer:
                return f"It is {self.seats[seat].name}'s turn."
            return "Not now."
        v = self.v
        if v.phase != "draw":
            return "You have already drawn this turn."
        if source == "discard" and not v.discard:
            return "First turn of the casting: the discard pile is empty. Draw two from the deck."
        if source == "deck" and v.deck_left < 2 and v.discard:
            return "Only one card is left on the deck: take it together with the top discard."
        return None

    def meld_state(self) -> dict:
        """What the meld panel says and allows for the current selection.

        ``{"title", "detail", "status", "bad", "action", "can_discard", "discard_why"}``
        """
        v = self.v
        seat = self.viewer
        out = {"title": "", "detail": "", "status": "", "bad": False, "action": None,
               "can_discard": False, "discard_why": "", "confirm_why": ""}
        if seat is None:
            out["title"] = "Watching" if not self.humans() else "Hands are hidden"
            return out
        sel = self.selected
        mine = self.my_turn()
        phase = v.phase
        actor = self.seat_to_act()
        # discard button
        if not mine:
            out["discard_why"] = "Wait for your turn."
        elif phase == "draw":
            out["discard_why"] = "Draw first: the deck, or the discard pile."
        elif len(sel) != 1:
            out["discard_why"] = "Select exactly one card of your hand to discard."
        else:
            out["can_discard"] = True
        # the selection
        genre = self.content.card_genre
        names = [g.name for g in self.content.genres]
        if sel and mine and phase == "discard":
            if len(sel) == 1:
                out["title"] = f"Discard {v.card_name(sel[0])}"
                out["detail"] = (f"{_plural(v.discards_due, 'card')} still to discard; at most {HAND_LIMIT} "
                                 "stay in your hand.")
            else:
                out["title"] = f"Discard {_plural(v.discards_due, 'more card')}"
                out["detail"] = "Select exactly one card, then click Discard."
            out["confirm_why"] = "You have started discarding: no more bands this turn."
        elif sel and mine and phase == "meld" and len(sel) == 1:
            out["title"] = f"Discard {v.card_name(sel[0])}?"
            out["detail"] = ("Discarding ends your chance to form bands this turn. Select more cards to plan "
                             "a band or crossover instead.")
            out["confirm_why"] = "A band has 3 to 5 musicians, a crossover 3 or 4: select more cards."
        elif sel:
            same = len({genre[c] for c in sel}) == 1
            if same:
                g = genre[sel[0]]
                value, steps = band_value(sum(self.content.card_points[c] for c in sel), v.genre_out(g),
                                          self.bonus_sel)
                beat = v.must_beat(seat)
                out["title"] = f"Band ({names[g]}): {explain(steps, names[g])}" + (
                    f" — must beat {beat}" if beat is not None else "")
                problem = v.band_problem(seat, tuple(sel), tuple(self.bonus_sel))
                out["action"] = ("band", tuple(sorted(sel)), tuple(b for b in BONUS_ORDER if b in self.bonus_sel))
                if len(sel) < 3:
                    problem = f"A band has 3 to 5 musicians: {_plural(len(sel), 'card')} selected."
                out["detail"] = self._bonus_hint(seat) if not problem else ""
            else:
                female = self.content.card_female
                kind = ("girl group" if all(female[c] for c in sel) else
                        "boy group" if not any(female[c] for c in sel) else "group")
                pts = sum(self.content.card_points[c] for c in sel)
                out["title"] = f"Crossover {kind}: {pts} CO points"
                problem = v.crossover_problem(seat, tuple(sel))
                if not problem and self.bonus_sel:
                    problem = "bonus cards cannot be used with a crossover: deselect them"
                out["action"] = ("crossover", tuple(sorted(sel)))
                out["detail"] = "Crossover points count for the +5 (casting) and +10 (game) bonuses."
            if problem:
                out["action"] = None
                out["confirm_why"] = _sentence(problem)
                out["status"] = _sentence(problem)
                out["bad"] = True
            elif not mine:
                out["confirm_why"] = "You can lay it out on your turn, after drawing."
                out["status"] = out["confirm_why"]
            elif phase == "draw":
                out["confirm_why"] = "Draw first, then lay it out."
                out["status"] = out["confirm_why"]
            elif phase == "discard":
                out["confirm_why"] = "You have started discarding: no more bands this turn."
                out["status"] = out["confirm_why"]
                out["bad"] = True
            else:
                out["status"] = "Legal — click Confirm to lay it out."
        else:
            out["confirm_why"] = "Select 3–5 cards of one genre (a band) or of different genres (a crossover)."
            if not mine:
                if actor is None:
                    out["title"] = "The game is over"
                elif self.is_bot(actor):
                    out["title"] = f"{self.seats[actor].name} is playing…"
                else:
                    out["title"] = f"{self.seats[actor].name}'s turn"
                out["detail"] = "Select cards to plan a band meanwhile."
            elif phase == "draw":
                out["title"] = "Your turn: draw"
                if not v.discard:
                    out["detail"] = "Click the deck to draw two cards (the discard pile is still empty)."
                elif v.deck_left < 2:
                    out["detail"] = "Last card on the deck: click the discard pile (top card + the last card)."
                else:
                    out["detail"] = ("Click the deck for two cards, or the discard pile for its top card "
                                     "and one from the deck.")
            elif phase == "meld":
                due = max(1, len(v.hands[seat]) - HAND_LIMIT)
                out["title"] = f"Form bands, then discard {_plural(due, 'card')}"
                out["detail"] = ("Band: 3–5 cards of one genre. Crossover: 3–4 women or 3–4 men, all of "
                                 "different genres. Or select one card to discard.")
                hint = self._meld_hint(seat)
                if hint:
                    out["detail"] = hint
            else:
                out["title"] = f"Discard {_plural(v.discards_due, 'more card')}"
                out["detail"] = (f"At most {HAND_LIMIT} cards may stay in your hand. Select a card, "
                                 "then click Discard.")
        if self.message:
            out["status"] = self.message
            out["bad"] = self.message_bad
        return out

    def _meld_hint(self, seat: int) -> str:
        """What could be laid out right now, in words (or "")."""
        v = self.v
        acts = v.meld_actions(seat)
        if not acts:
            return ""
        names = [g.name for g in self.content.genres]
        plain: dict[int, int] = {}
        boosted: set[int] = set()
        for a in acts:
            if a[0] != "band":
                continue
            g = self.content.card_genre[a[1][0]]
            if a[2]:
                boosted.add(g)
            else:
                value = band_value(sum(self.content.card_points[c] for c in a[1]), v.genre_out(g), ())[0]
                plain[g] = max(plain.get(g, 0), value)
        parts = [f"a {names[g]} band worth up to {val}" for g, val in sorted(plain.items())]
        parts += [f"a {names[g]} band with bonus cards" for g in sorted(boosted - set(plain))]
        female = self.content.card_female
        for want, label in ((True, "girl"), (False, "boy")):
            cos = [a for a in acts if a[0] == "crossover" and female[a[1][0]] == want]
            if cos:
                best = max(sum(self.content.card_points[c] for c in a[1]) for a in cos)
                parts.append(f"a crossover {label} group (up to {best} CO)")
        return "You could form " + "; ".join(parts) + ". Select its cards."

    def _bonus_hint(self, seat) -> str:
        doubling = any(b in DOUBLERS for b in self.bonus_sel)
        free = [b for b in BONUS_ORDER if b in self.v.bonuses[seat] and b not in self.bonus_sel
                and not (doubling and b in DOUBLERS)]
        if not free:
            return "No bonus card left to add." if not self.bonus_sel else ""
        names = ", ".join(BONUS_ROLE[b] for b in free)
        return f"Add a bonus card? Click it beside your hand: {names}."

    # =========================================================================
    # input
    # =========================================================================
    def targets(self) -> dict[str, pygame.Rect]:
        t: dict[str, pygame.Rect] = {"deck": DECK_RECT.copy(), "discard": DISCARD_RECT.copy()}
        for c in self.hand_order:
            t[f"card:{c}"] = self.hand_hit[c].copy()
        for kind, r in self.bonus_rects.items():
            t[f"bonus:{kind}"] = r.copy()
        for name in ("confirm", "discard_button", "sort", "rules", "menu"):
            t[name] = self.btn_rects[name].copy()
        if self.summary is not None:
            t["continue"] = self.btn_rects["continue"].copy()
        return t

    def _hand_at(self, pos) -> int | None:
        for c in reversed(self.hand_order):
            r, angle = self.hand_pos[c]
            dx, dy = pos[0] - r.centerx, pos[1] - r.centery
            a = math.radians(angle)
            lx = dx * math.cos(a) - dy * math.sin(a)
            ly = dx * math.sin(a) + dy * math.cos(a)
            if abs(lx) <= r.width / 2 and abs(ly) <= r.height / 2:
                return c
        return None

    def hit(self, pos) -> str | None:
        """The name of what lies under ``pos`` (topmost first)."""
        if self.summary is not None:
            if self.btn_rects["continue"].collidepoint(pos):
                return "continue"
            return "summary"
        for name in ("sort", "rules", "menu"):
            if self.btn_rects[name].collidepoint(pos):
                return name
        if self.viewer is not None:
            for name in ("confirm", "discard_button"):
                if self.btn_rects[name].collidepoint(pos):
                    return name
            c = self._hand_at(pos)
            if c is not None:
                return f"card:{c}"
            for kind, r in self.bonus_rects.items():
                if r.collidepoint(pos):
                    return f"bonus:{kind}"
        if DECK_RECT.collidepoint(pos):
            return "deck"
        if DISCARD_RECT.collidepoint(pos):
            return "discard"
        for i, (_, block, _, _) in enumerate(self.groups_layout):
            if block.collidepoint(pos):
                return f"group:{i}"
        for i, r in enumerate(self.genre_chips):
            if r.collidepoint(pos):
                return f"genre:{i}"
        for seat, r in self.opp_panel.items():
            if r.collidepoint(pos):
                return f"seat:{seat}"
        if INFO_RECT.collidepoint(pos) and self.viewer is not None:
            return f"seat:{self.viewer}"
        if LOG_RECT.collidepoint(pos):
            return "log"
        return None

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.hit(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            if self.hover == "log" or LOG_RECT.collidepoint(self.mouse):
                self._scroll_log(event.y * 2)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            if LOG_RECT.collidepoint(event.pos):
                self._scroll_log(2 if event.button == 4 else -2)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.anims.busy():
                self.anims.finish_all()
                self.update(0.0)
            self.click(self.hit(event.pos))
            self.hover = self.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.selected or self.bonus_sel:
                self.selected, self.bonus_sel = [], []
                self.message = ""
                self._layout()
                self._touch()

    def _scroll_log(self, lines: int) -> None:
        total = getattr(self, "_log_lines_total", 0)
        self.log_scroll = max(0, min(max(0, total - 1), self.log_scroll + lines))
        self._log_cache = None

    def click(self, name: str | None) -> None:
        if name is None:
            return
        if name == "continue":
            self.sound("click")
            self.summary = None
            self._touch()
            self._advance()
            return
        if name == "summary":
            return
        if name == "menu":
            self.sound("click")
            self.on_escape()
            return
        if name == "rules":
            self.sound("click")
            self.app.show_rules("cave_rave")
            return
        if name == "sort":
            self.sound("click")
            self.sort_mode = "value" if self.sort_mode == "genre" else "genre"
            self._layout()
            self._touch()
            return
        if name in ("deck", "discard"):
            problem = self.draw_problem(name)
            if problem:
                self.say(problem)
                self.sound("error")
                self._touch()
                return
            self.play(("draw", name))
            return
        if name.startswith("card:"):
            c = int(name[5:])
            if c in self.selected:
                self.selected.remove(c)
            else:
                self.selected.append(c)
            self.message = ""
            self.sound("click")
            self._layout()
            self._touch()
            return
        if name.startswith("bonus:"):
            self._toggle_bonus(name[6:])
            return
        if name == "confirm":
            m = self.meld_state()
            if m["action"] is None or not self.my_turn() or self.v.phase != "meld":
                self.say(m["confirm_why"] or "Nothing to confirm.")
                self.sound("error")
                self._touch()
                return
            self.play(m["action"])
            self._touch()
            return
        if name == "discard_button":
            m = self.meld_state()
            if not m["can_discard"]:
                self.say(m["discard_why"])
                self.sound("error")
                self._touch()
                return
            self.play(("discard", self.selected[0]))
            self._touch()
            return

    def _toggle_bonus(self, kind: str) -> None:
        seat = self.viewer
        if seat is None:
            return
        if kind not in self.v.bonuses[seat]:
            self.say(f"Your {BONUS_ROLE[kind]} has already helped a band: each bonus card works once per game.")
            self.sound("error")
        elif kind in self.bonus_sel:
            self.bonus_sel.remove(kind)
            self.message = ""
            self.sound("click")
        else:
            self.message = ""
            if kind in DOUBLERS:
                other = [d for d in DOUBLERS if d != kind and d in self.bonus_sel]
                if other:
                    self.bonus_sel.remove(other[0])
                    self.say(f"A band sings or dances, not both: {BONUS_ROLE[kind]} replaces "
                             f"{BONUS_ROLE[other[0]]}.", bad=False)
            self.bonus_sel.append(kind)
            self.sound("click")
        self._layout()
        self._touch()

    # =========================================================================
    # animations and sounds from events
    # =========================================================================
    def before_action(self, seat, action) -> None:
        self._before = {
            "hand": {c: r.copy() for c, (r, _) in self.hand_pos.items()},
            "opp": {s: (rs[-1].copy() if rs else pygame.Rect(self.opp_panel[s].x + 20,
                                                                 self.opp_panel[s].y + 58, *SMALL))
                    for s, rs in self.opp_cards.items()},
        }

    def _seat_anchor(self, seat: int) -> pygame.Rect:
        """Where a card of ``seat``'s hand appears to come from (no exact slot known)."""
        before = self._before.get("opp", {})
        if seat in before:
            return before[seat]
        if seat in self.opp_cards and self.opp_cards[seat]:
            return self.opp_cards[seat][-1]
        if seat in self.opp_panel:
            p = self.opp_panel[seat]
            return pygame.Rect(p.x + 20, p.y + 58, *SMALL)
        r = pygame.Rect(0, 0, *CARD)
        r.midbottom = (HAND_RECT.centerx, H + 40)
        return r

    def on_events(self, events: list[Event]) -> None:
        delay = 0.0
        viewer = self.viewer
        before_hand = self._before.get("hand", {})
        opp_slots: dict[int, int] = {}
        game_over = any(e.kind == "game_end" for e in events)
        for ev in events:
            k, seat, d = ev.kind, ev.seat, ev.data
            if k in ("dealt", "drew"):
                card = d["card"]
                src = DISCARD_RECT if d.get("source") == "discard" else DECK_RECT
                face_up = d.get("source") == "discard"
                if seat == viewer and card in self.hand_pos:
                    dest = self.hand_pos[card][0]
                    img = self.art.face(card, CARD)
                    first = self.art.face(card, CARD) if face_up else self.art.back(CARD)
                    hides = [("hand", card)]
                else:
                    cards = self.opp_cards.get(seat, [])
                    known = list(self.v.hands[seat]) if seat is not None else []
                    if face_up and card in known:
                        idx = known.index(card)
                    else:
                        idx = len(cards) - 1 - opp_slots.get(seat, 0)
                        opp_slots[seat] = opp_slots.get(seat, 0) + 1
                    dest = cards[idx] if 0 <= idx < len(cards) else self._seat_anchor(seat)
                    img = self.art.face(card, SMALL) if face_up else self.art.back(SMALL)
                    first = img
                    hides = [("opp", seat, idx)]
                self.anims.add(Move(first, src, dest, 0.42, delay=delay, arc=40, image_after=img,
                                    flip_at=0.45, hides=hides, layer=2,
                                    on_start=lambda: self.sound("card_draw")))
                delay += 0.09 if k == "dealt" else 0.16
            elif k == "discarded":
                card = d["card"]
                if seat == viewer and card in before_hand:
                    src = before_hand[card]
                else:
                    src = self._seat_anchor(seat)
                self.anims.add(Move(self.art.face(card, PILE), src, DISCARD_RECT, 0.38, delay=delay, arc=30,
                                    hides=[("discard_top",)], layer=2, show_waiting=True,
                                    on_start=lambda: self.sound("discard")))
                delay += 0.2
            elif k in ("band", "crossover"):
                placed = None
                for g, block, rects, badge in self.groups_layout:
                    if g is d or (g["owner"] == d["owner"] and g["cards"] == d["cards"]):
                        placed = (block, rects, badge)
                        break
                snd = "band_formed" if k == "band" else "crossover"
                for j, card in enumerate(d["cards"]):
                    src = before_hand.get(card) if seat == viewer else None
                    if src is None:
                        src = self._seat_anchor(seat)
                    dest = placed[1][j] if placed else src
                    self.anims.add(Move(self.art.face(card, CARD), src, dest, 0.45, delay=delay + 0.07 * j,
                                        arc=20, hides=[("group", card)], layer=2, show_waiting=True,
                                        on_start=(lambda: self.sound("card_place")) if j == 0 else None,
                                        on_done=(lambda s=snd: self.sound(s)) if j == 0 else None))
                delay += 0.45 + 0.07 * len(d["cards"])
                if placed:
                    self.anims.add(Pulse(placed[0].inflate(10, 10), theme.HILITE, 0.7, delay=delay - 0.05,
                                         layer=3))
                if d.get("bonuses"):
                    self.anims.add(Wait(0.05, delay=delay - 0.1, on_start=lambda: self.sound("bonus")))
            elif k == "turn":
                if seat is not None and not self.is_bot(seat):
                    self.anims.add(Wait(0.01, delay=delay, on_start=lambda: self.sound("turn")))
                if seat in self.opp_panel:
                    self.anims.add(Pulse(self.opp_panel[seat], theme.HILITE, 0.6, delay=delay, layer=3))
                elif seat == self.bottom_seat():
                    self.anims.add(Pulse(INFO_RECT, theme.HILITE, 0.6, delay=delay, layer=3))
            elif k == "casting_end":
                self.anims.add(Wait(0.01, delay=delay, on_start=lambda: self.sound("casting_end")))
                if not game_over:
                    self._summary_pending = self._summary_data(d)
                    delay += 0.2
            elif k == "casting_start":
                if d.get("casting", 0) > 0:
                    self.anims.add(Wait(0.01, delay=delay, on_start=lambda: self.sound("shuffle")))
                    self.anims.add(Pulse(DECK_RECT, theme.GOOD, 0.8, delay=delay, layer=3))
            elif k == "game_end":
                self.anims.add(Wait(0.3, delay=delay, on_start=lambda: self.sound("win")))
        self._show_pending_summary()

    def _summary_data(self, d: dict) -> dict:
        st = self.state
        n = st.num_players
        c = d["casting"]
        so_far = [0] * n
        for sc in st.casting_scores[:c + 1]:
            for s in range(n):
                so_far[s] += sc["bands"][s] + sc["crossover_bonus"][s]
        nxt = st.starter
        two_decks = n == 2 and c % 2 == 0
        return {"casting": c, "castings": st.castings, "bands": d["bands"], "best_co": d["best_crossover"],
                "co_points": d["crossover_points"], "co_bonus": d["crossover_bonus"], "total": so_far,
                "next": nxt, "two_decks": two_decks}

    def _show_pending_summary(self) -> None:
        if self._summary_pending is not None and not self.anims.busy():
            self.summary = self._summary_pending
            self._summary_pending = None
            self._summary_timer = time.monotonic()
            self._touch()

    # =========================================================================
    # the tour (``openair tour cave_rave``)
    # =========================================================================
    def tour_shots(self, save) -> None:
        """Extra screens: a band being planned, the discard pile on hover, a casting summary."""
        seat = self.viewer
        if seat is None:
            return
        keep = (list(self.selected), list(self.bonus_sel), self.mouse, self.summary)
        plan = self._tour_plan(seat)
        if plan is not None:
            self.selected, self.bonus_sel = list(plan[0]), list(plan[1])
            self._layout()
            self._touch()
            self.mouse = self.btn_rects["confirm"].center
            save("11_cave_rave_meld")
        self.selected, self.bonus_sel = keep[0], keep[1]
        self._layout()
        self._touch()
        if self.v.discard:
            self.mouse = DISCARD_RECT.center
            self._touch()
            save("12_cave_rave_discard_pile")
        if self.state.casting_scores:
            self.summary = self._summary_data(self.state.casting_scores[-1])
            self.mouse = self.btn_rects["continue"].center
            self._touch()
            save("13_cave_rave_casting_summary")
        self.summary = keep[3]
        self.mouse = keep[2]
        self._touch()

    def _tour_plan(self, seat: int):
        v = self.v
        hand = v.hands[seat]
        acts = v.meld_actions(seat) if len(hand) >= 4 else []
        bands = [a for a in acts if a[0] == "band"]
        if bands:
            a = max(bands, key=lambda a: (len(a[2]), len(a[1])))
            return list(a[1]), list(a[2])
        if acts:
            return list(acts[0][1]), []
        by_genre: dict[int, list[int]] = {}
        for c in hand:
            by_genre.setdefault(self.content.card_genre[c], []).append(c)
        best = max(by_genre.values(), key=len, default=[])
        if len(best) >= 2:
            return best[:5], [b for b in ("stylist",) if b in v.bonuses[seat]]
        return None

    # =========================================================================
    # the loop
    # =========================================================================
    def update(self, dt: float) -> None:
        version = self.anims.version
        super().update(dt)
        self._show_pending_summary()
        if self.summary is not None and not self.humans():
            if time.monotonic() - self._summary_timer >= SPECTATOR_SUMMARY_S:
                self.summary = None        # watching bots: the report closes by itself
                self._touch()
                self._advance()
        shown = (self.thinking_seat, self.seat_to_act(), self.viewer, self.summary is not None)
        if version != self.anims.version or shown != self._shown_state:
            self._shown_state = shown
            self._touch()
        if self._hover_version != self._version:
            self._hover_version = self._version
            self.hover = self.hit(self.mouse)

    def wake_in(self) -> float | None:
        """Seconds until the bots-only casting report closes by itself (the app sleeps meanwhile)."""
        if self.summary is not None and not self.humans():
            return max(0.0, SPECTATOR_SUMMARY_S - (time.monotonic() - self._summary_timer))
        return None

    def step_bots_blocking(self, limit: int = 100000) -> int:
        n = super().step_bots_blocking(limit)
        self._show_pending_summary()
        return n

    # =========================================================================
    # drawing
    # =========================================================================
    def draw(self, surface: pygame.Surface) -> None:
        key = (self._version, self.anims.version, surface.get_size())
        if self._layer is None or self._layer_key != key:
            self._layer = self._render_layer()
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        self._draw_dynamic(surface)

    def _cached(self, key, make) -> pygame.Surface:
        got = self._surf_cache.get(key)
        if got is None:
            if len(self._surf_cache) > 300:
                self._surf_cache.clear()
            got = self._surf_cache[key] = make()
        return got

    def _background(self) -> pygame.Surface:
        if self._bg is not None:
            return self._bg

        def make():
            bg = self.app.images.get("cave_rave/table.png", size=(W, H), alpha=False).copy()
            # a soft vignette: dark edges, the lit table in the middle
            small = pygame.Surface((64, 36), pygame.SRCALPHA)
            for y in range(36):
                for x in range(64):
                    dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
                    d = min(1.0, math.hypot(dx, dy) / 1.25)
                    small.set_at((x, y), (0, 0, 0, round(170 * d ** 2.2)))
            bg.blit(pygame.transform.smoothscale(small, (W, H)), (0, 0))
            try:
                return bg.convert()
            except pygame.error:
                return bg
        self._bg = make()
        return self._bg

    def _render_layer(self) -> pygame.Surface:
        layer = self._layer
        if layer is None:
            try:
                layer = pygame.Surface((W, H)).convert()
            except pygame.error:
                layer = pygame.Surface((W, H))
        layer.blit(self._background(), (0, 0))
        hidden = self.anims.hidden()
        self._draw_topbar(layer)
        for seat in self.top_seats():
            self._draw_opponent(layer, seat, hidden)
        self._draw_piles(layer, hidden)
        self._draw_genre_chips(layer)
        self._draw_groups(layer, hidden)
        if self.bottom_seat() is not None:
            self._draw_my_bands_label(layer)
            self._draw_info(layer)
            self._draw_meld(layer)
            self._draw_bonus(layer)
            self._draw_hand(layer, hidden)
        else:
            self._draw_spectator(layer)
        self._draw_log(layer)
        return layer

    # -- top bar ----------------------------------------------------------------
    def _draw_topbar(self, s: pygame.Surface) -> None:
        bar = self._cached("topbar", lambda: self._bar_surface())
        s.blit(bar, (0, 0))
        v = self.v
        theme.text(s, "Höhlengrölen", (24, TOP_H // 2), 30, theme.ACCENT, bold=True, anchor="midleft")
        c = min(v.casting + 1, v.castings)
        theme.text(s, f"Casting {c} of {v.castings}", (240, TOP_H // 2), 24, theme.TEXT, anchor="midleft")
        deck = f"Deck {v.deck_left}"
        if v.deck_queue:
            deck += f"  (+{v.deck_queue[0]} in the 2nd deck)"
        theme.text(s, deck, (440, TOP_H // 2), 22, theme.TEXT_DIM, anchor="midleft")
        actor = self.seat_to_act()
        if actor is None:
            status, colour = "Game over", theme.TEXT
        else:
            name = self.seats[actor].name
            phase = {"draw": "draw", "meld": "bands, then discard",
                     "discard": f"discard {v.discards_due}"}.get(v.phase, v.phase)
            who = "Your turn" if actor == self.viewer and not self.is_bot(actor) else f"{name}'s turn"
            if self.thinking_seat == actor:
                phase = "thinking…"
            status, colour = f"{who}: {phase}", theme.rgb(self.seats[actor].colour)
        x = 820
        pygame.draw.circle(s, colour, (x, TOP_H // 2), 11)
        pygame.draw.circle(s, theme.TEXT, (x, TOP_H // 2), 11, 2)
        theme.text(s, status, (x + 22, TOP_H // 2), 26, theme.TEXT, bold=True, anchor="midleft")
        self._button(s, "sort", f"Sort: {self.sort_mode}", False)
        self._button(s, "rules", "Rules", False)
        self._button(s, "menu", "Menu", False)

    def _bar_surface(self) -> pygame.Surface:
        bar = pygame.Surface((W, TOP_H), pygame.SRCALPHA)
        bar.fill((18, 14, 20, 215))
        pygame.draw.line(bar, (*theme.ACCENT_DARK, 255), (0, TOP_H - 2), (W, TOP_H - 2), 2)
        return bar

    def _button_surface(self, size, label: str, style: str) -> pygame.Surface:
        def make():
            w, h = size
            surf = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
            r = pygame.Rect(3, 0, w, h)
            if style == "disabled":
                fill, fg, border = (46, 40, 52), theme.TEXT_DIM, theme.PANEL_BORDER
            elif style.startswith("primary"):
                fill = theme.HILITE if style.endswith("hover") else theme.ACCENT
                fg, border = theme.TEXT_DARK, theme.ACCENT_DARK
            else:
                fill = theme.PANEL_BORDER if style.endswith("hover") else theme.PANEL_LIGHT
                fg, border = theme.TEXT, theme.HILITE if style.endswith("hover") else theme.PANEL_BORDER
            theme.panel(surf, r, fill, border, radius=12)
            size_px = 26 if h >= 56 else 24
            theme.text(surf, label, r.center, size_px, fg, bold=True, anchor="center")
            return surf
        return self._cached(("btn", tuple(size), label, style), make)

    def _button_style(self, name: str, hover: bool) -> tuple[str, str]:
        if name == "confirm":
            m = self._meld_cache()
            enabled = m["action"] is not None and self.my_turn() and self.v.phase == "meld"
            label = "Confirm"
            style = ("primary" if enabled else "disabled")
        elif name == "discard_button":
            m = self._meld_cache()
            label = "Discard"
            style = "normal" if m["can_discard"] else "disabled"
        elif name == "continue":
            label, style = "Continue", "primary"
        else:
            label = {"sort": f"Sort: {self.sort_mode}", "rules": "Rules", "menu": "Menu"}[name]
            style = "normal"
        if hover and style != "disabled":
            style += "-hover"
        return label, style

    def _button(self, s: pygame.Surface, name: str, label: str | None, hover: bool) -> None:
        lab, style = self._button_style(name, hover)
        r = self.btn_rects[name]
        s.blit(self._button_surface(r.size, label or lab, style), (r.x - 3, r.y))

    # -- opponents ----------------------------------------------------------------
    def _draw_opponent(self, s: pygame.Surface, seat: int, hidden: set) -> None:
        v = self.v
        p = self.opp_panel[seat]
        seat_info = self.seats[seat]
        colour = theme.rgb(seat_info.colour)
        acting = self.seat_to_act() == seat
        theme.panel(s, p, (34, 30, 42), theme.HILITE if acting else theme.PANEL_BORDER, radius=14,
                    width=3 if acting else 2)
        pygame.draw.rect(s, colour, pygame.Rect(p.x, p.y, 12, p.height),
                         border_top_left_radius=14, border_bottom_left_radius=14)
        score = self._cached(("score", v.running_score(seat)),
                             lambda: theme.font(28, True).render(f"{v.running_score(seat)} pts", True,
                                                                  theme.ACCENT))
        s.blit(score, score.get_rect(topright=(p.right - 16, p.y + 10)))
        name = seat_info.name
        room = p.width - 24 - score.get_width() - 30
        while len(name) > 3 and theme.font(26, True).size(name)[0] > room:
            name = name[:-2] + "…"
        theme.text(s, name, (p.x + 24, p.y + 10), 26, theme.TEXT, bold=True)
        what = "human" if not seat_info.is_bot else f"{seat_info.kind} bot"
        beat = v.must_beat(seat)
        sub = f"{what} · " + (f"must beat {beat}" if beat is not None else "no band yet")
        theme.text(s, sub, (p.x + 24, p.y + 44), 20, theme.TEXT_DIM)
        if self.thinking_seat == seat:
            theme.text(s, "thinking…", (p.right - 16, p.y + 44), 22, theme.ACCENT, bold=True, anchor="topright")
        elif acting:
            theme.text(s, "to play", (p.right - 16, p.y + 44), 22, theme.HILITE, bold=True, anchor="topright")
        # hand: cards known to all (taken from the discard pile) face up, the rest as backs
        hand = v.hands[seat]
        for j, r in enumerate(self.opp_cards[seat]):
            if ("opp", seat, j) in hidden or j >= len(hand):
                continue
            c = hand[j]
            img = self.art.back(SMALL) if c == UNKNOWN else self.art.face(c, SMALL)
            s.blit(img, r)
        # bonus cards still to use
        for i, kind_ in enumerate(BONUS_ORDER):
            icon = self.art.bonus_icon(kind_, kind_ not in v.bonuses[seat], 42)
            s.blit(icon, (p.right - 16 - (3 - i) * 48 + 6, p.y + 86))

    # -- piles ----------------------------------------------------------------------
    def _pile_glow(self, s, rect, legal: bool) -> None:
        if legal:
            g = self.art.glow(rect.size, theme.GOOD, 10, 14)
            s.blit(g, (rect.x - 10, rect.y - 10))

    def _draw_piles(self, s: pygame.Surface, hidden: set) -> None:
        v = self.v
        mine = self.my_turn() and v.phase == "draw"
        deck_legal = mine and self.draw_problem("deck") is None
        disc_legal = mine and self.draw_problem("discard") is None
        self._pile_glow(s, DECK_RECT, deck_legal)
        if v.deck_left > 0:
            layers = min(4, max(1, v.deck_left // 6))
            for i in range(layers, 0, -1):
                s.blit(self.art.back(PILE), DECK_RECT.move(-i * 2, -i * 2 + 2 * layers))
            s.blit(self.art.back(PILE), DECK_RECT)
        else:
            pygame.draw.rect(s, (255, 255, 255), DECK_RECT, 2, border_radius=12)
        theme.text(s, f"Deck {v.deck_left}", (DECK_RECT.centerx, DECK_RECT.bottom + 10), 22,
                   theme.TEXT, bold=True, anchor="midtop")
        if v.deck_queue:
            theme.text(s, f"2nd deck {v.deck_queue[0]}", (DECK_RECT.centerx, DECK_RECT.bottom + 34), 20,
                       theme.TEXT_DIM, anchor="midtop")
        # discard pile
        self._pile_glow(s, DISCARD_RECT, disc_legal)
        pile = v.discard[:-1] if ("discard_top",) in hidden else v.discard
        if pile:
            if len(pile) > 1:
                s.blit(self.art.face(pile[-2], PILE), DISCARD_RECT.move(-3, 3))
            s.blit(self.art.face(pile[-1], PILE), DISCARD_RECT)
        else:
            pygame.draw.rect(s, (230, 220, 200), DISCARD_RECT, 2, border_radius=12)
            theme.text(s, "empty", DISCARD_RECT.center, 22, theme.TEXT_DIM, anchor="center")
        theme.text(s, f"Discard {len(v.discard)}", (DISCARD_RECT.centerx, DISCARD_RECT.bottom + 10), 22,
                   theme.TEXT, bold=True, anchor="midtop")
        if disc_legal:
            theme.text(s, "top + 1 from deck", (DISCARD_RECT.centerx, DISCARD_RECT.bottom + 34), 20,
                       theme.GOOD, anchor="midtop")

    def _draw_genre_chips(self, s: pygame.Surface) -> None:
        v = self.v
        theme.text(s, "Already out", (CHIPS_X + 4, CHIPS_Y - 26), 20, theme.TEXT_DIM)
        for i, r in enumerate(self.genre_chips):
            out = v.genre_out(i)
            colour = self.art.colours[i]
            fill = tuple(c // 3 for c in colour) if out else (30, 26, 34)
            pygame.draw.rect(s, fill, r, border_radius=10)
            pygame.draw.rect(s, colour if out else theme.PANEL_BORDER, r, 2, border_radius=10)
            icon = self.art.genre_icon(i, 36)
            if not out:
                icon = self._cached(("dimicon", i), lambda icon=icon: _dimmed(icon))
            s.blit(icon, (r.x + 8, r.y + 5))
            name = self.content.genres[i].name
            theme.text(s, name, (r.x + 52, r.centery), 22, theme.TEXT if out else theme.TEXT_DIM,
                       bold=out, anchor="midleft")
            if out:
                tag = pygame.Rect(0, 0, 50, 30)
                tag.midright = (r.right - 8, r.centery)
                pygame.draw.rect(s, theme.BAD, tag, border_radius=8)
                theme.text(s, "−2", tag.center, 22, theme.TEXT, bold=True, anchor="center")

    # -- bands on the table ------------------------------------------------------------
    def _draw_groups(self, s: pygame.Surface, hidden: set) -> None:
        for g, _block, rects, badge in self.groups_layout:
            arrived = [("group", c) not in hidden for c in g["cards"]]
            for c, r, ok in zip(g["cards"], rects, arrived, strict=True):
                if ok:
                    s.blit(self.art.face(c, MINI), r)
            if not all(arrived):
                continue
            if g["kind"] == "band":
                colour = self.art.colours[g["genre"]]
                pygame.draw.rect(s, (26, 22, 28), badge, border_radius=12)
                pygame.draw.rect(s, colour, badge, 3, border_radius=12)
                theme.text(s, str(g["value"]), badge.center, 30, theme.TEXT, bold=True, anchor="center")
                for i, b in enumerate(g["bonuses"]):
                    s.blit(self.art.bonus_icon(b, False, 28), (badge.x + i * 32, badge.bottom + 4))
            else:
                pygame.draw.rect(s, (52, 30, 66), badge, border_radius=12)
                pygame.draw.rect(s, (190, 120, 230), badge, 3, border_radius=12)
                theme.text(s, f"CO {g['value']}", badge.center, 22, theme.TEXT, bold=True, anchor="center")
                gi = self._cached(("gicon", g["gender"]),
                                  lambda gg=g["gender"]: self.art.image(f"gender_{gg}.png", (26, 26)))
                s.blit(gi, (badge.x + 18, badge.bottom + 4))

    def _draw_my_bands_label(self, s: pygame.Surface) -> None:
        v = self.v
        mine = [g for g in v.table() if g["owner"] == self.bottom_seat()]
        label = f"Your bands — casting {min(v.casting + 1, v.castings)}"
        theme.text(s, label, (MY_BANDS.x, MY_BANDS.y - 24), 22, theme.TEXT_DIM, bold=True)
        if not mine:
            theme.text(s, "Bands and crossovers you lay out appear here.", (MY_BANDS.x, MY_BANDS.y + 50), 22,
                       (150, 140, 130))

    # -- you --------------------------------------------------------------------------
    def _draw_info(self, s: pygame.Surface) -> None:
        v = self.v
        seat = self.bottom_seat()
        info = self.seats[seat]
        acting = self.seat_to_act() == seat
        theme.panel(s, INFO_RECT, (34, 30, 42), theme.HILITE if acting else theme.PANEL_BORDER, radius=14,
                    width=3 if acting else 2)
        pygame.draw.rect(s, theme.rgb(info.colour), pygame.Rect(INFO_RECT.x, INFO_RECT.y, 12, INFO_RECT.height),
                         border_top_left_radius=14, border_bottom_left_radius=14)
        theme.text(s, info.name, (INFO_RECT.x + 26, INFO_RECT.y + 12), 28, theme.TEXT, bold=True)
        theme.text(s, f"{v.running_score(seat)} pts", (INFO_RECT.right - 18, INFO_RECT.y + 12), 30,
                   theme.ACCENT, bold=True, anchor="topright")
        beat = v.must_beat(seat)
        line = f"Your next band must beat {beat}" if beat is not None else "Your first band may be worth anything"
        theme.text(s, line, (INFO_RECT.x + 26, INFO_RECT.y + 52), 22, theme.TEXT)
        co = sum(g["value"] for g in v.groups if g["owner"] == seat and g["kind"] == "crossover")
        theme.text(s, f"Crossover points this game: {co}", (INFO_RECT.x + 26, INFO_RECT.y + 78), 20,
                   theme.TEXT_DIM)

    def _meld_cache(self) -> dict:
        key = ("meld", self._version)
        got = self._surf_cache.get(key)
        if got is None:
            for k in [k for k in self._surf_cache if isinstance(k, tuple) and k and k[0] == "meld"]:
                del self._surf_cache[k]
            got = self._surf_cache[key] = self.meld_state()
        return got

    def _draw_meld(self, s: pygame.Surface) -> None:
        m = self._meld_cache()
        theme.panel(s, MELD_RECT, (30, 26, 36), theme.PANEL_BORDER, radius=14)
        x = MELD_RECT.x + 20
        width = self.btn_rects["confirm"].x - x - 16
        title = m["title"]
        tsize = 24
        while tsize > 20 and theme.font(tsize, True).size(title)[0] > width:
            tsize -= 1
        lines = theme.wrap(title, tsize, width, bold=True)
        y = MELD_RECT.y + 12
        for line in lines[:2]:
            theme.text(s, line, (x, y), tsize, theme.TEXT, bold=True)
            y += 28
        if m["detail"] and len(lines) < 2:
            for line in theme.wrap(m["detail"], 20, width)[:1 if m["status"] else 2]:
                theme.text(s, line, (x, y), 20, theme.TEXT_DIM)
                y += 26
        if m["status"]:
            colour = theme.BAD if m["bad"] else theme.GOOD
            for line in theme.wrap(m["status"], 20, width)[:2]:
                if y > MELD_RECT.bottom - 22:
                    break
                theme.text(s, line, (x, y), 20, colour, bold=m["bad"])
                y += 24
        self._button(s, "confirm", None, False)
        self._button(s, "discard_button", None, False)

    def _draw_bonus(self, s: pygame.Surface) -> None:
        seat = self.bottom_seat()
        theme.text(s, "Your bonus cards (once per game)", (24, BONUS_Y - 38), 20, theme.TEXT_DIM)
        for kind, r in self.bonus_rects.items():
            used = kind not in self.v.bonuses[seat]
            sel = kind in self.bonus_sel
            img = self.art.bonus_card(kind, used, sel)
            s.blit(img, (r.x - 10, r.y - 10) if sel else r)

    def _draw_hand(self, s: pygame.Surface, hidden: set) -> None:
        if not self.hand_order:
            theme.text(s, "Your hand is empty.", HAND_RECT.center, 24, theme.TEXT_DIM, anchor="center")
        for c in self.hand_order:
            if ("hand", c) in hidden:
                continue
            r, angle = self.hand_pos[c]
            img = self.art.hand_card(c, c in self.selected, angle)
            s.blit(img, img.get_rect(center=r.center))

    def _draw_spectator(self, s: pygame.Surface) -> None:
        r = pygame.Rect(456, 760, PLAY_R - 456, 120)
        theme.panel(s, r, (30, 26, 36), theme.PANEL_BORDER, radius=14)
        if self.humans():
            msg = "The table is covered: pass the mouse on."
        else:
            msg = "Watching the bots play: every hand is hidden."
        theme.text(s, msg, r.center, 28, theme.TEXT, bold=True, anchor="center")

    # -- log ---------------------------------------------------------------------------
    def _draw_log(self, s: pygame.Surface) -> None:
        key = (len(self.log), self.log_scroll, self.log[-1] if self.log else "")
        if self._log_cache is None or self._log_cache[0] != key:
            self._log_cache = (key, self._render_log())
        s.blit(self._log_cache[1], LOG_RECT.topleft)

    def _render_log(self) -> pygame.Surface:
        surf = pygame.Surface(LOG_RECT.size, pygame.SRCALPHA)
        theme.panel(surf, surf.get_rect().inflate(-8, -8).move(-2, -4), (26, 22, 30), theme.PANEL_BORDER,
                    radius=14)
        theme.text(surf, "Log", (18, 10), 24, theme.ACCENT, bold=True)
        width = LOG_RECT.width - 40
        lines: list[tuple[str, bool, bool]] = []       # text, highlighted, first line of an entry
        for entry in self.log[-400:]:
            special = entry.startswith("Casting ") or "Producer of the Year" in entry
            wrapped = theme.wrap(entry, 20, width - 14)
            for j, line in enumerate(wrapped):
                lines.append((line, special, j == 0))
        line_h, gap = 24, 7
        room_h = LOG_RECT.height - 84
        # fit from the bottom (minus the scroll offset) upwards
        end = len(lines) - self.log_scroll
        if end < 0:
            end = 0
        start, used = end, 0
        while start > 0:
            need = line_h + (gap if lines[start - 1][2] else 0)
            if used + need > room_h:
                break
            used += need
            start -= 1
        while start < end and start > 0 and not lines[start][2]:
            start += 1          # never begin with the tail of a cut entry
        y = 46
        for text, special, first in lines[start:end]:
            if first and y > 46:
                y += gap
            theme.text(surf, text, (16 if first else 30, y), 20, theme.HILITE if special else theme.TEXT)
            y += line_h
        self._log_lines_total = len(lines)
        if self.log_scroll:
            theme.text(surf, f"{self.log_scroll} newer lines below (scroll)", (LOG_RECT.width // 2,
                       LOG_RECT.height - 34), 20, theme.TEXT_DIM, anchor="midtop")
        return surf

    # -- per frame --------------------------------------------------------------------
    def _draw_dynamic(self, s: pygame.Surface) -> None:
        hover = self.hover
        if hover in self.btn_rects and hover != "continue":
            self._button(s, hover, None, True)
        elif hover and hover.startswith("card:"):
            c = int(hover[5:])
            if c in self.hand_pos and ("hand", c) not in self.anims.hidden():
                r, angle = self.hand_pos[c]
                img = self.art.hand_card(c, c in self.selected, angle)     # brought to the front
                s.blit(img, img.get_rect(center=r.center))
                pygame.draw.polygon(s, theme.HILITE, _corners(r, angle), 3)
        elif hover in ("deck", "discard"):
            rect = DECK_RECT if hover == "deck" else DISCARD_RECT
            ok = self.draw_problem(hover) is None
            pygame.draw.rect(s, theme.GOOD if ok else theme.HILITE, rect.inflate(6, 6), 3, border_radius=14)
            if hover == "discard" and self.v.discard:
                self._draw_discard_strip(s)
        elif hover and hover.startswith("bonus:"):
            r = self.bonus_rects[hover[6:]]
            pygame.draw.rect(s, theme.HILITE, r.inflate(6, 6), 3, border_radius=14)
        elif hover and hover.startswith("group:"):
            i = int(hover[6:])
            if i < len(self.groups_layout):
                pygame.draw.rect(s, theme.HILITE, self.groups_layout[i][1].inflate(8, 8), 2, border_radius=8)
        self.anims.draw(s)
        if self.summary is not None:
            self._draw_summary(s)
        tip = self.tooltip(hover)
        if tip and not (hover == "discard" and self.v.discard):
            img = self._cached(("tip", tip), lambda: _tooltip_surface(tip))
            anchor = None
            if hover.startswith("card:") and int(hover[5:]) in self.hand_pos:
                anchor = self.hand_pos[int(hover[5:])][0]
            elif hover.startswith("bonus:") and hover[6:] in self.bonus_rects:
                anchor = self.bonus_rects[hover[6:]]
            if anchor is not None:              # above the card, never over it
                r = img.get_rect(midbottom=(anchor.centerx, anchor.top - 14))
            else:
                r = img.get_rect(topleft=(self.mouse[0] + 18, self.mouse[1] + 18))
                if r.right > W:
                    r.right = self.mouse[0] - 12
                if r.bottom > H:
                    r.bottom = self.mouse[1] - 12
            r.clamp_ip(pygame.Rect(0, 0, W, H))
            s.blit(img, r)

    def _draw_discard_strip(self, s: pygame.Surface) -> None:
        pile = tuple(self.v.discard)
        tip = self.tooltip("discard")

        def make():
            per_row = 18
            step = 46
            rows = [pile[i:i + per_row] for i in range(0, len(pile), per_row)]
            header = f"Discard pile ({len(pile)}), oldest first: the top card is on the right"
            w = 28 + step * (min(per_row, len(pile)) - 1) + MINI[0]
            w = max(w, theme.font(20, True).size(header)[0] + 40)
            text_lines = theme.wrap(tip, 20, w - 28)
            h = 52 + len(rows) * (MINI[1] + 8) + 24 * len(text_lines) + 10
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            theme.panel(surf, surf.get_rect().inflate(-8, -8), (30, 28, 38), theme.HILITE, radius=10)
            theme.text(surf, header, (16, 12), 20, theme.HILITE, bold=True)
            for ri, row in enumerate(rows):
                for j, c in enumerate(row):
                    surf.blit(self.art.face(c, MINI), (14 + j * step, 44 + ri * (MINI[1] + 8)))
            y = 44 + len(rows) * (MINI[1] + 8) + 4
            for line in text_lines:
                theme.text(surf, line, (16, y), 20, theme.TEXT)
                y += 24
            return surf
        img = self._cached(("strip", pile, tip), make)
        r = img.get_rect(bottomleft=(DISCARD_RECT.x - 30, DISCARD_RECT.y - 12))
        r.clamp_ip(pygame.Rect(0, TOP_H, PLAY_R, H - TOP_H))
        s.blit(img, r)

    def _draw_summary(self, s: pygame.Surface) -> None:
        img = self._cached(("summary", id(self.summary)), self._render_summary)
        s.blit(img, (0, 0))
        self._button(s, "continue", None, self.hover == "continue")

    def _render_summary(self) -> pygame.Surface:
        d = self.summary
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 150))
        r = self.summary_rect
        theme.panel(surf, r, (34, 30, 42), theme.ACCENT, radius=18, width=3)
        theme.text(surf, f"Casting {d['casting'] + 1} of {d['castings']} is over", (r.centerx, r.y + 24), 40,
                   theme.ACCENT, bold=True, anchor="midtop")
        theme.text(surf, "A preliminary report for The Boss", (r.centerx, r.y + 76), 22, theme.TEXT_DIM,
                   anchor="midtop")
        n = len(self.seats)
        label_w = 330
        col_w = min(170, (r.width - label_w - 60) // n)
        x0 = r.centerx - (label_w + col_w * n) // 2 + label_w
        lx = x0 - label_w
        y = r.y + 124
        for s_ in range(n):
            cx = x0 + s_ * col_w + col_w // 2
            pygame.draw.circle(surf, theme.rgb(self.seats[s_].colour), (cx - 4 - theme.font(22, True).size(
                self.seats[s_].name)[0] // 2 - 8, y + 13), 8)
            theme.text(surf, self.seats[s_].name, (cx + 4, y), 22, theme.TEXT, bold=True, anchor="midtop")
        rows = [
            ("Bands this casting", d["bands"], False),
            ("Best crossover (CO)", [v or "–" for v in d["best_co"]], False),
            ("+5 best crossover", [f"+{v}" if v else "–" for v in d["co_bonus"]], False),
            ("This casting", [d["bands"][i] + d["co_bonus"][i] for i in range(n)], True),
            ("Total so far", d["total"], True),
        ]
        y += 44
        for label, values, strong in rows:
            pygame.draw.line(surf, theme.PANEL_BORDER, (lx - 16, y - 6), (x0 + col_w * n + 16, y - 6), 1)
            theme.text(surf, label, (lx, y + 4), 24, theme.TEXT if strong else theme.TEXT_DIM, bold=strong)
            for s_, val in enumerate(values):
                cx = x0 + s_ * col_w + col_w // 2
                theme.text(surf, str(val), (cx, y + 2), 28 if strong else 24,
                           theme.ACCENT if label == "Total so far" else theme.TEXT, bold=strong, anchor="midtop")
            y += 48
        nxt = self.seats[d["next"]].name
        if d["two_decks"]:
            how = "The second deck comes into play."
        else:
            how = "The discards and all bands are shuffled into a new deck; hands are kept."
        theme.text(surf, how, (r.centerx, y + 14), 22, theme.TEXT, anchor="midtop")
        theme.text(surf, f"{nxt} opens casting {d['casting'] + 2}. Repeated-genre penalties are lifted.",
                   (r.centerx, y + 44), 22, theme.TEXT, anchor="midtop")
        return surf

    # -- hover texts -----------------------------------------------------------------------
    def tooltip(self, name: str | None) -> str:
        if not name:
            return ""
        v = self.v
        if name.startswith("card:"):
            c = int(name[5:])
            m = self.content.musicians[c]
            genre = self.content.genre_by_id[m.genre].name
            who = "woman" if m.gender == "f" else "man"
            extra = " Click to select." if c not in self.selected else " Selected: click again to put it back."
            return f"{m.name}: {genre}, {_plural(m.points, 'point')}, {who}. “{m.flavour}”{extra}"
        if name == "deck":
            problem = self.draw_problem("deck")
            n = v.deck_left
            text = f"Deck: {_plural(n, 'card')}."
            if v.deck_queue:
                text += f" The second deck ({v.deck_queue[0]} cards) is played in the next casting."
            text += " The casting ends when the deck runs out."
            return f"{text} {problem}" if problem else f"{text} Click to draw two cards."
        if name == "discard":
            problem = self.draw_problem("discard")
            if not v.discard:
                return problem or "The discard pile is empty."
            top = v.card_name(v.discard[-1])
            if problem:
                return f"Top card: {top}. {problem}"
            return f"Click to take {top} and one card from the deck."
        if name.startswith("bonus:"):
            kind = name[6:]
            seat = self.viewer
            card = self.content.bonus_for(seat % 4 + 1, kind)
            used = kind not in v.bonuses[seat]
            other = [d for d in DOUBLERS if d != kind and d in self.bonus_sel] if kind in DOUBLERS else []
            state = ("Already used." if used else
                     "Selected for the band: click to remove." if kind in self.bonus_sel else
                     f"Click to use it instead of the {BONUS_ROLE[other[0]]}." if other else
                     "Click to add it to the selected band.")
            return f"{card.name}, {BONUS_ROLE[kind]}: {BONUS_HELP[kind]} “{card.flavour}” {state}"
        if name.startswith("group:"):
            i = int(name[6:])
            if i >= len(self.groups_layout):
                return ""
            g = self.groups_layout[i][0]
            who = self.seats[g["owner"]].name
            if g["kind"] == "band":
                genre = self.content.genres[g["genre"]].name
                beat = "" if g["beat"] is None else f" It had to beat {g['beat']}."
                return f"{who}'s {genre} band: {explain(g['steps'], genre)}.{beat}"
            kind = "girl group" if g["gender"] == "f" else "boy group"
            return (f"{who}'s crossover {kind}: {g['value']} crossover points. The best crossover of the "
                    f"casting earns +5; the most crossover points of the game +10.")
        if name.startswith("genre:"):
            i = int(name[6:])
            gname = self.content.genres[i].name
            shape = self.content.genres[i].shape
            if v.genre_out(i):
                return (f"{gname} ({shape}): a {gname} band is already out this casting, so every further "
                        f"{gname} band scores −2 (crossovers are not affected).")
            return f"{gname} ({shape}): no {gname} band yet this casting."
        if name.startswith("seat:"):
            seat = int(name[5:])
            info = self.seats[seat]
            hand = v.hands[seat]
            known = [c for c in hand if c != UNKNOWN]
            beat = v.must_beat(seat)
            what = "human" if not info.is_bot else f"{info.kind} bot"
            text = (f"{info.name} ({what}): {v.running_score(seat)} points so far, "
                    f"{_plural(len(hand), 'card')} in hand")
            if seat != self.viewer and known:
                names = ", ".join(v.card_name(c) for c in known)
                text += f"; taken from the discard pile (face up): {names}"
            text += ". " + (f"Next band must beat {beat}." if beat is not None else "No band yet.")
            left = [BONUS_ROLE[b] for b in BONUS_ORDER if b in v.bonuses[seat]]
            text += " Bonus cards left: " + (", ".join(left) if left else "none") + "."
            return text
        if name == "confirm":
            m = self._meld_cache()
            if m["action"] is not None and self.my_turn() and v.phase == "meld":
                return "Lay out the selected cards."
            return m["confirm_why"] or "Select cards first."
        if name == "discard_button":
            m = self._meld_cache()
            if not m["can_discard"]:
                return m["discard_why"]
            if v.phase == "meld":
                return "Discarding ends your chance to form bands this turn."
            return f"Discard the selected card ({v.discards_due} to go)."
        if name == "sort":
            return "Sort your hand by genre or by value."
        if name == "rules":
            return "Read the rules of Höhlengrölen."
        if name == "menu":
            return "Pause: undo, save, settings, leave the game."
        if name == "log":
            return "Every action so far. Scroll with the mouse wheel."
        return ""


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def _corners(r: pygame.Rect, angle: float) -> list[tuple[float, float]]:
    a = math.radians(-angle)
    cx, cy = r.center
    hw, hh = r.width / 2, r.height / 2
    out = []
    for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)):
        out.append((cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a)))
    return out


def _dimmed(img: pygame.Surface) -> pygame.Surface:
    out = pygame.transform.grayscale(img)
    out.set_alpha(110)
    return out


def _tooltip_surface(message: str, width: int = 480) -> pygame.Surface:
    """The hover box, like the shell's (22 px text)."""
    lines = theme.wrap(message, 22, width - 28)
    h = 18 + 29 * len(lines)
    w = min(width, max(theme.font(22).size(line)[0] for line in lines) + 32)
    surf = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    theme.panel(surf, pygame.Rect(0, 0, w, h), (28, 26, 36), theme.HILITE, radius=10)
    for i, line in enumerate(lines):
        theme.text(surf, line, (16, 9 + 29 * i), 22)
    return surf
