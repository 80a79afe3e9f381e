"""The Bräus expert's exact solver, side by side with the generic one it replaced.

The expert solves every sampled deal exactly; how many samples its 0.5 s budget buys
decides how well it plays. This takes the positions where a player has a choice in
seeded deals of standard players, samples hidden hands for each as the expert does,
and solves every sample with both the generic ``search.Solver`` (on the rules' states,
the baseline) and the compact ``braus_solver`` (checking that they agree), then lets
the expert decide the first choices of some deals on a clock budget with each solver
and counts the samples it managed.

Run: ``python benchmarks/braus_solver_speed.py [--deals N] [--samples K] [--budget S]``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.bots import knowledge_for, make_bot  # noqa: E402
from braus_desktop.bots.braus_solver import solve  # noqa: E402
from braus_desktop.bots.search import Solver  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402


def choices(game, deals: int):
    """(observation, legal actions, cards left) wherever a standard player had a choice."""
    out = []
    for seed in range(deals):
        bots = {s: make_bot("standard", game, seed=s) for s in range(game.n_players)}
        state = game.new_deal(seed=9000 + seed, dealer=seed % game.n_players)
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            obs = state.observation(seat)
            if len(legal) > 1:
                out.append((obs, legal, sum(obs.hand_sizes)))
            state.apply(bots[seat].choose(obs, legal))
    return out


def solver_times(game, positions, samples: int):
    know = knowledge_for(game)
    rng = random.Random(1)
    rows = []  # (cards left, generic seconds, compact seconds)
    for obs, legal, left in positions:
        for _ in range(samples):
            state = know.determinize(obs, rng)
            t = time.perf_counter()
            generic = Solver(game, obs.seat, know.key).action_values(state, legal)
            t1 = time.perf_counter()
            compact = solve(state, legal, obs.seat)
            t2 = time.perf_counter()
            if generic != compact:
                raise SystemExit(f"the solvers disagree: {obs.history} {legal}")
            rows.append((left, t1 - t, t2 - t1))
    return rows


def _generic(state, legal, seat, node_limit, deadline):
    return None  # no solver of the game's own: ``search.Solver`` values the sample


def first_choice_samples(game, deals: int, budget: float, compact: bool) -> list[int]:
    """Samples the expert managed on the first choice of each deal."""
    out = []
    for seed in range(deals):
        state = game.new_deal(seed=9000 + seed, dealer=seed % game.n_players)
        bots = {s: make_bot("standard", game, seed=s) for s in range(game.n_players)}
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            obs = state.observation(seat)
            if len(legal) > 1:
                expert = make_bot("expert", game, seed=seed, budget=budget)
                if not compact:
                    expert.knowledge.solve = _generic  # the generic solver, as before
                expert.choose(obs, legal)
                out.append(expert.last_samples)
                break
            state.apply(bots[seat].choose(obs, legal))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--samples", type=int, default=3)
    p.add_argument("--budget", type=float, default=0.5)
    args = p.parse_args()
    for players in (4, 6):
        game = make_game("braus", players=players)
        positions = choices(game, args.deals)
        rows = solver_times(game, positions, args.samples)
        cut = 28 if players == 4 else 26
        print(
            f"Bräus {players}p: {len(rows)} sampled deals at {len(positions)} choices "
            f"of {args.deals} deals (generic solver = baseline)"
        )
        for name, sel in (
            ("all choices", rows),
            (f"{cut}+ cards left", [r for r in rows if r[0] >= cut]),
        ):
            g = statistics.mean(r[1] for r in sel) * 1e3
            c = statistics.mean(r[2] for r in sel) * 1e3
            print(
                f"  {name:16s} generic {g:7.2f} ms/sample   compact {c:6.2f} ms/sample"
                f"   x{g / c:.1f}"
            )
        base = first_choice_samples(game, args.deals, args.budget, compact=False)
        new = first_choice_samples(game, args.deals, args.budget, compact=True)
        print(
            f"  first choice of a deal, {args.budget} s budget: samples median "
            f"generic {statistics.median(base):.0f}, compact {statistics.median(new):.0f}"
        )


if __name__ == "__main__":
    main()
