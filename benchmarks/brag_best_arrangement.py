"""How stable is Brag's one best arrangement (issue 36)? Auto-arrange, the hint and the
coach all take it from ``bots.brag_bots.best_arrangement``; if two seeds of its search
disagreed often, what the app proposes would depend on luck.

For each of ``--deals`` seeded deals (the default Brag game), the hand of the first
player to arrange is arranged twice, by two seeds, with the best-arrangement search and
with the old Auto-arrange (the expert at 6 sampled hands) as baseline, in the same run.
Each pair is then valued on ``--judge`` fresh sampled hands (common to both, the coach's
way: the unseen cards dealt at random, each opponent arranging greedily, points for the
seat less the best other player's). Prints per method: how often the two seeds disagree,
the mean and largest value difference between the two seeds' arrangements, the mean
value against the greedy arrangement, and the seconds per arrangement.

    python benchmarks/brag_best_arrangement.py [--deals 200] [--judge 1000] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from braus_desktop.bots.brag_bots import (  # noqa: E402
    BragExpert,
    arrangement_values,
    best_arrangement_bot,
)
from braus_desktop.rules import make_game  # noqa: E402


def judge(game, obs, arrangements, samples: int, rng: random.Random) -> list[float]:
    """Each arrangement's mean points over the same ``samples`` sampled opponents: the
    coach's own valuation (``brag_bots.arrangement_values``)."""
    return arrangement_values(game, obs, arrangements, samples, rng)


METHODS = {
    "old auto-arrange (6 hands)": lambda game, obs, seed: BragExpert(game, seed=seed, samples=6),
    "best_arrangement": lambda game, obs, seed: best_arrangement_bot(game, obs, seed=seed),
}


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--judge", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    game = make_game("brag")
    stats = {m: {"differ": 0, "diffs": [], "gain": [], "time": 0.0} for m in METHODS}
    for k in range(args.deals):
        state = game.new_deal(seed=args.seed + k)
        seat = state.current_player
        obs, legal = state.observation(seat), state.legal_actions()
        greedy = game.greedy_arrangement(list(obs.hand))
        for name, make in METHODS.items():
            start = time.perf_counter()
            a = make(game, obs, 2 * k + 1).choose(obs, legal)
            b = make(game, obs, 2 * k + 2).choose(obs, legal)
            stats[name]["time"] += (time.perf_counter() - start) / 2
            va, vb, vg = judge(game, obs, [a, b, greedy], args.judge, random.Random(k))
            stats[name]["differ"] += a != b
            stats[name]["diffs"].append(abs(va - vb))
            stats[name]["gain"].append((va + vb) / 2 - vg)
    print(
        f"{args.deals} deals of {game.name} ({game.n_players} players), each pair judged on "
        f"{args.judge} sampled hands"
    )
    print(
        f"{'method':28} {'seeds disagree':>14} {'mean |diff|':>11} {'max |diff|':>10} "
        f"{'vs greedy':>9} {'s/hand':>7}"
    )
    for name, s in stats.items():
        n = args.deals
        print(
            f"{name:28} {s['differ'] / n:14.1%} {sum(s['diffs']) / n:11.3f} "
            f"{max(s['diffs']):10.3f} {sum(s['gain']) / n:+9.3f} {s['time'] / n:7.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
