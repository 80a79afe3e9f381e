"""A deal and a match of Brag (docs/rulings.md §4: H1, H2, H8), arrangements and records."""

import random

import pytest

from braus_desktop.rules import IllegalAction, make_game, records
from braus_desktop.rules.brag import (
    ARRANGED,
    Arrangement,
    greedy_arrangement,
    sort_tricks,
    validate_arrangement,
)
from braus_desktop.rules.cards import cards
from braus_desktop.rules.core import PASS, Result
from braus_desktop.rules.match import Match

# Two players, 3-card tricks, 7 cards: two tricks and one discard each.
HAND0 = "AS KS QS 9H 9D 4C 2C"
HAND1 = "AH AD AC 8S 7D 6C 3H"


def small_game(**kw):
    return make_game("brag", hand_size=7, **kw)


# -- H1: options ------------------------------------------------------------------------


def test_H1_options_and_defaults():
    names = [o.name for o in make_game("brag").options()]
    assert names == ["players", "trick_size", "hand_size", "wilds", "horwell_rule", "target"]
    g = make_game("brag")
    assert g.option_values == {
        "players": 2,
        "trick_size": 3,
        "hand_size": 16,
        "wilds": "none",
        "horwell_rule": True,
        "target": 15,
    }
    assert make_game("brag", trick_size=4).chosen.hand_size == 21
    assert make_game("brag", trick_size=4).chosen.target == 15
    assert make_game("brag", players=4).chosen.hand_size == 13  # four tricks + one
    assert make_game("brag", players=4).chosen.target == 12
    assert make_game("brag", players=3, trick_size=4).chosen.hand_size == 17
    assert make_game("brag", hand_size=15).chosen.target == 15
    assert make_game("brag", target=7).chosen.target == 7


@pytest.mark.parametrize(
    "options, reason",
    [
        (dict(players=4, hand_size=16), "need 64 cards"),
        (dict(hand_size=8), "at most one to discard"),
        (dict(hand_size=25), "6 to 24"),
        (dict(trick_size=4, hand_size=20), "exactly one card to discard"),
        (dict(wilds="jokers_and_twos", hand_size=12), "could hold 7 wild cards"),
        (dict(trick_size=4, hand_size=5, wilds="jokers"), "could hold 3 wild cards"),
        (dict(target=0), "at least 1"),
        (dict(wilds="sevens"), "wilds"),
        (dict(trick_size=5), "trick_size"),
    ],
)
def test_H1_impossible_combinations_are_refused_with_the_reason(options, reason):
    with pytest.raises(ValueError, match=reason):
        make_game("brag", **options)


# -- the arrangement action ----------------------------------------------------------------


def test_arrangement_text_round_trip():
    a = Arrangement.parse("qs ks as | 9h 9d 4c / 2c")
    assert str(a) == "AS KS QS | 9H 9D 4C / 2C"
    assert Arrangement.parse(str(a)) == a and hash(Arrangement.parse(str(a))) == hash(a)
    assert Arrangement.parse("AS KS QS | 9H 9D 9C").discards == ()
    assert str(Arrangement.parse("X1 KH TH / 2C")) == "X1 KH 10H / 2C"
    for bad in ("", "AS KS QS / 2C / 3C", "AS KS | | QS", "AS KS ZZ"):
        with pytest.raises(IllegalAction):
            Arrangement.parse(bad)


# -- H8: bad arrangements ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, reason",
    [
        ("AS KS | QS 9H 9D 4C / 2C", "Trick 1 has 2 cards"),
        ("9H 9D 4C | AS KS QS / 2C", "lay the tricks strongest first"),
        ("AS KS QS | 9H 9D 2C / 4C 3H", "do not hold the 3♥"),
        ("AS KS QS | 9H 9D 4C", "Discard exactly one card"),
        ("AS KS QS | 9H 9D 9D / 2C", "more than once"),
        ("AS KS QS / 2C", "Make 2 tricks"),
    ],
)
def test_H8_bad_arrangements_are_refused_and_nothing_changes(text, reason):
    s = small_game().new_deal(hands=[HAND0, HAND1], dealer=1)  # seat 0 is forehand
    before = (s.current_player, len(s.events), s.history)
    assert reason in s.why_illegal(text)
    with pytest.raises(IllegalAction, match=reason):
        s.apply(text)
    assert (s.current_player, len(s.events), s.history) == before


