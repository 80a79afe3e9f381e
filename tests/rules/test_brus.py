"""Danish Brus (docs/rulings.md §2): a test per ruling and per variant, with explicit deals."""

from dataclasses import replace

import pytest

from braus_desktop.rules import IllegalAction, make_game
from braus_desktop.rules.brus import PACK_FIVES, PACK_TENS, RANKING
from braus_desktop.rules.core import deal_rng


def deal(hands, stock_top=(), dealer=0, game=None, **opts):
    """An explicit deal: the given hands, the stock's top cards, then the rest in pack order."""
    game = game or make_game("brus", **opts)
    used = {c for h in hands for c in h.split()} | set(stock_top)
    rest = [c.text for c in game.pack if c.text not in used]
    return game.new_deal(
        dealer=dealer, hands=[h.split() for h in hands], stock=list(stock_top) + rest
    )


def play(s, *texts):
    for t in texts:
        s.apply(t)
    return s


def scored(s):
    return [(e.side, e.points, e.reason) for e in s.events if e.kind == "scored"]


# -- cards and deal ---------------------------------------------------------------------


def test_D1_ranking_and_pack():
    assert [c.text for c in RANKING[:3]] == ["JC", "KH", "8S"]
    assert len(PACK_FIVES) == 36 and not any(c.rank == 10 for c in PACK_FIVES)
    g = make_game("brus", tens=True)
    assert g.pack == PACK_TENS and not any(c.rank == 5 for c in g.pack)


def test_D4_deal_batches_of_three_from_the_dealer_and_stock():
    g = make_game("brus")
    s = g.new_deal(seed=11, dealer=2)
    deck = list(g.pack)
    deal_rng(11).shuffle(deck)
    assert [c.text for c in s.hand(2)] == [c.text for c in deck[:3]]
    assert [c.text for c in s.hand(3)] == [c.text for c in deck[3:6]]
    assert s.setup().to_json()["stock"] == [c.text for c in deck[12:]]
    assert s.stock_count == 24
    again = g.new_deal(dealer=2, setup=s.setup())
    assert again.hands == s.hands


def test_D4_hand_size_four():
    s = make_game("brus", hand_size=4).new_deal(seed=1)
    assert all(len(h) == 4 for h in s.hands) and s.stock_count == 20


def test_D5_dealer_leads_first():
    s = make_game("brus").new_deal(seed=5, dealer=3)
    assert s.current_player == 3


def test_bad_deals_are_refused():
    g = make_game("brus")
    with pytest.raises(ValueError, match="stock must hold"):
        g.new_deal(hands=["JC KH 8S", "9C 9S 9H", "9D AC AS", "AH AD JS"], stock=["5C"])
    with pytest.raises(ValueError, match="not in the"):
        deal(["10C KH 8S", "9C 9S 9H", "9D AC AS", "AH AD JS"])


# -- single tricks ---------------------------------------------------------------------


def test_D6_any_card_to_any_trick():
    s = deal(["5C QD KH", "JC 9C 5S", "6D 6H 5H", "QC QS QH"])
    play(s, "5C")
    assert {str(a) for a in s.legal_actions()} == {"JC", "9C", "5S"}


def test_D7_highest_beating_card_wins():
    s = deal(["6D QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"])
    play(s, "6D", "9C", "AS", "QC")
    assert s.tricks == (0, 1) and s.current_player == 1


def test_D7_led_worthless_card_wins_when_nobody_beats():
    s = deal(["QD 5D 5C", "KD 5S 5H", "8C 8H 8D", "QC QS QH"])
    play(s, "QD", "KD", "8C", "QC")
    assert s.tricks == (1, 0) and s.current_player == 0


def test_D7_seven_led_beating_cards_cannot_beat_it_higher_seven_does():
    s = deal(["7H QD 5D", "JC 5S 5H", "7S 8C 8H", "7D QS QH"])
    play(s, "7H", "JC", "7S", "7D")
    assert s.current_player == 2


