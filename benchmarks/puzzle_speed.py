"""How long a puzzle takes to open and to answer a play (issue 23): at most 0.2 s each.

For every puzzle of the book (or every ``--step``-th), on one core:

- **open**: what the puzzle view does before the player can play: read the puzzle from
  the book, deal it and replay the actions to the position, and solve every legal play
  exactly (the values the judge compares with);
- **answer**: what happens when the player plays: a play that loses value judged and
  its reason worded (best play followed to the end after it and after the answer), and
  the answer judged and the solver's reply to it chosen.

The baseline, measured in the same run, is dealing and replaying the position alone
(what any view of the position costs without the solver), so a slower machine shows as
a slower baseline too.

    python benchmarks/puzzle_speed.py [--games braus,brus,...] [--step 1]

Prints per game: puzzles timed, the first reading of the game's book (once per app; the
first game also imports the book module), the baseline's median, then median, p95 and max
of opening and of answering, and whether the worst case is within the 0.2 s target.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from braus_desktop.bots import puzzles as P  # noqa: E402

TARGET = 0.2


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def measure(game_id: str, step: int) -> dict:
    names = {3: ["You", "West", "East"], 4: ["You", "West", "North", "East"]}
    base, opening, answering = [], [], []
    start = time.perf_counter()
    P.book(game_id)  # the book is read once per app (the module imported for the first game)
    first_read = time.perf_counter() - start
    for p in P.book(game_id)[::step]:
        start = time.perf_counter()
        P.puzzle(game_id, p.number).position()
        base.append(time.perf_counter() - start)

        start = time.perf_counter()
        q = P.puzzle(game_id, p.number)
        session = P.PuzzleSession(q, names[q.game.n_players])
        state = q.position()
        session.values(state)
        opening.append(time.perf_counter() - start)

        legal = state.legal_actions()
        wrong = next(a for a in legal if str(a) != q.answer)
        answer = next(a for a in legal if str(a) == q.answer)
        start = time.perf_counter()
        session.check(state, wrong)
        session.check(state, answer)
        state.apply(answer)
        if not state.is_over and state.current_player != P.SEAT:
            session.reply(state)
        answering.append(time.perf_counter() - start)
    worst = max(max(opening), max(answering))
    return {
        "game": game_id,
        "n": len(opening),
        "base": statistics.median(base),
        "read": first_read,
        "open": (statistics.median(opening), p95(opening), max(opening)),
        "answer": (statistics.median(answering), p95(answering), max(answering)),
        "met": worst <= TARGET,
    }


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", default=",".join(P.PUZZLE_GAMES))
    p.add_argument("--step", type=int, default=1)
    args = p.parse_args(argv)
    print(
        f"{'game':14} {'puzzles':>7} {'book':>6} {'replay':>7} | {'open: median':>12} {'p95':>6} "
        f"{'max':>6} | {'answer: median':>14} {'p95':>6} {'max':>6} | target {TARGET} s"
    )
    for game_id in args.games.split(","):
        r = measure(game_id, args.step)
        o, a = r["open"], r["answer"]
        print(
            f"{r['game']:14} {r['n']:7d} {r['read'] * 1000:4.0f}ms {r['base'] * 1000:5.1f}ms | "
            f"{o[0] * 1000:10.1f}ms {o[1] * 1000:4.0f}ms {o[2] * 1000:4.0f}ms | "
            f"{a[0] * 1000:12.1f}ms {a[1] * 1000:4.0f}ms {a[2] * 1000:4.0f}ms | "
            f"{'met' if r['met'] else 'NOT MET'}",
            flush=True,
        )


if __name__ == "__main__":
    main()
