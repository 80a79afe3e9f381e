"""The score sheet follows a match of every game played by random legal moves: one row
per deal, the match's own totals, friendly summaries, a tally that paints cleanly."""

import random

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QImage

from braus_desktop.app.dialogs.new_game import default_names
from braus_desktop.app.score_sheet import (
    ScoreSheetModel,
    ScoreSheetView,
    deal_summary,
    deal_summary_phrase,
    match_summary,
    sides_of,
)
from braus_desktop.rules import make_game
from braus_desktop.rules.match import Match

GAMES = [
    ("braus", {}),
    ("braus", {"players": 6}),
    ("brus", {}),
    ("brus-solo", {}),
    ("brus-iceland", {}),
    ("brag", {}),
    ("brag", {"players": 3}),
    ("brag", {"players": 4}),
]


class Signals:
    """Counts the model's structural signals and checks inserts append at the end."""

    def __init__(self, model):
        self.resets = self.inserted = self.changed = 0
        model.modelReset.connect(self._reset)
        model.rowsAboutToBeInserted.connect(self._before_insert)
        model.rowsInserted.connect(self._insert)
        model.dataChanged.connect(self._changed)
        self.model = model

    def _reset(self):
        self.resets += 1

    def _before_insert(self, parent, first, last):
        assert first == self.model.rowCount() and last >= first

    def _insert(self, parent, first, last):
        self.inserted += last - first + 1
        assert self.model.rowCount() == last + 1

    def _changed(self, top, bottom, roles):
        assert 0 <= top.row() <= bottom.row() < self.model.rowCount()
        self.changed += 1


def play(game_id, options, seed=3, model=None, stop_after=None):
    """A match by random legal moves; the model is refreshed after every action."""
    game = make_game(game_id, **options)
    match = Match(game, seed=seed)
    rng = random.Random(seed)
    if model is not None:
        model.set_match(match, default_names(game.n_players))
    while not match.is_over and (stop_after is None or len(match.deals) <= stop_after):
        state = match.deal
        if state.is_over:
            match.next_deal()
        else:
            match.apply(state.random_action(rng))
        if model is not None:
            model.refresh()
    return match


def cell(model, row, col, role=Qt.DisplayRole):
    return model.data(model.index(row, col), role)


@pytest.mark.parametrize("game_id,options", GAMES)
def test_rows_and_totals_follow_the_match(game_id, options):
    model = ScoreSheetModel()
    signals = Signals(model)
    match = play(game_id, options, model=model)
    game = match.game
    n = game.n_sides
    assert model.columnCount() == 3 + n
    expected = [
        (i + 1, s) for i, s in enumerate(match.deals) if s.is_over or any(s.running_points())
    ]
    assert model.rowCount() == len(expected)
    assert signals.resets == 1 and signals.inserted == len(expected)
    totals = [0] * n
    for row, (number, state) in enumerate(expected):
        points = state.result().points if state.is_over else state.running_points()
        totals = [a + b for a, b in zip(totals, points)]
        assert cell(model, row, 0, model.ValueRole) == number
        assert cell(model, row, 1) == default_names(game.n_players)[state.dealer]
        for side in range(n):
            assert cell(model, row, 2 + side, model.ValueRole) == points[side]
            assert cell(model, row, 2 + side) == (f"+{points[side]}" if points[side] else "·")
        assert cell(model, row, model.total_column, model.ValueRole) == tuple(totals)
        if state.is_over:
            # the banner's words (players' names), not the rules' "Team 1 takes ..."
            assert deal_summary(match, state) in cell(model, row, 0, Qt.ToolTipRole)
    assert tuple(totals) == match.scores
    assert cell(model, model.rowCount() - 1, model.total_column) == "–".join(
        str(x) for x in match.scores
    )
    assert model.rowCount(model.index(0, 0)) == 0  # a table, not a tree


def test_headers_name_the_sides():
    model = ScoreSheetModel()
    match = play("brus", {}, stop_after=1)
    model.set_match(match, ["Ann", "Bo", "Cy", "Di"])
    heads = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    assert heads == ["#", "Dealer", "Us", "Them", "Total"]
    assert "Us (Ann + Cy)" in model.headerData(2, Qt.Horizontal, Qt.ToolTipRole)
    assert "Them (Bo + Di)" in model.headerData(3, Qt.Horizontal, Qt.ToolTipRole)
    assert [s.full for s in model.sides] == ["Us (Ann + Cy)", "Them (Bo + Di)"]
    default = sides_of(make_game("braus"))
    assert [s.full for s in default] == ["Us (You + North)", "Them (West + East)"]
    brag = ScoreSheetModel()
    brag.set_match(play("brag", {"players": 3}, stop_after=0))
    assert [brag.headerData(c, Qt.Horizontal) for c in (2, 3, 4)] == ["You", "West", "East"]


