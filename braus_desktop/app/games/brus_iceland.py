"""Icelandic Brús in the window: Brus's sets and risks, a cut before the deal, jana, the
comb with its robber rung as the tally, the series kept across matches, and the
Icelandic faces of the named cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen

from ...rules.brus import BrusState, Scored
from ...rules.brus_iceland import IcelandicResult, PackCut, Proof, Shuffled
from ...rules.core import Action, Game, Result, State
from ...rules.phrase import QT_TRANSLATE_NOOP, Phrase
from ..score_words import Side
from .base import DealFacts, Handler, faint
from .brus import BrusUI, risks_of
from .chart import CHART, OPTIONS
from .modes import SELECT_AND_RISK, CutPack, InputMode

if TYPE_CHECKING:  # pragma: no cover
    from ..narration import Narrator


class IcelandicBrusUI(BrusUI):
    game_id = "brus-iceland"
    title = QT_TRANSLATE_NOOP("Games", "Icelandic Brús")
    picks = ((QT_TRANSLATE_NOOP("Games", "Icelandic Brús"), {}),)
    art_family = "iceland"
    # the pack cut before the deal, then sets and risks
    modes: tuple[InputMode, ...] = (CutPack(SELECT_AND_RISK), SELECT_AND_RISK)

    def narration(self) -> dict[str, Handler]:
        return {
            **super().narration(),
            "cut": cut,
            "proof": proof,
            "shuffled": shuffled,
            "scored": scored,
        }

    def hand_won(self, r: Result, w: int) -> tuple[Phrase, Phrase]:
        assert isinstance(r, IcelandicResult)
        if r.jana:
            return (
                QT_TRANSLATE_NOOP(
                    "ScoreSheet", "{who} win the hand ({score} tricks): jana, 2 points."
                ),
                QT_TRANSLATE_NOOP(
                    "ScoreSheet", "{who} wins the hand ({score} tricks): jana, 2 points."
                ),
            )
        return (
            QT_TRANSLATE_NOOP("ScoreSheet", "{who} win the hand ({score} tricks): 1 point."),
            QT_TRANSLATE_NOOP("ScoreSheet", "{who} wins the hand ({score} tricks): 1 point."),
        )

    def after_hand_won(self, r: Result, sides: list[Side]) -> list[Phrase]:
        return []  # no storm and no sticks: the comb counts the points

    def deal_facts(self, game: Game, result: Result, seat: int) -> DealFacts:
        assert isinstance(result, IcelandicResult)
        return DealFacts(
            sweep=result.winner if result.jana else None, **risks_of(result.risks, seat)
        )

    def tally_title(self, game: Game) -> str:
        return QCoreApplication.translate("ScoreTally", "{game} · comb of {n}").format(
            game=self.table_name(game), n=game.target
        )

    def tally_caption(self, score: int, target: int) -> str:
        left = max(0, target - score)
        if left == 0:
            return QCoreApplication.translate("ScoreTally", "comb erased")
        if left == 1:
            return QCoreApplication.translate("ScoreTally", "on the robber rung")
        return QCoreApplication.translate("ScoreTally", "{n} rungs left").format(n=left)

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
        """The Icelandic comb: a spine with one rung per point to go; erased rungs are
        crossed out, the last rung is the robber rung."""
        erased = min(score, target)
        robber_word = QCoreApplication.translate("ScoreTally", "robber")
        label_w = QFontMetrics(small).horizontalAdvance(robber_word) + 6
        span = min(area.width() - label_w - 6, 28.0 * target)
        step = span / max(target, 1)
        left = area.left() + step / 2
        spine_y = area.top() + 2
        p.setPen(QPen(colour, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(area.left() + 2, spine_y), QPointF(area.left() + span - 2, spine_y))
        for i in range(target):
            x = left + i * step
            robber = i == target - 1
            gone = i < erased
            pen = QPen(
                faint(muted, 120) if gone else colour,
                2.0,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
            )
            p.setPen(pen)
            bottom = area.bottom() - 1
            p.drawLine(QPointF(x, spine_y), QPointF(x, bottom))
            if gone:
                cross = QPen(QColor("#8a8a8a"), 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
                p.setPen(cross)
                mid = (spine_y + bottom) / 2 + 1
                p.drawLine(QPointF(x - 4, mid - 4), QPointF(x + 4, mid + 4))
                p.drawLine(QPointF(x - 4, mid + 4), QPointF(x + 4, mid - 4))
            if robber:
                p.setFont(small)
                p.setPen(colour if erased == target - 1 else QColor("#8a8a8a"))
                p.drawText(
                    QRectF(x + 6, area.top(), label_w, area.height()),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    robber_word,
                )

    def risk_terms(self, state: State, action: Action) -> str:
        # I6: leading the K♥ risks the round (+2, or the opponents +3 if their J♣ beats
        # it); played second or third it is "under you" (+1, or +2 to the next player's
        # side if their J♣ beats it); a partner's J♣ voids it
        assert isinstance(state, BrusState)
        if not state.trick:
            return QCoreApplication.translate(
                "MainWindow",
                "You lead it, risking the round: if it wins the trick, you and "
                "your partner score 2; if an opponent's J♣ beats it, they score 3. If your "
                "partner plays the J♣ on it, nobody scores for it.",
            )
        return QCoreApplication.translate(
            "MainWindow",
            "If it wins the trick, you and your partner score 1; if the next "
            "player's J♣ beats it, their side scores 2. If your partner plays the J♣ on it, "
            "nobody scores for it.",
        )

    def beating_note(self) -> Phrase:
        return QT_TRANSLATE_NOOP("RulesHelp", "Every other card is worthless.")

    def rules_page(self) -> tuple[str, ...]:
        return ICELAND


# --------------------------------------------------------------------------- its events


def shuffled(n: Narrator, ev: Shuffled) -> None:
    n.log(QT_TRANSLATE_NOOP("Controller", "The pack is shuffled."))


def cut(n: Narrator, ev: PackCut) -> None:
    from ..narration import cards_text

    assert ev.seat is not None  # a seat cuts
    cards = cards_text(ev)
    n.table.show_cut(None)
    n.log(
        n.who(
            ev.seat,
            QT_TRANSLATE_NOOP("Controller", "You cut {n} cards: the bottom card is {cards}."),
            QT_TRANSLATE_NOOP("Controller", "{name} cuts {n} cards: the bottom card is {cards}."),
            n=ev.position,
            cards=cards,
        )
    )
    n.bubble(ev.seat, QCoreApplication.translate("Controller", "Cut: {cards}").format(cards=cards))
    if ev.cards:  # the bottom card lies face up by the stock until it is drawn
        n.table.show_bottom_card(
            ev.cards[0], QCoreApplication.translate("Controller", "Bottom card")
        )


def scored(n: Narrator, ev: Scored) -> None:
    """A point scored during the hand; a cut's point also shows under the bottom card."""
    from .brus import scored as told

    told(n, ev)
    shown = n.table.bottom_card
    if ev.reason == "cut" and shown is not None:
        n.table.show_bottom_card(
            shown[0],
            QCoreApplication.translate("Controller", "Bottom card:\n1 point to {side}").format(
                side=n.side_name(ev.side)
            ),
        )


