"""A long history (issue 45, and issue 44 item 3's hidden exercises): the due count and
My mistakes from SQL, exact past any cap, with bad rows never using up a page; the
statistics read on a thread; the luck line against the rows themselves; the skill
trend's running sums; the history taken out as JSON and CSV (command line and
Export…); the full integrity check after the start; the schema step adding the indexes.

The database is the benchmark's builder's, made once per run (``long_history`` in
conftest.py): 2,000 reviewed deals with par of every game, 300 due exercises."""

from __future__ import annotations

import csv
import json
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from braus_desktop.app.store.statistics import (
    EXERCISE_COLUMNS,
    FILE_NAME,
    LUCK_WINDOW,
    MIGRATIONS,
    PAGE,
    SCHEMA_V1,
    SCHEMA_VERSION,
    StatisticsStore,
)
from tests.app.conftest import LONG_DEALS, LONG_DUE

WAIT = 60_000


def store_of(folder: Path) -> StatisticsStore:
    store = StatisticsStore(folder / FILE_NAME)
    assert store.available and store.notice is None
    return store


# --------------------------------------------------------------------------- counting


def test_the_due_count_is_exact_past_every_cap(long_history):
    store = store_of(long_history)
    today = date.today()
    assert store.due_count(today) == LONG_DUE > PAGE
    assert sum(store.due_by_game(today).values()) == LONG_DUE
    assert store.waiting(today)[0] == LONG_DUE // 4 and store.learnt_count() == LONG_DUE // 4
    listed = [
        line.key
        for offset in range(0, LONG_DUE + PAGE, PAGE)
        for line in store.exercise_rows(today, offset, PAGE)
    ]
    assert len(listed) == len(set(listed)) == LONG_DUE
    assert len(store.exercises(today)) == LONG_DUE
    store.close()


def test_unreadable_rows_never_use_up_a_limit(long_copy):
    """More than 500 hand-made rows due before every real one (issue 44 item 3): the
    count, the pages of the list and the checked list still hold every real exercise."""
    store = store_of(long_copy)
    today = date.today()
    conn = sqlite3.connect(long_copy / FILE_NAME)
    conn.executemany(
        f"INSERT INTO exercises ({', '.join(EXERCISE_COLUMNS)}) VALUES "
        "(?, 'braus', 'm', 1, '2020-01-01', ?, '{}', '2020-01-02', 0, 0, 0, 0)",
        [(f"bad{i}", '{"game": "braus"}' if i % 2 else "{not json") for i in range(600)],
    )
    conn.commit()
    conn.close()
    assert store.due_count(today) == LONG_DUE
    first = store.exercise_rows(today, 0, 5)
    assert len(first) == 5 and not any(line.key.startswith("bad") for line in first)
    assert len(store.exercises(today, limit=5)) == 5
    assert len(store.exercises(today)) == LONG_DUE
    store.close()


# --------------------------------------------------------------------------- My mistakes


def test_my_mistakes_lists_every_due_exercise_a_page_at_a_time(qtbot, long_history):
    from PySide6.QtCore import QSettings

    from braus_desktop.app.dialogs.mistakes import MistakesDialog
    from braus_desktop.app.dialogs.statistics_dialog import game_title
    from braus_desktop.app.settings import Settings

    store = store_of(long_history)
    today = date.today()
    dialog = MistakesDialog(store, Settings(QSettings()), today=today)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    model = dialog.model
    # the pages the view needed to fill itself, not the whole list
    assert model.rowCount() % PAGE == 0 and model.rowCount() < LONG_DUE
    assert model.canFetchMore()
    heading = dialog.heading.text()
    for game, n in store.due_by_game(today).items():
        assert f"{game_title(game)}: {n} due" in heading

    def scrolled_to_the_end() -> bool:
        dialog.tree.scrollToBottom()  # the view asks for the rest as it is scrolled
        return not model.canFetchMore() and model.rowCount() == LONG_DUE

    qtbot.waitUntil(scrolled_to_the_end, timeout=WAIT)
    assert all(model.index(r, 2).data() for r in range(model.rowCount()))
    shown = dialog.open_exercise(dialog.key_at(LONG_DUE - 1))
    qtbot.waitExposed(shown)
    assert shown.exercise.key == dialog.key_at(LONG_DUE - 1)
    shown.close()
    store.close()


