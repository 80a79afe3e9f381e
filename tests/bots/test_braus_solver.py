"""The Bräus expert's compact solver: it must value every play exactly as the generic
solver does on the rules model itself (B4-B9: sevens, passes, the lead passed on, Jan,
KC's drawn deals), at both table sizes, and keep to its node limit."""

from __future__ import annotations

import pytest

from braus_desktop.bots import knowledge_for, make_bot
from braus_desktop.bots.braus_solver import LEAD, read_position, solve
from braus_desktop.bots.search import OutOfBudget, Solver
from braus_desktop.rules import make_game


def _positions(game, deals):
    """Every position of seeded deals, half played by standard players, half at random
    (random play reaches the odd corners: early Jan, the lead passed on, KC)."""
    for seed in range(deals):
        level = "standard" if seed % 2 else "random"
        bots = {s: make_bot(level, game, seed=seed * 10 + s) for s in range(game.n_players)}
        state = game.new_deal(seed=seed, dealer=seed % game.n_players)
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            yield state, legal
            state.apply(bots[seat].choose(state.observation(seat), legal))
        yield state, None


@pytest.mark.slow  # two solvers on every position of 60 deals
@pytest.mark.parametrize("players", [4, 6])
def test_the_solver_values_every_play_as_the_rules_model_does(players):
    game = make_game("braus", players=players)
    know = knowledge_for(game)
    values, endings, checked = set(), set(), 0
    for state, legal in _positions(game, 60):
        if legal is None:
            d = state.result()
            endings.add("jan" if d.jan else "kc" if d.outcome_card else "draw" if d.draw else "six")
            continue
        seat = state.current_player
        expected = Solver(game, seat, know.key).action_values(state.clone(quiet=True), legal)
        got = solve(state, legal, seat)
        assert got == expected, (state.history, legal)
        values.update(got)
        checked += 1
    assert checked > 500
    assert {2.0, -2.0} & values and {1.0, -1.0} <= values  # Jan and plain wins seen
    assert {"jan", "six"} <= endings
    if players == 6:  # these seeds reach B9 both ways at the big table
        assert {"kc", "draw"} <= endings


def test_read_position_counts_the_chances_left_in_the_trick():
    game = make_game("braus")
    state = game.new_deal(seed=12, dealer=0)
    pos = read_position(state)
    assert pos[5] == LEAD and pos[4] == state.current_player  # a lead
    for text in "JH 9C".split():
        state.apply(text)
    hands, sevens, t0, t1, turn, to_beat, chances, winner, kc = read_position(state)
    leader = state.trick[0][0]
    assert (turn, winner) == ((leader + 2) % 4, (leader + 1) % 4)
    assert chances == 2 and to_beat == 3  # 9C is rank 3


def test_the_solver_keeps_to_its_node_limit():
    game = make_game("braus")
    state = game.new_deal(seed=3, dealer=0)
    legal = state.legal_actions()
    with pytest.raises(OutOfBudget):
        solve(state, legal, state.current_player, node_limit=5)
    assert len(solve(state, legal, state.current_player)) == len(legal)


def _expectimax(state, seat):
    """The best reply to random opponents, straight on the rules model (small positions)."""
    if state.is_over:
        return state.returns()[seat]
    values = []
    for a in state.legal_actions():
        child = state.clone(quiet=True)
        child.apply(a)
        values.append(_expectimax(child, seat))
    if state.current_player % 2 == seat % 2:
        return max(values)
    return sum(values) / len(values)


def test_the_best_reply_to_random_players_is_their_expectation():
    """``random_opponents``: the other team as chance (uniform over its legal plays), as
    the Bräus random-ceiling benchmark uses it; checked against a plain expectimax on the
    rules model, and never below the value against perfect opponents."""
    game = make_game("braus")
    checked = 0
    for state, legal in _positions(game, 30):
        if legal is None:
            continue
        seat = state.current_player
        got = solve(state, legal, seat, random_opponents=True)
        perfect = solve(state, legal, seat)
        assert all(g >= p for g, p in zip(got, perfect))
        if sum(state.hand_size(s) for s in range(4)) <= 22:
            for a, v in zip(legal, got):
                child = state.clone(quiet=True)
                child.apply(a)
                assert v == pytest.approx(_expectimax(child, seat))
            checked += 1
    assert checked > 50
