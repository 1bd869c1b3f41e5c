"""Boaromia's presenters without a display: the why-not and hover texts come from real states
through the pygame-free modules (walk, presenters), and importing them loads no pygame. The presenters read
the kit's :class:`~game.ui.context.TableContext`, built from the real state and seats
(``TableContext.of``) with the selection the scene makes: nothing of the table is faked."""

from __future__ import annotations

import random
import re
import subprocess
import sys

from game.core.content import resolve_options
from game.core.match import Seat
from game.games.boaromia import model, presenters, rules, walk
from game.games.boaromia.board import OBSTACLES, UNREACHABLE
from game.games.boaromia.selection import Selection
from game.ui.context import TableContext

C = model.load()
NAMES = ("Ann", "Bo", "Cy", "Di")


def table(st, kinds=("human", "easy"), viewer: int | None = 0, *, names=NAMES, thinking: int | None = None,
          suggest: int | None = None) -> TableContext:
    """The kit's context of ``st`` (the real state: Boaromia has no secrets) at a table of ``kinds``
    seen by ``viewer``, with the selection the scene makes for it (what may be clicked, the walk of
    this screen's festival-goer, the team planner's pick ``suggest``): who decides and whether it
    is this screen's human are the kit's, from the state and the seats."""
    seats = [Seat(name, kind) for name, kind in zip(names, kinds, strict=False)]
    to_act = st.current_player()
    mine = to_act >= 0 and not seats[to_act].is_bot
    actions = st.legal_actions() if to_act >= 0 else []
    sel = Selection(st, actions, walk.Reach(st, st.turn_seat() if mine else None), suggest)
    return TableContext.of(st, seats, viewer, selection=sel, thinking=thinking)


def first_turn(seed: int = 1) -> rules.BoaromiaState:
    """A 2-player game on the front board, played at random up to the first walk."""
    st = rules.new_state(C, 2, resolve_options(C.options, {"board": "front"}))
    rng = random.Random(seed)
    while st.pending().kind != "turn":
        st.apply_action(rng.choice(st.legal_actions()))
    return st


def test_why_not_explains_a_tile_out_of_reach():
    st = first_turn()
    reach = walk.Reach(st, st.active)
    far = next(t for t in range(st.ctx.grid.size)
               if reach.dist[t] != UNREACHABLE and t not in reach.spots
               and st.ctx.kind[t] not in OBSTACLES)
    text = st.why_no_walk(far)
    assert text.startswith(f"{reach.dist[far]} steps away, you have {st.steps_left} left")
    assert text.endswith(".")


def test_why_not_names_obstacles_and_the_own_tile():
    st = first_turn()
    building = next(t for t in range(st.ctx.grid.size) if st.ctx.kind[t] == "building" and st.ctx.area[t] is None)
    assert st.why_no_walk(building) == "A building: nobody walks through buildings."
    assert st.why_no_walk(st.pos[st.active]) == "You are standing here."


def test_character_hover_text_reads_the_vibe():
    st = first_turn()
    bert = C.character_by_id["backstage_bert"]
    ctx = table(st)
    assert presenters.char_tip(ctx, bert.id) == f'{bert.name}, vibe "{bert.vibe_name}": {bert.vibe_text}\n“{bert.text}”'
    tips = [presenters.char_tip(ctx, c.id) for c in C.characters] + [presenters.seat_tip(ctx, s) for s in (0, 1)]
    assert not any(re.search(r"[!?.][.:]", tip) for tip in tips)        # no "There You Are!." in a tip


def test_names_keep_their_capitals_inside_messages():
    st = first_turn()
    ctx = table(st)
    tips = [presenters.place_tip(ctx, t) for t in range(st.ctx.grid.size)]
    assert any("Beer 1" in tip for tip in tips)                         # the drink list, as the buttons name them
    assert any("R&B:" in presenters.slot_tip(ctx, r) for r in range(1, 13))
    labels = [presenters.button_label(ctx, ("eat", f))[0] for f in ("fries", "burger", "curry")]
    assert labels == ["Eat fries · 2 coins", "Eat a burger · 3 coins", "Eat a curry · 5 coins"]


