"""Small tweens for the UI: move a sprite from A to B, fade, pulse a highlight.

Animations are UI state: they advance in ``update(dt)`` and only draw in
``draw``. Every duration and delay is divided by a speed read from the app
(``app.anim_speed``: 1 normal, 2 twice as fast, 0 no animation at all); at
speed 0 a tween finishes the moment it is added (its callbacks still run, in
order), so tests and "animations off" see the same end state.

A tween may *hide* keys (``hides``): the scene leaves those things out of its
own drawing while the tween is pending, e.g. the hand slot a flying card is
heading for. :attr:`Animator.version` changes whenever that set changes (not
when a tween hands a key on to the next, as a pawn's steps do), so a scene
can cache everything static and rebuild only then.

A game's motion module lays out the animations of one action on a :class:`Timeline`
(one after another); things that fly from place to place (tiles, cards, pawns) on a
:class:`Flights`, which remembers where each was last seen.

Watching bots keeps a pace (:class:`BotPace`, issue 23): the animations of a bot's action are
squeezed (:meth:`Animator.fit`) to end within :data:`ACTION_S` at the Normal speed, a bot's turn
(its actions in a row) within :data:`TURN_S` as far as :data:`FLOOR_S` an action allows, and the
kit waits before a bot decides only after another seat's turn, not between the actions of one
bot's turn. A click on the table or Space finishes what runs (``TableScene.hurry``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable

import pygame

from . import theme
from .widgets import banner_image


def ease_out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def linear(t: float) -> float:
    return t


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Tween:
    """Something that runs for ``duration`` seconds after ``delay`` seconds."""

    def __init__(self, duration: float, *, delay: float = 0.0, ease: Callable[[float], float] = ease_out_cubic,
                 on_start: Callable[[], None] | None = None, on_done: Callable[[], None] | None = None,
                 hides: Iterable[Hashable] = (), layer: int = 0):
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.on_start = on_start
        self.on_done = on_done
        self.hides = tuple(hides)
        self.layer = layer
        self.serial = -1           # the animator's count of tweens when it was added (:meth:`Animator.mark`)
        self.elapsed = 0.0
        self.started = False
        self.done = False

    # -- timing ---------------------------------------------------------------
    @property
    def raw(self) -> float:
        """Linear progress 0..1 of the running part (0 while waiting)."""
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def progress(self) -> float:
        return self.ease(self.raw)

    def scale(self, speed: float) -> None:
        self.duration /= speed
        self.delay /= speed

    def _start(self) -> None:
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()

    def step(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.delay:
            self._start()
        if self.started and self.elapsed >= self.delay + self.duration:
            self.finish()

    def finish(self) -> None:
        if self.done:
            return
        self._start()
        self.elapsed = self.delay + self.duration
        self.done = True
        if self.on_done:
            self.on_done()

    # -- drawing --------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw the current frame (nothing by default); returns where it drew (None: nothing), so
        the next frame puts back only that (:mod:`game.ui.overdraw`)."""
        return None

    def draw_end(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw the last frame, also once finished: a flight that landed holds its place until the
        table's layer shows what landed (:mod:`game.ui.layer`)."""
        saved = self.started, self.done, self.elapsed
        self.started, self.done, self.elapsed = True, False, self.delay + self.duration
        try:
            return self.draw(surface)
        finally:
            self.started, self.done, self.elapsed = saved


class Wait(Tween):
    """A pause: keeps the animator busy (e.g. before the results screen)."""

    def __init__(self, duration: float, **kw):
        super().__init__(duration, **kw)


class Move(Tween):
    """An image flying from one rect to another, scaling between their sizes.

    ``show_waiting`` draws the image at its start while the delay runs (cards
    leaving a hand one after the other); ``arc`` lifts the path in the middle.
    ``flip_at`` (0..1) switches to ``image_after`` part way (a card turned over).
    """

    def __init__(self, image: pygame.Surface, start: pygame.Rect, end: pygame.Rect, duration: float = 0.35,
                 *, show_waiting: bool = False, arc: float = 0.0, image_after: pygame.Surface | None = None,
                 flip_at: float = 0.5, **kw):
        super().__init__(duration, **kw)
        self.image = image
        self.image_after = image_after
        self.flip_at = flip_at
        self.start = pygame.Rect(start)
        self.end = pygame.Rect(end)
        self.show_waiting = show_waiting
        self.arc = arc
        self._scaled: dict[tuple, pygame.Surface] = {}

    def rect(self) -> pygame.Rect:
        t = self.progress
        w = round(lerp(self.start.width, self.end.width, t))
        h = round(lerp(self.start.height, self.end.height, t))
        cx = lerp(self.start.centerx, self.end.centerx, t)
        cy = lerp(self.start.centery, self.end.centery, t) - self.arc * math.sin(math.pi * t)
        r = pygame.Rect(0, 0, max(1, w), max(1, h))
        r.center = (round(cx), round(cy))
        return r

    def _image(self, size: tuple[int, int]) -> pygame.Surface:
        img = self.image
        if self.image_after is not None and self.raw >= self.flip_at:
            img = self.image_after
        if img.get_size() == size:
            return img
        key = (id(img), size)
        got = self._scaled.get(key)
        if got is None:
            if len(self._scaled) > 64:
                self._scaled.clear()
            got = self._scaled[key] = pygame.transform.smoothscale(img, size)
        return got

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if self.done or (not self.started and not self.show_waiting):
            return None
        r = self.rect()
        return surface.blit(self._image(r.size), r)


class Fade(Tween):
    """An image fading between two alphas at a fixed place."""

    def __init__(self, image: pygame.Surface, pos, duration: float = 0.3, *, start: int = 0, end: int = 255,
                 **kw):
        super().__init__(duration, **kw)
        self.image = image
        self.pos = pos
        self.a0, self.a1 = start, end

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.started or self.done:
            return None
        self.image.set_alpha(round(lerp(self.a0, self.a1, self.progress)))
        drawn = surface.blit(self.image, self.pos)
        self.image.set_alpha(None)
        return drawn


class Pulse(Tween):
    """A glowing ring around a rect that swells and fades: "look here"."""

    def __init__(self, rect: pygame.Rect, colour=(255, 230, 120), duration: float = 0.7, *, grow: int = 26,
                 radius: int = 16, width: int = 6, **kw):
        kw.setdefault("ease", ease_out_cubic)
        super().__init__(duration, **kw)
        self.target = pygame.Rect(rect)
        self.colour = colour
        self.grow = grow
        self.radius = radius
        self.width = width

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.started or self.done:
            return None
        t = self.progress
        r = self.target.inflate(2 * round(self.grow * t), 2 * round(self.grow * t))
        alpha = round(255 * (1.0 - t))
        return draw_ring(surface, r, (*self.colour[:3], alpha), self.width, self.radius + round(self.grow * t / 2))


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, colour, width: int, radius: int) -> pygame.Rect:
    """A see-through rounded ring along ``rect``'s inside, blended onto ``surface``: its four
    corners drawn on one small picture and its sides as bands, so a large ring (a seat's whole
    camp lit) costs its outline and not its area. The same pixels as the ring drawn whole."""
    corner = max(radius, width)
    if rect.w <= 2 * corner + 2 or rect.h <= 2 * corner + 2:
        ring = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(ring, colour, ring.get_rect(), width, border_radius=radius)
        return surface.blit(ring, rect)
    side = 2 * corner + 1
    corners = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(corners, colour, corners.get_rect(), width, border_radius=radius)
    far = side - corner
    for (x, y), (ax, ay) in (((rect.x, rect.y), (0, 0)), ((rect.right - corner, rect.y), (far, 0)),
                             ((rect.x, rect.bottom - corner), (0, far)),
                             ((rect.right - corner, rect.bottom - corner), (far, far))):
        surface.blit(corners, (x, y), (ax, ay, corner, corner))
    across = pygame.Surface((rect.w - 2 * corner, width), pygame.SRCALPHA)
    across.fill(colour)
    surface.blit(across, (rect.x + corner, rect.y))
    surface.blit(across, (rect.x + corner, rect.bottom - width))
    down = pygame.Surface((width, rect.h - 2 * corner), pygame.SRCALPHA)
    down.fill(colour)
    surface.blit(down, (rect.x, rect.y + corner))
    surface.blit(down, (rect.right - width, rect.y + corner))
    return pygame.Rect(rect)


