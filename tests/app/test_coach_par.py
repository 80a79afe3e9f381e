"""Par in the window (issue 38): after a deal's review, the coach works out its par on the
worker (the expert with the player's cards) and attaches it to the review, which the
record and the statistics keep; the review's head says it in the player's words and
language; the statistics show skill per deal and its running sum, serious and practice
apart; a statistics file from before par keeps its rows; an old record without par
loads."""

from __future__ import annotations

import dataclasses
import gc
import json
import sqlite3
import threading
import weakref

import pytest
from PySide6.QtCore import QObject, QSettings, Signal

from braus_desktop.app import coach as coach_module
from braus_desktop.app.dialogs.deal_review import DealReviewDialog
from braus_desktop.app.dialogs.statistics_dialog import SkillChart, StatisticsDialog
from braus_desktop.app.settings import Settings
from braus_desktop.app.store import statistics as stats
from braus_desktop.app.store.statistics import StatisticsStore, deal_row, review_row
from braus_desktop.bots import coaching as coaching_module
from braus_desktop.bots import default_level
from braus_desktop.bots.coaching import DealCoaching, coached, read_from_record
from braus_desktop.bots.par import DealPar, deal_par
from braus_desktop.bots.review import review
from braus_desktop.rules.played import PlayedDeal, Seating
from tests.app.test_coach import LEVELS, WAIT, braus_blunder, play_deal

# the coach at work at the table: these tests are about it (tests/app/conftest.py)
pytestmark = pytest.mark.coach

NAMES = ["You", "West", "North", "East"]
PAR = DealPar(points=2.4, player_points=1.0, replays=16, spread=0.2)


@pytest.fixture(scope="module")
def blunder():
    """The Bräus deal with a blunder, and the coach's coaching of it (without par)."""
    match = braus_blunder()
    (done,) = review(match, seat=0, deal=1, seed=0)
    return match, coached(PlayedDeal.of(match.deals[0]), done, NAMES)


class FakeCoach(QObject):
    """What the review dialog asks of the coach: a review, whether its par is still
    being worked out, and the signal that says something came in."""

    ready = Signal(int)
    failed = Signal(int, str)

    def __init__(self, done: DealCoaching) -> None:
        super().__init__()
        self.done, self.pending = done, True

    def coaching_of(self, _deal_no: int) -> DealCoaching:
        return self.done

    def par_pending(self, _deal_no: int) -> bool:
        return self.pending


def make_dialog(qtbot, tmp_path, match, done, coach=None) -> DealReviewDialog:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = DealReviewDialog(
        match, 1, NAMES, LEVELS, settings, coach=coach, coaching=None if coach is not None else done
    )
    qtbot.addWidget(dialog)
    return dialog


# ------------------------------------------------------------------- the review's head


def test_the_head_says_par_and_skill_once_par_is_in(qtbot, tmp_path, blunder):
    match, done = blunder
    coach = FakeCoach(done)
    dialog = make_dialog(qtbot, tmp_path, match, done, coach)
    assert dialog.coaching is done and not dialog.par_line.isHidden()
    assert "still playing these cards" in dialog.par_line.text()
    coach.done, coach.pending = done.with_par(PAR), False
    position = dialog.replay.position
    coach.ready.emit(1)  # the par has come in
    text = dialog.par_line.text()
    assert "You: +1 · par +2.4 · skill −1.4" in text
    assert "With these cards the expert averages +2.4 for your side; you made +1." in text
    assert dialog.replay.position == position  # the head changes, not the place shown
    assert dialog.coaching.par == PAR


