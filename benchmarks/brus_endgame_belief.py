"""How well the expert's samples place the cards once the stock is empty: a diagnostic.

Plays deals of four `standard` players. At the first choice of the seat under test after
the stock has run out, it draws sampled deals as the expert does and prints the mean
chance the samples give the true holder of each card in another player's hand (and of
the J♣ alone), beside a guess (each such card in a hand in proportion to its size).
Told every card from that moment, the expert gains what
``brus_jack_of_clubs.py --player expert --told endgame`` prints; this shows how much of
that the play lets a sampler read.

The sampler is the expert's own (``--doubt``: the chance a deal is kept for each play
that would have been a surprise, see ``BrusKnowledge.determinize``), or with ``--model
standard`` each sample is picked from ``--candidates`` of its deals in proportion to how
likely the others' plays were under the `standard` player's softened values
(``exp(beta x value)``, with ``epsilon`` of uniform), the policy model of the players
that Skat programs use.

Run: ``python benchmarks/brus_endgame_belief.py [--game brus] [--deals 200] [--samples 30]
[--doubt 0.25 | --model standard --beta 30 --epsilon 0.02 --candidates 32]``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.bots import knowledge_for, make_bot  # noqa: E402
from braus_desktop.bots.brus_bots import BrusStandard, BrusView, plays  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402
from braus_desktop.rules.brus import JC as JACK_OF_CLUBS  # noqa: E402


class PlayLikelihood:
    """How likely a player's play was under `standard`'s softened values, judged from that
    seat's view of a sampled deal."""

    def __init__(self, game, beta: float, epsilon: float) -> None:
        self.game = game
        self.beta = beta
        self.epsilon = epsilon
        self.standard = BrusStandard(game, 0)
        self.standard.rng = random.Random(7)

    def __call__(self, state, seat: int, action) -> float:
        legal = state.legal_actions()
        if len(legal) < 2 or action not in legal:
            return 1.0
        values = self.standard.evaluate(BrusView(state.observation(seat), self.game), plays(legal))
        finite = [v for v in values if v != float("-inf")]
        low = min(finite) - 1 if finite else 0.0
        values = [v if v != float("-inf") else low for v in values]
        top = max(values)
        weights = [math.exp(self.beta * (v - top)) for v in values]
        mine = weights[legal.index(action)] / sum(weights)
        return (1 - self.epsilon) * mine + self.epsilon / len(legal)


def weighed_sample(knowledge, likelihood, candidates: int, obs, rng):
    """One of ``candidates`` deals drawn by the expert's sampler, picked in proportion to
    how likely the other side's plays were on it (``likelihood``); None if none could be
    drawn."""
    game = knowledge.game
    me = obs.seat
    drawn = []
    for _ in range(candidates):
        world = knowledge.determinize(obs, rng)
        if world is None:
            continue
        replay = game.new_deal(dealer=obs.dealer, quiet=True, setup=world.setup())
        log_weight = 0.0
        for seat, action in world.history:
            if replay.phase == "play" and game.side_of(seat) != game.side_of(me):
                log_weight += math.log(likelihood(replay, seat, action))
            replay.apply(action)
        drawn.append((log_weight, world))
    if not drawn:
        return None
    top = max(w for w, _ in drawn)
    pick = rng.random() * sum(math.exp(w - top) for w, _ in drawn)
    for w, world in drawn:
        pick -= math.exp(w - top)
        if pick <= 0:
            return world
    return drawn[-1][1]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="brus", choices=("brus", "brus-iceland", "brus-solo"))
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=900)
    p.add_argument("--samples", type=int, default=30, help="sampled deals a decision")
    p.add_argument(
        "--doubt", type=float, default=None, help="the sampler's doubt (default: its own)"
    )
    p.add_argument("--model", default=None, choices=("standard",))
    p.add_argument("--beta", type=float, default=30.0)
    p.add_argument("--epsilon", type=float, default=0.02)
    p.add_argument("--candidates", type=int, default=32)
    args = p.parse_args()
    game = make_game(args.game)
    knowledge = knowledge_for(game)
    if args.doubt is not None:
        knowledge.doubt = args.doubt
    likelihood = PlayLikelihood(game, args.beta, args.epsilon) if args.model else None
    seat = 0
    cards = jack = 0
    belief = guess = jack_belief = 0.0
    start = time.perf_counter()
    for d in range(args.deals):
        bots = {s: make_bot("standard", game, seed=10 * d + s) for s in range(game.n_players)}
        state = game.new_deal(seed=args.seed + d, dealer=d % game.n_players)
        asked = False
        while not state.is_over:
            legal = state.legal_actions()
            player = state.current_player
            if (
                not asked
                and player == seat
                and state.phase == "play"
                and not state.stock_count
                and len(legal) > 1
            ):
                asked = True
                obs = state.observation(seat)
                holder = {
                    c: s for s, h in enumerate(state.search_view.hands) if s != seat for c in h
                }
                rng = random.Random(d)
                counts: dict[tuple[int, int], int] = {}
                got = 0
                for _ in range(args.samples):
                    world = (
                        weighed_sample(knowledge, likelihood, args.candidates, obs, rng)
                        if likelihood
                        else knowledge.determinize(obs, rng)
                    )
                    if world is None:
                        continue
                    got += 1
                    for s, hand in enumerate(world.search_view.hands):
                        for c in hand if s != seat else ():
                            counts[c, s] = counts.get((c, s), 0) + 1
                if got:
                    for c, s in holder.items():
                        share = counts.get((c, s), 0) / got
                        belief += share
                        guess += len(state.search_view.hands[s]) / len(holder)
                        cards += 1
                        if c == JACK_OF_CLUBS:
                            jack_belief += share
                            jack += 1
            state.apply(bots[player].choose(state.observation(player), legal))
    print(
        json.dumps(
            {
                "game": args.game,
                "deals": args.deals,
                "sampler": f"standard model, beta {args.beta}, epsilon {args.epsilon}, "
                f"{args.candidates} candidates"
                if args.model
                else f"the expert's, doubt {knowledge.doubt}",
                "cards": cards,
                "true_holder_belief": round(belief / max(1, cards), 3),
                "guess": round(guess / max(1, cards), 3),
                "jack_of_clubs": {
                    "times": jack,
                    "true_holder_belief": round(jack_belief / max(1, jack), 3),
                },
                "seconds": round(time.perf_counter() - start, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
