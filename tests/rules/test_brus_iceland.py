"""Icelandic Brús (docs/rulings.md §3): the cut, single tricks, K♥ risks, the comb, series."""

from types import SimpleNamespace

import pytest

from braus_desktop.rules import Cut, IllegalAction, make_game, records
from braus_desktop.rules.brus_iceland import PACK
from braus_desktop.rules.match import Match


def deal(hands, stock_top=(), dealer=0, scores=None):
    g = make_game("brus-iceland")
    used = {c for h in hands for c in h.split()} | set(stock_top)
    rest = [c.text for c in PACK if c.text not in used]
    extra = {"scores": scores} if scores else {}
    return g.new_deal(
        dealer=dealer, hands=[h.split() for h in hands], stock=list(stock_top) + rest, **extra
    )


def play(s, *texts):
    for t in texts:
        s.apply(t)
    return s


def pack_with(bottom_at, card):
    """A pack (top first) whose card at position ``bottom_at`` (1-based) is ``card``."""
    texts = [c.text for c in PACK if c.text != card]
    texts.insert(bottom_at - 1, card)
    return texts


def test_I1_pack_and_sevens_have_no_power():
    assert len(PACK) == 36 and min(c.rank for c in PACK) == 6
    s = deal(["QD 7C 10C", "KC 10S 10H", "KS 8C 8H", "QC QS QH"], dealer=3)
    play(s, "7C", "KC", "KS", "QC")
    assert s.current_player == 0  # forehand led the seven and kept the trick


def test_I2_cut_by_the_dealers_right_hand_opponent_shown_and_dealt():
    g = make_game("brus-iceland")
    s = g.new_deal(seed=4, dealer=1)
    assert s.phase == "cut" and s.current_player == 0
    assert s.legal_actions() == [Cut(k) for k in range(1, 36)]
    assert "pack must be cut" in s.why_illegal("9C")
    pack = [c.text for c in s._prelude.packs[0]]
    s.apply("cut 10")
    cut = [e for e in s.events if e.kind == "cut"][0]
    assert cut.visible_to is None and cut.cards[0].text == pack[9]
    after = pack[10:] + pack[:10]
    assert [c.text for c in s.hand(2)] == after[:3]  # I3: forehand gets the first batch
    assert s.current_player == 2 and s.stock_count == 24
    assert s.observation(3).bottom_card.text == pack[9]


def test_I2_cutting_jc_or_kh_scores_for_the_dealer_and_cuts_again():
    g = make_game("brus-iceland")
    first = pack_with(5, "JC")
    second = pack_with(7, "KH")
    third = [c.text for c in PACK]
    s = g.new_deal(dealer=0, packs=[first, second, third])
    s.apply("cut 5")
    assert s.phase == "cut" and s.running_points() == (1, 0) and s.current_player == 3
    s.apply("cut 7")
    assert s.running_points() == (2, 0)
    s.apply("cut 1")
    assert s.phase == "play" and s.setup().to_json()["packs"] == [first, second, third]
    again = g.new_deal(dealer=0, setup=s.setup())
    play(again, "cut 5", "cut 7", "cut 1")
    assert again.hands == s.hands


def test_I2_with_a_seed_reshuffles_come_from_the_deals_rng_and_replay():
    g = make_game("brus-iceland")
    s = g.new_deal(seed=9)
    bad = next(k for k in range(1, 36) if s._prelude.packs[0][k - 1].text in ("JC", "KH"))
    s.apply(f"cut {bad}")
    s.apply("cut 3")
    t = g.new_deal(seed=9)
    play(t, f"cut {bad}", "cut 3")
    assert t.hands == s.hands
    u = g.new_deal(seed=9, setup=s.setup())
    play(u, f"cut {bad}", "cut 3")
    assert u.hands == s.hands


def test_I3_forehand_leads():
    s = deal(["QD 7C 10C", "KC 10S 10H", "KS 8C 8H", "QC QS QH"], dealer=3)
    assert s.current_player == 0


def test_I4_highest_beating_card_wins_and_no_multiple_leads():
    s = deal(["QD 7C 7D", "7H 10S 10H", "9C 8C 8H", "AS QS QH"], dealer=3)
    assert "7C+7D" not in {str(a) for a in s.legal_actions()}
    with pytest.raises(IllegalAction, match="one card at a time"):
        s.apply("7C+7D")
    play(s, "QD", "7H", "9C", "AS")
    assert s.current_player == 2


def test_I5_jana_scores_two():
    s = deal(
        ["JC KH 8S", "10C 10S 10H", "10D 8C 8H", "8D QC QS"],
        dealer=3,
        stock_top=["9C", "QH", "QD", "KD", "9S", "7C", "7S", "7H"],
    )
    for lead in ("JC", "KH", "8S", "9C", "9S"):
        s.apply(lead)
        for seat in (1, 2, 3):
            s.apply(s.hand(seat)[0].text)
    r = s.result()
    assert r.tricks == (5, 0) and r.jana and r.points == (2, 0)


