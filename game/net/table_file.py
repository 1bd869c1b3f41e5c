"""What a host keeps of its table beside the autosave (no pygame): the join and watch codes, the
seat plan with the joined names, each remote seat's token, and the level of the bot that plays for
a player away (``away_bot``).

The autosave itself is the match as a local game saves it (``game.core.saves``); these secrets
are not in it (a save may be shared; the tokens keep seats). They go to a file of their own next
to it, ``autosave.table.json`` beside ``autosave.json``, written atomically
(``storage.write_json``). The file names the game and the seed of its match, so that a table file
is only ever read with the autosave it was written beside: a local game autosaved since (another
seed) leaves it unused. Nothing in it is ever sent to a client.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from game.core import storage

from .seats import SeatPlan

FORMAT = 1
SUFFIX = ".table.json"
_TOKEN = re.compile(r"^[0-9a-f]{32}$")
_CODE = re.compile(r"^[0-9A-Z]{3}-[0-9A-Z]{3}-[0-9A-Z]{3}$")
_TABLE_ID = re.compile(r"^[0-9a-f]{16,32}$")
#: the levels a bot that plays for an away player may have (``away_bot``; None: the table waits)
AWAY_LEVELS = ("easy", "normal", "hard")


def path_beside(autosave: Path) -> Path:
    """The table file beside ``autosave`` (``autosave.json`` → ``autosave.table.json``)."""
    return autosave.with_name(autosave.stem + SUFFIX)


@dataclass
class TableSecrets:
    """A table's codes, plan and tokens, the match they belong to (game and seed), and where the
    table listened (``address`` and ``port``: a continued table opens there again; "" and 0 in a
    file from before they were kept), and ``away_bot``: the level of the bot that plays a seat
    whose player is away, or None when the table waits for them (None too in a file from before
    it was kept)."""
    game: str
    seed: int
    join_code: str
    watch_code: str
    table_id: str
    plan: list[SeatPlan]
    tokens: list[str | None] = field(default_factory=list)
    address: str = ""
    port: int = 0
    away_bot: str | None = None

    def to_json(self) -> dict:
        return {"format": FORMAT, "game": self.game, "seed": self.seed, "join_code": self.join_code,
                "watch_code": self.watch_code, "table_id": self.table_id,
                "plan": [p.to_json() for p in self.plan], "tokens": list(self.tokens),
                "address": self.address, "port": self.port, "away_bot": self.away_bot}

    @classmethod
    def from_json(cls, data) -> TableSecrets:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not an Open Air table file")
        game, seed, plan, tokens = data.get("game"), data.get("seed"), data.get("plan"), data.get("tokens")
        join, watch, table_id = data.get("join_code"), data.get("watch_code"), data.get("table_id")
        if not isinstance(game, str) or type(seed) is not int:
            raise ValueError("table file: game or seed has a wrong type")
        if not all(isinstance(c, str) and _CODE.match(c) for c in (join, watch)):
            raise ValueError("table file: a code is not of the form K7Q-M2X-WP9")
        if not isinstance(table_id, str) or not _TABLE_ID.match(table_id):
            raise ValueError("table file: table_id is not hex")
        if not isinstance(plan, list) or not 1 <= len(plan) <= 8:
            raise ValueError("table file: plan: expected 1 to 8 seats")
        if not isinstance(tokens, list) or len(tokens) != len(plan):
            raise ValueError("table file: tokens: expected one per seat")
        if not all(t is None or (isinstance(t, str) and _TOKEN.match(t)) for t in tokens):
            raise ValueError("table file: a token is not 32 hex digits")
        address, port = data.get("address", ""), data.get("port", 0)
        if not isinstance(address, str) or len(address) > 255 or type(port) is not int or not 0 <= port <= 65535:
            raise ValueError("table file: address or port is not one a table can listen on")
        away_bot = data.get("away_bot")
        if away_bot is not None and away_bot not in AWAY_LEVELS:
            raise ValueError("table file: away_bot is not a bot level")
        return cls(game, seed, join, watch, table_id, [SeatPlan.from_json(p) for p in plan], list(tokens),
                   address, port, away_bot)


def write(path: Path, secrets: TableSecrets) -> None:
    """Write the table file (raises OSError)."""
    storage.write_json(path, secrets.to_json())


def read(path: Path) -> TableSecrets | None:
    """The table file at ``path``; None when there is none or it cannot be read."""
    try:
        data = storage.read_json(path, default=None, max_bytes=64 * 1024)
        return None if data is None else TableSecrets.from_json(data)
    except (OSError, ValueError, storage.BrokenFile):
        return None


def remove(path: Path) -> None:
    try:
        storage.remove(path)
    except OSError:
        pass
