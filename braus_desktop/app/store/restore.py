"""Statistics set aside that this app can read, brought back (issue 44, item 7).

An older app sets a newer app's database aside as ``statistics.sqlite3.corrupt`` (it
cannot know the newer schema); the newer app, started again, then began a new file and
the player's deals, reviews and exercises stayed hidden for good. ``findings`` looks at
every set-aside file beside the database for one this app can read (a sound SQLite file
of a schema version it knows, checked as the store checks its own) that holds rows the
database lacks; ``bring_back`` copies those rows in (the set-aside file is only read, and
stays where it is: bringing back twice adds nothing the second time). No Qt here."""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from .statistics import (
    KEYS,
    OTHER_TABLES,
    PUZZLE_COLUMNS,
    SCHEMA_VERSION,
    TABLES,
    StatisticsError,
    StatisticsStore,
    _tables_at,
)

# each table's key (a row of puzzle_tries is its own key: it has none)
KEYED = {
    **KEYS,
    "reviews": ("match_key", "deal_no"),
    "exercises": ("exercise_key",),
    "puzzle_tries": PUZZLE_COLUMNS,
}
ALL_TABLES = {**TABLES, **OTHER_TABLES}


@dataclass(frozen=True)
class Finding:
    """A set-aside statistics file this app can read, and what it holds that the
    database lacks: finished deals, matches and reviews (``rows``: every missing row)."""

    path: Path
    deals: int
    matches: int
    rows: int

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.path)


def fingerprint(path: Path) -> str:
    """Tells a set-aside file apart from another set aside later under the same name."""
    try:
        info = os.stat(path)
    except OSError:
        return ""
    ident = f"{os.fsencode(path).hex()}:{info.st_size}:{info.st_mtime_ns}"
    return hashlib.sha256(ident.encode()).hexdigest()[:16]


def _aside_files(database: Path) -> list[Path]:
    """``<name>.corrupt``, ``.corrupt-2`` ... (not their journals), oldest name first."""
    named = re.compile(re.escape(database.name) + r"\.corrupt(-[0-9]{1,6})?")
    try:
        found = [p for p in database.parent.iterdir() if named.fullmatch(p.name)]
    except OSError:
        return []
    return sorted(found, key=lambda p: (len(p.name), p.name))


def _open_read_only(path: Path) -> sqlite3.Connection | None:
    """The file as SQLite reads it, never written (``immutable``: no journal played, no
    lock file made); None if it is not a sound database of a version this app knows."""
    try:
        if not path.is_file() or path.is_symlink():
            return None
        conn = sqlite3.connect(
            f"file:{quote(os.fsdecode(path.resolve()))}?immutable=1", uri=True, timeout=2.0
        )
    except (OSError, sqlite3.Error):
        return None
    try:
        conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if not isinstance(version, int) or not 1 <= version <= SCHEMA_VERSION:
            raise sqlite3.DatabaseError("not a version this app knows")
        if conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
            raise sqlite3.DatabaseError("damaged")
        if not StatisticsStore.schema_matches(conn, _tables_at(version)):
            raise sqlite3.DatabaseError("not this app's tables")
    except (sqlite3.Error, UnicodeDecodeError):
        conn.close()
        return None
    return conn


def _missing(
    store_conn: sqlite3.Connection, aside: sqlite3.Connection, table: str
) -> tuple[tuple[str, ...], list[tuple[Any, ...]]]:
    """The columns both files have, and the set-aside rows whose key the database lacks."""
    have = tuple(r[1] for r in aside.execute(f"PRAGMA table_info({table})"))
    if not have:
        return (), []
    columns = tuple(c for c in ALL_TABLES[table] if c in have)
    key = KEYED[table]
    if not all(k in columns for k in key):
        return (), []
    present = {tuple(r) for r in store_conn.execute(f"SELECT {', '.join(key)} FROM {table}")}
    rows = []
    for row in aside.execute(f"SELECT {', '.join(columns)} FROM {table}"):
        values = dict(zip(columns, row))
        if tuple(values[k] for k in key) not in present:
            rows.append(tuple(row))
    return columns, rows


def findings(store: StatisticsStore, skip: frozenset[str] = frozenset()) -> list[Finding]:
    """The set-aside files beside the store's database that this app can read and that
    hold rows the database lacks (none if the store is not open). A file whose
    fingerprint is in ``skip`` (the player left it aside) is not read at all: each start
    asks, and a long history's file would otherwise be checked and scanned every time."""
    conn = store.connection
    if conn is None:
        return []
    out = []
    for path in _aside_files(store.path):
        if skip and fingerprint(path) in skip:
            continue
        aside = _open_read_only(path)
        if aside is None:
            continue
        try:
            counts = {t: len(_missing(conn, aside, t)[1]) for t in ALL_TABLES}
        except (sqlite3.Error, UnicodeDecodeError):
            continue
        finally:
            aside.close()
        if any(counts.values()):
            out.append(Finding(path, counts["deals"], counts["matches"], sum(counts.values())))
    return out


def bring_back(store: StatisticsStore, finding: Finding) -> int:
    """Copy the rows of a set-aside file that the database lacks into it, in one
    transaction (all or nothing); how many. ``StatisticsError`` if it cannot be done."""
    conn = store.connection
    aside = _open_read_only(finding.path)
    if conn is None or aside is None:
        raise StatisticsError("the set-aside statistics could not be read")
    added = 0
    try:
        with conn:
            for table in ALL_TABLES:
                columns, rows = _missing(conn, aside, table)
                if rows:
                    conn.executemany(
                        f"INSERT OR IGNORE INTO {table} ({', '.join(columns)}) "
                        f"VALUES ({', '.join('?' for _ in columns)})",
                        rows,
                    )
                    added += len(rows)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise StatisticsError(str(exc)) from None
    finally:
        aside.close()
    return added
