"""Hints for the player: the coach's best move, with one line a player can follow.

``hint(game, observation, legal)`` gives the coach's best move in the player's seat (from
the player's own observation, like any bot: the review's own valuation, so that a hint
followed is never graded below "good") and says why: first what the move does at the
table ("your partner's A♥ would lose to J♣, still out"), read from what the seat has seen, in the game's own words (``Coaching.hint_reason`` of the game's bot module); then
what the search found, comparing the move with the next best one (``explained``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..rules.core import Action, Game, Observation
from ..rules.phrase import QT_TRANSLATE_NOOP
from . import coaching_for, make_bot
from .base import Bot

# (the words of moves, and the outlook a hint reads, are the bots' too: part of hints' API)
from .card_words import (
    alternative as alternative,
)
from .card_words import (
    card_name as card_name,
)
from .card_words import (
    card_names as card_names,
)
from .card_words import (
    move_text as move_text,
)
from .knowledge import Outlook as Outlook
from .search import ExpertBot
from .trick_review import trick_coaching


@dataclass(frozen=True)
class Hint:
    """A suggested action and the sentence that explains it."""

    action: Action
    reason: str


def hint(
    game: Game,
    observation: Observation,
    legal: Sequence[Action],
    seed: int = 0,
    samples: int | None = None,
    deal: int = 1,
    index: int = 0,
) -> Hint:
    """The coach's best action for ``observation.seat`` among ``legal``, with its reason.

    What the app suggests is what its coach rates best: a trick game's hint is the
    coach's own choice at that decision (``review.coach_choice``: the same sampled deals
    as the review of decision ``index`` of deal ``deal`` with the coach's ``seed``, at
    the review's ``samples``), so a hint followed is reviewed as the best play; a game
    whose coaching has a ``coach_bot`` (Brag: the one best arrangement) answers with
    it. Where the coach values nothing (a cut) the expert answers."""
    from .review import coach_choice  # (the coach loads with the first hint)

    legal = list(legal)
    if not legal:
        raise ValueError("there is no move to suggest: it is not this seat's turn")
    coaching = coaching_for(game)
    coach_bot = coaching.coach_bot(observation)
    seen: Outlook | Bot
    if coach_bot is not None:
        seen = coach_bot
        action = coach_bot.choose(observation, legal)
    else:
        chosen = coach_choice(game, observation, legal, deal, index, samples, seed)
        if chosen is not None:
            action, values, drawn = chosen
            seen = Outlook(values, drawn)
        else:
            expert = make_bot("expert", game, seed=seed, samples=samples or 8)
            action = expert.choose(observation, legal)
            assert isinstance(expert, ExpertBot)
            seen = Outlook(expert.last_values, expert.last_samples)
    return Hint(action, coaching.hint_reason(observation, action, legal, seen))


def clause(game: Game, observation: Observation, action: Action, legal: list[Action]) -> str:
    """What ``action`` does at the table, in the game's own words (its coaching says it):
    the first half of a hint's sentence, and the coach's reason."""
    return trick_coaching(game).hint_clause(observation, action, legal)


def explained(
    clause: str, action: Action, legal: list[Action], seen: Outlook | Bot, partners: bool = True
) -> str:
    """A hint's sentence: what the move does at the table (``clause``, in the game's own
    words), then what the expert's search saw, if it searched (``seen``: its values, or
    the expert bot that chose). ``partners``: whether the game has sides (the points are
    "for your side" then, "for you" where each plays alone)."""
    if isinstance(seen, (Outlook, ExpertBot)):
        outlook = _outlook(action, legal, seen.last_values, seen.last_samples, partners)
    else:
        outlook = ""
    if outlook:
        return QT_TRANSLATE_NOOP("Hints", "{clause}; {outlook}.").format(
            clause=clause, outlook=outlook
        )
    return QT_TRANSLATE_NOOP("Hints", "{clause}.").format(clause=clause)


def _outlook(
    action: Action,
    legal: list[Action],
    values: list[float] | None,
    samples: int,
    partners: bool = True,
) -> str:
    """What the search saw: the move's average score against the next best move's."""
    if values is None or len(values) != len(legal) or len(legal) < 2:
        return ""
    i = legal.index(action)
    ranked = sorted(range(len(legal)), key=lambda k: -values[k])
    other = next(k for k in ranked if k != i)
    gap = values[i] - values[other]
    if abs(gap) < 0.005:
        return QT_TRANSLATE_NOOP("Hints", "{other} would do as well").format(
            other=alternative(legal[other])
        )
    if samples > 1 and partners:
        text = QT_TRANSLATE_NOOP(
            "Hints",
            "over {n} sampled deals it averages {value:+.2f} "
            "points for your side, {gap:.2f} more than {other}",
        )
    elif partners:
        text = QT_TRANSLATE_NOOP(
            "Hints",
            "over the sampled deal it averages {value:+.2f} "
            "points for your side, {gap:.2f} more than {other}",
        )
    elif samples > 1:
        text = QT_TRANSLATE_NOOP(
            "Hints",
            "over {n} sampled deals it averages {value:+.2f} "
            "points for you, {gap:.2f} more than {other}",
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "Hints",
            "over the sampled deal it averages {value:+.2f} "
            "points for you, {gap:.2f} more than {other}",
        )
    return text.format(n=samples, value=values[i], gap=gap, other=alternative(legal[other]))
