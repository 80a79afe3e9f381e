"""One test (or a few) per ruling of docs/rulings.md §1, Bräus, with explicit hands."""

import pytest

from braus_desktop.rules import IllegalAction, Match, make_game
from braus_desktop.rules.braus import MATADORS, NAMES, RANKING, SEVENS, UNPLAYABLE, kind_of
from braus_desktop.rules.cards import card

DUDS = "8C 8H 8D 10C 10S 10H 10D QC QS QH QD KC KS KD".split()


def deal(*hands, dealer=0, **options):
    """A Bräus deal from the cards that matter per seat; unplayable cards fill each hand
    up to its size in a fixed order (every playable card and seven must be given)."""
    game = make_game("braus", players=len(hands), **options)
    given = [h.split() for h in hands]
    used = {c for h in given for c in h}
    fill = [c for c in DUDS if c not in used]
    full = []
    for h in given:
        need = game.hand_size - len(h)
        full.append(h + fill[:need])
        fill = fill[need:]
    assert not fill
    return game.new_deal(hands=full, dealer=dealer)


def play(state, moves):
    for m in moves.split():
        state.apply(m)
    return state


def kinds(state):
    return [e.kind for e in state.events]


# A deal used by several tests: dealer 0, so seat 1 (forehand) leads.
BASIC = ("JC 9D AD 6C 7C", "8S 9C AS JS 6S", "KH 9S AH JH 6H 7S", "9H AC JD 6D 7H 7D")


def test_B1_ranking_table():
    assert [c.text for c in RANKING] == (
        "JC 8S KH 9C 9S 9H 9D AC AS AH AD JS JH JD 6C 6S 6H 6D"
    ).split()
    assert MATADORS == (card("JC"), card("8S"), card("KH"))
    assert len(SEVENS) == 4 and len(UNPLAYABLE) == 14


def test_B1_any_nine_beats_any_ace_and_suit_order_within_a_rank():
    s = deal(*BASIC)
    assert s.current_player == 1
    s.apply("AS")
    # seat 2 must beat the ace of spades: AH is lower (suit order C > S > H > D)
    assert {str(a) for a in s.legal_actions()} == {"KH", "9S"}
    s.apply("9S")
    # seat 3: only 9H is not enough (9S > 9H); nothing beats, so pass
    assert [str(a) for a in s.legal_actions()] == ["pass"]


def test_B2_sevens_cannot_be_played_to_a_trick():
    s = deal(*BASIC)
    s.apply("6S")
    with pytest.raises(IllegalAction, match="Sevens"):
        s.apply("7S")
    assert all(c not in SEVENS for a in s.legal_actions() for c in getattr(a, "cards", ()))


def test_B3_unplayable_cards_never_leave_the_hand():
    s = deal(*BASIC)
    with pytest.raises(IllegalAction, match="unplayable"):
        s.apply("QC")  # seat 1 holds QC among its dud cards
    with pytest.raises(IllegalAction, match="outcome card"):
        deal(
            "KC 7C 6D",
            "JC 8S KH 9C 9S 9H 9D",
            "AC AS AH AD JS JH JD",
            "6C 6S 6H 7S 7H 7D",
            dealer=3,
        ).apply("KC")
    dead = {seat: [c for c in s.hand(seat) if kind_of(c) == "unplayable"] for seat in range(4)}
    import random

    rng = random.Random(3)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    for seat, cards in dead.items():
        assert set(cards) <= set(s.hand(seat))


def test_B4_forehand_lays_sevens_then_leads():
    s = deal(*BASIC, dealer=2)  # forehand is seat 3, who holds 7H and 7D
    laid = [e for e in s.events if e.kind == "sevens_laid"]
    assert [e.seat for e in laid] == [3, 3]
    assert s.tricks == (0, 2)
    assert s.current_player == 3 and s.is_lead
    assert not any(c in SEVENS for c in s.hand(3))


def test_B4_trick_winner_lays_sevens_before_leading():
    s = deal(*BASIC)  # seat 1 leads, no sevens
    play(s, "6S KH pass JC")  # seat 0 overtakes the KH with the Spit and wins
    assert kinds(s)[-2:] == ["trick_won", "sevens_laid"]  # then lays its 7C
    assert s.tricks == (2, 0) and s.current_player == 0 and s.is_lead


