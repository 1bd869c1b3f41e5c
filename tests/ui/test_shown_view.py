"""The view a table draws is made again whenever the display state is rebuilt: an undo followed
by another move reaches the same number of actions with another state, and the table must not
draw the view it kept from before."""

from game.core.match import Runner, Seat
from game.ui.app import App
from game.ui.scene import LOGICAL_SIZE


def test_after_sync_the_table_draws_the_state_as_it_is_now():
    app = App(size=LOGICAL_SIZE)
    runner = Runner.new("cave_rave", [Seat("Ann", "human"), Seat("Rocky", "normal")], 5)
    scene = app.game_scene(runner)
    app.reset(scene)
    kept = scene.shown_view()
    # the same number of actions, another state (as after an undo and a different move)
    other = Runner.new("cave_rave", [Seat("Ann", "human"), Seat("Rocky", "normal")], 6)
    other.start()
    while len(other.match.actions) < len(runner.match.actions):
        other.play(other.state.legal_actions()[0])
    assert len(other.match.actions) == len(runner.match.actions)
    runner.state = other.state
    scene.sync()
    drawn = scene.shown_view()
    assert drawn is not kept
    assert drawn.to_json() == other.state.view(scene.viewer).to_json()
