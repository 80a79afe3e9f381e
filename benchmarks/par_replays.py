"""How steady is a deal's par with K replays (issue 38)? Choosing K.

For each game, deals are played as the app plays them (benchmarks/par_common.py; the
player's seat by the game's default level, which does not change par in a trick game),
and each deal is replayed ``--kmax`` times by the expert (``par.replay_result``: par at K
is the mean of replays 0 to K-1, whatever K). From each deal's replays comes the spread of
one replay's result (its standard deviation); the standard error of the deal's par at K
is that over sqrt(K). Printed per game and K: the root mean square of that standard error
over the deals, its 90th percentile, the share of deals whose par is within a tenth of a
point (standard error at most 0.1), and the processor time of par at K (the first K
replays and the real deal replayed), median and p95. Then the smallest K whose root mean
square standard error is at most 0.1 point ("a deal's par stable to a tenth of a point").

    python benchmarks/par_replays.py [--deals 200] [--kmax 8] [--games braus,...] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from par_common import GAMES, SEAT, levels_of, p95, played  # noqa: E402

from braus_desktop.bots import default_level  # noqa: E402
from braus_desktop.bots.par import replay_result  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402
from braus_desktop.rules.played import PlayedDeal, Seating  # noqa: E402

KS = (1, 2, 4, 8, 16, 32, 64)
STABLE = 0.1  # points: "a deal's par stable to a tenth of a point"


def measure(
    game_id: str, deals: int, kmax: int, seed: int
) -> list[tuple[list[float], list[float]]]:
    """Per deal: the results of replays 0..kmax-1 and the processor seconds of each (the
    first one with the real deal's replay, as par does it)."""
    game = make_game(game_id)
    levels = levels_of(game)
    out = []
    for i in range(deals):
        state = played(game, seed, i, default_level(game_id))
        played_deal = PlayedDeal.of(state)
        values, times = [], []
        for r in range(kmax):
            start = time.process_time()
            values.append(replay_result(played_deal, Seating(SEAT, tuple(levels), i + 1, seed), r))
            times.append(time.process_time() - start)
        out.append((values, times))
    return out


def table(game_id: str, rows: list[tuple[list[float], list[float]]], kmax: int) -> int | None:
    sds = [statistics.stdev(v) if len(v) > 1 else 0.0 for v, _ in rows]
    chosen = None
    for k in KS:
        ses = sorted(sd / math.sqrt(k) for sd in sds)
        rms = math.sqrt(sum(s * s for s in ses) / len(ses))
        p90 = ses[min(len(ses) - 1, int(round(0.9 * (len(ses) - 1))))]
        steady = sum(s <= STABLE for s in ses) / len(ses)
        cpu = ""
        if k <= kmax:
            per = [sum(t[:k]) for _, t in rows]
            cpu = f"{statistics.median(per):7.2f}s {p95(per):6.2f}s"
        else:
            cpu = "      (beyond --kmax)"
        print(
            f"{game_id:14} {len(rows):5d} {k:3d} {rms:8.3f} {p90:8.3f} {steady:7.0%}  {cpu}",
            flush=True,
        )
        if chosen is None and rms <= STABLE:
            chosen = k
    share0 = sum(sd == 0 for sd in sds) / len(sds)
    print(
        f"{game_id:14} deals whose replays all agree: {share0:.0%}; mean spread of one "
        f"replay {statistics.mean(sds):.3f}; K for rms <= {STABLE}: {chosen}",
        flush=True,
    )
    return chosen


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--kmax", type=int, default=8)
    p.add_argument("--games", default=",".join(GAMES))
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    print(
        f"{'game':14} {'deals':>5} {'K':>3} {'rms se':>8} {'p90 se':>8} {'se<=.1':>7}  "
        f"{'cpu med':>8} {'cpu p95':>7}",
        flush=True,
    )
    for game_id in args.games.split(","):
        table(game_id, measure(game_id, args.deals, args.kmax, args.seed), args.kmax)


if __name__ == "__main__":
    main()
