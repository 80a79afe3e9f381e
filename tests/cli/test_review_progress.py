"""A long ``braus-desktop-cli review --par`` (issue 44, item 9): its progress on a terminal
(a pseudo-terminal here), nothing on a pipe, and Ctrl-C keeping the deals it finished."""

import json
import os
import pathlib
import pty
import random
import select
import signal
import subprocess
import sys
import time

import pytest

from braus_desktop import cli
from braus_desktop.bots import coaching
from braus_desktop.rules import make_game, records
from braus_desktop.rules.match import Match

ROOT = pathlib.Path(__file__).resolve().parents[2]
WAIT = 300  # seconds: generous, the machine may be busy


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    """A Bräus match of three finished deals and a fourth in play, played at random."""
    m = Match(make_game("braus"), seed=11)
    rng = random.Random(11)
    while len(m.deals) < 4:
        while not m.deal.is_over:
            m.apply(rng.choice(m.deal.legal_actions()))
        m.next_deal()
    assert [d.is_over for d in m.deals] == [True, True, True, False]
    path = tmp_path_factory.mktemp("review") / "match.json"
    records.save(path, m)
    return path


# The CLI as a player starts it from a shell, with Ctrl-C answered: a test run started in
# the background by a shell without job control inherits SIGINT ignored, and so would the
# CLI, which then could not be stopped as a player stops it.
AS_FROM_A_SHELL = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('braus_desktop.cli', run_name='__main__')"
)


def start(argv, stdout, stderr):
    env = dict(
        os.environ,
        PYTHONPATH=os.pathsep.join(
            [str(ROOT)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
        ),
    )
    return subprocess.Popen(
        [sys.executable, "-c", AS_FROM_A_SHELL, *argv],
        stdout=stdout,
        stderr=stderr,
        stdin=subprocess.DEVNULL,
        env=env,
    )


def read_terminal(master: int, proc, until: bytes | None = None) -> bytes:
    """What the program wrote to the terminal: up to ``until`` if given (the program is
    still running then), else all of it until the program ends."""
    seen = b""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 1.0)
        if ready:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # EIO: the program closed its end
                chunk = b""
            if not chunk:
                break
            seen += chunk
            if until is not None and until in seen:
                return seen
        elif until is None and proc.poll() is not None:
            break
    if until is not None:
        proc.kill()
        pytest.fail(f"never wrote {until!r} to the terminal; it wrote {seen[-500:]!r}")
    return seen


def test_on_a_terminal_the_review_shows_its_progress_and_wipes_it(record, tmp_path):
    out = tmp_path / "out.json"
    argv = ["review", str(record), "--par", "--replays", "2", "--samples", "4"]
    master, slave = pty.openpty()
    with open(out, "wb") as stdout:
        proc = start(argv, stdout, slave)
    os.close(slave)
    try:
        shown = read_terminal(master, proc)
    finally:
        os.close(master)
    assert proc.wait(WAIT) == 0
    text = shown.decode("utf-8")
    lines = text.split("\r")
    assert "[" in lines[1] and "%" in lines[1] and "deal 1 of 4: reviewing" in lines[1]
    assert any("deal 2 of 4: par replay" in line for line in lines), text
    assert any(
        line.startswith("[" + "#" * cli.Progress.WIDTH + "] 100% deal 4 of 4") for line in lines
    ), text
    assert "\n" not in text  # one line, redrawn in place
    assert text.endswith("\r") and lines[-2].strip() == ""  # wiped before the JSON
    data = json.loads(out.read_text(encoding="utf-8"))
    assert len(data["deals"]) == 4 and data["par"]["deals"] == 3 and "interrupted" not in data

    # piped, the same run prints the same JSON and nothing on stderr
    piped = subprocess.run(
        [sys.executable, "-m", "braus_desktop.cli", *argv],
        capture_output=True,
        text=True,
        timeout=WAIT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert piped.returncode == 0 and piped.stderr == ""
    assert json.loads(piped.stdout) == data


def test_sigint_stops_a_long_review_with_a_sentence_and_valid_json(record, tmp_path):
    out = tmp_path / "out.json"
    master, slave = pty.openpty()
    # 1000 replays a deal: deal 1's are quick (the replays leave seat 0 little to decide),
    # deal 2's take minutes, were it not stopped
    with open(out, "wb") as stdout:
        proc = start(
            ["review", str(record), "--par", "--replays", "1000", "--samples", "4"], stdout, slave
        )
    os.close(slave)
    try:
        read_terminal(master, proc, until=b"deal 2 of 4: par replay")
        proc.send_signal(signal.SIGINT)
        shown = read_terminal(master, proc).decode("utf-8")
    finally:
        os.close(master)
    assert proc.wait(WAIT) == cli.INTERRUPTED == 130
    assert "Traceback" not in shown
    said = [part.strip() for part in shown.split("\r") if part.strip()][-1]
    assert said == (
        "braus-desktop-cli: stopped by Ctrl-C after 1 of 4 deals: the JSON printed "
        "holds the one finished"
    ), shown
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["interrupted"] is True and [d["deal"] for d in data["deals"]] == [1]
    assert data["deals"][0]["par"]["replays"] == 1000 and data["par"]["deals"] == 1


def test_ctrl_c_after_a_deal_keeps_that_deals_review_and_par(record, capsys, monkeypatch):
    argv = ["review", str(record), "--par", "--replays", "2", "--samples", "4"]
    assert cli.main(argv) == 0
    whole = json.loads(capsys.readouterr().out)
    steps = coaching.par_steps

    def ctrl_c_in_deal_two(*args, **kwargs):  # the moment a Ctrl-C lands there
        if args[1].deal_no == 2:  # (the deal's seating)
            raise KeyboardInterrupt
        return steps(*args, **kwargs)

    monkeypatch.setattr(coaching, "par_steps", ctrl_c_in_deal_two)
    assert cli.main(argv) == 130
    out, err = capsys.readouterr()
    assert err == (
        "braus-desktop-cli: stopped by Ctrl-C after 1 of 4 deals: the JSON printed "
        "holds the one finished\n"
    )
    data = json.loads(out)
    assert data["interrupted"] is True
    assert data["deals"] == whole["deals"][:1] and data["deals"][0]["par"]
    first = whole["deals"][0]["par"]
    assert data["par"]["deals"] == 1 and data["par"]["skill"] == round(first["skill"], 3)
