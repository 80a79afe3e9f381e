"""Hypothesis properties over random deals of brus, brus-solo and brus-iceland."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from braus_desktop.rules import IllegalAction, make_game, records
from braus_desktop.rules.core import Play
from braus_desktop.rules.match import Match

FLAGS = [
    "no_risk_after_stock",
    "risk_discarded",
    "no_risk_to_win",
    "oversmack",
    "risk_kc",
    "auto_risk",
    "whistle",
    "no_stock",
    "tens",
    "honour_over_ks",
]


@st.composite
def games(draw):
    gid = draw(st.sampled_from(["brus", "brus-solo", "brus-iceland"]))
    if gid == "brus-iceland":
        return make_game(gid)
    opts = {f: draw(st.booleans()) for f in FLAGS if f != "honour_over_ks" or gid == "brus"}
    if opts["no_stock"]:
        opts["no_risk_after_stock"] = False
    else:
        opts["hand_size"] = draw(st.sampled_from([3, 4]))
    return make_game(gid, **opts)


def on_record(s):
    played = [c for e in s.events if e.kind == "played" for c in e.cards]
    held = [c for seat in range(s.n_players) for c in s.hand(seat)]
    stock = list(s._hand.stock)
    return sorted(c.index for c in played + held) + sorted(stock)


def snapshot(s):
    return (
        s.hands,
        s.tricks,
        s.current_player,
        len(s.history),
        len(s.events),
        s.running_points(),
        s.stock_count,
        s.phase,
    )


@settings(max_examples=60, deadline=None)
@given(games(), st.integers(0, 2**31 - 1), st.integers(0, 3), st.integers(0, 2**31 - 1))
def test_cards_conserved_hand_ends_points_agree_and_illegal_moves_change_nothing(
    game, seed, dealer, play_seed
):
    s = game.new_deal(seed=seed, dealer=dealer % game.n_players)
    rng = random.Random(play_seed)
    full = sorted(c.index for c in game.pack)
    steps = 0
    while not s.is_over:
        if s.phase == "play":
            seen = on_record(s)
            assert sorted(seen) == full
        legal = s.legal_actions()
        assert legal
        if s.phase == "play" and rng.random() < 0.3:
            bad = Play.of(tuple(game.pack[rng.randrange(36)] for _ in range(1)), True)
            if bad not in legal:
                before = snapshot(s)
                try:
                    s.apply(bad)
                    raise AssertionError(f"{bad} was accepted")
                except IllegalAction as exc:
                    assert str(exc)
                assert snapshot(s) == before
        action = s.random_action(rng)
        assert action in legal or s.why_illegal(action) is None
        s.apply(action)
        steps += 1
        assert steps < 400
    r = s.result()
    played = sum(len(e.cards) for e in s.events if e.kind == "played")
    assert sum(r.tricks) * game.n_players == played  # trick units add up
    per_side = [0] * game.n_sides
    for e in s.events:
        if e.kind == "scored":
            per_side[e.side] += e.points
    assert tuple(per_side) == r.points == s.running_points()
    if r.winner is not None:
        assert r.tricks[r.winner] == max(r.tricks)


@settings(max_examples=40, deadline=None)
@given(games(), st.integers(0, 2**31 - 1))
def test_quiet_playouts_end_with_a_result(game, seed):
    s = game.new_deal(seed=seed).clone(quiet=True)
    r = s.random_playout(random.Random(seed))
    assert s.is_over and r is s.result() and len(r.points) == game.n_sides
    assert s.events == ()


@settings(max_examples=15, deadline=None)
@given(games(), st.integers(0, 2**31 - 1))
def test_records_round_trip(game, seed):
    m = Match(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(4):
        while not m.is_over and not m.deal.is_over:
            m.apply(m.deal.random_action(rng))
        if m.is_over:
            break
        m.next_deal()
    again = records.loads(records.dumps(m))
    assert [d.history for d in again.deals] == [d.history for d in m.deals]
    assert again.scores == m.scores and again.winner == m.winner
    assert again.deal.events == m.deal.events


@settings(max_examples=20, deadline=None)
@given(games(), st.integers(0, 2**31 - 1))
def test_observations_never_show_hidden_cards(game, seed):
    s = game.new_deal(seed=seed)
    rng = random.Random(seed)
    while not s.is_over:
        seat = s.current_player
        o = s.observation(seat)
        others = {c for x in range(game.n_players) if x != seat for c in s.hand(x)}
        # The cut card is shown to everyone (I2) and the proof to the opponents (I6).
        visible = {c for e in o.events if e.kind not in ("cut", "proof") for c in e.cards}
        assert not (visible & others)
        public = {t for t in str(o.facts()).replace("+", "'").split("'")}
        bottom = o.facts().get("bottom_card")
        assert not ({c.text for c in others} - {bottom and bottom.text}) & public
        s.apply(s.random_action(rng))
