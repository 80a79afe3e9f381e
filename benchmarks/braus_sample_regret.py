"""How the Bräus expert's choices improve with the number of samples.

Plays deals of the expert (at ``--budget``) against standard players; wherever the
expert has a choice whose plays differ in value on the true deal, it draws ``--max``
hidden deals as the expert does and solves each exactly. Its choice from the first k of
them (k = 4, 8, ... up to ``--max``, every disjoint group of k averaged) is scored by its
regret: the true deal's best value less the value of the play chosen. The baseline in
the same run is the smallest k. The curve says how much more samples (a faster solver)
can still buy.

Run: ``python benchmarks/braus_sample_regret.py [--deals N] [--start S] [--max K]``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.bots import knowledge_for, make_bot  # noqa: E402
from braus_desktop.bots.braus_solver import solve  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402


def positions(deals: int, start: int, most: int, budget: float):
    """(true values, sampled values, tie-break prior) at each choice that matters."""
    game = make_game("braus")
    know = knowledge_for(game)
    out = []
    for d in range(start, start + deals):
        side = d % 2
        bots = {
            s: make_bot("expert", game, seed=d * 10 + s, budget=budget)
            if s % 2 == side
            else make_bot("standard", game, seed=d * 10 + s)
            for s in range(4)
        }
        state = game.new_deal(seed=5000 + d, dealer=d % 4)
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            obs = state.observation(seat)
            if seat % 2 == side and len(legal) > 1:
                true = solve(state, legal, seat)
                if max(true) != min(true):
                    rng = random.Random(d * 1000 + len(obs.history))
                    vals = [solve(know.determinize(obs, rng), legal, seat) for _ in range(most)]
                    out.append((true, vals, know.prior(obs, legal, rng)))
            state.apply(bots[seat].choose(obs, legal))
    return out


def regret(rows, k: int) -> float:
    total = count = 0
    for true, vals, prior in rows:
        for g in range(0, len(vals) - k + 1, k):
            group = vals[g : g + k]
            mean = [sum(v[i] for v in group) / k + prior[i] for i in range(len(true))]
            total += max(true) - true[mean.index(max(mean))]
            count += 1
    return total / count


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--start", type=int, default=1000)
    p.add_argument("--max", type=int, default=256)
    p.add_argument("--budget", type=float, default=0.1)
    args = p.parse_args()
    rows = positions(args.deals, args.start, args.max, args.budget)
    print(
        f"Bräus 4p: {len(rows)} choices that matter in {args.deals} deals "
        f"(expert at {args.budget} s against standard)"
    )
    k, base = 4, None
    while k <= args.max:
        r = regret(rows, k)
        base = r if base is None else base
        print(f"  {k:4d} samples: regret {r:.3f} points a choice ({r - base:+.3f} against 4)")
        k *= 2


if __name__ == "__main__":
    main()
