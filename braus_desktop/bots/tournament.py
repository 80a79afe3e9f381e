"""Duplicate tournaments between two bot levels: the strength figures of issue 5.

Every deal is played once per side with the same cards: in a two-sided game level A
takes side 0 then side 1 (B the other side), so the luck of the cards cancels. In games
with one side per player (Solo Brus, Brag with 3-4 players) A takes each seat in turn and
B all the others; B's points are then counted per seat (the mean over its seats), so 50%
is still an even match.

The share of points is A / (A + B) over all deals, with a 95% confidence interval from
the per-deal variation (the ratio estimator's delta method). Think time is measured with
``time.perf_counter`` around each ``choose`` and reported per level. ``jobs`` > 1 plays
the deals in worker processes; results do not depend on it (every deal and every bot is
seeded from the tournament seed and the deal number).
"""

from __future__ import annotations

import json
import math
import os
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from ..rules import Game, make_game
from ..rules.core import State
from ..rules.files import FileRefused, read_regular_file
from ..rules.phrase import shown
from . import make_bot
from .base import Bot

# A checkpoint line holds 25 deals' figures (a few KB); this is thousands of hours of play.
MAX_CHECKPOINT_BYTES = 256 * 1024 * 1024
# The largest figure a checkpoint line holds (points, deals won, seconds of thought).
MAX_FIGURE = 1e12
# without O_BINARY, Windows' low-level writes would turn each "\n" into "\r\n"
if sys.platform == "win32":
    _BINARY = os.O_BINARY
else:
    _BINARY = 0


def _percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    i = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[i]


def share_of_points(per_deal: Sequence[Sequence[float]]) -> dict[str, Any]:
    """Side A's share of all points over duplicate deals, with its 95% interval: per deal
    (A's points, B's points, ...); the interval is the ratio estimate's (deals as clusters)."""
    total = sum(d[0] + d[1] for d in per_deal)
    n = len(per_deal)
    share = sum(d[0] for d in per_deal) / total if total else 0.5
    if n > 1 and total:
        mean_t = total / n
        resid = [d[0] - share * (d[0] + d[1]) for d in per_deal]
        var = sum(x * x for x in resid) / (n - 1) / (n * mean_t * mean_t)
        half = 1.96 * math.sqrt(var)
    else:
        half = 0.5
    return {"value": round(share, 4), "ci95": [round(share - half, 4), round(share + half, 4)]}


def deal_seeds(seed: int, deals: int) -> list[int]:
    """The seed of each duplicate deal of a tournament (the first N do not depend on
    ``deals``)."""
    rng = random.Random(seed)
    return [rng.randrange(2**31) for _ in range(deals)]


def bot_seed(seed: int, deal: int, run: int, seat: int) -> int:
    """The seed of the bot in ``seat`` for one run (side assignment) of one deal."""
    return (seed * 1_000_003 + deal * 101 + run * 11 + seat) % (2**31)


def _assignments(game: Game) -> list[list[str]]:
    """Per run of one deal: which label ('a'/'b') plays each seat."""
    return [
        ["a" if game.side_of(s) == a_side else "b" for s in range(game.n_players)]
        for a_side in range(game.n_sides)
    ]


def play_deal(
    game: Game,
    bots: dict[int, Bot],
    seed: int,
    dealer: int,
    times: dict[int, list[float]] | None = None,
) -> State:
    """Play one deal with one bot per seat; returns the finished state."""
    state = game.new_deal(seed=seed, dealer=dealer)
    clock = time.perf_counter
    while not state.is_over:
        seat = state.current_player
        assert seat is not None  # a deal not over has a player to move
        bot = bots[seat]
        legal = state.legal_actions()
        t0 = clock()
        if bot.wants_state:
            action = bot.choose_with_state(state.clone(quiet=True), legal)
        else:
            action = bot.choose(state.observation(seat), legal)
        dt = clock() - t0
        if times is not None:
            times[seat].append(dt)
        state.apply(action)
    return state


