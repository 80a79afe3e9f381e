"""The running tallies behind Game → Statistics (issue 45: at 100,000 deals the dialog
took 3.4 s to sum the reviews against their deals): every number the store gives from
them equals what the plain SQL over the rows gives (the queries the store ran before
schema 7, here as the reference), on the shared long history, after every kind of write
(the store's own, a hand edit, a restore), after the schema step 6 → 7, and with the
tallies missing or wrong (made again from the rows, nothing set aside).

Whole numbers are compared exactly; a mean or sum of fractions to 1e-12 of its size (on
the builder's file, written in order, they are the same to the last bit with the SQLite
of this project's machines; a newer SQLite sums its rows more carefully than one at a
time, and a row taken out of a tally is subtracted)."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from braus_desktop.app.store.restore import bring_back, findings
from braus_desktop.app.store.statistics import (
    FILE_NAME,
    MIGRATIONS,
    MODES,
    SCHEMA_V1,
    SCHEMA_VERSION,
    TALLY_TRIGGERS,
    StatisticsStore,
    _points,
    _share,
    _whole,
)
from tests.app.conftest import LONG_DEALS, LONG_DUE


def store_of(folder: Path, check: str = "full") -> StatisticsStore:
    store = StatisticsStore(folder / FILE_NAME, check=check)
    assert store.available and store.notice is None and store.aside is None
    return store


JOINED = "FROM reviews r JOIN deals d ON d.match_key = r.match_key AND d.deal_no = r.deal_no"


def by_the_rows(path: Path, mode: str) -> dict[tuple[str, str], tuple]:
    """Per game and variant: the deals' sums, the reviews' count, mean accuracy and
    mistakes, and the deals with a skill and their mean skill, by the plain SQL over the
    rows (schema 6's queries)."""
    conn = sqlite3.connect(path)
    out: dict[tuple[str, str], list] = {}
    for row in conn.execute(
        "SELECT game, variant, COUNT(*), SUM(outcome = 'won'), SUM(outcome = 'lost'), "
        "SUM(outcome = 'draw'), "
        + ", ".join(
            f"SUM({_whole(c)})"
            for c in (
                "points_for",
                "points_against",
                "jan_for",
                "jan_against",
                "storm_for",
                "storm_against",
                "risks_made",
                "risks_won",
            )
        )
        + " FROM deals WHERE mode = ? GROUP BY game, variant",
        (mode,),
    ):
        out[(row[0], row[1])] = list(row[2:]) + [0, None, 0, 0, None]
    for row in conn.execute(
        f"SELECT d.game, d.variant, COUNT({_share('r.accuracy')}), "
        f"AVG({_share('r.accuracy')}), SUM({_whole('r.mistakes')} + {_whole('r.blunders')}),"
        f" COUNT({_points('r.skill')}), AVG({_points('r.skill')}) {JOINED} "
        "WHERE d.mode = ? GROUP BY d.game, d.variant",
        (mode,),
    ):
        out[(row[0], row[1])][12:] = list(row[2:])
    conn.close()
    return {k: tuple(v) for k, v in out.items()}


def by_the_store(store: StatisticsStore, mode: str) -> dict[tuple[str, str], tuple]:
    """The same numbers as the store gives them (``summaries`` and ``mean_skill``)."""
    out = {}
    for s in store.summaries(mode):
        if not s.deals:
            continue  # a match without deals: the matches' own query, not a tally
        skilled, skill = store.mean_skill(mode, s.game, s.variant)
        out[(s.game, s.variant)] = (
            s.deals,
            s.deals_won,
            s.deals_lost,
            s.deals_drawn,
            s.points_for,
            s.points_against,
            s.jan_for,
            s.jan_against,
            s.storm_for,
            s.storm_against,
            s.risks_made,
            s.risks_won,
            s.reviewed,
            s.accuracy,
            s.mistakes,
            skilled,
            skill,
        )
    return out


def luck_sums_by_the_rows(path: Path, mode: str, game: str) -> tuple:
    """The luck line's and the skill trend's sums over every deal of a game: (deals with
    par and skill, their par's sum, its squares' sum, the sum of every skill)."""
    conn = sqlite3.connect(path)
    par, skill = _points("r.par"), _points("r.skill")
    ((n, par_sum, squares),) = conn.execute(
        f"SELECT COUNT(*), SUM({par}), SUM({par} * {par}) {JOINED} WHERE d.mode = ? AND "
        f"r.game = ? AND {par} IS NOT NULL AND {skill} IS NOT NULL",
        (mode, game),
    )
    ((skills,),) = conn.execute(
        f"SELECT SUM({skill}) {JOINED} WHERE d.mode = ? AND r.game = ? AND {skill} IS NOT NULL",
        (mode, game),
    )
    conn.close()
    return n, par_sum, squares, skills


def luck_sums_by_the_store(store: StatisticsStore, mode: str, game: str) -> tuple:
    """The same sums as the store's luck line and skill trend have them."""
    luck, trend = store.luck(mode, game, window=1), store.skill_trend(mode, game, 1)
    ((n, par_sum, squares),) = store._query(
        "SELECT SUM(lucky), SUM(par_sum), SUM(par_squares) FROM tallies WHERE mode = ? AND "
        "game = ?",
        (mode, game),
    )
    assert (luck is None) == (not n or n < 20)
    return n, par_sum, squares, trend[-1].total if trend else None


def assert_as_the_rows(folder: Path, store: StatisticsStore) -> None:
    """Every number from the tallies equals the plain SQL over the rows."""
    path = folder / FILE_NAME
    for mode in MODES:
        rows, told = by_the_rows(path, mode), by_the_store(store, mode)
        assert told.keys() == rows.keys()
        for key, want in rows.items():
            got = told[key]
            assert got[:13] == want[:13] and got[14:16] == want[14:16], (mode, key)
            for have, sql in ((got[13], want[13]), (got[16], want[16])):
                assert (have is None) == (sql is None)
                assert have == pytest.approx(sql, rel=1e-12, abs=1e-9)
        for game in {g for g, _v in rows}:
            have = luck_sums_by_the_store(store, mode, game)
            sql = luck_sums_by_the_rows(path, mode, game)
            assert have[0] == sql[0], (mode, game)
            assert have[1:] == pytest.approx(sql[1:], rel=1e-12, abs=1e-9)


# --------------------------------------------------------------------------- the numbers


def test_the_statistics_of_a_long_history_are_the_rows_sums(long_history):
    store = store_of(long_history, check="quick")
    serious = by_the_rows(long_history / FILE_NAME, "serious")
    assert sum(v[0] for v in serious.values()) > LONG_DEALS // 2 and all(
        v[12] == v[0] for v in serious.values()
    )  # every deal reviewed, every game there
    assert_as_the_rows(long_history, store)
    store.close()


