"""The puzzles (issue 23, bots/puzzles.py): every puzzle of the book solved again with the
exact solver (its answer the one best play, every other at least a point worse), at
least 200 per trick game, graded and numbered easiest first; the puzzle of the day; the
judge of a play and the solver's replies."""

from __future__ import annotations

import datetime
import time

import pytest

from braus_desktop.bots import puzzles as P
from braus_desktop.bots.search import Solver
from braus_desktop.rules import make_game
from braus_desktop.rules.core import Play

# the seats' names as the window gives them (app/choice.py)
NAMES = {3: ["You", "West", "East"], 4: ["You", "West", "North", "East"]}


@pytest.mark.parametrize("game_id", P.PUZZLE_GAMES)
def test_every_puzzle_is_solved_again_with_one_best_play(game_id):
    start = time.perf_counter()
    puzzles = P.book(game_id)
    know = P.knowledge(puzzles[0].game)
    for p in puzzles:
        state = p.position()
        assert state.current_player == p.seat == P.SEAT, p.key
        legal = [str(a) for a in state.legal_actions()]
        assert legal == list(p.values), f"{p.key}: the plays are not the book's"
        values = P.solve(state, p.seat, know)
        assert values == [p.values[a] for a in legal], f"{p.key}: the values changed"
        best = max(values)
        assert legal[values.index(best)] == p.answer, p.key
        others = [v for a, v in zip(legal, values) if a != p.answer]
        assert others and max(others) <= best - P.GAP, f"{p.key}: the answer is not unique"
    # (with -s: the README's figure)
    print(f"{game_id}: {len(puzzles)} solved again in {time.perf_counter() - start:.1f} s")


@pytest.mark.parametrize("game_id", P.PUZZLE_GAMES)
def test_at_least_200_graded_puzzles_numbered_easiest_first(game_id):
    puzzles = P.book(game_id)
    assert len(puzzles) >= 200
    assert [p.number for p in puzzles] == list(range(1, len(puzzles) + 1))
    assert len({p.key for p in puzzles}) == len(puzzles), "a position twice"
    scores = [p.difficulty for p in puzzles]
    assert scores == sorted(scores)
    assert {p.grade for p in puzzles} == {1, 2, 3}
    assert all(p.plausible >= 1 and p.depth >= 1 for p in puzzles)
    # the Brus games' puzzles begin once the stock is empty
    for p in puzzles[::25]:
        assert getattr(p.position(), "stock_count", 0) == 0


@pytest.mark.parametrize("game_id", P.PUZZLE_GAMES)
def test_every_grade_measures_what_it_says(game_id):
    """Every puzzle's plausible count and depth worked out again from scratch."""
    for p in P.book(game_id):
        found = P.judge(p.position(), P.SEAT)
        assert found is not None
        answer, plausible, depth = found
        assert (list(p.values)[answer], plausible, depth) == (p.answer, p.plausible, p.depth)


def test_in_solo_brus_both_others_play_against_south():
    """Solo Brus: a puzzle's value is the generic alpha-beta's, with both other players
    against South, not the expert's max-n search (each for itself), which values a third
    of the book's positions otherwise."""
    know = P.knowledge(make_game("brus-solo"))
    differ = 0
    for p in P.book("brus-solo"):
        state = p.position()
        legal = state.legal_actions()
        paranoid = Solver(state.game, 0, lambda s: s.position_key()).action_values(state, legal)
        assert paranoid == list(p.values.values())
        max_n = know.solve(state, legal, 0, 10**9, None)
        differ += [float(v) for v in max_n] != paranoid
    assert differ > 0


def test_the_puzzle_of_the_day_is_the_same_all_day_and_changes_the_next():
    day = datetime.date(2026, 11, 23)
    for game_id in P.PUZZLE_GAMES:
        today = P.puzzle_of_the_day(game_id, day)
        assert P.puzzle_of_the_day(game_id, day) == today
        week = [P.puzzle_of_the_day(game_id, day + datetime.timedelta(days=k)) for k in range(7)]
        assert len({p.number for p in week}) == 7
    n = len(P.book("braus"))
    year = {P.puzzle_of_the_day("braus", day + datetime.timedelta(days=k)).number for k in range(n)}
    assert len(year) == n, "every puzzle comes round"


def test_puzzle_numbers_out_of_the_book_are_refused():
    with pytest.raises(ValueError, match="from 1 to"):
        P.puzzle("braus", 0)
    with pytest.raises(ValueError, match="no puzzles for brag"):
        P.book("brag")


@pytest.mark.parametrize("game_id", P.PUZZLE_GAMES)
def test_the_solution_played_against_the_solver_makes_the_value(game_id):
    for p in P.book(game_id)[::40]:
        session = P.PuzzleSession(p, NAMES[p.game.n_players])
        state = p.position()
        assert str(session.solution(state)) == p.answer
        while not state.is_over:
            if state.current_player == P.SEAT:
                action = session.solution(state)
                assert session.check(state, action).loss == 0
            else:
                action = session.reply(state)
            state.apply(action)
        assert state.returns()[P.SEAT] == p.values[p.answer]


@pytest.mark.parametrize("game_id", P.PUZZLE_GAMES)
def test_a_losing_play_is_told_how_much_it_loses_and_why(game_id):
    p = P.book(game_id)[-1]
    session = P.PuzzleSession(p, NAMES[p.game.n_players])
    state = p.position()
    wrong = next(a for a in state.legal_actions() if str(a) != p.answer)
    verdict = session.check(state, wrong)
    assert verdict.loss == p.values[p.answer] - p.values[str(wrong)] >= P.GAP
    reason = str(verdict.reason)
    assert reason.endswith("Try again.")
    assert "loses" in reason
    assert (
        f"at {P.signed(verdict.value)} for your side instead of {P.signed(verdict.best)}" in reason
    )
    assert "seat" not in reason.lower() and "team" not in reason.lower()
    right = session.check(state, next(a for a in state.legal_actions() if str(a) == p.answer))
    assert right.loss == 0 and right.reason == ""


def test_the_why_names_the_player_who_takes_the_trick():
    """A wrong lead that an opponent beats: the sentence names them and their card."""
    for p in P.book("braus"):
        session = P.PuzzleSession(p, NAMES[4])
        state = p.position()
        for a in state.legal_actions():
            if str(a) == p.answer or not isinstance(a, Play):
                continue
            reason = str(session.check(state, a).reason)
            if "takes the trick with" in reason:
                assert reason.split(" takes the trick")[0].split(": ")[-1] in ("West", "East")
                return
    pytest.fail("no wrong play lost a trick to an opponent at once")


@pytest.mark.parametrize("game_id", P.PUZZLE_GAMES)
def test_the_script_makes_the_same_puzzles_again(game_id):
    """The book comes from seeds: the puzzles of its lowest seeds are found again, the
    same, in those seeds' deals."""
    game = make_game(game_id)
    know = P.knowledge(game)
    for p in sorted(P.book(game_id), key=lambda p: p.seed)[:4]:
        again = P.find_in_deal(game, p.seed, know)
        assert again is not None and again.key == p.key
        assert (again.answer, again.values, again.plausible, again.depth) == (
            p.answer,
            p.values,
            p.plausible,
            p.depth,
        )