def test_the_head_writes_par_as_the_language_does(qtbot, tmp_path, blunder, in_language):
    in_language("sv")
    match, done = blunder
    dialog = make_dialog(qtbot, tmp_path, match, done.with_par(PAR))
    text = dialog.par_line.text()
    assert "Du: +1 · experten: +2,4 · skicklighet: −1,4" in text
    assert "Med de här korten får experten i snitt +2,4 för din sida; du fick +1." in text
    assert "2.4" not in text and "-1" not in text
    in_language("is")
    half = DealPar(points=-0.25, player_points=0.5, replays=8, spread=0.1)
    dialog = make_dialog(qtbot, tmp_path, match, done.with_par(half))
    assert "Þú: +0,5 · sérfræðingurinn: −0,2 · færni: +0,8" in dialog.par_line.text()


def test_a_review_without_par_shows_no_par_line(qtbot, tmp_path, blunder):
    match, done = blunder
    dialog = make_dialog(qtbot, tmp_path, match, done)  # an old record's review
    assert dialog.par_line.isHidden() and dialog.par_line.text() == ""
    coach = FakeCoach(done)
    coach.pending = False  # (its par could not be worked out)
    dialog = make_dialog(qtbot, tmp_path, match, done, coach)
    assert dialog.par_line.isHidden()


def test_a_record_without_par_loads_and_one_with_par_keeps_it(blunder):
    match, done = blunder
    old = done.to_json()
    assert "par" not in old
    found, refused = read_from_record({"deals": [{"review": old}]}, match, 0)
    assert refused == [] and found[0].par is None
    data = done.with_par(PAR).to_json()
    found, refused = read_from_record({"deals": [{"review": data}]}, match, 0)
    assert refused == [] and found[0].par == DealPar.from_json(PAR.to_json())
    data["par"]["skill"] = 5.0  # a par that does not add up is refused with its review
    found, refused = read_from_record({"deals": [{"review": data}]}, match, 0)
    assert found == [] and refused == [1]


# ------------------------------------------------------------------------ the coach


def test_the_par_follows_the_review_and_the_record_and_statistics_keep_it(qtbot, window, tmp_path):
    c = window.controller
    c.new_match("braus", {}, LEVELS, None, seed=11, practice=True)
    seen: list[DealCoaching | None] = []
    c.coach.ready.connect(lambda n: seen.append(c.coach.coaching_of(n)))
    play_deal(qtbot, c)
    qtbot.waitUntil(
        lambda: c.coach.coaching_of(1) is not None and c.coach.coaching_of(1).par is not None,
        timeout=WAIT,
    )
    assert not c.coach.par_pending(1)
    # ready said when the review came in (with its par, or without it and again with it)
    assert seen[0] is not None and seen[-1].par is not None and len(seen) <= 2
    assert (seen[0].par is None) == (len(seen) == 2)
    done = c.coach.coaching_of(1)
    assert (
        dataclasses.replace(done.review, par=None).to_json()
        == dataclasses.replace(seen[0].review, par=None).to_json()
    )
    assert done.moments == seen[0].moments
    state = c.match.deals[0]
    expected = deal_par(PlayedDeal.of(state), Seating(0, tuple(c.levels), 1, c.match.seed))
    assert done.par == expected
    assert done.par.player_points == state.returns()[0]
    # the record keeps it, and it comes back with the review
    path = tmp_path / "with-par.json"
    assert c.session.export_record(path) is None
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["deals"][0]["review"]["par"] == expected.to_json()
    c.new_match("braus", {}, LEVELS, None, seed=8)
    assert c.session.import_record(path) is None
    assert c.coach.coaching_of(1).par == DealPar.from_json(expected.to_json())
    # and the statistics keep the skill beside the accuracy
    store = window.statistics.store
    qtbot.waitUntil(lambda: len(store.skill_trend("practice", "braus")) == 1, timeout=WAIT)
    (entry,) = store.skill_trend("practice", "braus")
    assert entry.skill == pytest.approx(expected.skill, abs=0.001)
    assert store.skill_trend("serious", "braus") == []


