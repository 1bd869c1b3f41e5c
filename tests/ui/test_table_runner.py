"""The runner's protocol (game.ui.table_runner) holds: the three runners a table stands on have
every member it lists, and the table kit reads no member of its runner that the protocol does
not list (a new one is written down there, not found by trying)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from game.core.match import Runner
from game.net.remote_runner import RemoteRunner
from game.ui import table_runner
from game.ui.host_runner import HostRunner

KIT = Path(table_runner.__file__).parent
#: the kit's files that read a table's runner (``self.runner.…`` / ``runner.…``)
TABLE_FILES = ["table.py", "table_end.py", "table_aids.py", "table_look.py", "recap.py", "guide.py",
               "online_table.py", "last_move.py"]


def members(protocol) -> set[str]:
    names = set()
    for cls in protocol.__mro__:
        if cls in (object,) or cls.__module__ != table_runner.__name__:
            continue
        names |= set(getattr(cls, "__annotations__", {}))
        names |= {n for n, v in vars(cls).items() if not n.startswith("_") and (callable(v) or isinstance(v, property))}
    return names


def test_the_protocol_lists_what_it_should():
    assert {"spec", "state", "match", "remote", "play", "undo", "log_lines"} <= members(table_runner.TableRunner)
    assert {"here", "seat", "news", "take", "waiting"} <= members(table_runner.NetworkRunner)
    assert {"offline", "turned_away", "rejoined", "here"} <= members(table_runner.JoinedRunner)


@pytest.mark.parametrize("cls, protocol", [(Runner, table_runner.TableRunner),
                                           (HostRunner, table_runner.NetworkRunner),
                                           (RemoteRunner, table_runner.JoinedRunner)])
def test_every_runner_has_every_member(cls, protocol):
    source = inspect.getsource(cls)
    for name in members(protocol):
        # (an attribute set in __init__, a property, a method or a class attribute)
        assert hasattr(cls, name) or f"self.{name} " in source or f"self.{name}:" in source, (cls.__name__, name)


def test_the_kit_reads_only_what_the_protocol_lists():
    allowed = members(table_runner.JoinedRunner) | {"shown", "host"}     # (the host's screen: HostRunner's own)
    read: dict[str, set[str]] = {}
    for name in TABLE_FILES:
        path = KIT / name
        if not path.exists():
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Attribute):
                continue
            base = node.value
            is_runner = (isinstance(base, ast.Name) and base.id == "runner") or (
                isinstance(base, ast.Attribute) and base.attr == "runner" and isinstance(base.value, ast.Name)
                and base.value.id == "self")
            if is_runner:
                read.setdefault(node.attr, set()).add(name)
    unknown = {attr: files for attr, files in read.items() if attr not in allowed}
    assert not unknown, f"read of a runner but not in game/ui/table_runner.py: {unknown}"
    assert {"state", "match", "spec"} <= set(read)