def test_a_row_the_rules_refuse_is_said_when_opened(qtbot, long_copy):
    """A row of the right shape whose deal cannot be set out again is said in one
    sentence when opened, and the list goes on."""
    from PySide6.QtCore import QSettings

    from braus_desktop.app.dialogs.mistakes import MistakesDialog
    from braus_desktop.app.settings import Settings

    store = store_of(long_copy)
    today = date.today()
    key = store.exercise_rows(today, 0, 1)[0].key
    position = json.loads(
        store._conn.execute(
            "SELECT position FROM exercises WHERE exercise_key = ?", (key,)
        ).fetchone()[0]
    )
    position["actions"] = ["not a play"] + position["actions"]
    with store._conn:
        store._conn.execute(
            "UPDATE exercises SET position = ? WHERE exercise_key = ?", (json.dumps(position), key)
        )
    dialog = MistakesDialog(store, Settings(QSettings()), today=today)
    qtbot.addWidget(dialog)
    assert dialog.key_at(0) == key
    assert dialog.open_exercise(key) is None
    assert "cannot be set out again" in dialog.status.text()
    store.close()


# --------------------------------------------------------------------------- statistics


def luck_by_hand(path: Path, mode: str, game: str) -> tuple[float, float, int]:
    """The luck line from the rows, in Python: (cards, skill, deals)."""
    conn = sqlite3.connect(path)
    rows = conn.execute(
        "SELECT r.par, r.skill FROM reviews r JOIN deals d ON d.match_key = r.match_key "
        "AND d.deal_no = r.deal_no WHERE d.mode = ? AND r.game = ? AND r.par IS NOT NULL "
        "ORDER BY r.reviewed_at, r.rowid",
        (mode, game),
    ).fetchall()
    conn.close()
    recent = min(LUCK_WINDOW, len(rows) // 2)
    last, before = rows[-recent:], rows[:-recent]
    cards = sum(p for p, _s in last) / recent - sum(p for p, _s in before) / len(before)
    return cards, sum(s for _p, s in last) / recent, recent


def test_the_luck_line_and_the_skill_trend_agree_with_the_rows(long_history):
    store = store_of(long_history)
    path = long_history / FILE_NAME
    for game in {s.game for s in store.summaries("serious")}:
        cards, skill, recent = luck_by_hand(path, "serious", game)
        luck = store.luck("serious", game)
        assert luck is not None and luck.deals == recent <= LUCK_WINDOW
        assert luck.cards == pytest.approx(cards, abs=1e-6)
        assert luck.skill == pytest.approx(skill, abs=1e-6) and luck.noise >= 0
        conn = sqlite3.connect(path)
        skills = [
            s
            for (s,) in conn.execute(
                "SELECT r.skill FROM reviews r JOIN deals d ON d.match_key = r.match_key AND "
                "d.deal_no = r.deal_no WHERE d.mode = 'serious' AND r.game = ? AND r.skill IS "
                "NOT NULL ORDER BY r.reviewed_at, r.rowid",
                (game,),
            )
        ]
        conn.close()
        trend = store.skill_trend("serious", game, 30)
        running = [sum(skills[: k + 1]) for k in range(len(skills))][-30:]
        assert [e.skill for e in trend] == pytest.approx(skills[-30:])
        assert [e.total for e in trend] == pytest.approx(running, abs=1e-6)
    store.close()


def test_statistics_of_a_long_history_are_read_on_a_thread(qtbot, long_history, monkeypatch):
    from braus_desktop.app.dialogs.statistics_dialog import StatisticsDialog, game_title

    monkeypatch.setattr(StatisticsDialog, "BACKGROUND_FROM", 1000)
    store = store_of(long_history)
    dialog = StatisticsDialog(store, None, "serious")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.reading and dialog.message.text() == "Reading your statistics…"
    qtbot.waitUntil(lambda: not dialog.reading, timeout=WAIT)
    summaries = store.summaries("serious")
    assert dialog.model.rowCount() == len(summaries) and not dialog.message.isVisible()
    deals = sum(int(dialog.model.item(r, 3).text()) for r in range(dialog.model.rowCount()))
    assert deals == sum(s.deals for s in summaries) > LONG_DEALS // 2
    game, _variant = dialog._selected()
    cards, skill, recent = luck_by_hand(long_history / FILE_NAME, "serious", game)
    text = dialog.luck_label.text()
    assert text.startswith(f"{game_title(game)}: your cards were worth ")
    assert f"over your last {recent} deals" in text
    assert f"{abs(cards):.1f}" in text and "your skill was " in text
    assert f"{abs(skill):.1f}." in text and dialog.luck_label.isVisible()
    store.close()


# --------------------------------------------------------------------------- taken out


def test_the_command_line_says_the_history_as_json_and_csv(long_history, capsys):
    from braus_desktop.cli import main

    assert main(["stats", "--data-dir", str(long_history)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deals"] == LONG_DEALS and out["exercises_due"] == LONG_DUE
    assert out["exercises_learnt"] == LONG_DUE // 4
    serious = out["serious"]
    assert sum(g["deals"] for g in serious + out["practice"]) == LONG_DEALS
    store = store_of(long_history)
    by_game = {(s.game, s.variant): s for s in store.summaries("serious")}
    for g in serious:
        s = by_game[(g["game"], g["variant"])]
        assert (g["deals_won"], g["matches_won"], g["reviewed"]) == (
            s.deals_won,
            s.matches_won,
            s.reviewed,
        )
        assert g["mean_skill"] is not None and g["deals_with_par"] == g["deals"]
    store.close()
    assert main(["stats", "--data-dir", str(long_history), "--csv"]) == 0
    rows = list(csv.reader(capsys.readouterr().out.splitlines()))
    assert rows[0][:3] == ["finished_at", "game", "variant"] and len(rows) == LONG_DEALS + 1
    assert all(row[9] == "1" and row[13] != "" for row in rows[1:])  # reviewed, with par


def test_the_command_line_says_plainly_when_there_is_no_history(tmp_path, capsys):
    from braus_desktop.cli import main

    assert main(["stats", "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "no statistics database here" in err and err.count("\n") == 1


def test_export_writes_the_same_csv_as_the_command_line(
    qtbot, long_history, tmp_path, monkeypatch, capsys
):
    from PySide6.QtWidgets import QFileDialog

    from braus_desktop.app.dialogs.statistics_dialog import StatisticsDialog
    from braus_desktop.cli import main

    target = tmp_path / "mine.csv"
    asked = []

    def answer(parent, title, start, filters):
        asked.append((title, filters))
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    store = store_of(long_history)
    dialog = StatisticsDialog(store, None, "serious")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.export_button.text() == "&Export…" and dialog.export_button.isEnabled()
    dialog.export_button.click()
    assert asked == [("Export statistics", "Spreadsheets (*.csv)")]
    assert dialog.message.text() == f"Deals written to mine.csv: {LONG_DEALS}."
    main(["stats", "--data-dir", str(long_history), "--csv"])
    assert target.read_text(encoding="utf-8") == capsys.readouterr().out
    store.close()


def export_to(qtbot, monkeypatch, folder: Path, target: Path):
    """The Statistics dialog of ``folder``, its Export… answered with ``target``."""
    from PySide6.QtWidgets import QFileDialog

    from braus_desktop.app.dialogs.statistics_dialog import StatisticsDialog

    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), args[-1]))
    )
    store = store_of(folder)
    dialog = StatisticsDialog(store, None, "serious")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, store


def test_export_writes_beside_the_file_and_puts_it_in_place_at_the_end(
    qtbot, long_history, tmp_path, monkeypatch
):
    """The rows go to a temporary file beside the target as they are read; the player's
    old file stays whole until the new one is complete."""
    from braus_desktop.app.store import history

    target = tmp_path / "mine.csv"
    target.write_text("my old export\n", encoding="utf-8")
    seen = []
    rows = history.deal_lines

    def watched(store):
        for n, line in enumerate(rows(store)):
            if n == LONG_DEALS // 2:
                beside = [p for p in tmp_path.iterdir() if p != target]
                seen.append(
                    (
                        target.read_text(encoding="utf-8"),
                        [p.name for p in beside],
                        sum(p.stat().st_size for p in beside),
                    )
                )
            yield line

    monkeypatch.setattr(history, "deal_lines", watched)
    dialog, store = export_to(qtbot, monkeypatch, long_history, target)
    dialog.export_button.click()
    [(old, beside, size)] = seen
    assert old == "my old export\n"
    assert len(beside) == 1 and beside[0].startswith(".mine.csv-") and size > 0
    assert dialog.message.text() == f"Deals written to mine.csv: {LONG_DEALS}."
    assert sorted(tmp_path.iterdir()) == [target]
    assert len(target.read_text(encoding="utf-8").splitlines()) == LONG_DEALS + 1
    store.close()


def test_a_full_disk_leaves_the_old_export_whole_and_says_so(
    qtbot, long_history, tmp_path, monkeypatch
):
    import errno
    import os

    from braus_desktop.app.store import files

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.os, "fsync", full)
    target = tmp_path / "mine.csv"
    target.write_text("my old export\n", encoding="utf-8")
    dialog, store = export_to(qtbot, monkeypatch, long_history, target)
    assert dialog.export() is None
    assert target.read_text(encoding="utf-8") == "my old export\n"
    assert sorted(tmp_path.iterdir()) == [target]  # no half-written file left beside it
    assert dialog.message.text() == (
        "The statistics could not be written to mine.csv: the disk is full. Free some "
        "space on it and export again; mine.csv is left as it was."
    )
    store.close()


