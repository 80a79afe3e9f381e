"""A crash costs no review (issue 44, item 8): the reviews and pars of finished deals that
the save lacks (the app was killed before they were made) are made in the background at
the next start, as after any deal, and kept in the statistics."""

from __future__ import annotations

import pytest

from tests.app.test_coach import LEVELS, WAIT, play_deal

# the coach at work at the table: these tests are about it (tests/app/conftest.py)
pytestmark = pytest.mark.coach


def test_a_finished_deal_saved_without_its_review_is_reviewed_at_the_next_start(
    qtbot, open_window, tmp_path
):
    first = open_window()
    c = first.controller
    c.new_match("braus", {"target": 9}, LEVELS, None, seed=11)
    play_deal(qtbot, c)
    first.next_deal()  # deal 2 in play; deal 1's review in flight
    qtbot.waitUntil(lambda: len(c.match.deals) == 2, timeout=WAIT)
    killed = c.session.snapshot(reviews=False)  # the save as a kill -9 left it
    save = c.session.save_path
    c.shutdown()
    first.close()
    save.write_text(killed, encoding="utf-8")
    again = open_window("settings-2.ini")
    coach = again.controller.coach
    assert again.controller.session.resume() is True
    assert not again.controller.deal_over  # (deal 2 goes on: no deal ends to ask for it)
    qtbot.waitUntil(lambda: coach.coaching_of(1) is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: coach.coaching_of(1).par is not None, timeout=WAIT)
    store = again.statistics.store
    qtbot.waitUntil(
        lambda: (
            store._conn.execute(
                "SELECT COUNT(*) FROM reviews WHERE deal_no = 1 AND par IS NOT NULL"
            ).fetchone()[0]
            == 1
        ),
        timeout=WAIT,
    )


def test_a_resumed_career_reviews_only_the_deals_a_crash_can_have_left(
    qtbot, open_window, monkeypatch
):
    """A crash leaves the last deal or two unreviewed (each is reviewed as it ends): a
    save whose deals have no reviews at all (an imported career) gets only its last
    ``CRASH_LAG`` deals reviewed at the next start, not every one (a career of 100,000
    deals queued a day of reviews); the others are reviewed when asked."""
    import sys
    from pathlib import Path

    from braus_desktop.app import coach as coach_module

    sys.path.insert(0, str(Path(__file__).parents[1] / "bots"))
    from benchmark_module import load

    replay = load("match_replay")
    window = open_window()
    save = window.controller.session.save_path
    save.parent.mkdir(parents=True, exist_ok=True)
    save.write_text(replay.career_text(30, replay.drawn_deals(2)), encoding="utf-8")
    asked = []
    monkeypatch.setattr(coach_module.Coach, "request", lambda self, n: asked.append(n) or True)
    assert window.controller.session.resume() is True
    lag = coach_module.CRASH_LAG
    # (the last deal is also asked for as the deal shown is over; all 30 were before)
    assert sorted(set(asked)) == list(range(31 - lag, 31))
