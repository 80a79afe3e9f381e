"""The player's mistakes as exercises that come back (issue 38 part 3): a blunder of a
reviewed deal becomes an exercise and a good play does not; lessons and puzzles make
none; the spacing and the two-in-a-row rule; a try answered right, wrong in the coach's
words, and the answer after two wrong; the other hands hidden; Help → My mistakes lists
what is due by game; the welcome says how many; the schema step keeps old rows; a row
this app did not write is skipped."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import date, timedelta

import pytest

from braus_desktop.app.dialogs.exercise import ExerciseDialog
from braus_desktop.app.dialogs.mistakes import MistakesDialog
from braus_desktop.app.dialogs.welcome import WelcomeDialog, due_sentence
from braus_desktop.app.store.statistics import (
    EXERCISE_COLUMNS,
    PUZZLE_SCHEMA,
    REVIEWS,
    SCHEMA_V1,
    SCHEMA_VERSION,
    StatisticsStore,
)
from braus_desktop.bots.exercise import (
    INTERVALS,
    Schedule,
    after_answer,
    checked,
    exercises_from_review,
    first_schedule,
    is_due,
    judge,
)
from braus_desktop.bots.review import review
from tests.bots.test_review import braus_blunder

WAIT = 60_000
DAY = date(2026, 11, 27)
NAMES = ["You", "West", "North", "East"]
LEVELS = ["human", "standard", "standard", "standard"]


@pytest.fixture(scope="module")
def blunder():
    """The deal whose first lead is a blunder (the 6♦ instead of a matador), reviewed."""
    match = braus_blunder()
    (deal,) = review(match, seat=0, samples=12, seed=3)
    return match, deal


def made(blunder):
    match, deal = blunder
    return exercises_from_review(deal, match.deals[0], NAMES, "m1")


# --------------------------------------------------------------------------- spacing


def test_an_exercise_comes_back_after_1_3_7_21_days_as_it_is_answered_right():
    s = first_schedule(DAY)
    assert s.due == DAY + timedelta(days=1) and not is_due(s, DAY) and is_due(s, s.due)
    s = after_answer(s, True, s.due)
    assert s.due == DAY + timedelta(days=1 + 3) and s.streak == 1 and not s.learnt
    s = after_answer(s, False, s.due)  # wrong: back after 1 day, the run starts again
    assert s.due == DAY + timedelta(days=1 + 3 + 1) and s.streak == 0 and s.rights == 1
    s = after_answer(s, True, s.due)  # the second right answer in all: 7 days
    assert s.due == DAY + timedelta(days=1 + 3 + 1 + 7) and s.streak == 1
    s = after_answer(s, False, s.due)
    s = after_answer(s, True, s.due)  # the third: 21 days, and never longer
    assert s.due - timedelta(days=21) == DAY + timedelta(days=1 + 3 + 1 + 7 + 1)
    assert INTERVALS == (1, 3, 7, 21)


def test_two_right_answers_in_a_row_and_it_is_learnt():
    s = first_schedule(DAY)
    s = after_answer(s, True, DAY + timedelta(days=1))
    s = after_answer(s, True, DAY + timedelta(days=4))
    assert s.learnt and not is_due(s, DAY + timedelta(days=400))
    # right, wrong, right: not two in a row
    s = first_schedule(DAY)
    for right in (True, False, True):
        s = after_answer(s, right, s.due)
    assert not s.learnt and s.answers == 3


# --------------------------------------------------------------------------- made


def test_a_blunder_becomes_an_exercise_and_a_good_play_does_not(blunder):
    match, deal = blunder
    verdicts = {d.index: d.verdict for d in deal.decisions}
    assert verdicts[0] == "blunder" and "best" in verdicts.values()
    found = made(blunder)
    assert [e.decision.index for e in found] == [0]
    exercise = found[0]
    # the position as the player saw it: the actions before the decision (none here)
    assert exercise.position.actions == () and exercise.position.seat == 0
    state = checked(exercise)
    assert state.current_player == 0 and not state.is_over
    # the same decision gives the same key (a deal reviewed twice adds nothing)
    assert made(blunder)[0].key == exercise.key


def test_a_try_is_answered_with_the_reviews_values(blunder):
    exercise = made(blunder)[0]
    state = checked(exercise)
    decision = exercise.decision
    right = judge(exercise, state, decision.best)
    assert right.right and right.verdict == "best" and right.words.startswith("Right")
    wrong = judge(exercise, state, "6D")  # the play made in the deal
    assert not wrong.right and wrong.verdict == "blunder"
    assert wrong.loss == pytest.approx(decision.loss_expected, abs=1e-6)
    assert "Try another" in wrong.words and "Blunder" in wrong.words
    with pytest.raises(ValueError):
        judge(exercise, state, "AS")


def named_within_its_noise(exercise):
    """``exercise`` as the coach makes it of a play it named a mistake at its cap because
    it could be one within its noise (``trick_review._at_the_cap``): the play made loses
    0.20 ± 0.08, below Bräus's mistake threshold (0.25) by its size alone, as the walk
    of issue 43 met it in Icelandic Brús (K♥: "Mistake", 0.37 ± 0.11, threshold 0.45)."""
    d = exercise.decision
    top = max(o.expected for o in d.options)
    options = tuple(
        replace(o, expected=top - 0.20) if o.action == d.played else o for o in d.options
    )
    decision = replace(d, options=options, verdict="mistake", loss_expected=0.20, noise=0.08)
    return replace(exercise, decision=decision)


def test_the_play_made_is_judged_as_the_review_named_it_with_its_noise(blunder):
    exercise = named_within_its_noise(made(blunder)[0])
    state = checked(exercise)
    again = judge(exercise, state, exercise.decision.played)
    # the review's own verdict, not an "inaccuracy" by the size of 0.20 alone
    assert not again.right and again.verdict == "mistake"
    assert "(Mistake)" in again.words and "0.20 \u00b1 0.08" in again.words
    assert "Try another" in again.words


# --------------------------------------------------------------------------- the store


def test_the_store_keeps_each_decision_once_and_its_schedule(tmp_path, blunder):
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    assert store.add_exercises(made(blunder), DAY) == 1
    assert store.add_exercises(made(blunder), DAY) == 0  # reviewed again
    assert store.exercises(DAY) == [] and store.due_count(DAY) == 0
    ((found, schedule),) = store.exercises(DAY + timedelta(days=1))
    assert found.key == made(blunder)[0].key and schedule.due == DAY + timedelta(days=1)
    assert found.decision.reason == made(blunder)[0].decision.reason
    learnt = Schedule(DAY, 2, 2, 2, True)
    assert store.record_exercise_answer(found.key, learnt)
    assert store.exercises(DAY + timedelta(days=30), due_only=False) == []


def test_a_version_3_file_gets_the_exercises_table_and_keeps_its_rows(tmp_path, blunder):
    path = tmp_path / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        "BEGIN; " + SCHEMA_V1 + PUZZLE_SCHEMA + REVIEWS + "PRAGMA user_version = 3; COMMIT;"
    )
    conn.execute(
        "INSERT INTO matches VALUES ('k', 'braus', '{}', 'serious', 'now', 'won', "
        "6, 2, '[6, 2]', 3, NULL)"
    )
    conn.execute("INSERT INTO reviews VALUES ('k', 1, 'braus', 80.0, 3, 1, 0, 'now')")
    conn.commit()
    conn.close()
    store = StatisticsStore(path)
    assert store.notice is None and store.available
    assert store.counts()["matches"] == 1
    assert store._conn.execute("SELECT COUNT(*) FROM reviews").fetchone()[0] == 1
    assert store.add_exercises(made(blunder), DAY) == 1
    store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    assert tuple(r[1] for r in conn.execute("PRAGMA table_info(exercises)")) == EXERCISE_COLUMNS
    conn.close()


@pytest.mark.parametrize(
    "column, value",
    [
        ("position", "{not json"),
        ("decision", "[1, 2"),
        ("position", '{"game": "braus"}'),
        ("due", "the day after"),
        ("decision", '{"deal": 1}'),
        ("game", "brag"),
        (
            "position",
            '{"game": "braus", "options": {}, "dealer": 3, "setup": {"hands": []},'
            ' "actions": [], "seat": 0, "names": []}',
        ),
    ],
)
def test_a_row_this_app_did_not_write_is_skipped(tmp_path, blunder, column, value):
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    exercises = made(blunder)
    store.add_exercises(exercises, DAY)
    good = exercises[0]
    # a second row, then damaged by hand
    store._conn.execute(
        "INSERT INTO exercises SELECT 'bad', game, match_key, deal_no, "
        "made_at, position, decision, due, rights, streak, answers, learnt "
        "FROM exercises"
    )
    store._conn.execute(f"UPDATE exercises SET {column} = ? WHERE exercise_key = 'bad'", (value,))
    store._conn.commit()
    found = store.exercises(DAY + timedelta(days=5))
    assert [e.key for e, _s in found] == [good.key]
    assert store.due_count(DAY + timedelta(days=5)) == 1


def test_a_locked_store_loses_no_game(tmp_path, blunder, qtbot, monkeypatch):
    """The answer that cannot be written is said in a sentence; the exercise goes on."""
    from braus_desktop.app.store.statistics import StatisticsError

    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    store.add_exercises(made(blunder), DAY)
    ((exercise, schedule),) = store.exercises(DAY + timedelta(days=1))

    def locked(*_args):
        raise StatisticsError("database is locked")

    monkeypatch.setattr(store, "record_exercise_answer", locked)
    dialog = _dialog(qtbot, exercise, schedule, store)
    dialog.try_play(exercise.decision.best)
    assert dialog.over and "could not be kept" in dialog.caption.text()


# --------------------------------------------------------------------------- the window


def _dialog(qtbot, exercise, schedule, store=None, today=DAY + timedelta(days=1)):
    from PySide6.QtCore import QSettings

    from braus_desktop.app.settings import Settings

    settings = Settings(QSettings())
    settings.override("animation/speed", "instant")
    dialog = ExerciseDialog(exercise, schedule, checked(exercise), settings, store, today)
    qtbot.addWidget(dialog)
    return dialog


def test_the_other_hands_are_hidden_and_the_players_own_is_shown(qtbot, blunder):
    exercise = made(blunder)[0]
    dialog = _dialog(qtbot, exercise, first_schedule(DAY))
    assert not dialog.next_button.isVisibleTo(dialog)
    hands = dialog.replay.hands
    # (the four sevens went to the table at once, as Bräus lays them)
    assert hands[0].face_up and {c.text for c in hands[0].cards} == {"JC", "8S", "KH", "6H", "6D"}
    assert not any(h.face_up for h in hands[1:])
    assert not dialog.replay.table.open_layout
    # what a hidden hand tells the screen reader is "card", never the card
    model = hands[1]
    shown = {model.data(model.index(r, 0)) for r in range(model.rowCount())}
    assert shown == {"card"}
    # the choices are the player's own cards that could be played
    listed = {dialog.choices.item(r).data(256) for r in range(dialog.choices.count())}
    assert listed == {o.action for o in exercise.decision.options}


def test_a_right_try_is_answered_and_kept_in_the_schedule(qtbot, tmp_path, blunder):
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    store.add_exercises(made(blunder), DAY)
    ((exercise, schedule),) = store.exercises(DAY + timedelta(days=1))
    dialog = _dialog(qtbot, exercise, schedule, store)
    with qtbot.waitSignal(dialog.answered) as got:
        dialog.select(exercise.decision.best)
        dialog.try_button.click()
    assert got.args == [True] and dialog.over
    assert dialog.verdict.text().startswith("<b>Right")
    assert not dialog.try_button.isEnabled()
    # answered right: back after 3 days, not due before
    assert store.exercises(DAY + timedelta(days=3)) == []
    ((_e, later),) = store.exercises(DAY + timedelta(days=4))
    assert later.streak == 1 and later.answers == 1


def test_a_wrong_try_says_why_and_two_show_the_answer(qtbot, tmp_path, blunder):
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    store.add_exercises(made(blunder), DAY)
    ((exercise, schedule),) = store.exercises(DAY + timedelta(days=1))
    dialog = _dialog(qtbot, exercise, schedule, store)
    dialog.try_play("6D")
    assert not dialog.over
    assert "Not this one" in dialog.verdict.text()
    assert "averages" in dialog.words.text() and "Try another" in dialog.words.text()
    # the wrong first try was the session's answer: back tomorrow, the run at 0
    ((_e, s),) = store.exercises(DAY + timedelta(days=2))
    assert s.streak == 0 and s.due == DAY + timedelta(days=2)
    dialog.try_play("6H")
    assert dialog.over and "The answer" in dialog.verdict.text()
    assert "The coach's answer" in dialog.words.text()
    assert dialog.selected() == exercise.decision.best
    # every choice with its value once the answer is out
    assert "points" in dialog.choices.item(0).text()
    # a right try now changes nothing more
    dialog.try_play(exercise.decision.best)
    ((_e, s),) = store.exercises(DAY + timedelta(days=2))
    assert s.answers == 1


def test_the_play_made_again_reads_as_the_review_named_it(qtbot, blunder, in_language):
    """The header says the coach's verdict; trying the same play again says the same
    verdict with the noise that decided it, in the player's language."""
    exercise = named_within_its_noise(made(blunder)[0])
    dialog = _dialog(qtbot, exercise, first_schedule(DAY))
    assert "Mistake" in dialog.intro.text()
    dialog.try_play(exercise.decision.played)
    assert "Mistake" in dialog.verdict.text() and "Inaccuracy" not in dialog.verdict.text()
    assert "0.20\u00a0\u00b1\u00a00.08" in dialog.words.text()
    in_language("sv")
    dialog = _dialog(qtbot, exercise, first_schedule(DAY))
    assert "Misstag" in dialog.intro.text()
    dialog.try_play(exercise.decision.played)
    assert "Misstag" in dialog.verdict.text() and "Onoggrannhet" not in dialog.verdict.text()
    words = dialog.words.text()
    assert "0,20\u00a0\u00b1\u00a00,08" in words and "Try another" not in words


