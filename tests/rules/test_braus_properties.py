"""Hypothesis properties over random Bräus deals of 4 and 6 players."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from braus_desktop.rules import IllegalAction, make_game, records
from braus_desktop.rules.braus import OUTCOME_CARD, PACK, RANKING
from braus_desktop.rules.cards import Card
from braus_desktop.rules.core import PASS, Play
from braus_desktop.rules.match import Match

deals = st.tuples(
    st.sampled_from([4, 6]), st.integers(0, 2**31 - 1), st.integers(0, 5), st.integers(0, 2**31 - 1)
)


def snapshot(s):
    return (s.hands, s.tricks, s.current_player, len(s.history), len(s.events), s.trick, s.is_over)


def cards_on_record(s):
    """Every card once: in a hand, or played (tricks and sevens)."""
    played = [c for e in s.events if e.kind in ("played", "sevens_laid") for c in e.cards]
    held = [c for seat in range(s.n_players) for c in s.hand(seat)]
    return sorted(c.index for c in played + held)


@settings(max_examples=120, deadline=None)
@given(deals)
def test_every_card_is_accounted_for_at_every_step_and_the_deal_ends(args):
    players, seed, dealer, play_seed = args
    game = make_game("braus", players=players)
    s = game.new_deal(seed=seed, dealer=dealer % players)
    rng = random.Random(play_seed)
    full = sorted(c.index for c in PACK)
    steps = 0
    while not s.is_over:
        assert cards_on_record(s) == full
        s.apply(rng.choice(s.legal_actions()))
        steps += 1
        assert steps < 200
    assert cards_on_record(s) == full
    assert s.current_player is None and s.legal_actions() == []


@settings(max_examples=120, deadline=None)
@given(deals)
def test_points_agree_with_tricks_and_the_outcome_card(args):
    players, seed, dealer, play_seed = args
    s = make_game("braus", players=players).new_deal(seed=seed, dealer=dealer % players)
    rng = random.Random(play_seed)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    r = s.result()
    t = r.tricks
    holder = next(seat for seat in range(players) if OUTCOME_CARD in s.hand(seat))
    if max(t) >= 6:
        w = 0 if t[0] >= 6 else 1
        assert t[w] == 6 and r.winner == w
        assert r.points[w] == (2 if t[1 - w] == 0 else 1) and r.points[1 - w] == 0
    elif t[holder % 2] == 5:
        assert r.winner == holder % 2 and r.points[holder % 2] == 1 and r.outcome_card
    else:
        assert r.winner is None and r.points == (0, 0)
    won = sum(e.kind in ("trick_won", "sevens_laid") for e in s.events)
    assert won == sum(t)
    scored = [e for e in s.events if e.kind == "deal_scored"]
    assert len(scored) == 1 and scored[0].points == r.points


@settings(max_examples=80, deadline=None)
@given(deals)
def test_illegal_actions_are_refused_and_change_nothing(args):
    players, seed, dealer, play_seed = args
    s = make_game("braus", players=players).new_deal(seed=seed, dealer=dealer % players)
    rng = random.Random(play_seed)
    everything = [Play.of(c) for c in PACK] + [PASS]
    while not s.is_over:
        legal = set(s.legal_actions())
        for bad in rng.sample([a for a in everything if a not in legal], 3):
            before = snapshot(s)
            try:
                s.apply(bad)
            except IllegalAction as exc:
                assert str(exc).endswith(".") or str(exc).endswith(")")
            else:
                raise AssertionError(f"{bad} was accepted")
            assert snapshot(s) == before
            assert s.why_illegal(bad)
        s.apply(rng.choice(sorted(legal, key=str)))


@settings(max_examples=60, deadline=None)
@given(deals)
def test_records_round_trip(args):
    players, seed, dealer, play_seed = args
    game = make_game("braus", players=players)
    m = Match(game, seed=seed, first_dealer=dealer % players)
    rng = random.Random(play_seed)
    for _ in range(rng.randint(1, 4)):
        s = m.deal
        stop = rng.randint(0, 40)
        while not s.is_over and stop:
            s.apply(rng.choice(s.legal_actions()))
            stop -= 1
        if not s.is_over or m.is_over:
            break
        m.next_deal()
    again = records.loads(records.dumps(m))
    assert len(again.deals) == len(m.deals)
    for a, b in zip(m.deals, again.deals):
        assert a.hands == b.hands and a.history == b.history and a.dealer == b.dealer
        assert a.events == b.events and a.is_over == b.is_over
        if a.is_over:
            assert a.result() == b.result()
    assert again.scores == m.scores


@settings(max_examples=60, deadline=None)
@given(deals, st.integers(0, 5))
def test_observation_never_shows_a_hidden_card(args, who):
    players, seed, dealer, play_seed = args
    seat = who % players
    s = make_game("braus", players=players).new_deal(seed=seed, dealer=dealer % players)
    rng = random.Random(play_seed)
    own = set(s.hand(seat))
    while True:
        o = s.observation(seat)
        assert set(o.hand) == set(s.hand(seat))
        played = {c for e in s.events if e.kind in ("played", "sevens_laid") for c in e.cards}
        seen = {c for e in o.events for c in e.cards}
        seen |= {
            c
            for e in o.events
            for v in e.facts().values()
            for c in (v if isinstance(v, (tuple, list)) else (v,))
            if isinstance(c, Card)
        }
        text = repr(o.facts()) + repr(o.history)
        assert seen <= own | played
        for other in range(players):
            if other != seat:
                for c in s.hand(other):
                    if c not in played:
                        assert f"'{c.text}'" not in text
        assert o.hand_sizes == tuple(s.hand_size(x) for x in range(players))
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))


def test_clone_is_independent_and_quiet_clone_plays_the_same():
    s = make_game("braus").new_deal(seed=9)
    c = s.clone()
    q = s.clone(quiet=True)
    rng1, rng2 = random.Random(1), random.Random(1)
    while not c.is_over:
        a = rng1.choice(c.legal_actions())
        c.apply(a)
        q.apply(rng2.choice(q.legal_actions()))
    assert c.result() == q.result() and q.events == ()
    assert not s.is_over and s.history == ()


def test_random_playout_keeps_the_rules():
    # the fast path, with its event log on, must leave a deal that obeys every property
    full = sorted(c.index for c in PACK)
    for seed in range(300):
        s = make_game("braus", players=4 + 2 * (seed % 2)).new_deal(seed=seed)
        r = s.random_playout(random.Random(seed))
        assert s.is_over and r is s.result()
        assert cards_on_record(s) == full
        assert sum(e.kind in ("trick_won", "sevens_laid") for e in s.events) == sum(r.tricks)
        for e in s.events:
            if e.kind == "played" and not e.lead:
                prev = next(
                    p for p in reversed(s.events[: s.events.index(e)]) if p.kind == "played"
                )
                assert RANKING.index(e.cards[0]) < RANKING.index(prev.cards[0])


def test_position_key_changes_with_every_action_and_survives_a_clone():
    for seed in range(100):
        s = make_game("braus", players=4 + 2 * (seed % 2)).new_deal(seed=seed)
        rng = random.Random(seed)
        seen = set()
        while not s.is_over:
            k = s.position_key()
            assert k not in seen  # every action changes the position
            seen.add(k)
            assert s.clone(quiet=True).position_key() == k
            s.apply(rng.choice(s.legal_actions()))