def test_a_risk_point_shows_before_the_deal_ends():
    """Brus points count at once: the deal in play gets a row as soon as it has one."""
    for seed in range(40):
        game = make_game("brus")
        match = Match(game, seed=seed)
        model = ScoreSheetModel()
        model.set_match(match)
        rng = random.Random(seed)
        state = match.deal
        while not state.is_over and not any(state.running_points()):
            match.apply(state.random_action(rng))
            model.refresh()
        if not state.is_over:
            assert model.rowCount() == 1
            # its number, in italics: "1…" read as a number cut short
            assert cell(model, 0, 0) == "1"
            assert cell(model, 0, 0, Qt.FontRole).italic()
            assert "Deal 1 (in play)" in cell(model, 0, 0, Qt.ToolTipRole)
            assert cell(model, 0, 0, Qt.AccessibleTextRole) == "Deal 1, in play"
            assert cell(model, 0, model.total_column, model.ValueRole) == match.scores
            assert "so far" in cell(model, 0, 0, Qt.ToolTipRole)
            break
    else:
        pytest.fail("no seed gave a risk point before the end of the first deal")


def test_a_new_match_resets_the_model():
    model = ScoreSheetModel()
    signals = Signals(model)
    play("braus", {}, model=model)
    rows = model.rowCount()
    play("brag", {}, model=model)
    assert signals.resets == 2
    assert model.columnCount() == 5 and model.rowCount() != 0
    model.set_match(Match(make_game("braus"), seed=1))
    assert model.rowCount() == 0 and rows > 0
    assert model.data(QModelIndex()) is None


@pytest.mark.parametrize("game_id,options", GAMES)
def test_summaries_mention_the_winner(game_id, options):
    match = play(game_id, options)
    names = default_names(match.game.n_players)
    sides = sides_of(match.game, names)
    text = match_summary(match, names)
    assert sides[match.winner].subject in text
    assert str(match.scores[match.winner]) in text or "sticks" in text
    if game_id == "brus-iceland":
        assert f"Series value: {match.series_value()}" in text
    for state in match.deals:
        summary = deal_summary(match, state, names)
        assert summary and summary[0].isupper()
        if state.is_over and state.result().winner is not None:
            assert sides[state.result().winner].subject in summary
        if not state.is_over:
            assert summary.startswith("Deal in play")


def test_a_drawn_deal_says_you_deal_again_in_every_language(in_language):
    """B9: the same dealer deals again; the player dealing read "You deals again"."""
    from braus_desktop.app.phrases import say
    from tests.bots.benchmark_module import load

    drawn_line = load("match_replay").drawn_line
    game = make_game("braus")
    match = Match(game, seed=1)
    drawn = {}
    for dealer in (0, 2):
        for seed in range(73, 400):
            state = game.new_deal(seed=seed, dealer=dealer)
            line = drawn_line(state)
            if line is not None:
                for action in line:
                    state.apply(state.parse_action(action))
                drawn[dealer] = state
                break
    names = ["You", "West", "North", "East"]
    assert drawn[0].is_over and drawn[0].result().winner is None
    assert deal_summary(match, drawn[0], names).endswith(": you deal again.")
    assert deal_summary(match, drawn[2], names).endswith(": North deals again.")
    words = {"sv": ": du ger igen.", "da": ": du giver igen.", "is": ": þú gefur aftur."}
    for code, end in words.items():
        in_language(code)
        assert say(deal_summary_phrase(match, drawn[0], names)).endswith(end), code


def test_deal_summaries_tell_jan_storm_and_outcomes():
    seen = set()
    for seed in range(30):
        for game_id in ("braus", "brus", "brus-iceland"):
            match = play(game_id, {}, seed=seed)
            for state in match.deals:
                if not state.is_over:
                    continue
                r = state.result()
                text = deal_summary(match, state)
                if getattr(r, "jan", False) and game_id == "braus":
                    assert "Jan" in text
                    seen.add("jan")
                if getattr(r, "draw", False):
                    assert "Drawn" in text and "deals again" in text
                if getattr(r, "outcome_card", False):
                    assert "outcome card" in text
                if getattr(r, "storm", False) and r.storm_side == r.winner:
                    assert "storming the castle" in text
                    seen.add("storm")
                if getattr(r, "jana", False):
                    assert "jana" in text
                    seen.add("jana")
                if any(x.points for x in getattr(r, "risks", ())):
                    assert "Risks:" in text
                    seen.add("risk")
    assert {"jan", "storm", "jana", "risk"} <= seen


