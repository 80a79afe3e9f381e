"""Records: versioned JSON that replays exactly, and refuses bad input with a sentence."""

import json
import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from braus_desktop.rules import GAME_IDS, Match, make_game, records
from braus_desktop.rules.records import RecordError


def finished_match(seed=3):
    m = Match(make_game("braus"), seed=seed)
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


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda r: r.update(format="zip"), "not a Bräus Desktop game record"),
        (lambda r: r.update(version=99), "newer than this app"),
        (lambda r: r.update(version="1"), "no version"),
        (lambda r: r.update(game="chess"), "unknown game 'chess'"),
        (lambda r: r.update(options={"players": 5}), "takes one of 4, 6"),
        (lambda r: r.update(options={"speed": 1}), "no option 'speed'"),
        (lambda r: r.update(deals="lots"), "no list of deals"),
        pytest.param(
            lambda r: r.update(deals=[{}] * (records.MAX_DEALS + 1)),
            "too many deals",
            marks=pytest.mark.slow,  # (a record of a million deals and one)
        ),
        (lambda r: r["deals"][0].update(dealer=True), "who dealt"),
        (lambda r: r["deals"][0].update(dealer=3), "cannot deal now"),
        (lambda r: r["deals"][0]["setup"]["hands"][0].__setitem__(0, "ZZ"), "'ZZ' is not a card"),
        (lambda r: r["deals"][0]["setup"]["hands"][0].__setitem__(0, 7), "not a card"),
        (lambda r: r["deals"][0]["setup"]["hands"][0].pop(), "8 cards"),
        (lambda r: r["deals"][0]["setup"].update(stock=["JC"]), "does not use"),
        (lambda r: r["deals"][0]["setup"].update(hands={"a": 1}), "wrong kind"),
        (lambda r: r["deals"][0]["actions"].insert(0, "2C"), "action 1 ('2C') is not legal"),
        (lambda r: r["deals"][0]["actions"].insert(0, {"$eval": 1}), "action 1 is not a move"),
        (
            lambda r: r["deals"][0]["actions"].__setitem__(slice(None), ["pass"] * 10000),
            "too many actions",
        ),
        (lambda r: r["deals"][0]["actions"].append("pass"), "after the deal ended"),
        (lambda r: r["deals"][0]["actions"].pop(), "stops before its end"),
        (lambda r: r["deals"][0]["setup"].update(hands=["x" * 10000] * 4), "too long"),
        (lambda r: r.update(meta={"x": [1]}), "notes"),
        (lambda r: r.update(meta={"x": 10**400}), "notes"),
        (lambda r: r["deals"][0]["setup"].update(scores=[10**400, 0]), "number out of range"),
        (lambda r: r.update(meta={"x": -(2**64)}), "notes"),
    ],
)
def test_hostile_records_are_refused_with_a_reason(change, words):
    text = broken(change)
    with pytest.raises(RecordError) as info:
        records.loads(text)
    assert words in str(info.value)


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "not valid JSON"),
        ("{", "not valid JSON"),
        ("[1, 2]", "not a game record"),
        ("[" * 100000 + "]" * 100000, "nested"),
        (b"\xff\xfe\x00", "not a text file"),
        ("null", "not a game record"),
        ('{"format": "braus-desktop-record"}', "no version"),
    ],
)
def test_garbage_is_refused_with_a_reason(text, words):
    with pytest.raises(RecordError) as info:
        records.loads(text)
    assert words in str(info.value)


def test_huge_file_is_refused_without_parsing(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as fh:  # (a sparse file: its size is what is asked first)
        fh.truncate(records.MAX_BYTES + 10)
    with pytest.raises(RecordError, match="too large"):
        records.load(path)
    with pytest.raises(RecordError, match="could not be read"):
        records.load(tmp_path / "missing.json")


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10_000), st.binary(max_size=40))
def test_truncated_and_corrupted_records_never_crash(cut, noise):
    text = records.dumps(finished_match(seed=1)).encode()
    for data in (
        text[: cut % len(text)],
        text[: cut % len(text)] + noise,
        noise + text[cut % len(text) :],
    ):
        try:
            records.loads(data)
        except RecordError as exc:
            assert str(exc)


@settings(max_examples=200, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=5),
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
        ),
        max_leaves=30,
    )
)
def test_random_json_never_crashes(value):
    for data in (
        value,
        {"format": "braus-desktop-record", "version": 1, "game": "braus", "deals": value},
        {
            "format": "braus-desktop-record",
            "version": 1,
            "game": "braus",
            "deals": [{"dealer": 0, "setup": value, "actions": value}],
        },
    ):
        try:
            records.record_to_match(data)
        except RecordError as exc:
            assert str(exc)


