"""Rock'n Rodeo's presenters (game/games/rodeo/presenters.py, hint_line.py; no display): the prompts, the "why not"
texts, the satisfaction preview of a campsite space, the evening destinations and the Hint's
line, on real states of seeded games played by the real bots (each decision seen from the view
of the seat that makes it). The prompt, the status and the hover texts of spaces and rivals read
the kit's :class:`~game.ui.context.TableContext`, built from those views and real seats
(``TableContext.of``): nothing of the table is faked."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry
from game.core.bots import choose_action
from game.core.match import Runner, Seat
from game.games.rodeo import hint_line, presenters
from game.games.rodeo.model import GENRES
from game.games.rodeo.selection import Selection
from game.ui.context import TableContext
from game.ui.hint import suggest

SPEC = registry.get("rodeo")


NAMES = ("Ann", "Ben", "Cleo")


def table(view, bots=(), viewer="own", selection: Selection | None = None, thinking: int | None = None
          ) -> TableContext:
    """The kit's context of ``view`` (a real state's view) at a table of people (the seats in
    ``bots`` played by bots) seen by the seat the view belongs to (or ``viewer``), with the
    selection the scene starts each decision with (or ``selection``)."""
    seats = [Seat(NAMES[i], "easy" if i in bots else "human", "#ffffff") for i in range(view.num_players)]
    return TableContext.of(view, seats, view.viewer if viewer == "own" else viewer,
                           selection=selection or Selection(), thinking=thinking)


def test_importing_the_presenters_loads_no_pygame():
    code = ("import sys, game.games.rodeo.presenters, game.games.rodeo.hint_line, game.games.rodeo.selection, "
            "game.games.rodeo.text; "
            "assert 'pygame' not in sys.modules, 'pygame loaded'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_table_side_reads_the_state_api_not_the_rules_fields():
    """Outside the rules side (the modules without pygame that the rules and bots use) nothing
    reads the rules' own ``phase`` or ``stack``: the table asks ``is_terminal()``, ``pending()``."""
    rules_side = {"rules.py", "model.py", "bot.py", "events.py", "scoring.py", "effects.py", "evening.py",
                  "fest.py", "campsite.py"}
    folder = Path(__file__).parents[1] / "game" / "games" / "rodeo"
    table_side = sorted(p for p in folder.glob("*.py") if p.name not in rules_side)
    assert {"presenters.py", "text.py", "view.py", "drawing.py"} <= {p.name for p in table_side}
    for path in table_side:
        code = path.read_text(encoding="utf-8")
        assert ".phase" not in code and ".stack[" not in code, path.name


def seen_states(players: int, seed: int, per_kind: int = 4) -> dict[str, list]:
    """{pending kind: [(state, view of the seat to act, the bot's action), …]} from a whole game."""
    runner = Runner.new("rodeo", [Seat(f"P{i}", "easy", "#ffffff") for i in range(players)], seed, {})
    runner.start()
    rng = random.Random(seed)
    out: dict[str, list] = {}
    while not runner.state.is_terminal():
        st = runner.state
        view = st.view(st.current_player())
        action = choose_action(SPEC, view, "normal", rng)
        got = out.setdefault(st.pending().kind, [])
        if len(got) < per_kind:
            got.append((st.clone(), view, action))
        runner.play(action)
    return out


@pytest.fixture(scope="module")
def states() -> dict[str, list]:
    found = seen_states(3, 5)
    for kind, items in seen_states(2, 8).items():
        found.setdefault(kind, []).extend(items)
    return found


def test_every_decision_has_a_prompt_for_its_player_and_a_watching_line_for_the_others(states):
    assert {"book", "event", "expand", "lineup", "wixi", "arrive", "place", "evening", "garbage"} <= set(states)
    for kind, items in states.items():
        for st, view, _action in items:
            mine = table(view)
            assert mine.my_turn
            assert presenters.prompt(mine)["title"] not in ("", "Decide", f"{NAMES[view.viewer]}'s turn"), kind
            watching = table(st.view(-1), bots=(view.viewer,), viewer=None)     # a bot decides: the public view
            assert not watching.my_turn
            assert presenters.prompt(watching)["title"] == f"{NAMES[view.viewer]}'s turn"


def test_the_status_says_who_decides_in_the_kits_words(states):
    """After the season and the stage, the kit's words (TableContext.whose_turn): "Your turn" for
    the one person at the screen, "Ann's turn" among several, "Ann is thinking…" for a bot."""
    for st, view, _action in states["book"]:
        seat = view.viewer
        head = f"Season {max(1, view.season)} of {view.seasons} · Booking · "
        alone = tuple(s for s in range(view.num_players) if s != seat)
        assert presenters.status(table(view, bots=alone)) == head + "Your turn"
        assert presenters.status(table(view)) == head + f"{NAMES[seat]}'s turn"
        thinking = table(st.view(-1), bots=(seat,), viewer=None, thinking=seat)
        assert presenters.status(thinking) == head + f"{NAMES[seat]} is thinking…" == head + thinking.whose_turn()