def test_the_experts_replays_begin_while_the_deal_is_played(qtbot, window):
    """They need only the cards: they run in the worker's time between the computer
    players' decisions, so that the par is in soon after the deal."""
    from braus_desktop.bots import make_bot

    c = window.controller
    c.new_match("braus", {}, LEVELS, None, seed=11)
    bot = make_bot("standard", c.game, seed=0)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    assert not c.coach._replayed  # nothing before the player's first decision
    state = c.state
    c.apply(bot.choose(state.observation(0), state.legal_actions()))
    if not c.deal_over:
        assert len(c.coach._replaying) == 1 and len(c.coach._replayed) == 1
    play_deal(qtbot, c)
    qtbot.waitUntil(
        lambda: c.coach.coaching_of(1) is not None and c.coach.coaching_of(1).par is not None,
        timeout=WAIT,
    )
    (results,) = c.coach._replayed.values()
    assert len(results) == c.coach.coaching_of(1).par.replays
    c.new_match("braus", {}, LEVELS, None, seed=12)  # another match: begun afresh
    assert not c.coach._replayed and not c.coach._replaying


@pytest.mark.slow  # the expert's Brag replays
def test_brag_replays_begin_once_the_others_have_laid_theirs(qtbot, window):
    """Brag's par keeps the other players' actual arrangements: its replays can begin only
    when those are laid, and the player's is the last (while the player arranges). When
    the player arranges first, the expert's arrangement of every replay is made while
    the player arranges, and the replays at the deal's end take it: the same par."""
    from braus_desktop.bots.par import default_replays

    c = window.controller
    window.open_arranger = lambda: None  # the arrangement is laid below
    c.new_match("brag", {}, ["human", default_level("brag")], None, seed=3)
    for deal_no, others_first in ((1, True), (2, False)):
        qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
        assert bool(c.state.history) == others_first  # (the dealer's left begins)
        assert len(c.coach._replaying) == 1
        assert bool(c.coach._chosen) == (not others_first)
        if not others_first:  # the expert's arrangements made while the player thinks
            chosen = next(iter(c.coach._chosen.values()))
            qtbot.waitUntil(
                lambda chosen=chosen: len(chosen) == default_replays(c.game), timeout=WAIT
            )
        c.input.arrange(c.state.legal_actions()[0])
        qtbot.waitUntil(
            lambda deal_no=deal_no: (
                c.deal_over
                and c.coach.coaching_of(deal_no) is not None
                and c.coach.coaching_of(deal_no).par is not None
            ),
            timeout=WAIT,
        )
        state = c.match.deals[deal_no - 1]
        assert c.coach.coaching_of(deal_no).par == deal_par(
            PlayedDeal.of(state), Seating(0, tuple(c.levels), deal_no, c.match.seed)
        )
        if deal_no == 1:
            window.next_deal()


def test_a_new_match_cancels_the_par_under_way_and_lets_go_of_it(qtbot, window, monkeypatch):
    started, closed = threading.Event(), threading.Event()
    made: list[weakref.ref] = []

    class Tracked(coach_module.StepJob):
        def __init__(self, *args) -> None:
            super().__init__(*args)
            made.append(weakref.ref(self))

    def endless(*_args):
        """A par that never ends on its own (a replay a step)."""
        try:
            while True:
                started.set()
                yield 1
                threading.Event().wait(0.01)
        finally:
            closed.set()

    monkeypatch.setattr(coaching_module, "par_work", endless)
    monkeypatch.setattr(coach_module, "StepJob", Tracked)
    c = window.controller
    c.start_match(braus_blunder(), LEVELS, None, practice=True, at_once=True)
    qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None, timeout=WAIT)
    assert started.wait(30) and c.coach.par_pending(1)
    c.new_match("braus", {}, LEVELS, None, seed=5)  # another match: its par is dropped
    assert not c.coach.par_pending(1)
    assert closed.wait(30)  # the worker let go of it at its next step
    assert c.bot_runner.wait(30)

    def all_gone() -> bool:
        gc.collect()
        return all(r() is None for r in made)

    qtbot.waitUntil(all_gone, timeout=WAIT)
    assert c.coach.coaching_of(1) is None


