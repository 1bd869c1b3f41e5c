"""Boaromia's table reads whole at 20 px (issue 10, "Readable on a laptop"): every act's name and
stage on its line-up slot, every event and goal card's text on the card (not only in its hover
text), and the tracks' pieces apart from each other at every table size, 2 to 8 festival-goers.
And in German (issue 13): the card texts whole, the prompt taking the room the tracks leave, the
tracks making room for a longer language's words, names cut (never a sentence) where even that
is not enough."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.games.boaromia import board_drawing, cards, icons, layout, lineup_drawing, model, track_drawing
from game.ui import theme
from game.ui.layer import run_all
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import new_runner, show

C = model.load()
pygame.font.init()
MARKS = 4           # at most two must-see and two must-miss cards name an act


def width(text: str, bold: bool = False) -> int:
    return theme.font(20, bold).size(text)[0]


def test_every_act_and_stage_reads_whole_on_its_slot():
    """Each act on any side of any line-up card, in any round: "R<n>" and its name in the top row,
    its stage's symbol and name on a band under it; up to four must marks (a pawn each) right of
    the band and of the act, side by side or overlapping, within the slot and clear of the texts,
    and "+n" for those that find no room (the slot's hover text names them all)."""
    slots = layout.lineup_rects(C.rules.rounds, C.rules.night_from)
    assert len(slots) == C.rules.rounds
    assert all(layout.LINEUP_RECT.contains(r) for r in slots)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(slots, 2))
    acts = {(slot.artist, slot.stage) for card in C.lineup for side in card.sides for slot in side.slots}
    for (artist, stage), r in itertools.product(acts, range(1, C.rules.rounds + 1)):
        w = slots[r - 1].width
        name = C.artist_by_id[artist].name
        act_right = 7 + width(f"R{r}", True) + 6 + width(name, True)
        band_right = 4 + icons.SYMBOL_SIZE + width(C.areas[stage].name, True) + 14
        assert act_right <= w - 4, (r, name)
        assert band_right + 2 <= w - 2, (r, stage)
        rooms = [w - 3 - (band_right + 3), w - 3 - (act_right + 4)]
        for n in range(1, MARKS + 1):
            plus_w = width(f"+{n}", True) + 4
            rows, plus_row = lineup_drawing.mark_rows(n, rooms, plus_w)
            placed = sum(count for count, _, _ in rows)
            no_room = placed < n and max(rooms) < plus_w          # (the names whole, no "+n": the tip says it)
            assert (placed == n) == (plus_row is None) or no_room, (artist, stage, r, n)
            for (count, step, room), free in zip(rows, rooms, strict=True):
                assert count == 0 or icons.MARK_PAWN + (count - 1) * step <= room <= free
            if plus_row is not None:
                assert rows[plus_row][2] + plus_w <= rooms[plus_row]


@pytest.mark.parametrize("kind", ["event", "goal"])
def test_every_card_text_reads_whole_on_its_card(kind):
    """The whole text on the card at 20 px, above the card's foot (blast and crowd rows, the coins
    paid), for every event and goal card of the game."""
    w, h = layout.card_rects(C.rules.goal_stacks)[0].size
    if kind == "event":
        too_long = [e.id for e in C.events if not cards.text_fits(e.text, w, cards.event_text_bottom(e, h))]
    else:
        too_long = [g.id for g in C.goals if not cards.text_fits(g.text, w, cards.goal_text_bottom(g, h))]
    assert too_long == []
    assert all(width(card.name, True) <= w - 6 - 24 for card in [*C.events, *C.goals])


def test_a_text_too_long_for_the_card_is_found():
    w, h = layout.card_rects(C.rules.goal_stacks)[0].size
    event = C.event_by_id["free_samples"]
    assert cards.text_fits(event.text, w, cards.event_text_bottom(event, h))
    assert not cards.text_fits(event.text + " " + event.text, w, cards.event_text_bottom(event, h))


def test_the_cards_and_the_kept_goals_share_the_grid_without_touching():
    places = [*layout.card_rects(C.rules.goal_stacks), layout.kept_rect(C.rules.goal_stacks)]
    assert all(layout.CARDS_RECT.contains(r) for r in places)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(places, 2))
    assert not layout.CARDS_RECT.colliderect(layout.PROMPT_RECT)
    chips = layout.kept_rects(3, C.rules.goal_stacks)
    assert all(layout.card_face(places[-1]).contains(r) for r in chips)


