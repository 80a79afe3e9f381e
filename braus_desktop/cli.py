"""The headless front door: simulate deals, replay records, rank Brag tricks, review a
player's decisions.

``braus-desktop-cli simulate|replay|rank|options|tournament|review|puzzle``. Output is JSON (or
one plain line for ``rank``) so scripts and tests can read it; bad arguments or files give one line on
stderr and exit status 2. Ctrl-C (SIGINT) stops a command with one line on stderr and exit status
130; ``review`` then prints the deals it had finished (``"interrupted": true``). A long
``review`` shows its progress on stderr when stderr is a terminal (nothing when it is piped).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from . import __version__
from .rules import GAME_IDS, GAMES, make_game, records
from .rules.core import Game, IllegalAction, Result, State
from .rules.phrase import shown

if TYPE_CHECKING:  # pragma: no cover
    from .bots.coaching import DealCoaching
    from .rules.match import Match

MAX_SEED = 10**18
MAX_BUDGET = 60.0  # seconds per decision: more is no longer a game against a player
MIN_BUDGET = 0.01
MAX_SAMPLES = 100_000


INTERRUPTED = 130  # exit status after Ctrl-C: 128 plus SIGINT's number, as shells report it


class CliError(Exception):
    """A problem with the user's arguments or files: one line, exit status 2."""


class Interrupted(Exception):
    """Ctrl-C during a command that keeps what it finished: ``done`` is printed as the
    command's output, ``sentence`` on stderr, and the exit status is 130."""

    def __init__(self, done: dict[str, Any], sentence: str) -> None:
        super().__init__(sentence)
        self.done = done
        self.sentence = sentence


class Progress:
    """A progress line on stderr for a long command: a bar, the share done, what is being
    done and the time so far, redrawn in place. Only when the stream is a terminal (a
    pipe or a file gets nothing: what a script reads stays the output alone)."""

    WIDTH = 24
    EVERY = 0.2  # seconds between redraws: a terminal need not be rewritten faster

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = sys.stderr if stream is None else stream
        self.on = self.stream.isatty()
        self.start = time.monotonic()
        self.drawn = -1.0
        self.width = 0

    def show(self, fraction: float, words: str, now: bool = False) -> None:
        """Redraw with ``fraction`` (0 to 1) done, ``words`` saying what is being done;
        ``now`` redraws even if the last redraw was only just made."""
        if not self.on:
            return
        clock = time.monotonic()
        if not now and clock - self.drawn < self.EVERY:
            return
        self.drawn = clock
        fraction = min(max(fraction, 0.0), 1.0)
        filled = round(fraction * self.WIDTH)
        seconds = int(clock - self.start)
        line = (
            f"[{'#' * filled}{'-' * (self.WIDTH - filled)}] {fraction:4.0%} {words} "
            f"({seconds // 60}:{seconds % 60:02d})"
        )
        try:  # a line longer than the terminal would wrap, and \r redraw only its end
            columns = os.get_terminal_size(self.stream.fileno()).columns or 80  # 0: unknown
        except (AttributeError, OSError, ValueError):
            columns = 80
        line = line[: max(columns - 1, self.WIDTH + 2)]
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()
        self.width = len(line)

    def clear(self) -> None:
        """Wipe the line, so that what is printed next starts on a clean line."""
        if self.on and self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
            self.width = 0


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, not the whole usage
        # argparse quotes the argument it could not read: as typed, however long
        raise CliError(shown(message, 200))


def _check_seed(seed: int | None) -> None:
    if seed is not None and not -MAX_SEED < seed < MAX_SEED:
        raise CliError("--seed must be a whole number of at most 18 digits")


def _parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """``--option name=value`` pairs, values read as JSON where they can be (true, 12)."""
    out: dict[str, Any] = {}
    for pair in pairs or ():
        if "=" not in pair:
            raise CliError(f"option '{pair}' should look like name=value")
        name, value = pair.split("=", 1)
        try:
            out[name.strip()] = json.loads(value)
        except (ValueError, RecursionError):
            out[name.strip()] = value
    return out


