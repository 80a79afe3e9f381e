"""Par: what the expert makes of the player's cards, so that luck and skill come apart.

For a finished deal and the player's seat, the expert plays that seat on exactly the same
deal: the same hands, the stock in the same order (``game.new_deal(dealer=..., setup=setup)``),
the same computer players in the other seats with the seeds they had in the real deal
(``deal_seed``: each computer player is made afresh at a deal's start from the match's
seed, the deal's number and its seat). It does so ``replays`` times, each with a seed of
its own for the expert's samples (``expert_seed``); the mean result for the player's side
is the deal's **par**, on the review's scale (``state.returns()[seat]``: the side's points
minus the best other side's). **Skill** is the player's result minus par: over many deals
a sum that the cards dealt do not decide. docs/coach.md, "Par and skill", says more.

How each game is replayed is its bot module's ``PAR`` (``ParSettings``): the default
number of replays, the expert's fixed amount of thought (never a clock: a replay must be
reproducible), and whether the other seats keep the decisions they actually made (Brag,
whose arrangements are laid blind: par is the expert's arrangement against the ones the
opponents actually laid). A cut (Icelandic Brús) is luck, not judgement: every cutter's
bot is asked as in the real deal, and the cut actually made is applied, so the hands are
the same in every replay. Computer players are given only their seat's observation.
Pure Python, no Qt, no clock: the same arguments, the same par.
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass
from typing import Any, Generator, Sequence

from ..rules.core import Action, Cut, Game, IllegalAction, Setup, State
from . import bot_module, deal_seed, default_level, levels_for, make_bot
from .base import Bot
from .knowledge import ParSettings

# The most replays a caller may ask for, and that a par read back may claim.
MAX_REPLAYS = 1000
# The largest value a par holds (points per deal are a few dozen), as in review.py.
MAX_VALUE = 1e6


@dataclass(frozen=True)
class DealPar:
    """What the expert makes of the player's cards: the mean over ``replays`` of the result
    for the player's side, on the review's scale (state.returns()[seat]: your side's points
    minus the best other side's), beside the player's own result on that scale."""

    points: float  # par: the expert's mean result for the player's side
    player_points: float  # the player's actual result, same scale
    replays: int
    spread: float  # standard error of ``points`` over the replays (0.0 for one replay)

    @property
    def skill(self) -> float:
        """The player's result minus par: what the play, not the cards, made of the deal."""
        return self.player_points - self.points

    def to_json(self) -> dict[str, Any]:
        return {
            "points": round(self.points, 3),
            "player_points": round(self.player_points, 3),
            "skill": round(self.skill, 3),
            "replays": self.replays,
            "spread": round(self.spread, 3),
        }

    @classmethod
    def from_json(cls, data: Any) -> "DealPar":
        """A par read back (from a record or a review): ValueError with a sentence for
        anything this app did not write."""
        if not isinstance(data, dict):
            raise ValueError("the par is not a set of named values")
        known = {"points", "player_points", "skill", "replays", "spread"}
        extra = set(data) - known
        if extra:
            raise ValueError("the par holds values this app does not write")
        points = _number(data.get("points"), "the par's points")
        player = _number(data.get("player_points"), "the par's player points")
        spread = _number(data.get("spread", 0.0), "the par's spread")
        replays = data.get("replays")
        if (
            isinstance(replays, bool)
            or not isinstance(replays, int)
            or not 1 <= replays <= MAX_REPLAYS
        ):
            raise ValueError(f"the par's replays is not a whole number from 1 to {MAX_REPLAYS}")
        if spread < 0:
            raise ValueError("the par's spread is negative")
        if "skill" in data:
            skill = _number(data["skill"], "the par's skill")
            # written rounded to 3 decimals from the two points, each rounded too
            if abs(skill - (player - points)) > 0.0015:
                raise ValueError("the par's skill is not the player's points minus par")
        return cls(points, player, replays, spread)


def _number(v: Any, what: str) -> float:
    # compared before anything converts it: NaN fails every comparison, a huge int overflows
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not -MAX_VALUE <= v <= MAX_VALUE:
        raise ValueError(f"{what} is not a number")
    return float(v)


def settings(game: Game) -> ParSettings:
    """How par replays a deal of ``game``: its bot module's ``PAR`` entry."""
    table: dict[str, ParSettings] = bot_module(game.id).PAR
    return table[game.id]


def default_replays(game: Game) -> int:
    """The replays (K) par makes of a deal by default: chosen per game so that a deal's par
    is steady and ready in time (docs/coach.md, "Par and skill", gives the figures)."""
    return settings(game).replays


def expert_seed(seed: int, deal_no: int, seat: int, replay: int) -> int:
    """The seed of the expert in replay number ``replay`` (from 0) of par ``seed``: a
    player who played as an expert with this seed would match that replay exactly."""
    return random.Random(f"par expert {seed} {deal_no} {seat} {replay}").getrandbits(32)


def replay_bot(game: Game, level: str, seed: int) -> Bot:
    """A computer player as par replays it: the level's own bot with ``seed``, the expert
    with the game's fixed amount of thought (``ParSettings.expert``) instead of a clock."""
    params = settings(game).expert if level == "expert" else {}
    return make_bot(level, game, seed=seed, **params)


def record_levels(meta: dict[str, Any], game: Game, seat: int) -> list[str]:
    """Each seat's level as a record's notes keep it (``"levels"``, the JSON text the app
    writes), "human" for ``seat``; a seat the notes do not name, or name with a level the
    game does not have, is played by the game's default level."""
    known = {lv.name for lv in levels_for(game.id, app_only=False)}
    raw = meta.get("levels") if isinstance(meta, dict) else None
    kept: Any = None
    if isinstance(raw, str) and len(raw) < 2000:
        try:
            kept = json.loads(raw)
        except (ValueError, RecursionError):
            kept = None
    if not isinstance(kept, list) or len(kept) != game.n_players:
        kept = [None] * game.n_players
    return [
        "human"
        if s == seat
        else lv
        if isinstance(lv, str) and lv in known
        else default_level(game.id)
        for s, lv in enumerate(kept)
    ]


def par_steps(
    game: Game,
    dealer: int,
    setup: Setup,
    history: Sequence[tuple[int, Action]],
    seat: int,
    levels: Sequence[str],
    deal_no: int,
    match_seed: int | None,
    replays: int | None = None,
    seed: int = 0,
) -> Generator[int, None, DealPar]:
    """One replay a step (yields the replay's number, from 1), returns the DealPar: for the
    app's StepJob. ``dealer``, ``setup`` and ``history`` are the finished deal's
    (``state.dealer``, ``state.setup()``, ``state.history``); ``levels`` each seat's level
    in the match ("human" for the player's; a seat of another human is played by the
    game's default level); ``deal_no`` (from 1) and ``match_seed`` give the other seats'
    seeds (``deal_seed``); ``seed`` the expert's (``expert_seed``). ValueError (a
    sentence) for a seat, levels, replays or a deal that do not fit, raised at the call,
    before the first step."""
    n = game.n_players
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
        raise ValueError(f"seat must be a seat from 0 to {n - 1}, not {seat!r}")
    if len(levels) != n:
        raise ValueError(f"levels must name one level per seat ({n}), not {len(levels)}")
    known = {lv.name for lv in levels_for(game.id, app_only=False)} | {"human"}
    for lv in levels:
        if lv not in known:
            raise ValueError(f"{game.name} has no computer player of level {lv!r}")
    k = default_replays(game) if replays is None else replays
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_REPLAYS:
        raise ValueError(f"replays must be a whole number from 1 to {MAX_REPLAYS}, not {k!r}")
    history = list(history)
    played = _replayed(game, dealer, setup, match_seed, deal_no, history)
    player_points = float(played.returns()[seat])

    def steps() -> Generator[int, None, DealPar]:
        results: list[float] = []
        for r in range(k):
            results.append(
                replay_result(
                    game, dealer, setup, history, seat, levels, deal_no, match_seed, r, seed
                )
            )
            yield r + 1
        return summed(results, player_points)

    return steps()


def summed(results: Sequence[float], player_points: float) -> DealPar:
    """The DealPar of the replays' results: their mean and its standard error (the window
    sums the replays it made one by one with it)."""
    k = len(results)
    mean = sum(results) / k
    spread = 0.0
    if k > 1:
        var = sum((x - mean) ** 2 for x in results) / (k - 1)
        spread = math.sqrt(var / k)
    return DealPar(mean, player_points, k, spread)


def par_inputs(game: Game, history: Sequence[tuple[int, Action]], seat: int) -> tuple[Any, ...]:
    """What of a deal's actions its par depends on (besides the cards and the seeds): the
    cuts, and where the other seats keep their decisions (``others_as_played``) theirs.
    Two deals with the same cards and the same inputs have the same par, however the
    player played: the benchmarks compare players on one par."""
    cuts = tuple(str(a) for _, a in history if isinstance(a, Cut))
    if not settings(game).others_as_played:
        return cuts
    return cuts + tuple((w, str(a)) for w, a in history if w != seat)


def replay_result(
    game: Game,
    dealer: int,
    setup: Setup,
    history: Sequence[tuple[int, Action]],
    seat: int,
    levels: Sequence[str],
    deal_no: int,
    match_seed: int | None,
    replay: int,
    seed: int = 0,
    chosen: Action | None = None,
) -> float:
    """The expert's result for ``seat``'s side in replay number ``replay`` (from 0) of par
    ``seed`` (arguments as ``par_steps``, unchecked): par with K replays is the mean of
    replays 0 to K-1, whatever K (the benchmarks read the replays one by one).
    ``chosen``: the expert's first decision in this replay, made already
    (``expert_first_choice``), taken instead of asking the expert again."""
    state = replay_state(
        game, dealer, setup, history, seat, levels, deal_no, match_seed, replay, seed, chosen
    )
    return float(state.returns()[seat])


def expert_first_choice(
    game: Game,
    dealer: int,
    setup: Setup,
    before: Sequence[tuple[int, Action]],
    seat: int,
    deal_no: int,
    match_seed: int | None,
    replay: int,
    seed: int = 0,
) -> Action:
    """The expert's first decision in replay ``replay``, made before the deal is over: in
    a game whose other seats keep their decisions (``others_as_played``: Brag), the replay
    comes to the player's seat after exactly the real deal's actions before the player's
    first one (``before``), so the expert decides there what it decides in the replay (a
    fresh bot with the same seed and the same observation). The window makes it while the
    player is still arranging, so little of par is left for the deal's end.
    ValueError if ``before`` is not the deal's actions up to the seat's first turn."""
    if not settings(game).others_as_played:
        raise ValueError(f"{game.name}'s par replays the other seats: decide in the replay")
    state = _table(game, dealer, setup, match_seed, deal_no)
    for who, action in before:
        if who == seat or state.current_player != who:
            raise ValueError("the actions given are not the ones before the player's turn")
        state.apply(action)
    if state.current_player != seat:
        raise ValueError("the actions given are not the ones before the player's turn")
    bot = replay_bot(game, "expert", expert_seed(seed, deal_no, seat, replay))
    return bot.choose(state.observation(seat), state.legal_actions())


class _Decided(Bot):
    """The expert of a replay whose first decision was made ahead (``expert_first_choice``):
    that decision, then the expert itself for any later one."""

    def __init__(self, expert: Bot, first: Action) -> None:
        self.expert = expert
        self.first: Action | None = first
        self.level = expert.level

    def choose(self, observation: Any, legal_actions: Sequence[Action]) -> Action:
        first, self.first = self.first, None
        if first is not None:  # (made at this very position: Brag lists only a sample)
            return first
        return self.expert.choose(observation, legal_actions)


def replay_state(
    game: Game,
    dealer: int,
    setup: Setup,
    history: Sequence[tuple[int, Action]],
    seat: int,
    levels: Sequence[str],
    deal_no: int,
    match_seed: int | None,
    replay: int,
    seed: int = 0,
    chosen: Action | None = None,
) -> State:
    """Replay number ``replay`` of par ``seed`` played to its end (``replay_result``)."""
    others = [
        default_level(game.id) if lv == "human" or s == seat else lv for s, lv in enumerate(levels)
    ]
    bots: dict[int, Bot] = {
        s: replay_bot(game, others[s], deal_seed(match_seed, deal_no, s))
        for s in range(game.n_players)
        if s != seat
    }
    bots[seat] = replay_bot(game, "expert", expert_seed(seed, deal_no, seat, replay))
    if chosen is not None:
        bots[seat] = _Decided(bots[seat], chosen)
    state = _table(game, dealer, setup, match_seed, deal_no)
    return _play(state, seat, bots, history, settings(game).others_as_played)


def deal_par(
    game: Game,
    dealer: int,
    setup: Setup,
    history: Sequence[tuple[int, Action]],
    seat: int,
    levels: Sequence[str],
    deal_no: int,
    match_seed: int | None,
    replays: int | None = None,
    seed: int = 0,
) -> DealPar:
    """``par_steps`` run to its end: the deal's par for ``seat``."""
    steps = par_steps(
        game, dealer, setup, history, seat, levels, deal_no, match_seed, replays, seed
    )
    while True:
        try:
            next(steps)
        except StopIteration as done:
            found: DealPar = done.value
            return found


def _table(game: Game, dealer: int, setup: Setup, match_seed: int | None, deal_no: int) -> State:
    """The deal as it was dealt. The seed only matters where a replay needs a pack the
    real deal never shuffled (a J♣ or K♥ cut to the bottom that it did not have): fixed,
    so that even that is reproducible."""
    table_seed = random.Random(f"par table {match_seed} {deal_no}").getrandbits(32)
    try:
        return game.new_deal(seed=table_seed, dealer=dealer, setup=setup)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"the deal cannot be dealt again: {exc}") from None


