"""Brag: what the app proposes is what its coach rates best (issue 36, item 1). The
Auto-arrange of the arranger, the hint and the coach's best are one arrangement, so laying
what Auto-arrange proposed is reviewed as the best, never as a mistake."""

from __future__ import annotations

from braus_desktop.bots import coaching_for
from braus_desktop.bots.review import Thresholds
from braus_desktop.rules import make_game

WAIT = 120_000


def test_auto_arrange_the_hint_and_the_coachs_best_are_one(qtbot, window):
    c = window.controller
    # deal 1 of seed 0: the old Auto-arrange (6 sampled hands) was a Mistake here
    c.new_match("brag", {}, ["human", "greedy"], None, seed=0, practice=True)
    qtbot.waitUntil(lambda: window._arranger is not None, timeout=WAIT)
    dialog = window._arranger
    c.hint_text = ""
    window.controller.request_hint()
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)
    dialog.auto_arrange()
    proposed = dialog.arrangement()
    names = " / ".join(c.game.evaluate(tuple(t)).name for t in proposed.tricks)
    assert c.hint_text.startswith(f"Arrange your tricks as {names}")
    dialog.accept()
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    window.review_deal()
    review = window.review_dialog
    qtbot.waitUntil(lambda: review.review is not None, timeout=WAIT)
    (decision,) = review.review.decisions
    review.go(decision.index)
    assert review.verdict.text() == "<b>Your decision: Best</b>"
    assert review.reason.text().startswith(f"Best arrangement: {names};")


def test_a_loss_within_the_samples_noise_is_not_a_mistake():
    brag = coaching_for(make_game("brag")).thresholds
    assert brag.verdict(0.47) == "mistake"  # the loss, measured plainly
    # but no larger than its noise: not a mistake, nor "good" beside half a point (issue 43)
    assert brag.verdict(0.47, noise=0.5) == "uncertain"
    assert brag.verdict(0.10, noise=0.5) == "good"
    assert brag.verdict(0.47, noise=0.3) == "mistake"
    assert Thresholds(0.1, 0.2, 0.3, 1.0).verdict(0.005, noise=1.0) == "best"