def test_the_play_made_as_the_second_try_keeps_its_noise(qtbot, blunder, in_language):
    """Walked in Icelandic (Solo Brus): a first try elsewhere, then the play made in the
    deal, which the review named a mistake within its noise (0.28 ± 0.13). The second
    try's line said "(Mistake), 0.28 points less on average", a cost below the mistake
    threshold with nothing to say why, beside the review's "0.28 ± 0.13" quoted under it."""
    exercise = named_within_its_noise(made(blunder)[0])
    for language, line in (
        ("en", "(Mistake), 0.20\u00a0\u00b1\u00a00.08 points less on average"),
        ("is", "(Mistök), að meðaltali 0,20\u00a0\u00b1\u00a00,08 stigum minna"),
    ):
        in_language(language)
        dialog = _dialog(qtbot, exercise, first_schedule(DAY))
        dialog.try_play("6H")
        dialog.try_play(exercise.decision.played)
        assert dialog.over and line in dialog.words.text()


def test_a_card_clicked_on_the_table_is_the_choice(qtbot, blunder):
    from braus_desktop.rules.cards import Card

    exercise = made(blunder)[0]
    dialog = _dialog(qtbot, exercise, first_schedule(DAY))
    dialog.replay.table.card_clicked.emit(Card.parse("KH"))
    assert dialog.selected() == "KH"
    dialog.replay.table.card_activated.emit(Card.parse("8S"))
    assert dialog.over and dialog.first is True


