"""The Brus standard rollout's quick path decides as the plain one does: the standard
player picking among the rules' compact moves picks what it picks among the actions,
with the same random numbers; the memoised trick worth and future scale are those of
their own game and side; ``keep_values`` counts the cards below each card as a plain
count does; the open-hands view reads the state. (benchmarks/brus_rollout_speed.py
checks the decisions against an earlier tree, byte for byte.)"""

from __future__ import annotations

import random

import pytest
from benchmark_module import load

from braus_desktop.bots.brus_bots import (
    WORTHLESS,
    BrusKnowledge,
    BrusStandard,
    BrusView,
    _future,
    _trick_worth,
    keep_values,
)
from braus_desktop.rules import make_game
from braus_desktop.rules.brus import SEVENS, play_of

OPTION_SETS = [
    ("brus", {}),
    ("brus", {"hand_size": 4, "risk_kc": True}),
    ("brus", {"no_stock": True, "auto_risk": True}),
    ("brus-solo", {}),
    ("brus-solo", {"no_stock": True}),
    ("brus-iceland", {}),
]


def positions(game, count, seed):
    """Seeded positions of the play, from the deal to late in the hand (the benchmark's,
    up to four rounds in)."""
    return load("brus_rollout_speed").positions(game, count, seed, depth=4)


def rollout_through_actions(game, state, rng, epsilon=0.05):
    """A standard rollout as it was written before the quick path: each decision made
    among the actions (``pick``), from a fresh open-hands view."""
    std = BrusStandard(game, 0)
    std.samples = 1
    std.rng = rng
    while not state.is_over:
        moves = state.moves()
        if len(moves) == 1 or rng.random() < epsilon:
            move = moves[int(rng.random() * len(moves))]
        else:
            legal = [play_of(m) for m in moves]
            view = BrusView.open_hands(state, state.current_player)
            move = moves[std.pick(view, legal)]
        state.push(move)
    return state.result()


@pytest.mark.parametrize("game_id,options", OPTION_SETS)
def test_the_quick_rollout_plays_what_the_actions_path_plays(game_id, options):
    game = make_game(game_id, **options)
    knowledge = BrusKnowledge(game)
    for i, state in enumerate(positions(game, 25, 7)):
        quick, plain = state.clone(quiet=True), state.clone(quiet=True)
        rng_quick, rng_plain = random.Random(i), random.Random(i)
        got = knowledge._standard_rollout(quick, rng_quick, 0.05)
        want = rollout_through_actions(game, plain, rng_plain)
        assert quick.history == plain.history
        assert got == want
        assert rng_quick.random() == rng_plain.random()  # as many random numbers drawn


@pytest.mark.parametrize("game_id,options", OPTION_SETS)
def test_values_on_moves_are_the_values_of_the_actions(game_id, options):
    game = make_game(game_id, **options)
    for i, state in enumerate(positions(game, 25, 3)):
        seat = state.current_player
        moves = state.moves()
        bot = BrusStandard(game, 0)
        bot.rng = random.Random(i)
        on_moves = bot.values(BrusView.open_hands(state, seat), moves)
        pick_moves = bot.pick_move(BrusView.open_hands(state, seat), moves)
        bot.rng = random.Random(i)
        legal = [play_of(m) for m in moves]
        on_actions = bot.evaluate(BrusView.open_hands(state, seat), legal)
        assert on_moves == on_actions
        assert pick_moves == bot.pick(BrusView.open_hands(state, seat), legal)
        # from the seat's own observation (24 sampled hands) as well
        obs_state = game.new_deal(seed=i, dealer=i % game.n_players)
        obs = obs_state.observation(obs_state.current_player)
        if obs_state.phase == "play":
            legal = obs_state.legal_actions()
            bot.rng = random.Random(i)
            a = bot.evaluate(BrusView(obs, game), legal)
            bot.rng = random.Random(i)
            b = bot.values(
                BrusView(obs, game), [(tuple(c.index for c in p.cards), p.risk) for p in legal]
            )
            assert a == b


def test_the_memoised_worths_are_their_own_games_and_sides():
    """Two games whose hands end differently (the race to five; every card played) and
    every side: each answer is what the plain computation gives for that game, whatever
    was asked before."""
    games = [make_game("brus-solo"), make_game("brus-solo", no_stock=True), make_game("brus")]
    asks = []
    for game in games:
        for me in range(game.n_sides):
            for t in [
                (0,) * game.n_sides,
                tuple(range(game.n_sides)),
                (4,) + (0,) * (game.n_sides - 1),
            ]:
                for k in (1, 2, 3):
                    asks.append((game, me, t, k))
    random.Random(5).shuffle(asks)
    for game, me, t, k in asks:
        assert _trick_worth(game, me, t, k) == _trick_worth.__wrapped__(game, me, t, k)
        assert _future(game, me, t, k) == _future.__wrapped__(game, me, t, k)
    solo, every_card = games[0], games[1]
    # the same question, two rule sets: not one answer for both
    assert _trick_worth(solo, 0, (4, 0, 0), 1) != _trick_worth(every_card, 0, (4, 0, 0), 1)


@pytest.mark.parametrize("game_id,options", OPTION_SETS)
def test_keep_values_count_the_cards_below_each_card(game_id, options):
    game = make_game(game_id, **options)
    power = game.rules.power
    for state in positions(game, 20, 9):
        seat = state.current_player
        v = BrusView.open_hands(state, seat)
        keep = keep_values(v)
        pool = v.unseen + [c for lst in v.known.values() for c in lst]
        total = max(1, len(pool))
        opp = sum(v.sizes[s] for s in v.opponents())
        for c in v.hand:
            if power[c] < WORTHLESS:
                below = sum(1 for u in pool if power[u] < power[c])
                assert keep[c] == (1 - below / total) ** opp


@pytest.mark.parametrize("game_id,options", OPTION_SETS)
def test_the_open_hands_view_reads_the_state(game_id, options):
    game = make_game(game_id, **options)
    for state in positions(game, 10, 4):
        ints = state.search_view
        for seat in range(game.n_players):
            v = BrusView.open_hands(state, seat)
            n = game.n_players
            assert v.me == seat and v.my_side == game.side_of(seat) and v.obs is None
            assert v.hand == ints.hands[seat]
            assert v.known == {s: ints.hands[s] for s in range(n) if s != seat}
            assert v.sizes == tuple(len(h) for h in ints.hands)
            assert v.after == [(seat + i) % n for i in range(1, n - len(ints.trick))]
            assert v.unseen == ints.stock and v.stock == state.stock_count
            assert v.tricks == state.tricks and v.k == (len(ints.trick[0][1]) if ints.trick else 1)
            seven = bool(ints.trick) and game.rules.sevens_power and ints.trick[0][1][0] in SEVENS
            assert v.seven == seven
            v.after.append(99)  # a view's own list: the next view is not changed
            assert 99 not in BrusView.open_hands(state, seat).after
