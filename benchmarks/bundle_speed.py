"""The bundled app's size and start-up, each beside a bare PySide6 window bundled the same
way in the same run.

The baseline is the bare QMainWindow of ``benchmarks/gui_speed.py`` (it quits at its first
paint), bundled by ``packaging/braus-desktop.spec`` itself (``BRAUS_SPEC_BARE`` swaps in
the script: same PyInstaller options, same excludes, same ``slim``). The app is the
one-folder bundle ``packaging/build.py`` makes (built here, ``--no-deb``, unless
``--reuse`` finds one already in build/pyinstaller/dist).

1. Size: the bundle folders' bytes (MiB), and the ratio. Target: at most 1.15x.
2. Start-up to the first painted frame: wall time from starting the bundled program to
   the moment it reports (time.time(), the same clock) its first frame painted: the bare
   window, ``braus-desktop --first-frame-exit`` (the real window as a player starts it,
   throwaway data and settings) and ``--first-frame-exit=cards`` (the first frame with
   the deal on the table). Medians of N runs each, interleaved, offscreen, after one
   untimed run of each. Target: the app at most 2x the bare bundle.

Run: ``python benchmarks/bundle_speed.py [--runs N] [--reuse] [--json]``. Figures are
printed, never asserted: nothing here is a test.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from gui_speed import BARE  # noqa: E402  the same bare window as the source-tree figures

APP = ROOT / "build" / "pyinstaller" / "dist" / "braus-desktop"
EXE = ".exe" if sys.platform == "win32" else ""


def mib(folder: Path) -> float:
    return sum(p.lstat().st_size for p in folder.rglob("*")) / 2**20


def build_app() -> float:
    start = time.monotonic()
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--no-deb"],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return time.monotonic() - start


def build_bare(tmp: Path) -> tuple[Path, float]:
    script = tmp / "bare_window.py"
    script.write_text(BARE, encoding="utf-8")
    start = time.monotonic()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "ERROR",
            "--distpath",
            str(tmp / "dist"),
            "--workpath",
            str(tmp / "work"),
            str(ROOT / "packaging" / "braus-desktop.spec"),
        ],
        check=True,
        env=dict(os.environ, BRAUS_SPEC_BARE=str(script)),
    )
    return tmp / "dist" / "bare", time.monotonic() - start


def first_frames(commands: dict[str, list[str]], runs: int, tmp: Path) -> dict:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp),
        XDG_CONFIG_HOME=str(tmp / "config"),
        XDG_DATA_HOME=str(tmp / "data"),
    )
    times: dict[str, list[float]] = {k: [] for k in commands}
    for cmd in commands.values():  # warm the disk cache once, untimed
        subprocess.run(cmd, env=env, cwd=tmp, capture_output=True, timeout=300)
    for _ in range(runs):
        for name, cmd in commands.items():
            start = time.time()
            done = subprocess.run(
                cmd, env=env, cwd=tmp, capture_output=True, text=True, timeout=300
            )
            painted = [
                float(line.split()[-1])
                for line in done.stdout.splitlines()
                if line.startswith("first frame at ")
            ]
            if done.returncode != 0 or not painted:
                raise SystemExit(f"{name} did not paint: {done.stdout}{done.stderr}")
            times[name].append((painted[0] - start) * 1000)
    return {k: statistics.median(v) for k, v in times.items()} | {"all_ms": times}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--reuse", action="store_true", help="use the app bundle already in build/pyinstaller/dist"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not (args.reuse and (APP / f"braus-desktop{EXE}").exists()):
        print("building the app bundle (packaging/build.py --no-deb) ...", flush=True)
        print(f"  {build_app():.0f} s", flush=True)
    with tempfile.TemporaryDirectory(prefix="bundle-speed-") as name:
        tmp = Path(name)
        print("building the bare window bundle with the same spec ...", flush=True)
        bare, seconds = build_bare(tmp)
        print(f"  {seconds:.0f} s", flush=True)
        sizes = {"bare_mib": mib(bare), "app_mib": mib(APP)}
        sizes["ratio"] = sizes["app_mib"] / sizes["bare_mib"]
        app_exe = str(APP / f"braus-desktop{EXE}")
        start = first_frames(
            {
                "bare": [str(bare / f"bare{EXE}")],
                "app": [app_exe, "--first-frame-exit"],
                "cards": [app_exe, "--first-frame-exit=cards"],
            },
            args.runs,
            tmp,
        )
    start["ratio"] = start["app"] / start["bare"]
    start["cards_ratio"] = start["cards"] / start["bare"]
    if args.json:
        print(json.dumps({"size": sizes, "first_frame_ms": start}, indent=2))
        return 0
    print(
        f"\nbundle size: app {sizes['app_mib']:.1f} MiB, bare window "
        f"{sizes['bare_mib']:.1f} MiB: {sizes['ratio']:.3f}x (target at most 1.15x)"
    )
    print(
        f"start-up to first frame (median of {args.runs}): app {start['app']:.0f} ms, "
        f"bare window {start['bare']:.0f} ms: {start['ratio']:.2f}x (target at most 2x)"
    )
    print(
        f"  first frame with the deal on the table: {start['cards']:.0f} ms "
        f"({start['cards_ratio']:.2f}x)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
