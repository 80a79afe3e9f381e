"""Bots for the Brus games (``brus``, ``brus-solo``, ``brus-iceland``): legality over many
deals and option sets, reproducibility, the registry, observations only, the expert's
rebuilt deals, and the expert finding the winning play in a fixed endgame of each game."""

from __future__ import annotations

import dataclasses
import random

import pytest
from observation_walk import walk

from braus_desktop.bots import levels_for, make_bot
from braus_desktop.bots.brus_bots import BrusKnowledge
from braus_desktop.bots.search import Solver, rollout_values
from braus_desktop.bots.tournament import play_deal, tournament
from braus_desktop.rules import make_game
from braus_desktop.rules.core import Observation
from braus_desktop.rules.match import Match

BRUS = ("brus", "brus-solo", "brus-iceland")
OPTION_SETS = [
    ("brus", {}),
    ("brus", {"auto_risk": True}),
    ("brus", {"no_stock": True}),
    ("brus", {"hand_size": 4}),
    ("brus", {"whistle": True}),
    ("brus", {"risk_discarded": True}),
    ("brus", {"oversmack": True}),
    ("brus", {"risk_kc": True, "honour_over_ks": True}),
    ("brus", {"tens": True}),
    ("brus", {"no_risk_after_stock": True, "no_risk_to_win": True}),
    ("brus-solo", {}),
    ("brus-solo", {"no_stock": True}),
    ("brus-solo", {"hand_size": 4, "whistle": True, "auto_risk": True}),
    ("brus-solo", {"risk_discarded": True, "oversmack": True, "risk_kc": True}),
    ("brus-iceland", {}),
]
CHEAP = ["standard", "beginner", "random", "standard", "beginner"]


def _bots(game, levels, seed, **params):
    return {
        s: make_bot(
            levels[(s + seed) % len(levels)],
            game,
            seed=seed * 10 + s,
            **(params if levels[(s + seed) % len(levels)] == "expert" else {}),
        )
        for s in range(game.n_players)
    }


def _play(game, levels, seed, **params):
    return play_deal(game, _bots(game, levels, seed, **params), seed, seed % game.n_players)


def test_registry_lists_the_levels_of_every_brus_game():
    for game_id in BRUS:
        assert [lv.name for lv in levels_for(game_id)] == ["beginner", "standard", "expert"]
        names = [lv.name for lv in levels_for(game_id, app_only=False)]
        assert names[:4] == ["random", "beginner", "standard", "expert"]
        assert all(lv.description for lv in levels_for(game_id, app_only=False))
    with pytest.raises(TypeError):
        make_bot("standard", "brus", budget=1)
    assert make_bot("expert", "brus-iceland", budget=0.2).budget == 0.2


