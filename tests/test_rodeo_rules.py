"""Rock'n Rodeo: every ruling of content/rodeo/README.md and every worked example of the
rulebook, on the real engine and content.

Moshmoor Open Air (seat 0 by default) has, in season 1, two rows of six spaces:
row 0: 0 tent, 1 tent, 2 tent, 3 tent, 4 car, 5 car; row 1: 6 tent, 7 dirt, 8-11 car
(the tent card's heap bottom right; the default WIXI stands on 11).
"""

from __future__ import annotations

import pytest

from game.core.state import CHANCE, IllegalAction
from game.games.rodeo import campsite, scoring
from game.games.rodeo.rules import TIMES
from tests.rodeo_helpers import (
    CONTENT,
    INDIE,
    METAL,
    PUNK,
    REGGAE,
    SPEC,
    Wishes,
    act,
    arrive,
    band,
    before_scoring,
    event,
    fan,
    festival,
    kinds,
    new_game,
    place_markers,
    plain,
    play_until,
    resolve,
    stand,
    to_festival,
    to_time,
)

MOSH = ["tent", "tent", "tent", "tent", "car", "car", "tent", "dirt", "car", "car", "car", "car"]


def scene(bands0=("fog_machine_funeral", "motoerkopf", "soulspeed"), fans0=(), n=2, **kw):
    """Season 1's festival at Moshmoor (seat 0, position 1), seat 1 with three cheap locals."""
    others = {1: ["pogo_pensioners", "lentil_soundsystem", "cardigan_weather"],
              2: ["tinnitus_brigade", "gravel_pit_orchestra", "dub_bus_deluxe"],
              3: ["wristband_thieves", "hairspray_ultimatum", "polaroid_pony"]}
    bands = {0: list(bands0), **{s: others[s] for s in range(1, n)}}
    return to_festival(n, bands=bands, fans={0: list(fans0)}, **kw)


def give(st, seat, hand=None, reserve=None):
    f = st.fests[seat]
    if hand is not None:
        f.hand = [fan(c) for c in hand]
    if reserve is not None:
        f.reserve = list(reserve)


def add_stand(st, seat, name):
    f = st.fests[seat]
    f.stands.append(stand(name))
    f.stand_fill.append([])
    return len(f.stands) - 1


def track_events(events, track):
    return [e.data for e in events if e.kind == "track" and e.data["track"] == track]


# ==================================================================================================
# The worked examples
# ==================================================================================================

def test_example_2_die_dorks_punk_card_and_a_metal_card_for_the_wildcard():
    st, w = new_game(2, first=1, wishes=Wishes(reveals=["die_dorks"], fans={0: ["punker", "rocker"]}))
    assert st.order == [1, 0] and st.current_player() == 0        # position 2 books first
    act(st, ("book", band("die_dorks")), w)
    f = st.fests[0]
    assert f.cash == 8 - 4
    assert f.hand == [fan("punker")]                                # the punk symbol's card first
    assert st.decision() == "wild" and st.legal_actions() == [("wild", g) for g in range(4)]
    act(st, ("wild", METAL), w)
    assert f.hand == [fan("punker"), fan("rocker")]
    act(st, ("pass",), w)
    assert f.reserve == [2, 2, 0, 0]                                # two punks and two metalheads
    assert st.supply == [6 - 2, 5 - 2, 5, 4]
    assert f.symbols[-1] == [[PUNK, 2], [METAL, 2]]                 # the wildcard arrives as metal


def test_example_4_skaters_satisfy_each_other_and_the_rockers_squeeze():
    st = scene(bands0=("smalltown_conspiracy", "motoerkopf", "soulspeed"))
    give(st, 0, hand=["skater", "rocker"], reserve=[2, 2, 0, 0])
    place_markers(st, 0, {0: REGGAE})
    events = arrive(st, "skater", [2, 3])
    judged = next(e for e in events if e.kind == "judged")
    assert judged.data["happy"] == [True, True]                     # each is the other's punk neighbour
    st.apply_action(("play", fan("rocker")))
    assert {a[1] for a in st.legal_actions()} == {1, 4, 5}          # row 0 first
    st.apply_action(("place", 5))
    # only one Rocker camps satisfied: row 0 still has spaces, all of them next to punks or tent sites
    assert {a[1] for a in st.legal_actions()} == {1, 4}
    for space in (1, 4):
        trial = st.clone()
        events = trial.apply_action(("place", space))
        judged = next(e for e in events if e.kind == "judged")
        assert judged.data["happy"] == [True, False]


def test_example_5_hipster_and_heavy_metaller_move_chaos_and_hygiene():
    st = scene(fans0=["hipster", "heavy_metaller"])
    f = st.fests[0]
    give(st, 0, hand=["hipster", "heavy_metaller"], reserve=[0, 2, 0, 3])
    assert (f.chaos, f.hygiene) == (0, 1)                            # one WIXI: Hygiene starts at +1
    arrive(st, "hipster", [0, 1, 2])
    assert (f.chaos, f.hygiene) == (0, -1)                           # Indies: Hygiene -2
    arrive(st, "heavy_metaller", [3, 4])
    assert (f.chaos, f.hygiene) == (2, -1)                           # Metal +1, the ability +1


def test_example_6_requirements_matter_only_when_the_card_is_played():
    st = scene(bands0=("hairspray_ultimatum", "motoerkopf", "soulspeed"))
    give(st, 0, hand=["heavy_metaller", "hippies"], reserve=[0, 3, 2, 0])
    arrive(st, "heavy_metaller", [0, 1, 2])
    f = st.fests[0]
    assert [f.happy[s] for s in (0, 1, 2)] == [True] * 3
    arrive(st, "hippies", [3, 4])                                    # reggae next to the metalheads
    assert f.marker[3] == REGGAE and f.marker[2] == METAL
    assert [f.happy[s] for s in (0, 1, 2)] == [True] * 3             # the metalheads stay satisfied


