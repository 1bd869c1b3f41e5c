"""The seat tokens a player's Open Air keeps, so that even a restarted app rejoins (no pygame).

A host gives each remote seat a token in its ``welcome``; the client keeps it in the user folder
(``<data>/net/seats.json``, written atomically, ``OPENAIR_HOME`` in tests) with the table it is
for: the host's address and port, the table's id (the same after the host continues from its
autosave, whatever port it then listens on), the game, the seat and the name. The newest
:data:`MOST` are kept. A token is only ever sent in a ``rejoin`` message to the host it came from.
"""

from __future__ import annotations

import re
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from game.core import paths, storage

FILE = "seats.json"
#: the most tables whose tokens are kept
MOST = 32
_TOKEN = re.compile(r"^[0-9a-f]{32}$")


def store_path() -> Path:
    return paths.data_dir() / "net" / FILE


@dataclass
class Kept:
    """One kept seat."""
    address: str
    port: int
    table_id: str
    game: str
    seat: int
    token: str
    name: str = ""
    when: float = 0.0


class TokenStore:
    """The kept seat tokens (module docstring). ``path`` None: the user folder's file."""

    def __init__(self, path: Path | None = None):
        self.path = path

    def _file(self) -> Path:
        return self.path or store_path()

    def all(self) -> list[Kept]:
        """Every kept seat, the newest first; [] when the file is missing or unreadable."""
        try:
            data = storage.read_json(self._file(), default=[], max_bytes=256 * 1024)
        except (OSError, storage.BrokenFile):
            return []
        kept = []
        for entry in data if isinstance(data, list) else []:
            try:
                item = Kept(**entry)
            except TypeError:
                continue
            if (isinstance(item.address, str) and type(item.port) is int and isinstance(item.table_id, str)
                    and isinstance(item.game, str) and type(item.seat) is int and isinstance(item.token, str)
                    and _TOKEN.match(item.token)):
                kept.append(item)
        return sorted(kept, key=lambda k: -k.when if isinstance(k.when, int | float) else 0)

    def keep(self, item: Kept) -> None:
        """Keep ``item`` (replacing what was kept for its table); an OSError is logged by storage
        and ignored here: the game goes on, only a restarted app would not rejoin by itself."""
        item.when = time.time()
        rest = [k for k in self.all() if k.table_id != item.table_id
                and (k.address, k.port) != (item.address, item.port)]
        try:
            storage.write_json(self._file(), [asdict(k) for k in [item] + rest[:MOST - 1]])
        except OSError:
            pass

    def find(self, address: str | None = None, port: int | None = None, table_id: str | None = None) -> Kept | None:
        """The newest kept seat for ``table_id``, else for ``address`` and ``port``; None."""
        for k in self.all():
            if table_id is not None and k.table_id == table_id:
                return k
        for k in self.all():
            if address is not None and k.address == address and (port is None or k.port == port):
                return k
        return None

    def forget(self, table_id: str) -> None:
        rest = [k for k in self.all() if k.table_id != table_id]
        try:
            storage.write_json(self._file(), [asdict(k) for k in rest])
        except OSError:
            pass