def test_a_history_that_fails_half_way_leaves_the_old_export_whole(
    qtbot, long_history, tmp_path, monkeypatch
):
    from braus_desktop.app.store import history
    from braus_desktop.app.store.statistics import StatisticsError

    rows = history.deal_lines

    def breaking(store):
        for n, line in enumerate(rows(store)):
            if n == 100:
                raise StatisticsError("database disk image is malformed")
            yield line

    monkeypatch.setattr(history, "deal_lines", breaking)
    target = tmp_path / "mine.csv"
    target.write_text("my old export\n", encoding="utf-8")
    dialog, store = export_to(qtbot, monkeypatch, long_history, target)
    assert dialog.export() is None
    assert target.read_text(encoding="utf-8") == "my old export\n"
    assert sorted(tmp_path.iterdir()) == [target]
    assert dialog.message.text() == (
        "The statistics could not be written to mine.csv (database disk image is "
        "malformed); mine.csv is left as it was."
    )
    store.close()


# --------------------------------------------------------------------------- the start


def damage_an_index(path: Path) -> None:
    """Rows the index ``deals_by_game`` does not know: the quick check passes it, the
    full one does not."""
    conn = sqlite3.connect(path)
    entry = conn.execute(
        "SELECT type, name, tbl_name, rootpage, sql FROM sqlite_master WHERE name = 'deals_by_game'"
    ).fetchone()
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("DELETE FROM sqlite_master WHERE name = 'deals_by_game'")
    conn.commit()
    conn.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO deals SELECT match_key || 'x', deal_no, game, variant, mode, "
        "finished_at, outcome, points_for, points_against, points, jan_for, "
        "jan_against, storm_for, storm_against, risks_made, risks_won, details "
        "FROM deals LIMIT 5"
    )
    conn.commit()
    conn.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("INSERT INTO sqlite_master VALUES (?, ?, ?, ?, ?)", entry)
    conn.commit()
    conn.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    assert conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]
    conn.close()


