"""How long the window takes to open on a long saved match, and to import one (issue 19:
a 2,000-deal autosave blocked the start for 23 s and Import froze the window for 18 s).

Beside each figure, in the same run, the time ``records.loads`` alone takes for the same
record: what is left is the window's own share (score sheet, statistics, table). The
records are the drawn Bräus deals of ``match_replay.py``. Offscreen; one core.

    python benchmarks/window_resume.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import match_replay  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

SIZES = (250, 500, 1000, 2000)


def _window(folder: Path, resume: bool):
    from braus_desktop.app.main_window import MainWindow
    from braus_desktop.app.settings import Settings

    settings = Settings(QSettings(str(folder / "s.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    return MainWindow(settings, data_dir=folder / "data", resume=resume)


def measure(app: QApplication, text: str) -> tuple[float, float, float]:
    """(records.loads, the window opening on it as its autosave, Import of it) in s."""
    from braus_desktop.rules import records

    started = time.perf_counter()
    records.loads(text)
    loads = time.perf_counter() - started
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "data").mkdir()
        (folder / "data" / "current-match.json").write_text(text, encoding="utf-8")
        started = time.perf_counter()
        win = _window(folder, resume=True)
        win.show()
        app.processEvents()
        opened = time.perf_counter() - started
        assert win.controller.match is not None
        path = folder / "import.json"
        path.write_text(text, encoding="utf-8")
        started = time.perf_counter()
        problem = win.controller.session.import_record(path)
        app.processEvents()
        imported = time.perf_counter() - started
        assert problem is None, problem
        win.controller.shutdown()
        win.close()
        win.deleteLater()
        app.processEvents()
    return loads, opened, imported


def main() -> None:
    app = QApplication.instance() or QApplication([])
    pool = match_replay.drawn_deals()
    print(f"Python {sys.version.split()[0]}, offscreen; best of 3 (seconds)")
    print(f"{'deals':>6} | {'records.loads':>13} | {'window opens':>12} | {'Import':>8}")
    for n in SIZES:
        text = match_replay.drawn_record(n, pool)
        runs = [measure(app, text) for _ in range(3)]
        best = [min(r[i] for r in runs) for i in range(3)]
        print(f"{n:>6} | {best[0]:>13.3f} | {best[1]:>12.3f} | {best[2]:>8.3f}")
    print(
        "targets: the record itself under 1 s at 2,000 deals (match_replay.py); the window "
        "adds little to it"
    )


if __name__ == "__main__":
    main()
