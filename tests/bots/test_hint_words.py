"""What a hint says, word for word (issue 36, items 14 and 15): the reason first, in the
game's words, then the numbers; the plural for a set of cards; "your lowest playable
card" for a Bräus lead, never "your lowest card" for a K♥."""

from __future__ import annotations

from braus_desktop.bots import make_bot
from braus_desktop.bots.hints import clause, hint
from braus_desktop.rules import Play, make_game


def brus_deal(hands, game_id="brus", dealer=0):
    game = make_game(game_id)
    used = {c for h in hands for c in h.split()}
    rest = [c.text for c in game.pack if c.text not in used]
    return game, game.new_deal(dealer=dealer, hands=[h.split() for h in hands], stock=rest)


def said(game, state, move: str) -> str:
    seat = state.current_player
    action = next(a for a in state.legal_actions() if str(a) == move)
    return str(clause(game, state.observation(seat), action, state.legal_actions()))


def test_a_braus_lead_of_the_only_playable_card_says_lowest_playable():
    game = make_game("braus", players=4)
    mine = "KH 10C 10D QS QH KS KD 10S QC".split()
    rest = [c.text for c in game.pack if c.text not in mine]
    state = game.new_deal(hands=[mine, rest[0:9], rest[9:18], rest[18:27]], dealer=3)
    assert state.current_player == 0
    text = said(game, state, "KH")
    assert text == "Lead K♥, your lowest playable card: save the high ones for later"


def test_a_set_thrown_away_is_cards_in_the_plural():
    game, state = brus_deal(["9C 9S 5D", "5S 5H QS", "QH QD 5C", "KD KS 6D"])
    state.apply(next(a for a in state.legal_actions() if str(a) in ("9C+9S", "9S+9C")))
    assert state.current_player == 1
    text = said(
        game,
        state,
        next(str(a) for a in state.legal_actions() if set(str(a).split("+")) == {"5S", "5H"}),
    )
    assert text.endswith("so throw your least useful cards")
    state.apply("5S+5H")
    partner = said(
        game,
        state,
        next(str(a) for a in state.legal_actions() if set(str(a).split("+")) == {"QH", "QD"}),
    )
    assert partner.endswith("is winning; give away your least useful cards")


def test_a_brus_lead_gives_a_reason_not_only_the_card():
    game, state = brus_deal(["5D 9H QS", "5S 5H 6S", "QH QD 5C", "KD KS 6D"])
    assert state.current_player == 0
    # a worthless card while a stock is left: it cannot win, the beating cards stay
    assert (
        said(game, state, "5D")
        == "Lead 5♦: it would not win a trick anyway, and your beating cards stay in your hand"
    )
    assert said(game, state, "9H").startswith("Lead 9♥: ")


def test_every_brus_and_brus_hint_gives_its_reason_before_its_numbers():
    for game_id in ("brus", "brus-solo", "brus-iceland"):
        game = make_game(game_id)
        bots = [make_bot("standard", game, seed=s) for s in range(game.n_players)]
        for seed in range(4):
            state = game.new_deal(seed=seed, dealer=seed % game.n_players)
            while not state.is_over:
                seat = state.current_player
                obs, legal = state.observation(seat), state.legal_actions()
                if len(legal) > 1 and isinstance(legal[0], Play):
                    text = str(hint(game, obs, legal, seed=seed, samples=4).reason)
                    reason = text.split("; ")[0]
                    # "Lead 9♥" alone is no reason: every clause says why after its move
                    assert ": " in reason, text
                    assert "sampled deal" not in reason, text
                state.apply(bots[seat].choose(obs, legal))


def test_a_risked_lead_says_the_risk_and_differs_from_the_plain_lead():
    """Seen under Xvfb in an exercise: the answer "Risk 8♠" was explained as "Lead 8♠: …",
    the very words of the plain lead the player had made."""
    game, state = brus_deal(["KH 9H QS", "5S 5H 6S", "QH QD 5C", "KD KS 6D"])
    risked, plain = said(game, state, "KH!"), said(game, state, "KH")
    assert risked != plain
    assert risked.startswith("Lead K♥ and risk it: ")
    assert plain.startswith("Lead K♥: ")


def test_a_hint_in_a_game_without_sides_speaks_of_you_not_your_side():
    """Issue 43 item 3: "for your side" where each plays alone (Solo Brus) is wrong; the
    team games keep it."""
    for game_id, sides in (("brus-solo", False), ("brus", True)):
        game = make_game(game_id)
        state = game.new_deal(seed=3, dealer=0)
        seen = []
        while not state.is_over and len(seen) < 3:
            seat = state.current_player
            obs, legal = state.observation(seat), state.legal_actions()
            if len(legal) > 1 and isinstance(legal[0], Play):
                seen.append(str(hint(game, obs, legal, seed=3, samples=4).reason))
            state.apply(legal[0])
        numbers = [t for t in seen if "sampled deal" in t]
        assert numbers, seen
        for text in numbers:
            assert ("your side" in text) == sides, text
            assert ("points for you," in text) == (not sides), text
