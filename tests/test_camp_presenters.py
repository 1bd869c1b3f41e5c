"""Camp Roskilde's presenters (presenters, selection.Selection) on real states from the real content,
without pygame: the prompt, the fit summary, the why-not texts and the hover texts. Each reads the
kit's :class:`~game.ui.context.TableContext`, built from the real state and seats
(``TableContext.of``): nothing of the table is faked."""

from __future__ import annotations

import random
import subprocess
import sys

from game.core.match import Seat
from game.games.camp import hint_line, presenters
from game.games.camp.selection import Selection
from game.ui.context import TableContext
from tests.camp_helpers import CONTENT, SPEC, T, game, put

SPACE = {"tl": 0, "t": 1, "tr": 2, "l": 3, "c": 4, "r": 5, "bl": 6, "b": 7, "br": 8}


def table(st, kinds=("human", "easy", "hard"), viewer: int | None = 0) -> TableContext:
    """The kit's context of ``st`` (the real state, no copy: Camp Roskilde has no secrets) at a
    table of ``kinds`` seen by ``viewer``, with the selection the scene would make for it: who
    decides, whether it is this screen's human, are the kit's, from the state and the seats."""
    seats = [Seat(name, kind) for name, kind in zip(("Ann", "Bo", "Cy"), kinds, strict=False)]
    return TableContext.of(st, seats, viewer, selection=Selection(st, st.legal_actions()))


