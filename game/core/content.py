"""YAML content loading: safe_load with line numbers, typed records, clear errors.

Every error names the file, the line and the field, for example
``content/cave_rave/musicians.yaml:12: musicians[4].points: expected 1, 2 or 3, got 4``.
Every problem is a :class:`ContentError`, never another exception: a missing, unreadable or
oversized file, bytes that are not UTF-8, control characters, syntax errors, nesting deeper
than :data:`MAX_DEPTH`, aliases, tags, unhashable keys, numbers too long to read
(content/README.md lists these choices and the limits).

Records are plain dataclasses. :func:`build` turns a YAML node into one,
checking types (``str``, ``int``, ``float``, ``bool``, ``Literal[...]``,
``list[T]``, ``dict[K, V]``, nested dataclasses, ``X | None``) and, through field metadata,
ranges, choices and patterns (:data:`COLOUR`). Unknown fields and duplicate keys are errors,
with a "did you mean" hint; :func:`check_unique` finds a repeated id, :func:`expect_options`
an option the rules do not read. Hand-written rather than pydantic: the records are small,
the error format is ours, and it keeps the runtime dependencies at three.
"""

from __future__ import annotations

import dataclasses
import difflib
import hashlib
import re
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


#: sane limits: no content file comes near them, and a hostile one is stopped before it costs
#: memory, time or a RecursionError (content/README.md, "Limits")
MAX_BYTES = 1 << 20          # one content file
MAX_DEPTH = 20               # nested lists and mappings
MAX_NUMBER = 10_000          # any whole number or number, either sign
MAX_TEXT = 2_000             # characters in one text


class _Map(dict):
    lines: dict


class _Seq(list):
    lines: list
    line: int


def _field_name(parts) -> str:
    """``["musicians", 3, "name"]`` -> ``musicians[3].name``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def _shown(value: Any, width: int = 30) -> str:
    """A value as an error shows it: short, and YAML's words for true and false."""
    if isinstance(value, bool):
        return f"{str(value).lower()} (YAML reads yes, no, on and off as true or false)"
    text = repr(value)
    return text if len(text) <= width else text[:width - 1] + "…"


class _Loader(yaml.SafeLoader):
    """SafeLoader that knows the field path of every node it composes (for errors), refuses
    aliases and nesting deeper than :data:`MAX_DEPTH`, and turns every failure into a
    :class:`ContentError` naming file, line and field."""

    name: str

    def __init__(self, text: str, name: str):
        super().__init__(text)
        self.name = name
        self.path: list = []

    def here(self, line: int, field: str, message: str) -> ContentError:
        return ContentError(f"{self.name}:{line}: {field + ': ' if field else ''}{message}")

    def compose_node(self, parent, index):
        if parent is None or index is None:
            part = None                                  # the document, or a mapping's key
        elif isinstance(index, int):
            part = index                                 # a sequence's item
        elif isinstance(index, yaml.ScalarNode):
            part = index.value                           # a mapping's value, by its key
        else:
            part = "?"                                   # the value of a list or mapping used as a key
        self.path.append(part)
        try:
            field = _field_name(p for p in self.path if p is not None)
            event = self.peek_event()
            line = event.start_mark.line + 1
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
                raise self.here(line, field, "anchors and aliases (&name, *name) are not used in content;"
                                             " write the value out")
            if len(self.path) > MAX_DEPTH:
                shallow = _field_name(p for p in self.path[:4] if p is not None)
                raise self.here(line, f"{shallow}…" if shallow else "", f"nested deeper than {MAX_DEPTH} levels")
            node = super().compose_node(parent, index)
            node.field = field
            return node
        except yaml.MarkedYAMLError as exc:
            if not hasattr(exc, "field"):
                exc.field = _field_name(p for p in self.path if p is not None)
            raise
        finally:
            self.path.pop()

    def construct_object(self, node, deep=False):
        try:
            return super().construct_object(node, deep)
        except ContentError:
            raise
        except yaml.constructor.ConstructorError as exc:
            raise self.here(node.start_mark.line + 1, getattr(node, "field", ""),
                            f"{exc.problem} (content is plain YAML: no tags)") from None
        except (ValueError, TypeError, OverflowError) as exc:
            value = node.value if isinstance(node, yaml.ScalarNode) else node.tag
            if node.tag == "tag:yaml.org,2002:int":
                raise self.here(node.start_mark.line + 1, getattr(node, "field", ""),
                                f"expected a whole number from {-MAX_NUMBER} to {MAX_NUMBER}, "
                                f"got one of {len(value)} characters") from None
            raise self.here(node.start_mark.line + 1, getattr(node, "field", ""),
                            f"cannot read {_shown(value)}: {exc}") from None