@pytest.mark.slow  # a review and par run out
def test_a_review_never_shares_the_worker_with_par(qtbot, window, monkeypatch):
    """The next deal's review is what the player opens next: par's work still under way
    (here a par that never ends) is held back while a review is made, and goes on after
    it."""
    log: list[tuple[str, int]] = []  # written on the worker
    work = coaching_module.coaching_work

    def endless(*args):
        deal_no = args[1].deal_no  # (the deal's seating)
        log.append(("par begins", deal_no))
        while True:
            log.append(("par", deal_no))
            yield 1

    def logged(*args):
        deal_no = args[2]
        steps = work(*args)
        log.append(("review begins", deal_no))
        while True:
            try:
                value = next(steps)
            except StopIteration as done:
                log.append(("review ends", deal_no))
                return done.value
            log.append(("review", deal_no))
            yield value

    monkeypatch.setattr(coaching_module, "par_work", endless)
    monkeypatch.setattr(coaching_module, "par_replays", lambda *args: iter(()))  # none early
    # no decision valued as it is made: the review values each one, a step at a time
    monkeypatch.setattr(coaching_module, "value_decision", lambda *args: iter(()))
    monkeypatch.setattr(coaching_module, "coaching_work", logged)
    c = window.controller
    c.new_match("braus", {}, LEVELS, None, seed=11)
    play_deal(qtbot, c)
    qtbot.waitUntil(lambda: ("par", 1) in log, timeout=WAIT)
    window.next_deal()
    qtbot.waitUntil(lambda: len(c.match.deals) == 2, timeout=WAIT)
    play_deal(qtbot, c)
    qtbot.waitUntil(lambda: c.coach.coaching_of(2) is not None, timeout=WAIT)
    # deal 1's par goes on after deal 2's review, and deal 2's begins
    qtbot.waitUntil(lambda: log.count(("par begins", 1)) >= 2 and ("par", 2) in log, timeout=WAIT)
    begun, ended = log.index(("review begins", 2)), log.index(("review ends", 2))
    assert begun < ended
    assert not [entry for entry in log[begun:ended] if entry[0].startswith("par")]
    assert c.coach.par_pending(1) and c.coach.par_pending(2)


def test_a_par_that_fails_leaves_the_review_as_it_was(qtbot, window, monkeypatch):
    def broken(*_args):
        yield 1
        raise ValueError("par needs a finished deal")

    monkeypatch.setattr(coaching_module, "par_work", broken)
    c = window.controller
    c.start_match(braus_blunder(), LEVELS, None, practice=True, at_once=True)
    qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: not c.coach.par_pending(1), timeout=WAIT)
    assert c.coach.coaching_of(1).par is None


# ------------------------------------------------------------------- the statistics


def played(seed: int):
    """A finished Bräus deal (bots in every seat) and its match."""
    from braus_desktop.bots import make_bot
    from braus_desktop.rules import Match, make_game

    game = make_game("braus")
    match = Match(game, seed=seed)
    bots = [make_bot("beginner", game, seed=s) for s in range(4)]
    state = match.deal
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return match, state


@pytest.fixture(scope="module")
def reviewed():
    """A finished deal and its coaching (without par), made once."""
    match, state = played(2)
    (done,) = review(match, seat=0, samples=4)
    return match, state, coached(PlayedDeal.of(state), done)


def numbered(done: DealCoaching, deal_no: int) -> DealCoaching:
    return dataclasses.replace(done, review=dataclasses.replace(done.review, deal=deal_no))


def with_skill(done: DealCoaching, skill: float, deal_no: int = 1) -> DealCoaching:
    return numbered(done, deal_no).with_par(
        DealPar(points=1.0 - skill, player_points=1.0, replays=8, spread=0.1)
    )


