"""Desktop window speed and memory, each figure beside a baseline measured in the same run.

1. Cold start to the first painted frame: wall time from starting a process to the
   moment it reports (time.time(), the same clock) that its first frame is painted, for
   a bare PySide6 QMainWindow that quits at its first paint (baseline) and for
   ``python -m braus_desktop --first-frame-exit`` (the real window started as ``run``
   starts it, with throwaway data and settings, quitting after the table's first paint;
   the app deals once that frame is shown) and ``--first-frame-exit=cards`` (quitting
   after the first frame with the deal on the table). Medians of N runs each,
   interleaved; targets (issue 45): the first frame at most 1.5x the bare window's, the
   frame with the deal at most 2x (then 1.5x). Each process's CPU time (user + system,
   start to exit) is printed beside its wall time, and the CPU time each process says it
   had used when its frame was painted (``time.process_time``, every thread; a tree
   whose app does not say it has none): a busy machine stretches the wall time of a
   Python start far more than a bare window's. ``--before TREE`` measures
   another checkout's app the same way in the same run (the code before a change),
   start by start in turn with this one, each beside a bare window started just before
   it; both trees' ratios are to the median of all the bare window's starts. Both run
   from compiled bytecode, as an installed app does (an untimed first run fills a
   bytecode cache in the temporary folder, whatever PYTHONDONTWRITEBYTECODE says).
   Beside them, the floor: ``skeleton_window.py``, the same window (menus, felt, action
   bar, side panel; ``--cards``: the pack, the name plates, the score sheet and a log
   line after it) drawn by PySide alone, none of the app's code; its ratio to the bare
   window is what PySide costs any window showing these things, and the app's ratio to
   it what the app's own code costs.
2. Painting the table at 1920x1080 and at 3840x2160: the table view (its viewport exactly
   that size: the window is resized until it is) mid-deal, the human's hand fanned and
   cards in the trick, grabbed ``viewport().grab()`` 200 times; beside it the same grab
   of a plain QWidget and of an empty QGraphicsView of the same size. Targets: median
   under 8 ms at 1920x1080, under 16 ms at 3840x2160.
3. Memory over many deals: one window, every seat a ``standard`` bot, instant
   animations; RSS (VmRSS) and the number of QGraphicsItems in the scene after 10 deals
   and after 200. Target: within 10 MiB, and no growth in items.

Run: ``python benchmarks/gui_speed.py [--quick] [--json] [--runs N]`` (``--quick``: fewer
runs and 60 deals instead of 200; ``--runs``: the cold start's starts of each kind).
Figures are printed, never asserted: nothing here is a test.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, ROOT)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BARE = r"""
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

class Central(QWidget):
    painted = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not Central.painted:
            Central.painted = True
            QTimer.singleShot(0, done)