THROWS = ["7C", "7S", "7D", "KD"]


def risk_deal(hands, scores=None):
    """Hands as they stand after a thrown-away first trick (no risk in the first trick):
    seat 0 leads 7C, the others throw 7S 7D KD, seat 0 wins and each draws one card."""
    held = [h.split() for h in hands]
    s = deal(
        [" ".join([THROWS[i]] + held[i][:2]) for i in range(4)],
        dealer=3,
        scores=scores,
        stock_top=[h[2] for h in held],
    )
    play(s, *THROWS)
    assert s.current_player == 0
    return s


def test_I6_no_risk_in_the_first_trick():
    s = deal(["KH QD 10C", "10S 10H QH", "9C 8C 8H", "QC QS 7H"], dealer=3)
    assert "first trick" in s.why_illegal("KH!")


def test_I6_risk_the_round_wins_two_and_the_proof_is_shown_to_the_opponents():
    s = risk_deal(["10C QD KH", "10S 10H QH", "9C 8C 8H", "QC QS 7H"])
    play(s, "KH!", "10S", "9C", "QC")
    assert s.running_points() == (2, 0)
    proof = [e for e in s.events if e.kind == "proof"][0]
    assert proof.seat == 0 and proof.visible_to == frozenset((1, 3))
    assert sorted(c.text for c in proof.cards) == ["10C", "QD"]
    assert not any(e.kind == "proof" for e in s.visible_events(2))
    assert any(e.kind == "proof" for e in s.observation(1).events)


ROUND = ["10C QD KH", "JC 10H QH", "9C 8C 8H", "QC QS 7H"]


def test_I6_round_smacked_by_the_opponents_jc_scores_three():
    s = play(risk_deal(ROUND), "KH!", "JC", "9C", "QC")
    assert s.running_points() == (0, 3)


def test_I6_under_you_wins_one_or_loses_two_to_the_next_players_jc():
    s = play(risk_deal(["10C QD 9S", "KH 10H QH", "8D 8C 8H", "QC QS 7H"]), "9S", "KH!", "8C", "QC")
    assert s.running_points() == (0, 1)
    s = play(risk_deal(["10C QD 9S", "KH 10H QH", "JC 8C 8H", "QC QS 7H"]), "9S", "KH!", "JC", "QC")
    assert s.running_points() == (2, 0)


def test_I6_partners_jc_voids_the_risk():
    s = play(
        risk_deal(["10C QD KH", "10S 10H QH", "JC 8C 8H", "QC QS 7H"]), "KH!", "10S", "JC", "QC"
    )
    assert s.running_points() == (0, 0) and s.risks[0].outcome == "void"


def test_I6_no_risk_holding_jc_after_jc_played_or_last_card():
    s = risk_deal(["10C JC KH", "10S 10H QH", "9C 8C 8H", "QC QS 7H"])
    assert "hold the J♣" in s.why_illegal("KH!")
    s = play(risk_deal(["10C QD 9S", "10S 10H QH", "9C 8C 8H", "QC QS KH"]), "9S", "10S", "9C")
    assert "last card" in s.why_illegal("KH!")
    s = play(risk_deal(["10C QD JC", "KH 10H QH", "9C 8C 8H", "QC QS 7H"]), "JC")
    assert "has been played" in s.why_illegal("KH!")


def test_I6_no_risk_on_the_robber_rung():
    s = risk_deal(ROUND, scores=[4, 0])
    assert "robber" in s.why_illegal("KH!")
    assert s.setup().to_json()["scores"] == [4, 0]


def test_I7_I8_comb_of_five_and_series_value():
    g = make_game("brus-iceland")
    assert g.target == 5
    with pytest.raises(ValueError):
        make_game("brus-iceland", target=12)

    def deals(*increments):
        return [SimpleNamespace(score_log=[(side, pts, "x") for side, pts in increments])]

    assert g.series_value((5, 0), 0, deals((0, 5))) == 6  # scratching
    assert g.series_value((5, 2), 0, deals((1, 2), (0, 5))) == 3
    assert g.series_value((5, 4), 0, deals((0, 1), (1, 4), (0, 4))) == 1
    assert g.series_value((5, 4), 0, deals((1, 4), (0, 5))) == 2  # hanged for the robbery


def test_records_round_trip_with_cuts():
    g = make_game("brus-iceland")
    m = Match(g, seed=12)
    import random

    rng = random.Random(3)
    for _ in range(3):
        while not m.deal.is_over and not m.is_over:
            m.apply(m.deal.random_action(rng))
        if m.is_over:
            break
        m.next_deal()
    again = records.loads(records.dumps(m))
    assert again.scores == m.scores
    assert [d.history for d in again.deals] == [d.history for d in m.deals]
