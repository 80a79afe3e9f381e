"""Records: versioned JSON that replays exactly, and refuses bad input with a sentence."""

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from braus_desktop.rules import make_game, records
from braus_desktop.rules.records import RecordError


def finished_match(seed=3):
    m = make_game("braus").new_match(seed=seed)
    rng = random.Random(seed)
    for _ in range(3):
        while not m.deal.is_over:
            m.apply(rng.choice(m.deal.legal_actions()))
        if m.is_over:
            break
        m.next_deal()
    return m


def test_record_shape_is_documented_json():
    rec = json.loads(records.dumps(finished_match(), meta={"players": "Ann, Bo"}))
    assert rec["format"] == "braus-desktop-record" and rec["version"] == 1
    assert rec["game"] == "braus" and rec["options"] == {"players": 4, "target": 6}
    deal = rec["deals"][0]
    assert set(deal) == {"dealer", "seed", "setup", "actions"}
    assert len(deal["setup"]["hands"]) == 4 and all(isinstance(a, str) for a in deal["actions"])


def test_save_and_load_file(tmp_path):
    m = finished_match()
    path = tmp_path / "game.json"
    records.save(path, m)
    again = records.load(path)
    assert [d.history for d in again.deals] == [d.history for d in m.deals]
    assert again.deal.events == m.deal.events


def good():
    return json.loads(records.dumps(finished_match()))


def broken(change):
    rec = good()
    change(rec)
    return json.dumps(rec)


@pytest.mark.parametrize("change, words", [
    (lambda r: r.update(format="zip"), "not a Bräus Desktop game record"),
    (lambda r: r.update(version=99), "newer than this app"),
    (lambda r: r.update(version="1"), "no version"),
    (lambda r: r.update(game="chess"), "unknown game 'chess'"),
    (lambda r: r.update(options={"players": 5}), "takes one of 4, 6"),
    (lambda r: r.update(options={"speed": 1}), "no option 'speed'"),
    (lambda r: r.update(deals="lots"), "no list of deals"),
    (lambda r: r.update(deals=[{}] * 5000), "too many deals"),
    (lambda r: r["deals"][0].update(dealer=True), "who dealt"),
    (lambda r: r["deals"][0].update(dealer=3), "cannot deal now"),
    (lambda r: r["deals"][0]["setup"]["hands"][0].__setitem__(0, "ZZ"), "'ZZ' is not a card"),
    (lambda r: r["deals"][0]["setup"]["hands"][0].__setitem__(0, 7), "not a card"),
    (lambda r: r["deals"][0]["setup"]["hands"][0].pop(), "8 cards"),
    (lambda r: r["deals"][0]["setup"].update(stock=["JC"]), "does not use"),
    (lambda r: r["deals"][0]["setup"].update(hands={"a": 1}), "wrong kind"),
    (lambda r: r["deals"][0]["actions"].insert(0, "2C"), "action 1 ('2C') is not legal"),
    (lambda r: r["deals"][0]["actions"].insert(0, {"$eval": 1}), "action 1 is not a move"),
    (lambda r: r["deals"][0]["actions"].__setitem__(slice(None), ["pass"] * 10000), "too many actions"),
    (lambda r: r["deals"][0]["actions"].append("pass"), "after the deal ended"),
    (lambda r: r["deals"][0]["actions"].pop(), "stops before its end"),
    (lambda r: r["deals"][0]["setup"].update(hands=["x" * 10000] * 4), "too long"),
    (lambda r: r.update(meta={"x": [1]}), "notes"),
])
def test_hostile_records_are_refused_with_a_reason(change, words):
    text = broken(change)
    with pytest.raises(RecordError) as info:
        records.loads(text)
    assert words in str(info.value)


@pytest.mark.parametrize("text, words", [
    ("", "not valid JSON"), ("{", "not valid JSON"), ("[1, 2]", "not a game record"),
    ("[" * 100000 + "]" * 100000, "nested"), (b"\xff\xfe\x00", "not a text file"),
    ("null", "not a game record"), ('{"format": "braus-desktop-record"}', "no version"),
])
def test_garbage_is_refused_with_a_reason(text, words):
    with pytest.raises(RecordError) as info:
        records.loads(text)
    assert words in str(info.value)


def test_huge_file_is_refused_without_parsing(tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (records.MAX_BYTES + 10))
    with pytest.raises(RecordError, match="too large"):
        records.load(path)
    with pytest.raises(RecordError, match="could not be read"):
        records.load(tmp_path / "missing.json")


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10_000), st.binary(max_size=40))
def test_truncated_and_corrupted_records_never_crash(cut, noise):
    text = records.dumps(finished_match(seed=1)).encode()
    for data in (text[:cut % len(text)], text[:cut % len(text)] + noise,
                 noise + text[cut % len(text):]):
        try:
            records.loads(data)
        except RecordError as exc:
            assert str(exc)


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=30))
def test_random_json_never_crashes(value):
    for data in (value, {"format": "braus-desktop-record", "version": 1, "game": "braus",
                         "deals": value},
                 {"format": "braus-desktop-record", "version": 1, "game": "braus",
                  "deals": [{"dealer": 0, "setup": value, "actions": value}]}):
        try:
            records.record_to_match(data)
        except RecordError as exc:
            assert str(exc)
