"""The protocol's messages: each type as it may be and as it may not, checked before anything
reads it; the handshake's sentences."""

from __future__ import annotations

import json

import pytest

import game
import game.games  # noqa: F401  (registers every game)
from game.core import i18n, registry
from game.net import protocol as P
from game.net.protocol import MESSAGES, Message, ProtocolError, encode, parse

TOKEN = "0123456789abcdef" * 2

#: one valid message of each type (the required fields only, then with the optional ones)
VALID = {
    "hello": {"protocol": P.PROTOCOL_VERSION, "app": "0.1.0", "editions": {"rodeo": "50dc5320721da076.r1"}},
    "join": {"code": "K7Q-M2X-WP9", "name": "Ada", "seat": 2},
    "rejoin": {"token": TOKEN},
    "watch": {"code": "k7q m2x wp9"},
    "act": {"seq": 12, "action": ["play", 3, None, [1, [2, "x"]]]},
    "undo": {"seq": 12},
    "bye": {},
    "welcome": {"seat": 1, "token": TOKEN, "table": {"game": "rodeo", "seats": ["Ada", "Bo"]}},
    "update": {"seq": 13, "payload": {"view": {"hand": [1, 2.5, True, None]}, "events": []}},
    "refused": {"why": "It is not your turn.", "about": "act", "seq": 12,
                "host": {"protocol": 1, "app": "0.2.0", "editions": {}}},
    "error": {"why": "a message is JSON, this one is not"},
    "seats": {"seats": [{"seat": 0, "name": "Ada", "state": "here"}, {"seat": 1, "name": None, "state": "open"}],
              "watchers": 2},
    "closing": {"why": "The host stopped the table."},
}

#: for each type, fields that break it, one at a time
INVALID = {
    "hello": [{"protocol": "1"}, {"protocol": True}, {"app": ""}, {"app": "0.1 beta"},
              {"editions": {"Rodeo!": "x"}}, {"editions": {f"g{i}": "x" for i in range(17)}},
              {"editions": ["rodeo"]}, {"editions": {"rodeo": 5}}],
    "join": [{"code": ""}, {"code": "x" * 65}, {"code": 123}, {"name": ""}, {"name": "\u200b\u200b"},
             {"name": "x" * 41}, {"name": ["Ada"]}, {"seat": 8}, {"seat": -1}, {"seat": 1.0}, {"seat": None}],
    "rejoin": [{"token": TOKEN.upper()}, {"token": TOKEN[:-1]}, {"token": TOKEN + "0"}, {"token": None}],
    "watch": [{"code": None}, {"code": "\x00abc"}],
    "act": [{"seq": -1}, {"seq": 10**9 + 1}, {"seq": "1"}, {"action": "play"}, {"action": {"play": 1}},
            {"action": [[[[["too deep"]]]]]}, {"action": list(range(33))}, {"action": [True]},
            {"action": [1.5]}, {"action": [2**31 + 1]}, {"action": ["x" * 65]}, {"action": ["a\nb"]},
            {"action": [{"k": 1}]}, {"action": [list(range(30)) for _ in range(10)]}],
    "undo": [{"seq": None}, {"seq": [1]}],
    "bye": [{"why": "no fields"}],
    "welcome": [{"seat": 9}, {"token": "abc"}, {"table": []}, {"table": "rodeo"}],
    "update": [{"seq": None}, {"payload": []}, {"payload": None}],
    "refused": [{"why": ""}, {"why": "x" * 1001}, {"about": "Act!"}, {"host": {"protocol": 1}},
                {"host": {"protocol": 1, "app": "1", "editions": {}, "more": 1}}],
    "error": [{"why": None}],
    "seats": [{"seats": [{"seat": 0, "name": "Ada", "state": "asleep"}]}, {"seats": [{"seat": 0}]},
              {"seats": [{"seat": 0, "name": "A", "state": "here", "x": 1}]},
              {"seats": [{"seat": 0, "name": None, "state": "open"}] * 9}, {"watchers": -1}],
    "closing": [{"why": 5}],
}


def wire(kind: str, **fields) -> str:
    return json.dumps({"type": kind, **fields})


def test_every_type_has_cases():
    assert set(VALID) == set(MESSAGES) == set(INVALID)


@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_a_valid_message_reads_and_writes_back(kind):
    message = parse(wire(kind, **VALID[kind]))
    assert message.type == kind
    assert parse(encode(message)) == message
    assert parse(wire(kind, **VALID[kind]).encode("utf-8"), MESSAGES[kind].sent_by) == message
    for name in MESSAGES[kind].optional:            # an optional field may be left out
        fields = {k: v for k, v in VALID[kind].items() if k != name}
        assert name not in parse(wire(kind, **fields)).fields