def evening_scene(bands0, hand, reserve, walkin=None, stands=(), **kw):
    st = scene(bands0=bands0, **kw)
    give(st, 0, hand=hand, reserve=reserve)
    if walkin:
        st.fests[0].walkin = list(walkin)
    for name in stands:
        add_stand(st, 0, name)
    spaces = iter(range(12))
    while st.current_player() == 0 and TIMES[st.time] == "morning":
        if st.decision() == "arrive":
            st.apply_action(next(a for a in st.legal_actions() if a[0] == "play"))
        else:
            st.apply_action(("place", next(s for s in spaces if ("place", s) in st.legal_actions())))
    return to_time(st, 0, "evening")


def test_example_7_shopping_with_two_groups_of_2k():
    st = evening_scene(("hairspray_ultimatum", "motoerkopf", "soulspeed"), ["heavy_metaller", "hippies"],
                       [0, 2, 2, 0])
    f = st.fests[0]
    assert f.standing == [0, 2, 2, 0]
    doener, bier = f.stands.index(stand("doenermann")), f.stands.index(stand("bierstand"))
    # one metalhead and one reggae fan at the Dönermann: 4K, and no purchasing power is left
    a = st.clone()
    cash = a.fests[0].cash
    a.apply_action(("send", METAL, "stand", doener))
    a.apply_action(("send", REGGAE, "stand", doener))
    assert a.fests[0].cash == cash + 4
    assert not [x for x in a.legal_actions() if x[0] == "send" and x[2] == "stand"]
    # Sören's choice: both reggae fans at the Bierstand, one metalhead at the Dönermann: 4K
    cash = f.cash
    st.apply_action(("send", REGGAE, "stand", bier))
    st.apply_action(("send", REGGAE, "stand", bier))
    st.apply_action(("send", METAL, "stand", doener))
    assert f.cash == cash + 4
    assert f.standing == [0, 1, 0, 0]
    assert ("send", METAL, "band") in st.legal_actions()            # still free for other things
    assert not [x for x in st.legal_actions() if x[0] == "send" and x[2] == "stand"]


def test_example_8_pooled_purchasing_power_markenbier():
    st = evening_scene(("tinnitus_brigade", "motoerkopf", "soulspeed"), ["rocker"], [0, 2, 0, 0],
                       stands=["markenbier"])
    f = st.fests[0]
    doener, marken = f.stands.index(stand("doenermann")), f.stands.index(stand("markenbier"))
    # Friday: Heavy Metaller and Emos played, one metalhead at the Dönermann (2K spent)
    f.played = [fan("heavy_metaller"), fan("emos")] + f.played
    f.spent[METAL] = [2, 0, 0]
    f.stand_fill[doener] = [METAL]
    assert st.power_left(0, METAL) == 7 - 2
    legal = st.legal_actions()
    assert ("send", METAL, "stand", doener) in legal and ("send", METAL, "stand", marken) in legal
    both = st.clone()
    both.apply_action(("send", METAL, "stand", doener))
    assert ("send", METAL, "stand", marken) not in both.legal_actions()    # 2K + 4K > 5K
    cash = f.cash
    st.apply_action(("send", METAL, "stand", marken))
    assert f.cash == cash + 4 and st.power_left(0, METAL) == 1
    assert ("send", METAL, "stand", doener) not in st.legal_actions()


def test_example_9_the_sample_evening():
    st = evening_scene(("sunburn_skank_society", "motoerkopf", "soulspeed"), ["hippies", "punker"],
                       [3, 0, 2, 0], walkin=[1, 0, 0, 0], stands=["emp_merchandise"])
    f = st.fests[0]
    assert f.standing == [3, 0, 2, 0]                                # 3 Punkers, 2 Hippies
    bier, emp = f.stands.index(stand("bierstand")), f.stands.index(stand("emp_merchandise"))
    cash, mood, hygiene = f.cash, f.mood, f.hygiene
    st.apply_action(("send", PUNK, "stand", bier))
    assert ("send", PUNK, "stand", bier) not in st.legal_actions()  # the Punkers' 1K is spent
    st.apply_action(("send", PUNK, "band"))
    events = st.apply_action(("send", PUNK, "band"))
    assert any(e.kind == "one_genre" for e in events)
    st.apply_action(("send", REGGAE, "stand", emp))
    assert ("send", REGGAE, "band") not in st.legal_actions()        # the band is full
    st.apply_action(("send", REGGAE, "wixi"))
    assert f.cash - cash == 3
    assert f.mood - mood == 2 + 1                                    # two at the band, one genre
    assert f.hygiene - hygiene == 1


def night_scene(chaos=5, hygiene=0, mood=2, heap=True):
    """Seat 0 at its first night with a full campsite: one garbage heap on 7 (``heap``), a WIXI
    on 11, three dissatisfied markers (the oldest a metalhead on 5)."""
    st = evening_scene(("tinnitus_brigade", "motoerkopf", "soulspeed"), ["heavy_metaller"], [0, 3, 0, 0])
    f = st.fests[0]
    layout = {5: METAL, 0: PUNK, 1: PUNK, 2: PUNK, 3: METAL, 4: METAL, 6: REGGAE, 8: REGGAE, 9: INDIE,
              10: INDIE}
    f.marker = [-1] * 12
    place_markers(st, 0, layout)
    for s in (5, 9, 10):
        f.happy[s] = False
    f.garbage = [0] * 12
    f.garbage[7] = 1 if heap else 0
    f.chaos, f.hygiene, f.mood = chaos, hygiene, mood
    act(st, ("rest",))
    return play_until(st, lambda s: (s.current_player() == 0 and TIMES[s.time] == "night") or s.day > 0)


