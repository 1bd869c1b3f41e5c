"""Spoilt content: ways to break a copy of ``content/<game>/``, each with what the loader must say.

``mutations(game_id)`` lists ``(label, apply)`` pairs; ``apply(folder)`` spoils the copy of the
game's content folder in place (one file, one way). ``apply`` is a :class:`Mutation`, which also
says which file the error must name, and the line and the field where YAML gives them, so
``tests/test_content_mutations.py`` can hold the real loader to the project's standard ("a
malformed YAML names file, line and field") and ``benchmarks/robustness.py`` can count them.

The kinds covered in every game: a missing, empty or oversized file, non-UTF-8 bytes, a control
character, a syntax error, deep nesting, an unhashable key, an alias, a Python tag, a number of
5,000 digits, a duplicate key; then each game's own: wrong types, ``yes`` where a number goes,
missing required fields, unknown references (with "did you mean"), duplicate ids, bad colours,
unknown sprite symbols, negative counts, huge numbers, renamed options, a missing rules.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.core.content import content_dir

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
DEEP = 5_000            # nesting levels written by the deep-nesting mutation


@dataclass(frozen=True)
class Mutation:
    """Spoil ``file`` in a content folder; the error must name it, ``line`` (None: no line is
    expected, the file as a whole is wrong) and ``field`` (None: no field to name)."""

    file: str
    change: Callable[[Path], None]
    line: int | None
    field: str | None

    def __call__(self, folder: Path) -> None:
        self.change(Path(folder) / self.file)

    def expected_start(self, shown: str) -> str:
        """What the error message starts with, ``shown`` being how the loader writes the path."""
        out = shown
        if self.line is not None:
            out += f":{self.line}:"
            if self.field:
                out += f" {self.field}"
        return out


# -- how a file is spoilt -------------------------------------------------------------------

def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _replace(old: str, new: str | bytes) -> Callable[[Path], None]:
    """The first ``old`` becomes ``new`` (bytes: written as they are, for broken encodings)."""
    def change(path: Path) -> None:
        text = _text(path)
        if old not in text:
            raise AssertionError(f"{path.name} no longer holds {old!r}: update tests/content_mutations.py")
        if isinstance(new, bytes):
            head, tail = text.split(old, 1)
            path.write_bytes(head.encode("utf-8") + new + tail.encode("utf-8"))
        else:
            path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return change


def _write(data: bytes) -> Callable[[Path], None]:
    def change(path: Path) -> None:
        path.write_bytes(data)
    return change


def _delete(path: Path) -> None:
    path.unlink()


def _line(game: str, file: str, needle: str) -> int:
    """The line of the first ``needle`` in the real content file (1-based)."""
    text = (content_dir() / game / file).read_text(encoding="utf-8")
    at = text.index(needle)
    return text.count("\n", 0, at) + 1


# -- the mutations ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Spot:
    """A value in a game's content to spoil: ``old`` (unique enough that its first occurrence is
    the one meant) stands in ``file`` and is read as ``field``."""

    file: str
    old: str
    field: str


def _structural(game: str, value: Spot, key: Spot, record: Spot, number: Spot) -> list[tuple[str, Mutation]]:
    """The YAML-level spoilings, at a value, a key, a record and a whole number of the game."""
    def at(spot: Spot, new: str | bytes, field: str | None = None) -> Mutation:
        return Mutation(spot.file, _replace(spot.old, new), _line(game, spot.file, spot.old),
                        spot.field if field is None else field)

    v, k, r, n = value, key, record, number
    word = v.old.split(": ", 1)[-1]
    return [
        (f"{v.file} is missing", Mutation(v.file, _delete, None, None)),
        (f"{v.file} is empty", Mutation(v.file, _write(b""), 1, None)),
        (f"{v.file} is a 2 MiB wall of text", Mutation(v.file, _write(b"# " + b"x" * (2 << 20)), None, None)),
        ("non-UTF-8 bytes in a value", at(v, v.old.replace(word, "").encode() + b"\xff\xfe" + word.encode())),
        ("a control character in a value", at(v, v.old.replace(word, word[:1] + "\x07" + word[1:]))),
        # the parser reads ahead: a syntax error names the innermost field it had reached
        ("a YAML syntax error (a value starting with @)", at(v, v.old.replace(word, "@" + word),
                                                             v.field.split("[")[0].split(".")[0])),
        ("a list nested 5,000 deep", at(v, v.old.replace(word, "[" * DEEP + "]" * DEEP))),
        ("an unhashable key (a list)", at(k, k.old.replace(k.old.strip("{ -"), "[a, b]: 1, " + k.old.strip("{ -")),
                                          k.field)),
        ("an anchor and alias", at(v, v.old.replace(word, "&spoilt " + word))),
        ("a Python object tag", at(v, v.old.replace(word, "!!python/object/apply:os.system [ls]"))),
        ("a number of 5,000 digits", at(n, n.old.rsplit(" ", 1)[0] + " " + "9" * 5000)),
        ("a huge number", at(n, n.old.rsplit(" ", 1)[0] + " 99999999")),
        ("yes where a number goes", at(n, n.old.rsplit(" ", 1)[0] + " yes")),
        ("a list where a number goes", at(n, n.old.rsplit(" ", 1)[0] + " [1, 2]")),
        ("a key twice in one record", at(r, r.old + " " + r.old.strip("{ -").split(",")[0] + ",",
                                         r.field + "." + r.old.strip("{ -").split(":")[0])),
    ]


def _own(game: str, items: list[tuple]) -> list[tuple[str, Mutation]]:
    """A game's own spoilings: (label, file, old, new, field[, where]); the error's line is where
    ``where`` (by default ``old``) is in the real file."""
    out = []
    for label, file, old, new, field, *where in items:
        out.append((label, Mutation(file, _replace(old, new), _line(game, file, where[0] if where else old), field)))
    return out


def _rules_md(game: str) -> list[tuple[str, Mutation]]:
    return [("rules.md is missing", Mutation("rules.md", _delete, None, None)),
            ("rules.md is not UTF-8", Mutation("rules.md", _write(b"# Rules\n\nCaf\xe9 au lait\n"), 3, None))]


def _cave_rave() -> list[tuple[str, Mutation]]:
    g = "cave_rave"
    out = _structural(
        g,
        value=Spot("musicians.yaml", "name: Fern Flintwhistle", "musicians[0].name"),
        key=Spot("bonus.yaml", "{id: singer_2", "bonus_cards[1]"),
        record=Spot("musicians.yaml", "{id: folk_01,", "musicians[0]"),
        number=Spot("musicians.yaml", "{id: folk_07, genre: folk, points: 2", "musicians[6].points"))
    out += _own(g, [
        ("a colour #zzzzzz", "genres.yaml", '"#c8322d"', '"#zzzzzz"', "genres[1].colour"),
        ("a colour without its #", "genres.yaml", '"#e8b923"', '"e8b923"', "genres[2].colour"),
        ("two genres of one colour", "genres.yaml", '"#2f6fc4"', '"#e8b923"', "genres[3].colour"),
        ("an unknown sprite symbol", "genres.yaml", "symbol: pop", "symbol: popp", "genres[2].symbol"),
        ("a genre id twice", "genres.yaml", "id: metal", "id: folk", "genres[1].id"),
        ("points: yes (YAML's true is not the number 1)", "musicians.yaml",
         "{id: folk_02, genre: folk, points: 1", "{id: folk_02, genre: folk, points: yes", "musicians[1].points"),
        ("points 0", "musicians.yaml", "{id: folk_03, genre: folk, points: 1",
         "{id: folk_03, genre: folk, points: 0", "musicians[2].points"),
        ("an unknown genre", "musicians.yaml", "{id: pop_01, genre: pop,", "{id: pop_01, genre: popp,",
         "musicians[24].genre"),
        ("a musician id twice", "musicians.yaml", "{id: rap_02,", "{id: rap_01,", "musicians[37].id"),
        ("a missing name", "musicians.yaml", "name: Oggo Twigfiddle, ", "", "musicians[3]"),
        ("a name that is a list", "musicians.yaml", "name: Moss Hummingstone", "name: [Moss]",
         "musicians[1].name"),
        ("a negative bonus set", "bonus.yaml", "{id: singer_3, kind: singer, set: 3",
         "{id: singer_3, kind: singer, set: -3", "bonus_cards[2].set"),
        ("an unknown field", "bonus.yaml", "{id: singer_4, kind: singer,", "{id: singer_4, knd: singer,",
         "bonus_cards[3].knd"),
        ("an option renamed (the rules read 'length')", "options.yaml", "  - id: length", "  - id: lenght",
         "options[0].id"),
        ("an option choice renamed", "options.yaml", "{id: short, label: Short gig",
         "{id: shortt, label: Short gig", "options[0].choices[1].id"),
        ("an option default that is no choice", "options.yaml", "default: standard", "default: yes", "options[0]"),
    ])
    return out + _rules_md(g)


def _camp() -> list[tuple[str, Mutation]]:
    g = "camp"
    out = _structural(
        g,
        value=Spot("types.yaml", "name: The Bum", "types[1].name"),
        key=Spot("tiles.yaml", "{id: green_bum", "tiles[1]"),
        record=Spot("types.yaml", "{id: explorer,", "types[2]"),
        number=Spot("types.yaml", "{id: volunteer, name: The Volunteer, points: 2", "types[9].points"))
    out += _own(g, [
        ("an unknown ability", "types.yaml", "ability: believer,", "ability: beliver,", "types[3].ability"),
        ("a type id twice", "types.yaml", "{id: bum,", "{id: party_animal,", "types[1].id"),
        ("points 7 (printed: -1 to 2)", "types.yaml", "{id: camper, name: The Camper, points: 2",
         "{id: camper, name: The Camper, points: 7", "types[10].points"),
        ("an unknown 'when'", "types.yaml", "when: leaving", "when: leavin", "types[4].when"),
        ("an unknown tile type", "tiles.yaml", "{id: green_explorer, type: explorer",
         "{id: green_explorer, type: explorr", "tiles[2].type"),
        ("a tile id twice", "tiles.yaml", "{id: green_bum,", "{id: green_party_animal,", "tiles[1].id"),
        ("an unknown side symbol", "tiles.yaml", "sides: [beer, kiss, music, kiss]",
         "sides: [beer, kiss, musik, kiss]", "tiles[0].sides[2]"),
        ("three sides", "tiles.yaml", "sides: [kiss, beer, music, beer]", "sides: [kiss, beer, music]",
         "tiles[1].sides"),
        ("an unknown vibe", "tiles.yaml", "type: explorer, vibe: green", "type: explorer, vibe: gren",
         "tiles[2].vibe"),
        ("a missing flavour", "tiles.yaml",
         '     flavour: "Drums in the forest till sunrise, then asks what is for breakfast."}', "  }", "tiles[0]",
         "{id: green_party_animal"),
        ("an option renamed (the rules read 'volunteer')", "options.yaml", "{id: volunteer,", "{id: volunter,",
         "options[4].id"),
        ("a yes/no option made a choice", "options.yaml", "{id: take_a_chance, label: Take a chance, kind: bool",
         "{id: take_a_chance, label: Take a chance, kind: choice", "options[0]"),
    ])
    return out + _rules_md(g)


def _boaromia() -> list[tuple[str, Mutation]]:
    g = "boaromia"
    out = _structural(
        g,
        value=Spot("artists.yaml", "name: Snoutwave", "artists[1].name"),
        key=Spot("boards.yaml", "{id: duroc", "areas[1]"),
        record=Spot("artists.yaml", "{id: truffle_shuffle,", "artists[0]"),
        number=Spot("rules.yaml", "  steps: 6", "rules.steps"))
    out += _own(g, [
        ("an unknown event effect", "events.yaml", "effects: [{id: show_fun, delta: -1}]",
         "effects: [{id: show_fn, delta: -1}]", "events[0].effects[0].id"),
        ("an effect parameter out of range", "events.yaml", "effects: [{id: show_fun, delta: -1}]",
         "effects: [{id: show_fun, delta: -9}]", "events[0].effects[0].delta"),
        ("a crowd in an unknown area", "events.yaml", "crowd: show", "crowd: shoe", "events[0].crowd"),
        ("a drink that does not exist", "events.yaml", "drink: coffee}", "drink: tea}",
         "events[1].effects[0].drink"),
        ("an event id twice", "events.yaml", "  - id: coffee_not_my_cup", "  - id: overhyped", "events[1]"),
        ("an unknown rule in a variant", "variants.yaml", "      piggy_bank: 7", "      piggy_bnk: 7",
         "variants[1].changes.piggy_bnk"),
        ("a number as a variant's rule name", "variants.yaml", "      piggy_bank: 7", "      7: 7",
         "variants[1].changes.7"),
        ("an unknown event removed by a variant", "variants.yaml",
         "remove_events: [overhyped,", "remove_events: [overhyped_,", "variants[1].remove_events[0]"),
        ("start fun -1", "variants.yaml", "      start_fun: 0", "      start_fun: -1", "variants[2].changes.start_fun"),
        ("a character's energy: yes", "characters.yaml", "    energy: 6", "    energy: yes", "characters[0].energy"),
        ("an unknown vibe", "characters.yaml", "vibe: {id: backstage_pass}", "vibe: {id: backstage_pas}",
         "characters[0].vibe.id"),
        ("an artist id twice", "artists.yaml", "{id: snoutwave,", "{id: truffle_shuffle,", "artists[1].id"),
        ("an unknown artist in the line-up", "lineup.yaml", "{artist: truffle_shuffle, stage: duroc}",
         "{artist: truffle_shufle, stage: duroc}", "lineup[0].sides[0].slots[0].artist"),
        ("an unknown stage in the line-up", "lineup.yaml", "{artist: truffle_shuffle, stage: duroc}",
         "{artist: truffle_shuffle, stage: durok}", "lineup[0].sides[0].slots[0].stage"),
        ("a map character not in the legend", "boards.yaml", '  "=": {tile: stall}', '  "=": {tile: stal}',
         "legend.=.tile"),
        ("a legend area that does not exist", "boards.yaml", '{tile: bar, area: bar_trough}',
         '{tile: bar, area: bar_trugh}', "legend.1.area"),
        ("an option renamed (the rules read 'board')", "options.yaml", "  - id: board", "  - id: bord",
         "options[1].id"),
    ])
    return out + _rules_md(g)


def _rodeo() -> list[tuple[str, Mutation]]:
    g = "rodeo"
    out = _structural(
        g,
        value=Spot("bands.yaml", "name: Three Chords Short", "bands[0].name"),
        key=Spot("campsites.yaml", "{id: camp_02", "campsites[1]"),
        record=Spot("campsites.yaml", "{id: camp_01,", "campsites[0]"),
        number=Spot("rules.yaml", "start_cash: 8", "start_cash"))
    out += _own(g, [
        ("a negative band fee", "bands.yaml", "    fee: 0\n    symbols: [{genre: punk, fans: 1}]",
         "    fee: -2\n    symbols: [{genre: punk, fans: 1}]", "bands[0].fee"),
        ("an unknown genre symbol on a band", "bands.yaml", "symbols: [{genre: punk, fans: 1}]",
         "symbols: [{genre: punck, fans: 1}]", "bands[0].symbols[0].genre"),
        ("a band id twice", "bands.yaml", "  - id: mums_van", "  - id: three_chords_short", "bands[1].id"),
        ("a genre twice", "genres.yaml", "{id: metal,", "{id: punk,", "genres[1].id"),
        ("a negative fan figure count", "genres.yaml", "figures: 17, fan: metalhead", "figures: -17, fan: metalhead",
         "genres[1].figures"),
        ("negative purchasing power", "fans.yaml", "{id: hipster, name: Hipster, genre: indie, power: 3",
         "{id: hipster, name: Hipster, genre: indie, power: -3", None),
        ("an unknown stand kind", "stands.yaml", "{id: doenermann, name: Dönermann, kind: fast_food",
         "{id: doenermann, name: Dönermann, kind: fastfood", "stands[0].kind"),
        ("an event effect on the wrong side", "events.yaml", "      effects: [{id: cash, delta: 2}]",
         "      effects: [{id: clean, count: 2}]", None),
        ("an empty festival scoring table", "festivals.yaml", "table: [[4, 2], [8, 3], [11, 4], [14, 5]]",
         "table: []", None),
        ("an unknown campsite side", "campsites.yaml", "{id: camp_01, sides: [tent, car_park]}",
         "{id: camp_01, sides: [tent, carpark]}", "campsites[0].sides[1]"),
        ("an upgrade twice", "upgrades.yaml", "  - id: showers", "  - id: entrance", None),
        ("0K a victory point (a division by zero)", "rules.yaml", "money_vp: 5", "money_vp: 0", "money_vp"),
        ("a GGAM share of 0", "rules.yaml", "ggam_share: 4", "ggam_share: 0", "ggam_share"),
        ("WIXIs the wrong way round", "rules.yaml", "wixis: [1, 3]", "wixis: [3, 1]", "wixis"),
        ("an O.O.R.A. table out of order", "rules.yaml", "garbage: [[0, 0], [3, -1]]",
         "garbage: [[3, -1], [0, 0]]", "oora.garbage"),
        ("a negative fan supply", "rules.yaml", "    - {punk: 6, metal: 5, reggae: 5, indie: 4}",
         "    - {punk: 6, metal: 5, reggae: 5, indie: -4}", None),
        ("an option renamed (the scoring reads 'ggam')", "options.yaml", "{id: ggam,", "{id: gam,", "options[2].id"),
    ])
    return out + _rules_md(g)


_BY_GAME = {"cave_rave": _cave_rave, "camp": _camp, "boaromia": _boaromia, "rodeo": _rodeo}


def mutations(game_id: str) -> list[tuple[str, Mutation]]:
    """(label, apply) for every spoiling of ``content/<game_id>/``; apply(folder) changes the copy."""
    return _BY_GAME[game_id]()
