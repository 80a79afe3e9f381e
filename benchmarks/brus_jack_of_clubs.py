"""What knowing where the J♣ is worth in the Brus games: a diagnostic for the expert.

Plays duplicate deals (each deal twice, the sides' seats swapped) of a player that is
`standard` (or, with ``--player expert``, the expert) in every way but is told where the
J♣ (Spids) is, in a hand or in the stock, against `standard`, and prints its share of
the points with a 95% interval. Set beside the cheater's share (every hand seen) and the
expert's, it shows how much of what seeing the cards is worth hangs on this one card,
and so how far a player that must guess at the hidden cards can get. With ``--told
hands`` the standard player is told every hand instead (the stock's order stays hidden):
what the hidden cards are worth to standard's own one-trick judgement, set beside what
the cheater's whole-deal search makes of them. With ``--player expert --told endgame``
the expert is told every card once the stock is empty (it then plays the cheater's
move) and the untold expert plays the same deals with the same seeds beside it: the
paired difference is what any better endgame play (reading the cards, or a search such as
alpha-mu that does not assume it will see them) could add at most. In Solo Brus each deal
is played three times, the told player in each seat, and the others' points are their
mean, so that 0.5 is even there too. Benchmark only: the app never tells a bot a hidden
card.

Run: ``python benchmarks/brus_jack_of_clubs.py [--game brus-iceland] [--deals 2000]
[--player expert --samples 64] [--told hands|endgame] [--jobs 2]``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.bots import make_bot  # noqa: E402
from braus_desktop.bots.brus_bots import BrusStandard, BrusView  # noqa: E402
from braus_desktop.bots.search import CheaterBot  # noqa: E402
from braus_desktop.bots.tournament import paired_mean, share_of_points  # noqa: E402
from braus_desktop.rules import make_game  # noqa: E402
from braus_desktop.rules.brus import JC as JACK_OF_CLUBS  # noqa: E402


def jack_place(state):
    """The seat holding the J♣, or None: in the stock or played (the cards played are
    public, so in the deals a seat could be in, None tells the two apart)."""
    for seat in range(state.game.n_players):
        if any(c.index == JACK_OF_CLUBS for c in state.hand(seat)):
            return seat
    return None


class ToldWhereTheJackIs(BrusStandard):
    """`standard`, with the J♣'s place added to what its seat knows (``_state``: the true
    deal, set before each choice)."""

    _state = None

    def view(self, observation):
        view = super().view(observation)
        if JACK_OF_CLUBS in view.unseen:
            view.unseen.remove(JACK_OF_CLUBS)  # in the stock unless a hand has it
            for seat in view.known:
                if any(c.index == JACK_OF_CLUBS for c in self._state.hand(seat)):
                    view.known[seat].append(JACK_OF_CLUBS)
                    view.slots[seat] -= 1
        return view


class ToldEveryHand(BrusStandard):
    """`standard` seeing every hand (``_state``: the true deal, set before each choice);
    only the stock is unseen to it."""

    _state = None

    def view(self, observation):
        return BrusView.open_hands(self._state, observation.seat)


class ExpertToldWhereTheJackIs:
    """The expert (as the app makes it), keeping only the sampled deals that have the J♣
    where it really is (``_state``: the true deal, set before each choice); after
    ``tries`` draws without one, the last draw."""

    _state = None
    tries = 40

    def __init__(self, game, seed: int, samples: int) -> None:
        self.expert = make_bot("expert", game, seed=seed, samples=samples)
        self.knowledge = self.expert.knowledge
        sample = self.knowledge.determinize

        def determinize(observation, rng):
            where = jack_place(self._state)
            state = None
            for _ in range(self.tries):
                state = sample(observation, rng)
                if state is None or jack_place(state) == where:
                    return state
            return state

        self.knowledge.determinize = determinize

    def choose(self, observation, legal_actions):
        return self.expert.choose(observation, legal_actions)


class ExpertToldTheEndgame:
    """The expert until the stock is empty; from then on told every card, it plays the
    cheater's move (``_state``: the true deal, set before each choice)."""

    _state = None

    def __init__(self, game, seed: int, samples: int) -> None:
        self.expert = make_bot("expert", game, seed=seed, samples=samples)
        self.cheater = CheaterBot(game, seed)

    def choose(self, observation, legal_actions):
        if self._state.stock_count:
            return self.expert.choose(observation, legal_actions)
        return self.cheater.choose_with_state(self._state.clone(quiet=True), legal_actions)