def test_example_10_the_night():
    st = night_scene()
    f = st.fests[0]
    assert st.decision() == "garbage" and st.legal_actions() == [("garbage", 7)]   # Chaos 5: one bin
    events = st.apply_action(("garbage", 7))
    assert f.garbage[7] == 2
    assert track_events(events, "hygiene")[0]["new"] == -1          # stacked: Hygiene -1
    assert [d["new"] for d in track_events(events, "mood")] == [1, 0]   # Hygiene -1, then 3 sour fans
    assert f.happy[5] and not f.happy[9] and not f.happy[10]         # the metalhead turns


def test_example_income_sample_and_ggam():
    for ggam, income in ((False, 6), (True, 5)):
        st = scene(ggam=ggam)
        f = st.fests[0]
        f.lying = [11, 0, 0, 0]
        f.wixi[10] = True
        f.garbage[0], f.garbage[1], f.fence = 1, 1, 1
        rec = scoring.score_season(st)
        assert (rec["fans"][0], rec["wixis"][0], rec["garbage"][0]) == (11, 2, 3)
        assert rec["ggam"][0] == (1 if ggam else 0)
        assert rec["income"][0] == income


def test_example_ggam_table():
    table = {**dict.fromkeys(range(0, 6), 0), 6: 1, 7: 1, **dict.fromkeys(range(8, 12), 2),
             **dict.fromkeys(range(12, 16), 3)}
    nums = CONTENT.numbers
    assert {i: scoring.ggam(i, nums.ggam_free, nums.ggam_share) for i in range(16)} == table


def test_example_11_indie_and_metal_plus():
    card = CONTENT.festivals[festival("moshmoor")].scoring
    fans = {PUNK: 0, METAL: 6, REGGAE: 2, INDIE: 3}
    assert scoring.festival_points(card, fans.get) == 3
    rows = {3: 0, 4: 2, 7: 2, 8: 3, 10: 3, 11: 4, 13: 4, 14: 5, 20: 5}
    for count, vp in rows.items():
        assert scoring.festival_points(card, {PUNK: 0, METAL: count, REGGAE: 0, INDIE: 0}.get) == vp


def test_example_12_ingos_categories():
    oora = CONTENT.numbers.oora
    values = {"mood": 7, "satisfied": 16, "dissatisfied": 2, "garbage": 0, "hygiene": -1}
    vps = {cat: scoring.table_value(oora[cat], v) for cat, v in values.items()}
    assert vps == {"mood": 2, "satisfied": 4, "dissatisfied": 0, "garbage": 0, "hygiene": -1}
    assert sum(vps.values()) == 5


def test_example_hygiene_penalties_add_up_at_minus_five():
    st = night_scene(chaos=0, hygiene=-5, mood=4)
    f = st.fests[0]
    # Mood -1 at once, then a fan becomes dissatisfied, then a fan goes home
    assert f.mood == 3
    assert st.decision() == "sour"
    happy = f.satisfied()
    st.apply_action(st.legal_actions()[0])
    assert f.satisfied() == happy - 1
    assert st.decision() == "home"
    fans = f.fans()
    events = st.apply_action(st.legal_actions()[0])
    assert f.fans() == fans - 1
    assert [e.kind for e in events].count("grumble") == 1              # then the dissatisfied fans


@pytest.mark.parametrize("players, starters", [(4, [4, 3, 2]), (3, [3, 2, 1]), (2, [2, 1, 2])])
def test_example_booking_order_table(players, starters):
    st, w = new_game(players)
    firsts = []
    for r in range(3):
        play_until(st, lambda s, r=r: s.decision() == "book" and s.round == r, w)
        firsts.append(st.order.index(st.actor) + 1)
        order = [st.order.index(s) + 1 for s in st.queue]
        assert order == [(starters[r] - 1 - i) % players + 1 for i in range(players)]
    assert firsts == starters


def test_example_beginner_game_page_15():
    st, w = new_game(2, rules="beginner")
    assert st.seasons == 2
    for f in st.fests:
        assert "security" in f.upgrades and "showers" in f.upgrades
    seen = set()

    def watch(s):
        seen.add((s.phase, s.decision()))
        return s.phase == "festival"
    play_until(st, watch, w)
    assert ("booking", "event") not in seen                          # no event cards while booking
    assert "expansion" not in {p for p, _ in seen}                   # no expansion
    assert all(f.wixis() == 2 for f in st.fests)                     # exactly two WIXIs
    play_until(st, lambda s: s.phase == "festival" and s.decision() == "event", w)  # afternoons stay


# ==================================================================================================
# The rulings
# ==================================================================================================

def test_r0_start_position_by_chance_and_festival_cards_dealt():
    st = SPEC.new_state(3, {})
    assert st.current_player() == CHANCE and st.legal_actions() == [("first", s) for s in range(3)]
    st.apply_action(("first", 1))
    assert st.order == [1, 2, 0]                                     # the others follow in seat order
    st.apply_action(("festival", festival("skankfield")))
    assert ("festival", festival("skankfield")) not in st.legal_actions()
    card = CONTENT.festivals[festival("skankfield")]
    assert [CONTENT.stands[s].id for s in st.fests[0].stands] == card.stands