def test_the_booking_prompt_asks_first_and_says_the_cards_come_at_once(states):
    for _st, view, _action in states["book"]:
        seat = view.viewer
        cash = view.fests[seat].cash
        assert f"You have {cash}K" in presenters.prompt(table(view))["detail"]
        book = next(a for a in view.legal_actions() if a[0] in ("book", "garage"))
        asked = presenters.prompt(table(view, selection=Selection(booking=book)))
        assert asked["title"].endswith("?") and "cannot be undone" in asked["detail"]


def test_a_lit_space_says_whether_the_camper_would_be_satisfied_as_it_turns_out(states):
    """The last marker of a group: the preview is what the rules judge once it lies there."""
    checked = 0
    for st, view, _action in states["place"]:
        p = view.pending()
        seat = p.seat
        legal = {a[1] for a in st.legal_actions() if a[0] == "place"}
        for space in range(len(st.fests[seat].marker)):
            tip = presenters.space_tip(table(view), seat, space)
            if space in legal:
                assert "Not yet" not in tip
                if p.card >= 0:
                    happy = presenters.place_preview(view, seat, space, p.card, p.genre)
                    outcome = presenters.place_outcome(view, seat, space, p.card, p.genre, p.to_place)
                    assert ("will be satisfied" in tip) == (outcome != "unhappy")
                    assert (outcome == "happy") == happy    # ("open": the rest of its group may help)
                    if p.to_place == 1:                     # the group is judged at once
                        after = st.clone()
                        after.apply_action(("place", space))
                        assert after.fests[seat].happy[space] == happy
                        checked += 1
            elif st.fests[seat].marker[space] < 0 and st.fests[seat].kind[space] != 2:
                assert "Not yet" in tip or "Dirt" in tip or "WIXI" in tip
    assert checked > 0


def evening_genres(states):
    """(view, seat, its festival, the legal actions, a genre with fans standing) in every evening state."""
    for st, view, _action in states["evening"]:
        seat = view.viewer
        f = view.fests[seat]
        legal = set(st.legal_actions())
        for g in range(len(GENRES)):
            if f.standing[g]:
                yield view, seat, f, legal, g


def test_evening_destinations_are_open_exactly_when_the_rules_allow_the_fan_there(states):
    for view, seat, f, legal, g in evening_genres(states):
        dests = [("band",), ("wixi",)] + [("stand", i) for i in range(len(f.stands))] + \
                [("upgrade", u) for u in f.upgrades]
        for dest in dests:
            text, open_ = presenters.destination_tip(view, seat, g, dest)
            assert text
            assert open_ == (("send", g, *dest) in legal), (dest, text)
            if not open_:
                assert "Full" in text or "Blocked" in text or "no free space" in text or "taken" in text


def test_the_tracks_name_the_next_bin_and_penalty(states):
    for _st, view, _action in states["evening"] + states["garbage"]:
        seat = view.viewer
        f = view.fests[seat]
        nb = presenters.next_bin(view, seat)
        assert nb is None or nb > f.chaos
        if nb is not None:
            assert f"The next bin at {nb}." in presenters.track_tip(view, seat, "chaos")
        np_ = presenters.next_penalty(view, seat)
        assert np_ is None or np_.at < f.hygiene


def test_the_hint_line_says_why_for_every_kind_of_decision(states):
    """The kit's Hint: the Normal bot's action, said in the game's terms (not the log's line)."""
    for kind, items in states.items():
        for _st, view, action in items[:2]:
            line = hint_line.hint_line(view, action)
            assert line and line.endswith((".", ")")), (kind, action, line)
            if action[0] == "book":
                assert view.content.band_name(action[1]) in line
            if action[0] == "send":
                assert presenters.genre(view, action[1]) in line


def test_the_hint_line_of_a_booking_names_the_fans_that_fill_the_festival_card(states):
    found = 0
    for _st, view, _action in states["book"]:
        seat = view.viewer
        card = view.festival_card(seat).scoring
        if card.kind == "kombo":
            continue
        for a in view.legal_actions():
            if a[0] != "book":
                continue
            fits = [s for s in view.content.bands[a[1]].symbols if s.genre in card.genres]
            line = hint_line.hint_line(view, a)
            assert ("scoring" in line) == bool(fits), line
            found += bool(fits)
    assert found > 0


def test_the_kit_hint_uses_the_games_line():
    runner = Runner.new("rodeo", [Seat("Ann", "human", "#fff"), Seat("Bo", "easy", "#000")], 3, {})
    runner.start()
    got = suggest(runner, runner.state.current_player())
    assert got.line == hint_line.hint_line(runner.state.view(got.seat), got.action)
    assert not got.line.startswith("Hint, what the Normal bot would do")


def test_a_folded_card_tells_only_its_genre(states):
    checked = 0
    for _st, view, _action in states["book"] + states["evening"]:
        for card in view.fests[view.viewer].hand:
            tip = presenters.folded_tip(view, card)
            assert view.content.fan_name(card) not in tip
            assert presenters.genre(view, GENRES.index(view.content.fan_genre[card])) in tip
            checked += 1
    assert checked > 0


