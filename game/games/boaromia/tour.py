"""The Boaromia screens of the tour (``openair tour boaromia``): the walk (reachable tiles lit,
the path to a far tile with what happens on it), an unreachable tile explained, a track and the
line-up explained, and, from copies of the game, the character cards, the team picking who
goes next with the bot friends' plans on the board, a forced drink in the middle of a walk, a
finished goal to use or keep, eight festival-goers on the back of the board, and the final table
of a won festival with its group photo."""

from __future__ import annotations


def tour_shots(scene, save) -> None:
    keep = (scene.mouse, scene.hover)
    st = scene.state
    if scene.walking_now() and scene.reach.spots:
        _walk_shots(scene, save)
    else:
        _twin_shot(scene, save, "", _walk_from(2), humans=False, pose=_walk_shots)
    seat = max(range(st.num_players), key=lambda s: st.fun[s])
    scene.hover_at(scene.pieces().area(("seat", seat)).center)
    save("13_boaromia_track_hover")
    scene.hover_at(scene.pieces().area(("slot", min(st.round, st.rules.rounds) or st.rules.rounds)).center)
    save("14_boaromia_lineup_hover")
    scene.mouse, scene.hover = keep
    scene._touch()
    _twin_shot(scene, save, "15_boaromia_characters", lambda s: s.pending().kind == "character", humans=True)
    _twin_shot(scene, save, "16_boaromia_who_next_plans",
               lambda s: s.pending().kind == "next" and s.round >= 2 and s.current_player() == 0, humans=False,
               plans=True)
    _twin_shot(scene, save, "17_boaromia_drink_on_the_way", lambda s: s.decision() == "drink", humans=True)
    _twin_shot(scene, save, "18_boaromia_goal_reached", lambda s: s.decision() == "goal_done", humans=True)
    _twin_shot(scene, save, "19_boaromia_eight_on_the_back", _walk_from(3), humans=False, players=8,
               options={"board": "back"})
    _group_photo(scene, save)


def _group_photo(scene, save) -> None:
    """A copy of the game played by Normal bots to the photo moment, the photo taken: the final
    table of a won festival with its group photo (.group_photo)."""
    from game.core.match import Seat
    from game.ui import last_move
    from game.ui.tour import play_twin, show_twin
    seats = [Seat(s.name, "human" if i == 0 else s.kind, s.colour) for i, s in enumerate(scene.runner.match.seats)]
    twin = play_twin(scene.runner, lambda st: st.decision() == "photo", seats)
    if twin is None:
        return

    def posed(shot) -> None:
        last_move.play_outside(shot, ("photo",))
        shot.hover_at(scene.runner.spec.table.tour_rest)
        save("20_boaromia_group_photo")
    show_twin(scene, twin, posed)


def _walk_shots(scene, save) -> None:
    """Reachable tiles lit with the path to a far one; then a tile too far, explained."""
    st = scene.state
    spots = scene.reach.spots
    target = max(spots, key=lambda t: (len(scene.path_to(t)), -spots[t].sprints, t))
    scene.hover_at(scene.pieces().area(("tile", target)).center)
    save("11_boaromia_walk_lit")
    far = [t for t, d in enumerate(scene.reach.dist) if d > st.steps_left + scene.reach.max_sprints]
    if far:
        scene.hover_at(scene.pieces().area(("tile", far[len(far) // 2])).center)
        save("12_boaromia_too_far")


def _walk_from(first_round: int):
    """Seat 0 about to walk, from round ``first_round`` on."""
    return lambda st: (st.pending().kind == "turn" and st.active == 0 and st.round >= first_round
                       and st.steps_left == st.steps_per_turn(0))


def _twin_shot(scene, save, name: str, until, humans: bool, plans: bool = False, players: int | None = None,
               options: dict | None = None, pose=None) -> None:
    """Play a copy of this game (or a fresh one) with Normal bots until ``until(state)``, show it
    in a scene of its own, save it and take it off again."""
    from game.core.match import Seat
    from game.ui.tour import play_twin, show_twin

    m = scene.runner.match
    if players is None:
        seats = [Seat(s.name, "human" if humans or i == 0 else s.kind, s.colour) for i, s in enumerate(m.seats)]
    else:
        names = ["Ada", "Rocky", "Luna", "Bongo", "Kiki", "Moss", "Pip", "Zed"]
        colours = scene.runner.spec.colours
        seats = [Seat(names[i], "human" if i == 0 else "normal", colours[i % len(colours)]) for i in range(players)]
    twin = play_twin(scene.runner, until, seats, options)
    if twin is None:
        return

    def posed(shot) -> None:
        if plans:
            shot.plan(wait=True)
        if pose is None:
            _hover_decision(shot)
            save(name)
        elif shot.walking_now() and shot.reach.spots:
            pose(shot, save)
    show_twin(scene, twin, posed)


def _hover_decision(shot) -> None:
    """The mouse over what the decision on show is about: the farthest tile of a walk, a free
    character card, the first seat that may go next, a drink's or a goal's first button."""
    kind = shot.state.pending().kind
    if kind == "turn" and shot.reach.spots:
        spots = shot.reach.spots
        farthest = max(spots, key=lambda t: (spots[t].cost, -spots[t].sprints, t))
        shot.hover_at(shot.pieces().area(("tile", farthest)).center)
    elif kind == "character":
        free = shot.sel.lit_of("char")
        shot.hover_at(shot.pieces().get(("char", free[len(free) // 2])).data.place.center)
    elif kind == "next":
        shot.hover_at(shot.pieces().area(("seat", shot.sel.lit_of("seat")[0])).center)
    elif kind in ("drink", "goal_done"):
        buttons = [one for one in shot.pieces().of("prompt") if one.is_hotspot and one.id.startswith("btn:")]
        if buttons:
            shot.hover_at(buttons[0].area.center)
