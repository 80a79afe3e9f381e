"""The Brag trick evaluator against docs/rulings.md §4 (H3-H7) and the source's examples."""

import itertools
import random
from collections import Counter

import pytest

from braus_desktop.rules import brag_eval
from braus_desktop.rules.brag import evaluate
from braus_desktop.rules.cards import Card, full_pack


def e(text, **kw):
    return evaluate(text, **kw)


WILD2 = dict(wilds="jokers_and_twos")


# -- H3 / H5: the categories ------------------------------------------------------------


def test_H3_the_classic_table_of_22100_three_card_hands():
    counts = Counter(evaluate(c).category for c in itertools.combinations(full_pack(), 3))
    assert counts == {
        "prial": 52,
        "running_flush": 48,
        "run": 720,
        "flush": 1096,
        "pair": 3744,
        "high_card": 16440,
    }
    assert sum(counts.values()) == 22100


def test_H5_four_card_categories_over_all_270725_hands():
    counts = Counter(evaluate(c).category for c in itertools.combinations(full_pack(), 4))
    assert sum(counts.values()) == 270725
    # The rare categories by counting: 11 runs of four (A-2-3-4 .. A-K-Q-J) x 4 suits ...
    assert counts["four_of_a_kind"] == 13
    assert counts["running_flush"] == 11 * 4
    assert counts["run"] == 11 * 4**4 - 44
    assert counts["flush"] == 4 * 715 - 44
    assert counts["prial"] == 13 * 4 * 48  # rarer than a pair of pairs (H5)
    assert counts["pair_of_pairs"] == 78 * 6 * 6
    # ... and the rest as the evaluator finds them (a regression guard).
    assert counts["running_flush_3"] == 1608
    assert counts["run_3"] == 26544
    assert counts["flush_3"] == 38952
    assert counts["pair"] == 69048
    assert counts["rainbow"] == 14544
    assert counts["high_card"] == 109080


def test_H3_category_order_three_cards():
    ladder = [
        "X1 X2 X3",
        "3S 3H 3D",
        "AC 2C 3C",
        "AS AH AD",
        "4C 3C 2C",
        "2S 2H 2D",
        "AS 2H 3D",
        "AS KH QD",
        "4S 3H 2D",
        "AH 9H 7H",
        "AS AH KD",
        "2S 2H 3D",
        "AS KH JD",
        "5S 3H 2D",
    ]
    values = [e(t, wilds="jokers") for t in ladder]
    assert values == sorted(values, reverse=True)
    assert [v.category for v in values[:2]] == ["supreme", "prial"]


def test_H5_category_order_four_cards():
    ladder = [
        "X1 X2 X3 2S",
        "4S 4H 4D 4C",
        "AS 2S 3S 4S",
        "AS AH AD AC",
        "JS 10S 9S 8S",
        "2S 2H 2D 2C",
        "AS KH QD JC",
        "5S 4H 3D 2C",
        "AS KS QS 9S",
        "AS AH AD KC",
        "2S 2H 2D 3C",
        "AS AH KD KC",
        "3S 3H 2D 2C",
        "AS KS QS 2H",
        "AS KH QD 3C",
        "AS KS 9S 2H",
        "AS AH KD 9C",
        "AS KH 9D 3C",
        "AS KH 9H 3C",
    ]
    values = [e(t, **WILD2) if t.startswith("X") else e(t) for t in ladder]
    keys = [v.key for v in values]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    assert [v.category for v in values] == [
        "supreme",
        "four_of_a_kind",
        "running_flush",
        "four_of_a_kind",
        "running_flush",
        "four_of_a_kind",
        "run",
        "run",
        "flush",
        "prial",
        "prial",
        "pair_of_pairs",
        "pair_of_pairs",
        "running_flush_3",
        "run_3",
        "flush_3",
        "pair",
        "rainbow",
        "high_card",
    ]


def test_H3_run_order_A23_highest_then_AKQ_down_to_432_and_KA2_is_no_run():
    runs = ["AS 2H 3D", "AS KH QD"] + [
        f"{r}S {r - 1}H {r - 2}D".replace("13", "K").replace("12", "Q").replace("11", "J")
        for r in range(13, 3, -1)
    ]
    values = [e(t) for t in runs]
    assert all(v.category == "run" for v in values)
    assert all(a > b for a, b in zip(values, values[1:]))
    assert e("KS AH 2D").category == "high_card"