def _replayed(
    game: Game,
    dealer: int,
    setup: Setup,
    match_seed: int | None,
    deal_no: int,
    history: Sequence[tuple[int, Action]],
) -> State:
    """The real deal played again from its actions: the player's result; ValueError if
    the actions do not fit the deal or do not finish it."""
    state = _table(game, dealer, setup, match_seed, deal_no)
    for who, action in history:
        if state.current_player != who:
            raise ValueError("the deal's actions do not fit its cards")
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise ValueError(f"the deal's actions do not fit its cards: {exc}") from None
    if not state.is_over:
        raise ValueError("par needs a finished deal")
    return state


def _play(
    state: State,
    seat: int,
    bots: dict[int, Bot],
    history: Sequence[tuple[int, Action]],
    others_as_played: bool,
) -> State:
    """One replay to the end: each seat's bot decides from its observation; a cut is asked
    of the cutter's bot (its random numbers run as in the real deal) but the cut actually
    made is applied; with ``others_as_played`` the other seats' actions are the real ones."""
    cuts = [a for _, a in history if isinstance(a, Cut)]
    own_actions = {s: [a for w, a in history if w == s] for s in range(state.n_players)}
    used = {s: 0 for s in range(state.n_players)}
    while not state.is_over:
        who = state.current_player
        assert who is not None  # a deal not over has a player to move
        legal = state.legal_actions()
        if others_as_played and who != seat:
            action = own_actions[who][used[who]]
            used[who] += 1
        else:
            bot = bots[who]
            if bot.wants_state:  # the benchmark-only cheater
                action = bot.choose_with_state(state, legal)
            else:
                action = bot.choose(state.observation(who), legal)
        if isinstance(action, Cut) and cuts:
            action = cuts.pop(0)
        state.apply(action)
    return state