def done():
    print(f"first frame at {time.time():.6f}", flush=True)
    print(f"first frame's CPU {time.process_time():.6f}", flush=True)
    QApplication.instance().quit()

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(Central())
window.resize(1280, 820)
window.show()
app.exec()
print("first frame: painted" if Central.painted else "first frame: timed out")
"""

# ---------------------------------------------------------------------------- 1. cold start
# what the app's windows show, drawn by PySide alone (the floor under the app's figures)
SKELETON = os.path.join(ROOT, "benchmarks", "skeleton_window.py")


def _skeleton_spec() -> dict:
    """What ``skeleton_window.py`` shows that comes from the app's own tables: the menus'
    words and keys, the window's icon, the card files the deal's first frame reads, and
    the window's first size on this screen (so that this benchmark, not the skeleton,
    imports the app)."""
    from braus_desktop.app.art import CardArt, assets_dir, icon_path
    from braus_desktop.app.menus import MENUS
    from braus_desktop.app.sizes import SIDE_SHARE, first_size
    from braus_desktop.rules.cards import Card

    screen = _app().primaryScreen().availableGeometry()
    size = first_size(screen.width(), screen.height())
    art = CardArt()  # (the style and back a first start has)
    return {
        "menus": [
            (
                menu.text,
                [
                    None
                    if item is None
                    else (
                        item.text,
                        item.shortcut
                        if item.shortcut is None or isinstance(item.shortcut, str)
                        else item.shortcut.value,
                    )
                    for item in menu.items
                ],
                menu.name != "edit_menu",  # (undo and redo: shown in practice only)
            )
            for menu in MENUS
        ],
        "icon": icon_path(),
        "back": os.fspath(assets_dir() / art.back_file()),
        "face": os.fspath(assets_dir() / art.face_file(Card.parse("KC"))),
        "size": [size.width(), size.height()],
        "side_share": SIDE_SHARE,
    }


def cold_start(runs: int, tree: str = ROOT, before: str | None = None) -> dict:
    """``tree``: the checkout whose app is started; ``before``: another one (such as main
    before a change) measured in the same run, alternating with it start by start, so
    that a busy spell of the machine falls on both alike (its figures under
    ``"before"``)."""
    import resource

    trees = {"": tree} | ({"before ": before} if before else {})
    with tempfile.TemporaryDirectory(prefix="gui-speed-") as tmp:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            HOME=tmp,
            XDG_CONFIG_HOME=os.path.join(tmp, "config"),
            XDG_DATA_HOME=os.path.join(tmp, "data"),
        )
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        envs = {
            label: dict(
                env,
                PYTHONPATH=path + os.pathsep + os.environ.get("PYTHONPATH", ""),
                # as installed (pip and PyInstaller ship compiled bytecode): the
                # untimed warm-up run compiles into this cache, outside the checkout
                PYTHONPYCACHEPREFIX=os.path.join(tmp, f"pycache{n}"),
            )
            for n, (label, path) in enumerate(trees.items())
        }
        spec = os.path.join(tmp, "skeleton.json")
        with open(spec, "w", encoding="utf-8") as f:
            json.dump(_skeleton_spec(), f)
        commands = {
            "bare": [sys.executable, "-c", BARE],
            "skeleton": [sys.executable, SKELETON, spec],
            "skeleton cards": [sys.executable, SKELETON, spec, "--cards"],
            "app": [sys.executable, "-m", "braus_desktop", "--first-frame-exit"],
            "cards": [sys.executable, "-m", "braus_desktop", "--first-frame-exit=cards"],
        }
        # the floor (``skeleton_window.py``: the same window drawn by PySide alone) is the
        # same program whichever tree is measured: started once a run
        floors = ("skeleton", "skeleton cards")
        # each tree's app beside a bare window started just before it; the floor's two
        # starts after them
        order = [(label, name) for label in trees for name in commands if name not in floors] + [
            ("", name) for name in floors
        ]
        times: dict[tuple[str, str], list[float]] = {k: [] for k in order}
        walls: dict[tuple[str, str], list[float]] = {k: [] for k in order}
        cpus: dict[tuple[str, str], list[float]] = {k: [] for k in order}
        # the CPU time each process reports at its frame (a tree before this report: none)
        frame_cpus: dict[tuple[str, str], list[float]] = {k: [] for k in order}
        for label, name in order:  # warm the disk cache once, untimed
            subprocess.run(
                commands[name], env=envs[label], cwd=tmp, capture_output=True, timeout=300
            )
        for _ in range(runs):
            for label, name in order:
                cmd = commands[name]
                # the child prints time.time() once its first frame is painted: the same
                # clock as here, so exit and teardown are not counted
                before_usage = resource.getrusage(resource.RUSAGE_CHILDREN)
                start_epoch, start = time.time(), time.perf_counter()
                done = subprocess.run(
                    cmd, env=envs[label], cwd=tmp, capture_output=True, text=True, timeout=300
                )
                walls[label, name].append((time.perf_counter() - start) * 1000)
                # the process's CPU time, start to exit: what a busy machine does not
                # stretch the way it stretches the wall time
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpus[label, name].append(
                    (
                        after.ru_utime
                        + after.ru_stime
                        - before_usage.ru_utime
                        - before_usage.ru_stime
                    )
                    * 1000
                )
                painted = [
                    float(line.split()[-1])
                    for line in done.stdout.splitlines()
                    if line.startswith("first frame at ")
                ]
                if done.returncode != 0 or not painted:
                    raise SystemExit(f"{label}{name} did not paint: {done.stdout}{done.stderr}")
                times[label, name].append((painted[0] - start_epoch) * 1000)
                frame_cpus[label, name] += [
                    float(line.split()[-1]) * 1000
                    for line in done.stdout.splitlines()
                    if line.startswith("first frame's CPU ")
                ][:1]

    # the bare window is the same program whichever tree is measured: with two trees both
    # are compared with the median of all its starts (one busy start moved one tree's
    # baseline by a third)
    bare = statistics.median(t for label in trees for t in times[label, "bare"])
    bare_cpu = statistics.median(t for label in trees for t in cpus[label, "bare"])
    bare_frame_cpu = statistics.median(t for label in trees for t in frame_cpus[label, "bare"])
    floor = {k: statistics.median(times["", k]) for k in floors}
    floor_cpu = {k: statistics.median(frame_cpus["", k]) for k in floors}

    def figures(label: str) -> dict:
        own = [k for k in commands if k not in floors]
        med = {k: statistics.median(times[label, k]) for k in own}
        return {
            "runs": runs,
            "tree": trees[label],
            "cpu_ms": {k: statistics.median(cpus[label, k]) for k in own} | {"bare": bare_cpu},
            "frame_cpu_ms": {
                k: statistics.median(frame_cpus[label, k]) if frame_cpus[label, k] else None
                for k in own
            }
            | {"bare": bare_frame_cpu},
            "skeleton_ms": floor["skeleton"],
            "skeleton_cards_ms": floor["skeleton cards"],
            "skeleton_frame_cpu_ms": floor_cpu,
            "bare_ms": bare,
            "own_bare_ms": med["bare"],
            "app_ms": med["app"],
            "ratio": med["app"] / bare,
            "cards_ms": med["cards"],
            "cards_ratio": med["cards"] / bare,
            "wall_ms": {k: statistics.median(walls[label, k]) for k in own},
            "all_ms": {k: times[label, k] for k in own},
        }

    out = figures("")
    if before:
        out["before"] = figures("before ")
    return out


# ---------------------------------------------------------------------------- shared window
def _app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["gui_speed"])


def _window(tmp: str):
    from PySide6.QtCore import QSettings

    from braus_desktop.app.main_window import MainWindow
    from braus_desktop.app.settings import Settings

    settings = Settings(QSettings(os.path.join(tmp, "settings.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    from braus_desktop.app.table import timings

    timings.INSTANT_SEEN_MS = 0  # no pause to read each trick: nobody reads these
    window = MainWindow(settings, data_dir=os.path.join(tmp, "data"), defer=True)
    window.controller.save_enabled = False
    window.show()
    return window


def _wait(app, predicate, timeout_s: float = 120.0) -> None:
    """Run an event loop until predicate() holds. A real loop, not processEvents():
    objects deleted with deleteLater are only freed by a running loop, as in the app."""
    from PySide6.QtCore import QEventLoop, QTimer

    if predicate():
        return
    loop = QEventLoop()
    end = time.monotonic() + timeout_s

    def check() -> None:
        if predicate() or time.monotonic() > end:
            loop.quit()

    timer = QTimer()
    timer.setInterval(2)
    timer.timeout.connect(check)
    timer.start()
    loop.exec()
    timer.stop()
    if not predicate():
        raise SystemExit("gave up waiting for the table")


def _flush_deletes(app) -> None:
    """What the app's event loop does between two clicks: free what deleteLater freed.
    (Called outside any event loop here, so no loop would ever do it.)"""
    from PySide6.QtCore import QEvent

    app.sendPostedEvents(None, QEvent.DeferredDelete)


def _median_ms(fn, n: int) -> float:
    fn()  # warm caches (card pixmaps at this size)
    out = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return statistics.median(out)


# ---------------------------------------------------------------------------- 2. painting
def _viewport_to(app, window, size) -> None:
    """Resize the window until the table's viewport is exactly ``size``: the side panel
    takes a share of the width, so one resize by the difference fell short (a
    "1920x1080" table was 1866x1065)."""
    port = window.table.viewport()
    for _ in range(20):
        app.processEvents()
        short = size - port.size()
        if short.width() == 0 and short.height() == 0:
            return
        window.resize(window.size() + short)
    app.processEvents()
    if port.size() != size:
        raise SystemExit(
            f"the table's viewport stays {port.width()}x{port.height()}, "
            f"not {size.width()}x{size.height()}"
        )


def painting(repeats: int, width: int = 1920, height: int = 1080) -> dict:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

    from braus_desktop.rules.core import Pass, Play

    app = _app()
    size = QSize(width, height)
    with tempfile.TemporaryDirectory(prefix="gui-speed-") as tmp:
        window = _window(tmp)
        view = window.table
        _viewport_to(app, window, size)
        c = window.controller
        found = False
        for seed in range(1, 50):  # a deal where the human has a fanned hand and a trick waits
            c.new_match("braus", {}, ["human", "standard", "standard", "standard"], None, seed=seed)
            _wait(app, lambda: c.human_to_act or c.deal_over)
            while c.human_to_act and not c.trick.plays:
                legal = c.state.legal_actions()
                if all(isinstance(a, Pass) for a in legal):
                    c.input.pass_turn()
                else:
                    c.input.play([next(a for a in legal if isinstance(a, Play)).card])
                _wait(app, lambda: c.human_to_act or c.deal_over)
            if c.human_to_act and c.trick.plays and len(c.hands[0].cards) >= 6:
                found = True
                break
        if not found:
            raise SystemExit("no deal reached a trick with the human to play")
        port = view.viewport()
        _viewport_to(app, window, size)  # (the deal may have changed the side panel)
        table_ms = _median_ms(port.grab, repeats)
        state = {
            "viewport": f"{port.width()}x{port.height()}",
            "hand": len(c.hands[0].cards),
            "trick": sum(len(p.cards) for p in c.trick.plays),
            "items": len(view.scene().items()),
        }
        c.shutdown()
        window.close()
        window.deleteLater()

        plain = QWidget()
        plain.resize(size)
        plain.show()
        plain_ms = _median_ms(plain.grab, repeats)
        empty = QGraphicsView(QGraphicsScene(0, 0, size.width(), size.height()))
        empty.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform)
        empty.resize(size)
        empty.show()
        app.processEvents()
        empty_ms = _median_ms(empty.viewport().grab, repeats)
        plain.deleteLater()
        empty.deleteLater()
        app.processEvents()
    return {
        "repeats": repeats,
        "table_ms": table_ms,
        "plain_widget_ms": plain_ms,
        "empty_view_ms": empty_ms,
        **state,
    }


# ---------------------------------------------------------------------------- 3. memory
def rss_kib() -> int:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def _trimmed_rss() -> int:
    """VmRSS once glibc has given freed heap memory back (malloc_trim): what is really
    held, as opposed to freed memory the allocator keeps for reuse."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    return rss_kib()


