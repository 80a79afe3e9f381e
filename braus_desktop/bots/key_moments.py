"""The key moments of a reviewed deal: the one to three decisions that cost most, each
named in the game's words ("Trick 4: playing A♥ lost the trick to J♣ (West) and the
deal: −2").

A decision's **cost** is its exact loss (every card known) where that is a real loss,
solved rather than estimated, else its expected loss (with what the seat knew): the
points the deal as it went shows it lost come first, and a play that did as well this
time is still weighed by what it risked. Moments are ranked by cost, the larger expected
loss first among equal costs, then the earlier decision.

A decision is a moment only if its cost is worth naming: graded an inaccuracy or worse,
uncertain (a loss above an inaccuracy's that even the most samples cannot tell from none),
or "good" (too close to call with what the seat knew) yet losing at least an
inaccuracy's worth with every card known. A play the coach calls best is never a key
moment, whatever it cost with every card known: that was the cards, not the player. A
deal played without such a decision has none (the review then opens where it always
did, at the first decision).

The words are ``Phrase`` values (context ``Coach``) the window says in the player's
language; ``KeyMoment.to_json`` is what the CLI prints per deal. Pure Python: the deal is
replayed through the rules (``DealEvents``) to find what each decision led to at the
table. The trick games' words are here; a game that says its moments otherwise does so
in its own bot module (``Coaching.moment_text``: Brag's arrangement and its place), and
names what it calls a deal (``Coaching.deal_word``: a Brus game's hand).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..rules.core import Action, Game, Pass, Play, Played, State, TrickWon
from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase
from ..rules.played import DealEvents as DealEvents
from ..rules.played import PlayedDeal
from . import coaching_for
from .card_words import card_names
from .verdicts import (
    DealReview,
    DecisionReview,
    checked_float,
    checked_int,
    checked_object,
    checked_text,
    phrase_from_json,
    phrase_to_json,
)

MOST = 3  # moments named at most
REAL_LOSS = 0.01  # an exact loss above this is one (below: the values' rounding)
WORTH_NAMING = ("uncertain", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class KeyMoment:
    """One key moment: the decision's action index in the deal, its cost in points (a
    positive number), whether that cost is the exact loss (else the expected one), and
    the line that names it (a Phrase while fresh)."""

    index: int
    cost: float
    exact: bool
    text: str

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "index": self.index,
            "cost": round(self.cost, 4),
            "exact": self.exact,
            "text": str(self.text),
        }
        if isinstance(self.text, Phrase):
            out["text_phrase"] = phrase_to_json(self.text)
        return out

    @classmethod
    def from_json(cls, data: Any) -> KeyMoment:
        """A key moment read back (a record keeps them with the deal's review):
        ValueError with a sentence for anything this app did not write."""
        d = checked_object(data, "a key moment")
        text: str = checked_text(d.get("text"), "a key moment's words", 2000)
        if d.get("text_phrase") is not None:
            phrase = phrase_from_json(d["text_phrase"])
            if str(phrase) == text:
                text = phrase
        cost = checked_float(d.get("cost"), "a key moment's cost")
        exact = d.get("exact")
        if not isinstance(exact, bool):
            raise ValueError("a key moment's exactness is not true or false")
        return cls(checked_int(d.get("index"), "a key moment's index"), cost, exact, text)


def decision_cost(decision: DecisionReview) -> tuple[float, bool]:
    """What a decision cost and whether that is its exact loss: the exact loss where it
    is real and solved, else the expected loss."""
    exact = decision.loss_exact
    if exact is not None and exact > REAL_LOSS and decision.played_option.exact_solved:
        return exact, True
    return decision.loss_expected, False


def worth_naming(decision: DecisionReview, inaccuracy: float) -> bool:
    """An inaccuracy or worse, or a "good" play that lost an inaccuracy's worth with
    every card known; never a best play (its loss was the cards')."""
    if decision.verdict in WORTH_NAMING:
        return True
    cost, exact = decision_cost(decision)
    return decision.verdict == "good" and exact and cost >= inaccuracy


def costliest(review: DealReview, game: Game, most: int = MOST) -> list[DecisionReview]:
    """The decisions of ``review`` (a deal of ``game``) worth naming, costliest first
    (see the module docstring)."""
    inaccuracy = coaching_for(game).thresholds.inaccuracy
    found = [d for d in review.decisions if worth_naming(d, inaccuracy)]
    found.sort(key=lambda d: (-decision_cost(d)[0], -d.loss_expected, d.index))
    return found[:most]


def key_moments(
    review: DealReview,
    deal: PlayedDeal | State,
    names: Sequence[str] | None = None,
    most: int = MOST,
) -> tuple[KeyMoment, ...]:
    """The deal's key moments, costliest first: ``review`` of ``deal`` (as played, the
    review's decisions indexing its actions); ``names`` the seats' names
    (default "Seat 0", "Seat 1" ...)."""
    chosen = costliest(review, deal.game, most)
    if not chosen:
        return ()
    game = deal.game
    if names is None:
        names = [f"Seat {s}" for s in range(game.n_players)]
    events = DealEvents(deal)
    coaching = coaching_for(game)
    out = []
    for d in chosen:
        cost, exact = decision_cost(d)
        noisy = (
            not exact
            and d.noise > 0
            and coaching.thresholds.by_its_noise(d.verdict, d.loss_expected)
        )
        money = cost_words(cost, exact, d.noise if noisy else 0.0, d.verdict == "uncertain")
        text = coaching.moment_text(events, d, names, money)
        if text is None:
            text = _trick_text(events, d, names, money, coaching.deal_word)
        out.append(KeyMoment(d.index, cost, exact, text))
    return tuple(out)


# --------------------------------------------------------------------------- the table


def cost_words(cost: float, exact: bool, noise: float = 0.0, uncertain: bool = False) -> Phrase:
    """A moment's cost as a player reads it: "−2" (the exact loss), "−0.45 on average",
    and with its noise where the verdict was decided by it: "−1.02 ± 1.1 on average,
    uncertain", or for a mistake named within its noise "−0.37 ± 0.1 on average"."""
    # a whole number of points written whole ("−2"), else to two places ("−0,45" in Swedish)
    points: float | int = int(round(cost)) if abs(cost - round(cost)) < 0.005 else round(cost, 2)
    if exact:
        return QT_TRANSLATE_NOOP("Coach", "\u2212{points}").format(points=points)
    if noise > 0 and uncertain:
        return QT_TRANSLATE_NOOP(
            "Coach", "\u2212{points} \u00b1 {noise} on average, uncertain"
        ).format(points=points, noise=round(noise, 1))
    if noise > 0:
        return QT_TRANSLATE_NOOP("Coach", "\u2212{points} \u00b1 {noise} on average").format(
            points=points, noise=round(noise, 1)
        )
    return QT_TRANSLATE_NOOP("Coach", "\u2212{points} on average").format(points=points)


def _play_words(action: Action) -> Phrase:
    if isinstance(action, Play):
        if action.risk:
            return QT_TRANSLATE_NOOP("Coach", "calling a risk with {cards}").format(
                cards=card_names(action.cards)
            )
        return QT_TRANSLATE_NOOP("Coach", "playing {cards}").format(cards=card_names(action.cards))
    if isinstance(action, Pass):
        return QT_TRANSLATE_NOOP("Coach", "passing")
    return QT_TRANSLATE_NOOP("Coach", "playing {cards}").format(cards=str(action))


def _lost_the_deal(table: DealEvents, decision: DecisionReview) -> bool:
    """The deal was lost, and with every card known this play is what lost it: the
    best play would have won or drawn it, this one loses it."""
    if table.returns is None or table.returns[decision.seat] >= 0:
        return False
    played = decision.played_option
    solved = [o.exact for o in decision.options if o.exact is not None and o.exact_solved]
    if played.exact is None or not played.exact_solved or not solved:
        return False
    return played.exact < 0 <= max(solved)


# Each way a trick went, and whether the play lost the deal with it ("hand": a Brus game
# calls its deal a hand, as its rules' sentences do).
_TRICK_WORDS: dict[tuple[str, str | None], Phrase] = {
    ("none", None): QT_TRANSLATE_NOOP("Coach", "Trick {n}: {play}: {cost}"),
    ("none", "deal"): QT_TRANSLATE_NOOP("Coach", "Trick {n}: {play} cost the deal: {cost}"),
    ("none", "hand"): QT_TRANSLATE_NOOP("Coach", "Trick {n}: {play} cost the hand: {cost}"),
    ("own", None): QT_TRANSLATE_NOOP("Coach", "Trick {n}: {play} won the trick: {cost}"),
    ("own", "deal"): QT_TRANSLATE_NOOP(
        "Coach", "Trick {n}: {play} won the trick but cost the deal: {cost}"
    ),
    ("own", "hand"): QT_TRANSLATE_NOOP(
        "Coach", "Trick {n}: {play} won the trick but cost the hand: {cost}"
    ),
    ("partner", None): QT_TRANSLATE_NOOP(
        "Coach", "Trick {n}: {play}; your partner {name} took the trick with {cards}: {cost}"
    ),
    ("partner", "deal"): QT_TRANSLATE_NOOP(
        "Coach",
        "Trick {n}: {play}; your partner {name} took the trick with {cards}, "
        "but the deal was lost: {cost}",
    ),
    ("partner", "hand"): QT_TRANSLATE_NOOP(
        "Coach",
        "Trick {n}: {play}; your partner {name} took the trick with {cards}, "
        "but the hand was lost: {cost}",
    ),
    ("other", None): QT_TRANSLATE_NOOP(
        "Coach", "Trick {n}: {play} lost the trick to {cards} ({name}): {cost}"
    ),
    ("other", "deal"): QT_TRANSLATE_NOOP(
        "Coach", "Trick {n}: {play} lost the trick to {cards} ({name}) and the deal: {cost}"
    ),
    ("other", "hand"): QT_TRANSLATE_NOOP(
        "Coach", "Trick {n}: {play} lost the trick to {cards} ({name}) and the hand: {cost}"
    ),
}


def _trick_text(
    table: DealEvents, decision: DecisionReview, names: Sequence[str], cost: str, deal_word: str
) -> Phrase:
    """Which trick, what was played, who took that trick with what, and the cost."""
    game = table.game
    action = game.parse_action(decision.played)
    args: dict[str, Any] = {
        "n": table.tricks_before(decision.index) + 1,
        "play": _play_words(action),
        "cost": cost,
    }
    lost = deal_word if _lost_the_deal(table, decision) else None
    plays: dict[int, tuple[Any, ...]] = {}
    won: TrickWon | None = None
    # the trick this decision belongs to: its plays so far were before it, so read on
    # from the decision to the trick's end, keeping each seat's last play
    before = [e for events in table.after[: decision.index] for e in events]
    for e in reversed(before):
        if isinstance(e, TrickWon):
            break
        if isinstance(e, Played) and e.seat is not None and e.seat not in plays:
            plays[e.seat] = e.cards
    for e in table.events_from(decision.index):
        if isinstance(e, Played) and e.seat is not None:
            plays[e.seat] = e.cards
        if isinstance(e, TrickWon):
            won = e
            break
    if won is None or won.seat is None:
        return _TRICK_WORDS["none", lost].format(**args)
    winner = won.seat
    if winner == decision.seat:
        return _TRICK_WORDS["own", lost].format(**args)
    way = "partner" if game.side_of(winner) == game.side_of(decision.seat) else "other"
    return _TRICK_WORDS[way, lost].format(
        name=names[winner], cards=card_names(plays.get(winner, ())), **args
    )
