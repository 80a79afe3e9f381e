"""Horwell's Brag in the window: the whole hand arranged into tricks in a dialog, the
showdown of each trick, points to a target as a bar."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...rules.brag import Brag, BragResult, BragState, HandArranged, ShowdownTrick
from ...rules.cards import cards
from ...rules.core import Game, Result, State
from ...rules.phrase import QT_TRANSLATE_NOOP, joined
from ..score_words import Side, points_text, side_points
from .base import DealFacts, GameUI, Handler
from .chart import CHART, OPTIONS, ChartEntry, ChartSection
from .modes import ARRANGE_HAND, InputMode

if TYPE_CHECKING:  # pragma: no cover
    from ...rules.match import Match
    from ..narration import Narrator

# Example tricks, one or more per category; the chart shows them in the evaluator's order.
BRAG_EXAMPLES = {
    3: (
        "X1 X2 X3",
        "3S 3H 3D",
        "AH 2H 3H",
        "AS AH AD",
        "AS KS QS",
        "KS KH KD",
        "KH QH JH",
        "8D 7D 6D",
        "7S 7H 7C",
        "2S 2H 2D",
        "AS 2D 3C",
        "AS KH QD",
        "4S 3H 2D",
        "AH 9H 5H",
        "QS QD 7C",
        "AS 10H 6D",
    ),
    4: (
        "X1 X2 X3 2C",
        "4S 4H 4D 4C",
        "AH 2H 3H 4H",
        "AS AH AD AC",
        "AS KS QS JS",
        "KS KH KD KC",
        "5D 4D 3D 2D",
        "3S 3H 3D 3C",
        "AS KH QD JC",
        "AH 9H 5H 2H",
        "QS QH QD 5C",
        "KS KH 7D 7C",
        "9S 8S 7S 2H",
        "9S 8H 7D 2C",
        "KH 9H 4H 2S",
        "JS JH 8D 3C",
        "KS 9H 6D 2C",
        "KS 9S 6D 2C",
    ),
}


class BragUI(GameUI):
    game_id = "brag"
    title = QT_TRANSLATE_NOOP("Games", "Brag")
    rules_title = QT_TRANSLATE_NOOP("Games", "Horwell's Brag")
    picks = ((QT_TRANSLATE_NOOP("Games", "Brag"), {}),)
    editor_names_players = True
    modes: tuple[InputMode, ...] = (ARRANGE_HAND,)
    # no Jan in Brag: its sweep is a bonus point, told in the deal's summary
    counts_jan = False

    def turn_prompt(self) -> str:
        return QCoreApplication.translate("Controller", "Arrange your hand.")

    def drop_refusal(self) -> str | None:
        return QCoreApplication.translate(
            "Controller", "In Brag the whole hand is arranged: press Arrange hand."
        )

    def narration(self) -> dict[str, Handler]:
        return {"arranged": arranged, "showdown_trick": showdown_trick}

    def deal_lines(
        self, match: Match, state: State, sides: list[Side], seat_names: Sequence[str]
    ) -> list[str]:
        r = state.result()
        assert isinstance(r, BragResult)
        t, w = r.tricks, r.winner
        n_tricks = len(r.position_winners) or sum(t)
        sweep = r.all_tricks
        lines: list[str] = []
        if sweep is not None:
            lines.append(
                sides[sweep].says(
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet", "{who} win all {n} tricks and the bonus point: {points}!"
                    ),
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet", "{who} wins all {n} tricks and the bonus point: {points}!"
                    ),
                    n=n_tricks,
                    points=points_text(r.points[sweep]),
                )
            )
        elif w is not None:
            lines.append(
                sides[w].says(
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet", "{who} win the deal with {won} of {n} tricks: {points}."
                    ),
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet", "{who} wins the deal with {won} of {n} tricks: {points}."
                    ),
                    won=t[w],
                    n=n_tricks,
                    points=points_text(r.points[w]),
                )
            )
        else:
            lines.append(QT_TRANSLATE_NOOP("ScoreSheet", "Nobody wins the deal outright."))
        lines.append(
            QT_TRANSLATE_NOOP("ScoreSheet", "Points: {points}.").format(
                points=side_points(sides, enumerate(r.points))
            )
        )
        return lines

    def deal_facts(self, game: Game, result: Result, seat: int) -> DealFacts:
        assert isinstance(result, BragResult)
        sweep = result.all_tricks
        return DealFacts(sweep=game.side_of(sweep) if sweep is not None else None)

    def rules_page(self) -> tuple[str, ...]:
        return BRAG

    def ranking_chart(self, game: Game) -> list[ChartSection]:
        assert isinstance(game, Brag)
        from ...rules.brag_eval import CATEGORY_NAMES, evaluate

        size, horwell = game.chosen.trick_size, game.chosen.horwell_rule
        valued = []
        for text in BRAG_EXAMPLES[size]:
            trick = tuple(cards(text))
            # Only the supreme examples hold jokers; with the twos wild too, 4 cards are all wild.
            wilds = "jokers_and_twos" if any(c.joker for c in trick) else "none"
            value = evaluate(trick, wilds=wilds, horwell_rule=horwell)
            valued.append((value.key, trick, value))
        valued.sort(key=lambda v: v[0], reverse=True)
        entries = []
        for _key, trick, value in valued:
            category = CATEGORY_NAMES[value.category]
            name = value.plain_name
            caption: str
            if value.category == "supreme":
                caption = QT_TRANSLATE_NOOP("RulesHelp", "{name} (only with wild cards)").format(
                    name=name
                )
            elif name.startswith(category):
                caption = name
            else:
                caption = QT_TRANSLATE_NOOP("RulesHelp", "{category}: {name}").format(
                    category=category, name=name
                )
            entries.append(ChartEntry(trick, caption))
        rule = (
            QT_TRANSLATE_NOOP(
                "RulesHelp", "Horwell's rule is on: running flushes interleave with the prials."
            )
            if horwell
            else QT_TRANSLATE_NOOP(
                "RulesHelp", "Horwell's rule is off: every prial beats every running flush."
            )
        )
        return [
            ChartSection(
                QT_TRANSLATE_NOOP("RulesHelp", "{size}-card tricks, strongest first").format(
                    size=size
                ),
                rule,
                tuple(entries),
            )
        ]


# --------------------------------------------------------------------------- its events


def arranged(n: Narrator, ev: HandArranged) -> None:
    assert ev.seat is not None  # a seat arranges its hand
    n.log(
        n.who(
            ev.seat,
            QT_TRANSLATE_NOOP("Controller", "You have arranged your hand."),
            QT_TRANSLATE_NOOP("Controller", "{name} has arranged their hand."),
        )
    )
    n.bubble(ev.seat, QCoreApplication.translate("Controller", "Ready"))


def showdown_trick(n: Narrator, ev: ShowdownTrick) -> None:
    """One position of the showdown: every seat's trick laid down, named, and taken."""
    from ..models import TrickPlay
    from ..phrases import say
    from ..table.timings import SHOWDOWN_SEEN_MS, TRICK_NAME_BUBBLE_MS

    tricks = ev.tricks
    # the hands' names as the rules said them (Phrases): the log and the showdown's sheet
    # word them whenever they are shown, in the language of that moment
    names = list(ev.names)
    winner = ev.winner
    for seat, trick in enumerate(tricks):
        n.hands[seat].remove_cards(trick)
        n.trick.add(
            TrickPlay(seat, tuple(trick), label=say(names[seat]) if seat < len(names) else "")
        )
        if seat < len(names):
            n.bubble(seat, say(names[seat]), ms=TRICK_NAME_BUBBLE_MS)
    # "You (Running flush, five high)": a name and a trick's name side by side read as
    # one ("You Running flush")
    shown = joined(
        "; ", [joined("", (n.kept_name(s), " (", name, ")")) for s, name in enumerate(names)]
    )
    number = ev.position + 1
    line: str
    if winner is None:
        line = QT_TRANSLATE_NOOP("Controller", "Trick {n}: {tricks} — nobody wins.").format(
            n=number, tricks=shown
        )
    else:
        line = n.who(
            winner,
            QT_TRANSLATE_NOOP("Controller", "Trick {n}: {tricks} — you win."),
            QT_TRANSLATE_NOOP("Controller", "Trick {n}: {tricks} — {name} wins."),
            n=number,
            tricks=shown,
        )
    n.log(line)
    n.table.add_showdown_row(tricks, winner, names)
    n.sync()
    all_cards = tuple(c for t in tricks for c in t)
    # the rules' tricks per player once this position is taken (a tie is nobody's)
    won = [0] * n.game.n_sides
    state = n.state
    assert isinstance(state, BragState)
    for compared in state.showdown[: ev.position + 1]:
        if compared.winner is not None:
            won[compared.winner] += 1
    n.collect(winner, winner if winner is not None else 0, all_cards, SHOWDOWN_SEEN_MS, tuple(won))


