"""``GameUI``: everything the window does differently for one game, in one object.

After KDE KPat's ``DealerInfo`` (a game's registration) and its ``DealerScene`` subclass
(what the game shows), but without rules: legality, scores and outcomes stay in
``rules/``; this object only says how the window offers, words and draws them. Each game
module subclasses it and overrides what its game does differently; what every game
shares stays here as the default.

Strings keep the translation context they had before they moved here (the class that
said them: "Controller", "ScoreTally", "DealEditorDialog"), so no translation is lost.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from ...rules.phrase import QT_TRANSLATE_NOOP, Phrase
from ..keys import key_names
from ..phrases import say
from ..score_words import DASH, Side, deals_text, points_text, side_points
from .chart import ChartSection
from .modes import PLAY_CARDS, Input, InputMode  # noqa: F401 (Input: the modes' names)

if TYPE_CHECKING:  # pragma: no cover
    from ...rules.core import Action, Game, Result, State
    from ...rules.match import Match


@dataclass(frozen=True)
class DealFacts:
    """What the statistics count of one finished deal, seen from one seat: the side that
    swept it (Jan in Bräus and Brus, jana in Brús, every trick in Brag; None: nobody), the
    side that stormed the castle (Brus; None: nobody), and the seat's own risks made and
    won. Each game's ``GameUI.deal_facts`` reads them from its typed result."""

    sweep: int | None = None
    storm: int | None = None
    risks_made: int = 0
    risks_won: int = 0


# A narration handler: (the narrator, the event) -> None; see ``narration.Narrator``.
# Each game's handlers name both (``n: Narrator, ev: SevensLaid``); the table of them
# cannot: this module lies below narration.py, which imports the games, and each entry
# takes its own kind of event.
Handler = Callable[[Any, Any], None]


