"""The Windows bundle's size and start-up under Wine, each beside a bare PySide6 window
bundled the same way in the same run (Debian/Ubuntu x86-64).

The app is what ``python3 packaging/build.py --target windows`` made (built here first
unless ``--reuse`` finds it): the setup .exe in dist/ and the bundle it installs,
``build/windows/src/build/pyinstaller/dist/braus-desktop``. The baseline is the bare
QMainWindow of ``benchmarks/gui_speed.py``, bundled by the Windows Python under Wine with
``packaging/braus-desktop.spec`` itself (``BRAUS_SPEC_BARE``: the same options, excludes
and ``slim``), as ``bundle_speed.py`` does on Linux.

1. The setup's size; the installed bundle's size beside the bare window's (target: at
   most 1.15x, as on Linux).
2. Start-up to the first painted frame under Wine (offscreen, null graphics driver): wall
   time from starting ``wine <exe>`` to the moment the program reports its first frame
   (``time.time()``: Wine's clock is the host's), the bare window beside
   ``braus-desktop.exe --first-frame-exit``; medians of N interleaved runs after one
   untimed run of each. Wine's own start (its loader and wineserver) is in both.

Run: ``python3 benchmarks/windows_bundle.py [--runs N] [--reuse] [--json]``. Figures are
printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(ROOT / "packaging" / "windows"))
import build  # noqa: E402
import wine as W  # noqa: E402
from gui_speed import BARE  # noqa: E402  the same bare window as the other figures

APP = W.SOURCE / "build" / "pyinstaller" / "dist" / "braus-desktop"
BARE_DIR = W.WINDOWS / "bare"


def mib(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 2**20
    return sum(p.lstat().st_size for p in path.rglob("*")) / 2**20


def build_bare(wine: W.Wine) -> tuple[Path, float]:
    """The bare window, bundled under Wine by the same spec."""
    shutil.rmtree(BARE_DIR, ignore_errors=True)
    BARE_DIR.mkdir(parents=True)
    script = BARE_DIR / "bare_window.py"
    script.write_text(BARE, encoding="utf-8")
    start = time.monotonic()
    wine.python_run(
        [
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "ERROR",
            "--distpath",
            W.windows_path(BARE_DIR / "dist"),
            "--workpath",
            W.windows_path(BARE_DIR / "work"),
            W.windows_path(W.SOURCE / "packaging" / "braus-desktop.spec"),
        ],
        30 * W.MINUTE,
        env={"BRAUS_SPEC_BARE": W.windows_path(script)},
        cwd=W.SOURCE,
        quiet=True,
    )
    return BARE_DIR / "dist" / "bare", time.monotonic() - start


def first_frame_ms(wine: W.Wine, cmd: list[str]) -> float:
    start = time.time()
    done = wine.run(cmd, 5 * W.MINUTE, check=False, quiet=True, env=W.offscreen())
    painted = [
        float(line.split()[-1])
        for line in done.stdout.splitlines()
        if line.startswith("first frame at ")
    ]
    if done.returncode != 0 or not painted:
        raise SystemExit(f"{cmd[0]} did not paint: {done.stdout}")
    return (painted[0] - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--reuse",
        action="store_true",
        help="use the setup and bundle build.py --target windows made",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    ver = build.version()
    setup = ROOT / "dist" / f"braus-desktop-{ver}-win64-setup.exe"
    if not (args.reuse and setup.exists() and (APP / "braus-desktop.exe").exists()):
        print("building (packaging/build.py --target windows) ...", flush=True)
        subprocess.run(
            [sys.executable, str(ROOT / "packaging" / "build.py"), "--target", "windows"],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    wine = W.Wine()
    try:
        wine.boot()
        print("bundling the bare window under Wine with the same spec ...", flush=True)
        bare, seconds = build_bare(wine)
        print(f"  {seconds:.0f} s", flush=True)
        sizes = {"setup_mib": mib(setup), "app_mib": mib(APP), "bare_mib": mib(bare)}
        sizes["ratio"] = sizes["app_mib"] / sizes["bare_mib"]
        commands = {
            "bare": [W.windows_path(bare / "bare.exe")],
            "app": [W.windows_path(APP / "braus-desktop.exe"), "--first-frame-exit"],
        }
        for cmd in commands.values():  # warm the disk cache once, untimed
            first_frame_ms(wine, cmd)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, cmd in commands.items():
                times[name].append(first_frame_ms(wine, cmd))
    finally:
        wine.kill()
    start = {name: statistics.median(v) for name, v in times.items()}
    start["ratio"] = start["app"] / start["bare"]
    if args.json:
        print(json.dumps({"size": sizes, "first_frame_ms": start | {"all_ms": times}}, indent=2))
        return 0
    print(f"\nsetup: {sizes['setup_mib']:.1f} MiB ({setup.name})")
    print(
        f"installed bundle: app {sizes['app_mib']:.1f} MiB, bare window "
        f"{sizes['bare_mib']:.1f} MiB: {sizes['ratio']:.3f}x (target at most 1.15x)"
    )
    print(
        f"start-up to first frame under Wine (median of {args.runs}): app "
        f"{start['app']:.0f} ms, bare window {start['bare']:.0f} ms: {start['ratio']:.2f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