# --------------------------------------------------------------------------- its rules page
# (the rules help's page, a block a translation unit: context "RulesText")

BRAG = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Horwell's multi-card Brag</h1>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p class="lead">A game of judgement rather than luck
in play: you get a big hand, split it into brag tricks, and the tricks are compared one by
one in a showdown.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Players and cards</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Two to four players, each for themselves, with the
52-card pack (and the three jokers when they are wild). Each player gets a large hand,
sixteen cards by default: five tricks of three cards and one card to throw away.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Arranging</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Every player splits the whole hand into tricks of
three cards (or four, if you chose 4-card tricks), discards the spare card, and lays the
tricks in order, <b>strongest first</b>. Nobody sees anyone else's arrangement. Then the
first tricks are compared, then the second ones, and so on: the strongest trick at each
position scores its player one point, and winning every position earns one bonus point. The
first player to the target wins; players who reach it together with equal scores play
sudden-death deals.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>What beats what</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Tricks are ranked by category, as in three-card
brag; the chart below shows every category in its order with an example (the order is
computed by the game's own evaluator). Within a category the higher cards win, the cards
making the combination first (a flush A-10-9 beats A-9-5). When every rank is equal, the
suit of the highest card decides, in bridge order: ♠ above ♥ above ♦ above ♣. A pair is
compared by its pair alone, never by the odd card.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Runs: A-2-3 is the highest run, then A-K-Q, K-Q-J
and so on down to 4-3-2; K-A-2 is not a run. Three threes (in 4-card tricks, four fours) is
the highest prial and loses only to a supreme.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p><b>Horwell's rule</b> (on unless you turned it
off): a running flush beats a prial whose rank is lower than the flush's top card, so K-Q-J
of one suit beats three queens but loses to three kings.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p><b>Wild cards</b> (if chosen) stand for any card,
but a trick may hold only one, unless all its cards are wild (a <i>supreme</i>, which may
only be the first trick). A wild counts as the best card it could be, yet a natural card
beats the same card made by a wild.</p>""",
    ),
    CHART,
    QT_TRANSLATE_NOOP("RulesText", "<h2>At the table</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>When it is your turn the arranger opens. Drag cards
into the tricks, click a card and then a place, or use the keyboard alone (arrows move,
Enter picks up and puts down, Delete sends a card back). It names each trick as you build it
and says in plain words what is wrong before you confirm; <i>Auto-arrange</i> makes a good
start.</p>""",
    ),
    OPTIONS,
)