@pytest.mark.parametrize("part", [0, pytest.param(1, marks=pytest.mark.slow)])
@pytest.mark.parametrize(
    "game_id,options",
    [  # 250 and 1000 deals a set: Solo and Brús slow
        case if case[0] == "brus" else pytest.param(*case, marks=pytest.mark.slow)
        for case in OPTION_SETS
    ],
)
def test_cheap_levels_play_thousands_of_deals_legally(game_id, options, part):
    """A thousand deals of every game id, shared among its option sets; every deal seats
    standard and beginner players, most of them a random one too. The first tenth of the
    Brus sets' deals are in the fast lane, the rest in the whole suite."""
    game = make_game(game_id, **options)
    sets = sum(1 for g, _ in OPTION_SETS if g == game_id)
    deals = -(-1000 // sets)
    for seed in range(deals // 10) if part == 0 else range(deals // 10, deals):
        state = _play(game, CHEAP, seed)  # apply() refuses an illegal action
        assert state.is_over
        assert sum(state.result().tricks) > 0


@pytest.mark.parametrize("game_id,options", OPTION_SETS)
def test_expert_plays_legally(game_id, options):
    game = make_game(game_id, **options)
    for seed in range(3):
        assert _play(game, ["expert", "standard", "beginner"], seed, samples=1, playouts=1).is_over
    # the clock path: a tiny budget
    assert _play(game, ["expert", "random"], 7, budget=0.005).is_over


@pytest.mark.parametrize("game_id", BRUS)
def test_cheater_plays_legally_with_the_true_deal(game_id):
    game = make_game(game_id)
    for seed in range(2):
        bots = _bots(game, ["standard", "beginner"], seed)
        bots[0] = make_bot("cheater", game, seed=seed, playouts=2, node_limit=500)
        assert play_deal(game, bots, seed, seed % game.n_players).is_over
    with pytest.raises(RuntimeError):
        make_bot("cheater", game).choose(None, [])


@pytest.mark.parametrize("game_id", BRUS)
def test_cheater_sees_the_hands_but_not_the_stock_order(game_id):
    """The ceiling knows every player's cards, not the future: two deals alike but for
    the order of the face-down stock get the same choice (the shown Icelandic bottom card
    stays where it is)."""
    game = make_game(game_id)
    know = BrusKnowledge(game)
    for seed in range(4):
        state = game.new_deal(seed=seed)
        while state._phase != "play":
            state.apply(state.legal_actions()[0])
        if not state.stock_count:
            continue
        other = state.clone()
        rest = other._hand.stock[1:] if game_id == "brus-iceland" else other._hand.stock[:]
        rest.reverse()
        other._hand.stock = (other._hand.stock[:1] if game_id == "brus-iceland" else []) + rest
        assert other._hand.stock != state._hand.stock
        legal = state.legal_actions()
        picks = [
            make_bot("cheater", game, seed=9, playouts=4).choose_with_state(s, legal)
            for s in (state, other)
        ]
        assert picks[0] == picks[1]
        shuffled = know.hide_stock(state, random.Random(seed))
        assert sorted(shuffled._hand.stock) == sorted(state._hand.stock)
        if game_id == "brus-iceland":
            assert shuffled._hand.stock[0] == state._hand.stock[0]


def _actions(state):
    return [str(a) for _, a in state.history]


@pytest.mark.parametrize("game_id", BRUS)
@pytest.mark.parametrize("level", ["beginner", "standard", "expert"])
def test_fixed_seed_games_are_reproducible(game_id, level):
    game = make_game(game_id)
    params = {"samples": 2, "playouts": 1} if level == "expert" else {}
    one = _play(game, [level, "beginner"], 11, **params)
    two = _play(game, [level, "beginner"], 11, **params)
    assert _actions(one) == _actions(two)


class _Spy:
    """Wraps a bot: it must be given an Observation holding no card hidden from it."""

    def __init__(self, bot, ref):
        self.bot, self.ref = bot, ref

    def choose(self, obs, legal):
        assert isinstance(obs, Observation)
        state = self.ref[0]
        seen = {c.text for c in obs.hand}
        for e in obs.events:
            if e.kind in ("played", "proof", "cut") or e.visible_to is not None:
                seen.update(c.text for c in e.cards)
        hidden = {
            c.text for s in range(state.n_players) if s != obs.seat for c in state.hand(s)
        } - seen
        for f in dataclasses.fields(obs):
            for item in walk(getattr(obs, f.name)):
                text = getattr(item, "text", item)
                assert text not in hidden, f"seat {obs.seat} could see {text}"
        return self.bot.choose(obs, legal)


@pytest.mark.parametrize("game_id", BRUS)
def test_bots_only_get_observations_without_hidden_cards(game_id):
    game = make_game(game_id)
    for seed in range(4):
        state = game.new_deal(seed=seed, dealer=seed % game.n_players)
        ref = [state]
        levels = ["expert", "standard", "beginner"]
        bots = {
            s: _Spy(
                make_bot(
                    levels[s % 3],
                    game,
                    seed=s,
                    **({"samples": 1, "playouts": 1} if s % 3 == 0 else {}),
                ),
                ref,
            )
            for s in range(game.n_players)
        }
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))


