"""The coach (issue 22, bots/review.py): exact values agree with an exhaustive search on
the rules model, a blunder made on purpose is called a blunder with the right best play,
a review is reproducible, its JSON reads back, and 'expected' uses only what the seat
could see."""

from __future__ import annotations

import json
import random

import pytest

from braus_desktop.bots import coaching_for, knowledge_for, make_bot
from braus_desktop.bots.coaching import DealCoaching, attach_to_record, read_from_record
from braus_desktop.bots.review import (
    DealReview,
    deal_accuracy,
    move_accuracy,
    phrase_from_json,
    phrase_to_json,
    review,
    review_deal,
    true_values,
)
from braus_desktop.bots.search import Solver
from braus_desktop.rules import make_game, records
from braus_desktop.rules.match import Match
from braus_desktop.rules.phrase import Phrase
from braus_desktop.rules.played import PlayedDeal


def _play(game, seed, level="standard", until=None):
    """A seeded deal played by ``level`` bots (to its end, or until ``until(state)``)."""
    bots = {s: make_bot(level, game, seed=seed * 10 + s) for s in range(game.n_players)}
    state = game.new_deal(seed=seed, dealer=seed % game.n_players)
    while not state.is_over and not (until is not None and until(state)):
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return state


def _max_n(state, seat):
    """Exhaustive max-n over the rules model (each player takes its own best return;
    equal choices count as their mean): the three-handed game's exact value."""
    if state.is_over:
        return tuple(state.returns())
    player = state.current_player
    best, ties = None, []
    for a in state.legal_actions():
        child = state.clone(quiet=True)
        child.apply(a)
        v = _max_n(child, seat)
        if best is None or v[player] > best[player] + 1e-9:
            best, ties = v, [v]
        elif v[player] >= best[player] - 1e-9:
            ties.append(v)
    if len(ties) > 1:
        best = tuple(sum(x) / len(ties) for x in zip(*ties))
    return best


@pytest.mark.parametrize(
    "game_id, options",
    [
        ("braus", {"players": 4}),
        ("braus", {"players": 6}),
        ("brus", {}),
        ("brus-iceland", {}),
        ("brus-solo", {}),
    ],
)
def test_exact_values_equal_an_exhaustive_search(game_id, options):
    game = make_game(game_id, **options)
    know = knowledge_for(game)
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        if game_id == "braus":
            stop = rng.randrange(6, 16)
            until = lambda s, stop=stop: len(s.history) >= stop  # noqa: E731
        else:  # the stock gone and few cards left: the search is exhaustive
            until = lambda s: (  # noqa: E731
                s.phase == "play"
                and s.stock_count == 0
                and sum(len(s.hand(p)) for p in range(game.n_players)) <= 9
            )
        state = _play(game, seed, "random" if seed % 2 else "standard", until)
        if state.is_over:
            continue
        legal = state.legal_actions()
        if len(legal) < 2:
            continue
        seat = state.current_player
        got, solved = true_values(know, state, legal, seat, random.Random(0), 10**7)
        assert solved
        if game.partnership:
            # the generic solver on the rules model's clone + apply; its transposition
            # table only spares repeats, every line is still searched to the end
            want = Solver(game, seat, know.key).action_values(state.clone(quiet=True), legal)
        else:
            want = []
            for a in legal:
                child = state.clone(quiet=True)
                child.apply(a)
                want.append(_max_n(child, seat)[seat])
        assert got == pytest.approx(want), (state.history, legal)
        checked += 1
    assert checked >= 8


def braus_blunder() -> Match:
    """Seat 0 leads first (dealer 3) holding all four sevens (four tricks laid at once)
    and the three matadors: any matador leads to six tricks and a Jan (+2). It leads the
    6♦ instead, which the next player must beat."""
    game = make_game("braus", players=4)
    mine = "7C 7S 7H 7D JC 8S KH 6D 6H".split()
    rest = [c.text for c in game.pack if c.text not in mine]
    random.Random(1).shuffle(rest)
    hands = [mine, rest[0:9], rest[9:18], rest[18:27]]
    match = Match(game, seed=1, first_dealer=3, start=False)
    state = match.next_deal(hands=hands, dealer=3)
    state.apply("6D")
    bots = {s: make_bot("standard", game, seed=s) for s in range(4)}
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return match


def test_a_blunder_on_purpose_is_a_blunder_with_the_right_best_play():
    match = braus_blunder()
    (deal,) = review(match, seat=0, samples=12, seed=3)
    first = deal.decisions[0]
    assert first.index == 0 and first.played == "6D"
    assert first.verdict == "blunder"
    assert first.best in ("JC", "8S", "KH")
    values = {o.action: o for o in first.options}
    assert values[first.best].expected == pytest.approx(2.0)  # the Jan, whatever is out
    assert values[first.best].exact == 2.0 and values[first.best].exact_solved
    assert (
        first.loss_expected >= coaching_for(make_game("braus")).thresholds.blunder
        and first.loss_exact >= 1
    )
    assert first.reason.startswith("Blunder: 6♦ averages")
    assert "Best: Lead" in first.reason and isinstance(first.reason, Phrase)
    assert deal.mistakes >= 1 and deal.accuracy < 85


