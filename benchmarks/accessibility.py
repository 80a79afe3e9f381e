"""Playing by ear (issue 47): what a screen reader user's session costs, measured over
AT-SPI with the same driver the tests use (``tests/atspi/driver.py``).

It plays a whole deal of every game and lesson 1 of every course by keyboard alone and
prints, per game, the keys pressed for the whole deal; the time from the player's Enter
to the announcement of that play, over every play of the run (median and p95, goal
≤ 100 ms: it includes the trip over D-Bus to the listener, as a screen reader hears it);
and the unnamed interactive objects of every window and dialog the session opened (goal
0). Beside them, measured in the same run, the baseline: what the card table offered
assistive technology before issue 47 (Qt's own interface for a QGraphicsView: how many
of the hand's cards it exposed).

Needs Debian's at-spi2-core, python3-pyatspi (for /usr/bin/python3), Xvfb, D-Bus and
xdotool, as the test does. Run: ``python benchmarks/accessibility.py [--lang en]
[--json]``; a run takes a few minutes (two on an idle machine, longer under load).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
GAMES = ("braus", "brus", "brus_solo", "brus_iceland", "brag")


def baseline_cards_exposed() -> tuple[int, int]:
    """(cards in the player's hand, cards a screen reader could read) with Qt's own
    interface for the table, as before issue 47: a deal started offscreen, in-process."""
    code = """
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
app = QApplication([])
from braus_desktop.app.table import access
access._table_class = QApplication  # (no widget is one: Qt's own interface for the table)
import tempfile
from PySide6.QtCore import QSettings
from braus_desktop.app.main_window import MainWindow
from braus_desktop.app.settings import Settings
tmp = tempfile.mkdtemp()
s = Settings(QSettings(tmp + "/s.ini", QSettings.IniFormat))
s.override("animation/speed", "instant")
w = MainWindow(s, data_dir=tmp + "/data", defer=True)
w.show()
c = w.controller
c.new_match("braus", {}, ["human"] + ["beginner"] * 3, None, seed=5)
for _ in range(200):
    app.processEvents()
iface = QAccessible.queryAccessibleInterface(w.table)
def names(i, depth=0):
    out = [i.text(QAccessible.Text.Name)]
    for k in range(i.childCount()):
        child = i.child(k)
        if child is not None and depth < 4:
            out += names(child, depth + 1)
    return out
said = names(iface)
from braus_desktop.app.phrases import say
cards = c.hands[0].cards
print(len(cards), sum(1 for card in cards if any(say(card.long_name) in n for n in said)))
c.shutdown()
"""
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=ROOT),
        timeout=300,
    )
    held, read = done.stdout.split()[-2:]
    return int(held), int(read)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    scenarios = [f"play:{g}" for g in GAMES] + [f"lesson:{g}" for g in GAMES]
    load = os.getloadavg()[0]
    started = time.monotonic()
    done = subprocess.run(
        [
            "dbus-run-session",
            "--",
            "/usr/bin/python3",
            os.path.join(ROOT, "tests", "atspi", "driver.py"),
            "--python",
            sys.executable,
            "--repo",
            ROOT,
            "--lang",
            args.lang,
            "--scenarios",
            ",".join(scenarios),
        ],
        capture_output=True,
        text=True,
        timeout=1800,
        env={k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")},
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("[")]
    if not lines:
        print(done.stderr[-3000:], file=sys.stderr)
        return 1
    report = {r["scenario"]: r for r in json.loads(lines[-1])}
    took = time.monotonic() - started
    held, read = baseline_cards_exposed()
    latency = sorted(ms for r in report.values() for ms in r.get("latency_ms", []))
    p95 = latency[min(len(latency) - 1, int(0.95 * len(latency)))] if latency else None
    unnamed = {
        f"{scenario} / {window}": objects
        for scenario, r in report.items()
        for window, objects in r.get("unnamed", {}).items()
    }
    figures = {
        "keys_per_deal": {g: report[f"play:{g}"]["keys"] for g in GAMES},
        "keys_per_lesson_1": {g: report[f"lesson:{g}"]["keys"] for g in GAMES},
        "problems": {s: r["problems"] for s, r in report.items() if r["problems"]},
        "announcement_ms": {
            "plays": len(latency),
            "median": statistics.median(latency) if latency else None,
            "p95": p95,
        },
        "unnamed_interactive": sum(len(v) for v in unnamed.values()),
        "windows_checked": sorted(unnamed),
        "baseline_cards_readable": f"{read} of {held}",
        "seconds": round(took, 1),
        "load": round(load, 1),
    }
    if args.json:
        print(json.dumps(figures, ensure_ascii=False, indent=1))
        return 0
    print(f"AT-SPI session, language {args.lang}: {took:.0f} s at load {load:.1f}")
    print("keys to play a whole deal by keyboard alone (lesson 1 in brackets):")
    for g in GAMES:
        print(f"  {g:<13} {report[f'play:{g}']['keys']:>4}   ({report[f'lesson:{g}']['keys']})")
    if latency:
        print(
            f"a card played to its announcement: median {statistics.median(latency):.0f} ms,"
            f" p95 {p95:.0f} ms over {len(latency)} plays (goal <= 100 ms)"
        )
    print(
        f"unnamed interactive objects: {figures['unnamed_interactive']} over "
        f"{len(unnamed)} windows and dialogs (goal 0)"
    )
    for where, objects in unnamed.items():
        if objects:
            print(f"  {where}: {', '.join(objects)}")
    print(
        f"baseline, before issue 47: the table's hand readable by a screen reader: "
        f"{read} of {held} cards; now: every card (the driver played from them)"
    )
    for scenario, problems in figures["problems"].items():
        print(f"PROBLEM {scenario}: {problems}")
    return 1 if figures["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