def test_B5_lead_passes_to_the_next_player_who_holds_a_seven_or_playable_card():
    # seat 1 leads its last playable card, wins, and has nothing left: seat 2 has only
    # dud cards, so the lead passes on to seat 3.
    s = deal(
        "JS JH JD 6C 6S 6H 6D 7H 7D", "JC 8S KH 7C", "", "7S 9C 9S 9H 9D AC AS AH AD", dealer=0
    )
    assert s.current_player == 1 and s.tricks == (0, 1)
    play(s, "JC pass pass pass 8S pass pass pass KH pass pass pass")
    passed_on = [e for e in s.events if e.kind == "lead_passed_on"]
    assert [e.seat for e in passed_on] == [3]
    assert s.tricks == (0, 5) and s.current_player == 3 and s.is_lead  # after laying 7S


def test_B5_deal_finishes_when_nobody_can_lead():
    s = deal(*BASIC)
    import random

    rng = random.Random(0)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    r = s.result()
    if max(r.tricks) < 6:
        assert all(kind_of(c) == "unplayable" for seat in range(4) for c in s.hand(seat))


def test_B6_must_overtake_when_able_partners_too():
    # seat 1 leads KH; seat 2 holds nothing higher; seat 3 (seat 1's partner) holds
    # the JC and 8S and must overtake the partner.
    s = deal("9C 9S 9H 9D AC AS AH AD", "7C 7S 7H 7D KH", "JS JH JD 6C 6S 6H 6D", "JC 8S", dealer=0)
    assert s.tricks == (0, 4)
    s.apply("KH")
    s.apply("pass")  # seat 2 cannot beat the KH
    assert s.current_player == 3
    assert {str(a) for a in s.legal_actions()} == {"JC", "8S"}
    with pytest.raises(IllegalAction, match="cannot pass"):
        s.apply("pass")
    before = (s.hands, s.tricks, s.current_player, len(s.history), len(s.events))
    with pytest.raises(IllegalAction):
        s.apply("pass")
    assert (s.hands, s.tricks, s.current_player, len(s.history), len(s.events)) == before


def test_B6_each_player_has_exactly_one_chance_and_passes_play_nothing():
    s = deal(*BASIC)
    play(s, "8S pass pass")  # seat 1 leads the Dull; seats 2 and 3 cannot beat it
    assert s.trick == ((1, card("8S")),)  # passes put nothing on the table
    assert s.current_player == 0
    s.apply("JC")  # seat 0's one chance: it must overtake
    assert s.trick == () and s.current_player == 0  # trick over; no second round


def test_B6_lower_card_is_refused_with_the_reason():
    s = deal(*BASIC)
    play(s, "6S JH")  # seat 3 must beat the JH: JD ranks below it
    with pytest.raises(IllegalAction, match="does not beat"):
        s.apply("JD")
    assert {str(a) for a in s.legal_actions()} == {"9H", "AC"}
    s.apply("AC")
    # seat 0 must beat AC: JC, 9D qualify; AD does not
    assert {str(a) for a in s.legal_actions()} == {"JC", "9D"}
    s.apply("9D")
    # the trick is over after everyone's single chance: seat 0 won it, then laid 7C
    assert s.trick == () and s.current_player == 0 and s.tricks == (2, 0)


def test_B7_tricks_can_be_short_and_the_last_card_wins():
    s = deal(*BASIC)
    play(s, "8S pass pass JC")  # a two-card trick
    won = [e for e in s.events if e.kind == "trick_won"]
    assert len(won) == 1 and won[0].seat == 0 and won[0].cards == (card("8S"), card("JC"))
    assert s.tricks == (2, 0)  # the trick, then seat 0's seven


def test_B7_last_card_played_wins_and_leads_next():
    s = deal(*BASIC)
    play(s, "6S 9S")  # seat 3 cannot beat 9S (9H and AC are lower)
    s.apply("pass")
    s.apply("JC")  # seat 0 beats 9S with the Spit: the last card wins
    assert s.tricks == (2, 0) and s.current_player == 0