def _run_deals(spec: dict[str, Any], indices: list[int]) -> dict[str, Any]:
    game = make_game(spec["game"], **spec["options"])
    rng_seeds = spec["deal_seeds"]
    per_deal = []
    times: dict[str, list[float]] = {"a": [], "b": []}
    runs = _assignments(game)
    for i in indices:
        a_pts = b_pts = 0.0
        a_won = b_won = draws = 0
        for r, labels in enumerate(runs):
            bots = {}
            for seat, label in enumerate(labels):
                bots[seat] = make_bot(
                    spec[label],
                    game,
                    seed=bot_seed(spec["seed"], i, r, seat),
                    **spec["params"][label],
                )
            seat_times: dict[int, list[float]] = {s: [] for s in range(game.n_players)}
            state = play_deal(game, bots, rng_seeds[i], i % game.n_players, seat_times)
            for seat, label in enumerate(labels):
                times[label].extend(seat_times[seat])
            res = state.result()
            a_sides = {game.side_of(s) for s, lb in enumerate(labels) if lb == "a"}
            b_sides = {game.side_of(s) for s, lb in enumerate(labels) if lb == "b"}
            a_pts += sum(res.points[s] for s in a_sides)
            b_pts += sum(res.points[s] for s in b_sides) / len(b_sides)
            if res.winner is None:
                draws += 1
            elif res.winner in a_sides:
                a_won += 1
            else:
                b_won += 1
        per_deal.append((a_pts, b_pts, a_won, b_won, draws))
    return {"per_deal": per_deal, "times": times}


def think_summary(values: list[float]) -> dict[str, Any]:
    """Think times (seconds) as the figures give them: how many, the median, the 95th
    percentile and the longest, in milliseconds."""
    v = sorted(values)
    return {
        "decisions": len(v),
        "median_ms": round(_percentile(v, 0.5) * 1000, 3),
        "p95_ms": round(_percentile(v, 0.95) * 1000, 3),
        "max_ms": round((v[-1] if v else 0.0) * 1000, 3),
    }


def _is_part(part: Any) -> bool:
    """Whether a parsed line is one a tournament wrote to its checkpoint."""

    def numbers(values: Any, size: int | None = None) -> bool:
        # compared before anything converts them: a whole number of 400 digits is too
        # large for a float (math.isfinite raised OverflowError), NaN fails every test
        return (
            isinstance(values, list)
            and (size is None or len(values) == size)
            and all(
                isinstance(v, (int, float))
                and not isinstance(v, bool)
                and -MAX_FIGURE <= v <= MAX_FIGURE
                for v in values
            )
        )

    return (
        isinstance(part, dict)
        and isinstance(part.get("key"), str)
        and isinstance(part.get("indices"), list)
        and all(isinstance(i, int) and not isinstance(i, bool) and i >= 0 for i in part["indices"])
        and isinstance(part.get("per_deal"), list)
        and len(part["per_deal"]) == len(part["indices"])
        and all(numbers(d, 5) for d in part["per_deal"])
        and isinstance(part.get("times"), dict)
        and all(numbers(part["times"].get(label)) for label in ("a", "b"))
    )


