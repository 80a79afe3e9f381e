"""One place per game (issue 20): what a game does differently in the window lives in its
``app/games/<game>.py`` object, registered beside ``rules.GAMES``; the shared modules
(controller, narration, main window, score sheet, statistics, rules help, deal editor,
the table) ask that object and never branch on a game id."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from braus_desktop.app.games import GAME_UIS, game_ui, game_uis, series_game
from braus_desktop.app.games.base import GameUI, Input
from braus_desktop.rules import GAMES, make_game

APP = Path(__file__).resolve().parents[2] / "braus_desktop" / "app"
# Where a game id may be written: the games' own modules, and the default game a first
# start (choice.py) or the --watch and --smoke runs (main.py) open, which is a choice, not
# a branch.
ALLOWED = {"games", "choice.py", "main.py"}
# Names that stood for a group of games in shared code
FAMILY_NAMES = {"BRUS_FAMILY", "BRUS_IDS", "GAME_TITLES", "PAGE_TITLES"}


def shared_modules() -> list[Path]:
    return sorted(
        p for p in APP.rglob("*.py") if not ({p.relative_to(APP).parts[0], p.name} & ALLOWED)
    )


def game_id_branches(path: Path) -> list[str]:
    """Every place in a module that names a game id, or a name that groups games."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in GAMES:
            found.append(f"{path.name}:{node.lineno}: {node.value!r}")
        elif isinstance(node, ast.Name) and node.id in FAMILY_NAMES:
            found.append(f"{path.name}:{node.lineno}: {node.id}")
    return found


def test_the_check_finds_a_branch_on_a_game_id(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(
        'if game.id == "brag":\n    pass\n'
        'if game_id in ("brus", "brus-solo"):\n    pass\n'
        'BRUS_FAMILY = ()\nok = s.startswith("brus")\n',
        encoding="utf-8",
    )
    assert len(game_id_branches(probe)) == 5


def test_no_shared_module_branches_on_a_game_id():
    modules = shared_modules()
    names = {p.name for p in modules}
    # the modules the issue names are among those checked, wherever they have moved to
    assert {
        "controller.py",
        "main_window.py",
        "score_sheet.py",
        "statistics_dialog.py",
        "rules_help.py",
        "deal_editor.py",
        "new_game.py",
        "art.py",
    } <= names
    found = [hit for p in modules for hit in game_id_branches(p)]
    assert not found, "game-id branches outside app/games/:\n" + "\n".join(found)


def test_every_game_has_its_object_and_only_those():
    assert list(GAME_UIS) == list(GAMES)
    for game_id in GAMES:
        ui = game_ui(game_id)
        assert isinstance(ui, GameUI) and ui.game_id == game_id
        assert game_ui(make_game(game_id)) is ui
        assert ui.title and ui.help_title and ui.picks and ui.rules_page()
        assert isinstance(ui.input, Input)
    with pytest.raises(ValueError, match="unknown game"):
        game_ui("skat")


def test_each_input_mode_and_its_buttons():
    by_id = {ui.game_id: ui for ui in game_uis()}
    assert by_id["braus"].input is Input.SINGLE_CARD and by_id["braus"].has_pass_button
    for game_id in ("brus", "brus-solo", "brus-iceland"):
        assert by_id[game_id].selects and not by_id[game_id].has_pass_button
    assert by_id["brag"].arranges and not by_id["brag"].hint_selects_cards
    assert by_id["brag"].drop_refusal() and by_id["braus"].drop_refusal() is None
    assert [ui.game_id for ui in game_uis() if ui.keeps_series] == ["brus-iceland"]
    assert series_game() == "brus-iceland"


def test_one_source_for_a_sides_colour_and_a_levels_title():
    """Side 1 was orange on the table and red on the score sheet; a level's title lived in
    the app, its description in the bots."""
    from braus_desktop.app.phrases import level_title
    from braus_desktop.app.sides import SIDE_COLOURS, ink, on_felt
    from braus_desktop.bots import LEVELS

    for side in range(len(SIDE_COLOURS)):
        a, b = ink(side).hueF(), on_felt(side).hueF()
        assert min(abs(a - b), 1 - abs(a - b)) < 0.08, side  # one hue, two strengths
        assert ink(side).lightnessF() < on_felt(side).lightnessF()
    assert all(level.title and level.description for level in LEVELS.values())
    assert level_title("expert") == "Expert" and level_title("human") == "Human"
