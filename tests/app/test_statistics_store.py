"""The statistics store: what a finished deal and match become, counting each once, modes
kept apart, the Brús series, and every kind of bad database file set aside byte for byte
(with hypothesis feeding truncated and random bytes) while a fresh store takes over."""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from braus_desktop import rules
from braus_desktop.app.store.statistics import (
    SCHEMA_VERSION,
    StatisticsError,
    StatisticsStore,
    deal_row,
    match_key,
    match_row,
    review_row,
    variant_key,
)
from braus_desktop.bots import make_bot


def play(game_id: str, seed: int, level: str = "beginner", **options):
    """A whole match between bots, through the rules API only."""
    game = rules.make_game(game_id, **options)
    match = rules.Match(game, seed=seed)
    bots = [make_bot(level, game, seed=seed * 7 + s) for s in range(game.n_players)]
    while True:
        state = match.deal
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        if match.is_over:
            return match
        match.next_deal()


def rows(match, mode="serious"):
    key = match_key(match)
    return (
        [deal_row(match, d, n, key, mode) for n, d in enumerate(match.deals, start=1)],
        match_row(match, key, mode),
    )


def store_at(tmp: Path) -> StatisticsStore:
    return StatisticsStore(tmp / "statistics.sqlite3")


# --------------------------------------------------------------------------- facts


def test_a_match_becomes_one_row_per_deal_and_one_for_the_match(tmp_path):
    match = play("braus", 3, target=3)
    store = store_at(tmp_path)
    deals, whole = rows(match)
    assert store.record(deals, whole) == len(match.deals) + 1
    [s] = store.summaries("serious")
    assert (s.game, s.variant) == ("braus", variant_key({"players": 4, "target": 3}))
    assert s.deals == len(match.deals) and s.matches == 1
    side = match.game.side_of(0)
    won = sum(1 for d in match.deals if d.result().winner == side)
    assert s.deals_won == won
    assert s.points_for == sum(d.result().points[side] for d in match.deals)
    assert s.matches_won == (1 if match.winner == side else 0)
    assert s.matches_won + s.matches_lost == 1


def test_recording_again_counts_nothing_twice(tmp_path):
    match = play("brag", 1, target=5)
    store = store_at(tmp_path)
    deals, whole = rows(match)
    store.record(deals, whole)
    assert store.record(deals, whole) == 0
    assert store.counts() == {"deals": len(match.deals), "matches": 1}


def everything(tmp: Path) -> list[tuple]:
    """Every row of the statistics file, as it is on disk."""
    with sqlite3.connect(tmp / "statistics.sqlite3") as conn:
        return (
            conn.execute("SELECT * FROM deals ORDER BY match_key, deal_no").fetchall()
            + conn.execute("SELECT * FROM matches ORDER BY match_key").fetchall()
        )


def test_a_stale_window_never_removes_or_rewrites_what_another_window_wrote(tmp_path):
    """Two windows resumed the same practice match at deal 3; one played it to the end.
    The other, finishing deal 3 its own way later, must not take back the deals and the
    match result the first one wrote meanwhile, nor replace its deal 3."""
    match = play("braus", 3)
    deals, whole = rows(match, "practice")
    key = whole["match_key"]
    earlier = store_at(tmp_path)  # the session that played deals 1 and 2
    earlier.record(deals[:2], finished=(key, 2))
    earlier.close()
    stale, other = store_at(tmp_path), store_at(tmp_path)
    stale.adopt(key)
    other.adopt(key)
    other.record(deals, whole, finished=(key, len(deals)))
    theirs = everything(tmp_path)
    assert len(theirs) == len(match.deals) + 1
    own_way = dict(deals[2], outcome="draw", points="[9, 9]")
    stale.record(deals[:2] + [own_way], finished=(key, 3))
    assert everything(tmp_path) == theirs
    # another match's rows were never at risk either
    assert other.record([dict(deals[0], match_key="another")], finished=("another", 1)) == 1
    stale.record(deals[:2], finished=(key, 2))
    assert len(everything(tmp_path)) == len(theirs) + 1


def test_play_taken_back_in_a_resumed_match_still_goes(tmp_path):
    """A finished match resumed in a new session and its deal 2 played again: the deals
    after it and the match result, written by the earlier session, no longer count."""
    match = play("braus", 4)
    deals, whole = rows(match, "practice")
    key = whole["match_key"]
    earlier = store_at(tmp_path)
    earlier.record(deals, whole, finished=(key, len(deals)))
    earlier.close()
    later = store_at(tmp_path)
    later.adopt(key)
    again = dict(deals[1], outcome="draw", points="[9, 9]")
    assert later.record([deals[0], again], finished=(key, 2)) == 1 + len(deals) - 2 + 1
    assert later.counts() == {"deals": 2, "matches": 0}
    assert later._query("SELECT points FROM deals WHERE deal_no = 2") == [("[9, 9]",)]


