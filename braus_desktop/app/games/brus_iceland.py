"""Icelandic Brús in the window: Brus's sets and risks, a cut before the deal, jana, the
comb with its robber rung as the tally, the series kept across matches, and the
Icelandic faces of the named cards."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPen

from ...rules.brus import Scored
from ...rules.brus_iceland import IcelandicResult, PackCut, Proof, Shuffled
from ...rules.core import Result
from ...rules.phrase import QT_TRANSLATE_NOOP
from .base import DealFacts, faint
from .brus import BrusUI, risks_of


class IcelandicBrusUI(BrusUI):
    game_id = "brus-iceland"
    title = QT_TRANSLATE_NOOP("Games", "Icelandic Brús")
    picks = ((QT_TRANSLATE_NOOP("Games", "Icelandic Brús"), {}),)
    art_family = "iceland"
    keeps_series = True

    def narration(self):
        return {**super().narration(), "cut": cut, "proof": proof, "shuffled": shuffled,
                "scored": scored}

    def hand_won(self, r: Result, w: int):
        assert isinstance(r, IcelandicResult)
        if r.jana:
            return (QT_TRANSLATE_NOOP("ScoreSheet", "{who} win the hand ({score} tricks): "
                                      "jana, 2 points."),
                    QT_TRANSLATE_NOOP("ScoreSheet", "{who} wins the hand ({score} tricks): "
                                      "jana, 2 points."))
        return (QT_TRANSLATE_NOOP("ScoreSheet", "{who} win the hand ({score} tricks): "
                                  "1 point."),
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} wins the hand ({score} tricks): "
                                  "1 point."))

    def after_hand_won(self, r, sides) -> list:
        return []  # no storm and no sticks: the comb counts the points

    def deal_facts(self, game, result: Result, seat: int) -> DealFacts:
        assert isinstance(result, IcelandicResult)
        return DealFacts(sweep=result.winner if result.jana else None,
                         **risks_of(result.risks, seat))

    def tally_title(self, game) -> str:
        return QCoreApplication.translate("ScoreTally", "{game} · comb of {n}").format(
            game=self.table_name(game), n=game.target)

    def tally_caption(self, score, target) -> str:
        left = max(0, target - score)
        if left == 0:
            return QCoreApplication.translate("ScoreTally", "comb erased")
        if left == 1:
            return QCoreApplication.translate("ScoreTally", "on the robber rung")
        return QCoreApplication.translate("ScoreTally", "{n} rungs left").format(n=left)

    def draw_tally(self, p, area, score, target, colour, muted, small) -> None:
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
            pen = QPen(faint(muted, 120) if gone else colour, 2.0, Qt.PenStyle.SolidLine,
                       Qt.PenCapStyle.RoundCap)
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
                p.drawText(QRectF(x + 6, area.top(), label_w, area.height()),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, robber_word)

    def risk_terms(self, state, action) -> str:
        # I6: leading the K♥ risks the round (+2, or the opponents +3 if their J♣ beats
        # it); played second or third it is "under you" (+1, or +2 to the next player's
        # side if their J♣ beats it); a partner's J♣ voids it
        if not state.trick:
            return QCoreApplication.translate(
                "MainWindow", "You lead it, risking the round: if it wins the trick, you and "
                "your partner score 2; if an opponent's J♣ beats it, they score 3. If your "
                "partner plays the J♣ on it, nobody scores for it.")
        return QCoreApplication.translate(
            "MainWindow", "If it wins the trick, you and your partner score 1; if the next "
            "player's J♣ beats it, their side scores 2. If your partner plays the J♣ on it, "
            "nobody scores for it.")

    def beating_note(self):
        return QT_TRANSLATE_NOOP("RulesHelp", "Every other card is worthless.")

    def rules_page(self):
        from ..dialogs.rules_text import ICELAND
        return ICELAND


# --------------------------------------------------------------------------- its events

def shuffled(n, ev: Shuffled) -> None:
    n.log(QT_TRANSLATE_NOOP("Controller", "The pack is shuffled."))


def cut(n, ev: PackCut) -> None:
    from ..narration import cards_text
    cards = cards_text(ev)
    n.table.show_cut(None)
    n.log(n.who(ev.seat,
                QT_TRANSLATE_NOOP("Controller", "You cut {n} cards: the bottom card is "
                                  "{cards}."),
                QT_TRANSLATE_NOOP("Controller", "{name} cuts {n} cards: the bottom card "
                                  "is {cards}."),
                n=ev.position, cards=cards))
    n.bubble(ev.seat, QCoreApplication.translate("Controller", "Cut: {cards}").format(
        cards=cards))
    if ev.cards:  # the bottom card lies face up by the stock until it is drawn
        n.table.show_bottom_card(ev.cards[0], QCoreApplication.translate(
            "Controller", "Bottom card"))


def scored(n, ev: Scored) -> None:
    """A point scored during the hand; a cut's point also shows under the bottom card."""
    from .brus import scored as told
    told(n, ev)
    shown = n.table.bottom_card
    if ev.reason == "cut" and shown is not None:
        n.table.show_bottom_card(shown[0], QCoreApplication.translate(
            "Controller", "Bottom card:\n1 point to {side}").format(
                side=n.side_name(ev.side)))


def proof(n, ev: Proof) -> None:
    from ..narration import cards_text
    n.log(n.who(ev.seat, QT_TRANSLATE_NOOP("Controller", "You show {cards}."),
                QT_TRANSLATE_NOOP("Controller", "{name} shows {cards}."),
                cards=cards_text(ev)))
