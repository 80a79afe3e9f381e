"""What a newcomer read wrongly (issue 36, item 9): the Icelandic cut showing the last
deal's bottom card, the Brag showdown's action bar saying the deal was over (or that it
was the player's turn) while the tricks were still compared, the Swedish log cutting the
dots of Ö, and Settings naming the table's colour by its hex code."""

from __future__ import annotations

import pytest

from braus_desktop.rules import Cut

WAIT = 60_000


@pytest.mark.slow  # deals played until the player cuts again
def test_the_icelandic_cut_shows_no_bottom_card_of_the_last_deal(qtbot, window):
    c = window.controller
    c.new_match("brus-iceland", {}, ["human", "beginner", "beginner", "beginner"], None, seed=4)
    checked = 0
    for _ in range(2000):
        qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
        if c.deal_over:
            if c.match.is_over or len(c.match.deals) >= 6:
                break
            window.next_deal()
            continue
        legal = c.state.legal_actions()
        if all(isinstance(a, Cut) for a in legal):
            cut_before = any(isinstance(a, Cut) for _seat, a in c.state.history)
            if len(c.match.deals) >= 2 and not cut_before:
                # the pack is spread for the deal's first cut: no bottom card yet (a
                # shameful cut's card stays while the pack is cut again: it says why)
                assert window.table.bottom_card is None, (
                    window.table.bottom_card,
                    len(c.match.deals),
                    c.state.history,
                    [e.kind for e in c.state.events],
                )
                checked += 1
            c.input.cut(legal[0].position)
            if checked:  # the deals after it would only be played (issue 44: the time)
                break
            continue
        c.apply(legal[0])
    assert checked >= 1


@pytest.mark.slow  # the showdown at fast speed
def test_the_brag_showdown_is_told_as_a_showdown_until_it_is_over(qtbot, open_window):
    window = open_window()
    window.settings.override("animation/speed", "fast")
    c = window.controller
    c.new_match("brag", {}, ["human", "beginner", "beginner"], None, seed=3)
    qtbot.waitUntil(lambda: c.input.wants_arrangement(), timeout=WAIT)
    if window._arranger is not None:
        window._arranger.reject()
    said = []
    c.turn_changed.connect(lambda: said.append((c.deal_over, window.turn_label.text())))
    assert c.input.arrange(c.game.greedy_arrangement(c.state.hand(0)))
    assert c.state.is_over and not c.deal_over  # the tricks are being compared
    assert window.turn_label.text() == "Showdown: the tricks are compared"
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    assert window.turn_label.text() == "The deal is over"
    during = [text for over, text in said if not over]
    assert during and all(text == "Showdown: the tricks are compared" for text in during)
    assert not any("Your turn" in text for _over, text in said)


def test_the_log_leaves_room_for_the_dots_of_o_umlaut(qtbot, window, in_language):
    """In the Swedish log the dots of Ö vanished at 100%: a row as high as the font cut
    off what reaches above its ascent. Every row is high enough for Å, Ä, Ö and Ø, and
    the letters' ink lies inside the row."""
    from PySide6.QtGui import QFontMetrics

    in_language("sv")
    c = window.controller
    c.new_match("braus", {}, ["human", "standard", "standard", "standard"], None, seed=5)
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
    c.log.append("Öst lägger Å♦. Ø Þ")
    view = window.log_view
    qtbot.waitUntil(
        lambda: view.visualRect(c.log.index(c.log.rowCount() - 1)).height() > 0, timeout=WAIT
    )
    metrics = QFontMetrics(view.font())
    capitals = metrics.tightBoundingRect("ÅÄÖØÞ")  # (above the baseline: negative top)
    for row in range(c.log.rowCount()):
        rect = view.visualRect(c.log.index(row))
        # the text is centred in its row: the ascent's top lies half the extra room down
        top_of_ascent = (rect.height() - metrics.height()) / 2
        assert top_of_ascent + metrics.ascent() + capitals.top() >= 0.5, (row, rect.height())


@pytest.mark.slow  # the showdown at fast speed
def test_the_score_sheet_waits_for_the_brag_showdown(qtbot, open_window):
    """The sheet's row, its totals and the tally's points were filled while the table still
    compared the first trick: the result is told once the showdown has shown it."""
    window = open_window()
    window.settings.override("animation/speed", "fast")
    c = window.controller
    c.new_match("brag", {}, ["human", "beginner", "beginner"], None, seed=3)
    qtbot.waitUntil(lambda: c.input.wants_arrangement(), timeout=WAIT)
    if window._arranger is not None:
        window._arranger.reject()
    model, tally = window.score_model, window.score_view.tally
    seen = []  # what the sheet showed at each turn of the showdown
    c.turn_changed.connect(
        lambda: seen.append(
            (c.deal_over, model.rowCount(), model.standing.scores, tally.describe())
        )
    )
    before = tally.describe()
    assert c.input.arrange(c.game.greedy_arrangement(c.state.hand(0)))
    assert c.state.is_over and not c.deal_over and any(c.match.scores)
    # the table compares the tricks: the sheet still shows the match before this deal
    assert model.rowCount() == 0 and not any(model.standing.scores)
    assert tally.describe() == before
    during = [s for s in seen if not s[0]]
    assert during and all(
        rows == 0 and not any(scores) and said == before for _over, rows, scores, said in during
    )
    window.retranslate()  # words said again meanwhile tell nothing either
    assert model.rowCount() == 0 and not any(model.standing.scores)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    qtbot.waitUntil(lambda: model.rowCount() == 1, timeout=WAIT)
    assert model.standing.scores == tuple(c.match.scores) and tally.describe() != before