def _norm(public):
    """Public facts with the order of cards inside a set ignored."""

    def card_set(cards):
        return frozenset(cards)

    out = {
        k: v
        for k, v in public.items()
        if k not in ("points", "scores_before", "cuts", "bottom_card", "risks")
    }
    for k in ("trick", "played"):
        out[k] = tuple((s, card_set(p.cards), p.risk) for s, p in public.get(k, ()))
    out["risks"] = sorted(
        ((r.seat, card_set(r.cards), r.outcome, r.trick) for r in public.get("risks", ())), key=repr
    )
    return out


@pytest.mark.parametrize(
    "game_id,options",
    [
        ("brus", {}),
        ("brus", {"auto_risk": True}),
        ("brus", {"hand_size": 4}),
        ("brus-solo", {}),
        ("brus-solo", {"no_stock": True}),
        ("brus-iceland", {}),
    ],
)
def test_rebuilt_deals_agree_with_the_observation(game_id, options):
    """The expert's sampled deal replays the public history to the same position: the
    same own hand, hand sizes, stock, tricks and public facts."""
    game = make_game(game_id, **options)
    know = BrusKnowledge(game)
    rng = random.Random(3)
    fails = done = 0
    for seed in range(8):
        state = game.new_deal(seed=seed, dealer=seed % game.n_players)
        while not state.is_over:
            seat = state.current_player
            obs = state.observation(seat)
            if obs.phase == "play":
                sample = know.determinize(obs, rng)
                if sample is None:
                    fails += 1
                else:
                    done += 1
                    assert sample.current_player == seat
                    assert sorted(map(str, sample.hand(seat))) == sorted(map(str, obs.hand))
                    assert [len(sample.hand(s)) for s in range(game.n_players)] == list(
                        obs.hand_sizes
                    )
                    assert sample.stock_count == state.stock_count
                    assert sample.tricks == state.tricks
                    assert _norm(sample.observation(seat).facts()) == _norm(obs.facts())
            state.apply(state.random_action(rng))
    assert fails <= done // 100


def test_standard_beats_random_in_a_small_duplicate_match():
    out = tournament("brus", "standard", "random", 12, seed=2)
    assert out["points"]["a"] > out["points"]["b"]
    assert out["deals_played"] == 24


# Endgames: the opening is played out with sets, so the stock is empty after a few tricks
# and the seat to move can be solved exactly. Each was checked to have one winning play on
# the true deal which is also the best on average over the layouts the seat cannot tell
# apart.
ENDGAMES = {
    # Two triple tricks (3-3), stock empty; seat 2 leads holding AD 7S 7H. Only the pair
    # of sevens wins: a led seven is beaten only by a higher seven or K♣, and with the 7♣
    # gone no one can beat both sevens.
    "brus": (
        0,
        [["5C", "5S", "5H"], ["6C", "6S", "6H"], ["QC", "QS", "QH"], ["QD", "5D", "KD"]],
        "8C 8H 8D AC AS AH 6D JS JH JD 7C 7D AD 7S 7H KS 9S KH 9D 9C 9H KC JC 8S".split(),
        [
            "5C+5S+5H",
            "6C+6S+6H",
            "QC+QS+QH",
            "QD+5D+KD",
            "8C+8H+8D",
            "AC+AS+AH",
            "6D+JS+JH",
            "JD+7C+7D",
        ],
        "7S+7H",
    ),
    # Three triple tricks (3-3-3); seat 1 leads holding three nines: the triple makes 6.
    "brus-solo": (
        0,
        [["5C", "5S", "5H"], ["QC", "QS", "QH"], ["6C", "6S", "6H"]],
        "8C 8H 8D AC AS AH 5D QD 6D KC KS KD JS JH JD 7C 7D AD 9H 9S 9C 8S 9D 7H KH 7S JC".split(),
        [
            "5C+5S+5H",
            "QC+QS+QH",
            "6C+6S+6H",
            "8C+8H+8D",
            "AC+AS+AH",
            "5D+QD+6D",
            "KC+KS+KD",
            "JS+JH+JD",
            "7C+7D+AD",
        ],
        "9H+9S+9C",
    ),
    # Dealt already cut; after six single tricks (3-3) seat 3 risks the round with K♥ and
    # seat 2, holding JC 8S QD, smacks it: the opponents' risk gives its team 3.
    "brus-iceland": (
        3,
        [["6C", "10S", "7D"], ["QC", "JD", "6D"], ["KS", "AH", "6S"], ["6H", "AS", "7H"]],
        "AD QS 8H JC QH 9S AC JH JS 10D 9C 9D 8S 10H 10C 9H KH 7C KD KC 8D 7S 8C QD".split(),
        "10S QC AH AS 7H 7D 8H 6S KS 6H AC 6D QS 10D 9C AD QH 10H 10C JD JH 7C "
        "9D KC KD 7S KH!".split(),
        "JC",
    ),
}