def _make(game_id: str, players: int | None, pairs: Sequence[str]) -> Game:
    options = _parse_options(pairs)
    if players is not None:
        options["players"] = players
    try:
        return make_game(game_id, **options)
    except ValueError as exc:
        if players is not None and "no option 'players'" in str(exc):
            fixed = make_game(game_id, **{k: v for k, v in options.items() if k != "players"})
            if fixed.n_players == players:
                return fixed
            raise CliError(
                f"{game_id} is played by {fixed.n_players} players, not {players}"
            ) from None
        raise CliError(str(exc)) from None


def cmd_simulate(args: argparse.Namespace) -> dict[str, Any]:
    from .bots import simulate_counts

    if args.deals < 1 or args.deals > 10_000_000:
        raise CliError("--deals must be a whole number from 1 to 10000000")
    _check_seed(args.seed)
    game = _make(args.game, args.players, args.option)
    rng = random.Random(args.seed)
    wins = [0] * game.n_sides
    points = [0] * game.n_sides
    draws = 0
    flags: Counter[str] = Counter()
    actions = 0
    dealer = 0
    for _ in range(args.deals):
        state = game.new_deal(seed=rng.randrange(2**31), dealer=dealer)
        while not state.is_over:
            state.apply(state.random_action(rng))
            actions += 1
        result = state.result()
        if result.winner is None:
            draws += 1
        else:
            wins[result.winner] += 1
        for side, p in enumerate(result.points):
            points[side] += p
        for key, value in result.facts_json().items():
            if value is True:
                flags[key] += 1
        dealer = game.next_dealer(state)
    summary: dict[str, Any] = {
        "game": game.id,
        "options": game.option_values,
        "seed": args.seed,
        "deals": args.deals,
        "wins": wins,
        "draws": draws,
        "points": points,
        "actions": actions,
    }
    for flag, name in simulate_counts(game.id).items():  # a game's headline figures
        count = flags.pop(flag, 0)
        if name is not None:
            summary[name] = count
    summary["details"] = dict(sorted(flags.items()))
    return summary


def _state_json(state: State) -> dict[str, Any]:
    out: dict[str, Any] = {
        "dealer": state.dealer,
        "seed": state.seed,
        "over": state.is_over,
        "current_player": state.current_player,
        "tricks": list(state.tricks),
        "hands": [[c.text for c in state.hand(s)] for s in range(state.n_players)],
        "actions": [str(a) for _, a in state.history],
    }
    if state.is_over:
        out["result"] = state.result().to_json()
    return out


def cmd_replay(args: argparse.Namespace) -> None:
    """The outcome of a record as JSON, written here: the match's fields, then every
    deal's result, each written to a spool file as it is replayed (a career of 100,000
    deals replays in the memory of a few: docs/records.md). The same text as
    ``json.dumps(..., indent=2)`` of it all at once; nothing is written if the record
    is refused."""
    import shutil
    import tempfile

    with tempfile.TemporaryFile("w+", encoding="utf-8") as spool:
        written = 0

        def write(result: Result) -> None:
            nonlocal written
            text = json.dumps(result.to_json(), ensure_ascii=False, indent=2)
            spool.write((",\n    " if written else "\n    ") + text.replace("\n", "\n    "))
            written += 1

        try:
            match = records.load(args.record, keep=1, on_result=write)
        except records.RecordError as exc:
            raise CliError(f"{shown(args.record, 120)}: {exc}") from None
        final = match.deals[-1] if match.deals else None
        head = json.dumps(
            {
                "game": match.game.id,
                "options": match.game.option_values,
                "deals": match.dropped + len(match.deals),
                "scores": list(match.scores),
                "winner": match.winner,
                "match_over": match.is_over,
                "final": _state_json(final) if final is not None else None,
            },
            ensure_ascii=False,
            indent=2,
        )
        out = sys.stdout
        out.write(head[: -len("\n}")] + ',\n  "results": [')
        spool.seek(0)
        shutil.copyfileobj(spool, out)
        out.write("\n  ]\n}\n" if written else "]\n}\n")
        out.flush()


