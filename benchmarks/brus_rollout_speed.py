"""The Brus games' standard rollouts: how many a second, and that a change left every
decision as it was.

The coach values each decision of Solo Brus on hundreds of sampled deals, each played
out by ``BrusKnowledge._standard_rollout`` (every player as ``BrusStandard`` with one
sample, seeing the sample's open hands). This script plays seeded positions out that
way, in the tree under test and (``--before TREE``, a checkout of an earlier commit) in
the tree before, alternating round by round in fresh processes, and prints rollouts a
second (processor time, one core) side by side.

It also proves that both trees decide alike: for seeded positions of each game (and a
few of their options) it records the standard player's choice and ``evaluate``'s values
(from the seat's observation and from open hands), the final result and moves of a
rollout from there, and a whole coach review of seeded deals with a beginner in seat 0,
as JSON; both trees' JSON must be byte-identical (``--check``'s digests printed, exit
status 1 if they differ).

    python benchmarks/brus_rollout_speed.py --before /work/wt/base [--rounds 3]
        [--positions 1500] [--check 150] [--reviews 2]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

# (game, options): the three Brus games at their defaults for the speed, and some house
# rules that take other paths (sets of four, every card dealt, risks of the K♣, automatic
# risking) for the check
SPEED = [("brus", {}), ("brus-solo", {}), ("brus-iceland", {})]
CHECK = SPEED + [
    ("brus", {"hand_size": 4, "risk_kc": True, "auto_risk": True}),
    ("brus", {"no_stock": True, "oversmack": True, "whistle": True}),
    ("brus", {"tens": True, "risk_kc": True, "honour_over_ks": True}),
    ("brus-solo", {"no_stock": True}),
    ("brus-solo", {"hand_size": 4, "whistle": True, "auto_risk": True}),
    ("brus-solo", {"risk_discarded": True, "oversmack": True, "risk_kc": True}),
]


def _label(game_id: str, options: dict) -> str:
    return game_id + "".join(f" {k}={v}" for k, v in options.items())


def positions(game, count: int, seed: int, depth: int = 3) -> list:
    """``count`` seeded positions of the play, from the deal to late in the hand (up to
    ``depth`` rounds of random moves in; quiet states: the search path's)."""
    import random

    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = game.random_deal(rng, dealer=len(out) % game.n_players)
        for _ in range(rng.randrange(0, depth * game.n_players)):
            if state.is_over:
                break
            moves = state.moves()
            state.push(moves[int(rng.random() * len(moves))])
        if not state.is_over:
            out.append(state)
    return out


def rate(game_id: str, options: dict, count: int) -> float:
    """Standard rollouts a second of processor time over ``count`` seeded positions."""
    import random

    from braus_desktop.bots.brus_bots import BrusKnowledge
    from braus_desktop.rules import make_game

    game = make_game(game_id, **options)
    knowledge = BrusKnowledge(game)
    states = positions(game, count, 1)
    rng = random.Random(2)
    clones = [s.clone(quiet=True) for s in states]
    start = time.process_time()
    for state in clones:
        knowledge._standard_rollout(state, rng, 0.05)
    return len(clones) / (time.process_time() - start)


def check(game_id: str, options: dict, count: int) -> dict:
    """What the standard player and its rollouts decide at ``count`` seeded positions."""
    import random

    from braus_desktop.bots.brus_bots import BrusKnowledge, BrusStandard, BrusView, plays
    from braus_desktop.rules import make_game

    game = make_game(game_id, **options)
    knowledge = BrusKnowledge(game)
    rng = random.Random(11)
    out = []
    for i in range(count):
        state = game.new_deal(seed=1000 + i, dealer=i % game.n_players)
        for _ in range(rng.randrange(0, 4 * game.n_players)):
            if state.is_over:
                break
            state.apply(state.random_action(rng))
        if state.is_over or state.phase != "play":
            continue
        seat = state.current_player
        legal = state.legal_actions()
        obs = state.observation(seat)
        bot = BrusStandard(game, seed=i)
        row: dict = {"at": len(state.history), "choice": str(bot.choose(obs, legal))}
        bot.rng = random.Random(i)
        row["values"] = [repr(x) for x in bot.evaluate(BrusView(obs, game), plays(legal))]
        std = BrusStandard(game, seed=i)
        std.samples = 1
        std.rng = random.Random(i)
        view = BrusView.open_hands(state, seat)
        row["open"] = [repr(x) for x in std.evaluate(view, plays(legal))]
        std.rng = random.Random(i)
        row["open_pick"] = std.pick(BrusView.open_hands(state, seat), plays(legal))
        played = state.clone(quiet=True)
        roll = random.Random(i)
        result = knowledge._standard_rollout(played, roll, 0.05)
        row["rollout"] = [
            result.to_json(),
            list(played.returns()),
            [str(a) for _, a in played.history],
        ]
        row["rng_after"] = roll.random()
        out.append(row)
    return {"positions": out}


def reviews(game_id: str, count: int) -> list:
    """Whole coach reviews (JSON) of ``count`` seeded deals with a beginner in seat 0
    (played as coach_audit.py plays them)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import review_speed

    from braus_desktop.bots.review import review_deal
    from braus_desktop.rules import make_game

    game = make_game(game_id)
    return [
        review_deal(
            review_speed.played_deal(game, seed, first="beginner"), 0, deal=seed, seed=0
        ).to_json()
        for seed in range(1, count + 1)
    ]


def _worker(args: argparse.Namespace) -> int:
    """In a fresh process, with the tree's package first on the path."""
    tree = str(Path(args.worker).resolve())
    sys.path.insert(0, tree)
    import braus_desktop

    assert braus_desktop.__file__.startswith(tree), braus_desktop.__file__
    if args.job == "rate":
        print(json.dumps({_label(g, o): rate(g, o, args.positions) for g, o in SPEED}))
    else:
        found = {_label(g, o): check(g, o, args.check) for g, o in CHECK}
        if args.reviews:
            found["reviews"] = {g: reviews(g, args.reviews) for g, _ in SPEED}
        print(json.dumps(found, sort_keys=True))
    return 0


def _run(tree: Path, job: str, args: argparse.Namespace) -> str:
    done = subprocess.run(
        [sys.executable, __file__, "--worker", str(tree), "--job", job]
        + ["--positions", str(args.positions), "--check", str(args.check)]
        + ["--reviews", str(args.reviews)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": ""},
    )
    return done.stdout


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--before", help="a checkout of the earlier tree to compare with")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--positions", type=int, default=1500, help="rollouts per game and round")
    p.add_argument("--check", type=int, default=150, help="positions per game checked")
    p.add_argument("--reviews", type=int, default=2, help="coach reviews per game checked")
    p.add_argument("--worker", help=argparse.SUPPRESS)
    p.add_argument("--job", default="rate", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.worker:
        return _worker(args)
    trees = {"now": REPO}
    if args.before:
        trees = {"before": Path(args.before), "now": REPO}
    names = list(trees)
    runs: dict[str, list[dict]] = {name: [] for name in names}
    for r in range(args.rounds):
        for name in names if r % 2 == 0 else names[::-1]:
            runs[name].append(json.loads(_run(trees[name], "rate", args)))
    load = os.getloadavg()[0]
    print(
        f"# standard rollouts a second (processor time, one core): median of {args.rounds} "
        f"alternating rounds of {args.positions} seeded positions a game; load {load:.1f}"
    )
    print(
        f"{'game':14} "
        + " ".join(f"{n:>10}" for n in names)
        + ("    now/before" * (len(names) > 1))
    )
    for label in runs["now"][0]:
        medians = [statistics.median(run[label] for run in runs[n]) for n in names]
        ratio = f"{medians[-1] / medians[0]:14.2f}" if len(names) > 1 else ""
        print(f"{label:14} " + " ".join(f"{m:10,.0f}" for m in medians) + ratio)
    if args.check or args.reviews:
        digests = {}
        for name in names:
            text = _run(trees[name], "check", args)
            digests[name] = hashlib.sha256(text.encode()).hexdigest()
            found = json.loads(text)
            size = sum(len(v["positions"]) for k, v in found.items() if k != "reviews")
            print(
                f"# {name}: {size} positions over {len(CHECK)} rule sets, "
                f"{args.reviews} reviews a game: sha256 {digests[name][:16]}"
            )
        if len(set(digests.values())) > 1:
            print("# the decisions DIFFER between the trees")
            return 1
        if len(names) > 1:
            print("# the decisions, values, rollouts and reviews are byte-identical")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