def _construct_map(loader: _Loader, node: yaml.MappingNode) -> _Map:
    result = _Map()
    result.lines = {}
    result.line = node.start_mark.line + 1
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        if isinstance(key, (dict, list, set)):
            kind = "mapping" if isinstance(key, dict) else "list" if isinstance(key, list) else "set"
            raise loader.here(line, getattr(node, "field", ""),
                              f"the key {_shown(key)} is a {kind}; a key must be a word or a number")
        if key in result:
            field = _field_name([getattr(node, "field", ""), key] if getattr(node, "field", "") else [key])
            raise loader.here(line, field, f"duplicate key {key!r} (first at line {result.lines[key]})")
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


def read_text(path: Path, limit: int = MAX_BYTES) -> str:
    """A content file's text (UTF-8); a missing, unreadable, oversized or non-UTF-8 file is a
    :class:`ContentError` naming the file (and the line of a bad byte)."""
    name = display_path(path)
    try:
        if path.is_dir():
            raise ContentError(f"{name}: expected a file, found a folder")
        with path.open("rb") as f:
            data = f.read(limit + 1)
    except FileNotFoundError:
        raise ContentError(f"{name}: the file is missing") from None
    except OSError as exc:
        raise ContentError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise ContentError(f"{name}: larger than {limit / 2 ** 20:g} MiB; content files are small")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        field = _field_at(data.decode("utf-8", errors="replace"), len(data[:exc.start].decode("utf-8")))
        raise ContentError(f"{name}:{line}: {field + ': ' if field else ''}not UTF-8 text "
                           f"(byte 0x{data[exc.start]:02x} at column {column}); save the file as UTF-8") from None


def _field_at(text: str, index: int) -> str:
    """The innermost field whose text holds character ``index`` (best effort: "" when the text
    does not parse once its unprintable characters are blanked)."""
    try:
        loader = _Loader(yaml.reader.Reader.NON_PRINTABLE.sub("\ufffd", text), "")
        try:
            root = loader.get_single_node()
        finally:
            loader.dispose()
    except (yaml.YAMLError, ContentError, RecursionError):
        return ""
    best, node = "", root
    while node is not None:
        if node.start_mark.index <= index <= node.end_mark.index:
            best = getattr(node, "field", best)
        children = (node.value if isinstance(node, yaml.SequenceNode)
                    else [v for _, v in node.value] if isinstance(node, yaml.MappingNode) else [])
        node = next((c for c in children if c.start_mark.index <= index <= c.end_mark.index), None)
    return best


def load_yaml(path: Path) -> Any:
    """Parse one YAML file (safe subset) keeping line numbers for errors. Any problem, from a
    missing file to a syntax error, is a :class:`ContentError` naming the file and the line
    (and the field where there is one)."""
    name = display_path(path)
    text = read_text(path)
    loader = None
    try:
        loader = _Loader(text, name)
        return loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        field = getattr(exc, "field", "")
        context = ""
        if exc.context and exc.context_mark and exc.context_mark.line + 1 != line:
            context = f" ({exc.context} from line {exc.context_mark.line + 1})"
        raise ContentError(f"{name}:{line}: {field + ': ' if field else ''}YAML syntax: {exc.problem}"
                           f"{context}") from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        field = _field_at(text, exc.position)
        raise ContentError(f"{name}:{line}: {field + ': ' if field else ''}the unprintable character "
                           f"U+{exc.character:04X} is not allowed in YAML") from None
    except RecursionError:       # deeper than MAX_DEPTH is refused first; this is a last guard
        raise ContentError(f"{name}: nested too deeply") from None
    finally:
        if loader is not None:
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
        """``file:line: field: message`` (a problem of the whole file has no field)."""
        field = f"{self.field}: " if self.field else ""
        return ContentError(f"{self.file}:{self.line}: {field}{message}")


def _one_of(values: list) -> str:
    shown = [str(v) for v in values]
    if len(shown) == 1:
        return shown[0]
    return ", ".join(shown[:-1]) + " or " + shown[-1]


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same type: YAML's ``yes`` is not the number 1, nor ``1.0`` the whole 1."""
    return type(a) is type(b) and a == b