def cmd_rank(args: argparse.Namespace) -> str:
    from .rules import brag
    from .rules.cards import cards

    try:
        value = brag.evaluate(cards(args.cards), wilds=args.wilds, horwell_rule=not args.no_horwell)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    return f"{value.category}: {value.name}"


def cmd_options(args: argparse.Namespace) -> dict[str, Any]:
    game = _make(args.game, None, [])
    return {
        "game": game.id,
        "name": game.name,
        "description": GAMES[game.id][2],
        "options": [o.to_json() for o in game.options()],
    }


def cmd_tournament(args: argparse.Namespace) -> dict[str, Any]:
    """Duplicate deals between two bot levels (issue 5): points, wins, share with a 95%
    interval, think times. The logic lives in bots/tournament.py."""
    from .bots import LEVELS
    from .bots.tournament import tournament

    # Every argument is checked before the first deal: a run of hours must not fail
    # after its first chunk (or think forever) on something the command line said.
    if args.deals < 1 or args.deals > 1_000_000:
        raise CliError("--deals must be a whole number from 1 to 1000000")
    if args.jobs < 1 or args.jobs > 64:
        raise CliError("--jobs must be a whole number from 1 to 64")
    _check_seed(args.seed)
    for level in (args.a, args.b):
        if level not in LEVELS:
            raise CliError(
                f"unknown bot level '{shown(level, 40)}'; the levels are: {', '.join(LEVELS)}"
            )
    options = _parse_options(args.option)
    if args.players is not None:
        options["players"] = args.players
    params = {}
    if args.budget is not None:
        if not (math.isfinite(args.budget) and MIN_BUDGET <= args.budget <= MAX_BUDGET):
            raise CliError(
                f"--budget must be a number of seconds from {MIN_BUDGET} to {MAX_BUDGET:g}"
            )
        params["budget"] = args.budget
    if args.samples is not None:
        if not 1 <= args.samples <= MAX_SAMPLES:
            raise CliError(f"--samples must be a whole number from 1 to {MAX_SAMPLES}")
        params["samples"] = args.samples
    try:
        return tournament(
            args.game,
            args.a,
            args.b,
            args.deals,
            seed=args.seed,
            jobs=args.jobs,
            options=options,
            params_a=params if args.a == "expert" else {},
            params_b=params if args.b == "expert" else {},
            checkpoint=args.checkpoint,
        )
    except (ValueError, TypeError) as exc:
        raise CliError(shown(str(exc), 300)) from None