def test_the_match_identity_survives_a_save_and_load_and_tells_matches_apart():
    match = play("braus", 4, target=3)
    again = rules.records.loads(rules.records.dumps(match))
    assert match_key(again) == match_key(match)
    assert match_key(play("braus", 5, target=3)) != match_key(match)


def test_practice_and_serious_are_kept_apart(tmp_path):
    store = store_at(tmp_path)
    store.record(*rows(play("braus", 3, target=3), "serious"))
    store.record(*rows(play("braus", 8, target=3), "practice"))
    store.record(*rows(play("braus", 9, target=3), "practice"))
    assert [s.matches for s in store.summaries("serious")] == [1]
    assert [s.matches for s in store.summaries("practice")] == [2]
    assert len(store.matches("practice")) == 2 and len(store.matches("serious")) == 1


def test_a_match_with_a_practice_deal_is_a_practice_match(tmp_path):
    match = play("braus", 3, target=3)
    key = match_key(match)
    deals = [
        deal_row(match, d, n, key, "practice" if n == 1 else "serious")
        for n, d in enumerate(match.deals, start=1)
    ]
    store = store_at(tmp_path)
    store.record(deals, match_row(match, key, "serious"))
    assert store.matches("serious") == [] and len(store.matches("practice")) == 1


def test_jan_storms_and_risks_come_from_the_deal_results(tmp_path):
    store = store_at(tmp_path)
    expect = {"storm": 0, "risks_made": 0, "risks_won": 0, "jan": 0}
    for seed in range(1, 4):
        match = play("brus", seed, target=9)
        store.record(*rows(match))
        for d in match.deals:
            result = d.result()
            expect["storm"] += bool(result.storm)
            mine = [r for r in result.risks if r.seat == 0]
            expect["risks_made"] += len(mine)
            expect["risks_won"] += sum(r.outcome == "won" for r in mine)
    [s] = store.summaries("serious")
    assert s.storm_for + s.storm_against == expect["storm"] > 0
    assert (s.risks_made, s.risks_won) == (expect["risks_made"], expect["risks_won"])
    assert s.risks_made > 0


def facts_from_the_json(game, result, seat):
    """A deal's sweep, storm and the seat's risks as the store read them before issue 37,
    by key from the result's JSON form: what each game's ``deal_facts`` must agree with."""
    details = result.to_json()["details"]
    if details.get("all_tricks") is not None:
        sweep = game.side_of(details["all_tricks"])
    elif details.get("jan") or details.get("jana"):
        sweep = result.winner
    else:
        sweep = None
    storm = details.get("storm_side") if details.get("storm") else None
    risks = [r for r in details.get("risks") or () if r["seat"] == seat]
    return sweep, storm, len(risks), sum(r["outcome"] == "won" for r in risks)


@pytest.mark.parametrize("game_id", rules.GAME_IDS)
def test_each_game_tells_the_store_its_deal_facts_as_its_result_says(game_id):
    from braus_desktop.app.games import game_ui

    seen = set()
    for seed in range(1, 5):
        match = play(
            game_id,
            seed,
            **{"braus": {"target": 3}, "brus": {"target": 9}, "brus-solo": {"target": 9}}.get(
                game_id, {}
            ),
        )
        game = match.game
        for state in match.deals:
            if not state.is_over:
                continue
            for seat in range(game.n_players):
                f = game_ui(game).deal_facts(game, state.result(), seat)
                got = (f.sweep, f.storm, f.risks_made, f.risks_won)
                assert got == facts_from_the_json(game, state.result(), seat)
                seen.add(got != (None, None, 0, 0))
    assert seen == {True, False} or game_id == "brag"


def test_jan_in_braus_counts_for_the_side_that_made_it(tmp_path):
    store = store_at(tmp_path)
    jans = {"for": 0, "against": 0}
    for seed in range(1, 12):
        match = play("braus", seed, target=3)
        store.record(*rows(match))
        for d in match.deals:
            r = d.result()
            if r.jan:
                jans["for" if r.winner == 0 else "against"] += 1
    [s] = store.summaries("serious")
    assert (s.jan_for, s.jan_against) == (jans["for"], jans["against"])
    assert s.jan_for + s.jan_against > 0


