"""Events are typed data: every kind a game emits is an EventKind in its EVENTS table,
with exactly the documented fields (its JSON info keys), and docs/rules-api.md lists the
same table."""

import random
import re
from pathlib import Path

import pytest

from braus_desktop.rules import GAME_IDS, game_class, make_game
from braus_desktop.rules.core import EventKind

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules-api.md"

CASES = [
    ("braus", {}),
    ("braus", {"players": 6}),
    ("brus", {}),
    ("brus", {"whistle": True, "oversmack": True, "risk_discarded": True}),
    ("brus", {"hand_size": 4, "risk_kc": True}),
    ("brus-solo", {}),
    ("brus-solo", {"no_stock": True}),
    ("brus-iceland", {}),
    ("brag", {}),
]


def documented() -> dict[str, dict[str, frozenset[str]]]:
    """game id -> kind -> info keys, read from the events table of the rules API doc."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("### Events") : text.index("### Observation")]
    out: dict[str, dict[str, frozenset[str]]] = {g: {} for g in GAME_IDS}
    rows = 0
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not cells[0].startswith("`"):
            continue
        rows += 1
        kind = cells[0].strip("`")
        keys = frozenset(re.findall(r"`([a-z_]+)`", cells[2]))
        for game_id in (g.strip() for g in cells[1].split(",")):
            assert kind not in out[game_id], f"{kind} listed twice for {game_id}"
            out[game_id][kind] = keys
    assert rows > 20
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_doc_lists_every_kind_and_key_each_game_declares(game_id):
    declared = {str(kind): frozenset(keys) for kind, keys in game_class(game_id).EVENTS.items()}
    assert documented()[game_id] == declared


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_declared_kind_is_an_event_kind(game_id):
    for kind in game_class(game_id).EVENTS:
        assert isinstance(kind, EventKind)


@pytest.mark.parametrize("game_id,options", CASES)
def test_deals_emit_only_declared_kinds_with_exactly_their_keys(game_id, options):
    game = make_game(game_id, **options)
    rng = random.Random(3)
    seen = set()
    for seed in range(40):
        state = game.new_deal(seed=seed, dealer=seed % game.n_players)
        while not state.is_over:
            state.apply(state.random_action(rng))
        for event in state.events:
            assert isinstance(event.kind, EventKind)
            assert event.kind in game.EVENTS, event
            assert set(event.facts()) == set(game.EVENTS[event.kind]), event
            seen.add(event.kind)
    assert {EventKind.DEALT, EventKind.HAND, EventKind.DEAL_SCORED} <= seen


def test_a_side_is_called_side_in_every_game():
    for game_id in GAME_IDS:
        for keys in game_class(game_id).EVENTS.values():
            assert "team" not in keys