def test_the_dialogs_sums_read_the_tallies_not_the_rows(long_history):
    """What made the dialog slow: its sums no longer walk the deals or the reviews."""
    store = store_of(long_history, check="quick")
    said: list[str] = []
    assert store._conn is not None
    store._conn.set_trace_callback(said.append)
    store.summaries("serious")
    game = store.summaries("serious")[0].game
    store.luck("serious", game)
    store.skill_trend("serious", game)
    store.mean_skill("serious", game, store.summaries("serious")[0].variant)
    store._conn.set_trace_callback(None)
    summing = [s for s in said if "SUM(" in s or "AVG(" in s or "COUNT(" in s]
    assert summing and all(
        "FROM tallies" in s or "LIMIT" in s or "FROM matches" in s for s in summing
    ), summing
    store.close()


# --------------------------------------------------------------------------- the writes


def test_every_write_keeps_the_tallies(long_copy):
    """The store's writes (a replay made practice, play taken back, a deal reviewed
    again) and hand edits (deals and reviews changed, removed, a review before its deal)
    all keep the tallies equal to the rows."""
    store = store_of(long_copy)
    conn = store._conn
    assert conn is not None
    keys = [
        k for (k,) in conn.execute("SELECT DISTINCT match_key FROM deals ORDER BY rowid LIMIT 12")
    ]
    # the store: a deal reviewed again with other numbers; a review with no par
    deal = conn.execute(
        "SELECT match_key, deal_no, game FROM deals WHERE match_key = ? AND deal_no = 1", (keys[0],)
    ).fetchone()
    row = {
        "match_key": deal[0],
        "deal_no": 1,
        "game": deal[2],
        "accuracy": 12.5,
        "decisions": 4,
        "mistakes": 3,
        "blunders": 1,
        "reviewed_at": "2030-01-01T00:00:00",
        "par": None,
        "skill": None,
    }
    assert store.record_review(row) == 1
    assert store.record_review(dict(row, accuracy=None, par=1.25, skill=-0.5)) == 1
    # the store: a deal of a match replayed in practice, and the deals after it taken back
    whole = [
        dict(zip([c[0] for c in conn.execute("SELECT * FROM deals").description], r))
        for r in conn.execute(
            "SELECT * FROM deals WHERE match_key = ? ORDER BY deal_no", (keys[1],)
        )
    ]
    store.adopt(keys[1])
    first = {k: whole[0][k] for k in whole[0] if k != "rowid"}
    first.update(
        mode="practice",
        outcome="won" if first["outcome"] != "won" else "lost",
        points='["replayed"]',
    )
    assert store.record([first], None, finished=(keys[1], 1)) >= 2
    assert (
        conn.execute("SELECT COUNT(*) FROM deals WHERE match_key = ?", (keys[1],)).fetchone()[0]
        == 1
    )
    assert_as_the_rows(long_copy, store)
    # hand edits, with the store's connection closed
    store.close()
    edit = sqlite3.connect(long_copy / FILE_NAME)
    edit.execute(
        "UPDATE deals SET mode = 'practice', variant = 'other' WHERE match_key = ?", (keys[2],)
    )
    edit.execute(
        "UPDATE deals SET points_for = 9e999, jan_for = 'x' WHERE match_key = ?", (keys[3],)
    )
    edit.execute(
        "UPDATE reviews SET accuracy = 250, par = 'none', mistakes = 7 WHERE match_key = ?",
        (keys[4],),
    )
    edit.execute("DELETE FROM reviews WHERE match_key = ?", (keys[5],))
    edit.execute("DELETE FROM deals WHERE match_key = ?", (keys[6],))
    orphan = edit.execute(
        "SELECT * FROM deals WHERE match_key = ? AND deal_no = 2", (keys[7],)
    ).fetchone()
    edit.execute("DELETE FROM deals WHERE match_key = ? AND deal_no = 2", (keys[7],))
    edit.execute(
        "INSERT OR REPLACE INTO reviews (match_key, deal_no, game, accuracy, "
        "reviewed_at) SELECT match_key, deal_no, game, 99.5, reviewed_at FROM "
        "reviews WHERE match_key = ? AND deal_no = 2",
        (keys[7],),
    )
    edit.execute(f"INSERT INTO deals VALUES ({', '.join('?' for _ in orphan)})", orphan)
    edit.execute("UPDATE reviews SET deal_no = 9 WHERE match_key = ? AND deal_no = 3", (keys[8],))
    edit.commit()
    edit.close()
    store = store_of(long_copy, check="later")  # no recount: the triggers kept them
    assert_as_the_rows(long_copy, store)
    store.close()


