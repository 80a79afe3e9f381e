"""Bräus in the window: one card at a time, a Pass button, the sevens laid as tricks, the
strokes of a tally, and the Bräus faces of the named cards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ...rules.braus import BrausResult, LeadPassedOn, Passed, SevensLaid
from ...rules.core import Game, Result, State
from ...rules.phrase import QT_TRANSLATE_NOOP
from ..score_words import DASH, Side, score_text
from .base import DealFacts, GameUI, Handler
from .chart import CHART, OPTIONS, ChartSection, single_cards
from .modes import PLAY_CARDS, InputMode

if TYPE_CHECKING:  # pragma: no cover
    from ...rules.match import Match
    from ..narration import Narrator


class BrausUI(GameUI):
    game_id = "braus"
    title = QT_TRANSLATE_NOOP("Games", "Bräus")
    # its player count is a different table, not a rule detail: two entries
    picks = (
        (QT_TRANSLATE_NOOP("Games", "Bräus · 4 players"), {"players": 4}),
        (QT_TRANSLATE_NOOP("Games", "Bräus · 6 players"), {"players": 6}),
    )
    art_family = "braus"
    editor_names_players = True
    modes: tuple[InputMode, ...] = (PLAY_CARDS,)
    has_pass_button = True

    def narration(self) -> dict[str, Handler]:
        return {"sevens_laid": sevens_laid, "lead_passed_on": lead_passed_on, "passed": passed}

    def deal_lines(
        self, match: Match, state: State, sides: list[Side], seat_names: Sequence[str]
    ) -> list[str]:
        r = state.result()
        assert isinstance(r, BrausResult)
        t, w = r.tricks, r.winner
        if w is None:
            dealer = seat_names[state.dealer]
            if dealer == "You":  # (the player's kept name: "You deals again" read wrongly)
                return [
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet", "Drawn deal ({score} tricks): you deal again."
                    ).format(score=score_text(t))
                ]
            return [
                QT_TRANSLATE_NOOP(
                    "ScoreSheet", "Drawn deal ({score} tricks): {dealer} deals again."
                ).format(score=score_text(t), dealer=dealer)
            ]
        s = sides[w]
        tricks = f"{t[w]}{DASH}{t[1 - w]}"
        if r.jan:
            return [
                s.says(
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet", "{who} take six tricks to none: Jan, 2 points!"
                    ),
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet", "{who} takes six tricks to none: Jan, 2 points!"
                    ),
                )
            ]
        if r.outcome_card:
            holder = r.outcome_card_holder
            # the K♣ never leaves the hand (B9): it was held, not played; and the player is
            # "you" within the sentence, not "You"
            if holder is not None and seat_names[holder] == "You":
                return [
                    s.says(
                        QT_TRANSLATE_NOOP(
                            "ScoreSheet",
                            "{who} win with five tricks and the "
                            "outcome card K♣ (you held it): 1 point ({tricks}).",
                        ),
                        QT_TRANSLATE_NOOP(
                            "ScoreSheet",
                            "{who} wins with five tricks and the "
                            "outcome card K♣ (you held it): 1 point ({tricks}).",
                        ),
                        tricks=tricks,
                    )
                ]
            if holder is not None:
                return [
                    s.says(
                        QT_TRANSLATE_NOOP(
                            "ScoreSheet",
                            "{who} win with five tricks and the "
                            "outcome card K♣ ({holder} held it): 1 point "
                            "({tricks}).",
                        ),
                        QT_TRANSLATE_NOOP(
                            "ScoreSheet",
                            "{who} wins with five tricks and the "
                            "outcome card K♣ ({holder} held it): 1 point "
                            "({tricks}).",
                        ),
                        holder=seat_names[holder],
                        tricks=tricks,
                    )
                ]
            return [
                s.says(
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet",
                        "{who} win with five tricks and the outcome card K♣: 1 point ({tricks}).",
                    ),
                    QT_TRANSLATE_NOOP(
                        "ScoreSheet",
                        "{who} wins with five tricks and the outcome card K♣: 1 point ({tricks}).",
                    ),
                    tricks=tricks,
                )
            ]
        return [
            s.says(
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} take six tricks ({tricks}): 1 point."),
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} takes six tricks ({tricks}): 1 point."),
                tricks=tricks,
            )
        ]

    def deal_facts(self, game: Game, result: Result, seat: int) -> DealFacts:
        assert isinstance(result, BrausResult)
        return DealFacts(sweep=result.winner if result.jan else None)

    def table_name(self, game: Game) -> str:
        name = super().table_name(game)
        return name + " (6)" if game.n_players == 6 else name

    def name_in_sentence(self, game: Game) -> str:
        if game.n_players == 6:  # "Bräus (6) (game to 6)" read as two brackets in a row
            return QCoreApplication.translate("Games", "Bräus for six players")
        return super().name_in_sentence(game)

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
        """Tally strokes of the points scored, in gates of five, as on paper. Points not
        yet scored are not drawn: faint strokes for them read as points to a newcomer
        ("0 of 6" showed six), and the caption beside the name says how far there is."""
        step = min(13.0, area.width() / (target + target // 5 + 1))
        x = area.left() + 2
        top, bottom = area.top() + 1, area.bottom() - 1
        group_start = x
        pen = QPen(colour, 2.2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        for i in range(min(score, target)):
            if i % 5 == 4:  # the fifth stroke crosses the four before it
                p.drawLine(QPointF(group_start - 2, bottom - 2), QPointF(x - step + 2, top + 2))
                x += step
                group_start = x
                continue
            p.drawLine(QPointF(x, top), QPointF(x, bottom))
            x += step

    def rules_page(self) -> tuple[str, ...]:
        return BRAUS

    def ranking_chart(self, game: Game) -> list[ChartSection]:
        from ...rules import braus

        sevens = sorted(braus.SEVENS, key=lambda c: c.suit)
        return [
            ChartSection(
                QT_TRANSLATE_NOOP("RulesHelp", "Playable cards, highest first"),
                QT_TRANSLATE_NOOP("RulesHelp", "The first three are the matadors."),
                single_cards(game, braus.RANKING),
            ),
            ChartSection(
                QT_TRANSLATE_NOOP("RulesHelp", "Trick cards"),
                QT_TRANSLATE_NOOP(
                    "RulesHelp",
                    "Each seven is a trick for its holder's team, laid out before leading.",
                ),
                single_cards(game, sevens),
                numbered=False,
            ),
            ChartSection(
                QT_TRANSLATE_NOOP("RulesHelp", "Unplayable cards"),
                QT_TRANSLATE_NOOP(
                    "RulesHelp", "They never leave the hand; the K♣ is the outcome card."
                ),
                single_cards(game, braus.UNPLAYABLE),
                numbered=False,
            ),
        ]


# --------------------------------------------------------------------------- its events


def sevens_laid(n: Narrator, ev: SevensLaid) -> None:
    """A seven laid out before leading: a trick for its holder's team."""
    from ..models import WonTrick
    from ..narration import cards_text

    assert ev.seat is not None  # a seven is laid by a seat
    n.hands[ev.seat].remove_cards(ev.cards)
    n.won.add(WonTrick(ev.side, ev.cards, "sevens", ev.cards, ev.tricks))
    n.log(
        n.who(
            ev.seat,
            QT_TRANSLATE_NOOP("Controller", "You lay {cards} as a trick."),
            QT_TRANSLATE_NOOP("Controller", "{name} lays {cards} as a trick."),
            cards=cards_text(ev),
        )
    )
    n.sync()


