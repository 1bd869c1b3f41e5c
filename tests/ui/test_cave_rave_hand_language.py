"""Höhlengrölen's hand in the language in use: a musician's name on your hand's cards ends before
the next card of the fan covers it (German "Peppi Blütenschmink" and "Brok Knochenlaute" lost
their last letters under the next card: 04_game_midway, 14_cave_rave_second_card and
15_cave_rave_two_players of the German tours, 1920x1080 and 1366x768 alike). Every musician of
the real content, in English and German, on the cards of three producers (156 px) and of two
(172 px): nothing is drawn right of where the name may stand, in the rows the name takes."""

from __future__ import annotations

import pytest

from game.core import i18n, registry
from game.games.cave_rave import cards, layout
from game.ui.fan import fan


@pytest.fixture(params=["en", "de"])
def lang(request):
    i18n.use(request.param)
    yield request.param
    i18n.use("en")


@pytest.mark.parametrize("players", [3, 2])
def test_every_name_on_your_hand_ends_before_the_next_card(app, lang, players):
    low = layout.bottom(players)
    hand = fan(list(range(4)), low.fan, low.card, (), foot=layout.FAN_FOOT, lift=layout.FAN_LIFT)
    step = hand[1].rect.x - hand[0].rect.x            # where the next card begins, from a card's left
    assert cards.NAME_RIGHT <= step - 6, (step, cards.NAME_RIGHT)
    content = registry.get("cave_rave").content
    art = cards.CardArt(app, content)
    w, h = low.card
    cut = []
    for card, _m in enumerate(content.musicians):
        face = art.face(card, low.card)
        blank = art.image(f"face_{content.genres[content.card_genre[card]].symbol}_{w}.png")
        lines = cards.name_lines(content.musician_name(card), w)
        assert len(lines) <= 2
        top = round(h * 0.26) + 10                        # below the card's head, above its foot
        for x in range(cards.NAME_RIGHT, w - 6):
            if any(face.get_at((x, y)) != blank.get_at((x, y)) for y in range(top, h - 40)):
                cut.append((content.musician_name(card), x))
                break
    assert not cut, cut
