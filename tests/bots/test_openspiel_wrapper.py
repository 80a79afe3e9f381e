"""The pyspiel wrapper of the benchmark against OpenSpiel's ISMCTS (benchmarks/openspiel_ismcts.py).

Runs only where the optional ``bench`` extra (open_spiel) is installed; the app and the
rest of the suite never need it."""

from __future__ import annotations

import random

import pytest
from benchmark_module import load

pytest.importorskip("pyspiel")

from braus_desktop.bots import make_bot  # noqa: E402
from braus_desktop.bots.tournament import play_deal  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402

bench = load("openspiel_ismcts")

GAMES = ["braus", "brus", "brus-iceland"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_move_has_its_own_number(game_id):
    """Two different moves of one position never share an action number (a set
    followed by two cards of different ranks once did), and a number means the same move
    in every position."""
    game = make_game(game_id)
    rng = random.Random(3)
    meaning: dict[int, object] = {}
    for seed in range(8):
        state = game.new_deal(seed=seed)
        while not state.is_over:
            moves = state.moves() or state.legal_actions()
            codes = [bench.encode(m) for m in moves]
            assert len(set(codes)) == len(codes)
            for code, move in zip(codes, moves):
                key = bench.encode(move)
                assert meaning.setdefault(code, key) == key
            state.apply(state.legal_actions()[int(rng.random() * len(state.legal_actions()))])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_wrapper_plays_whole_deals_as_the_rules_do(game_id):
    """pyspiel's view of a deal: the same player to move, the same number of legal moves,
    clones independent of the original, and the rules' returns at the end (zero-sum
    between partnerships)."""
    spiel = bench.SpielGame(game_id)
    rng = random.Random(5)
    for _ in range(3):
        state = spiel.new_initial_state()
        while not state.is_terminal():
            assert state.current_player() == state.inner.current_player
            legal = state.legal_actions()
            assert len(legal) == len(state.inner.moves())
            copy = state.clone()
            copy.apply_action(legal[0])
            assert len(copy.path) == len(state.path) + 1
            state.apply_action(legal[int(rng.random() * len(legal))])
        returns = state.returns()
        assert returns == [float(x) for x in state.inner.returns()]
        assert abs(returns[0] + returns[1]) < 1e-9


@pytest.mark.parametrize("game_id", GAMES)
def test_ismcts_plays_a_whole_deal_from_its_observation(game_id):
    """OpenSpiel's ISMCTS, as a Bot that sees only its observation, plays legal moves to
    the end of a deal against standard players, and runs many simulations per choice."""
    game = make_game(game_id)
    bots = {
        s: bench.IsmctsPlayer(game, s, seconds=0.02)
        if s % 2
        else make_bot("standard", game, seed=s)
        for s in range(game.n_players)
    }
    state = play_deal(game, bots, seed=11, dealer=0)
    assert state.is_over
    sims = [n for s in (1, 3) for n in bots[s].simulations]
    assert sims and max(sims) > 1
