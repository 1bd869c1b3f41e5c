"""``python -m benchmarks.bot_pace [--game all|cave_rave,camp,...] [--actions N] [--seeds 1,2]``: how
long a bot's move takes to show at the Normal animation speed (issue 23, point 4).

Seeded tables of bots alone (Normal bots, three seats) play through the real App and its main loop
(``App.run_for``: the headless video driver at 1920x1080, the real clock, the loop paced and
sleeping as it does for a player), the animation speed being the setting Normal (``anim_speed``
1.0). For every bot decision the table applies, the time from its being applied (``_apply_bot``)
to the next decision being offered: the table still again (its animations played, the kit's
pause between two bot decisions over), so the next bot's answer is taken, a human's prompt
shows, or the results come up. A report between rounds that the table then shows to a table of
bots alone (Höhlengrölen's casting) is its own moment and not counted. Printed per game:

- per decision: median, p95 and max of that time;
- per turn (a seat's decisions in a row, e.g. Höhlengrölen's draw, band, discard): from its first
  decision applied to the decision after its last one being offered, with the bots' thinking
  between (they think while the animations play);
- how long the bots thought, what one decision's animations take by the kit's clock (the tweens'
  own durations) and a turn by the kit's clock (its animations and the kit's pauses): the rest of
  a turn's time is the loop's frames (a bot's move waits a few frames for the table's new layer)
  and the bots' thinking, so a slow or busy machine shows as such.

Goal (issue 23): a bot's turn at Normal shows in at most 2.5 s (p95) in every game.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
GOAL_S = 2.5


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))] if values else float("nan")


class Pace:
    """What one table's bot decisions took: wraps the scene's ``_apply_bot``, ``_decide`` and
    ``update`` (on the instance), reading the kit's state after each frame's update."""

    def __init__(self, scene):
        self.scene = scene
        self.decisions: list[float] = []       # applied -> next offered, s
        self.turns: list[float] = []
        self.thinking: list[float] = []
        self.anim_s: list[float] = []          # what the tweens of one decision take by their durations
        self.turns_kit: list[float] = []       # a turn's tweens and the kit's pauses, by the kit's clock
        self.pending: tuple | None = None      # (applied at, seat) waiting for the table to be still
        self.turn: tuple | None = None         # (first applied at, seat) of the turn under way
        self.reports = 0
        self.kit = 0.0
        real_apply, real_decide, real_update = scene._apply_bot, scene._decide, scene.update

        def apply_bot(seat, action):
            now = time.perf_counter()
            self._close(now)                   # (the decision before was offered, or we would not be here)
            if self.turn is not None and self.turn[1] != seat:
                self.turns.append(self.turn[2] - self.turn[0])
                self.turns_kit.append(self.kit)
                self.turn = None
            if self.turn is None:
                self.turn, self.kit = (now, seat, now), 0.0
            real_apply(seat, action)
            speed = scene.anims.speed
            self.anim_s.append(max([t.delay + t.duration for t in scene.anims.tweens], default=0.0) * speed)
            self.kit += self.anim_s[-1] + scene._bot_wait * speed     # (the pause the next decision waits)
            self.pending = (now, seat)

        def decide(view, level, rng):
            t = time.perf_counter()
            try:
                return real_decide(view, level, rng)
            finally:
                self.thinking.append(time.perf_counter() - t)

        def update(dt):
            real_update(dt)
            if self.pending is not None and self.still():
                self._close(time.perf_counter())

        scene._apply_bot, scene._decide, scene.update = apply_bot, decide, update

    def still(self) -> bool:
        """The next decision is offered: nothing animates and the kit's pause is over (or a report
        between rounds came up, or the game is over and its last animations played)."""
        s = self.scene
        if s.anims.busy():
            return False
        if s.holding():
            return True
        return s._bot_wait <= 0 or s.state.is_terminal() or s.human_to_act() is not None

    def _close(self, now: float) -> None:
        if self.pending is None:
            return
        at, _seat = self.pending
        self.pending = None
        if self.scene.holding():
            self.reports += 1
        self.decisions.append(now - at)
        if self.turn is not None:
            self.turn = (self.turn[0], self.turn[1], now)

    def finish(self) -> None:
        """The table is left: a decision still showing and the turn under way are not counted,
        unless the game is over (its last turn ended)."""
        if self.turn is not None and self.pending is None and self.scene.state.is_terminal():
            self.turns.append(self.turn[2] - self.turn[0])
            self.turns_kit.append(self.kit)
        self.pending = self.turn = None


def play(game: str, seed: int, actions: int, seats: int) -> Pace:
    """A table of ``seats`` Normal bots of ``game`` (the deal ``seed``), played through the real
    App's loop until ``actions`` bot decisions were applied or the game ended."""
    from game.core import registry
    from game.core.match import Runner, Seat
    from game.ui.app import App
    spec = registry.get(game)
    app = App(size=(1920, 1080), start=False)
    app.settings.anim_speed = "normal"
    assert app.anim_speed == 1.0, app.anim_speed
    n = max(spec.min_players, min(spec.max_players, seats))
    runner = Runner.new(game, [Seat(f"Bot {i + 1}", "normal", spec.colours[i]) for i in range(n)], seed=seed)
    scene = spec.scene_class()(app, runner)
    app.reset(scene)
    pace = Pace(scene)
    deadline = time.monotonic() + 900
    while (len(pace.decisions) < actions and app.top is scene and app.running and time.monotonic() < deadline
           and not (scene.state.is_terminal() and pace.pending is None)):
        app.run_for(0.2)                    # the main loop as it runs for a player, a moment at a time
    pace.finish()
    while app.stack:
        app.stack.pop().exit()
    return pace