@pytest.mark.parametrize("game_id", BRUS)
def test_expert_finds_the_winning_play_in_an_endgame(game_id):
    dealer, hands, stock, moves, winning = ENDGAMES[game_id]
    game = make_game(game_id)
    state = game.new_deal(dealer=dealer, hands=hands, stock=stock)
    for text in moves:
        state.apply(text)
    seat = state.current_player
    assert state.stock_count == 0 and not state.is_over
    legal = state.legal_actions()
    # brute force on the true deal: the named play is the one best play
    values = Solver(game, seat, BrusKnowledge.key).action_values(state.clone(quiet=True), legal)
    by_text = dict(zip(map(str, legal), values))
    assert by_text[winning] == max(values) > 0
    assert sorted(values)[-2] < max(values)
    bot = make_bot("expert", game, seed=1, samples=16)
    assert str(bot.choose(state.observation(seat), legal)) == winning
    assert bot.last_samples == 16


@pytest.mark.parametrize(
    "game_id,options",
    [
        ("brus", {"no_risk_to_win": True, "target": 9}),
        ("brus", {"auto_risk": True}),
        ("brus-solo", {}),
        ("brus-iceland", {}),
    ],
)
def test_expert_rebuilds_every_deal_of_a_match(game_id, options):
    """Over whole matches (scores before the deal, carried sticks, Icelandic cut points
    and the robber rung) the expert always rebuilds a deal consistent with what it saw,
    so it never falls back to the standard player."""
    game = make_game(game_id, **options)
    match = Match(game, seed=5)
    expert = make_bot("expert", game, seed=1, samples=1, playouts=1)
    others = {s: make_bot("standard", game, seed=s) for s in range(game.n_players)}
    decisions = 0
    for _ in range(6):
        state = match.deal
        while not state.is_over and not match.is_over:
            seat = state.current_player
            obs, legal = state.observation(seat), state.legal_actions()
            if seat == 0:
                action = expert.choose(obs, legal)
                if len(legal) > 1 and obs.phase == "play":
                    assert expert.last_samples == 1
                    decisions += 1
            else:
                action = others[seat].choose(obs, legal)
            state.apply(action)
        if match.is_over:
            break
        match.next_deal()
    assert decisions > 10


def test_expert_without_an_event_log_falls_back_to_standard():
    game = make_game("brus")
    state = game.new_deal(seed=4)
    obs = dataclasses.replace(state.observation(state.current_player), events=())
    legal = state.legal_actions()
    assert make_bot("expert", game, seed=1, samples=3).choose(obs, legal) in legal


