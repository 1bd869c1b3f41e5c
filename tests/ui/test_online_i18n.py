"""The online screens draw their texts through gettext: with a catalogue that marks every text
(tests/test_i18n_shell.py's), every line with words on the menu, the host screen, both lobbies,
the join screen (a table found, an error) and the seat screen comes out marked, or is data (a
name, an address, a code)."""

import time

import pytest

from game.net.discovery import LocalRegistry, TableAd
from game.ui.scenes import online_link
from game.ui.scenes.online_host import OnlineHostScene
from game.ui.scenes.online_join import JoinScene, SeatPickScene
from game.ui.scenes.online_lobby import LobbyScene
from game.ui.scenes.online_menu import OnlineMenuScene
from tests.test_i18n_shell import Drawn, marked  # noqa: F401  (the recorder, and the marking catalogue's fixture)


@pytest.fixture(autouse=True)
def no_local_table_left():
    """The in-process tables a test opened are closed after it (after its app)."""
    yield
    online_link.close_all_local()


def unmarked(app, monkeypatch, allowed=()):
    drawn = Drawn(monkeypatch)
    app.render()
    return drawn.unmarked(allowed=allowed)


def test_every_online_screen_draws_marked_texts(app, marked, monkeypatch):   # noqa: F811
    app.push(OnlineMenuScene(app))
    assert unmarked(app, monkeypatch) == []
    host = OnlineHostScene(app)
    app.push(host)
    host.set_game("camp")
    host.add_seat()
    host.set_kind(2, "hard")
    kinds = [label for _id, label, _help in host.widgets_by_name()["seat0:kind"].choices]
    assert kinds == ["«This screen»", "«Remote»", "«Easy»", "«Normal»", "«Hard»"]
    assert unmarked(app, monkeypatch, allowed={"Rocky"}) == []
    plan = online_link.TablePlan("camp", {}, [online_link.PlannedSeat("screen", "Ada", "#e07a3f"),
                                              online_link.PlannedSeat("remote", "", "#3f8ae0"),
                                              online_link.PlannedSeat("hard", "Rocky", "#7ae03f")],
                                 online_link.THIS_COMPUTER, 40100, "Ada's table")
    link = online_link.LocalHost(plan, code="K7Q-M2X-WP9", watch_code="ABC-DEF-GH1")
    app.push(LobbyScene(app, link, tables=LocalRegistry()))
    data = {"Ada", "Rocky", "K7Q  –  M2X  –  WP9", "ABC  –  DEF  –  GH1"}
    assert unmarked(app, monkeypatch, allowed=data) == []
    registry = LocalRegistry()
    registry.register(TableAd("Ada's table", "camp", 40100))
    join = JoinScene(app, tables=registry)
    app.push(join)
    deadline = time.monotonic() + 30                    # (the browser's thread hears it soon; under load, later)
    while not join.tables() and time.monotonic() < deadline:
        app.step([])
        time.sleep(0.005)
    assert join.tables()
    join.address_text, join.code_text = "127.0.0.1:40100", "K7Q"
    join.join()
    assert join.error.startswith("«")
    assert unmarked(app, monkeypatch, allowed={"Ada's table", "127.0.0.1:40100", "K7Q"}) == []
    client = online_link.LocalClient("127.0.0.1", 40100, "K7Q-M2X-WP9")
    client.poll()
    app.push(SeatPickScene(app, client))
    assert unmarked(app, monkeypatch, allowed={"Ada's table", "Ada", "Rocky"}) == []
    client.join(1, "Bruno")
    client.poll()
    app.push(LobbyScene(app, client))
    assert unmarked(app, monkeypatch, allowed={"Ada's table", "Ada", "Rocky", "127.0.0.1:40100"}) == []
