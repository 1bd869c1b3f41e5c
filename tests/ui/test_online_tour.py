"""The online screens' tour shots: every screen of the path written, in English and German, at
1920x1080 and in a 1366x768 window, and no text on them below 20 px."""

import pygame
import pytest

from game.ui import theme
from game.ui.scenes import online_link, online_tour
from game.ui.tour import Tour

SHOTS = ["20_online_launcher", "21_online_menu", "22_online_host", "23_online_lobby_open", "24_online_join_found",
         "25_online_join_wrong_code", "26_online_choose_seat", "27_online_lobby_joined", "28_online_lobby_ready"]


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
    try:
        tour = Tour("rodeo", tmp_path, 3, size, lang)
        online_tour.shots(tour)
    finally:
        i18n.use(before)
    written = {p.stem for p in tmp_path.glob("*.png")}
    assert set(SHOTS) <= written
    for name in SHOTS:
        assert pygame.image.load(str(tmp_path / f"{name}.png")).get_size() == size
    assert sizes and min(sizes)[0] >= 20, min(sizes)
    assert online_link.HOST_LINK is online_link.NetHost          # (the tour's stand-ins are put back)
    assert not online_link._LOCAL_HOSTS