def _benchmark(name: str):
    """A script of benchmarks/ loaded as a module (benchmarks/ is not a package)."""
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).parents[2] / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_jack_of_clubs_diagnostic_runs(capsys, monkeypatch):
    """benchmarks/brus_jack_of_clubs.py (a standard player told where the J♣ is) plays
    legal duplicate deals and prints its share of the points."""
    import json
    import sys

    module = _benchmark("brus_jack_of_clubs")
    monkeypatch.setattr(sys, "argv", ["brus_jack_of_clubs.py", "--deals", "3"])
    module.main()
    out = json.loads(capsys.readouterr().out)
    low, high = out["told_where_the_jack_is_vs_standard"]["ci95"]
    assert out["duplicate_deals"] == 3 and 0 <= low <= high <= 1
    # and it is told where the J♣ is: in another seat's hand here
    game = make_game("brus-iceland")
    state = game.new_deal(seed=0, dealer=0)
    while state.observation(state.current_player).phase != "play":
        state.apply(state.legal_actions()[0])
    holder = next(s for s in range(4) if "JC" in map(str, state.hand(s)))
    seat = (holder + 1) % 4
    bot = module.ToldWhereTheJackIs(game, 0)
    bot._state = state
    view = bot.view(state.observation(seat))
    assert module.JACK_OF_CLUBS in view.known[holder]
    assert module.JACK_OF_CLUBS not in view.unseen
    # the told expert samples only deals with the J♣ in that hand; the plain one does not
    told = module.ExpertToldWhereTheJackIs(game, 0, samples=4)
    told._state = state
    plain = make_bot("expert", game, seed=0, samples=4)
    rng = random.Random(1)
    obs = state.observation(seat)
    assert all(module.jack_place(told.knowledge.determinize(obs, rng)) == holder for _ in range(20))
    assert any(
        module.jack_place(plain.knowledge.determinize(obs, rng)) != holder for _ in range(20)
    )
    monkeypatch.setattr(
        sys,
        "argv",
        ["brus_jack_of_clubs.py", "--deals", "1", "--player", "expert", "--samples", "2"],
    )
    module.main()
    out = json.loads(capsys.readouterr().out)
    assert out["player"] == "expert" and out["duplicate_deals"] == 1


def test_the_told_diagnostics_in_solo_and_with_every_hand(capsys, monkeypatch):
    """The diagnostic plays Solo Brus (each deal once per seat, 0.5 even) and, with
    ``--told hands``, a standard player that sees every hand but not the stock."""
    import json
    import sys

    module = _benchmark("brus_jack_of_clubs")
    for told in ("jack", "hands"):
        monkeypatch.setattr(
            sys,
            "argv",
            ["brus_jack_of_clubs.py", "--game", "brus-solo", "--deals", "2", "--told", told],
        )
        module.main()
        out = json.loads(capsys.readouterr().out)
        key = "told_every_hand" if told == "hands" else "told_where_the_jack_is"
        low, high = out[f"{key}_vs_standard"]["ci95"]
        assert out["game"] == "brus-solo" and 0 <= low <= high <= 1
    game = make_game("brus-solo")
    state = game.new_deal(seed=3, dealer=0)
    bot = module.ToldEveryHand(game, 0)
    bot._state = state
    seat = state.current_player
    view = bot.view(state.observation(seat))
    for other in range(3):
        if other != seat:
            assert sorted(view.known[other]) == sorted(c.index for c in state.hand(other))
    assert sorted(view.unseen) == sorted(state.search_view.stock)
    # it is for the standard player only: the expert told every hand is the cheater
    monkeypatch.setattr(
        sys, "argv", ["brus_jack_of_clubs.py", "--told", "hands", "--player", "expert"]
    )
    with pytest.raises(SystemExit):
        module.main()