@pytest.mark.parametrize("players", range(2, 9))
def test_the_tracks_pieces_stay_apart(players):
    """On every track: the bars with their values, the musts, the coins and the coin buttons inside
    the track and apart; the longest vibe beside the widest status tag in the second row; the
    musts' longest line in its place."""
    rects = layout.track_rects(players)
    assert all(layout.TRACKS_RECT.contains(r) for r in rects)
    for rect in rects:
        parts = layout.track_parts(rect)
        bars = [b.union(pygame.Rect(b.right, b.centery - 8, 6 + width("10", True), 16))
                for b in parts["bars"].values()]
        for piece in [*bars, parts["musts"], parts["coins"], parts["give"], parts["take"], parts["pawn"]]:
            assert rect.contains(piece)
        assert not any(b.colliderect(parts["musts"]) for b in bars)
        assert not parts["give"].colliderect(parts["coins"]) and not parts["take"].colliderect(parts["coins"])
        vibe = max(width(c.vibe_name) for c in C.characters)
        if parts["kind"] == "wide":         # the status tag in the top row, the vibe alone in the second
            assert vibe <= parts["row2"].width
        else:
            tag = max(width(f"{n} steps", True) for n in range(10)) + 16
            assert vibe + 8 + tag <= parts["row2"].width, parts["kind"]
            # the coin buttons take the row's end instead: their short labels fit, the vibe stays whole
            assert parts["row2"].x + vibe + 8 <= parts["give"].x, parts["kind"]
            assert all(width(label) + 4 <= parts[k].width for k, label in (("give", "Give"), ("take", "Take")))
        m = parts["musts"]
        if parts["kind"] == "compact":
            assert 19 + 2 * width("R12") + track_drawing.ROUND_GAP <= m.width and m.height >= 2 * 21
            assert parts["numbers"]
        else:
            longest = max(width(f"{a.name}  round 12") for a in C.artists)
            assert 19 + longest <= m.width and m.height >= 4 * 21 - 3


@pytest.mark.parametrize("players, board", [(2, "front"), (4, "front"), (8, "back")])
def test_the_table_draws_at_two_four_and_eight(app, players, board):
    scene = show(app, new_runner("boaromia", [(f"P{i}", "human" if i == 0 else "easy") for i in range(players)],
                                 seed=5, options={"board": board}))
    kinds = {track.data.parts["kind"] for track in scene.pieces().of("tracks")}
    assert kinds == {"wide" if players <= 3 else "narrow" if players <= 4 else "compact"}
    scene.draw(pygame.Surface(LOGICAL_SIZE))


def _started(app, players: int, seed: int):
    """A table whose festival has begun (every seat played by a bot through the setup)."""
    import random

    from game.core.bots import choose_action
    runner = new_runner("boaromia", [(f"P{i}", "human" if i == 0 else "easy") for i in range(players)], seed=seed)
    rng = random.Random(seed)
    while runner.state.pending().kind in ("character", "campsite", "must"):
        seat = runner.state.current_player()
        runner.play(choose_action(runner.spec, runner.state.view(seat), "easy", rng, 1.0))
    return show(app, runner)


def test_must_marks_and_the_prompt_show_the_seats_figure(app):
    """Colour is not the only carrier of a seat (issue 10): the line-up's must marks and the
    prompt's token are the seat's pawn, so another character on the same seat draws them apart."""
    from game.games.boaromia.presenters import must_artists
    scene = _started(app, 4, seed=5)
    st = scene.state
    marked = [r for r in range(1, st.rules.rounds + 1)
              if any(st.show(r)[0] in must_artists(st, s, k) for s in range(st.num_players) for k in ("see", "miss"))]
    assert marked
    actor = scene.seat_to_act()
    token = pygame.Rect(layout.PROMPT_RECT.x + 14, layout.PROMPT_RECT.y + 10, 32, 32)

    def looks() -> list[bytes]:
        layer = pygame.Surface(LOGICAL_SIZE)
        run_all(scene.paint, layer)
        return [pygame.image.tobytes(layer.subsurface(r), "RGB")
                for r in [scene.pieces().area(("slot", i)) for i in marked] + [token]]

    before = looks()
    unused = [c.id for c in C.characters if c.id not in st.chars]
    st.chars[:] = unused[:st.num_players]              # the same seats and colours, other characters
    after = looks()
    assert all(a != b for a, b in zip(before, after, strict=True)), actor


def test_the_shows_pill_keeps_clear_of_the_pawns():
    """The "Now: …" pill sits at the top of the stage, else at its foot or middle where no pawn
    stands (a pawn at the top of Duroc covered the act's name), inside the board."""
    box, bounds = pygame.Rect(400, 200, 150, 225), pygame.Rect(0, 0, 1272, 900)
    pill = pygame.Rect(0, 0, 200, 28)
    assert board_drawing._clear_of(pill, box, bounds, []).midtop == (box.centerx, box.y + 4)
    top_pawn = pygame.Rect(480, 205, 44, 44)
    placed = board_drawing._clear_of(pill, box, bounds, [top_pawn])
    assert not placed.colliderect(top_pawn) and bounds.contains(placed)
    everywhere = [top_pawn, pygame.Rect(450, 390, 44, 44), pygame.Rect(460, 295, 44, 44)]
    assert board_drawing._clear_of(pill, box, bounds, everywhere).midtop == (box.centerx, box.y + 4)