def _listed(value: Any, allowed) -> bool:
    return any(_same(value, a) for a in allowed)


#: a colour as content writes it (field metadata: ``field(metadata=COLOUR)``)
COLOUR = {"pattern": r"#[0-9a-fA-F]{6}", "looks": 'a colour like "#3a9d4a"'}


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
        if not _listed(node, allowed):
            raise where.error(f"expected {_one_of(allowed)}, got {_shown(node)}{suggest(node, allowed)}")
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
        key_tp, val_tp = get_args(tp)
        out = {}
        for k, v in node.items():
            sub = where.child(node, k)
            if key_tp is not Any:
                build(key_tp, k, Where(sub.file, sub.line, f"{sub.field} (the key)"))
            out[k] = build(val_tp, v, sub)
        return out
    if dataclasses.is_dataclass(tp):
        return build_record(tp, node, where)
    if tp is bool:
        if not isinstance(node, bool):
            raise where.error(f"expected true or false, got {_shown(node)}")
        return node
    if tp is int:
        if isinstance(node, bool) or not isinstance(node, int):
            raise where.error(f"expected a whole number, got {_shown(node)}")
        if abs(node) > MAX_NUMBER:
            raise where.error(f"expected a whole number from {-MAX_NUMBER} to {MAX_NUMBER}, got {_shown(node)}")
        return node
    if tp is float:
        if isinstance(node, bool) or not isinstance(node, (int, float)):
            raise where.error(f"expected a number, got {_shown(node)}")
        if not abs(node) <= MAX_NUMBER:           # also NaN
            raise where.error(f"expected a number from {-MAX_NUMBER} to {MAX_NUMBER}, got {_shown(node)}")
        return float(node)
    if tp is str:
        if not isinstance(node, str) or not node.strip():
            raise where.error(f"expected text, got {_shown(node)}")
        if len(node) > MAX_TEXT:
            raise where.error(f"expected at most {MAX_TEXT} characters of text, got {len(node)}")
        return node
    raise TypeError(f"unsupported content type {tp!r}")


def build_record(cls: type, node: Any, where: Where) -> Any:
    """Build dataclass ``cls`` from a mapping, checking every field."""
    if not isinstance(node, dict):
        raise where.error(f"expected a mapping with {cls.__name__} fields, got {_shown(node)}")
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
        check_meta(meta, value, sub)
        values[name] = value
    record = cls(**values)
    record_line = getattr(node, "line", where.line)
    object.__setattr__(record, "_where", Where(where.file, record_line, where.field))
    object.__setattr__(record, "_lines", dict(getattr(node, "lines", {})))
    return record


def check_meta(meta, value: Any, where: Where) -> None:
    """A built value against its field's metadata: ``choices``, ``min``, ``max``, ``pattern``."""
    if value is None:
        return
    if "choices" in meta and not _listed(value, meta["choices"]):
        raise where.error(f"expected {_one_of(list(meta['choices']))}, got {_shown(value)}"
                          f"{suggest(value, meta['choices'])}")
    if "min" in meta and value < meta["min"]:
        raise where.error(f"expected at least {meta['min']}, got {value!r}")
    if "max" in meta and value > meta["max"]:
        raise where.error(f"expected at most {meta['max']}, got {value!r}")
    if "pattern" in meta and not re.fullmatch(meta["pattern"], value):
        raise where.error(f"expected {meta.get('looks', meta['pattern'])}, got {_shown(value)}")


def where_of(record: Any) -> Where:
    """The place a record was read from (for cross-reference errors)."""
    return getattr(record, "_where", Where("?", 0, "?"))


def field_where(record: Any, field: str, path: str | None = None) -> Where:
    """Where one field of a record is written: its own line (the record's when it is not there)
    and ``path`` (or the record's path + ``.field``) for the message. ``field`` may be dotted
    (``booking.effects``): the line is the innermost record's."""
    w = where_of(record)
    line, inner = w.line, record
    for part in field.split("."):            # into nested records, as far as they go
        lines = getattr(inner, "_lines", None)
        if lines is None:
            break
        line = lines.get(part, getattr(where_of(inner), "line", line))
        inner = getattr(inner, part, None)
    return Where(w.file, line, path if path is not None else f"{w.field}.{field}")


