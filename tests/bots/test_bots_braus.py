"""Bots for Bräus: legality over many deals, reproducibility, the registry, hidden cards
out of reach, and the expert finding the right play in a fixed position."""

from __future__ import annotations

import dataclasses
import random

import pytest
from observation_walk import walk

from braus_desktop.bots import LEVELS, levels_for, make_bot
from braus_desktop.bots.braus_bots import BrausKnowledge, BrausView, sample_hands
from braus_desktop.bots.tournament import play_deal, tournament
from braus_desktop.rules import braus as B
from braus_desktop.rules import make_game
from braus_desktop.rules.core import Observation


def _play(game, levels, seed, **params):
    bots = {
        s: make_bot(
            levels[s % len(levels)],
            game,
            seed=seed * 10 + s,
            **(params if levels[s % len(levels)] == "expert" else {}),
        )
        for s in range(game.n_players)
    }
    return play_deal(game, bots, seed, seed % game.n_players)


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("level", ["random", "beginner", "standard"])
def test_cheap_levels_play_thousands_of_deals_legally(level, players):
    game = make_game("braus", players=players)
    for seed in range(1000):
        state = _play(game, [level, "random"], seed)  # apply() refuses an illegal action
        assert state.is_over


@pytest.mark.parametrize("players", [4, 6])
def test_expert_and_cheater_play_legally(players):
    game = make_game("braus", players=players)
    for seed in range(40):
        assert _play(game, ["expert", "random"], seed, budget=0.01).is_over
        assert _play(game, ["cheater", "standard"], seed).is_over


def _actions(state):
    return [str(a) for _, a in state.history]


@pytest.mark.parametrize("level", ["random", "beginner", "standard", "expert"])
def test_fixed_seed_games_are_reproducible(level):
    game = make_game("braus")
    params = {"samples": 3} if level == "expert" else {}
    one = _play(game, [level, "beginner"], 11, **params)
    two = _play(game, [level, "beginner"], 11, **params)
    assert _actions(one) == _actions(two)


def test_registry():
    assert set(LEVELS) >= {"random", "beginner", "standard", "expert", "cheater"}
    names = [lv.name for lv in levels_for("braus")]
    assert names == ["beginner", "standard", "expert"]  # what the dialog lists
    assert all(lv.description for lv in LEVELS.values())
    with pytest.raises(ValueError, match="levels are"):
        make_bot("grandmaster", "braus")
    with pytest.raises(TypeError):
        make_bot("standard", "braus", budget=1)
    assert make_bot("expert", "braus", budget=0.2).budget == 0.2
    with pytest.raises(RuntimeError):
        make_bot("cheater", "braus").choose(None, [])


class _Spy:
    """Wraps a bot and checks what it is given: an Observation with no hidden card."""

    def __init__(self, bot, state_ref):
        self.bot, self.state_ref = bot, state_ref

    def choose(self, obs, legal):
        assert isinstance(obs, Observation)
        state = self.state_ref[0]
        public = {c for _, c in state.observation(obs.seat).played}
        hidden = {c for s in range(state.n_players) if s != obs.seat for c in state.hand(s)}
        for f in dataclasses.fields(obs):
            for item in walk(getattr(obs, f.name)):
                text = getattr(item, "text", item)
                assert not any(text == c.text for c in hidden if c.text not in public), (
                    f"seat {obs.seat} could see {text}"
                )
        return self.bot.choose(obs, legal)


def test_bots_only_ever_get_observations_without_hidden_cards():
    game = make_game("braus")
    for seed in range(15):
        state = game.new_deal(seed=seed, dealer=seed % 4)
        ref = [state]
        bots = {
            s: _Spy(
                make_bot(
                    ["expert", "standard"][s % 2],
                    game,
                    seed=s,
                    **({"samples": 2} if s % 2 == 0 else {}),
                ),
                ref,
            )
            for s in range(4)
        }
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))


