"""A hint followed is never graded below "good" by the review of that deal (issue 36):
the app must not suggest a move and then call it a mistake.

Seat 0 plays every decision by asking for the hint and following it, as the window asks
(the coach's seed, the deal's number and the decision's index); the others are the game's
default computer players. The deal is then reviewed for seat 0 at the coach's default
quality, as the window reviews it. Long (a whole review per deal), hence ``slow``."""

from __future__ import annotations

import pytest

from braus_desktop.bots import default_level, make_bot
from braus_desktop.bots.hints import hint
from braus_desktop.bots.review import review_deal
from braus_desktop.rules import make_game

DEALS = 30
PARTS = 3  # each game's deals in three tests, shared among the test processes (-n auto)
SEED = 0  # the coach's (app/coach.py)


def hinted_deal(game, seed: int, deal: int):
    """A deal from ``seed``, number ``deal`` of its match, in which seat 0 follows every
    hint."""
    level = default_level(game.id)
    bots = {s: make_bot(level, game, seed=seed * 10 + s) for s in range(1, game.n_players)}
    state = game.new_deal(seed=seed, dealer=seed % game.n_players)
    while not state.is_over:
        seat = state.current_player
        obs, legal = state.observation(seat), state.legal_actions()
        if seat == 0:
            action = hint(game, obs, legal, seed=SEED, deal=deal, index=len(state.history)).action
        else:
            action = bots[seat].choose(obs, legal)
        state.apply(action)
    return state


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("game_id", ["braus", "brus", "brus-solo", "brus-iceland", "brag"])
def test_a_hint_followed_is_never_graded_below_good(game_id, part):
    game = make_game(game_id)
    graded = 0
    below = []
    for k in range(part, DEALS, PARTS):
        result = review_deal(hinted_deal(game, 1000 + k, k + 1), 0, deal=k + 1, seed=SEED)
        for d in result.decisions:
            graded += 1
            if d.verdict not in ("best", "good"):
                below.append((k, d.index, d.played, d.verdict, round(d.loss_expected, 3)))
    assert graded >= DEALS // PARTS  # every deal had a decision to grade
    assert below == []
