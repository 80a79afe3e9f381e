"""Hypothesis properties of the Brag evaluator, arrangers, showdown and records."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from braus_desktop.rules import make_game, records
from braus_desktop.rules.brag import (
    evaluate,
    greedy_arrangement,
    random_arrangement,
    validate_arrangement,
)
from braus_desktop.rules.cards import full_pack
from braus_desktop.rules.match import Match

PACK = full_pack(3)
WILDS = ("none", "jokers", "jokers_and_twos")


def is_wild(c, wilds):
    return bool(c.joker) or (wilds == "jokers_and_twos" and c.rank == 2)


@st.composite
def tricks(draw, count=3):
    """``count`` disjoint tricks of one size, each holding at most one wild or all wild."""
    size = draw(st.sampled_from((3, 4)))
    wilds = draw(st.sampled_from(WILDS))
    horwell = draw(st.booleans())
    rng = random.Random(draw(st.integers(0, 2**32)))
    pack = [c for c in PACK if wilds != "none" or not c.joker]
    out = []
    while len(out) < count:
        t = rng.sample(pack, size)
        w = sum(is_wild(c, wilds) for c in t)
        if w <= 1 or w == size:
            out.append(t)
    return out, wilds, horwell


@settings(max_examples=300, deadline=None)
@given(tricks(), st.randoms(use_true_random=False))
def test_evaluation_is_a_total_order_independent_of_card_order(args, rnd):
    ts, wilds, horwell = args
    a, b, c = (evaluate(t, wilds=wilds, horwell_rule=horwell) for t in ts)
    for x, y in ((a, b), (b, c), (a, c)):
        assert [x < y, x == y, x > y].count(True) == 1
        assert (x < y) == (x.key < y.key) and (x <= y) == (not x > y)
    if a <= b and b <= c:
        assert a <= c
    shuffled = list(ts[0])
    rnd.shuffle(shuffled)
    assert evaluate(shuffled, wilds=wilds, horwell_rule=horwell) == a
    assert sorted([a, b, c]) == sorted([c, a, b])


@st.composite
def games(draw):
    players = draw(st.sampled_from((2, 3, 4)))
    size = draw(st.sampled_from((3, 4)))
    wilds = draw(st.sampled_from(WILDS))
    horwell = draw(st.booleans())
    for hand in (16, 13, 21, 17, 9, 10, 7, 6, 5):
        try:
            return make_game(
                "brag",
                players=players,
                trick_size=size,
                hand_size=hand,
                wilds=wilds,
                horwell_rule=horwell,
            )
        except ValueError:
            continue
    raise AssertionError("no hand size fits")


@settings(max_examples=60, deadline=None)
@given(games(), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1))
def test_greedy_and_random_arrangements_are_always_valid(game, seed, play_seed):
    s = game.new_deal(seed=seed)
    rng = random.Random(play_seed)
    rules = dict(
        trick_size=game.chosen.trick_size,
        wilds=game.chosen.wilds,
        horwell_rule=game.chosen.horwell_rule,
    )
    for seat in range(game.n_players):
        hand = s.hand(seat)
        assert validate_arrangement(hand, greedy_arrangement(hand, **rules), **rules) == []
        assert validate_arrangement(hand, random_arrangement(hand, rng, **rules), **rules) == []


@settings(max_examples=60, deadline=None)
@given(games(), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1))
def test_showdown_points_add_up(game, seed, play_seed):
    s = game.new_deal(seed=seed, dealer=seed % game.n_players)
    rng = random.Random(play_seed)
    while not s.is_over:
        s.apply(s.random_action(rng))
    r = s.result()
    n_tricks = game.tricks_per_deal
    winners = r.position_winners
    assert len(winners) == n_tricks
    assert sum(r.tricks) == sum(w is not None for w in winners)
    bonus = 1 if r.all_tricks is not None else 0
    assert sum(r.points) == sum(r.tricks) + bonus
    if r.all_tricks is not None:
        assert r.tricks[r.all_tricks] == n_tricks
    assert [e.kind for e in s.events].count("showdown_trick") == n_tricks
    assert r.winner is None or r.points[r.winner] == max(r.points)


@settings(max_examples=25, deadline=None)
@given(games(), st.integers(0, 2**31 - 1))
def test_records_round_trip(game, seed):
    m = Match(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(3):
        if m.is_over:
            break
        if m.deal.is_over:
            m.next_deal()
        while not m.deal.is_over:
            m.apply(m.deal.random_action(rng))
    again = records.loads(records.dumps(m))
    assert again.scores == m.scores and again.winner == m.winner
    assert [d.result().to_json() for d in again.deals] == [d.result().to_json() for d in m.deals]