def cmd_review(args: argparse.Namespace) -> dict[str, Any]:
    """The coach (issue 22): every decision of one seat valued, with a verdict and a
    reason, and each deal's accuracy. The analysis lives in bots/review.py. It goes deal
    by deal, one decision and one par replay a step, showing its progress (``Progress``);
    Ctrl-C keeps the deals finished (``Interrupted``)."""
    from .bots.par import MAX_REPLAYS
    from .bots.review import MAX_SAMPLES

    if args.replays is not None and not args.par:
        raise CliError("--replays needs --par")
    if args.replays is not None and not 1 <= args.replays <= MAX_REPLAYS:
        raise CliError(f"--replays must be a whole number from 1 to {MAX_REPLAYS}")
    if args.samples is not None and not 1 <= args.samples <= MAX_SAMPLES:
        raise CliError(f"--samples must be a whole number from 1 to {MAX_SAMPLES}")
    if not -(2**63) < args.seed < 2**63:
        raise CliError("--seed must be a whole number below 2**63")
    try:
        # (a career's deals held as their text but the last few: each is dealt again
        # when its turn to be reviewed comes)
        match, meta = records.load_with_meta(args.record, recent=2)
    except records.RecordError as exc:
        raise CliError(f"{args.record}: {exc}") from None
    n_players, n_deals = match.game.n_players, len(match.deals)
    if not 0 <= args.seat < n_players:
        raise CliError(
            f"--seat must be a seat of this {match.game.id} game, from 0 to {n_players - 1}"
        )
    if args.deal is not None and not 1 <= args.deal <= n_deals:
        raise CliError(f"--deal must be a deal of the record, from 1 to {n_deals}")
    wanted = list(range(1, n_deals + 1) if args.deal is None else (args.deal,))
    progress = Progress()
    deals: list[DealCoaching] = []
    out: dict[str, Any] = {}
    try:
        for number in wanted:
            deals.append(
                _reviewed_deal(match, meta, number, args, progress, len(deals), len(wanted))
            )
        out = _review_json(match, deals, args)
    except KeyboardInterrupt:
        progress.clear()
        out = _review_json(match, deals, args)
        out["interrupted"] = True
        kept = "the one finished" if len(deals) == 1 else f"the {len(deals)} finished"
        finished = (
            f"after {len(deals)} of {len(wanted)} deals: the JSON printed holds {kept}"
            if deals
            else "before the first deal was finished: the JSON printed holds no deal"
        )
        raise Interrupted(out, f"stopped by Ctrl-C {finished}") from None
    except Exception as exc:  # a record the rules accepted never ends in a traceback
        progress.clear()
        raise CliError(
            f"{args.record}: the coach could not review this record "
            f"({shown(f'{type(exc).__name__}: {exc}', 200)})"
        ) from None
    progress.clear()
    return out


def _reviewed_deal(
    match: Match,
    meta: dict[str, Any],
    number: int,
    args: argparse.Namespace,
    progress: Progress,
    done: int,
    total: int,
) -> DealCoaching:
    """Deal ``number``'s coaching (bots/coaching.py): its review and key moments, and its
    par under ``--par`` (a finished deal's; the other seats at the levels the record's
    notes keep), step by step."""
    from .bots.coaching import coach_steps
    from .bots.par import default_replays, record_levels
    from .rules.played import PlayedDeal, Seating

    state = match.deals[number - 1]
    where = f"deal {number} of {total}" if total > 1 else f"deal {number}"
    finishing = args.par and state.is_over
    seating = Seating(
        args.seat, tuple(record_levels(meta, match.game, args.seat)), number, match.seed
    )
    replays = default_replays(match.game) if args.replays is None else args.replays
    progress.show(done / total, f"{where}: reviewing", now=True)
    steps = coach_steps(
        PlayedDeal.of(state), seating, None, args.samples, args.replays, args.seed, par=finishing
    )
    decisions = 0
    while True:
        try:
            kind, step = next(steps)
        except StopIteration as end:
            coaching: DealCoaching = end.value
            break
        if kind == "decision":
            decisions += 1
            share = 0.0 if finishing else (step + 1) / max(len(state.history), 1)
            progress.show(
                (done + share) / total,
                f"{where}: {decisions} decision{'s' if decisions != 1 else ''} reviewed",
            )
        elif step == 0:
            progress.show(done / total, f"{where}: par replay 0 of {replays}", now=True)
        else:
            progress.show(
                (done + step / replays) / total, f"{where}: par replay {step} of {replays}"
            )
    progress.show((done + 1) / total, f"{where}: done", now=True)
    return coaching


