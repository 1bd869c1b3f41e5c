"""Rock'n Rodeo's abilities, space bonuses and event effects as handlers registered by their YAML
id (no pygame). model.py declares the vocabularies; :func:`check_handlers` (run by the tests and
at load) makes sure every declared id has its handler here.

A handler is called ``fn(state, seat, effect, pick, events)``: ``effect`` is the
:class:`~.model.Effect` (its ``delta``/``count``), ``pick`` what the player chose for it (a rival's
seat, a genre index, a band) or None, and it appends the events it causes.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.state import Event

from .model import EVENT_EFFECTS, FAN_ABILITIES, SPACE_BONUSES

FAN: dict[str, Callable] = {}
SPACE: dict[str, Callable] = {}
EVENT: dict[str, Callable] = {}


def handles(*tables: dict, ids: tuple[str, ...]):
    def register(fn):
        for table in tables:
            for effect_id in ids:
                table[effect_id] = fn
        return fn
    return register


def check_handlers() -> list[str]:
    """Declared ids without a handler ("fan:chaos" …): empty when all is wired."""
    return [f"{name}:{i}" for name, vocab, table in (("fan", FAN_ABILITIES, FAN), ("space", SPACE_BONUSES, SPACE),
                                                      ("event", EVENT_EFFECTS, EVENT))
            for i in vocab if i not in table]


# -- the status tracks, on one's own festival or a rival's -----------------------------------

@handles(FAN, SPACE, EVENT, ids=("chaos", "hygiene", "mood"))
def _track(state, seat, effect, pick, events):
    state.move_track(seat, effect.id, effect.delta, events)


@handles(EVENT, ids=("rival_chaos", "rival_hygiene", "rival_mood"))
def _rival_track(state, seat, effect, pick, events):
    state.move_track(pick, effect.id[len("rival_"):], effect.delta, events, by=seat)


@handles(FAN, ids=("no_fast_food", "no_drinks"))
def _aversion(state, seat, effect, pick, events):
    """Aversions act when the fans shop (``RodeoState.can_pay``), not when they arrive."""


# -- money ----------------------------------------------------------------------------------

@handles(SPACE, EVENT, ids=("income", "cash"))
def _cash(state, seat, effect, pick, events):
    state.pay(seat, effect.delta, events)


@handles(EVENT, ids=("rival_cash",))
def _rival_cash(state, seat, effect, pick, events):
    state.pay(pick, effect.delta, events, by=seat)


@handles(EVENT, ids=("fee_discount",))
def _fee_discount(state, seat, effect, pick, events):
    state.fests[seat].fee_discount += effect.delta


@handles(EVENT, ids=("expansion_discount",))
def _expansion_discount(state, seat, effect, pick, events):
    state.fests[seat].expansion_discount += effect.delta


@handles(EVENT, ids=("power",))
def _power(state, seat, effect, pick, events):
    state.fests[seat].bonus_power[pick] += effect.delta
    events.append(Event("power", seat, {"genre": pick, "delta": effect.delta}))


# -- fans, cards and bands ---------------------------------------------------------------------

@handles(EVENT, ids=("extra_fans",))
def _extra_fans(state, seat, effect, pick, events):
    state.take_fans(seat, pick, effect.count, events, walk_in=True)


@handles(EVENT, ids=("fan_card",))
def _fan_card(state, seat, effect, pick, events):
    """As many cards as the genre's deck still holds (a draw from an empty deck would leave
    chance nothing to draw)."""
    queued = sum(1 for t in state.chance if t[0] == "fan" and t[2] == pick)
    for _ in range(min(effect.count, len(state.fan_deck[pick]) - queued)):
        state.chance.append(("fan", seat, pick))


@handles(EVENT, ids=("replace_band",))
def _replace_band(state, seat, effect, pick, events):
    state.replace_band(seat, pick, events)


@handles(EVENT, ids=("band_space",))
def _band_space(state, seat, effect, pick, events):
    state.fests[seat].band_extra += effect.delta


# -- the campsite --------------------------------------------------------------------------------

@handles(EVENT, ids=("flip",))
def _flip(state, seat, effect, pick, events):
    for _ in range(effect.count):
        state.cheer_oldest(seat, events)


@handles(SPACE, EVENT, ids=("clean", "collect_garbage"))
def _clean(state, seat, effect, pick, events):
    for _ in range(effect.count):
        state.remove_garbage(seat, events)
