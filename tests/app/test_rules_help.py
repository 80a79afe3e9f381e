"""The rules help (F1): a page per game, ranking charts read from the rules tables and
drawn in that order, the options from the games' own descriptions, and the why-not page
and right-click giving the rules' own reason for every card that cannot be played."""

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from braus_desktop.app.dialogs.rules_help import (
    WHY_NOT,
    RulesHelpDialog,
    chart_cards,
    ranking_chart,
    why_not,
    why_not_rows,
)
from braus_desktop.rules import GAME_IDS, Play, braus, brus, game_class, make_game
from braus_desktop.rules.brag_eval import CATEGORIES_3, CATEGORIES_4, evaluate
from braus_desktop.rules.deals import deal_shape, match_from_deal
from braus_desktop.rules.match import Match

LEVELS = ["human", "standard", "standard", "standard"]


def straight_braus_match(dealer=3):
    """You (seat 0) are forehand and lead with 6♣ 9♣ J♣ A♣ playable, 7♣ laid as a trick,
    and 8♣ 10♣ Q♣ K♣ unplayable."""
    game = make_game("braus")
    pack = list(deal_shape(game).pack)
    return match_from_deal(game, [pack[i * 9 : (i + 1) * 9] for i in range(4)], dealer=dealer)


def page_cards(dialog, page):
    """The card texts of the images on a page, in document order."""
    html = dialog.browsers[page].toHtml()
    return re.findall(r'src="card:[^/]*/\d+/([0-9A-Z]+)"', html)


def test_f1_opens_the_help_on_the_current_games_page(qtbot, window):
    game = make_game("brus-iceland")
    window.controller.start_match(Match(game, seed=3), LEVELS)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key_F1)
    dialog = window.rules_help_dialog
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.current_page == "brus-iceland"
    assert "Icelandic Brús" in dialog.browsers["brus-iceland"].toPlainText()


def test_every_game_has_a_page_with_its_chart_and_its_options(qtbot):
    dialog = RulesHelpDialog()
    qtbot.addWidget(dialog)
    for game_id in GAME_IDS:
        dialog.show_page(game_id)
        text = dialog.browsers[game_id].toPlainText()
        assert "Ranking chart" in text
        assert page_cards(dialog, game_id)
        for option in game_class(game_id).options():
            assert option.help in text


@pytest.mark.parametrize("code", ["en", "sv", "da", "is"])
def test_the_page_list_shows_every_title_whole_in_every_language(qtbot, in_language, code):
    in_language(code)
    dialog = RulesHelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    pages = dialog.pages
    assert not pages.horizontalScrollBar().isVisible()
    metrics = pages.fontMetrics()
    for row in range(pages.count()):
        item = pages.item(row)
        assert pages.visualItemRect(item).right() <= pages.viewport().width()
        assert metrics.horizontalAdvance(item.text()) < pages.viewport().width(), item.text()


def test_the_braus_chart_is_the_rules_ranking_in_order_with_the_matadors_named(qtbot):
    dialog = RulesHelpDialog()
    qtbot.addWidget(dialog)
    dialog.show_page("braus")
    drawn = page_cards(dialog, "braus")
    assert drawn[: len(braus.RANKING)] == [c.text for c in braus.RANKING]
    assert chart_cards(make_game("braus"))[0] == list(braus.RANKING)
    assert sorted(drawn[len(braus.RANKING) :]) == sorted(
        c.text for c in braus.PACK if c not in braus.RANKING
    )
    text = dialog.browsers["braus"].toPlainText()
    for name in braus.NAMES.values():
        assert name in text


def test_the_brus_charts_follow_the_games_tables_and_options(qtbot):
    sections = chart_cards(make_game("brus"))
    assert sections[0] == list(brus.RANKING)
    assert [c.text for c in sections[1]] == ["KS", "KC", "7C", "7S", "7H", "7D"]
    low = chart_cards(make_game("brus", no_stock=True))[0]
    assert [c.text for c in low[len(brus.RANKING) :]] == list(brus.LOW_RANKING)
    assert len(chart_cards(make_game("brus-iceland"))) == 2  # no seven-led order
    dialog = RulesHelpDialog()
    qtbot.addWidget(dialog)
    dialog.show_page("brus")
    assert page_cards(dialog, "brus")[:18] == [c.text for c in brus.RANKING]
    assert "Galhund" in dialog.browsers["brus"].toPlainText()


def test_the_brag_chart_is_in_the_evaluators_order_and_shows_every_category():
    for size, categories in ((3, CATEGORIES_3), (4, CATEGORIES_4)):
        for horwell in (True, False):
            game = make_game("brag", trick_size=size, horwell_rule=horwell)
            entries = ranking_chart(game)[0].entries
            values = [
                evaluate(
                    e.cards,
                    wilds="jokers_and_twos" if any(c.joker for c in e.cards) else "none",
                    horwell_rule=horwell,
                )
                for e in entries
            ]
            assert all(a > b for a, b in zip(values, values[1:]))
            assert {v.category for v in values} == set(categories)


def test_why_not_lists_exactly_the_unplayable_cards_with_the_rules_reasons(qtbot, window):
    match = straight_braus_match()
    window.controller.start_match(match, LEVELS)
    qtbot.waitUntil(lambda: window.controller.human_to_act, timeout=5000)
    state = window.controller.state
    legal = {c for a in state.legal_actions() if isinstance(a, Play) for c in a.cards}
    expected = [(c, state.why_illegal(Play.of(c))) for c in state.hand(0) if c not in legal]
    assert [c.text for c, _ in expected] == ["8C", "10C", "QC", "KC"]
    assert why_not_rows(state, 0) == expected
    assert why_not(state, 0, sorted(legal, key=lambda c: c.index)[0]) is None
    window.rules_action.trigger()
    dialog = window.rules_help_dialog
    dialog.show_page(WHY_NOT)
    text = dialog.browsers[WHY_NOT].toPlainText()
    for _card, reason in expected:
        assert reason in text
    assert page_cards(dialog, WHY_NOT) == [c.text for c, _ in expected]


def test_right_click_or_the_menu_key_on_a_dimmed_card_shows_its_reason(qtbot, window):
    window.controller.start_match(straight_braus_match(), LEVELS)
    qtbot.waitUntil(lambda: window.controller.human_to_act, timeout=5000)
    table = window.table
    cards = table.hands[table.human].cards
    king = next(c for c in cards if c.text == "KC")
    table.input.focus_index = cards.index(king)
    spot = QPoint(5, 5)
    event = QContextMenuEvent(
        QContextMenuEvent.Keyboard, spot, table.viewport().mapToGlobal(spot), Qt.NoModifier
    )
    QApplication.sendEvent(table.viewport(), event)
    reason = window.controller.state.why_illegal(Play.of(king))
    assert "outcome card" in reason
    assert window.statusBar().currentMessage() == reason
    item = table.item_for(next(c for c in cards if c.text == "QC"))
    point = table.mapFromScene(item.sceneBoundingRect().center())
    QApplication.sendEvent(
        table.viewport(),
        QContextMenuEvent(
            QContextMenuEvent.Mouse, point, table.viewport().mapToGlobal(point), Qt.NoModifier
        ),
    )
    assert "Q♣ is an unplayable card" in window.statusBar().currentMessage()
