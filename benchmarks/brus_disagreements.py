"""Where the Brus expert and the standard player disagree, whose play is better?

A diagnostic for the expert. It plays deals with experts on one side and standard
players on the other (the side alternates by deal). At every decision of an expert where
a standard player in its seat would play otherwise, both plays are valued on the true
deal: the stock is shuffled afresh (nobody at the table knows its order) `--shuffles`
times, the same shuffles for both plays, and each is played to the end two ways:

- `standard`: by four standard players, which is how a game against standard goes on;
- `rollout`: by the expert's own open-hands rollout policy, which is what the expert
  believes the rest of the deal looks like.

It prints a table: for all disagreements, by place in the trick and by whether a stock
remains, how many there were and the mean difference in points (the expert's play less
the standard player's, for the expert's side) with a 95% interval, under both
continuations. Benchmark only: it looks at the true deal to judge; the expert never does.

Run: ``python benchmarks/brus_disagreements.py [--game brus] [--deals 300]``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.bots import knowledge_for, make_bot  # noqa: E402
from braus_desktop.bots.brus_bots import BrusStandard  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402
from braus_desktop.rules.core import Cut  # noqa: E402

# the expert's samples per decision in the figures of docs/bots.md
SAMPLES = {"brus": 32, "brus-iceland": 64}


def continuation_value(
    game, knowledge, state, action, seat: int, seed: int, shuffles: int, continuation: str
) -> float:
    """The mean return for ``seat`` of ``action`` played on the true ``state``, over
    ``shuffles`` fresh orders of the stock, the rest played by ``continuation``."""
    total = 0.0
    for k in range(shuffles):
        after = knowledge.hide_stock(state, random.Random(seed * 1000 + k))
        after.apply(action)
        if continuation == "rollout":
            knowledge.rollout(after, random.Random(seed * 7919 + k))
        else:
            bots = [BrusStandard(game, seed * 31 + 17 * k + s) for s in range(game.n_players)]
            while not after.is_over:
                p = after.current_player
                after.apply(bots[p].choose(after.observation(p), after.legal_actions()))
        total += after.returns()[seat]
    return total / shuffles


def disagreements(game_id: str, deals: int, seed: int, samples: int, shuffles: int):
    """One record per decision where an expert and standard would play differently."""
    game = make_game(game_id)
    knowledge = knowledge_for(game)
    deal_seeds = random.Random(seed)
    for d in range(deals):
        deal_seed = deal_seeds.randrange(2**31)
        expert_side = d % 2
        bots = {
            s: make_bot("expert", game, seed=d * 10 + s, samples=samples)
            if game.side_of(s) == expert_side
            else BrusStandard(game, d * 10 + s)
            for s in range(game.n_players)
        }
        standard_in_its_place = BrusStandard(game, d)
        state = game.new_deal(seed=deal_seed, dealer=d % game.n_players)
        decision = 0
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            observation = state.observation(seat)
            action = bots[seat].choose(observation, legal)
            if (
                game.side_of(seat) == expert_side
                and len(legal) > 1
                and not isinstance(legal[0], Cut)
            ):
                other = standard_in_its_place.choose(observation, legal)
                if other != action:
                    key = seed * 100_003 + d * 101 + decision
                    record = {
                        "deal": d,
                        "place": len(observation.trick),
                        "stock": state.stock_count > 0,
                        "expert": str(action),
                        "standard": str(other),
                    }
                    for how in ("standard", "rollout"):
                        record[how] = continuation_value(
                            game, knowledge, state, action, seat, key, shuffles, how
                        ) - continuation_value(
                            game, knowledge, state, other, seat, key, shuffles, how
                        )
                    yield record
            decision += 1
            state.apply(action)


def _mean(values: list[float]) -> dict:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in values) / (n - 1)) if n > 1 else 0.0
    return {"mean": round(mean, 3), "ci95": round(1.96 * sd / math.sqrt(n), 3)}


def summary(records: list[dict]) -> dict:
    """Count and mean difference (expert less standard) per group, both continuations."""
    groups: dict[str, list[dict]] = defaultdict(list)
    for r in records:
        groups["all"].append(r)
        groups["lead" if r["place"] == 0 else f"place {r['place']}"].append(r)
        groups["stock left" if r["stock"] else "stock empty"].append(r)
    return {
        name: {
            "disagreements": len(rs),
            **{how: _mean([r[how] for r in rs]) for how in ("standard", "rollout")},
        }
        for name, rs in sorted(groups.items())
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="brus", choices=sorted(SAMPLES))
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--samples", type=int, help="the expert's samples per decision")
    p.add_argument("--shuffles", type=int, default=24)
    args = p.parse_args()
    records = list(
        disagreements(
            args.game, args.deals, args.seed, args.samples or SAMPLES[args.game], args.shuffles
        )
    )
    print(
        json.dumps(
            {
                "game": args.game,
                "deals": args.deals,
                "seed": args.seed,
                "samples": args.samples or SAMPLES[args.game],
                "shuffles": args.shuffles,
            }
        )
    )
    print(
        f"{'points: expert less standard':28s} {'n':>6s} {'standard goes on':>18s} "
        f"{'expert rollouts':>18s}"
    )
    for name, g in summary(records).items():
        cells = [f"{g[how]['mean']:+.3f} ±{g[how]['ci95']:.3f}" for how in ("standard", "rollout")]
        print(f"{name:28s} {g['disagreements']:6d} {cells[0]:>18s} {cells[1]:>18s}")


if __name__ == "__main__":
    main()