def test_a_damaged_index_is_found_after_the_start_and_set_aside(qtbot, long_copy):
    """The app opens the file without the checks (the deal is never kept waiting); the
    full check on its thread finds the damage, and the file is set aside with its
    sentence before anything is written to it."""
    from braus_desktop.app.store.recorder import StatisticsRecorder

    path = long_copy / FILE_NAME
    damage_an_index(path)
    bad = path.read_bytes()
    recorder = StatisticsRecorder(long_copy)
    assert recorder.store.available and recorder.store.notice is None
    with qtbot.waitSignal(recorder.checked, timeout=WAIT) as seen:
        pass
    assert seen.args == [True]
    assert recorder.store.aside == long_copy / f"{FILE_NAME}.corrupt"
    assert recorder.store.aside.read_bytes() == bad
    assert "could not be read" in recorder.store.notice
    assert "statistics.sqlite3.corrupt" in recorder.store.notice
    assert recorder.store.available and recorder.store.counts()["deals"] == 0
    recorder.close()


def test_a_sound_long_history_passes_the_full_check(qtbot, long_copy):
    from braus_desktop.app.store.recorder import StatisticsRecorder

    recorder = StatisticsRecorder(long_copy)
    with qtbot.waitSignal(recorder.checked, timeout=WAIT) as seen:
        pass
    assert seen.args == [False] and recorder.store.aside is None
    assert recorder.store.counts()["deals"] == LONG_DEALS
    recorder.close()


