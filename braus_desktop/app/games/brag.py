"""Horwell's Brag in the window: the whole hand arranged into tricks in a dialog, the
showdown of each trick, points to a target as a bar."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...rules.brag import BragResult, HandArranged, ShowdownTrick
from ...rules.cards import cards
from ...rules.core import Result
from ...rules.phrase import QT_TRANSLATE_NOOP, joined
from .base import DealFacts, GameUI, Input

# Example tricks, one or more per category; the chart shows them in the evaluator's order.
BRAG_EXAMPLES = {
    3: ("X1 X2 X3", "3S 3H 3D", "AH 2H 3H", "AS AH AD", "AS KS QS", "KS KH KD", "KH QH JH",
        "8D 7D 6D", "7S 7H 7C", "2S 2H 2D", "AS 2D 3C", "AS KH QD", "4S 3H 2D", "AH 9H 5H",
        "QS QD 7C", "AS 10H 6D"),
    4: ("X1 X2 X3 2C", "4S 4H 4D 4C", "AH 2H 3H 4H", "AS AH AD AC", "AS KS QS JS",
        "KS KH KD KC", "5D 4D 3D 2D", "3S 3H 3D 3C", "AS KH QD JC", "AH 9H 5H 2H",
        "QS QH QD 5C", "KS KH 7D 7C", "9S 8S 7S 2H", "9S 8H 7D 2C", "KH 9H 4H 2S",
        "JS JH 8D 3C", "KS 9H 6D 2C", "KS 9S 6D 2C"),
}


class BragUI(GameUI):
    game_id = "brag"
    title = QT_TRANSLATE_NOOP("Games", "Brag")
    rules_title = QT_TRANSLATE_NOOP("Games", "Horwell's Brag")
    picks = ((QT_TRANSLATE_NOOP("Games", "Brag"), {}),)
    editor_names_players = True
    input = Input.ARRANGEMENT
    # no Jan in Brag: its sweep is a bonus point, told in the deal's summary
    counts_jan = False

    def turn_prompt(self) -> str:
        return QCoreApplication.translate("Controller", "Arrange your hand.")

    def drop_refusal(self) -> str | None:
        return QCoreApplication.translate(
            "Controller", "In Brag the whole hand is arranged: press Arrange hand.")

    def narration(self):
        return {"arranged": arranged, "showdown_trick": showdown_trick}

    def deal_lines(self, match, state, sides, seat_names):
        from ..score_sheet import points_text, side_points
        r = state.result()
        assert isinstance(r, BragResult)
        t, w = r.tricks, r.winner
        n_tricks = len(r.position_winners) or sum(t)
        sweep = r.all_tricks
        lines = []
        if sweep is not None:
            lines.append(sides[sweep].says(
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} win all {n} tricks and the bonus point: "
                                  "{points}!"),
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} wins all {n} tricks and the bonus point: "
                                  "{points}!"), n=n_tricks, points=points_text(r.points[sweep])))
        elif w is not None:
            lines.append(sides[w].says(
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} win the deal with {won} of {n} tricks: "
                                  "{points}."),
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} wins the deal with {won} of {n} tricks: "
                                  "{points}."), won=t[w], n=n_tricks,
                points=points_text(r.points[w])))
        else:
            lines.append(QT_TRANSLATE_NOOP("ScoreSheet", "Nobody wins the deal outright."))
        lines.append(QT_TRANSLATE_NOOP("ScoreSheet", "Points: {points}.").format(
            points=side_points(sides, enumerate(r.points))))
        return lines

    def deal_facts(self, game, result: Result, seat: int) -> DealFacts:
        assert isinstance(result, BragResult)
        sweep = result.all_tricks
        return DealFacts(sweep=game.side_of(sweep) if sweep is not None else None)

    def rules_page(self):
        from ..dialogs.rules_text import BRAG
        return BRAG

    def ranking_chart(self, game):
        from ...rules.brag_eval import CATEGORY_NAMES, evaluate
        from ..dialogs.rules_help import ChartEntry, ChartSection
        size, horwell = game["trick_size"], game["horwell_rule"]
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
            if value.category == "supreme":
                caption = QT_TRANSLATE_NOOP("RulesHelp", "{name} (only with wild cards)").format(
                    name=name)
            elif name.startswith(category):
                caption = name
            else:
                caption = QT_TRANSLATE_NOOP("RulesHelp", "{category}: {name}").format(
                    category=category, name=name)
            entries.append(ChartEntry(trick, caption))
        rule = (QT_TRANSLATE_NOOP("RulesHelp", "Horwell's rule is on: running flushes "
                                  "interleave with the prials.") if horwell else
                QT_TRANSLATE_NOOP("RulesHelp", "Horwell's rule is off: every prial beats every "
                                  "running flush."))
        return [ChartSection(QT_TRANSLATE_NOOP("RulesHelp", "{size}-card tricks, strongest "
                                               "first").format(size=size), rule, tuple(entries))]


# --------------------------------------------------------------------------- its events

def arranged(n, ev: HandArranged) -> None:
    n.log(n.who(ev.seat, QT_TRANSLATE_NOOP("Controller", "You have arranged your hand."),
                QT_TRANSLATE_NOOP("Controller", "{name} has arranged their hand.")))
    n.bubble(ev.seat, QCoreApplication.translate("Controller", "Ready"))


def showdown_trick(n, ev: ShowdownTrick) -> None:
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
        n.trick.add(TrickPlay(seat, tuple(trick),
                              label=say(names[seat]) if seat < len(names) else ""))
        if seat < len(names):
            n.bubble(seat, say(names[seat]), ms=TRICK_NAME_BUBBLE_MS)
    # "You (Running flush, five high)": a name and a trick's name side by side read as
    # one ("You Running flush")
    shown = joined("; ", [joined("", (n.kept_name(s), " (", name, ")"))
                          for s, name in enumerate(names)])
    number = ev.position + 1
    if winner is None:
        line = QT_TRANSLATE_NOOP(
            "Controller", "Trick {n}: {tricks} — nobody wins.").format(n=number, tricks=shown)
    else:
        line = n.who(winner, QT_TRANSLATE_NOOP(
            "Controller", "Trick {n}: {tricks} — you win."), QT_TRANSLATE_NOOP(
            "Controller", "Trick {n}: {tricks} — {name} wins."), n=number, tricks=shown)
    n.log(line)
    n.table.add_showdown_row(tricks, winner, names)
    n.sync()
    all_cards = tuple(c for t in tricks for c in t)
    # the rules' tricks per player once this position is taken (a tie is nobody's)
    won = [0] * n.game.n_sides
    for compared in n.state.showdown[:ev.position + 1]:
        if compared.winner is not None:
            won[compared.winner] += 1
    n.collect(winner, winner if winner is not None else 0, all_cards, SHOWDOWN_SEEN_MS,
              tuple(won))