@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_a_broken_field_is_refused_with_a_sentence(kind):
    for broken in INVALID[kind]:
        fields = {**VALID[kind], **broken}
        with pytest.raises(ProtocolError) as refused:
            parse(wire(kind, **fields))
        assert f"{kind}." in str(refused.value) or kind in str(refused.value), (broken, refused.value)
        with pytest.raises(ProtocolError):          # nor may this side send it
            Message.of(kind, **fields)


@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_a_missing_or_unknown_field_is_refused(kind):
    for name in MESSAGES[kind].fields:
        if name not in MESSAGES[kind].optional:
            fields = {k: v for k, v in VALID[kind].items() if k != name}
            with pytest.raises(ProtocolError, match=f"the field '{name}' is missing"):
                parse(wire(kind, **fields))
    with pytest.raises(ProtocolError, match="'extra' is not one of its fields"):
        parse(wire(kind, **VALID[kind], extra=1))


def test_a_message_from_the_wrong_side_is_refused():
    with pytest.raises(ProtocolError, match="sent by the host, not the client"):
        parse(wire("update", **VALID["update"]), P.CLIENT)
    with pytest.raises(ProtocolError, match="sent by the client, not the host"):
        parse(wire("act", **VALID["act"]), P.HOST)


@pytest.mark.parametrize("raw, why", [
    (b"\xff\xfe", "UTF-8"),
    ("", "is JSON, this one is not"),
    ("{", "brackets match"),
    ('{"type": "bye"', "brackets match"),
    ('{"type": "bye"}}', "brackets match"),
    ('{"type": "bye",}', "is JSON, this one is not"),
    ("[1, 2]", "a JSON object"),
    ('"hello"', "a JSON object"),
    ("{}", "is not a type of message"),
    ('{"type": "shout"}', "'shout' is not a type of message"),
    ('{"type": ["act"]}', "not a type of message"),
    ('{"type": "bye", "type": "bye"}', "names a key twice"),
    ('{"type": "act", "seq": NaN, "action": []}', "not NaN"),
    ('{"type": "act", "seq": 1e999, "action": []}', "finite"),
    ('{"type": "act", "seq": 1' + "0" * 30 + ', "action": []}', "20 digits"),
    ("[" * 40 + "]" * 40, "levels deep"),
    ('{"type": "update", "seq": 1, "payload": ' + '{"a": ' * 40 + "1" + "}" * 41, "levels deep"),
    ("[" * 60_000, "levels deep"),
    ('{"type": "error", "why": "\\ud800"}', "lone surrogate"),
    (12, "text or bytes"),
])
def test_malformed_frames_are_refused(raw, why):
    with pytest.raises(ProtocolError, match=why):
        parse(raw)


def test_size_is_checked_before_anything_else():
    big = '{"type": "error", "why": "' + "x" * P.MAX_BYTES + '"}'
    with pytest.raises(ProtocolError, match="at most 65536 bytes"):
        parse(big)
    with pytest.raises(ProtocolError, match="at most 65536 bytes"):
        parse(big.encode())
    with pytest.raises(ProtocolError, match="at most 65536 bytes"):    # 20,000 characters, 60,000+ bytes
        parse('{"type": "error", "why": "' + "€" * 22_000 + '"}')
    payload = {"blob": "y" * (P.MAX_BYTES - 100)}                         # just under fits
    assert parse(encode(Message.of("update", seq=1, payload=payload)))["payload"] == payload
    with pytest.raises(ProtocolError, match="would have more"):
        encode(Message.of("update", seq=1, payload={"blob": "y" * P.MAX_BYTES}))


def test_brackets_inside_texts_do_not_count_as_depth():
    text = "[" * 100 + '\\"{' * 50 + "\\\\"
    message = parse(json.dumps({"type": "error", "why": text[:1000]}))
    assert message["why"] == text[:1000]
    nested = {"a": 1}
    for _ in range(P.MAX_DEPTH - 2):          # with the message and its payload: the limit
        nested = {"n": nested}
    assert parse(encode(Message.of("update", seq=1, payload=nested)))["payload"] == nested
    with pytest.raises(ProtocolError, match="levels deep"):
        encode(Message.of("update", seq=1, payload={"n": nested}))
    with pytest.raises(ProtocolError, match="levels deep"):
        parse(json.dumps({"type": "update", "seq": 1, "payload": {"n": nested}}))