def test_D2_D7_kc_beats_sevens_and_ks_after_kc_beats_kc():
    s = deal(["7C QD 5D", "KC 5S 5H", "KS 8C 8H", "QC QS QH"])
    play(s, "7C", "KC", "KS", "QC")
    assert s.current_player == 2
    s = deal(["7C QD 5D", "KS 5S 5H", "KC 8C 8H", "QC QS QH"])
    play(s, "7C", "KS", "KC", "QC")
    assert s.current_player == 2  # KS before KC is worthless; KC wins


def test_D2_sevens_and_black_kings_worthless_when_not_led():
    s = deal(["QD 5D 5C", "7C 5S 5H", "KC 8C 8H", "KS QS QH"])
    play(s, "QD", "7C", "KC", "KS")
    assert s.current_player == 0


def test_D7_option_honour_over_ks():
    hands = ["7C QD 5D", "KC 5S 5H", "KS 8C 8H", "8S QS QH"]
    s = play(deal(hands), "7C", "KC", "KS", "8S")
    assert s.current_player == 2
    s = play(deal(hands, honour_over_ks=True), "7C", "KC", "KS", "8S")
    assert s.current_player == 3


def test_D8_winner_draws_first():
    s = deal(["JC QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"], stock_top=["AH", "AD", "JS", "JH"])
    play(s, "5D", "9C", "8C", "QC")  # seat 1 wins
    assert "AH" in [c.text for c in s.hand(1)]
    assert "AD" in [c.text for c in s.hand(2)] and "JH" in [c.text for c in s.hand(0)]
    drawn = [e for e in s.events if e.kind == "drawn"]
    assert all(e.visible_to == frozenset((e.seat,)) for e in drawn)
    assert any(e.kind == "stock_drawn" and e.visible_to is None for e in s.events)


def test_D8_uneven_end_of_stock_goes_one_card_at_a_time_from_the_winner():
    s = deal(["JC QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"])
    # Rule under test: the draw itself, with four cards left after a double trick.
    s._hand.stock = [s._hand.stock[i] for i in range(4)]
    top = list(reversed(s._hand.stock))
    s._hand.set_size = 2
    before = [list(h) for h in s._hand.hands]
    s._hand.draw(2, 4, True)
    got = [[c for c in s._hand.hands[seat] if c not in before[seat]] for seat in range(4)]
    assert got == [[top[2]], [top[3]], [top[0]], [top[1]]] and not s._hand.stock


# -- multiple tricks (D9) -----------------------------------------------------------------


def test_D9_source_example_galhund_pair():
    s = deal(["8S 8D QC", "KH AH QD", "JC AS QH", "5C 5S 5H"])
    play(s, "8S+8D", "KH+AH")
    assert s.observation(0).winning == 1
    play(s, "JC+AS", "5C+5S")
    assert s.tricks == (2, 0) and s.current_player == 2
    assert all(len(h) == 3 for h in s.hands)  # each drew two


def test_D9_source_example_sevens():
    s = deal(["7H 7D QC", "KC 7S QD", "KS 7C QH", "5C 5S 5H"])
    play(s, "7H+7D", "KC+7S")
    assert s.observation(0).winning == 1
    play(s, "KS+7C", "5C+5S")
    assert s.tricks == (2, 0) and s.current_player == 2


def test_D9_matching_is_one_to_one_not_in_playing_order():
    # AH+9D beats AS+AD only as 9D-over-AS and AH-over-AD; AC+6C and JC+5C beat one card each.
    s = deal(["AS AD QC", "AH 9D QD", "AC 6C QH", "JC 5C 5S"])
    play(s, "AS+AD", "AH+9D")
    assert s.observation(0).winning == 1
    play(s, "AC+6C", "JC+5C")
    assert s.current_player == 1 and s.tricks == (0, 2)


def test_D9_followers_play_as_many_cards_every_combination():
    s = deal(["8S 8D QC", "KH AH QD", "JC AS QH", "5C 5S 5H"])
    play(s, "8S+8D")
    assert sorted(str(a) for a in s.legal_actions() if "!" not in str(a)) == sorted(
        ["KH+AH", "KH+QD", "AH+QD"]
    )
    with pytest.raises(IllegalAction, match="multiple trick of 2"):
        s.apply("KH")