def test_the_statistics_keep_skill_and_its_running_sum_serious_and_practice_apart(
    tmp_path, reviewed
):
    match, state, done = reviewed
    store = StatisticsStore(tmp_path / stats.FILE_NAME)
    for key, mode, skills in (("s", "serious", (1.0, -2.5, 0.5)), ("p", "practice", (3.0,))):
        for n, skill in enumerate(skills, start=1):
            store.record([deal_row(match, state, n, key, mode)])
            store.record_review(
                review_row(key, with_skill(done, skill, n), when=f"2026-11-27T00:00:0{n}+00:00")
            )
    store.record([deal_row(match, state, 4, "s", "serious")])
    store.record_review(review_row("s", numbered(done, 4)))  # no par
    trend = store.skill_trend("serious", "braus")
    assert [(e.skill, e.total) for e in trend] == [(1.0, 1.0), (-2.5, -1.5), (0.5, -1.0)]
    assert [(e.skill, e.total) for e in store.skill_trend("practice", "braus")] == [(3.0, 3.0)]
    assert [e.total for e in store.skill_trend("serious", "braus", limit=2)] == [-1.5, -1.0]
    # a par come in later replaces the review's row without one
    store.record_review(review_row("s", with_skill(done, 2.0, 4)))
    assert store.skill_trend("serious", "braus")[-1].total == pytest.approx(1.0)


def test_a_damaged_skill_in_the_file_counts_as_none(tmp_path, reviewed):
    match, state, done = reviewed
    store = StatisticsStore(tmp_path / stats.FILE_NAME)
    for n, skill in ((1, 1.5), (2, 2.0)):
        store.record([deal_row(match, state, n, "k", "serious")])
        store.record_review(review_row("k", with_skill(done, skill, n)))
    store._conn.execute("UPDATE reviews SET skill = '9e999' WHERE deal_no = 2")
    store._conn.commit()
    assert [e.skill for e in store.skill_trend("serious", "braus")] == [1.5]


@pytest.mark.parametrize("skills", [[0.0, 0.0], [0.0], [4000.0, -9000.0, 1e6], [0.3]])
def test_the_skill_chart_paints_any_skills(qtbot, skills):
    """Deals played exactly at par (all nought: a chart with no span) and sums far past a
    game's points still paint, with nought among the guides."""
    from braus_desktop.app.store.statistics import SkillEntry

    chart = SkillChart()
    qtbot.addWidget(chart)
    chart.resize(300, 200)
    total, entries = 0.0, []
    for skill in skills:
        total += skill
        entries.append(SkillEntry(skill, total))
    chart.set_entries(entries, "Bräus")
    chart.grab()  # paints (a failure here was a traceback inside paintEvent)
    low, high, step = chart.scale()
    assert low <= min(0.0, *skills) and high >= max(0.0, *skills) and high > low
    assert 0.0 in chart.guides() and len(chart.guides()) <= 7


def before_par() -> tuple[int, str]:
    """The version just before the par step, and the schema a file of it has (the steps
    are numbered again when branches meet: found, not assumed)."""
    step = next(v for v, script in stats.MIGRATIONS.items() if script == stats.PAR_SCHEMA)
    schema = stats.SCHEMA_V1 + "".join(stats.MIGRATIONS[v] for v in range(1, step))
    return step, schema


