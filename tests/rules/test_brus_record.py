"""The Brus state's one record of a hand (``BrusHand``), its prelude and its search view.

Everything play changes lives in one record, built by ``BrusHand.new`` and copied by
``BrusHand.copy``. These tests reflect over the record's fields, so a field added to it
but left out of ``copy``, or copied as the same list, fails here; and over the state's
own attributes, so a list added to the state that ``clone`` would share fails too.
"""

import copy
import dataclasses
import inspect
import random

import pytest

from braus_desktop.rules import make_game
from braus_desktop.rules.brus import CARDS, SEVENS, BrusHand, BrusState
from braus_desktop.rules.brus_iceland import IcelandicBrusState
from braus_desktop.rules.core import Cut, Game, Play

FIELDS = [f.name for f in dataclasses.fields(BrusHand)]
VARIANTS = [
    ("brus", {}),
    ("brus-solo", {}),
    ("brus-iceland", {}),
    ("brus", {"oversmack": True, "risk_kc": True, "whistle": True, "hand_size": 4}),
    ("brus", {"auto_risk": True, "risk_discarded": True, "honour_over_ks": True}),
    ("brus-solo", {"no_stock": True, "risk_discarded": True}),
]
IDS = [g + "".join(f"-{k}" for k in o) for g, o in VARIANTS]


def positions(game_id, options, deals=5):
    """A state at every step of a few deals: before the first action (the cut), after
    each action, at the end."""
    game = make_game(game_id, **options)
    for seed in range(deals):
        s = game.new_deal(seed=seed, dealer=seed % game.n_players)
        rng = random.Random(seed)
        yield s
        while not s.is_over:
            s = s.clone()
            s.apply(s.random_action(rng))
            yield s


def lists_in(value):
    """``value`` if it is a list, and every list inside it."""
    if isinstance(value, list):
        yield value
        for x in value:
            yield from lists_in(x)


def immutable(value) -> bool:
    """A value a clone may share: numbers, text, tuples, frozen sets, frozen dataclasses
    (the rules, a result) and the game itself."""
    if isinstance(value, (int, float, str, type(None), tuple, frozenset, Game)):
        return True
    params = getattr(value, "__dataclass_params__", None)
    return params is not None and params.frozen


def test_no_field_of_the_hand_record_has_a_default():
    """``new`` must name every field: none can be left to a default that a deal would
    then share or forget."""
    for f in dataclasses.fields(BrusHand):
        assert f.default is dataclasses.MISSING, f.name
        assert f.default_factory is dataclasses.MISSING, f.name


@pytest.mark.parametrize("game_id, options", VARIANTS, ids=IDS)
def test_the_record_copy_holds_every_field_and_shares_no_list(game_id, options):
    for s in positions(game_id, options):
        hand = s._hand
        twin = hand.copy()
        for name in FIELDS:
            mine = getattr(hand, name)
            theirs = getattr(twin, name)  # a field copy() left out is an unset slot: raises
            assert theirs == mine, name
            for a, b in zip(lists_in(mine), lists_in(theirs), strict=True):
                assert a is not b, name
        before = copy.deepcopy(hand)
        for name in FIELDS:  # changing every list of the copy leaves the original alone
            for lst in lists_in(getattr(twin, name)):
                lst.append(None)
        assert hand == before


@pytest.mark.parametrize("game_id, options", VARIANTS, ids=IDS)
def test_a_clone_shares_nothing_that_can_change_with_its_origin(game_id, options):
    for s in positions(game_id, options):
        for quiet in (False, True):
            twin = s.clone(quiet=quiet)
            assert vars(twin).keys() == vars(s).keys()
            for name, value in vars(s).items():
                if immutable(value):
                    continue
                if name == "_prelude" and s.phase != "cut":
                    continue  # a prelude that has dealt never changes again: shared
                assert vars(twin)[name] is not value, name


def test_the_icelandic_cut_leaves_the_record_as_new_and_deals_what_a_cut_deal_has():
    """The cut touches only the points of the record (I2); once it deals, the record is
    the one a deal given already cut starts with, but for the points the cuts scored and
    the bottom card they showed."""
    game = make_game("brus-iceland")
    fresh = BrusHand.new(4, 2)
    for seed in range(8):
        s = game.new_deal(seed=seed, dealer=seed % 4)
        rng = random.Random(seed)
        # the first cut shows a J♣ or K♥ (a point for the dealer's team), then any cut
        cuts = [
            Cut(next(k for k in range(1, 36) if s._prelude.packs[0][k - 1].text in ("JC", "KH")))
        ]
        while s.phase == "cut":
            for name in FIELDS:
                if name not in ("banked", "score_log"):
                    assert getattr(s._hand, name) == getattr(fresh, name), name
            s.apply(cuts.pop() if cuts else s.random_action(rng))
        assert s._prelude.made > 1 and sum(s._hand.banked) == s._prelude.made - 1
        stock = [CARDS[c] for c in reversed(s._hand.stock)]
        given = game.new_deal(
            seed=seed, dealer=seed % 4, stock=stock, hands=[list(s.hand(seat)) for seat in range(4)]
        )
        for name in FIELDS:
            if name not in ("banked", "score_log", "bottom"):
                assert getattr(s._hand, name) == getattr(given._hand, name), name
        assert CARDS[s._hand.bottom] == s.bottom_card == stock[-1]
        assert given._hand.bottom == -1 and given.bottom_card is None


@pytest.mark.parametrize("game_id, options", VARIANTS, ids=IDS)
def test_the_search_view_says_what_the_state_says(game_id, options):
    for s in positions(game_id, options, deals=3):
        view = s.search_view
        n = s.n_players
        assert [tuple(CARDS[c] for c in h) for h in view.hands] == list(s.hands)
        assert len(view.stock) == s.stock_count
        assert [
            (seat, Play.of(tuple(CARDS[c] for c in ids), r)) for seat, ids, r in view.trick
        ] == list(s.trick)
        assert [e.seat for e in s.events if e.kind == "played"] == [p[0] for p in view.played]
        assert view.trick_no == (len(view.played) - len(view.trick)) // n
        if view.trick and not s.is_over:
            public = s.observation(0)
            assert view.trick[view.winning][0] == public.winning
            assert view.seven == (s.game.rules.sevens_power and view.trick[0][1][0] in SEVENS)


def methods(cls) -> set[str]:
    """The names of the methods and properties ``cls`` and its Brus ancestors define."""
    return {
        name
        for klass in cls.__mro__
        if issubclass(klass, BrusState)
        for name, value in vars(klass).items()
        if inspect.isfunction(value) or isinstance(value, (property, staticmethod, classmethod))
    }


@pytest.mark.parametrize("cls", [BrusState, IcelandicBrusState])
def test_no_brus_state_class_does_more_than_45_methods_of_work(cls):
    """Issue 37: the state had 71 methods. Its groups live in the record (questions about
    the table), the prelude (the cut), the search view and module functions (the house
    rules' refusals); the Icelandic state counts with what it inherits."""
    assert len(methods(cls)) <= 45, sorted(methods(cls))
