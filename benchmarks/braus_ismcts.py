"""A search over information sets for Bräus, at the compact solver's speed, against the expert.

Issue 24 asked whether what holds the Bräus expert back is perfect-information Monte
Carlo itself: each sample is solved as if the seat would later know the hidden cards
(strategy fusion). OpenSpiel's ISMCTS, with random rollouts and some 1,100 simulations a
decision, took about what the expert takes against ``standard``
(``benchmarks/openspiel_ismcts.py``). This script builds the stronger form of that idea
and plays it against the expert in duplicate deals:

- single-observer ISMCTS (Cowling, Powley and Whitehouse 2012): one tree for the seat to
  play; each simulation deals the hidden cards afresh (the expert's own sampler:
  ``braus_bots.sample_hands``, which respects passes and sevens) and walks the tree with
  UCB1 among the moves that deal allows (each child counts how often it was available);
- the position is the compact solver's integers (``braus_solver.read_position``), about
  20,000 simulations a second on one core, 20 times OpenSpiel's;
- every public event is an edge of the tree (a forced card and a pass too, since the seat
  sees them), so two deals share a node only where the seat could not tell them apart;
- below the tree, the expert's rollout policy: the lowest card that beats, with a little
  noise; the most visited move is played.

It restates the play of B4-B7 on the integers as the solver does, because the tree needs
each forced card and pass as an edge where the solver skips them.

Run: ``python benchmarks/braus_ismcts.py --deals 200 --budget 0.5`` (``--iterations N``
and ``--samples M`` instead of the clock: reproducible and independent of the load).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.bots import braus_bots, braus_solver, make_bot  # noqa: E402
from braus_desktop.bots.base import Bot  # noqa: E402
from braus_desktop.bots.tournament import (  # noqa: E402
    bot_seed,
    deal_seeds,
    play_deal,
    share_of_points,
    think_summary,
)
from braus_desktop.rules import braus as B  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402

POWER = B.POWER
BITS = braus_solver.BITS
LEAD = braus_solver.LEAD
WIN = B.TRICKS_TO_WIN
PASS = 31  # an edge's "card" for a pass


class Node:
    """One point of the seat's tree: visits, the total value for the side that moved into
    it, and how often it was among the moves a sampled deal allowed."""

    __slots__ = ("kids", "n", "w", "avail")

    def __init__(self) -> None:
        self.kids: dict[int, Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 0


def finish(t0: int, t1: int, kc_team: int | None) -> int:
    """Team 0's points when the deal has ended (B8, B9)."""
    if t0 >= WIN:
        return 2 if t1 == 0 else 1
    if t1 >= WIN:
        return -(2 if t0 == 0 else 1)
    if kc_team is not None and (t1 if kc_team else t0) == WIN - 1:
        return 1 if kc_team == 0 else -1
    return 0


class BrausIsmcts(Bot):
    """Single-observer ISMCTS on the compact position (see the module doc)."""

    level = "ismcts"

    def __init__(
        self,
        game,
        seed: int | None = None,
        budget: float = 0.5,
        iterations: int | None = None,
        c: float = 2.0,
        epsilon: float = 0.15,
    ) -> None:
        super().__init__(game, seed)
        self.budget = budget
        self.iterations = iterations
        self.c = c
        self.epsilon = epsilon
        self.knowledge = braus_bots.BrausKnowledge(self.game)
        self.simulations: list[int] = []

    def choose(self, observation, legal_actions):
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        n = observation.n_players
        me = observation.seat
        view = braus_bots.BrausView(observation)
        rng = self.rng
        rand = rng.random
        # the public part of the position (tricks, turn, the card to beat) from one deal
        state = self.knowledge.determinize(observation, rng, view)
        _, _, t0, t1, turn, to_beat, chances, winner, _ = braus_solver.read_position(state)
        root = Node()
        deadline = time.perf_counter() + self.budget * 0.9
        nxt = [(s + 1) % n for s in range(n)]
        full = (1 << BITS) - 1
        c, eps = self.c, self.epsilon
        done = 0
        while True:
            if self.iterations is not None:
                if done >= self.iterations:
                    break
            elif done and not done & 7 and time.perf_counter() > deadline:
                break
            dealt = braus_bots.sample_hands(view, rng)
            done += 1
            if dealt is None:  # no consistent deal found (never seen): draw again
                continue
            hands, sevens, kc_team = braus_solver.pack_hands(dealt)
            node, path = root, []
            h, sv, a0, a1 = hands, sevens, t0, t1
            tn, tb, ch, wn = turn, to_beat, chances, winner
            moves = (h >> (tn * BITS)) & ((1 << tb) - 1)
            in_tree = True
            while True:
                # a choice for tn among `moves`
                if in_tree:
                    untried, known = [], []
                    m = moves
                    while m:
                        r = m.bit_length() - 1
                        m ^= 1 << r
                        key = (tn * 32 + r) * 64 + a0 * 8 + a1
                        kid = node.kids.get(key)
                        if kid is None or not kid.n:
                            untried.append((key, r))
                        else:
                            known.append((kid, r))
                    for kid, _ in known:
                        kid.avail += 1
                    if untried:
                        key, r = untried[int(rand() * len(untried))]
                        node = node.kids.setdefault(key, Node())
                        node.avail += 1
                        in_tree = False
                    else:
                        best = -1e18
                        for kid, rr in known:
                            u = kid.w / kid.n + c * math.sqrt(math.log(kid.avail) / kid.n)
                            if u > best:
                                best, node, r = u, kid, rr
                    path.append((node, tn & 1))
                elif rand() < eps:
                    ranks = [rr for rr in range(tb) if moves >> rr & 1]
                    r = ranks[int(rand() * len(ranks))]
                else:
                    r = moves.bit_length() - 1  # the lowest card that beats
                h ^= 1 << (tn * BITS + r)
                ch = n - 1 if tb == LEAD else ch - 1
                tb, wn = r, tn
                # on to the next choice: passes, the trick's end, sevens, forced cards
                over = False
                while True:
                    if ch:
                        tn = nxt[tn]
                    else:
                        if wn & 1:
                            a1 += 1
                        else:
                            a0 += 1
                        s = wn
                        for _ in range(n):
                            if a0 >= WIN or a1 >= WIN:
                                break
                            k = (sv >> (3 * s)) & 7
                            if k:
                                sv &= ~(7 << (3 * s))
                                if s & 1:
                                    a1 += k
                                else:
                                    a0 += k
                            if (h >> (s * BITS)) & full:
                                break
                            s = nxt[s]
                        if a0 >= WIN or a1 >= WIN or not (h >> (s * BITS)) & full:
                            over = True
                            break
                        tn, tb, ch, wn = s, LEAD, 0, s
                    moves = (h >> (tn * BITS)) & ((1 << tb) - 1)
                    if moves and moves & (moves - 1):
                        break
                    if in_tree:  # the seat sees a pass or a forced card: an edge
                        r = moves.bit_length() - 1 if moves else PASS
                        key = (tn * 32 + r) * 64 + a0 * 8 + a1
                        node = node.kids.setdefault(key, Node())
                    if not moves:
                        ch -= 1
                        continue
                    r = moves.bit_length() - 1
                    h ^= 1 << (tn * BITS + r)
                    ch = n - 1 if tb == LEAD else ch - 1
                    tb, wn = r, tn
                if over:
                    break
            value = finish(a0, a1, kc_team)
            for visited, team in path:
                visited.n += 1
                visited.w += value if team == 0 else -value
        self.simulations.append(done)
        counts = []
        for a in legal:
            key = (me * 32 + POWER[a.card]) * 64 + t0 * 8 + t1
            kid = root.kids.get(key)
            counts.append(kid.n if kid is not None else -1)
        return legal[counts.index(max(counts))]


