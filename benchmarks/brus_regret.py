"""Regret on fixed positions: how much the Brus players' choices lose against the true deal.

A cheap, low-noise screen for ideas before a tournament (issue 24). It plays
expert-against-standard deals and keeps every decision of the expert's side that has a
choice. Each legal play there is valued on the TRUE deal: the face-down stock shuffled
(nobody at the table knows its order) and four `standard` players going on to the end,
``--continuations`` times with the same random numbers for every play. Then each player
to test (the expert at each ``--samples`` count, and `standard`) chooses at the same
positions from the seat's observation only, and its regret is the best play's value less
its own choice's. Because every player is judged on the same positions and values, the
differences between them are paired and far less noisy than a tournament's.

The values assume standard players go on, the expert's own side included, so they judge a
choice by what it does against standard play; a plan that needs the expert's own later
play is not credited. Benchmark only.

Run: ``python benchmarks/brus_regret.py --game brus-iceland --deals 150 --samples 16 64``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.bots import make_bot  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402

ARGS: dict = {}


def positions_of(deal: int) -> list[dict]:
    """The expert side's choices of one expert-against-standard deal, each play valued."""
    game = make_game(ARGS["game"])
    n = game.n_players
    bots = {
        s: make_bot("expert", game, seed=deal * 10 + s, samples=16)
        if s % 2 == 0
        else make_bot("standard", game, seed=deal * 10 + s)
        for s in range(n)
    }
    state = game.new_deal(seed=9000 + deal, dealer=deal % n)
    out = []
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        obs = state.observation(seat)
        if seat % 2 == 0 and len(legal) > 1 and state.phase == "play":
            truth = state.clone(quiet=True)
            rng = random.Random(deal * 1000 + len(out))
            seeds = [rng.getrandbits(32) for _ in range(ARGS["continuations"])]
            values = []
            for action in legal:
                total = 0.0
                for seed in seeds:
                    r = random.Random(seed)
                    world = truth.clone(quiet=True)
                    world.shuffle_stock(r)
                    world.apply(action)
                    go_on = {
                        s: make_bot("standard", game, seed=r.getrandbits(31)) for s in range(n)
                    }
                    while not world.is_over:
                        p = world.current_player
                        world.apply(go_on[p].choose(world.observation(p), world.legal_actions()))
                    total += world.returns()[seat]
                values.append(total / len(seeds))
            out.append({"obs": obs, "legal": legal, "values": values})
        state.apply(bots[seat].choose(obs, legal))
    return out


def regret_of(job: tuple[str, int | None, int, dict]) -> float:
    level, samples, i, pos = job
    game = make_game(ARGS["game"])
    params = {"samples": samples} if level == "expert" else {}
    bot = make_bot(level, game, seed=12345 + i, **params)
    choice = pos["legal"].index(bot.choose(pos["obs"], pos["legal"]))
    return max(pos["values"]) - pos["values"][choice]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="brus-iceland")
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--continuations", type=int, default=24)
    ap.add_argument("--samples", type=int, nargs="+", default=[16, 64])
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    ARGS.update(game=a.game, continuations=a.continuations)
    start = time.perf_counter()
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(a.jobs) as pool:
        found = [p for part in pool.map(positions_of, range(a.deals), chunksize=1) for p in part]
        spread = sum(max(p["values"]) - min(p["values"]) for p in found) / len(found)
        print(
            f"{a.game}: {len(found)} positions of {a.deals} deals, {a.continuations} "
            f"continuations a play; best less worst play {spread:.3f} points on average "
            f"({time.perf_counter() - start:.0f} s)"
        )
        players = [("standard", None)] + [("expert", s) for s in a.samples]
        regrets = {}
        for level, samples in players:
            jobs = [(level, samples, i, p) for i, p in enumerate(found)]
            regrets[(level, samples)] = pool.map(regret_of, jobs, chunksize=8)
    base = regrets[("standard", None)]
    for (level, samples), r in regrets.items():
        name = level if samples is None else f"{level} at {samples} samples"
        line = f"  {name:<24} regret {sum(r) / len(r):.4f} a position"
        if r is not base:
            d = [x - y for x, y in zip(r, base)]
            m = sum(d) / len(d)
            sd = math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1))
            line += f"; less standard's {m:+.4f} ± {1.96 * sd / math.sqrt(len(d)):.4f}"
        print(line)


if __name__ == "__main__":
    main()
