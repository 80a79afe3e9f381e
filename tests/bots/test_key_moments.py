"""The key moments of a reviewed deal (issue 38, bots/key_moments.py): the costliest
decisions first, by the exact loss where it is real, else the expected loss; none for a
deal played well; and words that name the right trick, card, winner and cost."""

from __future__ import annotations

import random

import pytest

from braus_desktop.bots import make_bot
from braus_desktop.bots.key_moments import costliest, key_moments
from braus_desktop.bots.review import DealReview, DecisionReview, OptionValue, review
from braus_desktop.rules import make_game
from braus_desktop.rules.core import Play, Played, TrickWon
from braus_desktop.rules.match import Match
from braus_desktop.rules.phrase import Phrase

NAMES = ["You", "West", "North", "East"]


def played_deal(game_id, seed, **options):
    game = make_game(game_id, **options)
    bots = {s: make_bot("standard", game, seed=seed * 10 + s) for s in range(game.n_players)}
    state = game.new_deal(seed=seed, dealer=seed % game.n_players)
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return state


def choices(state, seat=0):
    """The indices of ``seat``'s actions that had an alternative."""
    replay = state.game.new_deal(dealer=state.dealer, setup=state.setup())
    found = []
    for index, (who, action) in enumerate(state.history):
        if who == seat and len(replay.legal_actions()) > 1:
            found.append(index)
        replay.apply(action)
    return found


def decision(state, index, verdict, loss_e, exact_played, exact_best, solved=True):
    """A decision of the deal valued by hand: the action played and one other."""
    replay = state.game.new_deal(dealer=state.dealer, setup=state.setup())
    for _seat, action in state.history[:index]:
        replay.apply(action)
    seat, played = state.history[index]
    other = next(a for a in replay.legal_actions() if a != played)
    options = (
        OptionValue(str(played), -loss_e, exact_played, solved),
        OptionValue(str(other), 0.0, exact_best, solved),
    )
    best = str(played) if verdict == "best" else str(other)
    return DecisionReview(
        1,
        index,
        seat,
        str(played),
        options,
        best,
        verdict,
        loss_e,
        max(0.0, exact_best - exact_played),
        "reason",
    )


def deal_review(state, decisions, seat=0):
    return DealReview(1, seat, state.game.id, tuple(decisions), 50.0, 0, 8, 0)


def the_trick(state, index):
    """Independently of the module: the trick ``index`` belongs to, its number (the tricks
    won before it + 1), its winner and the winner's cards."""
    replay = state.game.new_deal(dealer=state.dealer, setup=state.setup())
    number, plays = 1, {}
    for k, (_seat, action) in enumerate(state.history):
        for e in replay.apply(action):
            if isinstance(e, Played):
                plays[e.seat] = e.cards
            if isinstance(e, TrickWon):
                if k >= index:
                    return number, e.seat, " ".join(c.display for c in plays[e.seat])
                number, plays = number + 1, {}
    raise AssertionError("no trick after the decision")


def test_the_costliest_first_the_exact_loss_where_real_else_the_expected():
    state = played_deal("brus", 2)
    a, b, c, d, e, f = choices(state)[:6]
    decisions = [
        decision(state, a, "inaccuracy", 0.2, 1.0, 1.0),  # no exact loss: costs 0.2
        decision(state, b, "mistake", 0.4, -1.0, 0.0),  # exact: costs 1.0
        decision(state, c, "blunder", 0.9, 2.0, 2.0),  # no exact loss: costs 0.9
        decision(state, d, "best", 0.0, -2.0, 0.0),  # best: the cards, never named
        decision(state, e, "good", 0.05, -1.0, 0.0),  # good, but lost 1.0 exactly
        decision(state, f, "good", 0.05, -3.0, 0.0, solved=False),  # estimated: 0.05
    ]
    chosen = costliest(deal_review(state, decisions), state.game)
    # 1.0 and 1.0: the larger expected loss first; then 0.9; 0.2 is a fourth
    assert [x.index for x in chosen] == [b, e, c]
    moments = key_moments(deal_review(state, decisions), state, NAMES)
    assert [(m.index, m.cost, m.exact) for m in moments] == [
        (b, 1.0, True),
        (e, 1.0, True),
        (c, 0.9, False),
    ]
    assert str(moments[2].text).endswith("\u22120.9 on average")
    assert str(moments[0].text).endswith(": \u22121")