def test_H5_runs_of_four_A234_highest_then_AKQJ_down_to_5432():
    assert (
        e("AS 2H 3D 4C")
        > e("AS KH QD JC")
        > e("KS QH JD 10C")
        > e("6S 5H 4D 3C")
        > e("5S 4H 3D 2C")
    )
    assert e("KS AH 2D 3C").category == "run_3"  # K-A-2 does not run


# -- H4: Horwell's rule -------------------------------------------------------------------


def test_H4_queen_prial_loses_to_KQJ_but_beats_QJ10():
    assert e("QS QH QD") < e("KC QC JC")
    assert e("QS QH QD") > e("QC JC 10C")


def test_H4_876_running_flush_beats_777():
    assert e("8D 7D 6D") > e("7S 7H 7C")
    assert e("8D 7D 6D") < e("8S 8H 8C")


def test_H4_A23_is_topped_above_the_ace():
    assert e("AC 2C 3C") > e("AS AH AD") > e("AC KC QC") > e("KS KH KD")


def test_H4_the_prial_of_threes_is_beaten_only_by_a_supreme():
    threes = e("3S 3H 3D")
    for combo in itertools.combinations(full_pack(), 3):
        v = evaluate(combo)
        assert v.category != "supreme"
        assert threes >= v
    assert e("X1 X2 X3") > threes
    assert e("2S 2H 2D", **WILD2) > e("3S 3H 3D", **WILD2)


def test_H4_four_fours_beaten_only_by_a_supreme():
    fours = e("4S 4H 4D 4C")
    assert fours > e("AS 2S 3S 4S") > e("AS AH AD AC") > e("AS KS QS JS") > e("KS KH KD KC")
    assert fours > e("AS AH AD X1", wilds="jokers")
    assert e("X1 X2 X3 2C", **WILD2) > fours


def test_H4_off_every_prial_beats_every_running_flush():
    off = dict(horwell_rule=False)
    assert e("2S 2H 2D", **off) > e("AC 2C 3C", **off) > e("AC KC QC", **off)
    assert e("3S 3H 3D", **off) > e("AS AH AD", **off)
    assert e("2S 2H 2D 2C", **off) > e("AS 2S 3S 4S", **off)


def test_H4_horwell_rule_gives_one_total_order_over_all_prials_and_running_flushes():
    tops = [
        c
        for c in itertools.combinations(full_pack(), 3)
        if evaluate(c).category in ("prial", "running_flush")
    ]
    values = sorted(evaluate(c) for c in tops)
    for a, b in zip(values, values[1:]):
        assert a <= b

    # The comparison agrees with the rule itself, pair by pair.
    def top(v):
        ranks = sorted(c.rank for c in v.cards)
        return 15 if ranks == [2, 3, 14] else ranks[-1]

    for a in values:
        for b in values:
            if a.category == "running_flush" and b.category == "prial" and b.cards[0].rank != 3:
                assert (a > b) == (b.cards[0].rank < top(a))


# -- H6: ties inside a category -----------------------------------------------------------


def test_H6_running_flush_AKQ_of_spades_beats_hearts():
    assert e("AS KS QS") > e("AH KH QH")
    assert e("AS KS QS JS") > e("AH KH QH JH")


def test_H6_suit_of_the_highest_card_decides_876():
    assert e("8S 7D 6D") > e("8H 7S 6S")


def test_H6_flush_compares_every_rank_before_suits():
    assert e("AC 10C 9C") > e("AS 9S 5S")
    assert e("AC 10C 9C 5C") > e("AS 9S 5S 4S")


def test_H6_run_with_the_ten_of_spades_wins():
    assert e("10S 9C 8C 7C") > e("10H 9S 8S 7S")


def test_H6_pairs_ignore_the_odd_cards():
    assert e("5S 5D AH") > e("5H 5C AS")
    assert e("5S 5D 2H") > e("5H 5C AS")
    assert e("AS AH 9D 2C") > e("AD AC KS 8H")
    assert e("9S 9H 5D 5C") > e("9D 9C 5S 5H")


def test_H6_rainbow_example_the_ace_of_spades_decides():
    # The source's example: 5-4-3 also makes a three-card run (which outranks a
    # rainbow), and between the two the highest card, the ace, decides by its suit.
    assert e("AS 5H 4D 3C") > e("AC 5H 4D 3S")
    assert e("AS 9H 6D 3C").category == "rainbow"
    assert e("AS 9H 6D 3C") > e("AC 9H 6D 3S")
    assert e("AS 9H 6D 3C") > e("KS QH 10D 8C")


