"""The rules model's speed now against an earlier commit, in CPU time, alternately in one run.

``rules_speed_before_after.py`` counts deals per second of wall-clock time: on a 2-core
machine that other jobs share, its figures for code that did not change move by 10-50%
between rounds, too much to show a 5% bound. This script gives each tree the same fixed
work instead (the same seeds, so the same deals and plays: ``rules_speed.py``'s baseline
and fast playouts) and times it with ``time.process_time``, the CPU time of that process
alone, which other processes' load changes far less. Each tree runs in a fresh process,
round after round (before, now, now, before ...); it prints the median of each figure and
the ratio now/before.

Run: ``python benchmarks/rules_cpu_before_after.py [--before REV] [--rounds N]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from rules_speed_before_after import BEFORE, REPO, _tree_at  # noqa: E402

# Runs in a fresh interpreter on one tree: the same work for every tree, timed in CPU time.
PROBE = """
import importlib.util, json, random, sys, time
tree, bench = sys.argv[1], sys.argv[2]
sys.path.insert(0, tree)
import braus_desktop.rules
assert braus_desktop.rules.__file__.startswith(tree), braus_desktop.rules.__file__
spec = importlib.util.spec_from_file_location("rules_speed", bench)
rs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rs)
DEALS = {"braus": 1500, "brus": 600, "brus-solo": 600, "brus-iceland": 600, "brag": 600}
out = {}
for game_id, options in rs.CASES:
    game = braus_desktop.rules.make_game(game_id, **options)
    label = game_id + "".join(f" {k}={v}" for k, v in options.items())
    figures = {}
    for name, play, n in (("baseline_per_s", rs._plain_playout, DEALS[game_id]),
                          ("fast_per_s", rs._fast_playout, 3 * DEALS[game_id])):
        best = None
        for _ in range(3):
            rng = random.Random(1)
            start = time.process_time()
            for _ in range(n):
                play(game, rng)
            spent = time.process_time() - start
            best = spent if best is None else min(best, spent)
        figures[name] = n / best
    out[label] = figures
print(json.dumps(out))
"""

FIGURES = (("baseline_per_s", "baseline/s"), ("fast_per_s", "fast/s"))


def _probe(tree: Path) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tree), str(HERE / "rules_speed.py")],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": ""},
    )
    return json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--before", default=BEFORE, help="the commit to compare with")
    p.add_argument("--rounds", type=int, default=5)
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        trees = {"before": _tree_at(args.before, Path(scratch)), "now": REPO}
        runs: dict[str, list[dict]] = {"before": [], "now": []}
        for r in range(args.rounds):
            for name in ("before", "now") if r % 2 == 0 else ("now", "before"):
                runs[name].append(_probe(trees[name]))
    print(
        f"# rules speed in CPU time, {args.before} against now: the same deals, best of 3 "
        f"per round, median of {args.rounds} alternating rounds"
    )
    print(f"{'game':22} {'figure':12} {'before':>10} {'now':>10} {'now/before':>11}")
    worst = None
    for label in runs["now"][0]:
        for key, title in FIGURES:
            before = statistics.median(run[label][key] for run in runs["before"])
            now = statistics.median(run[label][key] for run in runs["now"])
            worst = now / before if worst is None else min(worst, now / before)
            print(f"{label:22} {title:12} {before:10,.0f} {now:10,.0f} {now / before:11.3f}")
    print(f"# slowest figure: now runs at {worst:.3f} of the speed before (1.000 = the same)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
