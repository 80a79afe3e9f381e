"""Hints for the player: the expert's move, with one line a player can follow.

``hint(game, observation, legal)`` asks the ``expert`` level for its move in the player's
seat (from the player's own observation, like any bot) and says why: first what the move
does at the table ("your partner's A♥ would lose to J♣, still out"), read from what the
seat has seen; then what the search found, comparing the move with the next best one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..rules.cards import Card
from ..rules.core import Action, Cut, Observation, Pass, Play
from ..rules.phrase import QT_TRANSLATE_NOOP, joined


@dataclass(frozen=True)
class Hint:
    """A suggested action and the sentence that explains it."""

    action: Action
    reason: str


def hint(game, observation: Observation, legal: Sequence[Action], seed: int = 0,
         budget: float = 0.4, samples: int | None = None) -> Hint:
    """The expert's choice for ``observation.seat`` among ``legal``, with its reason.

    ``samples`` fixes the search's size (reproducible, for tests); otherwise ``budget``
    seconds bound it."""
    from . import make_bot
    legal = list(legal)
    if not legal:
        raise ValueError("there is no move to suggest: it is not this seat's turn")
    options = {"samples": samples} if samples is not None else {"budget": budget}
    bot = make_bot("expert", game, seed=seed, **options)
    action = bot.choose(observation, legal)
    if game.id == "brag":
        return Hint(action, _brag_reason(game, action, bot))
    clause = _situation(game, observation, action, legal)
    outlook = _outlook(action, legal, getattr(bot, "last_values", None),
                       getattr(bot, "last_samples", 0))
    if outlook:
        return Hint(action, QT_TRANSLATE_NOOP("Hints", "{clause}; {outlook}.").format(
            clause=clause, outlook=outlook))
    return Hint(action, QT_TRANSLATE_NOOP("Hints", "{clause}.").format(clause=clause))


# ----------------------------------------------------------------------------- wording
def _name(card: Card) -> str:
    return card.display


def _names(cards) -> str:
    return " ".join(_name(c) for c in cards)


def _move(action: Action) -> str:
    if isinstance(action, Play):
        if getattr(action, "risk", False):
            return QT_TRANSLATE_NOOP("Hints", "Risk {cards}").format(cards=_names(action.cards))
        return QT_TRANSLATE_NOOP("Hints", "Play {cards}").format(cards=_names(action.cards))
    if isinstance(action, Pass):
        return QT_TRANSLATE_NOOP("Hints", "Pass")
    if isinstance(action, Cut):
        return QT_TRANSLATE_NOOP("Hints", "Cut at {position}").format(position=action.position)
    return str(action)


def _alternative(action: Action) -> str:
    if isinstance(action, Play):
        if getattr(action, "risk", False):
            return QT_TRANSLATE_NOOP("Hints", "{cards} risked").format(
                cards=_names(action.cards))
        return _names(action.cards)
    return QT_TRANSLATE_NOOP("Hints", "passing") if isinstance(action, Pass) else _move(action)


def _outlook(action: Action, legal: list[Action], values: list[float] | None,
             samples: int) -> str:
    """What the search saw: the move's average score against the next best move's."""
    if values is None or len(values) != len(legal) or len(legal) < 2:
        return ""
    i = legal.index(action)
    ranked = sorted(range(len(legal)), key=lambda k: -values[k])
    other = next(k for k in ranked if k != i)
    gap = values[i] - values[other]
    if abs(gap) < 0.005:
        return QT_TRANSLATE_NOOP("Hints", "{other} would do as well").format(
            other=_alternative(legal[other]))
    if samples > 1:
        text = QT_TRANSLATE_NOOP("Hints", "over {n} sampled deals it averages {value:+.2f} "
                                 "points for your side, {gap:.2f} more than {other}")
    else:
        text = QT_TRANSLATE_NOOP("Hints", "over the sampled deal it averages {value:+.2f} "
                                 "points for your side, {gap:.2f} more than {other}")
    return text.format(n=samples, value=values[i], gap=gap, other=_alternative(legal[other]))


def _situation(game, obs: Observation, action: Action, legal: list[Action]) -> str:
    if game.id == "braus":
        return _braus(obs, action, legal)
    if game.id in ("brus", "brus-solo", "brus-iceland"):
        return _brus(game, obs, action)
    return _move(action)


# ----------------------------------------------------------------------------- Bräus
def _braus(obs: Observation, action: Action, legal: list[Action]) -> str:
    from ..rules.braus import POWER
    from .braus_bots import BrausView
    v = BrausView(obs)
    if isinstance(action, Pass):
        if v.to_beat is not None:
            return QT_TRANSLATE_NOOP("Hints", "Pass: nothing in your hand beats {card}").format(
                card=_name(v.to_beat))
        return _move(action)
    if not isinstance(action, Play) or len(action.cards) != 1:
        return _move(action)
    card = action.cards[0]
    plays = [a.cards[0] for a in legal if isinstance(a, Play) and len(a.cards) == 1]
    others = [s for s in range(v.n) if s != v.seat]
    if v.to_beat is None:  # a lead: everyone else still to come
        if not v.beatable_by(card, others):
            return QT_TRANSLATE_NOOP("Hints", "Lead {card}: no card still out beats it").format(
                card=_name(card))
        if card == max(plays, key=POWER.__getitem__):
            return QT_TRANSLATE_NOOP("Hints", "Lead {card}, your lowest card: save the high "
                                     "ones for later").format(card=_name(card))
        return QT_TRANSLATE_NOOP("Hints", "Lead {card}").format(card=_name(card))
    top_seat = v.trick[-1][0] if v.trick else None
    partner_top = top_seat is not None and top_seat % 2 == v.team and top_seat != v.seat
    safe = not v.beatable_by(card, v.after)
    if partner_top and v.beatable_by(v.to_beat, v.after):
        threat = next((u for u in v.unseen_live if POWER[u] < POWER[v.to_beat]
                       and any(v.could_hold(s, u) for s in v.after)), None)
        if threat is not None:
            return QT_TRANSLATE_NOOP("Hints", "Beat with {card}: your partner's {theirs} would "
                                     "lose to {threat}, still out").format(
                card=_name(card), theirs=_name(v.to_beat), threat=_name(threat))
        return QT_TRANSLATE_NOOP("Hints", "Beat with {card}: your partner's {theirs} would "
                                 "lose").format(card=_name(card), theirs=_name(v.to_beat))
    if safe and v.after:
        return QT_TRANSLATE_NOOP("Hints", "Beat with {card}: nobody after you can beat "
                                 "it").format(card=_name(card))
    if card == max(plays, key=POWER.__getitem__) and len(plays) > 1:
        return QT_TRANSLATE_NOOP("Hints", "Beat with {card}, your cheapest card above {beat}: "
                                 "keep the stronger ones").format(card=_name(card),
                                                                  beat=_name(v.to_beat))
    return QT_TRANSLATE_NOOP("Hints", "Beat {beat} with {card}").format(
        beat=_name(v.to_beat), card=_name(card))


# ----------------------------------------------------------------------------- Brus family
def _brus(game, obs: Observation, action: Action) -> str:
    from .brus_bots import BrusView, play_ids
    if isinstance(action, Cut):
        return QT_TRANSLATE_NOOP("Hints", "{move}: every cut is as good as any other for "
                                 "you").format(move=_move(action))
    if not isinstance(action, Play):
        return _move(action)
    v = BrusView(obs, game)
    ids, risk = play_ids(action)
    move = _move(action)
    if not v.trick:
        if len(ids) > 1:
            return QT_TRANSLATE_NOOP("Hints", "{move}: a multiple lead the others must answer "
                                     "card for card").format(move=move)
        return QT_TRANSLATE_NOOP("Hints", "Lead {card}").format(card=_names(action.cards))
    best_seat, best_ids = v.trick[0][0], v.trick[0][1]
    for s, p_ids, _r in v.trick[1:]:
        if v.beats(p_ids, best_ids, v.seven):
            best_seat, best_ids = s, p_ids
    partner = v.side[best_seat] == v.my_side
    beats = v.beats(ids, best_ids, v.seven)
    best_cards = _names(Card.all()[i] for i in best_ids)
    if partner and not beats:
        return QT_TRANSLATE_NOOP("Hints", "{move}: your partner's {cards} is winning; give away "
                                 "your least useful card").format(move=move, cards=best_cards)
    if beats:
        return QT_TRANSLATE_NOOP("Hints", "{move}: it beats {cards}").format(move=move,
                                                                             cards=best_cards)
    return QT_TRANSLATE_NOOP("Hints", "{move}: you cannot win this trick cheaply, so throw "
                             "your least useful card").format(move=move)


# ----------------------------------------------------------------------------- Brag
def _brag_reason(game, arrangement, bot) -> str:
    names = joined(" / ", [game.evaluate(tuple(t)).name for t in arrangement.tricks])
    if arrangement.discards:
        arrange = QT_TRANSLATE_NOOP("Hints", "Arrange your tricks as {names} and discard "
                                    "{cards}").format(names=names,
                                                      cards=_names(arrangement.discards))
    else:
        arrange = QT_TRANSLATE_NOOP("Hints", "Arrange your tricks as {names}").format(
            names=names)
    value, greedy = getattr(bot, "last_value", None), getattr(bot, "last_greedy_value", None)
    n = len(arrangement.tricks)
    if value is None:
        return QT_TRANSLATE_NOOP("Hints", "{clause}.").format(clause=arrange)
    if greedy is not None and value - greedy >= 0.05:
        return QT_TRANSLATE_NOOP(
            "Hints", "{arrange}: against hands dealt from the unseen cards it wins about "
            "{value:.1f} of {n} tricks (sweep bonus included), {gain:.1f} more than the "
            "strongest-first arrangement.").format(arrange=arrange, value=value, n=n,
                                                   gain=value - greedy)
    return QT_TRANSLATE_NOOP(
        "Hints", "{arrange}: against hands dealt from the unseen cards it wins about "
        "{value:.1f} of {n} tricks (sweep bonus included).").format(arrange=arrange,
                                                                    value=value, n=n)
