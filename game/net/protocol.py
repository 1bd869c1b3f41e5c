"""The messages between a host and its clients, as a declared table, and their checks (no pygame).

Every message is one JSON object with a ``type`` and that type's fields, no others, sent as one
WebSocket text frame. :data:`MESSAGES` declares each type: who sends it and each field's kind
and limits. :func:`parse` reads a received frame and returns a :class:`Message` only when every
check holds; anything else raises :class:`ProtocolError` with a sentence that says what is wrong
(in English: it is for the log and for a programmer, not a player). :func:`encode` checks a
message the same way before it is sent. game/net/README.md describes the protocol in words.

The checks, in order: the frame's size (:data:`MAX_BYTES`, before it is decoded), UTF-8, the
depth of brackets (:data:`MAX_DEPTH`, counted before the JSON parser sees the text, so a frame
of 60,000 ``[`` never reaches it), JSON itself (no NaN or Infinity, no repeated key, no number of
more than 20 digits), then the schema: a known type, sent by the right side, every required field
and no unknown one, each of its kind and within its limits. Nothing in a message is ever
evaluated, unpickled or used as a path.

The handshake (:func:`hello`, :func:`mismatch`) carries the protocol version, the app's version
and the edition (content hash and rules version, ``GameSpec.edition``) of every game the client
has; a host whose game is missing or of another edition refuses with a sentence the player reads.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

#: raised when a message changes meaning; a host and a client of different versions do not talk
PROTOCOL_VERSION = 1
#: the largest frame either side accepts or sends, in bytes (the WebSocket limit is the same)
MAX_BYTES = 64 * 1024
#: the most levels of brackets (objects and lists) a message may hold, the message itself one
MAX_DEPTH = 32
#: an action: at most this many levels of lists (the action itself one; real ones have 3) ...
ACTION_DEPTH = 4
#: ... at most this many entries in each list (real ones have 6) ...
ACTION_LENGTH = 32
#: ... at most this many numbers, texts and nulls in all (real ones have about 10) ...
ACTION_ATOMS = 256
#: ... texts of at most this many characters (real ones have 16), numbers within ± this
ACTION_TEXT = 64
ACTION_INT = 2**31
#: the most seats a table has (numbers 0 to 7), and the most connections a table takes
MAX_SEATS = 8
#: a sequence number's highest value (a long real game has about 1,000 actions)
MAX_SEQ = 10**9
#: the longest sentence a refusal, an error or a closing carries
MAX_WHY = 1000
#: who sends a message: a client (a player's or a spectator's Open Air) or the host of the table
CLIENT, HOST = "client", "host"

_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x1f\x7f]")


class ProtocolError(ValueError):
    """A message that does not follow the protocol; ``str()`` says why in one sentence."""


# -- the kinds of field -------------------------------------------------------------------------

@dataclass(frozen=True)
class Int:
    """A whole number from ``low`` to ``high`` (not a boolean, not 1.0)."""
    low: int
    high: int

    def check(self, value, where: str):
        if type(value) is not int or not self.low <= value <= self.high:
            raise ProtocolError(f"{where}: expected a whole number from {self.low} to {self.high}, "
                                f"got {_shown(value)}")
        return value

    def describe(self) -> str:
        return f"a whole number from {self.low} to {self.high}"


@dataclass(frozen=True)
class Text:
    """A text of ``least`` to ``most`` characters, no control character, no lone surrogate,
    matching ``pattern`` where one is given."""
    most: int
    least: int = 0
    pattern: str | None = None

    def check(self, value, where: str):
        if not isinstance(value, str):
            raise ProtocolError(f"{where}: expected a text, got {_shown(value)}")
        if not self.least <= len(value) <= self.most:
            raise ProtocolError(f"{where}: expected {self.least} to {self.most} characters, got {len(value)}")
        if _SURROGATE.search(value) or _CONTROL.search(value):
            raise ProtocolError(f"{where}: holds a control character or a lone surrogate")
        if self.pattern and not re.fullmatch(self.pattern, value):
            raise ProtocolError(f"{where}: {_shown(value)} is not of the form {self.pattern}")
        return value

    def describe(self) -> str:
        shape = f", of the form {self.pattern}" if self.pattern else ""
        return f"a text of {self.least} to {self.most} characters{shape}"


@dataclass(frozen=True)
class Name:
    """A player's name as a seat keeps it (``game.core.match.clean_name``: white space made
    single, control and format characters left out), 1 to ``NAME_MAX`` characters; the parsed
    message holds the cleaned name."""

    def check(self, value, where: str):
        from game.core.match import NAME_MAX, clean_name
        name = clean_name(value) if isinstance(value, str) and len(value) <= NAME_MAX else ""
        if not name:
            raise ProtocolError(f"{where}: expected a name of 1 to {NAME_MAX} characters that can be shown")
        return name

    def describe(self) -> str:
        return "a player's name (1 to 40 characters that can be shown)"


@dataclass(frozen=True)
class Choice:
    """One of a few fixed words."""
    words: tuple[str, ...]

    def check(self, value, where: str):
        if not isinstance(value, str) or value not in self.words:
            raise ProtocolError(f"{where}: expected one of {', '.join(self.words)}, got {_shown(value)}")
        return value

    def describe(self) -> str:
        return "one of " + ", ".join(f"`{w}`" for w in self.words)


@dataclass(frozen=True)
class Nullable:
    """``of`` or null."""
    of: Any

    def check(self, value, where: str):
        return None if value is None else self.of.check(value, where)

    def describe(self) -> str:
        return f"{self.of.describe()}, or null"


@dataclass(frozen=True)
class ListOf:
    """A list of at most ``most`` entries, each an ``item``."""
    item: Any
    most: int

    def check(self, value, where: str):
        if not isinstance(value, list) or len(value) > self.most:
            raise ProtocolError(f"{where}: expected a list of at most {self.most} entries, got {_shown(value)}")
        return [self.item.check(v, f"{where}[{i}]") for i, v in enumerate(value)]

    def describe(self) -> str:
        return f"a list of at most {self.most} entries, each {self.item.describe()}"


@dataclass(frozen=True)
class MapOf:
    """An object of at most ``most`` entries, each key a ``key`` and each value a ``value``."""
    key: Any
    value: Any
    most: int

    def check(self, value, where: str):
        if not isinstance(value, dict) or len(value) > self.most:
            raise ProtocolError(f"{where}: expected an object of at most {self.most} entries, got {_shown(value)}")
        return {self.key.check(k, f"{where} key"): self.value.check(v, f"{where}.{k}") for k, v in value.items()}

    def describe(self) -> str:
        return f"an object of at most {self.most} entries, {self.key.describe()} to {self.value.describe()}"


@dataclass(frozen=True)
class Record:
    """An object with these fields (``optional`` ones may be left out), no others."""
    fields: Mapping[str, Any]
    optional: frozenset = frozenset()

    def check(self, value, where: str):
        if not isinstance(value, dict):
            raise ProtocolError(f"{where}: expected an object, got {_shown(value)}")
        return _check_fields(value, self.fields, self.optional, where)

    def describe(self) -> str:
        return "an object: " + "; ".join(
            f"`{k}`{' (optional)' if k in self.optional else ''} {f.describe()}" for k, f in self.fields.items())


@dataclass(frozen=True)
class Action:
    """An action as the rules take it, in JSON: a list whose entries are whole numbers, texts,
    nulls or such lists again, within :data:`ACTION_DEPTH`, :data:`ACTION_LENGTH`,
    :data:`ACTION_ATOMS`, :data:`ACTION_TEXT` and :data:`ACTION_INT`. The rules decide whether it
    is legal; this only bounds its shape."""

    def check(self, value, where: str):
        if not isinstance(value, list):
            raise ProtocolError(f"{where}: an action is a list, got {_shown(value)}")
        atoms = 0
        todo = [(value, 1)]
        while todo:
            items, depth = todo.pop()
            if depth > ACTION_DEPTH:
                raise ProtocolError(f"{where}: an action holds lists at most {ACTION_DEPTH} levels deep")
            if len(items) > ACTION_LENGTH:
                raise ProtocolError(f"{where}: a list in an action holds at most {ACTION_LENGTH} entries")
            for item in items:
                if isinstance(item, list):
                    todo.append((item, depth + 1))
                    continue
                atoms += 1
                if item is None:
                    continue
                if type(item) is int:
                    if abs(item) > ACTION_INT:
                        raise ProtocolError(f"{where}: a number in an action lies within ±{ACTION_INT}")
                elif isinstance(item, str):
                    if len(item) > ACTION_TEXT or _SURROGATE.search(item) or _CONTROL.search(item):
                        raise ProtocolError(f"{where}: a text in an action has at most {ACTION_TEXT} "
                                            "characters and no control character")
                else:
                    raise ProtocolError(f"{where}: an action holds whole numbers, texts, nulls and lists, "
                                        f"not {_shown(item)}")
            if atoms > ACTION_ATOMS:
                raise ProtocolError(f"{where}: an action holds at most {ACTION_ATOMS} numbers and texts")
        return value

    def describe(self) -> str:
        return (f"an action: a list of whole numbers, texts, nulls and such lists, at most {ACTION_DEPTH} "
                f"levels deep, {ACTION_LENGTH} entries a list, {ACTION_ATOMS} values in all")


@dataclass(frozen=True)
class Json:
    """Any JSON object (what the host sends a seat: its view, the table's description); within
    the frame's size and depth, its texts without lone surrogates, its numbers finite."""

    def check(self, value, where: str):
        if not isinstance(value, dict):
            raise ProtocolError(f"{where}: expected an object, got {_shown(value)}")
        todo = [value]
        while todo:
            item = todo.pop()
            if isinstance(item, dict):
                todo.extend(item.values())
                keys = item.keys()
            elif isinstance(item, list):
                todo.extend(item)
                continue
            elif isinstance(item, str):
                keys = (item,)
            elif item is None or isinstance(item, bool | int) or (isinstance(item, float) and math.isfinite(item)):
                continue
            else:
                raise ProtocolError(f"{where}: holds {_shown(item)}, which JSON does not")
            for text in keys:
                if not isinstance(text, str) or _SURROGATE.search(text):
                    raise ProtocolError(f"{where}: holds a key that is not a text or a lone surrogate")
        return value

    def describe(self) -> str:
        return "any JSON object"


# -- the table of messages ----------------------------------------------------------------------

@dataclass(frozen=True)
class Kind:
    """One type of message: who sends it, its fields, which of them may be left out, and what it
    is for (for README and the log)."""
    sent_by: str
    fields: Mapping[str, Any]
    optional: frozenset = frozenset()
    about: str = ""


_GAME_ID = Text(32, 1, r"[a-z][a-z0-9_]*")
_SEAT = Int(0, MAX_SEATS - 1)
_SEQ = Int(0, MAX_SEQ)
_WHY = Text(MAX_WHY, 1)
_CODE = Text(64, 1)
_TOKEN = Text(32, 32, r"[0-9a-f]{32}")
#: what a hello carries, and a refusal repeats of the host (fixed for every protocol version, so
#: two versions can always tell each other what they are)
HELLO_FIELDS = {
    "protocol": Int(0, 10**6),
    "app": Text(32, 1, r"[0-9A-Za-z.+_-]+"),
    "editions": MapOf(_GAME_ID, Text(128, 1, r"[0-9A-Za-z.+_-]+"), 16),
}
_SEAT_STATE = Choice(("open", "here", "away", "bot", "screen"))

MESSAGES: dict[str, Kind] = {
    # client -> host
    "hello": Kind(CLIENT, HELLO_FIELDS, about=(
        "the first message: the protocol version, the app's version and the edition (content hash "
        "and rules version) of every game the client has")),
    "join": Kind(CLIENT, {"code": _CODE, "name": Name(), "seat": _SEAT}, frozenset({"seat"}), about=(
        "take a seat with the join code: a free one, or the one asked for")),
    "rejoin": Kind(CLIENT, {"token": _TOKEN}, about="take back one's seat with its seat token"),
    "watch": Kind(CLIENT, {"code": _CODE}, about="watch the table with the watch code (the public view only)"),
    "act": Kind(CLIENT, {"seq": _SEQ, "action": Action()}, about=(
        "play an action; `seq` is the number of the last update the client has seen")),
    "undo": Kind(CLIENT, {"seq": _SEQ}, about="take back one's own last action (while the rules allow it)"),
    "bye": Kind(CLIENT, {}, about="leave the table (the seat waits, away, for a rejoin)"),
    # host -> client
    "welcome": Kind(HOST, {"seat": Nullable(_SEAT), "token": Nullable(_TOKEN), "table": Json()}, about=(
        "admitted: the seat (null for a spectator), its token (null for a spectator) and what the "
        "table is (game, options, seats)")),
    "update": Kind(HOST, {"seq": _SEQ, "payload": Json()}, about=(
        "the table changed: its new sequence number and what this seat may know of it")),
    "refused": Kind(HOST, {"why": _WHY, "about": Text(32, 1, r"[a-z_]+"), "seq": _SEQ,
                           "host": Record(HELLO_FIELDS)}, frozenset({"seq", "host"}), about=(
        "a well-formed message the host did not follow: why (a sentence for the player), what it was "
        "about (the message's type, or `full`, `guard`), its sequence number, and after a hello of "
        "another version the host's own hello fields")),
    "error": Kind(HOST, {"why": _WHY}, about="a malformed message, left unread: why"),
    "seats": Kind(HOST, {"seats": ListOf(Record({"seat": _SEAT, "name": Nullable(Name()), "state": _SEAT_STATE}),
                                         MAX_SEATS),
                         "watchers": Int(0, 64)}, frozenset({"watchers"}), about=(
        "who sits where: each seat's name and whether it is open, here, away, a bot, or played at "
        "the host's screen")),
    "closing": Kind(HOST, {"why": _WHY}, about="the host closes the table (or this connection): why"),
}


@dataclass(frozen=True)
class Message:
    """A checked message: its type and its fields (``msg["seq"]``, ``msg.get("seat")``)."""
    type: str
    fields: Mapping[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str):
        return self.fields[key]

    def get(self, key: str, default=None):
        return self.fields.get(key, default)

    @classmethod
    def of(cls, type: str, **fields) -> Message:
        """A message built here, checked as a received one would be (ProtocolError if not)."""
        return _check({"type": type, **fields})

    def to_json(self) -> dict:
        return {"type": self.type, **self.fields}


# -- reading and writing ------------------------------------------------------------------------

def parse(raw: bytes | str, sent_by: str | None = None) -> Message:
    """The message in one received frame, checked (module docstring); ``sent_by`` (:data:`CLIENT`
    or :data:`HOST`) also refuses a type the other side sends. Raises ProtocolError only."""
    if isinstance(raw, bytes | bytearray | memoryview):
        if len(raw) > MAX_BYTES:
            raise ProtocolError(f"a message has at most {MAX_BYTES} bytes, this one {len(raw)}")
        try:
            text = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("a message is UTF-8 text, this one is not") from None
    elif isinstance(raw, str):
        if len(raw) > MAX_BYTES or (len(raw) > MAX_BYTES // 4
                                    and len(raw.encode("utf-8", "surrogatepass")) > MAX_BYTES):
            raise ProtocolError(f"a message has at most {MAX_BYTES} bytes, this one more")
        text = raw
    else:
        raise ProtocolError(f"a message is text or bytes, not {type(raw).__name__}")
    if not _shallow(text):
        raise ProtocolError(f"a message's brackets match and nest at most {MAX_DEPTH} levels deep")
    try:
        data = json.loads(text, object_pairs_hook=_object, parse_constant=_no_constant,
                          parse_int=_int, parse_float=_float)
    except ProtocolError:
        raise
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(f"a message is JSON, this one is not ({str(exc)[:80]})") from None
    message = _check(data)
    if sent_by is not None and MESSAGES[message.type].sent_by != sent_by:
        raise ProtocolError(f"a {message.type!r} message is sent by the {MESSAGES[message.type].sent_by}, "
                            f"not the {sent_by}")
    return message


def encode(message: Message) -> str:
    """The frame that carries ``message``, checked first (ProtocolError, as :func:`parse`, where a
    field is wrong or the frame would be over :data:`MAX_BYTES`)."""
    checked = _check(message.to_json())
    text = json.dumps(checked.to_json(), ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    if len(text) > MAX_BYTES // 4 and len(text.encode("utf-8")) > MAX_BYTES:
        raise ProtocolError(f"a message has at most {MAX_BYTES} bytes, this {message.type!r} would have more")
    if not _shallow(text):
        raise ProtocolError(f"a message's brackets nest at most {MAX_DEPTH} levels deep")
    return text


def _check(data) -> Message:
    if not isinstance(data, dict):
        raise ProtocolError(f"a message is a JSON object, this one is {_shown(data)}")
    kind_name = data.get("type")
    if not isinstance(kind_name, str) or kind_name not in MESSAGES:
        raise ProtocolError(f"{_shown(kind_name)} is not a type of message (they are {', '.join(MESSAGES)})")
    kind = MESSAGES[kind_name]
    fields = {k: v for k, v in data.items() if k != "type"}
    return Message(kind_name, _check_fields(fields, kind.fields, kind.optional, kind_name))


def _check_fields(data: dict, fields: Mapping[str, Any], optional: frozenset, where: str) -> dict:
    unknown = [k for k in data if k not in fields]
    if unknown:
        raise ProtocolError(f"{where}: {_shown(unknown[0])} is not one of its fields "
                            f"({', '.join(fields) or 'it has none'})")
    missing = [k for k in fields if k not in data and k not in optional]
    if missing:
        raise ProtocolError(f"{where}: the field {missing[0]!r} is missing")
    return {k: fields[k].check(v, f"{where}.{k}") for k, v in data.items()}


def _shallow(text: str) -> bool:
    """Whether the brackets outside the JSON texts in ``text`` are at most :data:`MAX_DEPTH` deep
    and match. Linear, in C: escaped backslashes and quotes are taken out, then all but brackets
    and quotes, then what lies between quotes; then each pass removes every innermost pair, and
    a run of more than MAX_DEPTH opening brackets, or a pass that removes nothing, ends it."""
    unescaped = text.replace("\\\\", "").replace('\\"', "")
    bare = unescaped.encode("utf-8", "surrogatepass").translate(None, _NOT_BRACKETS)
    brackets = b"".join(bare.split(b'"')[::2]).translate(_SQUARE)
    too_deep = b"[" * (MAX_DEPTH + 1)
    for _ in range(MAX_DEPTH):
        if not brackets:
            return True
        if too_deep in brackets:
            return False
        fewer = brackets.replace(b"[]", b"")
        if len(fewer) == len(brackets):
            return False
        brackets = fewer
    return not brackets


_NOT_BRACKETS = bytes(b for b in range(256) if b not in b'[]{}"')
_SQUARE = bytes.maketrans(b"{}", b"[]")


def _object(pairs: list) -> dict:
    data = dict(pairs)
    if len(data) != len(pairs):
        raise ProtocolError("a JSON object in a message names a key twice")
    return data


def _no_constant(name: str):
    raise ProtocolError(f"a message holds numbers, not {name}")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > 20:
        raise ProtocolError("a number in a message has at most 20 digits")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ProtocolError("a number in a message is finite")
    return value


def _shown(value) -> str:
    """A received value, shortened for a sentence."""
    if isinstance(value, dict | list):
        return f"a {'JSON object' if isinstance(value, dict) else 'list'} of {len(value)} entries"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# -- the handshake ------------------------------------------------------------------------------

def hello(editions: Mapping[str, str] | None = None, app: str | None = None) -> Message:
    """This Open Air's hello: the protocol version, the app's version and the edition of each
    game (``editions``; every registered game's when None)."""
    if app is None:
        from game import __version__ as app
    if editions is None:
        from game.core import registry
        editions = {spec.id: spec.edition for spec in registry.playable()}
    return Message.of("hello", protocol=PROTOCOL_VERSION, app=app, editions=dict(editions))


def _title(game_id: str) -> str:
    from game.core import registry
    from game.core.i18n import _
    try:
        return _(registry.get(game_id).title)
    except Exception:           # a game this Open Air does not know: its id is all there is
        return game_id


def mismatch(host: Mapping[str, Any], client: Mapping[str, Any], game: str,
             title: Callable[[str], str] = _title) -> str | None:
    """Why a client whose hello fields are ``client`` cannot sit at a table of ``game`` whose
    host's are ``host`` (a sentence for the joining player, in the language in use); None when
    it can. Either side may ask: the host, to refuse; the client, with the host's fields from the
    refusal, to say it in its own language. Other app versions with the same protocol and
    edition play together."""
    from game.core.i18n import _
    if host.get("protocol") != client.get("protocol"):
        return _("The host plays Open Air {host_version}, which cannot talk to Open Air {version} here: "
                 "both need the same version.").format(host_version=host.get("app"), version=client.get("app"))
    theirs = dict(client.get("editions") or {})
    if game not in theirs:
        return _("The host plays {game}, which Open Air {version} here does not have.").format(
            game=title(game), version=client.get("app"))
    if theirs[game] != dict(host.get("editions") or {}).get(game):
        return _("The host plays Open Air {version} with other {game} cards or rules.").format(
            version=host.get("app"), game=title(game))
    return None
