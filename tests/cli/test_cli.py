"""The headless CLI: simulate, replay, options, and one-line errors with exit status 2."""

import json
import subprocess
import sys

import pytest

from braus_desktop import cli
from braus_desktop.rules import make_game, records
from braus_desktop.rules.match import Match


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_braus_summary(capsys):
    code, out, err = run(
        capsys, "simulate", "--game", "braus", "--players", "4", "--deals", "300", "--seed", "7"
    )
    assert code == 0 and not err
    s = json.loads(out)
    assert s["deals"] == 300 and sum(s["wins"]) + s["draws"] == 300
    assert 0 < s["jan"] < 300 and 0 <= s["kc_wins"] < 300
    again = json.loads(
        run(capsys, "simulate", "--game", "braus", "--deals", "300", "--seed", "7")[1]
    )
    assert again == s  # same seed, same figures


def test_simulate_six_players(capsys):
    s = json.loads(
        run(
            capsys, "simulate", "--game", "braus", "--players", "6", "--deals", "50", "--seed", "1"
        )[1]
    )
    assert s["options"]["players"] == 6 and sum(s["wins"]) + s["draws"] == 50


def test_replay_prints_final_state(capsys, tmp_path):
    import random

    m = Match(make_game("braus"), seed=2)
    rng = random.Random(2)
    while not m.deal.is_over:
        m.apply(rng.choice(m.deal.legal_actions()))
    path = tmp_path / "r.json"
    records.save(path, m)
    code, out, err = run(capsys, "replay", str(path))
    data = json.loads(out)
    assert code == 0 and data["final"]["over"] and data["final"]["result"]["points"]
    assert data["scores"] == list(m.scores)


@pytest.mark.parametrize(
    "argv, words",
    [
        (["simulate", "--game", "nope"], "invalid choice"),
        (["simulate", "--game", "braus", "--players", "5"], "takes one of 4, 6"),
        (["simulate", "--game", "braus", "--deals", "0"], "--deals"),
        (["simulate", "--game", "braus", "--option", "target"], "name=value"),
        (["replay", "/no/such/file.json"], "could not be read"),
        ([], "required"),
    ],
)
def test_bad_arguments_one_line_exit_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and not out
    assert len(err.strip().splitlines()) == 1 and words in err


def test_bad_record_file(capsys, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(
        '{"format": "braus-desktop-record", "version": 1, "game": "braus", '
        '"deals": [{"dealer": 0, "setup": {"hands": "x"}, "actions": []}]}'
    )
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and "Deal 1 cannot be dealt" in err and len(err.splitlines()) == 1


def test_module_entry_point_runs():
    out = subprocess.run(
        [sys.executable, "-m", "braus_desktop", "options", "--game", "braus"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert json.loads(out)["options"][0]["name"] == "players"


@pytest.mark.parametrize("game_id", ["brus", "brus-solo", "brus-iceland", "brag"])
def test_simulate_every_game(capsys, game_id):
    code, out, err = run(capsys, "simulate", "--game", game_id, "--deals", "40", "--seed", "3")
    s = json.loads(out)
    assert code == 0 and s["game"] == game_id and sum(s["wins"]) + s["draws"] == 40
    assert len(s["wins"]) == {"brus": 2, "brus-solo": 3, "brus-iceland": 2, "brag": 2}[game_id]


def test_simulate_with_options(capsys):
    s = json.loads(
        run(
            capsys,
            "simulate",
            "--game",
            "brus",
            "--deals",
            "20",
            "--seed",
            "1",
            "--option",
            "no_stock=true",
            "--option",
            "target=9",
        )[1]
    )
    assert s["options"]["no_stock"] is True and s["options"]["target"] == 9
    code, out, err = run(capsys, "simulate", "--game", "brus", "--players", "3")
    assert code == 2 and "4 players" in err


@pytest.mark.parametrize(
    "cards, expected",
    [
        ("AS KS QS", "running_flush: Running flush, ace high"),
        ("3C 3D 3H", "prial:"),
        ("TH 9H 8H 7H", "running_flush:"),
    ],
)
def test_rank_prints_category_and_name(capsys, cards, expected):
    code, out, err = run(capsys, "rank", cards)
    assert code == 0 and out.startswith(expected)


@pytest.mark.parametrize(
    "cards, words", [("AS KS", "3 or 4 cards"), ("AS KS ZZ", "'ZZ'"), ("AS AS KS", "twice")]
)
def test_rank_bad_cards_one_line_exit_2(capsys, cards, words):
    code, out, err = run(capsys, "rank", cards)
    assert code == 2 and not out and words in err and len(err.strip().splitlines()) == 1


# ------------------------------------------------------------------ issue 19: hostile input


def cli_process(*argv, timeout=60):
    """The CLI as a real process (a file that blocks would block it, not the tests)."""
    import os
    import pathlib

    env = dict(os.environ, PYTHONPATH=str(pathlib.Path(__file__).parents[2]))
    return subprocess.run(
        [sys.executable, "-m", "braus_desktop", *argv],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def one_line(err):
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].isprintable() and len(lines[0]) <= 450, lines[0]
    for internal in ("Traceback", "set_int_max_str_digits", "Errno", "JSONDecodeError"):
        assert internal not in err
    return lines[0]


TOURNAMENT = ["tournament", "--game", "braus", "--a", "random", "--b", "random", "--deals", "2"]


@pytest.fixture
def fifo(tmp_path):
    import os

    path = tmp_path / "fifo.json"
    os.mkfifo(path)
    return path


def test_replay_refuses_special_files_without_blocking(fifo, tmp_path):
    for path, words in ((fifo, "pipe (FIFO)"), ("/dev/zero", "device"), (tmp_path, "folder")):
        done = cli_process("replay", str(path), timeout=30)
        assert done.returncode == 2 and not done.stdout
        assert words in one_line(done.stderr)


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda tmp, fifo: "/dev/zero", "device"),
        (lambda tmp, fifo: str(fifo), "pipe (FIFO)"),
        (lambda tmp, fifo: str(tmp), "folder"),
        (lambda tmp, fifo: str(tmp / "no" / "such" / "run.jsonl"), "folder does not exist"),
    ],
)
def test_tournament_refuses_a_checkpoint_it_cannot_use_before_playing(tmp_path, fifo, make, words):
    done = cli_process(*TOURNAMENT, "--checkpoint", make(tmp_path, fifo), timeout=30)
    assert done.returncode == 2 and not done.stdout
    assert words in one_line(done.stderr)


