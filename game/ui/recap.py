""""Since your turn" (issue 23): when a human's decision comes (past the pass-the-mouse cover, or
at once with one human at the screen), a short panel over the table says what the other seats did
since that seat last decided, grouped by seat, in the log's own sentences.

What it lists (:func:`since`): every action recorded after the seat's last decision (all of the
game's decisions after the deal where it has not decided yet), each with the chance that followed
it, put under the seat that decided it; the seat's own decisions and what followed them are left
out. The lines are the log's (``state.describe`` of each event, as :meth:`Runner.log_lines` and
the table's log panel write them), so the recap says nothing the log at the shared screen does not
already say to everyone: the games' log lines are public (Höhlengrölen's draws from the deck name
no card, Rock'n Rodeo's hands and drawn events are quiet; ``tests/ui/test_recap.py`` checks both
against each seat's view). Folded: a seat's lines make one paragraph, a line repeated at once is
written once with its count, and a long recap keeps each seat's newest lines.

When it shows (:meth:`TableRecap.update_recap`, each frame): once per decision of a human, when
the animations have played and nothing else waits (the report between rounds, the first-game
pointers), if at least one other seat did something since; not after an undo, not on a read-only
table (a replay), never at a table of bots alone (no human decides). Any click or key (Esc too)
dismisses it and does nothing else; the top bar's Recap button (and S) brings it back during that
seat's turn. It is drawn over the layer each frame and noted in ``overdraw``.
"""

from __future__ import annotations

import functools

import pygame

from game.core.i18n import _

from . import last_move, theme
from .furniture import TOP_H, H, W
from .last_move import draw_badge, labels

#: the key that brings the recap back (H is the hint, R turns Camp's tile, L opens Boaromia's log)
KEY = pygame.K_s
#: whether the recap comes up by itself when a human's turn comes (the app's default; an autouse
#: fixture of the test suite, ``tests/conftest.py``, switches it off so that every other test's
#: first click at a human's turn plays, and the recap's own tests switch it on; the tour's shots
#: after 04 switch it off too)
BY_ITSELF = True
#: keys that alone dismiss nothing (a modifier held for the next key)
MODIFIERS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                       pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI,
                       pygame.K_CAPSLOCK, pygame.K_NUMLOCK, pygame.K_MODE))
#: the panel: width, padding, text sizes, the most wrapped lines of the seats' paragraphs
WIDTH, PAD, TITLE, NAME, SIZE, FOOT = 1000, 28, 30, 24, 22, 20
MAX_ROWS = 14
BADGE_R = 15


class Recap:
    """What the other seats did since ``seat`` last decided: ``groups``, ``(seat, lines)`` in the
    order the seats first acted; ``at`` the action count it was made at; ``first``: the seat has
    not decided yet in this game."""

    __slots__ = ("seat", "at", "groups", "first")

    def __init__(self, seat: int, at: int, groups: tuple, first: bool):
        self.seat, self.at, self.groups, self.first = seat, at, groups, first


def since(runner, seat: int) -> Recap | None:
    """The recap for ``seat`` now (None: no other seat did anything since its last decision)."""
    actors, events = runner.actors, runner.events
    last = next((i for i in range(len(actors) - 1, -1, -1) if actors[i] == seat), None)
    names = [s.name for s in runner.match.seats]
    who = seat if last is not None else None           # (the deal, before anyone decided: nobody's)
    groups: dict[int, list[str]] = {}
    for i in range(0 if last is None else last + 1, len(actors)):
        if actors[i] >= 0:
            who = actors[i]
        if who is None or who == seat:
            continue
        lines = [line for line in (runner.state.describe(ev, names) for ev in events[i]) if line]
        if lines:
            groups.setdefault(who, []).extend(lines)
    if not groups:
        return None
    return Recap(seat, len(actors), tuple((s, tuple(fold(lines))) for s, lines in groups.items()), last is None)


def fold(lines: list[str]) -> list[str]:
    """``lines`` with a line repeated at once written once, with its count."""
    out: list[list] = []
    for line in lines:
        if out and out[-1][0] == line:
            out[-1][1] += 1
        else:
            out.append([line, 1])
    return [line if n == 1 else _("{line} (×{n})").format(line=line, n=n) for line, n in out]


