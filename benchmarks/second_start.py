"""How long a second start on a data folder that an app already has takes to bring that
app forward and exit (target: under 2 s).

A real app is started (offscreen, a throwaway data folder) and left waiting for the
player; then ``python -m braus_desktop`` on the same folder is started N times, and the
wall time from starting each to its exit is measured; every one must exit 0 (the running
app answered). Beside it, the same interpreter starting and exiting at once (``python -c
pass``), the part of the figure no app code can save.

Run: ``python benchmarks/second_start.py [--runs N]``. Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def timed(args: list[str], env: dict) -> tuple[float, int]:
    start = time.perf_counter()
    done = subprocess.run(args, env=env, capture_output=True)
    return time.perf_counter() - start, done.returncode


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory(prefix="braus-second-start-") as tmp:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            HOME=tmp,
            XDG_RUNTIME_DIR=tmp,
            XDG_CONFIG_HOME=os.path.join(tmp, "config"),
            PYTHONPATH=os.pathsep.join(filter(None, [ROOT, os.environ.get("PYTHONPATH")])),
        )
        # a player who has started the app before: a first start waits on the welcome
        config = os.path.join(tmp, "config", "braus-desktop")
        os.makedirs(config)
        with open(os.path.join(config, "Bräus Desktop.conf"), "w", encoding="utf-8") as fh:
            fh.write("[interface]\nwelcomed=true\n")
        data = os.path.join(tmp, "data")
        app = [sys.executable, "-m", "braus_desktop", "--data-dir", data]
        first = subprocess.Popen(app, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 60
            while not os.path.exists(os.path.join(data, "current-match.json")):
                if time.monotonic() > deadline:
                    sys.exit("the first app never started")
                time.sleep(0.05)
            bare, second, codes = [], [], []
            for _ in range(runs):
                bare.append(timed([sys.executable, "-c", "pass"], env)[0])
                seconds, code = timed(app, env)
                second.append(seconds)
                codes.append(code)
        finally:
            first.send_signal(signal.SIGINT)
            first.wait(60)
    print(
        f"second start, hand-over and exit: median {statistics.median(second):.3f} s, "
        f"max {max(second):.3f} s over {runs} runs (exit codes: {sorted(set(codes))})"
    )
    print(f"bare interpreter start and exit:  median {statistics.median(bare):.3f} s")


if __name__ == "__main__":
    main()
