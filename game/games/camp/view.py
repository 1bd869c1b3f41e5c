"""Camp Roskilde table: every camp on show (the one whose turn it is large),
the festival grounds with the draw and discard piles, a prompt panel that
says what to do and shows the tile that asks, and the log.

Playing is picking: a grounds tile (or, in a chain, a camp tile) is picked up
and follows the mouse; every space it may go to lights up (solid: it fits as
turned now; dashed with an arrow: it fits turned another way); the wheel,
right-click or R turns it; a click on a lit space plays the one legal action
that puts it there (see :mod:`.choices`). Everything else explains itself on
hover (:mod:`.hints`).

Where things lie is in :mod:`.layout`, the art in :mod:`.tiles`, the static
layer in :mod:`.panels`, each frame's extras in :mod:`.overlays`, and the
flights, banners and sounds for events in :mod:`.motion`.
"""

from __future__ import annotations

import pygame

from game.core.state import Event
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import hints, layout, motion, overlays, panels
from .board import EMPTY
from .choices import Choices, can_turn, legal_rot
from .clock import TurnClock
from .layout import DISCARD_RECT, LOG_RECT, PILE_RECT
from .pending import ChainChoice, MainTurn, Tiebreak
from .tiles import TileArt


class CampScene(TableScene):
    name = "camp"

    def __init__(self, app, runner):
        self.content = runner.spec.content
        self.art = TileArt(app, self.content)
        self.source: tuple | None = None       # what is picked: ("tile", t) or ("space", camp, space)
        self.rot = 0                           # the preview's turn (quarter turns clockwise)
        self.choices: Choices | None = None
        self._choices_key = None
        self._targets_key = None
        self._targets: dict = {}
        self.log_panel = LogPanel(LOG_RECT, special=hints.log_special,
                                  empty="Every move will be written here. The festival is about to begin!")
        self._before: dict = {}
        self.boxes: dict = {}
        self.ground_slots: dict[int, pygame.Rect] = {}
        self.btn_rects = layout.button_rects()
        self.winner_btns: dict[int, pygame.Rect] = {}
        self.clock = TurnClock(self)
        self.marks: set[int] = set()           # tiles placed or moved in the turn before this one
        self._turn_moves: set[int] = set()
        self._shown_turn: int | None = None      # whose camp is large (held while tiles fly)
        self._applying = False
        super().__init__(app, runner)

    # =========================================================================
    # display state
    # =========================================================================
    def rebuild(self) -> None:
        st = self.state
        key = (len(self.runner.match.actions), self.seat_to_act())
        if key != self._choices_key:
            self._choices_key = key
            actions = st.legal_actions() if self.seat_to_act() is not None else []
            self.choices = Choices(st, actions)
            self.source = None
            self.rot = 0
            self._autopick()
        self._layout()
        self._touch()

    def _autopick(self) -> None:
        """A drawn tile (Mr. Chaos, Take a chance) is already in the hand: pick it at once."""
        p = self.state.pending()
        if isinstance(p, ChainChoice) and p.drawn is not None:
            src = ("tile", p.drawn)
            if src in self.choices.by_source:
                self.source = src

    def _layout(self) -> None:
        st = self.state
        self.boxes = layout.camp_boxes(st.num_players, self.active_camp())
        self.ground_slots = dict(zip(st.grounds, layout.ground_rects(len(st.grounds)), strict=False))
        p = st.pending()
        cands = p.candidates if isinstance(p, Tiebreak) else []
        self.winner_btns = layout.winner_rects(cands) if self.my_turn() else {}

    def active_camp(self) -> int:
        """Whose camp is drawn large: the player whose turn it is, once the tiles of the
        action before have landed (then the camps glide to their new places)."""
        held = self._shown_turn is not None and (self._applying or self.anims.busy())
        if not held:
            self._shown_turn = self.state.turn
        return self._shown_turn

    def release_turn(self) -> None:
        """The flights are over: the new player's camp becomes the large one."""
        old = self._shown_turn
        self._shown_turn = self.state.turn
        if old is not None and old != self._shown_turn:
            before = {s: b.rect.copy() for s, b in self.boxes.items()}
            self._layout()
            motion.glide_camps(self, before)
        self._touch()

    def after_human_action(self, seat, action) -> None:
        self.hover = self.hit(self.mouse)

    def on_undo(self) -> None:
        self._choices_key = None
        self._shown_turn = None
        self.marks, self._turn_moves = set(), set()

    # =========================================================================
    # what may be done now
    # =========================================================================
    def my_turn(self) -> bool:
        return self.human_to_act() is not None and not self.holding()

    def picked_tile(self) -> int | None:
        src = self.source
        if src is None:
            return None
        if src[0] == "tile":
            return src[1]
        t = self.state.camps[src[1]][src[2]]
        return None if t == EMPTY else t

    def targets_now(self) -> dict[tuple[int, int], set]:
        """Where the picked source may go: ``{(camp, space): {rots}}`` (cached per pick)."""
        key = (self._choices_key, self.source)
        if key != self._targets_key:
            self._targets_key = key
            self._targets = self.choices.targets(self.source) if self.choices and self.my_turn() else {}
        return self._targets

    def match_targets(self) -> bool:
        return any(None in rots for rots in self.targets_now().values())

    def place_rot(self, camp: int, space: int) -> int | None:
        tile = self.picked_tile()
        if tile is None or self.source is None:
            return None
        return self.choices.fit_rot(self.source, tile, camp, space, self.rot)

    def lit(self) -> dict[tuple[int, int], str]:
        """How each space is lit now: "now" (fits as turned), "turn" (fits turned), "match",
        "source" (a camp tile that may be picked), "picked"."""
        out: dict[tuple[int, int], str] = {}
        if not self.my_turn() or self.choices is None:
            return out
        tile = self.picked_tile()
        if self.source is not None and tile is not None:
            cur = legal_rot(self.state, tile, self.rot)
            for pos, rots in self.targets_now().items():
                if None in rots:
                    out[pos] = "match"
                else:
                    out[pos] = "now" if cur in rots else "turn"
            if self.source[0] == "space":
                out[(self.source[1], self.source[2])] = "picked"
            return out
        for camp, space in self.choices.space_sources():
            out[(camp, space)] = "source"
        return out

    def asker_space(self) -> tuple[int, int] | None:
        return hints.asker_space(self)

    def prompt(self) -> dict:
        return self.cached(("prompt", self._version), lambda: hints.prompt(self))

    def tooltip(self, name: str | None) -> str:
        return hints.tooltip(self, name)

    # -- the clock (Get on with it!) ----------------------------------------------
    def clock_running(self) -> bool:
        return self.clock.running()

    def clock_left(self) -> float:
        return self.clock.left()

    def time_up(self) -> None:
        """The clock ran out: the next player finishes this turn."""
        self.source = None
        if self.play(("time_up",)):
            self.sound("error")

    def wake_in(self) -> float | None:
        return self.clock.wake_in()

    def pause(self) -> None:
        self.clock.stop()

    # =========================================================================
    # input
    # =========================================================================
    def targets(self) -> dict[str, pygame.Rect]:
        t: dict[str, pygame.Rect] = {"menu": self.btn_rects["menu"].copy(),
                                     "rules": self.btn_rects["rules"].copy(),
                                     "pile": PILE_RECT.copy(), "discard": DISCARD_RECT.copy()}
        for tile, r in self.ground_slots.items():
            t[f"grounds:{tile}"] = r.copy()
        for seat, box in self.boxes.items():
            for s, r in enumerate(box.spaces):
                t[f"space:{seat}:{s}"] = r.copy()
            t[f"score:{seat}"] = layout.score_rect(box)
        for name in self.visible_buttons():
            t[name] = self.btn_rects[name].copy()
        for seat, r in self.winner_btns.items():
            t[f"winner:{seat}"] = r.copy()
        return t

    def visible_buttons(self) -> list[str]:
        """The prompt panel's buttons on show now."""
        if not self.my_turn() or self.choices is None:
            return []
        out = []
        if isinstance(self.state.pending(), MainTurn) or self.picked_tile() is not None:
            out.append("rotate")
        if "gamble" in self.choices.buttons:
            out.append("gamble")
        if "discard_grounds" in self.choices.buttons:
            out.append("clear_grounds")
        return out

    def rotate_enabled(self) -> bool:
        tile = self.picked_tile()
        return (tile is not None and self.my_turn() and can_turn(self.state, tile)
                and not self.state.options.get("ups_and_downs")
                and any(None not in rots for rots in self.targets_now().values()))

    def hit(self, pos) -> str | None:
        for name in ("rules", "menu", *self.visible_buttons()):
            if self.btn_rects[name].collidepoint(pos):
                return name
        for seat, r in self.winner_btns.items():
            if r.collidepoint(pos):
                return f"winner:{seat}"
        for tile, r in self.ground_slots.items():
            if r.collidepoint(pos):
                return f"grounds:{tile}"
        sp = layout.space_at(self.boxes, pos)
        if sp is not None:
            return f"space:{sp[0]}:{sp[1]}"
        for seat, box in self.boxes.items():
            if layout.score_rect(box).collidepoint(pos):
                return f"score:{seat}"
        if PILE_RECT.collidepoint(pos):
            return "pile"
        if DISCARD_RECT.collidepoint(pos):
            return "discard"
        if LOG_RECT.collidepoint(pos):
            return "log"
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.source is not None:
            self._drop()
            return
        super().handle(event)
        if event.type == pygame.MOUSEWHEEL:
            if LOG_RECT.collidepoint(self.mouse):
                self.scroll_log(event.y * 2)
            elif self.source is not None and event.y:
                self.turn_tile(-1 if event.y > 0 else 1)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            self.turn_tile(-1 if shift else 1, explain=True)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.source is not None:
                self.turn_tile(1, explain=True)

    def turn_tile(self, step: int, explain: bool = False) -> bool:
        """Turn the picked tile a quarter (1 clockwise, -1 back); False (and why) when it cannot."""
        tile = self.picked_tile()
        if tile is None or not self.my_turn():
            if explain:
                self.say("Pick a tile first, then turn it.", bad=False)
            return False
        if self.state.options.get("ups_and_downs"):
            if explain:
                self.say("Ups and downs: tiles cannot be turned.")
                self.sound("error")
            return False
        if not can_turn(self.state, tile):
            if explain:
                self.say("Colourless tiles have no symbols: they fit any way round.", bad=False)
            return False
        self.rot = (self.rot + step) % 4
        self.message = ""
        self.sound("click")
        self._touch()
        return True

    def _drop(self) -> None:
        self.source = None
        self.rot = 0
        self.message = ""
        self._autopick()
        self._touch()

    def _pick(self, src: tuple) -> None:
        one = self.choices.one_step(src)
        if one is not None:
            self.play(one)
            return
        self.source = src
        self.rot = 0
        self.message = ""
        self.sound("click")
        # start with a turn that fits somewhere, if the printed one fits nowhere
        tile = self.picked_tile()
        targets = self.targets_now()
        if tile is not None and targets and not self.match_targets():
            every = set().union(*targets.values())
            for k in range(4):
                if legal_rot(self.state, tile, k) in every:
                    self.rot = k
                    break
        self._touch()

    def _refuse(self, reason: str) -> None:
        self.say(reason or "Not now.")
        self.sound("error")

    def click(self, name: str | None) -> None:
        if name is None:
            if self.source is not None and not self._drawn_pick():
                self._drop()          # a click on the bare table puts the tile back
            return
        if name in ("pile", "discard", "log") or name.startswith("score:"):
            return
        if not self.my_turn():
            self._refuse(hints._wait(self))
            return
        if name == "rotate":
            self.turn_tile(1, explain=True)
            return
        if name == "gamble":
            self.play(self.choices.buttons["gamble"][0])
            return
        if name == "clear_grounds":
            self.play(self.choices.buttons["discard_grounds"][0])
            return
        if name.startswith("winner:"):
            seat = int(name[7:])
            self.play(("winner", seat))
            return
        if name.startswith("grounds:"):
            tile = int(name[8:])
            src = ("tile", tile)
            if self.source == src and not self._drawn_pick():
                self._drop()
                return
            if src in self.choices.by_source:
                self._pick(src)
                return
            if isinstance(self.state.pending(), MainTurn):
                self._refuse(f"{self.content.name(tile)} fits nowhere: pick another tile.")
            else:
                self._refuse(hints.prompt(self)["title"] + ".")
            return
        if name.startswith("space:"):
            _, c, s = name.split(":")
            self._click_space(int(c), int(s))

    def _drawn_pick(self) -> bool:
        p = self.state.pending()
        return (self.source is not None and isinstance(p, ChainChoice) and p.drawn == self.source[1]
                and self.source[0] == "tile")

    def _click_space(self, camp: int, space: int) -> None:
        src = self.source
        if src is not None and self.picked_tile() is not None:
            if src == ("space", camp, space):
                self._drop()
                return
            targets = self.targets_now()
            if (camp, space) in targets:
                rots = targets[(camp, space)]
                rot = None if None in rots else self.place_rot(camp, space)
                action = self.choices.action(src, camp, space, rot)
                if action is not None:
                    self.play(action)
                    return
            if src[0] == "space" and ("space", camp, space) in self.choices.by_source:
                self._pick(("space", camp, space))      # another tile to move instead
                return
            self._refuse(hints.why_not_space(self, camp, space))
            return
        if ("space", camp, space) in self.choices.by_source:
            self._pick(("space", camp, space))
            return
        self._refuse(hints.why_not_space(self, camp, space) or hints.prompt(self)["title"] + ".")

    # =========================================================================
    # animations and sounds from events
    # =========================================================================
    def before_action(self, seat, action) -> None:
        self._before = motion.snapshot(self)
        self._applying = True

    def on_events(self, events: list[Event]) -> None:
        self._applying = False
        for ev in events:
            if ev.kind == "turn_start":
                self.marks, self._turn_moves = self._turn_moves, set()
            elif ev.kind in ("placed", "moved"):
                self._turn_moves.add(ev.data["tile"])
        delay = motion.animate(self, events, self._before)
        if self._shown_turn != self.state.turn:
            motion.after(self, delay, self.release_turn)

    # =========================================================================
    # the loop
    # =========================================================================
    def update(self, dt: float) -> None:
        version = self.anims.version
        super().update(dt)
        self.clock.tick()
        self.refresh_display(version, self.clock_running())

    def render_layer(self, layer: pygame.Surface) -> None:
        panels.render_layer(self, layer)

    def draw_frame(self, surface: pygame.Surface) -> None:
        overlays.draw_frame(self, surface)

    # =========================================================================
    # the tour (``openair tour camp``)
    # =========================================================================
    def tour_shots(self, save) -> None:
        """A tile picked with its spaces lit, an illegal space explained, the score explained,
        the discard pile, a chain prompt."""
        from .shots import tour_shots
        tour_shots(self, save)