def test_D9_only_same_rank_and_at_most_three():
    s = deal(["8S 8D QC", "KH AH QD", "JC AS QH", "5C 5S 5H"])
    with pytest.raises(IllegalAction, match="same rank"):
        s.apply("8S+QC")
    s4 = make_game("brus", hand_size=4)
    s = deal(["9C 9S 9H 9D", "KH AH QD 5D", "JC AS QH 5C", "5S 5H 8C 8H"], game=s4)
    assert "9C+9S+9H+9D" in {str(a) for a in s.legal_actions()}


def test_D10_hand_ends_at_five_tricks_and_D12_storm_scores_two():
    s = deal(
        ["JC KH 8S", "5C 5S 5H", "5D 8C 8H", "8D QC QS"],
        stock_top=["9C", "QH", "QD", "KD", "9S", "7C", "7S", "7H"],
    )
    for lead in ("JC", "KH", "8S", "9C", "9S"):
        s.apply(lead)
        for seat in (1, 2, 3):
            s.apply(s.hand(seat)[0].text)
    assert s.is_over and s.tricks == (5, 0)
    r = s.result()
    assert r.winner == 0 and r.points == (2, 0) and r.storm
    assert scored(s) == [(0, 2, "storm")]


# -- risks (D11) --------------------------------------------------------------------------


def test_D11_risk_that_wins_scores_one_at_once():
    s = deal(["KH QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"])
    assert "KH!" in {str(a) for a in s.legal_actions()}
    play(s, "KH!", "9C", "AS", "QC")
    assert s.running_points() == (1, 0) and not s.is_over
    assert s.risks[0].outcome == "won"


def test_D11_no_risk_when_the_higher_honour_is_in_your_hand_or_played():
    s = deal(["KH JC 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"])
    assert "KH!" not in {str(a) for a in s.legal_actions()}
    with pytest.raises(IllegalAction, match="higher card"):
        s.apply("KH!")


def test_D11_why_no_risk_is_said_in_the_rules_words_for_the_hand_or_the_cards():
    # the Spids is the only honour: no card of the hand can carry a risk (issue 36)
    s = deal(["JC QD 5D", "9C 5S 5H", "AS 8C 8H", "KH QS QH"])
    only = "Only the Brus (K♥) and the Galhund (8♠) can be risked."
    assert s.why_no_risk() == only
    assert s.why_no_risk(s.hand(0)[:1]) == only
    # the Brus with the Spids in the same hand: the riskable card's own refusal
    s = deal(["KH JC 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"])
    assert "higher card" in s.why_no_risk()
    # a risk possible: nothing to explain
    s = deal(["KH QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"])
    assert s.why_no_risk() is None


def test_D11_no_risk_with_the_last_card():
    s = deal(["5D QD 5C", "9C 5S 5H", "AS 8C 8H", "KH QS QH"])
    play(s, "5D", "9C", "AS")
    with pytest.raises(IllegalAction, match="last card"):
        s.apply("KH!")


def test_D11_no_risk_of_a_card_that_cannot_win():
    s = deal(["7C QD 5C", "KH 5S 5H", "AS 8C 8H", "QC QS QH"])
    play(s, "7C")
    with pytest.raises(IllegalAction, match="cannot win"):
        s.apply("KH!")


def test_D11_smack_scores_for_the_smacker():
    s = deal(["8S QD 5C", "KH 5S 5H", "AS 8C 8H", "QC QS QH"])
    play(s, "8S!", "KH", "8C", "QC")
    assert s.running_points() == (0, 1)


def test_D11_risked_kh_after_smacking_galhund_scores_two():
    s = deal(["8S QD 5C", "KH 5S 5H", "AS 8C 8H", "QC QS QH"])
    play(s, "8S!", "KH!", "8C", "QC")
    assert s.running_points() == (0, 2)


def test_D11_spids_smacking_both_scores_two_and_the_brus_side_nothing():
    s = deal(["8S QD 5C", "KH 5S 5H", "JC 8C 8H", "QC QS QH"])
    play(s, "8S!", "KH!", "JC", "QC")
    assert s.running_points() == (2, 0)


def test_D11_beaten_by_the_partner_is_void():
    s = deal(["8S QD 5C", "5S 5H 5D", "KH 8C 8H", "QC QS QH"])
    play(s, "8S!", "5S", "KH", "QC")
    assert s.running_points() == (0, 0) and s.risks[0].outcome == "void"


