"""Lessons: a short course for each game, each lesson one idea shown on a prepared deal.

A course is a data file, ``assets/lessons/<game id>.json`` (its schema is in
docs/lessons.md). A lesson fixes the deal (the dealer, the hands, the stock or the pack to
be cut) and every move of the computer players; at each of the player's turns it says
what to do, which cards it is about, and which play (or plays) it expects. The last lesson
of a course is a whole deal ("free"): normal computer players, hints on.

This module reads the courses, answers what a lesson expects at a point of its deal,
and checks a lesson against the rules (``problems``), which a test runs on every lesson.
Plain Python, no Qt: the window's lesson panel (``app/lessons``) shows what it says.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from . import make_game
from .cards import Card
from .core import Action, Game, IllegalAction, Play, State
from .files import read_regular_file
from .match import Match

# Every text a player reads in a lesson is written in each of these languages.
LANGUAGES = ("en", "sv", "da", "is")
# The courses in the order they are offered: Bräus first, the game the app opens with.
COURSE_ORDER = ("braus", "brus", "brus-solo", "brus-iceland", "brag")
# A card named in a lesson's text: ``[JC]``, shown as the card's face (J♣).
CARD_MARK = re.compile(r"\[([0-9JQKAXT]{1,2}[CSHD123]?)\]")
# ``expect`` entry that accepts any legal play (the Icelandic cut: wherever the player likes)
ANY = "any"
HUMAN = 0  # the player's seat in every lesson (South)
# A course file is shipped with the app (about 25 kB today): one far larger is not one.
MAX_COURSE_BYTES = 4 << 20


class LessonError(ValueError):
    """A course file that cannot be read as the schema says."""


@dataclass(frozen=True)
class Text:
    """One text of a lesson in every language, by language code."""

    by_language: dict[str, str]

    def in_language(self, code: str) -> str:
        """The text in ``code`` (its first two letters), else in English."""
        return self.by_language.get(code[:2], self.by_language.get("en", ""))

    def cards(self) -> list[str]:
        """The card texts it names as ``[XX]``, in every language."""
        return [m for text in self.by_language.values() for m in CARD_MARK.findall(text)]

    def __bool__(self) -> bool:
        return bool(self.by_language)


NO_TEXT = Text({})


@dataclass(frozen=True)
class Turn:
    """The player's turn in a lesson: what to do (``say``), the cards it is about
    (``highlight``), the plays it accepts (``expect``, action texts, or ``any``), and why
    another legal play is not the one this lesson is about (``wrong``)."""

    expect: tuple[str, ...]
    say: Text = NO_TEXT
    wrong: Text = NO_TEXT
    highlight: tuple[str, ...] = ()


Move = str | Turn  # a computer player's action text, or the player's turn


@dataclass(frozen=True)
class Lesson:
    """One lesson: its course's game and options, the deal, and the moves in order."""

    course: str
    key: str
    number: int
    title: Text
    intro: Text
    done: Text
    options: dict[str, Any]
    dealer: int
    setup: dict[str, Any]
    moves: tuple[Move, ...] = ()
    free: bool = False

    @property
    def progress_key(self) -> str:
        """What the player's progress keeps of this lesson: ``<game>:<lesson id>``."""
        return f"{self.course}:{self.key}"

    def game(self) -> Game:
        """The game the lesson is played in, with the lesson's options."""
        return make_game(self.course, **self.options)

    def new_state(self, game: Game | None = None) -> State:
        """The lesson's deal, before any move."""
        game = game or self.game()
        setup = dict(self.setup)
        seed = setup.pop("seed", None)
        return game.new_deal(seed=seed, dealer=self.dealer, **setup)

    def new_match(self, game: Game | None = None) -> Match:
        """A match whose first deal is the lesson's."""
        game = game or self.game()
        match = Match(game, first_dealer=self.dealer, start=False)
        setup = dict(self.setup)
        seed = setup.pop("seed", None)
        match.next_deal(seed=seed, **setup)
        return match

    def turn_at(self, index: int) -> Turn | None:
        """The player's turn at move ``index`` (the number of actions played so far)."""
        if 0 <= index < len(self.moves):
            move = self.moves[index]
            return move if isinstance(move, Turn) else None
        return None

    def scripted(self, index: int) -> str | None:
        """The computer player's action at move ``index``; None past the script (the
        computer players then play as they like) or at the player's turn."""
        if 0 <= index < len(self.moves):
            move = self.moves[index]
            return move if isinstance(move, str) else None
        return None

    def instruction(self, index: int) -> Text:
        """What the lesson says at move ``index``: the latest turn's words at or before it
        (a turn without words keeps the ones before), else the introduction."""
        for move in reversed(self.moves[: index + 1]):
            if isinstance(move, Turn) and move.say:
                return move.say
        return self.intro

    def finished_at(self, index: int, over: bool) -> bool:
        """Whether the lesson is done after ``index`` actions (``over``: the deal ended).
        A free lesson is done when its deal is; a scripted one when every move is made."""
        if self.free:
            return over
        return index >= len(self.moves) or over

    def expects(self, index: int, action: Action, state: State) -> bool:
        """Whether ``action`` (legal) is a play this lesson accepts at move ``index``."""
        turn = self.turn_at(index)
        if turn is None:
            return True
        for text in turn.expect:
            if text == ANY:
                return True
            try:
                wanted = state.parse_action(text)
            except IllegalAction:
                continue
            if same_action(wanted, action):
                return True
        return False

    def texts(self) -> list[Text]:
        """Every text of the lesson a player reads."""
        out = [self.title, self.intro, self.done]
        for move in self.moves:
            if isinstance(move, Turn):
                out += [t for t in (move.say, move.wrong) if t]
        return out


