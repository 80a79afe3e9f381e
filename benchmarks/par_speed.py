"""How long par takes for a whole deal (issue 38), on one core.

Deals are played as the app plays them (benchmarks/par_common.py, the player's seat by
the game's default level); each deal's par is then computed at the game's default K
(``par.default_replays``; ``--replays`` for another) with ``deal_par``. Targets (p95 over
the deals): Bräus 3 s; Brus, Solo and Brús 8 s; Brag 3 s.

    python benchmarks/par_speed.py [--deals 100] [--games braus,...] [--replays K] [--seed 3]

Prints a table per game: deals, K, median, p95, max seconds, target, met / not met; then
the p95 of the processor seconds (``cpu p95``), which a machine busy with other work does
not inflate.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from par_common import GAMES, SEAT, levels_of, p95, played  # noqa: E402

from braus_desktop.bots import default_level  # noqa: E402
from braus_desktop.bots.par import deal_par, default_replays  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402
from braus_desktop.rules.played import PlayedDeal, Seating  # noqa: E402

TARGETS = {"braus": 3.0, "brus": 8.0, "brus-solo": 8.0, "brus-iceland": 8.0, "brag": 3.0}


def measure(game_id: str, deals: int, replays: int | None, seed: int) -> dict:
    game = make_game(game_id)
    k = replays or default_replays(game)
    times, cpu = [], []
    for i in range(deals):
        state = played(game, seed, i, default_level(game_id))
        start, start_cpu = time.perf_counter(), time.process_time()
        deal_par(PlayedDeal.of(state), Seating(SEAT, tuple(levels_of(game)), i + 1, seed), k)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return {
        "game": game_id,
        "deals": deals,
        "k": k,
        "median": statistics.median(times),
        "p95": p95(times),
        "max": max(times),
        "target": TARGETS[game_id],
        "met": p95(cpu) <= TARGETS[game_id],
        "cpu_p95": p95(cpu),
        "cpu_median": statistics.median(cpu),
    }


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--games", default=",".join(GAMES))
    p.add_argument("--replays", type=int)
    p.add_argument("--seed", type=int, default=3)
    args = p.parse_args(argv)
    print(
        f"{'game':14} {'deals':>5} {'K':>3} {'median':>7} {'p95':>6} {'max':>6} {'target':>6}"
        f"  result   cpu med  cpu p95",
        flush=True,
    )
    for game_id in args.games.split(","):
        r = measure(game_id, args.deals, args.replays, args.seed)
        print(
            f"{r['game']:14} {r['deals']:5d} {r['k']:3d} {r['median']:6.2f}s {r['p95']:5.2f}s "
            f"{r['max']:5.2f}s {r['target']:5.1f}s  {'met' if r['met'] else 'NOT MET':7}  "
            f"{r['cpu_median']:6.2f}s  {r['cpu_p95']:6.2f}s",
            flush=True,
        )


if __name__ == "__main__":
    main()