def line(label: str, values: list[float]) -> str:
    if not values:
        return f"    {label:<28} none"
    return (f"    {label:<28} median {statistics.median(values):5.2f} s   p95 {pct(values, .95):5.2f} s   "
            f"max {max(values):5.2f} s   ({len(values)})")


def run(game: str, seeds: list[int], actions: int, seats: int) -> dict:
    decisions, turns, thinking, anim_s, kit, reports = [], [], [], [], [], 0
    for seed in seeds:
        pace = play(game, seed, actions, seats)
        decisions += pace.decisions
        turns += pace.turns
        thinking += pace.thinking
        anim_s += pace.anim_s
        kit += pace.turns_kit
        reports += pace.reports
    print(line("a decision shows in", decisions))
    print(line("a turn shows in", turns) + ("   goal p95 <= 2.5 s: " + ("met" if turns and
                                                                         pct(turns, .95) <= GOAL_S else "NOT met")))
    print(line("a bot thinks", thinking))
    print(line("a decision's tweens (kit)", anim_s))
    print(line("a turn by the kit's clock", kit))
    if reports:
        print(f"    ({reports} reports between rounds came up: their time is not counted)")
    return {"decision": (statistics.median(decisions), pct(decisions, .95)) if decisions else None,
            "turn": (statistics.median(turns), pct(turns, .95)) if turns else None}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.bot_pace", description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="all", help="a game, a comma list, or all (default)")
    p.add_argument("--actions", type=int, default=60, help="bot decisions per deal (default 60)")
    p.add_argument("--seeds", default="1,2", help="the deals, a comma list (default 1,2)")
    p.add_argument("--seats", type=int, default=3, help="bots at the table (default 3)")
    args = p.parse_args(argv)
    os.environ["OPENAIR_HOME"] = tempfile.mkdtemp(prefix="openair-bench-")
    import game.games  # noqa: F401 - the games registered
    from game.core import registry
    games = [spec.id for spec in registry.all_games()] if args.game == "all" else args.game.split(",")
    seeds = [int(s) for s in args.seeds.split(",")]
    for gid in games:
        print(f"A bot's move at Normal ({gid}, {args.seats} Normal bots, deals {args.seeds}, "
              f"{args.actions} decisions each), Python {sys.version.split()[0]}")
        run(gid, seeds, args.actions, args.seats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