def proof(n: Narrator, ev: Proof) -> None:
    from ..narration import cards_text

    n.log(
        n.who(
            ev.seat,
            QT_TRANSLATE_NOOP("Controller", "You show {cards}."),
            QT_TRANSLATE_NOOP("Controller", "{name} shows {cards}."),
            cards=cards_text(ev),
        )
    )


# --------------------------------------------------------------------------- its rules page
# (the rules help's page, a block a translation unit: context "RulesText")

ICELAND = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Icelandic Brús</h1>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p class="lead">The Icelandic cousin of Brus:
single-card tricks, a dangerous cut, one card to risk, and a comb of five rungs to
climb.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Players and cards</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Four players in two partnerships. The pack has 36
cards, six to ace in four suits. The beating cards rank as in Danish Brus (chart below);
every other card, sevens and black kings included, is worthless. The 8♠ is called
<i>brúnka</i> here.</p>""",
    ),
    CHART,
    QT_TRANSLATE_NOOP("RulesText", "<h2>The cut</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>The player on the dealer's right cuts the pack, and
the card that ends up at the bottom is shown. If it is the J♣ or the K♥, a shameful cut: the
dealer's team scores a point at once, and the pack is shuffled and cut again, as often as it
happens. When it is your cut, click the spread pack where you want to cut it, or choose the
place with {left} and {right} and press {enter}.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Playing</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Three cards each, dealt from forehand (the dealer's
left), who leads first; the rest is the stock. Play any card to any trick; the highest
beating card wins, and if there is none, the leader wins. After each trick everyone, the
winner first, draws back to three. Cards are always played one at a time.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Risking the K♥</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Only the K♥ can be risked, never in the first trick
of a hand, never by a team one point from winning the game, and only while the J♣ is still
out and not in your own hand.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<ul>
<li><b>Risk the round</b>: lead the K♥ risked. If it wins, your team scores 2; if an
opponent's J♣ beats it, the opponents score 3.</li>
<li><b>Under you</b>: play the K♥ second or third and risk it. If it wins, your team scores
1; if the next player's J♣ beats it, the opponents score 2.</li>
</ul>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>If your partner beats it with the J♣, nobody scores
for the risk. After a successful risk you show your other cards to the opponents as
proof.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Scoring</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>The first team to five tricks wins the hand: one
point, or two (<i>jana</i>) if the other team took none. The first team to five points, the
top of the comb, wins the game. A won game counts in the running series by the losers'
unerased rungs: a 5-0 win (<i>scratching</i>) is worth 6, and beating a team that stood one
point from victory while you had nothing (<i>hanged for the robbery</i>) is worth 2 instead
of 1.</p>""",
    ),
    OPTIONS,
)
