"""Shared by the par benchmarks (par_replays.py, par_speed.py, par_skill_check.py): the
deals they measure, played as the app plays them.

Deal ``i`` of a run with ``seed`` is deal number ``i + 1`` of a match seeded ``seed``: it
is dealt from ``seed * 1000 + i`` with the dealer turning, seat 0 is the player (played by
the level asked for), the other seats by the game's default level with the seeds the app
gives them (``bots.deal_seed``), made afresh for the deal.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from braus_desktop.bots import deal_seed, default_level  # noqa: E402
from braus_desktop.bots.par import replay_bot  # noqa: E402
from braus_desktop.rules import Game  # noqa: E402
from braus_desktop.rules.core import State  # noqa: E402

GAMES = ("braus", "brus", "brus-solo", "brus-iceland", "brag")
SEAT = 0


def levels_of(game: Game) -> list[str]:
    """The match's levels: the player, then the game's default computer players."""
    return ["human"] + [default_level(game.id)] * (game.n_players - 1)


def player_seed(seed: int, i: int) -> int:
    """The seed of the player's own bot in deal ``i`` (never one of par's expert seeds:
    those are drawn from another text)."""
    return (seed * 1_000_003 + i) * 7 + 3


def played(game: Game, seed: int, i: int, level: str) -> State:
    """Deal ``i`` played to its end, seat 0 by ``level`` (the expert with par's own fixed
    amount of thought), the rest as the app plays them."""
    state = game.new_deal(seed=seed * 1000 + i, dealer=i % game.n_players)
    bots = {
        s: replay_bot(game, lv, deal_seed(seed, i + 1, s))
        for s, lv in enumerate(levels_of(game))
        if s != SEAT
    }
    bots[SEAT] = replay_bot(game, level, player_seed(seed, i))
    while not state.is_over:
        who = state.current_player
        assert who is not None
        state.apply(bots[who].choose(state.observation(who), state.legal_actions()))
    return state


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
