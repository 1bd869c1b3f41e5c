"""Boaromia Festival in words: every event the rules emit reads as a clean log line, key
events read right, the results table explains a win or a loss, and the How to play page
covers the content."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.core.content import content_dir, resolve_options
from game.core.state import Event
from game.games.boaromia import model, rules
from game.games.boaromia.events import EVENTS, LOG

C = model.load()
NAMES = ["Ada", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
VARIANTS = [v.id for v in C.variants]
SOURCES = [Path(rules.__file__).with_name(f) for f in ("rules.py", "effects.py", "goals.py")]

# front board, sides 1A/2A/3A: round 1 is Truffle Shuffle at Duroc
DUROC = (7, 2)
TROUGH = (4, 1)
PIGGY = (7, 4)
CAMP_HOGWASH = (0, 5)

# kinds that must always get a line of their own
ALWAYS = {"lineup_side", "goal_drawn", "goal_revealed", "character", "must_see", "must_miss", "start", "round",
          "nightfall", "event", "picked", "sent", "crowd_moved", "blast_moves", "round_end", "turn", "blast_stops",
          "must_drink", "drink", "eat", "coins_given", "goal_paid", "faint", "goal_done", "goal_used",
          "goal_kept", "goal_receiver", "fun_shared", "crowd_removed", "photo_possible", "photo_skipped", "photo",
          "won", "lost"}


def _raw_ids() -> set[str]:
    """Content ids that are not plain English words (a stall id is also the word for its food)."""
    ids = {a for a, area in C.areas.items() if area.kind != "food"}
    ids |= {a.id for a in C.artists} | {c.id for c in C.characters} | {e.id for e in C.events}
    ids |= {g.id for g in C.goals} | {m.id for m in C.must_see + C.must_miss} | {v.id for v in C.variants}
    ids |= {card.id for card in C.lineup}
    return ids


RAW_IDS = _raw_ids()


def assert_clean(line: str, event: Event, sentence: bool = True) -> None:
    assert isinstance(line, str), event
    where = f"{event.kind}: {line!r}"
    assert line == line.strip(), where
    for bad in ("None", "{", "}", "[", "]", "_", "  ", "..", "()"):
        assert bad not in line, where
    assert not re.search(r"\(\d+, \d+\)", line), where
    assert line.isascii(), where             # the app's font has no arrows or check marks
    words = set(re.findall(r"[A-Za-z0-9_]+", line))
    assert not words & RAW_IDS, where
    if line:
        assert line[0].isupper() or line[0] == "-", where
        if sentence:
            assert line[-1] in ".!?", where


def new(n: int, **options) -> rules.BoaromiaState:
    return rules.new_state(C, n, resolve_options(C.options, options))


def random_game(seed: int, n: int, variant: str, board: str):
    """A seeded random game to the end: (final state, [(event, line when it happened)])."""
    rng = random.Random(seed)
    st = new(n, variant=variant, board=board)
    seen = []
    while not st.is_terminal():
        legal = st.legal_actions()
        action = rng.choice(legal)
        if st.phase == "turn" and ("end_turn",) in legal and rng.random() < 0.15:
            action = ("end_turn",)
        if ("photo",) in legal:
            action = ("photo",)
        for ev in st.apply_action(action):
            seen.append((ev, st.describe(ev, NAMES[:n])))
    return st, seen


GAMES = [(v, n, board, seed) for v in VARIANTS for n, board, seed in ((2, "front", 1), (5, "back", 2), (8, "front", 3))]


@pytest.mark.parametrize(("variant", "n", "board", "seed"), GAMES)
def test_random_games_read_cleanly(variant, n, board, seed):
    st, seen = random_game(seed, n, variant, board)
    assert seen
    for ev, line in seen:
        assert EVENTS.check(ev) == "", ev
        assert_clean(line, ev)
        if ev.kind in ALWAYS:
            assert line, ev
        # the log is rebuilt from the final state on loading: a line must not change
        assert st.describe(ev, NAMES[:n]) == line, ev
        if ev.seat is not None and line and ev.kind not in ("picked", "goal_receiver"):
            assert line.startswith(NAMES[ev.seat]), (ev, line)
    table = st.score_table(NAMES[:n])
    assert_table(st, table, n)
    assert "lost" in table["headline"] and table["winners"] == []


def assert_table(st, table: dict, n: int) -> None:
    assert table["columns"] == NAMES[:n]
    assert table["headline"]
    labels = [r["label"] for r in table["rows"]]
    for want in ("Character", "Fun", "Energy", "Bladder", "Coins"):
        assert any(label.startswith(want) for label in labels), want
    for row in table["rows"]:
        assert len(row["values"]) == n, row
        assert row["style"] in ("row", "info", "subtotal", "total")
    for note in table["notes"]:
        assert_clean(note, Event("note"))
    for row in table["rows"]:
        for value in row["values"]:
            if not isinstance(value, int):
                assert value and len(value) <= 16, value
                assert_clean(value, Event("row"), sentence=False)


def test_every_emitted_kind_is_described():
    emitted = set()
    for path in SOURCES:
        emitted |= set(re.findall(r'Event\(\s*"([a-z_]+)"', path.read_text()))
    assert emitted, "no Event(...) found in the rules"
    assert emitted <= set(EVENTS), sorted(emitted - set(EVENTS))
    assert LOG.missing() == []


def test_random_games_reach_most_kinds():
    kinds = set()
    for seed in range(6):
        for variant in VARIANTS:
            _, seen = random_game(seed, 2 + seed, variant, "back" if seed % 2 else "front")
            kinds |= {ev.kind for ev, _ in seen}
    # the photo is tested below; no goal card of ours gives a reward to "one" festival-goer;
    # fun is only shared when somebody has fun to give
    assert set(EVENTS) - kinds <= {"photo_possible", "photo_skipped", "photo", "won", "goal_receiver", "fun_shared"}


# -- specific lines ---------------------------------------------------------------------


def setup(n: int = 2, **options) -> rules.BoaromiaState:
    """Round 1's first decision: sides 1A/2A/3A, characters in content order, first musts, Camp Hogwash."""
    st = new(n, **options)
    while st.phase not in ("next", "turn"):
        if st.phase == "side":
            st.apply_action(("side", 0))
        elif st.phase == "campsite":
            st.apply_action(("campsite", CAMP_HOGWASH))
        else:
            st.apply_action(st.legal_actions()[0])
    return st


