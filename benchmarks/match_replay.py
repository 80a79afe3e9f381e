"""Loading a long game record: seconds to replay Bräus records of 250 to 2,000 deals.

Issue 19 item 4: the match used to rescan every deal after every action, so loading was
quadratic in the number of deals (a 2,000-deal record took 16 s). This prints, in the
same run, ``records.loads`` with the match as it is now and with the old full rescan
(kept below as ``RescanMatch``, the baseline): seconds (the best of three loads; the
baseline loads once), milliseconds per deal, and the ratio to the first size. Targets: 2,000 deals in under 1 s, and at most 10x the time of 250.

How the records are made: a Bräus match only goes on for thousands of deals when the
deals are drawn (neither team takes six tricks, B8-B9; the same dealer deals again).
Random play almost never draws, so the script searches shuffled deals (dealer 0) for a
line of legal play that ends drawn: a depth-first search that tries plays before
passes and the weakest card first, so many cards go into each trick and few tricks are
made. A few such deals are found (about one shuffle in a hundred has one) and the long
match cycles through them, each dealt explicitly (records keep every deal's hands) and
played through the rules. Every record is checked to load to the same match first.

Run: ``python benchmarks/match_replay.py [--sizes 250 500 1000 2000] [--no-baseline]``.

Careers (issue 45, ``--career [--career-sizes 1000 10000 100000] [--before TREE]``):
records of a player's history, read a deal at a time. Each size is written once (two
drawn deals in turn), then each way of loading it runs in a fresh process, which reports
its seconds (wall, and the process's own CPU time: on a shared machine the wall time
is mostly waiting for a core) and its peak resident memory (``VmHWM``, the
interpreter's own ~30 MB included): ``read`` (the deals as JSON only, ``records.deals_in``), ``replay``
(``braus-desktop-cli replay`` itself, its output thrown away), ``import`` (as the app's
Import reads it: ``record_reader.read_record``, the window's reader, here on the main
thread; a tree without it: ``records.load_with_meta``; ``held``: the resident memory
once it is read, the peak's rest being the reading's own) and ``undo`` (the
record imported, a move made from a snapshot of it, the deal played out and the next
one dealt, then the snapshot read back as the window's undo reads it: only that last
step is timed). ``--before TREE``: the same ways with the code of another checkout (a
``git worktree`` or ``git archive`` of main), each beside this tree's in the same run;
``--undo-before-up-to N``: the older tree's undo only up to N deals (it replays the whole
record again: minutes at 100,000).

The window (``--window [--window-sizes 1000 10000] [--before TREE]``): the career imported
into the real main window (offscreen, its own data folder), then, each timed on its own:
a save (``Session.save``, as after a move: the Import saved once already), a save again (as
after every later move), and an undo (an undo point read back, ``Session.restore``),
then what a deal's end asks of the statistics recorder (its imported deals all written)
and a move of the score sheet (``turn_changed``), with the window's peak memory and the
Import's longest freeze (the longest the window's
thread went without answering a timer of 10 ms: the record is read on a worker where the
tree does, ``MainWindow.read_record``); each tree in a fresh process. The coach rests
(its reviews are work of their own).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from unittest import mock

# (``--before``: the measuring process is started on another checkout's code)
sys.path.insert(0, os.environ.get("BRAUS_TREE") or os.path.join(os.path.dirname(__file__), ".."))

from braus_desktop.rules import make_game, records  # noqa: E402
from braus_desktop.rules import match as match_module  # noqa: E402
from braus_desktop.rules.braus import POWER  # noqa: E402
from braus_desktop.rules.core import Play  # noqa: E402

SIZES = (250, 500, 1000, 2000)


class RescanMatch(match_module.Match):
    """The baseline: the match as it was before issue 19, deriving the score by a scan
    of every deal each time it is asked."""

    def _progress(self):
        return match_module.tally(self.game, self.deals)


def _order(legal):
    plays = sorted((a for a in legal if isinstance(a, Play)), key=lambda a: -POWER[a.cards[0]])
    return plays + [a for a in legal if not isinstance(a, Play)]


def drawn_line(state, budget: int = 3000) -> list[str] | None:
    """Actions that play ``state`` to a drawn end, or None if the search gives up."""
    stack = [(state.clone(quiet=True), [])]
    nodes = 0
    while stack and nodes < budget:
        s, line = stack.pop()
        nodes += 1
        if s.is_over:
            if s.result().winner is None:
                return line
            continue
        for action in reversed(_order(s.legal_actions())):
            child = s.clone(quiet=True)
            child.apply(action)
            stack.append((child, line + [str(action)]))
    return None


def drawn_deals(count: int = 4, first_seed: int = 0) -> list[tuple[list, list[str]]]:
    """``count`` Bräus deals (hands, dealer 0) with a line of play that draws."""
    game = make_game("braus")
    found = []
    seed = first_seed
    while len(found) < count:
        state = game.new_deal(seed=seed, dealer=0)
        line = drawn_line(state)
        if line is not None:
            found.append((state.setup().to_json()["hands"], line))
        seed += 1
    return found


def drawn_record(deals: int, pool: list | None = None) -> str:
    """A valid Bräus record of ``deals`` drawn deals (the match still in play)."""
    pool = pool or drawn_deals()
    match = match_module.Match(make_game("braus"), seed=1, start=False)
    for n in range(deals):
        hands, line = pool[n % len(pool)]
        state = match.next_deal(hands=hands)
        for action in line:
            state.apply(action)
        assert state.result().winner is None
    assert not match.is_over
    return records.dumps(match)


def timed_load(text: str, baseline: bool, repeat: int = 1) -> float:
    """The best of ``repeat`` loads of ``text``, in seconds (the machine is shared)."""
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        if baseline:
            with mock.patch.object(records, "Match", RescanMatch):  # the class records builds
                m = records.loads(text)
            assert isinstance(m, RescanMatch)
        else:
            m = records.loads(text)
        best = min(best, time.perf_counter() - start)
        assert not m.is_over and m.scores == (0, 0)
        del m
    return best


CAREER_SIZES = (1000, 10_000, 100_000)
WAYS = ("read", "replay", "import", "undo")


def career_text(deals: int, pool: list) -> str:
    """A record of ``deals`` drawn deals from ``pool`` in turn, as ``records.dumps``
    writes it (built as text: replaying 100,000 deals to write them takes minutes)."""
    data = {
        "format": records.FORMAT,
        "version": records.VERSION,
        "game": "braus",
        "options": make_game("braus").option_values,
        "seed": 1,
        "first_dealer": 0,
        "deals": [
            {
                "dealer": 0,
                "seed": None,
                "setup": {"hands": pool[n % len(pool)][0]},
                "actions": pool[n % len(pool)][1],
            }
            for n in range(deals)
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=1)


def measure(way: str, path: str) -> dict:
    """One way of loading the record at ``path``, in this process: seconds (wall and
    CPU), peak RSS."""
    import contextlib
    import inspect

    from braus_desktop import cli

    start, cpu = time.perf_counter(), time.process_time()
    if way == "read":
        deals = sum(1 for _ in records.deals_in(path))
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    elif way == "replay":
        with open(os.devnull, "w", encoding="utf-8") as sink, contextlib.redirect_stdout(sink):
            assert cli.main(["replay", path]) in (0, None)
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        deals = sum(1 for _ in records.deals_in(path))  # (not timed; reading is flat)
    elif way == "import":
        m = imported(path)
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        gc.collect()
        deals, held = len(m.deals), _rss_mib()
    else:  # undo: a snapshot of the imported match read back, as the window's undo does
        m = imported(path)
        m.next_deal()
        m.apply(m.deal.legal_actions()[0])
        in_parts = hasattr(records, "joined")  # (undo points read a part at a time)
        snapshot = (tuple if in_parts else "".join)(records.dump_parts(m, {"mode": "practice"}))
        while not m.deal.is_over:
            m.apply(m.deal.legal_actions()[0])
        m.next_deal()
        named = inspect.signature(records.loads_with_meta).parameters
        given = {"reuse": m} if "reuse" in named else {}
        if "recent" in named:
            from braus_desktop.app.store.record_reader import RECENT

            given["recent"] = RECENT
        start, cpu = time.perf_counter(), time.process_time()
        back = records.loads_with_meta(snapshot, **given)[0]
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        deals = len(back.deals) - 1
    # the high-water mark of this process's own memory (ru_maxrss would carry the
    # parent's across fork and exec on Linux)
    with open("/proc/self/status", encoding="ascii") as fh:
        peak = next(int(line.split()[1]) for line in fh if line.startswith("VmHWM:"))
    out = {"deals": deals, "seconds": seconds, "cpu": cpu, "peak_mib": peak / 1024}
    if way == "import":
        out["held_mib"] = held
    return out


def imported(path: str):
    """The match of the record at ``path`` as the app's Import reads it (the window's
    reader, ``record_reader.read_record``, here on this thread), or, in a tree without
    it, as ``records.load_with_meta`` does."""
    try:
        from braus_desktop.app.store.record_reader import read_record
    except ImportError:
        return records.load_with_meta(path)[0]
    return read_record(path).match


def _rss_mib() -> float:
    """This process's resident memory now, in MiB."""
    with open("/proc/self/status", encoding="ascii") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmRSS:")) / 1024