class Banner(Tween):
    """A big message (an image) centred on ``center`` that fades in, stays a moment and fades out."""

    #: a banner is read: squeezed into a bot's pace (:meth:`Animator.fit`) it still shows this long (s
    #: at speed 1), only starting sooner
    READ_S = 1.2

    def __init__(self, image: pygame.Surface, center: tuple[int, int], duration: float = 1.5, **kw):
        kw.setdefault("ease", ease_in_out)
        super().__init__(duration, **kw)
        self.image = image
        self.center = center

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.started or self.done:
            return None
        t = self.raw
        alpha = 255 if 0.15 <= t <= 0.8 else round(255 * (t / 0.15 if t < 0.15 else (1 - t) / 0.2))
        self.image.set_alpha(max(0, min(255, alpha)))
        drawn = surface.blit(self.image, self.image.get_rect(center=self.center))
        self.image.set_alpha(None)
        return drawn


class Float(Tween):
    """A short text (a number: "+6") rising ``rise`` px from ``pos`` over its shadow, fading out
    in the last 40 % of the way."""

    def __init__(self, text: str, pos, colour, duration: float = 0.9, *, size: int = 22, rise: int = 26, **kw):
        super().__init__(duration, **kw)
        self.img = theme.render(text, size, tuple(colour), True).copy()      # copies: draw sets their alpha
        self.shadow = theme.render(text, size, (0, 0, 0), True).copy()
        self.pos = pos
        self.rise = rise

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.started or self.done:
            return None
        t = self.progress
        x, y = self.pos[0], self.pos[1] - self.rise * t
        a = round(255 * (1 - max(0.0, t - 0.6) / 0.4))
        drawn = []
        for img, dx in ((self.shadow, 2), (self.img, 0)):
            img.set_alpha(a)
            drawn.append(surface.blit(img, img.get_rect(center=(x + dx, y + dx))))
            img.set_alpha(None)
        return drawn[0].union(drawn[1])


