"""A lesson played in the main window: its match at the table (led by a ``LessonGuide``),
its words in the panel above the table, its cards framed, and the player's progress kept
in the settings once it is done."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog

from ...rules.lessons import HUMAN, Course, Lesson, Text, Turn, load_course
from ..choice import GameChoice, default_names, default_options
from .guide import LessonGuide, card_words, local, spoken_words
from .panel import REFUSAL, LessonPanel


class LessonHost(QObject):
    """Starts lessons in ``window`` (a MainWindow) and follows them to their end."""

    def __init__(self, window: Any) -> None:  # a MainWindow (which imports this module)
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.settings = window.settings
        self.guide: LessonGuide | None = None
        self._index = -1  # the deal's action count the panel was last filled for
        self._kept = False  # this lesson's progress is written
        self._told: tuple[Any, ...] | None = (
            None  # the lesson's step last said to the screen reader
        )
        self.panel = LessonPanel()
        self.panel.hide()
        window.table_column.insertWidget(1, self.panel)
        window.words.follow(self.panel)  # its words grow with the window, as the side's do
        self.panel.next_button.clicked.connect(self.next_lesson)
        self.panel.match_button.clicked.connect(self.first_match)
        self.panel.list_button.clicked.connect(self.choose)
        self.panel.leave_button.clicked.connect(self.leave)
        c = self.controller
        c.turn_changed.connect(self.refresh)
        c.deal_finished.connect(lambda _text: self.refresh())
        c.match_finished.connect(lambda _text: self.refresh())
        c.match_started.connect(self._match_started)

    # ------------------------------------------------------------------ state
    @property
    def active(self) -> bool:
        """A lesson is at the table now."""
        return self.guide is not None and self.controller.guide is self.guide

    @property
    def lesson(self) -> Lesson | None:
        return self.guide.lesson if self.active and self.guide is not None else None

    def course(self) -> Course | None:
        lesson = self.lesson
        return load_course(lesson.course) if lesson is not None else None

    def course_done(self, course: Course) -> bool:
        finished = self.settings.finished_lessons
        return all(lesson.progress_key in finished for lesson in course.lessons)

    # ------------------------------------------------------------------ starting
    def start(self, game_id: str, key: str | None = None) -> None:
        """Play lesson ``key`` of the game's course (None: the first not yet finished)."""
        course = load_course(game_id)
        if key is None:
            finished = self.settings.finished_lessons
            key = next(
                (lesson.key for lesson in course.lessons if lesson.progress_key not in finished),
                course.lessons[0].key,
            )
        lesson = course.lesson(key)
        guide = LessonGuide(lesson, self.controller, self)
        guide.refusal.connect(self.panel.show_feedback)
        previous, self.guide = self.guide, guide
        if previous is not None:
            previous.deleteLater()
        self._index, self._kept, self._told = -1, False, None
        game = lesson.game()
        n = game.n_players
        from ...bots import default_level

        levels = ["human"] + [default_level(game.id)] * (n - 1)
        self.panel.show_feedback("")
        self.panel.show()
        self.controller.start_match(
            lesson.new_match(game), levels, default_names(n), practice=lesson.free, guide=guide
        )
        self.refresh()

    def choose(self) -> bool:
        """Help → Lessons: the courses with the player's progress; True if the player
        started a lesson or a first match from it."""
        from .dialog import LessonsDialog

        window = self.window
        dialog = LessonsDialog(self.settings.finished_lessons, window)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen is None:
            return False
        game_id, key = dialog.chosen
        if key is None:
            # a match replaces the one at the table (a lesson keeps it and gives it back)
            if not window.may_abandon():
                return False
            self.first_match(game_id)
        else:
            self.start(game_id, key)
        return True

    def next_lesson(self) -> None:
        lesson, course = self.lesson, self.course()
        if lesson is None or course is None or lesson.number >= len(course.lessons):
            return
        self.start(course.game_id, course.lessons[lesson.number].key)
        self._to_table()

    def first_match(self, game_id: str | None = None) -> None:
        """A real match of the course's game, with hints, undo and open hands allowed."""
        course = load_course(game_id) if game_id else self.course()
        if course is None:
            return
        options = default_options(course.game_id, course.options)
        from ...bots import default_level
        from ...rules import make_game

        n = make_game(course.game_id, **options).n_players
        self._end()
        self.window.start(
            GameChoice(
                course.game_id,
                options,
                ["human"] + [default_level(course.game_id)] * (n - 1),
                default_names(n),
                practice=True,
            )
        )
        self._to_table()

    def leave(self) -> None:
        """Back to the player's own game (the saved one), or a new match of Bräus."""
        self._end()
        self.controller.guide = None
        if self.controller.session.resume() is not True:
            from ..choice import default_choice

            self.window.start(default_choice())
        self._to_table()

    def _to_table(self) -> None:
        """The keyboard back on the cards: the button just pressed is hidden now, and Qt
        gave the focus to the next button along ("All lessons…"), where Enter opened the
        list instead of playing the framed card and P did nothing."""
        self.window.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _match_started(self) -> None:
        if self.guide is not None and self.controller.guide is not self.guide:
            self._end()  # another match took the table (New game, Replay, Import)

    def _end(self) -> None:
        self.guide = None
        self.panel.hide()
        self.window.table.set_highlight(())

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        """The panel and the framed cards as the lesson stands now."""
        if not self.active or self.guide is None:
            return
        guide = self.guide
        lesson = guide.lesson
        course = load_course(lesson.course)
        index = guide.index
        if index != self._index:
            self._index = index
            self.panel.show_feedback("")  # the play was made: its refusals are answered
        finished = guide.finished()
        just_finished = finished and not self._kept
        if just_finished:
            self._kept = True
            self.settings.finish_lesson(lesson.progress_key)
        self.panel.title.setText(
            "<b>"
            + self.tr("{course} · lesson {n} of {count}: {title}").format(
                course=local(course.title),
                n=lesson.number,
                count=len(course.lessons),
                title=local(lesson.title),
            )
            + "</b>"
        )
        # room for every step's words first, so that these never move the table
        self.panel.reserve(self._every_words(lesson), guide.refusals())
        if finished:
            words = self._words(lesson, None, finished=True)
        else:
            now = lesson.instruction(index)
            to_act = now is not lesson.intro and self.controller.state.current_player == HUMAN
            words = self._words(lesson, now if to_act else None, finished=False)
        self.panel.text.setText(words)
        self._tell(lesson, course, index, finished)
        last = lesson.number >= len(course.lessons)
        self.panel.next_button.setVisible(finished and not last)
        self.panel.match_button.setVisible(finished and (last or self.course_done(course)))
        if finished and not last:
            self.panel.next_button.setDefault(True)
        if just_finished:
            # the keyboard on the way on: Enter takes the next lesson (or the first match)
            # where it did nothing, the focus left on the table that has no play now
            on = next(
                (b for b in (self.panel.next_button, self.panel.match_button) if not b.isHidden()),
                None,
            )
            if on is not None:
                on.setFocus(Qt.FocusReason.OtherFocusReason)
        framed = guide.highlight()
        self.window.table.set_highlight(framed)
        # the keyboard's focus on the framed card of the hand: Enter plays what the
        # lesson asks for, not the card the last play left the focus beside
        table = self.window.table
        hand = table.hands[table.human].cards if table.hands else []
        for card in framed:
            if card in hand:
                table.focus_card(card)
                break

    def _tell(self, lesson: Lesson, course: Course, index: int, finished: bool) -> None:
        """Say the lesson's words through the screen reader as the panel shows them: its
        title and introduction when it begins, what to do at each of the player's turns,
        its last words when it is done; once each, the cards named as a player says them."""
        to_act = not finished and self.controller.state.current_player == HUMAN
        step = (lesson.key, index if to_act else None, finished)
        if step == self._told:
            return
        first = self._told is None or self._told[0] != lesson.key
        self._told = step
        parts = []
        if first:
            parts.append(
                self.tr("{course}, lesson {n} of {count}: {title}.").format(
                    course=local(course.title),
                    n=lesson.number,
                    count=len(course.lessons),
                    title=local(lesson.title),
                )
            )
            parts.append(spoken_words(local(lesson.intro)))
        if finished:
            if lesson.done:
                parts.append(spoken_words(local(lesson.done)))
            parts.append(self.tr("Lesson finished."))
        elif to_act:
            now = lesson.instruction(index)
            if now is not lesson.intro:
                parts.append(spoken_words(local(now)))
        if parts:
            self.window.table.announce(" ".join(parts))

    def _words(self, lesson: Lesson, now: Text | None, finished: bool) -> str:
        """The lesson's words as rich text: once finished, its last words; before, its
        introduction, with ``now`` (what to do at the player's turn) below it."""
        if finished:
            words = "<p>" + card_words(local(lesson.done)) + "</p>" if lesson.done else ""
            return words + "<p><i>" + self.tr("Lesson finished.") + "</i></p>"
        words = "<p>" + card_words(local(lesson.intro)) + "</p>"
        if now is not None:
            words += "<p><b>→ </b>" + card_words(local(now)) + "</p>"
        return words

    def _every_words(self, lesson: Lesson) -> list[str]:
        """Every text ``_words`` gives in the lesson, step by step."""
        turns = [move.say for move in lesson.moves if isinstance(move, Turn) and move.say]
        return (
            [self._words(lesson, None, finished=False)]
            + [self._words(lesson, say, finished=False) for say in turns]
            + [self._words(lesson, None, finished=True)]
        )

    def words_for_arranger(self) -> str:
        """What the lesson asks now, and why the last try was refused, as rich text for
        the Brag arranger, which covers the panel ("" when no lesson is at the table)."""
        if not self.active or self.guide is None or self.guide.finished():
            return ""
        lesson = self.guide.lesson
        words = (
            "<b>"
            + html.escape(local(lesson.title))
            + "</b><br>"
            + card_words(local(lesson.instruction(self.guide.index)))
        )
        refusal = self.panel.feedback.text()
        if refusal:
            words += f'<br><span style="color:{REFUSAL}">' + html.escape(refusal) + "</span>"
        return words

    def retranslate(self) -> None:
        self.panel.retranslate()
        self.refresh()
