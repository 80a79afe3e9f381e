"""Killing the app at any moment loses at most the action in flight: a real child process
(``braus-desktop --watch``: computer players in every seat, saving after every action)
is killed with SIGKILL at random moments; each time the save must load as a whole record
with no fewer actions than were saved before, and the next start resumes from it."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time

import pytest

from braus_desktop.rules import records

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def progress(path) -> tuple[str, int]:
    """Which match the save holds (its seed and first deal) and how many actions it has
    saved; loading raises if the file is not a whole, legal record."""
    import json

    match = records.load(path)
    first = json.loads(path.read_text(encoding="utf-8"))["deals"][0]["setup"]
    return (
        f"{match.seed}:{json.dumps(first, sort_keys=True)}",
        sum(len(d.history) for d in match.deals),
    )


@pytest.mark.slow  # (app processes started, played and killed)
def test_killing_the_app_mid_game_loses_at_most_the_action_in_flight(tmp_path):
    data = tmp_path / "data"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "xdg"),
        BRAUS_WATCH_SPEED="instant",
    )
    save = data / "current-match.json"
    rng = random.Random(7)
    seen: tuple[str, int] | None = None
    compared = 0
    for _round in range(5):
        child = subprocess.Popen(
            [sys.executable, "-m", "braus_desktop", "--watch", "--data-dir", str(data)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + 60
            while not save.exists() and time.monotonic() < deadline:
                time.sleep(0.05)
            assert save.exists(), "the app never saved"
            # let it play and save for a while, then kill it mid-write or between writes
            time.sleep(rng.uniform(0.3, 1.5))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=30)
        now = progress(save)
        if seen is not None and now[0] == seen[0]:  # the same match, resumed and played on
            assert now[1] >= seen[1], "a killed app lost saved actions"
            compared += 1
        seen = now
    # (a match that ended meanwhile is followed by a new one: nothing to compare then)
    assert compared >= 1 and seen[1] > 0
    # nothing left half-written next to the save once the app has started again
    child = subprocess.Popen(
        [sys.executable, "-m", "braus_desktop", "--watch", "--data-dir", str(data)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        time.sleep(3)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    now = progress(save)
    assert now[0] != seen[0] or now[1] >= seen[1]
    assert not list(data.glob("*.corrupt"))
