"""Nothing a player keeps is lost: a save the window cannot play on is kept aside byte for
byte before the new game starts, a record Import cannot play leaves the game in play as it
was, and a save that fails is said above the table (and in the game log) until a save
succeeds again."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings
from test_table_play import WAIT, braus, wait_turn

from braus_desktop import rules
from braus_desktop.app.main_window import MainWindow
from braus_desktop.app.settings import Settings
from braus_desktop.rules import records

SAVE = "current-match.json"


def open_on(qtbot, tmp_path, data):
    """The app as a player starts it on ``data``: resuming the save there if it can."""
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    win = MainWindow(settings, data_dir=data)
    qtbot.addWidget(win)
    win.show()
    return win


def braus_record(**notes) -> str:
    match = rules.Match(rules.make_game("braus"), seed=11)
    for _ in range(5):
        match.apply(match.deal.legal_actions()[0])
    return records.dumps(match, notes or None)


def told(c, words: str) -> list[str]:
    return [line for line in c.log.lines if words in line]


def move(qtbot, win) -> None:
    """The player's next move (a card if one can be played, else Pass; Next deal once the
    deal is over), then wait for the player's turn again."""
    c = win.controller
    if c.deal_over:
        win.next_deal()
    else:
        plays = [a for a in c.state.legal_actions() if isinstance(a, rules.Play)]
        if plays:
            c.input.play(list(plays[0].cards))
        else:
            c.input.pass_turn()
    wait_turn(qtbot, c)


@pytest.mark.parametrize("case", ["unknown level", "newer version", "no deals"])
def test_a_save_the_window_refuses_is_kept_aside_byte_for_byte(qtbot, tmp_path, case):
    data = tmp_path / "data"
    data.mkdir()
    if case == "unknown level":
        text = braus_record(
            levels=json.dumps(["human", "grandmaster", "standard", "standard"]),
            names=json.dumps(["You", "West", "North", "East"]),
        )
    else:
        record = json.loads(braus_record())
        if case == "newer version":
            record["version"] += 1
        else:
            record["deals"] = []
        text = json.dumps(record)
    (data / SAVE).write_text(text, encoding="utf-8")
    original = (data / SAVE).read_bytes()
    win = open_on(qtbot, tmp_path, data)
    c = win.controller
    wait_turn(qtbot, c)
    assert (data / f"{SAVE}.corrupt").read_bytes() == original
    sentence = told(c, f"{SAVE}.corrupt")
    assert len(sentence) == 1 and "could not be loaded" in sentence[0]
    assert "Traceback" not in sentence[0] and "Error" not in sentence[0]
    # the new game's save is a good record, beside the one kept aside
    records.load(data / SAVE)
    assert (data / SAVE).read_bytes() != original
    c.shutdown()


def test_a_brag_save_without_seat_notes_is_resumed_with_the_games_own_levels(qtbot, tmp_path):
    """``records.dumps(match)`` writes no seat notes; Brag has no 'standard' level, which
    the window used to assume, and so refused (and overwrote) such a save."""
    data = tmp_path / "data"
    data.mkdir()
    match = rules.Match(rules.make_game("brag"), seed=4)
    (data / SAVE).write_text(records.dumps(match), encoding="utf-8")
    win = open_on(qtbot, tmp_path, data)
    c = win.controller
    qtbot.waitUntil(lambda: c.match is not None and c.input.wants_arrangement(), timeout=WAIT)
    assert c.match.deals[0].seed == match.deals[0].seed
    assert c.levels == ["human", "greedy", "greedy"] or c.levels[1:] == ["greedy"] * (
        c.game.n_players - 1
    )
    assert not list(data.glob("*.corrupt"))
    c.shutdown()


def test_import_of_a_brag_record_without_seat_notes_plays_it(qtbot, window, tmp_path):
    c = braus(window)
    wait_turn(qtbot, c)
    match = rules.Match(rules.make_game("brag"), seed=4)
    path = tmp_path / "brag.json"
    path.write_text(records.dumps(match), encoding="utf-8")
    assert c.session.import_record(path) is None
    qtbot.waitUntil(lambda: c.input.wants_arrangement(), timeout=WAIT)
    assert c.game.id == "brag" and c.practice