def load_records(path: Path, key: str, cls: type) -> list:
    """Load ``key:`` (a list of ``cls`` records) from one YAML file."""
    data = load_yaml(path)
    top = Where(display_path(path), 1, "")
    if data is None:
        raise top.error(f"the file is empty; expected a mapping with a {key!r} list at the top")
    if not isinstance(data, dict):
        raise top.error(f"expected a mapping with a {key!r} list at the top")
    if key not in data:
        raise top.error(f"missing top-level field {key!r}")
    extra = [k for k in data if k != key]
    if extra:
        raise top.child(data, extra[0]).error(f"unknown top-level field{suggest(extra[0], [key])}")
    return build(list[cls], data[key], top.child(data, key))


def check_unique(records: list, collection: str, key: str = "id") -> None:
    """No two records share ``key``: the second is the error, naming where the first is."""
    seen: dict = {}
    for i, record in enumerate(records):
        value = getattr(record, key)
        w = field_where(record, key, f"{collection}[{i}].{key}")
        if value in seen:
            raise w.error(f"{key} {value!r} used twice (first at line {seen[value]})")
        seen[value] = w.line


def require_text(path: Path) -> str:
    """A content file that is not YAML (``rules.md``): it must be there and be UTF-8 text."""
    return read_text(path)


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
    """Options of a game, checked: a bool's default is a bool, a choice's is listed, ids are
    unique. Every game has the file (a missing one is an error: the rules read the options)."""
    options = load_records(path, "options", Option)
    check_unique(options, "options")
    for i, opt in enumerate(options):
        def at(name: str, opt=opt, i=i) -> Where:
            return field_where(opt, name, f"options[{i}].{name}")

        if opt.kind == "bool":
            if opt.choices:
                raise at("choices").error("a true-or-false option has no choices")
            if opt.default is None:
                opt.default = False
            if not isinstance(opt.default, bool):
                raise at("default").error(f"expected true or false, got {_shown(opt.default)}")
        else:
            check_unique(opt.choices, f"options[{i}].choices")
            ids = [c.id for c in opt.choices]
            if not ids:
                raise at("choices").error("a choice option needs at least one choice")
            if opt.default is None:
                opt.default = ids[0]
            if not _listed(opt.default, ids):
                raise at("default").error(f"expected {_one_of(ids)}, got {_shown(opt.default)}"
                                          f"{suggest(opt.default, ids)}")
    return options


#: options the shell reads for any game that declares them (``game/ui/table_aids.py``)
SHELL_OPTIONS: dict[str, tuple | None] = {"take_backs": None}


def expect_options(options: list[Option], path: Path, wanted: dict[str, tuple | None]) -> None:
    """The options are the ones the game reads: each ``wanted`` id is there, a yes/no option where
    ``wanted`` says ``None``, else a choice of exactly those ids; nothing else is declared (a
    renamed id would otherwise be silently ignored by the rules) but the shell's own options."""
    top = Where(display_path(path), 1, "options")
    allowed = {**SHELL_OPTIONS, **wanted}
    for i, opt in enumerate(options):
        if opt.id not in allowed:
            raise field_where(opt, "id", f"options[{i}].id").error(
                f"unknown option {opt.id!r}{suggest(opt.id, allowed)}; the game reads {_one_of(list(wanted))}")
        choices = allowed[opt.id]
        if choices is None and opt.kind != "bool":
            raise field_where(opt, "kind", f"options[{i}].kind").error(f"{opt.id} is a yes/no option: expected bool")
        if choices is not None:
            if opt.kind != "choice":
                raise field_where(opt, "kind", f"options[{i}].kind").error(f"{opt.id} is a choice: expected choice")
            got = [c.id for c in opt.choices]
            for k, c in enumerate(opt.choices):
                if c.id not in choices:
                    raise field_where(c, "id", f"options[{i}].choices[{k}].id").error(
                        f"unknown choice {c.id!r}{suggest(c.id, choices)}; expected {_one_of(list(choices))}")
            missing = [c for c in choices if c not in got]
            if missing:
                raise field_where(opt, "choices", f"options[{i}].choices").error(
                    f"missing the choice {missing[0]!r}")
    declared = {o.id for o in options}
    for oid in wanted:
        if oid not in declared:
            raise top.error(f"missing the option {oid!r}{suggest(oid, declared)}")


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