def test_H8_wild_rules_two_wilds_and_supreme_not_first():
    hand = cards("X1 X2 X3 AS KS QS 9H")
    rules = dict(wilds="jokers")
    assert validate_arrangement(hand, "X1 X2 X3 | AS KS QS / 9H", **rules) == []
    problems = validate_arrangement(hand, "AS KS QS | X1 X2 X3 / 9H", **rules)
    assert any("supreme may only be the first trick" in p for p in problems)
    problems = validate_arrangement(hand, "X1 X2 AS | X3 KS QS / 9H", **rules)
    assert any("holds 2 wild cards" in p for p in problems)
    hand2 = cards("X1 2S 2H 2D AS KS 9H")
    problems = validate_arrangement(hand2, "X1 2S 2H | AS KS 2D / 9H", wilds="jokers_and_twos")
    assert problems == []
    problems = validate_arrangement(hand2, "AS KS 2D | X1 2S 2H / 9H", wilds="jokers_and_twos")
    assert any("supreme" in p for p in problems)


def test_H8_not_an_arrangement():
    s = small_game().new_deal(hands=[HAND0, HAND1])
    assert "arrangement of your whole hand" in s.why_illegal(PASS)
    assert "not a card" in s.why_illegal("hello")


# -- helpers -----------------------------------------------------------------------------


def test_greedy_and_sort_tricks():
    a = greedy_arrangement(cards(HAND0))
    assert str(a) == "AS KS QS | 9H 9D 4C / 2C"
    assert validate_arrangement(cards(HAND0), a) == []
    tricks = sort_tricks([cards("9H 9D 4C"), cards("AS KS QS")])
    assert [" ".join(c.text for c in t) for t in tricks] == ["AS KS QS", "9H 9D 4C"]


def test_greedy_keeps_room_for_the_wild_cards():
    # Six jokers and twos in seven cards: a supreme first, then one wild per trick.
    hand = cards("X1 X2 X3 2S 2H 2D AS KS QS JS 10S 9S 8S")
    a = greedy_arrangement(hand, wilds="jokers_and_twos")
    assert validate_arrangement(hand, a, wilds="jokers_and_twos") == []


# -- H2: a deal ----------------------------------------------------------------------------


def play_small_deal(dealer=1):
    s = small_game().new_deal(hands=[HAND0, HAND1], dealer=dealer)
    return s


def test_H2_players_arrange_in_turn_and_nobody_sees_another_arrangement():
    s = play_small_deal(dealer=1)
    assert s.current_player == 0  # forehand: the dealer's left
    events = s.apply("AS KS QS | 9H 9D 4C / 2C")
    assert [e.kind for e in events] == ["arranged"] and events[0].cards == ()
    obs = s.observation(1)
    assert obs.current_player == 1 and obs.hand == tuple(cards(HAND1))
    assert obs.history == ((0, ARRANGED),) and str(obs.history[0][1]) == "arranged"
    assert obs.arranged == (True, False) and obs.arrangement is None
    assert obs.showdown == ()
    assert all(e.visible(1) for e in obs.events)
    assert not any("AS" in str(e) for e in obs.events)
    own = s.observation(0).arrangement
    assert isinstance(own, Arrangement) and own.text == "AS KS QS | 9H 9D 4C / 2C"


def test_H2_showdown_position_by_position_with_the_bonus():
    s = play_small_deal()
    s.apply("AS KS QS | 9H 9D 4C / 2C")
    events = s.apply("AH AD AC | 8S 7D 6C / 3H")
    kinds = [e.kind for e in events]
    assert kinds == ["arranged", "showdown_trick", "showdown_trick", "deal_scored"]
    first, second = events[1], events[2]
    # Prial of aces beats the running flush A-K-Q (Horwell: its top is not higher).
    assert first.winner == 1 and first.position == 0
    assert list(first.names) == ["Running flush, ace high", "Prial of aces"]
    assert second.winner == 1
    r = s.result()
    assert isinstance(r, Result)
    assert r.points == (0, 3) and r.tricks == (0, 2) and r.winner == 1
    assert r.all_tricks == 1 and r.position_winners == (1, 1)
    assert "bonus" in r.summary
    assert s.is_over and s.current_player is None and s.legal_actions() == []
    assert s.why_illegal("AS KS QS | 9H 9D 4C / 2C") == "The deal is over."
    tricks = s.observation(0).showdown[0].tricks
    assert tricks == (tuple(cards("AS KS QS")), tuple(cards("AH AD AC")))