TOLD = (ToldWhereTheJackIs, ToldEveryHand, ExpertToldWhereTheJackIs, ExpertToldTheEndgame)


def play_told(game, bots, seed: int, dealer: int):
    """One deal; a told player gets the true deal before each of its choices."""
    state = game.new_deal(seed=seed, dealer=dealer)
    while not state.is_over:
        seat = state.current_player
        bot = bots[seat]
        if isinstance(bot, TOLD):
            bot._state = state
        state.apply(bot.choose(state.observation(seat), state.legal_actions()))
    return state


def _player(game, args, seed: int, told: bool):
    """The player under test in one seat: told as ``args`` say, or (``told`` False, for
    ``--told endgame``'s side-by-side run) the plain expert with the same seed."""
    if not told:
        return make_bot("expert", game, seed=seed, samples=args.samples)
    if args.told == "hands":
        return ToldEveryHand(game, seed)
    if args.told == "endgame":
        return ExpertToldTheEndgame(game, seed, args.samples)
    if args.player == "expert":
        return ExpertToldWhereTheJackIs(game, seed, samples=args.samples)
    return ToldWhereTheJackIs(game, seed)


def play_deals(args, deals: list[int], told: bool = True) -> list[tuple[float, float]]:
    """(the player's points, standard's) per duplicate deal: each deal once per side, the
    player(s) under test on it; in Solo the others' points are their mean, so that 0.5 is
    even there too."""
    game = make_game(args.game)
    runs = [
        tuple(s for s in range(game.n_players) if game.side_of(s) == side)
        for side in range(game.n_sides)
    ]
    per_deal = []
    for d in deals:
        told_points = standard_points = 0.0
        for told_seats in runs:
            bots = {
                s: _player(game, args, d * 10 + s, told)
                if s in told_seats
                else BrusStandard(game, d * 10 + s)
                for s in range(game.n_players)
            }
            points = play_told(game, bots, args.seed + d, d % game.n_players).result().points
            side = game.side_of(told_seats[0])
            told_points += points[side]
            standard_points += (sum(points) - points[side]) / (game.n_sides - 1)
        per_deal.append((told_points, standard_points))
    return per_deal


def _in_parallel(args, told: bool) -> list[tuple[float, float]]:
    """``play_deals`` over ``args.jobs`` processes, in deal order."""
    numbers = list(range(args.deals))
    if args.jobs < 2:
        return play_deals(args, numbers, told)
    chunks = [numbers[j :: args.jobs * 4] for j in range(args.jobs * 4)]
    chunks = [c for c in chunks if c]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        parts = pool.starmap(play_deals, [(args, c, told) for c in chunks])
    got = {d: r for c, part in zip(chunks, parts) for d, r in zip(c, part)}
    return [got[d] for d in numbers]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="brus-iceland", choices=("brus", "brus-iceland", "brus-solo"))
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--seed", type=int, default=7000)
    p.add_argument("--player", default="standard", choices=("standard", "expert"))
    p.add_argument("--samples", type=int, default=64, help="the told expert's samples")
    p.add_argument(
        "--told",
        default="jack",
        choices=("jack", "hands", "endgame"),
        help="where the J♣ is (default), every hand (standard only), or every "
        "card once the stock is empty (expert only, beside the untold expert)",
    )
    p.add_argument("--jobs", type=int, default=1)
    args = p.parse_args()
    if args.told == "hands" and args.player == "expert":
        p.error(
            "--told hands is for the standard player: the cheater is the expert told every hand"
        )
    if args.told == "endgame" and args.player != "expert":
        p.error("--told endgame is for the expert: --player expert")
    per_deal = _in_parallel(args, told=True)
    key = {"hands": "told_every_hand", "endgame": "told_the_endgame"}.get(
        args.told, "told_where_the_jack_is"
    )
    out = {
        "game": args.game,
        "player": args.player,
        "duplicate_deals": args.deals,
        f"{key}_vs_standard": share_of_points(per_deal),
    }
    if args.told == "endgame":
        plain = _in_parallel(args, told=False)
        out["expert_vs_standard"] = share_of_points(plain)
        out["told_less_untold_net_points_a_deal"] = paired_mean(
            [(a - b) - (c - e) for (a, b), (c, e) in zip(per_deal, plain)]
        )
    print(json.dumps(out))


if __name__ == "__main__":
    main()