def test_help_my_mistakes_lists_what_is_due_by_game(qtbot, tmp_path, blunder):
    from PySide6.QtCore import QSettings

    from braus_desktop.app.settings import Settings

    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    store.add_exercises(made(blunder), DAY)
    settings = Settings(QSettings())
    early = MistakesDialog(store, settings, today=DAY)
    qtbot.addWidget(early)
    assert early.model.rowCount() == 0 and early.heading.text() == ""
    assert (
        "Nothing is due today" in early.status.text()
        and "Coming back later: 1" in early.status.text()
    )
    assert not early.open_button.isEnabled()
    dialog = MistakesDialog(store, settings, today=DAY + timedelta(days=1))
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 1
    assert dialog.heading.text() == "Bräus: 1 due"
    row = [dialog.model.index(0, col).data() for col in range(4)]
    assert row[0] == "Bräus" and row[2] == "Blunder" and "6♦" in row[3]
    assert dialog.open_button.isEnabled()
    shown = dialog.open_exercise(dialog.key_at(0))
    qtbot.waitExposed(shown)
    shown.try_play(made(blunder)[0].decision.best)
    shown.close()
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 0, timeout=WAIT)


def test_enter_on_a_listed_mistake_opens_it_and_keeps_the_list(qtbot, tmp_path, blunder):
    """Enter on the chosen row is Try it (seen under Xvfb: Enter closed the list, the
    exercise with it)."""
    from PySide6.QtCore import QSettings, Qt

    from braus_desktop.app.settings import Settings

    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    store.add_exercises(made(blunder), DAY)
    dialog = MistakesDialog(store, Settings(QSettings()), today=DAY + timedelta(days=1))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.tree.setFocus()
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.exercise_dialog is not None, timeout=WAIT)
    shown = dialog.exercise_dialog
    qtbot.waitExposed(shown)
    assert dialog.isVisible() and shown.isVisible()
    assert shown.exercise.key == made(blunder)[0].key
    shown.close()