def test_H6_the_ace_of_an_A23_counts_above_an_odd_ace():
    # The example: all ranks equal, so the highest card decides, and that is the
    # ace of the A-2-3 (hearts beats diamonds), not the odd ace of spades.
    for h in (True, False):
        assert e("AH 2H 3H AC", horwell_rule=h) > e("AD 2D 3D AS", horwell_rule=h)
        assert e("AS 2S 3S AC", horwell_rule=h) > e("AH 2H 3H AS", horwell_rule=h)
    # With any lower odd card the ace of the run is the highest card anyway.
    assert e("AH 2H 3H KC") > e("AD 2D 3D KS")
    # Nothing else is an exception: beside an A-K-Q, a 4-3-2 or a K-3-2 flush the odd
    # card of spades is the highest card of its trick.
    assert e("AD KD QD AS") > e("AH KH QH AC")
    assert e("4D 3D 2D 4S") > e("4H 3H 2H 4C")
    assert e("KD 3D 2D KS") > e("KH 3H 2H KC")


BRIDGE_ORDER = {"C": 0, "D": 1, "H": 2, "S": 3}


def _expected_A23_trick(suit, other):
    """Hand-written strength of the trick A-2-3 of ``suit`` plus the card ``other``, as
    Rulings H5-H7 rank it; a bigger tuple is a stronger trick."""
    s = BRIDGE_ORDER[suit]
    if other.joker:  # the joker is the 4 of the suit: a running flush A-2-3-4,
        return ("running_flush", 4, 0, s)  # below the natural one (H7)
    x_suit, x = BRIDGE_ORDER[other.text[-1]], other.rank
    if x == 4 and x_suit == s:
        return ("running_flush", 4, 1, s)
    if x == 4:  # a run A-2-3-4: the ace decides, then the four (H6)
        return ("run", 3, s, x_suit)
    if x_suit == s:  # a flush A-x-3-2: the ranks, then the suit of the ace
        return ("flush", 2, x, s)
    # A three-card running flush A-2-3 and an odd card: the odd card's rank, then the
    # suit of the highest card, which is the ace of the A-2-3 even beside an odd ace (H6),
    # then the odd card's suit.
    return ("running_flush_3", 1, x, s, x_suit)


@pytest.mark.parametrize("horwell_rule", [True, False])
@pytest.mark.parametrize("wilds", ["none", "jokers"])
def test_H6_every_four_card_trick_holding_an_A23_running_flush_in_order(wilds, horwell_rule):
    # With twos wild there is no natural A-2-3, so only these two settings apply.
    pack = full_pack(3 if wilds == "jokers" else 0)
    tricks = []
    for suit in "SHDC":
        run = [Card.parse(r + suit) for r in "A23"]
        tricks += [
            (suit, x, evaluate(run + [x], wilds=wilds, horwell_rule=horwell_rule))
            for x in pack
            if x not in run
        ]
    assert len(tricks) == 4 * (len(pack) - 3)
    for suit, x, value in tricks:
        assert value.category == _expected_A23_trick(suit, x)[0], value.cards
    tricks.sort(key=lambda t: t[2].key)
    for (s1, x1, lo), (s2, x2, hi) in zip(tricks, tricks[1:]):
        want_lo, want_hi = _expected_A23_trick(s1, x1)[1:], _expected_A23_trick(s2, x2)[1:]
        assert want_lo <= want_hi, (lo.cards, hi.cards)
        assert (want_lo == want_hi) == (lo == hi), (lo.cards, hi.cards)
    # The twelve with an odd ace, strongest first, written out.
    with_odd_ace = [
        " ".join(c.text for c in v.cards) for _, x, v in reversed(tricks) if x.rank == 14
    ]
    assert with_odd_ace == [
        "AS 2S 3S AH",
        "AS 2S 3S AD",
        "AS 2S 3S AC",
        "AH 2H 3H AS",
        "AH 2H 3H AD",
        "AH 2H 3H AC",
        "AD 2D 3D AS",
        "AD 2D 3D AH",
        "AD 2D 3D AC",
        "AC 2C 3C AS",
        "AC 2C 3C AH",
        "AC 2C 3C AD",
    ]
    # And the family's edges against the tricks just outside it.
    kw = dict(wilds=wilds, horwell_rule=horwell_rule)
    assert e("3S 3H 2D 2C", **kw) > e("AS 2S 3S AH", **kw)  # lowest pair of pairs
    assert e("AC 2C 3C 2D", **kw) > e("AS KS QS AH", **kw)  # best A-K-Q running flush


