"""The controller's helpers hold typed, narrow handles on it (issue 48 item 2): each names
what it asks of the controller in a Protocol of its own module (as ``table/host.py`` does
for the table's parts), the controller is the one class that has those members, and no
module reaches a name another module keeps private (``_apply``, ``_record_statistics``):
a click's path can be followed by reading the types."""

from __future__ import annotations

import ast
import inspect
import typing
from pathlib import Path

import pytest

from braus_desktop.app import coach, controller, narration, player_input
from braus_desktop.app.games import modes
from braus_desktop.app.store import recorder, session

APP = Path(__file__).resolve().parents[2] / "braus_desktop" / "app"

# Private names of the standard library's that it offers no public way to: the exit that
# skips Qt's teardown, and argparse's sub-commands (the window's help lists the tool's).
STANDARD_LIBRARY = {
    ("main.py", "os._exit"),
    ("main.py", "argparse._SubParsersAction"),
    ("main.py", "build_parser()._actions"),
}


def own_names(tree: ast.AST) -> set[str]:
    """The names a module defines: its functions, classes and their methods, and every
    attribute it assigns (``self._x = ...``, ``store._conn = ...``, class attributes)."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            found.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            found.add(node.id)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found.add(node.target.id)
    return found


def reached_privates(source: str, where: str) -> list[str]:
    """Where ``source`` reaches ``x._name`` on an object other than ``self``, ``cls`` or
    ``super()`` for a ``_name`` its own module does not define (dunders are public)."""
    tree = ast.parse(source)
    own = own_names(tree)
    out = []
    for node in ast.walk(tree):
        if (
            not isinstance(node, ast.Attribute)
            or not node.attr.startswith("_")
            or node.attr.startswith("__")
            or node.attr in own
        ):
            continue
        value = node.value
        if isinstance(value, ast.Name) and value.id in ("self", "cls"):
            continue
        if (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id == "super"
        ):
            continue
        text = ast.unparse(node)
        if (where, text) not in STANDARD_LIBRARY:
            out.append(f"{where}:{node.lineno}: {text}")
    return out


def test_the_private_name_finder_finds_a_reach_and_nothing_else():
    source = (
        "class A:\n    def _own(self): ...\n    def f(self, other, c):\n"
        "        self._x = 1\n        other._own()\n        super()._y()\n"
        "        c.__class__\n        return c._apply(1)\n"
    )
    assert reached_privates(source, "m.py") == ["m.py:8: c._apply"]


def test_no_module_of_the_app_reaches_another_modules_private_names():
    found = []
    for path in sorted(APP.rglob("*.py")):
        found += reached_privates(
            path.read_text(encoding="utf-8"), path.relative_to(APP).as_posix()
        )
    assert not found, "private names reached from another module:\n" + "\n".join(found)


HANDLES = [  # (helper, the protocol its module names the controller by)
    (player_input.PlayerInput, player_input.PlayHost),
    (narration.Narrator, narration.NarrationHost),
    (session.Session, session.SessionHost),
    (recorder.StatisticsRecorder, recorder.RecorderHost),
    (coach.Coach, coach.CoachHost),
]


def members(protocol: type) -> set[str]:
    return {name for name in vars(protocol) if not name.startswith("_")} | set(
        getattr(protocol, "__annotations__", {})
    )


@pytest.mark.parametrize("helper,host", HANDLES, ids=lambda x: x.__name__)
def test_each_helper_names_the_controller_by_its_own_protocol(helper, host):
    """The helper's handle is a Protocol of its module, and the controller has every
    member of it (mypy checks their types where the controller hands itself over)."""
    assert typing.get_origin(host) is None and getattr(host, "_is_protocol", False)
    assert host.__module__ == helper.__module__
    method = helper.attach if helper is recorder.StatisticsRecorder else helper.__init__
    annotations = [p.annotation for p in inspect.signature(method).parameters.values()]
    assert host.__name__ in annotations, (helper, annotations)
    made = {
        name
        for node in ast.walk(ast.parse(inspect.getsource(controller.Controller)))
        if isinstance(node, ast.Attribute)
        and isinstance(node.ctx, ast.Store)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
        for name in [node.attr]
    }
    missing = {
        name
        for name in members(host)
        if not hasattr(controller.Controller, name) and name not in made
    }
    assert not missing, f"the controller lacks {sorted(missing)} of {host.__name__}"


def test_the_input_modes_are_given_the_players_input_by_its_protocol():
    """A mode's verbs take a ``Player`` (``PlayerInput`` has every member of it), never the
    controller: the click goes table -> PlayerInput -> mode -> PlayerInput -> controller,
    each hop a typed call."""
    verbs = ("offer", "click", "activate", "drop", "cut", "arrange")
    for verb in verbs:
        assert (
            inspect.signature(getattr(modes.InputMode, verb)).parameters["p"].annotation == "Player"
        ), verb
    missing = {
        name
        for name in members(modes.Player)
        if not hasattr(player_input.PlayerInput, name) and name not in ("risk", "risk_ticked")
    }
    assert not missing, f"PlayerInput lacks {sorted(missing)} of Player"
    source = (APP / "games" / "modes.py").read_text(encoding="utf-8")
    assert "p.c" not in source and "p.host" not in source
