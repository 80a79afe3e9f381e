"""Opening one of the player's mistakes as an exercise (Help → My mistakes → Try it),
beside baselines measured in the same run.

Exercises are made as the window makes them: deals with the player's seat played by the
``random`` bot (which makes mistakes) in Bräus, Danish Brus and Brag, reviewed by the coach
with its own samples, their mistakes and blunders kept in a throwaway statistics database.
Then, for each exercise in turn, the time from the list's ``open_exercise`` (the row read
back and checked: the deal replayed through the rules) to the dialog painted (its
``grab()``), at 1180x820; beside it, in the same run, a bare QDialog of the same size
with one label (the floor: a window shown and painted) and the review of the same deal
(``DealReviewDialog``, the same table with every hand open).

Target: opening an exercise at most 0.2 s (median and p95 printed, never asserted).
Run: ``python benchmarks/exercise_open.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, ROOT)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET = 0.2


def make_exercises(store, deals: int):
    """Deals played badly in the player's seat, reviewed; their mistakes kept."""
    from braus_desktop.bots import default_level, make_bot
    from braus_desktop.bots.exercise import exercises_from_review
    from braus_desktop.bots.review import review
    from braus_desktop.rules import Match, make_game

    matches = []
    for game_id in ("braus", "brus", "brag"):
        game = make_game(game_id)
        for seed in range(deals):
            match = Match(game, seed=100 + seed)
            state = match.deal
            other = default_level(game_id)
            bots = [
                make_bot("random" if s == 0 else other, game, seed=seed * 7 + s)
                for s in range(game.n_players)
            ]
            while not state.is_over:
                seat = state.current_player
                state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
            (done,) = review(match, seat=0, seed=0)  # (the coach's own samples)
            names = ["You"] + [f"Player {s}" for s in range(1, game.n_players)]
            store.add_exercises(
                exercises_from_review(done, state, names, f"m{seed}"), date(2026, 1, 1)
            )
            matches.append(match)
    return matches


def timed(make) -> float:
    start = time.perf_counter()
    dialog = make()
    dialog.grab()
    took = time.perf_counter() - start
    dialog.close()
    dialog.deleteLater()
    return took


def summary(name: str, times: list[float]) -> str:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return (
        f"{name:<34} median {statistics.median(times) * 1000:7.1f} ms   "
        f"p95 {p95 * 1000:7.1f} ms   (n={len(times)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--deals", type=int, default=4)
    args = parser.parse_args()

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QDialog, QLabel, QVBoxLayout

    from braus_desktop.app.dialogs.deal_review import DealReviewDialog
    from braus_desktop.app.dialogs.mistakes import MistakesDialog
    from braus_desktop.app.settings import Settings
    from braus_desktop.app.store.statistics import StatisticsStore

    app = QApplication.instance() or QApplication(sys.argv)
    folder = tempfile.mkdtemp(prefix="exercise-open-")
    settings = Settings(QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat))
    settings.override("animation/speed", "instant")
    store = StatisticsStore(Path(folder) / "statistics.sqlite3")
    matches = make_exercises(store, args.deals)
    today = date(2026, 1, 1) + timedelta(days=1)
    listing = MistakesDialog(store, settings, today=today)
    keys = list(listing.found)
    print(
        f"{len(keys)} exercises from {len(matches)} deals (Bräus, Brus, Brag); "
        f"Qt {app.applicationVersion() or ''}".rstrip()
    )
    if not keys:
        print("no exercises were made: nothing to time")
        return

    def bare() -> QDialog:
        dialog = QDialog()
        QVBoxLayout(dialog).addWidget(QLabel("Find a better play"))
        dialog.resize(1180, 820)
        dialog.show()
        return dialog

    def review_of(match) -> QDialog:
        dialog = DealReviewDialog(
            match,
            1,
            ["You", "West", "North", "East"][: match.game.n_players],
            ["human"] * match.game.n_players,
            settings,
        )
        dialog.show()
        return dialog

    def exercise(key: str) -> QDialog:
        dialog = listing.open_exercise(key)
        return dialog

    # one untimed round first: the dialogs' modules load when first opened
    timed(bare)
    timed(lambda: review_of(matches[0]))
    timed(lambda: exercise(keys[0]))
    bare_t, review_t, exercise_t = [], [], []
    for run in range(args.runs):  # interleaved, so the machine's load falls on all alike
        bare_t.append(timed(bare))
        review_t.append(timed(lambda run=run: review_of(matches[run % len(matches)])))
        exercise_t.append(timed(lambda run=run: exercise(keys[run % len(keys)])))
        app.processEvents()
    print(summary("bare dialog (baseline)", bare_t))
    print(summary("review of a deal (same table)", review_t))
    print(summary("open an exercise", exercise_t))
    p95 = sorted(exercise_t)[min(len(exercise_t) - 1, int(round(0.95 * (len(exercise_t) - 1))))]
    print(
        f"target: opening an exercise <= {TARGET:.1f} s: "
        f"{'met' if p95 <= TARGET else 'NOT met'} (p95 {p95 * 1000:.0f} ms)"
    )
    store.close()


if __name__ == "__main__":
    main()
