"""A player's long history at scale (issue 45): a data folder of N reviewed deals and M
due mistakes, and the app measured on it beside an empty folder in the same run.

``--build DIR --deals N --due M`` makes the folder with the app's own code. A few real
deals of every game are played (the player's seat by the ``random`` bot, so the coach
finds mistakes; the others at the game's default level), reviewed by the coach and
given a par (``bots.par.deal_par``, one replay: a real par, quickly): those are the
templates. The N deals are then the templates again and again, eight deals of one game to a match, each match
under a key of its own made from ``--seed`` and its number, on dates a few minutes
apart going back from today, one match in ten in practice; every row is written by the
store's own functions (``deal_row``, ``match_row``, ``review_row`` with the template's
review and par, ``StatisticsStore.record``, ``record_review``, ``add_exercises``), so
the file is what the app itself would have written. The exercises are the templates'
mistakes under keys of their own: M due today, M/4 coming back later, M/4 learnt. Same
arguments, same rows (the dates count back from the day it is built). The writes run
with SQLite's ``synchronous = OFF`` (a throwaway folder: nothing to keep safe while it
is made).

Without ``--build``: at 1,000, 10,000 and 100,000 deals (``--sizes``), each beside an
empty folder in the same run, with the due mistakes ``--due`` (5,000):
- start to the first frame and to the first frame with the deal on it (the real app in
  a child process, as ``--first-frame-exit`` does it, on that folder; medians);
- Game → Statistics opened and painted, and filled (a long history is read on a
  thread: the table and charts painted with what it read); Help → My mistakes opened
  and painted;
- the due count (``StatisticsStore.due_count``); one exercise opened (``open_exercise``
  to its dialog painted);
- the database's size per deal (the folder's less that of the same exercises alone).
Targets at 100,000 deals: start and deal within 1.1x of the empty folder, Statistics at
most 0.5 s, My mistakes at most 0.3 s at 5,000 due, the due count at most 20 ms, one
exercise at most 0.2 s, the size per deal flat. Printed, never asserted.

Run: ``python benchmarks/long_history.py [--sizes 1000,10000,100000] [--due 5000]
[--runs 5]`` or ``python benchmarks/long_history.py --build DIR --deals N --due M``.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import os
import shutil
import statistics as stats
import subprocess
import sys
import tempfile
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, ROOT)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DEALS_PER_MATCH = 8
TEMPLATES_PER_GAME = 2


@dataclasses.dataclass
class Template:
    """One real deal, played, reviewed, with its par, and the mistakes it made."""

    match: object
    state: object
    review: Any  # its DealCoaching
    exercises: list


def templates(per_game: int = TEMPLATES_PER_GAME, seed: int = 0) -> list[Template]:
    """Real deals of every game, reviewed with their par (see the module docstring)."""
    from braus_desktop.bots import default_level, make_bot
    from braus_desktop.bots.coaching import coached
    from braus_desktop.bots.par import deal_par
    from braus_desktop.bots.review import review
    from braus_desktop.rules import GAME_IDS, Match, make_game
    from braus_desktop.rules.played import PlayedDeal, Seating

    out = []
    for game_id in GAME_IDS:
        game = make_game(game_id)
        other = default_level(game_id)
        levels = ["random"] + [other] * (game.n_players - 1)
        for k in range(per_game):
            match = Match(game, seed=seed * 1000 + 100 + k)
            state = match.deal
            bots = [
                make_bot(levels[s], game, seed=seed * 7919 + k * 7 + s)
                for s in range(game.n_players)
            ]
            while not state.is_over:
                seat = state.current_player
                state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
            (done,) = review(match, seat=0, samples=4, seed=seed)
            par = deal_par(
                PlayedDeal.of(state), Seating(0, tuple(levels), 1, match.seed), replays=1, seed=seed
            )
            names = ["You"] + [f"Player {s}" for s in range(1, game.n_players)]
            done = coached(PlayedDeal.of(state), dataclasses.replace(done, par=par), names)
            found = done.exercises(names, "template", levels=levels)
            out.append(Template(match, state, done, found))
    return out


def build(
    folder: str | Path,
    deals: int,
    due: int,
    seed: int = 0,
    made: list[Template] | None = None,
    today: date | None = None,
) -> Path:
    """The data folder (see the module docstring); returns its database's path."""
    from braus_desktop.app.store.statistics import (
        FILE_NAME,
        StatisticsStore,
        deal_row,
        match_row,
        review_row,
    )

    today = today or date.today()
    made = made if made is not None else templates(seed=seed)
    by_game: dict[str, list[Template]] = {}
    for t in made:
        by_game.setdefault(t.match.game.id, []).append(t)
    games = sorted(by_game)
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    store = StatisticsStore(folder / FILE_NAME)
    conn = store._conn
    assert conn is not None, store.notice
    conn.execute("PRAGMA synchronous = OFF")  # a throwaway folder being made
    conn.execute("PRAGMA journal_mode = MEMORY")
    start = datetime.combine(today, datetime.min.time(), UTC) - timedelta(minutes=6 * deals)
    n = 0
    match_no = 0
    while n < deals:
        game = games[match_no % len(games)]
        key = hashlib.sha256(f"{seed}:{match_no}".encode()).hexdigest()[:32]
        mode = "practice" if match_no % 10 == 9 else "serious"
        rows, reviews = [], []
        for deal_no in range(1, min(DEALS_PER_MATCH, deals - n) + 1):
            t = by_game[game][(match_no + deal_no) % len(by_game[game])]
            when = (start + timedelta(minutes=6 * n)).isoformat(timespec="seconds")
            rows.append(deal_row(t.match, t.state, deal_no, key, mode, 0, when))
            numbered = dataclasses.replace(t.review.review, deal=deal_no)
            reviews.append(review_row(key, dataclasses.replace(t.review, review=numbered), when))
            n += 1
        whole = match_row(by_game[game][0].match, key, mode, 0, rows[-1]["finished_at"])
        # (the template is a match of one deal: the row says what these deals made)
        won = sum(r["outcome"] == "won" for r in rows)
        lost = sum(r["outcome"] == "lost" for r in rows)
        whole.update(
            deals=len(rows),
            outcome="won" if won > lost else "lost" if lost > won else "draw",
            points_for=sum(r["points_for"] for r in rows),
            points_against=sum(r["points_against"] for r in rows),
        )
        store.record(rows, whole)
        for row in reviews:
            store.record_review(row)
        match_no += 1
    _exercises(store, made, due, seed, today)
    store.close()
    return folder / FILE_NAME


