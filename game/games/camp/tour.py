"""The Camp Roskilde screens of the tour (``openair tour camp``): a tile picked
with its spaces lit, an illegal space explained, a score explained, the recent
discards, and a chain prompt (from a copy of the game played on until a tile
rule asks for a camp tile)."""

from __future__ import annotations

from .board import EMPTY
from .pending import MainTurn

#: the tile rules that ask for a tile lying in a camp
ASKS = ("bum", "music", "believer", "babe", "player", "main_act")


def tour_shots(scene, save) -> None:
    keep = (scene.sel.source, scene.sel.rot, scene.mouse, scene.hover)
    if scene.my_turn() and isinstance(scene.state.pending(), MainTurn):
        tiles = scene.sel.tiles()

        def interest(t):
            return scene.content.coloured[t], len(scene.sel.composer.next((("tile", t),)))
        if tiles:
            scene._pick(("tile", max(tiles, key=interest)))
            lit = sorted(p for p, how in scene.lit().items() if how == "now") or sorted(scene.sel.targets())
            if lit:
                c, s = lit[len(lit) // 2]
                scene.mouse = scene.pieces().area(("space", c, s)).center
            scene.hover_at(scene.mouse)
            save("11_camp_tile_picked")
        for t in sorted(tiles, key=interest):
            scene._pick(("tile", t))
            bad = next(((c, s) for c in scene.boxes for s in range(9)        # an empty space it cannot go to
                        if (c, s) not in scene.sel.targets() and scene.state.camps[c][s] == EMPTY), None)
            if bad is not None:
                scene.hover_at(scene.pieces().area(("space", *bad)).center)
                save("12_camp_illegal_hover")
                break
    scene.sel.source, scene.sel.rot = keep[0], keep[1]
    seat = max(range(scene.state.num_players), key=lambda c: scene.state.count(c))
    scene.hover_at(scene.pieces().area(("score", seat)).center)
    save("13_camp_score_hover")
    if scene.state.discard:
        scene.hover_at(scene.pieces().area("discard").center)
        save("14_camp_discard_pile")
    scene.mouse, scene.hover = keep[2], keep[3]
    scene._touch()
    tour_chain(scene, save)


def tour_chain(scene, save) -> None:
    """From a copy of the game (every seat human) played on at random until a tile rule asks
    for a camp tile (30 tries): the chain prompt, the mouse over a tile it may take."""
    from game.core.match import Seat
    from game.ui.tour import play_twin, show_twin
    m = scene.runner.match
    seats = [Seat(s.name, "human", s.colour) for s in m.seats]
    twin = play_twin(scene.runner, lambda st: st.pending().kind in ASKS, seats, actions=m.actions,
                     choose=lambda st, rng: rng.choice(st.legal_actions()), tries=30)
    if twin is not None:
        show_twin(scene, twin, lambda shot: _chain_shot(shot, save))


def _chain_shot(shot, save) -> None:
    source = next((pos for pos, how in shot.lit().items() if how == "source"), None)
    if source is not None:
        shot.hover_at(shot.pieces().area(("space", *source)).center)
    save("15_camp_chain_prompt")
