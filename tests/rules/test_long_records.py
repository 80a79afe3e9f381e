"""Careers in records (issue 45): a record of thousands of deals is read a deal at a time,
so loading, saving and replaying it take time in proportion to its deals and memory that
does not grow with them; each deal still has its own limits of size and nesting.

The records are Bräus matches of drawn deals (B9: the same dealer deals again, and the
match goes on), as benchmarks/match_replay.py makes them, built here as text at once."""

from __future__ import annotations

import gc
import json
import sys
import tracemalloc
from pathlib import Path

import pytest

from braus_desktop.rules import kept, make_game, records
from braus_desktop.rules.records import RecordError

sys.path.insert(0, str(Path(__file__).parents[1] / "bots"))
from benchmark_module import load  # noqa: E402

DEALS = 5000


@pytest.fixture(scope="module")
def pool():
    """Two Bräus deals (hands, dealer 0) with a line of play that ends drawn."""
    drawn_line = load("match_replay").drawn_line
    game = make_game("braus")
    found = []
    for seed in (73, 148):  # (two shuffles with a drawn line: the search finds it at once)
        state = game.new_deal(seed=seed, dealer=0)
        line = drawn_line(state)
        assert line is not None
        found.append((state.setup().to_json()["hands"], line))
    return found


def career(pool, deals: int) -> str:
    """A record of ``deals`` drawn deals, as ``records.dumps`` writes it."""
    data = {
        "format": records.FORMAT,
        "version": records.VERSION,
        "game": "braus",
        "options": make_game("braus").option_values,
        "seed": 1,
        "first_dealer": 0,
        "deals": [
            {
                "dealer": 0,
                "seed": None,
                "setup": {"hands": pool[n % 2][0]},
                "actions": pool[n % 2][1],
            }
            for n in range(deals)
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=1)


@pytest.fixture(scope="module")
def long_record(pool, tmp_path_factory):
    path = tmp_path_factory.mktemp("career") / "career.json"
    path.write_text(career(pool, DEALS), encoding="utf-8")
    return path


def test_a_career_loads_and_saves_byte_for_byte(long_record):
    """More deals than the old cap of 2,000 (and larger than its 4 MB... in bytes per deal
    the same record): every deal replayed, saved again exactly as it was read."""
    match = records.load(long_record)
    assert len(match.deals) == DEALS and not match.is_over and match.scores == (0, 0)
    assert all(state.is_over and state.result().winner is None for state in match.deals)
    assert records.dumps(match) == long_record.read_text(encoding="utf-8")


@pytest.mark.slow  # (a whole career replayed: seconds)
def test_a_career_replayed_keeps_only_its_last_deal(long_record):
    """Replayed for its outcome, the match lets go of each deal and its result; each
    result is handed out as its deal is replayed, in order."""
    told = []
    match = records.load(long_record, keep=1, on_result=told.append)
    assert len(match.deals) == 1 and match.dropped == DEALS - 1
    assert match.scores == (0, 0) and not match.is_over
    with pytest.raises(ValueError, match="let go of"):
        match.results  # noqa: B018 (asking is the test)
    whole = records.load(long_record)
    assert [r.to_json() for r in told] == [r.to_json() for r in whole.results]
    assert len(told) == DEALS
    assert match.deal.history == whole.deal.history


@pytest.mark.slow  # (a whole career replayed: seconds)
def test_the_command_line_replays_a_career(long_record, capsys):
    """``replay`` writes every deal's result as it replays it, in the very text of the
    whole output written at once."""
    from braus_desktop import cli
    from braus_desktop.cli import _state_json

    assert cli.main(["replay", str(long_record)]) in (0, None)
    text = capsys.readouterr().out
    out = json.loads(text)
    assert out["deals"] == DEALS and len(out["results"]) == DEALS
    assert out["scores"] == [0, 0] and out["match_over"] is False
    whole = records.load(long_record)
    expected = {
        "game": "braus",
        "options": whole.game.option_values,
        "deals": DEALS,
        "scores": [0, 0],
        "winner": None,
        "match_over": False,
        "final": _state_json(whole.deal),
        "results": [r.to_json() for r in whole.results],
    }
    assert text == json.dumps(expected, ensure_ascii=False, indent=2) + "\n"


def _peak(fn) -> int:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_reading_a_record_takes_the_same_memory_at_any_length(pool, tmp_path):
    """The deals are read one at a time: the most memory reading 5,000 deals takes is
    within a small factor of reading 500 (the whole text and its JSON were held before),
    and the same as reading 1,000 once the text is longer than what is read at a time."""
    peaks = {}
    for deals in (500, 1000, 5000):
        path = tmp_path / f"{deals}.json"
        path.write_text(career(pool, deals), encoding="utf-8")
        peaks[deals] = _peak(lambda p=path: sum(1 for _ in records.deals_in(p)))
        assert sum(1 for _ in records.deals_in(path)) == deals
    assert path.stat().st_size > 3 * records.CHUNK  # (read in several parts)
    assert peaks[5000] < 2 * peaks[500], peaks
    assert peaks[5000] < 1.25 * peaks[1000], peaks


def test_the_command_line_writes_nothing_of_a_record_refused_late(pool, tmp_path, capsys):
    """``replay`` writes each result to its spool as it goes: a record refused at its
    300th deal prints the sentence alone, not the results before it."""
    from braus_desktop import cli

    data = json.loads(career(pool, 300))
    data["deals"][299]["actions"][3] = "ZZ"
    path = tmp_path / "late.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Deal 300, action 4: 'ZZ' is not a move" in err


def _held(fn) -> int:
    """The memory what ``fn`` returns still holds (what it took on the way is let go)."""
    gc.collect()
    tracemalloc.start()
    try:
        kept = fn()
        gc.collect()
        held = tracemalloc.get_traced_memory()[0]
        del kept
        return held
    finally:
        tracemalloc.stop()


@pytest.mark.slow  # (a whole career replayed: seconds)
def test_a_replay_holds_a_few_numbers_a_deal(pool, tmp_path):
    """What a replay for the outcome holds does not grow with the record but by the
    rules' few numbers a deal (winner, points, tricks: 40 bytes; each deal's whole
    result, about 1 KB, was held to the end before)."""
    held = {}
    for deals in (1000, 4000):
        path = tmp_path / f"{deals}.json"
        path.write_text(career(pool, deals), encoding="utf-8")
        held[deals] = _held(lambda p=path: records.load(p, keep=1, on_result=lambda r: None))
    assert (held[4000] - held[1000]) / 3000 < 100, held


@pytest.mark.slow  # (a whole career replayed: seconds)
def test_an_imported_career_holds_half_of_what_its_deals_made(pool, tmp_path):
    """Every deal is kept (the window shows and saves them), but a finished deal lets
    go of its event log, and the (seat, action) pairs of its history are the ones every
    deal shares: what 1,000 more deals hold is about 4 KB a deal (6.2 KB with a pair of
    each deal's own, 12 KB with the event logs), the rest of a Bräus deal's hands,
    history and result."""
    held = {}
    for deals in (300, 1300):
        path = tmp_path / f"{deals}.json"
        path.write_text(career(pool, deals), encoding="utf-8")
        held[deals] = _held(lambda p=path: records.load(p))
    assert (held[1300] - held[300]) / 1000 < 5000, held


def test_deals_played_alike_share_their_histories_pairs(pool):
    match = records.loads(career(pool, 6))
    first, again = match.deals[0], match.deals[2]  # (the same line of play)
    assert first.history == again.history
    assert all(a is b for a, b in zip(first.history, again.history))


def test_a_mistake_deep_in_a_long_record_is_placed_by_line_and_column(pool):
    text = career(pool, 3000)
    assert len(text) > 2 * records.CHUNK
    at = text.rindex('"actions"')
    broken = text[:at] + "oops" + text[at + 1 :]
    try:
        json.loads(broken)
    except json.JSONDecodeError as exc:
        expected = f"not valid JSON (line {exc.lineno}, column {exc.colno})"
    with pytest.raises(RecordError) as info:
        records.loads(broken)
    assert expected in str(info.value)


def _deep(levels: int) -> list:
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


@pytest.mark.parametrize(
    "deal, words",
    [
        (
            {"dealer": 0, "setup": {"hands": ["x" * (records.MAX_PART + 10)]}},
            "Deal 2 of the record is too large",
        ),
        ({"dealer": 0, "setup": {}, "notes": _deep(records.MAX_DEPTH)}, "nested too deeply"),
    ],
)
def test_each_deal_has_its_limits(pool, deal, words):
    data = json.loads(career(pool, 3))
    data["deals"].insert(1, deal)
    with pytest.raises(RecordError, match=words):
        records.loads(json.dumps(data))


def test_a_record_listing_its_deals_twice_is_refused(pool):
    text = career(pool, 2)
    twice = text[:-1].rstrip() + ', "deals": []}'
    with pytest.raises(RecordError, match="lists its deals twice"):
        records.loads(twice)


def test_a_career_saved_after_a_move_encodes_only_the_deal_in_play(long_record, monkeypatch):
    """The window saves after every move: a finished deal's text is written once and
    kept (it never changes), so the save of a long match after a move encodes the deal
    in play alone, and still writes the very text of the whole match."""
    match = records.load(long_record)
    records.dumps(match)
    match.next_deal()
    match.apply(next(iter(match.deal.legal_actions())))
    encoded = []
    deal_data = kept.deal_data

    def counted(state):
        encoded.append(state)
        return deal_data(state)

    monkeypatch.setattr(kept, "deal_data", counted)
    text = records.dumps(match, {"mode": "practice"})
    assert encoded == [match.deal]
    monkeypatch.setattr(kept, "deal_data", deal_data)
    assert text == json.dumps(
        records.match_to_record(match, {"mode": "practice"}), ensure_ascii=False, indent=1
    )


def test_a_snapshot_read_back_beside_its_match_plays_only_what_differs(pool, monkeypatch):
    """Undo reads a snapshot of the match in play back: the finished deals written as
    they were are taken from the match as they are (the same deals, not played again),
    and only the rest is read and played; the match is the one a fresh load makes."""
    match = records.loads(career(pool, 300))
    match.next_deal()
    match.apply(next(iter(match.deal.legal_actions())))
    snapshot = records.dumps(match, {"mode": "practice"})  # (an undo point)
    while not match.deal.is_over:  # the move and the replies after it
        match.apply(next(iter(match.deal.legal_actions())))
    assert not match.is_over
    match.next_deal()
    dealt = []
    new_deal = type(match.game).new_deal

    def counted(game, *args, **kwargs):
        dealt.append(kwargs.get("dealer"))
        return new_deal(game, *args, **kwargs)

    monkeypatch.setattr(type(match.game), "new_deal", counted)
    back, meta = records.loads_with_meta(snapshot, reuse=match)
    assert len(dealt) == 1  # the deal in play at the snapshot, played again
    assert len(back.deals) == 301 and meta == {"mode": "practice"}
    assert all(a is b for a, b in zip(back.deals[:300], match.deals[:300]))
    assert back.deals[300] is not match.deals[300] and len(back.deal.history) == 1
    monkeypatch.undo()
    fresh = records.loads(snapshot)
    assert records.dumps(back, {"mode": "practice"}) == snapshot
    assert (back.scores, back.winner, len(back.deal.legal_actions())) == (
        fresh.scores,
        fresh.winner,
        len(fresh.deal.legal_actions()),
    )
    assert back.deal.events == fresh.deal.events


def test_a_snapshot_that_differs_from_its_match_is_read_and_checked(pool):
    """A deal of the snapshot that is not written as the match's own is read and played
    as in any record (its mistakes said as always), and a snapshot of another game or
    start takes nothing from the match."""
    match = records.loads(career(pool, 30))
    records.dumps(match)
    text = records.dumps(match)
    at = text.index('"actions"', text.index('"dealer"', len(text) // 2))
    bad = text[:at] + text[at:].replace('"JC"', '"ZZ"', 1)
    with pytest.raises(RecordError, match=r"Deal \d+, action \d+: 'ZZ' is not a move"):
        records.loads_with_meta(bad, reuse=match)
    other = records.loads(text.replace('"seed": 1,', '"seed": 2,', 1))
    back, _ = records.loads_with_meta(text, reuse=other)
    assert not any(a is b for a, b in zip(back.deals, other.deals))
    assert records.dumps(back) == text
