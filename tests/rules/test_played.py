"""A deal as played, as one value (rules/played.py): what tells two deals apart, the
deal dealt and played again from it, and the actions before a seat's first turn."""

from braus_desktop.bots import make_bot
from braus_desktop.rules import make_game
from braus_desktop.rules.played import DealEvents, PlayedDeal, Seating


def finished(game_id: str, seed: int):
    game = make_game(game_id)
    state = game.new_deal(seed=seed, dealer=seed % game.n_players)
    bots = [make_bot("random", game, seed=seed * 10 + s) for s in range(game.n_players)]
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return state


def test_a_played_deal_deals_itself_again_to_any_action():
    for game_id in ("braus", "brus-iceland", "brag"):
        state = finished(game_id, 3)
        played = PlayedDeal.of(state)
        assert played.options == state.game.option_values
        again = played.replay()
        assert again.is_over and again.history == state.history
        assert again.returns() == state.returns()
        assert played.replay(2).history == state.history[:2]
        assert played.upto(2).actions == state.history[:2]
        assert played.upto(2).replay().history == state.history[:2]


def test_the_key_tells_deals_apart_by_cards_and_actions_only():
    state = finished("braus", 4)
    played = PlayedDeal.of(state)
    # the same deal read again from another game object with the same options
    same = PlayedDeal(make_game("braus"), played.dealer, played.setup, played.actions)
    assert same.key == played.key and same == played and hash(same) == hash(played)
    assert played.upto(len(played.actions) - 1) != played  # one action fewer
    other = finished("braus", 5)
    assert PlayedDeal.of(other).key != played.key
    # another game's options make another deal of the same cards
    options = PlayedDeal(make_game("braus", target=9), played.dealer, played.setup, played.actions)
    assert options.options != played.options and options.key != played.key


def test_before_a_seat_is_what_was_played_before_its_first_turn():
    state = finished("brag", 2)
    played = PlayedDeal.of(state)
    for seat in range(state.game.n_players):
        before = played.before(seat)
        assert all(who != seat for who, _a in before)
        rest = played.actions[len(before) :]
        assert not rest or rest[0][0] == seat
    assert PlayedDeal.of(state).upto(0).before(0) == ()


def test_the_deal_events_follow_each_action_and_the_seating_is_a_value():
    state = finished("brus", 1)
    table = DealEvents(PlayedDeal.of(state))
    assert len(table.after) == len(state.history)
    assert table.returns == state.returns()
    assert DealEvents(state).after == table.after
    one = Seating(0, ("human", "standard", "standard", "standard"), 3, 7)
    assert one == Seating(0, ("human", "standard", "standard", "standard"), 3, 7)
    assert len({one, Seating(0, one.levels, 3, 8)}) == 2