def test_a_record_import_cannot_play_leaves_the_game_in_play_as_it_was(qtbot, window, tmp_path):
    c = braus(window)
    wait_turn(qtbot, c)
    before = c.session.snapshot()
    record = json.loads(braus_record())
    record["deals"] = []
    path = tmp_path / "empty.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    problem = c.session.import_record(path)
    assert problem and problem.startswith("'empty.json' could not be imported: ")
    wait_turn(qtbot, c)
    assert c.session.snapshot() == before and c.game.id == "braus"


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="Windows does not let the data folder "
    "be removed while the app has a file in it open (its statistics)",
)
def test_a_failed_save_stays_on_screen_and_in_the_log_until_a_save_succeeds(
    qtbot, open_window, tmp_path
):
    win = open_window()
    c = win.controller
    data = c.session.data_dir
    c = braus(win)
    wait_turn(qtbot, c)
    assert not win.save_notice.isVisible()
    # the data folder turns into a file (or any path the save cannot be written to)
    saved = (data / SAVE).read_bytes()
    for child in data.iterdir():
        child.unlink()
    data.rmdir()
    data.write_text("not a folder")
    for _ in range(2):  # two moves: the notice stays, and the log has it once
        move(qtbot, win)
        assert win.save_notice.isVisible()
        assert "is a file, not a folder" in win.save_notice.text()
    assert len(told(c, "could not be saved")) == 1
    # the player moves the file away: the next move saves, and the notice goes
    data.unlink()
    data.mkdir()
    move(qtbot, win)
    assert not win.save_notice.isVisible()
    assert len(told(c, "saved again")) == 1
    assert records.load(data / SAVE).deals[0].seed == records.loads(saved).deals[0].seed


@pytest.fixture
def tiny_disk(tmp_path):
    """A 256 KiB tmpfs (needs root and mount, as on this project's machines and CI)."""
    if not sys.platform.startswith("linux"):
        pytest.skip("a small disk is a tmpfs mounted with Linux's mount")
    where = tmp_path / "tiny"
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=256k,nr_inodes=64", "tmpfs", str(where)],
        capture_output=True,
    )
    if done.returncode != 0:
        pytest.skip("cannot mount a small tmpfs here: " + done.stderr.decode().strip())
    yield where
    subprocess.run(["umount", "-l", str(where)], check=False)


def test_a_full_disk_is_said_with_what_to_do(qtbot, tmp_path, tiny_disk):
    data = tiny_disk / "data"
    data.mkdir()
    filler = tiny_disk / "filler"
    with open(filler, "wb", buffering=0) as fh:  # fill the disk to the last byte
        try:
            while True:
                fh.write(b"\0" * 4096)
        except OSError:
            pass
    win = open_on(qtbot, tmp_path, data)
    c = win.controller
    wait_turn(qtbot, c)
    assert win.save_notice.isVisible()
    assert "the disk is full" in win.save_notice.text()
    assert "Free some space" in win.save_notice.text()
    assert told(c, "the disk is full")
    assert not list(data.glob(".*.tmp"))  # nothing half-written left behind
    filler.unlink()
    move(qtbot, win)
    assert not win.save_notice.isVisible()
    assert records.load(data / SAVE)
    c.shutdown()


@pytest.mark.skipif(
    not hasattr(os, "mkfifo"),
    reason="Windows has no FIFOs (its named pipes are not files in a folder)",
)
def test_a_fifo_as_the_save_or_as_an_import_never_blocks(qtbot, tmp_path):
    """Special files are refused with a sentence, at once: a FIFO in the save's place is
    kept aside like any save that cannot be read, and importing one leaves the game as
    it was."""
    import os

    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / SAVE)
    win = open_on(qtbot, tmp_path, data)
    c = win.controller
    wait_turn(qtbot, c)
    assert told(c, f"{SAVE}.corrupt") and records.load(data / SAVE)
    pipe = tmp_path / "record.json"
    os.mkfifo(pipe)
    before = c.session.snapshot()
    problem = c.session.import_record(pipe)
    assert problem and "'record.json' could not be imported" in problem
    assert c.session.snapshot() == before
    c.shutdown()


# --------------------------------------------------------------------------- numbers


def played(c) -> list[str]:
    """The first deal's actions as a record writes them (the bots may have played on)."""
    return [str(a) for _s, a in c.match.deals[0].history]


def with_review(text: str, **changes) -> str:
    """Record text whose first deal carries a review (see ``review_block``)."""
    from tests.bots.test_review import review_block

    record = json.loads(text)
    record["deals"][0]["review"] = review_block(**changes)
    return json.dumps(record)


BAD_NUMBERS = {
    "accuracy": {"accuracy": 10**400},
    "expected": {"option__expected": 10**400},
    "loss_expected": {"decision__loss_expected": -(10**400)},
    "template-number": {"arg": 10**400},
}


