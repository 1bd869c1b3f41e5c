"""Readable text: the shipped font (a real bold, umlauts, names that do not split) and no text
drawn below 20 logical px on any screen of a tour."""

import pygame
import pytest

from game.core.content import load_yaml
from game.core.resources import asset_dir
from game.ui import theme

MIN_SIZE = 20


@pytest.fixture(autouse=True, scope="module")
def fonts_ready():
    pygame.font.init()


def _ink(img: pygame.Surface) -> list[list[bool]]:
    w, h = img.get_size()
    return [[img.get_at((x, y)).a > 100 for x in range(w)] for y in range(h)]


def _runs(row: list[bool]) -> int:
    return sum(1 for i, v in enumerate(row) if v and (i == 0 or not row[i - 1]))


def _widest_gap(word: str, size: int, bold: bool) -> int:
    """The widest run of blank columns between the first and the last inked column of ``word``."""
    ink = _ink(theme.render(word, size, (255, 255, 255), bold))
    cols = [any(row[x] for row in ink) for x in range(len(ink[0]))]
    inked = [x for x, c in enumerate(cols) if c]
    widest = run = 0
    for c in cols[inked[0]:inked[-1]]:
        run = 0 if c else run + 1
        widest = max(widest, run)
    return widest


def test_the_font_is_the_shipped_lato_with_a_real_bold_and_its_licence():
    folder = asset_dir("fonts")
    assert (folder / "OFL.txt").read_text().count("SIL OPEN FONT LICENSE Version 1.1") == 1
    regular, bold = theme.font(24), theme.font(24, bold=True)
    assert regular.name == bold.name == "Lato"
    assert regular.style_name == "Medium" and bold.style_name == "Bold"   # a bold face, not a smeared one
    ink = [sum(map(sum, _ink(theme.render("Höhlengrölen", 24, (255, 255, 255), b)))) for b in (False, True)]
    assert ink[1] > 1.15 * ink[0]


@pytest.mark.parametrize("size", [24, 34, 40])
def test_the_bold_umlaut_keeps_its_two_dots(size):
    """The title "Höhlengrölen" in bold: pygame's synthetic bold merged the dots into a bar ("ō")."""
    f = theme.font(size, bold=True)
    for ch in "ÖöÄäÜü":
        assert f.metrics(ch)[0] is not None, ch
    dotted = _ink(theme.render("ö", size, (255, 255, 255), True))
    plain = _ink(theme.render("o", size, (255, 255, 255), True))
    top = min(y for y, row in enumerate(plain) if any(row))
    above = [row for row in dotted[:top] if any(row)]
    assert above and all(_runs(row) == 2 for row in above)


def _lineup_names() -> list[str]:
    content = asset_dir("content")
    artists = load_yaml(content / "boaromia" / "artists.yaml")["artists"]
    musicians = load_yaml(content / "cave_rave" / "musicians.yaml")["musicians"]
    return [a["name"] for a in artists] + [m["name"] for m in musicians]


def test_lineup_names_render_whole_at_every_readable_size():
    """No gap inside a word as wide as most of a space ("Tru ffle Shu ffle", "Bonelu te")."""
    names = _lineup_names()
    assert "Truffle Shuffle" in names and "Brok Bonelute" in names
    words = sorted({w for n in names for w in n.split() if len(w) > 2})
    for size in range(MIN_SIZE, 33, 2):
        for bold in (False, True):
            space = theme.font(size, bold).size(" ")[0]
            split = [w for w in words if _widest_gap(w, size, bold) >= 0.7 * space]
            assert not split, (size, bold, split)


def _tour_sizes(game: str, out, monkeypatch, size=None) -> dict[int, set[str]]:
    """Every text size a tour of ``game`` draws, with the texts drawn at it; below MIN_SIZE, with
    where in the code each came from."""
    import sys

    from game.ui import tour
    drawn: dict[int, set[str]] = {}
    real = theme.render

    def recording(s, size, colour, bold=False):
        where = s
        if size < MIN_SIZE:
            frame = sys._getframe(1)
            while frame.f_code.co_filename.endswith("theme.py"):
                frame = frame.f_back
            where = f"{frame.f_code.co_filename.split('game/')[-1]}:{frame.f_lineno} {s!r}"
        drawn.setdefault(size, set()).add(where)
        return real(s, size, colour, bold)

    monkeypatch.setattr(theme, "render", recording)
    kw = {} if size is None else {"size": size}
    assert tour.run_tour(game, str(out), seed=3, **kw) == 0
    return drawn


@pytest.mark.parametrize("game", ["cave_rave", "camp", "boaromia", "rodeo"])
def test_no_text_below_20_px_on_any_screen_of_a_tour(game, tmp_path, monkeypatch):
    drawn = _tour_sizes(game, tmp_path, monkeypatch)
    assert min(drawn) < 40 and len(drawn) > 3                     # the tour did draw text
    small = sorted(w for size, where in drawn.items() if size < MIN_SIZE for w in where)
    assert not small, "\n".join(small)


def test_a_tour_renders_as_a_laptop_window_shows_it(tmp_path, monkeypatch):
    """``tour --size 1366x768``: the clicks land (the names typed on the setup screen are drawn),
    every shot is the 1366x768 window, and no text is drawn below 20 logical px there either."""
    drawn = _tour_sizes("cave_rave", tmp_path, monkeypatch, size=(1366, 768))
    texts = set().union(*drawn.values())
    assert {"Bruno", "Rocky"} <= texts and any("Höhlengrölen" in t for t in texts)
    shots = sorted(tmp_path.glob("*.png"))
    assert len(shots) >= 10
    assert {pygame.image.load(str(p)).get_size() for p in shots} == {(1366, 768)}
    assert min(drawn) >= MIN_SIZE


def test_a_word_wider_than_the_line_is_hyphenated_not_left_to_run_over():
    """A 14-letter player name in the log, a band's name on Boaromia's 100 px line-up chip."""
    lines = theme.wrap("WWWWWWWWWWWWWW draws from the deck.", 20, 180)
    assert all(theme.font(20).size(line)[0] <= 180 for line in lines)
    assert lines[0].endswith("-") and "".join(lines[:2]).replace("-", "").startswith("WWWWWWWWWW")
    assert theme.wrap("Videobottom", 20, 96, bold=True) == ["Video-", "bottom"]     # cut near the middle
    assert theme.wrap("Harinna", 20, 96, bold=True) == ["Harinna"]


def test_a_word_with_its_own_hyphens_breaks_after_one_of_them():
    """German compounds ("Power-Metal-Ritter", a Rock'n Rodeo fan group on a 156 px card) break
    where their own hyphen is, not in the middle of a part ("Power-Met-", "al-Ritter")."""
    for word, width in (("Power-Metal-Ritter", 156), ("Folk-Metal-Wikinger", 156), ("Müllkunst-Werkstatt", 132),
                        ("Haarspray-Ultimatum", 168)):
        lines = theme.wrap(word, 20, width, bold=True)
        assert len(lines) == 2 and "".join(lines) == word, lines         # no hyphen added, none lost
        assert all(theme.font(20, True).size(line)[0] <= width for line in lines)
    assert theme.wrap("Müllkunst-Werkstatt", 20, 132, bold=True) == ["Müllkunst-", "Werkstatt"]
