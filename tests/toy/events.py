"""The toy game's event kinds, declared once with their data fields, and its two handler tables:
the log lines (:mod:`.rules`) and the animations (:mod:`.view`)."""

from game.core.events import EventKinds

EVENTS = EventKinds("noughts", marked=("cell",), won=("line",), drawn=())
LOG = EVENTS.handlers("log")
ANIMATE = EVENTS.handlers("animate")
