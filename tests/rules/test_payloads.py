"""Typed payloads between layers (issue 37): an event is a frozen value of its kind's
class, an observation has the same fields in every phase of a deal, and no module
outside rules/ reads a payload by key (``event.info``, ``result.details``,
``observation.public`` are gone)."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from braus_desktop.rules import GAME_IDS, make_game
from braus_desktop.rules.core import Event

PACKAGE = Path(__file__).resolve().parents[2] / "braus_desktop"
PAYLOADS = {"info", "details", "public"}


def payload_reads(path: Path) -> list[str]:
    """Every ``x.info``, ``x.details`` or ``x.public`` in a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.name}:{node.lineno}: .{node.attr}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr in PAYLOADS
    ]


def played_out(game_id: str, seed: int):
    game = make_game(game_id)
    state = game.new_deal(seed=seed, dealer=seed % game.n_players)
    rng = random.Random(seed)
    seen = [state.observation(state.current_player)]
    while not state.is_over:
        state.apply(state.random_action(rng))
        seen.append(state.observation(seen[-1].seat if state.is_over else state.current_player))
    return state, seen


def test_the_check_finds_a_payload_read(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(
        'a = ev.info.get("side")\nb = r.details["jan"]\nc = obs.public\n', encoding="utf-8"
    )
    assert len(payload_reads(probe)) == 3


def test_no_module_outside_the_rules_reads_a_payload_by_key():
    modules = [p for p in PACKAGE.rglob("*.py") if "rules" not in p.relative_to(PACKAGE).parts]
    assert len(modules) > 50
    found = [hit for p in modules for hit in payload_reads(p)]
    assert not found, "payload reads by key outside rules/:\n" + "\n".join(found)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_observation_has_the_same_fields_in_every_phase(game_id):
    """The Icelandic cut showed 10 public facts and play 14: one type now, the same fields
    (None or empty where the phase has none)."""
    shapes = set()
    for seed in range(6):
        _, seen = played_out(game_id, seed)
        shapes |= {(type(o), tuple(o.facts())) for o in seen}
    assert len(shapes) == 1, shapes


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_event_is_a_frozen_value_of_its_kinds_class(game_id):
    for seed in range(6):
        state, _ = played_out(game_id, seed)
        for event in state.events:
            assert isinstance(event, Event) and type(event).kind == event.kind
            hash(event)  # every field a value: no dict or list inside
            with pytest.raises(AttributeError):
                event.seat = 9