def lead_passed_on(n: Narrator, ev: LeadPassedOn) -> None:
    n.log(
        QT_TRANSLATE_NOOP("Controller", "{name} cannot lead; the lead passes on.").format(
            name=n.kept_name(ev.frm)
        )
    )
    n.bubble(ev.frm, QCoreApplication.translate("Controller", "Over to you"))


def passed(n: Narrator, ev: Passed) -> None:
    assert ev.seat is not None  # a seat passes
    n.log(
        n.who(
            ev.seat,
            QT_TRANSLATE_NOOP("Controller", "You pass."),
            QT_TRANSLATE_NOOP("Controller", "{name} passes."),
        )
    )
    n.bubble(ev.seat, QCoreApplication.translate("Controller", "Pass"))


# --------------------------------------------------------------------------- its rules page
# (the rules help's page, a block a translation unit: context "RulesText")

BRAUS = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Bräus</h1>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p class="lead">A trick-taking game from Gotland for
two teams, with a strange and wonderful rule: most of the cards can never be played at
all.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Players and cards</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Four players in two teams of two, partners sitting
opposite; or six players in two teams of three, sitting alternately. The pack has 36 cards,
six to ace in four suits. Each player gets nine cards (six each with six players), dealt one
at a time clockwise, starting with the player on the dealer's left (<i>forehand</i>).</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Three kinds of card</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<ul>
<li><b>Playable cards</b> (18): the only cards that can be played to a trick. Their order is
shown in the chart below; the top three are the <i>matadors</i>.</li>
<li><b>Sevens</b> (4): trick cards. You never play a seven; instead, each seven you hold
counts as a trick of its own for your team when you come to lead.</li>
<li><b>Unplayable cards</b> (14): they stay in your hand all deal long. One of them, the K♣,
is the <i>outcome card</i> and can decide a drawn deal.</li>
</ul>""",
    ),
    CHART,
    QT_TRANSLATE_NOOP("RulesText", "<h2>Playing a trick</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Forehand leads to the first trick. Whoever is to
lead first lays out every seven they hold, each one a trick for their team, and then leads
any playable card. A player who is to lead but has neither a seven nor a playable card hands
the lead on to the next player clockwise who has one.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>After the lead, every other player gets exactly
<b>one chance</b>, in turn clockwise: if you hold a playable card higher than the last card
played, you <b>must</b> play one of them (any one you like), even over your partner. If you
hold none, you pass and play nothing. There is no discarding. The last card played is always
the highest, and its player wins the trick and leads next. Tricks can be short, so a deal
can have more tricks than there are cards in a hand.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Winning the deal</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>The deal ends the moment a team has <b>six
tricks</b> (sevens included). That team scores one point, or two points (<i>Jan</i>) if the
other team has not taken a single trick by then.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>If the cards run out first: a team with exactly
five tricks whose player holds the K♣ counts it as the sixth trick and scores one point.
Otherwise the deal is drawn, nobody scores, and the same dealer deals again. After a scored
deal the deal passes to the left.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>The first team to reach the target (6 points unless
you chose otherwise) wins the game.</p>""",
    ),
    QT_TRANSLATE_NOOP("RulesText", "<h2>At the table</h2>"),
    QT_TRANSLATE_NOOP(
        "RulesText",
        """<p>Click a card, drag it to the middle, or move along
your hand with ← → and press Enter to play it. Cards you cannot play now are dimmed;
right-click one (or press the menu key) to hear why. Press P to pass.</p>""",
    ),
    OPTIONS,
)