def test_the_expert_told_the_endgame_beside_the_untold_one(capsys, monkeypatch):
    """``--told endgame``: the expert plays as the untold one with the same seed while a
    stock remains, and the cheater's move on the true deal once it is empty; the run
    prints both shares on the same deals and their paired difference."""
    import json
    import sys

    from braus_desktop.bots.search import CheaterBot

    module = _benchmark("brus_jack_of_clubs")
    game = make_game("brus")
    told = module.ExpertToldTheEndgame(game, 5, samples=3)
    plain = make_bot("expert", game, seed=5, samples=3)
    state = game.new_deal(seed=8, dealer=1)
    compared = {"stock": 0, "endgame": 0}
    while not state.is_over:
        seat, legal = state.current_player, state.legal_actions()
        if seat == 0 and len(legal) > 1:
            told._state = state
            move = told.choose(state.observation(0), legal)
            if state.stock_count:
                assert move == plain.choose(state.observation(0), legal)
                compared["stock"] += 1
            else:
                cheater = CheaterBot(game, 5)
                assert move == cheater.choose_with_state(state.clone(quiet=True), legal)
                compared["endgame"] += 1
        state.apply(legal[0])
    assert compared["stock"] and compared["endgame"]
    monkeypatch.setattr(
        sys,
        "argv",
        [
            "brus_jack_of_clubs.py",
            "--game",
            "brus",
            "--deals",
            "2",
            "--player",
            "expert",
            "--samples",
            "2",
            "--told",
            "endgame",
        ],
    )
    module.main()
    out = json.loads(capsys.readouterr().out)
    for key in (
        "told_the_endgame_vs_standard",
        "expert_vs_standard",
        "told_less_untold_net_points_a_deal",
    ):
        low, high = out[key]["ci95"]
        assert low <= out[key]["value"] <= high
    monkeypatch.setattr(sys, "argv", ["brus_jack_of_clubs.py", "--told", "endgame"])
    with pytest.raises(SystemExit):
        module.main()


def test_the_endgame_belief_diagnostic(capsys, monkeypatch):
    """benchmarks/brus_endgame_belief.py: the samples' chance of each card's true holder
    at the first endgame choice, beside a guess; with the standard player as the model,
    a sample is one of the expert's consistent deals (the history replays on it) and a
    play standard would not make is less likely than the one it would."""
    import json
    import sys

    module = _benchmark("brus_endgame_belief")
    for extra in ([], ["--model", "standard", "--candidates", "4"]):
        monkeypatch.setattr(
            sys, "argv", ["brus_endgame_belief.py", "--deals", "6", "--samples", "4", *extra]
        )
        module.main()
        out = json.loads(capsys.readouterr().out)
        assert out["cards"] > 0
        assert 0 < out["guess"] < 1 and 0 <= out["true_holder_belief"] <= 1
    game = make_game("brus")
    state = game.new_deal(seed=4, dealer=0)
    bots = {s: make_bot("standard", game, seed=s) for s in range(4)}
    while state.stock_count:
        state.apply(
            bots[state.current_player].choose(
                state.observation(state.current_player), state.legal_actions()
            )
        )
    from braus_desktop.bots import knowledge_for

    likelihood = module.PlayLikelihood(game, 30.0, 0.02)
    obs = state.observation(state.current_player)
    world = module.weighed_sample(knowledge_for(game), likelihood, 4, obs, random.Random(2))
    assert [a for _, a in world.history] == [a for _, a in obs.history]
    probe = game.new_deal(seed=5, dealer=0)
    legal = probe.legal_actions()
    values = [likelihood(probe, probe.current_player, a) for a in legal]
    chosen = bots[probe.current_player].choose(probe.observation(probe.current_player), legal)
    assert likelihood(probe, probe.current_player, chosen) > 0.5 > min(values)