def test_B8_six_tricks_ends_the_deal_at_once_with_jan():
    # seat 1 lays 7C 7S, takes three tricks with the matadors, then cannot lead; seat 2
    # holds nothing, so the lead passes to seat 3, whose first seven is the sixth trick.
    s = deal("AD JS JH JD 6C 6S 6H 6D", "7C 7S JC 8S KH", "", "7H 7D 9C 9S 9H 9D AC AS AH")
    play(s, "JC pass pass pass 8S pass pass pass KH pass pass pass")
    assert s.is_over
    r = s.result()
    assert r.tricks == (0, 6) and r.winner == 1 and r.points == (0, 2) and r.jan
    assert sum(c in SEVENS for c in s.hand(3)) == 1  # the deal ended before the last seven
    assert s.events[-1].kind == "deal_scored"


def test_B8_six_tricks_with_the_opponents_on_the_board_is_one_point():
    s = deal(*BASIC)
    import random

    rng = random.Random(5)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    r = s.result()
    if r.winner is not None and not r.outcome_card:
        loser = 1 - r.winner
        assert r.tricks[r.winner] == 6
        assert r.points[r.winner] == (2 if r.tricks[loser] == 0 else 1)


KC_DEAL = [
    "JD 7D 9S 8C 9H 6D JS QS 10H",
    "6C 9C KD AH 8D 7S 6H AD 7C",
    "7H KS 10S AS 8H KC JC JH 6S",
    "10C QD QC KH AC 8S QH 10D 9D",
]
KC_MOVES = "AD AS KH pass AC 9S 9C JC JH 9D 9H pass JD AH pass 8S 6D 6C pass pass 6H 6S pass JS"

DRAW_DEAL = [
    "AC 9C 7D AD 7S JD 10S QD 6D",
    "8C 6H 8D 6S 9S 7C 7H 9D 10D",
    "QH 10H QS KD AH 9H JC KH JH",
    "QC 6C 8H KS KC 10C 8S AS JS",
]
DRAW_MOVES = "6H JH JS AD AC 9D KH 8S 6C JD 9S JC 9H pass 9C pass 6D 6S AH AS"


def test_B9_five_tricks_and_the_outcome_card_win_one_point():
    s = make_game("braus").new_deal(hands=KC_DEAL)
    play(s, KC_MOVES)
    r = s.result()
    assert s.is_over and r.tricks == (5, 5)
    assert r.outcome_card and r.winner == 0 and r.points == (1, 0) and not r.jan
    assert card("KC") in s.hand(2)


def test_B9_otherwise_a_draw_and_the_same_dealer_deals_again():
    game = make_game("braus")
    m = Match(game, seed=1, first_dealer=0, start=False)
    s = m.next_deal(hands=DRAW_DEAL)
    play(s, DRAW_MOVES)
    r = s.result()
    assert r.winner is None and r.points == (0, 0) and r.draw and r.tricks == (5, 4)
    assert m.next_dealer() == 0
    nxt = m.next_deal()
    assert nxt.dealer == 0


def test_B10_game_to_six_points_and_deal_passes_left():
    game = make_game("braus")
    import random

    rng = random.Random(11)
    m = Match(game, seed=11)
    dealers = []
    while not m.is_over:
        s = m.deal
        dealers.append(s.dealer)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        if not m.is_over:
            prev = s
            m.next_deal()
            expected = prev.dealer if prev.result().winner is None else (prev.dealer + 1) % 4
            assert m.deal.dealer == expected
    assert max(m.scores) >= 6 and m.scores[m.winner] == max(m.scores)
    assert sorted(m.scores)[0] < 6
    with pytest.raises(ValueError, match="over"):
        m.next_deal()


@pytest.mark.parametrize("target", [3, 6, 9])
def test_B10_target_option(target):
    game = make_game("braus", target=target)
    assert game.target == target
    with pytest.raises(ValueError, match="3, 6, 9"):
        make_game("braus", target=5)


def test_B11_traditional_names():
    assert NAMES == {card("JC"): "Spit", card("8S"): "Dull", card("KH"): "Bräus"}
    assert make_game("braus").card_name(card("8S")) == "Dull"