def test_the_brus_series_adds_what_each_match_was_worth(tmp_path):
    store = store_at(tmp_path)
    yours = theirs = 0
    for seed in (1, 2, 3):
        match = play("brus-iceland", seed)
        store.record(*rows(match))
        value = match.series_value()
        assert value >= 1
        if match.winner == 0:
            yours += value
        else:
            theirs += value
    series = store.series("serious")
    assert (series.yours, series.theirs, series.matches) == (yours, theirs, 3)
    assert store.series("practice").matches == 0


def test_a_good_file_is_kept_and_read_again(tmp_path):
    store = store_at(tmp_path)
    store.record(*rows(play("braus", 3, target=3)))
    store.close()
    before = (tmp_path / "statistics.sqlite3").read_bytes()
    again = store_at(tmp_path)
    assert again.notice is None and again.aside is None
    assert again.counts()["matches"] == 1
    assert not list(tmp_path.glob("*.corrupt*"))
    again.close()
    assert (tmp_path / "statistics.sqlite3").read_bytes() == before


def test_a_write_that_fails_raises_a_statistics_error(tmp_path):
    store = store_at(tmp_path)
    store._conn.execute("DROP TABLE matches")
    with pytest.raises(StatisticsError):
        store.record(*rows(play("brag", 1, target=5)))
    # the transaction was rolled back: no deal of the half-written match is left
    assert store._conn.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 0


# --------------------------------------------------------------------------- bad files


def check_set_aside(tmp: Path, data: bytes, words: str = "could not be read") -> StatisticsStore:
    path = tmp / "statistics.sqlite3"
    store = StatisticsStore(path)
    assert store.available
    assert store.aside == tmp / "statistics.sqlite3.corrupt"
    assert store.aside.read_bytes() == data
    assert words in store.notice and "statistics.sqlite3.corrupt" in store.notice
    assert store.notice.count(".") <= 3 and store.notice.endswith(".")
    store.record(*rows(play("brag", 1, target=5)))
    assert store.counts()["matches"] == 1
    return store


def test_a_file_that_is_not_a_database_is_set_aside(tmp_path):
    data = b"These are not the statistics you are looking for.\n" * 40
    (tmp_path / "statistics.sqlite3").write_bytes(data)
    check_set_aside(tmp_path, data)


def test_a_newer_schema_is_set_aside_untouched(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE future (x)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    check_set_aside(tmp_path, path.read_bytes(), "newer version")


@pytest.mark.parametrize("version", [0, SCHEMA_VERSION])
def test_a_schema_this_app_does_not_know_is_set_aside(tmp_path, version):
    path = tmp_path / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE deals (match_key TEXT, deal_no INTEGER)")
    conn.execute("CREATE TABLE matches (match_key TEXT)")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.commit()
    conn.close()
    check_set_aside(tmp_path, path.read_bytes())


def test_the_exercises_step_keeps_every_row_of_a_version_3_file(tmp_path):
    """Version 3 to 4 adds the player's mistakes as exercises and nothing else changes (4
    to 5 then adds each review's par and skill, none for the reviews already there)."""
    from braus_desktop.app.store.statistics import (
        EXERCISES_SCHEMA,
        HISTORY_INDEXES,
        MIGRATIONS,
        PAR_SCHEMA,
        PUZZLE_SCHEMA,
        REVIEWS,
        SCHEMA_V1,
    )

    assert MIGRATIONS[3] == EXERCISES_SCHEMA and MIGRATIONS[4] == PAR_SCHEMA
    assert SCHEMA_VERSION == 7 and MIGRATIONS[5] == HISTORY_INDEXES
    path = tmp_path / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        "BEGIN; " + SCHEMA_V1 + PUZZLE_SCHEMA + REVIEWS + "PRAGMA user_version = 3; COMMIT;"
    )
    deals, match = rows(play("brus", 2, target=9))
    for table, row in [("deals", r) for r in deals] + [("matches", match)]:
        conn.execute(
            f"INSERT INTO {table} ({', '.join(row)}) VALUES ({', '.join('?' for _ in row)})",
            tuple(row.values()),
        )
    conn.execute("INSERT INTO puzzle_tries VALUES ('braus', 'braus:1:2', 1, 'now', 'solved', NULL)")
    conn.execute("INSERT INTO reviews VALUES ('k', 1, 'brus', 75.5, 4, 1, 1, 'now')")
    conn.commit()
    columns = {
        t: ", ".join(r[1] for r in conn.execute(f"PRAGMA table_info({t})"))
        for t in ("deals", "matches", "puzzle_tries", "reviews")
    }
    before = {
        t: conn.execute(f"SELECT {columns[t]} FROM {t} ORDER BY rowid").fetchall() for t in columns
    }
    conn.close()
    store = StatisticsStore(path)
    assert store.notice is None and store.available
    store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert {
        t: conn.execute(f"SELECT {columns[t]} FROM {t} ORDER BY rowid").fetchall() for t in before
    } == before and len(before["matches"]) == 1
    assert conn.execute("SELECT COUNT(*) FROM exercises").fetchone()[0] == 0
    assert conn.execute("SELECT par, skill FROM reviews").fetchall() == [(None, None)]
    conn.close()


