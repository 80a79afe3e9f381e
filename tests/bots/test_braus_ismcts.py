"""The information-set search of benchmarks/braus_ismcts.py: it must play Bräus by the
rules on its own observation, find a play that wins, and its edges must follow the deal
as the rules play it, or its figures would measure a different game."""

from __future__ import annotations

from benchmark_module import load

from braus_desktop.bots import make_bot
from braus_desktop.bots.tournament import play_deal
from braus_desktop.rules import make_game

bench = load("braus_ismcts")


def test_it_plays_whole_deals_legally_at_both_table_sizes():
    for players in (4, 6):
        game = make_game("braus", players=players)
        for seed in range(4):
            bots = {
                s: bench.BrausIsmcts(game, s, iterations=60)
                if s % 2 == 0
                else make_bot("standard", game, seed=s)
                for s in range(players)
            }
            # play_deal asks the rules whether each choice is legal
            state = play_deal(game, bots, seed, seed % players, {s: [] for s in range(players)})
            assert state.is_over
            assert all(n == 60 for n in bots[0].simulations)


def test_it_finds_the_winning_play():
    """The position of test_bots_braus.test_expert_finds_the_winning_play: the Dull keeps
    the deal for seat 1's team in practically every layout, the ace loses it."""
    game = make_game("braus")
    state = game.new_deal(seed=12, dealer=0)
    for text in "JH 9C pass KH 6H JS pass AS 6D 6S AD pass".split():
        state.apply(text)
    bot = bench.BrausIsmcts(game, 1, iterations=2000)
    assert str(bot.choose(state.observation(1), state.legal_actions())) == "8S"


def test_its_choice_does_not_depend_on_the_hidden_cards():
    game = make_game("braus")
    compared = 0
    for seed in range(10):
        a = game.new_deal(seed=seed, dealer=3)
        h = [list(x) for x in a.setup().to_json()["hands"]]
        b = game.new_deal(hands=[h[0], h[3], h[2], h[1]], dealer=3)
        if a.current_player != 0 or len(a.legal_actions()) < 2:
            continue
        x = bench.BrausIsmcts(game, 5, iterations=200)
        y = bench.BrausIsmcts(game, 5, iterations=200)
        assert x.choose(a.observation(0), a.legal_actions()) == y.choose(
            b.observation(0), b.legal_actions()
        )
        compared += 1
    assert compared


def test_the_value_of_a_finished_deal_is_the_rules_score():
    """``finish`` scores as the rules do: six tricks 1, Jan 2, five and the KC 1, else 0."""
    assert bench.finish(6, 3, None) == 1 and bench.finish(2, 6, None) == -1
    assert bench.finish(6, 0, None) == 2 and bench.finish(0, 6, None) == -2
    assert bench.finish(5, 4, 0) == 1 and bench.finish(4, 5, 0) == 0
    assert bench.finish(4, 5, 1) == -1 and bench.finish(5, 5, None) == 0
