"""Shared by the bot tests: every object an observation gives a bot can reach."""

import dataclasses

from braus_desktop.rules.core import Event, State


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
    elif isinstance(value, Event):
        for f in dataclasses.fields(value):
            yield from walk(getattr(value, f.name))
    else:
        yield value