# -- a longer language (issue 13) ------------------------------------------------------------------------

@pytest.fixture
def german():
    from game.core import i18n
    i18n.use("de")
    yield
    i18n.use("en")


@pytest.mark.parametrize("kind", ["event", "goal"])
def test_every_card_text_reads_whole_in_german(german, kind):
    """The German text of every event and goal card on its card at 20 px, as the English does."""
    from game.games.boaromia.text import said
    w, h = layout.card_rects(C.rules.goal_stacks)[0].size
    records = C.events if kind == "event" else C.goals
    bottom = cards.event_text_bottom if kind == "event" else cards.goal_text_bottom
    assert said(records[0], "text") != records[0].text                   # German indeed
    assert [r.id for r in records if not cards.text_fits(said(r, "text"), w, bottom(r, h))] == []


def test_the_prompt_takes_the_room_the_tracks_leave():
    """The prompt reaches from under the cards down to the tracks (at most PROMPT_MOST tall), the
    tracks keep their kind's height; with seven or eight the prompt is at its smallest."""
    for n in range(2, 9):
        prompt, tracks = layout.prompt_rect(n), layout.track_rects(n)
        assert prompt.topleft == layout.PROMPT_RECT.topleft and prompt.contains(layout.PROMPT_RECT)
        assert prompt.height <= layout.PROMPT_MOST
        assert min(r.y for r in tracks) == prompt.bottom + layout.TRACK_GAP
        assert all(layout.TRACKS_RECT.contains(r) and not r.colliderect(prompt) for r in tracks)
        kind = layout.track_parts(tracks[0])["kind"]
        assert tracks[0].height >= layout.TRACK_H[kind]
    assert layout.prompt_rect(3).height > layout.PROMPT_RECT.height + 24             # a line more than 7-8 get
    assert layout.prompt_rect(8).height >= layout.PROMPT_RECT.height


def test_a_compact_track_gives_its_musts_the_room_they_need():
    """Longer round labels take room from the bars (down to COMPACT_BAR_LEAST), then from the values
    beside them; the bars and the musts never meet, all inside the track."""
    rect = layout.track_rects(8)[0]
    plain = layout.track_parts(rect)
    for need in (plain["musts"].width, plain["musts"].width + 30, plain["musts"].width + 60):
        parts = layout.track_parts(rect, need)
        assert parts["musts"].width >= need
        assert all(b.width >= layout.COMPACT_BAR_LEAST and rect.contains(b) for b in parts["bars"].values())
        beside = 6 + width("10", True) if parts["numbers"] else 0
        assert all(b.right + beside < parts["musts"].x for b in parts["bars"].values())
    assert layout.track_parts(rect, plain["musts"].width + 30)["numbers"]
    assert not layout.track_parts(rect, plain["musts"].width + 60)["numbers"]


def test_the_coin_buttons_are_as_wide_as_their_labels(german):
    """Give 1 / Take 1 (and the short Give / Take) hold their German labels, still apart from the coins."""
    for n in (3, 4, 8):
        parts = layout.track_parts(layout.track_rects(n)[0])
        for key, label in zip(("give", "take"), layout.coin_labels(parts["wide"]), strict=True):
            assert width(label, True) + 4 <= parts[key].width
        assert not parts["take"].colliderect(parts["coins"]) and parts["give"].right < parts["take"].x


def test_a_name_is_cut_inside_its_sentence_never_the_sentence():
    room = width("Blast: The Trough", True)
    assert cards.fitted("Blast: {place}", "place", "The Trough", room) == "Blast: The Trough"
    short = cards.fitted("Blast: {place}", "place", "The Trough of Endless Mud", room)
    assert short.startswith("Blast: The") and short.endswith("…") and width(short, True) <= room
    assert cards.fitted("{artist}  R{n}", "artist", "Videobottom", 60, bold=False, n=7).endswith("  R7")


def test_a_bot_friends_level_reads_in_the_players_language(german):
    """The vibe line names the bot's level in words the results screen uses ("Normaler Bot"), not the
    seat's kind ("normal"), where the row has room; else just "Bot"."""
    from types import SimpleNamespace
    bot = SimpleNamespace(is_bot=True, kind="normal")
    assert track_drawing._vibe_line("Alte Kumpel", bot, True, 400) == "Alte Kumpel · Normaler Bot"
    assert track_drawing._vibe_line("Alte Kumpel", bot, True, 200) == "Alte Kumpel · Bot"
    assert track_drawing._vibe_line("Alte Kumpel", bot, False, 400) == "Alte Kumpel · Bot"