def read_checkpoint(path: str) -> list[dict[str, Any]]:
    """Every finished chunk in a checkpoint file (of any tournament), [] for a file not
    yet made; ValueError with a sentence if ``path`` cannot be a checkpoint: a folder that
    does not exist, a pipe, a device, a folder, a file too large or a file that is not a
    checkpoint (so the run never appends to it). A line torn by a kill is skipped, and
    ended, so the next chunk starts a line of its own."""
    name = shown(str(path), 120)
    if not str(path):
        raise ValueError("the checkpoint cannot be made: no file name was given")
    if not os.path.lexists(path):
        folder = os.path.dirname(os.path.abspath(path))
        if not os.path.basename(path):  # "runs/": where the file would go, not a file
            raise ValueError(f"the checkpoint {name} cannot be made: it names a folder")
        if not os.path.isdir(folder):
            raise ValueError(f"the checkpoint {name} cannot be made: its folder does not exist")
        if not os.access(folder, os.W_OK | os.X_OK):
            raise ValueError(
                f"the checkpoint {name} cannot be made: you may not write in its folder"
            )
        try:  # made now, empty: whatever else keeps it from being made is said before play
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            pass  # made by another run meanwhile: it is read as it is next time
        except OSError as exc:
            raise ValueError(
                f"the checkpoint {name} cannot be made: {shown(str(exc.strerror))}"
            ) from None
        return []
    try:
        data = read_regular_file(path, MAX_CHECKPOINT_BYTES)
    except FileRefused as exc:
        raise ValueError(f"the checkpoint {name} cannot be used. {exc}") from None
    parts = []
    for n, line in enumerate(data.split(b"\n"), start=1):
        if not line.strip():
            continue
        try:
            part = json.loads(line)
        except (ValueError, RecursionError):
            part = None
        if _is_part(part):
            parts.append(part)
        elif not line.startswith(b'{"key": '):  # not even a line torn by a kill
            raise ValueError(
                f"{name} is not a tournament checkpoint (line {n} is not one "
                f"of its lines); give a new file name"
            )
    if data and not data.endswith(b"\n"):
        try:
            with open(path, "ab") as raw:
                raw.write(b"\n")
        except OSError as exc:
            raise ValueError(
                f"the checkpoint {name} cannot be written: {shown(str(exc.strerror))}"
            ) from None
    return parts


def _append(path: str, text: str) -> None:
    """Add whole lines to the checkpoint, or none: a write cut short (a full disk) is
    taken back to where the file ended, so every line in it is whole; OSError then."""
    data = text.encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | _BINARY)
    try:
        end = os.fstat(fd).st_size
        try:
            done = 0
            while done < len(data):
                done += os.write(fd, data[done:])
            os.fsync(fd)
        except OSError:
            try:
                os.ftruncate(fd, end)
            except OSError:
                pass  # a torn last line is skipped when the checkpoint is read
            raise
    finally:
        os.close(fd)


def _unwritten(path: str, exc: OSError, kept: int) -> ValueError:
    """The sentence for a checkpoint that could not take the deals just played."""
    import errno

    if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        why = "the disk is full"
    else:
        why = shown(str(exc.strerror or type(exc).__name__))
    if kept == 0:
        held = "it holds no deal yet: make room and run the same command again"
    else:
        deals = "1 deal written before is" if kept == 1 else f"{kept} deals written before are"
        held = (
            f"the {deals} kept in it: make room and run the same command again to play "
            f"on from there"
        )
    return ValueError(
        f"the checkpoint {shown(str(path), 120)} could not be written ({why}); {held}"
    )