def test_the_presenters_load_no_pygame():
    code = ("import sys, game.games.boaromia.presenters, game.games.boaromia.walk, game.games.boaromia.text; "
            "assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_prompt_of_a_pending_pick_names_the_event_and_who_is_picked():
    st = rules.new_state(C, 4, resolve_options(C.options, {"board": "front"}))
    rng = random.Random(2)
    while st.pending().kind != "pick":
        st.apply_action(rng.choice(st.legal_actions()))
    p = st.pending()
    card = C.event_by_id[p.event]
    names = ("Ada", "Rocky", "Luna", "Bongo")
    two_humans = ["easy"] * 4
    two_humans[p.seat] = two_humans[(p.seat + 1) % 4] = "human"
    mine = presenters.prompt(table(st, two_humans, p.seat, names=names))
    assert mine["title"] == f"The team decides ({names[p.seat]} clicks): who is it?"
    assert mine["detail"].startswith(f"{card.name}: {presenters.who_words(p.who)} — several tie.")
    bots = ["easy"] * 4
    waiting = presenters.prompt(table(st, bots, None, names=names, thinking=p.seat))
    assert waiting["title"] == f"{names[p.seat]} is thinking…"
    assert waiting["detail"] == "The team decides: who is it?"      # what the others are deciding


def turn_of(chars: list[str], at: tuple[int, int]) -> rules.BoaromiaState:
    """Round 1 (sides 1A 2A 3A: Truffle Shuffle at Duroc), seat 0 about to walk from ``at``."""
    st = rules.new_state(C, len(chars), resolve_options(C.options, {}))
    picks = list(chars)
    while st.decision() not in ("next", "turn"):
        if st.decision() == "side":
            st.apply_action(("side", 0))
        elif st.decision() == "character":
            st.apply_action(("character", picks.pop(0)))
        else:
            st.apply_action(st.legal_actions()[0])
    st.pos[0] = st.ctx.grid.index(at[1], at[0])
    st.apply_action(("next", 0))
    return st


def walk_to(st, tile: int) -> list[str]:
    """Click ``tile`` as the table does: the preview's notes, then every step of the walk."""
    reach = walk.Reach(st, st.active)
    path = reach.path(tile)
    said = walk.notes(st, reach, path)
    while (action := walk.next_action(st, path)) is not None:
        st.apply_action(action)
    return said


def test_a_walk_past_the_show_sprints_on_instead_of_ending_on_frits_bonus_step():
    st = turn_of(["frits_fomo", "crazy_q"], (7, 4))        # the Piggy Bank, in front of Duroc
    st.steps_left = 1                                       # one step onto Duroc, then sprints
    target = st.ctx.grid.index(1, 8)                        # a star tile at the back of Duroc
    reach = walk.Reach(st, st.active)
    assert reach.spots[target].sprints == 2 and not reach.spots[target].bonus
    walk_to(st, target)
    assert st.pos[0] == target                              # not stopped short on Duroc's first row


def test_the_preview_says_when_a_bonus_step_or_a_full_bladder_ends_the_walk():
    st = turn_of(["frits_fomo", "crazy_q"], (7, 4))
    st.steps_left, st.energy[0] = 1, 1                      # no energy for a sprint: the bonus step
    reach = walk.Reach(st, st.active)
    onto = next(t for t, spot in reach.spots.items() if spot.bonus)
    notes = walk_to(st, onto)
    assert any("bonus step carries you there, and your movement ends there" in n for n in notes)
    assert st.stopped and st.pos[0] == onto
    st = turn_of(["crazy_q", "frits_fomo"], (3, 1))
    st.bladder[0], st.coins[0] = 8, 0                       # only water (+3) on offer: full at the bar
    path = walk.Reach(st, st.active).path(st.ctx.grid.index(1, 6))         # over The Trough and on
    assert any(st.ctx.area[t] == "bar_trough" for t in path[1:-1])
    notes = walk.notes(st, walk.Reach(st, st.active), path)
    assert any(n.startswith("Any drink at The Trough fills your bladder to the top") for n in notes)
    st.coins[0] = 3                                         # a coffee (+1) leaves room
    notes = walk.notes(st, walk.Reach(st, st.active), path)
    assert any(n.startswith("Pick a drink at The Trough that leaves room") for n in notes)


def test_a_tiles_hover_text_reads_the_walk_from_the_contexts_selection():
    st = first_turn()
    ctx = table(st, ("human", "human"))
    reach = ctx.selection.reach
    assert presenters.walking(ctx) and reach.seat == st.active
    tile = max(reach.spots, key=lambda t: reach.spots[t].cost)
    cost = reach.spots[tile].cost
    assert presenters.tile_tip(ctx, tile).startswith(f"{cost} step")
    assert ctx.selection.path(tile) == reach.path(tile)
    watching = table(st, ("easy", "easy"), None)             # bots walk: no walk lit for this screen
    assert not presenters.walking(watching)
    assert presenters.tile_tip(watching, tile) == presenters.place_tip(watching, tile)


def test_who_goes_next_offers_the_team_planners_pick_to_this_screens_human():
    st = rules.new_state(C, 3, resolve_options(C.options, {"board": "front"}))
    rng = random.Random(3)
    while st.pending().kind != "next":
        st.apply_action(rng.choice(st.legal_actions()))
    seat = st.current_player()
    kinds = ["easy"] * 3
    kinds[seat] = "human"
    pick = next(s for s in range(3) if not st.moved[s])
    offered = table(st, kinds, seat, suggest=pick)
    detail = presenters.prompt(offered)["detail"]
    assert detail.startswith(f"The team's pick: {presenters.who(offered, pick)} (press Enter or the button).")
    plain = presenters.prompt(table(st, kinds, seat))["detail"]
    assert plain.startswith("Click a lit festival-goer. Still to go:")
    name = NAMES[pick]
    assert presenters.seat_tip(offered, pick) == f"Click: {name} goes next."            # lit for this screen's human
    assert presenters.seat_tip(table(st, ["easy"] * 3, None), pick) != f"Click: {name} goes next."


def test_why_a_track_cannot_be_picked_to_go_next_is_the_rules_reason():
    st = rules.new_state(C, 3, resolve_options(C.options, {"board": "front"}))
    rng = random.Random(4)
    while not (st.pending().kind == "next" and any(st.moved)):
        st.apply_action(rng.choice(st.legal_actions()))
    done = next(s for s in range(3) if st.moved[s])
    ctx = table(st, ["human"] * 3, st.current_player())
    assert presenters.why_not_seat(ctx, done) == st.why_not(("next", done)) != ""
    still = next(s for s in range(3) if not st.moved[s])
    assert presenters.why_not_seat(ctx, still) == ""


def test_a_tile_that_plays_nothing_says_the_decision_wants_a_lit_one():
    st = rules.new_state(C, 2, resolve_options(C.options, {"board": "front"}))
    rng = random.Random(5)
    while st.pending().kind != "campsite":
        st.apply_action(rng.choice(st.legal_actions()))
    ctx = table(st, ("human", "human"), st.current_player())
    title = presenters.prompt(ctx)["title"]
    assert presenters.why_not_tile(ctx, title) == f"{title}: pick a lit tile."
    assert presenters.why_not_tile(table(first_turn(), ("human", "human")), "") == ""     # a walk: nothing to add


def test_the_top_bar_says_what_is_decided_and_who_decides_in_the_kits_words():
    st = rules.new_state(C, 2, resolve_options(C.options, {"board": "front"}))
    rng = random.Random(3)
    while st.decision() != "character":
        st.apply_action(rng.choice(st.legal_actions()))
    seat = st.current_player()
    name = NAMES[seat]
    alone = ["easy", "easy"]
    alone[seat] = "human"
    assert presenters.status(table(st, alone, seat)) == "Choosing characters · Your turn"
    bots = table(st, ("easy", "easy"), None, thinking=seat)
    assert presenters.status(bots) == f"Choosing characters · {bots.whose_turn()}" == \
        f"Choosing characters · {name} is thinking…"
    st = first_turn()
    seat = st.current_player()
    assert presenters.status(table(st, ("human", "human"), None)) == f"{NAMES[seat]}'s turn"
    while st.decision() in ("turn", "drink") or st.current_player() < 0:
        st.apply_action(rng.choice(st.legal_actions()))
    assert presenters.status(table(st, ("human", "human"), None)) == \
        f"The team decides · {NAMES[st.current_player()]}'s turn"
    while not st.is_terminal():
        st.apply_action(rng.choice(st.legal_actions()))
    won = st.result.get("won")
    assert presenters.status(table(st, ("human", "human"), None)) == (
        "Group photo: the festival is won!" if won else "The festival is over")