def test_H6_disjoint_natural_tricks_never_tie():
    rng = random.Random(7)
    pack = list(full_pack())
    for _ in range(3000):
        size = rng.choice((3, 4))
        cards = rng.sample(pack, 2 * size)
        assert evaluate(cards[:size]) != evaluate(cards[size:])


# -- H7: wild cards ---------------------------------------------------------------------


def test_H7_natural_top_card_beats_a_wild_one():
    assert e("AS KS QS X1") > e("X2 KH QH JH")
    assert e("AH KH QH X1") > e("X2 KS QS JS")  # natural beats wild before suits
    assert e("8S 7H 6D 5C") > e("X1 7H 6D 5C")
    assert e("AS AH AD") > e("AC AD X1")


def test_H7_a_wild_counts_as_the_best_card_it_can_stand_for():
    assert e("X1 KH QH").name == "Running flush, ace high (with a wild card)"
    assert e("2H 7H 9H", **WILD2).category == "running_flush"
    assert e("2H 7H 9H").category == "flush"  # twos are natural by default
    assert e("X1 3S 3H").name == "Prial of threes (with a wild card)"
    assert e("X1 9S 9H 9D").category == "four_of_a_kind"
    assert e("X1 5S 4H 3D").category == "run"


def test_H7_jokers_are_wild_whenever_present():
    assert e("X1 KH QH", wilds="none") == e("X1 KH QH", wilds="jokers")


def test_H7_only_one_wild_per_trick_unless_a_supreme():
    with pytest.raises(ValueError, match="only one wild"):
        e("X1 X2 KH")
    with pytest.raises(ValueError, match="only one wild"):
        e("X1 2S KH QH", **WILD2)
    assert e("X1 2S 2H", **WILD2).category == "supreme"
    assert e("X1 X2 X3 2S", **WILD2).category == "supreme"


def test_H7_supreme_beats_the_top_prial():
    assert e("X1 X2 X3") > e("3S 3H 3D")
    assert e("2S 2H 2D 2C", **WILD2) > e("4S 4H 4D 4C", **WILD2)


def test_H7_the_wild_search_finds_the_same_card_as_trying_all_52():
    rng = random.Random(11)
    naturals = [c for c in full_pack() if c.rank != 2]
    for _ in range(400):
        size = rng.choice((3, 4))
        h = rng.random() < 0.5
        trick = rng.sample(naturals, size - 1) + [Card.parse("X1")]
        codes = [brag_eval._CODE[c.index] for c in trick[:-1]]
        keyf = brag_eval._key3 if size == 3 else brag_eval._key4
        brute = max(
            keyf(*sorted(codes + [(r << 3) | s], reverse=True), h)
            for r in range(2, 15)
            for s in range(4)
            if ((r << 3) | 4 | s) not in codes
        )
        assert brag_eval.trick_key(trick, "jokers", h) == brute


# -- the value object ---------------------------------------------------------------------


def test_names_for_the_gui():
    assert e("AS KS QS").name == "Running flush, ace high"
    assert e("AS 2S 3S").name == "Running flush, ace-two-three"
    assert e("QS QH QD").name == "Prial of queens"
    assert e("6S 6H 9D").name == "Pair of sixes"
    assert e("AS AH 5D 5C").name == "Pair of pairs, aces and fives"
    assert e("KS KH KD KC").name == "Four kings"
    assert e("AS 9H 6D 3C").name == "Rainbow, ace high"
    assert e("AS 2H 3D 4C").name == "Run, ace-two-three-four"
    assert e("AS 9H 6D").name == "High card, ace high"
    assert e("X1 X2 X3").name == "Supreme"


def test_values_of_different_sizes_do_not_compare():
    with pytest.raises(TypeError):
        _ = e("AS KS QS") < e("AS KS QS JS")
    with pytest.raises(ValueError):
        e("AS KS")
    with pytest.raises(ValueError):
        e("AS AS KS")