def test_r25_order_track_most_vp_then_less_cash_higher_then_previous_order():
    st, w = new_game(3)
    before_scoring(st, w)
    trial = st.clone()
    act(trial, plain(trial), w)
    total, income = trial.season_scores[0]["total"], trial.season_scores[0]["income"]
    # after the season: seat 2 the most VP; seats 0 and 1 equal VP, seat 0 with less cash
    want_vp, want_cash = [5, 5, 9], [20, 30, 20]
    for s, f in enumerate(st.fests):
        f.vp = want_vp[s] - total[s]
        f.cash = want_cash[s] - income[s]
    tied = st.clone()
    act(st, plain(st), w)
    assert [f.vp for f in st.fests] == want_vp and [f.cash for f in st.fests] == want_cash
    assert st.order == [2, 1, 0]                                      # less cash: the higher number
    # equal VP and equal cash: the previous relative order stays (seat 0 was ahead of seat 1)
    tied.fests[0].cash = 30 - income[0]
    act(tied, plain(tied), w)
    assert tied.order == [2, 0, 1]


def test_r25_winner_most_vp_then_cash_else_shared():
    st = scene()
    st.fests[0].vp, st.fests[1].vp = 10, 10
    st.fests[0].cash, st.fests[1].cash = 3, 5
    assert st.winners() == [1]
    st.fests[0].cash = 5
    assert st.winners() == [0, 1]


def test_r1_reveals_keep_local_heroes_and_discard_the_rest():
    st, w = new_game(3)
    assert len(st.display) == 4                                      # 3 players, season 1: 4 LH
    play_until(st, lambda s: s.round == 1 and s.decision() == "book", w)
    assert len(st.display) == 1 + 4                                  # the left-over one stays
    st2, w2 = new_game(4)
    st2.band_deck["local"] = st2.band_deck["local"][:0]
    play_until(st2, lambda s: s.round == 1 and s.decision() == "book", w2)
    assert len(st2.display) == 1                                     # an empty deck reveals nothing


def test_r1_other_tiers_are_discarded_between_rounds():
    st, w = new_game(2)
    play_until(st, lambda s: s.season == 2 and s.decision() == "book", w)
    tiers = sorted(CONTENT.bands[b].tier for b in st.display)
    assert tiers == ["local", "local", "superstar"]
    superstar = next(b for b in st.display if CONTENT.bands[b].tier == "superstar")
    play_until(st, lambda s: s.round == 1 and s.decision() == "book", w)
    assert superstar not in st.display
    assert sorted(CONTENT.bands[b].tier for b in st.display).count("superstar") == 1


def test_r1b_booking_order_wraps_round():
    st, w = new_game(2)
    actors = []
    play_until(st, lambda s: (s.decision() == "book" and actors.append((s.round, s.actor))) or
               s.phase != "booking", w)
    rounds = {}
    for r, a in actors:
        rounds.setdefault(r, []).append(st.order.index(a) + 1)
    assert rounds == {0: [2, 1], 1: [1, 2], 2: [2, 1]}


def test_r2_garage_band_always_possible_gives_1k_and_comes_face_down():
    """L63 (fixed to the rulebook for issue 24, point 2): taken "from the stack", face down; chance
    turns the band up as it is taken."""
    st, w = new_game(2, wishes=Wishes(garage=["kettle_of_doom"]))
    seat = st.actor
    st.fests[seat].cash = 0
    assert st.legal_actions() == [("garage",)]
    act(st, ("garage",), w)
    act(st, ("pass",), w)
    f = st.fests[seat]
    assert f.cash == 1 and f.bands == [band("kettle_of_doom")]
    assert band("kettle_of_doom") not in st.garage and st.garage_top == -1
    assert f.reserve == [0, 1, 0, 0]


def test_r2_one_legend_a_season():
    st, w = new_game(2)
    first, second = CONTENT.tier_cards["legend"][:2]
    for b in (first, second):
        st.band_deck["legend"].remove(b)
        st.display.append(b)
    seat = st.actor
    f = st.fests[seat]
    f.cash = 40
    assert {("book", first), ("book", second)} <= set(st.legal_actions())
    act(st, ("book", first), w)
    assert f.legend
    play_until(st, lambda s: s.decision() == "book" and s.actor == seat, w)
    st.display.append(second)                        # as if it were on display again
    assert ("book", second) not in st.legal_actions()
    with pytest.raises(IllegalAction, match="Legend"):
        st.apply_action(("book", second))


def test_r3_wildcard_offers_only_genres_whose_deck_has_cards():
    st, w = new_game(2, first=1, wishes=Wishes(reveals=["die_dorks"]))
    st.fan_deck[REGGAE] = []
    act(st, ("book", band("die_dorks")), w)
    assert st.legal_actions() == [("wild", PUNK), ("wild", METAL), ("wild", INDIE)]


def test_r4_empty_fan_deck_no_card_no_fans_no_penalty():
    st, w = new_game(2, first=1, wishes=Wishes(reveals=["soulspeed"]))
    st.fan_deck[INDIE] = []
    act(st, ("book", band("soulspeed")), w)
    act(st, ("pass",), w)
    f = st.fests[0]
    assert f.symbols[-1] == [[REGGAE, 2], [INDIE, 0]]
    assert f.reserve == [0, 0, 2, 0] and f.excuse[INDIE] == 1
    assert [CONTENT.fan_genre[c] for c in f.hand] == ["reggae"]


def test_r4_an_excused_symbol_brings_no_penalty_markers():
    st = scene(bands0=("soulspeed", "motoerkopf", "fog_machine_funeral"))
    # Friday's Soulspeed: its indie card could not be drawn
    give(st, 0, hand=["hippies"], reserve=[0, 0, 2, 2])
    f = st.fests[0]
    f.excuse[INDIE] = 1
    assert st.legal_actions() == [("play", fan("hippies")), ("penalty", INDIE)]
    arrive(st, "hippies", [4, 5])
    assert not (st.current_player() == 0 and TIMES[st.time] == "morning")
    assert sum(f.penalty) == 0 and f.excuse[INDIE] == 0


