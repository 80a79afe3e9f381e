"""The new-game dialog: built from the rules model's option descriptions and bot levels,
checked live by make_game, with a seat row per player."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from braus_desktop.app.dialogs.new_game import (
    DEFAULT_CHOICE,
    HUMAN,
    PICKS,
    GameChoice,
    NewGameDialog,
    default_names,
)
from braus_desktop.bots import LEVELS, levels_for
from braus_desktop.rules import GAMES, game_class, make_game


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.show()
    return d


def pick(dialog, index):
    dialog.game_box.setCurrentIndex(index)
    return PICKS[index]


def test_default_choice_is_braus_four_against_standard_bots():
    assert DEFAULT_CHOICE.game_id == "braus"
    assert DEFAULT_CHOICE.options["players"] == 4
    assert DEFAULT_CHOICE.levels == [HUMAN, "standard", "standard", "standard"]
    assert DEFAULT_CHOICE.names == ["You", "West", "North", "East"]
    assert DEFAULT_CHOICE.make_game().n_players == 4
    assert default_names(2) == ["You", "North"]
    assert len(set(default_names(6))) == 6 and len(default_names(3)) == 3


@pytest.mark.parametrize("index", range(len(PICKS)))
def test_every_game_gives_a_choice_the_rules_accept(dialog, index):
    _, game_id, fixed = pick(dialog, index)
    assert dialog.ok_button.isEnabled(), dialog.error_label.text()
    assert not dialog.error_label.isVisible()
    choice = dialog.choice()
    assert choice.game_id == game_id
    for name, value in fixed.items():
        assert choice.options[name] == value
    game = make_game(choice.game_id, **choice.options)
    assert len(choice.levels) == len(choice.names) == game.n_players
    assert choice.levels[0] == HUMAN
    offered = {lv.name for lv in levels_for(game_id)}
    assert set(choice.levels[1:]) <= offered
    assert all(choice.names)
    assert None not in choice.options.values()  # "automatic" options are left out


@pytest.mark.parametrize("index", range(len(PICKS)))
def test_widgets_mirror_the_options(dialog, index):
    _, game_id, fixed = pick(dialog, index)
    options = [o for o in game_class(game_id).options() if o.name not in fixed]
    assert set(dialog._editors) == {o.name for o in options}
    for option in options:
        w = dialog.findChild(QWidget, f"option_{option.name}")
        assert w is not None and w.isVisibleTo(dialog), option.name
        assert w.toolTip() == option.help
        assert w.accessibleName()
        if option.type is bool:
            assert isinstance(w, QCheckBox) and w.isChecked() == option.default
        elif option.choices is not None:
            assert isinstance(w, QComboBox)
            data = [w.itemData(i) for i in range(w.count())]
            expected = ([None] if option.default is None else []) + list(option.choices)
            assert data == expected
            assert w.currentData() == option.default
            if option.default is None:
                assert w.itemText(0).startswith("automatic")
        else:
            assert isinstance(w, QSpinBox)
            if option.default is None:
                assert w.value() == w.minimum() and w.text().startswith("automatic")
        # The help is visible as text too, not only as a tooltip.
        helps = [
            lbl
            for lbl in dialog.findChildren(QWidget)
            if getattr(lbl, "text", None)
            and lbl.isVisibleTo(dialog)
            and not isinstance(lbl, (QAbstractButton, QLineEdit))
            and lbl.text() == option.help
        ]
        assert helps, f"no visible help for {option.name}"


def test_match_length_is_the_target_option_on_top(dialog):
    pick(dialog, 0)
    target = dialog._editors["target"].widget
    assert target.parent() is dialog.length_box
    assert target.font().bold()
    target.setCurrentIndex(target.findData(9))
    assert dialog.choice().options["target"] == 9
    pick(dialog, 2)  # Danish Brus: sticks, derived by default
    assert "target" not in dialog.choice().options
    box = dialog._editors["target"].widget
    assert box.itemText(0) == "automatic (12)"  # what the rules derive, shown
    dialog._editors["auto_risk"].widget.setChecked(True)
    assert box.itemText(0) == "automatic (20)"
    box.setCurrentIndex(box.findData(9))
    assert dialog.choice().options["target"] == 9


def test_an_impossible_combination_disables_ok_with_the_reason(dialog):
    pick(dialog, 2)
    dialog._editors["no_stock"].widget.setChecked(True)
    assert dialog.ok_button.isEnabled()
    hand = dialog._editors["hand_size"].widget
    hand.setCurrentIndex(hand.findData(4))
    with pytest.raises(ValueError):
        make_game("brus", no_stock=True, hand_size=4)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_label.isVisible()
    assert "No stock" in dialog.error_label.text() and "4" in dialog.error_label.text()
    dialog.ok_button.click()
    assert dialog.result() != QDialog.Accepted
    hand.setCurrentIndex(hand.findData(3))
    assert dialog.ok_button.isEnabled() and not dialog.error_label.isVisible()


def test_brag_hand_size_must_fit_the_trick_size(dialog):
    pick(dialog, 5)
    dialog._editors["trick_size"].widget.setCurrentIndex(1)  # 4-card tricks
    assert dialog.ok_button.isEnabled()  # automatic: 21
    hand = dialog._editors["hand_size"].widget
    hand.setCurrentIndex(hand.findData(16))
    assert not dialog.ok_button.isEnabled()
    assert "exactly one card to discard" in dialog.error_label.text()


def test_an_empty_name_disables_ok(dialog):
    dialog._name_edits[2].setText("  ")
    assert not dialog.ok_button.isEnabled()
    assert "name" in dialog.error_label.text()
    dialog._name_edits[2].setText("Karin")
    assert dialog.ok_button.isEnabled()
    assert dialog.choice().names[2] == "Karin"


def test_seat_rows_follow_the_player_count(dialog):
    pick(dialog, 1)
    assert len(dialog._name_edits) == 6 and len(dialog.choice().levels) == 6
    pick(dialog, 3)
    assert len(dialog._name_edits) == 3
    pick(dialog, 5)
    players = dialog._editors["players"].widget
    for count in (2, 3, 4, 2):
        players.setCurrentIndex(players.findData(count))
        choice = dialog.choice()
        assert len(dialog._name_edits) == count
        assert len([b for b in dialog._level_boxes if b is not None]) == count - 1
        assert choice.names == default_names(count)
        assert make_game("brag", **choice.options).n_players == count


def test_typed_names_and_levels_survive_a_change_of_game(dialog):
    dialog._name_edits[1].setText("Olle")
    box = dialog._level_boxes[1]
    box.setCurrentIndex(box.findData("expert"))
    pick(dialog, 2)
    assert dialog.choice().names[1] == "Olle"
    assert dialog.choice().levels[1] == "expert"
    pick(dialog, 5)  # Brag: greedy where standard is missing
    assert dialog.choice().levels == [HUMAN, "expert"]


def test_levels_are_the_offered_ones_with_descriptions(dialog):
    for index in range(len(PICKS)):
        _, game_id, _ = pick(dialog, index)
        offered = levels_for(game_id)
        for box in dialog._level_boxes[1:]:
            names = [box.itemData(i) for i in range(box.count())]
            assert names == [lv.name for lv in offered]
            assert not set(names) & {n for n, lv in LEVELS.items() if not lv.app}
            for i, lv in enumerate(offered):
                assert box.itemData(i, Qt.ToolTipRole) == lv.description
            assert box.toolTip() == LEVELS[box.currentData()].description


def test_the_initial_choice_comes_back(qtbot):
    initial = GameChoice(
        "brag",
        {"players": 3, "wilds": "jokers", "target": 11},
        [HUMAN, "expert", "beginner"],
        ["Me", "Ada", "Bo"],
    )
    d = NewGameDialog(initial=initial)
    qtbot.addWidget(d)
    assert d.choice().options == {
        "players": 3,
        "trick_size": 3,
        "wilds": "jokers",
        "horwell_rule": True,
        "target": 11,
    }
    assert d.choice().levels == initial.levels and d.choice().names == initial.names
    six = GameChoice(
        "braus", {"players": 6, "target": 9}, [HUMAN] + ["beginner"] * 5, default_names(6)
    )
    d6 = NewGameDialog(initial=six)
    qtbot.addWidget(d6)
    assert d6.choice() == six


def test_accepting_with_the_keyboard(dialog, qtbot):
    qtbot.keyClick(dialog.ok_button, Qt.Key_Space)
    assert dialog.result() == QDialog.Accepted
    assert dialog.choice() == DEFAULT_CHOICE


@pytest.mark.parametrize("index", range(len(PICKS)))
def test_every_control_is_named_and_in_the_tab_chain(dialog, index):
    pick(dialog, index)
    controls = [
        w
        for w in dialog.findChildren(QWidget)
        if isinstance(w, (QComboBox, QLineEdit, QCheckBox, QSpinBox, QAbstractButton))
        and w.isVisibleTo(dialog)
        and w.focusPolicy() & Qt.TabFocus
        and not isinstance(w.parent(), (QComboBox, QSpinBox))
    ]
    for w in controls:
        assert w.accessibleName(), w
    chain, w = [], dialog.game_box
    for _ in range(200):
        chain.append(w)
        w = w.nextInFocusChain()
        if w is dialog.game_box:
            break
    reachable = [c for c in chain if c in controls]
    assert set(reachable) == set(controls)
    order = [c for c in reachable]
    assert order[0] is dialog.game_box
    assert order.index(dialog.ok_button) > max(order.index(e) for e in dialog._name_edits)


def test_every_game_id_is_in_the_picker():
    assert {game_id for _, game_id, _ in PICKS} == set(GAMES)


@pytest.mark.parametrize("code", ["en", "is"])
def test_the_match_length_shows_its_whole_text_in_every_language(qtbot, in_language, code):
    """ "automatic (12)" is set after the box is first shown, and Icelandic's
    "sjálfvirkt (12)" is longer still: the box grows with its text instead of clipping."""
    in_language(code)
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    pick(d, 2)  # Danish Brus: sticks, derived by default
    box = d._editors["target"].widget
    d._editors["auto_risk"].widget.setChecked(True)
    assert "(20)" in box.currentText()

    def fits() -> bool:  # once the layout has caught up with the new text
        text = box.fontMetrics().horizontalAdvance(box.currentText())
        return box.width() >= text + 20

    qtbot.waitUntil(fits)
