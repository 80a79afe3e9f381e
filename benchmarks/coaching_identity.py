"""The coach's decisions on a seeded set of deals, written to JSON or compared with a
file written before (issue 48: the one coaching pipeline must decide exactly as the
functions it replaced).

For each game, ``--deals`` deals are played by the game's default computer players from
seeded deals (``review_speed.played_deal``: the bots' own decisions, their actions, are
part of what is compared), then seat 0's deal is coached: every decision's review (its
options' values, verdict, losses, reason), the deal's accuracy and counts, its par with
``--replays`` replays, its key moments in the seats' names, and the exercises made of it.

    python benchmarks/coaching_identity.py --write /tmp/before.json [--deals 3]
    python benchmarks/coaching_identity.py --compare /tmp/before.json

``--compare`` prints per game how many deals are identical, and the first difference of
any that is not; exit status 1 then. The coach works at a reduced number of samples
(``--samples``) so that the whole set takes minutes, not hours: the same code paths.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from review_speed import played_deal  # noqa: E402

from braus_desktop.bots import default_level  # noqa: E402
from braus_desktop.rules import GAME_IDS, make_game  # noqa: E402

NAMES = ["You", "West", "North", "East", "Fifth"]


def coached(game_id: str, k: int, samples: int, replays: int) -> dict:
    """Deal ``k`` of a game, played and coached, as JSON."""
    from braus_desktop.bots.coaching import Seating, coach_deal
    from braus_desktop.rules.played import PlayedDeal

    game = make_game(game_id)
    state = played_deal(game, 1000 + k)
    levels = ["human"] + [default_level(game_id)] * (game.n_players - 1)
    names = NAMES[: game.n_players]
    played = PlayedDeal.of(state)
    seating = Seating(0, tuple(levels), k + 1, 77)
    coaching = coach_deal(played, seating, names, samples=samples, replays=replays)
    return {
        "actions": [[s, str(a)] for s, a in state.history],
        # the review as the record keeps it (its par in it), the key moments apart
        "review": {k: v for k, v in coaching.to_json().items() if k != "key_moments"},
        "par": None if coaching.par is None else coaching.par.to_json(),
        "moments": [m.to_json() for m in coaching.moments],
        "exercises": [
            [e.key, e.decision.to_json()] for e in coaching.exercises(names, "match", levels=levels)
        ],
        "counts": dict(coaching.counts),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--deals", type=int, default=3)
    p.add_argument("--games", default=",".join(GAME_IDS))
    p.add_argument("--samples", type=int, default=12)
    p.add_argument("--replays", type=int, default=3)
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--write", metavar="FILE")
    what.add_argument("--compare", metavar="FILE")
    args = p.parse_args(argv)
    out: dict[str, list[dict]] = {}
    cpu = time.process_time()
    for game_id in args.games.split(","):
        out[game_id] = [coached(game_id, k, args.samples, args.replays) for k in range(args.deals)]
        print(f"{game_id}: {args.deals} deals coached", file=sys.stderr)
    cpu = time.process_time() - cpu
    if args.write:
        Path(args.write).write_text(json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True))
        print(f"written {args.write} ({cpu:.0f} s of processor time)")
        return 0
    before = json.loads(Path(args.compare).read_text())
    now = json.loads(json.dumps(out, ensure_ascii=False, sort_keys=True))
    status = 0
    print(f"{'game':<14}{'deals':>6}{'identical':>10}")
    for game_id, deals in now.items():
        old = before.get(game_id, [])[: len(deals)]  # (a shorter run: its first deals)
        same = sum(1 for a, b in zip(deals, old) if a == b) if len(old) == len(deals) else 0
        print(f"{game_id:<14}{len(deals):>6}{same:>10}")
        if same != len(deals):
            status = 1
            for k, (a, b) in enumerate(zip(deals, old)):
                for part in a:
                    if a[part] != b.get(part):
                        print(f"  deal {k + 1}: {part} differs")
                        break
    print(f"({cpu:.0f} s of processor time)")
    return status


if __name__ == "__main__":
    sys.exit(main())