def _exercises(store, made: list[Template], due: int, seed: int, today: date) -> None:
    """``due`` exercises due today, due // 4 coming back later and due // 4 learnt."""
    from braus_desktop.bots.exercise import after_answer, first_schedule

    mistakes = [(t, e) for t in made for e in t.exercises]
    if not mistakes or due <= 0:
        return

    def copies(count: int, tag: str):
        for i in range(count):
            t, e = mistakes[i % len(mistakes)]
            yield dataclasses.replace(
                e,
                key=f"{seed}:{tag}:{i}:{e.key}",
                match_key=f"{seed}:{tag}:{i // DEALS_PER_MATCH}",
                deal_no=i % DEALS_PER_MATCH + 1,
            )

    store.add_exercises(list(copies(due, "due")), today - timedelta(days=30))
    store.add_exercises(list(copies(due // 4, "later")), today)
    learnt = list(copies(due // 4, "learnt"))
    store.add_exercises(learnt, today - timedelta(days=60))
    for e in learnt:
        s = first_schedule(today - timedelta(days=60))
        s = after_answer(s, True, s.due)
        store.record_exercise_answer(e.key, after_answer(s, True, s.due))


# --------------------------------------------------------------------------- measuring

FIRST_FRAME = r"""
import os, sys, time
sys.path.insert(0, {root!r})
from braus_desktop.app import main as m
from PySide6.QtCore import QSettings, QTimer
app = m.application()
from braus_desktop.app.main_window import MainWindow
from braus_desktop.app.settings import Settings
from braus_desktop.app.i18n import install
settings = Settings(QSettings({ini!r}, QSettings.Format.IniFormat))
install(app, settings.language)
window = MainWindow(settings, data_dir={data!r}, resume=False, start_after_first_frame=True)
table = window.table
watch = m._QuitAfterPaint(app, (lambda: table.trick is not None) if {cards!r} else (lambda: True))
table.viewport().installEventFilter(watch)
window.show()
QTimer.singleShot(m.SMOKE_TIMEOUT_MS, app.quit)
app.exec()
m._dispose(window)
"""


def start_ms(data: Path, cards: bool, runs: int) -> float:
    """Median ms from starting the app on ``data`` to its first frame (``cards``: with
    the deal on it); the child reports the moment by time.time(), the same clock."""
    out = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="braus-lh-") as tmp:
            work = Path(tmp) / "data"
            shutil.copytree(data, work)  # each start on the folder as built
            code = FIRST_FRAME.format(
                root=ROOT, ini=f"{tmp}/settings.ini", data=str(work), cards=cards
            )
            env = dict(os.environ, XDG_CONFIG_HOME=tmp, PYTHONPATH=ROOT)
            begin = time.time()
            done = subprocess.run(
                [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
            )
            seen = [
                float(line.split()[-1])
                for line in done.stdout.splitlines()
                if line.startswith("first frame at ")
            ]
            if seen:
                out.append((seen[0] - begin) * 1000)
    return stats.median(out) if out else float("nan")


def in_app(data: Path, runs: int) -> dict[str, float]:
    """Statistics, My mistakes, the due count and one exercise, in ms (medians), on a
    window over ``data`` as the player has it."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from braus_desktop.app.dialogs.mistakes import MistakesDialog
    from braus_desktop.app.dialogs.statistics_dialog import StatisticsDialog
    from braus_desktop.app.settings import Settings
    from braus_desktop.app.store.statistics import FILE_NAME, StatisticsStore

    app = QApplication.instance() or QApplication([])
    today = date.today()
    times: dict[str, list[float]] = {
        "stats": [],
        "filled": [],
        "mistakes": [],
        "due": [],
        "exercise": [],
    }
    with tempfile.TemporaryDirectory(prefix="braus-lh-") as tmp:
        work = Path(tmp) / "data"
        shutil.copytree(data, work)
        settings = Settings(QSettings(f"{tmp}/settings.ini", QSettings.Format.IniFormat))
        for _ in range(runs):
            store = StatisticsStore(work / FILE_NAME, check="quick")
            begin = time.perf_counter()
            dialog = StatisticsDialog(store, None, "serious")
            dialog.show()
            dialog.grab()
            app.processEvents()
            times["stats"].append((time.perf_counter() - begin) * 1000)
            while dialog.reading:  # a long history fills in from its thread
                app.processEvents()
                time.sleep(0.002)
            dialog.grab()
            times["filled"].append((time.perf_counter() - begin) * 1000)
            dialog.close()
            dialog.deleteLater()
            begin = time.perf_counter()
            n = store.due_count(today)
            times["due"].append((time.perf_counter() - begin) * 1000)
            begin = time.perf_counter()
            mistakes = MistakesDialog(store, settings, today=today)
            mistakes.show()
            mistakes.grab()
            app.processEvents()
            times["mistakes"].append((time.perf_counter() - begin) * 1000)
            key = mistakes.key_at(0) if n else None
            if key is not None:
                begin = time.perf_counter()
                shown = mistakes.open_exercise(key)
                shown.grab()
                times["exercise"].append((time.perf_counter() - begin) * 1000)
                shown.close()
            mistakes.close()
            mistakes.deleteLater()
            app.processEvents()
            store.close()
    return {k: (stats.median(v) if v else float("nan")) for k, v in times.items()}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", metavar="DIR", help="make a data folder and stop")
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--due", type=int, default=5000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--sizes", default="1000,10000,100000")
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args(argv)
    if args.build:
        begin = time.perf_counter()
        path = build(args.build, args.deals, args.due, args.seed)
        print(
            f"{path}: {args.deals} deals, {args.due} due, "
            f"{path.stat().st_size / 1e6:.1f} MB in {time.perf_counter() - begin:.1f} s"
        )
        return 0
    made = templates(seed=args.seed)
    print(
        f"{'deals':>8} {'start ms':>16} {'deal ms':>16} {'Statistics':>10} {'filled':>8} "
        f"{'mistakes':>9} {'due ms':>7} {'exercise':>9} {'bytes/deal':>10}"
    )
    with tempfile.TemporaryDirectory(prefix="braus-lh-") as tmp:
        empty = Path(tmp) / "empty"
        empty.mkdir()
        # the size of the exercises alone, taken off each folder's: what a deal costs
        exercises_only = build(Path(tmp) / "d0", 0, args.due, args.seed, made).stat().st_size
        for size in (int(x) for x in args.sizes.split(",")):
            folder = Path(tmp) / f"d{size}"
            path = build(folder, size, args.due, args.seed, made)
            per_deal = (path.stat().st_size - exercises_only) / size
            row = {}
            for name, data in (("empty", empty), ("full", folder)):
                row[name] = (start_ms(data, False, args.runs), start_ms(data, True, args.runs))
            got = in_app(folder, args.runs)
            (e_start, e_deal), (f_start, f_deal) = row["empty"], row["full"]
            print(
                f"{size:>8} {f_start:>7.0f} ({f_start / e_start:4.2f}x) "
                f"{f_deal:>7.0f} ({f_deal / e_deal:4.2f}x) {got['stats']:>9.0f}ms "
                f"{got['filled']:>6.0f}ms "
                f"{got['mistakes']:>7.0f}ms {got['due']:>7.2f} {got['exercise']:>7.0f}ms "
                f"{per_deal:>10.0f}",
                flush=True,
            )
            shutil.rmtree(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