@dataclass(frozen=True)
class Course:
    """A game's lessons, in order, and the options they share (a first match's too)."""

    game_id: str
    title: Text
    lessons: tuple[Lesson, ...] = field(default_factory=tuple)
    options: dict[str, Any] = field(default_factory=dict)

    def lesson(self, key: str) -> Lesson:
        """The lesson with that id (KeyError if none)."""
        for lesson in self.lessons:
            if lesson.key == key:
                return lesson
        raise KeyError(key)


def same_action(a: Action, b: Action) -> bool:
    """Equal as plays: a set in any order, a Brag hand arranged alike."""
    if isinstance(a, Play) and isinstance(b, Play):
        return frozenset(a.cards) == frozenset(b.cards) and a.risk == b.risk
    return str(a) == str(b)


def lessons_dir() -> Path:
    """The lessons folder: an installed package's ``braus_desktop/assets/lessons``, a
    source checkout's ``assets/lessons``, or a PyInstaller bundle's."""
    here = Path(__file__).resolve().parent.parent
    bundle = Path(getattr(sys, "_MEIPASS", here.parent))  # a PyInstaller bundle's folder
    for base in (here / "assets", here.parent / "assets", bundle / "assets"):
        if (base / "lessons").is_dir():
            return base / "lessons"
    return here.parent / "assets" / "lessons"


def _text(data: Any, where: str) -> Text:
    if data is None:
        return NO_TEXT
    if not isinstance(data, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in data.items()
    ):
        raise LessonError(f"{where}: a text is an object of language code to text")
    return Text(dict(data))


def _move(data: Any, where: str) -> Move:
    if isinstance(data, str):
        return data
    if not isinstance(data, dict) or "expect" not in data:
        raise LessonError(f"{where}: a move is an action text or a turn with 'expect'")
    expect = data["expect"]
    if isinstance(expect, str):
        expect = [expect]
    return Turn(
        expect=tuple(str(e) for e in expect),
        say=_text(data.get("say"), where),
        wrong=_text(data.get("wrong"), where),
        highlight=tuple(str(c) for c in data.get("highlight", ())),
    )


def read_course(data: dict[str, Any]) -> Course:
    """A course from its file's JSON data (LessonError if it is not shaped as documented)."""
    try:
        game_id = data["game"]
        options = dict(data.get("options", {}))
        lessons = []
        for number, item in enumerate(data["lessons"], start=1):
            where = f"{game_id} lesson {number}"
            setup = dict(item["deal"])
            dealer = int(setup.pop("dealer", 0))
            lessons.append(
                Lesson(
                    course=game_id,
                    key=str(item["id"]),
                    number=number,
                    title=_text(item["title"], where),
                    intro=_text(item["intro"], where),
                    done=_text(item.get("done"), where),
                    options={**options, **item.get("options", {})},
                    dealer=dealer,
                    setup=setup,
                    moves=tuple(
                        _move(m, f"{where} move {i}") for i, m in enumerate(item.get("moves", ()))
                    ),
                    free=bool(item.get("free", False)),
                )
            )
        return Course(game_id, _text(data["title"], game_id), tuple(lessons), options)
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, LessonError):
            raise
        raise LessonError(f"a course file lacks or mistypes {exc}") from exc