def test_a_brag_arrangement_that_breaks_a_prial_is_a_blunder_with_the_trick_to_change():
    game = make_game("brag", players=2)
    mine = "AS AH AD KS KH KD QS QH QD 9C 7D 5S 4H 3C 2D 2S".split()
    rest = [c.text for c in game.pack if c.text not in mine]
    random.Random(2).shuffle(rest)
    match = Match(game, seed=1, first_dealer=1, start=False)
    state = match.next_deal(hands=[mine, rest[:16]], dealer=1)
    # three prials split into three pairs with odd cards: each place weaker
    state.apply("4H 3C 2D | AS AH QD | KS KH AD | QS QH KD | 9C 7D 5S / 2S")
    other = state.current_player
    state.apply(game.greedy_arrangement(state.hand(other)))
    (deal,) = review(match, seat=0, samples=60, seed=1)
    d = deal.decisions[0]
    assert d.verdict == "blunder" and d.loss_exact is not None
    # the best keeps the prials' strength (three prials, or as here the three running
    # flushes the same cards make, worth as much against the sampled hands)
    assert d.best != d.played and ("Prial" in d.reason or "Running flush" in d.reason)
    assert d.changes and any(
        "Prial" in c.suggested_name or "Running flush" in c.suggested_name for c in d.changes
    )
    values = {o.action: o.expected for o in d.options}
    assert values[d.best] == max(values.values())
    assert all(c.suggested_rate >= 0 and c.played_won is not None for c in d.changes)


@pytest.mark.parametrize("game_id", ["braus", "brus-iceland", "brag"])
def test_the_same_seed_gives_the_same_review_and_its_json_reads_back(game_id):
    game = make_game(game_id)
    match = Match(game, seed=4)
    level = "greedy" if game_id == "brag" else "standard"
    bots = {s: make_bot(level, game, seed=s) for s in range(game.n_players)}
    while not match.deal.is_over:
        seat = match.deal.current_player
        match.apply(bots[seat].choose(match.deal.observation(seat), match.deal.legal_actions()))
    text = records.dumps(match)
    one = [d.to_json() for d in review(text, seat=0, samples=6, seed=9)]
    two = [d.to_json() for d in review(json.loads(text), seat=0, samples=6, seed=9)]
    assert one == two and one[0]["decisions"]
    back = DealReview.from_json(json.loads(json.dumps(one[0])))
    assert back.to_json() == one[0]
    assert isinstance(back.decisions[0].reason, Phrase)  # still translatable
    # a record that carries its review (docs/records.md) still loads, and reads it back
    # with the key moments it keeps beside it (bots/coaching.py: the one reader)
    coaching = DealCoaching.from_json(one[0], PlayedDeal.of(match.deals[0]))
    block = coaching.to_json()
    assert block == {**one[0], "key_moments": [m.to_json() for m in coaching.moments]}
    data = attach_to_record(json.loads(text), [(1, block, len(json.dumps(block)))])
    assert data["deals"][0]["review"] == block
    loaded = records.loads(json.dumps(data))
    assert loaded.deals[0].history == match.deals[0].history
    found, refused = read_from_record(json.loads(json.dumps(data)), loaded, 0)
    assert [c.to_json() for c in found] == [block] and refused == []
    data["deals"][0]["review"]["version"] = 2  # newer: left out, record still loads
    assert read_from_record(data, loaded, 0) == ([], [1]) and records.loads(json.dumps(data)).deals


def test_expected_values_use_only_what_the_seat_could_see():
    """Two deals that look the same to seat 0 at its decision (the other hands swapped
    between its opponents and partner) get the same expected values; only 'exact',
    which knows every card, may differ."""
    game = make_game("braus", players=4)
    mine = "7C JD 9H AS 6C QC QH 10S 8C".split()
    rest = [c.text for c in game.pack if c.text not in mine]
    random.Random(7).shuffle(rest)
    a = [mine, rest[0:9], rest[9:18], rest[18:27]]
    b = [mine, rest[18:27], rest[0:9], rest[9:18]]
    got = []
    for hands in (a, b):
        state = game.new_deal(hands=hands, dealer=3)  # seat 0 leads: nothing seen yet
        state.apply(state.legal_actions()[0])
        while state.current_player is not None and state.current_player != 0:
            state.apply(state.legal_actions()[-1])
        got.append(review_deal(state, 0, samples=10, seed=2).decisions[0])
    assert [o.expected for o in got[0].options] == [o.expected for o in got[1].options]
    assert [o.action for o in got[0].options] == [o.action for o in got[1].options]


