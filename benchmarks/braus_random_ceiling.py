"""How much of the points any team can take in Bräus against random players.

Issue 5 asks ``standard`` for more than 65% of the points against ``random``. This
measures what is possible, side by side on the same duplicate deals (the tournament's
deal seeds, the random players seeded as the tournament seeds them), each team against
``random``:

- *best reply, seeing every hand*: knows every card and that its opponents pick
  uniformly among their legal plays, and plays the exact best reply to that
  (``braus_solver.solve(..., random_opponents=True)``: the most expected net points,
  the opponents' plays as chance). No team has a higher expected margin;
- *best reply, sampling*: sees only its own hand, like a real player, and plays the
  best reply on average over ``--samples`` hidden deals drawn as the expert draws them
  (the expert's search with the opponents as chance instead of as perfect players);
- the ``cheater``: sees every hand but plays as if the opponents were perfect, so where
  every play loses against perfect play it does not care which it makes;
- ``standard``, the level the target is for.

Run: ``python benchmarks/braus_random_ceiling.py [--deals N] [--seed S] [--jobs J]``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.bots import make_bot  # noqa: E402
from braus_desktop.bots.braus_solver import solve  # noqa: E402
from braus_desktop.bots.tournament import (  # noqa: E402
    bot_seed,
    deal_seeds,
    play_deal,
    share_of_points,
    tournament,
)
from braus_desktop.rules import make_game  # noqa: E402


class BestReply:
    """Benchmark only: sees the whole deal and plays the best reply to random opponents."""

    wants_state = True

    def choose_with_state(self, state, legal):
        if len(legal) == 1:
            return legal[0]
        values = solve(state, legal, state.current_player, random_opponents=True)
        return legal[values.index(max(values))]


def _random_solve(state, legal, seat, node_limit, deadline):
    return solve(state, legal, seat, node_limit, deadline, random_opponents=True)


def sampled_reply(game, seed: int, samples: int):
    """The expert's sampling, each sample valued as the best reply to random players."""
    bot = make_bot("expert", game, seed=seed, samples=samples, node_limit=10**7)
    bot.knowledge.solve = _random_solve
    return bot


def _deals(args: tuple) -> list[tuple]:
    """(A's points, B's points) per duplicate deal for deal numbers ``indices``."""
    game_options, seed, seeds, indices, samples = args
    game = make_game("braus", **game_options)
    out = []
    for i in indices:
        a_pts = b_pts = 0.0
        for a_side in (0, 1):
            bots = {
                s: (BestReply() if not samples else sampled_reply(game, i * 10 + s, samples))
                if s % 2 == a_side
                else make_bot("random", game, seed=bot_seed(seed, i, a_side, s))
                for s in range(game.n_players)
            }
            res = play_deal(game, bots, seeds[i], i % game.n_players).result()
            a_pts += res.points[a_side]
            b_pts += res.points[1 - a_side]
        out.append((a_pts, b_pts))
    return out


def best_reply(deals: int, seed: int, jobs: int, options: dict, samples: int = 0) -> dict:
    """Best reply against random over duplicate deals: seeing every hand (``samples``
    0) or sampling the hidden hands."""
    seeds = deal_seeds(seed, deals)
    chunks = [(options, seed, seeds, list(range(j, deals, jobs)), samples) for j in range(jobs)]
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            parts = pool.map(_deals, chunks)
    else:
        parts = [_deals(chunks[0])]
    per_deal = [d for p in parts for d in p]
    return {"duplicate_deals": len(per_deal), "share_a": share_of_points(per_deal)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--players", type=int, default=4, choices=(4, 6))
    p.add_argument("--samples", type=int, default=8)
    args = p.parse_args()
    options = {"players": args.players}
    rows = {
        "best reply, seeing every hand": best_reply(args.deals, args.seed, args.jobs, options)[
            "share_a"
        ],
        f"best reply, sampling ({args.samples} samples)": best_reply(
            args.deals, args.seed, args.jobs, options, args.samples
        )["share_a"],
    }
    for level in ("cheater", "standard"):
        rows[level] = tournament(
            "braus", level, "random", args.deals, seed=args.seed, jobs=args.jobs, options=options
        )["share_a"]
    print(
        f"Bräus {args.players}p, {args.deals} duplicate deals, seed {args.seed}: "
        "share of the points against random [95%]"
    )
    for name, share in rows.items():
        lo, hi = share["ci95"]
        print(f"  {name:34s} {share['value']:.3f} [{lo:.3f}, {hi:.3f}]")
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
