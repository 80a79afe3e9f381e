"""The Brag expert: its points estimate is the showdown's (H2), its search keeps to the
wild-card rules (H7), and it finds the arrangement that wins in a hand-made position."""

from __future__ import annotations

import random

import pytest

from braus_desktop.bots import make_bot
from braus_desktop.bots.brag_bots import _Search, _Showdown
from braus_desktop.rules import make_game
from braus_desktop.rules.brag import Arrangement, random_arrangement
from braus_desktop.rules.brag_eval import is_wild
from braus_desktop.rules.cards import Card


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


@pytest.mark.parametrize("players", [2, 3])
def test_expected_points_are_those_of_the_showdown(players):
    """H2 through the bit masks: for random arrangements of our hand against a dozen
    sampled opponents who arrange greedily, the table's expected points equal the mean
    of the points the rules score in those very deals, sweeps included."""
    game = make_game("brag", players=players)
    rng = random.Random(5)
    pack = list(game.pack)
    for _ in range(6):
        rng.shuffle(pack)
        size = game.hand_size
        mine = pack[:size]
        deals = []
        for _ in range(12):
            rest = pack[size:]
            rng.shuffle(rest)
            deals.append([mine] + [rest[i * size : (i + 1) * size] for i in range(players - 1)])

        def keys(arr):
            return [game.evaluate(t).key for t in arr.tricks]

        def mean(values):
            return sum(values) / len(values)

        table = _Showdown(
            [[keys(game.greedy_arrangement(h)) for h in hands[1:]] for hands in deals], players
        )
        for _ in range(5):
            arrangement = random_arrangement(mine, rng)
            points = []
            for hands in deals:
                state = game.new_deal(seed=1, dealer=players - 1, hands=hands)
                while not state.is_over:
                    seat = state.current_player
                    state.apply(
                        arrangement if seat == 0 else game.greedy_arrangement(state.hand(seat))
                    )
                points.append(state.result().points)
            assert table.own_points(keys(arrangement)) == pytest.approx(
                mean([p[0] for p in points])
            )
            # what the search maximises: our points less the mean of the others' (an
            # opponent's sweep counted), scaled to one trick; natural cards never tie
            n, tricks = players, len(arrangement.tricks)
            margin = mean([p[0] - sum(p[1:]) / (n - 1) for p in points])
            assert table.value(keys(arrangement)) == pytest.approx(
                margin * (n - 1) / n + tricks / n
            )


def test_expert_breaks_the_prial_of_threes_for_two_top_running_flushes():
    """H3/H4: 3-3-3 is the top prial, and the greedy player lays it first. Split, the
    threes make two running flushes A-2-3, the top run, which beat every prial the
    opponent can hold (it has no three): two sure tricks where greedy has one."""
    game = make_game("brag", players=2)
    mine = _cards("3S 3H 3C AS 2S AH 2H 4D 6C 8S 9D JC 5H 7S 10C KD")
    rest = [c for c in game.pack if c not in set(mine)]
    random.Random(3).shuffle(rest)
    state = game.new_deal(seed=1, dealer=1, hands=[mine, rest[:16]])
    greedy = game.greedy_arrangement(mine)
    assert game.evaluate(greedy.tricks[0]).name == "Prial of threes"
    bot = make_bot("expert", game, seed=2, samples=30, steps=10)
    chosen = bot.choose(state.observation(0), state.legal_actions())
    assert not game.validate_arrangement(mine, chosen)
    assert [game.evaluate(t).name for t in chosen.tricks[:2]] == [
        "Running flush, ace-two-three"
    ] * 2
    assert bot.last_value > bot.last_greedy_value + 0.5


def test_search_keeps_one_wild_per_trick():
    """H7: however the search re-splits a hand with wild cards, every arrangement it
    can return holds at most one wild per trick unless the trick is a supreme."""
    game = make_game("brag", players=2, wilds="jokers_and_twos")
    rng = random.Random(8)
    pack = list(game.pack)
    tried = 0
    while tried < 8:
        rng.shuffle(pack)
        hand, others = pack[:16], pack[16:]
        if sum(is_wild(c, "jokers_and_twos") for c in hand) < 2:
            continue
        tried += 1
        table = _Showdown(
            [
                [
                    [
                        game.evaluate(t).key
                        for t in game.greedy_arrangement(others[i * 16 : (i + 1) * 16]).tricks
                    ]
                ]
                for i in range(2)
            ],
            2,
        )
        search = _Search(game, hand, lambda t: game.evaluate(t).key, table, rng)
        point = search.polish(search.from_arrangement(game.greedy_arrangement(hand)))
        for _ in range(10):
            point = search.polish(search.kick(point))
            assert not game.validate_arrangement(hand, search.arrangement(point))
        assert isinstance(search.arrangement(point), Arrangement)
