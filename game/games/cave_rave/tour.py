"""The Höhlengrölen tour's shots from a copy of the game: two producers at the table, one of
them choosing the second card after looking at a deck card (rulebook L53)."""

from __future__ import annotations

from .rules import Draw


def _second_choice(st) -> bool:
    """Ada (seat 0) is to draw with a discard pile to choose from, bands lying out."""
    return (st.current_player() == 0 and isinstance(st.pending(), Draw) and bool(st.discard)
            and st.deck_left >= 2 and len(st.table()) >= 2)


def tour_two_players(scene, save) -> None:
    """A two-producer copy of the game (Ada and one Normal bot) played on until Ada draws with
    bands on the table: she draws a deck card and is asked for the second (the discard pile
    hovered), then takes the top discard: the new cards are marked."""
    from game.core.match import Seat
    from game.ui.tour import play_twin, show_twin
    seats = [Seat(s.name, kind, s.colour) for s, kind in zip(scene.runner.match.seats[:2], ("human", "normal"),
                                                              strict=True)]
    twin = play_twin(scene.runner, _second_choice, seats)
    if twin is None:
        return
    twin.play(("draw", "deck"))

    def pose(shot) -> None:
        shot.hover_at(shot.pieces().area(("pile", "discard")).center)
        save("14_cave_rave_second_card")
        shot.play(("draw", "discard"))
        shot.hover_at((8, 1070))
        save("15_cave_rave_two_players")

    show_twin(scene, twin, pose)