@cache
def load_course(game_id: str) -> Course:
    """The course of ``game_id`` from its data file."""
    path = lessons_dir() / f"{game_id}.json"
    return read_course(json.loads(read_regular_file(path, MAX_COURSE_BYTES)))


def courses() -> tuple[Course, ...]:
    """Every course, in the order they are offered."""
    return tuple(load_course(g) for g in COURSE_ORDER)


def deal_cards(state: State) -> set[Card]:
    """Every card in the deal: the hands, the stock, a pack still to be cut."""
    setup = state.setup()
    found: set[Card] = {c for hand in state.hands for c in hand}
    for hand in setup.hands or ():
        found.update(hand)
    found.update(setup.stock or ())
    for pack in setup.packs or ():
        found.update(pack)
    return found


def problems(lesson: Lesson) -> list[str]:
    """Why the lesson no longer fits the rules or its own schema ([] if it does): every
    text in every language, every card it names in the deal, each computer player's move
    legal at its turn, each turn the player's, each play it expects legal and each
    alternative one leaving the rest of the script playable."""
    found: list[str] = []
    name = f"{lesson.progress_key} (lesson {lesson.number})"
    for text in lesson.texts():
        missing = [code for code in LANGUAGES if not text.by_language.get(code, "").strip()]
        if missing:
            found.append(f"{name}: a text lacks {', '.join(missing)}: {text.in_language('en')!r}")
    try:
        state = lesson.new_state()
    except (ValueError, TypeError) as exc:
        return found + [f"{name}: the deal is wrong: {exc}"]
    cards = deal_cards(state)
    named = [c for text in lesson.texts() for c in text.cards()]
    named += [c for m in lesson.moves if isinstance(m, Turn) for c in m.highlight]
    for mark in named:
        try:
            card = Card.parse(mark)
        except ValueError:
            found.append(f"{name}: names {mark}, which is no card")
            continue
        if card not in cards:
            found.append(f"{name}: names {mark}, which is not in the deal")
    if lesson.free:
        if lesson.moves:
            found.append(f"{name}: a free lesson has no scripted moves")
        return found
    found += _play_through(lesson, state, 0, name)
    return found


def _play_through(lesson: Lesson, state: State, start: int, name: str) -> list[str]:
    """Play the script from move ``start`` on ``state``; each alternative a turn accepts
    is followed down its own line."""
    for index in range(start, len(lesson.moves)):
        move = lesson.moves[index]
        if state.is_over:
            return [f"{name}: the deal is over before move {index + 1}"]
        seat = state.current_player
        if isinstance(move, str):
            if seat == HUMAN:
                return [
                    f"{name}: move {index + 1} ({move}) is scripted, but it is the player's turn"
                ]
            reason = state.why_illegal(move)
            if reason is not None:
                return [f"{name}: move {index + 1} ({move}) by seat {seat}: {reason}"]
            state.apply(move)
            continue
        if seat != HUMAN:
            return [f"{name}: move {index + 1} is the player's, but seat {seat} is to play"]
        plays = _expected_plays(move, state)
        if isinstance(plays, str):
            return [f"{name}: move {index + 1}: {plays}"]
        for other in plays[1:]:
            branch = state.clone()
            branch.apply(other)
            wrong = _play_through(lesson, branch, index + 1, f"{name} after {other}")
            if wrong:
                return wrong
        state.apply(plays[0])
    return []


def _expected_plays(turn: Turn, state: State) -> list[Action] | str:
    """The legal actions a turn accepts, or why one of them is not legal."""
    if not turn.expect:
        return "a turn expects no play"
    if ANY in turn.expect:
        return list(state.legal_actions())
    plays = []
    for text in turn.expect:
        reason = state.why_illegal(text)
        if reason is not None:
            return f"the expected play {text} is not legal: {reason}"
        plays.append(state.parse_action(text))
    return plays