def lines(st, events, n: int = 2) -> list[str]:
    out = []
    for ev in events:
        line = st.describe(ev, NAMES[:n])
        assert_clean(line, ev)
        if line:
            out.append(line)
    return out


def tile(xy) -> int:
    return C.boards["front"].grid.index(xy[1], xy[0])


def test_a_forced_drink_names_bar_drink_and_festival_goer():
    st = setup()
    st.pos[0] = tile(TROUGH)
    coins = st.coins[0]
    said = lines(st, st.apply_action(("next", 0)))
    assert "Ada passes The Trough: a drink is a must." in said
    said = lines(st, st.apply_action(("drink", "coffee")))
    assert said[0] == "Ada drinks a coffee."
    assert f"Ada: coins down 2 to {coins - 2}." in said
    assert any(s.startswith("Ada: energy up 2") for s in said)
    assert any(s.startswith("Ada: bladder up 1") for s in said)


def test_piggy_bank_meal_and_coins():
    st = setup()
    st.pos[0] = tile(PIGGY)
    coins = st.coins[0]
    said = lines(st, st.apply_action(("next", 0)))
    assert said[0] == "Ada's turn: 6 steps."
    assert f"Ada passes the Piggy Bank: coins up 6 to {coins + 6}." in said
    st.pos[1] = st.pos[0]
    assert lines(st, st.apply_action(("give", 1, 1))) == ["Ada hands Bob 1 coin."]
    assert lines(st, st.apply_action(("take", 1, 1))) == ["Bob hands Ada 1 coin."]
    st.pos[0] = tile((9, 7))                     # Curry Corner
    said = lines(st, st.apply_action(("eat", "curry")))
    assert said[0] == "Ada eats a curry from Curry Corner."


def test_setup_round_and_event_lines():
    st = new(3)
    said = []
    while st.phase not in ("next", "turn"):
        action = ("side", 0) if st.phase == "side" else st.legal_actions()[0]
        said += lines(st, st.apply_action(action), 3)
    assert said[0].startswith("Line-up for rounds 1-4: Truffle Shuffle (Duroc), ")
    bert = C.character_by_id["backstage_bert"]
    assert f"Ada is {bert.name} ({bert.vibe_name})." in said
    assert any(s.startswith("Ada must see ") and "(round " in s for s in said)
    assert any(s.startswith("Bob must miss ") for s in said)
    assert "Cy pitches a tent at Camp Hogwash." in said or any(s.startswith("Cy pitches a tent at ") for s in said)
    assert "Round 1 (day): Truffle Shuffle at Duroc." in said
    ev = Event("event", None, {"event": "happy_hour"})
    card = C.event_by_id["happy_hour"]
    assert st.describe(ev, NAMES[:3]) == f"Event: {card.name}. {card.text}"
    assert st.describe(Event("blast_moves", None, {"to": "food_court"}), NAMES) == \
        "The blast-from-the-past moves to the food court."