# ------------------------------------------------------------------ issue 19: hostile files


def _safe_sentence(message, longest=400):
    """What a player may be shown: printable, not too long, no Python internals."""
    assert message.isprintable(), repr(message)
    assert len(message) <= longest
    for internal in (
        "sys.set_int_max_str_digits",
        "JSONDecodeError",
        "Traceback",
        "Errno",
        "char ",
        "Expecting",
        "object at 0x",
    ):
        assert internal not in message


@pytest.mark.parametrize(
    "change, words",
    [
        (
            lambda r: r["deals"][0]["actions"].insert(0, "\x1b]0;owned\x07AS"),
            r"'\x1b]0;owned\x07AS'",
        ),
        (
            lambda r: r["deals"][0]["actions"].insert(0, "AS\nDeal 2 is fine"),
            r"'AS\nDeal 2 is fine'",
        ),
        (lambda r: r["deals"][0]["actions"].insert(0, "\u202eSA"), r"'\u202eSA'"),
        (lambda r: r["deals"][0]["actions"].insert(0, "Z" * 200), "Z" * 70 + "\u2026"),
        (lambda r: r["deals"][0]["setup"]["hands"][0].__setitem__(0, "\x1b[2J"), r"'\x1b[2J'"),
        (lambda r: r["deals"][0]["actions"].append("\x1b[31mAS"), r"('\x1b[31mAS') comes after"),
        (lambda r: r.update(game="\x1b[2Jchess"), r"unknown game '\x1b[2Jchess'"),
        (lambda r: r.update(options={"players\x1b[2J": 4}), r"no option 'players\x1b[2J'"),
        (lambda r: r.update(options={"players": "x" * 1000}), "wrong kind"),
        (lambda r: r.update(options={"players": 10**4000}), "wrong kind"),
        (lambda r: r.update(version=10**4000), "version far above, newer than this app"),
        (lambda r: r.update(seed=10**4000), "seed is not a number this app uses"),
        (lambda r: r["deals"][0].update(seed=-(10**300)), "seed is not a number this app uses"),
        (lambda r: r["deals"][0].update(dealer=10**4000), "cannot deal now"),
        (lambda r: r.update(deals=[]), "no deals"),
    ],
)
def test_hostile_text_is_quoted_with_escapes_and_cut(change, words):
    rec = good()
    change(rec)
    with pytest.raises(RecordError) as info:
        records.record_to_match(json.loads(json.dumps(rec)))
    message = str(info.value)
    assert words in message
    _safe_sentence(message)


@pytest.mark.parametrize(
    "text, words",
    [
        (
            '{"format": "braus-desktop-record", "version": ' + "9" * 5000 + "}",
            "number far too long",
        ),
        ('{"format": "braus-desktop-record", "version": NaN}', "NaN"),
        ('{"format": "braus-desktop-record", "version": -Infinity}', "-Infinity"),
        ('{\n  "format": 1,\n  oops', "not valid JSON (line 3, column 3)"),
        ("", "not valid JSON (line 1, column 1)"),
        ("\ufeff" + records.dumps(finished_match()), None),
        ("[" * 100000 + "]" * 100000, "nested"),
        ('{"a": ' * 5000 + "1" + "}" * 5000, "nested"),
        ('{"format": "braus-desktop-record", "version": 1e999}', "number far too large"),
        ('{"format": "braus-desktop-record", "meta": {"x": -1e400}}', "number far too large"),
    ],
)
def test_broken_json_is_worded_for_a_player(text, words):
    if words is None:  # a byte-order mark from an editor does no harm
        assert records.loads(text.encode("utf-8")).deals
        return
    with pytest.raises(RecordError) as info:
        records.loads(text)
    assert words in str(info.value)
    _safe_sentence(str(info.value))


def test_a_record_with_no_deals_is_refused():
    from braus_desktop.rules.match import Match

    empty = records.dumps(Match(make_game("brag"), seed=1, start=False))
    with pytest.raises(RecordError, match="no deals"):
        records.loads(empty)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_brag_record_without_notes_loads_as_dumps_writes_it(players):
    g = make_game("brag", players=players)
    m = Match(g, seed=players)
    rng = random.Random(players)
    for _ in range(3):
        while not m.deal.is_over:
            m.apply(m.deal.random_action(rng))
        if m.is_over:
            break
        m.next_deal()
    if not m.deal.is_over:
        m.apply(m.deal.random_action(rng))
    again = records.loads(records.dumps(m))
    assert "meta" not in json.loads(records.dumps(m))
    assert [str(a) for d in again.deals for _, a in d.history] == [
        str(a) for d in m.deals for _, a in d.history
    ]
    assert again.scores == m.scores


