"""The lesson's side of a guided match: the scripted computer players, the check of the
player's plays, and what the lesson says at each point of its deal."""

from __future__ import annotations

import html
import re
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from ...bots import default_level, make_bot
from ...bots.base import Bot
from ...bots.scripted import ScriptedBot
from ...rules import Action, Game, Match, State
from ...rules.cards import Card
from ...rules.lessons import CARD_MARK, HUMAN, Lesson, Text, Turn
from ..phrases import language

# red suits in the lesson's words, as on the cards
RED = "#c0262d"


def card_words(text: str) -> str:
    """A lesson's text as rich text, each ``[JC]`` shown as the card (J♣, red suits red)."""
    out = []
    last = 0
    for found in CARD_MARK.finditer(text):
        out.append(html.escape(text[last : found.start()]))
        try:
            card = Card.parse(found.group(1))
        except ValueError:
            out.append(html.escape(found.group(0)))
        else:
            face = html.escape(card.display)
            red = not card.joker and card.suit in (2, 3)  # hearts, diamonds
            out.append(
                f'<b><span style="color:{RED}">{face}</span></b>' if red else f"<b>{face}</b>"
            )
        last = found.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def plain_words(text: str) -> str:
    """A lesson's text as plain text, each ``[JC]`` as the card's face (J♣)."""

    def face(found: re.Match[str]) -> str:
        try:
            return Card.parse(found.group(1)).display
        except ValueError:
            return found.group(0)

    return CARD_MARK.sub(face, text)


def spoken_words(text: str) -> str:
    """A lesson's text for the ear, each ``[JC]`` as the card's name ("jack of clubs")."""
    from ..phrases import say

    def name(found: re.Match[str]) -> str:
        try:
            return say(Card.parse(found.group(1)).long_name)
        except ValueError:
            return found.group(0)

    return CARD_MARK.sub(name, text)


def local(text: Text) -> str:
    """A lesson text in the interface's language."""
    return text.in_language(language())


class LessonTable(Protocol):
    """What the guide reads of the controller: the match and the deal in play."""

    @property
    def match(self) -> Match | None: ...

    @property
    def state(self) -> State | None: ...


class LessonGuide(QObject):
    """Leads one lesson's match (``player_input.Guide``): its computer players play the
    script, and a legal play of the player's that the lesson does not expect is refused
    with the lesson's reason. ``refusal`` carries every refusal's sentence."""

    refusal = Signal(str)

    def __init__(
        self, lesson: Lesson, controller: LessonTable, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.lesson = lesson
        self.controller = controller

    def bots(self, game: Game) -> dict[int, Bot]:
        """A scripted player for every computer seat (a free lesson's play as they like)."""
        if self.lesson.free:
            return {}
        out: dict[int, Bot] = {}
        for seat in range(game.n_players):
            if seat != HUMAN:
                fallback = make_bot(default_level(game.id), game, seed=seat)
                out[seat] = ScriptedBot(game, self.scripted, fallback, seed=seat)
        return out

    @property
    def on_lesson_deal(self) -> bool:
        """The lesson's own deal is at the table (not one dealt after it: Next deal)."""
        match = self.controller.match
        return match is not None and len(match.deals) == 1

    def scripted(self, index: int) -> str | None:
        """The script's move ``index`` of the lesson's deal (none in a later deal)."""
        return self.lesson.scripted(index) if self.on_lesson_deal else None

    @property
    def index(self) -> int:
        """How many actions of the lesson's deal are made."""
        state = self.controller.state
        return len(state.history) if state is not None else 0

    def check(self, action: Action) -> str | None:
        state = self.controller.state
        index = self.index
        if state is None or not self.on_lesson_deal or self.lesson.expects(index, action, state):
            return None
        return self._refusal(index)

    def _refusal(self, index: int) -> str:
        """Why the lesson refuses a legal play at move ``index``: the turn's own reason,
        else what the lesson asks there."""
        turn = self.lesson.turn_at(index)
        if turn is not None and turn.wrong:
            return plain_words(local(turn.wrong))
        return self.tr("That play is allowed, but this lesson is about another: {what}").format(
            what=plain_words(local(self.lesson.instruction(index)))
        )

    def refusals(self) -> list[str]:
        """Every sentence the lesson itself may refuse a play with (the rules' reasons for
        an illegal play are not the lesson's)."""
        return [
            self._refusal(index)
            for index, move in enumerate(self.lesson.moves)
            if isinstance(move, Turn)
        ]

    def refused(self, text: str) -> None:
        self.refusal.emit(text)

    def finished(self) -> bool:
        """Whether the lesson is done at this point of its deal."""
        state = self.controller.state
        if state is None:
            return False
        return not self.on_lesson_deal or self.lesson.finished_at(self.index, state.is_over)

    def play_ended(self) -> bool:
        """The lesson is done on its own deal while that deal is not: its play stops there
        (the rest of the deal is no lesson; a deal after it is played freely)."""
        state = self.controller.state
        return (
            state is not None
            and not state.is_over
            and self.on_lesson_deal
            and self.lesson.finished_at(self.index, False)
        )

    def highlight(self) -> list[Card]:
        """The cards the player's turn now is about (none between turns)."""
        turn = self.lesson.turn_at(self.index) if self.on_lesson_deal else None
        if (
            turn is None
            or self.controller.state is None
            or self.controller.state.current_player != HUMAN
        ):
            return []
        return [Card.parse(text) for text in turn.highlight]
