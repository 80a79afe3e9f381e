"""A deal's coaching as one value (bots/coaching.py): the pipeline gives what its parts
give, its JSON is what a record keeps (the key moments stored beside the review), a
record written before key moments were stored still reads, and a hostile block is
refused without costing the record."""

import json

import pytest

from braus_desktop.bots import default_level
from braus_desktop.bots.coaching import DealCoaching, coach_deal, coach_steps, read_from_record
from braus_desktop.bots.key_moments import KeyMoment, key_moments
from braus_desktop.bots.par import deal_par
from braus_desktop.bots.review import review_deal
from braus_desktop.rules import records
from braus_desktop.rules.played import PlayedDeal, Seating
from tests.bots.test_review import braus_blunder

NAMES = ["You", "West", "North", "East"]


@pytest.fixture(scope="module")
def blunder():
    match = braus_blunder()
    played = PlayedDeal.of(match.deals[0])
    seating = Seating(0, ("human",) + (default_level("braus"),) * 3, 1, match.seed)
    return match, played, seating, coach_deal(played, seating, NAMES, samples=12, replays=2)


def test_the_pipeline_gives_what_its_parts_give(blunder):
    match, played, seating, coaching = blunder
    state = match.deals[0]
    review = review_deal(state, 0, 1, samples=12)
    par = deal_par(played, seating, replays=2)
    assert coaching.review.decisions == review.decisions
    assert coaching.par == par and coaching.counts == review.counts
    assert coaching.moments == key_moments(review, state, NAMES) and coaching.moments
    assert [e.key for e in coaching.exercises(NAMES, "m")]  # the blunder is an exercise
    steps = coach_steps(played, seating, NAMES, samples=12, replays=2)
    kinds = []
    while True:
        try:
            kinds.append(next(steps)[0])
        except StopIteration as done:
            assert done.value == coaching
            break
    assert kinds.count("replay") == 3 and "decision" in kinds  # (replay 0: par begins)


def test_the_json_keeps_the_key_moments_and_reads_back(blunder):
    match, played, _seating, coaching = blunder
    data = json.loads(json.dumps(coaching.to_json()))
    assert data["key_moments"] == [m.to_json() for m in coaching.moments]
    back = DealCoaching.from_json(data, played)
    # (the values as JSON keeps them: rounded to 4 places)
    assert back.to_json() == coaching.to_json() and back.moments == coaching.moments
    # written before the key moments were stored: they are made as it is read
    older = {k: v for k, v in data.items() if k != "key_moments"}
    assert DealCoaching.from_json(older, played, NAMES).moments == coaching.moments


@pytest.mark.parametrize(
    "change",
    [
        {"index": 99},
        {"cost": float("nan")},
        {"cost": 10**400},
        {"exact": "yes"},
        {"text": 5},
        {"text_phrase": {"context": "Coach", "template": "{a.__class__}", "args": {"a": 1}}},
    ],
)
def test_a_hostile_key_moment_is_refused_with_its_review(blunder, change):
    match, _played, _seating, coaching = blunder
    data = json.loads(json.dumps(coaching.to_json()))
    data["key_moments"][0].update(change)
    record = json.loads(records.dumps(match))
    record["deals"][0]["review"] = data
    found, refused = read_from_record(record, match, 0, NAMES)
    assert found == [] and refused == [1]
    if "index" not in change:
        with pytest.raises(ValueError):
            KeyMoment.from_json(data["key_moments"][0])


def test_a_review_of_another_deal_or_seat_is_refused(blunder):
    match, _played, _seating, coaching = blunder
    record = json.loads(records.dumps(match))
    record["deals"][0]["review"] = coaching.to_json()
    (found,), refused = read_from_record(record, match, 0, NAMES)
    assert found.to_json() == coaching.to_json() and refused == []
    assert read_from_record(record, match, 1, NAMES) == ([], [1])  # another seat's
    record["deals"][0]["review"]["decisions"][0]["played"] = "JC"
    assert read_from_record(record, match, 0, NAMES) == ([], [1])
