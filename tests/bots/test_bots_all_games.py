"""Every game id and option set: the levels each game has play legally; Brag's bots."""

from __future__ import annotations

import pytest

from braus_desktop.bots import LEVELS, levels_for, make_bot
from braus_desktop.bots.tournament import play_deal, tournament
from braus_desktop.rules import GAME_IDS, make_game

OPTION_SETS = [
    ("braus", {}),
    ("braus", {"players": 6}),
    ("brus", {}),
    ("brus", {"hand_size": 4}),
    ("brus", {"no_stock": True}),
    ("brus", {"auto_risk": True}),
    ("brus", {"oversmack": True, "risk_kc": True}),
    ("brus-solo", {}),
    ("brus-solo", {"no_stock": True}),
    ("brus-iceland", {}),
    ("brag", {}),
    ("brag", {"players": 3}),
    ("brag", {"players": 4}),
    ("brag", {"trick_size": 4}),
    ("brag", {"wilds": "jokers_and_twos"}),
]


def test_every_game_has_a_random_level_and_the_app_levels_are_described():
    for game_id in GAME_IDS:
        names = [lv.name for lv in levels_for(game_id, app_only=False)]
        assert "random" in names
    assert all(lv.description for lv in LEVELS.values())


# the first tenth of each set's deals in the fast lane, the rest in the whole suite: the
# same deals in all
@pytest.mark.parametrize("part", [0, pytest.param(1, marks=pytest.mark.slow)])
@pytest.mark.parametrize("game_id,options", OPTION_SETS)
def test_random_bots_play_every_game_and_option_set(game_id, options, part):
    game = make_game(game_id, **options)
    deals = 40 if game_id == "brag" else 300
    for seed in range(deals // 10) if part == 0 else range(deals // 10, deals):
        bots = {s: make_bot("random", game, seed=seed + s) for s in range(game.n_players)}
        assert play_deal(game, bots, seed, seed % game.n_players).is_over


# deals per option set: a thousand in all (four-card tricks are the slow ones to arrange)
BRAG_DEALS = [
    ({}, 250),
    ({"players": 3}, 250),
    ({"players": 4}, 200),
    ({"trick_size": 4}, 100),
    ({"wilds": "jokers_and_twos"}, 200),
]


@pytest.mark.parametrize("part", [0, pytest.param(1, marks=pytest.mark.slow)])
@pytest.mark.parametrize(
    "options,deals",
    [  # four-card tricks: the arrangers' longest search
        case if case[0] != {"trick_size": 4} else pytest.param(*case, marks=pytest.mark.slow)
        for case in BRAG_DEALS
    ],
)
def test_brag_cheap_levels_play_thousands_of_deals_legally(options, deals, part):
    """Greedy, beginner and random arrangers at one table: every arrangement passes the
    rules (``apply`` refuses an illegal one) and every showdown is scored. The first tenth
    of each set's deals in the fast lane, the rest in the whole suite."""
    game = make_game("brag", **options)
    levels = ["greedy", "beginner", "random"]
    for seed in range(deals // 10) if part == 0 else range(deals // 10, deals):
        bots = {
            s: make_bot(levels[(s + seed) % 3], game, seed=seed * 10 + s)
            for s in range(game.n_players)
        }
        state = play_deal(game, bots, seed, seed % game.n_players)
        assert state.is_over and state.result().summary


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"players": 3},
        pytest.param({"trick_size": 4}, marks=pytest.mark.slow),
        {"wilds": "jokers"},
    ],
)
def test_brag_levels_play_legally(options):
    game = make_game("brag", **options)
    for seed in range(6):
        for level, params in (("greedy", {}), ("beginner", {}), ("expert", {"samples": 3})):
            bots = {
                s: make_bot(
                    level if s == 0 else "greedy", game, seed=seed, **(params if s == 0 else {})
                )
                for s in range(game.n_players)
            }
            assert play_deal(game, bots, seed, 0).is_over


def test_brag_expert_is_reproducible_and_valid():
    game = make_game("brag", players=2)
    state = game.new_deal(seed=3, dealer=1)  # seat 0 arranges first
    obs = state.observation(0)
    one = make_bot("expert", game, seed=2, samples=12).choose(obs, state.legal_actions())
    two = make_bot("expert", game, seed=2, samples=12).choose(obs, state.legal_actions())
    assert one == two
    assert not game.validate_arrangement(state.hand(0), one)


def test_brag_tournament_runs():
    out = tournament("brag", "greedy", "random", 4, seed=1, options={"players": 2})
    assert out["deals_played"] == 8


def test_tournament_checkpoint_resumes_and_extends(tmp_path):
    """A long benchmark run survives an interruption: finished deals are appended to the
    checkpoint, a torn last line is skipped, and a rerun with more deals plays only the
    rest, giving exactly the figures of one uninterrupted run."""
    path = tmp_path / "run.jsonl"
    first = tournament("braus", "standard", "random", 6, seed=5, checkpoint=str(path), chunk=2)
    assert first["duplicate_deals"] == 6
    lines = path.read_text().splitlines()
    assert len(lines) == 3
    with open(path, "a") as f:
        f.write('{"key": "torn')  # a kill in the middle of a write
    other = tournament("braus", "standard", "beginner", 2, seed=5, checkpoint=str(path))
    assert other["duplicate_deals"] == 2  # another tournament's lines are not mixed in
    resumed = tournament("braus", "standard", "random", 10, seed=5, checkpoint=str(path), chunk=2)
    whole = tournament("braus", "standard", "random", 10, seed=5)
    assert resumed["points"] == whole["points"]
    assert resumed["share_a"] == whole["share_a"]
    assert resumed["deals_won"] == whole["deals_won"]