@pytest.mark.parametrize(
    "name, words",
    [
        ("", "no file name was given"),
        ("no-such-folder/", "names a folder"),
        (".", "folder"),
    ],
)
def test_tournament_refuses_a_checkpoint_name_before_playing(
    capsys, tmp_path, monkeypatch, name, words
):
    """``--checkpoint ''`` passed the checks, played the first chunk, then ended in a
    FileNotFoundError traceback."""
    from braus_desktop.bots import tournament as tournament_module

    def played(*_args):
        raise AssertionError("a deal was played")

    monkeypatch.setattr(tournament_module, "_run_deals", played)
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, *TOURNAMENT, "--checkpoint", name)
    assert code == 2 and not out
    assert words in one_line(err)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "number",
    ["1" + "0" * 400, "-1" + "0" * 400, "1e999", "NaN"],
    ids=["400-digits", "minus-400-digits", "1e999", "NaN"],
)
def test_a_checkpoint_line_with_a_number_out_of_range_is_played_again(capsys, tmp_path, number):
    """A checkpoint's figures are checked before anything converts them: a 400-digit
    number raised OverflowError (a traceback, exit 1). The line is passed over and its
    deals played again."""
    path = tmp_path / "run.jsonl"
    code, first, _err = run(capsys, *TOURNAMENT, "--checkpoint", str(path))
    assert code == 0
    line = json.loads(path.read_text())
    line["per_deal"][0][0] = "@"
    path.write_text(json.dumps(line).replace('"@"', number) + "\n")
    code, out, err = run(capsys, *TOURNAMENT, "--checkpoint", str(path))
    assert code == 0 and not err
    assert json.loads(out)["points"] == json.loads(first)["points"]


def checkpoint_lines(path) -> list[dict]:
    """Every line of a checkpoint, each a whole one (JSON); none torn."""
    data = path.read_bytes()
    assert data == b"" or data.endswith(b"\n")
    return [json.loads(line) for line in data.splitlines()]


def test_a_full_disk_during_a_tournament_is_one_line_and_keeps_the_deals_written(
    capsys, tmp_path, monkeypatch
):
    """The disk fills up while the second chunk is written (half of it is written, then
    ENOSPC): one line, exit 2, the first chunk kept whole; the same command later plays on
    from there, and the figures are those of a run that was never stopped."""
    import errno
    import os

    path = tmp_path / "run.jsonl"
    argv = [*TOURNAMENT[:-2], "--deals", "60", "--checkpoint", str(path)]
    real_write = os.write
    writes = []

    def full_disk(fd, data):
        if os.path.exists(path) and os.fstat(fd).st_ino == os.stat(path).st_ino:
            writes.append(len(data))
            if len(writes) >= 2:
                if len(writes) == 2:
                    real_write(fd, bytes(data)[: len(data) // 2])
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full_disk)
    code, out, err = run(capsys, *argv)
    monkeypatch.undo()
    assert code == 2 and not out
    line = one_line(err)
    assert "the disk is full" in line and "25 deals" in line and "again" in line
    assert [len(p["indices"]) for p in checkpoint_lines(path)] == [25]
    code, out, err = run(capsys, *argv)
    assert code == 0 and not err
    assert [len(p["indices"]) for p in checkpoint_lines(path)] == [25, 25, 10]
    whole = run(capsys, *argv[:-2])
    assert json.loads(out)["points"] == json.loads(whole[1])["points"]


@pytest.fixture
def tiny_disk(tmp_path):
    """A 64 KiB tmpfs (needs root and mount, as on this project's machines and CI)."""
    where = tmp_path / "tiny"
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k,nr_inodes=16", "tmpfs", str(where)],
        capture_output=True,
    )
    if done.returncode != 0:
        pytest.skip("cannot mount a small tmpfs here: " + done.stderr.decode().strip())
    yield where
    subprocess.run(["umount", "-l", str(where)], check=False)


