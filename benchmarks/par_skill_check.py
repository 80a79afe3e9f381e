"""Does skill measure what it claims (issue 38)? The skill check.

Over deals played as the app plays them (benchmarks/par_common.py), the player's seat is
played by the expert itself (with par's own amount of thought and a seed none of par's
replays has), by ``beginner`` and by ``random``; each deal's skill is the player's result
minus the deal's par. Expected: the expert's mean skill is 0 within its 95% interval (it
is par's own player), random's is clearly negative (its interval below 0), beginner's
between them. Par depends on the player's play only through ``par.par_inputs`` (a cut
the player made; Brag: nothing), so the three players of a deal share one par when those
agree, as they would computed apart.

    python benchmarks/par_skill_check.py [--deals 200] [--replays 4] [--games braus,...]

Prints per game and player: deals, mean skill, its 95% interval, mean result and mean
par; then whether the check holds.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from par_common import GAMES, SEAT, levels_of, played  # noqa: E402

from braus_desktop.bots.par import deal_par, par_inputs  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402
from braus_desktop.rules.played import PlayedDeal, Seating  # noqa: E402

PLAYERS = ("expert", "beginner", "random")
Z = 1.96


def skills(
    game_id: str, deals: int, replays: int, seed: int
) -> dict[str, list[tuple[float, float]]]:
    """Per player level: (its result, the deal's par) for each deal."""
    game = make_game(game_id)
    levels = levels_of(game)
    out: dict[str, list[tuple[float, float]]] = {lv: [] for lv in PLAYERS}
    for i in range(deals):
        pars: dict[str, float] = {}
        for lv in PLAYERS:
            state = played(game, seed, i, lv)
            deal = PlayedDeal.of(state)
            key = par_inputs(deal, SEAT).key
            if key not in pars:
                pars[key] = deal_par(
                    deal, Seating(SEAT, tuple(levels), i + 1, seed), replays
                ).points
            out[lv].append((state.returns()[SEAT], pars[key]))
    return out


def summary(pairs: list[tuple[float, float]]) -> tuple[float, float, float, float]:
    """Mean skill, the half width of its 95% interval, mean result, mean par."""
    s = [x - p for x, p in pairs]
    mean = statistics.mean(s)
    half = Z * statistics.stdev(s) / math.sqrt(len(s)) if len(s) > 1 else math.inf
    return mean, half, statistics.mean(x for x, _ in pairs), statistics.mean(p for _, p in pairs)


def holds(found: dict[str, list[tuple[float, float]]]) -> dict[str, bool]:
    """The three claims: the expert's interval holds 0, random's lies below 0, beginner's
    mean lies between random's and the expert's."""
    e, b, r = (summary(found[lv]) for lv in PLAYERS)
    return {
        "expert 0": abs(e[0]) <= e[1],
        "random < 0": r[0] + r[1] < 0,
        "beginner between": r[0] <= b[0] <= e[0] + e[1],
    }


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--replays", type=int, default=4)
    p.add_argument("--games", default=",".join(GAMES))
    p.add_argument("--seed", type=int, default=2)
    args = p.parse_args(argv)
    print(
        f"{'game':14} {'player':9} {'deals':>5} {'skill':>7} {'95% interval':>17} "
        f"{'result':>7} {'par':>7}",
        flush=True,
    )
    for game_id in args.games.split(","):
        found = skills(game_id, args.deals, args.replays, args.seed)
        for lv in PLAYERS:
            mean, half, res, par = summary(found[lv])
            print(
                f"{game_id:14} {lv:9} {len(found[lv]):5d} {mean:+7.3f} "
                f"[{mean - half:+7.3f}, {mean + half:+7.3f}] {res:+7.3f} {par:+7.3f}",
                flush=True,
            )
        checks = holds(found)
        print(
            f"{game_id:14} check: "
            + ", ".join(f"{k}: {'yes' if v else 'NO'}" for k, v in checks.items()),
            flush=True,
        )


if __name__ == "__main__":
    main()