def test_r5_insolvent_manager_books_no_more_and_still_has_nights():
    """L81 (fixed to the rulebook for issue 24, point 1): the day without a band is passed
    entirely, its afternoon event card too; the nights still come."""
    st, w = new_game(2)
    seat = st.actor
    st.fests[seat].cash = 0
    st.fests[1 - seat].cash = 30
    st.garage = st.garage[:1]                        # one garage band left in the stack
    act(st, ("garage",), w)
    asked = []
    play_until(st, lambda s: (s.decision() == "book" and asked.append((s.round, s.actor))) or
               s.phase != "booking", w)
    assert st.fests[seat].insolvent and len(st.fests[seat].bands) == 1
    assert [r for r, a in asked if a == seat] == []                    # asked no more
    assert sorted(asked) == [(0, 1 - seat), (1, 1 - seat), (2, 1 - seat)]
    play_until(st, lambda s: s.phase == "lineup" and s.actor == seat, w)
    assert st.legal_actions() == [("lineup", (st.fests[seat].bands[0],))]
    times = set()
    play_until(st, lambda s: (s.phase == "festival" and s.actor == seat and s.current_player() == seat
                              and times.add((s.day, TIMES[s.time]))) or s.season == 2, w)
    assert not [d for d, t in times if t == "morning" and d > 0]       # Saturday and Sunday: no arrivals
    assert {d for d, t in times if t == "afternoon"} == {0}            # no event card on an empty day (L81)


def test_r6_event_discard_reshuffled_and_new_hands_each_year():
    st, w = new_game(2)
    play_until(st, lambda s: s.decision() == "event", w)
    seat = st.actor
    f = st.fests[seat]
    card = f.events[0]
    st.event_discard = st.event_deck[:] + st.event_discard
    st.event_deck = []
    st.apply_action(("swap", card))
    assert st.current_player() == CHANCE and st.event_deck and card in st.event_deck
    resolve(st, w)
    play_until(st, lambda s: s.season == 2 and s.decision() == "book", w)
    assert all(len(f.events) == 4 for f in st.fests)
    assert len(st.event_deck) == 20 - 8 and st.event_discard == []


def test_r7_expansion_one_stand_one_upgrade_2k_highest_number_first():
    st, w = new_game(3)
    play_until(st, lambda s: s.phase == "expansion" and s.current_player() >= 0, w)
    assert st.actor == st.order[2]
    f = st.fests[st.actor]
    f.cash = 10
    legal = st.legal_actions()
    assert [a for a in legal if a[0] == "stand"] == [("stand", k) for k in range(3)]
    assert {a[1] for a in legal if a[0] == "upgrade"} == {"entrance", "garbage_deposit", "security", "showers"}
    top = st.stand_tops[1]
    act(st, ("stand", 1), w)
    assert f.cash == 8 and f.stands[-1] == top
    assert st.stand_tops[1] not in (-1, top)                          # the next top is revealed
    assert not [a for a in st.legal_actions() if a[0] == "stand"]
    act(st, ("upgrade", "security"), w)
    assert f.cash == 6 and st.legal_actions() == [("done",)]


def test_r26_beginner_turns_only_the_card_that_joins_and_cards_keep_their_turn():
    st, w = new_game(2, rules="beginner")
    play_until(st, lambda s: s.decision() == "turn" and s.actor == 0, w)
    assert st.todo == [0, 1]                                          # Moshmoor's tent and mixed cards
    act(st, ("turn", 0, 1), w)
    act(st, ("turn", 1, 2), w)
    season1 = kinds(st, 0)
    play_until(st, lambda s: s.season == 2 and s.decision() == "turn" and s.actor == 0, w)
    assert st.todo == [3]                                             # only the card that joins
    assert st.fests[0].turns[:2] == [1, 2]
    now = kinds(st, 0)
    assert now[:3] + now[8:11] == season1[:3] + season1[6:9]          # the first cards as turned


def test_r8_lineup_every_order_then_turns_then_wixis():
    st, w = new_game(2)
    play_until(st, lambda s: s.decision() == "lineup", w)
    f = st.fests[st.actor]
    assert len(st.legal_actions()) == 6 and all(sorted(a[1]) == sorted(f.bands) for a in st.legal_actions())
    act(st, st.legal_actions()[-1], w)
    assert st.decision() == "turn"
    play_until(st, lambda s: s.decision() != "turn", w)
    assert st.decision() == "wixi"
    assert st.view(1 - st.actor).fests[st.actor].lineup == f.lineup    # public


def test_r9_wixis_one_to_three_never_on_dirt():
    st, w = new_game(2)
    play_until(st, lambda s: s.decision() == "wixi" and s.actor == 0, w)
    f = st.fests[0]
    dirt = [s for s, k in enumerate(kinds(st, 0)) if k == "dirt"]
    assert dirt and not [a for a in st.legal_actions() if a[0] == "wixi" and a[1] in dirt]
    assert ("done",) not in st.legal_actions()
    st.apply_action(("wixi", 0))
    assert ("done",) in st.legal_actions()
    st.apply_action(("wixi", 1))
    st.apply_action(("wixi", 2))
    assert st.fests[0].wixis() == 3 and (st.decision() != "wixi" or st.actor != 0)
    assert f.wixi[0] and 0 not in st.camp_spaces(0)


def test_r10_turning_moves_the_dirt_heap_and_the_car_park():
    st, w = new_game(2)
    play_until(st, lambda s: s.decision() == "turn" and s.actor == 0, w)
    assert st.legal_actions() == [("turn", 0, t) for t in range(4)]      # the tent card
    st.apply_action(("turn", 0, 1))
    assert kinds(st, 0)[:2] == ["tent", "tent"] and kinds(st, 0)[6:8] == ["dirt", "tent"]
    assert st.legal_actions() == [("turn", 1, t) for t in range(4)]      # the mixed card; no car park
    st.apply_action(("turn", 1, 1))
    assert kinds(st, 0)[2:4] == ["car", "tent"] and kinds(st, 0)[8:10] == ["car", "tent"]
    assert st.decision() == "wixi"