def test_the_par_step_keeps_every_row_of_an_older_file(tmp_path, reviewed):
    match, state, done = reviewed
    version, schema = before_par()
    path = tmp_path / stats.FILE_NAME
    conn = sqlite3.connect(path)
    conn.executescript(f"BEGIN; {schema} PRAGMA user_version = {version}; COMMIT;")
    row = deal_row(match, state, 1, "old", "serious")
    conn.execute(
        f"INSERT INTO deals ({', '.join(row)}) VALUES ({', '.join('?' for _ in row)})",
        tuple(row.values()),
    )
    old = {k: v for k, v in review_row("old", done).items() if k not in ("par", "skill")}
    conn.execute(
        f"INSERT INTO reviews ({', '.join(old)}) VALUES ({', '.join('?' for _ in old)})",
        tuple(old.values()),
    )
    conn.commit()
    conn.close()
    store = StatisticsStore(path)
    assert store.notice is None and store.available
    assert store._conn.execute("PRAGMA user_version").fetchone()[0] == stats.SCHEMA_VERSION
    assert store.counts()["deals"] == 1
    assert len(store.accuracy_trend("serious", "braus")) == 1  # the old review is kept
    assert store.skill_trend("serious", "braus") == []  # with no par
    (summary,) = store.summaries("serious")
    assert summary.reviewed == (done.review.accuracy is not None)
    store.record_review(review_row("old", with_skill(done, -0.75)))
    assert [e.skill for e in store.skill_trend("serious", "braus")] == [-0.75]
    store.close()
    assert not list(tmp_path.glob("*.corrupt*"))


def test_a_file_before_par_whose_reviews_are_not_ours_is_set_aside_untouched(tmp_path):
    """The par step alters ``reviews``: a file whose tables are not as its version has them
    is set aside before the step writes to it, byte for byte."""
    from tests.app.test_statistics_store import check_set_aside

    version, schema = before_par()
    schema = schema.replace("    blunders       INTEGER NOT NULL DEFAULT 0,\n", "")
    assert "blunders" not in schema.split("CREATE TABLE reviews")[1].split(");")[0]
    path = tmp_path / stats.FILE_NAME
    conn = sqlite3.connect(path)
    conn.executescript(f"BEGIN; {schema} PRAGMA user_version = {version}; COMMIT;")
    conn.close()
    check_set_aside(tmp_path, path.read_bytes())


def test_the_statistics_dialog_shows_skill_and_its_running_sum(
    qtbot, tmp_path, reviewed, in_language
):
    match, state, done = reviewed
    store = StatisticsStore(tmp_path / stats.FILE_NAME)
    for n, skill in enumerate((1.25, -2.5), start=1):
        store.record([deal_row(match, state, n, "s", "serious")])
        store.record_review(
            review_row("s", with_skill(done, skill, n), when=f"2026-11-27T00:00:0{n}+00:00")
        )
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    chart = dialog.skill_chart
    assert isinstance(chart, SkillChart) and chart.title == "Skill per deal – Bräus"
    assert "how much better than the expert you did with the same cards" in chart.toolTip()
    assert [(e.skill, e.total) for e in chart.entries] == [(1.25, 1.25), (-2.5, -1.25)]
    assert chart.caption() == "bars: skill per deal; line: running sum, now −1.2"
    assert "running sum −1.2" in chart.accessibleDescription()
    # beside the accuracy trend
    assert chart.parentWidget() is dialog.accuracy_chart.parentWidget()
    assert dialog.layout().indexOf(chart) == -1 and chart.isVisibleTo(dialog)
    # the bars are painted above and below nought, the line through the sums
    dialog.show()
    qtbot.waitExposed(dialog)
    image = chart.grab().toImage()
    plot = chart.plot_rect()
    low, high, _step = chart.scale()
    x = round(plot.left() + plot.width() * 0.75)  # the second deal's bar: −2.5
    y = round(plot.bottom() - (-2.0 - low) / (high - low) * plot.height())
    from braus_desktop.app.dialogs.statistics_dialog import LOSS

    assert image.pixelColor(x, y).name() == LOSS.name()
    dialog.practice_button.setChecked(True)  # practice is kept apart: nothing there
    assert dialog.skill_chart.entries == []
    in_language("da")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.skill_chart.caption() == "søjler: dygtighed pr. giv; linje: løbende sum, nu −1,2"
    assert dialog.skill_chart.title == "Dygtighed pr. giv – Bräus"