def _review_json(
    match: Match, deals: Sequence[DealCoaching], args: argparse.Namespace
) -> dict[str, Any]:
    """What ``review`` prints for the deals coached: each with its key moments, and the
    sums of par under ``--par``."""
    out: dict[str, Any] = {
        "game": match.game.id,
        "options": match.game.option_values,
        "seat": args.seat,
        "samples": deals[0].review.samples if deals else args.samples,
        "seed": args.seed,
    }
    if args.par:
        pars = [d.par for d in deals if d.par is not None]
        out["par"] = {
            "points": round(sum(p.points for p in pars), 3),
            "player_points": round(sum(p.player_points for p in pars), 3),
            "skill": round(sum(p.skill for p in pars), 3),
            "deals": len(pars),
        }
    # each deal's review, its par and its costliest decisions in words (the window opens
    # the review at them)
    out["deals"] = [d.to_json() for d in deals]
    return out


def cmd_puzzle(args: argparse.Namespace) -> dict[str, Any]:
    """One puzzle of the book (issue 23) as JSON: the deal, the actions that lead to the
    position, the seat to play, the answer and every play's exact value. The puzzles
    live in bots/puzzles.py."""
    from .bots.puzzles import PUZZLE_GAMES, book

    if args.game not in PUZZLE_GAMES:
        raise CliError(
            f"{args.game} has no puzzles; the games with puzzles are: {', '.join(PUZZLE_GAMES)}"
        )
    puzzles = book(args.game)
    if not 1 <= args.number <= len(puzzles):
        raise CliError(f"--number must be a puzzle of {args.game}, from 1 to {len(puzzles)}")
    found: dict[str, Any] = puzzles[args.number - 1].to_json()
    return found


def cmd_stats(args: argparse.Namespace) -> dict[str, Any] | None:
    """The player's history (issue 45): a summary as JSON, or with ``--csv`` every deal
    as CSV, read from the statistics database of the data folder (never written)."""
    from datetime import date
    from pathlib import Path

    from .app.store.history import summary, write_csv
    from .app.store.statistics import FILE_NAME, StatisticsError, StatisticsStore

    folder = Path(args.data_dir) if args.data_dir else Path(_default_data_dir())
    path = folder / FILE_NAME
    if not path.is_file():
        raise CliError(
            f"{path}: no statistics database here (a data folder holds "
            f"{FILE_NAME} once a deal has been played)"
        )
    try:
        store = StatisticsStore.reading(path)
        try:
            if args.csv:  # written as it is read: memory does not grow with the history
                write_csv(store, sys.stdout)
                return None
            return summary(store, date.today())
        finally:
            store.close()
    except StatisticsError as exc:
        raise CliError(f"{path}: the statistics could not be read ({exc})") from None


