"""Swedish, as a player on Gotland reads it: with the language set to Swedish the rules'
own sentences (an illegal move's reason, a deal's summary), the score sheet, the seat
badges, the game log, a hint, the rules help, the statistics and the deal editor are all
in Swedish; the rules model itself still speaks English, and English mode is unchanged."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from braus_desktop.app import i18n
from braus_desktop.rules import Play, make_game
from braus_desktop.rules.deals import deal_shape, match_from_deal

LEVELS = ["human", "standard", "standard", "standard"]
WAIT = 60_000


def straight_braus_match(dealer=3):
    """You (seat 0) are forehand: 6♣ 9♣ J♣ A♣ playable, 7♣ a trick, 8♣ 10♣ Q♣ K♣ not."""
    game = make_game("braus")
    pack = list(deal_shape(game).pack)
    return match_from_deal(game, [pack[i * 9 : (i + 1) * 9] for i in range(4)], dealer=dealer)


@pytest.fixture
def swedish(qapp):
    assert i18n.install(qapp, "sv") == "sv"
    yield
    assert i18n.install(qapp, "en") == "en"


@pytest.fixture
def sv_window(swedish, open_window):
    """The main window built in Swedish (the language is set before it is made, as at a
    start with the Swedish setting)."""
    return open_window()


def right_click(table, card):
    item = table.item_for(card)
    point = table.mapFromScene(item.sceneBoundingRect().center())
    QApplication.sendEvent(
        table.viewport(),
        QContextMenuEvent(
            QContextMenuEvent.Mouse, point, table.viewport().mapToGlobal(point), Qt.NoModifier
        ),
    )


def test_an_illegal_move_is_explained_in_swedish_in_the_status_bar(qtbot, sv_window):
    c = sv_window.controller
    c.start_match(straight_braus_match(), LEVELS)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    queen = next(x for x in c.state.hand(0) if x.text == "QC")
    reason = c.state.why_illegal(Play.of(queen))
    assert reason == "The Q♣ is an unplayable card in Bräus: it never leaves the hand."
    right_click(sv_window.table, queen)
    assert (
        sv_window.statusBar().currentMessage()
        == "Q♣ är ett ospelbart kort i Bräus: det lämnar aldrig handen."
    )
    king = next(x for x in c.state.hand(0) if x.text == "KC")
    c.input.play([king])  # what a click on a dimmed card does
    assert sv_window.statusBar().currentMessage().startswith("K♣ är ett ospelbart kort")
    assert "utslagskortet" in sv_window.statusBar().currentMessage()
    c.input.pass_turn()
    assert (
        sv_window.statusBar().currentMessage()
        == "Du har utspelet: spela ut ett av dina spelbara kort."
    )


def test_the_seat_badges_and_the_game_log_are_swedish(qtbot, sv_window):
    c = sv_window.controller
    c.start_match(straight_braus_match(), LEVELS)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    table = sv_window.table
    assert [table.badge(s).name for s in range(4)] == ["Du", "Väst", "Nord", "Öst"]
    assert table.badge(0).detail == "Din plats" and table.badge(1).detail == "Standard"
    assert c.names == ["You", "West", "North", "East"]  # saved in English, shown in Swedish
    lines = c.log.lines
    assert lines[0] == "—\u00a0Giv 1: Öst ger\u00a0—"
    assert "Du lägger ut 7♣ som ett stick." in lines
    played = [p for p in c.state.legal_actions() if isinstance(p, Play)][0]
    c.input.play(list(played.cards))
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
    assert f"Du spelar ut {played.card.display}." in c.log.lines
    assert any(line.startswith(("Väst lägger", "Väst passar.")) for line in c.log.lines)
    assert sv_window.turn_label.text() in ("Din tur", "Given är slut")


def test_the_score_sheet_and_the_deal_summary_are_swedish(qtbot, sv_window):
    c = sv_window.controller
    c.new_match("braus", {}, ["standard"] * 4, None, seed=11)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    model = sv_window.score_model
    heads = [model.headerData(i, Qt.Horizontal) for i in range(model.columnCount())]
    assert heads == ["#", "Givare", "Vi", "De", "Summa"]
    assert model.headerData(2, Qt.Horizontal, Qt.ToolTipRole) == "Givens poäng: Vi (Du + Nord)"
    result = c.state.result()
    assert result.summary.startswith(("Team", "Drawn"))  # the rules still speak English
    tip = model.data(model.index(0, 0), Qt.ToolTipRole)
    assert tip.startswith("Giv 1, given av ")
    banner = sv_window.table.banner_text
    assert banner.endswith("Klicka här eller tryck Nästa giv.")
    assert any(w in banner for w in ("tar sex stick", "Oavgjord giv", "vinner med fem stick"))
    # the tip and the log say the banner's words, with the players' names (not "Lag 1")
    summary = banner.split("\n\n")[0]
    assert summary in tip and summary in c.log.lines and "Lag" not in tip
    tally = sv_window.score_view.tally
    assert tally.title() == "Bräus · spel till 6" and tally.status() == "Giv 1"
    assert "Vi (Du + Nord)" in tally.describe()


def test_a_hint_is_given_in_swedish(qtbot, sv_window):
    c = sv_window.controller
    c.start_match(straight_braus_match(), LEVELS, practice=True)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    assert c.request_hint(samples=4)
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)
    assert c.hint_text.startswith(("Spela ut", "Ta över", "Passa")), c.hint_text
    assert sv_window.turn_label.text() == f"Träning · Tips: {c.hint_text}"


def test_the_rules_help_is_swedish(qtbot, sv_window, swedish):
    from braus_desktop.app.dialogs.rules_help import WHY_NOT

    c = sv_window.controller
    c.start_match(straight_braus_match(), LEVELS)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    sv_window.rules_action.trigger()
    dialog = sv_window.rules_help_dialog
    assert dialog.windowTitle() == "Regler — Bräus Desktop"
    assert [dialog.pages.item(i).text() for i in range(dialog.pages.count())][:2] == [
        "Bräus",
        "Dansk Brus",
    ]
    text = dialog.browsers["braus"].toPlainText()
    for words in (
        "Spelare och kort",
        "Tre sorters kort",
        "Spelbara kort, det högsta först",
        "Spit",
        "Val",
        "Spel till",
        "I det här spelet: 6.",
    ):
        assert words in text, words
    assert "Players and cards" not in text
    dialog.show_page(WHY_NOT)
    why = dialog.browsers[WHY_NOT].toPlainText()
    assert "Varför kan jag inte spela" in why
    assert "Q♣ är ett ospelbart kort i Bräus" in why and "Klöver dam" not in why
    dialog.show_page("brag")
    assert "Färgstege, ess-två-tre" in dialog.browsers["brag"].toPlainText()


def test_the_statistics_dialog_is_swedish(qtbot, sv_window):
    c = sv_window.controller
    c.new_match("braus", {"target": 3}, ["beginner"] * 4, None, seed=2)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    sv_window.statistics_action.trigger()
    dialog = sv_window.statistics_dialog
    model = dialog.model
    heads = [model.horizontalHeaderItem(i).text() for i in range(model.columnCount())]
    assert heads == [
        "Spel",
        "Matcher",
        "Vunna matcher",
        "Givar",
        "Vunna givar",
        "Poäng",
        "Jan",
        "Stormar",
        "Vågade",
        "Träffsäkerhet",
    ]
    assert dialog.windowTitle() == "Statistik"
    assert dialog.serious_button.text() == "&Allvarliga matcher"
    assert model.item(0, 0).text().startswith("Bräus\n4 spelare, till 3 poäng")
    assert dialog.points_chart.title == "Poäng per match – Bräus"
    assert "isländsk Brús" in dialog.series_box.detail.text()
    dialog.close()


def test_the_deal_editor_is_swedish(qtbot, swedish):
    from braus_desktop.app.dialogs.deal_editor import DealEditorDialog

    d = DealEditorDialog(make_game("brus"), names=["You", "West", "North", "East"])
    qtbot.addWidget(d)
    d.show()
    assert d.windowTitle() == "Givredigerare"
    assert d.ok_button.text() == "&Spela den här given"
    assert [d.dealer_box.itemText(i) for i in range(4)] == ["Du", "Väst", "Nord", "Öst"]
    assert "Talongen dras i den ordning du fyller den" in d.help.text()
    d.fill_rest()
    lost = d.hands[1][0]
    d.assign(lost, None)
    text = d.message.text()
    assert "Väst har 2 kort; varje hand ska ha 3." in text
    assert f"1 kort finns ännu varken på någon hand eller i talongen: {lost.display}." in text
    assert d._buttons[lost].accessibleName().endswith(", inte utdelat")
    assert d._buttons[lost].accessibleName()[0].isupper()


def test_a_brag_arrangement_is_named_and_judged_in_swedish(qtbot, swedish):
    from braus_desktop.app.art import CardArt
    from braus_desktop.app.dialogs.arranger import ArrangerDialog

    game = make_game("brag")
    hand = game.new_deal(seed=3).hand(1)
    dialog = ArrangerDialog(game, hand, CardArt())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.hand_title.text() == "Din hand"
    dialog.auto_arrange()
    names = [label.text() for label in dialog.row_labels]
    assert all(names) and not any("high" in n or "Prial" in n for n in names), names
    assert any(
        n.startswith(("Triss", "Färgstege", "Stege", "Färg", "Par", "Högt kort")) for n in names
    )


def test_new_game_dialog_offers_the_games_and_options_in_swedish(qtbot, swedish):
    from braus_desktop.app.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    games = [dialog.game_box.itemText(i) for i in range(dialog.game_box.count())]
    assert games[:3] == ["Bräus · 4 spelare", "Bräus · 6 spelare", "Dansk Brus"]
    assert dialog.game_blurb.text() == "Bräus från Gotland: 4 eller 6 spelare i två lag."
    dialog.game_box.setCurrentIndex(2)
    assert dialog._editors["no_stock"].widget.text() == "Ingen talong"
    assert dialog._name_edits[1].text() == "Väst"
    assert dialog.choice().names == ["You", "West", "North", "East"]
    dialog._editors["no_stock"].widget.setChecked(True)
    dialog._editors["hand_size"].set_value(4)
    assert (
        "”Ingen talong”" in dialog.error_label.text()
        or "“Ingen talong”" in dialog.error_label.text()
    )


def test_english_mode_is_unchanged(qtbot, window):
    """The same places in English: the rules' words as they always were."""
    c = window.controller
    c.start_match(straight_braus_match(), LEVELS)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    right_click(window.table, next(x for x in c.state.hand(0) if x.text == "QC"))
    assert (
        window.statusBar().currentMessage()
        == "The Q♣ is an unplayable card in Bräus: it never leaves the hand."
    )
    assert c.log.lines[0] == "—\u00a0Deal 1: East deals\u00a0—"
    assert "You lay 7♣ as a trick." in c.log.lines
    assert [window.table.badge(s).name for s in range(4)] == ["You", "West", "North", "East"]
    assert window.table.badge(0).detail == "Your seat"
    assert window.table.badge(1).detail == "Standard"
    model = window.score_model
    assert [model.headerData(i, Qt.Horizontal) for i in range(model.columnCount())] == [
        "#",
        "Dealer",
        "Us",
        "Them",
        "Total",
    ]
