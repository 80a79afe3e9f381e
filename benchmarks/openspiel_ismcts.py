"""The expert against a search method no one here wrote: OpenSpiel's information-set MCTS.

OpenSpiel (``open_spiel``, DeepMind's library of games and search methods) ships an
information-set Monte Carlo tree search (ISMCTS, Cowling, Powley and Whitehouse 2012) as
``open_spiel.python.algorithms.ismcts``. This script lets it play the trick games through
a thin pyspiel wrapper of the rules API and plays it against the ``expert`` in duplicate
deals, printing the expert's share of the points with a 95% interval.

- ``SpielGame`` / ``SpielState``: a registered pyspiel game whose state holds one of
  the rules' states and moves it with ``moves()`` + ``push()``. An action is a number:
  a play is its rank, its set of suits and whether it is risked (a set of the same rank
  is one action), a pass and the Icelandic cut have their own numbers.
- The information-state string of a player is its own hand and everything played since
  the root of the search: the key ISMCTS uses for the nodes of that player's choices.
- ``IsmctsPlayer``: a Bot that sees only its observation. ISMCTS needs a world to start
  each simulation from: it draws a whole deal the seat could be in from the game's own
  sampler (``knowledge.determinize``) with every card placed only as the history allows
  and nothing guessed from how the others played (the Brus sampler's "surprise" weighing
  is switched off). The search runs OpenSpiel's own ``run_simulation`` (UCT, random
  rollouts through ``RandomRolloutEvaluator``) until its wall time is spent, then plays
  the most visited action.

Install the extra first: ``pip install -e ".[bench]"`` (the app never imports it).

Run: ``python benchmarks/openspiel_ismcts.py --game brus --deals 100 --budget 0.1``
(``--a standard`` pits the standard player against it instead of the expert)
(``--game braus``, ``brus-iceland`` ...; ``--start 100 --per-deal`` plays deals 100 on and
prints each deal's points, so that runs can be pooled). ISMCTS is given the same wall time per decision
as the expert's budget, or more with ``--ismcts-budget``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
except ImportError:  # pragma: no cover - the optional extra
    sys.exit('OpenSpiel is not installed: pip install -e ".[bench]"')

from braus_desktop.bots import knowledge_for, make_bot  # noqa: E402
from braus_desktop.bots.base import Bot  # noqa: E402
from braus_desktop.bots.tournament import (  # noqa: E402
    bot_seed,
    deal_seeds,
    play_deal,
    share_of_points,
    think_summary,
)
from braus_desktop.rules import make_game  # noqa: E402
from braus_desktop.rules.cards import Card  # noqa: E402
from braus_desktop.rules.core import Cut, Pass, Play  # noqa: E402

CARDS = Card.all()
BASE = 56  # more than the cards of any pack: a play is its cards in base BASE
PLAYS = BASE**4  # at most four cards to a play (D9)
PASS_ACTION = 2 * PLAYS  # plays: their cards, + PLAYS if risked
CUT_BASE = PASS_ACTION + 1
NUM_ACTIONS = CUT_BASE + 64


def encode(move) -> int:
    """A move (a rules Action, or the Brus search path's ``(card ids, risked)``) as a
    number that is the same in every world the player could be in: each card's index
    (0..54) is one digit."""
    if isinstance(move, Pass):
        return PASS_ACTION
    if isinstance(move, Cut):
        return CUT_BASE + move.position
    if isinstance(move, Play):
        ids, risk = [c.index for c in move.cards], move.risk
    else:
        ids, risk = move
    code = 0
    for i in sorted(ids):
        code = code * BASE + i + 1
    return code + (PLAYS if risk else 0)


def _register(game_id: str, options: dict):
    """Register the rules' game under an OpenSpiel name; returns its GameType and info."""
    game = make_game(game_id, **options)
    partnership = game.partnership
    game_type = pyspiel.GameType(
        short_name=f"braus_desktop_{game_id.replace('-', '_')}",
        long_name=f"Bräus Desktop {game_id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,  # worlds are sampled whole
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.ZERO_SUM
            if partnership or game.n_players == 2
            else pyspiel.GameType.Utility.GENERAL_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.n_players,
        min_num_players=game.n_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=False,
        provides_observation_tensor=False,
    )
    info = pyspiel.GameInfo(
        num_distinct_actions=NUM_ACTIONS,
        max_chance_outcomes=0,
        num_players=game.n_players,
        min_utility=-20.0,
        max_utility=20.0,
        utility_sum=0.0 if partnership else None,
        max_game_length=200,
    )
    return game, game_type, info


class SpielGame(pyspiel.Game):
    """One of the rules' games as a pyspiel game. Its states start from a world drawn by
    ``IsmctsPlayer``; ``new_initial_state`` deals a fresh one (for pyspiel's own checks)."""

    def __init__(self, game_id: str, options: dict | None = None) -> None:
        self.rules_game, game_type, info = _register(game_id, options or {})
        super().__init__(game_type, info, {})

    def new_initial_state(self):
        rng = random.Random()
        deal = self.rules_game.new_deal(seed=rng.randrange(2**31))
        while not deal.is_over and not deal.moves():  # the Icelandic cut: at random
            deal.apply(deal.random_action(rng))
        return SpielState(self, deal.clone(quiet=True), "")

    def make_py_observer(self, iig_obs_type=None, params=None):
        return InfoStateObserver()


class SpielState(pyspiel.State):
    """A rules state seen through pyspiel: ``moves()`` are the legal actions, ``push``
    applies one; ``root`` names the information set the search started from."""

    def __init__(self, game: SpielGame, inner, root: str, path: tuple[int, ...] = ()) -> None:
        super().__init__(game)
        self.inner = inner
        self.root = root
        self.path = path
        self._moves = None

    def _legal(self):
        if self._moves is None:
            self._moves = {encode(m): m for m in self.inner.moves()}
        return self._moves

    def current_player(self):
        if self.inner.is_over:
            return pyspiel.PlayerId.TERMINAL
        return self.inner.current_player

    def _legal_actions(self, player):
        return sorted(self._legal())

    def _apply_action(self, action):
        self.inner.push(self._legal()[action])
        self.path = self.path + (action,)
        self._moves = None

    def _action_to_string(self, player, action):
        return str(action)

    def is_terminal(self):
        return self.inner.is_over

    def returns(self):
        if not self.inner.is_over:
            return [0.0] * self.inner.n_players
        return [float(x) for x in self.inner.returns()]

    def info_key(self, player: int) -> str:
        hand = sorted(c.index for c in self.inner.hand(player))
        return f"{player}|{hand}|{self.root}|{self.path}"

    def clone(self):
        return SpielState(self.get_game(), self.inner.clone(quiet=True), self.root, self.path)

    def __deepcopy__(self, memo):
        return self.clone()

    def __str__(self):
        return f"{self.root} {self.path}"


class InfoStateObserver:
    """pyspiel's observer interface: the information-state string only."""

    tensor = None
    dict: dict = {}

    def set_from(self, state, player):
        pass

    def string_from(self, state, player):
        return state.info_key(player)


class DeadlineISMCTS(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTS, run for a wall time instead of a number of simulations."""

    def __init__(self, *args, seconds: float, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.seconds = seconds
        self.simulations = 0

    def run_search(self, state):
        self.reset()
        legal_actions = state.legal_actions()
        if len(legal_actions) == 1:
            return [(legal_actions[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.perf_counter() + self.seconds
        n = 0
        while n == 0 or time.perf_counter() < deadline:
            self.run_simulation(self.sample_root_state(state))
            n += 1
        self.simulations = n
        return self.get_final_policy(state, self._root_node)


class IsmctsPlayer(Bot):
    """OpenSpiel's ISMCTS as a Bot: it sees only its observation (see the module doc)."""

    level = "ismcts"

    def __init__(self, game, seed=None, seconds: float = 0.5, uct_c: float = 2.0) -> None:
        super().__init__(game, seed)
        self.spiel = SpielGame(self.game.id, self.game.option_values)
        self.knowledge = knowledge_for(self.game)
        if hasattr(self.knowledge, "doubt"):
            self.knowledge.doubt = 1.0  # every consistent world alike: no reading of play
        rs = np.random.RandomState(seed % 2**31 if seed is not None else None)
        self.bot = DeadlineISMCTS(
            self.spiel,
            mcts.RandomRolloutEvaluator(1, rs),
            uct_c,
            max_simulations=10**9,
            random_state=rs,
            final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
            seconds=seconds,
        )
        self.simulations: list[int] = []

    def choose(self, observation, legal_actions):
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        if isinstance(legal[0], Cut):
            return legal[int(self.rng.random() * len(legal))]
        root = f"{observation.seat}|{len(observation.history)}"
        rng = self.rng

        def world():
            state = self.knowledge.determinize(observation, rng)
            if state is None:
                return None
            return SpielState(self.spiel, state.clone(quiet=True), root)

        first = world()
        if first is None:  # no consistent world (never expected): the first legal play
            return legal[0]
        self.bot.set_resampler(lambda state, player: world() or first.clone())
        policy = self.bot.run_search(first)
        self.simulations.append(self.bot.simulations)
        action = max(policy, key=lambda ap: ap[1])[0]
        by_code = {encode(a): a for a in legal}
        return by_code[action]


def _run(args: dict, indices: list[int]) -> dict:
    game = make_game(args["game"])
    seeds = deal_seeds(args["seed"], args["start"] + args["deals"])
    per_deal = []
    sims: list[int] = []
    times: dict[str, list[float]] = {"a": [], "ismcts": []}
    for i in indices:
        a_pts = b_pts = 0.0
        for a_side in range(game.n_sides):
            bots = {}
            for seat in range(game.n_players):
                s = bot_seed(args["seed"], i, a_side, seat)
                if game.side_of(seat) == a_side:
                    params = {"budget": args["budget"]} if args["a"] == "expert" else {}
                    bots[seat] = make_bot(args["a"], game, seed=s, **params)
                else:
                    bots[seat] = IsmctsPlayer(game, s, seconds=args["ismcts_budget"])
            seat_times: dict[int, list[float]] = {s: [] for s in range(game.n_players)}
            state = play_deal(game, bots, seeds[i], i % game.n_players, seat_times)
            pts = state.result().points
            a_pts += pts[a_side]
            b_pts += sum(p for s, p in enumerate(pts) if s != a_side) / (game.n_sides - 1)
            for seat, bot in bots.items():
                label = "a" if game.side_of(seat) == a_side else "ismcts"
                times[label] += [t for t in seat_times[seat] if t > 0.005]
                if label == "ismcts":
                    sims += bot.simulations
        per_deal.append((a_pts, b_pts, 0, 0, 0))
    return {"per_deal": per_deal, "sims": sims, "times": times}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="brus")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument(
        "--start",
        type=int,
        default=0,
        help="the first deal's number: a later run extends an earlier one",
    )
    ap.add_argument(
        "--per-deal",
        action="store_true",
        help="also print each deal's points (A, ISMCTS), to pool runs",
    )
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--budget", type=float, default=0.5, help="the expert's seconds a decision")
    ap.add_argument("--ismcts-budget", type=float, default=None)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--a", default="expert", help="the level that plays ISMCTS (default expert)")
    a = ap.parse_args()
    args = {
        "game": a.game,
        "deals": a.deals,
        "start": a.start,
        "seed": a.seed,
        "budget": a.budget,
        "ismcts_budget": a.ismcts_budget or a.budget,
        "a": a.a,
    }
    start = time.perf_counter()
    numbers = list(range(a.start, a.start + a.deals))
    chunks = [numbers[j :: a.jobs * 4] for j in range(a.jobs * 4)]
    chunks = [c for c in chunks if c]
    with multiprocessing.get_context("spawn").Pool(a.jobs) as pool:
        parts = pool.starmap(_run, [(args, c) for c in chunks])
    per_deal = [d for p in parts for d in p["per_deal"]]
    by_number = dict(zip((i for c in chunks for i in c), per_deal))
    sims = sorted(s for p in parts for s in p["sims"])
    # (the decisions that searched: the others took no time)
    think = {
        a.a if label == "a" else label: think_summary([t for p in parts for t in p["times"][label]])
        for label in ("a", "ismcts")
    }
    print(
        json.dumps(
            {
                "game": a.game,
                "duplicate_deals": len(per_deal),
                "seed": a.seed,
                "a": a.a,
                "expert_budget_s": a.budget if a.a == "expert" else None,
                "ismcts": {
                    "seconds_a_decision": args["ismcts_budget"],
                    "uct_c": 2.0,
                    "rollouts": "random, 1 per simulation",
                    "final_policy": "most visited",
                    "simulations_median": sims[len(sims) // 2] if sims else 0,
                    "simulations_p5": sims[int(0.05 * len(sims))] if sims else 0,
                },
                "a_share": share_of_points(per_deal),
                "think_time": think,
                "elapsed_s": round(time.perf_counter() - start, 1),
                "deals_from": a.start,
                **({"per_deal": [list(by_number[i][:2]) for i in numbers]} if a.per_deal else {}),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
