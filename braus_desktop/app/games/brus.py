"""Danish and Solo Brus in the window: sets selected and played with a Risk box, the
sticks a side still holds as its tally, and the Brus faces of the named cards."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ...rules.brus import (
    BrusDealt,
    BrusGame,
    BrusPlayed,
    BrusResult,
    Drawn,
    Risk,
    RiskSettled,
    Scored,
    StockDrawn,
    Whistle,
)
from ...rules.core import Action, Game, Result, State
from ...rules.phrase import QT_TRANSLATE_NOOP, Phrase, plural
from ..keys import key_names
from ..phrases import say
from ..score_words import Side, deals_text, extra_points, score_text, side_points
from .base import DealFacts, GameUI, Handler, faint
from .chart import CHART, OPTIONS, ChartSection, single_cards
from .modes import SELECT_AND_RISK, InputMode

if TYPE_CHECKING:  # pragma: no cover
    from ...rules.match import Match
    from ..narration import Narrator


class BrusUI(GameUI):
    """What the three Brus games share: sets and risks, the hand's tricks and extra
    points in the summary, the honours' chart."""

    art_family = "brus"
    modes: tuple[InputMode, ...] = (SELECT_AND_RISK,)
    counts_risks = True

    def narration(self) -> dict[str, Handler]:
        return {
            "dealt": dealt,
            "played": played,
            "drawn": drawn,
            "stock_drawn": stock_drawn,
            "scored": scored,
            "risk_": risk_settled,
            "whistle": whistle,
        }

    def turn_prompt(self) -> str:
        # (the keys too: a player at the keyboard, or with a screen reader, hears it)
        return QCoreApplication.translate(
            "Controller",
            "Your turn: select cards by clicking them, or with {left}, {right} "
            "and {space}; then Play or {enter}. A double-click plays one card.",
        ).format(**key_names(left="Left", right="Right", space="Space", enter="Enter"))

    def risk_terms(self, state: State, action: Action) -> str:
        # D11: the risker's side scores if the card wins; only an opponent's smack scores
        # for the other side, a partner's beat voids the risk
        return QCoreApplication.translate(
            "MainWindow",
            "If it wins the trick, you and your partner score 1. If an opponent "
            "beats it, their side scores 1; if your partner beats it, nobody scores for it.",
        )

    def deal_lines(
        self, match: Match, state: State, sides: list[Side], seat_names: Sequence[str]
    ) -> list[str]:
        r = state.result()
        w = r.winner
        score = score_text(r.tricks)
        lines: list[str]
        if w is None:
            lines = [self.tie_line(r, score)]
            if len(sides) > 2:
                lines.append(self.tricks_line(sides, range(len(r.tricks)), r.tricks))
            carry = r.carry_sticks if isinstance(r, BrusResult) else 0
            if carry:
                lines.append(
                    plural(
                        carry,
                        QT_TRANSLATE_NOOP(
                            "ScoreSheet", "The next hand's winner discards 1 extra stick."
                        ),
                        QT_TRANSLATE_NOOP(
                            "ScoreSheet", "The next hand's winner discards {n} extra sticks."
                        ),
                    ).format(n=carry)
                )
        else:
            # the winner's tricks first, as in Bräus ("West and East win the hand (6–2
            # tricks)", not "(2–6 tricks)"), then the others' in seat order
            order = [w] + [side for side in range(len(r.tricks)) if side != w]
            won = [r.tricks[side] for side in order]
            if len(sides) > 2:
                # three players: "(5–2–0)" would not say who took the 2; the winner's
                # own count here, everyone's by name on the next line
                won = won[:1]
            lines = [sides[w].says(*self.hand_won(r, w), score=score_text(won))]
            if len(sides) > 2:
                lines.append(self.tricks_line(sides, order, r.tricks))
            lines += self.after_hand_won(r, sides)
        return lines + extra_points(state, sides)

    @staticmethod
    def tricks_line(sides: list[Side], order: Iterable[int], tricks: Sequence[int]) -> Phrase:
        """ "Tricks: East 5, You 2, West 0.": each player's tricks by name (Solo)."""
        return QT_TRANSLATE_NOOP("ScoreSheet", "Tricks: {list}.").format(
            list=side_points(sides, [(side, tricks[side]) for side in order])
        )

    @staticmethod
    def tie_line(r: Result, score: str) -> Phrase:
        if isinstance(r, BrusResult) and r.annulled:
            return QT_TRANSLATE_NOOP(
                "ScoreSheet",
                "A tie for most tricks ({score} tricks): every point of the hand is annulled.",
            ).format(score=score)
        return QT_TRANSLATE_NOOP(
            "ScoreSheet", "The tricks split {score}: nobody wins the hand."
        ).format(score=score)

    def hand_won(self, r: Result, w: int) -> tuple[Phrase, Phrase]:
        """(plural subject, singular subject): "You win", "North wins"."""
        assert isinstance(r, BrusResult)
        if r.jan:
            return (
                QT_TRANSLATE_NOOP(
                    "ScoreSheet", "{who} win the hand with every trick (jan) ({score} tricks)."
                ),
                QT_TRANSLATE_NOOP(
                    "ScoreSheet", "{who} wins the hand with every trick (jan) ({score} tricks)."
                ),
            )
        if r.storm and r.storm_side == w:
            return (
                QT_TRANSLATE_NOOP(
                    "ScoreSheet", "{who} win the hand, storming the castle ({score} tricks)."
                ),
                QT_TRANSLATE_NOOP(
                    "ScoreSheet", "{who} wins the hand, storming the castle ({score} tricks)."
                ),
            )
        return (
            QT_TRANSLATE_NOOP("ScoreSheet", "{who} win the hand ({score} tricks)."),
            QT_TRANSLATE_NOOP("ScoreSheet", "{who} wins the hand ({score} tricks)."),
        )

    def after_hand_won(self, r: Result, sides: list[Side]) -> list[Phrase]:
        """The storm, the waiting sticks and the sticks discarded, after the winner (who
        discard them: "You and North discard", never "Us discard")."""
        assert isinstance(r, BrusResult) and r.winner is not None
        w = r.winner
        s = sides[w]
        lines: list[Phrase] = []
        if r.storm and r.storm_side is not None and r.storm_side != w:
            lines.append(
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} stormed the castle (+1).").format(
                    who=sides[r.storm_side].subject
                )
            )
        if r.bonus_sticks:
            lines.append(
                plural(
                    r.bonus_sticks,
                    QT_TRANSLATE_NOOP("ScoreSheet", "1 waiting stick go with it."),
                    QT_TRANSLATE_NOOP("ScoreSheet", "{n} waiting sticks go with it."),
                ).format(n=r.bonus_sticks)
            )
        won = r.points[w]
        lines.append(
            s.says(
                plural(
                    won,
                    QT_TRANSLATE_NOOP("ScoreSheet", "{short} discard 1 stick for this hand."),
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet", "{short} discard {n} sticks in all for this hand."
                    ),
                ),
                plural(
                    won,
                    QT_TRANSLATE_NOOP("ScoreSheet", "{short} discards 1 stick for this hand."),
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet", "{short} discards {n} sticks in all for this hand."
                    ),
                ),
                short=s.subject,
                n=won,
            )
        )
        return lines

    def deal_facts(self, game: Game, result: Result, seat: int) -> DealFacts:
        assert isinstance(result, BrusResult)
        return DealFacts(
            sweep=result.winner if result.jan else None,
            storm=result.storm_side if result.storm else None,
            **risks_of(result.risks, seat),
        )

    def ranking_chart(self, game: Game) -> list[ChartSection]:
        assert isinstance(game, BrusGame)
        beating = game.beating_order()
        sevens = game.seven_led_order()
        out = [
            ChartSection(
                QT_TRANSLATE_NOOP("RulesHelp", "Beating cards, highest first"),
                self.beating_note(),
                single_cards(game, beating),
            )
        ]
        if sevens:
            out.append(
                ChartSection(
                    QT_TRANSLATE_NOOP("RulesHelp", "When a seven is led, highest first"),
                    QT_TRANSLATE_NOOP(
                        "RulesHelp", "Nothing else can win a trick led with a seven."
                    ),
                    single_cards(game, sevens),
                )
            )
        rest = [c for c in game.pack if c not in beating and c not in sevens]
        if rest:
            out.append(
                ChartSection(
                    QT_TRANSLATE_NOOP("RulesHelp", "Worthless cards"),
                    QT_TRANSLATE_NOOP("RulesHelp", "They never win a trick."),
                    single_cards(game, rest),
                    numbered=False,
                )
            )
        return out

    def beating_note(self) -> Phrase:
        return QT_TRANSLATE_NOOP("RulesHelp", "The first three are the honours.")