def test_D11_risk_in_a_multiple_trick_follows_the_set():
    s = deal(["8S 8D QC", "KH AH QD", "9C AS QH", "5C 5S 5H"])
    assert "8S+8D!" in {str(a) for a in s.legal_actions()}
    play(s, "8D!+8S", "KH+AH", "9C+QH", "5C+5S")
    assert s.running_points() == (0, 1)


def test_D11_chain_from_the_source_8S_KH_JC():
    # The lead's "8S risked, smacked by KH risked, smacked by JC" chain, in solo order too.
    s = deal(["8S QD 5C", "KH 5S 5H", "JC 8C 8H", "QC QS QH"])
    play(s, "8S!", "KH!", "JC")
    assert s.observation(1).risks[0].outcome == "pending"
    s.apply("QC")
    kinds = [e.kind for e in s.events if e.kind.startswith("risk_")]
    assert kinds == ["risk_smacked", "risk_smacked"]


# -- variants (D14, D15) ------------------------------------------------------------------


def test_D14_no_risk_after_stock():
    s = deal(["KH QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"], no_risk_after_stock=True)
    assert "KH!" in {str(a) for a in s.legal_actions()}
    s._hand.stock = []  # rule under test: the stock is used up
    assert "KH!" not in {str(a) for a in s.legal_actions()}
    assert "stock is empty" in s.why_illegal("KH!")


def test_D14_risk_discarded_succeeds_unless_the_next_player_smacks():
    hands = ["7C QD 5C", "KH 5S 5H", "AS 8C 8H", "QC QS QH"]
    s = play(deal(hands, risk_discarded=True), "7C", "KH!", "AS", "QC")
    assert s.running_points() == (0, 1)
    hands = ["7C QD 5C", "KH 5S 5H", "JC 8C 8H", "QC QS QH"]
    s = play(deal(hands, risk_discarded=True), "7C", "KH!", "JC", "QC")
    assert s.running_points() == (1, 0)


def test_D14_no_risk_to_win():
    g = make_game("brus", no_risk_to_win=True)
    s = deal(["KH QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"], game=g)
    assert "KH!" in {str(a) for a in s.legal_actions()}
    s = g.new_deal(dealer=0, setup=replace(s.setup(), scores=(11, 3)))
    assert "KH!" not in {str(a) for a in s.legal_actions()}
    assert "win the rubber" in s.why_illegal("KH!")


def test_D14_oversmack():
    base = ["8S QD 5C", "KH 5S 5H", "AS 8C 8H", "QC QS QH"]
    s = play(deal(base, oversmack=True), "8S", "KH!", "8C", "QC")
    assert s.running_points() == (0, 2)  # KH on 8S risks 2
    s = play(deal(base), "8S", "KH!", "8C", "QC")
    assert s.running_points() == (0, 1)
    over = ["8S QD 5C", "KH 5S 5H", "JC 8C 8H", "QC QS QH"]
    s = play(deal(over, oversmack=True), "8S!", "KH!", "JC", "QC")
    assert s.running_points() == (4, 0)
    s = play(deal(over, oversmack=True), "8S", "KH!", "JC", "QC")
    assert s.running_points() == (3, 0)


def test_D14_risk_kc_beating_a_seven():
    hands = ["7C QD 5C", "KC 5S 5H", "AS 8C 8H", "QC QS QH"]
    s = deal(hands)
    play(s, "7C")
    assert "KC!" not in {str(a) for a in s.legal_actions()}
    s = play(deal(hands, risk_kc=True), "7C", "KC!", "AS", "QC")
    assert s.running_points() == (0, 1)


def test_D14_auto_risk_and_its_default_target():
    g = make_game("brus", auto_risk=True)
    assert g.target == 20 and make_game("brus").target == 12
    assert make_game("brus", auto_risk=True, target=9).target == 9
    s = deal(["KH QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"], game=g)
    legal = {str(a) for a in s.legal_actions()}
    assert "KH!" in legal and "KH" not in legal
    assert "automatic" in s.why_illegal("KH")


