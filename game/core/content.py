"""YAML content loading: safe_load with line numbers, typed records, clear errors.

Every error names the file, the line and the field, for example
``content/cave_rave/musicians.yaml:12: musicians[4].points: expected one of 1, 2, 3``.

Records are plain dataclasses. :func:`build` turns a YAML node into one,
checking types (``str``, ``int``, ``float``, ``bool``, ``Literal[...]``,
``list[T]``, nested dataclasses, ``X | None``) and, through field metadata,
ranges and choices. Unknown fields and duplicate keys are errors, with a
"did you mean" hint. Hand-written rather than pydantic: the records are small,
the error format is ours, and it keeps the runtime dependencies at three.
"""

from __future__ import annotations

import dataclasses
import difflib
import hashlib
import types
import typing
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import yaml

from .resources import CHECKOUT as ROOT
from .resources import asset_dir


def content_dir() -> Path:
    return asset_dir("content")


class ContentError(ValueError):
    """A content file is wrong; the message is ``file:line: field: problem``."""


class _Map(dict):
    lines: dict


class _Seq(list):
    lines: list
    line: int


class _Loader(yaml.SafeLoader):
    pass


def _construct_map(loader: _Loader, node: yaml.MappingNode) -> _Map:
    result = _Map()
    result.lines = {}
    result.line = node.start_mark.line + 1
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in result:
            raise ContentError(
                f"{loader.name}:{key_node.start_mark.line + 1}: duplicate key {key!r}"
                f" (first at line {result.lines[key]})"
            )
        result[key] = loader.construct_object(value_node, deep=True)
        result.lines[key] = value_node.start_mark.line + 1
    return result


def _construct_seq(loader: _Loader, node: yaml.SequenceNode) -> _Seq:
    result = _Seq(loader.construct_object(child, deep=True) for child in node.value)
    result.lines = [child.start_mark.line + 1 for child in node.value]
    result.line = node.start_mark.line + 1
    return result


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_map)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_seq)


