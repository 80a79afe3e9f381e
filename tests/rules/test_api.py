"""The rules API contract shared by every game: make_game, options, purity."""

import subprocess
import sys

import pytest

from braus_desktop.rules import GAME_IDS, make_game


def test_unknown_game_names_the_valid_ones():
    with pytest.raises(ValueError) as info:
        make_game("poker")
    for gid in ("braus", "brus", "brus-solo", "brus-iceland", "brag"):
        assert gid in str(info.value)


def test_unknown_option_and_bad_value_name_the_valid_ones():
    with pytest.raises(ValueError, match="its options are: players, target"):
        make_game("braus", colour="red")
    with pytest.raises(ValueError, match="one of 4, 6"):
        make_game("braus", players=5)
    with pytest.raises(ValueError, match="one of 4, 6"):
        make_game("braus", players=True)


def test_options_describe_themselves_for_dialogs():
    for o in make_game("braus").options():
        d = o.to_json()
        assert d["name"] and d["help"] and d["type"] in ("int", "bool", "str")
        assert d["default"] in d["choices"]
    assert make_game("braus", players=6).option_values == {"players": 6, "target": 6}


def test_rules_and_bots_never_import_qt():
    code = (
        "import sys, importlib, pkgutil, braus_desktop.rules as r\n"
        "for m in pkgutil.walk_packages(r.__path__, 'braus_desktop.rules.'):\n"
        "    importlib.import_module(m.name)\n"
        "try:\n"
        "    import braus_desktop.bots as b\n"
        "    for m in pkgutil.walk_packages(b.__path__, 'braus_desktop.bots.'):\n"
        "        importlib.import_module(m.name)\n"
        "except ModuleNotFoundError:\n"
        "    pass\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_speaks_the_contract(game_id):
    import random

    game = make_game(game_id)
    s = game.new_deal(seed=5)
    rng = random.Random(5)
    while not s.is_over:
        assert s.current_player is not None
        s.apply(s.random_action(rng))
    r = s.result()
    assert len(r.points) == game.n_sides and r.summary
    assert s.current_player is None


def public_properties(obj) -> list[str]:
    """The names of every public property of ``obj``'s class and the classes above it."""
    return sorted(
        {
            name
            for klass in type(obj).__mro__
            for name, value in vars(klass).items()
            if isinstance(value, property) and not name.startswith("_")
        }
    )


VARIANTS = [
    ("braus", {}),
    ("braus", {"players": 6}),
    ("brus", {}),
    ("brus-solo", {}),
    ("brus-iceland", {}),
    ("brag", {}),
    ("brag", {"players": 4}),
]


@pytest.mark.parametrize(
    "game_id, options",
    VARIANTS,
    ids=[f"{g}-{'-'.join(map(str, o.values())) or 'default'}" for g, o in VARIANTS],
)
def test_every_public_property_answers_in_every_phase(game_id, options):
    """Every public property of a deal's state answers in every phase it passes through
    (``IcelandicBrusState.seven_led`` raised AttributeError during the cut: ``_seven`` was
    set only once play began), the Icelandic cut again after a shameful cut included."""
    import random

    from braus_desktop.rules.core import Cut

    game = make_game(game_id, **options)
    phases = set()

    def ask(state):
        # (Bräus and Brag have one phase of play, and no ``phase``)
        phases.add(getattr(state, "phase", "over" if state.is_over else "play"))
        for name in public_properties(state):
            getattr(state, name)  # raises if it cannot answer

    for seed in range(6):
        state = game.new_deal(seed=seed, dealer=seed % game.n_players)
        rng = random.Random(seed)
        ask(state)
        if game_id == "brus-iceland":  # a cut that shows a jack of clubs or king of hearts
            shameful = []
            for k in range(1, 36):
                again = state.clone(quiet=True)
                again.apply(Cut(k))
                if again.phase == "cut":
                    shameful.append(again)
                    ask(again)
            assert shameful, "no shameful cut in this pack"
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            ask(state)
        ask(state.clone(quiet=True))
    assert "over" in phases and len(phases) >= 2
    if game_id == "brus-iceland":
        assert {"cut", "play", "over"} <= phases