def test_H2_a_split_deal_scores_one_each_and_no_bonus():
    s = play_small_deal()
    s.apply("9H 9D 4C | AS KS 2C / QS")
    s.apply("AH AD AC | 8S 7D 3H / 6C")
    r = s.result()
    assert r.points == (1, 1) and r.winner is None and r.all_tricks is None


def test_legal_actions_are_a_valid_deterministic_sample():
    g = make_game("brag", trick_size=4, wilds="jokers_and_twos")
    s = g.new_deal(seed=3)
    sample = s.legal_actions()
    assert sample == g.new_deal(seed=3).legal_actions()
    assert sample[0] == g.greedy_arrangement(s.hand(s.current_player))
    assert all(s.why_illegal(a) is None for a in sample)
    rng = random.Random(1)
    for _ in range(20):
        assert s.why_illegal(s.random_action(rng)) is None


def test_clone_is_independent():
    s = play_small_deal()
    c = s.clone()
    c.apply("AS KS QS | 9H 9D 4C / 2C")
    assert s.current_player == 0 and c.current_player == 1


# -- H2: the match ---------------------------------------------------------------------------


def res(*points):
    return Result(None, tuple(points), (0,) * len(points))


def test_H2_first_to_the_target_wins():
    g = make_game("brag")  # target 15
    assert g.match_winner((15, 3), [res(6, 0), res(5, 0), res(4, 3)]) == 0
    assert g.match_winner((14, 3), [res(6, 0), res(5, 0), res(3, 3)]) is None
    assert g.match_winner((17, 15), [res(12, 10), res(5, 5)]) == 0


def test_H2_equal_scores_on_the_target_play_sudden_death_between_them():
    g = make_game("brag", players=3)  # 3 players, 16 cards, target 15
    deals = [res(10, 10, 10), res(5, 5, 4)]
    assert g.match_winner((15, 15, 14), deals) is None
    # The third player scores most in the next deal, but only the tied two play on.
    assert g.match_winner((17, 16, 19), deals + [res(2, 1, 5)]) == 0
    assert g.match_winner((17, 17, 19), deals + [res(2, 2, 5)]) is None
    assert g.match_winner((17, 20, 19), deals + [res(2, 2, 5), res(0, 3, 0)]) == 1


def test_H2_a_player_outscored_in_sudden_death_drops_out_and_the_rest_play_on():
    g = make_game("brag", players=3)  # target 15
    deals = [res(10, 10, 10), res(5, 5, 5)]
    assert g.match_winner((15, 15, 15), deals) is None
    # Two share the best score of the first sudden-death deal: the third is out, and a
    # tie between the two left decides nothing.
    deals.append(res(2, 2, 1))
    assert g.match_winner((17, 17, 16), deals) is None
    deals.append(res(1, 1, 3))
    assert g.match_winner((18, 18, 19), deals) is None
    deals.append(res(0, 3, 2))
    assert g.match_winner((18, 21, 21), deals) == 1

    g = make_game("brag", players=3, wilds="jokers")
    m = Match(g, seed=9)
    rng = random.Random(4)
    while not m.is_over:
        if m.deal.is_over:
            m.next_deal()
        m.apply(m.deal.random_action(rng))
    text = records.dumps(m)
    again = records.loads(text)
    assert again.scores == m.scores and again.winner == m.winner
    assert [d.setup() for d in again.deals] == [d.setup() for d in m.deals]
    assert [str(a) for d in again.deals for _, a in d.history] == [
        str(a) for d in m.deals for _, a in d.history
    ]
    for d in m.deals:
        redealt = g.new_deal(seed=d.seed, dealer=d.dealer, setup=d.setup())
        assert redealt.hands == d.hands
        assert g.new_deal(seed=d.seed, dealer=d.dealer).hands == d.hands