# --------------------------------------------------------------------------- the schema


def test_the_indexes_step_keeps_every_row_of_a_version_5_file(tmp_path, long_history):
    """Version 5 to 6 adds the indexes and the exercises' hidden ``readable`` column;
    every row stays, one the app did not write too (it is only never listed)."""
    assert SCHEMA_VERSION == 7
    path = tmp_path / FILE_NAME
    conn = sqlite3.connect(path)
    conn.executescript(
        "BEGIN; "
        + SCHEMA_V1
        + "".join(MIGRATIONS[v] for v in range(1, 5))
        + "PRAGMA user_version = 5; COMMIT;"
    )
    conn.execute(f"ATTACH DATABASE '{long_history / FILE_NAME}' AS long")
    for table in ("deals", "matches", "reviews", "exercises"):
        columns = ", ".join(r[1] for r in conn.execute(f"PRAGMA table_info({table})"))
        conn.execute(f"INSERT INTO main.{table} ({columns}) SELECT {columns} FROM long.{table}")
    conn.execute(
        f"INSERT INTO exercises ({', '.join(EXERCISE_COLUMNS)}) VALUES "
        "('bad', 'braus', 'm', 1, '2020-01-01', '{not json', '[1, 2', "
        "'2020-01-02', 0, 0, 0, 0)"
    )
    conn.commit()
    conn.execute("DETACH DATABASE long")
    before = {
        t: conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
        for t in ("deals", "matches", "reviews", "exercises")
    }
    conn.close()
    store = store_of(tmp_path)
    assert store.due_count(date.today()) == LONG_DUE
    store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert {t: conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in before} == before
    names = {n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"exercises_listed", "reviews_by_game", "deals_by_date"} <= names
    plan = " ".join(
        str(r)
        for r in conn.execute(
            "EXPLAIN QUERY PLAN SELECT COUNT(*) FROM exercises WHERE learnt = 0 AND "
            "readable = 1 AND due <= '2030-01-01'"
        )
    )
    assert "USING INDEX exercises_listed" in plan or "COVERING INDEX exercises_listed" in plan
    conn.close()