@pytest.mark.parametrize("case", list(BAD_NUMBERS))
def test_an_import_whose_review_holds_a_huge_number_plays_without_that_review(
    qtbot, window, tmp_path, case
):
    """A 400-digit number in a review raised OverflowError out of Import: the game in
    play was gone, the imported one half set up, nothing said."""
    c = braus(window)
    wait_turn(qtbot, c)
    text = with_review(braus_record(), **BAD_NUMBERS[case])
    path = tmp_path / "review.json"
    path.write_text(text, encoding="utf-8")
    assert c.session.import_record(path) is None
    actions = json.loads(text)["deals"][0]["actions"]
    assert c.practice and played(c)[: len(actions)] == actions
    assert c.coach.coaching_of(1) is None
    assert c.session.review_notice.startswith(
        "The coach's review of deal 1 in this record could not be read, so it is left out"
    )


@pytest.mark.parametrize("case", list(BAD_NUMBERS))
def test_a_save_whose_review_holds_a_huge_number_resumes_without_that_review(qtbot, tmp_path, case):
    """The same review in the save set the whole match aside as .corrupt."""
    data = tmp_path / "data"
    data.mkdir()
    text = with_review(braus_record(), **BAD_NUMBERS[case])
    (data / SAVE).write_text(text, encoding="utf-8")
    win = open_on(qtbot, tmp_path, data)
    c = win.controller
    wait_turn(qtbot, c)
    assert not list(data.glob("*.corrupt"))
    actions = json.loads(text)["deals"][0]["actions"]
    assert played(c)[: len(actions)] == actions
    assert len(told(c, "The coach's review of deal 1 in this record could not be read")) == 1
    assert "review of deal 1" in win.statusBar().currentMessage()
    c.shutdown()


DEEP_NOTES = {
    "levels": {"levels": "[" * 1000},
    "names": {"names": "[" * 1000},
    "both": {"levels": "[" * 999 + "]" * 1, "names": "[[" * 500},
}


@pytest.mark.parametrize("case", list(DEEP_NOTES))
def test_seat_notes_nested_deep_are_left_out_of_an_import_and_a_save(qtbot, window, tmp_path, case):
    """``"[" * 1000`` as a record's seat levels or names ran JSON's reader out of
    recursion: a traceback on Import, the save set aside at start."""
    c = braus(window)
    wait_turn(qtbot, c)
    path = tmp_path / "deep.json"
    path.write_text(braus_record(**DEEP_NOTES[case]), encoding="utf-8")
    assert c.session.import_record(path) is None
    assert c.levels[0] == "human" and len(c.names) == 4
    data = tmp_path / "resumed"
    data.mkdir()
    (data / SAVE).write_text(braus_record(**DEEP_NOTES[case]), encoding="utf-8")
    win = open_on(qtbot, tmp_path, data)
    wait_turn(qtbot, win.controller)
    assert not list(data.glob("*.corrupt"))
    actions = json.loads(braus_record())["deals"][0]["actions"]
    assert played(win.controller)[: len(actions)] == actions
    win.controller.shutdown()


NO_CONTROL_IN_NAMES = pytest.mark.skipif(
    sys.platform == "win32", reason="Windows allows no control character in a file name"
)


@pytest.mark.parametrize(
    "name, shown",
    [
        ("\u202enosj.evil.json", "'\\u202enosj.evil.json'"),
        pytest.param(
            "game.json\nThe game record is loaded as a practice match.",
            "'game.json\\nThe game record is loaded as a practice match.'",
            marks=NO_CONTROL_IN_NAMES,
        ),
        pytest.param(
            "\x1b]0;owned\x07.json", "'\\x1b]0;owned\\x07.json'", marks=NO_CONTROL_IN_NAMES
        ),
    ],
    ids=["right-to-left-override", "newline", "terminal-title"],
)
def test_a_file_name_in_an_import_message_is_quoted_as_file_text_is(
    qtbot, window, tmp_path, name, shown
):
    """The name of a file that could not be imported reached the status bar raw: a
    U+202E turned the sentence around, a newline made a second, made-up line."""
    c = braus(window)
    wait_turn(qtbot, c)
    path = tmp_path / name
    path.write_text("{not a record", encoding="utf-8")
    problem = c.session.import_record(path)
    assert problem.startswith(f"{shown} could not be imported: ")
    assert problem.isprintable()
