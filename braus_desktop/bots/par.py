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
from collections.abc import Generator, Sequence
from typing import Any

from ..rules.core import Action, Cut, Game, IllegalAction, State
from ..rules.played import PlayedDeal, Seating
from . import bot_module, deal_seed, default_level, levels_for, make_bot
from .base import Bot
from .knowledge import ParSettings
from .verdicts import MAX_REPLAYS as MAX_REPLAYS
from .verdicts import DealPar as DealPar


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
    played: PlayedDeal,
    seating: Seating,
    replays: int | None = None,
    seed: int = 0,
) -> Generator[int, None, DealPar]:
    """One replay a step (yields the replay's number, from 1), returns the DealPar: for the
    app's StepJob. ``played`` is the finished deal; ``seating`` its seat reviewed, each
    seat's level in the match ("human" for the player's; a seat of another human is played
    by the game's default level), the deal's number (from 1) and the match's seed, which
    give the other seats' seeds (``deal_seed``); ``seed`` the expert's (``expert_seed``).
    ValueError (a sentence) for a seat, levels, replays or a deal that do not fit, raised
    at the call, before the first step."""
    game, seat, levels = played.game, seating.seat, seating.levels
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
    player_points = float(_replayed(played, seating).returns()[seat])

    def steps() -> Generator[int, None, DealPar]:
        results: list[float] = []
        for r in range(k):
            results.append(replay_result(played, seating, r, seed))
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


def par_inputs(played: PlayedDeal, seat: int) -> PlayedDeal:
    """What of a deal its par depends on besides the seeds: its cards, and of its actions
    the cuts and, where the other seats keep their decisions (``others_as_played``),
    theirs (as a PlayedDeal: its ``key`` tells two pars apart). Two deals with the same
    inputs have the same par, however the player played: the benchmarks compare players
    on one par."""
    if settings(played.game).others_as_played:
        kept = [(w, a) for w, a in played.actions if isinstance(a, Cut) or w != seat]
    else:
        kept = [(w, a) for w, a in played.actions if isinstance(a, Cut)]
    return played.with_actions(kept)


def replay_result(
    played: PlayedDeal,
    seating: Seating,
    replay: int,
    seed: int = 0,
    chosen: Action | None = None,
) -> float:
    """The expert's result for the seat's side in replay number ``replay`` (from 0) of
    par ``seed`` (arguments as ``par_steps``, unchecked): par with K replays is the mean
    of replays 0 to K-1, whatever K (the benchmarks read the replays one by one).
    ``chosen``: the expert's first decision in this replay, made already
    (``expert_first_choice``), taken instead of asking the expert again."""
    state = replay_state(played, seating, replay, seed, chosen)
    return float(state.returns()[seating.seat])


def expert_first_choice(played: PlayedDeal, seating: Seating, replay: int, seed: int = 0) -> Action:
    """The expert's first decision in replay ``replay``, made before the deal is over: in
    a game whose other seats keep their decisions (``others_as_played``: Brag), the replay
    comes to the player's seat after exactly the real deal's actions before the player's
    first one (``played.before(seat)``: ``played`` may stop there), so the expert decides
    there what it decides in the replay (a fresh bot with the same seed and the same
    observation). The window makes it while the player is still arranging, so little of
    par is left for the deal's end. ValueError if the deal does not come to the seat
    after those actions."""
    game, seat = played.game, seating.seat
    if not settings(game).others_as_played:
        raise ValueError(f"{game.name}'s par replays the other seats: decide in the replay")
    state = _table(played, seating)
    for who, action in played.before(seat):
        if state.current_player != who:
            raise ValueError("the actions given are not the ones before the player's turn")
        state.apply(action)
    if state.current_player != seat:
        raise ValueError("the actions given are not the ones before the player's turn")
    bot = replay_bot(game, "expert", expert_seed(seed, seating.deal_no, seat, replay))
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
    played: PlayedDeal,
    seating: Seating,
    replay: int,
    seed: int = 0,
    chosen: Action | None = None,
) -> State:
    """Replay number ``replay`` of par ``seed`` played to its end (``replay_result``)."""
    game, seat, deal_no = played.game, seating.seat, seating.deal_no
    others = [
        default_level(game.id) if lv == "human" or s == seat else lv
        for s, lv in enumerate(seating.levels)
    ]
    bots: dict[int, Bot] = {
        s: replay_bot(game, others[s], deal_seed(seating.match_seed, deal_no, s))
        for s in range(game.n_players)
        if s != seat
    }
    bots[seat] = replay_bot(game, "expert", expert_seed(seed, deal_no, seat, replay))
    if chosen is not None:
        bots[seat] = _Decided(bots[seat], chosen)
    state = _table(played, seating)
    return _play(state, seat, bots, played.actions, settings(game).others_as_played)


def deal_par(
    played: PlayedDeal, seating: Seating, replays: int | None = None, seed: int = 0
) -> DealPar:
    """``par_steps`` run to its end: the deal's par for the seat."""
    steps = par_steps(played, seating, replays, seed)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            found: DealPar = done.value
            return found


def _table(played: PlayedDeal, seating: Seating) -> State:
    """The deal as it was dealt. The seed only matters where a replay needs a pack the
    real deal never shuffled (a J♣ or K♥ cut to the bottom that it did not have): fixed,
    so that even that is reproducible."""
    table_seed = random.Random(f"par table {seating.match_seed} {seating.deal_no}").getrandbits(32)
    try:
        return played.replay(0, seed=table_seed)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"the deal cannot be dealt again: {exc}") from None


def _replayed(played: PlayedDeal, seating: Seating) -> State:
    """The real deal played again from its actions: the player's result; ValueError if
    the actions do not fit the deal or do not finish it."""
    state = _table(played, seating)
    for who, action in played.actions:
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
