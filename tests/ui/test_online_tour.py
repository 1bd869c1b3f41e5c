"""The online screens' tour shots: every screen of the path written, in English and German, at
1920x1080 and in a 1366x768 window, and no text on them below 20 px; the shots of a real table
over 127.0.0.1 (watching, who is connected, Continue your table) leave nothing behind."""

import os

import pygame
import pytest

from game.ui import theme
from game.ui.scenes import online_link
from game.ui.tour import Tour

SHOTS = ["20_online_launcher", "21_online_menu", "22_online_host", "23_online_lobby_open", "24_online_join_found",
         "25_online_join_wrong_code", "26_online_choose_seat", "27_online_lobby_joined", "28_online_lobby_ready",
         "29_online_join_watch", "30_online_lobby_watching", "31_online_table_presence", "32_online_menu_continue"]


@pytest.mark.parametrize("lang, size", [("en", (1920, 1080)), ("de", (1366, 768))])
def test_every_online_screen_is_shot_and_no_text_is_small(tmp_path, monkeypatch, lang, size):
    sizes = []
    render = theme.render

    def recording(s, text_size, *args, **kw):
        if s.strip():
            sizes.append((text_size, s))
        return render(s, text_size, *args, **kw)
    monkeypatch.setattr(theme, "render", recording)
    from game.core import i18n
    before = i18n.language
    env = {k: os.environ.get(k) for k in ("OPENAIR_HOME", "OPENAIR_DISCOVERY")}
    try:
        tour = Tour("rodeo", tmp_path, 3, size, lang)
        tour.online()
        assert tour.app.top.name == "launcher"
    finally:
        i18n.use(before)
    assert {k: os.environ.get(k) for k in env} == env              # (its own user folder, discovery off: put back)
    written = {p.stem for p in tmp_path.glob("*.png")}
    assert set(SHOTS) <= written
    for name in SHOTS:
        assert pygame.image.load(str(tmp_path / f"{name}.png")).get_size() == size
    assert sizes and min(sizes)[0] >= 20, min(sizes)
    assert online_link.HOST_LINK is online_link.NetHost          # (the tour's stand-ins are put back)
    assert not online_link._LOCAL_HOSTS
