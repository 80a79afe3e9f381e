"""The words at the table (issue 21, items 14 and 15): the game log and the end-of-deal
banner name the players ("you and North", "West and East", "East"), never the rules'
seat and team numbers, in every language; the verbs agree with their subjects; and a
thing is told once."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

WAIT = 60_000

# every game at its tables, every seat a bot
TABLES = [
    ("braus", {"players": 4}, 4),
    ("braus", {"players": 6}, 6),
    ("brus", {}, 4),
    ("brus-solo", {}, 3),
    ("brus-iceland", {}, 4),
    ("brag", {}, 3),
]

# "Seat 1", "team 0", "Lag 1", "platserna 0 + 2", "Sæde 2", "Hold 1", "Sæti 1", "Lið 1"
NUMBERED = re.compile(
    r"\b(seats?|teams?|plats(?:en|erna)?|lag(?:et)?|sæder?(?:ne)?|hold(?:et)?|sæti[ðn]?|"
    r"lið(?:ið)?)\s*\d",
    re.IGNORECASE,
)
# the subject-verb mismatches a player met in English
MISMATCHED = re.compile(
    r"\bYou (wins|takes|scores|discards|plays|leads|passes|has)\b|"
    r"\b(Us|Them) (discard|win|take|score)s?\b|"
    r"(?<!and )\b(West|East|North|South|Northwest|Northeast|Southwest|Southeast) "
    r"(score|win|take|discard)\b|&"
)
# English a player stumbled over: "West discards 1 stick in all this hand", and a name
# run into a Brag trick's name ("Trick 2: You Running flush, five high")
AWKWARD = re.compile(
    r"in all this hand|\b(You|West|East|North|Northwest|Northeast) "
    r"(Running|Run|Flush|Pair|High|Three|Prial|Supreme|Four|Two)\b"
)


def play_deals(open_window, qtbot, game_id, options, n_players, seed, deals=2):
    """Bots at every seat, instant: the log and each banner of ``deals`` deals."""
    win = open_window()
    c = win.controller
    c.new_match(game_id, options, ["beginner"] * n_players, None, seed=seed)
    banners = []
    model = win.score_model
    for _ in range(deals):
        qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
        banners.append(win.table.banner_text)  # (after Brag, the showdown sheet's words)
        # the score sheet's row of the deal tells it in the banner's words
        row = model.rowCount() - 1
        banners.append(model.data(model.index(row, 0), Qt.ToolTipRole))
        assert banners[-2].split("\n\n")[0] in banners[-1]
        if c.match.is_over:
            break
        win.next_deal()
    return c.log.lines, banners


TABLE_IDS = ["braus4", "braus6", "brus", "solo", "iceland", "brag"]
# the fast lane: every table in English (the English-only checks), and four-handed Bräus
# in every language; the other tables in the other languages are whole deals each (slow)
TABLES_IN_LANGUAGES = [
    pytest.param(
        language,
        *table,
        id=f"{table_id}-{language}",
        marks=() if language == "en" or table_id == "braus4" else pytest.mark.slow,
    )
    for language in ["en", "sv", "da", "is"]
    for table_id, table in zip(TABLE_IDS, TABLES)
]


@pytest.mark.parametrize("language,game_id,options,n_players", TABLES_IN_LANGUAGES)
def test_log_and_banners_name_players_not_numbers(
    open_window, qtbot, in_language, language, game_id, options, n_players
):
    in_language(language)
    lines, banners = play_deals(open_window, qtbot, game_id, options, n_players, seed=5)
    told = lines + banners
    assert len(lines) > 5
    numbered = [t for t in told if NUMBERED.search(t)]
    assert not numbered, numbered
    if language == "en":
        mismatched = [t for t in told if MISMATCHED.search(t)]
        assert not mismatched, mismatched
        awkward = [t for t in told if AWKWARD.search(t)]
        assert not awkward, awkward
    # a thing told once: no line straight after itself, and no risk told twice
    assert not [a for a, b in zip(lines, lines[1:]) if a == b]
    assert not [t for t in lines if t.endswith("(risk).")]


@pytest.mark.parametrize("seed", [1, *(pytest.param(s, marks=pytest.mark.slow) for s in (2, 3, 4))])
def test_brus_log_tells_the_hand_once_in_the_players_words(open_window, qtbot, seed):
    """The deal's end in the log is the banner's sentence (not "Team 0 (seats 0 + 2)
    wins the hand"), and the hand's points are not told a second time before it."""
    lines, banners = play_deals(open_window, qtbot, "brus", {}, 4, seed=seed, deals=1)
    summary = banners[0].split("\n\n")[0]  # (banners[1] is the score sheet's tip)
    assert summary in lines
    assert not [t for t in lines if t.endswith(("(hand).", "(storm).", "(bonus)."))]
    assert re.search(r"\b(You and North|West and East) (discard|win)\b", summary), summary


@pytest.mark.slow  # whole deals played until a hand is won
@pytest.mark.parametrize("game_id,n_players", [("brus", 4), ("brus-solo", 3), ("brus-iceland", 4)])
def test_a_won_hand_gives_the_winners_tricks_first(open_window, qtbot, game_id, n_players):
    """ "West and East win the hand (2–6 tricks)" read as the winners taking two: the
    winner's count comes first, as in Bräus's "(6–2)". In Solo the winner's line gives
    its own count and "Tricks: East 5, You 2, West 0." names everyone's, the winner first."""
    won = []
    for seed in (1, 2, 3):
        lines, _banners = play_deals(open_window, qtbot, game_id, {}, n_players, seed=seed)
        for line in lines:
            found = re.search(r"wins? the hand[^(]*\((\d+(?:–\d+)*) tricks\)", line)
            if not found:
                continue
            counts = [int(n) for n in found.group(1).split("–")]
            if n_players == 3:
                named = re.search(r"Tricks: (.*?)\.", line)
                assert named and len(counts) == 1, line
                each = [int(part.rsplit(" ", 1)[1]) for part in named.group(1).split(", ")]
                assert len(each) == 3 and each[0] == counts[0], line
                counts = each
            won.append((counts[0] == max(counts), line))
    assert won and all(first for first, _ in won), won


@pytest.mark.parametrize("game_id", ["brus", "brus-solo"])
def test_the_whistle_help_says_three_or_more_cards(qtbot, game_id):
    """A lead of three cards whistles with 4-card hands too (D14): the new-game dialog's
    help under the option says "three or more", not "four with 4-card hands"."""
    from PySide6.QtWidgets import QLabel

    from braus_desktop.app.dialogs.new_game import PICKS, NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.show()
    d.game_box.setCurrentIndex(next(i for i, p in enumerate(PICKS) if p[1] == game_id))
    help_label = d.findChild(QLabel, "help_whistle")
    assert help_label is not None and help_label.isVisibleTo(d)
    assert "three or more cards" in help_label.text()
    assert "four with" not in help_label.text()


def test_the_score_sheet_heading_follows_the_deal_in_play(open_window, qtbot):
    """After Next deal, before anybody scores in it, the tally says "Deal 2" (it kept
    painting "Deal 1": no row had changed)."""
    win = open_window()
    c = win.controller
    c.new_match("brus", {}, ["beginner"] * 4, None, seed=3)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    tally = win.score_view.tally
    assert "Deal 1" in tally.toolTip()
    win.next_deal()
    assert not c.match.deals[-1].is_over and not any(c.match.deals[-1].running_points())
    assert "Deal 2" in tally.toolTip() and "Deal 1" not in tally.toolTip()


def test_a_deals_opening_line_in_the_log_never_leaves_a_dash_alone(open_window, qtbot):
    """ "— Deal 1 (no. 1390851128): You deal —" wrapped in the side panel at 1024x768 put
    its closing dash alone on a line; at any width of the log it stays with its words."""
    from tests.app.test_table_read import wrapped_lines

    win = open_window()
    c = win.controller
    c.new_match("braus", {}, ["standard"] * 4, None, seed=None)
    text = c.log.lines[0]
    assert "Deal 1 (no." in text
    for width in range(120, 420, 4):
        lines = [line.strip() for line in wrapped_lines(text, win.log_view.font(), width)]
        assert "—" not in lines and len(lines) >= 1, (width, lines)
    c.shutdown()


def test_the_deal_in_play_shows_its_whole_number_on_the_score_sheet(open_window, qtbot):
    """A Brus deal with a risk point in play has a row: its number is the deal's, whole,
    in a column wide enough for it (it said "1…", which read as a number cut short)."""
    from PySide6.QtGui import QFontMetrics

    win = open_window()
    win.resize(1024, 768)
    c = win.controller
    seen = []

    def look() -> None:
        model, table = win.score_model, win.score_view.table
        for r in range(model.rowCount()):
            if model.row(r).in_play:
                index = model.index(r, 0)
                text = model.data(index)
                width = QFontMetrics(model.data(index, Qt.FontRole)).horizontalAdvance(text)
                seen.append((text, len(c.match.deals), width <= table.columnWidth(0) - 6))

    c.turn_changed.connect(look)
    c.new_match("brus", {}, ["standard"] * 4, None, seed=5)
    for _ in range(3):
        qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
        if c.match.is_over:
            break
        win.next_deal()
    c.shutdown()
    assert seen
    assert all(text == str(deal) and fits for text, deal, fits in seen), seen


def test_statistics_show_no_jan_for_brag(open_window, qtbot):
    """Brag has no Jan: its row's Jan cell is a dash, like the storms of a game without."""
    win = open_window()
    c = win.controller
    c.new_match("brag", {"target": 5}, ["beginner"] * 2, None, seed=72)
    while True:
        qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
        if c.match.is_over:
            break
        win.next_deal()
    win.statistics_action.trigger()
    model = win.statistics_dialog.model
    heads = [model.horizontalHeaderItem(col).text() for col in range(model.columnCount())]
    [row] = [
        {h: model.item(r, col).text() for col, h in enumerate(heads)}
        for r in range(model.rowCount())
    ]
    assert row["Game"].startswith("Brag")
    assert row["Jan"] == row["Storms"] == row["Risks"] == "\u2013"
    win.statistics_dialog.close()


@pytest.mark.parametrize("language", ["en", "sv"])
def test_a_computer_player_in_your_seat_is_not_you_is_thinking(
    open_window, qtbot, in_language, language
):
    """With computer players in every seat (``--watch``), the turn line said "You is
    thinking…" while the one in your seat chose: it names the computer player in your seat,
    grammatically, in every language."""
    win = open_window()
    in_language(language)
    seen = []
    real = win.turn_label.setText

    def record(text):
        seen.append(text)
        real(text)

    win.turn_label.setText = record
    c = win.controller
    c.new_match("braus", {}, ["standard"] * 4, None, seed=5)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    yours = {
        "en": "The computer player in your seat is thinking…",
        "sv": "Datorspelaren på din plats funderar…",
    }[language]
    you = {"en": "You", "sv": "Du"}[language]
    assert yours in seen
    assert not [t for t in seen if t.startswith(you + " ")], seen
    c.shutdown()
