"""Every action has one form (issue 43): the rules accept a set's cards in any order, and
whatever order they were chosen or written in, the history, the events and the record
hold the very action ``legal_actions`` lists (``State.canonical``), so that the coach
and everything else that looks an action up finds it. Every multi-card and risked
action of the games that have them, in every order of its cards."""

import itertools
import json
import random

import pytest

from braus_desktop.rules import make_game, records
from braus_desktop.rules.brag import Arrangement
from braus_desktop.rules.cards import cards
from braus_desktop.rules.core import Play
from braus_desktop.rules.match import Match

# the games with multi-card or risked plays (Bräus has neither, Brag's move is a whole
# arrangement), with house rules that make more kinds of them
VARIANTS = [
    ("brus", {}),
    ("brus-solo", {}),
    ("brus-iceland", {}),
    ("brus", {"whistle": True, "oversmack": True, "risk_kc": True}),
    ("brus", {"auto_risk": True}),
]
IDS = [g + "".join(f"-{k}" for k in o) for g, o in VARIANTS]


def kind(state, action) -> tuple[bool, int, bool]:
    """(led, cards, risked): one of each is tried in every order."""
    return (not state.trick, len(action.cards), action.risk)


def sets_and_risks(game_id, options, deals=12):
    """(state, action): the first position of each kind of multi-card or risked play over
    a few random deals."""
    game = make_game(game_id, **options)
    seen = set()
    for seed in range(deals):
        state = game.new_deal(seed=seed, dealer=seed % game.n_players)
        rng = random.Random(seed)
        while not state.is_over:
            for action in state.legal_actions():
                if (
                    isinstance(action, Play)
                    and (len(action.cards) > 1 or action.risk)
                    and kind(state, action) not in seen
                ):
                    seen.add(kind(state, action))
                    yield state.clone(), action
            state.apply(state.random_action(rng))


def written(action_cards, risk, mark_at):
    """The action's text with its cards in this order and the risk mark after card
    ``mark_at`` (Brus accepts 'KH!+KD' for 'KH+KD!')."""
    texts = [c.text for c in action_cards]
    if risk:
        texts[mark_at] += "!"
    return "+".join(texts)


@pytest.mark.parametrize("game_id, options", VARIANTS, ids=IDS)
def test_every_set_and_risk_in_every_order_is_kept_in_the_rules_form(game_id, options):
    tried = set()
    for state, listed in sets_and_risks(game_id, options):
        tried.add(kind(state, listed))
        proper = state.clone()
        proper.apply(listed)
        for order in itertools.permutations(listed.cards):
            chosen = Play.of(order, listed.risk)
            assert state.canonical(chosen) is listed
            marks = range(len(order)) if listed.risk else (0,)
            for made in [chosen] + [written(order, listed.risk, m) for m in marks]:
                s = state.clone()
                assert s.why_illegal(made) is None
                events = s.apply(made)
                _seat, kept = s.history[-1]
                assert kept is listed and str(kept) == str(listed)
                assert [e.to_json() for e in events] == [
                    e.to_json() for e in proper.events[len(state.events) :]
                ]
                if isinstance(made, str):
                    assert state.parse_action(made) is listed
    # the walk met sets and risks, led and followed (Icelandic Brús: single risks only)
    assert tried and any(risk for _, _, risk in tried)
    if game_id != "brus-iceland":
        assert any(n > 1 and led for led, n, _ in tried)
        assert any(n > 1 and not led for led, n, _ in tried)


def test_a_record_written_in_another_order_loads_and_saves_in_the_rules_form():
    game = make_game("brus")
    match = Match(game, seed=3)
    rng = random.Random(3)
    swapped = 0
    while not match.deal.is_over:
        state = match.deal
        sets = [a for a in state.legal_actions() if len(getattr(a, "cards", ())) > 1]
        action = sets[0] if sets and state.current_player == 0 else state.random_action(rng)
        if len(getattr(action, "cards", ())) > 1:
            action = Play.of(tuple(reversed(action.cards)), action.risk)
            swapped += 1
        match.apply(action)
    assert swapped
    data = records.match_to_record(match)
    texts = data["deals"][0]["actions"]
    listed = set()
    replay = game.new_deal(dealer=match.deals[0].dealer, setup=match.deals[0].setup())
    for text in texts:
        listed.update(str(a) for a in replay.legal_actions())
        assert text in listed  # saved as the rules list it
        replay.apply(text)
    # the same record by hand with every set reversed, as an older app saved it
    other = json.loads(json.dumps(data))
    other["deals"][0]["actions"] = [
        "+".join(reversed(t.split("+"))) if "+" in t else t for t in texts
    ]
    assert other != data
    again = records.loads(json.dumps(other))
    assert records.match_to_record(again) == data


def test_a_brag_trick_is_the_same_arrangement_in_any_order_of_its_cards():
    tricks = [cards("AS KS QS"), cards("9H 9D 9C"), cards("8C 7C 6C")]
    one = Arrangement(tricks, cards("2C"))
    for orders in itertools.product(*(itertools.permutations(t) for t in tricks)):
        other = Arrangement(orders, cards("2C"))
        assert other == one and str(other) == str(one)
        assert (
            Arrangement.parse(" | ".join(" ".join(c.text for c in t) for t in orders) + " / 2C")
            == one
        )