def test_expert_choice_does_not_depend_on_the_hidden_cards():
    """Two deals that look the same to seat 0 (the other hands swapped) get the same
    choice from the same seeded expert: it cannot be reading the hidden cards."""
    game = make_game("braus")
    for seed in range(10):
        a = game.new_deal(seed=seed, dealer=3)
        h = [list(x) for x in a.setup().to_json()["hands"]]
        b = game.new_deal(hands=[h[0], h[3], h[2], h[1]], dealer=3)
        if a.current_player != 0 or b.current_player != 0:
            continue
        x = make_bot("expert", game, seed=5, samples=4)
        y = make_bot("expert", game, seed=5, samples=4)
        oa, ob = a.observation(0), b.observation(0)
        assert oa.hand == ob.hand
        assert x.choose(oa, a.legal_actions()) == y.choose(ob, b.legal_actions())


def test_sampled_deals_are_consistent_with_the_observation():
    game = make_game("braus")
    know = BrausKnowledge(game)
    rng = random.Random(2)
    for seed in range(60):
        state = game.new_deal(seed=seed, dealer=seed % 4)
        while not state.is_over:
            seat = state.current_player
            obs = state.observation(seat)
            v = BrausView(obs)
            # the true deal satisfies every inferred constraint
            for o in range(4):
                if o == seat:
                    continue
                for c in state.hand(o):
                    assert c not in B.POWER or B.POWER[c] > v.limit[o]
                    assert c not in B.SEVENS or not v.no_sevens[o]
            sample = know.determinize(obs, rng)
            assert sample.current_player == seat
            assert sorted(map(str, sample.hand(seat))) == sorted(map(str, obs.hand))
            assert [len(sample.hand(s)) for s in range(4)] == list(obs.hand_sizes)
            got = sample.observation(seat).facts()
            want = obs.facts()
            # sevens laid together may come out in another order; the set is the same
            assert sorted(got.pop("played"), key=repr) == sorted(want.pop("played"), key=repr)
            assert got == want
            state.apply(state.random_action(rng))


def test_passes_restrict_the_sampled_hands():
    game = make_game("braus")
    rng = random.Random(0)
    for seed in range(40):
        state = game.new_deal(seed=seed)
        while not state.is_over and not state.observation(0).passes:
            state.apply(state.random_action(rng))
        if state.is_over:
            continue
        obs = state.observation(0)
        v = BrausView(obs)
        for _ in range(20):
            hands = sample_hands(v, rng)
            for s, beat in obs.passes:
                if s == 0:
                    continue
                top = B.POWER[beat]
                assert all(B.POWER[c] > top for c in hands[s] if c in B.POWER)


def test_expert_finds_the_winning_play():
    """Seeded deal 12 (found by a solver sweep): after these twelve actions seat 1 holds
    8S and AH; the Dull keeps the deal for its team in practically every consistent
    layout, the ace loses it."""
    game = make_game("braus")
    state = game.new_deal(seed=12, dealer=0)
    for text in "JH 9C pass KH 6H JS pass AS 6D 6S AD pass".split():
        state.apply(text)
    assert state.current_player == 1
    assert sorted(map(str, state.legal_actions())) == ["8S", "AH"]
    bot = make_bot("expert", game, seed=1, samples=30)
    assert str(bot.choose(state.observation(1), state.legal_actions())) == "8S"


def test_tournament_small():
    out = tournament("braus", "standard", "random", 20, seed=4)
    assert out["duplicate_deals"] == 20 and out["deals_played"] == 40
    assert sum(out["deals_won"].values()) == 40
    lo, hi = out["share_a"]["ci95"]
    assert lo <= out["share_a"]["value"] <= hi
    assert set(out["think_time"]) == {"standard", "random"}
    again = tournament("braus", "standard", "random", 20, seed=4, jobs=2)
    assert again["points"] == out["points"] and again["deals_won"] == out["deals_won"]