def test_accuracy_formula():
    assert move_accuracy(0.0, 2.0) == 100.0
    assert move_accuracy(0.5, 2.0) < move_accuracy(0.1, 2.0) < 100
    assert 25 < move_accuracy(1.0, 2.0) < 40
    assert deal_accuracy([]) is None
    assert deal_accuracy([100.0, 100.0]) == pytest.approx(100.0)
    # one blunder weighs more than its share of the mean
    assert deal_accuracy([100.0, 100.0, 100.0, 10.0]) < (310 / 4)


def test_a_reason_read_from_a_file_cannot_reach_into_its_arguments():
    from braus_desktop.rules.phrase import QT_TRANSLATE_NOOP

    p = QT_TRANSLATE_NOOP("Coach", "Best play. {clause}.").format(clause="Lead J♣")
    assert phrase_from_json(phrase_to_json(p)) == p
    with pytest.raises(ValueError):
        phrase_from_json({"context": "Coach", "template": "{a.__class__}", "args": {"a": "x"}})
    with pytest.raises(ValueError):
        phrase_from_json({"context": "Coach", "template": "{a:999999999}", "args": {"a": 1}})
    with pytest.raises(ValueError):
        DealReview.from_json({"version": 99, "decisions": []})


HUGE = 10**400  # a whole number no float holds: converting it raised OverflowError


def review_block(**changes):
    """A review as a record carries it (one decision, its reason with its template), with
    ``changes`` made to it: ``accuracy=...`` to the review, ``decision__x=...`` to the
    decision, ``option__x=...`` to its first option, ``arg=...`` to the reason's number."""
    reason = {
        "context": "Coach",
        "template": "With every card known it loses {loss:.2f} points.",
        "args": {"loss": 1.5},
    }
    option = {"action": "6D", "expected": -1.25, "exact": -2.0, "exact_solved": True}
    decision = {
        "deal": 1,
        "index": 0,
        "seat": 0,
        "played": "6D",
        "options": [option, {"action": "JC", "expected": 2.5, "exact": 3.0, "exact_solved": True}],
        "best": "JC",
        "verdict": "blunder",
        "loss_expected": 3.75,
        "loss_exact": 5.0,
        "reason": "With every card known it loses 1.50 points.",
        "reason_phrase": reason,
    }
    block = {
        "version": 1,
        "game": "braus",
        "deal": 1,
        "seat": 0,
        "samples": 6,
        "seed": 0,
        "accuracy": 12.5,
        "mistakes": 1,
        "decisions": [decision],
    }
    for key, value in changes.items():
        if key == "arg":
            reason["args"]["loss"] = value
        elif key.startswith("decision__"):
            decision[key[len("decision__") :]] = value
        elif key.startswith("option__"):
            option[key[len("option__") :]] = value
        else:
            block[key] = value
    return block


def test_a_sound_review_block_reads_back():
    got = DealReview.from_json(json.loads(json.dumps(review_block())))
    assert got.accuracy == 12.5 and got.decisions[0].loss_expected == 3.75
    assert isinstance(got.decisions[0].reason, Phrase)


@pytest.mark.parametrize(
    "changes",
    [
        {"accuracy": HUGE},
        {"accuracy": -HUGE},
        {"accuracy": 100.5},
        {"accuracy": -1},
        {"option__expected": HUGE},
        {"option__exact": HUGE},
        {"decision__loss_expected": HUGE},
        {"decision__loss_exact": -HUGE},
        {"arg": HUGE},
        {"arg": 1e300},
    ],
    ids=[
        "accuracy",
        "accuracy-negative",
        "accuracy-above-100",
        "accuracy-below-0",
        "expected",
        "exact",
        "loss_expected",
        "loss_exact",
        "template-number",
        "template-1e300",
    ],
)
def test_a_number_out_of_range_in_a_review_is_refused_as_a_bad_review(changes):
    """Every number of a review read back is checked for its kind and range where it is
    read: a bad one makes the review one this app cannot read (ValueError, which drops
    that review and nothing else), never an OverflowError that stopped the record."""
    block = json.loads(json.dumps(review_block(**changes)))
    with pytest.raises(ValueError):
        DealReview.from_json(block)
    record = json.loads(records.dumps(braus_blunder()))
    record["deals"][0]["review"] = block
    assert read_from_record(record, records.record_to_match(record), 0)[0] == []


@pytest.mark.parametrize("template", ["{a:f}", "{a:%}", "{a:.2f}", "{a:+.0%}", "{a}"])
@pytest.mark.parametrize(
    "number", [HUGE, -HUGE, 10**7, 1e300], ids=["400-digits", "minus-400-digits", "1e7", "1e300"]
)
def test_a_template_number_from_a_file_is_checked_before_it_is_formatted(template, number):
    with pytest.raises(ValueError):
        phrase_from_json({"context": "Coach", "template": template, "args": {"a": number}})
    assert phrase_from_json(
        {"context": "Coach", "template": template, "args": {"a": 0.25}}
    ).args == {"a": 0.25}