def test_a_deal_played_well_has_no_key_moments():
    state = played_deal("braus", 3, players=4)
    found = choices(state)
    decisions = [
        decision(state, k, "best" if n % 2 else "good", 0.02, 0.0, 0.0) for n, k in enumerate(found)
    ]
    assert decisions and key_moments(deal_review(state, decisions), state, NAMES) == ()
    assert key_moments(deal_review(state, []), state, NAMES) == ()


def braus_blunder():
    """Seat 0 leads first holding the three matadors (any leads to a Jan, +2) and leads
    the 6♦ instead."""
    game = make_game("braus", players=4)
    mine = "7C 7S 7H 7D JC 8S KH 6D 6H".split()
    rest = [c.text for c in game.pack if c.text not in mine]
    random.Random(1).shuffle(rest)
    match = Match(game, seed=1, first_dealer=3, start=False)
    state = match.next_deal(hands=[mine, rest[0:9], rest[9:18], rest[18:27]], dealer=3)
    state.apply("6D")
    bots = {s: make_bot("standard", game, seed=s) for s in range(4)}
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return match


def test_the_braus_blunder_is_named_by_its_trick_the_card_that_took_it_and_its_cost():
    match = braus_blunder()
    (dealt,) = review(match, seat=0, samples=12, seed=3)
    state = match.deals[0]
    moments = key_moments(dealt, state, NAMES)
    assert moments[0].index == 0 and moments[0].exact and moments[0].cost == 1.0
    number, winner, cards = the_trick(state, 0)
    assert winner not in (0, 2)  # an opponent beat the 6♦
    assert str(moments[0].text) == (
        f"Trick {number}: playing 6\u2666 lost the trick to {cards} ({NAMES[winner]}): \u22121"
    )
    assert isinstance(moments[0].text, Phrase) and moments[0].text.context == "Coach"
    # the deal was still won (a Jan thrown away, not the deal): no word of losing it
    assert "deal" not in str(moments[0].text)


def a_trick(state, seat, want):
    """A decision of ``seat`` whose trick went to ``want`` (a function of the winner)."""
    for index in choices(state, seat):
        _n, winner, _cards = the_trick(state, index)
        if want(winner):
            return index
    return None


def test_a_play_that_lost_the_deal_says_so_and_a_partners_trick_names_the_partner():
    for seed in range(60):
        state = played_deal("braus", seed, players=4)
        if state.returns()[0] >= 0:
            continue
        lost = a_trick(state, 0, lambda w: w in (1, 3))
        partner = a_trick(state, 0, lambda w: w == 2)
        if lost is not None and partner is not None:
            break
    else:
        pytest.fail("no lost four-player deal with both kinds of trick")
    # the best play would have won it (+1), this one lost it (-1)
    made = deal_review(
        state,
        [
            decision(state, lost, "blunder", 1.5, -1.0, 1.0),
            decision(state, partner, "mistake", 0.3, 0.0, 0.0),
        ],
    )
    first, second = key_moments(made, state, NAMES)
    number, winner, cards = the_trick(state, lost)
    assert first.index == lost and str(first.text).startswith(f"Trick {number}: playing ")
    assert str(first.text).endswith(
        f" lost the trick to {cards} ({NAMES[winner]}) and the deal: \u22122"
    )
    number, winner, cards = the_trick(state, partner)
    assert second.index == partner and not second.exact
    assert f"Trick {number}: playing " in second.text
    assert str(second.text).endswith(
        f"; your partner North took the trick with {cards}: \u22120.3 on average"
    )
    # an exact loss that leaves the deal lost either way did not lose it
    either = deal_review(state, [decision(state, lost, "blunder", 1.5, -3.0, -1.0)])
    assert "deal" not in str(key_moments(either, state, NAMES)[0].text)