def measure_window(path: str) -> dict:
    """The career at ``path`` imported into the main window, in this process: wall and
    CPU seconds of the Import, the first save, a save again and an undo; peak RSS."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp(prefix="careers-window-")  # (removed in ``main``)
    os.environ["XDG_CONFIG_HOME"] = os.path.join(folder, "config")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from braus_desktop.app.coach import Coach
    from braus_desktop.app.main_window import MainWindow
    from braus_desktop.app.settings import Settings

    # The coach rests (as in the app's tests): its reviews are work of their own, and a
    # career of two deals in turn would have one review stand for half its deals.
    Coach.active = property(lambda self: False)  # type: ignore[method-assign,assignment]
    if hasattr(Coach, "_playing"):  # (the coach asks this since main's c2a1ac6)
        Coach._playing = lambda self: None  # type: ignore[method-assign]
    settings = Settings(QSettings(os.path.join(folder, "settings.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    window = MainWindow(settings, data_dir=os.path.join(folder, "data"), defer=True)
    window.resize(1024, 700)
    window.show()
    for _ in range(20):
        app.processEvents()
    c = window.controller
    out: dict = {}

    def timed(name, fn):
        wall, cpu = time.perf_counter(), time.process_time()
        fn()
        out[name] = (time.perf_counter() - wall, time.process_time() - cpu)

    # The Import as the window makes it (read on a worker where the tree does), with the
    # longest the window's thread did not answer: a timer ticks every 10 ms meanwhile.
    from PySide6.QtCore import QElapsedTimer, QTimer

    clock, ticks, longest = QElapsedTimer(), QTimer(), [0]
    last = [0]

    def tick() -> None:
        now = clock.elapsed()
        longest[0] = max(longest[0], now - last[0])
        last[0] = now

    ticks.timeout.connect(tick)
    ticks.start(10)
    clock.start()

    try:  # (the Import's reader moved out of the window: app/importing.py)
        from braus_desktop.app.importing import read_record as reader
    except ImportError:
        reader = type(window).read_record if hasattr(window, "read_record") else None

    def window_import() -> None:
        if reader is not None:
            reader(window, path)
            while window.importing is not None:
                app.processEvents()
                time.sleep(0.002)
        else:
            done = []
            QTimer.singleShot(0, lambda: done.append(c.session.import_record(path)))
            while not done:
                app.processEvents()
        tick()

    window.record_statistics()  # (the recorder, as after the first deal's frame)
    timed("import", window_import)
    ticks.stop()
    out["freeze"] = longest[0] / 1000
    for _ in range(50):
        app.processEvents()
    recorder = window.statistics
    while getattr(recorder, "_more", False):  # (the imported deals, a batch a turn)
        app.processEvents()
    recorder.record(with_match=False)  # (every deal written: what is left is the end's)
    # what a deal's end asks of the recorder, and a move of the score sheet
    timed("deal's end", lambda: recorder.record(with_match=False))
    timed("move", c.turn_changed.emit)
    out["deals"] = len(c.match.deals)
    timed("save", c.session.save)
    timed("save again", c.session.save)
    point = c.session.undo_point()
    timed("undo", lambda: c.session.restore(point))
    c.shutdown()
    with open("/proc/self/status", encoding="ascii") as fh:
        peak = next(int(line.split()[1]) for line in fh if line.startswith("VmHWM:"))
    out["peak_mib"] = peak / 1024
    out["folder"] = folder
    return out


def windows(sizes, before: str | None = None) -> None:
    pool = [
        (state.setup().to_json()["hands"], drawn_line(state))
        for state in (make_game("braus").new_deal(seed=s, dealer=0) for s in (73, 148))
    ]
    trees = [("this", None)] + ([("before", before)] if before else [])
    steps = ("import", "save", "save again", "undo", "deal's end", "move")
    print(
        f"{'deals':>7} {'tree':>6} | "
        + " | ".join(f"{w + ' s':>12} {'cpu s':>6}" for w in steps)
        + f" | {'MiB':>6} | {'freeze s':>8}"
    )
    with tempfile.TemporaryDirectory(prefix="careers-") as tmp:
        for n in sizes:
            path = os.path.join(tmp, f"{n}.json")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(career_text(n, pool))
            for name, tree in trees:
                r = _run("window", path, tree)
                assert r["deals"] == n, r
                cells = [f"{r[w][0]:>12.3f} {r[w][1]:>6.3f}" for w in steps]
                print(
                    f"{n:>7} {name:>6} | "
                    + " | ".join(cells)
                    + f" | {r['peak_mib']:>6.0f} | {r['freeze']:>8.2f}",
                    f"(load {os.getloadavg()[0]:.1f})",
                    flush=True,
                )


def _run(way: str, path: str, tree: str | None) -> dict:
    env = dict(os.environ)
    if tree:
        env["BRAUS_TREE"] = tree
    done = subprocess.run(
        [sys.executable, __file__, "--measure", way, path],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    return json.loads(done.stdout)


def careers(sizes, before: str | None = None, undo_before_up_to: int = 10**9) -> None:
    pool = [
        (state.setup().to_json()["hands"], drawn_line(state))
        for state in (make_game("braus").new_deal(seed=s, dealer=0) for s in (73, 148))
    ]
    trees = [("this", None)] + ([("before", before)] if before else [])
    print(
        f"{'deals':>7} {'MB':>6} {'tree':>6} | "
        + " | ".join(
            f"{w + ' s':>9} {'cpu s':>6} {'MiB':>6}" + (f" {'held':>6}" if w == "import" else "")
            for w in WAYS
        )
    )
    with tempfile.TemporaryDirectory(prefix="careers-") as tmp:
        for n in sizes:
            path = os.path.join(tmp, f"{n}.json")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(career_text(n, pool))
            for name, tree in trees:
                cells = []
                for way in WAYS:
                    if tree and (way == "read" or (way == "undo" and n > undo_before_up_to)):
                        cells.append(f"{'-':>9} {'-':>6} {'-':>6}")  # (reading is unchanged)
                        cells[-1] += f" {'-':>6}" if way == "import" else ""
                        continue
                    r = _run(way, path, tree)
                    assert r["deals"] == n, r
                    cells.append(f"{r['seconds']:>9.2f} {r['cpu']:>6.2f} {r['peak_mib']:>6.0f}")
                    if way == "import":  # (what the match holds once read, the peak's rest)
                        cells[-1] += f" {r['held_mib']:>6.0f}"
                print(
                    f"{n:>7} {os.path.getsize(path) / 1e6:>6.1f} {name:>6} | " + " | ".join(cells),
                    f"(load {os.getloadavg()[0]:.1f})",
                    flush=True,
                )


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--career", action="store_true", help="careers of 1,000 to 100,000 deals")
    ap.add_argument("--career-sizes", type=int, nargs="+", default=list(CAREER_SIZES))
    ap.add_argument("--before", metavar="TREE", help="another checkout, measured beside")
    ap.add_argument("--undo-before-up-to", type=int, default=10**9, metavar="N")
    ap.add_argument("--window", action="store_true", help="a career imported in the window")
    ap.add_argument("--window-sizes", type=int, nargs="+", default=[1000, 10_000])
    ap.add_argument("--measure", nargs=2, metavar=("WAY", "PATH"), help=argparse.SUPPRESS)
    ap.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    ap.add_argument("--no-baseline", action="store_true", help="skip the old full rescan")
    ap.add_argument("--pool", type=int, default=4, help="distinct drawn deals to cycle through")
    ap.add_argument(
        "--repeat",
        type=int,
        default=3,
        help="loads per size, the best counts (the baseline loads once)",
    )
    args = ap.parse_args(argv)
    if args.measure:
        way, path = args.measure
        if way != "window":
            print(json.dumps(measure(way, path)))
            return
        import shutil

        out = measure_window(path)
        shutil.rmtree(out.pop("folder"), ignore_errors=True)
        print(json.dumps(out), flush=True)
        os._exit(0)  # (Qt's objects torn down at the interpreter's exit crash it)
    print(
        f"Python {platform.python_version()} on {platform.machine()}, "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}"
    )
    if args.window:
        windows(args.window_sizes, args.before)
        print(f"load average at the end {os.getloadavg()[0]:.1f}")
        return
    if args.career:
        careers(args.career_sizes, args.before, args.undo_before_up_to)
        print(f"load average at the end {os.getloadavg()[0]:.1f}")
        return
    t0 = time.perf_counter()
    pool = drawn_deals(args.pool)
    print(f"found {len(pool)} drawn deals to cycle through in {time.perf_counter() - t0:.1f} s")
    rows = []
    for n in args.sizes:
        text = drawn_record(n, pool)
        now = timed_load(text, baseline=False, repeat=args.repeat)
        old = None if args.no_baseline else timed_load(text, baseline=True)
        rows.append((n, len(text.encode()), now, old))
    first_now, first_old = rows[0][2], rows[0][3]
    print(
        f"{'deals':>6} {'KB':>6} | {'now s':>8} {'ms/deal':>8} {'x first':>8} | "
        f"{'old s':>8} {'ms/deal':>8} {'x first':>8}"
    )
    for n, size, now, old in rows:
        line = (
            f"{n:>6} {size / 1024:>6.0f} | {now:>8.3f} {now / n * 1000:>8.3f} "
            f"{now / first_now:>8.2f} |"
        )
        if old is not None:
            line += f" {old:>8.3f} {old / n * 1000:>8.3f} {old / first_old:>8.2f}"
        print(line)


if __name__ == "__main__":
    main()