def paragraphs(recap: Recap, width: int) -> list[tuple[int, list[str]]]:
    """Each seat's lines as wrapped rows of one paragraph, ``width`` wide; where all of them would
    pass :data:`MAX_ROWS`, the longest paragraph loses its oldest lines first (it begins with "…")."""
    kept = [[seat, list(lines), False] for seat, lines in recap.groups]

    def rows(entry) -> list[str]:
        text = " ".join(entry[1])
        return theme.wrap(_("… {lines}").format(lines=text) if entry[2] else text, SIZE, width)

    wrapped = [rows(e) for e in kept]
    while sum(len(r) for r in wrapped) > MAX_ROWS:
        i = max(range(len(kept)), key=lambda k: (len(wrapped[k]), -k))
        if len(kept[i][1]) <= 1:
            wrapped[i] = wrapped[i][-max(1, len(wrapped[i]) - (sum(len(r) for r in wrapped) - MAX_ROWS)):]
            break
        kept[i][1].pop(0)
        kept[i][2] = True
        wrapped[i] = rows(kept[i])
    return [(entry[0], rows_) for entry, rows_ in zip(kept, wrapped, strict=True)]


def picture(recap: Recap, seats) -> pygame.Surface:
    """The panel: the title, each seat's badge (its colour and initial) and name over its
    paragraph, and how to go on."""
    inner = WIDTH - 2 * PAD
    text_w = inner - 2 * BADGE_R - 14
    title = _("Since the game began") if recap.first else _("Since your last turn")
    foot = _("Click or press any key to go on · S or Recap shows it again")
    foot_rows = theme.wrap(foot, FOOT, inner)
    paras = paragraphs(recap, text_w)
    badges = labels([seat.name for seat in seats])       # (as the table's marks of the last move)
    line = theme.font(SIZE).get_linesize()
    height = PAD + TITLE + 18 + sum(NAME + 8 + line * len(rows) + 14 for _seat, rows in paras)
    height += 6 + theme.font(FOOT).get_linesize() * len(foot_rows) + PAD
    surface = pygame.Surface((WIDTH + 12, height + 12), pygame.SRCALPHA)
    box = pygame.Rect(6, 4, WIDTH, height)
    theme.panel(surface, box, (36, 32, 46), theme.HILITE, radius=16, width=3)
    x, y = box.x + PAD, box.y + PAD - 4
    theme.text(surface, title, (x, y), TITLE, theme.ACCENT, bold=True)
    y += TITLE + 18
    for seat_no, rows in paras:
        seat = seats[seat_no]
        draw_badge(surface, (x + BADGE_R, y + NAME // 2 + 1), seat.colour, badges[seat_no], BADGE_R)
        tx = x + 2 * BADGE_R + 14
        theme.text(surface, theme.cut(seat.name, NAME, text_w, bold=True), (tx, y), NAME, theme.TEXT, bold=True)
        y += NAME + 8
        for row in rows:
            theme.text(surface, row, (tx, y), SIZE, theme.TEXT)
            y += line
        y += 14
    y += 6
    for row in foot_rows:
        theme.text(surface, row, (x, y), FOOT, theme.TEXT_DIM)
        y += theme.font(FOOT).get_linesize()
    return surface


def place(size: tuple[int, int], avoid=()) -> pygame.Rect:
    """Where the panel stands: across the table under the top bar, or lower down where that covers
    fewer of ``avoid`` (the marks of the moves it tells of: the panel must not hide what it is
    about), the highest of the best."""
    x = (W - size[0]) // 2
    tops = range(TOP_H + 70, max(TOP_H + 71, H - size[1] - 20), 40)
    def covered(top: int) -> int:
        rect = pygame.Rect(x, top, *size)
        return sum(rect.clip(area).width * rect.clip(area).height for area in avoid)
    return pygame.Rect(x, min(tops, key=lambda top: (covered(top), top)), *size)


def _first(name: str, own):
    """``own`` (a table's ``handle`` or ``on_escape``), with the recap on show taking the event first."""
    if name == "handle":
        @functools.wraps(own)
        def handle(self, event):
            if self.recap_event(event):
                return
            own(self, event)
        wrapped = handle
    else:
        @functools.wraps(own)
        def on_escape(self):
            if self.recap_shown:
                self.dismiss_recap()
                return
            own(self)
        wrapped = on_escape
    wrapped.recap_first = True
    return wrapped


class TableRecap:
    """The recap of a table (a mixin of :class:`~game.ui.table.TableScene`). Every table's
    ``handle`` and ``on_escape`` (the kit's and a game's own) hand the event to the recap first,
    so the click or key that dismisses it does nothing else on any table."""

    #: the recap of the seat whose turn it is (kept for the button while that seat decides)
    recap: Recap | None = None
    #: it is on show
    recap_shown = False
    #: (seat, action count) of the decision the recap was last made for
    _recap_at: tuple | None = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        for name in ("handle", "on_escape"):
            own = cls.__dict__.get(name)
            if own is not None and not getattr(own, "recap_first", False):
                setattr(cls, name, _first(name, own))

    def update_recap(self) -> None:
        """Each frame: a human's decision has come (its animations played, nothing held): make its
        recap, and show it where another seat did something since (see the module's text)."""
        if self.read_only:
            return
        seat = self.human_to_act()
        if seat is None or self.state.is_terminal():
            if self.recap_shown:
                self.dismiss_recap()
            return
        if self.holding() or self.anims.busy() or self.guide_shown():
            return
        at = (seat, len(self.runner.match.actions))
        if at == self._recap_at:
            return
        undone = self._recap_at is not None and at[1] < self._recap_at[1]
        self._recap_at = at
        before = (self.recap is None, self.recap_shown)
        fresh = since(self.runner, seat)
        if fresh is not None or undone or self.recap is None or self.recap.seat != seat:
            self.recap = fresh                 # (else the seat's next step of one turn: the turn's recap stays)
        self.recap_shown = fresh is not None and not undone and BY_ITSELF
        if (self.recap is None, self.recap_shown) != before:
            self._touch()                      # (the Recap button's look; the panel is drawn over the layer)

    def recap_why(self) -> str:
        """Why the Recap button does nothing now ("" when it shows the recap)."""
        if not self.my_turn():
            return _("The recap is for your own turn.")
        if self.recap is None or self.recap.seat != self.human_to_act():
            return _("Nothing happened since your last turn.")
        return ""

    def show_recap(self) -> None:
        """The Recap button (and S): the recap of this turn again, or why not."""
        why = self.recap_why()
        if why:
            self.say(why)
            self.sound("error")
            return
        self.sound("click")
        self.recap_shown = True
        self._touch()

    def dismiss_recap(self) -> None:
        self.recap_shown = False
        self._touch()

    def recap_event(self, event) -> bool:
        """The recap's part of the input (True: the event is taken): while it shows, any click or
        key (not a modifier alone) dismisses it; else S brings it back."""
        if event.type == pygame.KEYDOWN and event.key in MODIFIERS:
            return False
        if self.recap_shown and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.dismiss_recap()
            return True
        mod = getattr(event, "mod", 0)
        if (event.type == pygame.KEYDOWN and event.key == KEY and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
                and not self.read_only and not self.guide_shown()):
            self.show_recap()
            return True
        return False

    def recap_area(self) -> pygame.Rect | None:
        """Where the recap on show stands (None: none shows)."""
        if not self.recap_shown or self.recap is None:
            return None
        size = self._recap_picture().get_size()
        return self.cached(("recap_place", self._version, self.anims.version, size),
                           lambda: place(size, [area for area, _move in last_move.on_table(self)]))

    def _recap_picture(self) -> pygame.Surface:
        recap = self.recap
        return self.cached(("recap", recap.seat, recap.at, recap.groups), lambda: picture(recap, self.seats))

    def draw_recap(self, surface: pygame.Surface) -> None:
        """The recap on show, over everything else of the frame (noted in ``overdraw``)."""
        area = self.recap_area()
        if area is not None:
            surface.blit(self._recap_picture(), area)
            self.overdraw.add(area)