def test_a_version_4_file_whose_exercises_table_is_not_ours_is_set_aside(tmp_path):
    from braus_desktop.app.store.statistics import PUZZLE_SCHEMA, REVIEWS, SCHEMA_V1

    path = tmp_path / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        "BEGIN; "
        + SCHEMA_V1
        + PUZZLE_SCHEMA
        + REVIEWS
        + "CREATE TABLE exercises (exercise_key TEXT, due TEXT); "
        + "PRAGMA user_version = 4; COMMIT;"
    )
    conn.close()
    check_set_aside(tmp_path, path.read_bytes())


def good_database(tmp: Path, matches: int = 3) -> bytes:
    store = store_at(tmp)
    for seed in range(1, matches + 1):
        store.record(*rows(play("brus", seed, target=9)))
    store.close()
    return (tmp / "statistics.sqlite3").read_bytes()


def test_a_damaged_page_is_caught_by_the_quick_check(tmp_path):
    data = bytearray(good_database(tmp_path / "good"))
    page = 4096
    assert len(data) >= 4 * page
    data[2 * page : 3 * page] = bytes([0x0D]) + bytes(page - 1)  # a leaf page header with garbage
    (tmp_path / "statistics.sqlite3").write_bytes(bytes(data))
    check_set_aside(tmp_path, bytes(data))


def test_an_unknown_file_format_number_is_set_aside(tmp_path):
    # SQLite reports this one as an operational error, like a locked file; it is not one
    data = bytearray(good_database(tmp_path / "good"))
    data[44:48] = (5).to_bytes(4, "big")  # the schema format number (1 to 4 are known)
    (tmp_path / "statistics.sqlite3").write_bytes(bytes(data))
    check_set_aside(tmp_path, bytes(data))


def test_a_file_format_sqlite_cannot_write_is_set_aside(tmp_path):
    # SQLite would open it read-only and every write would fail
    data = bytearray(good_database(tmp_path / "good"))
    data[18] = 3  # the file format write version (1 and 2 are known)
    (tmp_path / "statistics.sqlite3").write_bytes(bytes(data))
    check_set_aside(tmp_path, bytes(data))


def test_an_earlier_corrupt_file_is_not_overwritten(tmp_path):
    first = b"first bad file"
    (tmp_path / "statistics.sqlite3.corrupt").write_bytes(first)
    (tmp_path / "statistics.sqlite3").write_bytes(b"second bad file" * 100)
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    assert store.aside.name == "statistics.sqlite3.corrupt-2"
    assert store.aside.read_bytes() == b"second bad file" * 100
    assert (tmp_path / "statistics.sqlite3.corrupt").read_bytes() == first
    assert "statistics.sqlite3.corrupt-2" in store.notice


def test_a_journal_left_beside_a_bad_file_goes_aside_with_it(tmp_path):
    # SQLite itself drops a journal it cannot use; one it kept must not be played into
    # the fresh file, so setting a file aside takes its journal along.
    store = store_at(tmp_path)
    store.close()
    (tmp_path / "statistics.sqlite3-journal").write_bytes(b"journal")
    assert store._set_aside()
    assert (tmp_path / "statistics.sqlite3.corrupt-journal").read_bytes() == b"journal"
    assert not (tmp_path / "statistics.sqlite3-journal").exists()
    assert not (tmp_path / "statistics.sqlite3").exists()


def test_a_file_that_cannot_be_opened_is_left_alone_and_statistics_are_off(tmp_path):
    (tmp_path / "statistics.sqlite3").mkdir()
    (tmp_path / "statistics.sqlite3" / "keep").write_text("mine")
    store = store_at(tmp_path)
    assert not store.available
    assert store.notice.startswith("Statistics are off for now")
    assert (tmp_path / "statistics.sqlite3" / "keep").read_text() == "mine"
    assert store.record(*rows(play("brag", 1, target=5))) == 0
    assert store.summaries("serious") == []


