"""Values in the statistics database that the app did not write (issue 44, item 3): every
JSON text is read as a record is (``"[" * 1000`` as a variant kept Game ▸ Statistics
shut with a RecursionError), and an exercise's counters of 2**63 - 1 are held to what a
player could reach (each Try raised OverflowError and nothing was kept)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from braus_desktop.app.store.statistics import StatisticsStore, stored_json
from tests.app.test_exercises import DAY, _dialog, blunder, made  # noqa: F401
from tests.app.test_statistics_app import open_dialog, play_match, table

DEEP = "[" * 1000


@pytest.mark.parametrize(
    "text",
    [
        DEEP,
        "[" * 65 + "]" * 65,
        '{"a": ' * 5000 + "1" + "}" * 5000,
        "NaN",
        "1" * 5000,
        "[1e999]",
        12,
        None,
    ],
)
def test_a_json_text_of_the_database_is_read_as_a_record_is(text):
    assert stored_json(text) is None


def test_a_variant_nested_deeply_still_opens_the_dialog(qtbot, window):
    match = play_match(qtbot, window, 11)
    store = window.statistics.store
    for table_name in ("deals", "matches"):
        store._conn.execute(f"UPDATE {table_name} SET variant = ?", (DEEP,))
    store._conn.commit()
    dialog = open_dialog(window)  # (RecursionError: it never opened)
    [row] = table(dialog)
    title, label = row["Game"].split("\n")
    assert title == "Bräus" and label == "[" * 39 + "…"
    assert row["Matches"] == "1" and row["Deals"] == str(len(match.deals))


def _held(store, tmp_path, blunder):  # noqa: F811
    store.add_exercises(made(blunder), DAY)
    store._conn.execute(
        "UPDATE exercises SET answers = ?, rights = ?, streak = ?",
        (2**63 - 1, 2**63 - 1, 2**63 - 1),
    )
    store._conn.commit()
    (found,) = store.exercises(DAY + timedelta(days=1))
    return found


def test_counters_of_2_to_the_63_are_held_and_a_right_try_is_kept(qtbot, tmp_path, blunder):  # noqa: F811
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    exercise, schedule = _held(store, tmp_path, blunder)
    dialog = _dialog(qtbot, exercise, schedule, store)
    with qtbot.waitSignal(dialog.answered, timeout=60_000) as got:
        dialog.try_play(exercise.decision.best)
    assert got.args == [True]
    assert dialog.verdict.text().startswith("<b>Right")  # (empty: OverflowError in the slot)
    assert "could not be kept" not in dialog.caption.text()
    # kept, held at a billion (no player answers that often)
    assert store._conn.execute("SELECT answers, rights, learnt FROM exercises").fetchall() == [
        (10**9, 10**9, 1)
    ]


def test_counters_of_2_to_the_63_are_held_and_a_wrong_try_is_kept(qtbot, tmp_path, blunder):  # noqa: F811
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    exercise, schedule = _held(store, tmp_path, blunder)
    dialog = _dialog(qtbot, exercise, schedule, store)
    dialog.try_play("6D")  # the blunder itself
    assert "Not this one" in dialog.verdict.text()
    assert "could not be kept" not in dialog.caption.text()
    assert store._conn.execute("SELECT answers, streak, due FROM exercises").fetchall() == [
        (10**9, 0, (DAY + timedelta(days=2)).isoformat())
    ]