def test_importing_the_presenters_loads_no_pygame():
    code = ("import sys, game.games.camp.presenters, game.games.camp.selection, game.games.camp.text; "
            "assert 'pygame' not in sys.modules, 'pygame loaded'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_prompt_before_a_pick_asks_for_a_grounds_tile():
    t = table(game(3, grounds=["mime", "blue_camper", "red_camper", "black_camper"]))
    p = presenters.prompt(t)
    assert p["title"] == "Pick a tile from the festival grounds" and p["tile"] is None
    assert presenters.status(t) == "Your turn"                      # (said once, in the top bar)
    assert presenters.camp_sub(t, 1, big=True) == "0/9 · easy bot"
    assert presenters.camp_sub(t, 2, big=True) == "0/9 · hard bot"


def test_a_picked_tiles_fit_summary_counts_the_legal_placements():
    st = game(2, grounds=["blue_camper", "mime", "red_camper", "black_camper"])
    put(st, 0, SPACE["c"], "green_cool_stuff")
    put(st, 1, SPACE["c"], "red_cool_stuff")
    t = table(st)
    tile = T("blue_camper")
    t.selection.pick(("tile", tile))
    places = [a for a in st.legal_actions() if a[0] == "place" and a[1] == tile]
    spaces = {(c, s) for _, _, c, s, _ in places}
    shown = {(c, s) for _, _, c, s, r in places if r == t.selection.rot}
    now, turned = len(shown), len(spaces - shown)
    assert now and turned
    summary = presenters.fit_summary(t)
    assert summary == f"fits {now} spaces as shown, {turned} more turned"
    assert presenters.prompt(t)["title"] == f"{CONTENT.name(tile)}: {summary}"
    assert presenters.prompt(t)["tile"] == tile


def test_why_not_a_space_says_the_rule_that_forbids_it():
    st = game(2, grounds=["blue_camper", "mime", "red_camper", "black_camper"], right_next_to_me=True)
    put(st, 0, SPACE["c"], "green_cool_stuff")
    t = table(st)
    tile = T("blue_camper")
    t.selection.pick(("tile", tile))
    assert (0, SPACE["tl"]) not in t.selection.targets() and (0, SPACE["t"]) in t.selection.targets()
    why = presenters.why_not_space(t, 0, SPACE["tl"])
    assert why == "Right next to me: it must touch a tile already in this camp. No turn of the tile fits here."
    assert presenters.space_tip(t, 0, SPACE["tl"]) == why
    assert presenters.why_not_space(t, 0, SPACE["c"]) == f"Taken by {CONTENT.name(T('green_cool_stuff'))}."
    assert presenters.why_not_space(t, 0, SPACE["t"]) == ""
    bad = next(r for r in range(4) if r not in t.selection.targets()[(0, SPACE["t"])])
    assert "does not match the" in st.why_not(("place", tile, 0, SPACE["t"], bad))


def test_a_chain_choice_prompt_names_the_asking_tile():
    st = game(3, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"])
    put(st, 1, SPACE["c"], "mime")
    put(st, 2, SPACE["c"], "rockstar")
    put(st, 2, SPACE["t"], "your_mom")                        # locks the Rockstar below her
    st.apply_action(("place", T("green_bum"), 0, SPACE["c"], 0))
    t = table(st)
    bum = CONTENT.type_name(T("green_bum"))
    p = presenters.prompt(t)
    assert p["title"] == f"{bum}: pick a tile from another camp to move here" and p["tile"] == T("green_bum")
    rockstar, mom = CONTENT.name(T("rockstar")), CONTENT.name(T("your_mom"))
    assert st.why_not_take(2, SPACE["c"]) == f"{rockstar} cannot leave: Locked by {mom}."
    assert presenters.space_tip(t, 2, SPACE["c"]).split("\n") == [
        presenters.tile_info(t, T("rockstar")), f"Locked by {mom}.", f"{rockstar} cannot leave: Locked by {mom}."]
    t.selection.pick(("space", 1, SPACE["c"]))
    assert presenters.prompt(t)["title"] == f"{bum}: pick a space in your camp for {CONTENT.name(T('mime'))}"
    assert presenters.why_not_space(t, 1, SPACE["t"]) == f"{bum} brings the tile into his own camp."


def test_the_drunks_refill_lights_every_space_of_his_old_camp_where_the_tile_fits():
    # L225: the refill goes anywhere in the camp The Drunk left where the tile fits
    st = game(3, grounds=["green_bum", "mime", "red_camper", "black_camper"])
    put(st, 1, SPACE["c"], "drunk")
    st.apply_action(("place", T("green_bum"), 0, SPACE["c"], 0))
    st.apply_action(next(a for a in st.legal_actions() if a[1:3] == (1, SPACE["c"])))
    t = table(st)
    drunk = CONTENT.type_name(T("drunk"))
    assert presenters.prompt(t)["title"] == f"{drunk}: pick a grounds tile for the camp he left"
    t.selection.pick(("tile", T("mime")))
    assert set(t.selection.lit()) == {(1, s) for s in range(9)}     # his camp is empty now: all nine
    assert set(t.selection.lit().values()) == {"now"}
    assert presenters.prompt(t)["title"] == f"{drunk}: pick a space in Bo's camp for {CONTENT.name(T('mime'))}"
    assert presenters.why_not_space(t, 0, SPACE["t"]) == f"{drunk}: the tile goes into the camp he left."
    assert t.selection.play_at(1, SPACE["br"]) == ("place", T("mime"), 1, SPACE["br"], 0)


def test_every_tile_with_a_rule_has_it_in_a_few_words():
    from game.games.camp.text import short_rule
    st, with_volunteer = game(2), game(2, volunteer=True)
    for t in range(CONTENT.count):
        rule, when = short_rule(st, t), CONTENT.type_by_id[CONTENT.kind[t]].when
        if CONTENT.kind[t] == "volunteer":
            assert rule == "" and short_rule(with_volunteer, t) == "Brings a discard back"
        else:
            assert bool(rule) == (when != "none"), CONTENT.tiles[t].id
    assert short_rule(st, T("drunk")) == "Leaving: camp refilled"


def test_labels_name_a_tiles_vibe_once():
    # "The Explorer (green) (green, 1 point)" and the like: a tile's vibe is said once per label
    st = game(3, grounds=["blue_music", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, 0, "red_camper")
    put(st, 0, 2, "blue_cool_stuff")
    st.apply_action(("place", T("blue_music"), 0, 7, 0))       # touching neither
    t = table(st)
    assert st.why_not_take(0, 2) == ("Music scares tiles of another vibe: Cool Stuff likes this blue music.")
    assert presenters.tile_info(t, T("blue_camper")).startswith("The Camper (blue, 2 points). ")
    for tile in range(CONTENT.count):
        for text in (presenters.tile_info(t, tile), CONTENT.name(tile)):
            vibe = CONTENT.vibe[tile]
            assert text.count(f"({vibe}") + text.count(f" {vibe})") <= 1, text


def test_the_discard_strip_says_points_and_when_the_rule_works():
    st = game(2, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"])
    t = table(st)
    assert presenters.discard_line(t, T("green_bum")) == "1 point, its rule works when placed"
    assert presenters.discard_line(t, T("blue_camper")) == "2 points, no rule"
    assert presenters.discard_line(t, T("your_mom")) == "-1 point, its rule always works"


def test_every_decision_of_random_games_has_a_prompt_row():
    seen = set()
    for seed in range(8):
        rng = random.Random(seed)
        st = SPEC.new_state(3, {"take_a_chance": True, "matchmaking": "unlocked", "volunteer": True})
        while not st.is_terminal():
            if not st.is_chance():
                for kinds in (("human",) * 3, ("easy",) * 3):
                    t = table(st, kinds)
                    kind = presenters.prompt_kind(t, st.pending())
                    assert kind in presenters.PROMPTS and presenters.prompt(t)["title"], kind
                    seen.add(kind)
                    if t.selection.sources:
                        t.selection.pick(t.selection.sources[0])
                        assert presenters.prompt(t)["title"]
                        seen.add(presenters.prompt_kind(t, st.pending()))
            st.apply_action(rng.choice(st.legal_actions()))
    assert {"main", "picked", "gamble"} <= seen and len(seen) > 6, seen


# -- the Hint button's line (game.games.camp.hint_line, the table spec's hint_line) ---------------------------
def test_the_hint_line_says_what_a_placement_does_to_the_scores():
    st = game(2, grounds=["green_camper", "free_beer", "mime", "black_camper"])
    put(st, 0, SPACE["c"], "green_cool_stuff")
    put(st, 1, SPACE["c"], "red_cool_stuff")
    seen = set()
    for action in [a for a in st.legal_actions() if a[0] == "place"]:
        tile, camp = action[1], action[2]
        twin = st.clone()
        twin.apply_action(action)
        change = twin.score(camp) - st.score(camp)
        line = hint_line.hint_line(st.view(0), action)
        assert line.startswith("Hint: place " + CONTENT.name(tile)), line
        if camp == 0 and change > 0:
            seen.add("gain")
            assert f"adds {change} point" in line
        elif camp == 1 and change < 0:
            seen.add("loss")
            assert f"costs that camp {-change} point" in line
    assert seen == {"gain", "loss"}
    assert hint_line.hint_line(st.view(0), ("discard_grounds",)) == ""          # (the kit's line then)


def test_every_placement_of_the_normal_bot_gets_a_hint_line():
    from game.core.bots import choose_action
    st, rng, placed = game(3), random.Random(4), 0
    while not st.is_terminal() and placed < 12:
        if st.is_chance():
            st.apply_action(("draw", rng.choice(st.pile)))
            continue
        view = st.view(st.current_player())
        action = choose_action(SPEC, view, "normal", rng)
        line = hint_line.hint_line(view, action)
        assert (action[0] == "place") == bool(line) and "{" not in line, (action, line)
        placed += action[0] == "place"
        st.apply_action(action)
    assert placed == 12


def test_the_context_loads_no_pygame_and_says_who_decides_from_the_state():
    code = "import sys, game.ui.context; assert 'pygame' not in sys.modules, 'pygame loaded'"
    subprocess.run([sys.executable, "-c", code], check=True)
    st = game(2, grounds=["mime", "blue_camper", "red_camper", "black_camper"])
    ctx = table(st, ("human", "human"))
    assert (ctx.to_act, ctx.human_to_act, ctx.my_turn, ctx.humans) == (0, 0, True, [0, 1])
    assert presenters.prompt(ctx)["title"] == "Your turn, Ann: pick a tile from the festival grounds"
    bots = table(st, ("easy", "human"), viewer=1)
    assert (bots.human_to_act, bots.my_turn) == (None, False)
    assert presenters.prompt(bots)["title"] == "Ann is playing" and bots.wait_why() == "Wait: it is Ann's turn."


def test_while_a_cover_is_due_the_prompt_is_another_seats_not_yours():
    st = game(2, grounds=["mime", "blue_camper", "red_camper", "black_camper"])
    seats = [Seat("Ann", "human"), Seat("Bo", "human")]
    ctx = TableContext.of(st, seats, None, selection=Selection(st, st.legal_actions()), cover_pending=True)
    assert (ctx.human_to_act, ctx.my_turn) == (None, False)
    assert presenters.prompt(ctx)["title"] == "Ann is playing"
    assert presenters.why_not_space(ctx, 0, SPACE["c"]) == "Wait: it is Ann's turn."


def test_the_top_bar_says_who_decides_in_the_kits_words():
    st = game(2, grounds=["mime", "blue_camper", "red_camper", "black_camper"])
    seats = [Seat("Ann", "easy"), Seat("Bo", "human")]
    assert presenters.status(TableContext.of(st, seats, 1)) == "Ann's turn"
    thinking = TableContext.of(st, seats, 1, thinking=0)
    assert presenters.status(thinking) == thinking.whose_turn() == "Ann is thinking…"
    assert presenters.status(table(st, ("human", "human"))) == "Ann's turn"