def memory(deals: int, game_id: str = "braus") -> dict:
    app = _app()
    with tempfile.TemporaryDirectory(prefix="gui-speed-") as tmp:
        window = _window(tmp)
        window.resize(1280, 820)
        c = window.controller
        n = {"braus": 4, "brus": 4, "brus-iceland": 4, "brag": 2}.get(game_id, 4)
        c.new_match(game_id, {}, ["standard"] * n, None, seed=1)
        played = 0
        marks = {}
        start = time.perf_counter()
        while played < deals:
            _wait(app, lambda: c.deal_over)
            played += 1
            if played in (10, deals):
                _flush_deletes(app)
                gc.collect()
                raw = rss_kib()
                marks[played] = {
                    "rss_kib": raw,
                    "trimmed_rss_kib": _trimmed_rss(),
                    "items": len(window.table.scene().items()),
                    "log_lines": len(c.log.lines),
                    "qobjects": len(window.findChildren(object)),
                }
            if played < deals:
                window.next_deal()  # a finished match starts a new one, as the button does
                _flush_deletes(app)
        elapsed = time.perf_counter() - start
        c.shutdown()
        window.close()
    first, last = marks[10], marks[deals]
    return {
        "game": game_id,
        "deals": deals,
        "seconds": elapsed,
        "at_10": first,
        f"at_{deals}": last,
        "rss_growth_mib": (last["rss_kib"] - first["rss_kib"]) / 1024,
        "trimmed_growth_mib": (last["trimmed_rss_kib"] - first["trimmed_rss_kib"]) / 1024,
        "item_growth": last["items"] - first["items"],
    }


