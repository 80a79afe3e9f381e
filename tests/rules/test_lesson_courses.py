"""The lessons fit the rules: every course loads, has five to ten lessons ending in a
whole deal, and every lesson's deal, scripted replies and expected plays go through the
rules model (alternatives followed down their own lines); every text is in English,
Swedish, Danish and Icelandic and names only cards of its deal. A lesson broken on
purpose is caught."""

from __future__ import annotations

import dataclasses

import pytest

from braus_desktop.rules.lessons import (
    COURSE_ORDER,
    LANGUAGES,
    Text,
    Turn,
    courses,
    load_course,
    problems,
)

ALL = [(course.game_id, lesson.key) for course in courses() for lesson in course.lessons]


def test_every_game_has_a_course_of_five_to_ten_lessons_ending_in_a_whole_deal():
    assert [c.game_id for c in courses()] == list(COURSE_ORDER)
    for course in courses():
        assert 5 <= len(course.lessons) <= 10, course.game_id
        *taught, last = course.lessons
        assert last.free and not any(lesson.free for lesson in taught)
        assert len({lesson.key for lesson in course.lessons}) == len(course.lessons)
        assert all(course.title.by_language.get(code) for code in LANGUAGES)


@pytest.mark.parametrize("game_id, key", ALL)
def test_the_lesson_fits_the_rules(game_id, key):
    lesson = load_course(game_id).lesson(key)
    assert problems(lesson) == []
    if not lesson.free:
        assert any(isinstance(m, Turn) for m in lesson.moves)


def test_a_lesson_that_no_longer_fits_is_caught():
    lesson = load_course("braus").lesson("ranking")
    # North's nine of clubs replaced by a card North does not hold
    moves = tuple("JS" if m == "9C" else m for m in lesson.moves)
    assert any("move 2 (JS)" in p for p in problems(dataclasses.replace(lesson, moves=moves)))
    # the player asked to play a card that is not legal there
    bad = list(lesson.moves)
    bad[3] = dataclasses.replace(bad[3], expect=("AS",))
    assert any(
        "expected play AS is not legal" in p
        for p in problems(dataclasses.replace(lesson, moves=tuple(bad)))
    )
    # a text without its Icelandic, and one naming a card not in the deal
    title = Text({k: v for k, v in lesson.title.by_language.items() if k != "is"})
    assert any("lacks is" in p for p in problems(dataclasses.replace(lesson, title=title)))
    intro = Text({code: "[7C] " + text for code, text in lesson.intro.by_language.items()})
    assert problems(dataclasses.replace(lesson, intro=intro)) == []
    intro = Text({code: "[5C] " + text for code, text in lesson.intro.by_language.items()})
    assert any(
        "5C, which is not in the deal" in p
        for p in problems(dataclasses.replace(lesson, intro=intro))
    )


def test_a_free_lesson_is_a_whole_deal_the_bots_can_play_to_its_end():
    import random

    for course in courses():
        lesson = course.lessons[-1]
        state = lesson.new_state()
        rng = random.Random(1)
        while not state.is_over:
            state.apply(state.random_action(rng))
        assert state.result() is not None


def test_titles_in_the_nordic_languages_have_no_english_comma_before_and():
    """ "Six tricks, and Jan" is English; Swedish, Danish and Icelandic write
    "Sex stick och Jan" without the comma a word-for-word copy brings along."""
    for course in courses():
        for lesson in course.lessons:
            for code, word in (("sv", "och"), ("da", "og"), ("is", "og")):
                title = lesson.title.by_language[code]
                assert f", {word} " not in title, (course.game_id, lesson.key, title)
