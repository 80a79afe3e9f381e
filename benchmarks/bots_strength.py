"""Bot strength, side by side in one run: the issue 5 target tournaments.

For each game with the levels it has, plays duplicate deals of
  standard vs random, expert vs standard, cheater vs standard   (trick games)
  expert vs greedy                                               (Brag, 2 players)
and prints each share of points with its 95% interval, the expert's margin over standard
as a fraction of the cheater's, think times per level, and the expert's peak memory
(tracemalloc over a few decisions in this process).

``--odds-rule`` (the Brus games) also plays, on the same deals, the expert whose rollout
players risk on the sample's open hands (the rule before issue 24's odds rule), and prints
the paired difference in net points a deal: the odds rule's worth, side by side.

Run: ``python benchmarks/bots_strength.py [--deals N] [--budget S] [--jobs J] [--json]
[--odds-rule] [--matchups expert-standard,...]``.
The targets ask for 2,000 duplicate deals; with the expert at 0.5 s that is hours on two
cores, so say which figures were run with fewer deals or a smaller budget.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.bots import levels_for, make_bot  # noqa: E402
from braus_desktop.bots.tournament import paired_difference, tournament  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402

GAMES = [("braus", {}), ("brus", {}), ("brus-iceland", {}), ("brag", {"players": 2})]


def expert_memory(game_id: str, options: dict, budget: float, decisions: int = 20) -> float:
    """Peak traced memory (MiB) of the expert over a few decisions of one deal."""
    game = make_game(game_id, **options)
    bot = make_bot("expert", game, seed=1, budget=budget)
    state = game.new_deal(seed=99)
    tracemalloc.start()
    done = 0
    while not state.is_over and done < decisions:
        seat = state.current_player
        state.apply(bot.choose(state.observation(seat), state.legal_actions()))
        done += 1
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return round(peak / 2**20, 1)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=200, help="duplicate deals per match-up")
    p.add_argument(
        "--expert-deals",
        type=int,
        default=None,
        help="duplicate deals for match-ups with the expert (default: --deals)",
    )
    p.add_argument("--budget", type=float, default=0.5, help="expert seconds per decision")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--games", default=",".join(g for g, _ in GAMES))
    p.add_argument(
        "--samples",
        type=int,
        default=None,
        help="expert: sampled deals per decision instead of the clock budget",
    )
    p.add_argument(
        "--checkpoint-dir",
        default=None,
        help="keep each match-up's finished deals here; a rerun resumes",
    )
    p.add_argument(
        "--matchups",
        default=None,
        help="only these match-ups, e.g. expert-standard,expert-standard-open-risks",
    )
    p.add_argument(
        "--odds-rule",
        action="store_true",
        help="Brus games: also the expert with open-hand rollout risks, side by side",
    )
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    wanted = args.games.split(",")
    edeals = args.expert_deals or args.deals
    report = []
    for game_id, options in GAMES:
        if game_id not in wanted:
            continue
        have = {lv.name for lv in levels_for(game_id, app_only=False)}
        if game_id == "brag":
            matchups = [("expert", "greedy")]
        else:
            matchups = [("standard", "random"), ("expert", "standard"), ("cheater", "standard")]
        odds_rule = args.odds_rule and game_id.startswith("brus")
        if odds_rule:
            matchups.insert(2, ("expert", "standard", "open"))
        rows = {}
        for a, b, *risks in matchups:
            name = f"{a}-{b}" + "".join(f"-{r}-risks" for r in risks)
            if args.matchups and name not in args.matchups.split(","):
                continue
            if a not in have or b not in have:
                rows[name] = "level missing for this game"
                continue
            deals = edeals if "expert" in (a, b) or "cheater" in (a, b) else args.deals
            params: dict = {}
            if a == "expert":
                params = {"samples": args.samples} if args.samples else {"budget": args.budget}
                if risks:
                    params["rollout_risks"] = risks[0]
            checkpoint = None
            if args.checkpoint_dir:
                os.makedirs(args.checkpoint_dir, exist_ok=True)
                checkpoint = os.path.join(args.checkpoint_dir, f"{game_id}-{name}.jsonl")
            t0 = time.time()
            out = tournament(
                game_id,
                a,
                b,
                deals,
                seed=args.seed,
                jobs=args.jobs,
                options=options,
                params_a=params,
                checkpoint=checkpoint,
                net_by_deal=odds_rule and a == "expert",
            )
            rows[name] = out
            if not args.json:
                s = out["share_a"]
                label = a + (" (open-hand risks)" if risks else "")
                print(
                    f"{game_id:13} {label:>8} vs {b:<8} deals {deals:5}  share "
                    f"{s['value']:.3f} [{s['ci95'][0]:.3f}, {s['ci95'][1]:.3f}]  "
                    f"think {json.dumps(out['think_time'])}  ({time.time() - t0:.0f}s)",
                    flush=True,
                )
        ex, ch = rows.get("expert-standard"), rows.get("cheater-standard")
        before = rows.get("expert-standard-open-risks")
        if isinstance(ex, dict) and isinstance(before, dict):
            gain = paired_difference(ex, before)
            rows["odds_rule_net_points_a_deal"] = gain
            for r in (ex, before):
                del r["net_by_deal"]
            if not args.json:
                print(
                    f"{game_id:13} odds rule less open-hand risks: {gain['value']:+.3f} "
                    f"[{gain['ci95'][0]:+.3f}, {gain['ci95'][1]:+.3f}] net points a deal "
                    f"over {gain['deals']} deals",
                    flush=True,
                )
        if isinstance(ex, dict) and isinstance(ch, dict):
            m_ex = ex["share_a"]["value"] - 0.5
            m_ch = ch["share_a"]["value"] - 0.5
            rows["expert_margin_over_cheater_margin"] = round(m_ex / m_ch, 3) if m_ch else None
            if not args.json:
                print(
                    f"{game_id:13} expert margin / cheater margin: "
                    f"{rows['expert_margin_over_cheater_margin']}",
                    flush=True,
                )
        if "expert" in have:
            rows["expert_peak_mib"] = expert_memory(game_id, options, args.budget)
            if not args.json:
                print(
                    f"{game_id:13} expert peak traced memory: {rows['expert_peak_mib']} MiB",
                    flush=True,
                )
        report.append({"game": game_id, "options": options, "results": rows})
    if args.json:
        print(
            json.dumps(
                {
                    "deals": args.deals,
                    "expert_deals": edeals,
                    "budget": args.budget,
                    "report": report,
                },
                indent=2,
            )
        )


if __name__ == "__main__":
    main()
