"""Shared by the bot tests: every object an observation gives a bot can reach."""

import dataclasses

from braus_desktop.rules.core import Play, State


def walk(value):
    """Every leaf object reachable from ``value`` (an observation field); a State
    anywhere inside is a leak of the whole deal and fails at once."""
    if isinstance(value, State):
        raise AssertionError("an observation reaches a State")
    if isinstance(value, (tuple, list, frozenset, set)):
        for v in value:
            yield from walk(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from walk(k)
            yield from walk(v)
    elif isinstance(value, Play):
        yield from walk(value.cards)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        # Event, and the rules' records (a Brus Risk): every field
        for f in dataclasses.fields(value):
            yield from walk(getattr(value, f.name))
    else:
        yield value
