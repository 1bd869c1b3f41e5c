"""Get on with it!: every turn has 25 seconds. The clock runs while the human
whose turn it is must decide (not while tiles fly, bots think or the pause menu
is open); when it runs out the scene plays ``("time_up",)`` and the next player
finishes the turn. Its face sits in the top bar."""

from __future__ import annotations

import math
import time

import pygame

from game.core.i18n import _
from game.ui import theme, widgets
from game.ui.table_clock import TableClock

from .pending import ChainChoice, MainTurn

TURN_SECONDS = 25.0
CLOCK_RECT = pygame.Rect(1150, 10, 420, 44)


class TurnClock(TableClock):
    """The turn's clock (the kit's :class:`TableClock`): it runs while the human whose turn it is
    decides, wakes the loop for each second it shows, and plays ``("time_up",)`` when it runs out."""

    def __init__(self, scene):
        super().__init__(scene)
        self.used = 0.0                  # seconds of this turn spent thinking
        self._key = None                 # (turns played, turn): a new turn resets the clock
        self._last: float | None = None
        self._tick_at = 0.0

    def running(self) -> bool:
        scene = self.scene
        st = scene.state
        if not st.options["get_on_with_it"] or st.is_terminal() or st.finisher is not None:
            return False
        if not isinstance(st.pending(), (MainTurn, ChainChoice)) or scene.holding():
            return False
        return scene.human_to_act() == st.turn

    def left(self) -> float:
        return max(0.0, TURN_SECONDS - self.used)

    def stop(self) -> None:
        """Forget the last look (paused: the time in between does not count)."""
        self._last = None

    def tick(self) -> None:
        """Count the time since the last look; hand the turn on when it is up."""
        scene = self.scene
        st = scene.state
        key = (st.turns_played, st.turn)
        if key != self._key:
            self._key, self.used, self._last = key, 0.0, None
        now = time.monotonic()
        if not self.running() or scene.anims.busy():
            self._last = None
            return
        if self._last is not None:
            self.used += min(1.0, max(0.0, now - self._last))
        self._last = now
        left = self.left()
        if left <= 0:               # the next player finishes this turn
            self._last = None
            scene.sel.source = None
            if scene.play(("time_up",)):
                scene.sound("error")
            return
        frac = left - math.floor(left)
        self._tick_at = now + (frac if frac > 0.01 else 1.0)

    def wake_in(self) -> float | None:
        """While the clock runs, the loop wakes for each second it shows."""
        if self.running():
            return max(0.0, self._tick_at - time.monotonic())
        return None

    def draw(self, s: pygame.Surface) -> pygame.Rect:
        left = self.left()
        secs = int(left + 0.999)
        urgent = left <= 5.0

        def make():
            return widgets.meter_image(CLOCK_RECT.size, _("Get on with it!"), _("{n} s").format(n=secs),
                                       secs / TURN_SECONDS, theme.BAD if urgent else theme.ACCENT)
        return s.blit(self.scene.cached(("clock", secs, urgent), make), CLOCK_RECT)