def test_an_unfinished_match_is_summed_up():
    match = play("braus", {}, stop_after=2)
    assert match_summary(match).startswith("After 3 deals")


def _ink(image: QImage, colour_test) -> int:
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            if colour_test(image.pixelColor(x, y)):
                count += 1
    return count


@pytest.mark.parametrize("game_id,options", GAMES)
@pytest.mark.parametrize("width", [280, 400])
def test_the_view_paints_every_game(qtbot, game_id, options, width):
    model = ScoreSheetModel()
    view = ScoreSheetView(model)
    qtbot.addWidget(view)
    play(game_id, options, model=model, stop_after=3)
    view.resize(width, 420)
    view.show()
    qtbot.waitExposed(view)
    image = view.tally.grab().toImage()
    # as wide as asked, or as the deals' numbers need (four Brag players at 280 px)
    assert image.width() == max(width, view.minimumSizeHint().width())
    assert image.width() <= width + 40
    # Something coloured was drawn (the tally's sticks, strokes, comb or bars).
    assert _ink(image, lambda c: c.saturation() > 80 and c.value() > 40) > 20
    # Every side's caption fits: the tally is tall enough for its rows.
    assert view.tally.height() >= view.tally.minimumHeight()
    described = view.tally.accessibleDescription()
    for side in model.sides:
        assert side.full in described
    # The numbers stay readable: the point and total columns are never hidden.
    for c in range(model.columnCount()):
        if c != ScoreSheetModel.DEALER:
            assert not view.table.isColumnHidden(c)
            assert view.table.columnWidth(c) >= view.table.sizeHintForColumn(c)


def test_tally_captions_read_each_games_score():
    model = ScoreSheetModel()
    view = ScoreSheetView(model)
    match = play("brus", {}, model=model)
    left = [max(0, match.game.target - s) for s in match.scores]
    loser = 1 - match.winner
    assert view.tally.caption(loser) == (
        f"{left[loser]} sticks left" if left[loser] != 1 else "1 stick left"
    )
    assert view.tally.caption(match.winner).startswith("won")
    play("braus", {}, model=model, stop_after=2)
    m = model.scored
    assert view.tally.caption(0) == f"{m.scores[0]} of {m.game.target}"
    iceland = play("brus-iceland", {}, model=model)
    assert "Series: " in view.tally.describe()
    assert str(iceland.series_value()) in view.tally.describe()
    view.deleteLater()


def test_braus_draws_no_strokes_for_points_not_scored(qtbot):
    """Issue 36, item 9: at "0 of 6" the Bräus tally drew six grey strokes, which a
    newcomer read as points. A stroke is drawn for a point scored, and only then."""
    from PySide6.QtGui import QPalette

    model = ScoreSheetModel()
    view = ScoreSheetView(model)
    qtbot.addWidget(view)
    game = make_game("braus")
    match = Match(game, seed=3)
    model.set_match(match, default_names(game.n_players))
    view.resize(320, 420)
    view.show()
    qtbot.waitExposed(view)
    tally = view.tally
    base = tally.palette().color(QPalette.ColorRole.Base).rgb()
    ratio = tally.devicePixelRatioF()

    def marks(image) -> list[int]:
        counts = []
        for what, rect, *_rest in tally.arrange(tally.width())[0]:
            if what != "tally":
                continue
            counts.append(
                sum(
                    1
                    for y in range(int(rect.top() * ratio), int(rect.bottom() * ratio))
                    for x in range(int(rect.left() * ratio), int(rect.right() * ratio))
                    if image.pixelColor(x, y).rgb() != base
                )
            )
        return counts

    empty = marks(tally.grab().toImage())
    assert len(empty) == 2 and empty == [0, 0], empty
    # two points: two strokes, in the side's ink
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPainter

    from braus_desktop.app.games import game_ui

    image = QImage(120, 24, QImage.Format.Format_ARGB32)
    for score, wanted in ((0, 0), (2, 2)):
        image.fill(QColor("white"))
        painter = QPainter(image)
        game_ui(game).draw_tally(
            painter,
            QRectF(0, 0, 120, 24),
            score,
            6,
            QColor("#1f5fa8"),
            QColor("#888888"),
            tally.font(),
        )
        painter.end()
        columns = {
            x
            for x in range(120)
            for y in range(24)
            if image.pixelColor(x, y).rgb() != QColor("white").rgb()
        }
        strokes = sum(1 for x in columns if x - 1 not in columns)
        assert strokes == wanted, (score, sorted(columns))
