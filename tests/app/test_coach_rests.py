"""The coach rests in the app's tests not marked ``coach`` (tests/app/conftest.py): its
valuing and reviews were four fifths of the processor time of a file of whole deals.
Once the coach checked the match in play without asking ``active``, which the tests
rest, and the suite's processor time grew by a quarter with every check still green."""

from __future__ import annotations

from test_coach import LEVELS, play_deal


def test_a_deal_played_in_a_test_not_marked_coach_is_not_reviewed(qtbot, window):
    c = window.controller
    c.new_match("braus", {}, LEVELS, None, seed=11)
    play_deal(qtbot, c)
    qtbot.wait(200)  # (time for a review the worker would have begun)
    assert not c.coach.active
    assert c.coach.coaching_of(1) is None and not c.coach.reviewing(1)
    assert not c.coach._valued  # no decision valued while it was played