def test_D14_whistle_scores_one_at_once():
    s = deal(["9C 9S 9H", "KH AH QD", "JC AS QH", "5C 5S 5H"], whistle=True)
    s.apply("9C+9S+9H")
    assert s.running_points() == (1, 0)
    assert any(e.kind == "whistle" for e in s.events)


def test_D15_no_stock_deals_everything_and_trash_becomes_low_beaters():
    g = make_game("brus", no_stock=True)
    s = g.new_deal(seed=3)
    assert all(len(h) == 9 for h in s.hands) and s.stock_count == 0
    hands = [
        "QC 5C 8C 6C 6S 6H 6D JS JH",
        "5S 8H 8D QS QH QD KD KS KC",
        "JD AD AH AS AC 9D 9H 9S 9C",
        "8S KH JC 7C 7S 7H 7D 5H 5D",
    ]
    s = g.new_deal(dealer=0, hands=[h.split() for h in hands], stock=[])
    play(s, "QC", "5S", "JD", "7C")
    assert s.current_player == 2  # JD beats the 5S, which beat the QC
    s = g.new_deal(dealer=0, hands=[h.split() for h in hands], stock=[])
    play(s, "QC", "KC")
    assert s.observation(0).winning == 0  # KC is the lowest of all


def test_D15_no_stock_plays_every_trick_and_all_tricks_is_jan():
    g = make_game("brus", no_stock=True)
    hands = [
        "JC KH 8S 9C 9S 9H 9D AC AS",
        "5C 5S 5H 5D 8C 8H 8D QC QS",
        "AH AD JS JH JD 6C 6S 6H 6D",
        "QH QD KD KS KC 7C 7S 7H 7D",
    ]
    s = g.new_deal(dealer=0, hands=[h.split() for h in hands], stock=[])
    while not s.is_over:
        seat = s.current_player
        s.apply(s.hand(seat)[0].text)
    r = s.result()
    assert r.tricks == (9, 0) and r.jan and r.points == (2, 0)


def test_impossible_option_combinations_are_refused():
    with pytest.raises(ValueError, match="no_stock"):
        make_game("brus", no_stock=True, hand_size=4)
    with pytest.raises(ValueError, match="never a stock"):
        make_game("brus", no_stock=True, no_risk_after_stock=True)
    with pytest.raises(ValueError, match="target"):
        make_game("brus", target=7)


def test_every_variant_is_an_option_with_help():
    names = {o.name for o in make_game("brus").options()}
    assert names == {
        "no_risk_after_stock",
        "risk_discarded",
        "no_risk_to_win",
        "oversmack",
        "risk_kc",
        "auto_risk",
        "whistle",
        "no_stock",
        "hand_size",
        "tens",
        "honour_over_ks",
        "target",
    }
    assert all(o.help for o in make_game("brus").options())


# -- API ------------------------------------------------------------------------------------


def test_explanations_read_like_sentences():
    s = deal(["KH QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"])
    assert s.why_illegal("8S") == "You do not hold the 8♠."
    before = (s.hands, s.current_player, len(s.events))
    with pytest.raises(IllegalAction):
        s.apply("9C")
    assert (s.hands, s.current_player, len(s.events)) == before


def test_observation_hides_other_hands_and_the_stock():
    s = deal(["KH QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"], stock_top=["JC"])
    play(s, "5D", "9C", "8C", "QC")
    o = s.observation(0)
    assert o.hand == s.hand(0) and o.stock == 20
    text = repr(o)
    assert "JC" not in [c.text for c in o.hand]
    for e in o.events:
        assert e.visible(0)
    assert "'JC'" not in text and "Card('JC')" not in text


def test_risk_points_count_in_the_match_at_once():
    g = make_game("brus", target=9)
    from braus_desktop.rules.match import Match

    m = Match(g, seed=1, first_dealer=0, start=False)
    hands = ["KH QD 5D", "9C 5S 5H", "AS 8C 8H", "QC QS QH"]
    used = set(" ".join(hands).split())
    stock = [c.text for c in g.pack if c.text not in used]
    m.next_deal(hands=[h.split() for h in hands], stock=stock)
    for t in ("KH!", "9C", "AS", "QC"):
        m.apply(t)
    assert m.scores == (1, 0) and not m.deal.is_over
