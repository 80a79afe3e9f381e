"""How long the coach takes to review a whole deal for the human seat (issue 22).

Deals are played by each game's default computer players from seeded deals; seat 0's
decisions are then reviewed at the default quality (``review_deal`` with the game's
default samples), on one core. The review must be ready before the player's next
decision in at least 9 deals out of 10, hence the targets (seconds per deal, p95):
Bräus 4 players 3 s; Brus, Solo and Brús 6 s; Brag 3 s.

    python benchmarks/review_speed.py [--deals 100] [--games braus,brus,...] [--seed 0]

Prints a table per game: deals, median, p95, max seconds, target, met / not met, and
the mean number of decisions reviewed per deal; then the p95 of the processor seconds
the review used (``cpu p95``), which a machine busy with other work does not inflate. Run the games one at a time on a shared
machine (the default runs them in turn).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from braus_desktop.bots import coaching_for, default_level, make_bot  # noqa: E402
from braus_desktop.bots.review import review_deal  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402

TARGETS = {"braus": 3.0, "brus": 6.0, "brus-solo": 6.0, "brus-iceland": 6.0, "brag": 3.0}


def played_deal(game, seed: int, first: str | None = None):
    """A deal from ``seed`` played to its end by the game's default computer players (seat 0
    by the level ``first`` where one is given: coach_audit.py's beginner)."""
    level = default_level(game.id)
    bots = [
        make_bot(first if s == 0 and first else level, game, seed=seed * 10 + s)
        for s in range(game.n_players)
    ]
    state = game.new_deal(seed=seed, dealer=seed % game.n_players)
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return state


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def measure(game_id: str, deals: int, seed: int) -> dict:
    game = make_game(game_id)
    times, cpu, decisions = [], [], []
    for k in range(deals):
        state = played_deal(game, seed + k)
        start, start_cpu = time.perf_counter(), time.process_time()
        result = review_deal(state, 0, deal=k + 1, seed=0)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        decisions.append(len(result.decisions))
    return {
        "game": game_id,
        "deals": deals,
        "median": statistics.median(times),
        "p95": p95(times),
        "max": max(times),
        "target": TARGETS[game_id],
        "met": p95(times) <= TARGETS[game_id],
        "decisions": sum(decisions) / deals,
        "samples": coaching_for(make_game(game_id)).samples,
        "cpu_p95": p95(cpu),
    }


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--games", default=",".join(TARGETS))
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    print(
        f"{'game':14} {'deals':>5} {'samples':>7} {'decisions':>9} {'median':>7} "
        f"{'p95':>6} {'max':>6} {'target':>6}  result  cpu p95"
    )
    for game_id in args.games.split(","):
        r = measure(game_id, args.deals, args.seed)
        print(
            f"{r['game']:14} {r['deals']:5d} {r['samples']:7d} {r['decisions']:9.1f} "
            f"{r['median']:6.2f}s {r['p95']:5.2f}s {r['max']:5.2f}s {r['target']:5.1f}s  "
            f"{'met' if r['met'] else 'NOT MET':7}  {r['cpu_p95']:6.2f}s",
            flush=True,
        )


if __name__ == "__main__":
    main()
