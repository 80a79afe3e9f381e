"""Brag trick evaluation speed: every 3-card and every 4-card trick of the 52-card pack.

For the 22,100 three-card and the 270,725 four-card tricks it prints, side by side in
the same run (seconds, one core):
- iterate: just walking ``itertools.combinations`` (the floor);
- plain: a straightforward category classifier written here (Counter of ranks, set of
  suits, every 3-card subset tried in turn); categories only, no order within them;
- evaluate cold: ``brag.evaluate`` with an empty cache (full comparable values);
- evaluate warm: the same again, served from the cache.
It also checks that the plain classifier and ``evaluate`` agree on every category.
Target (issue): evaluating all 270,725 four-card tricks in at most 3 s.

Run: ``python benchmarks/brag_evaluate.py [--json]``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.rules import brag_eval  # noqa: E402
from braus_desktop.rules.brag import evaluate  # noqa: E402
from braus_desktop.rules.cards import full_pack  # noqa: E402


def _is_run(ranks: list[int]) -> bool:
    r = sorted(ranks)
    n = len(r)
    if r == list(range(r[0], r[0] + n)):
        return True
    return r == [2, 3, 4][: n - 1] + [14]  # A-2-3 / A-2-3-4


def plain_category(cards) -> str:
    """Straightforward classification by the definitions of H3 and H5."""
    ranks = [c.rank for c in cards]
    suits = [c.suit for c in cards]
    counts = sorted(Counter(ranks).values(), reverse=True)
    flush = len(set(suits)) == 1
    run = counts[0] == 1 and _is_run(ranks)
    if counts[0] == len(cards):
        return "prial" if len(cards) == 3 else "four_of_a_kind"
    if run and flush:
        return "running_flush"
    if run:
        return "run"
    if flush:
        return "flush"
    if len(cards) == 3:
        return "pair" if counts[0] == 2 else "high_card"
    if counts[0] == 3:
        return "prial"
    if counts[:2] == [2, 2]:
        return "pair_of_pairs"
    subs = [s for s in itertools.combinations(cards, 3) if len({c.rank for c in s}) == 3]
    if any(_is_run([c.rank for c in s]) and len({c.suit for c in s}) == 1 for s in subs):
        return "running_flush_3"
    if any(_is_run([c.rank for c in s]) for s in subs):
        return "run_3"
    if any(len({c.suit for c in s}) == 1 for s in subs):
        return "flush_3"
    if counts[0] == 2:
        return "pair"
    return "rainbow" if len(set(suits)) == 4 else "high_card"


def timed(fn) -> tuple[float, object]:
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def run(size: int) -> dict:
    pack = full_pack()
    combos = list(itertools.combinations(pack, size))

    def iterate():
        n = 0
        for _ in itertools.combinations(pack, size):
            n += 1
        return n

    t_iter, n = timed(iterate)
    t_plain, plain = timed(lambda: [plain_category(c) for c in combos])
    brag_eval.clear_cache()
    t_cold, values = timed(lambda: [evaluate(c) for c in combos])
    t_warm, _ = timed(lambda: [evaluate(c) for c in combos])
    agree = all(p == v.category for p, v in zip(plain, values))
    return {
        "size": size,
        "tricks": n,
        "iterate_s": t_iter,
        "plain_s": t_plain,
        "evaluate_cold_s": t_cold,
        "evaluate_warm_s": t_warm,
        "agree": agree,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rows = [run(3), run(4)]
    if args.json:
        print(json.dumps({"python": platform.python_version(), "rows": rows}, indent=1))
        return
    print(f"Brag evaluation, Python {platform.python_version()}, one core (seconds)")
    print(
        f"{'trick':>6} {'hands':>8} {'iterate':>8} {'plain':>8} {'eval cold':>10} "
        f"{'eval warm':>10}  categories agree"
    )
    for r in rows:
        print(
            f"{r['size']:>4}-c {r['tricks']:>8,} {r['iterate_s']:>8.3f} {r['plain_s']:>8.3f} "
            f"{r['evaluate_cold_s']:>10.3f} {r['evaluate_warm_s']:>10.3f}  {r['agree']}"
        )
    four = rows[1]["evaluate_cold_s"]
    print(
        f"target: all 270,725 four-card tricks in <= 3 s: "
        f"{'met' if four <= 3 else 'MISSED'} ({four:.2f} s)"
    )


if __name__ == "__main__":
    main()