def test_a_brus_risk_is_named_as_a_risk():
    state = played_deal("brus", 2)
    index = 9
    seat, action = state.history[index]
    assert seat == 0 and isinstance(action, Play) and action.risk
    (moment,) = key_moments(
        deal_review(state, [decision(state, index, "mistake", 0.5, 0, 1)]), state, NAMES
    )
    cards = " ".join(c.display for c in action.cards)
    number, _winner, _cards = the_trick(state, index)
    assert str(moment.text).startswith(f"Trick {number}: calling a risk with {cards}")


def test_brag_names_the_place_that_cost_most_and_who_took_it():
    game = make_game("brag", players=2)
    mine = "AS AH AD KS KH KD QS QH QD 9C 7D 5S 4H 3C 2D 2S".split()
    rest = [c.text for c in game.pack if c.text not in mine]
    random.Random(2).shuffle(rest)
    match = Match(game, seed=1, first_dealer=1, start=False)
    state = match.next_deal(hands=[mine, rest[:16]], dealer=1)
    state.apply("4H 3C 2D | AS AH QD | KS KH AD | QS QH KD | 9C 7D 5S / 2S")
    other = state.current_player
    state.apply(game.greedy_arrangement(state.hand(other)))
    (dealt,) = review(match, seat=0, samples=60, seed=1)
    (moment,) = key_moments(dealt, state, NAMES)
    d = dealt.decisions[0]
    assert moment.exact and moment.cost == d.loss_exact
    # the first place lost at the table that the suggested trick would have taken
    place = next(c for c in d.changes if c.played_won is False and c.suggested_won)
    theirs = " ".join(c.display for c in state.arrangement(1).tricks[place.position - 1])
    mine = " ".join(c.display for c in state.arrangement(0).tricks[place.position - 1])
    assert str(moment.text) == (
        f"Your arrangement, trick {place.position}: {mine} "
        f"({place.played_name}) lost that place to {theirs} (West): "
        f"\u2212{round(d.loss_exact)}"
    )


def test_a_brus_game_says_the_hand_where_braus_says_the_deal():
    """A Brus game calls its deal a hand, as its rules' sentences do."""
    for game_id in ("brus", "brus-solo", "brus-iceland"):
        for seed in range(60):
            state = played_deal(game_id, seed)
            opponents = [
                s
                for s in range(state.game.n_players)
                if state.game.side_of(s) != state.game.side_of(0)
            ]
            lost = a_trick(state, 0, lambda w, o=opponents: w in o)
            if state.returns()[0] < 0 and lost is not None:
                break
        else:
            pytest.fail(f"no lost {game_id} deal with a trick lost to an opponent")
        made = deal_review(state, [decision(state, lost, "blunder", 1.5, -1.0, 1.0)])
        (moment,) = key_moments(made, state, NAMES)
        number, winner, cards = the_trick(state, lost)
        assert str(moment.text).endswith(
            f" lost the trick to {cards} ({NAMES[winner]}) and the hand: \u22122"
        ), game_id
        assert str(moment.text).startswith(f"Trick {number}: ")


def test_a_verdict_decided_by_its_noise_gives_its_cost_with_the_noise():
    """A mistake named within its noise (a loss below the mistake threshold that could be
    one: Solo Brus and Icelandic Brús at their cap) reads "−0.37 ± 0.1 on average", as the
    review's verdict line does; an uncertain one says so; a mistake by its size alone and
    a review kept without noise give the cost alone."""
    from dataclasses import replace

    state = played_deal("brus-iceland", 2)
    a, b, c = choices(state)[:3]
    within = replace(decision(state, a, "mistake", 0.37, 1.0, 1.0), noise=0.11)
    unsure = replace(decision(state, b, "uncertain", 0.3, 1.0, 1.0), noise=0.4)
    sized = replace(decision(state, c, "mistake", 0.5, 1.0, 1.0), noise=0.1)
    texts = {
        m.index: str(m.text)
        for m in key_moments(deal_review(state, [within, unsure, sized]), state, NAMES)
    }
    assert texts[a].endswith("\u22120.37 \u00b1 0.1 on average")
    assert texts[b].endswith("\u22120.3 \u00b1 0.4 on average, uncertain")
    assert texts[c].endswith("\u22120.5 on average")
    (old,) = key_moments(
        deal_review(state, [decision(state, a, "mistake", 0.37, 1.0, 1.0)]), state, NAMES
    )
    assert str(old.text).endswith("\u22120.37 on average")