# ---------------------------------------------------------------------------- report
def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs, fewer deals")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    parser.add_argument(
        "--runs",
        type=int,
        help="starts of each kind for the cold start (7; 3 with --quick): more on a busy "
        "machine, where one start in a few waits for a core",
    )
    parser.add_argument("--only", choices=("start", "paint", "memory"), action="append")
    parser.add_argument(
        "--before",
        metavar="TREE",
        help="also the cold start of another checkout (main before a change)",
    )
    args = parser.parse_args(argv)
    parts = args.only or ["start", "paint", "memory"]
    runs, repeats, deals = (3, 60, 60) if args.quick else (7, 200, 200)
    runs = args.runs or runs
    out: dict = {
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}"
    }
    from PySide6 import __version__ as pyside

    out["pyside"] = pyside
    print(
        f"Bräus Desktop GUI speed — {out['machine']}, PySide6 {pyside}, "
        f"QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM')}"
    )
    print()
    print(f"{'measure':<52} {'figure':>12} {'baseline':>12} {'target':>14}")
    print("-" * 92)
    if "start" in parts:
        start = out["cold_start"] = cold_start(
            runs, ROOT, args.before and os.path.abspath(args.before)
        )
        measured = [("", start)] + ([("main before: ", start.pop("before"))] if args.before else [])
        if args.before:
            out["cold_start_before"] = measured[1][1]
    for label, r in measured if "start" in parts else []:
        if label:
            print(f"{label}{r['tree']} (alternating start by start with the tree above)")
        print(
            f"{'cold start to first frame, median of %d (ms)' % runs:<52} "
            f"{r['app_ms']:>12.0f} {r['bare_ms']:>12.0f} {'<= 1.5x bare':>14}"
        )
        print(f"{'  app / bare QMainWindow':<52} {r['ratio']:>12.2f}x {'':>12} {'<= 1.50x':>14}")
        print(
            f"{'cold start to first frame with the deal on it (ms)':<52} "
            f"{r['cards_ms']:>12.0f} {r['bare_ms']:>12.0f}"
        )
        print(
            f"{'  app with cards / bare QMainWindow':<52} {r['cards_ratio']:>12.2f}x {'':>12} {'<= 2.00x':>14}"
        )
        w = r["wall_ms"]
        print(
            f"{'  whole process to exit: app / cards / bare (ms)':<52} "
            f"{w['app']:>6.0f} {w['cards']:>5.0f} {w['bare']:>12.0f}"
        )
        u = r["cpu_ms"]
        print(
            f"{'  CPU time to exit: app / cards / bare (ms)':<52} "
            f"{u['app']:>6.0f} {u['cards']:>5.0f} {u['bare']:>12.0f}"
        )
        print(
            f"{'  CPU ratios: app / bare, cards / bare':<52} "
            f"{u['app'] / u['bare']:>6.2f}x {u['cards'] / u['bare']:>4.2f}x"
        )
        f = r["frame_cpu_ms"]
        if f["app"] is not None and f["cards"] is not None:
            print(
                f"{'  CPU time to the frame: app / cards / bare (ms)':<52} "
                f"{f['app']:>6.0f} {f['cards']:>5.0f} {f['bare']:>12.0f}"
            )
            print(
                f"{'  CPU ratios to the frame: app / bare, cards / bare':<52} "
                f"{f['app'] / f['bare']:>6.2f}x {f['cards'] / f['bare']:>4.2f}x"
            )
        if not label:
            k, kc = r["skeleton_ms"], r["skeleton_cards_ms"]
            print(
                f"{'the same window by PySide alone (the floor, ms)':<52} "
                f"{k:>6.0f} {kc:>5.0f} {r['bare_ms']:>12.0f}"
            )
            print(
                f"{'  floor / bare: first frame, with the deal':<52} "
                f"{k / r['bare_ms']:>6.2f}x {kc / r['bare_ms']:>4.2f}x"
            )
            print(
                f"{'  app / floor: first frame, with the deal':<52} "
                f"{r['app_ms'] / k:>6.2f}x {r['cards_ms'] / kc:>4.2f}x"
            )
            fk = r["skeleton_frame_cpu_ms"]
            print(
                f"{'  CPU time to the frame: floor, with the deal (ms)':<52} "
                f"{fk['skeleton']:>6.0f} {fk['skeleton cards']:>5.0f} {f['bare']:>12.0f}"
            )
        own = "  the bare window, this tree's own starts (ms)"
        print(f"{own:<52} {r['own_bare_ms']:>6.0f}")
        print(f"{'  load average (1 min) after':<52} {os.getloadavg()[0]:>6.1f}")
    if "start" in parts and args.before:
        now, then = measured[0][1], measured[1][1]
        print(
            f"{'this tree / before: first frame, with the deal':<52} "
            f"{now['app_ms'] / then['app_ms']:>6.2f}x {now['cards_ms'] / then['cards_ms']:>4.2f}x"
        )
        print(
            f"{'  CPU time to exit, the same':<52} "
            f"{now['cpu_ms']['app'] / then['cpu_ms']['app']:>6.2f}x "
            f"{now['cpu_ms']['cards'] / then['cpu_ms']['cards']:>4.2f}x"
        )
        f_now, f_then = now["frame_cpu_ms"], then["frame_cpu_ms"]
        if None not in (f_now["app"], f_now["cards"], f_then["app"], f_then["cards"]):
            print(
                f"{'  CPU time to the frame, the same':<52} "
                f"{f_now['app'] / f_then['app']:>6.2f}x {f_now['cards'] / f_then['cards']:>4.2f}x"
            )
    if "paint" in parts:
        for (w, h), target in (((1920, 1080), "< 8 ms"), ((3840, 2160), "< 16 ms")):
            r = out[f"paint_{w}x{h}"] = painting(repeats, w, h)
            print(
                f"{'paint table %s, hand %d, trick %d, median (ms)' % (r['viewport'], r['hand'], r['trick']):<52} "
                f"{r['table_ms']:>12.2f} {r['empty_view_ms']:>12.2f} {target:>14}"
            )
            print(
                f"{'  baseline above: empty QGraphicsView; plain QWidget':<52} "
                f"{'':>12} {r['plain_widget_ms']:>12.2f}"
            )
    if "memory" in parts:
        r = out["memory"] = memory(deals)
        a, b = r["at_10"], r[f"at_{deals}"]
        print(
            f"{'RSS after %d bot deals (MiB); baseline: after 10' % deals:<52} "
            f"{b['rss_kib'] / 1024:>12.1f} {a['rss_kib'] / 1024:>12.1f} {'+<=10 MiB':>14}"
        )
        print(f"{'  growth (MiB)':<52} {r['rss_growth_mib']:>12.1f}")
        print(
            f"{'RSS after malloc_trim, %d deals; baseline: 10 (MiB)' % deals:<52} "
            f"{b['trimmed_rss_kib'] / 1024:>12.1f} {a['trimmed_rss_kib'] / 1024:>12.1f}"
        )
        print(f"{'  growth after malloc_trim (MiB)':<52} {r['trimmed_growth_mib']:>12.1f}")
        print(
            f"{'scene items after %d deals; baseline: after 10' % deals:<52} "
            f"{b['items']:>12d} {a['items']:>12d} {'no growth':>14}"
        )
        print(
            f"{'log lines after %d deals; baseline: after 10' % deals:<52} "
            f"{b['log_lines']:>12d} {a['log_lines']:>12d}"
        )
        print(
            f"{'QObjects under the window; baseline: after 10':<52} "
            f"{b['qobjects']:>12d} {a['qobjects']:>12d}"
        )
        print(f"{'  (%d deals took %.0f s)' % (deals, r['seconds']):<52}")
    if args.json:
        print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
