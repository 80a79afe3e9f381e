"""Each command's own --help (issue 44, item 9): ``braus-desktop --help`` lists the
window's options and names the command-line tool's commands; ``braus-desktop-cli --help``
lists those commands. Run as the installed commands run them (``braus_desktop.__main__``
and ``braus_desktop.cli``), in a process of their own."""

import os
import pathlib
import subprocess
import sys

import pytest

from braus_desktop import cli

ROOT = pathlib.Path(__file__).resolve().parents[2]
COMMANDS = ("simulate", "replay", "rank", "options", "tournament", "review", "puzzle", "stats")
WINDOW_OPTIONS = ("--data-dir", "--watch", "--smoke-test", "--first-frame-exit", "--version")


def run(module: str, *argv: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", module, *argv], capture_output=True, text=True, timeout=300, env=env
    )


def test_the_cli_names_every_command_this_test_knows():
    parsers = next(a for a in cli.build_parser()._actions if a.choices)
    assert tuple(parsers.choices) == COMMANDS


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_braus_desktop_help_is_the_windows_own(flag):
    done = run("braus_desktop", flag)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("usage: braus-desktop [")
    for option in WINDOW_OPTIONS:
        assert option in done.stdout, option
    words = " ".join(done.stdout.split())  # argparse wraps the lines
    assert f"whose commands are {', '.join(COMMANDS)};" in words
    assert "braus-desktop-cli --help describes them" in words


def test_braus_desktop_cli_help_is_the_command_lines_own():
    done = run("braus_desktop.cli", "--help")
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("usage: braus-desktop-cli [")
    for command in COMMANDS:
        assert command in done.stdout, command
    for option in WINDOW_OPTIONS[:3]:  # the window's own are not the CLI's
        assert option not in done.stdout, option


def test_a_command_given_to_braus_desktop_gets_the_commands_help():
    done = run("braus_desktop", "review", "--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage: braus-desktop-cli review [")
    assert "--replays" in done.stdout and "--data-dir" not in done.stdout
