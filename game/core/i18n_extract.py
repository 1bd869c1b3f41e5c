"""``pybabel extract`` for the content YAML: every player-facing text with its stable id.

``babel.cfg`` names :func:`extract_yaml` for ``content/**.yaml``. A text is a string under one of
:data:`TEXT_FIELDS` in an item that has an ``id``; its context (``msgctxt``) is its id,
``"<game>:<collection>.<item id>[.<sub-collection>.<item id>].<field>"`` (see
:func:`game.core.i18n.content_text`), so the code translates it with
``content_text(text_id, english)``. No pygame, no game code: only YAML.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import yaml

#: the YAML keys whose strings a player reads
TEXT_FIELDS = frozenset({"name", "text", "flavour", "help", "label", "vibe_name", "vibe_text", "style", "quote",
                         "fan", "shape"})


def text_ids(path: str | Path, source: str) -> Iterator[tuple[int, str, str]]:
    """``(line, text id, english)`` for every text in one content file."""
    root = yaml.compose(source)
    if root is not None:
        yield from _walk(root, f"{Path(path).parent.name}:")


def _walk(node, path: str) -> Iterator[tuple[int, str, str]]:
    """``path`` is the id so far: ``camp:`` at the top, ``camp:tiles`` in a collection,
    ``camp:tiles.green_bum`` in an item (an item without ``id`` is named by its index)."""
    sep = "" if path.endswith(":") else "."
    if isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            item_id = _id(item)
            yield from _walk(item, f"{path}.{item_id if item_id is not None else i}")
    elif isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if not isinstance(key, yaml.ScalarNode):
                continue
            if isinstance(value, yaml.ScalarNode):
                if key.value in TEXT_FIELDS and value.tag.endswith(":str"):
                    yield value.start_mark.line + 1, f"{path}{sep}{key.value}", value.value
            else:
                yield from _walk(value, f"{path}{sep}{key.value}")


def _id(node) -> str | None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value == "id" and isinstance(value, yaml.ScalarNode):
                return value.value
    return None


def extract_yaml(fileobj, keywords, comment_tags, options):
    """Babel's extraction method: ``(line, "pgettext", (context, text), [])`` per text."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    name = getattr(fileobj, "name", "content/unknown/file.yaml")
    for line, text_id, english in text_ids(name, source):
        yield line, "pgettext", (text_id, english), []
