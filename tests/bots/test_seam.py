"""The seam between the layers: bots read the rules only through their public API, and
what each game does differently lives in its own bot module, never in branches on the
game id in the shared ones."""

import ast
import re
from pathlib import Path

import pytest

from braus_desktop.bots import (
    GAME_BOTS,
    LEVELS,
    Coaching,
    Knowledge,
    bot_module,
    coaching_for,
    knowledge_for,
    make_bot,
)
from braus_desktop.rules import GAME_IDS, make_game

BOTS = Path(__file__).resolve().parents[2] / "braus_desktop" / "bots"
# every module of bots/ but the games' own (bots/<game>_bots.py and their parts), and the
# command line, which asks the bots for what a game does differently
SHARED = (
    "__init__.py",
    "base.py",
    "card_words.py",
    "coaching.py",
    "exercise.py",
    "trick_review.py",
    "hints.py",
    "key_moments.py",
    "knowledge.py",
    "par.py",
    "verdicts.py",
    "puzzles.py",
    "review.py",
    "scripted.py",
    "search.py",
    "tournament.py",
    "../cli.py",
)
GAMES_OWN = {"braus_bots.py", "braus_solver.py", "brus_bots.py", "brag_bots.py", "puzzle_book.py"}
# the tables that name games are data, not branches
TABLES = {"GAME_BOTS", "LEVELS"}


def test_bots_read_no_private_attribute_of_another_object():
    # ``x._name`` for any x but the bot's own ``self``: a state's or a game's private
    # attribute read from bots/ would tie them to the rules' insides
    private = re.compile(r"\b(?!self\b|cls\b)[A-Za-z_][A-Za-z0-9_]*\s*\.\s*_[a-z]")
    found = []
    for path in sorted(BOTS.glob("*.py")):
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if private.search(code):
                found.append(f"{path.name}:{no}: {line.strip()}")
    assert not found, "\n".join(found)


def _game_id_uses(tree: ast.AST) -> list[str]:
    out = []
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in TABLES for t in targets):
                skip.update(id(n) for n in ast.walk(node))
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Compare):
            # ``game.id == "brus"``, ``game_id in ("brus", ...)``: a branch on a game (a
            # lookup in a table, ``game_id in GAME_BOTS``, is not)
            sides = [node.left, *node.comparators]
            names_id = any(
                (isinstance(x, ast.Attribute) and x.attr == "id")
                or (isinstance(x, ast.Name) and x.id == "game_id")
                for x in sides
            )
            literal = any(
                isinstance(x, ast.Constant)
                or (
                    isinstance(x, (ast.Tuple, ast.List, ast.Set))
                    and all(isinstance(e, ast.Constant) for e in x.elts)
                )
                for x in sides
            )
            if names_id and literal:
                out.append(f"line {node.lineno}: compares a game id")
        if isinstance(node, ast.Constant) and node.value in GAME_IDS:
            out.append(f"line {node.lineno}: names {node.value!r}")
    return out


@pytest.mark.parametrize("name", SHARED)
def test_shared_bot_modules_never_branch_on_the_game_id(name):
    tree = ast.parse((BOTS / name).read_text(encoding="utf-8"))
    assert _game_id_uses(tree) == []


def test_every_module_of_bots_is_shared_or_a_games_own():
    # a new module is put on one side or the other, and the seam test sees it
    assert {p.name for p in BOTS.glob("*.py")} == {n for n in SHARED if "/" not in n} | GAMES_OWN


@pytest.mark.parametrize("name", SHARED)
def test_shared_bot_code_asks_the_declared_interface_and_probes_for_nothing(name):
    # ``getattr(knowledge, "solve", None)``: a member nobody declared; the protocols of
    # bots/knowledge.py say what a game provides, and every game provides all of it
    tree = ast.parse((BOTS / name).read_text(encoding="utf-8"))
    probes = [
        f"line {node.lineno}: {node.func.id}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("getattr", "hasattr")
    ]
    assert probes == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_game_implements_the_bots_interface(game_id):
    game = make_game(game_id)
    coaching = coaching_for(game)
    assert isinstance(coaching, Coaching) and coaching.game is game
    assert (
        coaching.samples >= 1
        and 0
        < coaching.thresholds.inaccuracy
        < coaching.thresholds.mistake
        < coaching.thresholds.blunder
    )
    if bot_module(game_id).KNOWLEDGE is not None:
        assert isinstance(knowledge_for(game), Knowledge)


def test_no_class_of_the_bots_has_more_than_45_methods():
    big = []
    for path in sorted(BOTS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                n = sum(isinstance(x, (ast.FunctionDef, ast.AsyncFunctionDef)) for x in node.body)
                if n > 45:
                    big.append(f"{path.name}: {node.name} has {n}")
    assert big == []


def test_every_game_has_its_bot_module_with_its_levels_knowledge_and_hints():
    assert set(GAME_BOTS) == set(GAME_IDS)
    for game_id, (module_name, levels) in GAME_BOTS.items():
        module = bot_module(game_id)
        assert module.__name__.endswith("." + module_name)
        assert set(module.LEVELS) == set(levels) and set(levels) <= set(LEVELS)
        assert callable(module.hint_reason)
        game = make_game(game_id)
        for level in ("random",) + levels:
            assert make_bot(level, game, seed=1).level == level
        if getattr(module, "KNOWLEDGE", None) is not None:
            assert knowledge_for(game).game is game
        else:
            with pytest.raises(ValueError):
                knowledge_for(game)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hints_explain_the_move_in_each_games_words(game_id):
    from braus_desktop.bots.hints import hint

    game = make_game(game_id)
    rng = __import__("random").Random(4)
    asked = 0
    for seed in range(6):
        state = game.new_deal(seed=seed)
        while not state.is_over and asked < 8:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.5:
                got = hint(game, state.observation(state.current_player), legal, samples=2)
                assert got.action in legal or state.why_illegal(got.action) is None
                assert isinstance(got.reason, str) and got.reason.endswith(".")
                asked += 1
            state.apply(state.random_action(rng))
    assert asked
