"""A game's traits are declared, never probed (issue 48 item 3): shared code asks a game's
``GAME_TYPE`` and the methods every ``Game``, ``State`` and ``Action`` has, never whether
one of them has an attribute. Read from the sources with ``ast``; there is no list of
exceptions to grow.
"""

from __future__ import annotations

import ast
import re
from dataclasses import fields
from pathlib import Path

import pytest

from braus_desktop.rules import GAME_IDS, game_class, make_game
from braus_desktop.rules.brag import ARRANGED, Arrangement
from braus_desktop.rules.cards import card
from braus_desktop.rules.core import PASS, Action, Cut, Game, GameType, Play, Setup, State

PACKAGE = Path(__file__).resolve().parents[1] / "braus_desktop"

# The names the package gives rules values: a game, a state (a deal), an action (a move,
# a play), an event, a result, an observation; ``match.game``, ``c.state`` count too.
RULES_VALUE = re.compile(
    r"(^|_)(game|state|deal|action|move|played|play|event|ev|result|observation|obs)s?$"
)
# And any probe for what a game declares, whatever the object is named.
TRAITS = {f.name for f in fields(GameType)} | {
    "pack_name",
    "card_name",
    "deal_setup",
    "series_value",
    "why_no_risk",
    "score_log",
    "risk",
    "tricks",
    "discards",
    "has_stock",
    "has_risks",
}


def _tail(node: ast.expr) -> str:
    """The last name of an expression: ``state`` for ``state``, ``self.c.state``."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def probes(source: str) -> list[tuple[int, str]]:
    """Every ``getattr``/``hasattr`` of a named attribute on a rules value, or of a
    declared trait, in ``source``: (line, the call's text)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr")
            and len(node.args) >= 2
        ):
            continue
        name = node.args[1]
        if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
            continue
        if RULES_VALUE.search(_tail(node.args[0])) or name.value in TRAITS:
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_the_walk_finds_a_probe_and_nothing_else():
    source = (
        "a = getattr(game, 'has_stock', False)\n"
        "b = hasattr(self.c.state, 'why_no_risk')\n"
        "c = getattr(action, 'risk', False)\n"
        "d = getattr(x.game_made, 'series_value', None)\n"
        "e = getattr(os, 'O_NOFOLLOW', 0)\n"
        "f = getattr(self.store, 'available', False)\n"
        "g = getattr(value, name)\n"
    )
    assert [line for line, _ in probes(source)] == [1, 2, 3, 4]


def test_no_module_probes_a_game_state_or_action():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for line, text in probes(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {text}")
    assert not found, "traits probed, not declared:\n" + "\n".join(found)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_declares_its_type(game_id):
    cls = game_class(game_id)
    kind = cls.__dict__.get("GAME_TYPE") or cls.GAME_TYPE
    assert isinstance(kind, GameType) and kind.id == game_id
    assert (cls.id, cls.name, cls.partnership) == (kind.id, kind.name, kind.partnership)
    game = make_game(game_id)
    assert game.pack_name and "{" not in game.pack_name
    assert game.GAME_TYPE.has_stock == (game_id.startswith("brus"))
    assert game.GAME_TYPE.has_risks == (game_id.startswith("brus"))
    assert game.GAME_TYPE.keeps_series == (game_id == "brus-iceland")


def test_the_traits_answer_without_a_probe():
    """What shared code asks of any game: a game without the trait answers plainly."""
    braus, brus = make_game("braus"), make_game("brus")
    state = braus.new_deal(seed=1)
    assert braus.series_value((6, 0), 0, [state]) is None
    assert braus.deal_setup((1, 2), [state]) == Setup()
    assert state.score_log == ()
    assert state.why_no_risk() == "There are no risks in this game."
    assert braus.card_name(card("7C")) is None
    assert brus.card_name(card("JC")) is not None
    assert "Bräus pack" in braus.pack_name and "Brus pack" in brus.pack_name
    # the default pack name, the game's: what the deal editor names Brag's
    assert make_game("brag").pack_name == "Horwell's multi-card Brag pack"


def test_every_action_says_whether_it_is_risked():
    cards = (card("KH"), card("KD"))
    arranged = Arrangement([[card("AS"), card("KS"), card("QS")]])
    for action, risked in (
        (Play.of(card("KH"), risk=True), True),
        (Play.of(cards), False),
        (PASS, False),
        (Cut(17), False),
        (ARRANGED, False),
        (arranged, False),
    ):
        assert isinstance(action, Action) and action.risk is risked


def test_state_and_game_declare_the_hooks():
    for name in ("pack_name", "card_name", "deal_setup", "series_value"):
        assert name in vars(Game), name
    for name in ("why_no_risk", "score_log"):
        assert name in vars(State), name