def test_a_restore_adds_to_the_tallies(long_copy):
    """Rows brought back from a set-aside file count at once."""
    shutil.copyfile(long_copy / FILE_NAME, long_copy / f"{FILE_NAME}.corrupt")
    conn = sqlite3.connect(long_copy / FILE_NAME)
    conn.execute("DELETE FROM deals WHERE rowid % 3 = 0")
    conn.execute("DELETE FROM reviews WHERE rowid % 5 = 0")
    conn.commit()
    conn.close()
    store = store_of(long_copy)
    assert store.counts()["deals"] < LONG_DEALS
    assert_as_the_rows(long_copy, store)
    found = findings(store)
    assert len(found) == 1 and bring_back(store, found[0]) > 0
    assert store.counts()["deals"] == LONG_DEALS
    assert_as_the_rows(long_copy, store)
    store.close()


# --------------------------------------------------------------------------- the schema


def test_the_tallies_step_fills_them_from_a_version_6_file(tmp_path, long_history):
    """Version 6 to 7 adds the tallies, filled from the rows already there; no row
    changes."""
    assert SCHEMA_VERSION == 7
    path = tmp_path / FILE_NAME
    conn = sqlite3.connect(path)
    conn.executescript(
        "BEGIN; "
        + SCHEMA_V1
        + "".join(MIGRATIONS[v] for v in range(1, 6))
        + "PRAGMA user_version = 6; COMMIT;"
    )
    conn.execute(f"ATTACH DATABASE '{long_history / FILE_NAME}' AS long")
    tables = ("deals", "matches", "reviews", "exercises", "puzzle_tries")
    columns = {t: ", ".join(r[1] for r in conn.execute(f"PRAGMA table_info({t})")) for t in tables}
    for table in tables:
        conn.execute(
            f"INSERT INTO main.{table} ({columns[table]}) SELECT {columns[table]} FROM long.{table}"
        )
    conn.commit()
    conn.execute("DETACH DATABASE long")
    before = {
        t: conn.execute(f"SELECT {columns[t]} FROM {t} ORDER BY rowid").fetchall() for t in tables
    }
    conn.close()
    store = store_of(tmp_path)
    assert store.due_count(date.today()) == LONG_DUE
    assert_as_the_rows(tmp_path, store)
    store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 7
    assert {
        t: conn.execute(f"SELECT {columns[t]} FROM {t} ORDER BY rowid").fetchall() for t in tables
    } == before and len(before["deals"]) == LONG_DEALS
    conn.close()


@pytest.mark.parametrize(
    "harm",
    [
        "DROP TABLE tallies",
        "DROP TRIGGER tally_review_added",
        "UPDATE tallies SET deals = deals + 5, accuracy_sum = 0",
        "DELETE FROM tallies WHERE mode = 'serious'",
    ],
)
def test_missing_or_wrong_tallies_are_made_again_from_the_rows(long_copy, harm):
    """The tallies are the rows' sums, not the player's data: gone or wrong, they are
    made again when the file is opened (and checked), and the file is not set aside."""
    conn = sqlite3.connect(long_copy / FILE_NAME)
    conn.execute(harm)
    conn.commit()
    conn.close()
    store = store_of(long_copy)
    names = {n for (n,) in store._query("SELECT name FROM sqlite_master")}
    assert {"tallies", *TALLY_TRIGGERS} <= names
    assert_as_the_rows(long_copy, store)
    assert store.counts()["deals"] == LONG_DEALS
    store.close()
    assert not [p.name for p in long_copy.iterdir() if "corrupt" in p.name]
