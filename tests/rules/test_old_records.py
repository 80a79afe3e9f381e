"""Records and the JSON forms of results and events are kept exactly across the typed
payloads (issue 37): matches saved by the code before them (``data/old_records.json``,
one match of each game with the results and event logs that code gave) load, replay to
the same results and events, and save to the same record."""

import json
from pathlib import Path

import pytest

from braus_desktop.rules import records

OLD = json.loads((Path(__file__).parent / "data" / "old_records.json").read_text("utf-8"))


@pytest.mark.parametrize("saved", OLD, ids=lambda s: s["record"]["game"] + str(len(s["deals"])))
def test_an_old_record_loads_replays_and_saves_the_same(saved):
    match = records.loads(json.dumps(saved["record"]))
    assert records.match_to_record(match) == saved["record"]
    assert len(match.deals) == len(saved["deals"])
    for state, old in zip(match.deals, saved["deals"]):
        assert [e.to_json() for e in state.events] == old["events"]
        if old["result"] is not None:
            assert state.result().to_json() == old["result"]


def test_the_old_records_hold_every_game():
    games = {s["record"]["game"] for s in OLD}
    assert games == {"braus", "brus", "brus-solo", "brus-iceland", "brag"}
