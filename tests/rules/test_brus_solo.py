"""Solo Brus (D10, D13, D15): three players, each for themselves."""

import random

import pytest

from braus_desktop.rules import make_game, records
from braus_desktop.rules.match import Match


def test_solo_three_seats_scoring_for_themselves():
    g = make_game("brus-solo")
    assert g.n_players == 3 and not g.partnership and g.n_sides == 3
    s = g.new_deal(seed=2, dealer=1)
    assert all(len(h) == 3 for h in s.hands) and s.stock_count == 27
    assert s.current_player == 1
    with pytest.raises(ValueError, match="no option 'honour_over_ks'"):
        make_game("brus-solo", honour_over_ks=True)


def test_D11_solo_chain_third_player_spids_scores_two():
    g = make_game("brus-solo")
    hands = ["8S QD 5C", "KH 5S 5H", "JC 8C 8H"]
    used = set(" ".join(hands).split())
    s = g.new_deal(
        dealer=0,
        hands=[h.split() for h in hands],
        stock=[c.text for c in g.pack if c.text not in used],
    )
    for t in ("8S!", "KH!", "JC"):
        s.apply(t)
    assert s.running_points() == (0, 0, 2)


def random_hands(game_opts, want, tries=3000):
    g = make_game("brus-solo", **game_opts)
    rng = random.Random(1)
    for seed in range(tries):
        s = g.new_deal(seed=seed)
        while not s.is_over:
            s.apply(s.random_action(rng))
        if want(s.result()):
            return g, s
    raise AssertionError("no such hand found")


def test_D10_D13_four_four_four_nobody_wins_and_the_next_winner_discards_one_extra():
    g, s = random_hands({}, lambda r: r.four_four_four)
    r = s.result()
    assert r.winner is None and r.tricks == (4, 4, 4) and r.carry_sticks == 1
    assert sum(r.points) == sum(x.points for x in r.risks if x.side is not None)
    # The match hands the extra stick on to the next deal, and the next winner takes it.
    m = Match(g, seed=1, start=False)
    m.deals.append(s)
    nxt = m.next_deal(seed=5)
    assert nxt.setup().to_json()["bonus_sticks"] == 1
    rng = random.Random(2)
    while not nxt.is_over:
        nxt.apply(nxt.random_action(rng))
    r2 = nxt.result()
    if r2.winner is not None:
        hand = 2 if r2.storm else 1
        risks = sum(x.points for x in r2.risks if x.side == r2.winner)
        assert r2.points[r2.winner] == hand + 1 + risks and r2.bonus_sticks == 1
    again = records.loads(records.dumps(m))
    assert again.scores == m.scores


def test_D15_solo_no_stock_twelve_each_and_a_tie_annuls_every_point():
    g, s = random_hands(
        {"no_stock": True, "auto_risk": True}, lambda r: r.annulled and r.tricks != (4, 4, 4)
    )
    r = s.result()
    assert r.points == (0, 0, 0) and r.winner is None
    assert s.running_points() == (0, 0, 0)
    assert make_game("brus-solo", no_stock=True).new_deal(seed=1).hand(0).__len__() == 12


def test_D15_solo_no_stock_storm_bonus_even_without_winning():
    g, s = random_hands(
        {"no_stock": True}, lambda r: r.storm and r.winner is not None and r.storm_side != r.winner
    )
    r = s.result()
    assert r.points[r.storm_side] >= 1 and r.points[r.winner] >= 1
