"""The headless CLI: simulate, replay, options, and one-line errors with exit status 2."""

import json
import subprocess
import sys

import pytest

from braus_desktop import cli
from braus_desktop.rules import make_game, records


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_braus_summary(capsys):
    code, out, err = run(capsys, "simulate", "--game", "braus", "--players", "4",
                         "--deals", "300", "--seed", "7")
    assert code == 0 and not err
    s = json.loads(out)
    assert s["deals"] == 300 and sum(s["wins"]) + s["draws"] == 300
    assert 0 < s["jan"] < 300 and 0 <= s["kc_wins"] < 300
    again = json.loads(run(capsys, "simulate", "--game", "braus", "--deals", "300",
                           "--seed", "7")[1])
    assert again == s  # same seed, same figures


def test_simulate_six_players(capsys):
    s = json.loads(run(capsys, "simulate", "--game", "braus", "--players", "6", "--deals",
                       "50", "--seed", "1")[1])
    assert s["options"]["players"] == 6 and sum(s["wins"]) + s["draws"] == 50


def test_replay_prints_final_state(capsys, tmp_path):
    import random
    m = make_game("braus").new_match(seed=2)
    rng = random.Random(2)
    while not m.deal.is_over:
        m.apply(rng.choice(m.deal.legal_actions()))
    path = tmp_path / "r.json"
    records.save(path, m)
    code, out, err = run(capsys, "replay", str(path))
    data = json.loads(out)
    assert code == 0 and data["final"]["over"] and data["final"]["result"]["points"]
    assert data["scores"] == list(m.scores)


@pytest.mark.parametrize("argv, words", [
    (["simulate", "--game", "nope"], "invalid choice"),
    (["simulate", "--game", "braus", "--players", "5"], "takes one of 4, 6"),
    (["simulate", "--game", "braus", "--deals", "0"], "--deals"),
    (["simulate", "--game", "braus", "--option", "target"], "name=value"),
    (["replay", "/no/such/file.json"], "could not be read"),
    ([], "required"),
])
def test_bad_arguments_one_line_exit_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and not out
    assert len(err.strip().splitlines()) == 1 and words in err


def test_bad_record_file(capsys, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "braus-desktop-record", "version": 1, "game": "braus", '
                    '"deals": [{"dealer": 0, "setup": {"hands": "x"}, "actions": []}]}')
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and "Deal 1 cannot be dealt" in err and len(err.splitlines()) == 1


def test_module_entry_point_runs():
    out = subprocess.run([sys.executable, "-m", "braus_desktop", "options", "--game", "braus"],
                         capture_output=True, text=True, check=True).stdout
    assert json.loads(out)["options"][0]["name"] == "players"


@pytest.mark.parametrize("game_id", ["brus", "brus-solo", "brus-iceland", "brag"])
def test_simulate_every_game(capsys, game_id):
    code, out, err = run(capsys, "simulate", "--game", game_id, "--deals", "40", "--seed", "3")
    s = json.loads(out)
    assert code == 0 and s["game"] == game_id and sum(s["wins"]) + s["draws"] == 40
    assert len(s["wins"]) == {"brus": 2, "brus-solo": 3, "brus-iceland": 2, "brag": 2}[game_id]


def test_simulate_with_options(capsys):
    s = json.loads(run(capsys, "simulate", "--game", "brus", "--deals", "20", "--seed", "1",
                       "--option", "no_stock=true", "--option", "target=9")[1])
    assert s["options"]["no_stock"] is True and s["options"]["target"] == 9
    code, out, err = run(capsys, "simulate", "--game", "brus", "--players", "3")
    assert code == 2 and "4 players" in err


@pytest.mark.parametrize("cards, expected", [
    ("AS KS QS", "running_flush: Running flush, ace high"),
    ("3C 3D 3H", "prial:"),
    ("TH 9H 8H 7H", "running_flush:"),
])
def test_rank_prints_category_and_name(capsys, cards, expected):
    code, out, err = run(capsys, "rank", cards)
    assert code == 0 and out.startswith(expected)


@pytest.mark.parametrize("cards, words", [("AS KS", "3 or 4 cards"), ("AS KS ZZ", "'ZZ'"),
                                          ("AS AS KS", "twice")])
def test_rank_bad_cards_one_line_exit_2(capsys, cards, words):
    code, out, err = run(capsys, "rank", cards)
    assert code == 2 and not out and words in err and len(err.strip().splitlines()) == 1