class StickBrusUI(BrusUI):
    """Danish and Solo Brus: a rubber of sticks to discard, storms counted."""

    counts_storms = True

    def winner_line(self, match: Match, sides: list[Side]) -> Phrase:
        game, scores, w = match.game, match.scores, match.winner
        assert w is not None  # (asked once the match is over)
        left = side_points(
            sides, ((i, max(0, game.target - p)) for i, p in enumerate(scores) if i != w)
        )
        return sides[w].says(
            QT_TRANSLATE_NOOP(
                "ScoreSheet",
                "{who} win the rubber: all {target} sticks "
                "discarded in {deals} (sticks left: {left}).",
            ),
            QT_TRANSLATE_NOOP(
                "ScoreSheet",
                "{who} wins the rubber: all {target} sticks "
                "discarded in {deals} (sticks left: {left}).",
            ),
            target=game.target,
            deals=deals_text(len(match.deals)),
            left=left,
        )

    def tally_title(self, game: Game) -> str:
        return QCoreApplication.translate("ScoreTally", "{game} · {n} sticks").format(
            game=self.table_name(game), n=game.target
        )

    def tally_caption(self, score: int, target: int) -> str:
        left = max(0, target - score)
        if left == 0:
            return QCoreApplication.translate("ScoreTally", "no sticks left")
        if left == 1:
            return QCoreApplication.translate("ScoreTally", "1 stick left")
        return QCoreApplication.translate("ScoreTally", "{n} sticks left").format(n=left)

    def draw_tally(
        self,
        p: QPainter,
        area: QRectF,
        score: int,
        target: int,
        colour: QColor,
        muted: QColor,
        small: QFont,
    ) -> None:
        """The sticks a side still holds, as little sticks; the discarded ones as ghosts."""
        left = max(0, target - score)
        step = min(11.0, area.width() / max(target, 1))
        w = max(2.5, min(4.5, step * 0.45))
        wood, edge = QColor("#b5773c"), QColor("#6e4420")
        x = area.left() + 1
        for i in range(target):
            rect = QRectF(x, area.top(), w, area.height())
            if i < left:
                p.setPen(QPen(edge, 0.8))
                p.setBrush(wood)
            else:
                p.setPen(QPen(faint(muted, 80), 0.8, Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, w / 2, w / 2)
            x += step
        p.setBrush(Qt.BrushStyle.NoBrush)

    def target_words(self) -> Phrase:
        return QT_TRANSLATE_NOOP("Statistics", "to {n} sticks")


class DanishBrusUI(StickBrusUI):
    game_id = "brus"
    title = QT_TRANSLATE_NOOP("Games", "Danish Brus")
    picks = ((QT_TRANSLATE_NOOP("Games", "Danish Brus"), {}),)

    def rules_page(self) -> tuple[str, ...]:
        return BRUS


class SoloBrusUI(StickBrusUI):
    game_id = "brus-solo"
    title = QT_TRANSLATE_NOOP("Games", "Solo Brus")
    picks = ((QT_TRANSLATE_NOOP("Games", "Solo Brus"), {}),)

    def rules_page(self) -> tuple[str, ...]:
        return SOLO

    def risk_terms(self, state: State, action: Action) -> str:
        # D11 with no partners: whoever beats it scores
        return QCoreApplication.translate(
            "MainWindow",
            "If it wins the trick, you score 1; if another player beats it, that player scores 1.",
        )


def risks_of(risks: Iterable[Risk], seat: int) -> dict[str, int]:
    """How many risks ``seat`` made, and won, of a hand's ``risks`` records."""
    mine = [r for r in risks if r.seat == seat]
    return {"risks_made": len(mine), "risks_won": sum(r.outcome == "won" for r in mine)}


# --------------------------------------------------------------------------- its events


def dealt(n: Narrator, ev: BrusDealt) -> None:
    from ..narration import dealt as told

    told(n, ev, ev.stock)


def played(n: Narrator, ev: BrusPlayed) -> None:
    from ..narration import played as told

    told(n, ev, ev.risk, ev.takes)


def drawn(n: Narrator, ev: Drawn) -> None:
    assert ev.seat is not None  # the cards are drawn by a seat
    n.hands[ev.seat].add_cards(ev.cards)
    n.sync(spawn=n.table.stock_point())


def stock_drawn(n: Narrator, ev: StockDrawn) -> None:
    n.table.set_stock(ev.stock)
    n.log(QT_TRANSLATE_NOOP("Controller", "Everyone draws from the stock."))
    n.sync(spawn=n.table.stock_point())


def scored(n: Narrator, ev: Scored) -> None:
    """Points scored during the hand by a whistle, a cut or jana. The hand, the storm and
    the waiting sticks are told by the deal's summary, a risk by its own line: not twice."""
    if ev.reason in ("hand", "storm", "bonus", "risk"):
        return
    side = n.side(ev.side)
    if side is not None and not side.plural:
        text = QT_TRANSLATE_NOOP("Controller", "{side} scores {points} ({reason}).")
    else:
        text = QT_TRANSLATE_NOOP("Controller", "{side} score {points} ({reason}).")
    n.log(
        text.format(side=n.side_phrase(ev.side), points=ev.points, reason=score_reason(ev.reason))
    )


def score_reason(reason: str) -> str:
    """Why points were scored during a hand (the rules' reason word), for the log."""
    words = {
        "hand": QT_TRANSLATE_NOOP("Controller", "hand"),
        "storm": QT_TRANSLATE_NOOP("Controller", "storm"),
        "bonus": QT_TRANSLATE_NOOP("Controller", "bonus"),
        "risk": QT_TRANSLATE_NOOP("Controller", "risk"),
        "whistle": QT_TRANSLATE_NOOP("Controller", "whistle"),
        "cut": QT_TRANSLATE_NOOP("Controller", "cut"),
        "jana": QT_TRANSLATE_NOOP("Controller", "jana"),
    }
    return words.get(reason, reason)


def risk_settled(n: Narrator, ev: RiskSettled) -> None:
    """A risk's outcome ("risk_won", "risk_smacked" ...): the log line and a bubble."""
    assert ev.seat is not None  # a risk is a seat's
    words = risk_words(ev.kind[5:])
    n.log(
        QT_TRANSLATE_NOOP("Controller", "Risk {outcome}: {side} +{points}.").format(
            outcome=words[0], side=n.side_phrase(ev.side), points=ev.points
        )
    )
    n.bubble(ev.seat, say(words[1]))


def risk_words(outcome: str) -> tuple[str, str]:
    """A risk's outcome for the log ("won") and for its bubble ("Won!")."""
    words = {
        "won": (QT_TRANSLATE_NOOP("Controller", "won"), QT_TRANSLATE_NOOP("Controller", "Won!")),
        "smacked": (
            QT_TRANSLATE_NOOP("Controller", "smacked"),
            QT_TRANSLATE_NOOP("Controller", "Smacked!"),
        ),
        "void": (QT_TRANSLATE_NOOP("Controller", "void"), QT_TRANSLATE_NOOP("Controller", "Void!")),
        "oversmacked": (
            QT_TRANSLATE_NOOP("Controller", "oversmacked"),
            QT_TRANSLATE_NOOP("Controller", "Oversmacked!"),
        ),
    }
    return words.get(outcome, (outcome, outcome.replace("_", " ").capitalize() + "!"))


def whistle(n: Narrator, ev: Whistle) -> None:
    n.log(
        n.who(
            ev.seat,
            QT_TRANSLATE_NOOP("Controller", "You whistle."),
            QT_TRANSLATE_NOOP("Controller", "{name} whistles."),
        )
    )


# --------------------------------------------------------------------------- its rules page
# (the rules help's page, a block a translation unit: context "RulesText")

BRUS = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Danish Brus</h1>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p class="lead">A fast partnership game of bluff and
nerve: small hands, a stock to draw from, no obligation to follow, and honours you can
<i>risk</i> for extra points.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Players and cards</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Four players in two partnerships, partners
opposite. The pack has 36 cards: 5 to 9 and jack to ace in four suits (with the option
<i>Tens instead of fives</i> the tens replace the fives; it makes no difference to play).
Each player gets three cards, dealt in one batch of three clockwise from the dealer; the
rest is a face-down stock.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Which cards are strong</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Eighteen cards are <b>beating cards</b>, ranked in
the chart below; the top three are the <i>honours</i>. Every other card is worthless, with
one exception: when a <b>seven is led</b>, beating cards cannot beat it. Only a higher seven
can, or the K♣, which beats every seven; and the K♠ beats the K♣ if it comes after it in the
same trick. When anything else is led, sevens and black kings are worthless.</p>""",
    ),
    CHART,
    QT_TRANSLATE_NOOP("RulesText", "<h2>Playing</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>The dealer leads to the first trick; after that,
the winner of each trick leads. There is no obligation at all: play any card to any trick.
The highest beating card wins; if nobody played a beating card, the leader wins. After each
trick everybody, the winner first, draws from the stock back to three cards. When the stock
cannot give everyone the same number, the last cards go out one at a time from the winner
on.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p><b>Multiple tricks.</b> Holding two or three cards
of the same rank (four with 4-card hands), you may lead them together, and an honour may go
with worthless cards of its rank (8♠+8♦). Everyone else then plays as many cards. You beat
the set only if each of your cards can be matched to a different card of it and beat that
card. Such a trick counts as that many tricks, and everyone draws as many cards as they
played.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Risking</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>When you play the Brus (K♥) or the Galhund (8♠) you
may <b>risk</b> it, provided it is not the last card of the trick and a higher honour is
still out and not in your own hand. If the risked card wins the trick, your side scores a
point. If an opponent beats it (<i>smacks</i> it), their side scores the point instead. A K♥
that smacks a risked 8♠ may be risked in turn: if it then wins, its side scores 2; if the J♣
smacks both, the J♣'s side scores 2. A risked card beaten by the risker's own partner scores
nothing. At the table, tick <i>Risk it</i> when it is offered before you play.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Scoring</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>The first side to <b>five tricks</b> wins the hand.
Each side starts with a bundle of sticks (12 unless you chose otherwise), and every point
scored lets a side throw one away: one for the hand, two for taking the first five tricks in
a row (<i>storming the castle</i>), one per risk point. The first side rid of all its sticks
wins the rubber.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>At the table</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Click cards to select them (a set of one rank, or
as many cards as a set led to you), then press Play; a double-click plays a single card. With
the keyboard alone: {left} and {right} move along your hand, {space} selects a card, {enter}
plays the cards selected (or the card you are on). Dimmed cards cannot be played now:
right-click one (or press the menu key) to hear why.</p>""",
    ),
    OPTIONS,
)

SOLO = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Solo Brus</h1>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p class="lead">Danish Brus for three players, each
for themselves.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Everything works as in Danish Brus (see that page
for the cards, multiple tricks and risking) with these differences:</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<ul>
<li>Three players, each a side of their own; each player keeps their own sticks.</li>
<li>The first player to five tricks wins the hand. All twelve tricks can split 4-4-4: then
nobody wins the hand, and the next player to win one throws away an extra stick.</li>
<li>Any opponent who beats your risked card scores the smack.</li>
<li>With <i>No stock</i> every card is dealt (twelve each); the player with more tricks than
either opponent wins, and a tie for most tricks cancels every point of the hand.</li>
</ul>""",
    ),
    CHART,
    OPTIONS,
)
