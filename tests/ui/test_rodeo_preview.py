"""Rock'n Rodeo's placement preview says what will happen (issue 24): while a fan group is still
being placed its markers show "to be judged" (no thumb, a question mark), not thumbs-down, and
the placement hover says what a camper will be once the group is complete. A group of two
Skaters (they want to camp next to Punk rock, and are Punk rock themselves): the first one is
satisfied only once the second camps beside it, as the rules judge the whole group at once."""

from __future__ import annotations

import random

from game.core.bots import choose_action
from game.games.rodeo.model import GENRES
from tests.table_helpers import new_runner, show


def first_placement(app):
    """Ada's (human) first camper to place of the game, on an empty campsite."""
    scene = show(app, new_runner("rodeo", [("Ada", "human"), ("Bot", "normal")], 7))
    spec, rng = scene.runner.spec, random.Random(7)
    for _ in range(400):
        if scene.human_to_act() is not None and scene.state.pending().kind == "place":
            return scene
        if app.top is not scene:
            app.top.done()
        elif scene.human_to_act() is None:
            scene.step_bots_blocking()
            app.step([])
        else:
            assert scene.play(choose_action(spec, scene.state.view(0), "normal", rng))
            app.step([])
    raise AssertionError("Ada never placed a camper")


def skaters(scene):
    """The group being placed made two Skaters (a seeded mid-game state), the campsite empty."""
    st = scene.runner.state
    f = st.fests[0]
    assert all(m < 0 for m in f.marker)
    skater = next(i for i, fan in enumerate(st.content.fans) if fan.id == "skater")
    st.group = [skater, GENRES.index("punk"), 2, []]
    scene._view = None                                          # (the view of this action made again)
    scene._touch()
    return st, f


def space_of(scene, s):
    return next(one for one in scene.pieces() if one.key == ("space", s))


def test_the_first_of_two_skaters_is_to_be_judged_and_both_end_satisfied(app):
    scene = first_placement(app)
    st, f = skaters(scene)
    geo = st.geometry(0)
    legal = {a[1] for a in scene.state.legal_actions() if a[0] == "place"}
    first = next(s for s in sorted(legal) if any(n in legal for n in geo.nbrs[s]))
    second = next(n for n in geo.nbrs[first] if n in legal)
    hover = scene.tooltip(f"space:{first}")
    assert "judged once it is complete (1 more camper to place)" in hover
    assert "satisfied if one of the group camps beside it" in hover
    assert space_of(scene, first).spot.get("lit") == "open"                 # a question mark, not a thumb
    assert scene.play(("place", first))
    app.step([])
    marker = next(one for one in scene.pieces() if one.key == ("marker", 0, first))
    assert marker.data == (GENRES.index("punk"), None)          # to be judged: no thumb yet
    assert "to be judged once its group is complete" in scene.tooltip(f"space:{first}")
    assert "Not yet" not in scene.tooltip(f"space:{first}")      # taken: nothing more to say of placing
    assert "The group is complete with this camper: here it will be satisfied." in scene.tooltip(f"space:{second}")
    assert space_of(scene, second).spot.get("lit") == "happy"
    app.render()
    assert scene.play(("place", second))
    app.step([])
    assert f.happy[first] and f.happy[second]                   # what the preview said
    marker = next(one for one in scene.pieces() if one.key == ("marker", 0, first))
    assert marker.data == (GENRES.index("punk"), True)


def test_a_camper_that_nothing_can_help_says_dissatisfied(app):
    """A Skater with no free space beside it: dissatisfied, whatever the rest of its group does."""
    scene = first_placement(app)
    st, f = skaters(scene)
    geo = st.geometry(0)
    legal = sorted(a[1] for a in scene.state.legal_actions() if a[0] == "place")
    s = legal[0]
    for n in geo.nbrs[s]:                                      # every neighbour taken by a Reggae camper
        f.marker[n] = GENRES.index("reggae")
    scene._view = None
    scene._touch()
    assert space_of(scene, s).spot.get("lit") == "unhappy"
    assert "Here it will be dissatisfied (next to Punk rock)." in scene.tooltip(f"space:{s}")