def test_r11_far_forward_and_dirt_last():
    st = scene()
    give(st, 0, hand=["hipster", "heavy_metaller"], reserve=[0, 2, 0, 3])
    f = st.fests[0]
    place_markers(st, 0, {0: PUNK, 1: PUNK, 2: PUNK, 3: PUNK})
    f.garbage[4] = 1
    st.apply_action(("play", fan("hipster")))
    assert st.legal_actions() == [("place", 5)]                       # garbage fills a space too
    st.apply_action(("place", 5))
    assert {a[1] for a in st.legal_actions()} == {6, 8, 9, 10}         # not the heap, not the WIXI
    for s in (6, 8, 9, 10):
        f.marker[s] = PUNK
    assert st.legal_actions() == [("place", 7)]                        # everything else taken


def test_r12_neighbours_orthogonal_on_any_card_and_dirt_is_a_tent_site():
    st = scene()
    give(st, 0, hand=["squatters"], reserve=[1, 0, 0, 0])
    f = st.fests[0]
    place_markers(st, 0, {s: REGGAE for s in (0, 1, 2, 3, 4, 5, 6, 8, 9, 10)})
    st.todo = [[PUNK, 1]]
    arrive(st, "squatters", [7])                                       # needs a tent site: the heap is one
    assert f.happy[7]
    geo = st.geometry(0)
    assert set(geo.nbrs[3]) == {2, 4, 9}                               # across cards, no diagonals
    f.penalty[6] = True
    assert not campsite.content_of(f.marker, [("not_near", REGGAE)], 7, f.kind, geo)   # penalty markers count
    lone = [PUNK if s == 0 else -1 for s in range(12)]
    assert not campsite.content_of(lone, [("near", PUNK)], 7, f.kind, geo)             # diagonal: no


def test_r13_rockers_want_the_car_park():
    fan_ = CONTENT.fans[fan("rocker")]
    assert {(n.kind, n.genre) for n in fan_.needs} == {("car_park", ""), ("not_near", "punk")}
    st = scene()
    f = st.fests[0]
    needs = [("car_park", -1), ("not_near", PUNK)]
    geo = st.geometry(0)
    assert not campsite.content_of(f.marker, needs, 0, f.kind, geo)   # (2): on a tent site, no punk near
    assert campsite.content_of(f.marker, needs, 4, f.kind, geo)       # a car-park space


def test_r14_order_of_symbols_and_fewer_fans_and_no_card_without_figures():
    st = scene()
    give(st, 0, hand=["hipster", "heavy_metaller", "emos"], reserve=[0, 1, 0, 0])
    legal = st.legal_actions()
    assert set(legal) == {("play", fan("hipster")), ("play", fan("heavy_metaller")), ("play", fan("emos"))}
    # no indie figure left: the indie symbol plays no card
    events = arrive(st, "heavy_metaller", [0])                         # 2 metal fans wanted, 1 figure
    f = st.fests[0]
    assert sum(1 for m in f.marker if m >= 0) == 1
    judged = [i for i, e in enumerate(events) if e.kind == "judged"]
    tracks = [i for i, e in enumerate(events) if e.kind == "track"]
    assert judged[0] < tracks[0]                                       # judged, then Chaos moves
    assert fan("hipster") in f.hand                                    # the indie symbol: no figure left
    assert not (st.current_player() == 0 and TIMES[st.time] == "morning")


def test_r15_no_matching_card_places_penalty_markers_without_figures():
    st = scene()
    give(st, 0, hand=["hipster"], reserve=[0, 2, 0, 3])
    assert set(st.legal_actions()) == {("play", fan("hipster")), ("penalty", METAL)}
    st.apply_action(("penalty", METAL))
    assert {a[1] for a in st.legal_actions()} == {0, 1, 2, 3, 4, 5}   # far forward too
    st.apply_action(("place", 0))
    st.apply_action(("place", 1))
    f = st.fests[0]
    assert f.penalty[0] and f.penalty[1] and not f.happy[0] and not f.happy[1]
    assert f.fans_of(METAL) == 0 and f.reserve[METAL] == 2            # no figures
    assert f.dissatisfied() == 2
    st.cheer_oldest(0, [])
    assert not f.happy[0] and not f.happy[1]                           # never turned


def test_r15_overflow_markers_wait_beside_the_campsite():
    st = scene()
    give(st, 0, hand=["hipster"], reserve=[0, 2, 0, 3])
    f = st.fests[0]
    place_markers(st, 0, {s: REGGAE for s in range(11) if s != 3})
    st.apply_action(("play", fan("hipster")))
    st.apply_action(("place", 3))
    resolve(st)
    assert f.overflow == 2 and f.dissatisfied() == 2
    assert f.fans_of(INDIE) == 1 and f.reserve[INDIE] == 0             # the overflow brings no figures


def test_r16_aversions_and_free_stands():
    st = evening_scene(("soulspeed", "motoerkopf", "fog_machine_funeral"), ["lentil_collective", "hipster"],
                       [0, 0, 2, 2], stands=["cash_point"])
    f = st.fests[0]
    doener, bier = f.stands.index(stand("doenermann")), f.stands.index(stand("bierstand"))
    cash_point = f.stands.index(stand("cash_point"))
    legal = st.legal_actions()
    assert ("send", REGGAE, "stand", doener) not in legal              # Lentil Collective: no fast food
    assert ("send", REGGAE, "stand", bier) in legal
    assert ("send", INDIE, "stand", doener) in legal
    assert ("send", REGGAE, "stand", cash_point) in legal              # needs no purchasing power
    f.spent[INDIE] = [3, 0, 0]
    assert ("send", INDIE, "stand", cash_point) in st.legal_actions()