def display_path(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def load_yaml(path: Path) -> Any:
    """Parse one YAML file (safe subset) keeping line numbers for errors."""
    name = display_path(path)
    text = path.read_text(encoding="utf-8")
    loader = _Loader(text)
    loader.name = name
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark else 0
        raise ContentError(f"{name}:{line}: {exc.problem}") from None
    finally:
        loader.dispose()


@dataclasses.dataclass
class Where:
    """Where a value sits: file, line and field path, for error messages."""

    file: str
    line: int
    field: str

    def child(self, node: Any, key: Any) -> Where:
        line = self.line
        if isinstance(node, _Map):
            line = node.lines.get(key, getattr(node, "line", line))
        elif isinstance(node, _Seq) and isinstance(key, int) and key < len(node.lines):
            line = node.lines[key]
        sub = f"{self.field}[{key}]" if isinstance(key, int) else (
            f"{self.field}.{key}" if self.field else str(key))
        return Where(self.file, line, sub)

    def error(self, message: str) -> ContentError:
        return ContentError(f"{self.file}:{self.line}: {self.field}: {message}")


def _one_of(values: list) -> str:
    shown = [str(v) for v in values]
    if len(shown) == 1:
        return shown[0]
    return ", ".join(shown[:-1]) + " or " + shown[-1]


def suggest(name: str, choices) -> str:
    close = difflib.get_close_matches(str(name), [str(c) for c in choices], n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def build(tp: Any, node: Any, where: Where) -> Any:
    """Check ``node`` against type ``tp`` and build the value."""
    origin = get_origin(tp)
    if tp is Any:
        return node
    if origin in (typing.Union, types.UnionType):
        args = get_args(tp)
        if node is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return build(inner[0], node, where)
    if origin is Literal:
        allowed = list(get_args(tp))
        if node not in allowed:
            raise where.error(f"expected {_one_of(allowed)}, got {node!r}{suggest(node, allowed)}")
        return node
    if origin in (list, tuple):
        if not isinstance(node, list):
            raise where.error(f"expected a list, got {type(node).__name__}")
        item_tp = get_args(tp)[0]
        items = [build(item_tp, v, where.child(node, i)) for i, v in enumerate(node)]
        return items if origin is list else tuple(items)
    if origin is dict:
        if not isinstance(node, dict):
            raise where.error(f"expected a mapping, got {type(node).__name__}")
        _, val_tp = get_args(tp)
        return {k: build(val_tp, v, where.child(node, k)) for k, v in node.items()}
    if dataclasses.is_dataclass(tp):
        return build_record(tp, node, where)
    if tp is bool:
        if not isinstance(node, bool):
            raise where.error(f"expected true or false, got {node!r}")
        return node
    if tp is int:
        if isinstance(node, bool) or not isinstance(node, int):
            raise where.error(f"expected a whole number, got {node!r}")
        return node
    if tp is float:
        if isinstance(node, bool) or not isinstance(node, (int, float)):
            raise where.error(f"expected a number, got {node!r}")
        return float(node)
    if tp is str:
        if not isinstance(node, str) or not node.strip():
            raise where.error(f"expected text, got {node!r}")
        return node
    raise TypeError(f"unsupported content type {tp!r}")


def build_record(cls: type, node: Any, where: Where) -> Any:
    """Build dataclass ``cls`` from a mapping, checking every field."""
    if not isinstance(node, dict):
        raise where.error(f"expected a mapping with {cls.__name__} fields, got {node!r}")
    hints = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    for key in node:
        if key not in fields:
            raise where.child(node, key).error(
                f"unknown field{suggest(key, fields)}; known: {', '.join(fields)}")
    values = {}
    for name, f in fields.items():
        sub = where.child(node, name)
        if name not in node:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise where.error(f"missing field {name!r}")
            continue
        value = build(hints[name], node[name], sub)
        meta = f.metadata
        if "choices" in meta and value not in meta["choices"]:
            raise sub.error(f"expected {_one_of(list(meta['choices']))}, got {value!r}"
                            f"{suggest(value, meta['choices'])}")
        if "min" in meta and value < meta["min"]:
            raise sub.error(f"expected at least {meta['min']}, got {value!r}")
        if "max" in meta and value > meta["max"]:
            raise sub.error(f"expected at most {meta['max']}, got {value!r}")
        values[name] = value
    record = cls(**values)
    record_line = getattr(node, "line", where.line)
    object.__setattr__(record, "_where", Where(where.file, record_line, where.field))
    return record


def where_of(record: Any) -> Where:
    """The place a record was read from (for cross-reference errors)."""
    return getattr(record, "_where", Where("?", 0, "?"))


def load_records(path: Path, key: str, cls: type) -> list:
    """Load ``key:`` (a list of ``cls`` records) from one YAML file."""
    data = load_yaml(path)
    top = Where(display_path(path), 1, "")
    if not isinstance(data, dict):
        raise top.error(f"expected a mapping with a {key!r} list at the top")
    if key not in data:
        raise top.error(f"missing top-level field {key!r}")
    extra = [k for k in data if k != key]
    if extra:
        raise top.child(data, extra[0]).error(f"unknown top-level field{suggest(extra[0], [key])}")
    return build(list[cls], data[key], top.child(data, key))


def check_count(records: list, expected: int, where: Where, what: str) -> None:
    if len(records) != expected:
        raise where.error(f"expected {expected} {what}, found {len(records)}")


def hash_files(paths) -> str:
    """A short stable hash of content files: stored with every match."""
    digest = hashlib.sha256()
    for p in sorted(Path(p) for p in paths):
        digest.update(p.name.encode())
        digest.update(p.read_bytes())
    return digest.hexdigest()[:16]


# -- options and variants (declared in YAML, drawn by the setup screen) ------

@dataclasses.dataclass
class Choice:
    id: str
    label: str
    help: str = ""


@dataclasses.dataclass
class Option:
    id: str
    label: str
    kind: Literal["bool", "choice"]
    help: str = ""
    default: Any = None
    choices: list[Choice] = dataclasses.field(default_factory=list)


def load_options(path: Path) -> list[Option]:
    """Options of a game, checked: a bool's default is a bool, a choice's is listed."""
    if not path.exists():
        return []
    options = load_records(path, "options", Option)
    top = Where(display_path(path), 1, "options")
    for i, opt in enumerate(options):
        w = where_of(opt)
        w = Where(w.file, w.line, f"options[{i}]")
        if opt.kind == "bool":
            if opt.default is None:
                opt.default = False
            if not isinstance(opt.default, bool):
                raise w.error(f"default: expected true or false, got {opt.default!r}")
        else:
            ids = [c.id for c in opt.choices]
            if not ids:
                raise w.error("choices: a choice option needs at least one choice")
            if opt.default is None:
                opt.default = ids[0]
            if opt.default not in ids:
                raise w.error(f"default: expected {_one_of(ids)}, got {opt.default!r}"
                              f"{suggest(opt.default, ids)}")
    seen = set()
    for opt in options:
        if opt.id in seen:
            raise top.error(f"option id {opt.id!r} declared twice")
        seen.add(opt.id)
    return options


class Options(dict):
    """A game's chosen options: every declared id with its value. Asking for an id that is not
    declared (a typo) raises ``KeyError`` with a suggestion, also through ``get``; it is a dict,
    so it stays JSON."""

    __slots__ = ()

    def __missing__(self, key):
        raise KeyError(f"unknown option {key!r}{suggest(str(key), list(self))}")

    def get(self, key, default=None):
        return self[key]


def resolve_options(options: list[Option], chosen: dict | None) -> Options:
    """Defaults filled in; unknown option ids or values are errors."""
    chosen = dict(chosen or {})
    result = Options()
    by_id = {o.id: o for o in options}
    for key in chosen:
        if key not in by_id:
            raise ValueError(f"unknown option {key!r}{suggest(key, by_id)}")
    for opt in options:
        value = chosen.get(opt.id, opt.default)
        if opt.kind == "bool" and not isinstance(value, bool):
            raise ValueError(f"option {opt.id}: expected true or false, got {value!r}")
        if opt.kind == "choice" and value not in [c.id for c in opt.choices]:
            raise ValueError(f"option {opt.id}: unknown choice {value!r}")
        result[opt.id] = value
    return result
