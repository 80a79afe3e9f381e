"""Are the coach's review of a deal and its par ready before the player's first decision
of the next?

Plays deals in the real window (offscreen) at the normal animation and computer-player
speeds, the player's seat played by the standard bot (Brag: greedy) the moment it is offered a move
(and Next deal pressed the moment it is offered: the least time a player could give the
coach), and counts, per game, the deals whose review had come in before the player was
offered their first move of the next deal, and the deals whose par (worked out behind
the review, issue 38) had come in too. The last deal of a match is not counted (the next
deal is another match's). Target (issues 22 and 38): at least 9 deals out of 10, for the
review and for review and par together.

    python benchmarks/review_ready.py [--deals 20] [--games braus,brus,...]

Also printed: how long the reviews and the pars that were ready took from the end of
their deal (median, max), and the time the next deal gave each (the end of a deal to the
player's next offer, median, min).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAMES = ("braus", "brus", "brus-solo", "brus-iceland", "brag")


def run(game_id: str, deals: int) -> dict:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from braus_desktop.app.main_window import MainWindow
    from braus_desktop.app.settings import Settings
    from braus_desktop.bots import default_level, levels_for, make_bot
    from braus_desktop.rules import make_game

    app = QApplication.instance() or QApplication(sys.argv)
    folder = tempfile.mkdtemp(prefix="review-ready-")
    settings = Settings(QSettings(os.path.join(folder, "settings.ini"), QSettings.IniFormat))
    win = MainWindow(settings, data_dir=os.path.join(folder, "data"), defer=True)
    win.open_arranger = lambda: None  # the player's arrangement is made below
    win.resize(1280, 820)
    win.show()
    c = win.controller
    n = make_game(game_id).n_players
    levels = ["human"] + [default_level(game_id)] * (n - 1)
    c.new_match(game_id, {}, levels, None, seed=1)
    have = {level.name for level in levels_for(game_id)}
    player = make_bot("standard" if "standard" in have else "greedy", c.game, seed=7)
    ended: dict[int, float] = {}  # deal number -> when it ended
    ready_at: dict[int, float] = {}  # deal number -> when its review came in
    par_at: dict[int, float] = {}  # deal number -> when its par came in

    def came_in(k: int) -> None:
        ready_at.setdefault(k, time.monotonic())
        found = c.coach.coaching_of(k)
        if found is not None and found.par is not None:
            par_at.setdefault(k, time.monotonic())

    c.coach.ready.connect(came_in)
    counted = ready = both = 0
    waits, par_waits, gaps = [], [], []
    waiting_for: int | None = None  # the deal whose review should be in by the next offer
    match_id = c.match_id
    while counted < deals:
        app.processEvents()
        time.sleep(0.003)
        if c.match_id != match_id:
            match_id, waiting_for = c.match_id, None
            ended.clear()
            ready_at.clear()
            par_at.clear()
        if c.deal_over and win.next_button.isVisible():  # what the player would press
            k = len(c.match.deals)
            ended.setdefault(k, time.monotonic())
            if c.match.is_over:
                win.next_deal()  # a new match: this deal is not counted
            else:
                waiting_for = k
                c.next_deal()
            continue
        if c.human_to_act:
            if waiting_for is not None:
                now = time.monotonic()
                got = waiting_for in ready_at
                got_par = got and waiting_for in par_at
                counted += 1
                ready += got
                both += got_par
                gaps.append(now - ended[waiting_for])
                if got:
                    waits.append(ready_at[waiting_for] - ended[waiting_for])
                if got_par:
                    par_waits.append(par_at[waiting_for] - ended[waiting_for])
                waiting_for = None
            state = c.state
            action = player.choose(state.observation(0), state.legal_actions())
            if c.input.wants_arrangement():
                c.input.arrange(action)
            else:
                c.apply(action)
    c.shutdown()
    win.close()
    app.processEvents()
    nan = float("nan")
    return {
        "game": game_id,
        "deals": counted,
        "ready": ready,
        "both": both,
        "wait_median": statistics.median(waits) if waits else nan,
        "wait_max": max(waits) if waits else nan,
        "par_median": statistics.median(par_waits) if par_waits else nan,
        "par_max": max(par_waits) if par_waits else nan,
        "gap_median": statistics.median(gaps),
        "gap_min": min(gaps),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    print(
        f"{'game':14} {'deals':>5} {'review':>6} {'+par':>5} {'review median':>13} "
        f"{'max':>6} {'par median':>10} {'max':>6} {'time given median':>17} {'min':>6}  "
        "target 9 of 10 (review / review and par)"
    )
    for game_id in args.games.split(","):
        r = run(game_id, args.deals)
        share, both = r["ready"] / r["deals"], r["both"] / r["deals"]
        print(
            f"{game_id:14} {r['deals']:5d} {r['ready']:6d} {r['both']:5d} "
            f"{r['wait_median']:12.2f}s {r['wait_max']:5.2f}s {r['par_median']:9.2f}s "
            f"{r['par_max']:5.2f}s {r['gap_median']:16.2f}s {r['gap_min']:5.2f}s  "
            f"{'met' if share >= 0.9 else 'not met'} / {'met' if both >= 0.9 else 'not met'}",
            flush=True,
        )


if __name__ == "__main__":
    main()