class Animator:
    """The running tweens of one scene."""

    def __init__(self, speed: Callable[[], float] | float = 1.0):
        self._speed = speed
        self.tweens: list[Tween] = []
        self.version = 0
        self._serial = 0

    @property
    def speed(self) -> float:
        s = self._speed() if callable(self._speed) else self._speed
        try:
            return max(0.0, float(s))
        except (TypeError, ValueError):
            return 1.0

    def add(self, tween: Tween) -> Tween:
        """Start ``tween`` (durations scaled by the speed; at speed 0 it is over at once)."""
        speed = self.speed
        if speed <= 0:
            tween.finish()
            return tween
        tween.scale(speed)
        tween.serial, self._serial = self._serial, self._serial + 1
        before = self.hidden() if tween.hides else None
        self.tweens.append(tween)
        self.tweens.sort(key=lambda t: t.layer)
        if before is not None and self.hidden() != before:
            self.version += 1
        return tween

    def update(self, dt: float, hold_new: bool = False) -> None:
        """Advance every tween by ``dt`` seconds (``hold_new``: not those that have not begun, which
        wait for the table's layer that leaves out what they carry, :mod:`game.ui.layer`)."""
        if not self.tweens:
            return
        for t in list(self.tweens):
            if not (hold_new and t.elapsed == 0.0):
                t.step(dt)
        self._drop_done()

    def _drop_done(self) -> None:
        done = [t for t in self.tweens if t.done]
        if done:
            before = self.hidden() if any(t.hides for t in done) else None
            self.tweens = [t for t in self.tweens if not t.done]
            if before is not None and self.hidden() != before:
                self.version += 1

    def busy(self) -> bool:
        return bool(self.tweens)

    def mark(self) -> int:
        """Where the tweens added from now on begin (for :meth:`length` and :meth:`fit`)."""
        return self._serial

    def since(self, mark: int) -> list[Tween]:
        """The tweens added since ``mark`` that have not begun to run (the ones an action laid out)."""
        return [t for t in self.tweens if t.serial >= mark and t.elapsed == 0.0]

    def length(self, mark: int) -> float:
        """When the last of the tweens added since ``mark`` ends, in seconds at speed 1 (0: none)."""
        speed = self.speed
        ends = [t.delay + t.duration for t in self.since(mark)]
        return max(ends) * speed if ends and speed > 0 else 0.0

    def fit(self, mark: int, seconds: float) -> float:
        """Squeeze the tweens added since ``mark`` to end within ``seconds`` at speed 1 (scaled by the
        speed like every duration): each delay and duration shrinks by one factor, so their order
        and overlaps stay; a :class:`Banner` keeps :attr:`Banner.READ_S` to be read, and the next
        banner of the action stays as far behind it in that proportion (they start sooner).
        Returns when they end now (s at speed 1)."""
        length = self.length(mark)
        if length <= seconds or length <= 0:
            return length
        speed, factor = self.speed, max(0.0, seconds) / length
        last = None                                  # the banner before: (its delay before, after, its factor)
        for t in sorted(self.since(mark), key=lambda t: t.serial):
            read = getattr(t, "READ_S", 0.0) / speed
            if not read:
                t.delay *= factor
                t.duration *= factor
                continue
            kept = max(factor, min(1.0, read / t.duration)) if t.duration > 0 else factor
            old = t.delay
            t.delay = factor * old if last is None else max(factor * old, last[1] + last[2] * (old - last[0]))
            t.duration *= kept
            last = (old, t.delay, kept)
        return self.length(mark)

    def finish_all(self) -> None:
        """Jump to the end of everything (callbacks run); new tweens added meanwhile finish too."""
        for _ in range(100):
            if not self.tweens:
                return
            for t in list(self.tweens):
                t.finish()
            self._drop_done()

    def clear(self) -> None:
        """Drop everything without running callbacks (after an undo)."""
        if self.tweens:
            self.tweens = []
            self.version += 1

    def hidden(self) -> set:
        out: set = set()
        for t in self.tweens:
            out.update(t.hides)
        return out

    def hidden_count(self, prefix: tuple) -> int:
        """How many hidden keys start with ``prefix`` (e.g. cards flying to one opponent)."""
        n = len(prefix)
        return sum(1 for t in self.tweens for h in t.hides if isinstance(h, tuple) and h[:n] == prefix)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw every tween's frame; returns where they drew."""
        drawn = []
        for t in self.tweens:
            r = t.draw(surface)
            if r is not None:
                drawn.append(r)
        return drawn


