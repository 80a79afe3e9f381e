"""The player's input modes belong to the games (issue 37 item 4): each ``GameUI`` lists
its modes as objects, the controller's input hands every verb to the mode in force, and
neither the controller nor the main window knows a mode; the controller passes no call
through to its session."""

from __future__ import annotations

import ast
from pathlib import Path

from braus_desktop import rules
from braus_desktop.app.games import game_ui, game_uis
from braus_desktop.app.games.modes import (
    ARRANGE_HAND,
    PLAY_CARDS,
    SELECT_AND_RISK,
    CutPack,
    InputMode,
)

APP = Path(__file__).resolve().parents[2] / "braus_desktop" / "app"
MODE_NAMES = {
    "InputMode",
    "PlayCards",
    "SelectAndRisk",
    "ArrangeHand",
    "CutPack",
    "PLAY_CARDS",
    "SELECT_AND_RISK",
    "ARRANGE_HAND",
    "Input",
    "modes",
}


def test_each_game_lists_its_modes_as_objects_and_the_last_is_its_play():
    for ui in game_uis():
        assert ui.modes and all(isinstance(mode, InputMode) for mode in ui.modes), ui
        assert ui.modes[-1].applies([]) and ui.input is ui.modes[-1].kind
    assert game_ui("braus").modes == (PLAY_CARDS,)
    assert game_ui("brus").modes == (SELECT_AND_RISK,) == game_ui("brus-solo").modes
    assert game_ui("brag").modes == (ARRANGE_HAND,)


def test_the_icelandic_cut_is_a_mode_in_force_only_while_the_pack_is_cut():
    ui = game_ui("brus-iceland")
    state = rules.make_game("brus-iceland").new_deal(seed=5, dealer=1)
    legal = state.legal_actions()
    assert legal and all(isinstance(a, rules.Cut) for a in legal)  # seat 0 cuts for seat 1
    cut = ui.mode_for(legal)
    assert isinstance(cut, CutPack) and cut.then is SELECT_AND_RISK
    assert cut.selects  # a card of the hand means what it means in the play after the cut
    state.apply(legal[len(legal) // 2])
    while all(isinstance(a, rules.Cut) for a in state.legal_actions()):
        state.apply(state.legal_actions()[0])
    assert ui.mode_for(state.legal_actions()) is SELECT_AND_RISK


def names_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    found |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    found |= {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    return found


def test_the_controller_and_the_window_know_no_mode():
    for name in ("controller.py", "main_window.py", "player_input.py", "play_controls.py"):
        known = names_in(APP / name) & MODE_NAMES - (
            {"InputMode"} if name == "player_input.py" else set()
        )
        assert not known, f"{name} names the input modes: {sorted(known)}"


def test_the_controller_passes_no_call_through_to_its_session():
    """A method whose whole body hands a call (or an attribute) to ``self.session`` is a
    pass-through: its callers ask the session."""
    tree = ast.parse((APP / "controller.py").read_text(encoding="utf-8"))
    controller = next(
        node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "Controller"
    )
    through = []
    for method in controller.body:
        if not isinstance(method, ast.FunctionDef):
            continue
        body = [
            s
            for s in method.body
            if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
        ]
        if len(body) != 1 or not isinstance(body[0], (ast.Return, ast.Expr)):
            continue
        value = body[0].value
        target = value.func if isinstance(value, ast.Call) else value
        if isinstance(target, ast.Attribute) and ast.unparse(target.value) == "self.session":
            through.append(method.name)
    assert not through, f"pass-throughs to the session: {through}"