def test_a_tournament_on_a_full_disk_says_so_and_plays_on_later(tmp_path, tiny_disk):
    """A real full disk (a tmpfs filled to its last byte), the CLI as a real process."""
    path = tiny_disk / "run.jsonl"
    filler = tiny_disk / "filler"
    with open(filler, "wb", buffering=0) as fh:
        try:
            while True:
                fh.write(b"\0" * 1024)
        except OSError:
            pass
    done = cli_process(*TOURNAMENT, "--checkpoint", str(path))
    assert done.returncode == 2 and not done.stdout
    assert "the disk is full" in one_line(done.stderr)
    assert checkpoint_lines(path) == []
    filler.unlink()
    done = cli_process(*TOURNAMENT, "--checkpoint", str(path))
    assert done.returncode == 0 and json.loads(done.stdout)["duplicate_deals"] == 2
    assert [len(p["indices"]) for p in checkpoint_lines(path)] == [2]


def test_tournament_never_appends_to_a_file_that_is_not_a_checkpoint(capsys, tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("my notes\nabout the expert\n")
    code, out, err = run(capsys, *TOURNAMENT, "--checkpoint", str(path))
    assert code == 2 and "not a tournament checkpoint" in one_line(err)
    assert path.read_text() == "my notes\nabout the expert\n"
    # a real checkpoint is taken up again
    good_path = tmp_path / "run.jsonl"
    assert run(capsys, *TOURNAMENT, "--checkpoint", str(good_path))[0] == 0
    code, out, err = run(capsys, *TOURNAMENT, "--deals", "3", "--checkpoint", str(good_path))
    assert code == 0 and json.loads(out)["duplicate_deals"] == 3


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--a", "expert", "--budget", "nan"], "--budget"),
        (["--a", "expert", "--budget", "inf"], "--budget"),
        (["--a", "expert", "--budget", "1e308"], "--budget"),
        (["--a", "expert", "--budget", "-1"], "--budget"),
        (["--a", "expert", "--budget", "0"], "--budget"),
        (["--a", "expert", "--samples", "0"], "--samples"),
        (["--a", "expert", "--samples", "1000000000"], "--samples"),
        (["--deals", "0"], "--deals"),
        (["--jobs", "0"], "--jobs"),
        (["--seed", "9" * 30], "--seed"),
        (["--seed", "9" * 5000], "invalid int value"),
        (["--a", "\x1b]0;owned\x07"], r"'\x1b]0;owned\x07'"),
    ],
    ids=[
        "nan",
        "inf",
        "1e308",
        "negative",
        "zero",
        "no-samples",
        "1e9-samples",
        "no-deals",
        "no-jobs",
        "seed-30-digits",
        "seed-5000-digits",
        "escape-level",
    ],
)
def test_tournament_arguments_are_checked_before_any_work(capsys, argv, words):
    base = [a for a in TOURNAMENT]
    for flag in ("--a", "--deals"):
        if flag in argv:
            i = base.index(flag)
            del base[i : i + 2]
    code, out, err = run(capsys, *base, *argv)
    assert code == 2 and not out
    assert words in one_line(err)


def _record_with(action_text):
    import random

    m = Match(make_game("braus"), seed=2)
    rng = random.Random(2)
    while not m.deal.is_over:
        m.apply(rng.choice(m.deal.legal_actions()))
    rec = json.loads(records.dumps(m))
    rec["deals"][0]["actions"].insert(0, action_text)
    return json.dumps(rec, ensure_ascii=False)


@pytest.mark.parametrize(
    "text, words",
    [
        (_record_with("\x1b]0;owned\x07AS"), r"'\x1b]0;owned\x07AS'"),
        (_record_with("AS\nbraus-desktop-cli: all fine"), r"'AS\nbraus-desktop-cli: all fine'"),
        (_record_with("Q" * 200), "Q" * 60),
        ('{"format": "braus-desktop-record", "version": ' + "7" * 5000 + "}", "far too long"),
        ('{"format": ' * 30, "not valid JSON (line 1, column 331)"),
        ("[" * 100000, "nested"),
        # a record is read a deal at a time, and each deal has its limit (issue 45)
        (
            '{"format": "braus-desktop-record", "version": 1, "deals": ["'
            + "x" * (2 * 1024 * 1024)
            + '"]}',
            "Deal 1 of the record is too large",
        ),
    ],
    ids=["escape", "newline", "long", "huge-number", "torn", "deep", "huge-deal"],
)
def test_replay_shows_hostile_records_safely(capsys, tmp_path, text, words):
    path = tmp_path / "evil\x1b[2J.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and not out
    line = one_line(err)
    assert words in line and r"evil\x1b[2J.json" in line