#: at the Normal speed, the animations of one bot action end within this many seconds (squeezed)
ACTION_S = 0.8
#: ... and a bot's turn, its actions in a row with the pauses between them, within this many as far
#: as :data:`FLOOR_S` an action allows (the loop's frames and the bots' thinking come on top)
TURN_S = 1.2
#: an action of a bot is never squeezed into less than this, or half its length where that is
#: shorter (a pawn's step of a long walk): what moved stays readable
FLOOR_S = 0.3


class BotPace:
    """The pace of a table's bots (issue 23): how far the animations of a bot's action are
    squeezed and how long the kit waits before the next bot's decision. The table tells it every
    action applied (:meth:`applied`) and asks it for the pause before a bot decides (:meth:`pause`);
    all in seconds at speed 1 (the Normal setting), the animator scales them by the speed."""

    def __init__(self):
        self.seat: int | None = None    # the seat whose actions in a row make the turn under way
        self.bot = False                # ... a bot's
        self.spent = 0.0                # the turn's animations so far

    def applied(self, anims: Animator, mark: int, seat: int | None, bot: bool) -> float:
        """``seat`` (a bot: ``bot``) played an action whose tweens were added since ``mark``: a
        bot's are squeezed to what its turn has left (at most :data:`ACTION_S`, at least
        :data:`FLOOR_S` or half their length); returns when they end (s at speed 1)."""
        if seat != self.seat or not bot or not self.bot:
            self.seat, self.bot, self.spent = seat, bot, 0.0
        if not bot:
            return anims.length(mark)
        floor = min(FLOOR_S, anims.length(mark) / 2)
        end = anims.fit(mark, min(ACTION_S, max(floor, TURN_S - self.spent)))
        self.spent += end
        return end

    def pause(self, seat: int | None, between: float) -> float:
        """The pause before the bot ``seat`` decides: ``between`` after another seat's turn, none
        within a bot's turn (its next action follows as soon as the last one's animations ended:
        the frames that bring it on show are beat enough)."""
        return between if seat != self.seat or not self.bot else 0.0


