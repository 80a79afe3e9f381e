"""The statistics store: every finished deal and match, kept in SQLite (the standard
library's sqlite3), read back as per-game summaries for the statistics dialog.

No Qt here. One row per finished deal and one per finished match, each tagged with the
game id, the variant (the game's option values as canonical JSON) and the mode
("serious" or "practice", never mixed in a summary). Results are from the human's seat:
won, lost or draw for their side, their side's points and the best rival's, and the
deal's facts (Jan, storms, risks) as the game's ``GameUI.deal_facts`` reads them from its
typed ``Result``, with the result's own fields as JSON.

A deal is keyed by its match's identity and its number, so recording it again (a resumed
match shows its last deal again) changes nothing, and a deal played again in practice
(replayed, or undone after it ended) replaces its earlier result: each deal of a match
counts once, as the match now stands. Only the play this store has in hand is rewritten
or taken back: rows it wrote itself, and rows that were there when its window took the
match up (``adopt``). Rows another window wrote since (two windows on one match, which
one app per data folder prevents) are kept as they are. A file that is not a database, fails
SQLite's quick check, or holds a schema this app does not know is never written to: it
is renamed aside (``statistics.sqlite3.corrupt``) and a fresh database begins, with one
sentence in ``notice`` for the player.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import sqlite3
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...rules.files import FileRefused, read_regular_file, regular_or_absent
from ...rules.kept import KeptDeal
from ...rules.phrase import QT_TRANSLATE_NOOP
from ..games import game_ui
from .files import FILE_MODE, aside_name, make_folder, tighten

if TYPE_CHECKING:  # pragma: no cover
    from ...bots.coaching import DealCoaching
    from ...bots.exercise import Exercise, Schedule
    from ...rules import Match, State

FILE_NAME = "statistics.sqlite3"
MODES = ("serious", "practice")
SCHEMA_VERSION = 7
HEADER = b"SQLite format 3\x00"
# SQLite errors about the moment rather than the file: a file that meets one is left alone.
CIRCUMSTANCES = (
    "SQLITE_BUSY",
    "SQLITE_LOCKED",
    "SQLITE_CANTOPEN",
    "SQLITE_IOERR",
    "SQLITE_PERM",
    "SQLITE_READONLY",
    "SQLITE_FULL",
    "SQLITE_NOMEM",
    "SQLITE_AUTH",
    "SQLITE_NOLFS",
)

# Version 7: version 1, the puzzles' table (2), the coach's reviews (3), the player's
# mistakes as exercises (4), each review's par (5), the long history's indexes (6) and
# the running tallies the Statistics dialog reads (7).
# A later version
# adds a step to MIGRATIONS that turns version n into n + 1; a file newer than
# SCHEMA_VERSION is never touched.
SCHEMA_V1 = """
CREATE TABLE deals (
    match_key      TEXT NOT NULL,
    deal_no        INTEGER NOT NULL CHECK (deal_no >= 1),
    game           TEXT NOT NULL,
    variant        TEXT NOT NULL,
    mode           TEXT NOT NULL CHECK (mode IN ('serious', 'practice')),
    finished_at    TEXT NOT NULL,
    outcome        TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'draw')),
    points_for     INTEGER NOT NULL,
    points_against INTEGER NOT NULL,
    points         TEXT NOT NULL,
    jan_for        INTEGER NOT NULL DEFAULT 0,
    jan_against    INTEGER NOT NULL DEFAULT 0,
    storm_for      INTEGER NOT NULL DEFAULT 0,
    storm_against  INTEGER NOT NULL DEFAULT 0,
    risks_made     INTEGER NOT NULL DEFAULT 0,
    risks_won      INTEGER NOT NULL DEFAULT 0,
    details        TEXT NOT NULL,
    PRIMARY KEY (match_key, deal_no)
);
CREATE TABLE matches (
    match_key      TEXT PRIMARY KEY,
    game           TEXT NOT NULL,
    variant        TEXT NOT NULL,
    mode           TEXT NOT NULL CHECK (mode IN ('serious', 'practice')),
    finished_at    TEXT NOT NULL,
    outcome        TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'draw')),
    points_for     INTEGER NOT NULL,
    points_against INTEGER NOT NULL,
    points         TEXT NOT NULL,
    deals          INTEGER NOT NULL,
    series_value   INTEGER
);
CREATE INDEX deals_by_game ON deals (mode, game, variant);
CREATE INDEX matches_by_game ON matches (mode, game, variant);
"""
# Version 2: the puzzles (issue 23), in a table of their own: one row per try at a puzzle
# (``puzzle`` is its key in the book, ``number`` its number when tried), ``daily`` the
# date it was that day's puzzle of the day, if it was.
PUZZLE_SCHEMA = """
CREATE TABLE puzzle_tries (
    game           TEXT NOT NULL,
    puzzle         TEXT NOT NULL,
    number         INTEGER NOT NULL,
    tried_at       TEXT NOT NULL,
    outcome        TEXT NOT NULL CHECK (outcome IN ('solved', 'missed')),
    daily          TEXT
);
CREATE INDEX puzzle_tries_by_game ON puzzle_tries (game, puzzle);
"""
# Version 3: the coach's review of each reviewed deal (issue 22), beside the deal's row.
REVIEWS = """
CREATE TABLE reviews (
    match_key      TEXT NOT NULL,
    deal_no        INTEGER NOT NULL CHECK (deal_no >= 1),
    game           TEXT NOT NULL,
    accuracy       REAL,
    decisions      INTEGER NOT NULL DEFAULT 0,
    mistakes       INTEGER NOT NULL DEFAULT 0,
    blunders       INTEGER NOT NULL DEFAULT 0,
    reviewed_at    TEXT NOT NULL,
    PRIMARY KEY (match_key, deal_no)
);
"""
# Version 4: the player's mistakes as exercises (issue 38): one row per decision the coach
# graded a mistake or a blunder (``exercise_key``: one per decision, so a deal reviewed
# twice adds nothing), where it is set and the review's values (JSON), and its schedule.
EXERCISES_SCHEMA = """
CREATE TABLE exercises (
    exercise_key   TEXT PRIMARY KEY,
    game           TEXT NOT NULL,
    match_key      TEXT NOT NULL,
    deal_no        INTEGER NOT NULL,
    made_at        TEXT NOT NULL,
    position       TEXT NOT NULL,
    decision       TEXT NOT NULL,
    due            TEXT NOT NULL,
    rights         INTEGER NOT NULL DEFAULT 0,
    streak         INTEGER NOT NULL DEFAULT 0,
    answers        INTEGER NOT NULL DEFAULT 0,
    learnt         INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX exercises_due ON exercises (learnt, due);
"""
# Version 5: each reviewed deal's par (issue 38): ``par``, what the expert averages for
# the player's side with the same cards, and ``skill``, the player's result minus par.
# NULL where the review has none (made before this version, or its par not worked out).
PAR_SCHEMA = """
ALTER TABLE reviews ADD COLUMN par REAL;
ALTER TABLE reviews ADD COLUMN skill REAL;
"""
# Version 6: a long history (issue 45) counted and listed in SQL, on indexes. ``readable``
# says, as the row is written, whether an exercise's row has the shape this app writes
# (JSON objects with a deal to replay, a date for ``due``, whole counters): the due count
# and My mistakes list only such rows, so a hand-edited row never counts and never uses up
# a page of the list. It is a virtual column (hidden from ``PRAGMA table_info``, so the
# table's columns stay as they were) kept in the index beside ``due``. The reviews are
# read per game by date; the deals per mode and game by date (the export, the luck line).
# (CASE, not AND: SQLite may evaluate AND's sides in any order, and a JSON function on a
# text that is not JSON stops the statement, the write or the schema step)
READABLE_EXERCISE = (
    "CASE WHEN json_valid(position) AND json_valid(decision) THEN "
    "json_type(position, '$.setup') = 'object' "
    "AND json_type(position, '$.actions') = 'array' "
    "AND json_type(position, '$.options') = 'object' "
    "AND json_extract(position, '$.game') = game "
    "AND json_type(position, '$.dealer') = 'integer' "
    "AND json_type(position, '$.seat') = 'integer' "
    "AND json_extract(position, '$.seat') BETWEEN 0 AND "
    "json_array_length(position, '$.names') - 1 "
    "AND json_array_length(position, '$.names') >= 2 "
    "AND json_extract(decision, '$.seat') = json_extract(position, '$.seat') "
    "AND json_type(decision, '$.options') = 'array' "
    "AND json_type(decision, '$.played') = 'text' "
    "AND json_type(decision, '$.verdict') = 'text' "
    "AND typeof(rights) = 'integer' AND typeof(streak) = 'integer' "
    "AND typeof(answers) = 'integer' AND typeof(deal_no) = 'integer' "
    "AND typeof(due) = 'text' AND due GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' "
    "ELSE 0 END"
)
HISTORY_INDEXES = f"""
ALTER TABLE exercises ADD COLUMN readable INTEGER
    GENERATED ALWAYS AS ({READABLE_EXERCISE}) VIRTUAL;
CREATE INDEX exercises_listed ON exercises (learnt, readable, due, game);
CREATE INDEX reviews_by_game ON reviews (game, reviewed_at);
CREATE INDEX deals_by_date ON deals (mode, game, finished_at);
"""

DEAL_COLUMNS = (
    "match_key",
    "deal_no",
    "game",
    "variant",
    "mode",
    "finished_at",
    "outcome",
    "points_for",
    "points_against",
    "points",
    "jan_for",
    "jan_against",
    "storm_for",
    "storm_against",
    "risks_made",
    "risks_won",
    "details",
)
MATCH_COLUMNS = (
    "match_key",
    "game",
    "variant",
    "mode",
    "finished_at",
    "outcome",
    "points_for",
    "points_against",
    "points",
    "deals",
    "series_value",
)
TABLES = {"deals": DEAL_COLUMNS, "matches": MATCH_COLUMNS}
_OUTCOME, _POINTS, _MODE = (DEAL_COLUMNS.index(c) for c in ("outcome", "points", "mode"))
# What a store keeps of a row it saw or wrote (``StatisticsStore._known``): the whole
# row's hash (is it still as this store saw it?), a deal's result's hash and its mode
# (``holds_deal``). An imported career is 100,000 rows: their whole values took 570
# bytes a deal of the window's memory.
_Seen = tuple[int, int, str]


def _seen(table: str, row: Sequence[Any]) -> _Seen:
    """What the store keeps of ``row`` of ``table`` (its columns in ``TABLES``' order)."""
    whole = hash(tuple(row))
    if table != "deals":
        return whole, 0, ""
    return whole, hash((row[_OUTCOME], row[_POINTS])), sys.intern(str(row[_MODE]))


PUZZLE_COLUMNS = ("game", "puzzle", "number", "tried_at", "outcome", "daily")
# The coach's review of a deal: kept beside the deal's row (same key), counted in the
# mode the deal's row has now (a deal replayed in practice takes its review along).
REVIEW_COLUMNS = (
    "match_key",
    "deal_no",
    "game",
    "accuracy",
    "decisions",
    "mistakes",
    "blunders",
    "reviewed_at",
    "par",
    "skill",
)
EXERCISE_COLUMNS = (
    "exercise_key",
    "game",
    "match_key",
    "deal_no",
    "made_at",
    "position",
    "decision",
    "due",
    "rights",
    "streak",
    "answers",
    "learnt",
)
# tables beside deals and matches, checked with them whenever the file is opened
OTHER_TABLES = {
    "puzzle_tries": PUZZLE_COLUMNS,
    "reviews": REVIEW_COLUMNS,
    "exercises": EXERCISE_COLUMNS,
}
KEYS = {"deals": ("match_key", "deal_no"), "matches": ("match_key",)}


# What a row may hold, as the statistics read it back: the file may have been edited by
# hand (9e999 is infinity to SQLite, a sum past 2**63 stops the query). A value that is
# not a whole number of at most a billion (points, counts) or a share from 0 to 100 (the
# coach's accuracy) counts as 0, or as no accuracy, in that row alone.
MOST = 10**9


def _whole(column: str) -> str:
    """SQL for a row's whole number as it is counted."""
    return (
        f"(CASE WHEN typeof({column}) = 'integer' AND {column} BETWEEN -{MOST} AND {MOST} "
        f"THEN {column} ELSE 0 END)"
    )


def _share(column: str) -> str:
    """SQL for a row's accuracy, 0-100; NULL (no accuracy) for anything else."""
    return (
        f"(CASE WHEN typeof({column}) IN ('integer', 'real') AND {column} BETWEEN 0 AND "
        f"100 THEN {column} END)"
    )


def _points(column: str) -> str:
    """SQL for a row's par or skill in points; NULL (none) for anything no deal makes."""
    return (
        f"(CASE WHEN typeof({column}) IN ('integer', 'real') AND {column} BETWEEN "
        f"-{MOST} AND {MOST} THEN {column} END)"
    )


# Version 7: running tallies per mode, game and variant of what the Statistics dialog sums
# (issue 45: summing 100,000 reviews against their deals took seconds). Triggers keep
# them in the transaction of every write to ``deals`` or ``reviews`` (whoever writes:
# this store, a restore, a hand edit), so the dialog reads a few rows. A review counts
# in its deal's mode and variant, as the sums over the rows count it. Derived data, not
# the player's: a table or trigger found missing is made again and filled from the rows
# (``_keep_tallies``), and it is never copied back from a set-aside file.
TALLY_DEALS = (
    "deals",
    "deals_won",
    "deals_lost",
    "deals_drawn",
    "points_for",
    "points_against",
    "jan_for",
    "jan_against",
    "storm_for",
    "storm_against",
    "risks_made",
    "risks_won",
)
# reviewed: deals with an accuracy; skilled: with a skill; lucky: with par and skill
# (the luck line's deals); the sums and the par's squares are over those deals.
TALLY_REVIEWS = (
    "reviewed",
    "accuracy_sum",
    "mistakes",
    "skilled",
    "skill_sum",
    "lucky",
    "par_sum",
    "par_squares",
)
TALLY_TRIGGERS = (
    "tally_deal_added",
    "tally_deal_removed",
    "tally_deal_changed",
    "tally_review_added",
    "tally_review_removed",
    "tally_review_changed",
)


def _deal_tally(d: str) -> list[str]:
    """SQL for what deal row ``d`` adds to each of TALLY_DEALS."""
    return ["1", f"{d}.outcome = 'won'", f"{d}.outcome = 'lost'", f"{d}.outcome = 'draw'"] + [
        _whole(f"{d}.{c}") for c in TALLY_DEALS[4:]
    ]


def _review_tally(r: str) -> list[str]:
    """SQL for what review row ``r`` adds to each of TALLY_REVIEWS."""
    accuracy, skill, par = _share(f"{r}.accuracy"), _points(f"{r}.skill"), _points(f"{r}.par")
    lucky = f"({par} IS NOT NULL AND {skill} IS NOT NULL)"
    return [
        f"{accuracy} IS NOT NULL",
        f"COALESCE({accuracy}, 0)",
        f"{_whole(f'{r}.mistakes')} + {_whole(f'{r}.blunders')}",
        f"{skill} IS NOT NULL",
        f"COALESCE({skill}, 0)",
        lucky,
        f"(CASE WHEN {lucky} THEN {par} ELSE 0 END)",
        f"(CASE WHEN {lucky} THEN {par} * {par} ELSE 0 END)",
    ]


def _add(
    group: str, columns: tuple[str, ...], values: list[str], source: str, sign: str = ""
) -> str:
    """One statement adding ``values`` (negated with ``sign`` "-") to the tally of
    ``group`` (mode, game and variant), both read ``source``."""
    return (
        f"INSERT INTO tallies (mode, game, variant, {', '.join(columns)}) "
        f"SELECT {group}, {', '.join(f'{sign}({v})' for v in values)} {source} "
        "ON CONFLICT (mode, game, variant) DO UPDATE SET "
        + ", ".join(f"{c} = {c} + excluded.{c}" for c in columns)
        + ";"
    )


def _deal_change(d: str, sign: str) -> str:
    """Statements adding (or taking off) deal row ``d`` and its review to its tally."""
    group = f"{d}.mode, {d}.game, {d}.variant"
    return _add(group, TALLY_DEALS, _deal_tally(d), "WHERE true", sign) + _add(
        group,
        TALLY_REVIEWS,
        _review_tally("r"),
        f"FROM reviews r WHERE r.match_key = {d}.match_key AND r.deal_no = {d}.deal_no",
        sign,
    )


def _review_change(r: str, sign: str) -> str:
    """The statement adding (or taking off) review row ``r`` to its deal's tally."""
    return _add(
        "d.mode, d.game, d.variant",
        TALLY_REVIEWS,
        _review_tally(r),
        f"FROM deals d WHERE d.match_key = {r}.match_key AND d.deal_no = {r}.deal_no",
        sign,
    )


_EMPTIED = (
    "DELETE FROM tallies WHERE mode = OLD.mode AND game = OLD.game AND "
    "variant = OLD.variant AND deals = 0;"
)
TALLY_FILL = (
    "DELETE FROM tallies;"
    f"INSERT INTO tallies (mode, game, variant, {', '.join(TALLY_DEALS)}) "
    f"SELECT mode, game, variant, {', '.join(f'SUM({v})' for v in _deal_tally('deals'))} "
    "FROM deals GROUP BY mode, game, variant;"
    f"INSERT INTO tallies (mode, game, variant, {', '.join(TALLY_REVIEWS)}) "
    f"SELECT d.mode, d.game, d.variant, {', '.join(f'SUM({v})' for v in _review_tally('r'))} "
    "FROM reviews r JOIN deals d ON d.match_key = r.match_key AND d.deal_no = r.deal_no "
    "GROUP BY d.mode, d.game, d.variant ON CONFLICT (mode, game, variant) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in TALLY_REVIEWS)
    + ";"
)
TALLIES = (
    "CREATE TABLE tallies (mode TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL, "
    + ", ".join(f"{c} INTEGER NOT NULL DEFAULT 0" for c in TALLY_DEALS)
    + ", "
    # (no type: a sum keeps what SQLite's own sum of the rows would be, whole or not)
    + ", ".join(f"{c} NOT NULL DEFAULT 0" for c in TALLY_REVIEWS)
    + ", PRIMARY KEY (mode, game, variant));"
    f"CREATE TRIGGER tally_deal_added AFTER INSERT ON deals BEGIN "
    f"{_deal_change('NEW', '')} END;"
    f"CREATE TRIGGER tally_deal_removed AFTER DELETE ON deals BEGIN "
    f"{_deal_change('OLD', '-')} {_EMPTIED} END;"
    f"CREATE TRIGGER tally_deal_changed AFTER UPDATE ON deals BEGIN "
    f"{_deal_change('OLD', '-')} {_deal_change('NEW', '')} {_EMPTIED} END;"
    f"CREATE TRIGGER tally_review_added AFTER INSERT ON reviews BEGIN "
    f"{_review_change('NEW', '')} END;"
    f"CREATE TRIGGER tally_review_removed AFTER DELETE ON reviews BEGIN "
    f"{_review_change('OLD', '-')} END;"
    f"CREATE TRIGGER tally_review_changed AFTER UPDATE ON reviews BEGIN "
    f"{_review_change('OLD', '-')} {_review_change('NEW', '')} END;" + TALLY_FILL
)
SCHEMA = (
    SCHEMA_V1 + PUZZLE_SCHEMA + REVIEWS + EXERCISES_SCHEMA + PAR_SCHEMA + HISTORY_INDEXES + TALLIES
)
MIGRATIONS: dict[int, str] = {
    1: PUZZLE_SCHEMA,
    2: REVIEWS,
    3: EXERCISES_SCHEMA,
    4: PAR_SCHEMA,
    5: HISTORY_INDEXES,
    6: TALLIES,
}


@functools.cache
def _tables_at(version: int) -> dict[str, tuple[str, ...]]:
    """Every table of the player's rows a file of schema ``version`` (1 to SCHEMA_VERSION)
    has, with its columns: the first schema and the steps up to that version, made in
    memory (not the tallies: made again from the rows when they are missing)."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript(SCHEMA_V1 + "".join(MIGRATIONS[v] for v in range(1, version)))
        names = [
            name
            for (name,) in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'tallies'"
            )
        ]
        return {
            name: tuple(row[1] for row in conn.execute(f"PRAGMA table_info({name})"))
            for name in names
        }
    finally:
        conn.close()


class StatisticsError(Exception):
    """The statistics could not be read or written; the message is SQLite's reason."""


# --------------------------------------------------------------------------- facts


def variant_key(options: dict[str, Any]) -> str:
    """The variant as canonical JSON: equal options give equal text."""
    return json.dumps(options, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def match_key(match: Match) -> str:
    """The identity of a match saved before matches carried one (the controller's
    ``match_id``, kept in the record's notes), so its deals already counted keep their key.

    It is a hash of what a record keeps of the match's start: game, options, seeds, first
    dealer, and the whole first deal (its setup and every action). Matches do not carry
    an id, and records would need a new field for one; the first deal already tells
    matches apart (its seed is drawn at random for every new match), and two matches with
    the same first deal move for move are the same match replayed.
    """
    first = match.deals[0]
    ident = {
        "game": match.game.id,
        "options": match.game.option_values,
        "seed": match.seed,
        "first_dealer": match.first_dealer,
        "dealer": first.dealer,
        "deal_seed": first.seed,
        "setup": first.setup().to_json(),
        "actions": [str(action) for _seat, action in first.history],
    }
    text = json.dumps(ident, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _last_deal(rows: Mapping[tuple[Any, ...], Any], key: str) -> int:
    """The highest deal number of match ``key`` among ``rows`` (by identity), or 0."""
    return max((i[2] for i in rows if i[0] == "deals" and i[1] == key), default=0)


def _outcome(winner: int | None, side: int) -> str:
    if winner is None:
        return "draw"
    return "won" if winner == side else "lost"


def _for_against(points: Sequence[float], side: int) -> tuple[int, int]:
    rivals = [p for s, p in enumerate(points) if s != side]
    return int(points[side]), int(max(rivals) if rivals else 0)


def deal_result(match: Match, state: State | KeptDeal, seat: int = 0) -> tuple[str, str]:
    """A finished deal's result as its row keeps it, seen from ``seat``'s side: the
    outcome and the points as stored text (cheap beside the whole row: ``deal_row``; a
    deal held as its text is not dealt again for it)."""
    result = state.outcome() if isinstance(state, KeptDeal) else state.result()
    return _outcome(result.winner, match.game.side_of(seat)), json.dumps(list(result.points))


def deal_row(
    match: Match,
    state: State,
    deal_no: int,
    key: str,
    mode: str,
    seat: int = 0,
    when: str | None = None,
) -> dict[str, Any]:
    """The row for one finished deal, seen from ``seat``'s side."""
    game = match.game
    side = game.side_of(seat)
    result = state.result()
    outcome, points = deal_result(match, state, seat)
    points_for, points_against = _for_against(result.points, side)
    # a clean sweep (Jan, jana, all tricks), a storm and the seat's risks, as its game says
    facts = game_ui(game).deal_facts(game, result, seat)
    sweep, storm = facts.sweep, facts.storm
    return {
        "match_key": key,
        "deal_no": deal_no,
        "game": game.id,
        "variant": variant_key(game.option_values),
        "mode": mode,
        "finished_at": when or _now(),
        "outcome": outcome,
        "points_for": points_for,
        "points_against": points_against,
        "points": points,
        "jan_for": int(sweep is not None and sweep == side),
        "jan_against": int(sweep is not None and sweep != side),
        "storm_for": int(storm is not None and storm == side),
        "storm_against": int(storm is not None and storm != side),
        "risks_made": facts.risks_made,
        "risks_won": facts.risks_won,
        "details": json.dumps(result.facts_json(), sort_keys=True, default=str),
    }


def match_row(
    match: Match, key: str, mode: str, seat: int = 0, when: str | None = None
) -> dict[str, Any]:
    """The row for a finished match, seen from ``seat``'s side."""
    game = match.game
    side = game.side_of(seat)
    scores = match.scores
    points_for, points_against = _for_against(scores, side)
    return {
        "match_key": key,
        "game": game.id,
        "variant": variant_key(game.option_values),
        "mode": mode,
        "finished_at": when or _now(),
        "outcome": _outcome(match.winner, side),
        "points_for": points_for,
        "points_against": points_against,
        "points": json.dumps(list(scores)),
        "deals": len(match.deals),
        "series_value": match.series_value(),
    }


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# --------------------------------------------------------------------------- summaries


@dataclass
class Summary:
    """One game and variant in one mode: what the statistics dialog shows in a row."""

    game: str
    variant: str
    matches: int = 0
    matches_won: int = 0
    matches_lost: int = 0
    deals: int = 0
    deals_won: int = 0
    deals_lost: int = 0
    deals_drawn: int = 0
    points_for: int = 0
    points_against: int = 0
    jan_for: int = 0
    jan_against: int = 0
    storm_for: int = 0
    storm_against: int = 0
    risks_made: int = 0
    risks_won: int = 0
    # the coach's reviews of these deals: how many have an accuracy, its mean, and the
    # mistakes and blunders they hold
    reviewed: int = 0
    accuracy: float | None = None
    mistakes: int = 0

    @property
    def match_win_rate(self) -> float | None:
        return self.matches_won / self.matches if self.matches else None

    @property
    def deal_win_rate(self) -> float | None:
        return self.deals_won / self.deals if self.deals else None


@dataclass
class MatchEntry:
    """One finished match, for the points chart."""

    game: str
    variant: str
    outcome: str
    points_for: int
    points_against: int
    finished_at: str


@dataclass
class PuzzleProgress:
    """A game's puzzles as the player has done them: how many solved, how many tries
    (each try ends solved or with a play that lost value), the current streak of days
    with the puzzle of the day solved, and per puzzle (by key) its tries and whether it
    was solved."""

    solved: int = 0
    tries: int = 0
    streak: int = 0
    puzzles: dict[str, tuple[int, bool]] = field(default_factory=dict)  # key -> (tries, solved)


@dataclass
class ReviewEntry:
    """One reviewed deal, for the accuracy trend."""

    game: str
    accuracy: float | None
    mistakes: int
    blunders: int


@dataclass
class SkillEntry:
    """One reviewed deal with a par, for the skill chart: the player's skill in it and
    the running sum of skill over that game's deals up to it."""

    skill: float
    total: float


def review_row(key: str, coaching: DealCoaching, when: str | None = None) -> dict[str, Any]:
    """The row for the coach's review of deal ``coaching.deal_no`` of match ``key`` (with
    its par and the player's skill once worked out)."""
    review, counts, par = coaching.review, coaching.counts, coaching.par
    return {
        "match_key": key,
        "deal_no": int(review.deal),
        "game": str(review.game),
        "accuracy": None if review.accuracy is None else round(float(review.accuracy), 2),
        "decisions": len(review.decisions),
        "mistakes": int(counts.get("mistake", 0)),
        "blunders": int(counts.get("blunder", 0)),
        "reviewed_at": when or _now(),
        "par": None if par is None else round(float(par.points), 3),
        "skill": None if par is None else round(float(par.skill), 3),
    }


# The luck line: the last LUCK_WINDOW deals with a par against the ones before them; none
# is said below LUCK_FEWEST deals (docs/coach.md: how it is measured, and its noise).
LUCK_WINDOW = 200
LUCK_FEWEST = 20


@dataclass(frozen=True)
class Luck:
    """What the player's cards were worth in their last ``deals`` deals of a game, beside
    their skill there: ``cards`` is the mean par of those deals less the mean par of the
    ``before`` deals before them (the game's dealt hands, as this player's seat got
    them: what their cards were worth against the average), ``skill`` their mean skill
    (result less par) in the same deals, ``noise`` the standard error of ``cards``."""

    game: str
    deals: int
    cards: float
    skill: float
    before: int
    noise: float


# how many rows a listing reads at a time
PAGE = 200


@dataclass(frozen=True)
class ExerciseLine:
    """One exercise as My mistakes lists it, from its row alone (nothing replayed): its
    key, game, the day and deal it was made in, when it is due, the coach's verdict on
    the play, the play, and the game's options (JSON) to name that play."""

    key: str
    game: str
    made: str
    deal_no: int
    due: str
    verdict: str
    played: str
    options: str


@dataclass
class Series:
    """The Brús series (I8) across sessions: what the won and lost matches were worth."""

    yours: int = 0
    theirs: int = 0
    matches: int = 0


# --------------------------------------------------------------------------- the store


def _ident(table: str, row: dict[str, Any]) -> tuple[Any, ...]:
    """A row's identity in ``table``: the table and its key columns' values."""
    return (table,) + tuple(row[k] for k in KEYS[table])


def _listed(due_only: bool) -> str:
    """SQL for the exercises listed (on the index ``exercises_listed``)."""
    return "learnt = 0 AND readable = 1" + (" AND due <= ?" if due_only else "")


class StatisticsStore:
    """The statistics database at ``path``; see the module docstring.

    ``notice`` is a sentence for the player (a Phrase: ``phrases.say`` shows it in their
    language) when the file had to be set aside (or could not be opened at all; then
    ``available`` is False and nothing is recorded)."""

    def __init__(self, path: str | os.PathLike[str], check: str = "full") -> None:
        self.path = Path(path)
        # "full": SQLite's integrity check before the file is used; "quick": its quick
        # check; "later": none here, for the app's start (the full one then runs on a
        # thread of its own: ``damaged`` and ``set_damaged_aside``), so a long history
        # never delays the deal (the checks take a time that grows with the file)
        self._pragma = {"full": "integrity_check", "quick": "quick_check"}.get(check)
        self.notice: str | None = None
        self.aside: Path | None = None
        self._conn: sqlite3.Connection | None = None
        # The rows this store may rewrite or take back, as it last saw or wrote them, by
        # (table, match key[, deal number]); and the matches it has taken up.
        self._known: dict[tuple[Any, ...], _Seen] = {}
        self._adopted: set[str] = set()
        # the highest deal number of each match among the rows it has seen (what play
        # taken back may have left behind is looked for up to there)
        self._last_deal: dict[str, int] = {}
        self._open()

    @classmethod
    def reading(cls, path: str | os.PathLike[str]) -> StatisticsStore:
        """The database at ``path`` for reading only, on a connection of its own (the
        statistics dialog reads a long history on a thread with one): nothing is checked,
        made, set aside or written. StatisticsError if it cannot be opened."""
        store = cls.__new__(cls)
        store.path, store.notice, store.aside = Path(path), None, None
        store._known, store._adopted, store._pragma = {}, set(), None
        store._last_deal = {}
        try:
            store._conn = sqlite3.connect(
                f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=2.0
            )
            store._conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
        except (sqlite3.Error, OSError, ValueError) as exc:
            raise StatisticsError(str(exc)) from None
        return store

    @property
    def available(self) -> bool:
        return self._conn is not None

    def deal_count(self) -> int:
        """How many deals the history holds, in every mode (one query on an index)."""
        return _int(self._query("SELECT COUNT(*) FROM deals")[0][0]) if self._conn else 0

    # -- opening ---------------------------------------------------------------------
    def _open(self) -> None:
        try:
            make_folder(self.path.parent)
        except OSError as exc:
            self.notice = QT_TRANSLATE_NOOP(
                "Statistics",
                "Statistics are off for now: their folder could not be made ({reason}).",
            ).format(reason=str(exc.strerror or exc))
            return
        problem = self._check()
        if problem is None:
            return
        if problem == "unopenable":
            return  # notice set by _check; the file (if any) stays where it is
        if not self._set_aside():
            return
        if problem == "newer":
            text = QT_TRANSLATE_NOOP(
                "Statistics",
                "The statistics file was written by a newer "
                "version of Bräus Desktop, so it was kept aside as {name} "
                "and new statistics begin.",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Statistics",
                "The statistics file could not be read, so "
                "it was kept aside as {name} and new statistics begin.",
            )
        self.notice = text.format(name=self.aside.name if self.aside else self.path.name)
        if self._check() is not None and self._conn is None:
            self.notice = QT_TRANSLATE_NOOP(
                "Statistics", "Statistics are off for now: a new statistics file could not be made."
            )

    def _check(self) -> str | None:
        """Open the file and make sure it is ours: None when ready, else what is wrong."""
        conn = None
        try:
            # SQLite opens its files plainly: a pipe there (the database or its journal)
            # would make it wait for ever, so none is handed to it unless it is a regular
            # file or not there yet. Whatever is there instead stays untouched.
            for companion in ("-journal", "-wal"):
                regular_or_absent(f"{self.path}{companion}")
            # SQLite takes a few stray bytes for an empty database and would write over
            # them: a file that does not start like a database is not one.
            head = read_regular_file(self.path, head=100) if regular_or_absent(self.path) else b""
            self._private()
            if head and head[: len(HEADER)] != HEADER:
                return "corrupt"
            if len(head) > 19 and not (head[18] in (1, 2) and head[19] in (1, 2)):
                # file format versions SQLite cannot write (it would open it read-only)
                return "corrupt"
        except FileRefused as exc:
            self.notice = QT_TRANSLATE_NOOP(
                "Statistics",
                "Statistics are off for now: the statistics file could not be opened. {reason}",
            ).format(reason=exc.args[0])
            return "unopenable"
        try:
            conn = sqlite3.connect(self.path, timeout=2.0)
            # a damaged text must read as text, not stop the whole summary
            conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            # integrity_check, not only quick_check: a damaged index passes the quick one
            # and then fails the first query that reads through it (the app runs the
            # quick one here and the full one after the deal is shown: ``damaged``)
            check = conn.execute(f"PRAGMA {self._pragma}").fetchall() if self._pragma else [("ok",)]
            if check != [("ok",)]:
                conn.close()
                return "corrupt"
            tables = {
                name
                for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
            if version > SCHEMA_VERSION:
                conn.close()
                return "newer"
            if version == 0 and not tables:
                conn.executescript(
                    "BEGIN; " + SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
                )
            elif (
                version == 0
                or not self.schema_matches(conn, _tables_at(version))
                or not self._migrate(conn, version)
            ):
                # (checked whole, as its version has it, before a migration writes to it:
                # a file not ours stays untouched)
                conn.close()
                return "corrupt"
            if not self.schema_matches(conn, {**TABLES, **OTHER_TABLES}):
                conn.close()
                return "corrupt"
            self._keep_tallies(conn, counted=self._pragma is not None)
        except sqlite3.DatabaseError as exc:
            if conn is not None:
                conn.close()
            if (getattr(exc, "sqlite_errorname", "") or "").startswith(CIRCUMSTANCES):
                # Locked, not readable, or a full disk: the file may be fine, so it stays put.
                self.notice = QT_TRANSLATE_NOOP(
                    "Statistics",
                    "Statistics are off for now: the statistics file could not be "
                    "opened ({reason}).",
                ).format(reason=str(exc))
                return "unopenable"
            return "corrupt"
        except UnicodeDecodeError:
            # (SQLite's own message can quote damaged bytes that are not UTF-8)
            if conn is not None:
                conn.close()
            return "corrupt"
        self._conn = conn
        return None

    def _private(self) -> None:
        """The player's history is theirs alone: the file is made 0600 before SQLite
        makes it (0644 whatever the umask), so its journal and WAL files, which SQLite
        makes with the database's mode, are too; one made looser before is tightened."""
        tighten(self.path)
        for companion in ("-journal", "-wal", "-shm"):
            tighten(f"{self.path}{companion}")
        try:
            os.close(
                os.open(
                    self.path,
                    os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0),
                    FILE_MODE,
                )
            )
        except OSError:
            pass  # there already (or not to be made: SQLite says why)

    @staticmethod
    def _migrate(conn: sqlite3.Connection, version: int) -> bool:
        """Bring an older schema up to date, one version at a time; False if unknown."""
        while version < SCHEMA_VERSION:
            step = MIGRATIONS.get(version)
            if step is None:
                return False
            conn.executescript("BEGIN; " + step + f"PRAGMA user_version = {version + 1}; COMMIT;")
            version += 1
        return True

    @staticmethod
    def _keep_tallies(conn: sqlite3.Connection, counted: bool) -> None:
        """Make the tallies (table and triggers) again from the rows if any part of them
        is missing or, when ``counted``, their deals are not the rows' (an edit made
        with the triggers away): derived data, so rebuilt rather than refused."""
        have = {
            name
            for (name,) in conn.execute(
                "SELECT name FROM sqlite_master WHERE name = 'tallies' OR name GLOB 'tally_*'"
            )
        }
        if have == {"tallies", *TALLY_TRIGGERS}:
            if (
                not counted
                or conn.execute(
                    "SELECT (SELECT COALESCE(SUM(deals), 0) FROM tallies) = "
                    "(SELECT COUNT(*) FROM deals)"
                ).fetchone()[0]
            ):
                return
            conn.executescript("BEGIN; " + TALLY_FILL + " COMMIT;")
            return
        conn.executescript(
            "BEGIN; "
            + "".join(f"DROP TRIGGER IF EXISTS {t}; " for t in TALLY_TRIGGERS)
            + "DROP TABLE IF EXISTS tallies; "
            + TALLIES
            + " COMMIT;"
        )

    @staticmethod
    def schema_matches(conn: sqlite3.Connection, tables: dict[str, tuple[str, ...]]) -> bool:
        for table, columns in tables.items():
            have = tuple(row[1] for row in conn.execute(f"PRAGMA table_info({table})"))
            if have != columns:
                return False
        return True

    def _set_aside(self) -> bool:
        """Rename the bad file (and its journal) to a free ``.corrupt`` name, untouched."""
        aside = aside_name(self.path, companions=("-journal",))
        try:
            os.rename(self.path, aside)
        except OSError as exc:
            self.notice = QT_TRANSLATE_NOOP(
                "Statistics",
                "Statistics are off for now: the unreadable statistics file could "
                "not be moved aside ({reason}).",
            ).format(reason=str(exc.strerror or exc))
            return False
        journal = Path(f"{self.path}-journal")
        if journal.exists():
            # A stale journal must not be played into the new file: it travels with its
            # database (SQLite finds it again by the new name).
            try:
                os.rename(journal, f"{aside}-journal")
            except OSError:
                pass
        self.aside = aside
        return True

    def set_damaged_aside(self) -> bool:
        """The full check (``damaged``) found the open file damaged: close it, keep it
        aside as at the start, and begin a fresh one, with the same sentence in
        ``notice``. False if the file is not this store's open one any more."""
        if self._conn is None:
            return False
        self.close()
        self._known.clear()
        self._adopted.clear()
        self._last_deal.clear()
        if not self._set_aside():
            return True
        self.notice = QT_TRANSLATE_NOOP(
            "Statistics",
            "The statistics file could not be read, so it was kept aside as "
            "{name} and new statistics begin.",
        ).format(name=self.aside.name if self.aside else self.path.name)
        if self._check() is not None and self._conn is None:
            self.notice = QT_TRANSLATE_NOOP(
                "Statistics", "Statistics are off for now: a new statistics file could not be made."
            )
        return True

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # -- writing -------------------------------------------------------------------
    def adopt(self, key: str) -> None:
        """Take up match ``key`` as its rows stand now: they are the play a window goes on
        with (it started or resumed the match), so they are this store's to replace or
        take back. Rows of it written later by anyone else are not."""
        if self._conn is None or key in self._adopted:
            return
        try:
            found = self._rows_of(key)
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise StatisticsError(str(exc)) from None
        self._adopted.add(key)
        self._learn(found)

    @property
    def connection(self) -> sqlite3.Connection | None:
        """The open database (None once the store is closed or could not open it)."""
        return self._conn

    @property
    def _db(self) -> sqlite3.Connection:
        """The database, which is open while the store is asked anything."""
        if self._conn is None:
            raise StatisticsError("the statistics file is closed")
        return self._conn

    def _rows_of(self, key: str) -> dict[tuple[Any, ...], _Seen | None]:
        found: dict[tuple[Any, ...], _Seen | None] = {}
        for table, columns in TABLES.items():
            for row in self._db.execute(
                f"SELECT {', '.join(columns)} FROM {table} WHERE match_key = ?", (key,)
            ):
                found[_ident(table, dict(zip(columns, row)))] = _seen(table, row)
        return found

    def record(
        self,
        deals: list[dict[str, Any]],
        match: dict[str, Any] | None = None,
        finished: tuple[str, int] | None = None,
    ) -> int:
        """Add finished deals (and the finished match) in one transaction. A row already
        there with the same result is kept as it is; one with another result (the deal
        was played again in practice) is replaced. ``finished`` (a match key and how many
        of its deals are finished now) names the deal just finished, whose row is also
        replaced when only its mode changed (replaying a serious deal made it practice),
        and removes that match's rows from play that was taken back: deals after it,
        and its match row unless ``match`` is given. Only rows this store has in hand
        (see ``adopt``; a match not taken up yet is taken up now) are replaced or
        removed. Returns how many rows were added, replaced or removed."""
        if self._conn is None:
            return 0
        changed = 0
        # what this store will know once the transaction is in (nothing if it fails)
        learned: dict[tuple[Any, ...], _Seen | None] = {}
        keys = {row["match_key"] for row in deals}
        keys |= {match["match_key"]} if match is not None else set()
        keys |= {finished[0]} if finished is not None else set()
        taking_up = keys - self._adopted
        try:
            with self._conn:
                for key in taking_up:
                    learned.update(self._rows_of(key))
                for row in deals:
                    latest = finished is not None and (row["match_key"], row["deal_no"]) == tuple(
                        finished
                    )
                    changed += self._upsert(
                        "deals", DEAL_COLUMNS, row, learned, ("mode",) if latest else ()
                    )
                if match is not None:
                    if (
                        match["mode"] == "serious"
                        and self._conn.execute(
                            "SELECT 1 FROM deals WHERE match_key = ? AND mode = 'practice'",
                            (match["match_key"],),
                        ).fetchone()
                    ):
                        # help used in any deal makes the whole match practice
                        match = dict(match, mode="practice")
                    changed += self._upsert("matches", MATCH_COLUMNS, match, learned)
                if finished is not None:
                    key, count = finished
                    # (the deal numbers after ``count`` this store has seen, not every
                    # row it knows: a career's thousands of deals are not gone over at
                    # each deal's end)
                    last = max(self._last_deal.get(key, 0), _last_deal(learned, key))
                    taken_back: list[tuple[Any, ...]] = [
                        ("deals", key, n) for n in range(count + 1, last + 1)
                    ]
                    taken_back += [("matches", key)] if match is None else []
                    for ident in taken_back:
                        seen = learned.get(ident, self._known.get(ident))
                        if ident in learned or ident in self._known:
                            changed += self._remove(ident, seen, learned)
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise StatisticsError(str(exc)) from None
        self._adopted |= taking_up
        self._learn(learned)
        if finished is not None:
            self._last_deal[finished[0]] = finished[1]  # (those after it are taken back)
        return changed

    def _learn(self, learned: Mapping[tuple[Any, ...], _Seen | None]) -> None:
        """What a transaction wrote (None: removed), or an adopted match's rows."""
        for ident, seen in learned.items():
            if seen is None:
                self._known.pop(ident, None)
            else:
                self._known[ident] = seen
        for key in {ident[1] for ident in learned}:
            self._last_deal[key] = max(self._last_deal.get(key, 0), _last_deal(learned, key))

    def holds_deal(
        self, key: str, deal_no: int, result: tuple[str, str], mode: str | None = None
    ) -> bool:
        """Whether this store has in hand (``adopt``) the row of deal ``deal_no`` of match
        ``key`` with this result (``deal_result``), and this mode if one is given: the
        recorder need not make the deal's row again (a match resumed, its deals counted
        in an earlier session; ``record`` keeps such a row as it is)."""
        seen = self._known.get(("deals", key, deal_no))
        return seen is not None and seen[1] == hash(result) and mode in (None, seen[2])

    def record_review(self, row: dict[str, Any]) -> int:
        """Keep the coach's review of a deal (``review_row``), replacing an earlier one of
        the same deal (played again, or reviewed again). Returns 1 once written."""
        if self._conn is None:
            return 0
        try:
            with self._conn:
                # (deleted, then inserted: a REPLACE would take the old row out without
                # its trigger, and its review would stay in the tallies)
                self._conn.execute(
                    "DELETE FROM reviews WHERE match_key = ? AND deal_no = ?",
                    (row["match_key"], row["deal_no"]),
                )
                self._conn.execute(
                    f"INSERT INTO reviews ({', '.join(REVIEW_COLUMNS)}) "
                    f"VALUES ({', '.join('?' for _ in REVIEW_COLUMNS)})",
                    tuple(row[c] for c in REVIEW_COLUMNS),
                )
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise StatisticsError(str(exc)) from None
        return 1

    # What makes two rows of one deal or match the same result: the rest (when, the mode
    # of a deal played before a replay made the match practice) stays as first recorded.
    RESULT = {
        "deals": ("outcome", "points", "details"),
        "matches": ("outcome", "points", "deals", "series_value"),
    }

    def _current(self, ident: tuple[Any, ...]) -> tuple[Any, ...] | None:
        table = ident[0]
        where = " AND ".join(f"{k} = ?" for k in KEYS[table])
        found: tuple[Any, ...] | None = self._db.execute(
            f"SELECT {', '.join(TABLES[table])} FROM {table} WHERE {where}", ident[1:]
        ).fetchone()
        return found

    def _upsert(
        self,
        table: str,
        columns: tuple[str, ...],
        row: dict[str, Any],
        learned: dict[tuple[Any, ...], _Seen | None],
        also: tuple[str, ...] = (),
    ) -> int:
        """Insert the row, or replace the one there if it is this store's and its result
        (or a column in ``also``) differs. What was written goes into ``learned``."""
        ident = _ident(table, row)
        new = tuple(row[c] for c in columns)
        current = self._current(ident)
        if current is None:
            self._db.execute(
                f"INSERT INTO {table} ({', '.join(columns)}) "
                f"VALUES ({', '.join('?' for _ in columns)})",
                new,
            )
        else:
            mine = learned.get(ident, self._known.get(ident))
            if mine is None or hash(tuple(current)) != mine[0]:
                return 0  # another window wrote it since this store last looked
            if all(
                current[columns.index(c)] == new[columns.index(c)]
                for c in self.RESULT[table] + also
            ):
                return 0
            keys = KEYS[table]
            self._db.execute(
                f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in columns if c not in keys)}"
                f" WHERE {' AND '.join(f'{k} = ?' for k in keys)}",
                tuple(row[c] for c in columns if c not in keys) + ident[1:],
            )
        learned[ident] = _seen(table, new)
        return 1

    def _remove(
        self,
        ident: tuple[Any, ...],
        seen: _Seen | None,
        learned: dict[tuple[Any, ...], _Seen | None],
    ) -> int:
        """Delete a row of play taken back, if it is still as this store saw it."""
        if seen is None:
            return 0
        current = self._current(ident)
        learned[ident] = None
        if current is None or hash(tuple(current)) != seen[0]:
            return 0  # gone already, or another window's now: not this store's to remove
        table = ident[0]
        where = " AND ".join(f"{k} = ?" for k in KEYS[table])
        return self._db.execute(f"DELETE FROM {table} WHERE {where}", ident[1:]).rowcount

    # -- reading -------------------------------------------------------------------
    def _query(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        if self._conn is None:
            return []
        try:
            return self._conn.execute(sql, args).fetchall()
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise StatisticsError(str(exc)) from None

    def summaries(self, mode: str) -> list[Summary]:
        """Per game and variant, in the given mode, most played first."""
        out: dict[tuple[str, str], Summary] = {}
        for row in self._query(
            f"SELECT game, variant, {', '.join(TALLY_DEALS)}, reviewed, accuracy_sum, "
            "mistakes FROM tallies WHERE mode = ? AND deals > 0",
            (mode,),
        ):
            s = out.setdefault((row[0], row[1]), Summary(str(row[0]), str(row[1])))
            (
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
            ) = (_int(v) for v in row[2:14])
            s.reviewed, s.mistakes = _int(row[14]), _int(row[16])
            # (the mean as SQLite's AVG makes it: the sum over the count)
            s.accuracy = _float(row[15]) / s.reviewed if s.reviewed else None
        for row in self._query(
            "SELECT game, variant, COUNT(*), SUM(outcome = 'won'), SUM(outcome = 'lost') "
            "FROM matches WHERE mode = ? GROUP BY game, variant",
            (mode,),
        ):
            s = out.setdefault((row[0], row[1]), Summary(str(row[0]), str(row[1])))
            s.matches, s.matches_won, s.matches_lost = (_int(v) for v in row[2:])
        return sorted(out.values(), key=lambda s: (-s.matches, -s.deals, s.game, s.variant))

    def matches(
        self, mode: str, game: str | None = None, variant: str | None = None, limit: int = 200
    ) -> list[MatchEntry]:
        """Finished matches in the order they ended (the last ``limit``)."""
        sql = (
            f"SELECT game, variant, outcome, {_whole('points_for')}, "
            f"{_whole('points_against')}, finished_at FROM matches WHERE mode = ?"
        )
        args: list[Any] = [mode]
        if game is not None:
            sql += " AND game = ?"
            args.append(game)
        if variant is not None:
            sql += " AND variant = ?"
            args.append(variant)
        sql += " ORDER BY rowid DESC LIMIT ?"
        args.append(limit)
        rows = self._query(sql, tuple(args))
        return [
            MatchEntry(str(r[0]), str(r[1]), str(r[2]), _int(r[3]), _int(r[4]), str(r[5]))
            for r in reversed(rows)
        ]

    def accuracy_trend(self, mode: str, game: str, limit: int = 30) -> list[ReviewEntry]:
        """The last ``limit`` reviewed deals of a game in a mode (the mode their deal's row
        has), oldest first: the accuracy trend."""
        rows = self._query(
            f"SELECT r.game, {_share('r.accuracy')}, {_whole('r.mistakes')}, "
            f"{_whole('r.blunders')} FROM reviews r JOIN deals d "
            "ON d.match_key = r.match_key AND d.deal_no = r.deal_no "
            "WHERE d.mode = ? AND r.game = ? ORDER BY r.reviewed_at DESC, r.rowid DESC "
            "LIMIT ?",
            (mode, game, limit),
        )
        return [
            ReviewEntry(str(r[0]), None if r[1] is None else _float(r[1]), _int(r[2]), _int(r[3]))
            for r in reversed(rows)
        ]

    def skill_trend(self, mode: str, game: str, limit: int = 30) -> list[SkillEntry]:
        """The last ``limit`` reviewed deals of a game with a par, in a mode (the mode
        their deal's row has), oldest first: each one's skill and the running sum of skill
        over every such deal of the game in that mode up to it. Two queries: the last rows
        (on the reviews' index), and the sum of all (the tallies; the running sums count
        back from it), so neither Python nor SQLite walks the whole history."""
        if limit <= 0:
            return []
        where = (
            f"FROM reviews r JOIN deals d ON d.match_key = r.match_key AND "
            f"d.deal_no = r.deal_no WHERE d.mode = ? AND r.game = ? AND "
            f"{_points('r.skill')} IS NOT NULL"
        )
        last = [
            _float(v)
            for (v,) in self._query(
                f"SELECT {_points('r.skill')} {where} ORDER BY r.reviewed_at DESC, r.rowid DESC "
                "LIMIT ?",
                (mode, game, limit),
            )
        ]
        if not last:
            return []
        total = _float(
            self._query(
                "SELECT SUM(skill_sum) FROM tallies WHERE mode = ? AND game = ?", (mode, game)
            )[0][0]
        )
        out = []
        for skill in last:  # newest first: each running sum is the next one's less its skill
            out.append(SkillEntry(skill, total))
            total -= skill
        return out[::-1]

    def luck(self, mode: str, game: str, window: int = LUCK_WINDOW) -> Luck | None:
        """The player's cards beside their skill in a game (see ``Luck``): the last
        ``window`` deals with a par against the ones before them (at least as many: with
        fewer than twice ``window``, the later half against the earlier half). None below
        ``LUCK_FEWEST`` deals with a par."""
        where = (
            f"FROM reviews r JOIN deals d ON d.match_key = r.match_key AND "
            f"d.deal_no = r.deal_no WHERE d.mode = ? AND r.game = ? AND "
            f"{_points('r.par')} IS NOT NULL AND {_points('r.skill')} IS NOT NULL"
        )
        ((n, par_sum, par_squares),) = self._query(
            "SELECT SUM(lucky), SUM(par_sum), SUM(par_squares) FROM tallies WHERE mode = ? "
            "AND game = ?",
            (mode, game),
        )
        n = _int(n)
        if n < LUCK_FEWEST:
            return None
        recent = min(window, n // 2)
        ((r_par, r_skill),) = self._query(
            f"SELECT SUM(p), SUM(s) FROM (SELECT {_points('r.par')} AS p, "
            f"{_points('r.skill')} AS s {where} ORDER BY r.reviewed_at DESC, r.rowid DESC "
            "LIMIT ?)",
            (mode, game, recent),
        )
        before = n - recent
        before_sum = _float(par_sum) - _float(r_par)
        recent_mean, before_mean = _float(r_par) / recent, before_sum / before
        # the spread of one deal's par (all deals pooled), for the noise of the difference
        mean = _float(par_sum) / n
        spread = math.sqrt(max(0.0, _float(par_squares) / n - mean * mean))
        return Luck(
            game,
            recent,
            recent_mean - before_mean,
            _float(r_skill) / recent,
            before,
            spread * math.sqrt(1 / recent + 1 / before),
        )

    def series(self, mode: str, game: str | None = None) -> Series:
        """The running series of a game that keeps one (Icelandic Brús, I8); None: the
        game whose ``GameUI`` says it keeps one."""
        if game is None:
            from ..games import series_game

            game = series_game()
        rows = self._query(
            f"SELECT SUM(CASE WHEN outcome = 'won' THEN {_whole('series_value')} ELSE 0 END), "
            f"SUM(CASE WHEN outcome = 'lost' THEN {_whole('series_value')} ELSE 0 END), COUNT(*) "
            "FROM matches WHERE mode = ? AND game = ? AND series_value IS NOT NULL",
            (mode, game),
        )
        yours, theirs, n = rows[0] if rows else (0, 0, 0)
        return Series(_int(yours), _int(theirs), _int(n))

    # -- the history taken out (history.py) ----------------------------------------
    def mean_skill(self, mode: str, game: str, variant: str) -> tuple[int, float | None]:
        """How many deals of a game and variant in a mode have a par, and the player's
        mean skill over them (None without any)."""
        ((n, total),) = self._query(
            "SELECT skilled, skill_sum FROM tallies WHERE mode = ? AND game = ? AND variant = ?",
            (mode, game, variant),
        ) or [(0, None)]
        return _int(n), (None if not _int(n) else _float(total) / _int(n))

    def learnt_count(self) -> int:
        """How many exercises the player has learnt."""
        return (
            _int(self._query("SELECT COUNT(*) FROM exercises WHERE learnt = 1")[0][0])
            if self._conn
            else 0
        )

    def deal_lines(self) -> Iterator[tuple[Any, ...]]:
        """Every finished deal with its review, in the order they were recorded, a page
        at a time (history.CSV_COLUMNS)."""
        last = -1
        while True:
            rows = self._query(
                "SELECT d.rowid, d.finished_at, d.game, d.variant, d.mode, d.match_key, "
                f"d.deal_no, d.outcome, {_whole('d.points_for')}, "
                f"{_whole('d.points_against')}, r.match_key IS NOT NULL, "
                f"{_share('r.accuracy')}, {_whole('r.mistakes')}, {_whole('r.blunders')}, "
                f"{_points('r.par')}, {_points('r.skill')} FROM deals d LEFT JOIN reviews r "
                "ON r.match_key = d.match_key AND r.deal_no = d.deal_no "
                "WHERE d.rowid > ? ORDER BY d.rowid LIMIT ?",
                (last, PAGE * 5),
            )
            for row in rows:
                reviewed = bool(row[10])
                yield (
                    str(row[1]),
                    str(row[2]),
                    str(row[3]),
                    str(row[4]),
                    str(row[5]),
                    _int(row[6]),
                    str(row[7]),
                    _int(row[8]),
                    _int(row[9]),
                    int(reviewed),
                    "" if row[11] is None else round(_float(row[11]), 2),
                    _int(row[12]) if reviewed else "",
                    _int(row[13]) if reviewed else "",
                    "" if row[14] is None else round(_float(row[14]), 3),
                    "" if row[15] is None else round(_float(row[15]), 3),
                )
            if len(rows) < PAGE * 5:
                return
            last = rows[-1][0]

    # -- puzzles ---------------------------------------------------------------------
    def record_puzzle_try(
        self,
        game: str,
        puzzle: str,
        number: int,
        solved: bool,
        daily: date | None = None,
        when: str | None = None,
    ) -> bool:
        """Add one try at a puzzle (solved, or ended by a play that lost value); ``daily``
        is the date whose puzzle of the day it was. False if it could not be written."""
        if self._conn is None:
            return False
        row = (
            game,
            puzzle,
            int(number),
            when or _now(),
            "solved" if solved else "missed",
            daily.isoformat() if daily is not None else None,
        )
        try:
            with self._conn:
                self._conn.execute(
                    f"INSERT INTO puzzle_tries ({', '.join(PUZZLE_COLUMNS)}) "
                    f"VALUES ({', '.join('?' for _ in PUZZLE_COLUMNS)})",
                    row,
                )
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise StatisticsError(str(exc)) from None
        return True

    def puzzle_progress(self, game: str, today: date) -> PuzzleProgress:
        """The player's progress on a game's puzzles (``today``: the streak's last day,
        which may still be to play: a streak ending yesterday still stands)."""
        out = PuzzleProgress()
        for key, tries, solved in self._query(
            "SELECT puzzle, COUNT(*), MAX(outcome = 'solved') FROM puzzle_tries "
            "WHERE game = ? GROUP BY puzzle",
            (game,),
        ):
            out.puzzles[str(key)] = (_int(tries), bool(_int(solved)))
        out.tries = sum(t for t, _ in out.puzzles.values())
        out.solved = sum(1 for _, s in out.puzzles.values() if s)
        days = {
            str(d)
            for (d,) in self._query(
                "SELECT DISTINCT daily FROM puzzle_tries WHERE game = ? AND outcome = 'solved' "
                "AND daily IS NOT NULL",
                (game,),
            )
        }
        day = today if today.isoformat() in days else today - timedelta(days=1)
        while day.isoformat() in days:
            out.streak += 1
            day -= timedelta(days=1)
        return out

    # -- the player's mistakes as exercises ------------------------------------------
    def add_exercises(self, exercises: list[Exercise], when: date) -> int:
        """Keep new exercises (``bots.exercise.Exercise``), each first due as
        ``first_schedule`` says; one already kept (the same decision) is left as it is.
        Returns how many were added."""
        from ...bots.exercise import first_schedule

        if self._conn is None or not exercises:
            return 0
        due = first_schedule(when).due.isoformat()
        added = 0
        try:
            with self._conn:
                for ex in exercises:
                    added += self._conn.execute(
                        f"INSERT OR IGNORE INTO exercises ({', '.join(EXERCISE_COLUMNS)}) "
                        f"VALUES ({', '.join('?' for _ in EXERCISE_COLUMNS)})",
                        (
                            ex.key,
                            ex.game,
                            ex.match_key,
                            int(ex.deal_no),
                            when.isoformat(),
                            json.dumps(ex.position.to_json(), ensure_ascii=False, default=str),
                            json.dumps(ex.decision.to_json(), ensure_ascii=False),
                            due,
                            0,
                            0,
                            0,
                            0,
                        ),
                    ).rowcount
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise StatisticsError(str(exc)) from None
        return added

    def exercises(
        self, today: date, due_only: bool = True, limit: int | None = None
    ) -> list[tuple[Exercise, Schedule]]:
        """The exercises not learnt yet (``due_only``: those due by ``today``), the longest
        due first, as (``Exercise``, ``Schedule``), each replayed and checked (for a few:
        My mistakes lists ``exercise_rows`` and checks only the one opened). A row this
        app did not write (bad JSON, a position the rules refuse, a date that is none) is
        skipped, and never counts towards ``limit``."""
        out: list[tuple[Exercise, Schedule]] = []
        offset = 0
        while limit is None or len(out) < limit:
            rows = self._query(
                f"SELECT {', '.join(EXERCISE_COLUMNS)} FROM exercises "
                f"WHERE {_listed(due_only)} ORDER BY due, rowid LIMIT ? OFFSET ?",
                ((today.isoformat(),) if due_only else ()) + (PAGE, offset),
            )
            for row in rows:
                found = exercise_from_row(dict(zip(EXERCISE_COLUMNS, row)))
                if found is not None and (limit is None or len(out) < limit):
                    out.append(found)
            if len(rows) < PAGE:
                break
            offset += PAGE
        return out

    def due_count(self, today: date) -> int:
        """How many exercises are due by ``today`` (the welcome says it): one query on an
        index, exact at any number; rows not of this app's shape are not counted."""
        return (
            _int(
                self._query(
                    f"SELECT COUNT(*) FROM exercises WHERE {_listed(True)}",
                    (today.isoformat(),),
                )[0][0]
            )
            if self._conn
            else 0
        )

    def due_by_game(self, today: date) -> dict[str, int]:
        """How many exercises are due by ``today``, per game (My mistakes' headings)."""
        return {
            str(game): _int(n)
            for game, n in self._query(
                f"SELECT game, COUNT(*) FROM exercises WHERE {_listed(True)} GROUP BY game",
                (today.isoformat(),),
            )
        }

    def waiting(self, today: date) -> tuple[int, date | None]:
        """The exercises not learnt and not due by ``today``: how many, and the day the
        next one comes back."""
        rows = self._query(
            f"SELECT COUNT(*), MIN(due) FROM exercises WHERE {_listed(False)} AND due > ?",
            (today.isoformat(),),
        )
        n, nearest = rows[0] if rows else (0, None)
        try:
            day = date.fromisoformat(str(nearest)) if nearest is not None else None
        except ValueError:
            day = None
        return _int(n), day

    def exercise_rows(self, today: date, offset: int, limit: int) -> list[ExerciseLine]:
        """One page of the exercises due by ``today`` (the longest due first) as My
        mistakes shows them, read from SQL without replaying anything: ``offset`` and
        ``limit`` count listed rows only, so a row that is not this app's never uses
        up a page."""
        rows = self._query(
            "SELECT exercise_key, game, made_at, deal_no, due, "
            "json_extract(decision, '$.verdict'), json_extract(decision, '$.played'), "
            "json_extract(position, '$.options') FROM exercises "
            f"WHERE {_listed(True)} ORDER BY due, rowid LIMIT ? OFFSET ?",
            (today.isoformat(), max(0, limit), max(0, offset)),
        )
        return [
            ExerciseLine(
                str(r[0]),
                str(r[1]),
                str(r[2]),
                _int(r[3]),
                str(r[4]),
                str(r[5]),
                str(r[6]),
                str(r[7] or "{}"),
            )
            for r in rows
        ]

    def exercise(self, key: str) -> tuple[Exercise, Schedule] | None:
        """One exercise and its schedule (replayed and checked), or None when it is gone
        or its row is not one this app wrote."""
        rows = self._query(
            f"SELECT {', '.join(EXERCISE_COLUMNS)} FROM exercises WHERE exercise_key = ?", (key,)
        )
        return exercise_from_row(dict(zip(EXERCISE_COLUMNS, rows[0]))) if rows else None

    def record_exercise_answer(self, key: str, schedule: Schedule) -> bool:
        """Keep an exercise's schedule after an answer (``bots.exercise.after_answer``)."""
        if self._conn is None:
            return False
        try:
            with self._conn:
                changed = self._conn.execute(
                    "UPDATE exercises SET due = ?, rights = ?, streak = ?, answers = ?, "
                    "learnt = ? WHERE exercise_key = ?",
                    (
                        schedule.due.isoformat(),
                        _count(schedule.rights),
                        _count(schedule.streak),
                        _count(schedule.answers),
                        int(schedule.learnt),
                        key,
                    ),
                ).rowcount
        except (sqlite3.Error, UnicodeDecodeError, OverflowError) as exc:
            raise StatisticsError(str(exc)) from None
        return bool(changed)

    def counts(self) -> dict[str, int]:
        """Rows per table (tests and diagnostics)."""
        return {
            t: _int(self._query(f"SELECT COUNT(*) FROM {t}")[0][0]) if self._conn else 0
            for t in TABLES
        }


def damaged(path: str | os.PathLike[str]) -> bool:
    """SQLite's full integrity check of the database at ``path``, on a connection of its
    own (the app runs it on a worker thread after the deal is shown): True when the file
    is damaged. A file that cannot be read at the moment (locked, gone) is not damaged."""
    try:
        conn = sqlite3.connect(
            f"{Path(path).resolve().as_uri()}?mode=ro",
            uri=True,
            timeout=2.0,
            check_same_thread=False,
        )
    except (sqlite3.Error, OSError, ValueError):
        return False
    try:
        return conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]
    except sqlite3.DatabaseError as exc:
        return not (getattr(exc, "sqlite_errorname", "") or "").startswith(CIRCUMSTANCES)
    except UnicodeDecodeError:
        return True
    finally:
        conn.close()


def stored_json(text: object) -> object | None:
    """The value of a JSON text kept in the database (a variant, an exercise's position
    or review), read as a record is (``records.parse``: not too large, nested at most
    ``MAX_DEPTH`` deep, no NaN nor number too long); None for anything else (``"[" *
    1000`` as a variant ran JSON's reader out of recursion and the Statistics dialog
    never opened)."""
    from ...rules.records import RecordError, parse

    if not isinstance(text, str):
        return None
    try:
        found: object = parse(text)
    except RecordError:
        return None
    return found


def _count(value: Any) -> int:
    """An exercise's counter as kept: 0 to ``MOST`` (a hand-edited 2**63 - 1 overflowed
    SQLite's integers at the next answer, and no answer was kept)."""
    return min(max(_int(value), 0), MOST)


def exercise_from_row(row: dict[str, Any]) -> tuple[Exercise, Schedule] | None:
    """An exercise and its schedule from its row, or None for a row this app did not
    write: its JSON, its position (replayed through the rules and checked against the
    review's choices) and its numbers are all checked."""
    from ...bots.exercise import Exercise, Position, Schedule, checked
    from ...bots.review import DecisionReview

    try:
        position = Position.from_json(stored_json(row["position"]))
        decision = DecisionReview.from_json(stored_json(row["decision"]))
        exercise = Exercise(
            str(row["exercise_key"]),
            position,
            decision,
            str(row["match_key"]),
            _int(row["deal_no"]) or 1,
            str(row["made_at"]),
        )
        if position.game != row["game"] or decision.seat != position.seat:
            return None
        checked(exercise)
        schedule = Schedule(
            date.fromisoformat(str(row["due"])),
            _count(row["rights"]),
            _count(row["streak"]),
            _count(row["answers"]),
            bool(_int(row["learnt"])),
        )
    except Exception:  # noqa: BLE001 (a hand-edited row is skipped, whatever it holds)
        return None
    return exercise, schedule


def _int(value: Any) -> int:
    """SQL sums of nothing are NULL, and a damaged row may hold text or a number no game
    makes (the queries count those as 0 already): count them as 0."""
    if isinstance(value, float) and not (math.isfinite(value) and abs(value) <= 2**63):
        return 0
    try:
        return int(value or 0)
    except (TypeError, ValueError, OverflowError):
        return 0


def _float(value: Any) -> float:
    try:
        number = float(value or 0.0)
    except (TypeError, ValueError, OverflowError):
        return 0.0
    return number if math.isfinite(number) else 0.0