def test_damaged_values_in_a_sound_file_read_as_zero(tmp_path):
    store = store_at(tmp_path)
    store.record(*rows(play("brag", 1, target=5)))
    store._conn.execute(
        "UPDATE deals SET points_for = 'lots', jan_for = 'x', variant = CAST(x'ff7b' AS TEXT)"
    )
    store._conn.commit()
    [s] = [s for s in store.summaries("serious") if s.deals]
    assert s.points_for == 0 and s.jan_for == 0 and s.deals == store.counts()["deals"]
    assert s.variant == "\ufffd{"


@pytest.mark.parametrize("value", ["9e999", "-9e999", "1e300", str(2**62), "-0.5"])
def test_a_number_out_of_range_in_a_sound_file_counts_as_zero_alone(tmp_path, value):
    """A number edited into the file that no game makes: infinity (9e999 is infinity to
    SQLite), a float beyond any whole number, one whose sum overflows, a fraction. That
    row's value counts as 0; the other rows still count (9e999 kept the Statistics
    dialog shut: int(inf) raised OverflowError)."""
    from braus_desktop.bots.review import review

    store = store_at(tmp_path)
    match = play("brus", 3, target=9)
    deals, whole = rows(match)
    store.record(deals, whole)
    (done,) = review(match, seat=0, deal=1, samples=2)
    from braus_desktop.bots.coaching import coached
    from braus_desktop.rules.played import PlayedDeal

    store.record_review(
        review_row(whole["match_key"], coached(PlayedDeal.of(match.deals[0]), done))
    )
    store._conn.execute(
        f"UPDATE deals SET points_for = {value}, points_against = {value}, "
        f"jan_for = {value} WHERE deal_no = 1"
    )
    store._conn.execute(f"UPDATE matches SET points_for = {value}, series_value = {value}")
    store._conn.execute(f"UPDATE reviews SET accuracy = {value}, mistakes = {value}")
    store._conn.commit()
    [s] = store.summaries("serious")
    assert s.points_for == sum(d["points_for"] for d in deals[1:])
    assert s.points_against == sum(d["points_against"] for d in deals[1:])
    assert s.deals == len(deals) and s.reviewed == 0 and s.accuracy is None
    [entry] = store.matches("serious")
    assert (entry.points_for, entry.points_against) == (0, whole["points_against"])
    [trend] = store.accuracy_trend("serious", "brus")
    assert trend.accuracy is None and trend.mistakes == 0
    assert store.series("serious", "brus").matches == 1


# --------------------------------------------------------------------------- fuzz

GOOD: dict[str, bytes] = {}


def good_bytes() -> bytes:
    if "db" not in GOOD:
        with tempfile.TemporaryDirectory() as tmp:
            GOOD["db"] = good_database(Path(tmp), matches=2)
    return GOOD["db"]


def open_fuzzed(data: bytes) -> None:
    """Whatever the bytes: no exception, the file is either used (an empty or sound
    database of ours) or kept aside byte for byte, and the store then works."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "statistics.sqlite3"
        path.write_bytes(data)
        store = StatisticsStore(path)
        assert store.available, store.notice
        if store.aside is not None:
            assert store.aside.read_bytes() == data
            assert store.notice and store.notice.endswith(".")
        else:
            assert store.notice is None
            assert data == b"" or data[:16] == b"SQLite format 3\x00"
        before = store.counts()["matches"]
        store.record(*rows(FUZZ_MATCH["brag"]))
        assert store.counts()["matches"] == before + 1
        assert store.summaries("serious")
        store.close()


FUZZ_MATCH: dict = {}
FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def setup_module(_module) -> None:
    FUZZ_MATCH["brag"] = play("brag", 2, target=5)


@FUZZ
@given(st.data())
def test_fuzz_truncated_databases(data):
    good = good_bytes()
    cut = data.draw(st.integers(min_value=0, max_value=len(good) - 1))
    open_fuzzed(good[:cut])


@FUZZ
@given(st.binary(max_size=8192))
def test_fuzz_random_bytes(blob):
    open_fuzzed(blob)


@FUZZ
@given(st.binary(min_size=0, max_size=4096))
def test_fuzz_random_bytes_behind_a_sqlite_header(blob):
    open_fuzzed(b"SQLite format 3\x00" + blob)


@FUZZ
@given(st.data())
def test_fuzz_flipped_bytes_in_a_good_database(data):
    good = bytearray(good_bytes())
    for _ in range(data.draw(st.integers(min_value=1, max_value=8))):
        at = data.draw(st.integers(min_value=0, max_value=len(good) - 1))
        good[at] = data.draw(st.integers(min_value=0, max_value=255))
    open_fuzzed(bytes(good))