class GameUI:
    """One game as the window sees it; subclasses are registered in ``games.GAME_UIS``."""

    game_id: str = ""
    # the game's name on the score sheet and in the statistics ("Games" context)
    title: str = ""  # a Phrase
    # its name in the rules help's list of pages (the same unless a game says otherwise)
    rules_title: str | None = None
    # the new-game picker's entries for this game: (label, options the entry fixes)
    picks: tuple[tuple[str, dict[str, Any]], ...] = ()
    # which named-card variants of the faces the game shows (assets/cards/README.md)
    art_family: str | None = None
    # the ways the player gives a move in its deal (``modes``), in the order asked: the
    # first that applies to the legal actions is in force; the last is the play's
    modes: tuple[InputMode, ...] = (PLAY_CARDS,)
    # a Pass button beside the table (the game lets a player pass when they cannot beat)
    has_pass_button: bool = False
    # which of the statistics' game-specific columns mean something for this game
    counts_storms: bool = False
    counts_risks: bool = False
    # a deal won with every trick is its Jan (Bräus, Brus) or jana (Icelandic Brús)
    counts_jan: bool = True
    # the deal editor names the game in play with its player count (a different table)
    editor_names_players: bool = False

    @property
    def keeps_series(self) -> bool:
        """The game keeps a running series across matches (the statistics show it): the
        rules' trait (``GameType.keeps_series``), asked of the game's class."""
        from ...rules import game_class

        return game_class(self.game_id).GAME_TYPE.keeps_series

    # -- input -----------------------------------------------------------------------
    def mode_for(self, legal: Sequence[Action]) -> InputMode:
        """The input mode in force where the legal actions are ``legal``."""
        return next(mode for mode in self.modes if mode.applies(legal))

    @property
    def input(self) -> Input:
        """How the player plays the game's cards (its play's mode)."""
        return self.modes[-1].kind

    @property
    def selects(self) -> bool:
        """Cards are selected and then played (sets, risks)."""
        return self.modes[-1].selects

    @property
    def arranges(self) -> bool:
        """The whole hand is arranged at once."""
        return self.modes[-1].arranges

    @property
    def hint_selects_cards(self) -> bool:
        """A hint's cards are selected in the hand (an arrangement is not a selection)."""
        return not self.arranges

    def turn_prompt(self) -> str:
        """The status bar's prompt when it is the player's turn to play cards."""
        return QCoreApplication.translate(
            "Controller",
            "Your turn: click a card, or drag it to the middle, to play it; or "
            "choose it with {left} and {right} and press {enter}.",
        ).format(**key_names(left="Left", right="Right", enter="Enter"))

    def risk_terms(self, state: State, action: Action) -> str:
        """What a risk of ``action`` scores, for the question asked before it is played
        (the Brus games say it by their own rules)."""
        return QCoreApplication.translate(
            "MainWindow",
            "If it wins the trick, you score for it; if another player beats it, they do.",
        )

    def drop_refusal(self) -> str | None:
        """Why a card dragged to the trick is not played in this game; None: it is."""
        return None

    # -- narration -----------------------------------------------------------------------
    def narration(self) -> dict[str, Handler]:
        """The log sentences and table moves of this game's own events, by event kind
        (a kind ending in "_" stands for every kind it begins). The events every game
        has are in ``narration.Narrator``."""
        return {}

    # -- the score sheet -----------------------------------------------------------------
    def deal_lines(
        self, match: Match, state: State, sides: list[Side], seat_names: Sequence[str]
    ) -> list[str]:
        """The end-of-deal summary of a finished deal, a sentence a line (Phrases, so
        the sheet words them in the player's language)."""
        return [state.result().summary]

    def winner_line(self, match: Match, sides: list[Side]) -> Phrase:
        """The match's winner and final score, once the match is over."""
        game, scores, w = match.game, match.scores, match.winner
        assert w is not None  # (asked once the match is over)
        s, n_deals = sides[w], len(match.deals)
        if game.n_sides == 2:
            return s.says(
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} win the game {score} after {deals}."),
                QT_TRANSLATE_NOOP("ScoreSheet", "{who} wins the game {score} after {deals}."),
                score=f"{scores[w]}{DASH}{scores[1 - w]}",
                deals=deals_text(n_deals),
            )
        rest = side_points(sides, ((i, p) for i, p in enumerate(scores) if i != w))
        return s.says(
            QT_TRANSLATE_NOOP(
                "ScoreSheet", "{who} win the game with {points} after {deals} ({rest})."
            ),
            QT_TRANSLATE_NOOP(
                "ScoreSheet", "{who} wins the game with {points} after {deals} ({rest})."
            ),
            points=points_text(scores[w]),
            deals=deals_text(n_deals),
            rest=rest,
        )

    def tally_title(self, game: Game) -> str:
        """The tally's heading: the game and what it is played to."""
        return QCoreApplication.translate("ScoreTally", "{game} · game to {n}").format(
            game=self.table_name(game), n=game.target
        )

    def table_name(self, game: Game) -> str:
        """The game's title in the player's language, with what tells its tables apart."""
        return say(self.title)

    def name_in_sentence(self, game: Game) -> str:
        """The game as a sentence names it ("a match of {game} (game to 6)"): the table's
        name, but written out where that name carries a bracket of its own."""
        return self.table_name(game)

    def tally_caption(self, score: int, target: int) -> str:
        """A side's standing beside its name on the tally."""
        return QCoreApplication.translate("ScoreTally", "{score} of {target}").format(
            score=score, target=target
        )

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
        """A side's tally: points to the target as a bar, a tick at every point up to
        twenty."""
        bar = QRectF(area.left(), area.top() + 3, area.width(), area.height() - 6)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(faint(muted, 45))
        p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
        frac = max(0.0, min(1.0, score / target if target else 0))
        if frac > 0:
            fill = QRectF(
                bar.left(), bar.top(), max(bar.height(), bar.width() * frac), bar.height()
            )
            path = QPainterPath()
            path.addRoundedRect(fill, bar.height() / 2, bar.height() / 2)
            p.setBrush(colour)
            p.drawPath(path)
        if 1 < target <= 20:
            p.setPen(QPen(QColor(255, 255, 255, 150), 1))
            for i in range(1, target):
                x = bar.left() + bar.width() * i / target
                p.drawLine(QPointF(x, bar.top() + 2), QPointF(x, bar.bottom() - 2))
        p.setBrush(Qt.BrushStyle.NoBrush)

    # -- statistics ----------------------------------------------------------------------
    def deal_facts(self, game: Game, result: Result, seat: int) -> DealFacts:
        """What the statistics count of a finished deal for ``seat`` (its sweep, storm and
        risks); a game with none of them keeps this default."""
        return DealFacts()

    def target_words(self) -> Phrase:
        """A match's target in the statistics' variant column."""
        return QT_TRANSLATE_NOOP("Statistics", "to {n} points")

    # -- rules help ----------------------------------------------------------------------
    @property
    def help_title(self) -> str:
        return self.rules_title or self.title

    def rules_page(self) -> tuple[str, ...]:
        """The blocks of the game's rules page (``rules_text``)."""
        raise NotImplementedError

    def ranking_chart(self, game: Game) -> list[ChartSection]:
        """The ranking chart of ``game`` under its options, read from the rules tables."""
        raise NotImplementedError

    # -- deal editor ---------------------------------------------------------------------
    def editor_label(self, game: Game) -> str:
        """The game as the deal editor's picker names the game in play."""
        if self.editor_names_players:
            return QCoreApplication.translate("DealEditorDialog", "{game}, {n} players").format(
                game=say(game.name), n=game.n_players
            )
        return say(game.name)


def faint(c: QColor, alpha: int = 70) -> QColor:
    """A colour seen through: the tallies' points not yet scored."""
    out = QColor(c)
    out.setAlpha(alpha)
    return out
