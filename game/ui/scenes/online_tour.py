"""The online screens in the screenshot tour (``game.ui.tour``): the launcher's Play online, the
menu, hosting a table, its lobby before and after a friend joined, joining (a table found, a
wrong code, the seat to choose) and a joined player's lobby.

Nothing goes over a network: discovery is switched off for the tour's run (the in-process
registry carries the announcement) and the table is an in-process one
(:class:`~.online_link.LocalHost`), found by the join screen as a friend's Open Air would find
a real one."""

from __future__ import annotations

import os
import threading

import pygame

from . import online_link


def shots(tour) -> None:
    """Save the online screens with ``tour`` (its ``click``, ``save``, ``type_into``, ``hover``)."""
    before = os.environ.get("OPENAIR_DISCOVERY")
    os.environ["OPENAIR_DISCOVERY"] = "off"
    links = online_link.HOST_LINK, online_link.CLIENT_LINK
    online_link.HOST_LINK, online_link.CLIENT_LINK = online_link.LocalHost, online_link.LocalClient
    try:
        _shots(tour)
    finally:
        online_link.HOST_LINK, online_link.CLIENT_LINK = links
        online_link.close_all_local()
        if before is None:
            os.environ.pop("OPENAIR_DISCOVERY", None)
        else:
            os.environ["OPENAIR_DISCOVERY"] = before


def _shots(tour) -> None:
    from .launcher import LauncherScene
    from .online_lobby import LobbyScene
    app = tour.app
    app.reset(LauncherScene(app))
    tour.hover(app.top.targets()["online"].center)
    tour.save("20_online_launcher")
    tour.click("online")
    tour.hover(app.top.targets()["host"].center)
    tour.save("21_online_menu")
    tour.click("host")
    host = app.top
    tour.click(f"game:{tour.spec.id}")
    if len(host.seats) < 3 and host.spec.max_players >= 3:
        tour.click("add_seat")
    if len(host.seats) >= 3:
        tour.click("seat2:kind:normal")
    tour.type_into("seat0:name", "Ada")
    tour.hover(host.targets()["start"].center)
    tour.save("22_online_host")
    tour.click("start")
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    tour.hover((960, 1040))
    tour.save("23_online_lobby_open")
    from .online_join import JoinScene
    app.push(JoinScene(app))
    found = threading.Event()
    for _ in range(500):                        # (the announcement and the browser run on threads of their own)
        tour.settle(1)
        if "table0" in app.top.targets():
            break
        found.wait(0.01)
    tour.hover((960, 1040))
    tour.save("24_online_join_found")
    tour.click("table0")
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="K7Q-M2X-WP")])
    tour.click("join")
    tour.save("25_online_join_wrong_code")
    tour.type_into("code", lobby.lobby.code.lower())      # (Enter joins)
    tour.settle(2)
    tour.type_into("name", "Bruno")
    tour.hover(app.top.targets()["sit"].center)
    tour.save("26_online_choose_seat")
    tour.click("sit")
    tour.settle(2)
    tour.hover((960, 1040))
    tour.save("27_online_lobby_joined")
    app.stack.pop()                             # (back at the host's lobby, the friend still seated:
    app.stack.pop().exit()                      # in a player's app the lobby stays with them)
    app.top.resume()
    app.dirty = True
    tour.settle(2)
    tour.hover(app.top.targets()["start"].center if "start" in app.top.targets() else (960, 1040))
    tour.save("28_online_lobby_ready")