def test_r17_one_genre_bonus_not_for_upgrades_and_rest_lies_down():
    st = evening_scene(("tinnitus_brigade", "motoerkopf", "soulspeed"), ["heavy_metaller"], [0, 3, 0, 0])
    f = st.fests[0]
    f.upgrades.append("security")
    f.upgrade_fill.append([])
    mood = f.mood
    st.apply_action(("send", METAL, "upgrade", "security"))
    events = st.apply_action(("send", METAL, "upgrade", "security"))
    assert not any(e.kind == "one_genre" for e in events) and f.mood == mood
    assert f.chaos == 1 + 1 - 2                                          # Security: Chaos -1 a fan
    st.apply_action(("rest",))
    assert f.lying[METAL] == 1 and f.standing == [0, 0, 0, 0]


def test_r18_penalties_every_night_the_threshold_holds():
    st = night_scene(chaos=0, hygiene=-1, mood=5, heap=False)
    f = st.fests[0]
    assert st.day == 1 and f.mood == 5 - 1 - 1                         # Hygiene -1, and 3 sour markers
    assert f.happy[5]
    f.reserve = [0, 0, 0, 0]                                           # nobody arrives on Saturday
    play_until(st, lambda s: s.day == 2)
    assert f.hygiene == -1 and f.mood == 3 - 1 - 1                     # again: the threshold still holds


def test_r19_garbage_next_to_a_marker_or_on_a_heap_else_the_fence():
    st = night_scene()
    f = st.fests[0]
    f.marker[0] = -1
    legal = st.legal_actions()
    assert ("garbage", 0) in legal and ("garbage", 7) in legal         # free next to markers, the heap
    assert ("garbage", 11) not in legal                                # the WIXI
    f.garbage[7] = 0
    f.marker = [-1] * 12
    assert st._legal_garbage(0) == [("fence",)]
    events = st.apply_action(("fence",))
    assert f.fence == 1 and track_events(events, "hygiene")[0]["new"] == -1


def test_r20_a_fan_goes_home_from_the_tents_first():
    st = night_scene()
    f = st.fests[0]
    f.lying = [0, 2, 0, 0]
    f.placed = [3, 0, 0, 0]
    assert st._legal_home(0) == [("home", METAL)]
    f.lying = [0, 0, 0, 0]
    assert st._legal_home(0) == [("home", PUNK)]


def test_r21_the_oldest_dissatisfied_marker_turns():
    st = night_scene()
    f = st.fests[0]
    f.penalty[5] = True
    st.cheer_oldest(0, [])
    assert not f.happy[5] and f.happy[9] and not f.happy[10]


def test_r22_satisfaction_does_not_move_hygiene():
    st = night_scene(chaos=0, hygiene=0, mood=2, heap=False)
    f = st.fests[0]
    assert f.hygiene == 0 and f.mood == 1                              # 3 sour markers: Mood -1 only
    assert f.happy[5]


def test_tracks_stop_at_their_ends_and_start_on_the_wixis():
    st = scene(wixis={0: [10, 11]})
    f = st.fests[0]
    assert (f.chaos, f.mood, f.hygiene) == (0, 0, 2)
    st.move_track(0, "chaos", 20, [])
    st.move_track(0, "hygiene", -20, [])
    st.move_track(0, "mood", 40, [])
    assert (f.chaos, f.hygiene, f.mood) == (8, -8, 25)


def test_r23_negative_income_is_paid_cash_never_below_zero():
    st = scene()
    f = st.fests[0]
    f.lying = [1, 0, 0, 0]
    f.fence = 4
    rec = scoring.score_season(st)
    assert rec["income"][0] == 1 - 1 - 4


