"""The rules model's speed now against an earlier commit, measured alternately in one run.

Issue 20 (the per-game seam) asks that the restructured rules stay within 5% of the speed
they had before it. Figures taken on different days on a shared 2-core machine differ by
more than that, so this script measures both trees in the same run, round after round
(before, now, before, now ...), each in a fresh process with the same measuring code
(``rules_speed.py``'s), and prints the median of each figure and the ratio now/before.

Run: ``python benchmarks/rules_speed_before_after.py [--before REV] [--rounds N]
[--seconds S] [--games braus,brus]``. The default REV, 66a6e38, is the last commit of main
before the seam's rules work (fcfb6f6) was merged.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
BEFORE = "66a6e38"

# Runs in a fresh interpreter: the tree's package first on the path, then the current
# measuring functions (rules_speed.py imports ``make_game``, which is already the tree's).
PROBE = """
import importlib.util, json, sys
tree, bench, games, seconds = sys.argv[1], sys.argv[2], sys.argv[3].split(","), float(sys.argv[4])
sys.path.insert(0, tree)
import braus_desktop.rules
assert braus_desktop.rules.__file__.startswith(tree), braus_desktop.rules.__file__
spec = importlib.util.spec_from_file_location("rules_speed", bench)
rs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rs)
out = {}
for game_id, options in rs.CASES:
    if game_id not in games:
        continue
    game = braus_desktop.rules.make_game(game_id, **options)
    label = game_id + "".join(f" {k}={v}" for k, v in options.items())
    clone_us, clone_apply_us = rs.clone_cost(game)
    out[label] = {"baseline_per_s": rs.rate(rs._plain_playout, game, seconds),
                  "fast_per_s": rs.rate(rs._fast_playout, game, seconds),
                  "clone_us": clone_us, "clone_apply_us": clone_apply_us}
print(json.dumps(out))
"""

FIGURES = (
    ("baseline_per_s", "baseline/s", True),
    ("fast_per_s", "fast/s", True),
    ("clone_us", "clone us", False),
    ("clone_apply_us", "clone+apply us", False),
)


def _tree_at(rev: str, into: Path) -> Path:
    """The package as it was at ``rev``, unpacked under ``into``."""
    archive = into / "tree.tar"
    with open(archive, "wb") as out:
        subprocess.run(
            ["git", "-C", str(REPO), "archive", rev, "braus_desktop"], stdout=out, check=True
        )
    with tarfile.open(archive) as tar:
        tar.extractall(into / "tree", filter="data")
    return into / "tree"


def _probe(tree: Path, games: str, seconds: float) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tree), str(HERE / "rules_speed.py"), games, str(seconds)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": ""},
    )
    return json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--before", default=BEFORE, help="the commit to compare with")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=1.5, help="time per figure and round")
    p.add_argument("--games", default="braus,brus,brus-solo,brus-iceland,brag")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        trees = {"before": _tree_at(args.before, Path(scratch)), "now": REPO}
        runs: dict[str, list[dict]] = {"before": [], "now": []}
        for r in range(args.rounds):
            for name in ("before", "now") if r % 2 == 0 else ("now", "before"):
                runs[name].append(_probe(trees[name], args.games, args.seconds))
    print(
        f"# rules speed, {args.before} against now: median of {args.rounds} alternating "
        f"rounds, {args.seconds:g} s per figure, one core each"
    )
    print(f"{'game':22} {'figure':15} {'before':>10} {'now':>10} {'now/before':>11}")
    worst = None
    for label in runs["now"][0]:
        for key, title, higher_better in FIGURES:
            before = statistics.median(run[label][key] for run in runs["before"])
            now = statistics.median(run[label][key] for run in runs["now"])
            ratio = now / before
            speed = ratio if higher_better else 1 / ratio  # > 1: now is faster
            worst = speed if worst is None else min(worst, speed)
            print(f"{label:22} {title:15} {before:10,.2f} {now:10,.2f} {ratio:11.3f}")
    print(f"# slowest figure: now runs at {worst:.3f} of the speed before (1.000 = the same)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
