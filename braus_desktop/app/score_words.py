"""The words the score sheet and each game's summaries share: how a side is called
(``Side``, ``sides_of``) and how points, deals and scores are written.

Below the games (``games/``) and the score sheet, which both use them: a game's end-of-deal
sentences are built from these without importing the sheet that asks the game for them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase, both, joined, plural
from .choice import default_names

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Game, State

DASH = "\u2013"
US, THEM = QT_TRANSLATE_NOOP("ScoreSheet", "Us"), QT_TRANSLATE_NOOP("ScoreSheet", "Them")


# --------------------------------------------------------------------------- names


@dataclass(frozen=True)
class Side:
    """A side as the sheet names it. The words are English Phrases (``say`` shows them in
    the player's language): the sentences choose their verb form by ``plural``."""

    short: str  # "Us", "Them", or a player's name
    full: str  # "Us (You + North)"
    subject: str  # "You and North": who does something in a sentence
    plural: bool  # "win" rather than "wins"

    def says(self, they: Phrase, it: Phrase, **args: Any) -> Phrase:
        """The sentence with this side as ``{who}``: ``they`` for a plural subject ("You
        and North take"), ``it`` for one player ("West takes")."""
        return (they if self.plural else it).format(who=self.subject, **args)


def sides_of(game: Game, names: Sequence[str] | None = None) -> list[Side]:
    """How each side is called: teams as Us / Them (seat 0 is the player), else by name."""
    names = list(names or default_names(game.n_players))
    out = []
    for side in range(game.n_sides):
        seats = game.seats_of(side)
        members = [names[s] for s in seats]
        if game.partnership:
            short = US if 0 in seats else THEM
            full = QT_TRANSLATE_NOOP("ScoreSheet", "{side} ({members})").format(
                side=short, members=joined(" + ", members)
            )
            out.append(Side(short, full, both(members), True))
        else:
            name = members[0]
            out.append(Side(name, name, name, name == "You"))
    return out


def score_text(points: Sequence[int]) -> str:
    return DASH.join(str(p) for p in points)


def side_points(sides: list[Side], pairs: Iterable[tuple[int, object]]) -> Phrase:
    """ "Us +1, Them +2": each side's short name and a number."""
    return joined(
        ", ",
        [
            QT_TRANSLATE_NOOP("ScoreSheet", "{side} {points}").format(side=sides[s].short, points=p)
            for s, p in pairs
        ],
    )


def points_text(n: int) -> Phrase:
    return plural(
        n, QT_TRANSLATE_NOOP("ScoreSheet", "1 point"), QT_TRANSLATE_NOOP("ScoreSheet", "{n} points")
    ).format(n=n)


def deals_text(n: int) -> Phrase:
    return plural(
        n, QT_TRANSLATE_NOOP("ScoreSheet", "1 deal"), QT_TRANSLATE_NOOP("ScoreSheet", "{n} deals")
    ).format(n=n)


def extra_points(state: State, sides: list[Side]) -> list[Phrase]:
    """Points scored during a Brus hand (risks, whistles, cuts), from the state's log."""
    log = state.score_log
    if not log:
        return []
    words = {
        "risk": QT_TRANSLATE_NOOP("ScoreSheet", "Risks: {points}."),
        "whistle": QT_TRANSLATE_NOOP("ScoreSheet", "Whistles: {points}."),
        "cut": QT_TRANSLATE_NOOP("ScoreSheet", "Cut points: {points}."),
    }
    out = []
    for reason, text in words.items():
        per_side: dict[int, int] = {}
        for side, points, why in log:
            if why == reason:
                per_side[side] = per_side.get(side, 0) + points
        if per_side:
            out.append(
                text.format(
                    points=side_points(sides, ((s, f"+{p}") for s, p in sorted(per_side.items())))
                )
            )
    return out
