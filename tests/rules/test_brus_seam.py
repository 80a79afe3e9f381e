"""The Brus family's public search path and its one source of scoring.

A clone is independent of its origin (a hypothesis property); ``moves``/``push`` are
``legal_actions``/``apply`` without the checks; ``hand_points`` and ``risk_stakes`` are
what the rules themselves score; Icelandic Brús is built on the options value's
defaults, not on Danish flags reset by hand."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from test_brus_properties import games

from braus_desktop.rules import make_game
from braus_desktop.rules.brus import BrusResult, BrusRules, Risk, play_of
from braus_desktop.rules.brus_iceland import SINGLE_CARDS, IcelandicResult


def everything(s):
    """All a state shows through its API: equal for equal states."""
    out = [
        s.hands,
        s.tricks,
        s.current_player,
        s.history,
        s.events,
        s.running_points(),
        s.stock_count,
        s.phase,
        s.risks,
        s.is_over,
        tuple(map(str, s.legal_actions())),
    ]
    if s.phase == "play" and not s.is_over:
        out += [
            s.position_key(),
            tuple(s.search_view.stock),
            s.search_view.trick_no,
            s.search_view.seven,
        ]
    out += [s.observation(seat) for seat in range(s.n_players)]
    return out


@settings(max_examples=60, deadline=None)
@given(
    games(), st.integers(0, 2**31 - 1), st.integers(0, 60), st.integers(0, 2**31 - 1), st.booleans()
)
def test_a_clone_is_independent_of_its_origin(game, seed, steps, play_seed, quiet):
    s = game.new_deal(seed=seed)
    rng = random.Random(play_seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(s.random_action(rng))
    before = everything(s)
    c = s.clone(quiet=quiet)
    while not c.is_over:  # play the clone out: the origin stays as it was
        if c.phase == "play" and rng.random() < 0.5:
            moves = c.moves()
            c.push(moves[rng.randrange(len(moves))])
        else:
            c.apply(c.random_action(rng))
    assert everything(s) == before
    c = s.clone()
    frozen = everything(c)
    while not s.is_over:  # and the other way round
        s.apply(s.random_action(rng))
    assert everything(c) == frozen


@settings(max_examples=40, deadline=None)
@given(games(), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1))
def test_moves_and_push_are_legal_actions_and_apply_without_the_checks(game, seed, play_seed):
    s = game.new_deal(seed=seed)
    fast = s.clone()
    rng = random.Random(play_seed)
    while not s.is_over:
        if s.phase != "play":
            action = s.random_action(rng)
            s.apply(action)
            fast.apply(action)
            continue
        moves = fast.moves()
        assert [play_of(m) for m in moves] == s.legal_actions()
        i = rng.randrange(len(moves))
        s.apply(s.legal_actions()[i])
        fast.push(moves[i])
        assert fast.position_key() == s.position_key() if not s.is_over else True
    assert fast.is_over and fast.result() == s.result()
    assert fast.history == s.history


@settings(max_examples=80, deadline=None)
@given(games(), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1))
def test_hand_points_are_what_the_rules_score_for_the_hand(game, seed, play_seed):
    s = game.new_deal(seed=seed)
    rng = random.Random(play_seed)
    while not s.is_over:
        if s.phase == "play":
            assert game.hand_points(s.tricks, None) is None or s.is_over
        s.apply(s.random_action(rng))
    r = s.result()
    if isinstance(r, IcelandicResult):
        storm = r.winner if r.jana else None
    else:
        assert isinstance(r, BrusResult)
        storm = r.storm_side
    scored = [0] * game.n_sides
    for side, points, reason in s.score_log:
        if reason in ("hand", "storm", "jana"):
            scored[side] += points
    assert game.hand_points(r.tricks, storm) == tuple(scored)
    assert sum(r.tricks) <= game.tricks_per_hand


@settings(max_examples=60, deadline=None)
@given(games(), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1))
def test_risks_stake_what_the_game_says(game, seed, play_seed):
    s = game.new_deal(seed=seed)
    rng = random.Random(play_seed)
    while not s.is_over:
        s.apply(s.random_action(rng))
    for risk in s.result().risks:
        assert isinstance(risk, Risk)
        win, lose = game.risk_stakes(risk.position)
        if game.rules.oversmack:
            assert (risk.win, risk.lose) in ((win, lose), (2 * win, 2 * lose))
        else:
            assert (risk.win, risk.lose) == (win, lose)
        if risk.outcome == "won":
            assert risk.points == risk.win
        elif risk.outcome == "smacked":
            assert risk.points == risk.lose


def test_icelandic_brus_builds_on_the_options_defaults():
    game = make_game("brus-iceland")
    assert game.rules is SINGLE_CARDS
    defaults = BrusRules()
    for name in (
        "honour_over_ks",
        "risk_kc",
        "risk_discarded",
        "no_risk_after_stock",
        "no_risk_to_win",
        "oversmack",
        "auto_risk",
        "whistle",
        "play_all",
        "annul_ties",
    ):
        assert getattr(game.rules, name) == getattr(defaults, name) is False
    assert not game.rules.multi and not game.rules.sevens_power
    assert [game.risk_stakes(p) for p in range(4)] == [(2, 3), (1, 2), (1, 2), (1, 2)]
    assert game.option_values == {"target": 5}


def test_the_danish_options_become_the_rules_value():
    game = make_game("brus", hand_size=4, oversmack=True, risk_kc=True)
    assert game.rules.max_set == 4 and game.rules.oversmack and game.rules.risk_kc
    assert game.rules.multi and game.rules.sevens_power
    solo = make_game("brus-solo", no_stock=True)
    assert solo.rules.play_all and solo.rules.annul_ties and solo.rules.hand_size == 12
    assert solo.tricks_per_hand == 12 and make_game("brus").tricks_per_hand == 9
    assert make_game("brus").seat_sides == (0, 1, 0, 1) and solo.seat_sides == (0, 1, 2)


def test_risk_records_reach_json_as_dicts():
    game = make_game("brus", auto_risk=True)
    rng = random.Random(2)
    for seed in range(30):
        s = game.new_deal(seed=seed)
        while not s.is_over:
            s.apply(s.random_action(rng))
        r = s.result()
        if r.risks:
            risks = r.to_json()["details"]["risks"]
            assert risks == [x.to_json() for x in r.risks]
            assert all(
                set(x) == {"seat", "cards", "outcome", "side", "points", "trick"} for x in risks
            )
            return
    raise AssertionError("no risk in 30 hands with automatic risking")
