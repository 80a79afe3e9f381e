"""The window's computer players are made afresh at every deal's start from
``bots.deal_seed`` (issue 38), so that par can replay a deal with the very players and
seeds the real deal had: a player who played exactly as par's expert has a skill of 0."""

from __future__ import annotations

import time

from braus_desktop.bots import deal_seed
from braus_desktop.bots.par import deal_par, expert_seed, replay_bot, replay_state
from braus_desktop.rules.played import PlayedDeal, Seating

WAIT = 60_000
LEVELS = ["human", "beginner", "beginner", "beginner"]


def play_deal_as(qtbot, c, bot) -> None:
    """Play the deal in play to its end, the player's seat by ``bot``."""
    end = time.monotonic() + WAIT / 1000
    while not c.deal_over:
        assert time.monotonic() < end, "the deal did not end"
        if c.human_to_act:
            state = c.state
            c.apply(bot.choose(state.observation(0), state.legal_actions()))
        qtbot.wait(2)


def test_each_deals_computer_players_are_made_afresh_from_the_deal_seed(qtbot, window):
    c = window.controller
    c.new_match("braus", {}, LEVELS, None, seed=5)
    first = dict(c.bots)
    assert {s: b.seed for s, b in c.bots.items()} == {s: deal_seed(5, 1, s) for s in (1, 2, 3)}
    play_deal_as(qtbot, c, replay_bot(c.game, "standard", 1))
    c.next_deal()
    assert {s: b.seed for s, b in c.bots.items()} == {s: deal_seed(5, 2, s) for s in (1, 2, 3)}
    assert all(c.bots[s] is not first[s] for s in first)


def test_a_second_deal_played_as_pars_expert_has_a_skill_of_0(qtbot, window):
    # the beginners draw random numbers at nearly every play: had they run on from the
    # first deal (one bot per match), the replay's fresh ones would play otherwise
    c = window.controller
    c.new_match("braus", {}, LEVELS, None, seed=7)
    play_deal_as(qtbot, c, replay_bot(c.game, "standard", 1))
    c.next_deal()
    expert = replay_bot(c.game, "expert", expert_seed(3, 2, 0, 0))
    play_deal_as(qtbot, c, expert)
    state = c.match.deals[1]
    seating = Seating(0, tuple(c.levels), 2, c.match.seed)
    par = deal_par(PlayedDeal.of(state), seating, replays=1, seed=3)
    assert par.player_points == state.returns()[0]
    assert par.skill == 0.0
    # and the replay is the deal itself, play for play
    again = replay_state(PlayedDeal.of(state), seating, 0, seed=3)
    assert again.history == state.history