def test_the_menu_opens_my_mistakes(qtbot, window):
    window.mistakes_action.trigger()
    dialog = window.mistakes_dialog
    qtbot.waitExposed(dialog)
    assert dialog.store is window.statistics.store
    assert "coach finds a mistake" in dialog.status.text()
    dialog.close()


def test_the_welcome_says_how_many_are_due_in_every_language(qtbot, in_language):
    assert due_sentence(0) == ""
    assert due_sentence(1).startswith("1 of your mistakes is due")
    assert due_sentence(3).startswith("3 of your mistakes are due")
    quiet = WelcomeDialog(due=0)
    qtbot.addWidget(quiet)
    assert quiet.due.isHidden()
    told = WelcomeDialog(due=3)
    qtbot.addWidget(told)
    assert not told.due.isHidden() and told.due.text() == due_sentence(3)
    in_language("is")
    # Icelandic: 21 takes the singular, 3 the plural
    assert "21" in due_sentence(21) and due_sentence(21) != due_sentence(3).replace("3", "21")
    in_language("sv")
    assert due_sentence(1) != due_sentence(2).replace("2", "1")


def test_the_logs_due_sentence_follows_a_change_of_language(
    qtbot, open_window, tmp_path, blunder, in_language
):
    """The session's "N of your mistakes are due…" line in the game log is worded again
    when the player changes language, as every other line is (the walk of issue 43 found
    it left in Swedish after switching to English)."""
    (tmp_path / "data").mkdir()
    store = StatisticsStore(tmp_path / "data" / "statistics.sqlite3")
    store.add_exercises(made(blunder), date.today() - timedelta(days=1))
    store.close()
    in_language("sv")
    window = open_window()
    c = window.controller
    c.start_match(braus_blunder(), LEVELS, NAMES, practice=True)
    swedish = due_sentence(1)
    assert "misstag" in swedish
    qtbot.waitUntil(lambda: swedish in c.log.lines, timeout=WAIT)
    in_language("en")
    qtbot.waitUntil(lambda: due_sentence(1) in c.log.lines, timeout=WAIT)
    assert swedish not in c.log.lines
    assert due_sentence(1).startswith("1 of your mistakes is due")