class Timeline:
    """The animations of one action, laid out one after another: what a game's motion module fills.

    ``delay`` is when the next animation starts; the game's handlers (an ``ANIMATE`` table of
    :mod:`game.core.events`) add tweens at it and move it on. ``scene`` gives the animator
    (``scene.anims``) and the sounds (``scene.sound(name)``). Subclass it to carry what a game's
    handlers share (where things lay before the action, what they found out)."""

    def __init__(self, scene):
        self.scene = scene
        self.delay = 0.0

    def run(self, handlers, events) -> Timeline:
        """Every event through ``handlers`` (called ``handlers(event, self)``), in order."""
        for event in events:
            handlers(event, self)
        return self

    def add(self, tween: Tween) -> Tween:
        return self.scene.anims.add(tween)

    def play(self, sound: str | None) -> Callable[[], None] | None:
        """A callback for ``on_start``/``on_done`` that plays ``sound`` (None: no sound, no callback)."""
        return (lambda: self.scene.sound(sound)) if sound else None

    def sound(self, name: str, delay: float | None = None, duration: float = 0.01) -> Tween:
        """Play ``name`` at ``delay`` (default: the timeline's), keeping the scene busy ``duration`` s."""
        return self.add(Wait(duration, delay=self.delay if delay is None else delay, on_start=self.play(name)))

    def pulse(self, rect: pygame.Rect, colour, duration: float = 0.7, delay: float | None = None, **kw) -> Tween:
        """A :class:`Pulse` around ``rect`` at ``delay`` (default: the timeline's)."""
        return self.add(Pulse(rect, colour, duration, delay=self.delay if delay is None else delay, **kw))

    #: where :meth:`banner` centres its banners (a game's subclass sets its own)
    BANNER_AT = (960, 400)

    def banner(self, title: str, sub: str = "", colour=theme.ACCENT, sound: str | None = None, *,
               hold: float = 0.6, duration: float = 1.5) -> Tween:
        """A :class:`Banner` (title, a line below, in ``colour``) at ``BANNER_AT`` from the timeline's
        delay, playing ``sound`` as it starts; what comes next starts ``hold`` s later."""
        tween = self.add(Banner(banner_image(title, sub, colour), self.BANNER_AT, duration, delay=self.delay,
                                layer=4, on_start=self.play(sound)))
        self.delay += hold
        return tween

    def call(self, fn: Callable[[], None], delay: float | None = None) -> Tween:
        """Call ``fn`` once ``delay`` s (default: the timeline's) of animation have passed (at once
        without animations)."""
        return self.add(Wait(0.01, delay=self.delay if delay is None else delay, on_done=fn))

    def turn_starts(self, seat: int | None, area: pygame.Rect | None, *, sound: bool = True, **ring) -> None:
        """A seat's turn starts: the turn's sound for a person at the table (``sound``; none for
        a bot) and ``area``, the seat's piece (its panel, its camp), lit a moment (None: nothing
        lit); ``ring``: the :class:`Pulse`'s ``grow``, ``radius``."""
        if sound and seat is not None and not self.scene.is_bot(seat):
            self.sound("turn")
        if area is not None:
            self.pulse(area, theme.HILITE, 0.6, layer=3, **ring)


class Flights(Timeline):
    """A timeline of things flying from place to place (tiles, cards, pawns), each thing's flights
    one after the other: it leaves from where it was last seen (``seen``: key -> (rect, turn), the
    places before the action, then where each flight ended; ``ORIGIN`` for a thing not seen
    before, e.g. the draw pile) once its previous flight has landed (``lands``). A flying thing is
    hidden as ``(HIDE, key)`` until it lands. A game's subclass draws the things (:meth:`picture`)."""

    DURATION = 0.35
    ARC = 24.0
    HIDE = "tile"
    ORIGIN = pygame.Rect(0, 0, 0, 0)

    def __init__(self, scene, seen: dict):
        super().__init__(scene)
        self.seen = dict(seen)
        self.lands: dict = {}

    def picture(self, key, turn: int, size: int) -> pygame.Surface:
        """``key`` turned ``turn`` quarters, ``size`` px across."""
        raise NotImplementedError

    def fly(self, key, dest: pygame.Rect, turn: int = 0, *, start_sound: str | None = None,
            end_sound: str | None = None, stagger: float = 0.8) -> Tween | None:
        """``key`` flies to ``dest``, turned ``turn`` (the picture turns half way) with the sounds
        as it starts and lands; its first flight shows it waiting at its start. The next animation
        starts ``stagger`` of a flight later. None when it is there already."""
        src, src_turn = self.seen.get(key, (self.ORIGIN, 0))
        if src == dest and src_turn == turn:
            return None
        start = max(self.delay, self.lands.get(key, 0.0))
        size = max(src.width, dest.width)
        after = self.picture(key, turn, size) if turn != src_turn else None
        tween = self.add(Move(self.picture(key, src_turn, size), src, dest, self.DURATION, delay=start,
                              show_waiting=key not in self.lands, arc=self.ARC, image_after=after, flip_at=0.5,
                              hides=[(self.HIDE, key)], layer=2, on_start=self.play(start_sound),
                              on_done=self.play(end_sound)))
        self.lands[key] = start + self.DURATION
        self.seen[key] = (pygame.Rect(dest), turn)
        self.delay = start + self.DURATION * stagger
        return tween

    def end(self) -> float:
        """When the last flight lands, or the next animation would start if that is later (s at speed 1)."""
        return max([self.delay, *self.lands.values()])