def test_an_evening_destinations_badge_says_what_a_fan_yields_or_that_it_is_blocked(states):
    """Each lit destination's badge: the stand's income and its bonus, the band's Mood, the WIXI's
    Hygiene (as icon and number), or 'blocked' exactly where the rules refuse the fan."""
    seen = set()
    for view, seat, f, legal, g in evening_genres(states):
        for i, stand in enumerate(f.stands):
            badge = presenters.destination_badge(view, seat, g, ("stand", i))
            if ("send", g, "stand", i) in legal:
                income = view.content.stands[stand].income
                assert (("money", f"+{income}K") in badge) == (income > 0), badge
                seen.add("open")
            else:
                assert badge == [(None, "blocked")]
                seen.add("blocked")
        band = presenters.destination_badge(view, seat, g, ("band",))
        assert band == ([("mood", "+1")] if ("send", g, "band") in legal else [(None, "blocked")])
    assert seen == {"open", "blocked"}


def test_the_evening_prompt_names_the_genre_without_an_article_and_where_to_pick_another(states):
    for _st, view, _action in states["evening"]:
        for g in range(len(GENRES)):
            detail = presenters.prompt(table(view, selection=Selection(evening_genre=g)))["detail"]
            assert detail.startswith(f"Fans of {presenters.genre(view, g)} go out now") and "above the stands" in detail


@pytest.mark.parametrize("players, seed, options", [(3, 5, {}), (2, 8, {"length": "short"})])
def test_the_results_table_sets_every_season_side_by_side_from_the_rules_records(players, seed, options):
    """Each line of the seasons' scoring is one row with every season in it (the rules' own
    numbers, season by season), the money and cash after them, and a total that is the VP."""
    runner = Runner.new("rodeo", [Seat(f"P{i}", "easy", "#ffffff") for i in range(players)], seed, options)
    runner.start()
    rng = random.Random(seed)
    while not runner.state.is_terminal():
        st = runner.state
        runner.play(choose_action(SPEC, st.view(st.current_player()), "easy", rng))
    st = runner.state
    names = [f"P{i}" for i in range(players)]
    table = st.score_table(names)
    recs = st.season_scores
    assert table["parts"]["heads"] == [str(r["season"]) for r in recs] == [str(n) for n in range(1, st.seasons + 1)]
    by_label = {r["label"]: r for r in table["rows"]}
    mood = by_label["Mood"]
    assert mood["parts"] == [[r["mood_vp"][s] for r in recs] for s in range(players)]
    for row in table["rows"]:
        if "parts" in row:
            assert [sum(p) for p in row["parts"]] == row["values"]
    money = by_label["Money, 1 VP per 5K of the last season's income"]["values"]
    seasons = by_label["The season's points"]["parts"]
    total = table["rows"][-1]
    assert total["style"] == "total"
    for s in range(players):
        assert total["values"][s] == st.fests[s].vp == sum(seasons[s]) + money[s]
    assert set(table["winners"]) == set(st.winners())
    # the notes: per season, how the prizes went and each festival card
    for r in recs:
        head = f"Season {r['season']} - "
        mine = [n for n in table["notes"] if n.startswith(head)]
        assert mine[0].startswith(head + "Best Mood:") and mine[1].startswith(head + "Most fans:")
        assert len(mine) == 2 + players


def test_a_tie_in_vp_is_explained_by_the_cash():
    from game.games.rodeo import text
    st = SPEC.new_state(3)
    st.chance, st.phase = [], "over"            # the game over (nothing dealt still to come)
    assert st.is_terminal()
    for f, (vp, cash) in zip(st.fests, ((9, 4), (9, 7), (3, 20)), strict=True):
        f.vp, f.cash = vp, cash
    notes = text.score_table(st, ["Ann", "Ben", "Cleo"])["notes"]
    assert notes[-1] == "The end - Ann and Ben tied at 9 VP; Ben has the most cash (7K) and wins."
    st.fests[0].cash = 7
    notes = text.score_table(st, ["Ann", "Ben", "Cleo"])["notes"]
    assert notes[-1] == "The end - Ann and Ben tied at 9 VP and on cash (7K): they share the win."


def test_a_day_slot_names_the_band_of_the_line_up_being_arranged_and_the_order_track_the_seats(states):
    for _st, view, _action in states["lineup"]:
        seat = view.viewer
        bands = list(view.fests[seat].bands)
        arranged = table(view, selection=Selection(lineup=bands[::-1]))
        for day in range(len(bands)):
            shown = presenters.day_tip(arranged, seat, day, arranging=True)
            assert presenters.band_tip(view, bands[::-1][day], seat) in shown
            assert shown.startswith(("Friday", "Saturday", "Sunday"))
        # another's stage (or the player's, not arranging it) shows the bands booked, the days still open
        assert "set at the line-up" in presenters.day_tip(arranged, seat, 0)
        order = presenters.order_tip(arranged)
        assert order.startswith("The order track: 1. " + NAMES[view.order[0]])
