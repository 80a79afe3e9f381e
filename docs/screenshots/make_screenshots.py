"""Remake the table screenshots in this folder: ``python docs/screenshots/make_screenshots.py``.

Each is the real window at 1280x800 (offscreen, instant animations, throwaway data and
settings, seeded bots), played forward to a moment worth showing, then ``window.grab()``.
braus-table.png (Bräus, 4 players) is kept as it is unless ``--all`` is given.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

WAIT_S = 120


def run_until(app, predicate) -> None:
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(2)
    timer.timeout.connect(lambda: predicate() and loop.quit())
    timer.start()
    QTimer.singleShot(WAIT_S * 1000, loop.quit)
    if not predicate():
        loop.exec()
    timer.stop()
    app.sendPostedEvents(None, QEvent.DeferredDelete)
    if not predicate():
        raise SystemExit("the table never reached the moment to show")


def make_window(tmp: str):
    from braus_desktop.app.main_window import MainWindow
    from braus_desktop.app.settings import Settings
    settings = Settings(QSettings(os.path.join(tmp, "settings.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    from braus_desktop.app.table import timings
    timings.INSTANT_SEEN_MS = 0  # no pause to read each trick: nobody reads these
    window = MainWindow(settings, data_dir=os.path.join(tmp, "data"), defer=True)
    window.controller.save_enabled = False
    window.resize(1280, 800)
    window.show()
    return window


def human_plays_first_legal(c) -> None:
    from braus_desktop.rules.core import Pass, Play
    legal = c.state.legal_actions()
    plays = [a for a in legal if isinstance(a, Play)]
    if plays:
        c.input.play(list(plays[0].cards))
    elif any(isinstance(a, Pass) for a in legal):
        c.input.pass_turn()
    else:
        c.apply(legal[0])


def save(app, window, name: str, settle: bool = True) -> Path:
    if settle:
        app.processEvents()
    path = HERE / name
    window.grab().save(str(path), "PNG")
    print(f"{path.relative_to(HERE.parents[1])}: {path.stat().st_size // 1024} KiB")
    return path


def braus(app, window, players: int, name: str, seed: int) -> None:
    """Bräus mid-trick: the human to play with at least two cards in the trick."""
    c = window.controller
    for s in range(seed, seed + 60):
        c.new_match("braus", {"players": players},
                    ["human"] + ["standard"] * (players - 1), None, seed=s)
        while True:
            run_until(app, lambda: c.human_to_act or c.deal_over)
            if c.deal_over:
                break
            if len(c.trick.plays) >= 2 and len(c.hands[0].cards) >= 5 and c.won.tricks:
                save(app, window, name)
                return
            human_plays_first_legal(c)
    raise SystemExit(f"no Bräus {players}p deal reached a trick to show")


def brus(app, window, name: str) -> None:
    """Danish Brus: the stock on the table, a multiple trick (a set of one rank) led."""
    c = window.controller
    for s in range(1, 400):
        c.new_match("brus", {}, ["human", "standard", "standard", "standard"], None, seed=s)
        while True:
            run_until(app, lambda: c.human_to_act or c.deal_over)
            if c.deal_over:
                break
            multiple = any(len(p.cards) > 1 for p in c.trick.plays)
            if multiple and window.table.stock > 0:
                window.statusBar().showMessage("A set is led: answer it with as many cards.")
                save(app, window, name)
                return
            human_plays_first_legal(c)
    raise SystemExit("no Brus deal showed a multiple trick with the stock")


def iceland(app, window, name: str) -> None:
    """Icelandic Brús: the human's cut, the pack spread on the table."""
    from braus_desktop.rules import make_game
    from braus_desktop.rules.core import Cut
    from braus_desktop.rules.match import Match
    game = make_game("brus-iceland")
    c = window.controller
    for dealer in range(4):
        match = Match(game, seed=4, first_dealer=dealer)
        if match.deal.current_player == 0:
            break
    c.start_match(match, ["human", "standard", "standard", "standard"])
    run_until(app, lambda: c.human_to_act)
    assert isinstance(c.state.legal_actions()[0], Cut)
    save(app, window, name)


def brag(app, window, showdown: str, arranger: str) -> None:
    """Brag: the arranger dialog over the table, then the showdown sheet on the table."""
    c = window.controller
    c.new_match("brag", {"players": 3}, ["human", "greedy", "greedy"], None, seed=2)
    run_until(app, lambda: window._arranger is not None)
    dialog = window._arranger
    dialog.auto_arrange()
    app.processEvents()
    dialog.grab().save(str(HERE / arranger), "PNG")
    print(f"docs/screenshots/{arranger}: {(HERE / arranger).stat().st_size // 1024} KiB")
    # The showdown stays on the table as a sheet (every position, its winner marked)
    # until Next deal: it is grabbed once the deal is over.
    dialog.accept()
    run_until(app, lambda: c.deal_over)
    save(app, window, showdown)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--all", action="store_true", help="remake braus-table.png too")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(["make_screenshots"])
    with tempfile.TemporaryDirectory(prefix="braus-shots-") as tmp:
        window = make_window(tmp)
        if args.all:
            braus(app, window, 4, "braus-table.png", seed=1)
        braus(app, window, 6, "braus-6-players.png", seed=1)
        brus(app, window, "brus-table.png")
        iceland(app, window, "brus-iceland-cut.png")
        brag(app, window, "brag-showdown.png", "brag-arranger.png")
        window.controller.shutdown()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