def _default_data_dir() -> str:
    """The app's data folder, as the app finds it."""
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    from .app.settings import APPLICATION, ORGANIZATION

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="braus-desktop-cli",
        description="Bräus Desktop without the window: simulate deals, replay and "
        "review records, rank Brag tricks, run tournaments, show puzzles, "
        "read the statistics (braus-desktop opens the window; "
        "braus-desktop --help lists its options).",
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    sub.required = True

    s = sub.add_parser("simulate", help="play random legal deals and print a JSON summary")
    s.add_argument("--game", required=True, choices=GAME_IDS)
    s.add_argument("--players", type=int, help="number of players (where the game allows)")
    s.add_argument("--deals", type=int, default=100)
    s.add_argument("--seed", type=int, default=None)
    s.add_argument(
        "--option",
        action="append",
        metavar="NAME=VALUE",
        help="a game option, e.g. --option target=9 (repeatable)",
    )
    s.set_defaults(run=cmd_simulate)

    r = sub.add_parser("replay", help="replay a game record and print its final state")
    r.add_argument("record")
    r.set_defaults(run=cmd_replay)

    k = sub.add_parser("rank", help="the category and name of a Brag trick")
    k.add_argument("cards", help='3 or 4 cards, e.g. "AS KS QS"')
    k.add_argument("--wilds", default="none", choices=("none", "jokers", "jokers_and_twos"))
    k.add_argument("--no-horwell", action="store_true", help="without Horwell's rule (H4)")
    k.set_defaults(run=cmd_rank)

    o = sub.add_parser("options", help="describe a game's options as JSON")
    o.add_argument("--game", required=True, choices=GAME_IDS)
    o.set_defaults(run=cmd_options)

    t = sub.add_parser("tournament", help="duplicate deals between two bot levels (JSON)")
    t.add_argument("--game", required=True, choices=GAME_IDS)
    t.add_argument("--a", required=True, help="bot level of side A")
    t.add_argument("--b", required=True, help="bot level of side B")
    t.add_argument("--deals", type=int, default=100, help="duplicate deals (each played per side)")
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--jobs", type=int, default=1, help="worker processes")
    t.add_argument("--players", type=int, help="number of players (where the game allows)")
    t.add_argument("--budget", type=float, help="expert seconds per decision (default 0.5)")
    t.add_argument(
        "--samples",
        type=int,
        help="expert: this many sampled deals per decision instead of a clock "
        "budget (reproducible, and the same strength on a busy machine)",
    )
    t.add_argument(
        "--checkpoint",
        metavar="FILE",
        help="append finished deals to FILE; a rerun plays only the rest",
    )
    t.add_argument("--option", action="append", metavar="NAME=VALUE", help="a game option")
    t.set_defaults(run=cmd_tournament)

    v = sub.add_parser(
        "review",
        help="the coach: value every decision of one seat in a "
        "record, with verdicts, reasons and accuracy (JSON)",
    )
    v.add_argument("record")
    v.add_argument("--seat", type=int, default=0, help="the seat to review (default 0)")
    v.add_argument("--deal", type=int, help="only this deal, counted from 1")
    v.add_argument(
        "--samples",
        type=int,
        help="sampled deals per decision (default: the game's, see docs/coach.md)",
    )
    v.add_argument("--seed", type=int, default=0, help="seed of the sampling (default 0)")
    v.add_argument(
        "--par",
        action="store_true",
        help="add each deal's par: what the expert makes of the same cards, and "
        "the skill (your result minus par; see docs/coach.md)",
    )
    v.add_argument(
        "--replays",
        type=int,
        help="with --par: the expert's replays of each deal (default: the game's)",
    )
    v.set_defaults(run=cmd_review)

    z = sub.add_parser(
        "puzzle",
        help="one puzzle made by the solver: the position, the "
        "answer and every play's exact value (JSON)",
    )
    z.add_argument("--game", required=True, choices=GAME_IDS)
    z.add_argument("--number", type=int, required=True, help="the puzzle's number, from 1")
    z.set_defaults(run=cmd_puzzle)

    st = sub.add_parser(
        "stats",
        help="your history: deals, matches, wins, accuracy, skill "
        "and exercises as JSON, or every deal as CSV",
    )
    st.add_argument(
        "--data-dir",
        help="the app's data folder (default: the platform's "
        "application data folder, as the app uses)",
    )
    st.add_argument("--csv", action="store_true", help="every deal as CSV, for a spreadsheet")
    st.set_defaults(run=cmd_stats)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    status = 0
    try:
        args = build_parser().parse_args(argv)
        out = args.run(args)
    except (CliError, IllegalAction) as exc:  # IllegalAction: the rules refused a move
        # one line, whatever a file or an argument held
        print(f"braus-desktop-cli: error: {shown(str(exc), 400)}", file=sys.stderr)
        return 2
    except Interrupted as stop:
        print(f"braus-desktop-cli: {stop.sentence}", file=sys.stderr)
        out, status = stop.done, INTERRUPTED
    except KeyboardInterrupt:
        print("braus-desktop-cli: stopped by Ctrl-C", file=sys.stderr)
        return INTERRUPTED
    if out is None:  # the command wrote its own output
        pass
    elif isinstance(out, str):
        print(out)
    else:
        print(json.dumps(out, ensure_ascii=False, indent=2))
    return status


if __name__ == "__main__":
    sys.exit(main())
