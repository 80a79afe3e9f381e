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