def test_six_players_two_teams_of_three_alternating():
    game = make_game("braus", players=6)
    assert game.n_players == 6 and game.hand_size == 6
    assert [game.side_of(s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    s = game.new_deal(seed=4, dealer=5)
    assert s.current_player in range(6)
    laid = sum(e.kind == "sevens_laid" for e in s.events)
    assert sum(s.hand_size(seat) for seat in range(6)) + laid == 36
    assert sum(s.tricks) == laid


def test_six_player_trick_gives_five_chances():
    s = make_game("braus", players=6).new_deal(
        hands=[
            "6D QH KD KH 7C QC",
            "6H 8H 8C 8S 10H JS",
            "6S AS 10C JD 7D QD",
            "6C KS JC JH 10S 9C",
            "7S QS 9S AC AH 10D",
            "KC 7H 8D 9D 9H AD",
        ],
        dealer=5,
    )
    # forehand seat 0 lays 7C then leads
    assert s.tricks == (1, 0) and s.current_player == 0
    s.apply("6D")
    order = []
    while s.trick:
        order.append(s.current_player)
        s.apply(s.legal_actions()[0])
    assert order == [1, 2, 3, 4, 5]


def test_explicit_deal_errors_are_clear():
    game = make_game("braus")
    with pytest.raises(ValueError, match="4 hands"):
        game.new_deal(hands=[DUDS[:9]])
    bad = [h.split() for h in KC_DEAL]
    bad[0][0] = bad[1][0]
    with pytest.raises(ValueError, match="dealt twice"):
        game.new_deal(hands=bad)
    bad = [h.split() for h in KC_DEAL]
    bad[0][0] = "2C"
    with pytest.raises(ValueError, match="not in the Bräus pack"):
        game.new_deal(hands=bad)
    bad = [h.split() for h in KC_DEAL]
    bad[0][0] = "ZZ"
    with pytest.raises(ValueError, match="'ZZ'"):
        game.new_deal(hands=bad)
    bad = [h.split() for h in KC_DEAL]
    bad[0].pop()
    with pytest.raises(ValueError, match="8 cards"):
        game.new_deal(hands=bad)
    with pytest.raises(ValueError, match="dealer"):
        game.new_deal(seed=1, dealer=4)


def test_same_seed_same_deal():
    game = make_game("braus")
    assert game.new_deal(seed=42).hands == game.new_deal(seed=42).hands
    assert game.new_deal(seed=42).hands != game.new_deal(seed=43).hands


def test_action_text_errors_are_sentences():
    s = deal(*BASIC)
    for bad, words in [
        ("XYZ", "not a move"),
        ("8S+8D", "one card"),
        ("6S!", "no risking"),
        ("KH", "do not hold"),
        ("cut 3", "not a move in Bräus"),
    ]:
        with pytest.raises(IllegalAction, match=words):
            s.apply(bad)
    assert s.why_illegal("6S") is None
    assert "do not hold" in s.why_illegal("KH")


def test_events_tell_the_whole_story():
    s = make_game("braus").new_deal(hands=KC_DEAL)
    play(s, KC_MOVES)
    ks = kinds(s)
    assert ks[0] == "dealt" and ks.count("hand") == 4
    assert ks[-1] == "deal_scored"
    assert ks.count("trick_won") + ks.count("sevens_laid") == sum(s.result().tricks)
    assert ks.count("played") == len([a for _, a in s.history if str(a) != "pass"])
    assert ks.count("passed") == len([a for _, a in s.history if str(a) == "pass"])


def test_B4_sevens_are_laid_in_suit_order_whatever_the_dealt_order():
    a = deal("JC 9D AD 6C", "8S 9C AS JS 6S 7H 7C", "KH 9S AH JH 6H 7S", "9H AC JD 6D 7D")
    b = deal("JC 9D AD 6C", "7C 8S 9C AS JS 6S 7H", "KH 9S AH JH 6H 7S", "9H AC JD 6D 7D")
    laid = [[e.cards[0].text for e in s.events if e.kind == "sevens_laid"] for s in (a, b)]
    assert laid[0] == laid[1] == ["7C", "7H"]