def _in_a_thread(fn, seconds=5.0):
    """fn()'s exception (or None), failing the test if fn blocks: a daemon thread, so a
    hang cannot keep the test run alive."""
    import threading

    box = {}

    def run():
        try:
            fn()
        except BaseException as exc:  # noqa: B902 - reported to the test
            box["exc"] = exc
        box["done"] = True

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert box.get("done"), "reading blocked"
    return box.get("exc")


@pytest.mark.skipif(
    not hasattr(os, "mkfifo"),
    reason="Windows has no FIFOs (its named pipes are not files in a folder)",
)
def test_special_files_are_refused_without_blocking(tmp_path):
    import os
    import socket

    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    sock_path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(sock_path))
    try:
        cases = [
            (fifo, "pipe (FIFO)"),
            ("/dev/zero", "device"),
            (tmp_path, "folder"),
            (sock_path, "socket"),
            (tmp_path / "nope.json", "no such file"),
        ]
        for path, words in cases:
            exc = _in_a_thread(lambda path=path: records.load(path))
            assert isinstance(exc, RecordError) and words in str(exc), (path, exc)
            _safe_sentence(str(exc))
    finally:
        server.close()


def test_read_regular_file_reads_within_its_limit(tmp_path):
    path = tmp_path / "r.json"
    path.write_bytes(b"x" * 100)
    assert records.read_regular_file(path, limit=100) == b"x" * 100
    with pytest.raises(records.FileRefused, match="too large"):
        records.read_regular_file(path, limit=99)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300), st.integers(0, 3))
def test_any_action_text_is_shown_safely(text, where):
    rec = good()
    actions = rec["deals"][0]["actions"]
    actions.insert(min(where, len(actions)), text)
    try:
        records.record_to_match(rec)
    except RecordError as exc:
        _safe_sentence(str(exc))


@pytest.mark.parametrize("depth", [64, 65, 1000, 5000])
@pytest.mark.parametrize("shape", ["lists", "objects", "inside a deal"])
def test_nesting_is_measured_the_same_on_every_python(shape, depth):
    """The app counts the nesting itself, before JSON's reader (which on 3.11 runs out of
    recursion near 1,000 levels and on 3.13 reads 5,000): a record nested more than
    ``MAX_DEPTH`` is called nested, on every Python; brackets in strings do not count."""
    if shape == "lists":
        text = "[" * depth + "]" * depth
    elif shape == "objects":
        text = '{"a": ' * depth + "1" + "}" * depth
    else:  # a good record with a deep value in its first deal's setup (4 levels above it)
        rec = good()
        rec["deals"][0]["setup"]["deep"] = "@"
        text = json.dumps(rec).replace('"@"', "[" * (depth - 4) + "]" * (depth - 4))
    assert records.nested_deeper_than(text, records.MAX_DEPTH) is (depth > records.MAX_DEPTH)
    with pytest.raises(RecordError) as info:
        records.loads(text)
    assert ("nested too deeply to be a game record" in str(info.value)) is (
        depth > records.MAX_DEPTH
    )
    assert not records.nested_deeper_than(json.dumps({"a": "[[[[" * 100, "b": "]}" * 9}), 2)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_dumps_writes_json_indent_1_to_the_byte_with_deals_kept(game_id):
    """``dumps`` writes each finished deal once and keeps its text: at every point of a
    match (finished deals, one in play, with notes and with fields added to some deals)
    it is exactly ``json.dumps(record, ensure_ascii=False, indent=1)``."""
    match = Match(make_game(game_id), seed=5)
    rng = random.Random(5)
    notes = {"names": '["Åsa", "\\u202e"]', "mode": "practice", "n": 3, "x": None}
    extras = {1: {"review": {"a": [1, {"b": "ü\n", "c": {}}], "d": []}}}
    checked = 0
    for _ in range(300):
        if match.is_over:
            break
        if match.deal.is_over:
            match.next_deal()
            continue
        match.apply(rng.choice(list(match.deal.legal_actions())))
        record = records.match_to_record(match, notes)
        assert records.dumps(match, notes) == json.dumps(record, ensure_ascii=False, indent=1)
        record["deals"][0].update(extras[1])
        assert records.dumps(match, notes, extras) == json.dumps(
            record, ensure_ascii=False, indent=1
        )
        checked += 1
    assert checked >= 3 and len(match.deals) >= 2