def test_the_disagreements_diagnostic(capsys, monkeypatch):
    """benchmarks/brus_disagreements.py values the expert's and standard's plays where
    they differ, on the true deal, and prints a table that adds up; the same run twice
    prints the same figures."""
    import sys

    module = _benchmark("brus_disagreements")
    argv = ["brus_disagreements.py", "--deals", "2", "--samples", "4", "--shuffles", "3"]
    monkeypatch.setattr(sys, "argv", argv)
    module.main()
    first = capsys.readouterr().out
    module.main()
    assert capsys.readouterr().out == first
    rows = {line[:28].strip(): int(line[28:35]) for line in first.splitlines()[2:]}
    assert rows["all"] > 0
    assert rows["all"] == sum(
        n for name, n in rows.items() if name == "lead" or name.startswith("place")
    )
    assert rows["all"] == rows.get("stock left", 0) + rows.get("stock empty", 0)
    records = list(module.disagreements("brus", 2, 2024, 4, 3))
    assert all(r["expert"] != r["standard"] for r in records)
    assert module.summary(
        [
            {"place": 0, "stock": True, "standard": 1.0, "rollout": 0.0},
            {"place": 0, "stock": True, "standard": 3.0, "rollout": 0.0},
        ]
    )["lead"]["standard"] == {"mean": 2.0, "ci95": round(1.96, 3)}


@pytest.mark.parametrize("game_id", ["brus", "brus-iceland"])
def test_rollout_players_risk_on_the_odds_they_can_know(game_id):
    """In the expert's rollouts a player risks a card when the odds it could know favour
    it: each higher honour still out is in a later opponent's hand with the chance that
    their cards are of all the unseen ones (hands and stock), weighed with the rules'
    stakes. So it sometimes risks into an honour the sample shows is behind it, as a
    real player would; the open-hands rule it replaced never lost a risk, which made
    holding a K♥ "to risk it when safe" look better than it is. The cheater, whose
    states are the true deal, keeps the open-hands rule."""
    from math import comb

    from braus_desktop.bots.brus_bots import _risk_odds, greedy_move, risk_by_odds
    from braus_desktop.bots.search import CheaterBot
    from braus_desktop.rules.brus import set_beats

    game = make_game(game_id)
    ctx = (game.rules.power, game.seat_sides, game.n_players, game.rules.sevens_power)
    odds = _risk_odds(game)
    rng = random.Random(4)
    risked = into_an_honour = 0
    for seed in range(120):
        state = game.new_deal(seed=seed)
        while state.phase != "play":
            state.apply(state.legal_actions()[0])
        state = state.clone(quiet=True)
        while not state.is_over:
            moves = state.moves()
            seat = state.current_player
            me = game.side_of(seat)
            hands = state.search_view.hands
            pos = len(state.search_view.trick)
            later = [(seat + i) % game.n_players for i in range(1, game.n_players - pos)]
            held = sum(len(hands[s]) for s in later if game.side_of(s) != me)
            unseen = sum(len(h) for s, h in enumerate(hands) if s != seat) + state.stock_count
            expected, best_ev = None, 0.0
            for ids, risk in moves:
                if not risk or len(ids) != 1:
                    continue
                if pos:
                    _, top, _ = state.search_view.trick[state.search_view.winning]
                    if not set_beats(ids, top, ctx[3] and state.search_view.seven, ctx[0]):
                        continue
                out = [
                    h
                    for h in game.rules.higher[ids[0]]
                    if h not in hands[seat]
                    and not any(h in p for _, p, _ in state.search_view.played)
                ]
                stands = comb(unseen - len(out), held) / comb(unseen, held)
                won, lost = game.risk_stakes(pos)
                ev = stands * won - (1 - stands) * lost
                if ev > best_ev + 1e-12:
                    expected, best_ev = (ids, risk), ev
            pick = risk_by_odds(state, moves, ctx, odds)
            assert pick == expected
            assert not greedy_move(state, moves, ctx, risk=False)[1]
            if pick is not None:
                risked += 1
                behind = [hands[s] for s in later if game.side_of(s) != me]
                if any(h in hand for h in game.rules.higher[pick[0][0]] for hand in behind):
                    into_an_honour += 1
            state.push(moves[int(rng.random() * len(moves))])
    assert risked > 30 and 0 < into_an_honour < risked
    assert CheaterBot(game, 1).knowledge.on_true_deal
    assert not make_bot("expert", game, seed=1).knowledge.on_true_deal