def test_a_reviewed_deal_in_the_window_makes_its_exercise(qtbot, window, blunder):
    match = braus_blunder()
    c = window.controller
    c.start_match(match, LEVELS, NAMES, practice=True)
    qtbot.waitUntil(lambda: window.statistics is not None, timeout=WAIT)
    c.coach.request(1)
    qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None, timeout=WAIT)
    store = window.statistics.store
    tomorrow = date.today() + timedelta(days=1)
    qtbot.waitUntil(lambda: store.due_count(tomorrow) >= 1, timeout=WAIT)
    ((exercise, _s),) = store.exercises(tomorrow)
    assert exercise.decision.played == "6D" and exercise.position.names[0] == "You"


class _Guide:
    """A lesson that leaves the play alone."""

    def bots(self, game):
        return {}

    def check(self, action):
        return None

    def play_ended(self):
        return False


def test_a_lesson_and_a_puzzle_make_no_exercises(qtbot, window):
    c = window.controller
    c.start_match(braus_blunder(), LEVELS, NAMES, practice=True, guide=_Guide())
    qtbot.waitUntil(lambda: window.statistics is not None, timeout=WAIT)
    recorder = window.statistics
    c.coach.request(1)
    qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None, timeout=WAIT)
    c.guide = None  # the lesson let go of the table before the review came in
    review_ = c.coach.coaching_of(1)
    assert review_.review.mistakes >= 1
    recorder._review_ready(1)
    assert recorder.store.exercises(date.today() + timedelta(days=30), due_only=False) == []
    # a puzzle is played by a controller of its own, whose reviews no recorder hears
    window.puzzles_action.trigger()
    puzzles = window.puzzles_dialog
    qtbot.waitExposed(puzzles)
    assert puzzles.controller is not c and recorder.controller is c
    puzzles.controller.coach.ready.emit(1)
    assert recorder.store.exercises(date.today() + timedelta(days=30), due_only=False) == []
    puzzles.close()


