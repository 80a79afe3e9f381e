"""Deals set up by hand: the shape each game gives, the problems found in a proposed deal,
and a match that starts with exactly that deal; plus the ranking accessors the rules help
draws from."""

import pytest

from braus_desktop.rules import GAME_IDS, braus, brus, card, make_game
from braus_desktop.rules.deals import (
    NONE,
    STOCK,
    UNDEALT,
    deal_problems,
    deal_shape,
    match_from_deal,
)

NAMES = ["You", "West", "North", "East"]


def straight_deal(game):
    """The pack dealt in order: whole hands, then the rest."""
    shape = deal_shape(game)
    pack = list(shape.pack)
    hands, at = [], 0
    for size in shape.hand_sizes:
        hands.append(pack[at : at + size])
        at += size
    rest = pack[at:] if shape.rest == STOCK else []
    return hands, rest


@pytest.mark.parametrize(
    "game_id,options,rest,sizes,rest_size",
    [
        ("braus", {}, NONE, (9,) * 4, 0),
        ("braus", {"players": 6}, NONE, (6,) * 6, 0),
        ("brus", {}, STOCK, (3,) * 4, 24),
        ("brus", {"no_stock": True}, STOCK, (9,) * 4, 0),
        ("brus-solo", {}, STOCK, (3,) * 3, 27),
        ("brus-iceland", {}, STOCK, (3,) * 4, 24),
        ("brag", {}, UNDEALT, (16, 16), 20),
        ("brag", {"wilds": "jokers", "players": 3}, UNDEALT, (16,) * 3, 7),
    ],
)
def test_each_game_gives_its_deal_shape(game_id, options, rest, sizes, rest_size):
    shape = deal_shape(make_game(game_id, **options))
    assert (shape.rest, shape.hand_sizes, shape.rest_size) == (rest, sizes, rest_size)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_deal_passes_and_the_match_starts_with_exactly_it(game_id):
    game = make_game(game_id)
    hands, stock = straight_deal(game)
    assert deal_problems(game, hands, stock) == []
    match = match_from_deal(game, hands, stock, dealer=1)
    assert match.deal.dealer == 1
    setup = match.deal.setup().to_json()
    assert setup["hands"] == [[c.text for c in h] for h in hands]
    assert setup.get("stock", []) == [c.text for c in stock]


def test_wrong_counts_duplicates_strangers_and_missing_cards_are_each_named():
    game = make_game("braus")
    hands, _ = straight_deal(game)
    hands[1] = hands[1][:-1]  # West gives up a card ...
    hands[2] = hands[2] + [hands[0][0]]  # ... North gets a card of yours as well
    problems = deal_problems(game, hands, names=NAMES)
    lost = straight_deal(game)[0][1][-1]
    assert "West has 8 cards; each hand needs 9." in problems
    assert "North has 10 cards; each hand needs 9." in problems
    assert (
        f"The {hands[0][0].display} is dealt twice (You and North): every card is dealt once."
    ) in problems
    assert f"1 card is in no hand yet: {lost.display}." in problems
    hands, _ = straight_deal(game)
    hands[0][0] = card("2C")
    assert "The 2♣ is not in the Bräus pack (6 to ace in four suits)." in deal_problems(
        game, hands, names=NAMES
    )


def test_the_stock_must_hold_the_rest_and_only_games_with_one_take_it():
    brus_game = make_game("brus")
    hands, stock = straight_deal(brus_game)
    problems = deal_problems(brus_game, hands, stock[:-2], names=NAMES)
    assert problems == [
        f"2 cards are in no hand nor in the stock yet: {stock[-2].display} and {stock[-1].display}."
    ]
    with pytest.raises(ValueError):
        match_from_deal(brus_game, hands, stock[:-2])
    braus_game = make_game("braus")
    hands, _ = straight_deal(braus_game)
    assert deal_problems(braus_game, hands, [card("6C")])[0].startswith("This game has no stock")


def test_brus_accessors_read_the_ranking_tables():
    game = make_game("brus")
    assert game.beating_order() == brus.RANKING
    low = make_game("brus", no_stock=True).beating_order()
    assert low[: len(brus.RANKING)] == brus.RANKING
    assert [c.text for c in low[len(brus.RANKING) :]] == list(brus.LOW_RANKING)
    order = game.seven_led_order()
    assert [c.text for c in order] == ["KS", "KC", "7C", "7S", "7H", "7D"]
    for higher, lower in zip(order, order[1:]):
        assert brus.SEVEN_BEATS[higher.index][lower.index]
    assert make_game("brus-iceland").seven_led_order() == ()
    assert make_game("braus").pack == braus.PACK
