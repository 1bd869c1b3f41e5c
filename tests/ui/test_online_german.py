"""The online screens' German words fit where they are drawn (issue 25's on-screen check, the
German tour's 21_online_menu and 24_online_join_found at 1920x1080 and 1366x768): the menu's two
choices say their whole detail in the two lines the button gives it ("… oder gib seine Adresse
und" lost its end), and the join screen's hints under the code field stay inside their panel (they ran
past the panel and the screen's edge, 24_online_join_found and 29_online_join_watch). English checked alike."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.ui import theme
from game.ui.scenes.online_join import RIGHT, JoinScene
from game.ui.scenes.online_menu import ChoiceButton, OnlineMenuScene
from tests.table_helpers import drawn_rects


@pytest.fixture(params=["en", "de"])
def lang(request, monkeypatch):
    monkeypatch.setenv("OPENAIR_DISCOVERY", "off")          # (no network is listened on)
    i18n.use(request.param)
    yield request.param
    i18n.use("en")


def test_the_online_menus_choices_say_their_whole_detail(shell_app, lang):
    shell_app.push(OnlineMenuScene(shell_app))
    choices = [w for w in shell_app.top.widgets if isinstance(w, ChoiceButton)]
    assert len(choices) == 2
    for button in choices:
        x = button.rect.x + 40 + 56 + 32                     # (after its icon, as it draws itself)
        room = button.rect.right - 32 - x
        lines = theme.wrap(button.detail, 24, room)
        assert len(lines) <= 2, (lang, button.detail, lines)


def test_the_join_screens_texts_stay_inside_their_panel(shell_app, lang, monkeypatch):
    shell_app.push(JoinScene(shell_app))
    drawn = drawn_rects(monkeypatch)
    shell_app.render()
    for english in ("Nine letters and digits; dashes and case do not matter.",
                    "With the watch code instead, Watch shows the table without a seat."):
        hint = i18n._(english)
        [rect] = [r for s, r in drawn if s == hint]
        assert RIGHT.inflate(-40, 0).contains(rect), (lang, hint, rect, RIGHT)