def tournament(
    game_id: str,
    a: str,
    b: str,
    deals: int,
    seed: int = 0,
    jobs: int = 1,
    options: dict[str, Any] | None = None,
    params_a: dict[str, Any] | None = None,
    params_b: dict[str, Any] | None = None,
    checkpoint: str | None = None,
    chunk: int = 25,
    net_by_deal: bool = False,
) -> dict[str, Any]:
    """Play ``deals`` duplicate deals of level ``a`` against level ``b``; a JSON-able dict.

    With ``checkpoint`` (a file path) every ``chunk`` deals are appended to the file as
    they finish, and a rerun with the same arguments (or more deals) plays only the deals
    not yet there: a run of hours survives an interruption and can be extended. The deal
    seeds of the first N deals do not depend on ``deals``, so the results are the same.
    ``net_by_deal`` adds A's net points of each duplicate deal in deal order, so that two
    runs on the same deals can be set side by side (``paired_difference``)."""
    options = dict(options or {})
    game = make_game(game_id, **options)
    make_bot(a, game, **(params_a or {}))  # fail early on a bad level or parameter
    make_bot(b, game, **(params_b or {}))
    spec = {
        "game": game_id,
        "options": options,
        "a": a,
        "b": b,
        "seed": seed,
        "params": {"a": dict(params_a or {}), "b": dict(params_b or {})},
        "deal_seeds": deal_seeds(seed, deals),
    }
    start = time.perf_counter()
    todo = list(range(deals))
    parts: list[dict[str, Any]] = []
    if checkpoint is not None:
        key = json.dumps({k: v for k, v in spec.items() if k != "deal_seeds"}, sort_keys=True)
        parts = [
            p
            for p in read_checkpoint(checkpoint)
            if p["key"] == key and all(i < deals for i in p["indices"])
        ]
        have = {i for p in parts for i in p["indices"]}
        todo = [i for i in todo if i not in have]
    kept = deals - len(todo)  # deals the checkpoint holds
    jobs = max(1, jobs)
    # without a checkpoint every deal is one batch; with one, a batch is what may be lost
    size = chunk * jobs if checkpoint is not None else max(1, len(todo))
    pool = None
    if jobs > 1 and len(todo) > 1:
        import multiprocessing

        pool = multiprocessing.get_context("spawn").Pool(jobs)
    try:
        for k in range(0, len(todo), size):
            batch = todo[k : k + size]
            subsets = (
                [batch[j::jobs] for j in range(jobs) if batch[j::jobs]]
                if pool is not None
                else [batch]
            )
            got = (
                pool.starmap(_run_deals, [(spec, sub) for sub in subsets])
                if pool is not None
                else [_run_deals(spec, batch)]
            )
            for sub, part in zip(subsets, got):
                part["indices"] = sub
            parts += got
            if checkpoint is not None:
                lines = "".join(json.dumps({"key": key, **part}) + "\n" for part in got)
                try:
                    _append(checkpoint, lines)
                except OSError as exc:
                    raise _unwritten(checkpoint, exc, kept) from None
                kept += len(batch)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    per_deal = [d for p in parts for d in p["per_deal"]]
    by_index = {i: d for p in parts for i, d in zip(p.get("indices", ()), p["per_deal"])}
    times = {
        "a": [t for p in parts for t in p["times"]["a"]],
        "b": [t for p in parts for t in p["times"]["b"]],
    }
    elapsed = time.perf_counter() - start
    A = sum(d[0] for d in per_deal)
    Bp = sum(d[1] for d in per_deal)
    n = len(per_deal)
    think = {}
    if a == b:
        think[a] = think_summary(times["a"] + times["b"])
    else:
        think[a] = think_summary(times["a"])
        think[b] = think_summary(times["b"])
    out = {
        "game": game.id,
        "options": game.option_values,
        "a": a,
        "b": b,
        "params": spec["params"],
        "duplicate_deals": n,
        "deals_played": n * len(_assignments(game)),
        "seed": seed,
        "jobs": jobs,
        "points": {"a": round(A, 3), "b": round(Bp, 3)},
        "deals_won": {
            "a": sum(d[2] for d in per_deal),
            "b": sum(d[3] for d in per_deal),
            "draws": sum(d[4] for d in per_deal),
        },
        "share_a": share_of_points(per_deal),
        "think_time": think,
        "elapsed_s": round(elapsed, 2),
    }
    if net_by_deal:
        out["net_by_deal"] = [round(by_index[i][0] - by_index[i][1], 6) for i in sorted(by_index)]
    return out


def paired_difference(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """How many more net points a deal the first run's A took than the second's, over the
    same duplicate deals (two ``tournament(..., net_by_deal=True)`` results with the same
    seed), with the 95% interval of the paired mean."""
    x, y = first["net_by_deal"], second["net_by_deal"]
    if len(x) != len(y) or first["seed"] != second["seed"]:
        raise ValueError("the two runs are not on the same deals")
    return paired_mean([a - b for a, b in zip(x, y)])


def paired_mean(differences: Sequence[float]) -> dict[str, Any]:
    """The mean of per-deal differences between two players' results on the same deals,
    with its 95% interval."""
    n = len(differences)
    mean = sum(differences) / n if n else 0.0
    half = (
        1.96 * math.sqrt(sum((v - mean) ** 2 for v in differences) / (n - 1) / n)
        if n > 1
        else float("inf")
    )
    return {
        "value": round(mean, 4),
        "ci95": [round(mean - half, 4), round(mean + half, 4)],
        "deals": n,
    }