def _run(args: dict, indices: list[int]) -> dict:
    game = make_game("braus", players=args["players"])
    seeds = deal_seeds(args["seed"], args["deals"])
    per_deal, sims = [], []
    times: dict[str, list[float]] = {"ismcts": [], "b": []}
    for i in indices:
        a_pts = b_pts = 0.0
        for a_side in range(2):
            bots = {}
            for seat in range(game.n_players):
                s = bot_seed(args["seed"], i, a_side, seat)
                if seat % 2 == a_side:
                    bots[seat] = BrausIsmcts(game, s, **args["ismcts"])
                else:
                    bots[seat] = make_bot(args["b"], game, seed=s, **args["b_params"])
            seat_times: dict[int, list[float]] = {s: [] for s in range(game.n_players)}
            state = play_deal(game, bots, seeds[i], i % game.n_players, seat_times)
            pts = state.result().points
            a_pts += pts[a_side]
            b_pts += pts[1 - a_side]
            for seat, bot in bots.items():
                label = "ismcts" if seat % 2 == a_side else "b"
                times[label] += [t for t in seat_times[seat] if t > 0.005]
                if label == "ismcts":
                    sims += bot.simulations
        per_deal.append((a_pts, b_pts, 0, 0, 0))
    return {"per_deal": per_deal, "sims": sims, "times": times}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--budget", type=float, default=0.5, help="seconds a decision, each side")
    ap.add_argument("--iterations", type=int, default=None, help="ISMCTS: fixed simulations")
    ap.add_argument("--samples", type=int, default=None, help="the expert: fixed samples")
    ap.add_argument("--c", type=float, default=2.0, help="UCB1's exploration constant")
    ap.add_argument("--epsilon", type=float, default=0.15, help="rollouts' share of noise")
    ap.add_argument("--b", default="expert", help="the level it plays against")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    b_params = {}
    if a.b == "expert":
        b_params = {"samples": a.samples} if a.samples else {"budget": a.budget}
    args = {
        "deals": a.deals,
        "players": a.players,
        "seed": a.seed,
        "b": a.b,
        "b_params": b_params,
        "ismcts": {"budget": a.budget, "iterations": a.iterations, "c": a.c, "epsilon": a.epsilon},
    }
    start = time.perf_counter()
    chunks = [c for c in (list(range(a.deals))[j :: a.jobs * 4] for j in range(a.jobs * 4)) if c]
    with multiprocessing.get_context("spawn").Pool(a.jobs) as pool:
        parts = pool.starmap(_run, [(args, c) for c in chunks])
    per_deal = [d for p in parts for d in p["per_deal"]]
    sims = sorted(s for p in parts for s in p["sims"])
    # (the decisions that searched: in Bräus most plays are forced)
    think = {
        label if label == "ismcts" else a.b: think_summary(
            [t for p in parts for t in p["times"][label]]
        )
        for label in ("ismcts", "b")
    }
    print(
        json.dumps(
            {
                "players": a.players,
                "duplicate_deals": len(per_deal),
                "seed": a.seed,
                "ismcts": dict(args["ismcts"], simulations_median=sims[len(sims) // 2]),
                "against": {a.b: b_params},
                "ismcts_share": share_of_points(per_deal),
                "think_time": think,
                "elapsed_s": round(time.perf_counter() - start, 1),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
