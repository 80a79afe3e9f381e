"""A blind player's session over AT-SPI (issue 47): ``driver.py``, run by the system's
Python (Debian's python3-pyatspi) inside its own D-Bus session, X server and
accessibility bus, plays a whole deal of every game and lesson 1 of every course with
nothing but what a screen reader gets: names, roles, states, actions, announcements and
key presses. Each scenario must end with no problem: the deal played to its end, every
card played at the table announced in order with its player and its name, in English and
in Swedish, each announcement's words carried by its events (on Linux a notice renamed
and shown; the driver never has to ask the app for them afterwards).

Skipped, saying what is missing, where the machine has no AT-SPI (CI installs it:
.ci/run's system packages)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.atspi, pytest.mark.slow]  # minutes: the whole suite only

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
GAMES = ("braus", "brus", "brus_solo", "brus_iceland", "brag")


def missing() -> str:
    """What the driver needs and this machine lacks ("" if nothing)."""
    for tool in ("dbus-run-session", "Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not os.path.exists(BUS_LAUNCHER):
        return "at-spi2-core is not installed (no at-spi-bus-launcher)"
    if (
        not os.path.exists(SYSTEM_PYTHON)
        or subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode
    ):
        return "the system's Python has no pyatspi (python3-pyatspi)"
    return ""


def drive(lang: str, scenarios: list[str]) -> dict[str, dict]:
    """Run the driver; its report, by scenario."""
    why = missing()
    if why:
        pytest.skip(f"AT-SPI is not available here: {why}")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    done = subprocess.run(
        [
            "dbus-run-session",
            "--",
            SYSTEM_PYTHON,
            str(HERE / "driver.py"),
            "--python",
            sys.executable,
            "--repo",
            str(ROOT),
            "--lang",
            lang,
            "--scenarios",
            ",".join(scenarios),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
        env=env,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("[")]
    assert done.returncode == 0 and lines, done.stderr[-3000:]
    return {r["scenario"]: r for r in json.loads(lines[-1])}


# One session per game, so the two test processes share the games between them (one
# session for every game was the whole suite's longest step, and always its tail).
@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_deal_and_lesson_one_by_ear(game_id):
    reports = drive("en", [f"play:{game_id}", f"lesson:{game_id}"])
    deal, lesson = reports[f"play:{game_id}"], reports[f"lesson:{game_id}"]
    assert deal["problems"] == []
    assert deal["plays"] > 0 and deal["keys"] > 0
    assert lesson["problems"] == []
    assert lesson["keys"] > 0
    # every notice's words came with its events: none had to be asked for afterwards
    assert deal["asked"] == lesson["asked"] == 0


def test_a_deal_and_a_lesson_in_swedish():
    swedish = drive("sv", ["play:braus", "lesson:braus"])
    for report in swedish.values():
        assert report["problems"] == []
        assert report["asked"] == 0
    assert swedish["play:braus"]["plays"] > 0