def test_next_mistake_opens_the_next_one_due(qtbot, tmp_path, blunder):
    from PySide6.QtCore import QSettings

    from braus_desktop.app.settings import Settings

    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    store.add_exercises(made(blunder), DAY)
    # a second mistake: the same deal's decision kept under another key
    store._conn.execute(
        "INSERT INTO exercises SELECT 'second', game, match_key, deal_no, "
        "made_at, position, decision, due, rights, streak, answers, learnt "
        "FROM exercises"
    )
    store._conn.commit()
    dialog = MistakesDialog(store, Settings(QSettings()), today=DAY + timedelta(days=1))
    qtbot.addWidget(dialog)
    first = dialog.open_exercise(made(blunder)[0].key)
    first.try_play(made(blunder)[0].decision.best)
    assert first.next_button.isVisibleTo(first)
    first.next_button.click()
    qtbot.waitUntil(lambda: dialog.exercise_dialog is not first, timeout=WAIT)
    assert dialog.exercise_dialog.exercise.key == "second"
    dialog.exercise_dialog.close()


# --------------------------------------------------------------------------- Brag


@pytest.fixture(scope="module")
def brag_blunder():
    """A Brag hand of three prials laid as pairs with odd cards (a blunder), reviewed."""
    import random

    from braus_desktop.rules import Match, make_game

    game = make_game("brag", players=2)
    mine = "AS AH AD KS KH KD QS QH QD 9C 7D 5S 4H 3C 2D 2S".split()
    rest = [c.text for c in game.pack if c.text not in mine]
    random.Random(2).shuffle(rest)
    match = Match(game, seed=1, first_dealer=1, start=False)
    state = match.next_deal(hands=[mine, rest[:16]], dealer=1)
    state.apply("4H 3C 2D | AS AH QD | KS KH AD | QS QH KD | 9C 7D 5S / 2S")
    other = state.current_player
    state.apply(game.greedy_arrangement(state.hand(other)))
    (deal,) = review(match, seat=0, samples=60, seed=1)
    (exercise,) = exercises_from_review(deal, state, ["You", "Them"], "brag")
    return exercise


