"""A spectator's table has no Hint, Undo or Recap button (a spectator never plays: they were always
disabled there), and H and Ctrl+Z do nothing at it; a joined player's table over the same host
keeps all three. Each game's own online table scene (``online_class``), headless, over a
TableHost and two TableClients on 127.0.0.1 (one seated, one watching with the watch code)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import _
from game.net.remote_runner import over_client
from game.ui.online_table import online_class
from tests.net.host_helpers import close_all, make_client, make_host, pump
from tests.table_helpers import drawn_rects

AIDS = ("hint", "undo", "recap")


def press(app, code: int, text: str, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=text, scancode=0)])


@pytest.mark.parametrize("game_id", ["camp", "cave_rave", "boaromia", "rodeo"])
def test_a_spectators_table_has_no_hint_nor_undo(app, tmp_path, monkeypatch, game_id):
    host = make_host(game_id, ("remote", "normal"), tmp_path, seed=3, bots_on_thread=False)
    ben = make_client(host, tmp_path, "ben")
    eve = make_client(host, tmp_path, "eve")
    try:
        ben.join(host.join_code, "Ben", seat=0)
        eve.watch(host.watch_code)
        pump(host, [ben, eve], lambda: host.ready() and ben.seat == 0 and host.watchers() == 1)
        assert host.start() == ""
        pump(host, [ben, eve], lambda: ben.latest is not None and eve.latest is not None)

        player = over_client(ben)
        seated = online_class(player.spec.scene_class())(app, player)
        app.push(seated)
        app.step([])
        assert player.seat == 0 and not seated.spectating()
        assert all(aid in seated.targets() for aid in AIDS), sorted(seated.targets())
        app.stack.pop().exit()

        watcher = over_client(eve)
        table = online_class(watcher.spec.scene_class())(app, watcher)
        app.push(table)
        app.step([])
        assert watcher.seat is None and table.spectating()
        ids = [spot.id for spot in table.spots()]
        assert not any(aid in ids for aid in AIDS), ids
        assert "rules" in ids and "menu" in ids                       # the bar's own buttons stay
        drawn = drawn_rects(monkeypatch)
        app.render()
        words = {text for text, _rect in drawn}
        assert _("Hint") not in words and _("Undo") not in words and _("Recap") not in words

        said = table.message
        press(app, pygame.K_h, "h")
        press(app, pygame.K_z, "z", pygame.KMOD_CTRL)
        assert table.current_hint() is None and table.hint is None
        assert table.message == said                                  # nothing said of a hint or an undo
        assert not watcher.asked                                      # nothing sent to the host
    finally:
        close_all(host, [ben, eve])