def test_r24_money_vp_from_the_last_seasons_income():
    """L196 (fixed to the rulebook for issue 24, point 3): "In the last season, the income also
    counts toward victory points. For every 5K Euro (rounded down) ... one victory point": the
    income, not the cash saved through the seasons before."""
    st, w = new_game(2, length="short")
    play_until(st, lambda s: s.season == 2 and s.phase == "festival" and s.day == 2 and s.time == 3
               and s.pos == 1 and s.current_player() >= 0, w)
    trial = st.clone()
    trial.fests[0].cash = 40                         # hoarded: worth nothing by itself
    vp_before = [f.vp for f in trial.fests]
    play_until(trial, lambda s: s.phase == "over", w)
    rec = trial.season_scores[-1]
    assert rec["money_vp"] == [max(0, i) // 5 for i in rec["income"]]
    assert rec["money_vp"][0] < 40 // 5
    assert [f.vp for f in trial.fests] == [v + t + m for v, t, m in zip(vp_before, rec["total"], rec["money_vp"],
                                                                          strict=True)]


def test_prizes_ties_go_to_most_satisfied_else_nobody():
    assert scoring.prize([5, 5, 3], [2, 4, 9]) == [0, 1, 0]
    assert scoring.prize([5, 5, 3], [4, 4, 9]) == [0, 0, 0]
    assert scoring.prize([1, 7], [0, 0]) == [0, 1]


def test_new_year_clears_and_adds_the_seasons_campsite_card():
    st, w = new_game(2)
    play_until(st, lambda s: s.season == 2, w)
    for f in st.fests:
        assert f.bands == [] and f.hand == [] and f.wixis() == 0 and all(m < 0 for m in f.marker)
    assert len(st.fests[0].kind) == 16                                 # Moshmoor: a fourth card
    assert st.supply == [8, 6, 6, 6]


def test_content_walk_in_fans_join_the_next_group():
    st = scene()
    f = st.fests[0]
    give(st, 0, hand=["hipster", "heavy_metaller"], reserve=[0, 3, 0, 3])
    f.walkin[METAL] = 1
    events = st.apply_action(("play", fan("heavy_metaller")))
    assert events[0].data["fans"] == 3 and f.walkin[METAL] == 0


def test_content_event_picks_rival_genre_band():
    st = scene(n=3)
    assert st.picks(0, event("bad_review"), "festival") == [1, 2]
    assert st.picks(0, event("beer_truck"), "festival") == [0, 1, 2, 3]
    assert st.picks(0, event("crowdfunding"), "festival") == [None]


def test_content_clean_takes_the_fence_first_then_the_biggest_heap():
    st = scene()
    f = st.fests[0]
    f.fence, f.garbage[3], f.garbage[5] = 1, 1, 2
    st.remove_garbage(0, [])
    assert f.fence == 0 and f.garbage == [0, 0, 0, 1, 0, 2] + [0] * 6
    st.remove_garbage(0, [])
    assert f.garbage[5] == 1 and f.garbage[3] == 1


def test_content_fan_card_event_draws_only_what_the_deck_holds():
    st, w = new_game(2, wishes=Wishes(events={1: ["street_team", "fan_club_newsletter"]}))
    play_until(st, lambda s: s.decision() == "event", w)
    assert st.actor == 1
    street, newsletter = event("street_team"), event("fan_club_newsletter")
    st.fan_deck[INDIE] = []
    st.fan_deck[REGGAE] = st.fan_deck[REGGAE][:1]
    legal = st.legal_actions()
    assert ("event", street, INDIE) not in legal and ("event", street, PUNK) in legal
    hand = len(st.fests[1].hand)
    act(st, ("event", newsletter, REGGAE), w)                          # 2 cards wanted, 1 left
    assert len(st.fests[1].hand) == hand + 1 and st.fan_deck[REGGAE] == []
    assert st.current_player() == 0 or st.legal_actions()              # the game goes on


def test_r20_the_figure_goes_home_its_marker_stays():
    st = night_scene(chaos=0, hygiene=-5, mood=4)
    f = st.fests[0]
    st.apply_action(st.legal_actions()[0])                             # the sour marker
    markers = f.marker[:]
    assert st.decision() == "home" and st.legal_actions() == [("home", METAL)]   # from the tents
    st.apply_action(("home", METAL))
    assert f.marker == markers and f.lying[METAL] == 3 - 1


def test_r23_negative_income_is_paid_and_cash_stops_at_zero():
    st, w = new_game(2)
    before_scoring(st, w)
    for f in st.fests:
        f.fence, f.cash = 40, 3
    act(st, plain(st), w)
    rec = st.season_scores[0]
    assert all(i < -3 for i in rec["income"])
    assert [f.cash for f in st.fests] == [0, 0]


def test_r7_stands_and_upgrades_stay_for_the_whole_game():
    st, w = new_game(2)
    play_until(st, lambda s: s.phase == "expansion" and s.current_player() >= 0, w)
    seat = st.actor
    st.fests[seat].cash = 10
    act(st, ("stand", 0), w)
    act(st, ("upgrade", "showers"), w)
    stands, upgrades = st.fests[seat].stands[:], st.fests[seat].upgrades[:]
    play_until(st, lambda s: s.season == 2 and s.phase == "expansion" and s.current_player() >= 0, w)
    assert st.fests[seat].stands[:3] == stands and st.fests[seat].upgrades[:1] == upgrades
    if st.actor == seat:
        assert ("upgrade", "showers") not in st.legal_actions()       # a type once


def test_r16_event_purchasing_power_joins_the_genres_pool():
    st = evening_scene(("tinnitus_brigade", "motoerkopf", "soulspeed"), ["heavy_metaller"], [0, 2, 0, 0],
                       stands=["markenbier"])
    f = st.fests[0]
    marken = f.stands.index(stand("markenbier"))
    assert ("send", METAL, "stand", marken) not in st.legal_actions()  # 2K < 4K
    f.bonus_power[METAL] += 2                                          # e.g. the Beer Truck's festival side
    assert ("send", METAL, "stand", marken) in st.legal_actions()


def test_r17_any_genre_watches_any_band_no_bonus_for_mixed_or_wixis():
    st = evening_scene(("soulspeed", "motoerkopf", "fog_machine_funeral"), ["hippies", "hipster"], [0, 0, 3, 2],
                       walkin=[0, 0, 1, 0], wixis={0: [10, 11]})
    assert st.fests[0].standing == [0, 0, 3, 2]
    f = st.fests[0]
    mood = f.mood
    st.apply_action(("send", REGGAE, "band"))
    events = st.apply_action(("send", INDIE, "band"))                  # indie at a reggae+indie band, mixed
    assert not any(e.kind == "one_genre" for e in events) and f.mood == mood + 2
    st.apply_action(("send", REGGAE, "wixi"))
    events = st.apply_action(("send", REGGAE, "wixi"))                # both WIXIs reggae: no bonus
    assert not any(e.kind == "one_genre" for e in events) and f.mood == mood + 2


def test_the_log_says_when_the_supply_runs_short_or_out():
    from game.core.state import Event
    st, _ = new_game(2)
    names = ["Ann", "Ben"]
    line = st.describe(Event("fans_taken", 0, {"genre": INDIE, "wanted": 1, "got": 0}), names)
    assert line == "Ann finds no Indie fan left to sell a ticket to."
    line = st.describe(Event("fans_taken", 0, {"genre": INDIE, "wanted": 3, "got": 0}), names)
    assert line == "Ann finds no Indie fans left to sell 3 tickets to."
    line = st.describe(Event("fans_taken", 0, {"genre": INDIE, "wanted": 3, "got": 2}), names)
    assert line == "Ann sells tickets to 2 Indie fans, all that were left of the 3 wanted."