def test_the_odds_rule_and_the_open_hand_risks_set_side_by_side():
    """A benchmark can play the expert whose rollouts risk on the sample's open hands (the
    rule before the odds rule) on the same deals as today's, and read the paired
    difference deal by deal: the same runs differ by nothing, the two rules by something
    on a deal where they part, and runs on other deals are refused."""
    from braus_desktop.bots.tournament import paired_difference

    game = make_game("brus-iceland")
    assert make_bot("expert", game, seed=1, rollout_risks="open").knowledge.on_true_deal
    assert not make_bot("expert", game, seed=1, rollout_risks="odds").knowledge.on_true_deal
    with pytest.raises(ValueError, match="rollout_risks"):
        make_bot("expert", game, seed=1, rollout_risks="sometimes")
    runs = {
        risks: tournament(
            "brus-iceland",
            "expert",
            "standard",
            6,
            seed=11,
            net_by_deal=True,
            params_a={"samples": 2, "rollout_risks": risks},
        )
        for risks in ("odds", "open")
    }
    nets = runs["odds"]["net_by_deal"]
    assert len(nets) == 6
    total = runs["odds"]["points"]["a"] - runs["odds"]["points"]["b"]
    assert sum(nets) == pytest.approx(total, abs=1e-3)
    same = paired_difference(runs["odds"], runs["odds"])
    assert same == {"value": 0.0, "ci95": [0.0, 0.0], "deals": 6}
    apart = paired_difference(runs["odds"], runs["open"])
    assert runs["odds"]["net_by_deal"] != runs["open"]["net_by_deal"]
    assert apart["deals"] == 6 and apart["ci95"][0] < apart["value"] < apart["ci95"][1]
    assert apart["value"] == pytest.approx(
        (sum(nets) - sum(runs["open"]["net_by_deal"])) / 6, abs=1e-3
    )
    other = tournament("brus-iceland", "standard", "standard", 6, seed=12, net_by_deal=True)
    with pytest.raises(ValueError, match="same deals"):
        paired_difference(runs["odds"], other)


def test_what_plays_on_the_true_deal_risks_on_open_hands():
    """The cheater, a review's values on the finished deal and the double-dummy puzzles
    play on the cards as they lie: their knowledge is a copy told so, the expert's own
    is not changed by it, and a game without such a rule (Bräus) gets its own back."""
    from braus_desktop.bots import knowledge_for, puzzles, review
    from braus_desktop.bots.search import on_the_true_deal

    game = make_game("brus-iceland")
    mine = knowledge_for(game)
    told = on_the_true_deal(mine)
    assert told.on_true_deal and not mine.on_true_deal and told is not mine
    assert puzzles.knowledge(game).on_true_deal
    braus = knowledge_for(make_game("braus"))
    assert on_the_true_deal(braus) is braus
    # the review's true values use the told copy: with the rollouts' seed fixed they are
    # the values of a knowledge told so, not of the expert's own
    state = game.new_deal(seed=2)
    while state.phase != "play":
        state.apply(state.legal_actions()[0])
    legal = state.legal_actions()
    seat = state.current_player
    got, solved = review.true_values(
        mine, state, legal, seat, random.Random(3), 10, try_solver=False
    )
    want = rollout_values(
        told,
        state.clone(quiet=True),
        legal,
        seat,
        random.Random(3),
        review.EXACT_PLAYOUTS,
        common=True,
    )
    assert not solved and got == want and not mine.on_true_deal
    # (and on this deal the expert's own rollouts value the plays otherwise)
    assert got != rollout_values(
        mine,
        state.clone(quiet=True),
        legal,
        seat,
        random.Random(3),
        review.EXACT_PLAYOUTS,
        common=True,
    )
