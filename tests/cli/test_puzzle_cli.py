"""braus-desktop-cli puzzle (issue 23): the JSON it prints leads to the position it
describes, and bad arguments give one line and exit status 2."""

import json

import pytest

from braus_desktop import cli
from braus_desktop.bots.puzzles import PUZZLE_GAMES, book
from braus_desktop.rules import make_game

KEYS = {"game", "options", "dealer", "hands", "stock", "actions", "seat", "answer", "values"}


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("game_id", PUZZLE_GAMES)
def test_a_puzzle_as_json_leads_to_its_position(capsys, game_id):
    number = len(book(game_id)) // 2
    code, out, err = run(capsys, "puzzle", "--game", game_id, "--number", str(number))
    assert code == 0 and not err
    data = json.loads(out)
    assert set(data) >= KEYS and data["game"] == game_id and data["number"] == number
    game = make_game(game_id, **data["options"])
    setup = {"stock": data["stock"]} if data["stock"] else {}
    state = game.new_deal(dealer=data["dealer"], hands=data["hands"], **setup)
    for action in data["actions"]:
        state.apply(action)
    assert state.current_player == data["seat"]
    assert [str(a) for a in state.legal_actions()] == list(data["values"])
    best = max(data["values"].values())
    assert data["values"][data["answer"]] == best
    assert sorted(data["values"].values())[-2] <= best - 1
    assert data["difficulty"]["grade"] in (1, 2, 3)


@pytest.mark.parametrize(
    "extra, words",
    [
        (["--game", "braus", "--number", "0"], "--number must be a puzzle of braus, from 1 to"),
        (["--game", "brus", "--number", "100000"], "--number must be a puzzle of brus"),
        (["--game", "brag", "--number", "1"], "brag has no puzzles"),
        (["--game", "chess", "--number", "1"], "invalid choice"),
        (["--game", "braus", "--number", "x"], "invalid int"),
        (["--game", "braus"], "required"),
    ],
)
def test_bad_arguments_one_line_exit_2(capsys, extra, words):
    code, out, err = run(capsys, "puzzle", *extra)
    assert code == 2 and not out
    assert words in err and err.count("\n") == 1
