"""Multi-part actions picked part by part (no pygame).

Every decision is one action, but a table often asks for it in steps: pick a tile, then the space
it goes to, then how it is turned; pick who gives a coin, then who gets it. ``parts(action)`` names
the parts of a legal action in the order a player picks them (``None``: the action is one click of
its own, a button). The composer filters the legal actions by the parts picked so far, so every
part it offers leads to a legal action and the last part yields exactly one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

Part = Hashable


class Composer:
    def __init__(self, actions: Iterable[Any], parts: Callable[[Any], Iterable[Part] | None]):
        self.actions: list = list(actions)
        self.parts: dict[Any, tuple] = {}
        #: the one-click actions (no parts), by their kind
        self.buttons: dict[str, list] = {}
        for action in self.actions:
            got = parts(action)
            if got is None:
                self.buttons.setdefault(action[0], []).append(action)
            else:
                self.parts[action] = tuple(got)

    def after(self, picked: tuple = ()) -> list:
        """The actions that begin with the parts ``picked``, in the rules' order."""
        n = len(picked)
        return [a for a, p in self.parts.items() if p[:n] == picked]

    def next(self, picked: tuple = ()) -> list[Part]:
        """What may be picked after ``picked``: the distinct next parts, in the rules' order."""
        n = len(picked)
        seen: dict[Part, None] = {}
        for p in self.parts.values():
            if len(p) > n and p[:n] == picked:
                seen.setdefault(p[n])
        return list(seen)

    def complete(self, picked: tuple) -> Any | None:
        """The one action made of exactly the parts ``picked``, or None."""
        for action, p in self.parts.items():
            if p == picked:
                return action
        return None

    def only(self, picked: tuple = ()) -> Any | None:
        """The one action left after ``picked`` (a pick that needs nothing more), or None."""
        left = self.after(picked)
        return left[0] if len(left) == 1 else None
