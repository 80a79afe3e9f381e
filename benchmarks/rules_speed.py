"""Rules-model speed: random playouts of whole deals per second, and clone/apply cost.

For each game it prints, side by side in the same run:
- baseline: the plain API path a GUI or a simple bot uses: ``new_deal(seed)``, then
  ``legal_actions()`` / ``apply()`` with the full event log, to the end of the deal;
- fast: the path search bots use: a deal from a running random source with no event
  log, then ``random_playout`` (the same rules, no action objects);
- fast on both cores (two worker processes), and the cost of ``clone`` and
  ``clone`` + ``apply`` of one legal action from a mid-deal position.

Run: ``python benchmarks/rules_speed.py [--seconds S] [--json]``. Targets (issues 2, 3):
Bräus 4p at least 25,000 deals/s, Brus at least 15,000 hands/s on this 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.rules import make_game  # noqa: E402

CASES = [
    ("braus", {}),
    ("braus", {"players": 6}),
    ("brus", {}),
    ("brus-solo", {}),
    ("brus-iceland", {}),
    ("brag", {}),
]


def _fast_deal(game, rng):
    if hasattr(game, "random_deal"):
        return game.random_deal(rng)
    state = game.new_deal(seed=rng.randrange(2**31))
    return state.clone(quiet=True) if _takes_quiet(state) else state


def _takes_quiet(state) -> bool:
    try:
        state.clone(quiet=True)
        return True
    except TypeError:
        return False


def _fast_playout(game, rng):
    state = _fast_deal(game, rng)
    if hasattr(state, "random_playout"):
        state.random_playout(rng)
    else:
        while not state.is_over:
            state.apply(state.random_action(rng))


def _plain_playout(game, rng):
    state = game.new_deal(seed=rng.randrange(2**31))
    while not state.is_over:
        state.apply(state.random_action(rng))


def rate(fn, game, seconds: float, seed: int = 1) -> float:
    """Whole deals per second of ``fn`` over about ``seconds`` (best of three slices)."""
    rng = random.Random(seed)
    best = 0.0
    for _ in range(3):
        n = 0
        start = time.perf_counter()
        stop = start + seconds / 3
        while True:
            for _ in range(50):
                fn(game, rng)
            n += 50
            now = time.perf_counter()
            if now >= stop:
                break
        best = max(best, n / (now - start))
    return best


def _worker(args):
    game_id, options, seconds, seed = args
    game = make_game(game_id, **options)
    rng = random.Random(seed)
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(50):
            _fast_playout(game, rng)
        n += 50
    return n / (time.perf_counter() - start)


def clone_cost(game, samples: int = 20000) -> tuple[float, float]:
    """Microseconds for clone, and for clone + apply, from mid-deal positions."""
    rng = random.Random(7)
    positions = []
    while len(positions) < 50:
        state = game.new_deal(seed=rng.randrange(2**31))
        for _ in range(rng.randint(1, 10)):
            if state.is_over:
                break
            state.apply(state.random_action(rng))
        if not state.is_over:
            positions.append((state.clone(quiet=True) if _takes_quiet(state) else state, None))
    positions = [(s, s.random_action(rng)) for s, _ in positions]
    start = time.perf_counter()
    for i in range(samples):
        positions[i % 50][0].clone()
    clone_us = (time.perf_counter() - start) / samples * 1e6
    start = time.perf_counter()
    for i in range(samples):
        s, a = positions[i % 50]
        s.clone().apply(a)
    both_us = (time.perf_counter() - start) / samples * 1e6
    return clone_us, both_us


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    p.add_argument("--json", action="store_true", help="print the figures as JSON too")
    p.add_argument("--games", default=",".join(sorted({g for g, _ in CASES})))
    args = p.parse_args(argv)
    wanted = set(args.games.split(","))
    print(
        f"# rules speed on {platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} cores, {args.seconds:g} s per figure"
    )
    print(
        f"{'game':22} {'baseline/s':>11} {'fast/s':>9} {'x':>5} {'2 cores/s':>10} "
        f"{'clone us':>9} {'clone+apply us':>15}"
    )
    figures = {}
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        for game_id, options in CASES:
            if game_id not in wanted:
                continue
            try:
                game = make_game(game_id, **options)
            except (ImportError, ValueError) as exc:
                print(f"{game_id:22} not available: {exc}")
                continue
            label = game_id + (
                "" if not options else " " + " ".join(f"{k}={v}" for k, v in options.items())
            )
            plain = rate(_plain_playout, game, args.seconds)
            fast = rate(_fast_playout, game, args.seconds)
            both = sum(pool.map(_worker, [(game_id, options, args.seconds / 2, s) for s in (1, 2)]))
            c_us, ca_us = clone_cost(game)
            figures[label] = {
                "baseline_per_s": round(plain),
                "fast_per_s": round(fast),
                "two_cores_per_s": round(both),
                "clone_us": round(c_us, 2),
                "clone_apply_us": round(ca_us, 2),
            }
            print(
                f"{label:22} {plain:11,.0f} {fast:9,.0f} {fast / plain:5.1f} {both:10,.0f} "
                f"{c_us:9.2f} {ca_us:15.2f}",
                flush=True,
            )
    if args.json:
        print(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