def test_a_brag_arrangement_laid_anew_is_valued_the_reviews_way_and_the_same_each_time(
    brag_blunder,
):
    state = checked(brag_blunder)
    assert brag_blunder.decision.verdict == "blunder"
    assert judge(brag_blunder, state, brag_blunder.decision.best).right
    played = judge(brag_blunder, state, brag_blunder.decision.played)
    assert not played.right and "arrangement you laid" in played.words
    # an arrangement the review never valued: sampled against the coach's best, seeded
    other = str(state.legal_actions()[1])
    assert other not in {o.action for o in brag_blunder.decision.options}
    first, again = judge(brag_blunder, state, other), judge(brag_blunder, state, other)
    assert first.loss == again.loss > 0 and not first.right
    assert "Try again" in first.words
    with pytest.raises(ValueError):
        judge(brag_blunder, state, "AS AH AD | KS KH KD")  # not the whole hand


def test_the_brag_exercise_is_arranging_the_hand_again(qtbot, brag_blunder):
    dialog = _dialog(qtbot, brag_blunder, first_schedule(DAY))
    assert dialog.arranging and dialog.choices.isHidden()  # (they would give it away)
    assert dialog.try_button.isEnabled()
    dialog.try_button.click()
    arranger = dialog.arranger
    assert arranger is not None and len(arranger.hand) == 16
    assert arranger.auto_button.isHidden()  # (it would lay a valued arrangement)
    assert dialog.windowTitle() == "Find a better arrangement"
    arranger.reject()
    assert dialog.arranger is None and not dialog.over
    state = dialog.state
    dialog.try_play(brag_blunder.decision.played)
    dialog.try_play(str(state.legal_actions()[1]))
    assert dialog.over and not dialog.choices.isHidden()
    assert "The answer" in dialog.verdict.text()
    assert "The review of the deal said" in dialog.words.text()


def test_the_second_wrong_arrangement_is_answered_too_before_the_answer(qtbot, brag_blunder):
    """Two wrong tries show the answer, and the second try is still judged: an
    arrangement the review never valued is in no list, so the player would not learn
    what it was worth (seen under Xvfb: the answer replaced it without a word)."""
    from braus_desktop.app.dialogs.deal_review import action_text
    from braus_desktop.bots.review import VERDICT_NAMES

    dialog = _dialog(qtbot, brag_blunder, first_schedule(DAY))
    state = dialog.state
    dialog.try_play(brag_blunder.decision.played)
    other = str(state.legal_actions()[1])
    second = judge(brag_blunder, state, other)
    dialog.try_play(other)
    assert dialog.over and "The answer" in dialog.verdict.text()
    words = dialog.words.text()
    assert action_text(state.game, other) in words
    assert str(VERDICT_NAMES[second.verdict]) in words
    assert f"{second.loss:.2f}" in words
    assert words.index(action_text(state.game, other)) < words.index("The review of the deal")


def test_a_locked_database_when_the_review_comes_in_loses_no_game(qtbot, window, monkeypatch):
    from braus_desktop.app.store.statistics import StatisticsError

    c = window.controller
    c.start_match(braus_blunder(), LEVELS, NAMES, practice=True)
    qtbot.waitUntil(lambda: window.statistics is not None, timeout=WAIT)
    store = window.statistics.store

    def locked(*_args):
        raise StatisticsError("database is locked")

    monkeypatch.setattr(store, "add_exercises", locked)
    with qtbot.waitSignal(
        c.status, timeout=WAIT, check_params_cb=lambda text: "could not be added" in text
    ):
        c.coach.request(1)
    assert c.match is not None and c.match.deals[0].is_over
    monkeypatch.undo()
    assert store.exercises(date.today() + timedelta(days=30), due_only=False) == []