def test_names_are_cleaned_as_a_seat_keeps_them():
    assert parse(wire("join", code="x", name="  Ada \u200b  Lovelace\t"))["name"] == "Ada Lovelace"


def test_the_protocol_version_and_hello():
    ours = P.hello()
    assert ours["protocol"] == P.PROTOCOL_VERSION and ours["app"] == game.__version__
    assert ours["editions"] == {spec.id: spec.edition for spec in registry.playable()}
    assert parse(encode(ours), P.CLIENT) == ours


def test_mismatch_sentences():
    i18n.use("en")
    try:
        host = P.hello()
        rodeo = registry.get("rodeo")
        assert P.mismatch(host.fields, P.hello().fields, "rodeo") is None
        assert P.mismatch(host.fields, P.hello(app="9.9.9").fields, "rodeo") is None   # the same protocol
        old = dict(host.fields, protocol=0, app="0.0.1")
        assert P.mismatch(host.fields, old, "rodeo") == (
            f"The host plays Open Air {game.__version__}, which cannot talk to Open Air 0.0.1 here: "
            "both need the same version.")
        other = P.hello(editions={**host["editions"], "rodeo": "0000.r1"}).fields
        assert P.mismatch(host.fields, other, "rodeo") == (
            f"The host plays Open Air {game.__version__} with other Rock'n Rodeo cards or rules.")
        assert rodeo.title == "Rock'n Rodeo"
        lacking = P.hello(editions={"camp": host["editions"]["camp"]}).fields
        assert P.mismatch(host.fields, lacking, "rodeo") == (
            f"The host plays Rock'n Rodeo, which Open Air {game.__version__} here does not have.")
        assert "space_golf" in P.mismatch(host.fields, lacking, "space_golf")   # unknown here: its id
    finally:
        i18n.use("en")


def test_mismatch_sentences_are_translated():
    i18n.use(i18n.PSEUDO)
    try:
        host = P.hello()
        why = P.mismatch(host.fields, dict(host.fields, protocol=0), "rodeo")
        assert why.startswith("‖") and why.endswith("‖")       # the pseudo-locale's markers
        assert game.__version__ in why
    finally:
        i18n.use("en")


def reference_depth(text: str) -> int | str | None:
    """The depth of brackets outside texts, read character by character; None when they do not
    match, "bad" for what no JSON is anyway (a backslash outside a text, an unclosed text): the
    slow way, to check the fast one."""
    depth = most = 0
    in_text = escaped = False
    for ch in text:
        if in_text:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_text = False
        elif ch == '"':
            in_text = True
        elif ch == "\\":
            return "bad"
        elif ch in "[{":
            depth += 1
            most = max(most, depth)
        elif ch in "]}":
            depth -= 1
            if depth < 0:
                return None
    if in_text:
        return "bad"
    return most if depth == 0 else None


def test_the_depth_count_agrees_with_a_plain_reading():
    import random
    rng = random.Random(7)
    texts = ['"a"', '"[["', '"]}"', '"\\\\"', '"\\""', '"\\\\\\"]"', '"\\u005d"', "1", "null"]

    def soup(depth: int) -> str:
        if depth <= 0 or rng.random() < 0.2:
            return rng.choice(texts)
        inner = ",".join(soup(depth - 1) for _ in range(rng.choice([1, 1, 1, 2])))
        return rng.choice(["[%s]", '{"k":%s}']) % inner

    seen = {True: 0, False: 0}
    for _ in range(3000):
        text = soup(rng.randrange(1, 40))[:2000]
        if rng.random() < 0.3:            # a bracket dropped or added
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(["[", "]", "{", "}", ""]) + text[at + 1:]
        depth = reference_depth(text)
        if depth == "bad":                # the JSON parser refuses it anyway
            continue
        expected = depth is not None and depth <= P.MAX_DEPTH
        assert P._shallow(text) == expected, text
        seen[expected] += 1
    assert min(seen.values()) > 200, seen


def test_the_readme_describes_every_message_and_limit():
    from pathlib import Path
    text = (Path(P.__file__).parent / "README.md").read_text(encoding="utf-8")
    for kind, spec in MESSAGES.items():
        row = next((line for line in text.splitlines() if line.startswith(f"| `{kind}` |")), None)
        assert row is not None, kind
        for name in spec.fields:
            assert f"`{name}`" in row, (kind, name)
    assert "64 KiB" in text and f"**{P.MAX_DEPTH}**" in text and f"now {P.PROTOCOL_VERSION}" in text