def test_goal_lines():
    st = setup()
    taxi = C.goal_by_id["tractor_taxi"]
    line = st.describe(Event("goal_revealed", None, {"goal": "tractor_taxi", "stack": 0}), NAMES[:2])
    assert line.startswith(f"New goal: {taxi.name} (chip in 6 coins")
    line = st.describe(Event("goal_paid", 1, {"stack": 0, "goal": "tractor_taxi", "coins": 2, "on_card": 4}),
                       NAMES[:2])
    assert line == f"Bob puts 2 coins on {taxi.name} (4 of 6)."
    line = st.describe(Event("goal_done", None, {"goal": "tractor_taxi", "stack": 0, "involved": [0, 1]}), NAMES[:2])
    assert line == f"Goal reached: {taxi.name} thanks to everyone."
    assert st.describe(Event("fun_shared", 0, {"to": 1}), NAMES[:2]) == "Ada hands 1 fun to Bob."
    assert st.describe(Event("goal_receiver", 1, {"reward": "fun"}), NAMES[:2]) == "The reward goes to Bob."
    for goal in C.goals:
        for kind in ("goal_revealed", "goal_used", "goal_kept", "goal_drawn"):
            ev = Event(kind, None, {"goal": goal.id, "stack": 0, "reward": goal.reward.id})
            line = st.describe(ev, NAMES[:2])
            assert goal.name in line
            assert_clean(line, ev)


def test_faint_and_vibe_lines():
    st = setup(8)
    dora = st.chars.index("dozy_dora")
    ev = Event("level", dora, {"stat": "energy", "from": 3, "to": 5, "cause": "power_nap"})
    assert st.describe(ev, NAMES) == f"{NAMES[dora]} (Power Nap): energy up 2 to 5."
    energy, fun = st.energy[0], st.fun[0]
    said = lines(st, st.change(0, "energy", -20, cause="event"), 8)
    assert said == [f"Ada: energy down {energy} to 0 (event card).",
                    f"Ada faints and wakes up at First Aid with {st.rules.first_aid_energy} energy.",
                    f"Ada: fun down 1 to {fun - 1} (fainting)."]


def test_going_on_without_the_photo_and_where_a_turn_ends_are_said():
    st = setup()
    for s in (0, 1):
        st.pos[s] = tile(DUROC)
        st.fun[s] = 10
    events = st.apply_action(("next", 0))
    events += st.apply_action(("end_turn",))
    events += st.apply_action(("end_turn",))
    said = lines(st, events)
    assert said.count("Ada ends the turn at Duroc.") == 1
    events = st.apply_action(("go_on",))
    assert lines(st, events)[0] == "No photo yet: the team heads on to the next act."
    assert st.round == 2


def test_a_won_game_reads_and_scores():
    st = setup()
    for s in (0, 1):
        st.pos[s] = tile(DUROC)
        st.fun[s] = 10
    events = st.apply_action(("next", 0))
    events += st.apply_action(("end_turn",))
    events += st.apply_action(("end_turn",))
    assert st.phase == "photo"
    events += st.apply_action(("photo",))
    assert st.is_terminal() and st.result["won"]
    said = lines(st, events)
    assert "End of round 1: Truffle Shuffle at Duroc; everyone loses 1 energy." in said
    assert "Everyone is at Truffle Shuffle at Duroc with 8 fun or more: photo time?" in said
    assert said[-1] == "The festival is won together in round 1!"
    assert "Duroc" in said[-2]
    table = st.score_table(NAMES[:2])
    assert_table(st, table, 2)
    assert table["headline"] == "Group photo in round 1: the festival is won!"
    assert table["winners"] == [0, 1]
    assert table["rows"][1]["values"] == ["Duroc", "Duroc"]
    assert any("Duroc" in note for note in table["notes"])


def test_an_early_loss_says_who_can_no_longer_make_it():
    st, seen = random_game(5, 4, "standard", "front")
    assert st.result["won"] is False and st.result["round"] < st.rules.rounds and st.result["short"]
    table = st.score_table(NAMES[:4])
    assert_table(st, table, 4)
    for s in st.result["short"]:
        assert any(note.startswith(f"Why no photo - {NAMES[s]}: had {st.fun[s]} fun after round")
                   for note in table["notes"])
    line = seen[-1][1]
    assert line.startswith(f"After round {st.result['round']} the group photo is out of reach")
    assert all(NAMES[s] in line for s in st.result["short"])


def test_a_lost_game_explains_why(monkeypatch):
    monkeypatch.setattr(rules.BoaromiaState, "out_of_reach", lambda self: [])     # no early loss
    st, _ = random_game(5, 4, "standard", "front")
    assert st.result["won"] is False and st.result["round"] == st.rules.rounds
    table = st.score_table(NAMES[:4])
    assert_table(st, table, 4)
    assert table["headline"] == "No group photo: the festival is lost"
    artist, stage = st.show(st.rules.rounds)
    stage_name = C.areas[stage].name
    why = [note for note in table["notes"] if note.startswith("Why no photo - ")]
    assert any(C.artist_by_id[artist].name in note for note in why)
    for s in range(4):
        mine = [note for note in why if note.startswith(f"Why no photo - {NAMES[s]}:")]
        short = st.fun[s] < st.rules.photo_fun
        away = not st.at_stage(s, stage)
        assert bool(mine) == (short or away)
        if short:
            assert f"{st.fun[s]} fun ({st.rules.photo_fun - st.fun[s]} short)" in mine[0]
        if away:
            assert f"not at {stage_name}" in mine[0]
    fun = next(r for r in table["rows"] if r["label"].startswith("Fun"))
    assert fun["values"] == st.fun and "8" in fun["label"]


def test_score_table_before_the_end():
    st = setup(3)
    table = st.score_table(NAMES[:3])
    assert_table(st, table, 3)
    assert table["winners"] == []


# -- the How to play page -----------------------------------------------------------------


def bullets(md: str) -> list[str]:
    """The page's bullets, continuation lines joined."""
    out: list[str] = []
    for raw in md.splitlines():
        line = raw.strip()
        if line.startswith("- "):
            out.append(line[2:])
        elif out and line and raw.startswith(" "):
            out[-1] += " " + line
    return out


def test_rules_page_covers_the_content():
    page = content_dir() / "boaromia" / "rules.md"
    assert page.exists()
    md = page.read_text(encoding="utf-8")
    flat = " ".join(md.split())
    assert md.startswith("# ")
    for c in C.characters:
        bullet = next((b for b in bullets(md) if b.startswith(f"**{c.name}**")), None)
        assert bullet is not None, c.name
        assert c.vibe_name in bullet, c.vibe_name
        for value in c.vibe.params.values():
            assert f"{value} " in bullet, (c.name, value)       # the vibe's number, from the content
    for v in C.variants:
        assert v.name in flat, v.name
    fun = C.rules.fun
    for row in (fun.regular, fun.must_see, fun.must_miss):
        assert f"alone {row.alone:+d}, together {row.together:+d}, missed {row.missed:+d}" in flat
    r = C.rules
    assert f"{r.photo_fun} fun or more" in flat
    assert f"You have **{r.steps} steps**" in flat
    assert f"pay {r.sprint_energy} energy for one more" in flat
    assert f"Piggy Bank** pays you {r.piggy_bank} coins" in flat
    assert f"take {r.toilets} off your bladder" in flat
    food = r.food
    assert (f"fries {food['fries'].coins} coins for +{food['fries'].energy} energy, a burger {food['burger'].coins} "
            f"for +{food['burger'].energy}, a curry {food['curry'].coins} for +{food['curry'].energy}") in flat
    for drink, words in (("beer", "Beer costs"), ("coffee", "coffee"), ("mix", "a mixed drink")):
        d = r.drinks[drink]
        coins = f"{d.coins} coin{'' if d.coins == 1 else 's'}"
        assert f"{words} {coins} for +{d.energy} energy and +{d.bladder} bladder" in flat, drink
    assert f"water is free and only adds {r.drinks['water'].bladder} bladder" in flat
    assert f"wake up with {r.first_aid_energy} energy" in flat
    assert not any(line.lstrip().startswith("|") for line in md.splitlines()), "the rules page draws no tables"
